"""Exile if it dies: "If that creature would die this turn, exile it instead" (Smite the Deathless; a replacement
effect, 614.1a, 700.4).

It gives the creature the rule flag ``exile_if_dies`` until end of turn (layer "rule"); ``Game.move`` asks the
flag when a creature would be put into a graveyard from the battlefield and exiles it instead.  It is the
creature's while it stays on the battlefield: a new object (400.7) doesn't have it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import on_battlefield, refs
from .base import Effect, EffectHint

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class ExileIfDies(Effect):
    name = "exile_if_dies"
    rule = "614.1a"
    params = {"what": "the creature exiled instead of dying this turn (a reference; the first target if absent)"}
    examples = (({"do": "exile_if_dies"}, [{"what": "creature"}],
                 "If target creature would die this turn, exile it instead."),)

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        ids = [t for t in refs(g, fr, eff.get("what", "target")) if on_battlefield(g, t)]
        if ids:
            g.add_effect("rule", ids, {"flags": ("exile_if_dies",)}, "eot", fr.controller, fr.vars.get("source"))
            g.emit("effect", f"If {', '.join(g.name(i) for i in ids)} would die this turn, it is exiled instead",
                   "614.1a", objs=ids)
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        ref = eff.get("what", "target")
        who = ctx.subj(ref)
        who = "that creature" if who == "it" else who
        return f"if {who} would die this turn, exile it instead"

    def ai(self) -> EffectHint:
        return EffectHint(frozenset({"hostile"}))
