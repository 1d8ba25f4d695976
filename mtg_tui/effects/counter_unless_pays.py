"""Counter unless its controller pays: "counter that spell or ability unless its controller pays {2}" (ward's
trigger, 702.21a; 118.12: the player chooses whether to pay as it resolves).

The spell or ability's controller answers ``choose yes`` (pay: the mana is paid by the payment solver, as a
cost is) or ``choose no``; a player who can't pay isn't asked.  Not paid: the spell or ability is countered
(701.5a; a countered spell goes to its owner's graveyard)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import answered, ask, refs, uncounterable
from ..engine.mana import ManaCost
from .base import Effect, EffectHint

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class CounterUnlessPays(Effect):
    name = "counter_unless_pays"
    rule = "702.21a"
    params = {"what": "the spell or ability (a reference; the first target if absent)",
              "cost": "the mana its controller may pay to keep it (a mana cost, e.g. {2})"}
    hurts = ("what", "target")
    examples = (({"do": "counter_unless_pays", "cost": "{2}"}, [{"what": "spell"}],
                 "Counter target spell unless its controller pays {2}."),)

    def check(self, eff: dict) -> str | None:
        try:
            ManaCost.parse(str(eff.get("cost")))
        except Exception as e:  # noqa: BLE001 - the parser's message names what is wrong
            return f"cost: {e}"
        return None

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        from ..engine.legal import can_pay, pay_mana

        ids = refs(g, fr, eff.get("what", "target"))
        it = next((x for x in g.stack if ids and x.id == ids[0]), None)
        if it is None:
            return True  # it left the stack: nothing to counter
        if it.kind == "spell" and uncounterable(g, it.id):  # 101.2: it can't be countered, nothing to pay
            g.emit("effect", f"{it.source_name} can't be countered", "101.2", obj=it.id)
            return True
        cost = ManaCost.parse(str(eff["cost"]))
        payer = it.controller
        a = answered(fr)
        if a is None and not fr.ctx.get("asked"):
            if can_pay(g, payer, cost):
                fr.ctx["asked"] = True
                return ask(g, payer, f"Pay {eff['cost']} or {it.source_name} is countered (ward)?",
                           [("yes", "yes"), ("no", "no")], purpose="pay_or_countered", cost=str(eff["cost"]),
                           name=it.source_name)
        if a == "yes" and can_pay(g, payer, cost):
            pay_mana(g, payer, cost)
            g.emit("effect", f"{g.players[payer].name} pays {eff['cost']}: {it.source_name} is not countered",
                   "702.21a", player=payer)
            return True
        g.remove_from_stack(it)
        g.emit("counter", f"{it.source_name} is countered", "701.5a", obj=it.id, name=it.source_name)
        if it.kind == "spell" and it.id in g.objects:
            g.move(it.id, "graveyard", silent=True)
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        return f"counter {ctx.obj(eff.get('what', 'target'))} unless its controller pays {eff.get('cost')}"

    def ai(self) -> EffectHint:
        return EffectHint(frozenset({"hostile", "counters"}))
