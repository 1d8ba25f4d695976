"""Reach (702.17). 702.17b: a creature with flying can be blocked by a creature with reach (flying.py asks for it)."""

from __future__ import annotations

from typing import Final

from .base import Keyword, KeywordHint

NAME: Final = "reach"


class Reach(Keyword):
    name = NAME
    rule = "702.17"
    order = 11
    # (702.17b is answered by flying.py: Flying.blocks_ok lets a creature with reach block it)

    def text(self) -> str:
        return NAME

    def reminder(self) -> str:
        return 'This creature can block creatures with flying.'

    def ai(self) -> KeywordHint:
        return KeywordHint(value=0.5)

    def why_not(self) -> str | None:
        return None  # reach forbids nothing
