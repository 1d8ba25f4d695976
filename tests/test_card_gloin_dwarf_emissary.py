"""132 Glóin, Dwarf Emissary (rare): "Whenever you cast a historic spell, create a Treasure token. This ability
triggers only once each turn. / {T}, Sacrifice a Treasure: Goad target creature. (Until your next turn, that
creature attacks each combat if able and attacks a player other than you if able.)"

Goad (701.38: the word ``goad``; a goaded creature that can attack must, 508.1d: no ``done`` until it is declared;
until the goading player's next turn, 611.2a)."""

from __future__ import annotations

from rules_helpers import act, board, legal, perm

from mtg_tui.ai.base import PlayerView
from mtg_tui.ai.heuristic import HeuristicAgent
from mtg_tui.cards.registry import registry
from mtg_tui.cards.sets import load_set


def test_card_file_is_the_set_files_card_of_its_number():
    c = registry().get("Glóin, Dwarf Emissary")
    entry = load_set("LTR").by_number()[132]
    assert (c.set, c.number, entry.name, entry.rarity) == ("LTR", 132, "Glóin, Dwarf Emissary", "rare")


def test_a_historic_spell_makes_a_treasure_once_each_turn():
    """603.2i-like "triggers only once each turn": two artifacts cast, one Treasure."""
    g = board(state={"turn": 3, "active": "p1", "step": "main1"},
              p1={"battlefield": ["Glóin, Dwarf Emissary", "Mountain", "Mountain", "Mountain"],
                  "hand": ["Barrow-Blade", "Barrow-Blade"]})
    act(g, "p1: cast Barrow-Blade")
    while g.stack:
        act(g, "resolve")
    act(g, "p1: cast Barrow-Blade")
    while g.stack:
        act(g, "resolve")
    treasures = [p for p in g.snapshot()["players"]["p1"]["battlefield"] if p["name"] == "Treasure"]
    assert len(treasures) == 1


def _goad():
    g = board(state={"turn": 3, "active": "p1", "step": "main1"},
              p1={"battlefield": [{"card": "Glóin, Dwarf Emissary", "id": "gloin"}, {"token": "Treasure"}],
                  "library": ["Island"] * 5},
              p2={"battlefield": [{"card": "Hill Giant", "id": "giant"}, {"card": "Grizzly Bears", "id": "bear"}],
                  "library": ["Island"] * 5})
    act(g, "p1: activate Glóin, Dwarf Emissary -> Hill Giant", "resolve")
    return g


def test_a_goaded_creature_must_attack_on_its_controllers_turn():
    """701.38b, 508.1d: on the opponent's turn their Giant is goaded: "done" isn't offered until it attacks; the
    Bears may stay home."""
    g = _goad()
    assert "goaded" in perm(g, "giant")["flags"]
    act(g, "advance to turn 4 declare_attackers")
    assert g.pending.kind == "attack" and "done" not in legal(g)
    act(g, "p2: attack Hill Giant")
    assert "done" in legal(g)  # the Bears aren't goaded


def test_goad_ends_as_the_goaders_next_turn_begins():
    g = _goad()
    act(g, "advance to turn 4 declare_attackers", "p2: attack Hill Giant", "p2: done", "advance to turn 4 end")
    assert "goaded" in perm(g, "giant")["flags"]  # through the opponent's whole turn
    act(g, "advance to turn 5 upkeep")
    assert "goaded" not in perm(g, "giant")["flags"]


def test_a_tapped_goaded_creature_need_not_attack():
    """508.1d: only 'if able': tapped, it can't, so nothing is required."""
    g = _goad()
    act(g, "advance to turn 4 main1")
    g.objects["giant"].tapped = True
    act(g, "advance to declare_attackers")
    assert g.pending.kind == "attack" and "done" in legal(g)


def test_advancing_stops_at_a_declaration_that_has_a_requirement():
    """SCENARIOS 2: "advance" answers done to declarations, but a goaded creature's requirement leaves no done:
    it stops there quietly, and the next line declares it."""
    g = _goad()
    act(g, "advance to turn 4 end")
    assert g.step == "declare_attackers" and g.pending.kind == "attack"
    act(g, "p2: attack Hill Giant", "p2: done", "advance to turn 4 end")
    assert g.step == "end"


def test_the_bot_attacks_with_its_goaded_creature():
    g = _goad()
    act(g, "advance to turn 4 declare_attackers")
    bot = HeuristicAgent(2, "normal")
    while g.pending is not None and g.pending.kind == "attack":
        g.apply(bot.choose(PlayerView(g, "p2"), g.legal_actions()))
    assert "giant" in g.attackers
