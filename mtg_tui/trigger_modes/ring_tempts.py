"""The Ring tempts you (701.52): "Whenever the Ring tempts you", "..., if you chose a creature other than
Gandalf as your Ring-bearer"."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import EventUse, TriggerMode
from .phrasing import bearer

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import Ability
    from ..engine.game import Game
    from ..engine.objects import Obj


class RingTempts(TriggerMode):
    name = "the Ring tempts you"
    rule = "701.52"
    listens = "ring"
    matches = "the Ring tempts you; filter (optional): the creature you chose as your Ring-bearer"
    hint = "the Ring tempts you"
    events = {"ring_tempts_you": {}}

    def text(self, card: Any, use: EventUse, trig: Any) -> str:
        lead = "Whenever the Ring tempts you"
        if trig.get("filter"):
            return f"{lead}, if you chose {bearer(card, dict(trig['filter']))} as your Ring-bearer"
        return lead

    def fires(self, g: "Game", d: dict, use: EventUse, oid: str, o: "Obj", ab: "Ability") -> dict | None:
        p = d["player"]
        if d.get("what") != "tempted" or o.controller != p:
            return None
        assert ab.trigger is not None, "a triggered ability has its trigger"
        bf = ab.trigger.get("filter")  # "if you chose a creature other than X" (Gandalf)
        if bf is not None and not (d.get("bearer") and g.matches(d["bearer"], bf, oid, p)):
            return None
        return {"bearer": d.get("bearer")}
