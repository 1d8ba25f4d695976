"""Your Ring-bearer's power (One Ring to Rule Them All, 701.52)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.effects import on_battlefield
from .base import Amount

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game
    from ..engine.objects import Frame


class RingBearerPower(Amount):
    name = "ring_bearer_power"
    rule = "107.3a"

    def value(self, g: "Game", fr: "Frame | None") -> int:
        rb = g.players[fr.controller].ring_bearer if fr else None
        return g.power(rb) if rb and on_battlefield(g, rb) else 0

    def text(self) -> str:
        return "your Ring-bearer's power"
