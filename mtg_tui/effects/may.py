"""'You may': a yes/no choice (optionally paying life first), then the effects it holds (609.3)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.data import Data
from ..engine.effects import answered, ask, run_nested
from .base import Effect

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class May(Effect):
    name = "may"
    rule = "609.3"
    params = {"prompt": "the question asked", "effects": "what is done on a yes",
              "pay_life": "life paid first (no yes without it)"}
    examples = (({"do": "may", "effects": [{"do": "draw", "n": 1}]}, [], "You may draw a card."),
                ({"do": "may", "pay_life": 2, "effects": [{"do": "draw", "n": 1}]}, [],
                 "You may pay 2 life. If you do, draw a card."))

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        ctx = fr.ctx
        if "yes" not in ctx:
            a = answered(fr)
            if a is None:
                if eff.get("pay_life") and g.players[fr.controller].life < eff["pay_life"]:
                    return True
                return ask(g, fr.controller, eff.get("prompt", "Do it?"), [("yes", "yes"), ("no", "no")],
                           purpose="may", pay_life=eff.get("pay_life", 0))
            ctx["yes"] = a == "yes"
            if not ctx["yes"]:
                return True
            _done_once(g, fr)
            if eff.get("pay_life"):
                g.lose_life(fr.controller, eff["pay_life"], why=" (paid)")
            ctx["j"] = 0
            ctx["sub"] = {}
        return run_nested(g, fr, eff["effects"])

    def text(self, eff: Any, ctx: Any) -> str:
        subs = [s for s in (eff.get("effects") or []) if isinstance(s, (dict, Data))]
        pay = eff.get("pay_life")
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


def _done_once(g: "Game", fr: "Frame") -> None:
    """603.2i "Do this only once each turn": a yes records that the ability's action is done this turn (the
    ability then doesn't trigger again this turn: engine/triggers.py)."""
    item = fr.item
    ab = item.ability if item is not None else None
    trig = ab.trigger if ab is not None else None
    if item is None or ab is None or trig is None or trig.get("once_each_turn") != "done":
        return
    from ..engine.triggers import once_key
    done = g.turn_flags.get("done_once")
    if done is None:
        done = g.turn_flags["done_once"] = set()
    done.add(once_key(g, ab, item.source))
