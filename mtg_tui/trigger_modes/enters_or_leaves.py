"""A permanent enters or leaves the battlefield: "When ~ enters or leaves the battlefield" (Brandywine Farmer).

One ability with two trigger events (603.2): it triggers as its object enters the battlefield (603.6a) and
again as it leaves for any zone (603.6c; that look back in time, 603.10a, so the controller is the one it had
on the battlefield)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import EventUse, Fired, TriggerMode, granted_triggers
from .phrasing import me

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game


class EntersOrLeaves(TriggerMode):
    name = "enters_or_leaves"
    rule = "603.6a"
    listens = "zone"
    matches = "self: the object enters the battlefield (603.6a) or leaves it for any zone (603.6c, 603.10a)"
    hint = "this permanent enters or leaves the battlefield"
    events = {"self_enters_or_leaves": {"self_only": True}}

    def text(self, card: Any, use: EventUse, trig: Any) -> str:
        return f"When {me(card)} enters or leaves the battlefield"

    def own(self, g: "Game", d: dict, out: list[Fired]) -> None:
        new = d.get("new")
        if d.get("to") == "battlefield" and new is not None and new in g.objects:
            no = g.objects[new]
            for ab in no.card.triggered:
                if ab["trigger"]["event"] in self.own_events:
                    out.append((no.controller, ab, new, no.card.name, {}))
        if d.get("frm") == "battlefield":
            lki = d.get("lki") or {}
            card = lki.get("card")
            if card is None:
                return
            for ab in list(card.triggered) + granted_triggers(g, d["obj"]):
                if ab["trigger"]["event"] in self.own_events:
                    out.append((lki["controller"], ab, d["obj"], lki["name"], {"new": d.get("new"), "to": d.get("to")}))
