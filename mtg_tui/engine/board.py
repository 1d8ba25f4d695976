"""What the permanents on the battlefield bring with them, indexed once per change of the battlefield.

The rules ask at every event which permanents have a triggered ability for it (603.2), and at every
decision which static abilities a player's permanents have (flash permissions, cost reductions) and which
replacement effects apply (614).  Those answers depend only on which permanents are on the battlefield, in
what order, and who controls each: the game counts changes to those in ``Game._bv`` (a permanent enters or
leaves, control changes), and ``Game.board()`` builds a fresh index when the count moved.  The index holds
ids and ability dicts, never objects, so a clone can share it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game


class BoardIndex:
    """The battlefield's triggered, static and replacement abilities, in battlefield order."""

    def __init__(self, g: Game):
        self.ver = g._bv
        #: event name -> [(permanent id, triggered ability)]
        self.triggers: dict[str, list[tuple[str, dict[str, Any]]]] = {}
        #: controller -> static kind -> [static ability]
        self.statics: dict[str, dict[str, list[dict[str, Any]]]] = {"p1": {}, "p2": {}}
        #: [(permanent id, replacement static)]
        self.replacements: list[tuple[str, dict[str, Any]]] = []
        objs = g.objects
        for oid in g.battlefield:
            o = objs[oid]
            card = o.card
            for ab in card.triggered:
                self.triggers.setdefault(ab["trigger"]["event"], []).append((oid, ab))
            if card.statics:
                mine = self.statics.setdefault(o.controller, {})
                for st in card.statics:
                    mine.setdefault(st["static"], []).append(st)
                    if st["static"] == "replacement":
                        self.replacements.append((oid, st))

    def same_as(self, other: "BoardIndex") -> bool:
        """Equal content (the fuzzer compares the kept index with a fresh one)."""
        return (self.triggers == other.triggers and self.statics == other.statics
                and self.replacements == other.replacements)
