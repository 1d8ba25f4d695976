"""Destroy: "destroy target creature" (701.7a)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import on_battlefield, refs
from .base import Effect, EffectHint

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class Destroy(Effect):
    name = "destroy"
    rule = "701.7a"
    params = {"what": "what is destroyed (a reference; the first target if absent)"}
    hurts = ("what", "target")
    examples = (({"do": "destroy"}, [{"what": "creature"}], "Destroy target creature."),)

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        for t in refs(g, fr, eff.get("what", "target")):
            if on_battlefield(g, t):
                g.destroy(t)
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        return f"destroy {ctx.obj(eff.get('what', 'target'))}"

    def ai(self) -> EffectHint:
        return EffectHint(frozenset({"hostile", "removal", "destroys"}))
