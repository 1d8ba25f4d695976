"""Two or more creatures died under your control this turn (Gimli, Mournful Avenger: "has indestructible as long
as two or more creatures died under your control this turn").

A creature dies under the control of the player who controlled it as it went to the graveyard from the
battlefield (700.4); the engine counts them for each player in the turn's flags as they die (engine/triggers.py),
so the check is a look-up, not a scan."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Condition

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game


class TwoCreaturesDiedUnderYourControlThisTurn(Condition):
    name = "two_creatures_died_under_your_control_this_turn"
    rule = "700.4"
    examples = (("Gimli, Mournful Avenger", False),)
    follows_self = True  # "Gimli, Mournful Avenger has indestructible as long as ..."

    def holds(self, g: "Game", src: str | None, you: str) -> bool:
        return int(g.turn_flags.get("creature_died_under_" + you, 0)) >= 2

    def text(self) -> str:
        return "two or more creatures died under your control this turn"

    def why_not(self) -> str:
        return "fewer than two creatures died under your control this turn"
