"""Hot game state: slotted dataclasses and id lists, cloned by hand (no deep copies).

The engine's dataclasses (here and in actions, events, layers, mana) are declared ``init=False`` with an
``__init__`` written out: mypyc compiles a class's own ``__init__`` to native code, while a generated one
stays interpreted (231 ns against 52 ns an object here; 728 ns for a frozen one).  Objects, events and
actions are made by the thousand each game.  tests/test_engine_dataclasses.py keeps each ``__init__`` in
step with its fields."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Final

from .ability import Ability, EffectUse
from .carddef import CardDef  # imported at run time too: compiled code checks an Obj's card against it
from .layers import Chars
from .mana import Source

ZONES: Final = ("library", "hand", "battlefield", "graveyard", "stack", "exile", "command")
PLAYERS: Final = ("p1", "p2")


def other(p: str) -> str:
    return "p2" if p == "p1" else "p1"


def seat(p: str) -> int:
    """A player's index in per-player lists (p1: 0, p2: 1)."""
    return 0 if p == "p1" else 1


def remove_identical(items: list[Any], x: object, missing_ok: bool = False) -> bool:
    """Remove the element that *is* ``x`` (list.remove would take the first one *equal* to it: two stack items
    or frames may be equal by value, and comparing them is a deep, interpreted dataclass ``__eq__``).
    Searched from the end, where the top of the stack and the running frame are."""
    for i in range(len(items) - 1, -1, -1):
        if items[i] is x:
            del items[i]
            return True
    if not missing_ok:
        raise ValueError("remove_identical(): the object is not in the list")
    return False


class Shown:
    """A permanent's last shared snapshot entry and everything it shows (snapshot.permanent_json).  Never
    changed once made (clones share it); the next view compares each field with the object's, building
    nothing, and makes a new one only when something differs."""

    ch: Chars
    controller: str
    tapped: bool
    sick: bool
    damage: int
    counters: dict[str, int]
    attached_to: str | None
    ring_bearer: bool
    attacking: bool
    blocking: str | None
    entry: dict

    def __init__(self, ch: Chars, controller: str, tapped: bool, sick: bool, damage: int, counters: dict[str, int],
                 attached_to: str | None, ring_bearer: bool, attacking: bool, blocking: str | None,
                 entry: dict) -> None:
        self.ch = ch
        self.controller = controller
        self.tapped = tapped
        self.sick = sick
        self.damage = damage
        self.counters = counters
        self.attached_to = attached_to
        self.ring_bearer = ring_bearer
        self.attacking = attacking
        self.blocking = blocking
        self.entry = entry

@dataclass(init=False, slots=True)
class Obj:
    """A card or token (or emblem) in a zone.  A zone change makes a new Obj with a new id (400.7)."""

    id: str
    card: CardDef
    owner: str
    controller: str
    zone: str
    tapped: bool = False
    sick: bool = False  # came under its controller's control this turn (302.6)
    damage: int = 0
    deathtouched: bool = False
    counters: dict[str, int] = field(default_factory=dict)
    attached_to: str | None = None
    token: bool = False
    timestamp: int = 0
    attacking: str | None = None  # the player or planeswalker id it attacks
    blocking: list[str] | None = None  # attacker ids
    blocked: bool = False
    from_battlefield_turn: int = -1  # the turn it was put into a graveyard from the battlefield
    extra_subtypes: tuple[str, ...] = ()  # "becomes an Orc in addition" (701.44a)
    loyalty_used: bool = False
    damage_as_toughness: bool = False
    #: its printed characteristics, shared with every object of the same card and controller (layers.shared_base)
    base: Chars | None = None
    #: the mana source it is while untapped (legal.mana_sources), worked out for characteristics ``src_ch`` (a
    #: Chars is never changed once made, so the same object means the same characteristics) and summoning
    #: sickness ``src_sick``: what it can tap for depends on nothing else; None: no usable mana ability
    src: Source | None = None
    src_ch: Chars | None = None
    src_sick: bool = False
    #: its last shared snapshot entry, with everything the entry shows (snapshot.permanent_json)
    json: Shown | None = None
    #: on the battlefield, its characteristics as the layers last worked them out (Game.chars_of), valid while
    #: ``cur_at`` is the stamp of the game's current characteristics (Game._chars_at); 0: none
    cur_ch: Chars | None = None
    cur_at: int = 0

    def __init__(
            self, id: str, card: CardDef, owner: str, controller: str, zone: str, tapped: bool = False,
            sick: bool = False, damage: int = 0, deathtouched: bool = False, counters: dict[str, int] | None = None,
            attached_to: str | None = None, token: bool = False, timestamp: int = 0, attacking: str | None = None,
            blocking: list[str] | None = None, blocked: bool = False, from_battlefield_turn: int = -1,
            extra_subtypes: tuple[str, ...] = (), loyalty_used: bool = False, damage_as_toughness: bool = False,
            base: Chars | None = None, src: Source | None = None, src_ch: Chars | None = None, src_sick: bool = False,
            json: Shown | None = None, cur_ch: Chars | None = None, cur_at: int = 0) -> None:
        self.id = id
        self.card = card
        self.owner = owner
        self.controller = controller
        self.zone = zone
        self.tapped = tapped
        self.sick = sick
        self.damage = damage
        self.deathtouched = deathtouched
        self.counters = dict() if counters is None else counters
        self.attached_to = attached_to
        self.token = token
        self.timestamp = timestamp
        self.attacking = attacking
        self.blocking = blocking
        self.blocked = blocked
        self.from_battlefield_turn = from_battlefield_turn
        self.extra_subtypes = extra_subtypes
        self.loyalty_used = loyalty_used
        self.damage_as_toughness = damage_as_toughness
        self.base = base
        self.src = src
        self.src_ch = src_ch
        self.src_sick = src_sick
        self.json = json
        self.cur_ch = cur_ch
        self.cur_at = cur_at

    def clone(self) -> "Obj":
        o = Obj(self.id, self.card, self.owner, self.controller, self.zone, self.tapped, self.sick, self.damage,
                self.deathtouched, dict(self.counters) if self.counters else {}, self.attached_to, self.token,
                self.timestamp, self.attacking, list(self.blocking) if self.blocking is not None else None,
                self.blocked, self.from_battlefield_turn, self.extra_subtypes, self.loyalty_used,
                self.damage_as_toughness, self.base, self.src, self.src_ch, self.src_sick, self.json, self.cur_ch,
                self.cur_at)
        return o

    @property
    def name(self) -> str:
        return self.card.name


