"""A creature died under your control this turn (Denethor, Ruling Steward; Faramir, Field Commander: an
intervening "if" of an end step trigger, 603.4).

A creature dies under the control of the player who controlled it as it went to the graveyard from the
battlefield (700.4); the engine marks that player in the turn's flags as it happens (engine/triggers.py), so
the check is a look-up, not a scan."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Condition

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game


class CreatureDiedUnderYourControlThisTurn(Condition):
    name = "creature_died_under_your_control_this_turn"
    rule = "700.4"
    examples = (("Barad-dûr", False),)

    def holds(self, g: "Game", src: str | None, you: str) -> bool:
        return bool(g.turn_flags.get("creature_died_under_" + you))

    def text(self) -> str:
        return "a creature died under your control this turn"

    def why_not(self) -> str:
        return "no creature died under your control this turn"
