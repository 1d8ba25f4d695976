"""You control a creature with the greatest power among creatures on the battlefield (Éomer of the
Riddermark's intervening "if", 603.4).  A tie for the greatest counts: any creature of yours whose power is
the greatest of all (no other creature's is higher)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Condition

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game


class ControlGreatestPower(Condition):
    name = "control_greatest_power"
    rule = "603.4"
    examples = (("Éomer of the Riddermark", True),)

    def holds(self, g: "Game", src: str | None, you: str) -> bool:
        # asked only as the trigger triggers and resolves (not at every priority): one walk of the creatures
        best = None
        mine = None
        for p in (you, "p2" if you == "p1" else "p1"):
            for c in g.creatures(p):
                pw = g.power(c)
                if best is None or pw > best:
                    best = pw
                if p == you and (mine is None or pw > mine):
                    mine = pw
        return mine is not None and mine == best

    def text(self) -> str:
        return "you control a creature with the greatest power among creatures on the battlefield"

    def why_not(self) -> str:
        return "you control no creature with the greatest power among creatures on the battlefield"