@dataclass(init=False, slots=True)
class StackItem:
    """A spell or ability on the stack.  For a spell, ``id`` is the card object's id."""

    id: str
    kind: str  # "spell" | "ability"
    controller: str
    source: str  # the source object id (the spell itself for a spell)
    source_name: str
    ability: Ability | None  # the ability (None for a permanent spell without an effect)
    targets: list[Any] = field(default_factory=list)  # one list of chosen ids per target spec
    x: int = 0
    data: dict[str, Any] = field(default_factory=dict)  # trigger facts, chosen modes
    chapter: bool = False

    def __init__(
            self, id: str, kind: str, controller: str, source: str, source_name: str, ability: Ability | None,
            targets: list[Any] | None = None, x: int = 0, data: dict[str, Any] | None = None, chapter: bool = False) -> None:
        self.id = id
        self.kind = kind
        self.controller = controller
        self.source = source
        self.source_name = source_name
        self.ability = ability
        self.targets = list() if targets is None else targets
        self.x = x
        self.data = dict() if data is None else data
        self.chapter = chapter

    def clone(self) -> "StackItem":
        return StackItem(self.id, self.kind, self.controller, self.source, self.source_name, self.ability,
                         [list(t) for t in self.targets], self.x, dict(self.data), self.chapter)

    def flat_targets(self) -> list[str]:
        return [t for grp in self.targets for t in grp]


@dataclass(init=False, slots=True)
class Player:
    id: str
    name: str
    life: int = 20
    library: list[str] = field(default_factory=list)
    hand: list[str] = field(default_factory=list)
    graveyard: list[str] = field(default_factory=list)
    exile: list[str] = field(default_factory=list)
    command: list[str] = field(default_factory=list)
    pool: list[int] = field(default_factory=lambda: [0] * 6)
    lands_played: int = 0
    ring: int = 0
    ring_bearer: str | None = None
    drew_from_empty: bool = False
    lost: bool = False
    conceded: bool = False
    drawn_this_turn: int = 0
    mulligans: int = 0
    kept: bool = False
    attacked_players: tuple[str, ...] = ()  # the players they attacked this turn, not planeswalkers (Faramir)

    def __init__(
            self, id: str, name: str, life: int = 20, library: list[str] | None = None, hand: list[str] | None = None,
            graveyard: list[str] | None = None, exile: list[str] | None = None, command: list[str] | None = None,
            pool: list[int] | None = None, lands_played: int = 0, ring: int = 0, ring_bearer: str | None = None,
            drew_from_empty: bool = False, lost: bool = False, conceded: bool = False, drawn_this_turn: int = 0,
            mulligans: int = 0, kept: bool = False, attacked_players: tuple[str, ...] = ()) -> None:
        self.id = id
        self.name = name
        self.life = life
        self.library = list() if library is None else library
        self.hand = list() if hand is None else hand
        self.graveyard = list() if graveyard is None else graveyard
        self.exile = list() if exile is None else exile
        self.command = list() if command is None else command
        self.pool = [0] * 6 if pool is None else pool
        self.lands_played = lands_played
        self.ring = ring
        self.ring_bearer = ring_bearer
        self.drew_from_empty = drew_from_empty
        self.lost = lost
        self.conceded = conceded
        self.drawn_this_turn = drawn_this_turn
        self.mulligans = mulligans
        self.kept = kept
        self.attacked_players = attacked_players

    def clone(self) -> "Player":
        return Player(self.id, self.name, self.life, list(self.library), list(self.hand), list(self.graveyard),
                      list(self.exile), list(self.command), list(self.pool), self.lands_played, self.ring,
                      self.ring_bearer, self.drew_from_empty, self.lost, self.conceded, self.drawn_this_turn,
                      self.mulligans, self.kept, self.attacked_players)

    def zone(self, name: str) -> list[str]:
        """The list of one of this player's zones, by name (written out: compiled, getattr is a generic look-up)."""
        if name == "hand":
            return self.hand
        if name == "library":
            return self.library
        if name == "graveyard":
            return self.graveyard
        if name == "exile":
            return self.exile
        if name == "command":
            return self.command
        return getattr(self, name)


