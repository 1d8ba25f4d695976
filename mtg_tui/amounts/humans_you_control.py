"""The number of Humans you control (Horn of Gondor, 107.3a): creatures and other permanents of the creature
type Human (205.3m) that you control, counted as the effect resolves (608.2h)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Amount

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game
    from ..engine.objects import Frame


class HumansYouControl(Amount):
    name = "humans_you_control"
    rule = "107.3a"

    def value(self, g: "Game", fr: "Frame | None") -> int:
        if fr is None:
            return 0
        return sum(1 for c in g.creatures(fr.controller) if "Human" in g.chars(c).subtypes)

    def text(self) -> str:
        return "the number of Humans you control"

    def estimate(self, view: dict, me: str) -> int | None:
        bf = view.get("players", {}).get(me, {}).get("battlefield", [])
        return sum(1 for x in bf if "Human" in (x.get("subtypes") or ()) and "Creature" in (x.get("types") or ()))
