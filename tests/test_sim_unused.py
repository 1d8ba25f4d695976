"""`mtg-tui sim ... --unused` (issue 21): which cards of its decks a bot level never cast, activated or played over
a sim, so a card the bots cannot play shows up by name."""

from __future__ import annotations

import json

from rules_helpers import board

from mtg_tui.cli import main
from mtg_tui.sim import simulate, used_card


def test_used_card_names_the_card_cast_activated_or_played_never_a_token_or_a_pass():
    g = board({"turn": 3, "active": "p1", "step": "main1"},
              {"hand": ["Forest", "Giant Growth"], "battlefield": ["Forest", "Forest", "Forest", "Grizzly Bears", "Food"],
               "library": ["Forest"] * 5},
              {"library": ["Forest"] * 5})
    by_text = {a.text: a for a in g.legal_actions()}
    assert used_card(g, by_text["play Forest"]) == "Forest"
    assert used_card(g, next(a for t, a in by_text.items() if t.startswith("cast Giant Growth"))) == "Giant Growth"
    assert used_card(g, by_text["pass"]) is None
    food = [a for t, a in by_text.items() if "Food" in t and a.kind == "activate"]
    assert all(used_card(g, a) is None for a in food)  # a token is nobody's card


def test_simulate_counts_each_bot_levels_uses(tmp_path):
    used: dict = {}
    simulate("teach-green-white", "teach-black-red", 2, 3, ("normal", "random"), used=used)
    assert used["normal"]["Forest"] >= 2  # it plays its lands in both games
    assert set(used) <= {"normal", "random"}


def test_the_unused_list_names_a_card_the_bot_can_never_cast_and_exits_1(tmp_path, capsys):
    deck = tmp_path / "offcolor.txt"
    deck.write_text("20 Forest\n4 Grizzly Bears\n4 Llanowar Elves\n4 Giant Growth\n4 Counterspell\n", encoding="utf-8")
    rc = main(["sim", str(deck), "teach-green-white", "--bots", "normal,normal", "--games", "2", "--unused",
               "--json"])
    out = json.loads(capsys.readouterr().out)
    assert rc == 1
    assert "Counterspell" in out["unused"]["normal"]  # no Island: never castable
    assert "Grizzly Bears" not in out["unused"]["normal"]
