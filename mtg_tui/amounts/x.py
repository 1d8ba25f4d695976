"""X: the value announced for X as the spell was cast or the ability activated (107.3a, 601.2b)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Amount

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game
    from ..engine.objects import Frame


class X(Amount):
    name = "x"
    rule = "107.3a"

    def value(self, g: "Game", fr: "Frame | None") -> int:
        return fr.vars.get("x", 0) if fr else 0

    def text(self) -> str:
        return "the value chosen for X"
