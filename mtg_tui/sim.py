"""Headless games between bots: `mtg-tui sim`."""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from .ai.base import PlayerView, make_agent
from .engine.game import Game

MAX_TURNS = 200


@dataclass
class GameResult:
    winner: str | None  # "p1", "p2", "draw"
    turns: int
    decisions: int
    error: str | None = None


def play_game(deck1: list[str], deck2: list[str], bots: tuple[str, str], seed: int, keep_log: bool = False,
              on_action=None) -> tuple[Game, GameResult]:
    g = Game(seed=seed)
    g.keep_log = keep_log
    g.setup_decks(deck1, deck2)
    agents = {"p1": make_agent(bots[0], seed * 2 + 1), "p2": make_agent(bots[1], seed * 2 + 2)}
    g.start()
    n = 0
    while not g.over:
        if g.turn > MAX_TURNS:
            g.winner = "draw"
            g.over = True
            g.end_reason = f"turn limit {MAX_TURNS}"
            break
        p = g.decider
        legal = g.legal_actions()
        a = agents[p].choose(PlayerView(g, p), legal)
        g.apply(a)
        n += 1
        if on_action is not None:
            on_action(g, a)
    return g, GameResult(g.winner, g.turn, n)


def simulate(deck_a: str, deck_b: str, games: int, seed: int, bots: tuple[str, str]) -> dict:
    from .decks import load_deck
    da, db = load_deck(deck_a), load_deck(deck_b)
    wins = {da.name: 0, db.name: 0}
    if da.name == db.name:
        wins = {da.name + " (A)": 0, db.name + " (B)": 0}
    keys = list(wins)
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
            _, r = play_game(d1.main, d2.main, b, seed + i)
        except Exception as e:  # a bug: count it, keep going
            errors.append(f"game {i} (seed {seed + i}): {type(e).__name__}: {e}")
            continue
        turns += r.turns
        decisions += r.decisions
        if r.winner == "draw" or r.winner is None:
            draws += 1
        else:
            a_won = (r.winner == "p1") != swap
            wins[keys[0] if a_won else keys[1]] += 1
    secs = time.perf_counter() - t0
    played = games - len(errors)
    return {"games": games, "wins": wins, "draws": draws, "average_turns": round(turns / played, 2) if played else 0,
            "decisions": decisions, "errors": errors, "seconds": round(secs, 3),
            "games_per_second": round(games / secs, 1) if secs else None,
            "bots": {keys[0]: bots[0], keys[1]: bots[1]}}
