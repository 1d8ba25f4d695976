"""Double strike (702.4). 702.4b: its creature deals combat damage in both combat damage steps."""

from __future__ import annotations

from typing import Final

from .base import Keyword, KeywordHint

NAME: Final = "double strike"


class DoubleStrike(Keyword):
    name = NAME
    rule = "702.4"
    order = 4
    strikes_first = True  # 702.4b
    strikes_twice = True  # 702.4b

    def text(self) -> str:
        return NAME

    def reminder(self) -> str:
        return 'This creature deals both first-strike and regular combat damage.'

    def ai(self) -> KeywordHint:
        # (the bots' combat doesn't count its first strike yet: first_strike_edge stays False, as it was before
        # the vocabulary; issue 19 changes no behaviour)
        return KeywordHint(value=3.0)

    def why_not(self) -> str | None:
        return None  # double strike forbids nothing
