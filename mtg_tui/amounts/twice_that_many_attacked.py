"""Twice the number of creatures that attacked, as an attack trigger counted them ("add twice that much {G}",
Fangorn, Tree Shepherd; 107.3a): the trigger's ``attacked`` (trigger_modes/attacks.py, the ``attack`` event)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Amount

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game
    from ..engine.objects import Frame


class TwiceThatManyAttacked(Amount):
    name = "twice_that_many_attacked"
    rule = "107.3a"

    def value(self, g: "Game", fr: "Frame | None") -> int:
        if fr is None:
            return 0
        n = fr.vars.get("attacked")
        if n is None and fr.item is not None:
            n = fr.item.data.get("attacked")
        return 2 * int(n or 0)

    def text(self) -> str:
        return "twice that much"
