"""Flash this turn: "You may cast spells this turn as though they had flash" (Borne Upon a Wind; 601.3b, 702.8a).

The permission is a fact of the turn for the effect's controller, ``Game.turn_flags["flash_this_turn_<player>"]``
(cleared as the turn ends), which the legal actions ask with the flash permissions of static abilities
(engine/legal.py ``flash_permission``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import Effect

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class FlashThisTurn(Effect):
    name = "flash_this_turn"
    rule = "601.3b"
    examples = (({"do": "flash_this_turn"}, [], "You may cast spells this turn as though they had flash."),)

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        g.turn_flags["flash_this_turn_" + fr.controller] = True
        g.emit("effect", f"{g.players[fr.controller].name} may cast spells this turn as though they had flash",
               "601.3b", player=fr.controller)
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        return "you may cast spells this turn as though they had flash"
