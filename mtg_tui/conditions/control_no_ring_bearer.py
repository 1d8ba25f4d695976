"""You don't control a Ring-bearer (Dúnedain Rangers' intervening "if", 603.4; 701.52a: your Ring-bearer is the
creature you chose, as long as you control it)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Condition

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game


class ControlNoRingBearer(Condition):
    name = "control_no_ring_bearer"
    rule = "701.52a"
    examples = (("Dúnedain Rangers", True),)

    def holds(self, g: "Game", src: str | None, you: str) -> bool:
        rb = g.players[you].ring_bearer
        if rb is None:
            return True
        o = g.objects.get(rb)
        return o is None or o.zone != "battlefield" or o.controller != you

    def text(self) -> str:
        return "you don't control a Ring-bearer"

    def why_not(self) -> str:
        return "you control a Ring-bearer"
