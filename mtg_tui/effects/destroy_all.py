"""Destroy all: "destroy all creatures with power 3 or greater" (701.7a)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.ability import ANY_CREATURE
from ..engine.effects import on_battlefield
from .base import Effect

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class DestroyAll(Effect):
    name = "destroy_all"
    rule = "701.7a"
    params = {"filter": "which permanents on the battlefield are destroyed (a filter; every permanent if absent)"}
    examples = (({"do": "destroy_all", "filter": {"what": "creature", "power_at_least": 3}}, [],
                 "Destroy all creatures with power 3 or greater."),)

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        f = eff.get("filter") or ANY_CREATURE
        for oid in [i for i in g.battlefield if g.matches(i, f, fr.vars.get("source"), fr.controller)]:
            if on_battlefield(g, oid):
                g.destroy(oid)
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        return f"destroy all {ctx.filter(eff.get('filter') or {}, plural=True)}"
