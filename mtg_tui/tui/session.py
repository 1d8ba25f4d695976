"""One game as the terminal app plays it: seats (human or bot), pace policy, and small
queries over the legal actions.  No Textual here, so it can be tested on its own.

The UI reads ``game.view(player)`` and ``game.legal_actions()``, sends back one action,
and shows the events it gets in return; nothing else of the engine is used.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Iterable, Sequence

from ..ai.base import PlayerView, make_agent
from ..engine.actions import Action
from ..engine.game import Game

PLAYERS = ("p1", "p2")

# The steps a player can set a stop on (spec section 2 names), in turn order.
STOP_STEPS = ("upkeep", "draw", "main1", "beginning_of_combat", "declare_attackers", "declare_blockers",
              "combat_damage", "end_of_combat", "main2", "end")
STEP_LABELS = {
    "untap": "Untap", "upkeep": "Upkeep", "draw": "Draw", "main1": "Main 1",
    "beginning_of_combat": "Begin combat", "declare_attackers": "Attackers", "declare_blockers": "Blockers",
    "first_strike_damage": "First strike", "combat_damage": "Damage", "end_of_combat": "End combat",
    "main2": "Main 2", "end": "End", "cleanup": "Cleanup", "mulligan": "Mulligans",
}
# Default stops, like the big clients: your main phases and blocks, the opponent's attacks, blocks and end step.
DEFAULT_STOPS_MINE = frozenset({"main1", "declare_blockers", "main2"})
DEFAULT_STOPS_THEIRS = frozenset({"declare_attackers", "declare_blockers", "end"})

# Candidate names for bot levels; the ones make_agent accepts are offered.
_LEVEL_GUESSES = ("random", "easy", "normal", "hard", "expert")


def bot_levels() -> list[str]:
    """The bot levels make_agent accepts (the AI module's own list when it has one)."""
    from ..ai import base
    known = getattr(base, "LEVELS", None)
    if known:
        return list(known)
    out = []
    for name in _LEVEL_GUESSES:
        try:
            make_agent(name, 0)
        except Exception:
            continue
        out.append(name)
    return out or ["random"]


@dataclass
class Seat:
    pid: str
    name: str
    level: str | None = None  # None: a human at the keyboard

    def __post_init__(self) -> None:
        # every name passes here (the command line, the menu, a save, a scenario): printable, capped (names.py)
        from ..names import clean_name
        self.name = clean_name(self.name) or f"Player {self.pid[-1:]}"

    @property
    def human(self) -> bool:
        return self.level is None


@dataclass
class Settings:
    """What the player can tune in the app (not saved yet)."""

    bot_delay: float = 0.6  # seconds before each bot action other than a pass
    full_control: bool = False  # stop at every priority where more than `pass` is legal
    log_priority: bool = False  # show "X has priority" events in the log
    stops_mine: set[str] = field(default_factory=lambda: set(DEFAULT_STOPS_MINE))
    stops_theirs: set[str] = field(default_factory=lambda: set(DEFAULT_STOPS_THEIRS))


class RecordedGame:
    """The session's game while it is being saved: reads go to the recorder's current game (a new one after
    an undo), and every action goes through the recorder.  The game keeps its own history; this thin wrapper
    stays because the screen applies actions to ``session.game`` itself, and each action's line must be in the
    file (written from that history, fsync'ed) before its events come back."""

    __slots__ = ("_rec",)

    def __init__(self, rec) -> None:
        object.__setattr__(self, "_rec", rec)

    def __getattr__(self, name):
        return getattr(self._rec.game, name)

    def __setattr__(self, name, value) -> None:
        setattr(self._rec.game, name, value)

    def apply(self, action):
        return self._rec.apply(action)

    def do(self, text):
        return self._rec.do(text)

    def concede(self, player):
        return self._rec.concede(player)

    def start(self, *args, **kwargs):
        return self._rec.start()


class GameSession:
    """A game plus who sits in each seat."""

    def __init__(self, deck1: Sequence[str], deck2: Sequence[str], seats: tuple[Seat, Seat],
                 seed: int | None = None, deck_names: tuple[str, str] = ("", ""), *, game: Game | None = None):
        self.deck1 = list(deck1)
        self.deck2 = list(deck2)
        self.deck_names = deck_names
        self.seed = (game.seed if game is not None else random.randrange(1, 1_000_000)) if seed is None else seed
        self.seats = {s.pid: s for s in seats}
        if game is None:  # a new game from two decklists (mulligans first)
            self.game = Game(seed=self.seed, names=(seats[0].name, seats[1].name))
            self.game.setup_decks(self.deck1, self.deck2)
        else:  # a game already under way (a scenario board)
            self.game = game
        self.agents = {s.pid: make_agent(s.level, self.seed * 2 + i) for i, s in enumerate(seats) if not s.human}
        self.started = game is not None
        self.scenario = None  # (ScenarioFile, where, bot level) when the game came from a scenario
        self.opening_events: list = []  # events of a game already under way, for the log
        self.title = ""  # a scenario's title, shown in the log
        self.end_turn: tuple[str, int] | None = None  # (player, turn): pass until that turn is over
        self.how = ""  # how the game ended, from the engine's game_over events
        self.recorder = None  # saves.GameRecorder while the game is saved as it goes (then game is a RecordedGame)
        self.marks: list[tuple[str, int]] = []  # (player, actions recorded before it): each human decision
        self.resumed_from = None  # the save file a resumed game came from
        self.warnings: list[str] = []  # what resuming the save said (a torn last line)
        # a Limited event's game: called once with (winner, turns) when the game ends; the game-over dialog then
        # leads back to the event instead of offering a rematch
        self.on_over = None

    # ------------------------------------------------------------------ saving (issue 7)
    def record(self, mode: str, path=None) -> "GameSession":
        """Save this deck game as it goes (a new file in the saves folder): every action goes through a
        GameRecorder.  Call before the game starts."""
        from ..saves import GameRecorder, make_header
        seats = {pid: {"name": st.name, "deck": self.deck_names[i] or "", "decklist": list((self.deck1, self.deck2)[i]),
                       "bot": st.level} for i, (pid, st) in enumerate(sorted(self.seats.items()))}
        rec = GameRecorder.create(self.game, make_header(mode, self.seed, seats), path)
        self.recorder = rec
        self.game = RecordedGame(rec)
        return self

    @classmethod
    def from_save(cls, path=None) -> "GameSession":
        """Continue a saved game (``path``, or the newest unfinished one) and go on recording it to the same file.
        A bad save, or none to continue, raises SaveError (one line naming the file)."""
        from pathlib import Path

        from ..saves import GameRecorder, SaveError, find_save, latest_unfinished, saves_dir
        if path is None:
            path = latest_unfinished()
            if path is None:
                raise SaveError(f"{saves_dir()}: no unfinished game to resume; expected a save whose game did not end")
        else:
            path = find_save(path)  # a path, or a save's bare file name in the saves folder
        rec, warnings = GameRecorder.resume(path)
        if rec.game.over:
            rec.close()
            raise SaveError(f"{path}: that game is over; expected an unfinished game")
        h = rec.header
        pl = (h.players.p1, h.players.p2)
        seats = (Seat("p1", pl[0].name, pl[0].bot), Seat("p2", pl[1].name, pl[1].bot))
        s = cls(list(pl[0].decklist), list(pl[1].decklist), seats, h.seed, (pl[0].deck, pl[1].deck), game=rec.game)
        s.agents = {st.pid: make_agent(st.level, h.seed * 2 + len(rec.actions) + i)
                    for i, st in enumerate(seats) if not st.human}
        s.recorder = rec
        s.game = RecordedGame(rec)
        s.resumed_from = Path(path)
        s.warnings = warnings
        # the game so far, for the log: the events of the replayed game, as the person at the keyboard may
        # read them (vs bot: the human seat; hot-seat: neither hand, since either player may be reading)
        from ..engine.events import SPECTATOR, seen_by
        humans = [st.pid for st in seats if st.human]
        viewer = humans[0] if len(humans) == 1 else SPECTATOR
        s.opening_events = [e for e in (seen_by(ev, viewer) for ev in rec.game.log) if e is not None]
        return s

    def note_decision(self, pid: str | None, at: int | None = None) -> None:
        """A person answered a decision (not an automatic pass) when ``at`` actions were recorded (default: now):
        undo takes back to there."""
        if self.recorder is not None and pid is not None:
            self.marks.append((pid, len(self.recorder.actions) if at is None else at))

    def undo_count(self, pid: str) -> int:
        """How many recorded actions undoing ``pid``'s last decision takes back (0: nothing to undo)."""
        rec = self.recorder
        if rec is None or rec.game.over:
            return 0
        n = len(rec.actions)
        while self.marks and self.marks[-1][1] >= n:  # marks past the log (taken back already)
            self.marks.pop()
        for who, at in reversed(self.marks):
            if who == pid:
                return n - at
        return rec.undo_count(pid)  # a resumed game: no marks yet

    def undo(self, pid: str) -> int:
        """Take back ``pid``'s last decision and everything after it (the game replayed from its own history
        minus those actions, GameRecorder.undo)."""
        n = self.undo_count(pid)
        if n:
            self.recorder.undo(n)
            keep = len(self.recorder.actions)
            self.marks = [m for m in self.marks if m[1] < keep]
            self.end_turn = None
            self.how = ""
        return n

    def close(self) -> None:
        if self.recorder is not None:
            self.recorder.close()

    # ------------------------------------------------------------------ construction
    @classmethod
    def vs_bot(cls, my_deck: str, bot_deck: str, level: str = "random", seed: int | None = None,
               name: str = "Player 1", record: bool = False) -> "GameSession":
        """``record``: save the game as it goes (the menu and `mtg-tui play` do)."""
        from ..decks import load_deck
        a, b = load_deck(my_deck), load_deck(bot_deck)
        s = cls(a.main, b.main, (Seat("p1", name), Seat("p2", f"Bot ({level})", level)), seed, (a.name, b.name))
        return s.record("bot") if record else s

    @classmethod
    def hotseat(cls, deck1: str, deck2: str, names: tuple[str, str] = ("Player 1", "Player 2"),
                seed: int | None = None, record: bool = False) -> "GameSession":
        from ..decks import load_deck
        a, b = load_deck(deck1), load_deck(deck2)
        s = cls(a.main, b.main, (Seat("p1", names[0]), Seat("p2", names[1])), seed, (a.name, b.name))
        return s.record("hotseat") if record else s

    @classmethod
    def from_scenario(cls, scenario, bot: str | None = "random", where: str | None = None) -> "GameSession":
        """A game on a board set up by a scenario (spec section 2): a file path, a dict of the file's tables,
        or a parsed ``ScenarioFile``.  Its ``actions`` are run first; then p1 is the person at the keyboard and
        p2 is the bot at level ``bot`` (None: a second person, hot-seat).  A bad scenario, or an action of it
        that cannot be applied, raises ScenarioError (one line naming the file)."""
        from pathlib import Path

        from ..engine.scenario import (ScenarioError, ScenarioFailed, ScenarioFile, build_game, load_scenario,
                                       parse_scenario, run_action)
        if isinstance(scenario, ScenarioFile):
            sc, where = scenario, where or "<scenario>"
        elif isinstance(scenario, dict):
            where = where or "<scenario>"
            sc = parse_scenario(scenario, where)
        else:
            where = where or str(scenario)
            sc = load_scenario(Path(scenario))
        from ..names import clean_name  # (the engine's players get the names the seats show)
        names = [clean_name(sc.p1.name) or "Player 1", clean_name(sc.p2.name) or (f"Bot ({bot})" if bot else "Player 2")]
        named = sc.model_copy(deep=True)
        named.p1.name, named.p2.name = names
        g = build_game(named, where)
        try:
            for line in sc.actions:
                run_action(g, line)
        except ScenarioFailed as e:
            raise ScenarioError(f"{where}: {e}") from None
        seats = (Seat("p1", names[0]), Seat("p2", names[1], bot))
        s = cls([], [], seats, sc.seed, (sc.title, sc.title), game=g)
        s.scenario = (sc, where, bot)
        s.title = sc.title
        s.opening_events = list(g.log)  # what happened on the board so far: the screen logs it
        return s

    def rematch(self) -> "GameSession":
        if self.scenario is not None:  # the same board again
            sc, where, bot = self.scenario
            return GameSession.from_scenario(sc, bot, where)
        s = (self.seats["p1"], self.seats["p2"])
        new = GameSession(self.deck1, self.deck2, s, self.seed + 1, self.deck_names)
        if self.recorder is not None:  # a saved game's rematch is saved too
            self.close()
            new.record(self.recorder.header.mode)
        return new

    def start(self):
        self.started = True
        return self.game.start()

    # ------------------------------------------------------------------ seats
    @property
    def hotseat_mode(self) -> bool:
        return all(s.human for s in self.seats.values())

    def is_human(self, pid: str | None) -> bool:
        return pid is not None and self.seats[pid].human

    def first_human(self) -> str:
        return next(p for p in PLAYERS if self.seats[p].human)

    def name(self, pid: str) -> str:
        return self.seats[pid].name

    # ------------------------------------------------------------------ the bot
    def bot_choice(self, game: Game, pid: str) -> tuple[Action, str | None]:
        """Ask the bot in seat ``pid`` for its action on ``game`` (a clone: this may run off the event loop)."""
        agent = self.agents[pid]
        legal = game.legal_actions()
        action = agent.choose(PlayerView(game, pid), legal)
        last = getattr(agent, "last", None)
        reason = getattr(last, "reason", None) if last is not None else getattr(agent, "last_reason", None)
        if not isinstance(reason, str) or not reason:
            return action, None
        from ..ai.explain import named
        return action, named(game, reason)  # (ids are the engine's: the words name the objects)

    # ------------------------------------------------------------------ pace
    def should_auto_pass(self, pid: str, legal: Sequence[Action], settings: Settings) -> bool:
        """Whether the UI passes priority for the human in seat ``pid`` by itself.

        Always when ``pass`` is the only legal action.  Otherwise (unless full control is on) when
        nothing but passing or tapping for mana is possible, or when no stop is set on this step
        and the stack is empty.
        """
        g = self.game
        if g.pending is None or g.pending.kind != "priority":
            return False
        if len(legal) == 1 and legal[0].kind == "pass":
            return True
        if not any(a.kind == "pass" for a in legal):
            return False
        if settings.full_control:
            return False
        if all(a.kind in ("pass", "tap") for a in legal):
            return True
        if self.end_turn is not None:
            who, turn = self.end_turn
            if who == pid and g.turn == turn and not g.stack:
                return True
            if g.turn != turn:
                self.end_turn = None
        if g.stack:
            return False
        if g.step == "declare_attackers" and g.active != pid and not g.attackers:
            return True  # their combat with no attackers (508.8: it ends here): nothing to answer at this stop
        stops = settings.stops_mine if g.active == pid else settings.stops_theirs
        return g.step not in stops

    def ends_turn_without_attacking(self, pid: str, legal: Sequence[Action]) -> bool:
        """Whether ``pid`` asked to end this turn (`e`) and now faces their own attack declaration: ending the
        turn means declaring no attackers (508.1), so the UI answers `done` for them."""
        g = self.game
        if self.end_turn != (pid, g.turn) or g.pending is None or g.pending.kind != "attack" or g.active != pid:
            return False
        return any(a.kind == "done" for a in legal) and not getattr(g, "decl", None)


def display_order(legal: Iterable[Action]) -> list[Action]:
    """The legal actions in the order the prompt numbers them: the engine's order, with mana taps last
    (they are rarely wanted, and would push the spells past the number keys)."""
    legal = list(legal)
    return [a for a in legal if a.kind != "tap"] + [a for a in legal if a.kind == "tap"]


#: the kind of a Decision panel entry standing for one source's taps for each color (never an engine action)
COLORS_KIND = "colors"


def _color_key(a: Action) -> str | None:
    """What a 'tap <source> for <color>' action is, its color aside: its template's head and its source."""
    if a.kind != "tap" or not a.tmpl or " for " not in a.tmpl or " -> " in a.tmpl:
        return None
    return a.tmpl.rsplit(" for ", 1)[0] + "\x00" + "|".join(r[0] for r in a.refs)


def group_colors(shown: list[Action]) -> tuple[list[Action], dict[str, list[Action]]]:
    """One entry for a mana source's taps that differ only in the color they add ("tap Treasure for W", "... for
    U" and three more: 'tap Treasure for W/U/B/R/G…'), where the engine lists three or more, at the place of the
    first; and the entries' texts -> the taps each stands for.  Everything else as it is."""
    groups: dict[str, list[Action]] = {}
    for a in shown:
        key = _color_key(a)
        if key is not None:
            groups.setdefault(key, []).append(a)
    out: list[Action] = []
    entries: dict[str, list[Action]] = {}
    for a in shown:
        key = _color_key(a)
        group = groups.get(key) if key is not None else None
        if group is None or len(group) < 3:
            out.append(a)
        elif group[0] is a:
            colors = "/".join(x.text.rsplit(" for ", 1)[1] for x in group)
            entry = Action(COLORS_KIND, f"{a.text.rsplit(' for ', 1)[0]} for {colors}…", None,
                           f"{a.tmpl.rsplit(' for ', 1)[0]} for {colors}…", a.refs)
            entries[entry.text] = group
            out.append(entry)
    return out, entries


def subject_of(a: Action) -> str | None:
    """The object an action is about: the card cast or played, the ability's source, the attacker, the blocker
    (a block's second reference), the choice; None when it names nothing."""
    if not a.refs:
        return None
    return a.refs[1][0] if a.kind == "block" and len(a.refs) > 1 else a.refs[0][0]


def subject_actions(obj_id: str, legal: Iterable[Action]) -> list[Action]:
    """The legal actions whose subject (subject_of) is the object."""
    return [a for a in legal if subject_of(a) == obj_id]


def actions_for(obj_id: str, legal: Iterable[Action]) -> list[Action]:
    """The legal actions that use an object: first those where it is the subject (subject_actions); if none,
    those that name it anywhere (as a target)."""
    legal = list(legal)
    subject = subject_actions(obj_id, legal)
    if subject:
        return subject
    return [a for a in legal if any(r[0] == obj_id for r in a.refs)]


def subject_ids(legal: Iterable[Action]) -> set[str]:
    """Objects the decider can do something with now (mana taps left out): the UI marks them."""
    return {oid for a in legal if a.kind not in ("tap", "pass", "done") and (oid := subject_of(a)) is not None}
