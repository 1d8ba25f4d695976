"""Deathtouch (702.2). 702.2c: 1 damage is lethal when assigning its combat damage; 704.5h: a creature it damaged is
destroyed."""

from __future__ import annotations

from typing import Final

from .base import Keyword, KeywordHint

NAME: Final = "deathtouch"


class Deathtouch(Keyword):
    name = NAME
    rule = "702.2"
    order = 5
    lethal_damage = True  # 702.2b-c, 704.5h

    def text(self) -> str:
        return NAME

    def reminder(self) -> str:
        return 'Any amount of damage this deals to a creature is enough to destroy it.'

    def ai(self) -> KeywordHint:
        return KeywordHint(value=2.0, lethal=True)

    def why_not(self) -> str | None:
        return None  # deathtouch forbids nothing
