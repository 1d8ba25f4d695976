"""The first equip each of your turns for {0}: "You may pay {0} rather than pay the equip cost of the first equip
ability you activate during each of your turns." (Forge Anew; 118.9: an alternative cost).

Paying {0} is never worse than the equip cost (the first equip ability activated is the first either way), so the
engine offers the equip at {0} while none has been activated this turn by that player on their turn (the count
is the turn's: ``Game.turn_flags["equips_<player>"]``, kept by engine/legal.py as an equip ability is activated)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import Static
from .cost_reduction import is_equip

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import Ability
    from ..engine.game import Game


class FirstEquipFree(Static):
    name = "first_equip_free"
    rule = "118.9"
    board_role = "casting"
    params = {"ability_kind": "which activated abilities: equip (702.6a; the only kind)"}
    examples = (({"static": "first_equip_free", "ability_kind": "equip"},
                 "You may pay {0} rather than pay the equip cost of the first equip ability you activate during each "
                 "of your turns."),)

    def text(self, card: Any, st: Any) -> str:
        return ("You may pay {0} rather than pay the equip cost of the first equip ability you activate during each "
                "of your turns.")

    def ability_reduction(self, g: "Game", player: str, st: "Ability", source: str, ab: "Ability") -> int:
        if g.active == player and not g.turn_flags.get(f"equips_{player}") and st.get("ability_kind") == "equip" and is_equip(g, source, ab):
            return ab.cost.generic  # all of it: {0} (equip costs of the set are generic)
        return 0
