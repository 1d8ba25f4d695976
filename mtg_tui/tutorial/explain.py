"""Explanations for the learner: why an action is not legal now, and what a legal action did instead.

Reasons are worked out from the game's state (never from screen text) and cite the Comprehensive Rules.
When no specific reason is found, the engine's own error is used.
"""

from __future__ import annotations

import re

from ..engine import combat as C
from ..engine.actions import Action, norm
from ..engine.events import Event
from ..engine.game import STEP_NAMES, Game
from ..conditions import registry as condition_words
from ..keywords.registry import INSTANT_SPEED

SORCERY_TIMING = {"Creature": "302.1", "Sorcery": "307.1", "Artifact": "301.1", "Enchantment": "303.1",
                  "Planeswalker": "306.1"}
COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green", "C": "colorless"}
DECISION_WORDS = {"attack": "declare attackers", "block": "declare blockers", "choice": "make a choice"}


def _split(text: str) -> tuple[str, str, str]:
    """'cast Lightning Bolt -> p2' -> ('cast', 'lightning bolt', 'p2') (normalised; x=, #k and ids dropped)."""
    t = norm(text)
    verb, _, rest = t.partition(" ")
    obj, _, tgt = rest.partition(" -> ")
    obj = re.sub(r"\s+(x=\d+|#\d+)\b", "", obj).strip()
    return verb, obj, tgt.strip()


def _name_of(g: Game, oid: str) -> str:
    return norm(g.name(oid))


def _find(g: Game, ids, name: str) -> list[str]:
    base, _, oid = name.partition("#")
    if oid:
        return [i for i in ids if i == oid.strip()]
    return [i for i in ids if _name_of(g, i) == base.strip() or i == base.strip()]


def _step(g: Game) -> str:
    return STEP_NAMES.get(g.step, g.step)


def explain_illegal(g: Game, text: str, me: str) -> str:
    """Why ``text`` is not a legal action for ``me`` now, in a sentence or two with rule numbers."""
    if g.over:
        return "The game is over."
    d = g.pending
    if d is None or g.decider != me:
        who = g.players[g.decider].name if g.decider else "nobody"
        return f"It isn't your decision right now: {who} is deciding."
    verb, obj, tgt = _split(text)
    p = g.players[me]
    if verb in ("play", "cast", "activate", "tap", "pass") and d.kind != "priority":
        what = DECISION_WORDS.get(d.kind, "decide")
        return (f"Right now you must {what} ({d.prompt}); you can {verb} only when you have priority (117.1). "
                f"Answer the decision first.")
    if verb == "play":
        return _why_not_play(g, me, obj)
    if verb == "cast":
        m = re.search(r"\s+mode\s+([\d,\s]+)$", obj)
        mode = m.group(1).replace(" ", "") if m else None
        return _why_not_cast(g, me, obj[:m.start()].strip() if m else obj, tgt, mode)
    if verb == "activate":
        return _why_not_activate(g, me, obj)
    if verb == "tap":
        return _why_not_tap(g, me, obj.split(" for ")[0].strip())
    if verb == "attack":
        if d.kind != "attack":
            return ("Attackers are declared only as the declare attackers step of your own turn begins (508.1); "
                    f"now it's the {_step(g)}" + (" of your opponent's turn." if g.active != me else "."))
        return _why_not_attack(g, me, obj)
    if verb == "block":
        if d.kind != "block":
            return "Blockers are declared by the defending player as the declare blockers step begins (509.1)."
        m = re.match(r"^(.+?) with (.+)$", obj)
        if m:
            return _why_not_block(g, me, m.group(1).strip(), m.group(2).strip())
    if verb == "choose":
        if d.kind != "choice":
            return "There is nothing to choose right now."
        return f"That isn't one of the choices. The game asks: {d.prompt}."
    if verb == "assign":
        if d.data.get("purpose") != "damage_division":
            return ("'assign' divides a creature's combat damage among the creatures it fights, in a combat damage "
                    "step, when it can be divided in more than one way (510.1c-d). There is none to divide now.")
        why = (f"That isn't a legal assignment now. The game asks: {d.prompt}. Assign from 1 to the damage left "
               "to one of the listed recipients (510.1c)")
        if d.data.get("excess") is not None:
            why += ("; with trample, damage goes to the player or planeswalker only once every blocker has been "
                    "assigned lethal damage (702.19b)")
        return why + "."
    if verb == "done":
        if d.kind == "priority":
            return "'done' finishes a declaration or an 'up to' choice; to let the game go on, pass priority (117.3d)."
        return f"You can't finish yet: {d.prompt}. What you have declared so far isn't legal as a whole."
    if verb == "pass":
        return "You can't pass now: " + d.prompt + "."
    return ""


