"""Pump: "target creature gets +2/+0 and gains trample until end of turn" (611.2a)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import on_battlefield, pump_ids, refs
from .base import Effect, EffectHint

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class Pump(Effect):
    name = "pump"
    rule = "611.2a"
    params = {"what": "what gets it (a reference; the first target if absent)",
              "power": "what it adds to power (a number, x, or a named amount; 0 if absent)",
              "toughness": "what it adds to toughness (a number, x, or a named amount; 0 if absent)",
              "keywords": "keywords it gains (none if absent)",
              "flags": "rule flags it gets, e.g. cant_block, no_untap (none if absent)",
              "duration": "how long it lasts (eot, while_source, permanent; eot if absent)",
              "also": "text only: word it as 'it also gets/gains ...' after an earlier pump (false if absent)"}
    examples = (({"do": "pump", "power": 2, "toughness": 0, "keywords": ["trample"]}, [{"what": "creature"}],
                 "Target creature gets +2/+0 and gains trample until end of turn."),
                ({"do": "pump", "what": "self", "power": 1, "toughness": 1}, [],
                 "Lightning Bolt gets +1/+1 until end of turn."))

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        ids = [t for t in refs(g, fr, eff.get("what", "target")) if on_battlefield(g, t)]
        pump_ids(g, fr, ids, eff)
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        ref = eff.get("what", "target")
        subject = ctx.subj(ref) if ref != "self" else ctx.name
        if eff.get("also"):
            subject += " also"
        plural = ref not in (None, "self") and ctx.plural(ref)
        bits = ctx.grants(plural, eff.get("power", 0), eff.get("toughness", 0), eff.get("keywords"), eff.get("flags"))
        return ctx.pump(subject, bits, ctx.duration(eff.get("duration")))

    def ai(self) -> EffectHint:
        return EffectHint(frozenset({"trick"}))

    def ai_for(self, eff: Any) -> EffectHint:
        """A pump that shrinks (-3/-0) is hostile: meant for an opponent's creature."""
        if (eff.get("power") or 0) < 0 or (eff.get("toughness") or 0) < 0:
            return EffectHint(frozenset({"trick", "hostile"}))
        return self.ai()

    def harms(self, eff: Any) -> list[Any]:
        """A pump hurts what it shrinks (-N/-N) or stops ("can't ..." flags); any other helps."""
        bad = (eff.get("power") or 0) < 0 or (eff.get("toughness") or 0) < 0 or any(
            str(f).startswith("cant") for f in eff.get("flags") or ())
        return [eff.get("what", "target")] if bad else []
