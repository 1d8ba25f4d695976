"""`mtg-tui fuzz`: random legal games over every shipped deck pairing, checking the rules core's invariants after
every action, plus save/resume equality at random points, and every priority action list the engine answers
from memory (engine/legal.py compute_legal) against a fresh computation.

The invariants (``Invariants``) are the ones the property test (tests/test_property.py) checks; they live here so
the test and the fuzzer share one home.  A broken invariant raises ``InvariantError`` (an AssertionError, so
pytest shows it as a failed check); the fuzzer reports the game's seed and the action's index.

Game ``i`` of a run with ``--seed S`` uses seed ``S + i``, and everything about it (the pairing, the agent, the
points checked) follows from that seed, so ``mtg-tui fuzz --games 1 --seed <seed>`` replays a failing game.
"""

from __future__ import annotations

import hashlib
import json
import sys
import tempfile
import time
import traceback
from dataclasses import asdict, dataclass
from pathlib import Path

from .engine.effects import replace_mana_emptying
from .engine.game import STEPS
from .engine.objects import PLAYERS
from .engine.rng import Rng

ZONES = ("library", "hand", "graveyard", "exile", "command")
MAX_TURNS = 200
#: a game whose battlefield grows past this many permanents stops there, a draw that is no failure: a card such as
#: Horn of Gondor ("create a token for each Human you control") doubles a board that random players never attack
#: with, and each action then costs more than the whole of a normal game (the rules have no such limit; the
#: fuzzer's time does)
MAX_PERMANENTS = 400


class InvariantError(AssertionError):
    """A rules-core invariant does not hold (a bug in the engine or a card)."""


