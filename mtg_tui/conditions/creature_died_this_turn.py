"""A creature died this turn (Barad-dûr's activation limit, 602.5b)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Condition

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game


class CreatureDiedThisTurn(Condition):
    name = "creature_died_this_turn"
    rule = "602.5b"
    examples = (("Barad-dûr", False),)

    def holds(self, g: "Game", src: str | None, you: str) -> bool:
        return g.creature_died_this_turn

    def text(self) -> str:
        return "a creature died this turn"

    def why_not(self) -> str:
        return "no creature died this turn"
