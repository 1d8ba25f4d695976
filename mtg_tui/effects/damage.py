"""Damage: "CARDNAME deals 3 damage to any target" (120.3).

``source`` names what deals it (a reference, or a list of them: "Target creature you control and up to one other
target legendary creature you control each deal ..."); ``equal_to_power``: each source deals damage equal to
its power (as it is now, or as it last existed on the battlefield, 608.2h: Goblin Fireleaper's dies trigger),
"Target creature an opponent controls deals damage equal to its power to another target creature"."""

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
              "source": "what deals it (a reference or a list of them, each dealing it; the effect's source if absent; "
                        "self: the source, written 'it' after a trigger that named it)",
              "equal_to_power": "each source deals damage equal to its power instead of amount (false if absent)",
              "excess_to_controller": "damage beyond lethal to a creature is dealt to its controller instead (120.4a; "
                                      "false if absent)"}
    hurts = ("to", "target")
    examples = (({"do": "damage", "amount": 3, "to": "target"}, [{"what": "any"}],
                 "Lightning Bolt deals 3 damage to any target."),
                ({"do": "damage", "source": "target1", "equal_to_power": True, "to": "target2"},
                 [{"what": "creature", "controller": "you"}, {"what": "creature", "controller": "opponent"}],
                 "Target creature you control deals damage equal to its power to target creature an opponent "
                 "controls."),
                ({"do": "damage", "amount": 1}, [{"what": "creature", "count": 2, "up_to": True}],
                 "Lightning Bolt deals 1 damage to each of up to two target creatures."))

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        by = eff.get("source")
        if by is None or by == "self":
            self._deal(g, fr, eff, fr.vars.get("source"), True)
            return True
        for ref in (by if isinstance(by, (list, tuple)) else (by,)):
            for s in refs(g, fr, ref):
                self._deal(g, fr, eff, s, False)
        return True

    def _deal(self, g: "Game", fr: "Frame", eff: "EffectUse", src: Any, own: bool) -> None:
        info = None
        power = None
        if src not in g.objects or g.objects[src].zone != "battlefield":
            if not own:
                return  # a creature that left can't deal damage it is told to (608.2b, its target is gone)
            lki = (fr.item.data.get("lki") if fr.item is not None else None) or {}
            power = lki.get("power")
            if src not in g.objects and fr.item is not None:  # the source left: its last known information (608.2h)
                info = {"name": fr.item.source_name, "controller": fr.controller, "deathtouch": False,
                        "lifelink": False}
        if eff.get("equal_to_power"):
            n = (g.power(src) if power is None and src in g.objects and g.objects[src].zone == "battlefield"
                 else power or 0)
        else:
            n = amt(g, fr, eff.get("amount"))
        for t in refs(g, fr, eff.get("to", "target")):
            if eff.get("excess_to_controller") and t in g.objects and g.objects[t].zone == "battlefield":
                # 120.4a: the excess is what lethal damage doesn't need (damage marked counts; with deathtouch,
                # 1 is lethal)
                ch = g.chars(t)
                lethal = max(0, (ch.toughness or 0) - g.objects[t].damage)
                if src in g.objects and g.objects[src].zone == "battlefield" and "deathtouch" in g.chars(src).keywords:
                    lethal = min(lethal, 1)
                excess = max(0, n - lethal) if ch.is_creature else 0
                controller = g.objects[t].controller
                g.deal_damage(src, t, n - excess, src_info=info)
                if excess:
                    g.deal_damage(src, controller, excess, src_info=info)
                continue
            g.deal_damage(src, t, n, src_info=info)

    def text(self, eff: Any, ctx: Any) -> str:
        src = eff.get("source")
        many = isinstance(src, (list, tuple))
        if many:
            who = " and ".join(ctx.target(s) for s in src)
        else:
            who = "it" if src == "self" else ctx.target(src) if src else ctx.name
        plural = many or bool(src and ctx.plural(src))
        if eff.get("equal_to_power"):
            verb = "deal" if ctx.base_verbs else ("each deal" if many else "deals")
            return f"{who} {verb} damage equal to {'their' if plural else 'its'} power to {ctx.obj(eff.get('to', 'target'))}"
        n = ctx.amount(eff.get("amount", 1))
        verb = "deal" if ctx.base_verbs else ("deals" if not plural else "deal")
        to = eff.get("to", "target")
        obj = ctx.obj(to)
        if ctx.plural(to) and ctx.spec(to) is not None:  # each of two or more targets is dealt that much
            obj = f"each of {obj}"
        text = f"{who} {verb} {n} damage to {obj}"
        if eff.get("excess_to_controller"):
            if ctx.where:  # "..., where X is ...", before the next sentence
                text += ", where " + " and ".join(ctx.where)
                ctx.where.clear()
            text += ". Excess damage is dealt to that creature's controller instead"
        return text

    def ai(self) -> EffectHint:
        return EffectHint(frozenset({"hostile", "removal", "damage"}))
