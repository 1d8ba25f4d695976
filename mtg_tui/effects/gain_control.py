"""Gain control: "gain control of target creature until end of turn" (613.1b: a control-changing effect)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import on_battlefield, refs
from .base import Effect, EffectHint

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class GainControl(Effect):
    name = "gain_control"
    rule = "613.1b"
    params = {"what": "the permanent or permanents you gain control of (a reference; the first target if absent)",
              "duration": "how long (eot: until end of turn; while_source: for as long as you control the "
                          "effect's source; permanent; eot if absent)"}
    hurts = ("what", "target")
    examples = (({"do": "gain_control"}, [{"what": "creature"}],
                 "Gain control of target creature until end of turn."),
                ({"do": "gain_control", "duration": "while_source"}, [{"what": "creature"}],
                 "Gain control of target creature for as long as you control Lightning Bolt."))

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        dur = eff.get("duration", "eot")
        for t in refs(g, fr, eff.get("what", "target")):
            if on_battlefield(g, t):
                g.gain_control(t, fr.controller, dur, fr.vars.get("source"))
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        dur = ctx.duration(eff.get("duration"))
        return f"gain control of {ctx.obj(eff.get('what', 'target'))}" + (f" {dur}" if dur else "")

    def ai(self) -> EffectHint:
        return EffectHint(frozenset({"hostile", "removal"}))
