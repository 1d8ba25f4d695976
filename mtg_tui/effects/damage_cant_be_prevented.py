"""Damage can't be prevented: "Damage can't be prevented this turn" (Fear, Fire, Foes!; 615.12).

The game has no prevention effect yet (no card of the pool prevents damage, 615.1), so no damage is ever
prevented; the word keeps the rule as a fact of the turn, ``Game.turn_flags["damage_unpreventable"]`` (reset as
the turn ends), which a prevention word must ask before it prevents anything, and tells the players."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import Effect

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class DamageCantBePrevented(Effect):
    name = "damage_cant_be_prevented"
    rule = "615.12"
    examples = (({"do": "damage_cant_be_prevented"}, [], "Damage can't be prevented this turn."),)

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        g.turn_flags["damage_unpreventable"] = True
        g.emit("effect", "Damage can't be prevented this turn", "615.12")
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        return "damage can't be prevented this turn"
