"""The number of Foods you control (107.3a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Amount

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game
    from ..engine.objects import Frame


def foods(g: "Game", p: str) -> int:
    return sum(1 for i in g.battlefield if g.objects[i].controller == p and "Food" in g.chars(i).subtypes)


class FoodsYouControl(Amount):
    name = "foods_you_control"
    rule = "107.3a"

    def value(self, g: "Game", fr: "Frame | None") -> int:
        p = fr.controller if fr is not None else None
        return foods(g, p) if p else 0

    def text(self) -> str:
        return "the number of Foods you control"

    def for_each(self) -> str | None:
        return "Food you control"
