"""The number of creatures you control (The Battle of Bywater, 107.3a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Amount

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game
    from ..engine.objects import Frame


class CreaturesYouControl(Amount):
    name = "creatures_you_control"
    rule = "107.3a"

    def value(self, g: "Game", fr: "Frame | None") -> int:
        p = fr.controller if fr is not None else None
        return len(g.creatures(p)) if p else 0

    def text(self) -> str:
        return "the number of creatures you control"

    def for_each(self) -> str | None:
        return "creature you control"  # "a Food token for each creature you control" (The Battle of Bywater)
