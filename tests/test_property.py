"""Random legal play with invariants checked after every action (GUIDE: property tests).

Over 200 games between RandomAgents across deck pairings.  A few games per pairing check everything after
every action (clone equality included); the others check the cheap invariants after every action and the
expensive ones every so often, to keep the whole file near a minute.
"""

from __future__ import annotations

import pytest

from mtg_tui.decks import load_deck
from mtg_tui.fuzz import Invariants  # the invariants' one home, shared with `mtg-tui fuzz`
from mtg_tui.sim import play_game

PAIRINGS = [("teach-green-white", "teach-black-red"), ("teach-black-red", "teach-green-white"),
            ("teach-green-white", "teach-green-white"), ("teach-black-red", "teach-black-red")]
GAMES_PER_PAIRING = 50
FULL_CHECK_GAMES = 4  # per pairing: clone() and snapshot checks after every single action


@pytest.mark.parametrize("deck1,deck2", PAIRINGS, ids=["gw-br", "br-gw", "gw-gw", "br-br"])
def test_random_games_keep_the_invariants(deck1, deck2):
    d1, d2 = load_deck(deck1).main, load_deck(deck2).main
    results = []
    for i in range(GAMES_PER_PAIRING):
        seed = 1000 + i
        inv = Invariants(full=i < FULL_CHECK_GAMES)
        try:
            g, r = play_game(d1, d2, ("random", "random"), seed, on_action=inv)
        except AssertionError as e:
            raise AssertionError(f"{deck1} vs {deck2}, seed {seed}: {e}") from None
        assert g.over and r.winner in ("p1", "p2", "draw")
        results.append(r.winner)
    assert len(results) == GAMES_PER_PAIRING
    assert {"p1", "p2"} <= set(results)  # both seats win some games: nothing is stuck


def test_random_games_with_hand_tapped_mana_keep_the_invariants():
    """As above, with an agent that picks uniformly among all legal actions, floating mana by hand included
    (RandomAgent leaves 'tap' out)."""
    from mtg_tui.engine.game import Game
    from mtg_tui.engine.rng import Rng
    decks = {n: load_deck(n).main for n in ("teach-green-white", "teach-black-red")}
    for i in range(40):
        d1, d2 = PAIRINGS[i % len(PAIRINGS)]
        seed = 5000 + i
        g = Game(seed=seed)
        g.setup_decks(decks[d1], decks[d2])
        g.start()
        rng = Rng(seed)
        inv = Invariants(full=i < 2, every=25)
        try:
            while not g.over and g.turn <= 200:
                acts = g.legal_actions()
                a = acts[rng.below(len(acts))]
                g.apply(a)
                inv(g, a)
        except AssertionError as e:
            raise AssertionError(f"{d1} vs {d2}, seed {seed}: {e}") from None
