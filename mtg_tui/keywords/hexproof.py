"""Hexproof (702.11). 702.11b: it can't be the target of spells or abilities its controller's opponents control."""

from __future__ import annotations

from typing import Final

from .base import Keyword, KeywordHint

NAME: Final = "hexproof"


class Hexproof(Keyword):
    name = NAME
    rule = "702.11"
    order = 7
    opponents_cant_target = True  # 702.11b

    def text(self) -> str:
        return NAME

    def reminder(self) -> str:
        return "This can't be the target of spells or abilities your opponents control."

    def ai(self) -> KeywordHint:
        return KeywordHint(value=1.0)

    def why_not(self) -> str | None:
        return None  # hexproof forbids nothing
