"""The number of instant and sorcery cards in your graveyard (Gandalf's Sanction, 107.3a; the card says
"instant and sorcery spells in your graveyard")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Amount

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game
    from ..engine.objects import Frame


class InstantsAndSorceriesInYourGraveyard(Amount):
    name = "instants_and_sorceries_in_your_graveyard"
    rule = "107.3a"

    def value(self, g: "Game", fr: "Frame | None") -> int:
        if fr is None:
            return 0
        objs = g.objects
        return sum(1 for c in g.players[fr.controller].graveyard
                   if "Instant" in objs[c].card.types or "Sorcery" in objs[c].card.types)

    def text(self) -> str:
        return "the number of instant and sorcery spells in your graveyard"

    def for_each(self) -> str | None:
        return "instant and sorcery card in your graveyard"  # (Glamdring's "+1/+0 for each ...")

    def estimate(self, view: dict, me: str) -> int | None:
        """A graveyard is public (the view names its cards): the bot counts them."""
        from ..cards.registry import registry

        reg = registry()
        n = 0
        for name in view["players"][me].get("graveyard") or ():
            c = reg.find(name) if isinstance(name, str) else None
            if c is not None and ("Instant" in c.types or "Sorcery" in c.types):
                n += 1
        return n
