"""Creatures can't block: "Creatures without flying can't block this turn" (Fire of Orthanc; 509.1a, 611.2c).

A rule for every creature for the turn, not a change of the characteristics of the creatures there now, so
611.2c doesn't lock its set: a creature that enters later, or loses flying, can't block either.  ``without``
names a keyword that exempts a creature ("without flying"); none: every creature.  It is one continuous
effect of the layer the engine calls "rule_all" (engine/layers.py gives each creature the cant_block flag)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import Effect, EffectHint

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class CreaturesCantBlock(Effect):
    name = "creatures_cant_block"
    rule = "509.1a"
    params = {"without": "a keyword that lets a creature block anyway ('without flying'; none if absent)"}
    examples = (({"do": "creatures_cant_block", "without": "flying"}, [],
                 "Creatures without flying can't block this turn."),
                ({"do": "creatures_cant_block"}, [], "Creatures can't block this turn."))

    def check(self, eff: dict) -> str | None:
        w = eff.get("without")
        if w is not None:
            from ..keywords.registry import BY_NAME
            if w not in BY_NAME:
                return f"parameter 'without': unknown keyword {w!r}"
        return None

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        w = eff.get("without")
        g.add_effect("rule_all", (), {"flags": ("cant_block",), "without": w}, "eot", fr.controller,
                     fr.vars.get("source"))
        g.emit("effect", f"Creatures{' without ' + w if w else ''} can't block this turn", "509.1a")
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        w = eff.get("without")
        return f"creatures{' without ' + w if w else ''} can't block this turn"

    def ai(self) -> EffectHint:
        return EffectHint(frozenset({"hostile"}))
