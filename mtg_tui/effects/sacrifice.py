"""Sacrifice: "its controller sacrifices it" (701.17a): the controller of each referenced permanent sacrifices
it, if it is still on the battlefield."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import on_battlefield, refs
from .base import Effect

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class Sacrifice(Effect):
    name = "sacrifice"
    rule = "701.17a"
    params = {"what": "the permanents sacrificed, each by its controller (a reference; the first target if absent)"}
    examples = (({"do": "sacrifice", "what": "target"}, [{"what": "creature"}],
                 "Target creature's controller sacrifices it."),)

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        for t in refs(g, fr, eff.get("what", "target")):
            if on_battlefield(g, t):
                g.sacrifice(t)
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        return f"{ctx.target(eff.get('what', 'target'))}'s controller sacrifices it"
