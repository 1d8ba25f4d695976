"""Tap: "tap target creature" (701.21a)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import on_battlefield, refs
from .base import Effect, EffectHint

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class Tap(Effect):
    name = "tap"
    rule = "701.21a"
    params = {"what": "what is tapped (a reference; the first target if absent)"}
    hurts = ("what", "target")
    examples = (({"do": "tap"}, [{"what": "creature"}], "Tap target creature."),)

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        for t in refs(g, fr, eff.get("what", "target")):
            if on_battlefield(g, t):
                g.tap(t)
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        return f"tap {ctx.obj(eff.get('what', 'target'))}"

    def ai(self) -> EffectHint:
        return EffectHint(frozenset({"hostile", "taps"}))
