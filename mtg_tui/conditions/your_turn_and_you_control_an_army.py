"""It's your turn and you control an Army (Grond, the Gatebreaker's "as long as", 611.3a; 500.5: "your turn" is
the turn of which you are the active player)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Condition

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game


class YourTurnAndYouControlAnArmy(Condition):
    name = "your_turn_and_you_control_an_army"
    rule = "611.3a"
    leads = True
    examples = (("Grond, the Gatebreaker", False),)

    def holds(self, g: "Game", src: str | None, you: str) -> bool:
        """Read without the layer system (this runs inside layer 4): an Army by its printed or amassed
        subtypes (701.47a)."""
        if g.active != you:
            return False
        for o in g._bfo:
            if o.controller == you and ("Army" in o.card.subtypes or "Army" in o.extra_subtypes):
                return True
        return False

    def text(self) -> str:
        return "it's your turn and you control an Army"

    def why_not(self) -> str:
        return "it isn't your turn or you control no Army"
