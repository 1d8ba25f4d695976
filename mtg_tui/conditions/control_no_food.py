"""You don't control a Food (Butterbur, Bree Innkeeper: an intervening "if" of its end step trigger, 603.4).

Food is an artifact subtype (205.3g); a Food token is an artifact with the Food subtype (111.10b).  It is
asked once as the trigger would trigger and once as it resolves, over your permanents only."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..amounts.foods_you_control import foods
from .base import Condition

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game


class ControlNoFood(Condition):
    name = "control_no_food"
    rule = "603.4"
    examples = (("Butterbur, Bree Innkeeper", True),)

    def holds(self, g: "Game", src: str | None, you: str) -> bool:
        return foods(g, you) == 0

    def text(self) -> str:
        return "you don't control a Food"

    def why_not(self) -> str:
        return "you control a Food"
