"""Triggered abilities (603): noticing trigger events, and putting triggers on the stack in APNAP order.

A trigger is noticed as its event happens and waits in ``trigger_queue``; the
next time a player would receive priority, each player's waiting triggers are
put on the stack, the active player's first, each player's in the order they choose (603.3b), choosing
targets as they go.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final, Sequence

from ..mechanics import registry as _mechanics
from ..mechanics import ring as _ring
from ..mechanics.base import Mechanic
from ..trigger_modes import registry as _modes
from ..trigger_modes.base import Fired, TriggerMode
from .ability import Ability, EffectUse, effect
from .effects import answered, ask, procedure
from .events import Event
from .objects import Frame, other

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game


def queue_trigger(g: "Game", controller: str, ability: "Ability", source: str, source_name: str, data: dict | None = None,
                  chapter: bool = False) -> None:
    cond = ability.condition
    if cond is not None and ability.kind == "triggered" and not g.check_condition(cond, source, controller):
        return  # 603.4: an intervening "if" that doesn't hold as the event happens: it doesn't trigger
    g.trigger_queue.append({"controller": controller, "ability": ability, "source": source,
                            "source_name": source_name, "data": data or {}, "chapter": chapter})
    g.emit("trigger", f"{source_name}'s ability triggers", "603.2", source=source, controller=controller)


_NONE: Final[tuple] = ()
_STEP_MODES: Final[tuple[TriggerMode, ...]] = _modes.STEP_MODES
#: the kinds of event something can trigger on (a trigger mode or a set mechanic listens to it); the others
#: (priority, tap, mana, life, ...) are let by at once
_TRIGGER_KINDS: Final = frozenset(k for k in _modes.LISTENERS if k != "step") | _mechanics.TRIGGER_KINDS | {
    "zone", "counters"}
_LISTENERS: Final[dict[str, tuple[TriggerMode, ...]]] = dict(_modes.LISTENERS)
_MECHANICS: Final[dict[str, tuple[Mechanic, ...]]] = {
    k: tuple(m for m in _mechanics.ALL if k in m.trigger_kinds) for k in _mechanics.TRIGGER_KINDS}


def check_triggers(g: "Game", ev: Event) -> None:
    """603.2: what triggers on an event.  The trigger modes that listen to its kind say which abilities fire:
    first those of the event's own object ("When ~ dies"), then a Saga's chapter abilities (714.2b), then the
    permanents that watch ("Whenever a creature dies"), then the set mechanics' own (the Ring's emblem)."""
    k = ev.kind
    if k not in _TRIGGER_KINDS:
        return
    d = ev.data
    if k == "zone" and d.get("frm") == "battlefield":
        lki = d.get("lki") or {}
        if d.get("to") == "graveyard" and "Creature" in lki.get("types", ()):
            g.creature_died_this_turn = True
            # 700.4: under whose control, and how many (Gimli, Mournful Avenger: "two or more creatures died")
            key = "creature_died_under_" + str(lki.get("controller"))
            g.turn_flags[key] = int(g.turn_flags.get(key, 0)) + 1
        if lki:  # "if a permanent you controlled left the battlefield this turn" (Shortcut to Mushrooms)
            g.turn_flags[f"left_battlefield_{lki['controller']}"] = True
    out: list[Fired] = []
    modes = _LISTENERS.get(k, _NONE)
    for m in modes:
        m.own(g, d, out)
    if k == "zone":  # 714.3a: a Saga enters with a lore counter
        new = d.get("new")
        if d.get("to") == "battlefield" and new is not None and new in g.objects:
            no = g.objects[new]
            if no.card.chapters and no.counters.get("lore", 0) > 0:
                _flush(g, out)
                _queue_chapters(g, new, 0, no.counters["lore"])
    elif k == "counters":
        if d.get("kind_") == "lore" and d.get("n", 0) > 0:
            _queue_chapters(g, d["obj"], d["before"], d["after"])
    for m in modes:
        m.others(g, d, out)
    if out and g.effects:
        _drop_lost(g, d, out)
    if g.delayed and any(dl["when"] == k for dl in g.delayed):  # a delayed trigger waiting for this kind of event
        _flush(g, out)
        _event_delayed(g, k, d)
    if k == "zone" and out and g.board().replacements:
        _additional_times(g, d, out)
    for mech in _MECHANICS.get(k, _NONE):
        out.extend(mech.triggers(g, k, d))
    _flush(g, out)


def _additional_times(g: "Game", d: dict, out: list[Fired]) -> None:
    """603.2d: effects that make a triggered ability trigger additional times as a permanent enters or leaves
    the battlefield (Gandalf the White: the static words of the board's replacement list that answer
    "trigger_again" with how many more times)."""
    if d.get("to") == "battlefield":
        new = d.get("new")
        if new is None or new not in g.objects:
            return
        ch = g.chars(new)
        moved = {"types": ch.types, "supertypes": ch.supertypes}
        moved_id = new
    elif d.get("frm") == "battlefield" and d.get("lki"):
        moved = d["lki"]
        moved_id = d.get("obj")
    else:
        return
    extra: list[Fired] = []
    for f in out:
        n = 0
        for src, st, w in g.board().replacements:
            got = w.replace(g, src, st, "trigger_again", moved=moved, moved_id=moved_id, controller=f[0],
                            source=f[2])
            if got:
                n += int(got)
        extra.extend([f] * n)
    out.extend(extra)


def _drop_lost(g: "Game", d: dict, out: list[Fired]) -> None:
    """613.1f: an object that has lost all its abilities triggers nothing (one that left the battlefield: as it
    last existed, 603.10a)."""
    keep = []
    for f in out:
        src = f[2]
        o = g.objects.get(src)
        if o is not None and o.zone == "battlefield":
            if "no_abilities" in g.chars(src).flags:
                continue
        elif d.get("obj") == src and (d.get("lki") or {}).get("no_abilities"):
            continue
        keep.append(f)
    if len(keep) != len(out):
        out[:] = keep


def _flush(g: "Game", out: list[Fired]) -> None:
    for controller, ab, source, name, data in out:
        trig = ab.trigger
        if trig is not None:
            once = trig.get("once_each_turn")
            if once is not None and not _once_ok(g, ab, source, once):
                continue
        queue_trigger(g, controller, ab, source, name, data)  # (603.4: it checks an intervening "if")
    out.clear()


def once_key(g: "Game", ab: "Ability", source: str) -> tuple[str, int]:
    """The source's ability, as the turn's records know it: its object (a new object after a zone change,
    400.7) and its place among the card's abilities."""
    o = g.objects.get(source)
    if o is None and g.leaving:  # gone with others, looking back (603.10a)
        o = next((x for x in g.leaving if x.id == source), None)
    abilities = o.card.abilities if o is not None else ()
    return source, next((i for i in range(len(abilities)) if abilities[i] is ab), -1)


