"""What the engine keeps between decisions instead of recomputing it (the board index, each permanent's mana
source, printed characteristics and shared snapshot entry, each player's 'tap' actions, the layers) equals a
fresh computation at every decision of real games, between the normal bots (whose games reach boards the
fuzzer's uniform players rarely do: mana creatures in combat, equipment, lords) and between random players."""

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
            assert g.view(p, shared=True) == g.view(p), where  # a bot's view, entries kept or not, is the same
            g.apply(bots[p].choose(PlayerView(g, p), g.legal_actions()))
            decisions += 1
    assert decisions > 1000


def test_a_bots_view_shares_unchanged_entries_and_a_plain_snapshot_never_does():
    g = Game(seed=4)
    g.setup_decks(load_deck("shire").main, load_deck("mordor").main)
    g.start()
    bots = {"p1": make_agent("normal", 1), "p2": make_agent("normal", 2)}
    while not g.over and len(g.battlefield) < 4:
        p = g.decider
        g.apply(bots[p].choose(PlayerView(g, p), g.legal_actions()))
    a, b = g.view("p1", shared=True), g.view("p1", shared=True)
    pa = [x for pl in a["players"].values() for x in pl["battlefield"]]
    pb = [x for pl in b["players"].values() for x in pl["battlefield"]]
    assert pa and all(x is y for x, y in zip(pa, pb))  # nothing changed: the same entries
    c, d = g.snapshot(), g.snapshot()
    pc = [x for pl in c["players"].values() for x in pl["battlefield"]]
    pd = [x for pl in d["players"].values() for x in pl["battlefield"]]
    assert pc == pd and not any(x is y for x, y in zip(pc, pd))  # a plain snapshot is all new
    oid = pa[0]["id"]
    g.objects[oid].tapped = not g.objects[oid].tapped  # (a change the entry shows)
    e = g.view("p1", shared=True)
    pe = {x["id"]: x for pl in e["players"].values() for x in pl["battlefield"]}
    assert pe[oid] is not pa[0] and pe[oid]["tapped"] == g.objects[oid].tapped
