"""Pump all: "creatures you control get +1/+0 and gain first strike until end of turn" (611.2c).

``pronoun = true`` names them "they" when an earlier effect of the ability named the same permanents ("Put a
+1/+1 counter on each creature you control. They gain vigilance until end of turn.", Now for Wrath, Now for
Ruin!): the text only; the affected set is still fixed by the filter as it resolves."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import pump_ids
from ..engine.filters import FilterSpec
from .base import Effect, EffectHint

#: what a pump_all with no filter pumps: the creatures you control
_YOUR_CREATURES = FilterSpec({"what": "creature", "controller": "you"})

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class PumpAll(Effect):
    name = "pump_all"
    rule = "611.2c"
    params = {"filter": "which permanents get it, fixed as it resolves (a filter; creatures you control if absent)",
              "power": "what it adds to power (a number, x, or a named amount; 0 if absent)",
              "toughness": "what it adds to toughness (a number, x, or a named amount; 0 if absent)",
              "keywords": "keywords they gain (none if absent)",
              "flags": "rule flags they get, e.g. cant_block (none if absent)",
              "duration": "how long it lasts (eot, while_source, permanent; eot if absent)",
              "pronoun": "text only: name them 'they', as an earlier effect of the ability named the same "
                         "permanents (false if absent)"}
    examples = (({"do": "pump_all", "filter": {"what": "creature", "controller": "you"}, "power": 1, "toughness": 0,
                  "keywords": ["first strike"]}, [],
                 "Creatures you control get +1/+0 and gain first strike until end of turn."),
                ({"do": "pump_all", "keywords": ["vigilance"], "pronoun": True}, [],
                 "They gain vigilance until end of turn."))

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        f = eff.get("filter") or _YOUR_CREATURES
        ids = [i for i in g.battlefield if g.matches(i, f, fr.vars.get("source"), fr.controller)]
        pump_ids(g, fr, ids, eff)  # 611.2c: the affected set is locked in now
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        f = eff.get("filter") or _YOUR_CREATURES
        subject = "they" if eff.get("pronoun") else ctx.filter(f, plural=True)
        bits = ctx.grants(True, eff.get("power", 0), eff.get("toughness", 0), eff.get("keywords"), eff.get("flags"))
        return ctx.pump(subject, bits, ctx.duration(eff.get("duration")))

    def ai(self) -> EffectHint:
        return EffectHint(frozenset({"anthem"}))
