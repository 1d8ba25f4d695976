"""You put counters on it (122.6, 603.2c): "Whenever you put one or more counters on Aragorn" (Aragorn, Company
Leader).

It listens to the engine's "counters_put" event (``Game.counters_put``, not logged: each kind's "counters" event
told of it): one for each event of putting counters on a permanent, with the player who put them (``by``: the
controller of the effect or cost that put them, 122.6; the permanent's controller for counters it enters with,
122.6a) and the kinds put (``kinds``).  One effect that puts several kinds at once (``put_counters`` with
``kinds``, a ``move_counters`` of several kinds) is one event: the ability triggers once, knowing every kind
("one or more", 603.2c); two effects are two events.  Only counters put on the permanent itself by its controller
count ("you put"): an opponent's effect that puts counters on it triggers nothing.  ``kinds`` is the data its
effects read (``put_counters`` with ``those_kinds``: "one of each of those kinds of counters")."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import EventUse, Fired, TriggerMode, granted_triggers
from .phrasing import me

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game


class CountersPut(TriggerMode):
    name = "you put counters on it"
    rule = "122.6"
    listens = "counters_put"
    matches = ("self: its controller put one or more counters on it in one event (an effect's or a cost's, or as it "
               "entered the battlefield); once for the event, with the kinds put")
    hint = "you put one or more counters on this permanent"
    events = {"you_put_counters_on_self": {"self_only": True}}

    def text(self, card: Any, use: EventUse, trig: Any) -> str:
        return f"Whenever you put one or more counters on {me(card)}"

    def own(self, g: "Game", d: dict, out: list[Fired]) -> None:
        oid = d.get("obj")
        o = g.objects.get(oid) if oid is not None else None
        if o is None or o.zone != "battlefield" or d.get("by") != o.controller or not d.get("kinds"):
            return
        for ab in list(o.card.triggered) + granted_triggers(g, o.id):
            if ab["trigger"]["event"] in self.own_events:
                out.append((o.controller, ab, o.id, o.card.name, {"kinds": list(d["kinds"])}))
