"""The rules core: state, turn structure, priority and the stack, mana, combat,
state-based actions, triggers and the decision API.

One decider at a time: ``legal_actions()`` lists every complete answer to the
pending decision, ``apply(action)`` carries one out and returns the events it
caused.  Nothing here knows who is asking.
"""

from __future__ import annotations

import re
from typing import Any, Final, Iterable, Sequence

from .ability import effect
from .actions import Action, IllegalActionError, norm
from .board import BoardIndex
from .legal import KeptPriority, KeptSources, KeptTaps, compute_legal, perform
from .events import Event
from .filters import (W_ANY, W_ARTIFACT, W_CREATURE, W_CREATURE_OR_PLANESWALKER, W_ENCHANTMENT, W_LAND,
                      W_NONLAND_PERMANENT, W_OPPONENT, W_PERMANENT, W_PLANESWALKER, W_PLAYER, W_SPELL, FilterSpec)
from .layers import Chars, compute_all, shared_base
from .mana import IDX, pool_size, pool_text
from .objects import PLAYERS, ContinuousEffect, Decision, Frame, Obj, Player, StackItem, other, remove_identical, seat
from .rng import Rng
from .triggers import check_triggers, put_triggers, step_triggers
from .effects import step_frame
from .combat import end_combat, needs_first_strike_step, remove_from_combat, start_damage  # (effects has loaded combat)
from . import effects as _effects, legal as _legal_mod  # noqa: E402  (no cycle at import)
from ..keywords import registry as _kw
from ..keywords import protection as _protection
from ..mechanics import registry as _mechanics

#: what the keywords answer here (mtg_tui/keywords): deathtouch's and lifelink's damage, indestructible
_LETHAL_DAMAGE: Final = _kw.LETHAL_DAMAGE
_LINKS_LIFE: Final = _kw.LINKS_LIFE
_SURVIVES_DESTROY: Final = _kw.SURVIVES_DESTROY
_PROTECTION: Final = _protection.KEYWORDS

STEPS: Final = ("untap", "upkeep", "draw", "main1", "beginning_of_combat", "declare_attackers", "declare_blockers",
         "first_strike_damage", "combat_damage", "end_of_combat", "main2", "end", "cleanup")
STEP_NAMES: Final = {
    "untap": "untap step", "upkeep": "upkeep", "draw": "draw step", "main1": "precombat main phase",
    "beginning_of_combat": "beginning of combat", "declare_attackers": "declare attackers step",
    "declare_blockers": "declare blockers step", "first_strike_damage": "first-strike damage step",
    "combat_damage": "combat damage step", "end_of_combat": "end of combat", "main2": "postcombat main phase",
    "end": "end step", "cleanup": "cleanup step", "mulligan": "mulligans",
}
#: each step's name as its event says it ("Upkeep"), and the step after it, worked out once
_STEP_TITLES: Final[dict[str, str]] = {k: v.capitalize() for k, v in STEP_NAMES.items()}
_NEXT_STEP: Final[dict[str, str]] = {STEPS[i]: STEPS[i + 1] for i in range(len(STEPS) - 1)}
COMBAT_STEPS: Final = ("beginning_of_combat", "declare_attackers", "declare_blockers", "first_strike_damage",
                "combat_damage", "end_of_combat")
MAX_HAND: Final = 7


# an Exception, not a RuntimeError: mypyc can't compile a subclass of most builtin exceptions
class GameError(Exception):
    """An engine invariant broke (a bug, not a user mistake)."""


#: events that change nothing a player's priority actions depend on (who has priority and the step are part of
#: the key those actions are remembered by, see legal.compute_legal)
_QUIET_EVENTS: Final = frozenset(("priority", "step"))
#: an id in an action's text: a player's, an object's, or the ``#id`` after a name (``Game.said``)
_ID_WORD: Final = re.compile(r"(#)?\b(p[12]|[ca]\d+)\b")


class HistoryEntry:
    """One entry of a game's history: ``by`` took the action whose canonical text is ``text`` (a concession:
    "concede", 104.3a).  Each entry links to the one before it and none is ever changed, so a clone shares its
    original's history as it stands (nothing copied) and each game goes on adding its own (Game.history)."""

    def __init__(self, by: str, text: str, before: HistoryEntry | None) -> None:
        self.by = by
        self.text = text
        self.before = before
        self.n: int = 1 if before is None else before.n + 1  # entries up to and including this one


