"""Lose all abilities: "that creature loses all abilities until end of turn" (an ability-removing effect, layer 6:
613.1f; Barrow-Blade).

What it takes away, and where the engine asks (each asks the rule flag ``no_abilities`` that this effect's
layer-6 step puts on the object, ``engine/layers.py``):

- its keywords, printed or granted by effects applied before it in layer 6 (613.7 timestamp order), and the
  effects of its own static abilities from layer 6 on (they never start to apply, 613.6);
- its triggered abilities, printed or granted (``engine/triggers.py``: what it would trigger is dropped; an object
  that left the battlefield is judged as it last existed, 603.10a);
- its activated abilities and mana abilities (``engine/legal.py``).

Simplification (said here, as the vocabulary asks): its static abilities' effects are dropped from layer 6 on
even where a static with an earlier timestamp would, strictly, have started applying in layer 6 (613.6).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import on_battlefield, refs
from .base import Effect, EffectHint

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class LoseAbilities(Effect):
    name = "lose_abilities"
    rule = "613.1f"
    params = {"what": "what loses them (a reference; the first target if absent)",
              "duration": "how long (until end of turn, eot, if absent)"}
    hurts = ("what", "target")
    examples = (({"do": "lose_abilities"}, [{"what": "creature"}],
                 "Target creature loses all abilities until end of turn."),)

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        ids = [t for t in refs(g, fr, eff.get("what", "target")) if on_battlefield(g, t)]
        if ids:
            dur = eff.get("duration", "eot")
            g.add_effect("6", ids, {"lose_all": True}, dur, fr.controller, fr.vars.get("source"))
            g.emit("effect", f"{', '.join(g.name(i) for i in ids)} loses all abilities"
                   + (" until end of turn" if dur == "eot" else ""), "613.1f", objs=ids)
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        what = eff.get("what", "target")
        dur = " until end of turn" if eff.get("duration", "eot") == "eot" else ""
        return f"{ctx.subj(what)} {ctx.verb(what, 'lose', 'loses')} all abilities{dur}"

    def ai(self) -> EffectHint:
        return EffectHint(frozenset({"hostile"}))