class Invariants:
    """Checks run after every action of a game (call it with the game and the action just applied).

    ``full``: clone/snapshot/view checks after every action; otherwise every ``every`` actions.
    ``cards``: the number of non-token cards in the game (by default, what the first call sees).
    """

    def __init__(self, full: bool, every: int = 20, cards: int | None = None):
        self.full = full
        self.every = every
        self.cards = cards
        self.n = 0
        self.prev_step = None
        self.prev_added = 0  # the additional combat phases begun this turn as of prev_step (500.8)
        self.prev = None  # (decider, pending kind, stack size, step, active) before this action
        self.texts: list[str] = []
        #: a clone taken a few actions ago, given the same actions since: it must stay the same game (a clone
        #: taken mid-resolution resolves its own stack's objects, not the original's)
        self.twin = None
        self.twin_left = 0
        #: what each player's pool would keep if it emptied now (500.4 and what replaces it), as the board was
        #: before this action: a step that ends within the next action empties the pools on that board
        self.keep: dict[str, list[int]] = {}

    def __call__(self, g, action, *_agent) -> None:  # sim.play_game's on_action also passes the agent
        self.n += 1
        self.texts.append(action.text)
        where = f"after action {self.n} ({action.text!r}), turn {g.turn} {g.step}; last: {self.texts[-6:]}"
        if self.twin is not None:
            self.play_on_twin(g, action, where)
        self.zones(g, where, self.cards)
        if self.cards is None:
            self.cards = sum(1 for o in g.objects.values() if not o.token)
        step = (g.turn, g.step)
        added = int(g.turn_flags.get("additional_combats", 0))  # 500.8: the combat phases added this turn
        if step != self.prev_step or added != self.prev_added:
            # 500.4: mana empties as each step ends (nothing can add mana before the new step's first priority),
            # but for what an effect says isn't lost (Fangorn, Tree Shepherd: replace_mana_emptying)
            # (with the board as it was when the step ended, before this action: Fangorn may die in the combat
            # damage that begins the next step, after the green mana was kept)
            if any(any(g.players[p].pool) and g.players[p].pool != replace_mana_emptying(g, p, g.players[p].pool)
                   and g.players[p].pool != self.keep.get(p) for p in PLAYERS):
                raise InvariantError(f"mana left in a pool at a step change {where}")
            self.step_order(g, self.prev_step, step, where, added > self.prev_added)
            self.prev_step = step
            self.prev_added = added
        self.keep = {p: replace_mana_emptying(g, p, g.players[p].pool) for p in PLAYERS if any(g.players[p].pool)}
        self.timing(g, action, where)
        for p in PLAYERS:
            if g.players[p].lands_played > 1:
                raise InvariantError(f"{p} played two lands this turn (305.2) {where}")
        if g.over:
            return
        legal = g.legal_actions()
        if not legal:
            raise InvariantError(f"the decider has no legal action {where}")
        if len({a.text for a in legal}) != len(legal):
            raise InvariantError(f"duplicate action texts {where}")
        if g.pending.kind == "priority":
            self.no_pending_sba(g, where)
        self.kept_indexes(g, where)
        if self.full or self.n % self.every == 0:
            twin = self.clone_and_views(g, where)
            if self.twin is None:
                self.twin, self.twin_left = twin, self.TWIN_ACTIONS

    TWIN_ACTIONS = 4  # how many actions a clone is played on beside its game

    def play_on_twin(self, g, action, where: str) -> None:
        twin = self.twin
        try:
            twin.apply(action)
        except Exception as e:  # an illegal action or a broken clone: either way the clone isn't the same game
            raise InvariantError(f"a clone played on failed: {type(e).__name__}: {e} {where}") from e
        if twin.snapshot() != g.snapshot():
            raise InvariantError(f"a clone played on differs from its game {where}")
        self.twin_left -= 1
        if self.twin_left <= 0 or g.over:
            if twin.history != g.history:  # (shared up to the clone, then each game's own)
                raise InvariantError(f"a clone played on has another history than its game {where}")
            self.twin = None

    @staticmethod
    def kept_indexes(g, where: str) -> None:
        """What the engine keeps between decisions instead of recomputing equals a fresh computation: the
        board index (triggered, static and replacement abilities), the Ring-bearer and attachment marks, each
        permanent's mana source, each player's 'tap' actions, the legendary-creature condition's answers, and the
        characteristics (layers)."""
        from .engine.board import BoardIndex
        from .engine.layers import compute_all, shared_base
        from .engine.legal import _mana_sources, _mana_taps, _source_of, kept_mana_sources, mana_sources, marks
        if len(g._bfo) != len(g.battlefield) or any(o is not g.objects.get(i) for o, i in zip(g._bfo, g.battlefield)):
            raise InvariantError(f"the battlefield's object list is out of step with its ids {where}")
        if not g.board().same_as(BoardIndex(g)):
            raise InvariantError(f"the kept board index differs from a fresh one {where}")
        if g.board().printed(g) != {oid: shared_base(g.objects[oid]) for oid in g.battlefield}:
            raise InvariantError(f"the kept printed characteristics differ from fresh ones {where}")
        kept = marks(g)
        fresh = ({p.ring_bearer for p in g.players.values()}, {g.objects[x].attached_to for x in g.battlefield})
        if kept[0] != fresh[0] or kept[1] - {None} != fresh[1] - {None}:  # (only who is attached to counts)
            raise InvariantError(f"the kept Ring-bearer/attachment marks differ from fresh ones {where}")
        for oid in g.battlefield:
            o = g.objects[oid]
            ch = g.chars(oid)
            if o.src_ch is ch and o.src_sick == o.sick and o.src != _source_of(g, o, ch):
                raise InvariantError(f"{o.card.name}'s kept mana source differs from a fresh one {where}")
        for p in PLAYERS:
            kept_ms = kept_mana_sources(g, p)  # a list mana_sources would give again now
            if kept_ms is not None and kept_ms != _mana_sources(g, p):
                raise InvariantError(f"{p}'s kept mana sources differ from fresh ones {where}")
        for p, kept_taps in list(g._taps.items()):
            sources = mana_sources(g, p)
            kept_list = [a.text for a in _mana_taps(g, p, sources)]
            g._taps.pop(p, None)
            fresh_list = [a.text for a in _mana_taps(g, p, sources)]
            g._taps[p] = kept_taps
            if kept_list != fresh_list:
                raise InvariantError(f"{p}'s kept mana abilities differ from fresh ones {where}")
        for key, (dirt, said) in list(g._board_kept.items()):
            if dirt == g._dirt:  # an answer a condition word would give again now
                word, p = key
                g._board_kept.pop(key)
                fresh_said = g.check_condition(word, None, p)
                g._board_kept[key] = (dirt, said)
                if fresh_said != said:
                    raise InvariantError(f"{p}'s kept {word} answer differs from a fresh one {where}")
        if g._chars is not None:
            kept_chars = {oid: g.chars(oid) for oid in g.battlefield}
            touched = g._touched
            fresh_chars = compute_all(g)
            g._touched = touched
            if kept_chars != fresh_chars:
                raise InvariantError(f"the kept characteristics differ from fresh ones {where}")
            for o in g._bfo:  # what a permanent carries (Game.chars_of) is the game's current answer, or stale
                if o.cur_at == g._chars_at and o.cur_ch is not g._chars.get(o.id):
                    raise InvariantError(f"{o.card.name}'s own characteristics are not the game's {where}")

    @staticmethod
    def clone_and_views(g, where: str):
        """Check a clone and the players' views; return the clone."""
        snap = g.snapshot()
        twin = g.clone()
        if twin.snapshot() != snap:
            raise InvariantError(f"clone differs {where}")
        json.dumps(snap)  # the snapshot is plain JSON
        d = g.decider
        view = g.view(d)
        other = "p2" if d == "p1" else "p1"
        if not set(view["players"][other]["hand"]) <= {"?"}:
            raise InvariantError(f"the view shows the opponent's hand {where}")
        if not set(view["players"][d]["library"]) <= {"?"}:
            raise InvariantError(f"the view shows a library {where}")
        if view["legal"] != snap["legal"]:
            raise InvariantError(f"the decider's view lists other legal actions than the snapshot {where}")
        return twin

    @staticmethod
    def step_order(g, before, after, where: str, combat_added: bool = False) -> None:
        """500.1: steps come in order within a turn; the next turn is the other player's (500.6 / 101).  500.8:
        ``combat_added``, an additional combat phase began in between, which starts the combat steps again."""
        if before is None or before[1] == "mulligan" or g.over:
            return
        (t0, s0), (t1, s1) = before, after
        if t1 == t0:
            again = combat_added and STEPS.index(s1) >= STEPS.index("beginning_of_combat")  # (a combat step again)
            if STEPS.index(s1) <= STEPS.index(s0) and not again:
                raise InvariantError(f"step {s0} -> {s1} {where}")
            if s1 == "declare_blockers" and not g.attackers:
                raise InvariantError(f"blockers step with no attackers (508.8) {where}")
        else:
            if t1 != t0 + 1:
                raise InvariantError(f"turn {t0} -> {t1} {where}")
            last = "p2" if g.active == "p1" else "p1"
            if len(g.players[last].hand) > 7:
                raise InvariantError(f"{last} ended the turn with {len(g.players[last].hand)} cards (514.1) {where}")

    def timing(self, g, action, where: str) -> None:
        prev = self.prev
        if prev is not None and prev[1] == "priority":
            decider, _, stack_size, step, active = prev
            if action.kind in ("play", "cast", "activate", "tap") and g.pending is not None \
                    and g.pending.kind == "priority" and not g.over and g.decider != decider:
                raise InvariantError(f"the player who acted didn't keep priority (117.3c) {where}")
            if action.kind == "play" or (action.kind == "cast" and not self._instant_speed(g, action, decider)):
                if not (active == decider and step in ("main1", "main2") and stack_size == 0):
                    raise InvariantError(f"sorcery-speed action at the wrong time (307.1 / 305.2) {where}")
        self.prev = (g.decider, g.pending.kind if g.pending else None, len(g.stack), g.step, g.active)

    @staticmethod
    def _instant_speed(g, action, player: str) -> bool:
        """An instant, a spell with flash, or one a permanent of the caster's lets them cast as though it had
        flash (Raff Capashen, Gandalf, Friend of the Shire: 601.3b)."""
        names = [n for _, n in action.refs[:1]]
        card = g.registry.get(names[0]) if names else None
        if card is None:
            return False
        if "Instant" in card.types or "flash" in card.keywords:
            return True
        from .engine.legal import flash_permission
        return flash_permission(g, player, card)

    @staticmethod
    def zones(g, where: str, cards: int | None = 120) -> None:
        """Every object is in exactly one zone list, the lists and ``g.objects`` agree, and no card appears or
        vanishes (tokens may)."""
        listed: list[str] = []
        objects = g.objects
        for p in PLAYERS:
            pl = g.players[p]
            for z in ZONES:
                for oid in pl.zone(z):
                    o = objects.get(oid)
                    if o is None or o.zone != z or o.owner != p:
                        raise InvariantError(f"{oid} in {p}.{z} {where}")
                    listed.append(oid)
        for oid in g.battlefield:
            o = objects.get(oid)
            if o is None or o.zone != "battlefield":
                raise InvariantError(f"{oid} on the battlefield list {where}")
            listed.append(oid)
        for oid, (_, via) in g.phased_out.items():  # 702.26b: in no zone list, yet still the game's
            o = objects.get(oid)
            if o is None or o.zone != "phased_out" or (via is not None and via not in g.phased_out):
                raise InvariantError(f"{oid} phased out {where}")
            listed.append(oid)
        for it in g.stack:
            if it.kind == "spell":
                o = objects.get(it.id)
                if o is None or o.zone != "stack":
                    raise InvariantError(f"spell {it.id} {where}")
                listed.append(it.id)
        if len(listed) != len(set(listed)):
            raise InvariantError(f"an object is listed in two zones {where}")
        if set(listed) != set(objects):
            raise InvariantError(f"zone lists and objects differ {where}")
        if cards is not None:
            n = sum(1 for o in objects.values() if not o.token)
            if n != cards:
                raise InvariantError(f"{n} cards instead of {cards} {where}")

    @staticmethod
    def no_pending_sba(g, where: str) -> None:
        """704.3: whenever a player would receive priority, SBAs have been performed."""
        for p in PLAYERS:
            if g.players[p].life <= 0:
                raise InvariantError(f"{p} at {g.players[p].life} life with the game going on {where}")
        for oid in g.battlefield:
            ch = g.chars(oid)
            o = g.objects[oid]
            if "Creature" in ch.types:
                if (ch.toughness or 0) <= 0:
                    raise InvariantError(f"{o.card.name} with toughness {ch.toughness} {where}")
                if "indestructible" not in ch.keywords:
                    if o.damage >= ch.toughness:
                        raise InvariantError(f"{o.card.name} with lethal damage {where}")
                    if o.deathtouched and o.damage:
                        raise InvariantError(f"{o.card.name} dealt deathtouch damage {where}")
            if "Planeswalker" in ch.types and o.counters.get("loyalty", 0) <= 0:
                raise InvariantError(f"{o.card.name} with no loyalty {where}")


