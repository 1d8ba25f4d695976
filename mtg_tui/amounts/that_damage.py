"""The damage the trigger saw dealt ("with mana value less than or equal to that damage", Glamdring; 120.3): the
``deals_combat_damage_to_player`` triggers keep it in their data (``damage``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Amount

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game
    from ..engine.objects import Frame


class ThatDamage(Amount):
    name = "that_damage"
    rule = "120.3"

    def value(self, g: "Game", fr: "Frame | None") -> int:
        if fr is None:
            return 0
        v = fr.vars.get("damage")
        if v is None and fr.item is not None:
            v = fr.item.data.get("damage")
        return int(v or 0)

    def text(self) -> str:
        return "that damage"
