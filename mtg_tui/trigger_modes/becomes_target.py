"""A permanent becomes the target of a spell or ability (115.1, 603.2): "Whenever a creature you control with a
+1/+1 counter on it becomes the target of a spell or ability an opponent controls" (Elrond, Master of Healing).

A spell or ability becomes the target... as it is put on the stack with its targets chosen (601.2c: cast;
602.2b: activated; 603.3d: a triggered ability).  At that point the engine asks each targeted permanent's own
statics (ward, 702.21a) and sends a "target" event for each permanent targeted (``engine.effects.becomes_target``):
``obj`` the permanent, ``by`` the controller of the spell or ability, ``item`` its stack object.  The targeting
is already told by the spell's or ability's own message ("... targeting Grizzly Bears"): the event is not logged
again.  Each permanent it targets is one event, so one spell targeting two of them triggers the ability twice.

The mode narrows it by the trigger's ``filter`` (the permanent, as it is then), by who controls the spell or
ability (``becomes_target_of_opponent``: an opponent of the ability's controller), by what targets it
(``becomes_target_of_spell``: a spell, not an ability: King of the Oathbreakers), and by the trigger's
``with_counter`` ("with a +1/+1 counter on it": the permanent has one or more counters of that kind, 122.1)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import EventUse, TriggerMode

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import Ability
    from ..engine.game import Game
    from ..engine.objects import Obj


class BecomesTarget(TriggerMode):
    name = "becomes the target"
    rule = "603.2"
    listens = "target"
    matches = ("a filter on the permanent targeted (and with_counter: it has a counter of that kind, 122.1); "
               "who controls the spell or ability (an opponent)")
    hint = "a permanent becomes the target of a spell or ability"
    events = {"becomes_target": {}, "becomes_target_of_opponent": {"by": "opponent"},
              # "Whenever King of the Oathbreakers or another Spirit you control becomes the target of a spell"
              # (a spell's, not an ability's: the stack object's kind, 112.1)
              "becomes_target_of_spell": {"of": "spell"}}

    def text(self, card: Any, use: EventUse, trig: Any) -> str:
        from .phrasing import r, self_or_filter

        if use.opts.get("of") == "spell":
            return self_or_filter(card, trig, "becomes the target of a spell")

        rd = r()
        what = rd._a(rd.describe_filter(dict(trig.get("filter") or {}), card=card))
        kind = trig.get("with_counter")
        if kind:
            what += f" with {rd._a(str(kind))} counter on it"
        by = " an opponent controls" if use.opts.get("by") == "opponent" else ""
        return f"Whenever {what} becomes the target of a spell or ability{by}"

    def fires(self, g: "Game", d: dict, use: EventUse, oid: str, o: "Obj", ab: "Ability") -> dict | None:
        t = d.get("obj")
        if use.opts.get("by") == "opponent" and d.get("by") == o.controller:
            return None  # its own controller's spell or ability
        if use.opts.get("of") == "spell" and not any(it.id == d.get("item") and it.kind == "spell" for it in g.stack):
            return None  # an ability's target
        to = g.objects.get(t) if isinstance(t, str) else None
        if to is None or to.zone != "battlefield":
            return None
        t = to.id
        trig = ab.trigger
        if trig is None or not g.matches(t, trig.filter, oid, o.controller):
            return None
        kind = trig.get("with_counter")
        if kind and to.counters.get(str(kind), 0) <= 0:
            return None
        return {"targeted": t, "by": d.get("item")}
