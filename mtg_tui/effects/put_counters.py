"""Put counters: "put a +1/+1 counter on target creature" (122.6)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import amt, on_battlefield, refs
from .base import Effect

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame

#: the counters that hurt what they are put on
_BAD_COUNTERS = ("-1/-1", "stun")


class PutCounters(Effect):
    name = "put_counters"
    rule = "122.6"
    params = {"what": "what gets them (a reference; the first target if absent and there is no filter)",
              "kind": "the kind of counter (+1/+1, -1/-1, stun, influence...; required)",
              "n": "how many (a number, x, or a named amount; 1 if absent)",
              "filter": "instead of what: each permanent on the battlefield it matches (a filter)"}
    examples = (({"do": "put_counters", "kind": "+1/+1", "n": 2}, [{"what": "creature"}],
                 "Put two +1/+1 counters on target creature."),
                ({"do": "put_counters", "filter": {"what": "creature", "controller": "you"}, "kind": "+1/+1"}, [],
                 "Put a +1/+1 counter on each creature you control."))

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        n = amt(g, fr, eff.get("n", 1))
        if eff.get("filter"):
            ids = [i for i in g.battlefield if g.matches(i, eff["filter"], fr.vars.get("source"), fr.controller)]
        else:
            ids = refs(g, fr, eff.get("what", "target"))
        for t in ids:
            if on_battlefield(g, t):
                g.add_counters(t, eff["kind"], n)
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        kind = str(eff.get("kind", "+1/+1"))
        counters = ctx.count(eff.get("n", 1), f"{kind} counter")
        if eff.get("filter"):
            onto = "each " + ctx.filter(eff["filter"])
        else:
            ref = eff.get("what", "target")
            onto = ctx.obj(ref)
            if onto == "them":
                onto = "each of them"
            elif ctx.plural(ref):
                onto = "each of " + onto
        return f"put {counters} on {onto}"

    def harms(self, eff: Any) -> list[Any]:
        """Only -1/-1 and stun counters hurt what they are put on."""
        return [eff.get("what", "target")] if eff.get("kind") in _BAD_COUNTERS else []
