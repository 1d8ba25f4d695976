"""A permanent is dealt excess damage (120.10): "Whenever a creature an opponent controls is dealt excess
noncombat damage" (Fall of Cair Andros; the ``dealt_excess_noncombat_damage`` name, narrowed by a filter on the
permanent dealt damage, as it is when dealt it).

The engine's damage event says how much of it was excess (``excess``: beyond lethal damage, counting the damage
already marked and deathtouch, 120.4a; beyond a planeswalker's loyalty); ``noncombat`` leaves out combat damage
(510.2).  Its effects may name the damaged permanent (``damaged``) and the amount ``excess_damage`` ("amass Orcs
X, where X is that excess damage")."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import EventUse, TriggerMode
from .phrasing import r

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import Ability
    from ..engine.game import Game
    from ..engine.objects import Obj


class DealtExcessDamage(TriggerMode):
    name = "dealt excess damage"
    rule = "120.10"
    listens = "damage"
    matches = "a permanent matching a filter is dealt excess damage (noncombat: not combat damage)"
    hint = "a permanent is dealt more damage than lethal damage"
    events = {"dealt_excess_noncombat_damage": {"noncombat": True}}

    def text(self, card: Any, use: EventUse, trig: Any) -> str:
        f = dict(trig.get("filter") or {})
        kind = "noncombat " if use.opts.get("noncombat") else ""
        return f"Whenever {r()._a(r().describe_filter(f, card=card))} is dealt excess {kind}damage"

    def fires(self, g: "Game", d: dict, use: EventUse, oid: str, o: "Obj", ab: "Ability") -> dict | None:
        assert ab.trigger is not None, "a triggered ability has its trigger"
        excess = d.get("excess") or 0
        if excess <= 0 or (use.opts.get("noncombat") and d.get("combat")):
            return None
        t = d.get("target")
        if not isinstance(t, str) or t not in g.objects or not g.matches(t, ab.trigger.filter, oid, o.controller):
            return None
        return {"damaged": t, "excess": excess}
