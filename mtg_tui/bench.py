"""`mtg-tui bench`: speed figures on fixed seeds and the shipped decks.  Figures only: nothing here asserts."""

from __future__ import annotations

import resource
import time

from .ai.base import PlayerView, make_agent, play_out
from .decks import load_deck, shipped_decks
from .engine.game import Game

TARGETS = {
    "random_games_per_s": ">= 200", "normal_games_per_s": ">= 50", "legal_actions_p50_us": "<= 30",
    "legal_actions_p99_us": "<= 1000", "clone_p50_us": "<= 30", "normal_decision_p95_ms": "<= 10",
    "tui_first_screen_ms": "<= 500", "keypress_repaint_p95_ms": "<= 33",
}


#: throughput runs of the same games: the fastest is reported (as timeit does: the others measured the
#: machine's other work too), all of them are listed
REPEATS = 3


def _pct(xs: list[float], q: float) -> float:
    if not xs:
        return 0.0
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def _pairings() -> list[tuple[list[str], list[str]]]:
    names = shipped_decks()
    decks = [load_deck(n).main for n in names]
    return [(decks[i], decks[(i + 1) % len(decks)]) for i in range(len(decks))]


def _games(level: str, n: int, seed: int, probe: bool, time_bot: bool = False) -> dict:
    """Play ``n`` games.  Plain (``probe`` and ``time_bot`` off), nothing but the games runs, for throughput;
    ``probe`` times ``legal_actions()`` (as met and from scratch), ``apply()`` and ``clone()`` at every decision;
    ``time_bot`` times each bot decision."""
    pairs = _pairings()
    legal_t: list[float] = []
    apply_t: list[float] = []
    clone_t: list[float] = []
    fresh_t: list[float] = []
    decide_t: list[float] = []
    decisions = 0
    clock = time.perf_counter
    t0 = clock()
    for i in range(n):
        d1, d2 = pairs[i % len(pairs)]
        g = Game(seed=seed + i)
        g.keep_log = False
        g.setup_decks(d1, d2)
        agents = {"p1": make_agent(level, seed + 2 * i), "p2": make_agent(level, seed + 2 * i + 1)}
        g.start()
        if probe:
            while not g.over and g.turn <= 200:
                p = g.decider
                g._legal = None
                a0 = clock()
                legal = g.legal_actions()
                legal_t.append(clock() - a0)  # as the game meets it: remembered priority actions included
                saved, g._pk, g._legal = g._pk, [None, None], None
                a0 = clock()
                g.legal_actions()
                fresh_t.append(clock() - a0)  # without the remembered priority lists (pieces kept per permanent still count)
                g._pk = saved
                if decisions % 7 == 0:
                    c0 = clock()
                    g.clone()
                    clone_t.append(clock() - c0)
                act = agents[p].choose(PlayerView(g, p), legal)
                a0 = clock()
                g.apply(act)
                apply_t.append(clock() - a0)
                decisions += 1
        elif time_bot:
            while not g.over and g.turn <= 200:
                p = g.decider
                legal = g.legal_actions()
                d0 = clock()
                act = agents[p].choose(PlayerView(g, p), legal)
                decide_t.append(clock() - d0)
                g.apply(act)
                decisions += 1
        else:
            decisions += play_out(g, agents, 200)
    secs = clock() - t0
    us = 1e6
    return {
        "games": n, "seconds": round(secs, 3), "games_per_s": round(n / secs, 1),
        "decisions_per_s": round(decisions / secs, 1), "decisions": decisions,
        "legal_actions_p50_us": round(_pct(legal_t, .5) * us, 1), "legal_actions_p99_us": round(_pct(legal_t, .99) * us, 1),
        "legal_fresh_p50_us": round(_pct(fresh_t, .5) * us, 1), "legal_fresh_p99_us": round(_pct(fresh_t, .99) * us, 1),
        "apply_p50_us": round(_pct(apply_t, .5) * us, 1), "apply_p99_us": round(_pct(apply_t, .99) * us, 1),
        "clone_p50_us": round(_pct(clone_t, .5) * us, 1),
        "decision_p50_ms": round(_pct(decide_t, .5) * 1e3, 3), "decision_p95_ms": round(_pct(decide_t, .95) * 1e3, 3),
    }