def _once_ok(g: "Game", ab: "Ability", source: str, once: str) -> bool:
    """"This ability triggers only once each turn" ("triggers"): whether it hasn't triggered yet this turn
    (and now has).  "Do this only once each turn" ("done", 603.2i): whether its "you may" hasn't been done
    this turn (the ``may`` word records it).  The records are the turn's (``turn_flags``, cleared each turn)."""
    key = once_key(g, ab, source)
    if once == "done":
        return key not in g.turn_flags.get("done_once", ())
    seen = g.turn_flags.get("triggered_once")
    if seen is None:
        seen = g.turn_flags["triggered_once"] = set()
    if key in seen:
        return False
    seen.add(key)
    return True


def _queue_chapters(g: "Game", oid: str, before: int, after: int) -> None:
    """714.2b: a chapter ability triggers when lore counters go from below N to N or more."""
    o = g.objects[oid]
    for ab in o.card.chapters:
        for n in ab["chapters"]:
            if before < n <= after:
                queue_trigger(g, o.controller, ab, oid, f"{o.card.name} chapter {_roman(n)}", {"chapter": n}, chapter=True)


def _roman(n: int) -> str:
    return {1: "I", 2: "II", 3: "III", 4: "IV", 5: "V", 6: "VI"}.get(n, str(n))


