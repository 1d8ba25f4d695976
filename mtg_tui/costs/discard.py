"""Discard a card of a kind (701.8a): "Discard a historic card" (Sanctum Spirit); not the card itself."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import Cost

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import Ability
    from ..engine.game import Game


class Discard(Cost):
    name = "discard"
    rule = "701.8a"
    chooses = True
    params = {"discard": "a filter: which cards in your hand can be discarded (any card if its 'what' is absent)"}
    examples = (("Sanctum Spirit", {"kind": "activated", "discard": {"what": "card", "historic": True},
                                    "effects": []}, "Discard a historic card"),)

    def text(self, ab: Any, card: Any, ctx: Any) -> str:
        d = dict(ab["discard"])
        d["zone"] = "hand"
        return f"Discard {ctx.a(ctx.filter(d))}"

    def candidates(self, g: "Game", p: str, oid: str, ab: "Ability") -> list[str]:
        f = ab["discard"]  # a filter of cards in hand (the ability's reading, engine/ability.py, says so)
        c = [i for i in g.players[p].hand if i != oid and g.matches(i, f, oid, p)]
        c.sort(key=lambda i: (g.objects[i].card.cost.mana_value, i))
        return c

    def payable(self, g: "Game", p: str, oid: str, ab: "Ability") -> bool:
        return bool(self.candidates(g, p, oid, ab))

    def pay(self, g: "Game", p: str, oid: str, ab: "Ability") -> None:
        self.pay_with(g, p, oid, ab, self.candidates(g, p, oid, ab)[:1])

    def pay_with(self, g: "Game", p: str, oid: str, ab: "Ability", objs: list[str]) -> None:
        for d in objs:
            g.emit("discard", f"{g.players[p].name} discards {g.name(d)} (cost)", "701.8a", player=p, obj=d)
            g.move(d, "graveyard", silent=True)

    def why_not(self, g: "Game", p: str, oid: str, ab: "Ability") -> str:
        from ..cards.render import Ctx

        card = g.objects[oid].card
        ctx = Ctx(card, [])
        return (f"You have no {ctx.filter(ab['discard'])} in your hand to discard for {card.name}'s cost "
                f"(701.8a).")
