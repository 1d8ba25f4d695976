"""Unspent mana stays: "You don't lose unspent green mana as steps and phases end" (Fangorn, Tree Shepherd; 500.4,
106.4: an effect that changes what empties from its controller's mana pool).

It joins the board's replacement list (``board_role = "replacement"``): as a step or phase ends,
``Game.empty_pools`` asks ``engine.effects.replace_mana_emptying``, which asks each word of that list with the
event "mana_empties"; this word answers the pool it keeps (the mana of its colors) for its controller, nothing
(None) for any other player or event."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.mana import IDX
from .base import Static

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import Ability
    from ..engine.game import Game

_COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green", "C": "colorless"}


class UnspentManaStays(Static):
    name = "unspent_mana_stays"
    rule = "500.4"
    params = {"produce": "the colors of mana its controller keeps, symbol by symbol (\"G\"; required; the field "
                         "a mana ability names its mana with)"}
    board_role = "replacement"
    examples = (({"static": "unspent_mana_stays", "produce": "G"},
                 "You don't lose unspent green mana as steps and phases end."),)

    def check(self, st: Any) -> str | None:
        m = st.get("produce")
        if not m or any(c not in _COLOR_WORDS for c in str(m)):
            return "produce: expected one or more of W, U, B, R, G, C"
        return None

    def text(self, card: Any, st: Any) -> str:
        colors = " and ".join(_COLOR_WORDS[c] for c in st.get("produce") or "")
        return f"You don't lose unspent {colors} mana as steps and phases end."

    def replace(self, g: "Game", src: str, st: "Ability", event: str, **kw: Any) -> Any:
        if event != "mana_empties" or kw["player"] != g.objects[src].controller:
            return None
        pool = kw["pool"]
        kept = [0] * len(pool)
        for c in st["produce"]:
            kept[IDX[c]] = pool[IDX[c]]
        return kept
