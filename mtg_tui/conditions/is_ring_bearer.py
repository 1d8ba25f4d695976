"""The card is your Ring-bearer (701.52a; Frodo Baggins's "as long as", 611.3a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Condition

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game


class IsRingBearer(Condition):
    name = "is_ring_bearer"
    rule = "701.52a"
    examples = (("Frodo Baggins", False),)

    def holds(self, g: "Game", src: str | None, you: str) -> bool:
        return g.players[you].ring_bearer == src and g.players[you].ring >= 1

    def text(self) -> str:
        return "CARDNAME is your Ring-bearer"

    def why_not(self) -> str:
        return "CARDNAME isn't your Ring-bearer"