def _why_not_play(g: Game, me: str, name: str) -> str:
    p = g.players[me]
    ids = _find(g, p.hand, name)
    if not ids:
        on_bf = _find(g, [i for i in g.battlefield if g.objects[i].controller == me], name)
        if on_bf:
            nm = g.name(on_bf[0])
            return f"You have no {nm} in your hand (the {nm} on the battlefield has already been played)."
        return f"You have no card called {name!r} in your hand."
    card = g.objects[ids[0]].card
    if "Land" not in card.types:
        return f"{card.name} isn't a land: spells are cast ('cast {card.name}'); only lands are played (305.1)."
    if g.active != me:
        return f"You can play a land only during your own turn (305.1); it's your opponent's turn."
    if g.step not in ("main1", "main2"):
        return f"You can play a land only in one of your main phases (305.1); now it's the {_step(g)}."
    if g.stack:
        return "You can play a land only while the stack is empty (305.1); something is waiting on the stack."
    if p.lands_played >= 1:
        return "You have already played a land this turn: a player can normally play one land per turn (305.2)."
    return ""


def _why_not_cast(g: Game, me: str, name: str, tgt: str, mode: str | None = None) -> str:
    from ..engine import legal as L
    p = g.players[me]
    ids = _find(g, p.hand, name)
    if not ids:
        return f"You have no card called {name!r} in your hand; you cast spells from your hand (601.2a)."
    oid = ids[0]
    card = g.objects[oid].card
    if "Land" in card.types:
        return f"{card.name} is a land: you play it ('play {card.name}'); a land is never cast (305.1)."
    instant = ("Instant" in card.types or not INSTANT_SPEED.isdisjoint(card.keywords)  # flash (702.8a)
               or L.flash_permission(g, me, card))
    if not instant:
        kind = next((t for t in ("Creature", "Planeswalker", "Artifact", "Enchantment", "Sorcery") if t in card.types),
                    "Sorcery")
        rule = SORCERY_TIMING[kind]
        base = (f"{card.name} is a{'n' if kind[0] in 'AE' else ''} {kind.lower()}: you may cast it only during a main "
                f"phase of your own turn while the stack is empty ({rule})")
        if g.active != me:
            return base + "; it's your opponent's turn."
        if g.step not in ("main1", "main2"):
            return base + f"; now it's the {_step(g)}."
        if g.stack:
            return base + "; the stack isn't empty now. Only instants (and spells with flash) can be cast then (117.1a)."
    if L.legendary_spell_barred(g, me, card):
        kind = "instant" if "Instant" in card.types else "sorcery"
        return (f"{card.name} is a legendary {kind}: you may cast it only if you control a legendary creature or "
                f"a legendary planeswalker, and you control none (205.4e).")
    cost = L.spell_cost(g, me, card, 0)
    if not card.cost.x and L.payment_for(g, me, cost, spell=card) is None:
        return f"{card.name} costs {cost} and you can't pay it now (601.2h): " + _mana_short(g, me, cost)
    sp = card.spell
    if sp is not None and sp.other_costs:  # its additional costs (601.2b): the cost words' own "why not"
        for w in sp.other_costs:
            if w.payable(g, me, oid, sp):
                continue
            alt = w.alternative(sp)
            if alt is None:
                return w.why_not(g, me, oid, sp) + " It is an additional cost to cast the spell (601.2b)."
            if L.payment_for(g, me, cost.plus(alt)) is None:
                whole = cost.plus(alt)
                shown = (f"{{{whole.generic}}}" if whole.generic else "") + "".join(
                    "{" + x + "}" for x in whole.symbols if not x.isdigit())
                return (w.why_not(g, me, oid, sp) + f" You may pay {alt} instead (601.2b), but you can't pay "
                        f"{shown} now (601.2h).")
        if L.whole_cost_ok(g, me, oid, sp, cost, frozenset()) is False and not card.cost.x:
            return (f"You can't pay {card.name}'s whole cost now, its mana and its additional cost together "
                    f"(601.2b, 601.2h).")
    spell = card.spell
    if spell is not None and spell.modes:  # 700.2: a modal spell is cast with its mode (SCENARIOS 1)
        n = len(spell.modes)
        if mode is None:
            return (f"{card.name} is modal (700.2): write 'cast {card.name} mode <k>' with the number of the mode "
                    f"you choose, 1 to {n} as printed.")
        if not mode.isdigit() or not 1 <= int(mode) <= n:
            return f"{card.name} chooses one mode (700.2): 'mode 1' to 'mode {n}'."
        mspecs = spell.modes[int(mode) - 1].targets
        if mspecs and L.target_choices(g, mspecs, oid, me) is None:
            return f"Mode {mode} of {card.name} needs a target and there is no legal one now (700.2a, 601.2c)."
        if tgt:
            return f"{tgt!r} isn't a legal target for mode {mode} of {card.name} (601.2c, 115.1)."
        return f"Mode {mode} of {card.name} needs a target: write 'cast {card.name} mode {mode} -> <target>' (601.2c)."
    elif mode is not None:
        return f"{card.name} isn't modal: write 'cast {card.name}' without a mode (700.2)."
    specs = (card.spell or {}).get("targets") or []
    if specs and L.target_choices(g, specs, oid, me) is None:
        return f"{card.name} needs a target and there is no legal one now (601.2c)."
    if (tgt and sp is not None and sp.reduction_if_target is not None
            and L.payment_for(g, me, card.cost.with_x(0)) is None):
        from ..cards.render import _a, describe_filter

        return (f"{card.name} costs less only if it targets {_a(describe_filter(sp.get('reduction_if_target')))} (601.2f), "
                f"and its full cost {card.cost} can't be paid now (601.2h), so it can't be cast at {tgt!r}.")
    if tgt:
        return f"{tgt!r} isn't a legal target for {card.name} (601.2c, 115.1)."
    if specs:
        return f"{card.name} needs a target: write 'cast {card.name} -> <target>' (601.2c)."
    return ""


