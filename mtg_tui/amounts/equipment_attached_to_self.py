"""The number of Equipment attached to the source ("amass Orcs X, where X is the number of Equipment attached to
Shagrat", Shagrat, Loot Bearer; 107.3a, 301.5): counted as the effect resolves, over the board index's
attachers (few), whoever controls each Equipment (301.5d)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Amount

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game
    from ..engine.objects import Frame


class EquipmentAttachedToSelf(Amount):
    name = "equipment_attached_to_self"
    rule = "107.3a"

    def value(self, g: "Game", fr: "Frame | None") -> int:
        src = fr.vars.get("source") if fr is not None else None
        if not isinstance(src, str):
            return 0
        objs = g.objects
        return sum(1 for a in g.board().attachers
                   if objs[a].attached_to == src and g.chars_of(objs[a]).is_equipment)

    def text(self) -> str:
        return "the number of Equipment attached to CARDNAME"
