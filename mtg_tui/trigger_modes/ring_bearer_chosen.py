"""You choose a Ring-bearer (701.52a): "Whenever you choose a creature as your Ring-bearer"."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import EventUse, TriggerMode
from .phrasing import bearer

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import Ability
    from ..engine.game import Game
    from ..engine.objects import Obj


class RingBearerChosen(TriggerMode):
    name = "a Ring-bearer is chosen"
    rule = "701.52a"
    listens = "ring"
    matches = "you choose a Ring-bearer"
    hint = "you choose a creature as your Ring-bearer"
    events = {"choose_ring_bearer": {}}

    def text(self, card: Any, use: EventUse, trig: Any) -> str:
        who = bearer(card, dict(trig["filter"])) if trig.get("filter") else "a creature"
        return f"Whenever you choose {who} as your Ring-bearer"

    def fires(self, g: "Game", d: dict, use: EventUse, oid: str, o: "Obj", ab: "Ability") -> dict | None:
        if d.get("what") != "chosen" or o.controller != d["player"]:
            return None
        return {"bearer": d.get("bearer")}
