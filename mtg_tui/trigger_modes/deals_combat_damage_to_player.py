"""A creature deals combat damage to a player (510.3a, 120.3a): "Whenever ~ deals combat damage to a player".

It listens to the engine's damage events (``combat`` true, the recipient a player) and fires the source's own
abilities once per combat damage step it deals such damage (510.2: combat damage is dealt at once, one event per
recipient); ``damaged`` is the player dealt damage, which its effects may name."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import EventUse, Fired, TriggerMode
from .phrasing import me

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game


class DealsCombatDamageToPlayer(TriggerMode):
    name = "deals combat damage to a player"
    rule = "510.3a"
    listens = "damage"
    matches = "self: the object deals combat damage to a player"
    hint = "this creature deals combat damage to a player"
    events = {"self_deals_combat_damage_to_player": {"self_only": True}}

    def text(self, card: Any, use: EventUse, trig: Any) -> str:
        return f"Whenever {me(card)} deals combat damage to a player"

    def own(self, g: "Game", d: dict, out: list[Fired]) -> None:
        if not d.get("combat") or d.get("target") not in g.players or not d.get("n"):
            return
        src = d.get("source")
        o = g.objects.get(src) if isinstance(src, str) else None
        if o is None or not isinstance(src, str):
            return
        for ab in o.card.triggered:
            if ab["trigger"]["event"] in self.own_events:
                out.append((o.controller, ab, src, o.card.name, {"damaged": d["target"]}))
