"""Flash (702.8). 702.8a: its card can be cast any time its owner could cast an instant."""

from __future__ import annotations

from typing import Final

from .base import Keyword, KeywordHint

NAME: Final = "flash"


class Flash(Keyword):
    name = NAME
    rule = "702.8"
    order = 0
    own_line = True  # "Flash" heads the rules text, on its own line
    instant_speed = True  # 702.8a

    def text(self) -> str:
        return NAME

    def reminder(self) -> str:
        return 'You may cast this spell any time you could cast an instant.'

    def ai(self) -> KeywordHint:
        return KeywordHint(value=0.0)

    def why_not(self) -> str | None:
        return None  # flash forbids nothing
