"""Creatures tap for mana: "Creatures you control have '{T}: Add one mana of any color.'" (Elven Chorus; 613.1f,
605.1a: a mana ability they have while the static applies; a summoning-sick creature can't use it, 302.6).
The mana solver counts each such creature of its controller as a source (engine/legal.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import Static

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import Ability


class CreaturesTapForMana(Static):
    name = "creatures_tap_for_mana"
    rule = "605.1a"
    params = {"produce": "the mana their ability adds: any (one mana of any color)"}
    board_role = "casting"
    examples = (({"static": "creatures_tap_for_mana", "produce": "any"},
                 "Creatures you control have \"{T}: Add one mana of any color.\""),)

    def check(self, st: Any) -> str | None:
        return None if st.get("produce") == "any" else "produce: expected any"

    def text(self, card: Any, st: Any) -> str:
        return "Creatures you control have \"{T}: Add one mana of any color.\""

    def creature_mana(self, st: "Ability") -> str:
        return "WUBRG"
