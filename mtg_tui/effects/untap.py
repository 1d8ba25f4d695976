"""Untap: "untap target creature" (701.21b)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import on_battlefield, refs
from .base import Effect

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class Untap(Effect):
    name = "untap"
    rule = "701.21b"
    params = {"what": "what is untapped (a reference; the first target if absent)"}
    examples = (({"do": "untap"}, [{"what": "creature"}], "Untap target creature."),)

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        for t in refs(g, fr, eff.get("what", "target")):
            if on_battlefield(g, t):
                g.untap(t)
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        return f"untap {ctx.obj(eff.get('what', 'target'))}"
