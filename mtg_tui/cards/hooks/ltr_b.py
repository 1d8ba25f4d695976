"""Hooks for card-pool.md group B (The Lord of the Rings: black, red, green, white).

General pieces of vocabulary the group B cards compose from (each with its
rules-text phrase), and the two replacement effects (614) of the group:

- effect ``sacrifice``: the controller of each referenced permanent sacrifices it;
- effect ``sacrifice_blocker_at_end_of_combat``: the Ring's third ability (701.52c) sets up
  "the blocking creature's controller sacrifices it at end of combat" as a delayed trigger (603.7);
- effect ``if``: a conditional branch (a CONDITIONS name, or the subtypes of the creature that
  died for a "dies" trigger, by last known information), with ``otherwise``;
- effect ``grant_ability``: a creature gains a triggered ability for a duration (layer 6);
- amounts: creatures/Foods you control, creature cards in opponents' graveyards;
- replacements ``mauhur`` (one more +1/+1 counter) and ``peregrin_took`` (one more Food).
"""

from __future__ import annotations

from mtg_tui.cards.render import phrase
from mtg_tui.engine.effects import CONDITIONS, amount, effect, on_battlefield, refs, replacement
from mtg_tui.engine.objects import other


# ---------------------------------------------------------------------- effects
@effect("sacrifice", "what")
def _sacrifice(g, fr, eff):
    """701.17a: a permanent's controller sacrifices it (only if it is still on the battlefield)."""
    for t in refs(g, fr, eff.get("what", "target")):
        if on_battlefield(g, t):
            g.sacrifice(t)
    return True


@phrase("sacrifice")
def _p_sacrifice(eff, ctx):
    return f"{ctx.target(eff.get('what', 'target'))}'s controller sacrifices it"


@effect("sacrifice_blocker_at_end_of_combat")
def _sac_blocker(g, fr, eff):
    """701.52c (the Ring, 3+): the blocking creature's controller sacrifices it at end of combat."""
    b = fr.item.data.get("blocker") if fr.item is not None else None
    if b is None:
        return True
    g.delayed.append({"when": "end_of_combat", "controller": fr.controller, "source": fr.vars.get("source"),
                      "source_name": "The Ring", "turn": g.turn, "data": {"blocker": b},
                      "ability": {"kind": "triggered", "targets": [],
                                  "effects": [{"do": "sacrifice", "what": "blocker"}]}})
    g.emit("effect", f"{g.name(b)} will be sacrificed at end of combat", "603.7a", obj=b)
    return True


@phrase("sacrifice_blocker_at_end_of_combat")
def _p_sac_blocker(eff, ctx):
    return "the blocking creature's controller sacrifices it at end of combat"


def _if_holds(g, fr, eff) -> bool:
    cond = eff.get("condition")
    if cond is not None:
        fn = CONDITIONS.get(cond)
        if fn is None or not fn(g, fr.vars.get("source"), fr.controller):
            return False
    subs = eff.get("died_subtypes")
    if subs:
        lki = (fr.item.data.get("lki") if fr.item is not None else None) or {}
        if not any(s in lki.get("subtypes", ()) for s in subs):
            return False
    return True


@effect("if", "condition", "died_subtypes", "effects", "otherwise", "instead")
def _if(g, fr, eff):
    """A conditional: ``effects`` when the test holds, else ``otherwise``.  ``instead`` (text only) words it
    as "<otherwise>. If <test>, <effects> instead"."""
    from mtg_tui.engine.effects import run_nested
    ctx = fr.ctx
    if "branch" not in ctx:
        ctx["branch"] = "effects" if _if_holds(g, fr, eff) else "otherwise"
        ctx["j"] = 0
        ctx["sub"] = {}
    return run_nested(g, fr, list(eff.get(ctx["branch"]) or []))


def _sub_text(effects, ctx) -> str:
    from mtg_tui.cards.render import render_effects
    t = render_effects(list(effects or []), ctx).rstrip(".")
    return t[:1].lower() + t[1:]


