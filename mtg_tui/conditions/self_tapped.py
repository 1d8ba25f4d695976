"""The card itself is tapped (an intervening "if", 603.4: Legolas, Counter of Kills's "if Legolas is tapped, you
may untap it")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Condition

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game


class SelfTapped(Condition):
    name = "self_tapped"
    rule = "603.4"
    examples = (("Legolas, Counter of Kills", False),)

    def holds(self, g: "Game", src: str | None, you: str) -> bool:
        o = g.objects.get(src) if src is not None else None
        return o is not None and o.zone == "battlefield" and o.tapped

    def text(self) -> str:
        return "CARDNAME is tapped"

    def why_not(self) -> str:
        return "CARDNAME isn't tapped"
