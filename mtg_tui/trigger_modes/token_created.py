"""You create a token (111.1): "Whenever you create a token"."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import EventUse, TriggerMode

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import Ability
    from ..engine.game import Game
    from ..engine.objects import Obj


class TokenCreated(TriggerMode):
    name = "a token is created"
    rule = "111.1"
    listens = "token"
    matches = "you create a token"
    hint = "you create a token"
    events = {"token_created": {}}

    def text(self, card: Any, use: EventUse, trig: Any) -> str:
        return "Whenever you create a token"

    def fires(self, g: "Game", d: dict, use: EventUse, oid: str, o: "Obj", ab: "Ability") -> dict | None:
        return {"token": d["obj"]} if o.controller == d["controller"] else None
