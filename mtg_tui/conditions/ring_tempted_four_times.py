"""The Ring has tempted you four or more times this game (Frodo, Sauron's Bane; 701.52: each time adds an ability
until all four are there, so four times or more is the Ring's fourth level, 701.52c)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Condition

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game


class RingTemptedFourTimes(Condition):
    name = "ring_tempted_four_times"
    rule = "701.52c"
    examples = (("Grizzly Bears", False),)

    def holds(self, g: "Game", src: str | None, you: str) -> bool:
        return g.players[you].ring >= 4

    def text(self) -> str:
        return "the Ring has tempted you four or more times this game"

    def why_not(self) -> str:
        return "the Ring has tempted you fewer than four times this game"
