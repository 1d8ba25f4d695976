"""Return all: "return all tapped creatures to their owners' hands" (400.7: each is a new object in its owner's
hand)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.ability import ANY_CREATURE
from ..engine.effects import on_battlefield
from .base import Effect

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class BounceAll(Effect):
    name = "bounce_all"
    rule = "400.7"
    params = {"filter": "which permanents return to their owners' hands (a filter; every permanent if absent)"}
    examples = (({"do": "bounce_all", "filter": {"what": "creature", "tapped": True}}, [],
                 "Return all tapped creatures to their owners' hands."),)

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        f = eff.get("filter") or ANY_CREATURE
        for oid in [i for i in g.battlefield if g.matches(i, f, fr.vars.get("source"), fr.controller)]:
            if on_battlefield(g, oid):
                g.move(oid, "hand", why=" (returned to hand)", rule="400.7")
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        return f"return all {ctx.filter(eff.get('filter') or {}, plural=True)} to their owners' hands"
