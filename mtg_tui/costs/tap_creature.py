"""Tap an untapped creature you control (701.21a; The Shire): any untapped creature but the source, even one
that came under your control this turn (302.6 is about the creature's own {T} abilities)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import Cost

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import Ability
    from ..engine.game import Game


class TapCreature(Cost):
    name = "tap_creature"
    rule = "701.21a"
    params = {"tap_creature": "true: tap an untapped creature you control"}
    spends_chosen = "tap"  # a creature tapped for mana can't also be tapped for the cost (601.2g-h)
    chooses = True
    examples = (("The Shire", {"kind": "activated", "cost": "{1}{G}", "tap": True, "tap_creature": True,
                               "effects": []}, "{1}{G}, {T}, Tap an untapped creature you control"),)

    def text(self, ab: Any, card: Any, ctx: Any) -> str:
        return "Tap an untapped creature you control"

    def candidates(self, g: "Game", p: str, oid: str, ab: "Ability") -> list[str]:
        c = [i for i in g.creatures(p) if not g.objects[i].tapped and i != oid]
        c.sort(key=lambda i: (g.power(i), i))
        return c

    def payable(self, g: "Game", p: str, oid: str, ab: "Ability") -> bool:
        return bool(self.candidates(g, p, oid, ab))

    def pay(self, g: "Game", p: str, oid: str, ab: "Ability") -> None:
        self.pay_with(g, p, oid, ab, self.candidates(g, p, oid, ab)[:1])

    def pay_with(self, g: "Game", p: str, oid: str, ab: "Ability", objs: list[str]) -> None:
        for c in objs:
            g.tap(c, why=" (cost)")

    def why_not(self, g: "Game", p: str, oid: str, ab: "Ability") -> str:
        o = g.objects[oid]
        other = " other" if g.chars_of(o).is_creature else ""
        return f"You control no{other} untapped creature to tap for {o.card.name}'s cost (602.2b, 701.21a)."
