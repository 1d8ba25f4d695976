"""The greatest toughness among creatures you control ("Draw cards equal to the greatest toughness among creatures
you control", Last March of the Ents; 107.3a): 0 when you control none.  Counted as the effect resolves, over
your creatures."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Amount

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game
    from ..engine.objects import Frame


class GreatestToughnessYouControl(Amount):
    name = "greatest_toughness_you_control"
    rule = "107.3a"

    def value(self, g: "Game", fr: "Frame | None") -> int:
        if fr is None:
            return 0
        return max((max(0, g.toughness(c)) for c in g.creatures(fr.controller)), default=0)

    def text(self) -> str:
        return "the greatest toughness among creatures you control"

    def estimate(self, view: dict, me: str) -> int | None:
        bf = view.get("players", {}).get(me, {}).get("battlefield") or []
        return max((int(x.get("toughness") or 0) for x in bf if "Creature" in (x.get("types") or ())), default=0)
