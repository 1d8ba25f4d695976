"""Equip any time on your turn: "As long as it's your turn, you may activate equip abilities any time you could
cast an instant." (Forge Anew; 702.6a: equip is otherwise "Activate only as a sorcery", 602.5d)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import Static
from .cost_reduction import is_equip

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import Ability
    from ..engine.game import Game


class EquipAnyTime(Static):
    name = "equip_any_time"
    rule = "602.5d"
    board_role = "casting"
    params = {"ability_kind": "which activated abilities: equip (702.6a; the only kind)"}
    examples = (({"static": "equip_any_time", "ability_kind": "equip"},
                 "As long as it's your turn, you may activate equip abilities any time you could cast an instant."),)

    def text(self, card: Any, st: Any) -> str:
        return "As long as it's your turn, you may activate equip abilities any time you could cast an instant."

    def ability_any_time(self, g: "Game", player: str, st: "Ability", source: str, ab: "Ability") -> bool:
        return g.active == player and st.get("ability_kind") == "equip" and is_equip(g, source, ab)