def _event_delayed(g: "Game", k: str, d: dict) -> None:
    """603.7c: a delayed trigger that waits for an event of kind ``k`` this turn: a spell ("when you cast your next
    creature spell of that type this turn", Long List of the Ents, waits for a cast; ``spell`` filters it). It
    triggers once, on its controller's next such event this turn, and is gone."""
    keep = []
    for dl in g.delayed:
        if dl["when"] == k and dl["turn"] == g.turn and dl["controller"] == d.get("player"):
            spell = g.objects.get(d.get("obj", ""))
            f = dl.get("spell") or {}
            if spell is not None and "Creature" in spell.card.types and (
                    not f.get("subtypes") or any(t in spell.card.subtypes for t in f["subtypes"])):
                queue_trigger(g, dl["controller"], dl["ability"], dl.get("source", ""),
                              dl.get("source_name", "delayed trigger"), {**dl.get("data", {}), "spell": d["obj"]})
                continue
        keep.append(dl)
    g.delayed = keep


def _step_watched(g: "Game") -> bool:
    """Whether anything could trigger as a step begins: a permanent with (or granted) an ability of a step mode's
    event names, or such an ability that works in a graveyard (most steps of most games: nothing, and the modes
    need not look)."""
    board = g.board()
    trig = board.triggers
    granted = board.granted
    for m in _STEP_MODES:
        for use in m.watching:
            if use.in_graveyards or use.event in trig or (granted and use.event in granted):
                return True
    return False


def step_triggers(g: "Game", step: str) -> None:
    """Abilities that trigger at the beginning of a step (603.2), and delayed triggers (603.7)."""
    ap = g.active
    if _step_watched(g):
        out: list[Fired] = []
        d = {"step": step}
        for m in _STEP_MODES:
            m.others(g, d, out)
        _flush(g, out)
    if not g.delayed:
        return
    from .game import STEPS
    keep = []
    for dl in g.delayed:
        if dl["when"] == step and (dl.get("player") is None or dl["player"] == ap) and dl.get("turn", 0) <= g.turn:
            queue_trigger(g, dl["controller"], dl["ability"], dl.get("source", ""), dl.get("source_name", "delayed trigger"),
                   dl.get("data", {}))
        elif dl["when"] not in STEPS and dl["turn"] < g.turn:
            pass  # "this turn" is over: a delayed trigger waiting for an event (a spell) is gone
        else:
            keep.append(dl)
    g.delayed = keep


def put_triggers(g: "Game") -> None:
    """603.3b: APNAP.  Each player puts the triggered abilities they control on the stack in the order they
    choose, the active player first (so the other player's go on top and resolve first).  Each trigger becomes
    a frame that chooses its targets as it is put on the stack (603.3d).  A player with two or more waiting that
    are not all the same ability of the same source is asked the order (``order_triggers``, SCENARIOS.md 1.1);
    otherwise they go in the order they triggered."""
    q = g.trigger_queue
    g.trigger_queue = []
    ap = g.active
    # frames run last-pushed first: the non-active player's frames go under the active player's
    for p in (other(ap), ap):
        mine = [t for t in q if t["controller"] == p]
        if not mine:
            continue
        if len(mine) > 1 and len(_groups(g, mine)) > 1:
            g.frames.append(Frame("order", p, [effect({"do": "order_triggers"})], vars={"waiting": tuple(mine)}))
        else:
            _push(g, mine)


def _push(g: "Game", ts: Sequence[dict]) -> None:
    """Put the triggers ``ts`` on the stack in this order (the first goes on the stack first)."""
    # (ts[::-1], not reversed(): mypy types reversed() of a list of dicts as Any, which mypyc can't compile)
    for t in ts[::-1]:
        g.frames.append(Frame("trigger", t["controller"], [effect({"do": "put_trigger"})], vars={"t": t}))


