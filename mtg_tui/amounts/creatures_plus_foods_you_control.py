"""The number of creatures you control plus the number of Foods you control (Hobbit's Sting, 107.3a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Amount
from .foods_you_control import foods

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game
    from ..engine.objects import Frame


class CreaturesPlusFoodsYouControl(Amount):
    name = "creatures_plus_foods_you_control"
    rule = "107.3a"

    def value(self, g: "Game", fr: "Frame | None") -> int:
        p = fr.controller if fr is not None else None
        return len(g.creatures(p)) + foods(g, p) if p else 0

    def text(self) -> str:
        return "the number of creatures you control plus the number of Foods you control"

    def estimate(self, view: dict, me: str) -> int | None:
        mine = view["players"][me]
        return sum(1 for p in mine["battlefield"] if "Creature" in p["types"] or "Food" in p["subtypes"])
