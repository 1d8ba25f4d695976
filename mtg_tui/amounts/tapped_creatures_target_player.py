"""The number of tapped creatures the first target (a player) controls (Scroll of Isildur, 107.3a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.effects import refs
from ..engine.objects import PLAYERS
from .base import Amount

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game
    from ..engine.objects import Frame


class TappedCreaturesTargetPlayer(Amount):
    name = "tapped_creatures_target_player"
    rule = "107.3a"

    def value(self, g: "Game", fr: "Frame | None") -> int:
        """The number of tapped creatures controlled by the first target (a player)."""
        if fr is None:
            return 0
        ps = [p for p in refs(g, fr, "target") if p in PLAYERS]
        if not ps:
            return 0
        return sum(1 for c in g.creatures(ps[0]) if g.objects[c].tapped)

    def text(self) -> str:
        return "the number of tapped creatures TARGET controls"

    def for_each(self) -> str | None:
        return "tapped creature TARGET controls"  # "Draw a card for each tapped creature target opponent controls."
