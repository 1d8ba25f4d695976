"""Gain life: "you gain 3 life" (119.3)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import amt, refs
from .base import Effect, EffectHint

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class GainLife(Effect):
    name = "gain_life"
    rule = "119.3"
    params = {"n": "how much life (a number, x, or a named amount; 1 if absent)",
              "who": "the player or players who gain it (you if absent)"}
    examples = (({"do": "gain_life", "n": 3}, [], "You gain 3 life."),
                ({"do": "gain_life", "n": 2, "who": "each_player"}, [], "Each player gains 2 life."))

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        n = amt(g, fr, eff.get("n"))
        for p in refs(g, fr, eff.get("who", "you")):
            g.gain_life(p, n)
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        who = eff.get("who") or "you"
        return f"{ctx.subj(who)} {ctx.verb(who, 'gain', 'gains')} {ctx.amount(eff.get('n', 1))} life"

    def ai(self) -> EffectHint:
        return EffectHint(frozenset({"gains_life"}))
