"""Menace (702.111). 702.111b: a creature with menace can't be blocked except by two or more creatures."""

from __future__ import annotations

from typing import Final

from .base import Keyword, KeywordHint

NAME: Final = "menace"


class Menace(Keyword):
    name = NAME
    rule = "702.111"
    order = 10
    min_blockers = 2  # 702.111b

    def text(self) -> str:
        return NAME

    def reminder(self) -> str:
        return "This creature can't be blocked except by two or more creatures."

    def ai(self) -> KeywordHint:
        return KeywordHint(value=1.0)

    def why_not(self) -> str | None:
        return "{a} has menace: it can't be blocked except by two or more creatures (702.111b)."
