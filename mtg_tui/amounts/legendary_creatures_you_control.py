"""The number of legendary creatures you control (Mirror of Galadriel's cost reduction, 601.2f)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Amount

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game
    from ..engine.objects import Frame


class LegendaryCreaturesYouControl(Amount):
    name = "legendary_creatures_you_control"
    rule = "107.3a"

    def value(self, g: "Game", fr: "Frame | None") -> int:
        if fr is None:
            return 0
        return sum(1 for c in g.creatures(fr.controller) if "Legendary" in g.chars(c).supertypes)

    def text(self) -> str:
        return "the number of legendary creatures you control"

    def reduction(self) -> str | None:
        return "{1} less to %s for each legendary creature you control"
