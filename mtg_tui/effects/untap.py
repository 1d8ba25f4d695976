"""Untap: "untap target creature" (701.21b); with a filter, "untap all creatures you control" (Éomer, Marshal of
Rohan): the permanents that match as it resolves."""

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
    params = {"what": "what is untapped (a reference; the first target if absent)",
              "filter": "untap all the permanents that match it as it resolves, instead of a reference (a filter)"}
    examples = (({"do": "untap"}, [{"what": "creature"}], "Untap target creature."),
                ({"do": "untap", "filter": {"what": "creature", "controller": "you"}}, [],
                 "Untap all creatures you control."))

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        f = eff.get("filter")
        if f is not None:  # "untap all creatures you control"
            src = fr.vars.get("source")
            for t in [i for i in g.battlefield if g.matches(i, f, src, fr.controller)]:
                g.untap(t)  # (one already untapped stays as it is)
            return True
        for t in refs(g, fr, eff.get("what", "target")):
            if on_battlefield(g, t):
                g.untap(t)
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        f = eff.get("filter")
        if f is not None:
            return f"untap all {ctx.filter(f, plural=True)}"
        return f"untap {ctx.obj(eff.get('what', 'target'))}"
