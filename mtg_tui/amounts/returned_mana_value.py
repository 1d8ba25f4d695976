"""The mana value of what the ability returned to its owner's hand, as it was then ("You may cast an instant or
sorcery spell with equal or lesser mana value", Press the Enemy; 202.3, 202.3e: a spell's X counts on the stack):
``return_to_hand`` keeps it in the frame (``returned_mv``); nothing returned, 0."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Amount

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game
    from ..engine.objects import Frame


class ReturnedManaValue(Amount):
    name = "returned_mana_value"
    rule = "202.3"

    def value(self, g: "Game", fr: "Frame | None") -> int:
        if fr is None:
            return 0
        return int(fr.vars.get("returned_mv") or 0)

    def text(self) -> str:
        return "the returned object's mana value"
