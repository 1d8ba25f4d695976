"""You control a creature with power 4 or greater (Entish Restoration's "if ..., instead", 608.2c; the set's
green "power 4 or greater" theme)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Condition

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game


class ControlCreaturePowerFour(Condition):
    name = "control_creature_power_four"
    rule = "608.2c"
    examples = (("Bag End Porter", True), ("Hill Giant", False))

    def holds(self, g: "Game", src: str | None, you: str) -> bool:
        return any((g.power(c) or 0) >= 4 for c in g.creatures(you))

    def text(self) -> str:
        return "you control a creature with power 4 or greater"

    def why_not(self) -> str:
        return "you control no creature with power 4 or greater"