# ---------------------------------------------------------------------- the order of simultaneous triggers
# 603.3b, SCENARIOS.md 1.1: a trigger is named by its source (the object, in whatever zone it is now; "The Ring"
# for the emblem's abilities; the creating object for a delayed trigger), and, when one source has different
# abilities waiting, by ``#k``: its place among the source's triggered abilities in printed order (a Saga's
# chapter abilities included, one per chapter number, 714.2c).  Abilities that are not printed on the source
# (granted, delayed, reflexive) are numbered after the printed ones, in the order they wait.

def _is_ring(t: dict) -> bool:
    return t["source_name"] == _ring.EMBLEM


def _source_key(t: dict) -> str:
    return _ring.EMBLEM if _is_ring(t) else t["source"]


def _source_card(g: "Game", src: str) -> Any:
    """The card of a trigger's source: the object now, or as it last existed on the battlefield (603.10a)."""
    o = g.objects.get(src)
    if o is not None:
        return o.card
    lki = g.last_known.get(src)
    return lki.get("card") if lki else None


def _printed(g: "Game", t: dict) -> list[tuple[Ability, int]]:
    """The source's triggered abilities in printed order: (ability, chapter number or 0)."""
    if _is_ring(t):
        return [(ab, 0) for ab in _ring.abilities()]
    card = _source_card(g, t["source"])
    out: list[tuple[Ability, int]] = []
    if card is None:
        return out
    for ab in card.abilities:
        kind = ab["kind"]
        if kind == "triggered":
            out.append((ab, 0))
        elif kind == "chapter":
            for n in ab["chapters"]:
                out.append((ab, n))
    return out


def _chapter(t: dict) -> int:
    return int(t["data"].get("chapter") or 0) if t.get("chapter") else 0


def _number(printed: list[tuple[Ability, int]], t: dict) -> int:
    """The trigger's ability's 1-based place among ``printed``, or 0 when it is not printed there."""
    ab = t["ability"]
    n = _chapter(t)
    for i in range(len(printed)):
        if printed[i][1] == n and printed[i][0] is ab:
            return i + 1
    return 0


def _groups(g: "Game", ts: Sequence[dict]) -> list[list[int]]:
    """The waiting triggers ``ts`` (by index) grouped by "the same ability of the same source" (SCENARIOS.md
    1.1: one printed or granted ability of one object), each group in the order its triggers triggered."""
    keys: list[tuple[str, int, Any]] = []
    out: list[list[int]] = []
    for i in range(len(ts)):
        t = ts[i]
        k = _number(_printed(g, t), t)
        key = (_source_key(t), k, None if k else t["ability"])
        for j in range(len(keys)):
            if keys[j] == key:
                out[j].append(i)
                break
        else:
            keys.append(key)
            out.append([i])
    return out


def _source_name(g: "Game", t: dict) -> str:
    if _is_ring(t):
        return _ring.EMBLEM
    src = t["source"]
    o = g.objects.get(src)
    if o is not None:
        return o.card.name
    lki = g.last_known.get(src)
    if lki and lki.get("name"):
        return str(lki["name"])
    name = t["source_name"]
    return name.split(" chapter ")[0] if t.get("chapter") else name


#: the words of a waiting ability, by the identity of the ability and of its source's card definition and its
#: chapter: both are never changed once made, and each entry holds them, so an id is never another's meanwhile
_WORDED: dict[tuple[int, int, int], tuple[Any, Any, tuple[str, str]]] = {}


def _what_it_does(g: "Game", t: dict, printed: list[tuple[Ability, int]], k: int) -> tuple[str, str]:
    """The ability's rules text, as the prompt lists it, and its effect alone (a short note for an answer)."""
    ab = t["ability"]
    card = _source_card(g, t["source"]) if k and not _is_ring(t) else None
    n = printed[k - 1][1] if card is not None else 0
    key = (id(ab), id(card), n)
    kept = _WORDED.get(key)
    if kept is not None and kept[0] is ab and kept[1] is card:
        return kept[2]
    from ..cards.render import Ctx, render_ability, render_effects
    does = render_effects(list(ab.get("effects") or []), Ctx(card, list(ab.get("targets") or [])))
    if card is not None:
        worded = (render_ability(card, {**ab, "chapters": [n]} if n else ab), does)
    else:
        worded = (does, does)
    if len(_WORDED) > 4096:  # (abilities made during a game, a delayed trigger's, come and go)
        _WORDED.clear()
    _WORDED[key] = (ab, card, worded)
    return worded


