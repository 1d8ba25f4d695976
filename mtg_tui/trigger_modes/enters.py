"""A permanent enters the battlefield (603.6a): "When ~ enters", "Whenever a creature you control enters"."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import EventUse, Fired, TriggerMode
from .phrasing import me, self_or_filter

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import Ability
    from ..engine.game import Game
    from ..engine.objects import Obj


class Enters(TriggerMode):
    name = "enters"
    rule = "603.6a"
    listens = "zone"
    matches = "self, or a filter on the object that entered (controller, types, supertypes, subtypes, other)"
    hint = "a permanent enters the battlefield"
    events = {"self_enters": {"self_only": True}, "enters": {}}

    def text(self, card: Any, use: EventUse, trig: Any) -> str:
        if use.self_only:
            return f"When {me(card)} enters"
        return self_or_filter(card, trig, "enters")

    def own(self, g: "Game", d: dict, out: list[Fired]) -> None:
        new = d.get("new")
        if d.get("to") != "battlefield" or new is None or new not in g.objects:
            return
        no = g.objects[new]
        for ab in no.card.triggered:
            if ab["trigger"]["event"] in self.own_events:
                out.append((no.controller, ab, new, no.card.name, {}))

    def others(self, g: "Game", d: dict, out: list[Fired]) -> None:
        new = d.get("new")
        if d.get("to") != "battlefield" or new is None or new not in g.objects:
            return
        super().others(g, d, out)

    def fires(self, g: "Game", d: dict, use: EventUse, oid: str, o: "Obj", ab: "Ability") -> dict | None:
        assert ab.trigger is not None, "a triggered ability has its trigger"
        new = d["new"]
        return {"entered": new} if g.matches(new, ab.trigger.filter, oid, o.controller) else None
