"""The number of creature cards in your opponents' graveyards (One Ring to Rule Them All, 107.3a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.objects import other
from .base import Amount

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game
    from ..engine.objects import Frame


class CreatureCardsInOpponentsGraveyards(Amount):
    name = "creature_cards_in_opponents_graveyards"
    rule = "107.3a"

    def value(self, g: "Game", fr: "Frame | None") -> int:
        p = fr.controller if fr is not None else None
        if p is None:
            return 0
        opp = g.players[other(p)]
        return sum(1 for c in opp.graveyard if "Creature" in g.objects[c].card.types)

    def text(self) -> str:
        return "the number of creature cards in that player's graveyard"

    def for_each(self) -> str | None:
        return "creature card in that player's graveyard"  # "1 life for each creature card in ..." (The One Ring)
