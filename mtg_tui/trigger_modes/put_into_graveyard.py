"""A permanent is put into a graveyard from the battlefield, a creature or not (603.6c): "When ~ is put into
a graveyard from the battlefield"."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import EventUse, Fired, TriggerMode, granted_triggers
from .phrasing import me

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game


class PutIntoGraveyard(TriggerMode):
    name = "put into a graveyard"
    rule = "603.6c"
    listens = "zone"
    matches = "self: the object is put into a graveyard from the battlefield (a creature or not)"
    hint = "this permanent is put into a graveyard from the battlefield"
    events = {"self_to_graveyard": {"self_only": True}}

    def text(self, card: Any, use: EventUse, trig: Any) -> str:
        return f"When {me(card)} is put into a graveyard from the battlefield"

    def own(self, g: "Game", d: dict, out: list[Fired]) -> None:
        lki = d.get("lki") or {}
        card = lki.get("card")
        if card is None or d.get("frm") != "battlefield" or d.get("to") != "graveyard":
            return
        for ab in list(card.triggered) + granted_triggers(g, d["obj"]):
            if ab["trigger"]["event"] in self.own_events:
                out.append((lki["controller"], ab, d["obj"], lki["name"], {"new": d.get("new")}))
