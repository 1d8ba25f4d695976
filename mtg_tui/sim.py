"""Headless games between bots: `mtg-tui sim`.

Seats alternate (the starting seat is random within the engine, but deck A sits in
seat p1 on even games and p2 on odd ones); each bot stays with its deck.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field

from .ai.base import PlayerView, make_agent
from .engine.game import Game

MAX_TURNS = 200
MAX_PERMANENTS = 400  # a battlefield grown past this (Horn of Gondor doubling a board nobody attacks): a draw


@dataclass
class GameResult:
    winner: str | None  # "p1", "p2", "draw"
    turns: int
    decisions: int
    latency: dict[str, list[float]] = field(default_factory=dict)
    error: str | None = None


def play_game(deck1: list[str], deck2: list[str], bots: tuple[str, str], seed: int, keep_log: bool = False,
              on_action=None, agents=None, on_choice=None, on_decide=None) -> tuple[Game, GameResult]:
    """One bot game; ``on_choice(g, action, seat)`` sees each chosen action before it is applied, ``on_action``
    after; ``on_decide(g, seat, agent, action, legal)`` too, before (an explanation is of the step it was taken
    in)."""
    g = Game(seed=seed)
    g.keep_log = keep_log
    g.setup_decks(deck1, deck2)
    agents = agents or {"p1": make_agent(bots[0], seed * 2 + 1), "p2": make_agent(bots[1], seed * 2 + 2)}
    lat: dict[str, list[float]] = {"p1": [], "p2": []}
    g.start()
    n = 0
    clock = time.perf_counter
    while not g.over:
        if g.turn > MAX_TURNS or len(g.battlefield) > MAX_PERMANENTS:
            g.winner = "draw"
            g.over = True
            g.end_reason = (f"turn limit {MAX_TURNS}" if g.turn > MAX_TURNS else
                            f"more than {MAX_PERMANENTS} permanents on the battlefield")
            break
        p = g.decider
        legal = g.legal_actions()
        t0 = clock()
        a = agents[p].choose(PlayerView(g, p), legal)
        lat[p].append(clock() - t0)
        if on_choice is not None:
            on_choice(g, a, p)
        if on_decide is not None:
            on_decide(g, p, agents[p], a, legal)
        g.apply(a)
        n += 1
        if on_action is not None:
            on_action(g, a, agents[p])
    return g, GameResult(g.winner, g.turn, n, lat)


def used_card(g: Game, a) -> str | None:
    """The card a chosen action uses, if it is a card's own use: cast it, activate one of its abilities (mana
    abilities included), play it as a land.  Asked before the action is applied."""
    if a.kind not in ("cast", "activate", "play", "tap"):
        return None
    oid = getattr(a.data, "source", None) or getattr(a.data, "card", None) or getattr(a.data, "permanent", None)
    o = g.objects.get(oid) if isinstance(oid, str) else None
    return None if o is None or o.card.token else o.card.name


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval for a proportion k/n (95% by default)."""
    if n == 0:
        return (0.0, 1.0)
    p = k / n
    den = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return (round(max(0.0, mid - half), 4), round(min(1.0, mid + half), 4))