def order_options(g: "Game", waiting: Sequence[dict]) -> list[dict]:
    """One answer per group of waiting triggers: the option (the index of the group's first trigger), the
    source's id (None for The Ring) and name, the answer's label (``Name``, ``Name#id`` when two sources share
    a name, `` #k`` when the source has different abilities waiting), the ability's rules text and its effect
    alone."""
    groups = _groups(g, waiting)
    firsts = [waiting[grp[0]] for grp in groups]
    names: dict[str, str] = {}
    for t in firsts:
        sk = _source_key(t)
        if sk not in names:
            names[sk] = _source_name(g, t)
    clash = {n for n in names.values() if sum(1 for m in names.values() if m == n) > 1}
    per_source: dict[str, int] = {}
    for t in firsts:
        sk = _source_key(t)
        per_source[sk] = per_source.get(sk, 0) + 1
    extra: dict[str, int] = {}
    out = []
    for grp, t in zip(groups, firsts):
        sk = _source_key(t)
        printed = _printed(g, t)
        k = _number(printed, t)
        name = names[sk]
        ring = _is_ring(t)
        head = name if ring or name not in clash else f"{name}#{sk}"
        suffix = ""
        if per_source[sk] > 1:
            if not k:  # not printed on it: after the printed ones, in the order they wait
                extra[sk] = extra.get(sk, 0) + 1
            suffix = f" #{k or len(printed) + extra[sk]}"
        text, does = _what_it_does(g, t, printed, k)
        out.append({"option": str(grp[0]), "id": None if ring else t["source"], "name": name, "head": head,
                    "label": head + suffix, "text": text, "does": does, "count": len(grp),
                    "effects": [str(e.get("do")) for e in t["ability"].get("effects") or []]})
    return out


@procedure("order_triggers")
def _order_triggers(g: "Game", fr: Frame, eff: "EffectUse") -> bool:
    """603.3b: the player puts the triggered abilities they control on the stack in any order: ``choose
    <source>`` for each in turn, the first chosen going on the stack first (and so resolving last).  Each goes
    on the stack, its targets chosen (603.3d), before the next is chosen.  When all that wait are the same
    ability of the same source, they go in the order they triggered."""
    waiting: tuple = fr.vars["waiting"]
    a = answered(fr)
    if a is not None:
        i = int(a)
        t = waiting[i]
        fr.vars["waiting"] = waiting[:i] + waiting[i + 1:]
        fr.vars["placed"] = int(fr.vars.get("placed") or 0) + 1
        _push(g, [t])
        return False  # (no decision: the chosen trigger's frame runs now, then this one goes on)
    if not waiting:
        return True
    if len(_groups(g, waiting)) == 1:  # all the same ability of the same source: nothing to ask, nothing to word
        _push(g, waiting)
        return True
    opts = order_options(g, waiting)
    p = fr.controller
    placed = int(fr.vars.get("placed") or 0)
    if not placed:
        g.emit("trigger", f"{g.players[p].name} puts {len(waiting)} triggered abilities on the stack in the order "
               "they choose", "603.3b", player=p, n=len(waiting))
    question = (f"Order your triggered abilities (603.3b): which goes on the stack {'next' if placed else 'first'}?"
                + ("" if placed else " The first resolves last."))
    listed = "; ".join(f"{o['label']}{' (' + str(o['count']) + ' times)' if o['count'] > 1 else ''} "
                       f"({o['text'].rstrip('.')})" for o in opts)
    # (the decider's own: the other player's view of a pending choice shows only who is deciding)
    return ask(g, p, f"{question} Waiting: {listed}", [(o["option"], o["label"]) for o in opts],
               purpose="trigger_order", question=question, triggers=opts, placed=placed)
