"""Hooks for card-pool.md group C (blue additions: historic, stun, Sagas, legends).

New vocabulary here is general (any card may use it):

- effects ``nth_resolution`` ("if this is the Nth time
  this ability has resolved this turn"), ``choose_mode`` (a player chooses one of several modes),
  ``exile_return_next_end`` (exile; return at the beginning of the next end step) and
  ``return_to_battlefield``;
- amounts ``tapped_creatures_target_player``, ``legendary_creatures_you_control``, ``two_if_drew_two``,
  ``influence_counters``;
- conditions ``an_opponent_attacked_you_this_turn``, ``equipped_in_combat_with_goblin_or_orc``;
- the hook ``palantir_mill`` (Palantír of Orthanc).
"""

from __future__ import annotations

from mtg_tui.cards.render import phrase
from mtg_tui.engine.effects import run_nested, amount, amt, answered, ask, condition, effect, hook, on_battlefield, refs
from mtg_tui.engine.objects import PLAYERS, other


# ---------------------------------------------------------------------- effects
def _ability_key(g, fr) -> str:
    item = fr.item
    src = item.source if item is not None else fr.vars.get("source")
    ab = item.ability if item is not None else None
    idx = "?"
    o = g.objects.get(src)
    card = o.card if o is not None else g.registry.find(item.source_name) if item is not None else None
    if card is not None and ab is not None:
        idx = next((str(i) for i, a in enumerate(card.abilities) if a is ab or a == ab), "?")
    return f"resolved:{src}:{idx}"


@effect("nth_resolution", "n", "effects")
def _nth_resolution(g, fr, eff):
    """'If this is the Nth time this ability has resolved this turn, <effects>' (counted per object, 400.7)."""
    ctx = fr.ctx
    if "ok" not in ctx:
        key = _ability_key(g, fr)
        count = g.turn_flags.get(key, 0) + 1
        g.turn_flags[key] = count
        ctx["ok"] = count == eff.get("n", 2)
        ctx["j"] = 0
        ctx["sub"] = {}
    if not ctx["ok"]:
        return True
    return run_nested(g, fr, eff["effects"])


@effect("choose_mode", "who", "modes")
def _choose_mode(g, fr, eff):
    """A player (``who``: a reference, default you) chooses one mode ``{label, effects}``; its effects run."""
    ctx = fr.ctx
    modes = eff["modes"]
    if "mode" not in ctx:
        a = answered(fr)
        if a is None:
            ps = refs(g, fr, eff.get("who", "you"))
            if not ps:
                return True
            chooser = ps[0] if ps[0] in PLAYERS else g.controller(ps[0])
            return ask(g, chooser, "Choose one", [(str(i), m["label"]) for i, m in enumerate(modes)])
        ctx["mode"] = int(a)
        ctx["j"] = 0
        ctx["sub"] = {}
        g.emit("choice", f"{modes[ctx['mode']]['label']} is chosen", "700.2", mode=ctx["mode"])
    return run_nested(g, fr, modes[ctx["mode"]]["effects"])


@effect("return_to_battlefield", "what", "tapped")
def _return_to_battlefield(g, fr, eff):
    """Put cards from exile or a graveyard onto the battlefield under their owners' control (a new object)."""
    for t in refs(g, fr, eff.get("what", "target")):
        o = g.objects.get(t)
        if o is not None and o.zone in ("exile", "graveyard") and o.card.is_permanent:
            g.move(t, "battlefield", controller=o.owner, tapped=eff.get("tapped", False))
    return True


@effect("exile_return_next_end", "what")
def _exile_return_next_end(g, fr, eff):
    """Exile it; at the beginning of the next end step, return that card to the battlefield under its owner's
    control (603.7: a delayed trigger; a token exiled this way ceases to exist and never returns)."""
    for t in refs(g, fr, eff.get("what", "target")):
        if not on_battlefield(g, t):
            continue
        name = g.name(t)
        nid = g.move(t, "exile")
        if nid is None:
            continue
        nxt = g.turn + (1 if g.step in ("end", "cleanup") else 0)
        g.delayed.append({"when": "end", "controller": fr.controller, "source": fr.vars.get("source"),
                          "source_name": (fr.item.source_name if fr.item else name),
                          "ability": {"kind": "triggered", "targets": [],
                                      "effects": [{"do": "return_to_battlefield", "what": "exiled"}]},
                          "turn": nxt, "data": {"exiled": [nid]}})
    return True


