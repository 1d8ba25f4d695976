"""The final chapter ability of a Saga you control resolves (714.2c: the chapter ability with the greatest
chapter number; 608.2): "Whenever the final chapter ability of a Saga you control resolves" (Tom Bombadil).

The engine's "resolve" event says ``final_chapter`` (with the ability's controller and its Saga) as such an
ability finishes resolving (engine/effects.py); the mode fires for the permanents of that controller."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import EventUse, Fired, TriggerMode

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import Ability
    from ..engine.game import Game
    from ..engine.objects import Obj


class FinalChapterResolves(TriggerMode):
    name = "final chapter resolves"
    rule = "714.2c"
    listens = "resolve"
    matches = "the final chapter ability of a Saga you control resolves"
    hint = "the final chapter ability of a Saga you control resolves"
    events = {"final_chapter_resolves": {}}

    def text(self, card: Any, use: EventUse, trig: Any) -> str:
        return "Whenever the final chapter ability of a Saga you control resolves"

    def others(self, g: "Game", d: dict, out: list[Fired]) -> None:
        if d.get("final_chapter"):
            super().others(g, d, out)

    def fires(self, g: "Game", d: dict, use: EventUse, oid: str, o: "Obj", ab: "Ability") -> dict | None:
        return {"saga": d.get("source")} if o.controller == d.get("player") else None