@dataclass(init=False, slots=True)
class ContinuousEffect:
    """A continuous effect from a resolved spell or ability (611.2), in layer order (613).

    ``affected`` is locked in when it starts (611.2c); statics of permanents are
    not stored here but read from the battlefield each time (611.3).
    """

    layer: str  # "2", "4", "6", "7b", "7c", "rule", "rule_all" (every creature, affected is empty)
    timestamp: int
    controller: str
    affected: tuple[str, ...]
    mods: dict[str, Any]
    duration: str  # "eot", "while_source", "permanent"
    source: str | None = None

    def __init__(
            self, layer: str, timestamp: int, controller: str, affected: tuple[str, ...], mods: dict[str, Any],
            duration: str, source: str | None = None) -> None:
        self.layer = layer
        self.timestamp = timestamp
        self.controller = controller
        self.affected = affected
        self.mods = mods
        self.duration = duration
        self.source = source


@dataclass(init=False, slots=True)
class Frame:
    """A resolution in progress: a list of effects and where it stands (plain data, so clone() is cheap)."""

    kind: str  # "resolve", "trigger", "legend", "discard", "mulligan", "effects"
    controller: str
    effects: list[EffectUse]
    item: StackItem | None = None
    i: int = 0
    ctx: dict[str, Any] = field(default_factory=dict)  # scratch of the current effect
    vars: dict[str, Any] = field(default_factory=dict)  # shared across the effects
    answer: Any = None

    def __init__(
            self, kind: str, controller: str, effects: list[EffectUse], item: StackItem | None = None, i: int = 0,
            ctx: dict[str, Any] | None = None, vars: dict[str, Any] | None = None, answer: Any = None) -> None:
        self.kind = kind
        self.controller = controller
        self.effects = effects
        self.item = item
        self.i = i
        self.ctx = dict() if ctx is None else ctx
        self.vars = dict() if vars is None else vars
        self.answer = answer

    def clone(self) -> "Frame":
        return Frame(self.kind, self.controller, self.effects, self.item.clone() if self.item else None, self.i,
                     _copy_data(self.ctx), _copy_data(self.vars), self.answer)


def _copy_data(d: dict) -> dict:
    """Copy a frame's scratch all the way down (lists of lists, dicts of lists: a damage division being made,
    targets chosen so far), so a clone paused mid-choice diverges independently."""
    return {k: _copy_value(v) for k, v in d.items()}


def _copy_value(v: Any) -> Any:
    if isinstance(v, list):
        return [_copy_value(x) for x in v]
    if isinstance(v, dict):
        return {k: _copy_value(x) for k, x in v.items()}
    if isinstance(v, set):
        return set(v)
    return v


@dataclass(init=False, slots=True)
class Decision:
    """The one pending decision: who decides and what kind of answer is wanted.  Never changed once it is the
    pending decision (the same priority decision is shared by every game)."""

    kind: str  # "priority", "mulligan", "bottom", "attack", "block", "choice"
    player: str
    prompt: str = ""
    options: list[tuple[str, Any]] = field(default_factory=list)  # for "choice": (object id or option, label)
    done: bool = False  # "done" allowed
    data: dict[str, Any] = field(default_factory=dict)

    def __init__(
            self, kind: str, player: str, prompt: str = "", options: list[tuple[str, Any]] | None = None,
            done: bool = False, data: dict[str, Any] | None = None) -> None:
        self.kind = kind
        self.player = player
        self.prompt = prompt
        self.options = list() if options is None else options
        self.done = done
        self.data = dict() if data is None else data

    def clone(self) -> "Decision":
        return Decision(self.kind, self.player, self.prompt, list(self.options), self.done, dict(self.data))
