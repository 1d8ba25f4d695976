"""A creature becomes blocked (509.3c): "Whenever ~ becomes blocked".

It triggers once when the declare-blockers declaration is done (509.3c: "whenever a creature becomes blocked"
triggers only once, however many creatures block it), with ``blockers``: the creatures blocking it then, which
its effects may name ("it deals 1 damage to each creature blocking it", Battle-Scarred Goblin).  As it
resolves, those of them still on the battlefield are dealt damage (a blocker gone is a new object, 400.7); one
removed from combat but still on the battlefield is not told apart yet (506.4: it no longer blocks): no card of
the pool removes a blocker from combat before such a trigger resolves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import EventUse, Fired, TriggerMode
from .phrasing import me

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game


class BecomesBlocked(TriggerMode):
    name = "becomes blocked"
    rule = "509.3c"
    listens = "block"
    matches = "self: the object is blocked by one or more creatures as blockers are declared"
    hint = "this creature becomes blocked"
    events = {"self_becomes_blocked": {"self_only": True}}

    def text(self, card: Any, use: EventUse, trig: Any) -> str:
        return f"Whenever {me(card)} becomes blocked"

    def own(self, g: "Game", d: dict, out: list[Fired]) -> None:
        if not d.get("summary"):
            return
        blockers: dict[str, list[str]] = {}
        for att, b in d.get("blocks") or ():
            blockers.setdefault(att, []).append(b)
        for att, bs in blockers.items():
            o = g.objects.get(att)
            if o is None or o.zone != "battlefield":
                continue
            for ab in o.card.triggered:
                if ab["trigger"]["event"] in self.own_events:
                    out.append((o.controller, ab, att, o.card.name, {"blockers": bs}))
