"""A permanent phases in (702.26c): "Whenever King of the Oathbreakers or another Spirit you control phases in".

Phasing in is no zone change (702.26d): the permanent doesn't enter, and nothing that triggers on entering
triggers; what triggers on it phasing in is this mode.  It listens to the "phase" event ``Game._phase_in`` sends
for each permanent that phased in directly (``phased`` "in"; what phased in along with it, attached to it, has no
event of its own, 702.26g).  Permanents phase in as their controller's untap step begins (502.1), where no player
gets priority: the abilities wait for the upkeep (502.4, 503.1a).  The trigger's filter narrows it, with "~ or
another ..." read as for entering."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import EventUse, TriggerMode
from .phrasing import self_or_filter

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import Ability
    from ..engine.game import Game
    from ..engine.objects import Obj


class PhasesIn(TriggerMode):
    name = "phases in"
    rule = "702.26c"
    listens = "phase"
    matches = "a filter on the permanent that phased in (controller, types, subtypes, other)"
    hint = "a permanent phases in (as its controller's untap step begins)"
    events = {"phases_in": {}}

    def text(self, card: Any, use: EventUse, trig: Any) -> str:
        return self_or_filter(card, trig, "phases in")

    def fires(self, g: "Game", d: dict, use: EventUse, oid: str, o: "Obj", ab: "Ability") -> dict | None:
        if d.get("phased") != "in":
            return None
        t = d.get("obj")
        if not isinstance(t, str) or t not in g.objects or g.objects[t].zone != "battlefield":
            return None
        trig = ab.trigger
        if trig is None or not g.matches(t, trig.filter, oid, o.controller):
            return None
        return {"phased_in": t}