class Game:
    """A game of Magic between p1 and p2."""

    def __init__(self, registry=None, seed: int = 0, names: tuple[str, str] = ("Player 1", "Player 2"),
                 *, blank: bool = False):
        """``blank`` is for clone() alone, which sets every attribute itself.  (Compiled, ``Game.__new__``
        runs ``__init__`` too: a whole new game built to be overwritten, a third of what a clone cost.)"""
        if blank:
            return
        if registry is None:
            from ..cards.registry import registry as _reg
            registry = _reg()
        self.registry = registry
        self.seed = seed
        self.rng = Rng(seed)
        self.players: dict[str, Player] = {p: Player(p, n) for p, n in zip(PLAYERS, names)}
        self.objects: dict[str, Obj] = {}
        self.battlefield: list[str] = []
        # the battlefield's objects, in the same order as its ids (kept with it: put_onto_battlefield, move,
        # clone): the loops over every permanent read them without a look-up by id each
        self._bfo: list[Obj] = []
        self._any_lost = False  # whether a player has lost (lose(): _check_game_over looks no further until then)
        self.stack: list[StackItem] = []  # bottom first; stack[-1] is the top
        self.effects: list[ContinuousEffect] = []
        self.delayed: list[dict] = []
        #: last known information (608.2h) of the permanents that left the battlefield this turn, by the id they
        #: had there: the zone event's ``lki`` (move), for an effect that reads an object gone by then (the
        #: amassed Army's power).  Replaced, never changed in place (clones share it); emptied as a turn begins.
        #: Only what was seen on the battlefield: no hidden information.
        self.last_known: dict[str, dict] = {}
        #: the creature types noted for a permanent (Long List of the Ents), by its id: replaced, never changed in
        #: place (clones share it); a permanent that leaves is a new object with nothing noted (400.7)
        self.noted: dict[str, tuple[str, ...]] = {}
        self.frames: list[Frame] = []
        self.trigger_queue: list[dict] = []
        self.pending: Decision | None = None
        self.turn = 1
        self.active = "p1"
        self.step = "untap"
        self.step_started = False
        self.priority = "p1"
        self.passes = 0
        self.over = False
        self.winner: str | None = None
        self.end_reason = ""
        self.next_id = 1
        self.timestamp = 0
        self.attackers: list[str] = []  # attacking creatures (506.4)
        self.decl: dict[str, str] = {}  # attackers being declared: attacker -> defender
        self.blocks: list[tuple[str, str]] = []  # blocks being declared: (attacker, blocker)
        self.combat_started_fs = False
        self.fs_dealt: set[str] = set()
        self.creature_died_this_turn = False
        self.spells_cast_this_turn: dict[str, int] = {}  # player -> spells cast this turn ("your second spell")
        self.cleanup_priority = False
        self.starting_player = "p1"
        self.turn_flags: dict[str, Any] = {}
        #: 500.7: the players owed extra turns, in the order the turns were created; the last one is taken next
        #: (the most recently created first), each directly after the current turn (the ``extra_turn`` word)
        self.extra_turns: list[str] = []
        #: while extra turns are taken: the player whose turn comes after them (the turn order resumes there)
        self.turn_after_extra: str | None = None
        #: 500.8: the additional combat phases owed directly after the current combat phase (the
        #: ``additional_combat`` word); one is taken each time an end of combat step ends, and none outlasts the turn
        self.extra_combats = 0
        #: cards in exile a player may play (601.3, 305.1: "You may play that card this turn", Moria Marauder;
        #: "You may cast spells from among those cards for as long as they remain exiled", Shadow of the Enemy):
        #: card id -> (player, the last turn it holds or -1 while the card stays exiled, whether mana of any type
        #: can be spent to cast it, 609.4b).  A card that leaves exile is a new object (400.7): its entry is dead
        self.may_play: dict[str, tuple[str, int, bool]] = {}
        #: the modes chosen so far for an object's "choose one that hasn't been chosen" ability (Gandalf the Grey;
        #: a new object, 400.7, starts afresh): object id -> the modes' indexes
        self.modes_chosen: dict[str, tuple[int, ...]] = {}
        #: 702.26: the phased-out permanents (their objects' zone is "phased_out": treated as though they don't
        #: exist, in no zone list): id -> (the player who controlled it as it phased out, None if it phased out
        #: directly or the id of the permanent it phased out with, attached to it, 702.26g).  Replaced, never
        #: changed in place (clones share it)
        self.phased_out: dict[str, tuple[str, str | None]] = {}
        #: 603.10a: while permanents leave the battlefield together (state-based actions, "destroy all"), one by
        #: one in the engine, their objects: the triggered abilities of those already gone still see the others
        #: leave (``trigger_modes.base.watchers``).  Empty between such events
        self.leaving: tuple[Obj, ...] = ()
        self.log: list[Event] = []
        self.keep_log = True
        self._out: list[Event] = []
        self._chars: dict[str, Chars] | None = None
        self._chars_at = 0  # the stamp the battlefield's objects carry with those characteristics (chars_of)
        self._touched: set[str] = set()  # battlefield objects whose characteristics an effect changed (layers)
        self._marks: tuple[set[str | None], set[str | None]] = (set(), set())  # legal.marks(), as of _marks_ver
        self._marks_ver = -1  # the _dirt count they were worked out at
        # player -> list of untapped sources -> their 'tap' actions as last worked out (legal._mana_taps)
        self._taps: dict[str, dict[tuple[str, ...], KeptTaps]] = {}
        #: per player (p1, p2): taps, untaps and summoning-sickness changes of the permanents they control, and
        #: their untapped mana sources as last worked out (legal.mana_sources)
        self._tapv: list[int] = [0, 0]
        self._ms: list[KeptSources | None] = [None, None]
        self._bv = 0  # counts changes to the battlefield's membership and control (board.BoardIndex)
        self._board: BoardIndex | None = None
        self._legal: list[Action] | None = None
        self.decisions = 0
        self._ver = 0
        self._dirt = 0  # counts dirty() calls alone (legal.marks and the kept 'tap' actions)
        self._sba_ver = -1
        self._twins: dict[str, Action] = {}
        #: list mana abilities ("tap Forest") among the priority actions.  A bot's private rollouts turn it off:
        #: its players never float mana by hand (costs are paid automatically), so the list is all they'd skip.
        self.offer_mana_taps = True
        self._evn = 0  # counts events other than priority and step changes (see _QUIET_EVENTS)
        self._pk: list[KeptPriority | None] = [None, None]  # by seat: the priority lists kept (legal.compute_legal)
        self.legal_computed = 0  # how many times legal actions were computed, not answered from memory (ditto)
        self._lc: dict[Any, Any] | None = None  # per-decision memo while legal actions are computed (legal.py)
        #: answers a word keeps while the board stays as it was (board_kept): key -> (the dirty() count, answer)
        self._board_kept: dict[tuple[str, str], tuple[int, Any]] = {}
        #: the last entry of the game's history (see history): apply() and concede() add one
        self._past: HistoryEntry | None = None

    # ------------------------------------------------------------------ ids, events
    def new_id(self, prefix: str = "c") -> str:
        while True:
            i = f"{prefix}{self.next_id}"
            self.next_id += 1
            if i not in self.objects:
                return i

    def emit(self, kind: str, msg: str, rule: str | None = None, *, quiet: bool = False, **data) -> Event:
        """Tell the players what happened.  ``quiet``: the event tells of no change to the game (an empty attack
        declaration, an announced forced choice whose own events follow), so remembered priority actions hold."""
        if not quiet and kind not in _QUIET_EVENTS:
            self._evn += 1  # something happened: remembered priority actions are stale (legal.compute_legal)
        ev = Event(kind, msg, rule, data)
        self._out.append(ev)
        if self.keep_log:
            self.log.append(ev)
        check_triggers(self, ev)
        return ev

    def board(self) -> BoardIndex:
        """The battlefield's triggered, static and replacement abilities (rebuilt after it changed)."""
        b = self._board
        if b is None or b.ver != self._bv:
            b = self._board = BoardIndex(self)
        return b

    def dirty(self) -> None:
        self._chars = None
        self._dirt += 1
        self._ver += 1  # SBAs look again only after a change that can matter to them (see _sba)

    # ------------------------------------------------------------------ changes the words make
    # (an effect, a mechanic: they change the game through these, which keep the caches right; none of them
    # touches a version count itself)
    def remove_from_stack(self, item: StackItem) -> None:
        """A spell or ability leaves the stack without resolving (countered, 701.5a; removed, 603.3d)."""
        remove_identical(self.stack, item)
        self._ver += 1

    def attach(self, oid: str, to: str) -> None:
        """``oid`` (an Aura, Equipment) becomes attached to ``to`` (701.3a)."""
        self.objects[oid].attached_to = to
        self.dirty()

    def add_subtype(self, oid: str, subtype: str) -> None:
        """A permanent gets a creature type in addition to its others (amass, 701.44a: "the Army becomes a[n]
        <subtype> if it isn't already"): part of its printed characteristics from now on."""
        o = self.objects[oid]
        o.extra_subtypes = o.extra_subtypes + (subtype,)
        self._bv += 1  # its printed characteristics changed (board.BoardIndex.printed)
        self.dirty()

    def board_kept(self, key: tuple[str, str]) -> tuple[bool, Any]:
        """(True, the answer) a word kept under ``key`` while the board stayed as it was (the battlefield,
        control and characteristics change only with a dirty()), else (False, None)."""
        kept = self._board_kept.get(key)
        if kept is not None and kept[0] == self._dirt:
            return True, kept[1]
        return False, None

    def keep_while_board_same(self, key: tuple[str, str], answer: Any) -> None:
        self._board_kept[key] = (self._dirt, answer)

    def characteristics_changed(self) -> None:
        """Something a layer reads changed outside the objects (a mechanic's choice: the Ring-bearer)."""
        self.dirty()

    # ------------------------------------------------------------------ characteristics
    def _compute_chars(self) -> dict[str, Chars]:
        """The layers worked out again (after a dirty()); each battlefield object gets its own result with a
        stamp no other computation, in this game or any other, ever had (clones share the results they copy)."""
        c = self._chars = compute_all(self)
        at = self._chars_at = _next_stamp()
        for o in self._bfo:
            o.cur_ch = c[o.id]
            o.cur_at = at
        return c

    def chars_of(self, o: Obj) -> Chars:
        """chars() for a caller holding the object: read off the object itself while it is on the battlefield."""
        if self._chars is None:
            self._compute_chars()
        if o.cur_at == self._chars_at:
            ch = o.cur_ch
            if ch is not None:
                return ch
        return self.chars(o.id)

    def chars(self, oid: str) -> Chars:
        c = self._chars
        if c is None:
            c = self._compute_chars()
        ch = c.get(oid)
        if ch is None:
            return shared_base(self.objects[oid])  # off the battlefield: the printed characteristics
        return ch

    def said(self, text: str) -> str:
        """An action's text in words: a player's id as their name, an object's id as its name, the ``#id`` that
        tells apart two objects of one name left out ("choose p2" -> "choose Player 2")."""
        def word(m: Any) -> str:
            if m.group(1):
                return ""
            i = str(m.group(2))
            return self.name(i) if i in PLAYERS or i in self.objects else i
        return _ID_WORD.sub(word, text)

    def name(self, oid: str) -> str:
        if oid in PLAYERS:
            return self.players[oid].name
        o = self.objects.get(oid)
        if o is not None:
            return o.card.name
        for it in self.stack:
            if it.id == oid:
                return it.source_name
        return oid

    def has(self, oid: str, kw: str) -> bool:
        return kw in self.chars(oid).keywords

    def is_creature(self, oid: str) -> bool:
        return self.chars(oid).is_creature

    def is_type(self, oid: str, t: str) -> bool:
        o = self.objects[oid]
        if o.zone == "battlefield":
            return t in self.chars(oid).types
        return t in o.card.types

    def controller(self, oid: str) -> str:
        o = self.objects.get(oid)
        if o is not None:
            return o.controller
        for it in self.stack:
            if it.id == oid:
                return it.controller
        return oid

    def is_historic(self, oid: str) -> bool:
        o = self.objects[oid]
        if o.zone == "battlefield":
            ch = self.chars(oid)
            return "Artifact" in ch.types or "Legendary" in ch.supertypes or "Saga" in ch.subtypes
        return o.card.historic

    def power(self, oid: str) -> int:
        return self.chars(oid).power or 0

    def toughness(self, oid: str) -> int:
        return self.chars(oid).toughness or 0

    def creatures(self, player: str | None = None) -> list[str]:
        if player is None:
            return [o.id for o in self._bfo if self.chars_of(o).is_creature]
        return [o.id for o in self._bfo if o.controller == player and self.chars_of(o).is_creature]

    def permanents(self, player: str | None = None) -> list[str]:
        return [o.id for o in self._bfo if player is None or o.controller == player]

    # ------------------------------------------------------------------ filters
    def matches(self, oid: str, fs: FilterSpec, source: str | None, you: str,
                chars: dict[str, Chars] | None = None) -> bool:
        """Does object (or player) ``oid`` match filter ``fs`` as seen by ``you`` with source ``source``?"""
        if fs.any_of:
            return any(self.matches(oid, f, source, you, chars) for f in fs.any_of)
        w = fs.w
        if w == W_SPELL:
            return any(it.id == oid and it.kind == "spell" and self._stack_item_matches(it, fs, you)
                       for it in self.stack)
        o = self.objects.get(oid)
        if o is None:
            if oid == "p1" or oid == "p2":
                if w == W_ANY or w == W_PLAYER:
                    return True
                if w == W_OPPONENT:
                    return oid != you
            return False
        if w == W_PLAYER or w == W_OPPONENT:
            return False
        zone = fs.zone
        if o.zone != zone:
            return False
        card = o.card
        if zone == "battlefield":
            ch = chars[oid] if chars is not None else self.chars_of(o)
            types, subtypes, supertypes, colors = ch.types, ch.subtypes, ch.supertypes, ch.colors
            creature, land, walker, permanent = ch.is_creature, ch.is_land, ch.is_planeswalker, True
            ctrl = o.controller
        else:  # the printed card
            types, subtypes, supertypes, colors = card.types, card.subtypes, card.supertypes, card.colors
            creature, land, walker = "Creature" in types, card.is_land, "Planeswalker" in types
            permanent = card.is_permanent
            ctrl = o.owner
        if w == W_CREATURE:
            if not creature:
                return False
        elif w == W_ANY or w == W_CREATURE_OR_PLANESWALKER:
            if not (creature or walker):
                return False
        elif w == W_LAND:
            if not land:
                return False
        elif w == W_PERMANENT:
            if not permanent:
                return False
        elif w == W_NONLAND_PERMANENT:
            if land or not permanent:
                return False
        elif w == W_PLANESWALKER:
            if not walker:
                return False
        elif w == W_ARTIFACT:
            if "Artifact" not in types:
                return False
        elif w == W_ENCHANTMENT:
            if "Enchantment" not in types:
                return False
        if fs.you and ctrl != you:
            return False
        if fs.opponent and ctrl == you:
            return False
        if fs.simple:
            return True  # the filter says no more than what, zone and controller
        if fs.owner_you and o.owner != you:
            return False
        if fs.other and oid == source:
            return False
        if fs.types and not any(t in types for t in fs.types):
            return False
        if fs.subtypes and not any(x in subtypes for x in fs.subtypes):
            return False
        if fs.supertypes and not all(x in supertypes for x in fs.supertypes):
            return False
        if fs.nonlegendary and "Legendary" in supertypes:
            return False
        if fs.colors and not any(x in colors for x in fs.colors):
            return False
        if fs.not_colors and any(x in colors for x in fs.not_colors):
            return False
        if fs.basic and "Basic" not in supertypes:
            return False
        if fs.historic and not ("Artifact" in types or "Legendary" in supertypes or "Saga" in subtypes):
            return False
        if fs.check_tapped and o.tapped != fs.tapped:
            return False
        if fs.check_token and o.token != fs.token:
            return False
        if fs.nontoken and o.token:
            return False
        if fs.attacking and oid not in self.attackers:
            return False
        if fs.blocked_legendary and oid not in self.turn_flags.get("blocked_legendary", ()):
            return False
        if fs.shares_color_with_legendary and not self._shares_color_with_legendary(colors, you):
            return False
        if fs.without and zone == "battlefield" and not ch.keywords.isdisjoint(fs.without):
            return False
        if fs.from_battlefield_this_turn and o.from_battlefield_turn != self.turn:
            return False
        if fs.dealt_damage_this_turn and o.damage <= 0:
            return False
        by = fs.dealt_damage_this_turn_by
        if by is not None and not self.dealt_damage_by(oid, by, you):
            return False
        pm = fs.power_at_most
        if pm is not None:
            limit = pm if isinstance(pm, int) else self.amount(pm, None)
            if (self.chars(oid).power or 0) > limit:
                return False
        if fs.check_power_at_least and (self.chars(oid).power or 0) < fs.power_at_least:
            return False
        mvm = fs.mv_at_most  # 202.3: "with equal or lesser mana value than that spell"
        if mvm is not None and card.cost.mana_value > (mvm if isinstance(mvm, int) else self.amount(mvm, None)):
            return False
        if fs.lesser_power and (self.chars(oid).power or 0) >= self._source_power(source):
            return False
        if fs.greater_power and (self.chars(oid).power or 0) <= self._source_power(source):
            return False
        if fs.check_pt_at_most:
            pc = self.chars(oid)
            if (pc.power or 0) > fs.pt_at_most and (pc.toughness or 0) > fs.pt_at_most:
                return False
        if fs.keywords and creature:  # "creature with flying" (702)
            kws = ch.keywords if zone == "battlefield" else card.keywords
            if not any(k in kws for k in fs.keywords) and not any(t in types for t in fs.types_without_keywords):
                return False
        if fs.equipped and not self.equipped(oid):
            return False
        return True

    def _source_power(self, source: str | None) -> int:
        """The power of a filter's source ("with lesser power"): as it is, or as it last existed (608.2h)."""
        if source is None:
            return 0
        o = self.objects.get(source)
        if o is not None and o.zone == "battlefield":
            return self.chars(source).power or 0
        lk = self.last_known.get(source)
        return int(lk.get("power") or 0) if lk else 0

    def equipped(self, oid: str) -> bool:
        """301.5: an Equipment is attached to ``oid`` (the board index's attachers: few, in battlefield order)."""
        objs = self.objects
        return any(objs[a].attached_to == oid and self.chars_of(objs[a]).is_equipment
                   for a in self.board().attachers)

    def _shares_color_with_legendary(self, colors: Any, you: str) -> bool:
        """105.2: whether ``colors`` share a color with a legendary creature ``you`` control (a colorless card
        shares none)."""
        if not colors:
            return False
        for c in self.creatures(you):
            ch = self.chars(c)
            if ch.is_legendary and any(x in ch.colors for x in colors):
                return True
        return False

    def _stack_item_matches(self, it: StackItem, fs: FilterSpec, you: str) -> bool:
        if fs.you and it.controller != you:
            return False
        if fs.opponent and it.controller == you:
            return False
        if fs.simple:
            return True
        # a spell's characteristics are its card's (112.1a): "creature spell", "legendary spell", "creature
        # spell with power or toughness 2 or less" (Stern Scolding)
        o = self.objects.get(it.id)
        if o is None:
            return False
        card = o.card
        if fs.types and not any(t in card.types for t in fs.types):
            return False
        if fs.supertypes and not all(x in card.supertypes for x in fs.supertypes):
            return False
        if fs.check_pt_at_most and (card.power or 0) > fs.pt_at_most and (card.toughness or 0) > fs.pt_at_most:
            return False
        return True

    def check_condition(self, cond: str, source: str | None, you: str) -> bool:
        fn = _effects.CONDITIONS.get(cond)
        if fn is None:
            _effects.load_words()
            fn = _effects.CONDITIONS.get(cond)
        if fn is None:
            raise GameError(f"unknown condition {cond!r}")
        return fn(self, source, you)

    def amount(self, expr: Any, frame: Frame | None) -> int:
        if isinstance(expr, int):
            return expr
        fn = _effects.AMOUNTS.get(expr)
        if fn is None:
            _effects.load_words()
            fn = _effects.AMOUNTS.get(expr)
        if fn is None:
            raise GameError(f"unknown amount {expr!r}")
        return fn(self, frame)

    # ------------------------------------------------------------------ object creation and movement
    def put_spell_copy(self, o: Obj, item: StackItem) -> None:
        """707.10: a copy of a spell put on top of the stack: an object of its own (token-like: it ceases to exist
        as it leaves the stack, unless a permanent spell's copy resolves into a token, 707.10f)."""
        self.objects[o.id] = o
        self.stack.append(item)
        self._ver += 1

    def put_card_copy(self, o: Obj) -> None:
        """707.12: a copy of a card created in the zone of the card it copies (exile), to be cast at once; until it
        is, an object of its owner's zone (704.5e: one not cast ceases to exist, ``cease_to_exist``)."""
        self.objects[o.id] = o
        self.players[o.owner].zone(o.zone).append(o.id)
        self._ver += 1
        if self.board().zone_sensitive:
            self.dirty()

    def cease_to_exist(self, oid: str) -> None:
        """704.5e: a copy of a card in a zone other than the stack or the battlefield ceases to exist."""
        o = self.objects.pop(oid)
        self.players[o.owner].zone(o.zone).remove(oid)
        self._ver += 1
        if self.board().zone_sensitive:
            self.dirty()

    def make_obj(self, card, owner: str, zone: str, oid: str | None = None, token: bool = False) -> Obj:
        oid = oid or self.new_id()
        o = Obj(oid, card, owner, owner, zone, token=token or card.token)
        self.objects[oid] = o
        return o

    def zone_list(self, o: Obj) -> list[str]:
        if o.zone == "battlefield":
            return self.battlefield
        if o.zone == "stack":
            return []
        return self.players[o.owner].zone(o.zone)

    def put_onto_battlefield(self, o: Obj, controller: str, tapped: bool = False, attach_to: str | None = None,
                             cause: str = "", counters: dict[str, int] | None = None) -> None:
        """Put a new object onto the battlefield, with the replacement effects that modify how it enters (614.1c)."""
        o.zone = "battlefield"
        o.controller = controller
        self.timestamp += 1
        o.timestamp = self.timestamp
        o.sick = True
        card = o.card
        if card.enters_tapped == "always":
            tapped = True
        elif card.enters_tapped == "unless_legendary_creature":
            if not any("Legendary" in self.chars(c).supertypes for c in self.creatures(controller)):
                tapped = True
        o.tapped = tapped
        self._tapv[seat(controller)] += 1
        for k, n in card.enters_with_counters:
            if isinstance(n, str):  # "a hope counter on it for each creature you control": counted as it enters,
                n = self.amount(n, Frame("resolve", controller, [], vars={"source": o.id}))  # before it's there
                self.emit("effect", f"{card.name} enters with {n} {k} counter{'s' if n != 1 else ''} on it",
                          "614.1c", obj=o.id, kind_=k, n=n)
            if n > 0:
                o.counters[k] = o.counters.get(k, 0) + n
        if counters:  # "enters with an additional +1/+1 counter" (614.1c: it enters with them)
            for k, n in counters.items():
                o.counters[k] = o.counters.get(k, 0) + n
        if "Planeswalker" in card.types and card.loyalty is not None and "loyalty" not in o.counters:
            o.counters["loyalty"] = card.loyalty
        saga = "Saga" in card.subtypes
        if saga and "lore" not in o.counters:
            o.counters["lore"] = 1  # 714.3a
        if attach_to is not None:
            o.attached_to = attach_to
        self.battlefield.append(o.id)
        self._bfo.append(o)
        b = self._board
        fresh = b is not None and b.ver == self._bv
        self._bv += 1
        if fresh and b is not None:
            self._board = b.with_added(self, o.id)  # one more permanent at the end: no need to start over
        self.dirty()

    def move(self, oid: str, to: str, *, bottom: bool = False, controller: str | None = None,
             tapped: bool = False, attach_to: str | None = None, why: str = "", rule: str | None = "400.7",
             silent: bool = False, counters: dict[str, int] | None = None, sacrificed: bool = False,
             x: int = 0) -> str | None:
        """Move an object to another zone as a new object (400.7).  Returns the new id (None if it ceased to exist).
        ``x``: the X of the spell that resolved into it, which its enters trigger uses (107.3m)."""
        o = self.objects[oid]
        frm = o.zone
        lki = None
        if self.may_play and oid in self.may_play:  # it leaves exile as a new object: the permission ends (400.7)
            self.may_play = {k: v for k, v in self.may_play.items() if k != oid}
        if frm == "battlefield" and to == "graveyard" and "exile_if_dies" in self.chars(oid).flags \
                and self.chars(oid).is_creature:
            to, why, rule = "exile", f" instead of dying{why}", "614.1a"  # Smite the Deathless
        if frm == "battlefield":
            lki = self._lki(oid)
            self.last_known = {**self.last_known, oid: lki}
            k = self.battlefield.index(oid)
            del self.battlefield[k]
            del self._bfo[k]
            b = self._board
            fresh = b is not None and b.ver == self._bv
            self._bv += 1
            if fresh and b is not None:
                self._board = b.with_removed(self, oid)
            self._left_battlefield(o)
        elif frm == "stack":
            self.stack = [it for it in self.stack if it.id != oid]
        else:
            lst = self.players[o.owner].zone(frm)
            lst.remove(oid)
        del self.objects[oid]
        if frm == "battlefield" or to == "battlefield" or self.board().zone_sensitive:
            self.dirty()  # the battlefield changes, or its characteristics may read other zones
        else:
            self._evn += 1  # a card moved between other zones: the permanents' characteristics stay as they are
        if o.token and to != "battlefield" and to != "stack":
            # 111.7 / 704.5d: it moves, then ceases to exist; look-back triggers still see it.  (Onto the stack only
            # a copy of a card goes, as it is cast, 707.12: a spell there, 704.5e)
            if frm == "stack" and not why:  # a copy countered, or bounced: it ceases to exist too (704.5e)
                why, rule = " and ceases to exist (a copy)", "704.5e"
            self.emit("zone", f"{o.card.name} ({oid}) {_zone_phrase(frm, to)}{why}", rule, obj=oid, new=None,
                      frm=frm, to=to, owner=o.owner, controller=o.controller, lki=lki, name=o.card.name,
                      token=True, sacrificed=sacrificed)
            return None
        nid = self.new_id()
        n = Obj(nid, o.card, o.owner, o.owner, to)
        n.token = o.token  # (a copy of a permanent spell becomes a token as it resolves, 707.10f, 111.12)
        self.objects[nid] = n
        if to == "battlefield":
            self.put_onto_battlefield(n, controller or o.owner, tapped=tapped, attach_to=attach_to, counters=counters)
        elif to == "stack":
            n.controller = controller or o.owner
        else:
            lst = self.players[o.owner].zone(to)
            if to == "library" and not bottom:
                lst.insert(0, nid)
            else:
                lst.append(nid)
            if to == "graveyard" and frm == "battlefield":
                n.from_battlefield_turn = self.turn
        if not silent:
            hidden = to == "library" or (to == "hand" and frm == "library")
            paid_x: dict[str, Any] = {"x": x} if x else {}
            self.emit("zone", f"{o.card.name} {_zone_phrase(frm, to)}{why}", rule, obj=oid, new=nid, frm=frm, to=to,
                      owner=o.owner, controller=(controller or o.owner) if to == "battlefield" else o.controller,
                      lki=lki, name=o.card.name, hidden=hidden, **paid_x)
        if to == "battlefield" and n.counters:  # 122.6: the counters it enters with are put on it (122.6a: by
            self.counters_put(nid, tuple(n.counters), n.controller)  # its controller, none saying otherwise)
        return nid

    def _lki(self, oid: str) -> dict:
        ch = self.chars(oid)
        o = self.objects[oid]
        return {"types": ch.types, "subtypes": ch.subtypes, "supertypes": ch.supertypes, "power": ch.power,
                "toughness": ch.toughness, "controller": o.controller, "name": ch.name, "colors": ch.colors,
                "counters": dict(o.counters), "token": o.token, "card": o.card,
                **({"no_abilities": True} if "no_abilities" in ch.flags else {}),  # 613.1f, for its triggers
                **({"attacking": True} if oid in self.attackers else {}),  # 506.4, for a look-back (603.10a)
                **_lki_extra(self, oid)}

    def _left_battlefield(self, o: Obj) -> None:
        oid = o.id
        for m in _mechanics.ALL:
            m.left_battlefield(self, oid)
        remove_from_combat(self, o)  # 506.4
        # effects that last while the source is on the battlefield or under control end (611.2b)
        keep = []
        changed = False
        back: list[str] = []
        for e in self.effects:
            if e.source == oid and e.duration == "while_source":
                changed = True
                continue
            if e.source == oid and e.duration == "until_source_leaves":  # 610.3: exiled until it leaves
                back.extend(e.affected)
                changed = True
                continue
            keep.append(e)
        if changed:
            self.effects = keep
            self._restore_control()
        for x in back:  # 610.3c: the exiled card returns under its owner's control
            xo = self.objects.get(x)
            if xo is not None and xo.zone == "exile":
                self.move(x, "battlefield", controller=xo.owner, rule="610.3c")

    def _restore_control(self) -> None:
        """Layer 2: each permanent is controlled by the newest control effect on it, else its owner."""
        ctrl: dict[str, str] = {}
        for e in self.effects:
            if e.layer == "2":
                for a in e.affected:
                    ctrl[a] = e.mods["control"]
        for o in self._bfo:
            oid = o.id
            want = ctrl.get(oid, o.owner)
            if o.controller != want:
                o.controller = want
                self._bv += 1
                o.sick = True
                fought = remove_from_combat(self, o)  # 506.4
                for m in _mechanics.ALL:
                    m.control_changed(self, oid)
                self.emit("control", f"{o.card.name} returns to {self.players[want].name}'s control", "613.1b",
                          obj=oid, controller=want)
                if fought:
                    self.emit("control", f"{o.card.name} is removed from combat", "506.4", obj=oid, controller=want)
                self._end_while_source(oid, want)
        self.dirty()

    def gain_control(self, oid: str, player: str, duration: str, source: str | None) -> None:
        o = self.objects[oid]
        self.timestamp += 1
        self.effects.append(ContinuousEffect("2", self.timestamp, player, (oid,), {"control": player}, duration,
                                             source))
        if o.controller != player:
            o.controller = player
            self._bv += 1
            o.sick = True
            fought = remove_from_combat(self, o)  # 506.4
            for m in _mechanics.ALL:
                m.control_changed(self, oid)
            self.dirty()
            self.emit("control", f"{self.players[player].name} gains control of {o.card.name}", "613.1b", obj=oid,
                      controller=player)
            if fought:
                self.emit("control", f"{o.card.name} is removed from combat", "506.4", obj=oid, controller=player)
            self._end_while_source(oid, player)

    def phase_out(self, oid: str) -> bool:
        """702.26b: a permanent phases out, and with it, indirectly, everything attached to it (702.26g).  It is
        treated as though it doesn't exist -- in no zone list, its object's zone "phased_out" -- yet it changes
        neither zone nor control (702.26d): no zone-change trigger, no last known information, its counters,
        attachments and the effects that last on their own stay with it.  It is removed from combat (506.4)."""
        o = self.objects.get(oid)
        if o is None or o.zone != "battlefield":
            return False
        group = [oid]
        for x in group:  # what is attached to it, and to that (an Aura on an Equipment ...), phase out with it
            group.extend(a for a in self.battlefield if self.objects[a].attached_to == x and a not in group)
        label = self.name(oid)
        rec = dict(self.phased_out)
        for x in group:
            xo = self.objects[x]
            remove_from_combat(self, xo)
            rec[x] = (xo.controller, None if x == oid else oid)
            k = self.battlefield.index(x)
            del self.battlefield[k]
            del self._bfo[k]
            xo.zone = "phased_out"
            xo.json = None
            self._tapv[seat(xo.controller)] += 1
        self.phased_out = rec
        self._bv += 1
        self.dirty()
        with_ = [self.objects[x].card.name for x in group[1:]]
        self.emit("phase", f"{label} phases out" + (f" with {', '.join(with_)}" if with_ else "")
                  + f" until {self.players[o.controller].name}'s next turn", "702.26b", obj=oid, phased="out",
                  controller=o.controller, indirect=group[1:])
        return True

    def _phase_in(self, player: str) -> None:
        """502.1, 702.26a, 702.26c: as ``player``'s untap step begins, the permanents that phased out under their
        control phase in, each with what phased out along with it (702.26g), all at once; then what triggers on
        a permanent phasing in triggers (702.26d: not entering -- no enters trigger, and no summoning sickness
        for that, 302.6)."""
        rec = self.phased_out
        direct = [x for x, (pl, via) in rec.items() if pl == player and via is None]
        if not direct:
            return
        back = [x for x, (_, via) in rec.items() if x in direct or via in direct]
        self.phased_out = {x: v for x, v in rec.items() if x not in back}
        objs = self.objects
        for x in back:
            o = objs[x] = objs[x].clone()  # (the phased-out object was shared with the game's clones)
            o.zone = "battlefield"
            o.json = None
            o.cur_ch = None
            o.cur_at = 0
            self.battlefield.append(x)
            self._bfo.append(o)
            self._tapv[seat(o.controller)] += 1
            if o.attached_to is not None and (o.attached_to not in objs or objs[o.attached_to].zone != "battlefield"):
                o.attached_to = None  # 702.26i: what it was attached to is gone (state-based actions follow)
        self._bv += 1
        self.dirty()
        for x in direct:
            o = objs[x]
            with_ = [objs[a].card.name for a in back if rec[a][1] == x]
            self.emit("phase", f"{o.card.name} phases in" + (f" with {', '.join(with_)}" if with_ else ""),
                      "702.26c", obj=x, phased="in", controller=o.controller)

    def exile_until_leaves(self, exiled: str, source: str, controller: str) -> None:
        """610.3: ``exiled`` (a card in exile) returns to the battlefield when ``source`` leaves it: a record
        of the link, changing no characteristic (no layer reads it), that ``_left_battlefield`` ends."""
        self.timestamp += 1
        self.effects.append(ContinuousEffect("link", self.timestamp, controller, (exiled,), {}, "until_source_leaves",
                                             source))

    def _end_while_source(self, oid: str, controller: str) -> None:
        """611.2b: effects that last 'for as long as you control <source>' end when another player gains control."""
        keep = [e for e in self.effects if not (e.duration == "while_source" and e.source == oid
                                                 and e.controller != controller)]
        if len(keep) != len(self.effects):
            self.effects = keep
            self._restore_control()

    # ------------------------------------------------------------------ basic actions
    def draw(self, player: str, n: int = 1) -> None:
        p = self.players[player]
        for _ in range(n):
            if not p.hand and self.board().replacements:
                k = _effects.replace_draw(self, player)  # 614.11: "draw two cards instead" (Phial of Galadriel)
                if k != 1:
                    self.emit("effect", f"{p.name} draws {k} cards instead of one", "614.11", player=player)
                    for _ in range(k):
                        self._draw_one(p, player)
                    continue
            self._draw_one(p, player)

    def _draw_one(self, p: Player, player: str) -> None:
        """121.1: the top card of the library into the hand (a draw no replacement changes any more)."""
        if not p.library:
            p.drew_from_empty = True
            self._ver += 1
            self.emit("draw", f"{p.name} tries to draw from an empty library", "704.5b", player=player)
            return
        top = p.library[0]
        p.drawn_this_turn += 1
        nid = self.move(top, "hand", silent=True)
        first_in_draw_step = self.step == "draw" and self.active == player and not self.turn_flags.get(
            f"drew_in_draw_{player}")
        if self.step == "draw" and self.active == player:
            self.turn_flags[f"drew_in_draw_{player}"] = True
        self.emit("draw", f"{p.name} draws a card", "121.1", player=player, obj=nid, nth=p.drawn_this_turn,
                  first_in_draw_step=first_in_draw_step)

    def tap(self, oid: str, why: str = "") -> bool:
        o = self.objects[oid]
        if o.tapped:
            return False
        o.tapped = True
        self._tapv[seat(o.controller)] += 1
        self.emit("tap", f"{o.card.name} becomes tapped{why}", "701.21a", obj=oid)
        return True

    def untap(self, oid: str, untap_step: bool = False) -> bool:
        """Untap, through the replacement effects that stop it (stun counters 122.1d; 'doesn't untap')."""
        o = self.objects[oid]
        if not o.tapped:
            return False
        if untap_step:
            flags = self.chars(oid).flags
            if "no_untap" in flags:
                return False
            if "untap_for_counter" in flags:  # Bewitching Leechcraft's grant: a replacement of the untap (614.1)
                if not o.counters.get("+1/+1"):
                    self.emit("effect", f"{o.card.name} doesn't untap: it has no +1/+1 counter to remove", "614.1",
                              obj=oid)
                    return False
                self.remove_counters(oid, "+1/+1", 1, rule="614.1", why=" instead of untapping")
        if o.counters.get("stun"):
            self.remove_counters(oid, "stun", 1, rule="122.1d",
                                 why=" instead of untapping")
            return False
        o.tapped = False
        self._tapv[seat(o.controller)] += 1
        self.emit("untap", f"{o.card.name} untaps", "701.21b", obj=oid)
        return True

    def add_counters(self, oid: str, kind: str, n: int, source: str | None = None, by: str | None = None,
                     batch: list[str] | None = None) -> int:
        """Put ``n`` counters of ``kind`` on ``oid`` (122.6), as replacement effects change how many (614.1).
        ``by``: the player who puts them, the controller of the effect or cost that does (if absent: of
        ``source``, else the permanent's controller, as for counters it enters with, 122.6a).  Counters put in one
        event trigger "whenever you put one or more counters on ~" once (603.2c): an effect that puts several
        kinds at once gathers the kinds in ``batch`` and tells of them itself (``counters_put``); without a
        batch, this is an event of its own."""
        if n <= 0:
            return 0
        o = self.objects[oid]
        if by is None:
            by = self.objects[source].controller if source is not None and source in self.objects else o.controller
        n = _effects.replace_counters(self, oid, kind, n)
        before = o.counters.get(kind, 0)
        o.counters[kind] = before + n
        self.dirty()
        self.emit("counters", f"{n} {kind} counter{'s' if n != 1 else ''} put on {o.card.name}", "122.1",
                  obj=oid, kind_=kind, n=n, before=before, after=before + n, by=by)
        if n > 0:
            if batch is not None:
                batch.append(kind)
            else:
                self.counters_put(oid, (kind,), by)
        return n

    def counters_put(self, oid: str, kinds: Sequence[str], by: str) -> None:
        """122.6, 603.2c: one or more counters of ``kinds`` were put on ``oid`` by ``by`` in one event (an
        effect's, a cost's, or as it entered the battlefield): what triggers on that, once ("Whenever you put one
        or more counters on Aragorn").  Not logged: the "counters" events have told of each kind."""
        o = self.objects.get(oid)
        if kinds and o is not None and o.zone == "battlefield":
            check_triggers(self, Event("counters_put", f"counters put on {o.card.name}", "122.6",
                                       {"obj": oid, "by": by, "kinds": tuple(dict.fromkeys(kinds))}))

    def remove_counters(self, oid: str, kind: str, n: int, rule: str = "122.1", why: str = "") -> int:
        o = self.objects[oid]
        have = o.counters.get(kind, 0)
        n = min(n, have)
        if n <= 0:
            return 0
        if have - n:
            o.counters[kind] = have - n
        else:
            del o.counters[kind]
        self.dirty()
        self.emit("counters", f"{n} {kind} counter{'s' if n != 1 else ''} removed from {o.card.name}{why}", rule,
                  obj=oid, kind_=kind, n=-n, before=have, after=have - n)
        return n

    def lose_life(self, player: str, n: int, why: str = "") -> None:
        if n <= 0:
            return
        p = self.players[player]
        p.life -= n
        self._ver += 1
        self.emit("life", f"{p.name} loses {n} life{why} ({p.life})", "119.3", player=player, delta=-n)

    def gain_life(self, player: str, n: int, why: str = "") -> None:
        if n <= 0:
            return
        if self.board().replacements:
            n = _effects.replace_life_gain(self, player, n)  # 119.7: "can't gain life"
            if n <= 0:
                self.emit("effect", f"{self.players[player].name} can't gain life{why}", "119.7", player=player)
                return
        p = self.players[player]
        p.life += n
        self._ver += 1
        self.emit("life", f"{p.name} gains {n} life{why} ({p.life})", "119.3", player=player, delta=n)

    def deal_damage(self, source: str, target: str, n: int, combat: bool = False, src_info: dict | None = None) -> int:
        """120.3: damage to a player is life loss, to a planeswalker removes loyalty, to a creature is marked."""
        if n <= 0:
            return 0
        self._ver += 1  # damage, life and deathtouch all matter to state-based actions
        info = src_info or self._source_info(source)
        sname = info["name"]
        q = self.protected_from(target, source)
        if q is not None and not self.turn_flags.get("damage_unpreventable"):
            # 702.16e, 615.1: prevented, so never dealt (no lifelink, no "deals damage" trigger)
            self.emit("effect", f"{n} damage from {sname} to {self.name(target)} is prevented (protection from "
                      f"{q})", "702.16e", source=source, target=target, n=n, prevented=True)
            return 0
        if target in PLAYERS:
            p = self.players[target]
            p.life -= n
            self.emit("damage", f"{sname} deals {n} damage to {p.name} ({p.life})", "120.3a", source=source,
                      target=target, n=n, combat=combat, controller=info["controller"])
        else:
            o = self.objects.get(target)
            if o is None or o.zone != "battlefield":
                return 0
            if "Planeswalker" in self.chars(target).types and "Creature" not in self.chars(target).types:
                # 120.10: excess damage to a planeswalker is what exceeds its loyalty before the damage
                excess = max(0, n - o.counters.get("loyalty", 0))
                self.emit("damage", f"{sname} deals {n} damage to {o.card.name}", "120.3c", source=source,
                          target=target, n=n, combat=combat, controller=info["controller"], excess=excess)
                self.remove_counters(target, "loyalty", n, rule="120.3c")
            else:
                # 120.10, 120.4a: excess damage to a creature is what exceeds lethal damage, counting the damage
                # already marked on it; any damage beyond 1 is excess from a source with deathtouch (702.2)
                lethal = max(0, self.toughness(target) - o.damage)
                if info["deathtouch"]:
                    lethal = min(lethal, 1)
                excess = max(0, n - lethal)
                o.damage += n
                if info["deathtouch"]:
                    o.deathtouched = True
                self._note_damaged_by(source, target, info["controller"])
                self.emit("damage", f"{sname} deals {n} damage to {o.card.name}", "120.3e", source=source,
                          target=target, n=n, combat=combat, controller=info["controller"], excess=excess)
        if info["lifelink"]:
            self.gain_life(info["controller"], n, why=f" (lifelink, {sname})")  # 702.15b
        return n

    def _note_damaged_by(self, source: str, target: str, controller: str) -> None:
        """Keep, for the turn, that ``target`` was dealt damage by a source of these subtypes under this
        controller, as it dealt it ("another creature dealt damage this turn by a Spider you controlled", Shelob,
        Child of Ungoliant): ``turn_flags["damaged_by"]``, a set of (permanent, controller, subtypes)."""
        vals = self._source_values(source)
        if vals is None:
            return
        subs = vals[2]
        seen = self.turn_flags.get("damaged_by")
        if seen is None:
            seen = self.turn_flags["damaged_by"] = set()
        seen.add((target, controller, subs))

    def dealt_damage_by(self, oid: str, by: Any, you: str) -> bool:
        """Was permanent ``oid`` dealt damage this turn by a source ``by`` describes (its ``subtypes``, any of
        them, and its ``controller`` relative to ``you``, as the source dealt the damage)?"""
        subtypes = tuple(by.get("subtypes") or ())
        ctrl = by.get("controller", "any") or "any"
        for target, controller, subs in self.turn_flags.get("damaged_by", ()):
            if target != oid:
                continue
            if ctrl == "you" and controller != you:
                continue
            if ctrl in ("opponent", "not_you") and controller == you:
                continue
            if subtypes and not any(s in subs for s in subtypes):
                continue
            return True
        return False

    def _source_info(self, source: str) -> dict:
        o = self.objects.get(source)
        if o is not None and o.zone == "battlefield":
            kw = self.chars(source).keywords
            return {"name": o.card.name, "controller": o.controller,
                    "deathtouch": not _LETHAL_DAMAGE.isdisjoint(kw), "lifelink": not _LINKS_LIFE.isdisjoint(kw)}
        if o is not None:
            printed = o.card.keywords  # a frozenset (the characteristics' keywords are a set)
            return {"name": o.card.name, "controller": o.controller,
                    "deathtouch": not _LETHAL_DAMAGE.isdisjoint(printed), "lifelink": not _LINKS_LIFE.isdisjoint(printed)}
        return {"name": self.name(source), "controller": self.controller(source), "deathtouch": False,
                "lifelink": False}

    # ------------------------------------------------------------------ protection (702.16)
    def protected_from(self, target: str, source: str | None) -> str | None:
        """The quality of ``target``'s protection that ``source`` has, or None: a permanent or player with
        protection from it can't be targeted by it, dealt damage by it, blocked by it, or enchanted or equipped by
        it (702.16b-f; keywords/protection.py).  ``target`` is a permanent's id or a player."""
        if source is None or source == target:
            return None
        if target in PLAYERS:
            if not self.effects:
                return None
            quals = self.player_protection(target)
        else:
            o = self.objects.get(target)
            if o is None or o.zone != "battlefield":
                return None
            kws = self.chars(target).keywords
            if _PROTECTION.isdisjoint(kws):
                return None
            quals = _protection.qualities(kws)
        if not quals:
            return None
        if source in PLAYERS:
            return None
        colors, types = self._source_quality(source)
        return _protection.stops(quals, colors, types)

    def player_protection(self, player: str) -> list[str]:
        """The qualities a player has protection from (player effects: The One Ring's "you gain protection from
        everything until your next turn")."""
        out: list[str] = []
        for e in self.effects:
            if e.layer == "player" and player in e.affected:
                for q in e.mods.get("protection", ()):
                    if q not in out:
                        out.append(q)
        return out

    def _source_quality(self, source: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """A source's colors and card types, for protection (``_source_values``; none if unknown)."""
        vals = self._source_values(source)
        return (vals[0], vals[1]) if vals is not None else ((), ())

    def _source_values(self, source: str) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]] | None:
        """A source's colors, card types and subtypes: a permanent's as they are, one gone from the battlefield as
        it last existed there (608.2h), a card elsewhere (a spell on the stack) as printed; None if unknown."""
        o = self.objects.get(source)
        if o is not None and o.zone == "battlefield":
            ch = self.chars(source)
            return ch.colors, ch.types, ch.subtypes
        lk = self.last_known.get(source)
        if lk is not None:
            return (tuple(lk.get("colors") or ()), tuple(lk.get("types") or ()),
                    tuple(lk.get("subtypes") or ()))
        if o is not None:
            return o.card.colors, o.card.types, o.card.subtypes
        return None

    def destroy(self, oid: str, rule: str = "701.7a") -> bool:
        o = self.objects.get(oid)
        if o is None or o.zone != "battlefield":
            return False
        if not _SURVIVES_DESTROY.isdisjoint(self.chars(oid).keywords):
            self.emit("effect", f"{o.card.name} is indestructible and isn't destroyed", "702.12b", obj=oid)
            return False
        self.move(oid, "graveyard", why=" (destroyed)", rule=rule)
        return True

    def sacrifice(self, oid: str, rule: str = "701.17a") -> str | None:
        """Sacrifice a permanent: to its owner's graveyard; the card's new id there (None for a token)."""
        self.count_sacrificed()
        return self.move(oid, "graveyard", why=" (sacrificed)", rule=rule, sacrificed=True)

    def count_sacrificed(self) -> None:
        """One more permanent sacrificed this turn, by any player (701.17a; "for each permanent sacrificed this
        turn", The Balrog, Durin's Bane: the amount permanents_sacrificed_this_turn)."""
        self.turn_flags["sacrificed"] = int(self.turn_flags.get("sacrificed", 0)) + 1

    def shuffle(self, player: str) -> None:
        self.rng.shuffle(self.players[player].library)
        self.emit("shuffle", f"{self.players[player].name} shuffles their library", "701.20a", player=player)

    def create_token(self, controller: str, token_name: str, n: int = 1, source: str | None = None,
                     tapped: bool = False) -> list[str]:
        """111.1: create tokens; replacement effects (Peregrin Took) see the whole creation event."""
        batches = _effects.replace_tokens(self, controller, [(token_name, n)])
        made = []
        for name, count in batches:
            card = self.registry.token(name)
            for _ in range(count):
                o = self.make_obj(card, controller, "battlefield", token=True)
                o.zone = "limbo"
                self.put_onto_battlefield(o, controller, tapped=tapped)
                made.append(o.id)
                self.emit("zone", f"{self.players[controller].name} creates {_article(card.name)} token", "111.1",
                          obj=None, new=o.id, frm=None, to="battlefield", owner=controller, controller=controller,
                          lki=None, name=card.name, token=True)
                self.emit("token", f"token {card.name} ({o.id}) created", "111.1", obj=o.id, controller=controller)
        return made

    def add_mana(self, player: str, sym: str, n: int = 1, why: str = "") -> None:
        p = self.players[player]
        p.pool[IDX[sym]] += n
        self.emit("mana_added", f"{p.name} adds {'{' + sym + '}' * 1 if n == 1 else ''.join('{' + sym + '}' for _ in range(n))}{why}",
                  "106.4", player=player, mana=sym * n)

    def empty_pools(self) -> None:
        for p in self.players.values():
            if pool_size(p.pool):
                kept = (_effects.replace_mana_emptying(self, p.id, p.pool) if self.board().replacements
                        else None)
                if kept is not None and pool_size(kept):
                    lost = [a - b for a, b in zip(p.pool, kept)]
                    p.pool = kept
                    if pool_size(lost):
                        self.emit("mana_emptied", f"{p.name}'s unused mana ({pool_text(lost)}) empties", "500.4",
                                  player=p.id, mana=pool_text(lost))
                    continue
                txt = pool_text(p.pool)
                p.pool = [0] * 6
                self.emit("mana_emptied", f"{p.name}'s unused mana ({txt}) empties", "500.4", player=p.id, mana=txt)

    def add_effect(self, layer: str, affected: Iterable[str], mods: dict, duration: str, controller: str,
                   source: str | None = None) -> None:
        self.timestamp += 1
        self.effects.append(ContinuousEffect(layer, self.timestamp, controller, tuple(affected), mods, duration,
                                             source))
        self.dirty()

    # ------------------------------------------------------------------ game end
    def lose(self, player: str, why: str, rule: str) -> None:
        p = self.players[player]
        if p.lost:
            return
        p.lost = True
        self._any_lost = True
        self._ver += 1
        self.emit("game_over", f"{p.name} loses the game: {why}", rule, player=player)

    def concede(self, player: str) -> list[Event]:
        """104.3a: a player may concede at any time."""
        self._out = []
        self._legal = None
        self.players[player].conceded = True
        self.lose(player, "concedes", "104.3a")
        self._check_game_over()
        self.pending = None
        self._past = HistoryEntry(player, "concede", self._past)
        return self._out

    def _check_game_over(self) -> bool:
        if not self._any_lost:
            return False
        pl = self.players
        losers = [p for p in PLAYERS if pl[p].lost]
        self.over = True
        self.pending = None
        if len(losers) == 2:
            self.winner = "draw"
            self.end_reason = "both players lost at once"
            self.emit("game_over", "The game is a draw", "104.4a", winner="draw")
        else:
            w = other(losers[0])
            self.winner = w
            self.emit("game_over", f"{self.players[w].name} wins the game", "104.2a", winner=w)
        return True

    # ------------------------------------------------------------------ the main loop
    def _run(self) -> None:
        guard = 0
        while not self.over:
            guard += 1
            if guard > 100000:
                raise GameError("the game made no progress (loop guard)")
            if self.pending is not None:
                if self.pending.kind != "priority":
                    acts = self.legal_actions()
                    if len(acts) == 1:
                        secret = self.pending.data.get("purpose") in ("bottom", "scry", "search")
                        what = "makes the only possible choice" if secret else \
                            f"{self.said(acts[0].text)} (the only choice)"
                        # an attack or block declaration's own events tell what changed (quiet when nothing did;
                        # a log may leave the line out: ``declaration``)
                        decl = self.pending.kind in ("attack", "block")
                        self.emit("choice", f"{self.players[self.pending.player].name}: {what}",
                                  None, quiet=decl, player=self.pending.player, forced=True, declaration=decl)
                        self._apply_inner(acts[0])
                        continue
                    if not acts:
                        raise GameError(f"dead end: no legal action for {self.pending.kind}")
                return
            if self.frames:
                step_frame(self, self.frames[-1])
                continue
            if self._sba():
                if self.step == "cleanup":
                    self.cleanup_priority = True
                continue
            if self._check_game_over():
                return
            if self.trigger_queue:
                put_triggers(self)
                if self.step == "cleanup":
                    self.cleanup_priority = True
                continue
            if not self.step_started:
                self.step_started = True
                self._turn_based_actions()
                continue
            if self.step == "untap" or (self.step == "cleanup" and not self.cleanup_priority):
                self._end_step()
                continue
            self._legal = None
            self.pending = _priority_decision(self.priority, self.step)
            self.emit("priority", f"{self.players[self.priority].name} has priority", "117.3", player=self.priority)
            return

    def _turn_based_actions(self) -> None:
        """703: what happens as each step begins, before anyone gets priority."""
        step = self.step
        ap = self.active
        if step == "untap":
            if self.phased_out:
                self._phase_in(ap)  # 502.1: first, phasing
            for p in self.players.values():
                p.drawn_this_turn = 0
            for o in self._bfo:
                if o.controller == ap:
                    o.sick = False  # 302.6: controlled continuously since the turn began
            self._tapv[seat(ap)] += 1
            for o in list(self._bfo):
                if o.controller == ap and o.tapped and self.objects.get(o.id) is o:  # (still there)
                    self.untap(o.id, untap_step=True)  # 502.3
        elif step == "draw":  # (never on the first turn: _begin skips that draw step, 103.8a)
            self.draw(ap)  # 504.1
        elif step == "main1":
            for o in list(self._bfo):
                if o.controller == ap and self.chars_of(o).is_saga:
                    self.add_counters(o.id, "lore", 1)  # 714.3b
        elif step == "declare_attackers":
            self.decl = {}
            self.pending = Decision("attack", ap, prompt="Declare attackers")
            self._legal = None
        elif step == "declare_blockers":
            self.blocks = []
            self.pending = Decision("block", other(ap), prompt="Declare blockers")
            self._legal = None
        elif step in ("first_strike_damage", "combat_damage"):
            start_damage(self)
        elif step == "cleanup":
            # frames run last-pushed first: 514.1 discard, then 514.2 damage and "until end of turn" wear off
            self.frames.append(Frame("effects", ap, [effect({"do": "cleanup_wear_off"})]))
            if len(self.players[ap].hand) > MAX_HAND:
                self.frames.append(Frame("effects", ap, [effect({"do": "discard_to_hand_size"})]))

    def _end_step(self) -> None:
        """500.4: mana empties as each step and phase ends; then the next step begins."""
        self.empty_pools()
        self.pending = None
        step = self.step
        if step == "end_of_combat":
            end_combat(self)  # 511.3: the combat's attackers, blockers and first-strike record end with it
            if self.extra_combats > 0:
                # 500.8: an added combat phase comes directly after this one; 505.1a: no main phase is added
                # with it, so after it the turn goes on to the postcombat main phase
                self.extra_combats -= 1
                self.turn_flags["additional_combats"] = int(self.turn_flags.get("additional_combats", 0)) + 1
                self.emit("step", "An additional combat phase begins", "500.8", additional_combat=True,
                          turn=self.turn)
                self._begin("beginning_of_combat")
                return
        if step == "cleanup":
            if self.cleanup_priority:  # 514.3a: another cleanup step
                self.cleanup_priority = False
                self._begin("cleanup")
                return
            self._next_turn()
            return
        nxt = _NEXT_STEP[step]
        if nxt == "declare_blockers" and not self.attackers:
            nxt = "end_of_combat"  # 508.8
        if nxt == "first_strike_damage":
            if not needs_first_strike_step(self):
                nxt = "combat_damage"
        self._begin(nxt)

    def _begin(self, step: str) -> None:
        if step == "draw" and self.turn == 1 and self.active == self.starting_player:
            # 103.8a: the player who plays first skips the draw step of their first turn: it doesn't happen
            # at all (no draw, no "beginning of the draw step" triggers, no priority); the game goes on to the
            # precombat main phase (a scenario that starts in that draw step starts there too)
            self.emit("step", f"{self.players[self.active].name} skips the draw step of the first turn", "103.8a",
                      skipped="draw", turn=self.turn)
            step = "main1"
        self.step = step
        self.step_started = False
        self.priority = self.active
        self.passes = 0
        self.emit("step", _STEP_TITLES[step], _STEP_RULES.get(step), step=step, turn=self.turn)
        step_triggers(self, step)

    def _next_turn(self) -> None:
        # 514.2 effects "until end of turn" already ended in cleanup
        self.turn += 1
        # 500.7: an extra turn owed is taken next, the most recently created first; after the extra turns the turn
        # order resumes where it was (the player after the one whose turn they followed)
        extra = self.extra_turns.pop() if self.extra_turns else None
        if extra is not None:
            if self.turn_after_extra is None:
                self.turn_after_extra = other(self.active)
            self.active = extra
        else:
            self.active = self.turn_after_extra or other(self.active)
            self.turn_after_extra = None
        # the characteristics a static reads from whose turn it is change with the active player (500.5; Grond,
        # the Gatebreaker is a creature "as long as it's your turn", 611.3a): layers are worked out again
        self.dirty()
        self.turn_flags = {}
        self.extra_combats = 0  # 500.8: a combat phase added to the turn that ended is gone with it
        self.last_known = {}
        if self.may_play:  # permissions "this turn" end; those of cards no longer in exile are dead (400.7)
            objs = self.objects
            self.may_play = {c: v for c, v in self.may_play.items()
                             if v[1] < 0 and c in objs and objs[c].zone == "exile"}
        self.creature_died_this_turn = False
        self.spells_cast_this_turn = {}
        for p in self.players.values():
            p.lands_played = 0
            p.attacked_players = ()
        for o in self._bfo:
            o.loyalty_used = False
        if extra is None:
            self.emit("turn", f"Turn {self.turn}: {self.players[self.active].name}", "500.1", turn=self.turn,
                      active=self.active)
        else:
            self.emit("turn", f"Turn {self.turn}: {self.players[self.active].name} (an extra turn)", "500.7",
                      turn=self.turn, active=self.active, extra=True)
        if self.effects:  # "until your next turn" ends as that turn begins (611.2a, 500.1)
            keep = [e for e in self.effects
                    if not (e.duration == "until_your_next_turn" and e.controller == self.active)]
            if len(keep) != len(self.effects):
                self.effects = keep
                self.dirty()
                self.emit("effect", f"Effects that last until {self.players[self.active].name}'s next turn end",
                          "611.2a")
        self._begin("untap")

    # ------------------------------------------------------------------ state-based actions (704)
    def _sba(self) -> bool:
        if self._ver == self._sba_ver:
            return False
        did = False
        while True:
            acts = self._sba_once()
            if not acts:
                if not self.frames:
                    self._sba_ver = self._ver
                break
            did = True
            if self.frames:  # a choice (legend rule) is pending
                break
        return did

    def _sba_once(self) -> bool:
        did = False
        for p in self.players.values():
            if p.life <= 0 and not p.lost:
                self.lose(p.id, "life total is 0 or less", "704.5a")
                did = True
            if p.drew_from_empty and not p.lost:
                p.drew_from_empty = False
                self.lose(p.id, "drew from an empty library", "704.5b")
                did = True
        if did:
            self._check_game_over()
            return True
        to_grave: list[tuple[str, str, str]] = []
        destroy: list[tuple[str, str]] = []
        objs = self.objects
        cc = self._chars
        if cc is None:
            cc = self._compute_chars()
        legendary: list[str] = []
        legendary_names: list[str] = []
        at = self._chars_at  # (cc's stamp: an SBA acted on below leaves the others read as they were)
        for o in self._bfo:
            oid = o.id
            ch = o.cur_ch if o.cur_at == at and o.cur_ch is not None else (cc.get(oid) or self.chars(oid))
            if ch.is_legendary:
                legendary.append(oid)
                legendary_names.append(ch.name)
            if ch.is_creature:
                t = ch.toughness or 0
                if t <= 0:
                    to_grave.append((oid, "704.5f", "toughness 0 or less"))
                    continue
                if o.damage >= t:
                    destroy.append((oid, "704.5g"))
                    continue
                if o.deathtouched and o.damage > 0:
                    destroy.append((oid, "704.5h"))
                    continue
            c = o.counters
            if ch.is_planeswalker and c.get("loyalty", 0) <= 0:
                to_grave.append((oid, "704.5i", "no loyalty"))
                continue
            if ch.is_aura:
                a = o.attached_to
                if a is None or a not in objs or objs[a].zone != "battlefield" or \
                        not self._aura_can_enchant(oid, a):
                    to_grave.append((oid, "704.5m", "not attached to a legal object"))
                    continue
            if ch.is_equipment and o.attached_to is not None:
                # 704.5n, 301.5c: unattached from an illegal or nonexistent permanent; a creature another player
                # controls is a legal one (301.5d: the Equipment's controller and the creature's need not be
                # the same; Shagrat, Loot Bearer attaches an opponent's Equipment)
                a = o.attached_to
                if a not in objs or objs[a].zone != "battlefield" or not self.is_creature(a) or a == oid \
                        or self.protected_from(a, oid) is not None:  # 702.16d
                    o.attached_to = None
                    self.dirty()
                    self.emit("sba", f"{o.card.name} becomes unattached", "704.5n", obj=oid)
                    did = True
            if ch.is_saga and o.card.final_chapter and c.get("lore", 0) >= o.card.final_chapter:
                if not any(it.source == oid and it.chapter for it in self.stack) and not any(
                        t.get("source") == oid and t.get("chapter") for t in self.trigger_queue):
                    to_grave.append((oid, "704.5s", "final chapter done"))
                    continue
            if c and c.get("+1/+1") and c.get("-1/-1"):
                n = min(c["+1/+1"], c["-1/-1"])
                self.remove_counters(oid, "+1/+1", n, rule="704.5q")
                self.remove_counters(oid, "-1/-1", n, rule="704.5q")
                did = True
        # legend rule (704.5j)
        seen: dict[tuple[str, str], list[str]] = {}
        if len(legendary_names) > 1 and len(set(legendary_names)) < len(legendary_names):
            for k in range(len(legendary)):  # two legends share a name: group them by controller
                oid = legendary[k]
                seen.setdefault((objs[oid].controller, legendary_names[k]), []).append(oid)
        legend_groups = [(k, v) for k, v in seen.items() if len(v) > 1]
        if len(to_grave) + len(destroy) > 1:  # 704.3: performed at once; 603.10a: each sees the others leave
            self.leaving = tuple(objs[x[0]] for x in to_grave + destroy if x[0] in objs)
        for oid, rule, why in to_grave:
            if oid in self.objects and self.objects[oid].zone == "battlefield":
                self.emit("sba", f"{self.objects[oid].card.name}: {why}", rule, obj=oid)
                if "Saga" in self.chars(oid).subtypes and rule == "704.5s":
                    self.count_sacrificed()  # 714.4: the Saga's controller sacrifices it
                    self.move(oid, "graveyard", why=f" (sacrificed: {why})", rule=rule)
                else:
                    self.move(oid, "graveyard", why=f" ({why})", rule=rule)
                did = True
        for oid, rule in destroy:
            if oid in self.objects and self.objects[oid].zone == "battlefield":
                o = self.objects[oid]
                if not _SURVIVES_DESTROY.isdisjoint(self.chars(oid).keywords):
                    continue  # 702.12b
                self.emit("sba", f"{o.card.name} has {'lethal damage' if rule == '704.5g' else 'been dealt deathtouch damage'}",
                          rule, obj=oid)
                self.move(oid, "graveyard", why=" (lethal damage)" if rule == "704.5g" else " (deathtouch)",
                          rule=rule)
                did = True
        self.leaving = ()
        for (ctrl, name), ids in legend_groups:
            ids = [i for i in ids if i in self.objects and self.objects[i].zone == "battlefield"]
            if len(ids) > 1:
                self.frames.append(Frame("effects", ctrl, [effect({"do": "legend_rule", "ids": ids})]))
                did = True
                break
        return did

    def _aura_can_enchant(self, aura: str, target: str) -> bool:
        if self.protected_from(target, aura) is not None:
            return False  # 702.16c
        card = self.objects[aura].card
        spell = card.spell
        if spell is not None and spell.targets:
            f = spell.targets[0]
            return self.matches(target, f, aura, self.objects[aura].controller)
        return True

    # ------------------------------------------------------------------ the decision API
    @property
    def decider(self) -> str | None:
        return None if self.over or self.pending is None else self.pending.player

    def legal_actions(self) -> list[Action]:
        if self._legal is None:
            self._legal = compute_legal(self) if not self.over and self.pending is not None else []
        return self._legal

    def apply(self, action: Action | str) -> list[Event]:
        """Carry out one legal action; return the events it caused.  An illegal action raises
        IllegalActionError and leaves the state unchanged."""
        if self.over:
            raise IllegalActionError("the game is over", [])
        if isinstance(action, str):
            action = self.find_action(action)
        legal = self.legal_actions()
        twin = self._twins.get(action.text) if self._twins else None
        if twin is not None and twin == action:
            legal = [action]  # an interchangeable twin of an offered object, named by its id
        if action not in legal and action.kind != "concede":  # 104.3a: the decider may concede at any time
            match = next((a for a in legal if a.text == action.text), None)
            if match is None:
                raise IllegalActionError(f"{action.text!r} is not legal now", [a.text for a in legal])
            action = match
        pending = self.pending
        by = pending.player if pending is not None else self.active  # (who a concession is by: _apply_inner)
        self._out = []
        self._twins = {}
        self.decisions += 1
        self._apply_inner(action)
        self._run()
        self._past = HistoryEntry(by, action.text, self._past)
        return self._out

    def do(self, text: str) -> list[Event]:
        """Select the legal action whose text is ``text`` (case-insensitive, accents optional) and apply it."""
        return self.apply(self.find_action(text))

    def find_action(self, text: str) -> Action:
        t = norm(text)
        if t == "concede" and not self.over:
            return Action("concede", "concede")
        legal = self.legal_actions()
        for a in legal:
            if norm(a.text) == t:
                return a
        from .legal import hidden_aliases
        matches = []
        for a in list(legal) + hidden_aliases(self):
            if any(norm(x) == t for x in a.aliases()):
                matches.append(a)
        if matches:
            # (an interchangeable twin's alias names the same object as the legal action: one answer)
            answers = {(a.kind, tuple(r[0] for r in a.refs)) for a in matches}
            texts = sorted({a.text for a in matches})
            if len(answers) > 1:  # a name that two objects share, written where their ids tell them apart
                raise IllegalActionError(
                    f"{text!r} names {len(texts)} legal actions: " + ", ".join(texts) + "; write one of them",
                    texts)
            return matches[0]
        twin = _legal_mod.twin_action(self, text, legal)
        if twin is not None:
            self._twins[twin.text] = twin
            return twin
        who = self.players[self.pending.player].name if self.pending else "nobody"
        raise IllegalActionError(
            f"no legal action {text!r} for {who}; legal: " + ", ".join(a.text for a in legal) if legal
            else f"no legal action {text!r}: the game is over", [a.text for a in legal])

    def _apply_inner(self, action: Action) -> None:
        self._legal = None
        if action.kind == "concede":
            p = self.pending.player if self.pending else self.active
            self.players[p].conceded = True
            self.lose(p, "concedes", "104.3a")
            self._check_game_over()
            return
        perform(self, action)
        self._legal = None

    # ------------------------------------------------------------------ start of game
    def setup_decks(self, deck1: list[str], deck2: list[str]) -> None:
        for pid, deck in (("p1", deck1), ("p2", deck2)):
            p = self.players[pid]
            for name in deck:
                o = self.make_obj(self.registry.get(name), pid, "library")
                p.library.append(o.id)

    def start(self, mulligans: bool = True) -> list[Event]:
        """103: random starting player, shuffle, draw seven, London mulligans; then turn 1 begins."""
        self._out = []
        self.starting_player = "p1" if self.rng.below(2) == 0 else "p2"
        self.active = self.starting_player
        self.emit("game_start", f"{self.players[self.active].name} plays first", "103.1", starting=self.active)
        for pid in PLAYERS:
            self.rng.shuffle(self.players[pid].library)
            self.emit("shuffle", f"{self.players[pid].name} shuffles their library", "103.3", player=pid)
        for pid in (self.active, other(self.active)):
            self.draw(pid, 7)
            self.players[pid].drawn_this_turn = 0
        if mulligans:
            self.begin_mulligans()
        else:
            self.begin_turn_one()
        self._run()
        return self._out

    def begin_mulligans(self) -> None:
        """103.5: the opening-hand decisions come next (the ``mulligans`` procedure, engine/effects.py: the starting
        player declares first, all declared mulligans are taken at once); turn 1 begins after them.  A new game
        (start) and a scenario that starts at ``step = "mulligan"`` both begin here, with the hands as they are."""
        self.step = "mulligan"
        self.step_started = True
        self.frames.append(Frame("effects", self.starting_player, [effect({"do": "mulligans"})]))

    def begin_turn_one(self) -> None:
        self.turn = 1
        self.turn_flags = {}
        self.emit("turn", f"Turn 1: {self.players[self.active].name}", "500.1", turn=1, active=self.active)
        self._begin("untap")

    # ------------------------------------------------------------------ history
    @property
    def history(self) -> list[tuple[str, str]]:
        """Every action carried out on this game, oldest first: (who took it, its canonical text); a concession is
        (the player, "concede").  apply() and concede() add to it (a scenario's own actions too); a clone has
        its original's history so far and goes on with its own.  The same start given the same history again
        (replay, redo_all) is the same game: saves, undo, replays and the tutorial's trace all read it."""
        return self.history_since(0)

    @property
    def history_len(self) -> int:
        """How many entries the history has (without building it)."""
        e = self._past
        return 0 if e is None else e.n

    def history_since(self, k: int) -> list[tuple[str, str]]:
        """The history's entries after its first ``k``, oldest first (walks back only over those)."""
        out: list[tuple[str, str]] = []
        e = self._past
        while e is not None and e.n > k:
            out.append((e.by, e.text))
            e = e.before
        out.reverse()
        return out

    def redo(self, by: str, text: str) -> list[Event]:
        """Carry out one history entry: ``by`` takes the legal action whose text is ``text`` (any form do()
        accepts; "concede": ``by`` concedes, 104.3a).  IllegalActionError, nothing changed, when the game is
        over, ``by`` is not the one deciding or no legal action has that text."""
        if self.over:
            raise IllegalActionError(f"{text!r} by {by}: the game is over", [])
        if norm(text) == "concede":
            return self.concede(by)
        d = self.decider
        if d != by:
            raise IllegalActionError(f"{text!r} by {by}: {d} is the one deciding",
                                     [a.text for a in self.legal_actions()])
        return self.do(text)

    def redo_all(self, history: Iterable[tuple[str, str]]) -> "Game":
        """Carry out a history's entries in order (redo); returns this game."""
        for by, text in history:
            self.redo(by, text)
        return self

    @staticmethod
    def replay(seed: int, decks: Sequence[Sequence[str]], history: Iterable[tuple[str, str]] = (),
               names: tuple[str, str] = ("Player 1", "Player 2"), mulligans: bool = True,
               registry: Any = None) -> "Game":
        """A game of two decklists (p1's, p2's) started with ``seed`` and given ``history``: the same game as the
        one that history was taken from."""
        g = Game(registry, seed, names)
        g.setup_decks(list(decks[0]), list(decks[1]))
        g.start(mulligans=mulligans)
        return g.redo_all(history)

    # ------------------------------------------------------------------ clone, views, snapshots
    def clone(self) -> "Game":
        g = Game(blank=True)
        g.registry = self.registry
        g.seed = self.seed
        g.rng = self.rng.clone()
        g.players = {k: p.clone() for k, p in self.players.items()}
        objs = dict(self.objects)
        bfo = []
        for oid in self.battlefield:
            c = objs[oid] = objs[oid].clone()
            bfo.append(c)
        for it in self.stack:
            if it.kind == "spell" and it.id in objs:
                objs[it.id] = objs[it.id].clone()
        g.objects = objs
        g.battlefield = list(self.battlefield)
        g._bfo = bfo
        g.stack = [it.clone() for it in self.stack]
        g.effects = list(self.effects)
        g.delayed = [dict(d) for d in self.delayed]
        g.last_known = self.last_known  # (replaced, never changed in place: shared)
        g.noted = self.noted  # (the same)
        g.frames = [f.clone() for f in self.frames]
        if self.frames and self.stack:
            # a resolving frame's item *is* the stack's top object (effects.begin_resolution): keep it so in
            # the clone, which removes it from its stack by identity when it resolves
            copies = {id(old): new for old, new in zip(self.stack, g.stack)}
            for f, nf in zip(self.frames, g.frames):
                if f.item is not None:
                    same = copies.get(id(f.item))
                    if same is not None:
                        nf.item = same
        g.trigger_queue = list(self.trigger_queue)
        g.pending = self.pending.clone() if self.pending else None
        # written out, not a loop of getattr/setattr: compiled, each of those is a generic attribute look-up
        g.turn = self.turn
        g.active = self.active
        g.step = self.step
        g.step_started = self.step_started
        g.priority = self.priority
        g.passes = self.passes
        g.over = self.over
        g._any_lost = self._any_lost
        g.winner = self.winner
        g.end_reason = self.end_reason
        g.next_id = self.next_id
        g.timestamp = self.timestamp
        g.combat_started_fs = self.combat_started_fs
        g.creature_died_this_turn = self.creature_died_this_turn
        g.spells_cast_this_turn = dict(self.spells_cast_this_turn)
        g.cleanup_priority = self.cleanup_priority
        g.starting_player = self.starting_player
        g.keep_log = self.keep_log
        g.decisions = self.decisions
        g._ver = self._ver
        g._dirt = self._dirt
        g._sba_ver = self._sba_ver
        g.offer_mana_taps = self.offer_mana_taps
        g._evn = self._evn
        g._bv = self._bv
        g.legal_computed = self.legal_computed
        g.decl = dict(self.decl)
        g.attackers = list(self.attackers)
        g.blocks = list(self.blocks)
        g.fs_dealt = set(self.fs_dealt)
        g.turn_flags = {k: (set(v) if isinstance(v, set) else v) for k, v in self.turn_flags.items()}
        g.extra_turns = list(self.extra_turns)
        g.turn_after_extra = self.turn_after_extra
        g.extra_combats = self.extra_combats
        g.may_play = dict(self.may_play)
        g.modes_chosen = self.modes_chosen  # (replaced, never changed in place: shared)
        g.phased_out = self.phased_out  # (the same; a phased-out object is shared too until it phases in)
        g.leaving = ()
        g.log = list(self.log) if self.keep_log else []
        g._out = []
        g._chars = self._chars  # never changed in place (layers copy on write): safe to share until either changes
        g._chars_at = self._chars_at  # (the battlefield's copies carry the same stamp and results)
        g._touched = self._touched
        g._marks, g._marks_ver = self._marks, self._marks_ver
        g._board = self._board  # ids and abilities only: shared until either game's battlefield changes
        g._taps = {}  # (what was kept is per game: a KeptTaps is updated in place)
        g._tapv = list(self._tapv)
        g._ms = list(self._ms)  # (a KeptSources is never changed: shared)
        # keyed by counters that only grow: entries from before the clone stay true for it
        g._pk = [k.copy() if k is not None else None for k in self._pk]
        g._legal = None
        g._twins = {}
        g._lc = None
        g._board_kept = {}
        g._past = self._past  # (entries are never changed: shared, and each game adds its own from here)
        return g

    def snapshot(self) -> dict:
        from .snapshot import snapshot
        return snapshot(self)

    def view(self, player: str, shared: bool = False) -> dict:
        """What ``player`` may see, as a snapshot.  ``shared``: permanents' entries may be shared with earlier
        views (for a reader that never modifies them: the bots)."""
        from .snapshot import snapshot
        return snapshot(self, viewer=player, shared=shared)


