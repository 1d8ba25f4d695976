"""Exile N cards from your graveyard (406.1, 602.2b): "{3}{R}, {T}, Exile three cards from your graveyard: Create
two Treasure tokens" (Mines of Moria).  The player chooses which cards (any cards; not the source, which is on the
battlefield), as a cost is paid: all at once as the ability is activated (601.2h)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import Cost

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import Ability
    from ..engine.game import Game


class ExileFromGraveyard(Cost):
    name = "exile_from_graveyard"
    rule = "406.1"
    params = {"exile_from_graveyard": "how many cards from your graveyard are exiled (0: none, if absent)"}
    chooses = True
    examples = (("Mines of Moria", {"kind": "activated", "cost": "{3}{R}", "tap": True, "exile_from_graveyard": 3,
                                    "effects": []}, "{3}{R}, {T}, Exile three cards from your graveyard"),)

    def has(self, ab: Any) -> bool:
        return bool(ab.get("exile_from_graveyard"))

    def check(self, ab: Any) -> str | None:
        n = ab.get("exile_from_graveyard") or 0
        return None if n >= 0 else f"exile_from_graveyard must be at least 0 (got {n})"

    def text(self, ab: Any, card: Any, ctx: Any) -> str:
        return f"Exile {ctx.count(int(ab['exile_from_graveyard']), 'card')} from your graveyard"

    def candidates(self, g: "Game", p: str, oid: str, ab: "Ability") -> list[str]:
        # best first: the cards least likely to matter from the graveyard (lands, then the cheapest)
        c = [i for i in g.players[p].graveyard if i != oid]
        c.sort(key=lambda i: (not g.objects[i].card.is_land, g.objects[i].card.cost.mana_value, i))
        return c

    def count(self, ab: Any) -> int:
        return int(ab.get("exile_from_graveyard") or 0)

    def payable(self, g: "Game", p: str, oid: str, ab: "Ability") -> bool:
        return len(g.players[p].graveyard) >= self.count(ab)

    def pay(self, g: "Game", p: str, oid: str, ab: "Ability") -> None:
        self.pay_with(g, p, oid, ab, self.candidates(g, p, oid, ab)[:self.count(ab)])

    def pay_with(self, g: "Game", p: str, oid: str, ab: "Ability", objs: list[str]) -> None:
        for c in objs:
            g.emit("effect", f"{g.players[p].name} exiles {g.name(c)} from their graveyard (cost)", "406.1",
                   player=p, obj=c)
            g.move(c, "exile", silent=True)

    def why_not(self, g: "Game", p: str, oid: str, ab: "Ability") -> str:
        card = g.objects[oid].card
        have = len(g.players[p].graveyard)
        n = self.count(ab)
        return (f"You have {have} card{'s' if have != 1 else ''} in your graveyard; {card.name}'s cost exiles {n} "
                f"(406.1).")
