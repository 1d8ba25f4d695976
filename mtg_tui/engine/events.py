"""Typed events: every change the engine makes is reported after it happened.

Each event has a kind, a player-readable message and, where one rule explains
it, that rule's number.  The game log is just another reader of these events.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Final

KINDS: Final = (
    "game_start", "mulligan", "turn", "step", "priority", "zone", "cast", "activate", "resolve", "counter",
    "fizzle", "tap", "untap", "damage", "life", "counters", "mana_added", "mana_emptied", "trigger", "sba",
    "attack", "block", "draw", "shuffle", "reveal", "scry", "token", "ring", "amass", "control", "choice",
    "effect", "game_over", "land", "discard", "search", "mill", "assign",
)


def count_of(n: int, noun: str) -> str:
    """'1 card', '2 cards': a count as a message says it."""
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


@dataclass(init=False, slots=True)
class Event:
    kind: str
    msg: str
    rule: str | None = None
    data: dict[str, Any] = field(default_factory=dict)

    def __init__(self, kind: str, msg: str, rule: str | None = None, data: dict[str, Any] | None = None) -> None:
        self.kind = kind
        self.msg = msg
        self.rule = rule
        self.data = dict() if data is None else data

    def __str__(self) -> str:
        return f"{self.msg} ({self.rule})" if self.rule else self.msg

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "msg": self.msg, "rule": self.rule, **{k: v for k, v in self.data.items()
                                                                          if isinstance(v, (str, int, bool, type(None), list))}}


# ---------------------------------------------------------------------- what a player may read
#: a viewer who is neither player (a hot-seat log both people read, a replay of an unfinished hot-seat game):
#: sees what both may see, no hand and no library
SPECTATOR: Final = "spectator"
_HIDDEN_FROM: Final = ("hand", "library")  # a card leaving these was not seen by the other player
_A_CARD: Final = "a card"


def seen_by(ev: Event, viewer: str | None) -> Event | None:
    """The event as ``viewer`` may read it ("p1", "p2", SPECTATOR; None: everything, as ``snapshot(None)``).

    The engine marks a zone change nobody else saw with ``hidden`` (``Game.move``: into a library, or from a
    library into a hand).  For anyone but the card's owner such an event comes back as a copy naming "a card"
    instead of the card, without its object ids or last known information; when the card came from a public
    zone (the battlefield, a graveyard, exile, the stack) everyone saw it go, so its name stays.  A draw keeps
    its message ("Ann draws a card") but loses the id of the card drawn for the other player.  Every other
    event is public and comes back as it is (the same object); so does an event already made safe.  None is
    returned for an event ``viewer`` may not read at all (no kind of event is dropped today: a hidden move is
    told as a card moving).  The engine never calls this: the log, the replay and the text mode do."""
    if viewer is None:
        return ev
    d = ev.data
    if ev.kind == "zone":
        if not d.get("hidden") or d.get("masked") or d.get("owner") == viewer or d.get("frm") not in _HIDDEN_FROM:
            return ev
        name = d.get("name")
        msg = ev.msg
        if isinstance(name, str) and name:
            msg = ("A card" + msg[len(name):]) if msg.startswith(name) else msg.replace(name, _A_CARD)
        data = {k: v for k, v in d.items() if k not in ("obj", "new", "lki", "name")}
        data["name"] = _A_CARD
        data["masked"] = True
        return Event(ev.kind, msg, ev.rule, data)
    if ev.kind == "draw" and "obj" in d and d.get("player") != viewer:
        return Event(ev.kind, ev.msg, ev.rule, {k: v for k, v in d.items() if k != "obj"})
    return ev


def events_seen_by(events: list[Event], viewer: str | None) -> list[Event]:
    """``seen_by`` over a list, leaving out what ``viewer`` may not read."""
    out: list[Event] = []
    for ev in events:
        e = seen_by(ev, viewer)
        if e is not None:
            out.append(e)
    return out


def action_seen_by(g: Any, action: Any, by: str | None, viewer: str | None) -> str:
    """The text of ``action`` (an Action of ``g``'s pending decision, about to be taken by ``by``) as ``viewer``
    may read it: a choice among cards in a hand or a library (a mulligan's bottom, a search, a discard
    before it happens) reads "chooses a card" for anyone but the chooser.  Call it before applying the action
    (it looks at where the chosen cards are)."""
    text: str = action.text
    if viewer is None or viewer == by or action.kind != "choose" or not action.refs:
        return text
    pending = getattr(g, "pending", None)
    if pending is not None and pending.data.get("purpose") == "trigger_order":
        return text  # the order of triggered abilities (603.3b) is public; a source that left is named anyway
    for ref in action.refs:
        oid = ref[0]
        if oid in ("p1", "p2"):
            continue
        o = g.objects.get(oid)
        if o is None or o.zone in _HIDDEN_FROM:
            return "chooses a card"
    return text
