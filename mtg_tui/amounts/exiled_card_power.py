"""The power of the card an earlier effect of the same resolution exiled from a graveyard ("create X Treasure
tokens, where X is the exiled card's power", Lobelia Sackville-Baggins; 107.3a).  A card in a graveyard or in
exile has its printed power (208.3: only the characteristic-defining abilities of a creature card work outside
the battlefield; LTR has none of those among the cards exiled this way); the ``exile`` word keeps the cards it
exiled from a graveyard in its frame (``exiled``).  No card exiled (the target was gone, 608.2b): X is 0."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Amount

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game
    from ..engine.objects import Frame


class ExiledCardPower(Amount):
    name = "exiled_card_power"
    rule = "107.3a"

    def value(self, g: "Game", fr: "Frame | None") -> int:
        if fr is None:
            return 0
        return sum(max(0, c.power or 0) for c in fr.vars.get("exiled") or ())

    def text(self) -> str:
        return "the exiled card's power"