def _mana_short(g: Game, me: str, cost) -> str:
    from ..engine import legal as L
    pool = g.players[me].pool
    sources = L.mana_sources(g, me)
    total = sum(pool) + len(sources)
    need = cost.mana_value + cost.x
    if total < need:
        return f"it needs {need} mana and you have only {total} available (untapped sources plus your mana pool)."
    can = set()
    from ..engine.mana import SYMBOLS
    for sym, n in zip(SYMBOLS, pool):
        if n:
            can.add(sym)
    for s in sources:
        can.update(s.colors)
    for sym in cost.colored:
        if sym not in can:
            return (f"it needs {{{sym}}} and none of your mana makes {COLOR_WORDS.get(sym, sym)} mana; colored mana in "
                    f"a cost can be paid only with that color (107.4a).")
    for a, b in cost.hybrid:
        if a not in can and b not in can:
            return f"it needs {{{a}/{b}}}: {COLOR_WORDS[a]} or {COLOR_WORDS[b]} mana (107.4e), and you have neither."
    return "your mana can't make the right combination of colors."


def _why_not_activate(g: Game, me: str, name: str) -> str:
    p = g.players[me]
    ids = _find(g, [i for i in g.battlefield if g.objects[i].controller == me] + list(p.hand)
                + [i for i in p.graveyard if g.objects[i].card.from_graveyard], name)
    if not ids:
        return f"You control no permanent called {name!r} with an ability to activate."
    oid = ids[0]
    o = g.objects[oid]
    from ..engine import legal as L
    abilities = L.activated_of(g, oid)  # printed, and gained (613.1f: Sharkey, Tyrant of the Shire)
    if not abilities:
        return f"{o.card.name} has no activated ability you can use this way (mana abilities: 'tap {o.card.name}')."
    barred = [L.activation_barred(g, me, oid, sp) for sp in abilities]
    if all(b is not None for b in barred):  # 602.5 (mana abilities are exempt: 605.3a)
        src = str(barred[0])
        st = next((st for s_, st, _ in g.board().activation if s_ == src), None)
        what = f": \"{st.static.text(g.objects[src].card, st)}\"" if st is not None and st.static is not None else ""
        return (f"{g.name(src)} forbids it{what} Only {o.card.name}'s mana abilities can be activated "
                f"('tap {o.card.name}') (602.5, 605.3a).")
    if o.zone == "hand" and not any(a["kind"] == "cycling" for a in abilities):
        return f"{o.card.name} is in your hand; its abilities work only on the battlefield."
    if o.zone == "battlefield" and all(a["kind"] == "cycling" for a in abilities):
        return f"Cycling works only while the card is in your hand (702.29a)."
    if o.zone != "hand" and all(a.zone != o.zone for a in abilities):
        where = "your graveyard" if all(a.zone == "graveyard" for a in abilities) else "another zone"
        return f"{o.card.name}'s ability works only while the card is in {where} (113.6)."
    specs = abilities
    # a look at the source alone ({T}: tapped, or summoning sick), when every ability asks it
    unpaid = _unpaid_cost(g, me, oid, [sp.first_costs for sp in specs])
    if unpaid:
        return unpaid
    if all(a["kind"] == "loyalty" for a in abilities):
        if o.loyalty_used:
            return f"You already activated a loyalty ability of {o.card.name} this turn: one per turn (606.3)."
        if not (g.active == me and g.step in ("main1", "main2") and not g.stack):
            return "Loyalty abilities can be activated only in a main phase of your turn while the stack is empty (606.3)."
    if any(a.get("sorcery_speed") for a in abilities) and not (g.active == me and g.step in ("main1", "main2")
                                                               and not g.stack):
        return f"{o.card.name}'s ability can be activated only as a sorcery: your main phase, stack empty (602.5d)."
    conds = [a.get("condition") for a in abilities]
    if all(conds):
        unmet = [c for c in conds if not g.check_condition(c, oid, me)]
        if len(unmet) == len(conds):
            word = condition_words.BY_NAME.get(unmet[0])
            if word is not None:
                return (f"{o.card.name}'s ability can be activated only if {word.text().replace('CARDNAME', o.card.name)}"
                        f": {word.why_not().replace('CARDNAME', o.card.name)} ({word.rule}).")
    # a cost other than mana that no ability of it can pay now: that cost says why (mtg_tui/costs)
    unpaid = _unpaid_cost(g, me, oid, [sp.costs for sp in specs])
    if unpaid:
        return unpaid
    together = _not_together(g, me, oid)
    if together:
        return together
    return f"You can't pay the cost of {o.card.name}'s ability now, or its condition isn't met (602.2b, 601.2h)."


