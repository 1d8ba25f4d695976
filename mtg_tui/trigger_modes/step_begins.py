"""A step begins (603.2): "At the beginning of your upkeep", "At the beginning of each end step"."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import EventUse, TriggerMode

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import Ability
    from ..engine.game import Game
    from ..engine.objects import Obj


class StepBegins(TriggerMode):
    name = "step begins"
    rule = "603.2"
    listens = "step"
    matches = "the step (upkeep, end step, beginning of combat); whose: 'you' (your turn's) or 'each'"
    hint = "a step begins"
    events = {"upkeep": {"step": "upkeep"}, "end_step": {"step": "end"},
              "beginning_of_combat": {"step": "beginning_of_combat"}}

    _TEXT = {"upkeep": ("At the beginning of each upkeep", "At the beginning of your upkeep"),
             "end": ("At the beginning of each end step", "At the beginning of your end step"),
             "beginning_of_combat": ("At the beginning of each combat", "At the beginning of combat on your turn")}

    def text(self, card: Any, use: EventUse, trig: Any) -> str:
        each, yours = self._TEXT[use.opts["step"]]
        return each if trig.get("whose", "you") == "each" else yours

    def fires(self, g: "Game", d: dict, use: EventUse, oid: str, o: "Obj", ab: "Ability") -> dict | None:
        if use.opts["step"] != d["step"]:
            return None
        whose = ab["trigger"].get("whose", "you")
        return {} if whose == "each" or o.controller == g.active else None
