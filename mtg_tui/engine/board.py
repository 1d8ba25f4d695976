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

from ..statics.base import Static
from .ability import Ability
from .layers import Chars, shared_base

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .objects import Obj


class BoardIndex:
    """The battlefield's triggered, static and replacement abilities, in battlefield order."""

    def __init__(self, g: Game, build: bool = True):
        self.ver = g._bv
        #: event name -> [(permanent id, triggered ability)]
        self.triggers: dict[str, list[tuple[str, Ability]]] = {}
        #: event name -> [(permanent id, triggered ability)]: abilities a permanent's static grants to what it is
        #: attached to (Morgul-Knife Wound's 'enchanted creature has "At the beginning of your upkeep, ..."');
        #: trigger_modes.base.watchers reads them as the attached permanent's, whatever it is attached to then
        self.granted: dict[str, list[tuple[str, Ability]]] = {}
        #: the static abilities, each with its word (mtg_tui/statics), in the list its word's ``board_role``
        #: names (statics.base.BOARD_ROLES), in battlefield order: [(permanent id, static, word)]
        #: the ones the layers apply (compute_all asks each word per layer)
        self.layered: list[tuple[str, Ability, Static]] = []
        #: controller -> the ones that change how that player casts spells (flash permissions, cost reductions)
        self.casting: dict[str, list[tuple[str, Ability, Static]]] = {"p1": [], "p2": []}
        #: the replacement effects (614)
        self.replacements: list[tuple[str, Ability, Static]] = []
        #: the ones that forbid activating abilities (602.5), give their permanent activated abilities (613.1f) or
        #: let mana of any type pay for them (609.4b): empty in most games, which then ask nothing more (legal.py)
        self.activation: list[tuple[str, Ability, Static]] = []
        #: whether the battlefield's characteristics can depend on other zones: a characteristic-defining ability
        #: (cards in hand, 604.3) or a static ability with a condition (which may read anything)
        self.zone_sensitive = False
        #: controller -> the permanents with a mana ability the payment solver can use, in battlefield order
        self.mana: dict[str, list[str]] = {"p1": [], "p2": []}
        #: controller -> the permanents with activated abilities (not mana abilities), in battlefield order
        self.activated: dict[str, list[str]] = {"p1": [], "p2": []}
        #: controller -> the permanents with a mana ability that costs mana ("{1}: Add one mana of any color",
        #: CardDef.mana_converters; "{X}, ...: Add X mana", mana_x, by hand only), in battlefield order: the solver
        #: tries the converters only when it must (legal.py)
        self.converters: dict[str, list[str]] = {"p1": [], "p2": []}
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
            if card.mana_from_graveyard:  # what it makes reads a graveyard (The Grey Havens)
                self.zone_sensitive = True
        if card.activated:
            self.activated[o.controller].append(oid)
        if card.mana_converters or card.mana_x:
            self.converters[o.controller].append(oid)
        for ab in card.triggered:
            trig = ab.trigger
            assert trig is not None, "a triggered ability has its trigger (checked at load)"
            self.triggers.setdefault(trig.event, []).append((oid, ab))
        for st in card.statics:
            gab = st.get("ability")
            if isinstance(gab, Ability) and gab.trigger is not None:
                self.granted.setdefault(gab.trigger.event, []).append((oid, gab))
            w = st.static
            assert w is not None, "a static ability has its word (checked at load)"
            role = w.board_role
            if role == "layered":
                self.layered.append((oid, st, w))
            elif role == "casting":
                self.casting.setdefault(o.controller, []).append((oid, st, w))
            elif role == "activation":
                self.activation.append((oid, st, w))
                if w.adds_activated and oid not in self.activated[o.controller]:
                    self.activated[o.controller].append(oid)  # it has activated abilities by it (613.1f)
            elif role not in ("targeted", "spell"):  # "targeted", "spell": no list (asked of the object itself)
                self.replacements.append((oid, st, w))
            if w.zone_sensitive(st):
                self.zone_sensitive = True

    def with_added(self, g: Game, oid: str) -> "BoardIndex":
        """This index with one more permanent at the end of the battlefield (a copy: a clone may share this one).
        Cheaper than building afresh: the lists are copied, not worked out again from every card."""
        nb = BoardIndex(g, build=False)
        nb.triggers = {k: list(v) for k, v in self.triggers.items()}
        nb.granted = {k: list(v) for k, v in self.granted.items()}
        nb.layered = list(self.layered)
        nb.casting = {p: list(v) for p, v in self.casting.items()}
        nb.replacements = list(self.replacements)
        nb.activation = list(self.activation)
        nb.zone_sensitive = self.zone_sensitive
        nb.mana = {p: list(v) for p, v in self.mana.items()}
        nb.activated = {p: list(v) for p, v in self.activated.items()}
        nb.converters = {p: list(v) for p, v in self.converters.items()}
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
        nb.granted = {}
        for k, v in self.granted.items():
            left = [e for e in v if e[0] != oid]
            if left:
                nb.granted[k] = left
        nb.layered = [e for e in self.layered if e[0] != oid]
        nb.casting = {p: [e for e in v if e[0] != oid] for p, v in self.casting.items()}
        nb.replacements = [e for e in self.replacements if e[0] != oid]
        nb.activation = [e for e in self.activation if e[0] != oid]
        nb.zone_sensitive = (any(w.zone_sensitive(st) for _, st, w in nb.layered)
                             or any(w.zone_sensitive(st) for v in nb.casting.values() for _, st, w in v)
                             or any(w.zone_sensitive(st) for _, st, w in nb.replacements)
                             or any(w.zone_sensitive(st) for _, st, w in nb.activation))
        nb.mana = {p: [x for x in v if x != oid] for p, v in self.mana.items()}
        if not nb.zone_sensitive and self.zone_sensitive:
            objs = g.objects
            nb.zone_sensitive = any(objs[x].card.mana_from_graveyard for v in nb.mana.values() for x in v
                                    if x in objs)
        nb.activated = {p: [x for x in v if x != oid] for p, v in self.activated.items()}
        nb.converters = {p: [x for x in v if x != oid] for p, v in self.converters.items()}
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
        return (self.triggers == other.triggers and self.granted == other.granted and self.layered == other.layered and self.casting == other.casting
                and self.replacements == other.replacements and self.activation == other.activation
                and self.mana == other.mana
                and self.activated == other.activated and self.converters == other.converters
                and self.attachers == other.attachers
                and self.zone_sensitive == other.zone_sensitive)