_PRIORITY: Final[dict[str, dict[str, Decision]]] = {}  # step -> player -> decision


_STAMPS: Final[list[int]] = [0]


def _lki_extra(g: "Game", oid: str) -> dict:
    """What the set mechanics add to a permanent's last known information (the Ring: was it the Ring-bearer)."""
    out: dict = {}
    for m in _mechanics.ALL:
        out.update(m.lki(g, oid))
    return out


def _next_stamp() -> int:
    """A number never handed out before in this process (Game._compute_chars)."""
    _STAMPS[0] += 1
    return _STAMPS[0]


def _priority_decision(player: str, step: str) -> Decision:
    """A pending decision is never changed once set, so one priority decision per player and step serves
    every game.  (Kept by step, then player: two lookups of strings cost less than building and hashing a
    tuple key at every priority.)"""
    by_player = _PRIORITY.get(step)
    if by_player is None:
        by_player = _PRIORITY[step] = {}
    d = by_player.get(player)
    if d is None:
        d = by_player[player] = Decision("priority", player, prompt=f"{STEP_NAMES[step]}: you have priority")
    return d


def _article(name: str) -> str:
    return ("an " if name[0].lower() in "aeiou" else "a ") + name


def _zone_phrase(frm: str | None, to: str) -> str:
    if to == "battlefield":
        return "enters the battlefield"
    if frm == "battlefield" and to == "graveyard":
        return "goes to the graveyard from the battlefield"
    if frm == "stack" and to == "graveyard":
        return "goes to the graveyard"
    if to == "exile":
        return "is exiled"
    if to == "hand" and frm == "library":
        return "is put into a hand"
    if to == "hand":
        return f"returns to its owner's hand from the {frm}"
    if to == "library":
        return "is put into its owner's library"
    if to == "stack":
        return "is put on the stack"
    return f"moves from {frm} to {to}"


_STEP_RULES: Final = {
    "untap": "502", "upkeep": "503", "draw": "504", "main1": "505", "beginning_of_combat": "507",
    "declare_attackers": "508", "declare_blockers": "509", "first_strike_damage": "510.4", "combat_damage": "510",
    "end_of_combat": "511", "main2": "505", "end": "513", "cleanup": "514",
}
