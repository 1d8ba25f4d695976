"""The number of permanents sacrificed by the effect before it ("Create a Food token for each creature
sacrificed this way", Voracious Fell Beast; 107.3a, 701.17a).  The ``sacrifice`` effect counts them in its
frame as it happens (player -> what they sacrificed); written "for each creature sacrificed this way"
(``for_each``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Amount

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game
    from ..engine.objects import Frame


class SacrificedThisWay(Amount):
    name = "sacrificed_this_way"
    rule = "107.3a"

    def value(self, g: "Game", fr: "Frame | None") -> int:
        return len(fr.vars.get("sacrificed") or {}) if fr is not None else 0

    def text(self) -> str:
        return "the number of creatures sacrificed this way"

    def for_each(self) -> str | None:
        return "creature sacrificed this way"
