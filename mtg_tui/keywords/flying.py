"""Flying (702.9). 702.9b: a creature with flying can't be blocked except by creatures with flying and/or reach."""

from __future__ import annotations

from typing import AbstractSet, Final

from .base import Keyword, KeywordHint
from .reach import NAME as REACH

NAME: Final = "flying"


class Flying(Keyword):
    name = NAME
    rule = "702.9"
    order = 2
    limits_blockers = True

    def blocks_ok(self, blocker_keywords: AbstractSet[str]) -> bool:
        return NAME in blocker_keywords or REACH in blocker_keywords  # 702.9b

    def text(self) -> str:
        return NAME

    def reminder(self) -> str:
        return "This creature can't be blocked except by creatures with flying or reach."

    def ai(self) -> KeywordHint:
        return KeywordHint(value=2.0, evasion=3.0)

    def why_not(self) -> str | None:
        return "{a} has flying: only creatures with flying or reach can block it (702.9b)."
