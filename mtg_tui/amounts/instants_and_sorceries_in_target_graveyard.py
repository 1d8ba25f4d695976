"""The number of instant and sorcery cards in the graveyard of the first target, a player (The Mouth of Sauron:
"amass Orcs X, where X is the number of instant and sorcery cards in that player's graveyard", 107.3a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.effects import refs
from ..engine.objects import PLAYERS
from .base import Amount

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game
    from ..engine.objects import Frame


class InstantsAndSorceriesInTargetGraveyard(Amount):
    name = "instants_and_sorceries_in_target_graveyard"
    rule = "107.3a"

    def value(self, g: "Game", fr: "Frame | None") -> int:
        if fr is None:
            return 0
        ps = [p for p in refs(g, fr, "target") if p in PLAYERS]
        if not ps:
            return 0
        objs = g.objects
        return sum(1 for c in g.players[ps[0]].graveyard
                   if "Instant" in objs[c].card.types or "Sorcery" in objs[c].card.types)

    def text(self) -> str:
        return "the number of instant and sorcery cards in TARGET's graveyard"

    def estimate(self, view: dict, me: str) -> int | None:
        return None
