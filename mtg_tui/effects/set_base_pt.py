"""Set base power and toughness: "target creature has base power and toughness 5/5 until end of turn"
(Dreadful as the Storm; 613.4b, layer 7b).

The new base values replace the printed ones (and any earlier 7b effect, by timestamp); counters and +N/+N
effects (layer 7c) still apply on top of them, whenever they began (613.4c)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import on_battlefield, refs
from .base import Effect, EffectHint

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class SetBasePt(Effect):
    name = "set_base_pt"
    rule = "613.4b"
    params = {"what": "what gets it (a reference; the first target if absent)",
              "power": "its new base power (a number; required)",
              "toughness": "its new base toughness (a number; required)",
              "duration": "how long it lasts (eot, while_source, permanent; eot if absent)"}
    examples = (({"do": "set_base_pt", "power": 5, "toughness": 5}, [{"what": "creature"}],
                 "Target creature has base power and toughness 5/5 until end of turn."),)

    def check(self, eff: dict) -> str | None:
        if not isinstance(eff.get("power"), int) or not isinstance(eff.get("toughness"), int):
            return "'power' and 'toughness' must be numbers"
        return None

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        ids = [t for t in refs(g, fr, eff.get("what", "target")) if on_battlefield(g, t)]
        if ids:
            p, t = int(eff["power"]), int(eff["toughness"])
            g.add_effect("7b", ids, {"pt": (p, t)}, eff.get("duration", "eot"), fr.controller, fr.vars.get("source"))
            for i in ids:
                g.emit("effect", f"{g.name(i)} has base power and toughness {p}/{t}", "613.4b", obj=i)
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        ref = eff.get("what", "target")
        subject = ctx.subj(ref) if ref != "self" else ctx.name
        verb = ctx.verb(ref, "have", "has") if ref != "self" else "has"
        text = f"{subject} {verb} base power and toughness {eff['power']}/{eff['toughness']}"
        dur = ctx.duration(eff.get("duration"))
        return f"{text} {dur}" if dur else text

    def ai(self) -> EffectHint:
        return EffectHint(frozenset({"trick"}))
