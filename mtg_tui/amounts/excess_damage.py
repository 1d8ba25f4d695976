"""The excess damage the trigger saw ("amass Orcs X, where X is that excess damage", Fall of Cair Andros;
107.3a, 120.10): the ``dealt_excess_noncombat_damage`` trigger keeps it in its data (``excess``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Amount

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game
    from ..engine.objects import Frame


class ExcessDamage(Amount):
    name = "excess_damage"
    rule = "120.10"

    def value(self, g: "Game", fr: "Frame | None") -> int:
        if fr is None:
            return 0
        v = fr.vars.get("excess")
        if v is None and fr.item is not None:
            v = fr.item.data.get("excess")
        return int(v or 0)

    def text(self) -> str:
        return "that excess damage"
