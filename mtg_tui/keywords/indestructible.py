"""Indestructible (702.12). 702.12b: it can't be destroyed: "destroy" effects and lethal or deathtouch damage
(704.5g-h) leave it."""

from __future__ import annotations

from typing import Final

from .base import Keyword, KeywordHint

NAME: Final = "indestructible"


class Indestructible(Keyword):
    name = NAME
    rule = "702.12"
    order = 8
    survives_destroy = True  # 702.12b

    def text(self) -> str:
        return NAME

    def reminder(self) -> str:
        return 'Damage and effects that say "destroy" don\'t destroy this.'

    def ai(self) -> KeywordHint:
        return KeywordHint(value=3.0)

    def why_not(self) -> str | None:
        return None  # indestructible forbids nothing
