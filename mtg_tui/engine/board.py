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

from .layers import Chars, shared_base

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .objects import Obj


class BoardIndex:
    """The battlefield's triggered, static and replacement abilities, in battlefield order."""

    def __init__(self, g: Game, build: bool = True):
        self.ver = g._bv
        #: event name -> [(permanent id, triggered ability)]
        self.triggers: dict[str, list[tuple[str, dict[str, Any]]]] = {}
        #: controller -> static kind -> [static ability], and the same with each one's permanent
        self.statics: dict[str, dict[str, list[dict[str, Any]]]] = {"p1": {}, "p2": {}}
        self._statics_of: dict[str, dict[str, list[tuple[str, dict[str, Any]]]]] = {"p1": {}, "p2": {}}
        #: [(permanent id, replacement static)]
        self.replacements: list[tuple[str, dict[str, Any]]] = []
        #: [(permanent id, static)] for the statics the layers apply: "pump" (layers 6 and 7c) and "cda_pt" (7a)
        self.pumps: list[tuple[str, dict[str, Any]]] = []
        self.cdas: list[tuple[str, dict[str, Any]]] = []
        #: whether the battlefield's characteristics can depend on other zones: a characteristic-defining ability
        #: (cards in hand, 604.3) or a static ability with a condition (which may read anything)
        self.zone_sensitive = False
        #: controller -> the permanents with a mana ability the payment solver can use, in battlefield order
        self.mana: dict[str, list[str]] = {"p1": [], "p2": []}
        #: controller -> the permanents with activated abilities (not mana abilities), in battlefield order
        self.activated: dict[str, list[str]] = {"p1": [], "p2": []}
        #: the permanents that can be attached to something, in battlefield order: Auras, Equipment and
        #: Fortifications by their printed subtypes (301.5, 303.4), and any permanent attached when indexed
        self.attachers: list[str] = []
        self._printed: dict[str, Chars] | None = None
        if build:
            objs = g.objects
            for oid in g.battlefield:
                self._add(oid, objs[oid])

    def _add(self, oid: str, o: Obj) -> None:
        card = o.card
        if card.attaches or o.attached_to is not None:
            self.attachers.append(oid)
        if card.mana_ability is not None:
            self.mana[o.controller].append(oid)
        if card.activated:
            self.activated[o.controller].append(oid)
        for ab in card.triggered:
            self.triggers.setdefault(ab["trigger"]["event"], []).append((oid, ab))
        if card.statics:
            mine = self.statics.setdefault(o.controller, {})
            mine_of = self._statics_of.setdefault(o.controller, {})
            for st in card.statics:
                mine.setdefault(st["static"], []).append(st)
                mine_of.setdefault(st["static"], []).append((oid, st))
                kind = st["static"]
                if kind == "replacement":
                    self.replacements.append((oid, st))
                elif kind == "pump":
                    self.pumps.append((oid, st))
                    if st.get("condition"):
                        self.zone_sensitive = True
                elif kind == "cda_pt":
                    self.cdas.append((oid, st))
                    self.zone_sensitive = True

    def with_added(self, g: Game, oid: str) -> "BoardIndex":
        """This index with one more permanent at the end of the battlefield (a copy: a clone may share this one).
        Cheaper than building afresh: the lists are copied, not worked out again from every card."""
        nb = BoardIndex(g, build=False)
        nb.triggers = {k: list(v) for k, v in self.triggers.items()}
        nb.statics = {p: {k: list(v) for k, v in kinds.items()} for p, kinds in self.statics.items()}
        nb._statics_of = {p: {k: list(v) for k, v in kinds.items()} for p, kinds in self._statics_of.items()}
        nb.replacements = list(self.replacements)
        nb.pumps = list(self.pumps)
        nb.cdas = list(self.cdas)
        nb.zone_sensitive = self.zone_sensitive
        nb.mana = {p: list(v) for p, v in self.mana.items()}
        nb.activated = {p: list(v) for p, v in self.activated.items()}
        nb.attachers = list(self.attachers)
        o = g.objects[oid]
        nb._add(oid, o)
        if self._printed is not None:
            printed = dict(self._printed)
            printed[oid] = shared_base(o)
            nb._printed = printed
        return nb

    def with_removed(self, g: Game, oid: str) -> "BoardIndex":
        """This index without one permanent (a copy, as with_added)."""
        nb = BoardIndex(g, build=False)
        nb.triggers = {}
        for k, v in self.triggers.items():
            left = [e for e in v if e[0] != oid]
            if left:
                nb.triggers[k] = left
        for p, kinds in self._statics_of.items():
            mine: dict[str, list[dict[str, Any]]] = {}
            mine_of: dict[str, list[tuple[str, dict[str, Any]]]] = {}
            for k, v in kinds.items():
                left_of = [e for e in v if e[0] != oid]
                if left_of:
                    mine_of[k] = left_of
                    mine[k] = [st for _, st in left_of]
            nb.statics[p] = mine
            nb._statics_of[p] = mine_of
        nb.replacements = [e for e in self.replacements if e[0] != oid]
        nb.pumps = [e for e in self.pumps if e[0] != oid]
        nb.cdas = [e for e in self.cdas if e[0] != oid]
        nb.zone_sensitive = bool(nb.cdas) or any(st.get("condition") for _, st in nb.pumps)
        nb.mana = {p: [x for x in v if x != oid] for p, v in self.mana.items()}
        nb.activated = {p: [x for x in v if x != oid] for p, v in self.activated.items()}
        nb.attachers = [x for x in self.attachers if x != oid]
        if self._printed is not None:
            printed = dict(self._printed)
            printed.pop(oid, None)
            nb._printed = printed
        return nb

    def printed(self, g: Game) -> dict[str, Chars]:
        """Each permanent's printed characteristics (layers.shared_base), the start of every layer computation:
        they change only with the battlefield's membership, control, or an added subtype (each counted in _bv)."""
        got = self._printed
        if got is None:
            objs = g.objects
            got = self._printed = {oid: shared_base(objs[oid]) for oid in g.battlefield}
        return got

    def same_as(self, other: "BoardIndex") -> bool:
        """Equal content (the fuzzer compares the kept index with a fresh one)."""
        return (self.triggers == other.triggers and self.statics == other.statics
                and self._statics_of == other._statics_of
                and self.replacements == other.replacements and self.mana == other.mana
                and self.activated == other.activated and self.pumps == other.pumps and self.cdas == other.cdas
                and self.attachers == other.attachers
                and self.zone_sensitive == other.zone_sensitive)
