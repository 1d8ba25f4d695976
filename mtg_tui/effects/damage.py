"""Damage: "CARDNAME deals 3 damage to any target" (120.3)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import amt, refs
from .base import Effect, EffectHint

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class Damage(Effect):
    name = "damage"
    rule = "120.3"
    params = {"amount": "how much (a number, x, or a named amount; 1 if absent)",
              "to": "what is dealt damage (a reference; the first target if absent)",
              "source": "what deals it (a reference; the effect's source if absent; 'it': the source, written 'it' "
                        "after a trigger that names it)"}
    hurts = ("to", "target")
    examples = (({"do": "damage", "amount": 3, "to": "target"}, [{"what": "any"}],
                 "Lightning Bolt deals 3 damage to any target."),
                ({"do": "damage", "amount": 1}, [{"what": "creature", "count": 2, "up_to": True}],
                 "Lightning Bolt deals 1 damage to each of up to two target creatures."))

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        n = amt(g, fr, eff.get("amount"))
        src: Any = fr.vars.get("source")
        info = None
        if src not in g.objects and fr.item is not None:  # the source left: its last known information (608.2h)
            info = {"name": fr.item.source_name, "controller": fr.controller, "deathtouch": False, "lifelink": False}
        for t in refs(g, fr, eff.get("to", "target")):
            g.deal_damage(src, t, n, src_info=info)
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        src = eff.get("source")
        # "it deals": the source named again after a trigger that names it ("Whenever ~ becomes blocked, it ...")
        who = "it" if src == "it" else ctx.target(src) if src and src != "self" else ctx.name
        n = ctx.amount(eff.get("amount", 1))
        verb = "deal" if ctx.base_verbs else ("deals" if not (src and ctx.plural(src)) else "deal")
        to = eff.get("to", "target")
        obj = ctx.obj(to)
        if ctx.plural(to) and ctx.spec(to) is not None:  # each of two or more targets is dealt that much
            obj = f"each of {obj}"
        return f"{who} {verb} {n} damage to {obj}"

    def ai(self) -> EffectHint:
        return EffectHint(frozenset({"hostile", "removal", "damage"}))
