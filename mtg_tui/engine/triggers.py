"""Triggered abilities (603): noticing trigger events, and putting triggers on the stack in APNAP order.

A trigger is noticed as its event happens and waits in ``trigger_queue``; the
next time a player would receive priority, each player's waiting triggers are
put on the stack, the active player's first (603.3b), choosing targets as they go.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final, Sequence

from ..trigger_modes import registry as _modes
from .events import Event
from .objects import PLAYERS, Frame, Obj

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game

# the Ring emblem's abilities (701.52c), as ability dicts the effect vocabulary runs
RING_LOOT: Final = {"kind": "triggered", "effects": [{"do": "draw", "n": 1}, {"do": "discard", "n": 1}], "targets": [],
             "ring": 2}
RING_SAC: Final = {"kind": "triggered", "effects": [{"do": "sacrifice_blocker_at_end_of_combat"}], "targets": [], "ring": 3}
RING_DRAIN: Final = {"kind": "triggered", "effects": [{"do": "lose_life", "n": 3, "who": "each_opponent"}], "targets": [],
              "ring": 4}


def _queue(g: "Game", controller: str, ability: dict, source: str, source_name: str, data: dict | None = None,
           chapter: bool = False) -> None:
    g.trigger_queue.append({"controller": controller, "ability": ability, "source": source,
                            "source_name": source_name, "data": data or {}, "chapter": chapter})
    g.emit("trigger", f"{source_name}'s ability triggers", "603.2", source=source, controller=controller)


_NONE: Final[tuple] = ()
#: the kinds of event a triggered ability can trigger on (check_triggers); the others (priority, step, tap,
#: mana, life, ...) are let by at once, not compared with each kind in turn
_TRIGGER_KINDS: Final = frozenset(("zone", "cast", "draw", "ring", "token", "attack", "block", "damage", "counters",
                                   "cycle"))


# the event names each check below covers, read once from the trigger modes (mtg_tui/trigger_modes/registry.py):
# the engine names no event; a new event name that is a known mode narrowed a known way needs no change here
_SELF_ENTERS: Final[frozenset[str]] = frozenset(_modes.SELF_ENTERS)
_ENTERS: Final[tuple[str, ...]] = tuple(_modes.ENTERS_FILTERED)
_SELF_DIES: Final[frozenset[str]] = frozenset(_modes.SELF_DIES)
_DIES: Final[tuple[str, ...]] = tuple(_modes.DIES_FILTERED)
_SELF_TO_GRAVEYARD: Final[frozenset[str]] = frozenset(_modes.SELF_TO_GRAVEYARD)
_SELF_LEAVES: Final[frozenset[str]] = frozenset(_modes.SELF_LEAVES)
_SELF_ATTACKS: Final[frozenset[str]] = frozenset(_modes.SELF_ATTACKS)
_ATTACKS: Final[tuple[str, ...]] = tuple(_modes.ATTACKS_FILTERED)
_SELF_BLOCKS: Final[frozenset[str]] = frozenset(_modes.SELF_BLOCKS)
_CASTS: Final[tuple[str, ...]] = tuple(_modes.CASTS)
_OPPONENT_DRAWS: Final[tuple[str, ...]] = tuple(_modes.OPPONENT_DRAWS)
_YOU_DRAW_ON_THEIR_TURN: Final[tuple[str, ...]] = tuple(_modes.YOU_DRAW_ON_THEIR_TURN)
_RING_TEMPTS_YOU: Final[tuple[str, ...]] = tuple(_modes.RING_TEMPTS_YOU)
_RING_BEARER_CHOSEN: Final[tuple[str, ...]] = tuple(_modes.RING_BEARER_CHOSEN)
_TOKENS_CREATED: Final[tuple[str, ...]] = tuple(_modes.TOKENS_CREATED)
_CYCLES: Final[tuple[str, ...]] = tuple(_modes.CYCLES)


def _each_trigger(g: "Game", event: str) -> Sequence[tuple[str, Obj, dict]]:
    """(permanent id, permanent, ability) for each triggered ability of ``event`` on the battlefield."""
    found = g.board().triggers.get(event)
    if not found:
        return _NONE
    objs = g.objects
    return [(oid, objs[oid], ab) for oid, ab in found]


def check_triggers(g: "Game", ev: Event) -> None:
    k = ev.kind
    if k not in _TRIGGER_KINDS:
        return
    d = ev.data
    if k == "zone":
        if d.get("to") == "battlefield":
            new = d.get("new")
            if new is None or new not in g.objects:
                return
            no = g.objects[new]
            for ab in no.card.triggered:
                if ab["trigger"]["event"] in _SELF_ENTERS:
                    _queue(g, no.controller, ab, new, no.card.name)
            if no.card.chapters and no.counters.get("lore", 0) > 0:
                _queue_chapters(g, new, 0, no.counters["lore"])  # 714.3a: a Saga enters with a lore counter
            for name in _ENTERS:
                for oid, o, ab in _each_trigger(g, name):
                    f = ab["trigger"].get("filter") or {}
                    if g.matches(new, f, oid, o.controller):
                        _queue(g, o.controller, ab, oid, o.card.name, {"entered": new})
        if d.get("frm") == "battlefield":
            lki = d.get("lki") or {}
            to = d.get("to")
            card = lki.get("card")
            if to == "graveyard" and "Creature" in lki.get("types", ()):
                g.creature_died_this_turn = True
            if card is not None:
                for ab in list(card.triggered) + _granted_triggers(g, d["obj"]):
                    ev_name = ab["trigger"]["event"]
                    if ev_name in _SELF_DIES and to == "graveyard" and "Creature" in lki.get("types", ()):
                        _queue(g, lki["controller"], ab, d["obj"], lki["name"], {"new": d.get("new")})
                    elif ev_name in _SELF_TO_GRAVEYARD and to == "graveyard":
                        _queue(g, lki["controller"], ab, d["obj"], lki["name"], {"new": d.get("new")})
                    elif ev_name in _SELF_LEAVES:  # 603.6c: a leaves-the-battlefield ability looks back
                        _queue(g, lki["controller"], ab, d["obj"], lki["name"], {"new": d.get("new"), "to": to})
            if to == "graveyard" and "Creature" in lki.get("types", ()):
                for name in _DIES:
                    for oid, o, ab in _each_trigger(g, name):
                        f = ab["trigger"].get("filter") or {}
                        if _lki_matches(lki, f, o.controller, d["obj"], oid):
                            _queue(g, o.controller, ab, oid, o.card.name, {"died": d["obj"], "lki": lki})
        return
    if k == "cast":
        p = d["player"]
        for name in _CASTS:
            for oid, o, ab in _each_trigger(g, name):
                if o.controller != p:
                    continue
                f = ab["trigger"].get("filter") or {}
                if f.get("historic") and not d.get("historic"):
                    continue
                _queue(g, o.controller, ab, oid, o.card.name, {"spell": d["obj"]})
        return
    if k == "draw":
        p = d["player"]
        if d.get("obj") is None:
            return
        for name in _OPPONENT_DRAWS:
            for oid, o, ab in _each_trigger(g, name):
                # Orcish Bowmasters: an opponent draws, except the first card in their draw step
                if o.controller != p and not d.get("first_in_draw_step"):
                    _queue(g, o.controller, ab, oid, o.card.name, {"drawer": p})
        for name in _YOU_DRAW_ON_THEIR_TURN:
            for oid, o, ab in _each_trigger(g, name):
                if o.controller == p and g.active != p:
                    _queue(g, o.controller, ab, oid, o.card.name, {})
        return
    if k == "ring":
        p = d["player"]
        if d.get("what") == "tempted":
            for name in _RING_TEMPTS_YOU:
                for oid, o, ab in _each_trigger(g, name):
                    if o.controller == p:
                        bf = ab["trigger"].get("filter")  # "if you chose a creature other than X" (Gandalf)
                        if bf and not (d.get("bearer") and g.matches(d["bearer"], bf, oid, p)):
                            continue
                        _queue(g, p, ab, oid, o.card.name, {"bearer": d.get("bearer")})
        elif d.get("what") == "chosen":
            for name in _RING_BEARER_CHOSEN:
                for oid, o, ab in _each_trigger(g, name):
                    if o.controller == p:
                        _queue(g, p, ab, oid, o.card.name, {"bearer": d.get("bearer")})
        return
    if k == "token":
        p = d["controller"]
        for name in _TOKENS_CREATED:
            for oid, o, ab in _each_trigger(g, name):
                if o.controller == p:
                    _queue(g, p, ab, oid, o.card.name, {"token": d["obj"]})
        return
    if k == "attack":
        if d.get("summary"):
            ap = d["player"]
            attackers = d["attackers"]
            for a in attackers:
                att_o = g.objects.get(a)
                if att_o is None:
                    continue
                for ab in att_o.card.triggered:
                    if ab["trigger"]["event"] in _SELF_ATTACKS:
                        _queue(g, att_o.controller, ab, a, att_o.card.name, {})
            for name in _ATTACKS:
                for oid, o, ab in _each_trigger(g, name):
                    f = ab["trigger"].get("filter") or {}
                    if any(g.matches(a, f, oid, o.controller) and d["defenders"][a] in PLAYERS for a in attackers):
                        _queue(g, o.controller, ab, oid, o.card.name, {})
            pl = g.players[ap]
            rb = pl.ring_bearer
            if pl.ring >= 2 and rb is not None and rb in attackers:
                _queue(g, ap, RING_LOOT, rb, "The Ring", {})
        return
    if k == "block":
        if d.get("summary"):
            return
        att = d.get("attacker")
        if att is None:
            return
        b = d.get("blocker")
        if b is not None and b in g.objects:
            bo = g.objects[b]
            for ab in bo.card.triggered:
                if ab["trigger"]["event"] in _SELF_BLOCKS:
                    _queue(g, bo.controller, ab, b, bo.card.name, {"attacker": att})
        ctrl = g.objects[att].controller
        pl = g.players[ctrl]
        if pl.ring >= 3 and pl.ring_bearer == att:
            _queue(g, ctrl, RING_SAC, att, "The Ring", {"blocker": d["blocker"]})
        return
    if k == "damage":
        if d.get("combat") and d["target"] in PLAYERS:
            src = d["source"]
            src_o = g.objects.get(src)
            if src_o is None:
                return
            pl = g.players[src_o.controller]
            if pl.ring >= 4 and pl.ring_bearer == src:
                _queue(g, src_o.controller, RING_DRAIN, src, "The Ring", {})
        return
    if k == "counters":
        if d.get("kind_") == "lore" and d.get("n", 0) > 0:
            _queue_chapters(g, d["obj"], d["before"], d["after"])
        return
    if k == "cycle":
        p = d["player"]
        for name in _CYCLES:
            for oid, o, ab in _each_trigger(g, name):
                if o.controller == p:
                    _queue(g, p, ab, oid, o.card.name, {})


def _queue_chapters(g: "Game", oid: str, before: int, after: int) -> None:
    """714.2b: a chapter ability triggers when lore counters go from below N to N or more."""
    o = g.objects[oid]
    for ab in o.card.chapters:
        for n in ab["chapters"]:
            if before < n <= after:
                _queue(g, o.controller, ab, oid, f"{o.card.name} chapter {_roman(n)}", {"chapter": n}, chapter=True)


def _granted_triggers(g: "Game", oid: str) -> list[dict]:
    """Triggered abilities an effect granted to the object (layer 6, e.g. 'gains "When this creature dies, ..."')."""
    out: list[dict] = []
    for e in g.effects:
        if oid in e.affected and e.mods.get("grant_triggers"):
            out.extend(e.mods["grant_triggers"])
    return out


def _lki_matches(lki: dict, f: dict, you: str, died: str, source: str) -> bool:
    if f.get("other") and died == source:
        return False
    c = f.get("controller", "any")
    if c == "you" and lki["controller"] != you:
        return False
    if c == "opponent" and lki["controller"] == you:
        return False
    if f.get("subtypes") and not any(s in lki["subtypes"] for s in f["subtypes"]):
        return False
    return True


def _roman(n: int) -> str:
    return {1: "I", 2: "II", 3: "III", 4: "IV"}.get(n, str(n))


#: a step -> the event names that trigger at its beginning (the "step begins" mode: trigger_modes/registry.py)
_STEP_EVENTS: Final[dict[str, tuple[str, ...]]] = dict(_modes.STEP_BEGINS)


def step_triggers(g: "Game", step: str) -> None:
    """Abilities that trigger at the beginning of a step (603.2), and delayed triggers (603.7)."""
    ap = g.active
    for ev in _STEP_EVENTS.get(step, _NONE):
        for oid, o, ab in _each_trigger(g, ev):
            whose = ab["trigger"].get("whose", "you")
            if whose == "each" or o.controller == ap:
                _queue(g, o.controller, ab, oid, o.card.name, {})
    keep = []
    for dl in g.delayed:
        if dl["when"] == step and (dl.get("player") is None or dl["player"] == ap) and dl.get("turn", 0) <= g.turn:
            _queue(g, dl["controller"], dl["ability"], dl.get("source", ""), dl.get("source_name", "delayed trigger"),
                   dl.get("data", {}))
        else:
            keep.append(dl)
    g.delayed = keep


def put_triggers(g: "Game") -> None:
    """603.3b: APNAP.  Each trigger becomes a frame that chooses its targets and puts it on the stack."""
    q = g.trigger_queue
    g.trigger_queue = []
    ap = g.active
    ordered = [t for t in q if t["controller"] == ap] + [t for t in q if t["controller"] != ap]
    # frames run last-pushed first: push in reverse so the active player's go on the stack first
    # (ordered[::-1], not reversed(): mypy types reversed() of a list of dicts as Any, which mypyc can't compile)
    for t in ordered[::-1]:
        g.frames.append(Frame("trigger", t["controller"], [{"do": "put_trigger"}], vars={"t": t}))
