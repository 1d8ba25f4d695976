"""A permanent deals damage (120.3): "Whenever East-Mark Cavalier deals damage to a Goblin or Orc" (the
``self_deals_damage`` name, narrowed by a filter on what was dealt damage: a creature or planeswalker as it is
now, on the battlefield; a player matches only a filter of players).  Its effects refer to what was dealt damage
as ``damaged`` ("destroy that creature")."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import EventUse, Fired, TriggerMode
from .phrasing import me, r

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game


class DealsDamage(TriggerMode):
    name = "deals damage"
    rule = "120.3"
    listens = "damage"
    matches = "self, dealing damage to what matches a filter"
    hint = "this permanent deals damage"
    events = {"self_deals_damage": {"self_only": True}}

    def text(self, card: Any, use: EventUse, trig: Any) -> str:
        f = trig.get("filter")
        to = f" to {r()._a(r().describe_filter(f, card=card))}" if f else ""
        return f"Whenever {me(card)} deals damage{to}"

    def own(self, g: "Game", d: dict, out: list[Fired]) -> None:
        src = d.get("source")
        target = d.get("target")
        o = g.objects.get(src) if isinstance(src, str) else None
        if o is None or o.zone != "battlefield" or not o.card.triggered or not isinstance(target, str):
            return
        for ab in o.card.triggered:
            if ab["trigger"]["event"] not in self.own_events:
                continue
            assert ab.trigger is not None, "a triggered ability has its trigger"
            if ab["trigger"].get("filter") and not g.matches(target, ab.trigger.filter, src, o.controller):
                continue
            out.append((o.controller, ab, o.id, o.card.name, {"damaged": target}))
