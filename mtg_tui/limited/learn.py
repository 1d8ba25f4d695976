"""Card ratings learned by the game itself (issue 23): `mtg-tui ratings learn`.

Many bot games between random Limited decks (two sealed pools of six boosters each, built as the bots build but
by the cards' definitions, so that the result never depends on an earlier ratings file),
normal against normal; for each card, the games in which its player drew it (it left the library: in hand, on
the battlefield, in a graveyard or exile at the end) and how many of those its player won.  A card's rating is that
"won when drawn" rate, smoothed toward 50% by ``PRIOR`` games, on a 0-10 scale.  Games are spread over every core
(one process each); the same seed and game count give the same file, however many cores ran it.

The result ships as ``ratings.json`` beside this module; ``event.rating`` reads it for a card seen in enough games
and falls back to the definition-based estimate otherwise.  Nothing outside the game is consulted.
"""

from __future__ import annotations

import json
import os
from collections import Counter
from pathlib import Path
from typing import Any

RATINGS_FILE = Path(__file__).resolve().parent / "ratings.json"
#: games of smoothing toward an even rate
PRIOR = 10
#: a learned rating is used once a card was drawn in this many games
MIN_GAMES = 20


def _one(seed: int) -> list[tuple[list[str], bool]]:
    """One game between two fresh sealed decks: for each player, (the non-basic cards it drew, whether it won)."""
    from .booster import boosters
    from .event import BASIC_OF, build, defined_rating
    from ..sim import play_game
    packs = boosters("LTR", seed, 12)
    # (built by the cards' definitions, never by the shipped learned ratings: else the file would depend on the
    # file it replaces, and the same seed would not give the same file)
    decks = [build([c.name for p in packs[6 * i: 6 * i + 6] for c in p], rate=defined_rating)[0] for i in range(2)]
    g, r = play_game(decks[0], decks[1], ("normal", "normal"), seed)
    out = []
    for p in ("p1", "p2"):
        pl = g.players[p]
        library = set(pl.library)
        drawn = [o.card.name for o in g.objects.values()
                 if o.owner == p and not o.card.token and o.id not in library and o.card.name not in BASIC_OF.values()]
        out.append((sorted(set(drawn)), r.winner == p))
    return out


def learn(games: int, seed: int = 1, workers: int | None = None) -> dict[str, Any]:
    """Play ``games`` games on ``workers`` processes (default: every core) and rate the cards."""
    seeds = [seed * 100_000 + k for k in range(games)]
    workers = workers or os.cpu_count() or 1
    if workers > 1:
        from multiprocessing import get_context
        with get_context("spawn").Pool(workers) as pool:
            results = pool.map(_one, seeds, chunksize=max(1, games // (workers * 8)))
    else:
        results = [_one(s) for s in seeds]
    drawn: Counter[str] = Counter()
    won: Counter[str] = Counter()
    for game in results:
        for cards, win in game:
            for c in cards:
                drawn[c] += 1
                won[c] += win
    cards = {}
    for c in sorted(drawn):
        rate = (won[c] + PRIOR / 2) / (drawn[c] + PRIOR)
        cards[c] = {"games": drawn[c], "wins": won[c], "rating": round(10 * rate, 2)}
    return {"games": games, "seed": seed, "prior": PRIOR,
            "method": "won when drawn, normal vs normal, random sealed decks", "cards": cards}


def load() -> dict[str, dict]:
    """The shipped learned ratings by card name ({} when there are none)."""
    try:
        return dict(json.loads(RATINGS_FILE.read_text(encoding="utf-8"))["cards"])
    except (OSError, ValueError, KeyError):
        return {}
