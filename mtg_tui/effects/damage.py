"""Damage: "CARDNAME deals 3 damage to any target" (120.3).

``source`` names another object as what deals it ("Target creature you control deals damage ..."): that
object is the damage's source (its deathtouch and lifelink count, 702.2b, 702.15b); if it is no longer a legal
target or on the battlefield as the effect happens, no damage is dealt (608.2b).  ``power = true`` makes the
amount the source's power as the effect happens ("deals damage equal to its power", Stew the Coneys)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import amt, on_battlefield, refs
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
              "source": "what deals it (a reference; the effect's source if absent)",
              "power": "the amount is the power of what deals it, as the effect happens (false if absent)"}
    hurts = ("to", "target")
    examples = (({"do": "damage", "amount": 3, "to": "target"}, [{"what": "any"}],
                 "Lightning Bolt deals 3 damage to any target."),
                ({"do": "damage", "source": "target1", "power": True, "to": "target2"},
                 [{"what": "creature", "controller": "you"}, {"what": "creature", "controller": "not_you"}],
                 "Target creature you control deals damage equal to its power to target creature you don't "
                 "control."))

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        who = eff.get("source")
        if who and who != "self":  # another object deals it (it must still be there: 608.2b)
            srcs = [t for t in refs(g, fr, who) if on_battlefield(g, t)]
            if not srcs:
                return True
            src: Any = srcs[0]
            n = g.power(src) if eff.get("power") else amt(g, fr, eff.get("amount"))
            for t in refs(g, fr, eff.get("to", "target")):
                g.deal_damage(src, t, max(0, n), src_info=g._source_info(src))
            return True
        src = fr.vars.get("source")
        n = g.power(src) if eff.get("power") and on_battlefield(g, src) else amt(g, fr, eff.get("amount"))
        info = None
        if src not in g.objects and fr.item is not None:  # the source left: its last known information (608.2h)
            info = {"name": fr.item.source_name, "controller": fr.controller, "deathtouch": False, "lifelink": False}
        for t in refs(g, fr, eff.get("to", "target")):
            g.deal_damage(src, t, n, src_info=info)
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        src = eff.get("source")
        who = ctx.target(src) if src and src != "self" else ctx.name
        verb = "deal" if ctx.base_verbs else ("deals" if not (src and ctx.plural(src)) else "deal")
        if eff.get("power"):
            return f"{who} {verb} damage equal to its power to {ctx.obj(eff.get('to', 'target'))}"
        n = ctx.amount(eff.get("amount", 1))
        return f"{who} {verb} {n} damage to {ctx.obj(eff.get('to', 'target'))}"

    def ai(self) -> EffectHint:
        return EffectHint(frozenset({"hostile", "removal", "damage"}))
