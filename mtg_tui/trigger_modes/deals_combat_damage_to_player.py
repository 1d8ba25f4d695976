"""A creature deals combat damage to a player (510.3a, 120.3a): "Whenever ~ deals combat damage to a player".

It listens to the engine's damage events (``combat`` true, the recipient a player) and fires the source's own
abilities once per combat damage step it deals such damage (510.2: combat damage is dealt at once, one event per
recipient); ``damaged`` is the player dealt damage, which its effects may name.

``deals_combat_damage_to_player`` with a filter: "Whenever a Goblin or Orc you control deals combat damage to a
player" (a permanent that watches; ``dealer`` is the creature that dealt it, which its effects may name).
``equipped_deals_combat_damage_to_player``: "Whenever equipped creature deals combat damage to a player"
(Glamdring: the creature the watching Equipment is attached to).  Each keeps the damage dealt (``damage``: "that
damage", the amount word ``that_damage``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import EventUse, Fired, TriggerMode, granted_triggers
from .phrasing import me, r

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import Ability
    from ..engine.game import Game
    from ..engine.objects import Obj


class DealsCombatDamageToPlayer(TriggerMode):
    name = "deals combat damage to a player"
    rule = "510.3a"
    listens = "damage"
    matches = "self: the object deals combat damage to a player"
    hint = "this creature deals combat damage to a player"
    events = {"self_deals_combat_damage_to_player": {"self_only": True}, "deals_combat_damage_to_player": {},
              "equipped_deals_combat_damage_to_player": {"equipped": True}}

    def text(self, card: Any, use: EventUse, trig: Any) -> str:
        if use.self_only:
            return f"Whenever {me(card)} deals combat damage to a player"
        if use.opts.get("equipped"):
            return "Whenever equipped creature deals combat damage to a player"
        f = dict(trig.get("filter") or {})
        return f"Whenever {r()._a(r().describe_filter(f, card=card))} deals combat damage to a player"

    def others(self, g: "Game", d: dict, out: list[Fired]) -> None:
        if d.get("combat") and d.get("target") in g.players and d.get("n"):
            super().others(g, d, out)

    def fires(self, g: "Game", d: dict, use: EventUse, oid: str, o: "Obj", ab: "Ability") -> dict | None:
        assert ab.trigger is not None, "a triggered ability has its trigger"
        src = d.get("source")
        if not isinstance(src, str) or src not in g.objects:
            return None
        if use.opts.get("equipped"):  # 510.3a: the creature it is attached to deals it
            return {"dealer": src, "damaged": d["target"], "damage": d["n"]} if src == o.attached_to else None
        return {"dealer": src, "damaged": d["target"], "damage": d["n"]} \
            if g.matches(src, ab.trigger.filter, oid, o.controller) else None

    def own(self, g: "Game", d: dict, out: list[Fired]) -> None:
        if not d.get("combat") or d.get("target") not in g.players or not d.get("n"):
            return
        src = d.get("source")
        o = g.objects.get(src) if isinstance(src, str) else None
        if o is None or not isinstance(src, str):
            return
        for ab in list(o.card.triggered) + (granted_triggers(g, src) if g.effects else []):
            if ab["trigger"]["event"] in self.own_events:
                out.append((o.controller, ab, src, o.card.name, {"damaged": d["target"], "damage": d["n"]}))
