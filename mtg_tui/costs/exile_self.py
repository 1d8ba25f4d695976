"""Exile this card from your graveyard (406.1, 602.1): the cost of an ability that works in its owner's graveyard
(113.6: its card file says ``zone = "graveyard"``), "{3}{B}, Exile Gollum's Bite from your graveyard: ...".
Paid as the ability is activated; the ability then resolves on its own, its source gone (113.7a)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import Cost

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import Ability
    from ..engine.game import Game


class ExileSelf(Cost):
    name = "exile_self"
    rule = "406.1"
    params = {"exile_self": "true: exile this card from your graveyard (an ability with zone = \"graveyard\")"}
    excludes_self = True
    first = True
    uses_up_source = True
    examples = (("Gollum's Bite", {"kind": "activated", "zone": "graveyard", "cost": "{3}{B}", "exile_self": True,
                                   "sorcery_speed": True, "effects": [{"do": "ring_tempts"}]},
                 "{3}{B}, Exile Gollum's Bite from your graveyard"),)

    def check(self, ab: Any) -> str | None:
        if ab.get("exile_self") and ab.get("zone") != "graveyard":
            return 'exiling the card from your graveyard is a cost of an ability with zone = "graveyard"'
        return None

    def text(self, ab: Any, card: Any, ctx: Any) -> str:
        return f"Exile {ctx.name} from your graveyard"

    def payable(self, g: "Game", p: str, oid: str, ab: "Ability") -> bool:
        o = g.objects.get(oid)
        return o is not None and o.zone == "graveyard" and o.owner == p

    def pay(self, g: "Game", p: str, oid: str, ab: "Ability") -> None:
        g.move(oid, "exile", rule="406.1")

    def why_not(self, g: "Game", p: str, oid: str, ab: "Ability") -> str:
        return "Only a card in your own graveyard can be exiled from there for its own cost (406.1)."