def _not_together(g: Game, me: str, oid: str) -> str:
    """When an ability's mana and its other costs can each be paid, but not together (a creature tapped for mana
    can't also be tapped for The Shire's cost), that sentence; else ''."""
    from ..engine import legal as L
    o = g.objects[oid]
    for sp in L.activated_of(g, oid):
        words = [w for w in sp.other_costs if w.spends_chosen]
        if not words:
            continue
        exclude = {oid} if sp.excludes_self else set()
        cost = L.ability_cost(g, oid, sp, 0)
        if L.can_pay(g, me, cost, exclude) and L.whole_cost_exclude(g, me, oid, sp, cost, exclude) is None:
            return (f"You can't pay all of {o.card.name}'s cost at once: your mana needs a permanent that its "
                    f"other cost needs too, and one tapped for mana can't pay another part of the cost "
                    f"(601.2g-h, 602.2b).")
    return ""


def _unpaid_cost(g: Game, me: str, oid: str, costs: list[tuple]) -> str:
    """When each ability (its cost words, ``costs``) has a cost ``me`` can't pay now, the first one's sentence
    (its word's ``why_not``); else ''."""
    from ..engine import legal as L
    specs = L.activated_of(g, oid)
    first = ""
    for sp, words in zip(specs, costs):
        w = next((w for w in words if not w.payable(g, me, oid, sp)), None)
        if w is None:
            return ""
        first = first or w.why_not(g, me, oid, sp)
    return first


