"""`python -m mtg_tui.digest [--random N] [--normal N]`: one hash of everything fixed-seed games do.

For a change meant to keep behaviour (a refactor): the same digest before and after shows every game played
exactly as before.  It hashes, for ``--random`` random-vs-random and ``--normal`` normal-vs-normal games over
the shipped deck pairings (fixed seeds): the legal actions' texts at every decision, the action chosen, every
event's message and rule number, and each game's final snapshot.  Prints the engine mode and the digest."""

from __future__ import annotations

import argparse
import hashlib
import json

from .ai.base import PlayerView, make_agent
from .decks import load_deck, shipped_decks
from .engine.game import Game


def digest(random_games: int = 40, normal_games: int = 15, max_turns: int = 60) -> str:
    h = hashlib.sha256()
    names = shipped_decks()
    decks = {n: load_deck(n).main for n in names}
    levels = ["random"] * random_games + ["normal"] * normal_games
    for i, level in enumerate(levels):
        g = Game(seed=5000 + i)
        g.setup_decks(decks[names[i % len(names)]], decks[names[(i + 1 + i // len(names)) % len(names)]])
        g.start()
        bots = {"p1": make_agent(level, 2 * i), "p2": make_agent(level, 2 * i + 1)}
        while not g.over and g.turn <= max_turns:
            p = g.decider
            legal = g.legal_actions()
            for a in legal:
                h.update(a.text.encode())
            a = bots[p].choose(PlayerView(g, p), legal)
            h.update(b"\x00" + a.text.encode())
            for ev in g.apply(a):
                h.update(ev.msg.encode())
                h.update((ev.rule or "").encode())
        h.update(json.dumps(g.snapshot(), sort_keys=True).encode())
    return h.hexdigest()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m mtg_tui.digest", description=__doc__.splitlines()[0])
    ap.add_argument("--random", type=int, default=40, help="random-vs-random games (default 40)")
    ap.add_argument("--normal", type=int, default=15, help="normal-vs-normal games (default 15)")
    args = ap.parse_args(argv)
    from . import engine
    print(engine.ENGINE)
    print(digest(args.random, args.normal))
    return 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
