"""Amass: "amass Orcs 2" (701.44), optionally with a reflexive trigger, "When you do, ..." (603.12)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.data import Data
from ..engine.effects import amt, answered, ask_objects, on_battlefield
from ..engine.triggers import queue_trigger
from .base import Effect, EffectHint

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class Amass(Effect):
    name = "amass"
    rule = "701.44"
    own_paragraph = True
    params = {"subtype": "the Army's creature type (Orc if absent)",
              "n": "how many +1/+1 counters (a number, x, or a named amount; 1 if absent)",
              "then_word": "text only: a sentence that follows the one before, 'Then amass ...' (false if "
                           "absent)",
              "then": "a reflexive trigger, 'when you do' (603.12): a table of its targets, effects and "
                      "condition; the Army is its amassed (none if absent)"}
    examples = (({"do": "amass", "subtype": "Orc", "n": 2}, [], "Amass Orcs 2."),
                ({"do": "amass", "subtype": "Orc", "n": 1, "then_word": True}, [], "Then amass Orcs 1."),
                ({"do": "amass", "subtype": "Orc", "n": 2,
                  "then": {"targets": [{"what": "creature", "controller": "opponent"}],
                           "effects": [{"do": "damage", "amount": "amassed_power"}]}}, [],
                 "Amass Orcs 2. When you do, Lightning Bolt deals X damage to target creature an opponent controls, "
                 "where X is the amassed Army's power."))

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        """701.44a: amass [subtype] N.  701.44c: 'the amassed Army' is the creature chosen."""
        p = fr.controller
        sub = eff.get("subtype", "Orc")
        n = amt(g, fr, eff.get("n", 1))
        ctx = fr.ctx
        a = answered(fr)
        if a is None and not ctx.get("asked"):
            armies = [c for c in g.creatures(p) if "Army" in g.chars(c).subtypes]
            if not armies:
                made = g.create_token(p, f"{'Orc' if sub == 'Orc' else sub} Army" if sub in ("Orc", "Zombie")
                                      else "Orc Army", 1, source=fr.vars.get("source"))
                armies = [c for c in made if on_battlefield(g, c) and "Army" in g.chars(c).subtypes]
            if len(armies) > 1:
                ctx["asked"] = True
                return ask_objects(g, p, f"Amass {sub}s {n}: choose an Army", armies, purpose="army")
            a = armies[0] if armies else None
        army = a
        if army is not None and on_battlefield(g, army):
            g.add_counters(army, "+1/+1", n, by=p)
            if sub not in g.chars(army).subtypes:
                g.add_subtype(army, sub)
            g.emit("amass", f"{g.players[p].name} amasses {sub}s {n} onto {g.name(army)}", "701.44a", player=p,
                   obj=army, n=n)
        fr.vars["amassed"] = army
        if eff.get("then"):
            # 603.12: a reflexive trigger ("when you do")
            queue_trigger(g, p, eff["then"], fr.vars.get("source") or "",
                          fr.item.source_name if fr.item else "amass", {"amassed": army})
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        sub = str(eff.get("subtype") or "Orc")
        text = f"amass {ctx.noun_plural(sub)} {ctx.amount(eff.get('n', 1))}"
        if eff.get("then_word"):
            text = "then " + text
        then = eff.get("then")
        if isinstance(then, (dict, Data)):
            inner_ctx = ctx.nested(then.get("targets"))
            inner = inner_ctx.sentences(then.get("effects") or [])
            cond = ctx.condition(then.get("condition"))
            if inner:
                if cond:
                    inner = f"if {cond}, {ctx.lower_first(inner)}"
                text += f". When you do, {ctx.lower_first(inner)}"
        return text

    def ai(self) -> EffectHint:
        return EffectHint(frozenset({"grows_board"}))
