"""Lifelink (702.15). 702.15b: damage dealt by a source with lifelink causes its controller to gain that much life."""

from __future__ import annotations

from typing import Final

from .base import Keyword, KeywordHint

NAME: Final = "lifelink"


class Lifelink(Keyword):
    name = NAME
    rule = "702.15"
    order = 9
    links_life = True  # 702.15b

    def text(self) -> str:
        return NAME

    def reminder(self) -> str:
        return 'Damage dealt by this creature also causes you to gain that much life.'

    def ai(self) -> KeywordHint:
        return KeywordHint(value=1.0)

    def why_not(self) -> str | None:
        return None  # lifelink forbids nothing
