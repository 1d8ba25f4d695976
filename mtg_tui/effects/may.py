"""'You may': a yes/no choice (optionally paying life first), then the effects it holds (609.3).  With
``otherwise`` and no ``effects`` it is "[otherwise] unless you pay N life" (Morgul-Knife Wound's granted
trigger): a "no", or a life total below N (119.4), does the ``otherwise`` effects."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.data import Data
from ..engine.effects import answered, ask, run_nested
from .base import Effect

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


def _unless_prompt(g: "Game", fr: "Frame", eff: "EffectUse") -> str:
    """'Pay 2 life? If you don't, exile Hill Giant.': what a no does, its source named."""
    from ..cards.render import Ctx

    src = fr.vars.get("source")
    o = g.objects.get(src) if isinstance(src, str) else None
    head = f"Pay {eff['pay_life']} life?"
    if o is None:
        return head
    return f"{head} If you don't, {Ctx(o.card).effects(list(eff['otherwise']))}."


class May(Effect):
    name = "may"
    rule = "609.3"
    params = {"prompt": "the question asked", "effects": "what is done on a yes",
              "pay_life": "life paid first (no yes without it)",
              "otherwise": "what is done on a no, or when the life can't be paid (\"... unless you pay N life\")"}
    examples = (({"do": "may", "effects": [{"do": "draw", "n": 1}]}, [], "You may draw a card."),
                ({"do": "may", "pay_life": 2, "effects": [{"do": "draw", "n": 1}]}, [],
                 "You may pay 2 life. If you do, draw a card."),
                ({"do": "may", "pay_life": 2, "otherwise": [{"do": "exile"}]}, [{"what": "creature"}],
                 "Exile target creature unless you pay 2 life."))

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        ctx = fr.ctx
        if "yes" not in ctx:
            a = answered(fr)
            if a is None:
                if eff.get("pay_life") and g.players[fr.controller].life < eff["pay_life"]:
                    a = "no"  # 119.4: a life total below the payment can't pay it
                else:
                    prompt = eff.get("prompt") or (_unless_prompt(g, fr, eff) if eff.get("otherwise") and
                                                   eff.get("pay_life") else "Do it?")
                    info: dict[str, Any] = {"pay_life": eff.get("pay_life", 0)}
                    if eff.get("otherwise"):
                        info["otherwise"] = True  # a "no" is not nothing: the bot weighs it against the source
                        info["source"] = fr.vars.get("source")
                    return ask(g, fr.controller, prompt, [("yes", "yes"), ("no", "no")], purpose="may", **info)
            ctx["yes"] = a == "yes"
            ctx["j"] = 0
            ctx["sub"] = {}
            if not ctx["yes"]:
                if eff.get("otherwise"):
                    return run_nested(g, fr, eff["otherwise"])
                return True
            if eff.get("pay_life"):
                g.lose_life(fr.controller, eff["pay_life"], why=" (paid)")
        if not ctx["yes"]:
            return run_nested(g, fr, eff["otherwise"])
        return run_nested(g, fr, eff.get("effects") or ())

    def text(self, eff: Any, ctx: Any) -> str:
        subs = [s for s in (eff.get("effects") or []) if isinstance(s, (dict, Data))]
        pay = eff.get("pay_life")
        other = [s for s in (eff.get("otherwise") or []) if isinstance(s, (dict, Data))]
        if other and pay and not subs:
            return f"{ctx.effects(other)} unless you pay {ctx.amount(pay)} life"
        head = f"you may pay {ctx.amount(pay)} life" if pay else ""
        rest = subs
        if not head:
            if not subs:
                return "you may do so"
            ctx.base_verbs = True
            try:
                first = ctx.clause(subs[0])
            finally:
                ctx.base_verbs = False
            rest = subs[1:]
            if first.startswith("you "):
                first = first[4:]
            elif not ctx.imperative(first.split(" ", 1)[0]):
                first = "have " + first
            head = f"you may {first}"
        if not rest:
            return head
        return f"{head}. If you do, {ctx.effects(rest)}"
