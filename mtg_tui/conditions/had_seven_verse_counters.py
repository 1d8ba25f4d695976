"""The source had seven or more verse counters on it (Lost Isle Calling: "If it had seven or more verse counters
on it, take an extra turn after this one").  Asked as the ability resolves, after its cost exiled the source:
608.2h, the counters it had as it last existed on the battlefield (the amount ``verse_counters`` counts the same
way); while it is still there, the counters it has."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..amounts.verse_counters import counters_on_source
from .base import Condition

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game

#: "seven or more"
_AT_LEAST = 7


class HadSevenVerseCounters(Condition):
    name = "had_seven_verse_counters"
    rule = "608.2h"
    examples = (("Lost Isle Calling", False),)

    def holds(self, g: "Game", src: str | None, you: str) -> bool:
        return counters_on_source(g, src, "verse") >= _AT_LEAST

    def text(self) -> str:
        return "it had seven or more verse counters on it"

    def why_not(self) -> str:
        return "CARDNAME had fewer than seven verse counters on it"
