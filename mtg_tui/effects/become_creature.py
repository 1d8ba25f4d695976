"""Become an artifact creature: "This Vehicle becomes an artifact creature until end of turn" (a crew ability's
effect, 702.122a; a type-changing effect, layer 4: 613.1d, 205.1b: it keeps its other types).  Its power and
toughness are the ones printed on it (a Vehicle's, 301.7b)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import on_battlefield, refs
from .base import Effect, EffectHint

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class BecomeCreature(Effect):
    name = "become_creature"
    rule = "613.1d"
    params = {"what": "what becomes one (a reference; the source itself, self, if absent)",
              "duration": "how long (until end of turn, eot, if absent)"}
    examples = (({"do": "become_creature"}, [], "Lightning Bolt becomes an artifact creature until end of turn."),)

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        ids = [t for t in refs(g, fr, eff.get("what", "self")) if on_battlefield(g, t)]
        if ids:
            dur = eff.get("duration", "eot")
            g.add_effect("4", ids, {"types": ("Artifact", "Creature")}, dur, fr.controller, fr.vars.get("source"))
            g.emit("effect", f"{', '.join(g.name(i) for i in ids)} becomes an artifact creature"
                   + (" until end of turn" if dur == "eot" else ""), "702.122a", objs=ids)
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        what = eff.get("what", "self")
        dur = " until end of turn" if eff.get("duration", "eot") == "eot" else ""
        return f"{ctx.subj(what) if what != 'self' else ctx.name} becomes an artifact creature{dur}"

    def ai(self) -> EffectHint:
        return EffectHint(frozenset({"animates"}))