def every_action_applies(g, where: str) -> None:
    """Each listed action selects itself by its text and applies on a clone, leaving a decision (no dead ends)."""
    for a in g.legal_actions():
        if g.find_action(a.text) != a:
            raise InvariantError(f"the text {a.text!r} selects another action {where}")
        c = g.clone()
        try:
            c.apply(a)
        except Exception as e:
            raise InvariantError(f"listed action {a.text!r} fails on a clone ({type(e).__name__}: {e}) {where}") \
                from None
        if not c.over and not c.legal_actions():
            raise InvariantError(f"listed action {a.text!r} leads to a dead end (no legal action) {where}")


def snapshot_hash(g) -> str:
    return hashlib.sha256(json.dumps(g.snapshot(), sort_keys=True, ensure_ascii=False).encode()).hexdigest()[:16]


# ---------------------------------------------------------------------- the fuzzer
@dataclass
class Failure:
    seed: int
    decks: tuple[str, str]
    action_index: int  # the action (1-based) being applied or just applied when the check failed (0: setup)
    action: str | None
    message: str

    def line(self) -> str:
        return (f"seed {self.seed} ({self.decks[0]} vs {self.decks[1]}), action {self.action_index}"
                f" ({self.action!r}): {self.message}")


@dataclass
class GameReport:
    seed: int
    decks: tuple[str, str]
    actions: int = 0
    turns: int = 0
    winner: str | None = None
    save_checks: int = 0
    clone_checks: int = 0
    failure: Failure | None = None


