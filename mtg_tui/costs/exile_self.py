"""Exile this card or permanent as a cost (406.1, 602.2b), from where its ability works: from its owner's graveyard
for an ability that works there (113.6: its card file says ``zone = "graveyard"``), "{3}{B}, Exile Gollum's Bite
from your graveyard: ..."; from the battlefield for a permanent's ability, "{4}{U}{U}, Exile Lost Isle Calling:
...".  Paid as the ability is activated; the ability then resolves on its own, its source gone (113.7a): what it
says of the source is read as the source last existed (608.2h; ``Game.last_known``, noted as the cost moved it)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import Cost

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import Ability
    from ..engine.game import Game


class ExileSelf(Cost):
    name = "exile_self"
    rule = "406.1"
    params = {"exile_self": "true: exile this card from your graveyard (an ability with zone = \"graveyard\"), or "
                            "this permanent (an ability of a permanent on the battlefield)"}
    excludes_self = True
    first = True
    uses_up_source = True
    examples = (("Gollum's Bite", {"kind": "activated", "zone": "graveyard", "cost": "{3}{B}", "exile_self": True,
                                   "sorcery_speed": True, "effects": [{"do": "ring_tempts"}]},
                 "{3}{B}, Exile Gollum's Bite from your graveyard"),
                ("Lost Isle Calling", {"kind": "activated", "cost": "{4}{U}{U}", "exile_self": True,
                                       "sorcery_speed": True, "effects": [{"do": "draw", "n": "verse_counters"}]},
                 "{4}{U}{U}, Exile Lost Isle Calling"))

    def text(self, ab: Any, card: Any, ctx: Any) -> str:
        if ab.get("zone") == "graveyard":
            return f"Exile {ctx.name} from your graveyard"
        # a cost names the card in full, as "Sacrifice ~" does
        return f"Exile {getattr(card, 'name', None) or ctx.name}"

    def payable(self, g: "Game", p: str, oid: str, ab: "Ability") -> bool:
        o = g.objects.get(oid)
        if o is None:
            return False
        if ab.zone == "graveyard":
            return o.zone == "graveyard" and o.owner == p
        return o.zone == "battlefield" and o.controller == p

    def pay(self, g: "Game", p: str, oid: str, ab: "Ability") -> None:
        g.move(oid, "exile", rule="406.1")

    def why_not(self, g: "Game", p: str, oid: str, ab: "Ability") -> str:
        if ab.zone == "graveyard":
            return "Only a card in your own graveyard can be exiled from there for its own cost (406.1)."
        return "Only a permanent you control can be exiled for its own cost (406.1)."
