"""2 if you've drawn two or more cards this turn, else 0 (Gwaihir the Windlord's cost reduction, 601.2f)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Amount

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game
    from ..engine.objects import Frame


class TwoIfDrewTwo(Amount):
    name = "two_if_drew_two"
    rule = "601.2f"

    def value(self, g: "Game", fr: "Frame | None") -> int:
        """2 if you have drawn two or more cards this turn, else 0 (Gwaihir's cost reduction)."""
        if fr is None:
            return 0
        return 2 if g.players[fr.controller].drawn_this_turn >= 2 else 0

    def text(self) -> str:
        return "2 if you've drawn two or more cards this turn, or 0 otherwise"

    def reduction(self) -> str | None:
        return "{2} less to %s as long as you've drawn two or more cards this turn"  # as Gwaihir's Oracle text