RANDOM = "random"  # in a deck list: a random 40-card deck from every implemented card, new for each game


def pairings(names: list[str]) -> list[tuple[str, str]]:
    return [(a, b) for a in names for b in names]


class _Uniform:
    """Uniform among every legal action, floating mana by hand included."""

    def __init__(self, seed: int):
        self.rng = Rng(seed ^ 0xF0552)

    def choose(self, view, legal):
        return legal[self.rng.below(len(legal))]


def fuzz_game(seed: int, decks: dict[str, list[str]], pairs: list[tuple[str, str]], workdir: str | Path,
              save_points: int = 2, sample_every: int = 40) -> GameReport:
    """One random game with every check; never raises (a failure is in the report)."""
    from .ai.base import PlayerView, RandomAgent
    from .decks import random_deck
    from .saves import GameRecorder, make_header, read_save, rebuild
    d1, d2 = pairs[seed % len(pairs)]
    lists = {}
    for side, d in enumerate((d1, d2)):
        if d == RANDOM:  # a fresh random deck from every implemented card, the same for the same seed
            deck = random_deck(seed * 2 + side)
            lists[deck.name] = deck.main
            d1, d2 = (deck.name, d2) if side == 0 else (d1, deck.name)
        else:
            lists[d] = decks[d]
    rep = GameReport(seed, (d1, d2))
    rng = Rng(seed * 7919 + 17)
    uniform = seed % 2 == 1
    agents = {p: (_Uniform(seed * 2 + i) if uniform else RandomAgent(seed * 2 + i)) for i, p in enumerate(PLAYERS)}
    full = rng.below(50) == 0  # clone/snapshot after every action in one game in fifty (any pairing, any agent)
    inv = Invariants(full=full, every=20)
    header = make_header("bot", seed, {
        "p1": {"name": "Fuzz 1", "deck": d1, "decklist": lists[d1], "bot": "random"},
        "p2": {"name": "Fuzz 2", "deck": d2, "decklist": lists[d2], "bot": "random"}})
    path = Path(workdir) / f"fuzz-{seed}.jsonl"
    if path.exists():
        path.unlink()
    rec = None
    action_text = None
    index = 0
    try:
        rec = GameRecorder.new_game(header, path, fsync=False)
        g = rec.game
        g.keep_log = False
        inv.cards = sum(1 for o in g.objects.values() if not o.token)
        inv.zones(g, "after the opening draw", inv.cards)
        if g.clone().snapshot() != g.snapshot():
            raise InvariantError("clone differs after the opening draw")
        # where to compare a rebuilt save with the live game, and where (rarely) a player concedes
        expected_len = 700
        checks = {1 + rng.below(expected_len) for _ in range(save_points)}
        concede_at = 1 + rng.below(expected_len) if rng.below(40) == 0 else -1
        while not g.over and g.turn <= MAX_TURNS and len(g.battlefield) <= MAX_PERMANENTS:
            n = rep.actions
            index = n + 1
            if n == concede_at:
                who = PLAYERS[rng.below(2)]
                action_text = f"concede ({who})"
                rec.concede(who)
                rep.actions += 1
                break
            p = g.decider
            legal = g.legal_actions()
            a = agents[p].choose(PlayerView(g, p), legal)
            action_text = a.text
            if n % sample_every == sample_every // 2:
                every_action_applies(g, f"before action {n + 1}, turn {g.turn} {g.step}")
                rep.clone_checks += 1
            elif g.find_action(a.text) != a:
                raise InvariantError(f"the text {a.text!r} selects another action")
            rec.apply(a)
            rep.actions += 1
            inv(g, a)
            if rep.actions in checks:
                _check_save(rec, read_save, rebuild, f"after action {rep.actions}")
                rep.save_checks += 1
        action_text = None
        _check_save(rec, read_save, rebuild, "at the end of the game")
        rep.save_checks += 1
        rep.turns = g.turn
        rep.winner = g.winner if g.over else "draw"
    except Exception as e:  # InvariantError, or an engine crash: both are failures to report
        msg = str(e) if isinstance(e, AssertionError) else f"{type(e).__name__}: {e} at {_where(e)}"
        rep.failure = Failure(seed, (d1, d2), index, action_text, msg)
    finally:
        if rec is not None:
            rec.close()
        try:
            path.unlink()
        except OSError:
            pass
    return rep


