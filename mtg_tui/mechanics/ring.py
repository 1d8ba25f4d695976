"""The Ring tempts you (701.52): the emblem named The Ring and its chosen creature, the Ring-bearer.

The words that name it live with the other words: the effect ``ring_tempts`` (mtg_tui/effects), the condition
``is_ring_bearer`` and the amount ``ring_bearer_power``, the trigger modes "the Ring tempts you" and "you
choose a Ring-bearer".  What is here is what the Ring changes in the core rules, as the emblem's four
abilities read (701.52c), each from the nth time the Ring tempted its player:

1. "Your Ring-bearer is legendary and can't be blocked by creatures with greater power."
2. "Whenever your Ring-bearer attacks, draw a card, then discard a card."
3. "Whenever your Ring-bearer becomes blocked by a creature, that creature's controller sacrifices it at end
   of combat."
4. "Whenever your Ring-bearer deals combat damage to a player, each opponent loses 3 life."

A Ring-bearer stays one until another is chosen, it leaves the battlefield or another player gains control
of it (701.52a).  The player state (``Player.ring``: how many times the Ring tempted them, ``ring_bearer``)
is plain data the snapshot shows.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from ..engine.ability import Ability
from .base import Mechanic, Trigger

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game

# the emblem's triggered abilities (701.52c), as a card file would write them (read once, on first use:
# ``Ring.ability``)
LOOT: Final = {"kind": "triggered", "effects": [{"do": "draw", "n": 1}, {"do": "discard", "n": 1}], "targets": [],
               "ring": 2}
SACRIFICE: Final = {"kind": "triggered", "effects": [{"do": "sacrifice_blocker_at_end_of_combat"}], "targets": [],
                    "ring": 3}
DRAIN: Final = {"kind": "triggered", "effects": [{"do": "lose_life", "n": 3, "who": "each_opponent"}], "targets": [],
                "ring": 4}
EMBLEM: Final = "The Ring"
_READ: Final[dict[int, Ability]] = {}


def ability(level: int) -> Ability:
    """The emblem's ability of this level (LOOT, SACRIFICE or DRAIN), read into an Ability the first time (not
    at import: its effect words load with the card registry)."""
    got = _READ.get(level)
    if got is None:
        got = _READ[level] = Ability.build({2: LOOT, 3: SACRIFICE, 4: DRAIN}[level])
    return got


def abilities() -> tuple[Ability, ...]:
    """The emblem's triggered abilities in printed order (how ``#k`` numbers them when their order is chosen,
    603.3b)."""
    return (ability(2), ability(3), ability(4))
CANT_BE_BLOCKED: Final = ("{a} is its controller's Ring-bearer: it can't be blocked by creatures with greater power "
                          "(701.52c).")


class Ring(Mechanic):
    name = "the Ring tempts you"
    rule = "701.52"
    trigger_kinds = frozenset({"attack", "block", "damage"})
    restricts_blocks = True
    adds_supertypes = True

    def block_fault(self, g: "Game", b: str, a: str) -> str | None:
        """The first ability: a Ring-bearer can't be blocked by creatures with greater power."""
        pl = g.players[g.objects[a].controller]
        if pl.ring_bearer == a and pl.ring >= 1 and (g.chars(b).power or 0) > (g.chars(a).power or 0):
            return CANT_BE_BLOCKED
        return None

    def supertypes(self, g: "Game") -> list[tuple[str, str]]:
        """The first ability: each Ring-bearer is legendary (a type-changing effect, layer 4)."""
        out = []
        for p in g.players.values():
            rb = p.ring_bearer
            if rb is not None and p.ring >= 1:
                out.append((rb, "Legendary"))
        return out

    def triggers(self, g: "Game", kind: str, d: dict) -> list[Trigger]:
        if kind == "attack":
            if d.get("summary"):
                pl = g.players[d["player"]]
                rb = pl.ring_bearer
                if pl.ring >= 2 and rb is not None and rb in d["attackers"]:
                    return [(d["player"], ability(2), rb, EMBLEM, {})]
        elif kind == "block":
            att = d.get("attacker")
            if not d.get("summary") and att is not None:
                ctrl = g.objects[att].controller
                pl = g.players[ctrl]
                if pl.ring >= 3 and pl.ring_bearer == att:
                    return [(ctrl, ability(3), att, EMBLEM, {"blocker": d["blocker"]})]
        elif kind == "damage":
            if d.get("combat") and d["target"] in g.players:
                src = d["source"]
                src_o = g.objects.get(src)
                if src_o is not None:
                    pl = g.players[src_o.controller]
                    if pl.ring >= 4 and pl.ring_bearer == src:
                        return [(src_o.controller, ability(4), src, EMBLEM, {})]
        return []

    def left_battlefield(self, g: "Game", oid: str) -> None:
        for p in g.players.values():
            if p.ring_bearer == oid:
                p.ring_bearer = None

    def control_changed(self, g: "Game", oid: str) -> None:
        for p in g.players.values():
            if p.ring_bearer == oid:
                p.ring_bearer = None  # 701.52a: another player gained control

    def lki(self, g: "Game", oid: str) -> dict[str, Any]:
        return {"ring_bearer": g.players[g.objects[oid].controller].ring_bearer == oid}
