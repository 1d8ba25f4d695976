"""The number of permanents sacrificed this turn, by any player ("This spell costs {1} less to cast for each
permanent sacrificed this turn", The Balrog, Durin's Bane; 107.3a, 701.17a): the game counts each sacrifice as it
happens (``Game.count_sacrificed``: a cost, an effect, a Saga's 714.4), kept for the turn in ``turn_flags``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Amount

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game
    from ..engine.objects import Frame


class PermanentsSacrificedThisTurn(Amount):
    name = "permanents_sacrificed_this_turn"
    rule = "107.3a"

    def value(self, g: "Game", fr: "Frame | None") -> int:
        return int(g.turn_flags.get("sacrificed", 0))

    def text(self) -> str:
        return "the number of permanents sacrificed this turn"

    def reduction(self) -> str | None:
        return "{1} less to %s for each permanent sacrificed this turn"

    def for_each(self) -> str | None:
        return "permanent sacrificed this turn"
