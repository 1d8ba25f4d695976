"""Remove counters: "remove a hope counter from Dawn of a New Age. If you do, draw a card" (122.1, 608.2c).

Its ``effects`` happen only if it did what it says (608.2c, "If you do"): the counters were there to remove, all
``n`` of them, from a permanent still on the battlefield.  With none to remove, nothing is removed and they don't
happen (Dawn of a New Age with no hope counter left draws no card).  Once it has named the permanent, the text
after it calls it "it" ("... sacrifice it")."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import amt, on_battlefield, refs, run_nested
from .base import Effect

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class RemoveCounters(Effect):
    name = "remove_counters"
    rule = "122.1"
    params = {"what": "the permanent the counters are removed from (a reference; the source, self, if absent)",
              "kind": "the kind of counter",
              "n": "how many (a number or a named amount; 1 if absent)",
              "effects": "what is done if they were removed (\"If you do, ...\", 608.2c; nothing if absent)"}
    examples = (({"do": "remove_counters", "what": "self", "kind": "hope", "effects": [{"do": "draw"}]}, [],
                 "Remove a hope counter from Lightning Bolt. If you do, draw a card."),
                ({"do": "remove_counters", "kind": "+1/+1", "n": 2, "what": "target"}, [{"what": "creature"}],
                 "Remove two +1/+1 counters from target creature."))

    def check(self, eff: Any) -> str | None:
        if not eff.get("kind"):
            return "kind (the kind of counter) is needed"
        return None

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        ctx = fr.ctx
        if "did" not in ctx:
            n = amt(g, fr, eff.get("n", 1))
            kind = str(eff["kind"])
            did = False
            for t in refs(g, fr, eff.get("what", "self")):
                if on_battlefield(g, t) and n > 0 and g.remove_counters(t, kind, n) == n:
                    did = True
            if not did and eff.get("effects"):
                src = fr.item.source_name if fr.item is not None else "It"
                g.emit("effect", f"{src}: no {kind} counter was removed, so nothing more happens", "608.2c",
                       source=fr.vars.get("source"))
            ctx["did"] = did
            ctx["j"] = 0
            ctx["sub"] = {}
        if not ctx["did"]:
            return True
        return run_nested(g, fr, list(eff.get("effects") or ()))

    def text(self, eff: Any, ctx: Any) -> str:
        kind = str(eff.get("kind") or "")
        what = eff.get("what", "self")
        text = f"remove {ctx.count(eff.get('n', 1), f'{kind} counter')} from {ctx.obj(what)}"
        if what == "self":
            ctx.mentioned.add("self")  # "... Then if ~ has no hope counters on it, sacrifice it"
        then = [e for e in (eff.get("effects") or ())]
        if then:
            text += f". If you do, {ctx.effects(then)}"
        return text
