"""A permanent you controlled left the battlefield this turn (Shortcut to Mushrooms' intervening "if", 603.4;
its controller as it last existed, 603.10a).  The engine notes it as a permanent leaves (``Game.turn_flags``,
reset each turn)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Condition

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game


class PermanentYouControlledLeftThisTurn(Condition):
    name = "permanent_you_controlled_left_this_turn"
    rule = "603.4"
    examples = (("Shortcut to Mushrooms", False),)

    def holds(self, g: "Game", src: str | None, you: str) -> bool:
        return bool(g.turn_flags.get(f"left_battlefield_{you}"))

    def text(self) -> str:
        return "a permanent you controlled left the battlefield this turn"

    def why_not(self) -> str:
        return "no permanent you controlled left the battlefield this turn"
