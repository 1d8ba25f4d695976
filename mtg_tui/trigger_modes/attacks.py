"""Creatures are declared as attackers (508.3a): "Whenever ~ attacks", "Whenever one or more Goblins you control
attack a player", "Whenever you attack with one or more Elves" (``attack_with``: whatever they attack, 508.1b;
"Goblins and/or Orcs" when the filter names several subtypes), "Whenever two or more creatures you control
attack a player" (the trigger's ``count``: how many of the declared attackers that attack a player must match;
Landroval, Horizon Witness), and "Whenever an Army you control attacks" (``attacks``: once for each attacking
creature that matches the filter, 508.3a, 603.2c), "Whenever equipped creature attacks" (``equipped_attacks``:
the creature the watching Equipment is attached to is declared as an attacker, whatever it attacks; Andúril, Flame
of the West; its effects may name it as ``attacker``), "Whenever you attack with Merry and another legendary
creature" (``attack_with_self_and``: the card itself and another attacker that matches the filter, whatever
they attack), and "Whenever one or more Treefolk you control attack" (``attack``: whatever they attack; its
effects may ask how many of them attacked, the trigger's ``attacked``: Fangorn, Tree Shepherd)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import EventUse, Fired, TriggerMode, watchers
from .phrasing import me, r

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import Ability
    from ..engine.game import Game
    from ..engine.objects import Obj


class Attacks(TriggerMode):
    name = "attacks"
    rule = "508.3a"
    listens = "attack"
    matches = "self, or one or more attackers matching a filter that attack a player"
    hint = "creatures are declared as attackers"
    events = {"self_attacks": {"self_only": True}, "attacks_player": {}, "attack_with": {"any_defender": True},
              "attacks": {"each": True}, "equipped_attacks": {"equipped": True},
              "attack_with_self_and": {"with_self": True}, "attack": {"any_defender": True, "they_attack": True},
              # "Whenever you attack" (Doors of Durin): you declare one or more attackers, whatever they attack
              "you_attack": {"any_defender": True, "you": True}}

    def text(self, card: Any, use: EventUse, trig: Any) -> str:
        if use.self_only:
            return f"Whenever {me(card)} attacks"
        if use.opts.get("equipped"):
            return "Whenever equipped creature attacks"
        f = dict(trig.get("filter") or {})
        if use.opts.get("with_self"):
            f.pop("controller", None)
            f.pop("other", None)
            return f"Whenever you attack with {me(card)} and another {r().describe_filter(f, card=card)}"
        if use.opts.get("each"):
            return f"Whenever {r()._a(r().describe_filter(f, card=card))} attacks"
        if use.opts.get("they_attack"):
            return f"Whenever one or more {r().describe_filter(f, plural=True, card=card)} attack"
        if use.opts.get("you"):
            return "Whenever you attack"
        if use.opts.get("any_defender"):
            f.pop("controller", None)
            subs = list(f.get("subtypes") or ())
            if len(subs) > 1:  # "one or more Goblins and/or Orcs" (Mordor Trebuchet)
                return f"Whenever you attack with one or more {' and/or '.join(r()._plural(x) for x in subs)}"
            return f"Whenever you attack with one or more {r().describe_filter(f, plural=True, card=card)}"
        n = int(trig.get("count") or 1)
        many = str(r()._num(n))
        return f"Whenever {many} or more {r().describe_filter(f, plural=True, card=card)} attack a player"

    def own(self, g: "Game", d: dict, out: list[Fired]) -> None:
        if not d.get("summary"):
            return
        for a in d["attackers"]:
            att_o = g.objects.get(a)
            if att_o is None:
                continue
            for ab in att_o.card.triggered:
                if ab["trigger"]["event"] in self.own_events:
                    out.append((att_o.controller, ab, a, att_o.card.name, {}))

    def others(self, g: "Game", d: dict, out: list[Fired]) -> None:
        if not d.get("summary"):
            return
        for use in self.watching:
            if not use.opts.get("each"):
                continue
            # 603.2c: "whenever an Army you control attacks" triggers once for each such attacker
            for oid, o, ab in watchers(g, use.event):
                assert ab.trigger is not None, "a triggered ability has its trigger"
                for a in d["attackers"]:
                    if g.matches(a, ab.trigger.filter, oid, o.controller):
                        out.append((o.controller, ab, oid, o.card.name, {"attacker": a}))
        super().others(g, d, out)

    def fires(self, g: "Game", d: dict, use: EventUse, oid: str, o: "Obj", ab: "Ability") -> dict | None:
        assert ab.trigger is not None, "a triggered ability has its trigger"
        if use.opts.get("each"):
            return None  # asked in ``others``, once per attacker
        if use.opts.get("equipped"):  # 508.3a: the creature it is attached to attacks
            a = o.attached_to
            return {"attacker": a} if a is not None and a in d["attackers"] else None
        f = ab.trigger.filter
        if use.opts.get("with_self"):  # it attacks, and so does another matching creature (508.1)
            att = d["attackers"]
            return {} if oid in att and any(a != oid and g.matches(a, f, oid, o.controller) for a in att) else None
        if use.opts.get("they_attack"):  # how many of them attacked, for "twice that much"
            n = sum(1 for a in d["attackers"] if g.matches(a, f, oid, o.controller)) \
                if d.get("player") == o.controller else 0
            return {"attacked": n} if n else None
        if use.opts.get("any_defender"):  # "you attack with": your attackers, whatever they attack
            return {} if d.get("player") == o.controller and any(
                g.matches(a, f, oid, o.controller) for a in d["attackers"]) else None
        players = g.players
        need = int(ab.trigger.get("count") or 1)
        n = 0
        for a in d["attackers"]:
            if d["defenders"][a] in players and g.matches(a, f, oid, o.controller):
                n += 1
                if n >= need:
                    return {}
        return None