def _hard_rollouts(seconds: float, seed: int) -> float:
    from .ai.search import SearchAgent
    d1, d2 = _pairings()[0]
    g = Game(seed=seed)
    g.keep_log = False
    g.setup_decks(d1, d2)
    g.start()
    normal = make_agent("normal", seed)
    hard = SearchAgent(seed, budget=0.25)
    spent = 0.0
    while not g.over and spent < seconds:
        p = g.decider
        if p == "p1":
            t0 = time.perf_counter()
            a = hard.choose(PlayerView(g, p), g.legal_actions())
            spent += time.perf_counter() - t0
        else:
            a = normal.choose(PlayerView(g, p), g.legal_actions())
        g.apply(a)
    return round(hard.rollouts / spent, 1) if spent else 0.0


def _tui_figures() -> dict:
    try:
        from .tui.bench import measure  # the TUI measures itself with Pilot, headless
    except ImportError:
        return {}
    return measure()


def run_bench(quick: bool = False, seed: int = 1000) -> dict:
    from . import engine
    n_random = 40 if quick else 200
    n_normal = 20 if quick else 100
    runs = 1 if quick else REPEATS
    # warm up first: the first game imports the card words and reads the card files (~0.1 s), which is a
    # start-up cost, not throughput
    _games("random", 2, seed, probe=False)
    _games("normal", 1, seed, probe=False)
    rnd_runs = [_games("random", n_random, seed, probe=False) for _ in range(runs)]  # throughput: only games
    rnd = min(rnd_runs, key=lambda r: r["seconds"])
    probed = _games("random", max(10, n_random // 4), seed, probe=True)  # per-call timings, on the same seeds
    nor_runs = [_games("normal", n_normal, seed, probe=False) for _ in range(runs)]  # throughput
    nor = min(nor_runs, key=lambda r: r["seconds"])
    nor_t = _games("normal", max(5, n_normal // 4), seed, probe=False, time_bot=True)  # the bot's decision times
    out = {
        "engine": engine.ENGINE,
        "random_games_per_s": rnd["games_per_s"], "random_decisions_per_s": rnd["decisions_per_s"],
        "normal_games_per_s": nor["games_per_s"],
        # every run's figure: on a shared machine they spread widely; the fastest is the code's speed, the
        # others are the code plus whatever else the machine was doing
        "random_runs_games_per_s": [r["games_per_s"] for r in rnd_runs],
        "normal_runs_games_per_s": [r["games_per_s"] for r in nor_runs],
        "legal_actions_p50_us": probed["legal_actions_p50_us"], "legal_actions_p99_us": probed["legal_actions_p99_us"],
        "legal_fresh_p50_us": probed["legal_fresh_p50_us"], "legal_fresh_p99_us": probed["legal_fresh_p99_us"],
        "apply_p50_us": probed["apply_p50_us"], "apply_p99_us": probed["apply_p99_us"],
        "clone_p50_us": probed["clone_p50_us"],
        "normal_decision_p50_ms": nor_t["decision_p50_ms"], "normal_decision_p95_ms": nor_t["decision_p95_ms"],
        "hard_rollouts_per_s": _hard_rollouts(2.0 if quick else 6.0, seed),
    }
    out.update(_tui_figures())
    out["peak_memory_mb"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)
    out["games"] = {"random": n_random, "normal": n_normal}
    out["runs"] = runs
    return out


def format_bench(res: dict) -> str:
    lines = []
    for k, v in res.items():
        if k in ("games", "runs"):
            continue
        if k == "engine":
            lines.append(f"engine: {v}")
            continue
        if isinstance(v, list):
            lines.append(f"{k:28} {' '.join(str(x) for x in v):>12}")
            continue
        t = TARGETS.get(k)
        lines.append(f"{k:28} {v:>12}" + (f"   target {t}" if t else ""))
    lines.append(f"(random-vs-random: {res['games']['random']} games, normal-vs-normal: {res['games']['normal']} games, "
                 f"fixed seeds, shipped decks, one core; games/s: the fastest of {res.get('runs', 1)} runs, after a warm-up)")
    return "\n".join(lines)