@phrase("if")
def _p_if(eff, ctx):
    tests = []
    if eff.get("condition"):
        tests.append(eff["condition"].replace("_", " "))
    if eff.get("died_subtypes"):
        tests.append("that creature was " + " or ".join(_a(s) for s in eff["died_subtypes"]))
    then = _sub_text(eff.get("effects"), ctx)
    if eff.get("otherwise") and eff.get("instead"):
        # "Put a +1/+1 counter on it. If that creature was an Orc, put two +1/+1 counters on it instead."
        return f"{_sub_text(eff['otherwise'], ctx)}. If {' and '.join(tests)}, {then} instead"
    text = f"if {' and '.join(tests)}, {then}"
    if eff.get("otherwise"):
        text += f"; otherwise, {_sub_text(eff['otherwise'], ctx)}"
    return text


def _a(word: str) -> str:
    return ("an " if word[:1].lower() in "aeiou" else "a ") + word


@effect("grant_ability", "what", "ability", "duration")
def _grant_ability(g, fr, eff):
    """Layer 6: the objects gain a triggered ability (``ability`` is a triggered-ability dict) for the duration."""
    ids = [t for t in refs(g, fr, eff.get("what", "target")) if on_battlefield(g, t)]
    if not ids:
        return True
    ab = dict(eff["ability"])
    ab.setdefault("kind", "triggered")
    ab.setdefault("targets", [])
    g.add_effect("6", ids, {"grant_triggers": (ab,)}, eff.get("duration", "eot"), fr.controller,
                 fr.vars.get("source"))
    g.emit("effect", f"{', '.join(g.name(i) for i in ids)} gains an ability"
           + (" until end of turn" if eff.get("duration", "eot") == "eot" else ""), "611.2", objs=ids)
    return True


_EVENT_TEXT = {"self_dies": "When this creature dies", "self_attacks": "Whenever this creature attacks",
               "self_enters": "When this creature enters"}


@phrase("grant_ability")
def _p_grant(eff, ctx):
    ab = eff.get("ability") or {}
    ev = (ab.get("trigger") or {}).get("event", "")
    inner = _sub_text(ab.get("effects"), ctx)
    dur = "until end of turn, " if eff.get("duration", "eot") == "eot" else ""
    return f"{dur}{ctx.subj(eff.get('what', 'target'))} gains \"{_EVENT_TEXT.get(ev, ev)}, {inner}.\""


# ---------------------------------------------------------------------- amounts
def _you(fr):
    return fr.controller if fr is not None else None


def _foods(g, p) -> int:
    return sum(1 for i in g.battlefield if g.objects[i].controller == p and "Food" in g.chars(i).subtypes)


@amount("creatures_you_control")
def _a_creatures(g, fr):
    p = _you(fr)
    return len(g.creatures(p)) if p else 0


@amount("foods_you_control")
def _a_foods(g, fr):
    p = _you(fr)
    return _foods(g, p) if p else 0


@amount("creatures_plus_foods_you_control")
def _a_creatures_foods(g, fr):
    p = _you(fr)
    return len(g.creatures(p)) + _foods(g, p) if p else 0


@amount("creature_cards_in_opponents_graveyards")
def _a_opp_gy_creatures(g, fr):
    p = _you(fr)
    if p is None:
        return 0
    opp = g.players[other(p)]
    return sum(1 for c in opp.graveyard if "Creature" in g.objects[c].card.types)


# ---------------------------------------------------------------------- replacement effects (614)
@replacement("mauhur", "If one or more +1/+1 counters would be put on an Army, Goblin, or Orc you control, "
             "that many plus one +1/+1 counters are put on it instead.")
def _mauhur(g, src, event, **kw):
    """Mauhúr: one or more +1/+1 counters on an Army, Goblin or Orc you control: that many plus one instead."""
    if event == "counters":
        n = kw["n"]
        oid = kw["oid"]
        if kw["kind"] == "+1/+1" and n > 0 and on_battlefield(g, oid) \
                and g.objects[oid].controller == g.objects[src].controller \
                and any(s in g.chars(oid).subtypes for s in ("Army", "Goblin", "Orc")):
            return n + 1
        return n
    return kw.get("batches")


@replacement("peregrin_took", "If one or more tokens would be created under your control, those tokens plus an "
             "additional Food token are created instead.")
def _peregrin(g, src, event, **kw):
    """Peregrin Took: tokens created under your control come with one additional Food (once per event)."""
    if event == "tokens":
        batches = kw["batches"]
        if kw["controller"] == g.objects[src].controller and any(n > 0 for _, n in batches):
            return list(batches) + [("Food", 1)]
        return batches
    return kw.get("n")

