"""The number of cards you looked at while scrying (701.18a): "for each card you looked at while scrying this
way" (Celeborn the Wise).  The "whenever you scry" trigger (mtg_tui/trigger_modes/scries.py) gives its ability
``looked``: how many cards the scry looked at (fewer than N when the library had fewer, 701.18a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Amount

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game
    from ..engine.objects import Frame


class CardsLookedAtScrying(Amount):
    name = "cards_looked_at_scrying"
    rule = "701.18a"

    def value(self, g: "Game", fr: "Frame | None") -> int:
        if fr is None:
            return 0
        n = fr.vars.get("looked")
        if n is None and fr.item is not None:
            n = fr.item.data.get("looked")
        return int(n or 0)

    def text(self) -> str:
        return "the number of cards you looked at while scrying this way"

    def each(self) -> str | None:
        return "card you looked at while scrying this way"
