"""{T}: tap this permanent (107.5); a creature's {T} ability needs it to have been under its controller's
control since their turn began (302.6)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine import combat as _combat
from .base import Cost

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import Ability
    from ..engine.game import Game


class Tap(Cost):
    name = "tap"
    rule = "107.5"
    params = {"tap": "true: {T}, tap this permanent"}
    excludes_self = True
    first = True
    taps_source = True
    examples = (("Mind Stone", {"kind": "activated", "cost": "{1}", "tap": True, "effects": []}, "{1}, {T}"),)

    def text(self, ab: Any, card: Any, ctx: Any) -> str:
        return "{T}"

    def payable(self, g: "Game", p: str, oid: str, ab: "Ability") -> bool:
        o = g.objects[oid]
        if o.tapped:
            return False
        return not (o.sick and _combat.summoning_sick(g, oid))  # 302.6

    def pay(self, g: "Game", p: str, oid: str, ab: "Ability") -> None:
        g.tap(oid, why=" (cost)")

    def pay_for_mana(self, g: "Game", p: str, oid: str, ab: "Ability") -> None:
        g.tap(oid, why=" for mana")

    def why_not(self, g: "Game", p: str, oid: str, ab: "Ability") -> str:
        o = g.objects[oid]
        if o.tapped:
            return (f"{o.card.name} is tapped: {{T}} in a cost means 'tap this permanent', and a tapped one can't "
                    f"be tapped again (107.5).")
        return (f"{o.card.name} came under your control this turn: a creature's {{T}} abilities work only once "
                f"you've controlled it continuously since your most recent turn began (302.6).")
