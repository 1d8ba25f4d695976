"""You cycle a card (702.29): "Whenever you cycle a card"."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import EventUse, TriggerMode

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import Ability
    from ..engine.game import Game
    from ..engine.objects import Obj


class Cycle(TriggerMode):
    name = "cycle"
    rule = "702.29"
    listens = "cycle"
    matches = "you cycle a card"
    hint = "you cycle a card"
    events = {"cycle": {}}

    def text(self, card: Any, use: EventUse, trig: Any) -> str:
        return "Whenever you cycle a card"

    def fires(self, g: "Game", d: dict, use: EventUse, oid: str, o: "Obj", ab: "Ability") -> dict | None:
        return {} if o.controller == d["player"] else None