def _why_not_tap(g: Game, me: str, name: str) -> str:
    ids = _find(g, [i for i in g.battlefield if g.objects[i].controller == me], name)
    if not ids:
        return f"You control no permanent called {name!r}."
    o = g.objects[ids[0]]
    if not o.card.mana:
        return f"{o.card.name} has no mana ability."
    if o.tapped:
        return f"{o.card.name} is already tapped; a tapped permanent can't be tapped again to pay a cost (107.5)."
    if C.summoning_sick(g, o.id):
        return (f"{o.card.name} came under your control this turn: its {{T}} ability can't be activated yet "
                f"(summoning sickness, 302.6).")
    return ""


def _why_not_attack(g: Game, me: str, name: str) -> str:
    ids = _find(g, [i for i in g.battlefield if g.objects[i].controller == me], name)
    if not ids:
        return f"You control no creature called {name!r}."
    oid = ids[0]
    if oid in g.decl:
        return f"{g.objects[oid].card.name} is already declared as an attacker. Add others, or 'done' to finish."
    why = C.attack_fault(g, oid)  # the engine's answer (keywords give their own sentence)
    return C.say(why, g, oid) if why else ""


def _why_not_block(g: Game, me: str, att_name: str, blk_name: str) -> str:
    mine = [i for i in g.battlefield if g.objects[i].controller == me]
    blk = _find(g, mine, blk_name)
    att = _find(g, g.attackers, att_name)
    if not att:
        return f"{att_name!r} isn't attacking."
    if not blk:
        return f"You control no creature called {blk_name!r}."
    a, b = att[0], blk[0]
    why = C.block_fault(g, b, a)  # the engine's answer (keywords give their own sentence)
    return C.say(why, g, a, b) if why else ""


# ---------------------------------------------------------------------- a legal action that isn't the goal
_INTRO = {
    "pass": "Passing priority (117.3d)",
    "done": "Finishing the declaration",
}
_QUIET = ("priority", "mana_added")


def describe_legal(a: Action, events: list[Event]) -> str:
    """What a legal action did (from the events it caused, the opponent's replies included)."""
    name = a.refs[0][1] if a.refs else ""
    if a.kind == "pass":
        intro = "Passing priority (117.3d)"
    elif a.kind == "cast":
        intro = f"Casting {name} put it on the stack (601.2a)"
    elif a.kind == "play":
        intro = f"Playing {name} used your land for this turn (305.2)"
    elif a.kind == "activate":
        intro = f"Activating {name} put its ability on the stack (602.2)"
    elif a.kind == "tap":
        intro = f"Tapping {name} added mana to your pool (106.4), which empties when the step ends (500.4)"
    elif a.kind == "attack":
        intro = f"Declaring {name} as an attacker (508.1)"
    elif a.kind == "block":
        intro = "Declaring that block (509.1)"
    elif a.kind == "choose":
        intro = f"Choosing {a.text.removeprefix('choose ')}"
    elif a.kind == "assign":
        intro = f"Assigning {a.text.removeprefix('assign ')} (510.1c)"
    else:
        intro = _INTRO.get(a.kind, f"'{a.text}'")
    seen: list[str] = []
    for ev in events:
        if ev.kind in _QUIET or (ev.kind == "tap" and "for mana" in ev.msg):
            continue
        if ev.msg not in seen:
            seen.append(ev.msg)
    if seen:
        more = f" … and {len(seen) - 6} more" if len(seen) > 6 else ""
        return f"{intro}: " + "; ".join(seen[:6]) + more + "."
    return intro + "."
