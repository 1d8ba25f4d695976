"""The number of lands sacrificed by the effect before it ("Reveal the top X cards of your library, where X is the
number of lands sacrificed this way", Hew the Entwood; 107.3a, 701.17a).  The ``sacrifice_any_number`` effect
counts them in its frame as it happens (``sacrificed_count``); none sacrificed, or none counted yet: 0."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Amount

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game
    from ..engine.objects import Frame


class LandsSacrificedThisWay(Amount):
    name = "lands_sacrificed_this_way"
    rule = "107.3a"

    def value(self, g: "Game", fr: "Frame | None") -> int:
        return int(fr.vars.get("sacrificed_count") or 0) if fr is not None else 0

    def text(self) -> str:
        return "the number of lands sacrificed this way"
