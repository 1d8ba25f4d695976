"""First strike (702.7). 702.7b: its creature deals combat damage in the first-strike combat damage step (510.4), not
the regular one."""

from __future__ import annotations

from typing import Final

from .base import Keyword, KeywordHint

NAME: Final = "first strike"


class FirstStrike(Keyword):
    name = NAME
    rule = "702.7"
    order = 3
    strikes_first = True  # 702.7b, 510.4

    def text(self) -> str:
        return NAME

    def reminder(self) -> str:
        return 'This creature deals combat damage before creatures without first strike.'

    def ai(self) -> KeywordHint:
        return KeywordHint(value=1.0, first_strike_edge=True)

    def why_not(self) -> str | None:
        return None  # first strike forbids nothing
