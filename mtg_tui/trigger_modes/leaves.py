"""A permanent leaves the battlefield, for any zone (603.6c): "When ~ leaves the battlefield" (it looks back
in time, 603.10a)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import EventUse, Fired, TriggerMode, granted_triggers
from .phrasing import me

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game


class Leaves(TriggerMode):
    name = "leaves"
    rule = "603.6c"
    listens = "zone"
    matches = "self: the object leaves the battlefield for any zone (looks back in time, 603.10a)"
    hint = "this permanent leaves the battlefield"
    events = {"self_leaves": {"self_only": True}}

    def text(self, card: Any, use: EventUse, trig: Any) -> str:
        return f"When {me(card)} leaves the battlefield"

    def own(self, g: "Game", d: dict, out: list[Fired]) -> None:
        lki = d.get("lki") or {}
        card = lki.get("card")
        if card is None or d.get("frm") != "battlefield":
            return
        for ab in list(card.triggered) + granted_triggers(g, d["obj"]):
            if ab["trigger"]["event"] in self.own_events:
                out.append((lki["controller"], ab, d["obj"], lki["name"], {"new": d.get("new"), "to": d.get("to")}))
