"""Haste (702.10). 702.10b: its creature can attack and use {T} abilities though it came under its controller's
control this turn."""

from __future__ import annotations

from typing import Final

from .base import Keyword, KeywordHint

NAME: Final = "haste"


class Haste(Keyword):
    name = NAME
    rule = "702.10"
    order = 6
    ignores_sickness = True  # 702.10b

    def text(self) -> str:
        return NAME

    def reminder(self) -> str:
        return 'This creature can attack and {T} as soon as it comes under your control.'

    def ai(self) -> KeywordHint:
        return KeywordHint(value=0.5)

    def why_not(self) -> str | None:
        return ("{a} hasn't been under your control continuously since your most recent turn began, so it "
                "can't attack (302.6, 'summoning sickness'). Haste would let it (702.10b).")