def _pct(xs: list[float], q: float) -> float:
    if not xs:
        return 0.0
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def simulate(deck_a: str, deck_b: str, games: int, seed: int, bots: tuple[str, str], explain=None,
             used: dict[str, dict[str, int]] | None = None) -> dict:
    """``games`` games of deck A against deck B; ``used`` (if given) counts, per bot level, how often its bot
    used each card (``used_card``)."""
    from .decks import load_deck
    da, db = load_deck(deck_a), load_deck(deck_b)
    ka, kb = f"A: {da.name} ({bots[0]})", f"B: {db.name} ({bots[1]})"
    wins = {ka: 0, kb: 0}
    lat: dict[str, list[float]] = {ka: [], kb: []}
    draws = 0
    turns = 0
    decisions = 0
    errors: list[str] = []
    t0 = time.perf_counter()
    for i in range(games):
        swap = i % 2 == 1  # seats alternate
        d1, d2 = (db, da) if swap else (da, db)
        b = (bots[1], bots[0]) if swap else bots
        try:
            hook = (lambda g, seat, agent, a, legal, _i=i, _b=b: explain(_i, g, seat, agent, a, legal,
                                                                          _b[0] if seat == "p1" else _b[1])
                    ) if explain is not None else None
            count = None
            if used is not None:
                def count(g, a, seat, _b=b):
                    name = used_card(g, a)
                    if name is not None:
                        level = used.setdefault(_b[0] if seat == "p1" else _b[1], {})
                        level[name] = level.get(name, 0) + 1
            _, r = play_game(d1.main, d2.main, b, seed + i, on_decide=hook, on_choice=count)
        except Exception as e:  # a bug: count it, keep going
            errors.append(f"game {i} (seed {seed + i}): {type(e).__name__}: {e}")
            continue
        turns += r.turns
        decisions += r.decisions
        seat_a, seat_b = ("p2", "p1") if swap else ("p1", "p2")
        lat[ka] += r.latency[seat_a]
        lat[kb] += r.latency[seat_b]
        if r.winner == "draw" or r.winner is None:
            draws += 1
        else:
            wins[ka if r.winner == seat_a else kb] += 1
    secs = time.perf_counter() - t0
    played = games - len(errors)
    return {
        "games": games, "bots": {ka: bots[0], kb: bots[1]}, "wins": wins,
        "win_rate": {k: round(v / played, 4) if played else 0 for k, v in wins.items()},
        "win_rate_95ci": {k: wilson(v, played) for k, v in wins.items()},
        "draws": draws, "average_turns": round(turns / played, 2) if played else 0,
        "decisions": decisions,
        "latency_ms": {k: {"p50": round(_pct(v, 0.5) * 1e3, 3), "p95": round(_pct(v, 0.95) * 1e3, 3),
                           "max": round(max(v) * 1e3, 3) if v else 0} for k, v in lat.items()},
        "errors": errors, "seconds": round(secs, 3),
        "games_per_second": round(games / secs, 1) if secs else None,
    }


def _pairing(job: tuple) -> tuple[dict, dict[str, dict[str, int]]]:
    """One pairing of ``simulate_pairings`` (in a worker process): its result and the cards each bot used."""
    deck_a, deck_b, games, seed, bots = job
    used: dict[str, dict[str, int]] = {b: {} for b in bots}
    return simulate(deck_a, deck_b, games, seed, bots, used=used), used


def simulate_pairings(pairs: list[tuple[str, str]], games: int, seed: int, bots: tuple[str, str], workers: int = 1,
                      explain=None, used: dict[str, dict[str, int]] | None = None) -> list[dict]:
    """``simulate`` for each pairing, pairing k on its own seeds (seed + k * games, ...): no two games of a run share
    a shuffle, and every game is the same whichever process plays it, so ``workers`` processes give the results
    of one (but the timings).  ``explain`` prints as it goes, so it needs one process."""
    jobs = [(a, b, games, seed + k * games, bots) for k, (a, b) in enumerate(pairs)]
    if workers <= 1 or len(jobs) < 2:
        return [simulate(a, b, n, s, bt, explain=explain, used=used) for a, b, n, s, bt in jobs]
    if explain is not None:
        raise ValueError("an explained run prints each decision as it is taken: it runs on one process")
    from multiprocessing import get_context
    with get_context("spawn").Pool(min(workers, len(jobs))) as pool:
        out = pool.map(_pairing, jobs, chunksize=1)
    results = []
    for res, u in out:
        results.append(res)
        if used is not None:
            for level, names in u.items():
                mine = used.setdefault(level, {})
                for name, n in names.items():
                    mine[name] = mine.get(name, 0) + n
    return results

