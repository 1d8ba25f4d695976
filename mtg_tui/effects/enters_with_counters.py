"""Enters with counters: "that creature enters with an additional +1/+1 counter on it" (614.1c): a spell on the
stack (a delayed trigger's ``spell``, Long List of the Ents) becomes a permanent with more counters as it
resolves (608.3: ``engine/effects.py`` passes them as it moves it to the battlefield)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import amt, refs
from .base import Effect

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class EntersWithCounters(Effect):
    name = "enters_with_counters"
    rule = "614.1c"
    params = {"what": "the spell (a reference; spell, the delayed trigger's, if absent)",
              "kind": "the kind of counter (+1/+1 if absent)",
              "n": "how many (a number, x, or a named amount; 1 if absent)"}
    examples = (({"do": "enters_with_counters", "kind": "+1/+1", "n": 1}, [],
                 "That creature enters with an additional +1/+1 counter on it."),)

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        kind = str(eff.get("kind") or "+1/+1")
        n = amt(g, fr, eff.get("n", 1))
        for sid in refs(g, fr, eff.get("what", "spell")):
            for it in g.stack:
                if it.id == sid and it.kind == "spell":
                    have = dict(it.data.get("enters_with") or {})
                    have[kind] = have.get(kind, 0) + n
                    it.data = {**it.data, "enters_with": have}
                    g.emit("effect", f"{it.source_name} will enter with {n} more {kind} counter"
                           + ("s" if n != 1 else ""), "614.1c", obj=sid)
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        n = eff.get("n", 1)
        kind = eff.get("kind") or "+1/+1"
        if n == 1:
            return f"that creature enters with an additional {kind} counter on it"
        return f"that creature enters with {ctx.amount(n)} additional {kind} counters on it"
