"""Discard a card of a kind (701.8a): "Discard a historic card" (Sanctum Spirit); not the card itself."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import Cost

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game


class Discard(Cost):
    name = "discard"
    rule = "701.8a"
    params = {"discard": "a filter: which cards in your hand can be discarded (any card if its 'what' is absent)"}
    examples = (("Sanctum Spirit", {"kind": "activated", "discard": {"what": "card", "historic": True},
                                    "effects": []}, "Discard a historic card"),)

    def __init__(self) -> None:
        #: each ability's filter as a filter of cards in hand, made once (by the identity of the card
        #: file's filter, which it keeps alive)
        self._hand: dict[int, tuple[Any, dict]] = {}

    def hand_filter(self, ab: dict) -> dict:
        """The discard filter as a filter of cards in hand."""
        d = ab["discard"]
        got = self._hand.get(id(d))
        if got is not None and got[0] is d:
            return got[1]
        hand = {**d, "zone": "hand"}
        f = {**hand, "what": hand.get("what", "card")}
        self._hand[id(d)] = (d, f)
        return f

    def text(self, ab: dict, card: Any, ctx: Any) -> str:
        d = dict(ab["discard"])
        d["zone"] = "hand"
        return f"Discard {ctx.a(ctx.filter(d))}"

    def candidates(self, g: "Game", p: str, oid: str, ab: dict) -> list[str]:
        f = self.hand_filter(ab)
        c = [i for i in g.players[p].hand if i != oid and g.matches(i, f, oid, p)]
        c.sort(key=lambda i: (g.objects[i].card.cost.mana_value, i))
        return c

    def payable(self, g: "Game", p: str, oid: str, ab: dict) -> bool:
        return bool(self.candidates(g, p, oid, ab))

    def pay(self, g: "Game", p: str, oid: str, ab: dict) -> None:
        d = self.candidates(g, p, oid, ab)[0]
        g.emit("discard", f"{g.players[p].name} discards {g.name(d)} (cost)", "701.8a", player=p, obj=d)
        g.move(d, "graveyard", silent=True)

    def why_not(self, g: "Game", p: str, oid: str, ab: dict) -> str:
        from ..cards.render import Ctx

        card = g.objects[oid].card
        ctx = Ctx(card, [])
        return (f"You have no {ctx.filter(self.hand_filter(ab))} in your hand to discard for {card.name}'s cost "
                f"(701.8a).")
