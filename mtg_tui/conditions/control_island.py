"""You control an Island (an intervening "if", 603.4: Council's Deliberation's "Whenever you scry, if you
control an Island, ..."): a land with the subtype Island, by its characteristics now (305.6, 205.3i)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Condition

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game


class ControlIsland(Condition):
    name = "control_island"
    rule = "603.4"
    examples = (("Island", True), ("Swamp", False))

    def holds(self, g: "Game", src: str | None, you: str) -> bool:
        objs = g.objects
        for oid in g.battlefield:
            o = objs[oid]
            if o.controller == you and "Island" in g.chars_of(o).subtypes:
                return True
        return False

    def text(self) -> str:
        return "you control an Island"

    def why_not(self) -> str:
        return "you control no Island"
