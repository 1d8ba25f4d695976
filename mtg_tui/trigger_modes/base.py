"""What every trigger mode is: the parts a mode fills in (see docs/VOCABULARY.md, "Add a trigger mode").

A trigger mode is general ("a permanent enters", "a creature dies", "a step begins"): a card names it and
narrows it with data (only itself, a filter on controller/types/subtypes/other, whose step).  The card
files' event names ("self_enters", "dies", "upkeep"...) are each a mode plus such data: ``EventUse`` below,
one per name, built once at import (``registry.EVENTS``).

A mode owns:

- ``name`` and ``rule`` (its section of the Comprehensive Rules);
- ``listens``: the kind of engine event it triggers on (``engine/events.py``'s ``Event.kind``: "zone",
  "cast", "draw", "ring", "token", "attack", "block", "cycle", or "step" for the beginning of a step);
- ``matches``: how it narrows that event, in words (self, or which filter keys it reads);
- ``text(card, use, trig)``: its rules text ("When ~ enters", "Whenever a creature you control dies"),
  without the comma;
- ``hint``: a short sentence for the bot and the tutorial (what makes it trigger);
- its matching, which the engine's ``check_triggers`` asks for each event of the kind it listens to:
  ``own(g, d, out)`` for the abilities of the event's own object ("When ~ enters": ``self_only`` names), and
  ``fires(g, d, use, oid, o, ab)`` for each watching permanent's ability ("Whenever a creature you control
  dies"), which ``others`` asks for each of the mode's names on the battlefield.  What fires goes to ``out``
  as (controller, ability, source id, source name, data), which the engine puts in the trigger queue.

``text`` has no default, and ``name``, ``rule``, ``listens``, ``matches`` and ``hint`` are empty here: a mode
that forgets one fails the completeness test (tests/test_trigger_modes.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final, Sequence

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import Ability
    from ..engine.game import Game
    from ..engine.objects import Obj

#: what a triggered ability that fires becomes in the trigger queue: (controller, ability, source id, source
#: name, data its effects may refer to)
Fired = tuple[str, "Ability", str, str, dict]
_NONE: Final[tuple] = ()


class TriggerMode:
    name: str = ""
    rule: str = ""
    listens: str = ""
    matches: str = ""
    hint: str = ""
    #: the card files' event names that are this mode: name -> how it narrows the mode (``self_only``: only
    #: the ability's own object; any other key: the mode's fixed data for that name, ``EventUse.opts``)
    events: dict[str, dict[str, Any]] = {}
    #: the same, built once by the registry: the own object's names, and the uses of the others
    own_events: frozenset[str] = frozenset()
    watching: tuple["EventUse", ...] = ()

    def text(self, card: Any, use: "EventUse", trig: Any) -> str:  # pragma: no cover - each mode writes it
        raise NotImplementedError(f"trigger mode {self.name!r} has no text")

    def own(self, g: "Game", d: dict, out: list[Fired]) -> None:
        """The abilities of the event's own object that fire (none, for a mode with no ``self_only`` name)."""
        return None

    def fires(self, g: "Game", d: dict, use: "EventUse", oid: str, o: "Obj", ab: "Ability") -> dict | None:
        """Whether permanent ``oid``'s ability ``ab`` (of the name ``use``) fires on this event: the data its
        effects may refer to, or None.  Only a mode with watching names is asked."""
        return None

    def others(self, g: "Game", d: dict, out: list[Fired]) -> None:
        """The abilities of the permanents that watch for this event and fire, in the battlefield's order; then
        those of cards in graveyards that work there (113.6), for the event names some card uses that way."""
        for use in self.watching:
            for oid, o, ab in watchers(g, use.event):
                data = self.fires(g, d, use, oid, o, ab)
                if data is not None:
                    out.append((o.controller, ab, oid, o.card.name, data))
            if use.in_graveyards:
                for oid, o, ab in graveyard_watchers(g, use.event):
                    data = self.fires(g, d, use, oid, o, ab)
                    if data is not None:
                        out.append((o.owner, ab, oid, o.card.name, data))


def granted_triggers(g: "Game", oid: str) -> list["Ability"]:
    """Triggered abilities an effect granted to the object (layer 6, e.g. 'gains "When this creature dies, ..."')."""
    out: list[Ability] = []
    for e in g.effects:
        if oid in e.affected and e.mods.get("grant_triggers"):
            out.extend(e.mods["grant_triggers"])
    return out


def watchers(g: "Game", event: str) -> Sequence[tuple[str, "Obj", "Ability"]]:
    """(permanent id, permanent, ability) for each triggered ability of ``event`` on the battlefield."""
    board = g.board()
    found = board.triggers.get(event)
    granted = board.granted.get(event) if board.granted else None
    if g.leaving:
        gone = _gone_together(g, event)
        if gone:
            return list(watchers_now(g, event, found, granted)) + gone
    return watchers_now(g, event, found, granted)


def _gone_together(g: "Game", event: str) -> list[tuple[str, "Obj", "Ability"]]:
    """603.10a: the abilities of ``event`` of permanents that left the battlefield together with the one this
    event is about, already gone from it (the engine moves them one by one): they look back in time."""
    out = []
    objs = g.objects
    for o in g.leaving:
        if objs.get(o.id) is not o:  # gone (its zone change made a new object, 400.7)
            for ab in o.card.triggered:
                if ab.trigger is not None and ab.trigger.event == event:
                    out.append((o.id, o, ab))
    return out


def watchers_now(g: "Game", event: str, found: Any, granted: Any) -> Sequence[tuple[str, "Obj", "Ability"]]:
    if not found and not granted:
        return _NONE
    objs = g.objects
    out = [(oid, objs[oid], ab) for oid, ab in found] if found else []
    if granted:  # 613.1f: the permanent the granting source is attached to has the ability (it is its source)
        for src, ab in granted:
            a = objs[src].attached_to
            ao = objs.get(a) if a is not None else None
            if ao is not None and ao.zone == "battlefield":
                out.append((ao.id, ao, ab))
    return out


def graveyard_watchers(g: "Game", event: str) -> list[tuple[str, "Obj", "Ability"]]:
    """(card id, card, ability) for each triggered ability of ``event`` that works in a graveyard (113.6), the
    active player's graveyard first (APNAP, 101.4); asked only for the event names some card uses that way."""
    out = []
    objs = g.objects
    for p in (g.active, "p2" if g.active == "p1" else "p1"):
        for cid in g.players[p].graveyard:
            o = objs[cid]
            for ab in o.card.graveyard_triggers:
                if ab.trigger is not None and ab.trigger.event == event:
                    out.append((cid, o, ab))
    return out


class EventUse:
    """A card file's event name: a mode, narrowed.

    self_only: only the ability's own object (``self_enters``); opts: the mode's fixed data for this name
    (``{"step": "upkeep"}``, ``{"who": "opponent", "except_first_in_draw_step": True}``...).
    """

    def __init__(self, event: str, mode: TriggerMode, self_only: bool = False, **opts: Any) -> None:
        self.event = event
        self.mode = mode
        self.self_only = self_only
        self.opts = opts
        #: some card has a triggered ability of this name that works in a graveyard (113.6): the mode looks
        #: at the graveyards for it (set as such a card loads, engine/carddef.py)
        self.in_graveyards = False

    def text(self, card: Any, trig: Any) -> str:
        return self.mode.text(card, self, trig)

    def __repr__(self) -> str:
        return f"EventUse({self.event!r}, {self.mode.name!r}, self_only={self.self_only}, {self.opts})"