def _check_save(rec, read_save, rebuild, where: str) -> None:
    """The save written so far is the live game's history, and rebuilds to the game's exact state."""
    s = read_save(rec.path)
    if s.warnings:
        raise InvariantError(f"save file warnings {where}: {s.warnings[0]}")
    hist = rec.game.history
    if len(s.actions) != len(hist):
        raise InvariantError(f"the save holds {len(s.actions)} actions, the game's history {len(hist)} {where}")
    if [(a.by, a.text) for a in s.actions] != hist:
        raise InvariantError(f"the save's actions differ from the game's history {where}")
    g2 = rebuild(s.header, s.actions, str(rec.path))
    a, b = rec.game.snapshot(), g2.snapshot()
    if a != b:
        diff = _first_diff(a, b)
        raise InvariantError(f"the rebuilt save differs from the game {where}: {diff}")


def _first_diff(a, b, path: str = "") -> str:
    if isinstance(a, dict) and isinstance(b, dict):
        for k in list(a) + [k for k in b if k not in a]:
            if a.get(k) != b.get(k):
                return _first_diff(a.get(k), b.get(k), f"{path}.{k}" if path else str(k))
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b)):
            if x != y:
                return _first_diff(x, y, f"{path}[{i}]")
    return f"{path or 'snapshot'}: {json.dumps(a)[:120]} != {json.dumps(b)[:120]}"


