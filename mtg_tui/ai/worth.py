"""What the hard bot's own answers are worth, measured one decision at a time.

A whole run of 225 games tells win rates apart only by about six points (its 95% interval), wider than any change
to the search tried since stop 43.  This measures closer: hard plays normal, and every time it answers other than
normal would, both answers are played to the end from that position by two normal bots, on the same worlds dealt
anew from what the deciding player knows (engine/determinize.py) and the same seeds, so each world gives a paired
difference.  Run it as ``python -m mtg_tui.ai.worth GAMES [SEED] [SAMPLES]``: it prints, for each kind of answer,
how many hard changed and the chance to win each change gained, with its standard error.

Stop 46 (90 games, 24 worlds each): 470 answers changed, +2.9 points each (standard error 0.5); priorities +2.2,
choices +2.5, attacks +4.2, blocks +8.6, its own activations at a priority nothing.
"""

from __future__ import annotations

import math
import random
import sys
from typing import Callable

from ..engine.determinize import determinized
from ..engine.rng import Rng
from .base import PlayerView, play_out
from .combat_plan import _declare
from .heuristic import HeuristicAgent
from .search import SearchAgent


def _result(g, me: str) -> float:
    return 1.0 if g.winner == me else (0.5 if g.winner == "draw" else 0.0)


def _normals(seed: int) -> dict:
    """Two normal bots on one seed, as the search's rollouts seed theirs."""
    return {"p1": HeuristicAgent(seed & 0xFFFF, "normal"), "p2": HeuristicAgent((seed >> 16) & 0xFFFF, "normal")}


def worth(game, me: str, first: Callable, second: Callable, samples: int, seed: int) -> list[float]:
    """For each of ``samples`` worlds dealt anew from what ``me`` knows of ``game``: ``first`` and ``second`` (each
    applies an answer to a copy) played to the end on the same seeds; ``me``'s result with the first less its
    result with the second (a win 1, a draw 0.5, a loss 0).  A world where either answer can't be applied is left
    out."""
    rng = Rng(seed)
    out: list[float] = []
    for _ in range(samples):
        w = determinized(game, me, rng)
        s = rng.next()
        a, b = w.clone(), w.clone()
        try:
            first(a)
            second(b)
        except Exception:  # (not possible in this world)
            continue
        play_out(a, _normals(s))
        play_out(b, _normals(s))
        out.append(_result(a, me) - _result(b, me))
    return out


def _apply(text: str) -> Callable:
    return lambda g: g.do(text)


class _Recorder(SearchAgent):
    """The hard bot, noting each position where its answer differs from normal's, with both answers (normal's
    from a fresh normal bot shown the same view: the hard bot's own keeps its random numbers)."""

    def __init__(self, seed: int):
        super().__init__(seed)
        self.changed: list[tuple] = []

    def choose(self, view, legal):
        g = view._game
        kind = g.pending.kind if g.pending else "priority"
        if kind not in ("priority", "choice"):
            return super().choose(view, legal)
        before = g.clone()
        normal = HeuristicAgent(7, "normal").choose(PlayerView(before, view.player), before.legal_actions()).text
        a = super().choose(view, legal)
        if a.text != normal:
            self.changed.append((kind, before, view.player, _apply(a.text), _apply(normal)))
        return a

    def _choose_plan(self, view, plans, kind, heur_why=""):
        before = view._game.clone()
        plan = super()._choose_plan(view, plans, kind, heur_why)
        if list(plan) != list(plans[0]):  # (plans[0] is normal's)
            mine, theirs = list(plan), list(plans[0])
            self.changed.append((kind, before, view.player, lambda g: _declare(g, mine, kind),
                                 lambda g: _declare(g, theirs, kind)))
        return plan


def _game(args: tuple) -> list[tuple[str, float]]:
    from ..decks import load_deck
    from ..sim import play_game
    i, deck_a, deck_b, samples = args
    seed = 3000 + i
    hard = _Recorder(seed)
    seats = {"p1": hard, "p2": HeuristicAgent(seed, "normal")}
    if i % 2:
        seats = {"p1": seats["p2"], "p2": hard}
    play_game(load_deck(deck_a).main, load_deck(deck_b).main, ("hard", "normal"), seed, agents=seats)
    out = []
    for k, (kind, g, me, mine, normal) in enumerate(hard.changed):
        d = worth(g, me, mine, normal, samples, seed * 1000 + k)
        if d:
            out.append((kind, sum(d) / len(d)))
    return out


def report(rows: list[tuple[str, float]]) -> list[str]:
    """Per kind of answer (and all): how many, and the mean gain in points of chance to win with its standard
    error."""
    lines = []
    for kind in ["all"] + sorted({k for k, _ in rows}):
        v = [x for k, x in rows if kind in ("all", k)]
        m = sum(v) / len(v)
        se = math.sqrt(sum((x - m) ** 2 for x in v) / (len(v) - 1) / len(v)) if len(v) > 1 else math.inf
        spread = f"standard error {100 * se:.1f}" if len(v) > 1 else "one answer"
        lines.append(f"{kind:9} {len(v):5} changed  {100 * m:+6.1f} points each ({spread})")
    return lines


def main(argv: list[str]) -> int:
    from multiprocessing import Pool

    from ..decks import shipped_decks
    games = int(argv[0]) if argv else 20
    seed = int(argv[1]) if len(argv) > 1 else 2
    samples = int(argv[2]) if len(argv) > 2 else 24
    decks = shipped_decks()
    r = random.Random(seed)
    jobs = [(i, r.choice(decks), r.choice(decks), samples) for i in range(games)]
    rows: list[tuple[str, float]] = []
    with Pool(2) as pool:
        for out in pool.imap_unordered(_game, jobs):
            rows += out
    if not rows:
        print("hard answered as normal would every time")
        return 0
    print(f"hard against normal, {games} games; each changed answer and normal's played to the end on {samples} "
          f"worlds dealt anew")
    print("\n".join(report(rows)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
