"""A creature is declared as a blocker (509.3c): "Whenever ~ blocks"."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import EventUse, Fired, TriggerMode
from .phrasing import me

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game


class Blocks(TriggerMode):
    name = "blocks"
    rule = "509.3c"
    listens = "block"
    matches = "self: the object is declared as a blocker"
    hint = "this creature blocks"
    events = {"self_blocks": {"self_only": True}}

    def text(self, card: Any, use: EventUse, trig: Any) -> str:
        return f"Whenever {me(card)} blocks"

    def own(self, g: "Game", d: dict, out: list[Fired]) -> None:
        att = d.get("attacker")
        if d.get("summary") or att is None:
            return
        b = d.get("blocker")
        if b is not None and b in g.objects:
            bo = g.objects[b]
            for ab in bo.card.triggered:
                if ab["trigger"]["event"] in self.own_events:
                    out.append((bo.controller, ab, b, bo.card.name, {"attacker": att}))
