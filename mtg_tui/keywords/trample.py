"""Trample (702.19). 702.19b: lethal damage to its blockers, the rest to what it attacks; 702.19d: all of it when its
blockers are gone."""

from __future__ import annotations

from typing import Final

from .base import Keyword, KeywordHint

NAME: Final = "trample"


class Trample(Keyword):
    name = NAME
    rule = "702.19"
    order = 12
    tramples = True  # 702.19b-d

    def text(self) -> str:
        return NAME

    def reminder(self) -> str:
        return "This creature can deal excess combat damage to the player or planeswalker it's attacking."

    def ai(self) -> KeywordHint:
        return KeywordHint(value=1.0)

    def why_not(self) -> str | None:
        return None  # trample forbids nothing
