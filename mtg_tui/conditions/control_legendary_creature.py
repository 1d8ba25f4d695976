"""You control a legendary creature (Rivendell's activation limit, 602.5b)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Condition

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game


class ControlLegendaryCreature(Condition):
    name = "control_legendary_creature"
    rule = "602.5b"
    examples = (("Rivendell", False),)

    def holds(self, g: "Game", src: str | None, you: str) -> bool:
        # asked at every priority of a player with such an ability: the answer is kept per player while the
        # board stays as it was (the battlefield, control and characteristics don't change without a dirty();
        # damage and life totals, which move the state version, don't matter here)
        known, found = g.board_kept((self.name, you))
        if known:
            return bool(found)
        found = any(g.chars(c).is_legendary for c in g.creatures(you))
        g.keep_while_board_same((self.name, you), found)
        return found

    def text(self) -> str:
        return "you control a legendary creature"

    def text_not(self) -> str:
        return "you don't control a legendary creature"

    def why_not(self) -> str:
        return "you control no legendary creature"
