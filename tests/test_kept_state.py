"""What the engine keeps between decisions instead of recomputing it (the board index, each permanent's mana
source and printed characteristics, each player's 'tap' actions, the layers) equals a fresh computation at
every decision of real games, between the normal bots (whose games reach boards the fuzzer's uniform players
rarely do: mana creatures in combat, equipment, lords) and between random players."""

from __future__ import annotations

import pytest

from mtg_tui.ai.base import PlayerView, make_agent
from mtg_tui.decks import load_deck, shipped_decks
from mtg_tui.engine.game import Game
from mtg_tui.fuzz import Invariants

NAMES = shipped_decks()
PAIRS = [(NAMES[i], NAMES[(i + 1) % len(NAMES)]) for i in range(len(NAMES))]


@pytest.mark.parametrize("level", ["normal", "random"])
def test_kept_state_equals_a_fresh_computation_at_every_decision(level):
    decisions = 0
    for i in range(10):
        a, b = PAIRS[i % len(PAIRS)]
        g = Game(seed=1000 + i)
        g.setup_decks(load_deck(a).main, load_deck(b).main)
        g.start()
        bots = {"p1": make_agent(level, 1000 + 2 * i), "p2": make_agent(level, 1001 + 2 * i)}
        while not g.over and g.turn <= 60:
            where = f"game {i} ({a} vs {b}), decision {decisions}, turn {g.turn} {g.step}"
            from mtg_tui.engine.legal import mana_sources
            for p in ("p1", "p2"):
                mana_sources(g, p)  # (also makes each permanent work out its kept mana source)
            Invariants.kept_indexes(g, where)
            p = g.decider
            g.apply(bots[p].choose(PlayerView(g, p), g.legal_actions()))
            decisions += 1
    assert decisions > 1000
