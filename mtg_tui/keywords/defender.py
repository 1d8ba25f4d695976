"""Defender (702.3). 702.3b: a creature with defender can't attack."""

from __future__ import annotations

from typing import Final

from .base import Keyword, KeywordHint

NAME: Final = "defender"


class Defender(Keyword):
    name = NAME
    rule = "702.3"
    order = 1
    forbids_attack = True  # 702.3b

    def text(self) -> str:
        return NAME

    def reminder(self) -> str:
        return "This creature can't attack."

    def ai(self) -> KeywordHint:
        return KeywordHint(value=0.0)

    def why_not(self) -> str | None:
        return "{a} has defender and can't attack (702.3b)."
