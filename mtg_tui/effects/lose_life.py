"""Lose life: "each opponent loses 2 life" (119.3)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import amt, refs
from .base import Effect, EffectHint

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class LoseLife(Effect):
    name = "lose_life"
    rule = "119.3"
    params = {"n": "how much life (a number, x, or a named amount; 1 if absent)",
              "who": "the player or players who lose it (you if absent)"}
    hurts = ("who", None)
    examples = (({"do": "lose_life", "n": 2, "who": "each_opponent"}, [], "Each opponent loses 2 life."),
                ({"do": "lose_life", "n": 1}, [], "You lose 1 life."))

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        n = amt(g, fr, eff.get("n"))
        for p in refs(g, fr, eff.get("who", "you")):
            g.lose_life(p, n)
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        who = eff.get("who") or "you"
        n = eff.get("n", 1)
        each = ctx.for_each(n) if isinstance(n, str) else None
        lost = f"1 life for each {each}" if each else f"{ctx.amount(n)} life"  # "loses 1 life for each ..."
        return f"{ctx.subj(who)} {ctx.verb(who, 'lose', 'loses')} {lost}"

    def ai_for(self, eff: Any) -> EffectHint:
        """Aimed at a target player, it is hostile (the bots aim it at an opponent)."""
        who = str(eff.get("who") or "")
        if who.startswith("target"):
            return EffectHint(self.ai().tags | {"hostile"})
        return self.ai()