# ---------------------------------------------------------------------- amounts
@amount("tapped_creatures_target_player")
def _a_tapped_of_target(g, fr):
    """The number of tapped creatures controlled by the first target (a player)."""
    if fr is None:
        return 0
    ps = [p for p in refs(g, fr, "target") if p in PLAYERS]
    if not ps:
        return 0
    return sum(1 for c in g.creatures(ps[0]) if g.objects[c].tapped)


@amount("legendary_creatures_you_control")
def _a_legends(g, fr):
    if fr is None:
        return 0
    return sum(1 for c in g.creatures(fr.controller) if "Legendary" in g.chars(c).supertypes)


@amount("two_if_drew_two")
def _a_gwaihir(g, fr):
    """2 if you have drawn two or more cards this turn, else 0 (Gwaihir's cost reduction)."""
    if fr is None:
        return 0
    return 2 if g.players[fr.controller].drawn_this_turn >= 2 else 0


@amount("influence_counters")
def _a_influence(g, fr):
    if fr is None:
        return 0
    s = fr.vars.get("source")
    o = g.objects.get(s)
    if o is None or o.zone != "battlefield":
        return 0  # simplification: once it has left the battlefield its counters are not remembered
    return o.counters.get("influence", 0)


# ---------------------------------------------------------------------- conditions
@condition("an_opponent_attacked_you_this_turn")
def _c_attacked_you(g, src, you):
    return you in g.players[other(you)].attacked_players


def _raw_subtypes(o) -> tuple[str, ...]:
    # base subtypes plus amassed ones: read without the layer system (this runs inside it)
    return tuple(o.card.subtypes) + tuple(o.extra_subtypes)


@condition("equipped_in_combat_with_goblin_or_orc")
def _c_sting(g, src, you):
    """The creature the source is attached to is blocking, or is blocked by, a Goblin or Orc."""
    o = g.objects.get(src)
    a = o.attached_to if o is not None else None
    ao = g.objects.get(a) if a is not None else None
    if ao is None or ao.zone != "battlefield":
        return False
    want = ("Goblin", "Orc")
    for x in ao.blocking or ():
        xo = g.objects.get(x)
        if xo is not None and any(s in want for s in _raw_subtypes(xo)):
            return True
    if a in g.attackers:
        for b in g.battlefield:
            bo = g.objects[b]
            if bo.blocking and a in bo.blocking and any(s in want for s in _raw_subtypes(bo)):
                return True
    return False


# ---------------------------------------------------------------------- hooks
@hook("palantir_mill", "you mill X cards, where X is the number of influence counters on Palantír of Orthanc, "
                       "and that player loses life equal to the total mana value of those cards")
def _palantir_mill(g, fr, eff):
    n = amt(g, fr, "influence_counters")
    lib = g.players[fr.controller].library
    total = 0
    for oid in list(lib[:n]):
        total += g.objects[oid].card.cost.mana_value
        g.move(oid, "graveyard", why=" (milled)", rule="701.13a")
    for p in refs(g, fr, "target"):
        if p in PLAYERS:
            g.lose_life(p, total)
    return True


# ---------------------------------------------------------------------- rules text of the new effects
def _sub_text(effects, ctx) -> str:
    from mtg_tui.cards.render import render_effects
    t = render_effects(effects, ctx).rstrip(".")
    return t[:1].lower() + t[1:]


@phrase("nth_resolution")
def _p_nth(eff, ctx) -> str:
    n = eff.get("n", 2)
    nth = {2: "second", 3: "third", 4: "fourth"}.get(n, f"{n}th")
    return f"if this is the {nth} time this ability has resolved this turn, {_sub_text(eff['effects'], ctx)}"


@phrase("choose_mode")
def _p_choose_mode(eff, ctx) -> str:
    who = ctx.target(eff.get("who", "you"))
    opts = "; or ".join(f"{m['label']} ({_sub_text(m['effects'], ctx)})" for m in eff["modes"])
    return f"{who} chooses one: {opts}"


@phrase("return_to_battlefield")
def _p_rtb(eff, ctx) -> str:
    return "return that card to the battlefield under its owner's control"


@phrase("exile_return_next_end")
def _p_exile_ret(eff, ctx) -> str:
    return (f"exile {ctx.target(eff.get('what', 'target'))}. At the beginning of the next end step, return that "
            "card to the battlefield under its owner's control")

