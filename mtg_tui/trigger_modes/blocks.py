"""A creature is declared as a blocker (509.3c): "Whenever ~ blocks"; and, watched by an Equipment, "Whenever
equipped creature blocks or becomes blocked by a creature" (Barrow-Blade): once for each creature it blocks or
that blocks it (509.3d), that creature the trigger's ``combatant`` ("that creature")."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import EventUse, Fired, TriggerMode
from .phrasing import me

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import Ability
    from ..engine.game import Game
    from ..engine.objects import Obj


class Blocks(TriggerMode):
    name = "blocks"
    rule = "509.3c"
    listens = "block"
    matches = ("self: the object is declared as a blocker; equipped_blocks_or_blocked: the creature the watcher "
               "is attached to blocks, or is blocked by, a creature (each pair)")
    hint = "this creature blocks"
    events = {"self_blocks": {"self_only": True}, "equipped_blocks_or_blocked": {}}

    def text(self, card: Any, use: EventUse, trig: Any) -> str:
        if use.event == "equipped_blocks_or_blocked":
            return "Whenever equipped creature blocks or becomes blocked by a creature"
        return f"Whenever {me(card)} blocks"

    def fires(self, g: "Game", d: dict, use: EventUse, oid: str, o: "Obj", ab: "Ability") -> dict | None:
        """509.3d: one block declared: the watcher's creature is its blocker or its attacker."""
        att, b = d.get("attacker"), d.get("blocker")
        if d.get("summary") or att is None or b is None:
            return None
        a = o.attached_to
        if a is None:
            return None
        if a == b:
            return {"combatant": att}
        if a == att:
            return {"combatant": b}
        return None

    def own(self, g: "Game", d: dict, out: list[Fired]) -> None:
        att = d.get("attacker")
        if d.get("summary") or att is None:
            return
        b = d.get("blocker")
        if b is not None and b in g.objects:
            bo = g.objects[b]
            for ab in bo.card.triggered:
                if ab["trigger"]["event"] in self.own_events:
                    out.append((bo.controller, ab, b, bo.card.name, {"attacker": att}))
