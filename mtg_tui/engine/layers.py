"""Characteristics after continuous effects, applied in layer and timestamp order (613).

All battlefield objects are computed in one pass and cached until the game
state's version changes.  Layers handled: 2 (control, kept on the object and
restored when an effect ends), 4 (type: supertypes a set mechanic adds,
such as the Ring-bearer's, and added subtypes), 5 (color), 6 (abilities: keywords and rule flags), 7b (set P/T),
7c (modifications and counters), 7d (switch).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from ..keywords.registry import COUNTERS as _KW_COUNTERS
from ..mechanics import registry as _mechanics

#: the subtypes that aren't creature types, which a permanent keeps when its creature types are set (205.1a,
#: 205.3: artifact, enchantment and land types; "is a Spirit", "becomes a Halfling Scout")
NONCREATURE_SUBTYPES: Final = frozenset({
    "Equipment", "Vehicle", "Food", "Treasure", "Clue", "Blood", "Fortification", "Aura", "Saga", "Class",
    "Shrine", "Forest", "Island", "Mountain", "Plains", "Swamp", "Desert", "Gate", "Cave", "Sphere"})
_NONCREATURE_SUBTYPES: Final = NONCREATURE_SUBTYPES

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .objects import Obj


@dataclass(init=False, slots=True)
class Chars:
    name: str
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    supertypes: tuple[str, ...]
    colors: tuple[str, ...]
    power: int | None
    toughness: int | None
    keywords: set[str]
    flags: set[str]
    controller: str
    extra: tuple[str, ...] = ()  # the added subtypes it was made with (shared_base)
    # what the rules ask of the types at every check, kept with them (derive() after the types change)
    is_creature: bool = False
    is_land: bool = False
    is_planeswalker: bool = False
    is_legendary: bool = False
    is_aura: bool = False
    is_equipment: bool = False
    is_saga: bool = False

    def __init__(
            self, name: str, types: tuple[str, ...], subtypes: tuple[str, ...], supertypes: tuple[str, ...],
            colors: tuple[str, ...], power: int | None, toughness: int | None, keywords: set[str], flags: set[str],
            controller: str, extra: tuple[str, ...] = (), is_creature: bool = False, is_land: bool = False,
            is_planeswalker: bool = False, is_legendary: bool = False, is_aura: bool = False,
            is_equipment: bool = False, is_saga: bool = False) -> None:
        self.name = name
        self.types = types
        self.subtypes = subtypes
        self.supertypes = supertypes
        self.colors = colors
        self.power = power
        self.toughness = toughness
        self.keywords = keywords
        self.flags = flags
        self.controller = controller
        self.extra = extra
        self.is_creature = is_creature
        self.is_land = is_land
        self.is_planeswalker = is_planeswalker
        self.is_legendary = is_legendary
        self.is_aura = is_aura
        self.is_equipment = is_equipment
        self.is_saga = is_saga

    def derive(self) -> "Chars":
        types, subtypes = self.types, self.subtypes
        self.is_creature = "Creature" in types
        self.is_land = "Land" in types
        self.is_planeswalker = "Planeswalker" in types
        self.is_legendary = "Legendary" in self.supertypes
        self.is_aura = "Aura" in subtypes
        self.is_equipment = "Equipment" in subtypes
        self.is_saga = "Saga" in subtypes
        return self


#: characteristic-defining abilities for power/toughness: name -> fn(game, oid) -> (power, toughness)
CDAS: Final[dict] = {}
CDA_TEXT: Final[dict[str, str]] = {}


def cda(name: str, text: str):
    """Register a P/T-defining ability; ``text`` is its rules text (CARDNAME stands for the card's name)."""
    def deco(fn):
        CDAS[name] = fn
        CDA_TEXT[name] = text
        return fn
    return deco


@cda("cards_in_hand", "CARDNAME's power and toughness are each equal to the number of cards in your hand.")
def _cda_hand(game, oid):
    """Power and toughness each equal to the number of cards in its controller's hand."""
    n = len(game.players[game.objects[oid].controller].hand)
    return n, n


@cda("lands_you_control", "CARDNAME's power and toughness are each equal to the number of lands you control.")
def _cda_lands(game, oid):
    """Power and toughness each equal to the number of lands its controller controls (by printed type: 604.3,
    613.4a, the count reads no layered characteristic)."""
    me = game.objects[oid].controller
    n = sum(1 for o in game._bfo if o.controller == me and o.card.is_land)
    return n, n


def base_chars(obj: Obj) -> Chars:
    c = obj.card
    subtypes = c.subtypes + tuple(s for s in obj.extra_subtypes if s not in c.subtypes)
    return Chars(c.name, c.types, subtypes, c.supertypes, c.colors, c.power, c.toughness, set(c.keywords), set(),
                 obj.controller, obj.extra_subtypes).derive()


#: printed characteristics shared by every object with the same card, controller and added subtypes;
#: never changed in place (compute_all copies one before an effect changes it)
_BASE: Final[dict[tuple, tuple]] = {}


def shared_base(obj: Obj) -> Chars:
    ch = obj.base  # the object remembers its own, while its controller and added subtypes stay the same
    if ch is not None and ch.controller == obj.controller and ch.extra is obj.extra_subtypes:
        return ch
    card = obj.card
    key = (id(card), obj.controller, obj.extra_subtypes)
    got = _BASE.get(key)
    if got is not None and got[0] is card:  # the entry holds the card, so its id can't be reused meanwhile
        ch = got[1]
    else:
        if len(_BASE) > 20000:
            _BASE.clear()
        ch = base_chars(obj)
        _BASE[key] = (card, ch)
    obj.base = ch
    return ch


def _copy(ch: Chars) -> Chars:
    return Chars(ch.name, ch.types, ch.subtypes, ch.supertypes, ch.colors, ch.power, ch.toughness, set(ch.keywords),
                 set(ch.flags), ch.controller, ch.extra, ch.is_creature, ch.is_land, ch.is_planeswalker, ch.is_legendary,
                 ch.is_aura, ch.is_equipment, ch.is_saga)


def _w(out: dict[str, Chars], own: set[str], oid: str) -> Chars:
    """A battlefield object's characteristics to change: its own copy, made the first time.  (A function, not
    a closure in compute_all: compiled, a closure is called through the generic call path.)"""
    ch = out[oid]
    if oid in own:
        return ch
    own.add(oid)
    ch = out[oid] = _copy(ch)
    return ch


_NO_LOST: Final[frozenset[str]] = frozenset()


def _with_types(have: tuple[str, ...], add: tuple[str, ...]) -> tuple[str, ...]:
    """Card types with more added (205.1b: it keeps the others), written Artifact before Creature (205.2a)."""
    both = set(have) | set(add)
    first = tuple(t for t in ("Artifact", "Creature") if t in both)
    return first + tuple(t for t in have if t not in first)


def _lost(effects: list) -> frozenset[str] | set[str]:
    """The objects a "loses all abilities" effect applies to (613.1f)."""
    out: set[str] | None = None
    for e in effects:
        if e.layer == "6" and e.mods.get("lose_all"):
            if out is None:
                out = set()
            out.update(e.affected)
    return out if out is not None else _NO_LOST


def compute_all(game: "Game") -> dict[str, Chars]:
    """Every battlefield object's characteristics.  Objects no effect touches keep the shared printed
    characteristics (most of a board); an object is copied the first time a layer changes it."""
    out: dict[str, Chars] = dict(game.board().printed(game))  # a copy: the board's map is shared
    own: set[str] = set()

    # layer 4: supertypes a set mechanic adds (the Ring makes each Ring-bearer legendary, 701.52c)
    for m in _mechanics.SUPERTYPES:
        for oid, sup in m.supertypes(game):
            cur = out.get(oid)
            if cur is not None and sup not in cur.supertypes:
                ch = _w(out, own, oid)
                ch.supertypes = (sup,) + ch.supertypes
                ch.derive()
    effects = game.effects
    for e in effects:
        if e.layer == "4":
            for oid in e.affected:
                cur = out.get(oid)
                if cur is not None:
                    add = tuple(s for s in e.mods.get("subtypes", ()) if s not in cur.subtypes)
                    if add:
                        ch = _w(out, own, oid)
                        ch.subtypes = ch.subtypes + add
                        ch.derive()
                    types = tuple(t for t in e.mods.get("types", ()) if t not in cur.types)
                    if types:  # "becomes an artifact creature" (a crewed Vehicle, 702.122a): it keeps its types
                        ch = _w(out, own, oid)
                        ch.types = _with_types(cur.types, types)
                        ch.derive()
                    ctypes = e.mods.get("creature_types")
                    if ctypes:  # "it becomes a Halfling Scout" (205.1a: its creature types are these instead)
                        cur = out[oid]
                        new = tuple(ctypes) + tuple(s for s in cur.subtypes if s in _NONCREATURE_SUBTYPES)
                        if cur.subtypes != new:
                            ch = _w(out, own, oid)
                            ch.subtypes = new
                            ch.derive()
    # statics of permanents (611.3), gathered once, each with its word (mtg_tui/statics), in battlefield order
    layered = game.board().layered
    # layer 4: type-changing statics ("enchanted creature is a Spirit", 613.1d)
    for src, st, w in layered:
        w.layer4(game, src, st, out, own)
    # the objects an effect made lose all their abilities (613.1f, effects/lose_abilities.py): their statics
    # don't apply from layer 6 on
    lost = _lost(effects) if effects else _NO_LOST
    # layer 6: abilities and rule flags
    for src, st, w in layered:
        if lost and src in lost:
            continue
        w.layer6(game, src, st, out, own)
    every = None
    for e in effects:
        if e.layer in ("6", "rule"):
            kws = e.mods.get("keywords")
            flags = e.mods.get("flags")
            lose = e.mods.get("lose_keywords")
            lose_all = e.mods.get("lose_all")
            for oid in e.affected:
                if oid in out:
                    ch = _w(out, own, oid)
                    if lose_all:  # 613.7: what was granted before it (in timestamp order) goes; what comes after stays
                        ch.keywords.clear()
                        ch.flags.add("no_abilities")
                    if kws:
                        ch.keywords.update(kws)
                    if lose:
                        ch.keywords.difference_update(lose)
                    if flags:
                        ch.flags.update(flags)
        elif e.layer == "rule_all":
            every = (every or []) + [e]
    # keyword counters (122.1b, 613.1f): a permanent with a flying counter has flying
    for o in game._bfo:
        cnt = o.counters
        if cnt and not _KW_COUNTERS.isdisjoint(cnt):
            for kind, n in cnt.items():
                if n > 0 and kind in _KW_COUNTERS and kind not in out[o.id].keywords:
                    _w(out, own, o.id).keywords.add(kind)
    if every is not None:
        # a rule for every creature, those that enter later too (not characteristics: 611.2c doesn't lock its
        # set), e.g. "creatures without flying can't block this turn": asked after the keywords are known
        for e in every:
            without = e.mods.get("without")
            flags = e.mods["flags"]
            for oid in list(out):
                cur = out[oid]
                if cur.is_creature and not (without and without in cur.keywords):
                    _w(out, own, oid).flags.update(flags)
    # layer 7a: characteristic-defining abilities (604.3, 613.4a)
    for src, st, w in layered:
        if lost and src in lost:
            continue
        w.layer7a(game, src, st, out, own)
    # layer 7b: setting effects
    for e in effects:
        if e.layer == "7b":
            for oid in e.affected:
                cur = out.get(oid)
                if cur is not None and cur.power is not None:
                    ch = _w(out, own, oid)
                    ch.power, ch.toughness = e.mods["pt"]
    # layer 7c: modifications from statics and effects, then counters
    for src, st, w in layered:
        if lost and src in lost:
            continue
        w.layer7c(game, src, st, out, own)
    for e in effects:
        if e.layer == "7c":
            dp, dt = e.mods["pt"]
            for oid in e.affected:
                cur = out.get(oid)
                if cur is not None and cur.power is not None:
                    ch = _w(out, own, oid)
                    ch.power += dp
                    ch.toughness += dt
    for o in game._bfo:
        cnt = o.counters
        oid = o.id
        if cnt and out[oid].power is not None:
            n = cnt.get("+1/+1", 0) - cnt.get("-1/-1", 0)
            if n:
                ch = _w(out, own, oid)
                assert ch.power is not None and ch.toughness is not None  # (power checked above: P/T come together)
                ch.power += n
                ch.toughness += n
    # layer 7d: switching
    for e in effects:
        if e.layer == "7d":
            for oid in e.affected:
                cur = out.get(oid)
                if cur is not None and cur.power is not None:
                    ch = _w(out, own, oid)
                    ch.power, ch.toughness = ch.toughness, ch.power
    game._touched = own  # the objects whose characteristics an effect changed (the rest: shared_base)
    return out
