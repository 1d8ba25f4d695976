"""Vigilance (702.20). 702.20b: attacking doesn't cause a creature with vigilance to tap (508.1f)."""

from __future__ import annotations

from typing import Final

from .base import Keyword, KeywordHint

NAME: Final = "vigilance"


class Vigilance(Keyword):
    name = NAME
    rule = "702.20"
    order = 13
    attacks_untapped = True  # 702.20b

    def text(self) -> str:
        return NAME

    def reminder(self) -> str:
        return "Attacking doesn't cause this creature to tap."

    def ai(self) -> KeywordHint:
        return KeywordHint(value=0.5)

    def why_not(self) -> str | None:
        return None  # vigilance forbids nothing
