"""You control two or more legendary creatures (Arwen's Gift's cost reduction, 601.2f)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Condition

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game


class ControlTwoLegendaryCreatures(Condition):
    name = "control_two_legendary_creatures"
    rule = "601.2f"
    examples = (("Elrond, Lord of Rivendell", False),)

    def holds(self, g: "Game", src: str | None, you: str) -> bool:
        # asked for each spell with it in hand at every priority: kept per player while the board stays the same
        known, found = g.board_kept((self.name, you))
        if known:
            return bool(found)
        n = 0
        for c in g.creatures(you):
            if g.chars(c).is_legendary:
                n += 1
                if n >= 2:
                    break
        g.keep_while_board_same((self.name, you), n >= 2)
        return n >= 2

    def text(self) -> str:
        return "you control two or more legendary creatures"

    def why_not(self) -> str:
        return "you control fewer than two legendary creatures"
