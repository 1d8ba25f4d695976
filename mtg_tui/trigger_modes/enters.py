"""A permanent enters the battlefield (603.6a): "When ~ enters", "Whenever a creature you control enters".

One more name narrows it to what enters under your control, with the printed LTR wording:
``enters_under_your_control`` ("Whenever Erkenbrand or another Human creature enters under your control",
"Landfall — Whenever a land enters under your control": its filter says what, the controller is yours by the
name; the ability word "Landfall" is the ability's ``ability_word``, 207.2c)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import EventUse, Fired, TriggerMode
from .phrasing import me, self_or_filter

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import Ability
    from ..engine.game import Game
    from ..engine.objects import Obj


class Enters(TriggerMode):
    name = "enters"
    rule = "603.6a"
    listens = "zone"
    matches = "self, or a filter on the object that entered (controller, types, supertypes, subtypes, other)"
    hint = "a permanent enters the battlefield"
    events = {"self_enters": {"self_only": True}, "enters": {},
              "enters_under_your_control": {"yours": True},
              # "When ~ enters, if you cast it" (The One Ring): it entered as its spell resolved (608.3; an
              # intervening "if", 603.4, that nothing can change once it is true)
              "self_enters_cast": {"self_only": True, "cast": True}}

    def text(self, card: Any, use: EventUse, trig: Any) -> str:
        if use.self_only:
            return f"When {me(card)} enters" + (", if you cast it" if use.opts.get("cast") else "")
        if use.opts.get("yours"):
            f = {k: v for k, v in dict(trig.get("filter") or {}).items() if k != "controller"}
            return self_or_filter(card, {"filter": f}, "enters under your control")
        return self_or_filter(card, trig, "enters")

    def own(self, g: "Game", d: dict, out: list[Fired]) -> None:
        new = d.get("new")
        if d.get("to") != "battlefield" or new is None or new not in g.objects:
            return
        no = g.objects[new]
        for ab in no.card.triggered:
            ev = ab["trigger"]["event"]
            if ev in self.own_events:  # 107.3m: its X is the X of the spell it was
                if ev == "self_enters_cast" and d.get("frm") != "stack":
                    continue  # put onto the battlefield some other way: not cast (603.4)
                out.append((no.controller, ab, new, no.card.name, {"x": d["x"]} if d.get("x") else {}))

    def others(self, g: "Game", d: dict, out: list[Fired]) -> None:
        new = d.get("new")
        if d.get("to") != "battlefield" or new is None or new not in g.objects:
            return
        super().others(g, d, out)

    def fires(self, g: "Game", d: dict, use: EventUse, oid: str, o: "Obj", ab: "Ability") -> dict | None:
        assert ab.trigger is not None, "a triggered ability has its trigger"
        new = d["new"]
        if use.opts and g.objects[new].controller != o.controller:
            return None  # enters_under_your_control
        return {"entered": new} if g.matches(new, ab.trigger.filter, oid, o.controller) else None
