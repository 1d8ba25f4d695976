"""A creature dies: it is put into a graveyard from the battlefield (700.4).  "When ~ dies", "Whenever
another Halfling you control dies" (the creature as it last existed, 603.10a).  "Whenever ~ or another creature
you control with power 4 or greater dies" (Warbeast of Gorgoroth) is the ``dies`` name with a filter the card
itself passes: a leaves-the-battlefield ability looks back (603.10a), so it fires for its own object too, as it
last existed, and the filter's ``power_at_least`` is read from that last power.  "Whenever one or more creatures
your opponents control die" (``one_or_more_die``, Spiteful Banditry) is read as ``dies`` with its own text: the
card that has it says "This ability triggers only once each turn" (``once_each_turn``), so that creatures dying
one by one or together trigger it alike (603.2c); a card with such a trigger and no such limit would need the
deaths of one event counted as one.  "Whenever one or more other attacking legendary creatures you control die"
(Éomer, Marshal of Rohan) reads the filter's ``supertypes`` and ``attacking`` from the last known information too:
the creature was attacking as it died (its ``lki`` says so, ``Game._lki``), though leaving the battlefield took it
out of combat (506.4)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import EventUse, Fired, TriggerMode, granted_triggers
from .phrasing import me, r, self_or_filter

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import Ability
    from ..engine.game import Game
    from ..engine.objects import Obj


def died(d: dict) -> bool:
    """Whether a zone event is a creature dying."""
    return d.get("frm") == "battlefield" and d.get("to") == "graveyard" and "Creature" in (d.get("lki") or {}).get(
        "types", ())


class Dies(TriggerMode):
    name = "dies"
    rule = "700.4"
    listens = "zone"
    matches = ("self, or a filter on the creature that died, as it last existed (controller, subtypes, supertypes, "
               "attacking, power, other)")
    hint = "a creature is put into a graveyard from the battlefield"
    events = {"self_dies": {"self_only": True}, "dies": {}, "one_or_more_die": {"batch": True}}

    def text(self, card: Any, use: EventUse, trig: Any) -> str:
        if use.self_only:
            return f"When {me(card)} dies"
        if use.opts.get("batch"):  # "Whenever one or more creatures your opponents control die"
            return f"Whenever one or more {r().describe_filter(trig.get('filter') or {}, plural=True, card=card)} die"
        return self_or_filter(card, trig, "dies")

    def own(self, g: "Game", d: dict, out: list[Fired]) -> None:
        lki = d.get("lki") or {}
        card = lki.get("card")
        if card is None or not died(d):
            return
        for ab in list(card.triggered) + granted_triggers(g, d["obj"]):
            ev = ab["trigger"]["event"]
            if ev in self.own_events:
                out.append((lki["controller"], ab, d["obj"], lki["name"], {"new": d.get("new"), "lki": lki}))
            elif ev == "dies":  # "whenever ~ or another creature ... dies": itself, if it passes the filter
                f = ab["trigger"].get("filter") or {}
                by = f.get("dealt_damage_this_turn_by")
                if by and not g.dealt_damage_by(d["obj"], by, lki["controller"]):
                    continue
                if not f.get("other") and _passes(lki, f, lki["controller"]):
                    out.append((lki["controller"], ab, d["obj"], lki["name"], {"died": d["obj"], "lki": lki}))

    def others(self, g: "Game", d: dict, out: list[Fired]) -> None:
        if died(d):
            super().others(g, d, out)

    def fires(self, g: "Game", d: dict, use: EventUse, oid: str, o: "Obj", ab: "Ability") -> dict | None:
        lki = d["lki"]
        f = ab["trigger"].get("filter") or {}
        if d["obj"] == oid:  # its own death is asked in ``own`` (603.10a)
            return None
        if not _passes(lki, f, o.controller):
            return None
        by = f.get("dealt_damage_this_turn_by")
        if by and not g.dealt_damage_by(d["obj"], by, o.controller):
            return None  # "another creature dealt damage this turn by a Spider you controlled" (Shelob)
        return {"died": d["obj"], "lki": lki}


def _passes(lki: dict, f: Any, you: str) -> bool:
    """Whether the creature that died, as it last existed, passes a dies trigger's filter."""
    c = f.get("controller", "any")
    if c == "you" and lki["controller"] != you:
        return False
    if (c == "opponent" or c == "not_you") and lki["controller"] == you:
        return False
    if f.get("subtypes") and not any(s in lki["subtypes"] for s in f["subtypes"]):
        return False
    if f.get("supertypes") and not all(s in lki["supertypes"] for s in f["supertypes"]):
        return False  # "legendary creatures" (205.4d), as it last existed
    if f.get("attacking") and not lki.get("attacking"):
        return False  # "attacking creatures": attacking as it died (506.4, 603.10a)
    pl = f.get("power_at_least")
    if pl is not None and (lki.get("power") or 0) < pl:
        return False
    return True