def _where(e: BaseException) -> str:
    tb = traceback.extract_tb(e.__traceback__)
    if not tb:
        return "?"
    f = tb[-1]
    return f"{Path(f.filename).name}:{f.lineno} ({f.name})"


def fuzz(games: int = 100, seed: int = 1, deck_names: list[str] | None = None, progress=None) -> dict:
    """Play ``games`` fuzz games; the figures and every failure."""
    from .decks import load_deck, shipped_decks
    names = deck_names or shipped_decks() + [RANDOM]
    decks = {n: load_deck(n).main for n in names if n != RANDOM}
    pairs = pairings(names)
    t0 = time.perf_counter()
    actions = turns = save_checks = clone_checks = 0
    failures: list[Failure] = []
    wins = {"p1": 0, "p2": 0, "draw": 0}
    from .engine import legal as _legal
    verify_before = _legal.VERIFY_REMEMBERED
    _legal.VERIFY_REMEMBERED = True  # every remembered priority list is checked against a fresh one
    with tempfile.TemporaryDirectory(prefix="mtg-fuzz-") as work:
        for i in range(games):
            r = fuzz_game(seed + i, decks, pairs, work)
            actions += r.actions
            turns += r.turns
            save_checks += r.save_checks
            clone_checks += r.clone_checks
            if r.failure is not None:
                failures.append(r.failure)
            elif r.winner in wins:
                wins[r.winner] += 1
            if progress is not None and (i + 1) % 100 == 0:
                progress(f"fuzz: {i + 1}/{games} games, {actions} actions, {len(failures)} failures, "
                         f"{time.perf_counter() - t0:.0f} s")
    _legal.VERIFY_REMEMBERED = verify_before
    secs = time.perf_counter() - t0
    return {"games": games, "seed": seed, "decks": names, "pairings": len(pairs), "actions": actions,
            "turns": turns, "wins": wins, "save_checks": save_checks, "clone_checks": clone_checks,
            "failures": [dict(asdict(f), line=f.line()) for f in failures], "seconds": round(secs, 2),
            "games_per_second": round(games / secs, 2) if secs else None}


