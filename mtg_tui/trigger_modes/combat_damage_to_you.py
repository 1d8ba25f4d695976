"""One or more creatures deal combat damage to you (510.2, 603.2c): "Whenever one or more creatures deal combat
damage to you" (Witch-king of Angmar).

It listens to the engine's "combat_damage" event, sent once for each combat damage step in which combat damage was
dealt to a player (510.2: all of that step's combat damage is dealt at once, one event; ``damaged``: each player
dealt combat damage, with the creatures that dealt it).  A watching permanent's ability fires once for that event
when its controller is among the players dealt damage (603.2c: one trigger, however many creatures dealt it; a
first-strike damage step and the regular one are two events).  ``dealers`` (the creatures that dealt it in this
step) and ``damaged`` (you) are the data its effects may name."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import EventUse, TriggerMode

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import Ability
    from ..engine.game import Game
    from ..engine.objects import Obj


class CombatDamageToYou(TriggerMode):
    name = "creatures deal combat damage to you"
    rule = "510.2"
    listens = "combat_damage"
    matches = "the ability's controller is a player dealt combat damage in the step (once for the step's damage)"
    hint = "one or more creatures deal combat damage to you"
    events = {"creatures_deal_combat_damage_to_you": {}}

    def text(self, card: Any, use: EventUse, trig: Any) -> str:
        return "Whenever one or more creatures deal combat damage to you"

    def fires(self, g: "Game", d: dict, use: EventUse, oid: str, o: "Obj", ab: "Ability") -> dict | None:
        dealers = (d.get("damaged") or {}).get(o.controller)
        if not dealers:
            return None
        return {"damaged": o.controller, "dealers": list(dealers)}
