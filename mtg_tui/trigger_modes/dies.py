"""A creature dies: it is put into a graveyard from the battlefield (700.4).  "When ~ dies", "Whenever
another Halfling you control dies" (the creature as it last existed, 603.10a)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import EventUse, Fired, TriggerMode, granted_triggers
from .phrasing import me, self_or_filter

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import Ability
    from ..engine.game import Game
    from ..engine.objects import Obj


def died(d: dict) -> bool:
    """Whether a zone event is a creature dying."""
    return d.get("frm") == "battlefield" and d.get("to") == "graveyard" and "Creature" in (d.get("lki") or {}).get(
        "types", ())


class Dies(TriggerMode):
    name = "dies"
    rule = "700.4"
    listens = "zone"
    matches = "self, or a filter on the creature that died, as it last existed (controller, subtypes, other)"
    hint = "a creature is put into a graveyard from the battlefield"
    events = {"self_dies": {"self_only": True}, "dies": {}}

    def text(self, card: Any, use: EventUse, trig: Any) -> str:
        if use.self_only:
            return f"When {me(card)} dies"
        return self_or_filter(card, trig, "dies")

    def own(self, g: "Game", d: dict, out: list[Fired]) -> None:
        lki = d.get("lki") or {}
        card = lki.get("card")
        if card is None or not died(d):
            return
        for ab in list(card.triggered) + granted_triggers(g, d["obj"]):
            if ab["trigger"]["event"] in self.own_events:
                out.append((lki["controller"], ab, d["obj"], lki["name"], {"new": d.get("new"), "lki": lki}))

    def others(self, g: "Game", d: dict, out: list[Fired]) -> None:
        if died(d):
            super().others(g, d, out)

    def fires(self, g: "Game", d: dict, use: EventUse, oid: str, o: "Obj", ab: "Ability") -> dict | None:
        lki = d["lki"]
        f = ab["trigger"].get("filter") or {}
        you = o.controller
        if f.get("other") and d["obj"] == oid:
            return None
        c = f.get("controller", "any")
        if c == "you" and lki["controller"] != you:
            return None
        if (c == "opponent" or c == "not_you") and lki["controller"] == you:
            return None
        if f.get("subtypes") and not any(s in lki["subtypes"] for s in f["subtypes"]):
            return None
        return {"died": d["obj"], "lki": lki}
