"""Exile: "exile target creature" (406.1, 701.13a: the object moves to the exile zone; it becomes a new object,
400.7, and no "dies" trigger sees it)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import on_battlefield, refs
from .base import Effect, EffectHint

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class Exile(Effect):
    name = "exile"
    rule = "701.13a"
    params = {"what": "the permanent exiled (a reference; the first target if absent)"}
    hurts = ("what", "target")
    examples = (({"do": "exile"}, [{"what": "creature"}], "Exile target creature."),)

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        for t in refs(g, fr, eff.get("what", "target")):
            if on_battlefield(g, t):
                g.move(t, "exile")
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        return f"exile {ctx.obj(eff.get('what', 'target'))}"

    def ai(self) -> EffectHint:
        return EffectHint(frozenset({"hostile", "removal", "destroys"}))