def summary_line(res: dict) -> str:
    return (f"fuzz: {res['games']} games, {res['actions']} actions, {len(res['failures'])} failures, "
            f"{res['save_checks']} save/resume checks, {res['clone_checks']} all-actions checks, "
            f"{res['seconds']} s (seed {res['seed']})")


# ---------------------------------------------------------------------- a game process for the kill test
def selfplay(seed: int, delay: float, resume: str | None = None, decks: tuple[str, str] = ("shire", "mordor"),
             out=None) -> int:
    """Random moves recorded with a GameRecorder, ``delay`` seconds apart.  Prints ``save <path>`` first, then
    ``<n> <hash>`` for each action *before* its line is written (so a kill loses at most that one), and
    ``over`` at the end.  Used by tests/test_saves.py, which kills this process at random moments."""
    from .ai.base import PlayerView, RandomAgent
    from .decks import load_deck
    from .saves import GameRecorder, make_header
    out = out or sys.stdout
    if resume:
        rec, _ = GameRecorder.resume(resume)
    else:
        d1, d2 = load_deck(decks[0]), load_deck(decks[1])
        header = make_header("bot", seed, {
            "p1": {"name": "Self 1", "deck": d1.name, "decklist": d1.main, "bot": "random"},
            "p2": {"name": "Self 2", "deck": d2.name, "decklist": d2.main, "bot": "random"}})
        rec = GameRecorder.new_game(header)
    out.write(f"save {rec.path}\n{len(rec.actions)} {snapshot_hash(rec.game)}\n")
    out.flush()
    agents = {p: RandomAgent(seed * 3 + i + len(rec.actions)) for i, p in enumerate(PLAYERS)}
    g = rec.game
    while not g.over and g.turn <= MAX_TURNS:
        p = g.decider
        a = agents[p].choose(PlayerView(g, p), g.legal_actions())
        # apply on a clone first to announce the state before the line is written
        c = g.clone()
        c.apply(a)
        out.write(f"{len(rec.actions) + 1} {snapshot_hash(c)}\n")
        out.flush()
        rec.apply(a)
        if delay:
            time.sleep(delay)
    out.write("over\n")
    out.flush()
    rec.close()
    return 0


def main(argv: list[str] | None = None) -> int:  # python -m mtg_tui.fuzz selfplay ...
    import argparse
    ap = argparse.ArgumentParser(prog="python -m mtg_tui.fuzz")
    sub = ap.add_subparsers(dest="cmd", required=True)
    sp = sub.add_parser("selfplay")
    sp.add_argument("--seed", type=int, default=1)
    sp.add_argument("--delay", type=float, default=0.002)
    sp.add_argument("--resume", default=None)
    args = ap.parse_args(argv)
    return selfplay(args.seed, args.delay, args.resume)


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
