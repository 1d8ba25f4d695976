"""Put from hand: "you may put a creature card with lesser power from your hand onto the battlefield tapped and
attacking" (Shadowfax, Lord of Horses; 110.2, 508.4).

The controller chooses a card of their hand that passes ``filter`` (a card filter; ``lesser_power``: its
printed power is less than the source's power now, or as it last existed, 608.2h), or ``done`` to put none
(it is a "may"); the card is put onto the battlefield under their control, tapped and attacking when
``attacking`` says so (``engine.combat.enter_attacking``, 508.4).  The choice is of the player's own hand: the
decision goes to them alone, and the cards it names are theirs.

``any_number``: "put any number of creature cards from your hand onto the battlefield" (Last March of the Ents):
the player chooses one card at a time, until ``done`` or none is left to choose; the chosen cards are then put
onto the battlefield together, at once (they enter simultaneously, 603.6a)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.combat import enter_attacking
from ..engine.effects import answered, ask_objects
from ..engine.filters import FilterSpec
from .base import Effect, EffectHint

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class PutFromHand(Effect):
    name = "put_from_hand"
    rule = "110.2"
    params = {"filter": "which cards of your hand (a card filter; any creature card if absent)",
              "lesser_power": "only a card whose power is less than the source's (false if absent)",
              "attacking": "it enters tapped and attacking (508.4; false if absent)",
              "any_number": "any number of such cards, chosen one at a time, put onto the battlefield at once "
                            "(false if absent: one card at most)"}
    examples = (({"do": "put_from_hand", "filter": {"what": "creature", "zone": "hand"}, "lesser_power": True,
                  "attacking": True}, [],
                 "You may put a creature card with lesser power from your hand onto the battlefield tapped and "
                 "attacking."),
                ({"do": "put_from_hand", "filter": {"what": "creature", "zone": "hand"}}, [],
                 "You may put a creature card from your hand onto the battlefield."),
                ({"do": "put_from_hand", "filter": {"what": "creature", "zone": "hand"}, "any_number": True}, [],
                 "Put any number of creature cards from your hand onto the battlefield."))

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        p = fr.controller
        a = answered(fr)
        if eff.get("any_number"):
            return self._any_number(g, fr, eff, a)
        if fr.ctx.get("asked"):
            if a is not None and a in g.players[p].hand:
                nid = g.move(a, "battlefield", controller=p, tapped=bool(eff.get("attacking")), rule="110.2")
                if nid is not None and eff.get("attacking"):
                    enter_attacking(g, nid, p)
            return True
        cards = self._cards(g, fr, eff)
        if not cards:
            return True
        fr.ctx["asked"] = True
        return ask_objects(g, p, "Put a card from your hand onto the battlefield? (done: none)", cards, done=True,
                           purpose="put_from_hand", cards=[g.name(c) for c in cards], order_ids=list(cards))

    def _any_number(self, g: "Game", fr: "Frame", eff: "EffectUse", a: Any) -> bool:
        p = fr.controller
        chosen: list[str] = fr.ctx.setdefault("chosen", [])
        if fr.ctx.get("asked"):
            fr.ctx["asked"] = False
            if a is not None and a in g.players[p].hand and a not in chosen:
                chosen.append(a)
            else:  # done: the choice is made
                return self._put_all(g, p, chosen)
        cards = [c for c in self._cards(g, fr, eff) if c not in chosen]
        if not cards:
            return self._put_all(g, p, chosen)
        fr.ctx["asked"] = True
        return ask_objects(g, p, f"Put a card from your hand onto the battlefield? ({len(chosen)} chosen; done: "
                                 "no more)", cards, done=True, purpose="put_from_hand",
                           cards=[g.name(c) for c in cards], order_ids=list(cards))

    @staticmethod
    def _put_all(g: "Game", p: str, chosen: list[str]) -> bool:
        for c in chosen:  # 603.6a: they enter together (the triggers they cause wait for the next priority)
            if c in g.players[p].hand:
                g.move(c, "battlefield", controller=p, rule="110.2")
        return True

    def _cards(self, g: "Game", fr: "Frame", eff: "EffectUse") -> list[str]:
        p = fr.controller
        raw = eff.get("filter") or {"what": "creature", "zone": "hand"}
        fs = raw if isinstance(raw, FilterSpec) else FilterSpec(dict(raw))
        src = fr.vars.get("source")
        limit = None
        if eff.get("lesser_power"):
            limit = _source_power(g, src)
        cards = []
        for c in g.players[p].hand:
            card = g.objects[c].card
            if fs.w == 0 and "Creature" not in card.types:  # W_CREATURE
                continue
            if limit is not None and (card.power is None or int(card.power) >= limit):
                continue
            cards.append(c)
        return cards

    def text(self, eff: Any, ctx: Any) -> str:
        what = ctx.filter(eff.get("filter") or {"what": "creature", "zone": "hand"})
        if eff.get("lesser_power"):
            what += " with lesser power"
        if eff.get("any_number"):
            return f"put any number of {ctx.filter(eff.get('filter') or {'what': 'creature', 'zone': 'hand'}, True)}" \
                   " from your hand onto the battlefield"
        text = f"you may put {ctx.a(what)} from your hand onto the battlefield"
        if eff.get("attacking"):
            text += " tapped and attacking"
        return text

    def ai(self) -> EffectHint:
        return EffectHint(frozenset({"makes_creature", "grows_board"}))


def _source_power(g: "Game", src: str | None) -> int:
    """The source's power now, or as it last existed (608.2h)."""
    if src is None:
        return 0
    o = g.objects.get(src)
    if o is not None and o.zone == "battlefield":
        return g.power(src)
    lki = g.last_known.get(src)
    return int(lki.get("power") or 0) if lki is not None else 0
