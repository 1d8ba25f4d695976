"""Sacrifice this permanent (701.17a): paid last, after the other costs."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import Cost

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import Ability
    from ..engine.game import Game


class SacrificeSelf(Cost):
    name = "sacrifice_self"
    rule = "701.17a"
    params = {"sacrifice_self": "true: sacrifice this permanent"}
    excludes_self = True
    first = True
    uses_up_source = True
    examples = (("Mind Stone", {"kind": "activated", "cost": "{1}", "tap": True, "sacrifice_self": True,
                                "effects": []}, "{1}, {T}, Sacrifice Mind Stone"),)

    def text(self, ab: Any, card: Any, ctx: Any) -> str:
        # a cost names the card in full, a legendary one too ("Sacrifice Boromir, Warden of the Tower:")
        return f"Sacrifice {getattr(card, 'name', None) or ctx.name}"

    def payable(self, g: "Game", p: str, oid: str, ab: "Ability") -> bool:
        o = g.objects.get(oid)
        return o is not None and o.zone == "battlefield" and o.controller == p

    def pay(self, g: "Game", p: str, oid: str, ab: "Ability") -> None:
        g.sacrifice(oid)

    def why_not(self, g: "Game", p: str, oid: str, ab: "Ability") -> str:
        return "Only a permanent you control can be sacrificed for its own cost (701.17a)."
