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
    "effect", "game_over", "land", "discard", "search", "mill",
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
