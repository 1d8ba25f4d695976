"""Remove a counter from this permanent (122.8-like, 602.2b): "{1}, Remove an indestructible counter from Arwen"."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import Cost

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import Ability
    from ..engine.game import Game


class RemoveCounter(Cost):
    name = "remove_counter"
    rule = "602.2b"
    params = {"remove_counter": "the kind of counter removed from this permanent (one counter)"}
    first = True  # a look at the source alone
    examples = (("Mind Stone", {"kind": "activated", "cost": "{1}", "remove_counter": "indestructible",
                                "effects": []}, "{1}, Remove an indestructible counter from Mind Stone"),)

    def text(self, ab: Any, card: Any, ctx: Any) -> str:
        kind = str(ab["remove_counter"])
        return f"Remove {ctx.a(kind + ' counter')} from {ctx.name}"  # (the short name: "from Arwen")

    def payable(self, g: "Game", p: str, oid: str, ab: "Ability") -> bool:
        o = g.objects.get(oid)
        return o is not None and o.zone == "battlefield" and o.counters.get(str(ab["remove_counter"]), 0) > 0

    def pay(self, g: "Game", p: str, oid: str, ab: "Ability") -> None:
        g.remove_counters(oid, str(ab["remove_counter"]), 1, rule="602.2b", why=" (cost)")

    def why_not(self, g: "Game", p: str, oid: str, ab: "Ability") -> str:
        kind = str(ab["remove_counter"])
        return f"{g.objects[oid].card.name} has no {kind} counter to remove (602.2b)."
