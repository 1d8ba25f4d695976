"""The Ring's third ability (701.52c): "the blocking creature's controller sacrifices it at end of combat", set
up as a delayed triggered ability (603.7) that sacrifices the blocker the trigger remembers."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.ability import Ability
from .base import Effect

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class SacrificeBlockerAtEndOfCombat(Effect):
    name = "sacrifice_blocker_at_end_of_combat"
    rule = "701.52c"
    params = {}
    examples = (({"do": "sacrifice_blocker_at_end_of_combat"}, [],
                 "The blocking creature's controller sacrifices it at end of combat."),)

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        b = fr.item.data.get("blocker") if fr.item is not None else None
        if b is None:
            return True
        g.delayed.append({"when": "end_of_combat", "controller": fr.controller, "source": fr.vars.get("source"),
                          "source_name": "The Ring", "turn": g.turn, "data": {"blocker": b},
                          "ability": Ability.build({"kind": "triggered", "targets": [],
                                                   "effects": [{"do": "sacrifice", "what": "blocker"}]})})
        g.emit("effect", f"{g.name(b)} will be sacrificed at end of combat", "603.7a", obj=b)
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        return "the blocking creature's controller sacrifices it at end of combat"
