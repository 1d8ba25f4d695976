"""Counter unless its controller pays: "counter that spell or ability unless its controller pays {2}" (ward's
trigger, 702.21a; 118.12: the player chooses whether to pay as it resolves).

The spell or ability's controller answers ``choose yes`` (pay: the mana is paid by the payment solver, as a
cost is) or ``choose no``; a player who can't pay isn't asked.  Not paid: the spell or ability is countered
(701.5a; a countered spell goes to its owner's graveyard).

``sacrifice`` (a filter) instead of ``cost``: "Ward—Sacrifice a legendary artifact or legendary creature" (Sauron,
the Dark Lord; 702.21a, 118.12): the controller answers yes or no, then chooses the permanent to sacrifice
(701.17a); a player with nothing to sacrifice isn't asked.

``discard`` (a card filter) instead: "Ward—Discard an enchantment, instant, or sorcery card" (Saruman of Many
Colors; 702.21a, 118.12): the controller answers yes or no (no mana is offered), then chooses the card of their hand
to discard among those that match (701.8a; ``choose <card>``, purpose ``discard``: the cards are offered to that
player alone, named in no prompt); a player with no such card isn't asked: the spell or ability is countered."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import answered, ask, ask_objects, refs, uncounterable
from ..engine.filters import FilterSpec
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
              "cost": "the mana its controller may pay to keep it (a mana cost, e.g. {2})",
              "sacrifice": "instead of cost: a filter of what its controller may sacrifice to keep it",
              "discard": "instead of cost: a filter of what card of their hand its controller may discard to keep it"}
    hurts = ("what", "target")
    examples = (({"do": "counter_unless_pays", "cost": "{2}"}, [{"what": "spell"}],
                 "Counter target spell unless its controller pays {2}."),
                ({"do": "counter_unless_pays", "discard": {"what": "card", "types": ["Instant", "Sorcery"]}},
                 [{"what": "spell"}], "Counter target spell unless its controller discards an instant or sorcery card."))

    def check(self, eff: dict) -> str | None:
        if eff.get("sacrifice") is not None or eff.get("discard") is not None:
            return None
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
        payer = it.controller
        if eff.get("sacrifice") is not None:
            return self._sacrifice(g, fr, eff, it, payer)
        if eff.get("discard") is not None:
            return self._discard(g, fr, eff, it, payer)
        cost = ManaCost.parse(str(eff["cost"]))
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
        return _countered(g, it)

    def _sacrifice(self, g: "Game", fr: "Frame", eff: "EffectUse", it: Any, payer: str) -> bool:
        f = eff["sacrifice"]
        fs = f if isinstance(f, FilterSpec) else FilterSpec(dict(f))
        a = answered(fr)
        stage = fr.ctx.get("stage")
        if stage is None:
            cands = [o for o in g.battlefield if g.objects[o].controller == payer and g.matches(o, fs, None, payer)]
            if cands:
                fr.ctx["stage"] = "asked"
                return ask(g, payer, f"Sacrifice {self._what(eff)} or {it.source_name} is countered (ward)?",
                           [("yes", "yes"), ("no", "no")], purpose="pay_or_countered",
                           cost=f"sacrifice {self._what(eff)}", name=it.source_name)
        elif stage == "asked" and a == "yes":
            cands = [o for o in g.battlefield if g.objects[o].controller == payer and g.matches(o, fs, None, payer)]
            if cands:
                fr.ctx["stage"] = "choose"
                return ask_objects(g, payer, f"Sacrifice {self._what(eff)} (ward)", cands, purpose="sacrifice")
        elif stage == "choose" and a is not None and a in g.objects and g.objects[a].zone == "battlefield":
            g.sacrifice(a)
            g.emit("effect", f"{g.players[payer].name} sacrifices {g.name(a)}: {it.source_name} is not countered",
                   "702.21a", player=payer)
            return True
        return _countered(g, it)

    def _discard(self, g: "Game", fr: "Frame", eff: "EffectUse", it: Any, payer: str) -> bool:
        """702.21a: "Ward—Discard a ...": yes or no, then the card (701.8a), or the spell or ability is countered."""
        f = eff["discard"]
        fs = f if isinstance(f, FilterSpec) else FilterSpec({**dict(f), "zone": "hand"})
        a = answered(fr)
        stage = fr.ctx.get("stage")
        what = self._what(eff, "discard")
        src = fr.vars.get("source")
        cands = [c for c in g.players[payer].hand if g.matches(c, fs, src, payer)]
        if stage is None:
            if cands:
                fr.ctx["stage"] = "asked"
                return ask(g, payer, f"Discard {what} or {it.source_name} is countered (ward)?",
                           [("yes", "yes"), ("no", "no")], purpose="pay_or_countered", cost=f"discard {what}",
                           name=it.source_name, spell=it.id, warded=src if isinstance(src, str) else "", x=it.x)
        elif stage == "asked" and a == "yes":
            if cands:
                fr.ctx["stage"] = "choose"
                return ask_objects(g, payer, f"Discard {what} (ward)", cands, purpose="discard")
        elif stage == "choose" and a is not None and a in g.players[payer].hand:
            g.emit("discard", f"{g.players[payer].name} discards {g.name(a)}", "701.8a", player=payer, obj=a)
            g.move(a, "graveyard", silent=True)
            g.emit("effect", f"{g.players[payer].name} discards {what}: {it.source_name} is not countered",
                   "702.21a", player=payer)
            return True
        return _countered(g, it)

    @staticmethod
    def _what(eff: Any, field: str = "sacrifice") -> str:
        from ..cards.render import describe_filter
        d = describe_filter({k: v for k, v in dict(eff[field]).items() if k != "zone" or field != "discard"})
        return ("an " if d[:1] in "aeiou" else "a ") + d

    def text(self, eff: Any, ctx: Any) -> str:
        if eff.get("discard") is not None:
            return (f"counter {ctx.obj(eff.get('what', 'target'))} unless its controller discards "
                    f"{self._what(eff, 'discard')}")
        if eff.get("sacrifice") is not None:
            return (f"counter {ctx.obj(eff.get('what', 'target'))} unless its controller sacrifices "
                    f"{ctx.a(ctx.filter(eff['sacrifice']))}")
        return f"counter {ctx.obj(eff.get('what', 'target'))} unless its controller pays {eff.get('cost')}"

    def ai(self) -> EffectHint:
        return EffectHint(frozenset({"hostile", "counters"}))


def _countered(g: "Game", it: Any) -> bool:
    """701.5a: the cost wasn't paid: the spell or ability is countered (a spell goes to its owner's graveyard)."""
    g.remove_from_stack(it)
    g.emit("counter", f"{it.source_name} is countered", "701.5a", obj=it.id, name=it.source_name)
    if it.kind == "spell" and it.id in g.objects:
        g.move(it.id, "graveyard", silent=True)
    return True
