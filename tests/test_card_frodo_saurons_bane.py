"""18 Frodo, Sauron's Bane (rare): "{W/B}{W/B}: If Frodo, Sauron's Bane is a Citizen, it becomes a Halfling Scout
with base power and toughness 2/3 and lifelink. / {B}{B}{B}: If Frodo is a Scout, it becomes a Halfling Rogue with
"Whenever this creature deals combat damage to a player, that player loses the game if the Ring has tempted you
four or more times this game. Otherwise, the Ring tempts you.""

The word ``become`` (613.1d-f, 613.4b: creature types set in layer 4, base P/T in 7b, abilities gained in 6; the
test of its subtype made as it resolves, 608.2c), the condition ``ring_tempted_four_times`` (701.52) and the word
``lose_game`` (104.3e)."""

from __future__ import annotations

from rules_helpers import act, board, legal, perm

from mtg_tui.cards.registry import registry
from mtg_tui.cards.sets import load_set


def test_card_file_is_the_set_files_card_of_its_number():
    c = registry().get("Frodo, Sauron's Bane")
    entry = load_set("LTR").by_number()[18]
    assert (c.set, c.number, entry.name, entry.rarity) == ("LTR", 18, "Frodo, Sauron's Bane", "rare")


def _frodo(ring=0, lands=("Plains", "Plains", "Swamp", "Swamp", "Swamp")):
    g = board(state={"turn": 3, "active": "p1", "step": "main1"},
              p1={"battlefield": [{"card": "Frodo, Sauron's Bane", "id": "frodo"}] + list(lands),
                  "library": ["Island"] * 5},
              p2={"library": ["Island"] * 5})
    g.players["p1"].ring = ring
    return g


def test_citizen_becomes_a_2_3_lifelink_halfling_scout():
    g = _frodo()
    act(g, "p1: activate Frodo, Sauron's Bane #1", "resolve")
    f = perm(g, "frodo")
    assert (f["power"], f["toughness"]) == (2, 3) and "lifelink" in f["keywords"]
    assert g.chars("frodo").subtypes == ("Halfling", "Scout")


def test_the_second_ability_does_nothing_unless_it_is_a_scout():
    """608.2c: activated while a Citizen, the Rogue ability does nothing (said so)."""
    g = _frodo(lands=("Swamp",) * 3)
    act(g, "p1: activate Frodo, Sauron's Bane #2", "resolve")
    assert g.chars("frodo").subtypes == ("Halfling", "Citizen")
    assert any(e.msg == "Nothing happens: it isn't a Scout" for e in g.log)


def _rogue(ring):
    g = _frodo(ring=ring, lands=("Plains", "Plains", "Swamp", "Swamp", "Swamp"))
    act(g, "p1: activate Frodo, Sauron's Bane #1", "resolve", "p1: activate Frodo, Sauron's Bane #2", "resolve")
    assert g.chars("frodo").subtypes == ("Halfling", "Rogue")
    f = perm(g, "frodo")
    assert (f["power"], f["toughness"]) == (2, 3) and "lifelink" in f["keywords"]  # it keeps what it had
    act(g, "advance to declare_attackers", "p1: attack Frodo, Sauron's Bane")
    if g.pending is not None and g.pending.kind == "attack":
        act(g, "p1: done")
    act(g, "advance to combat_damage")
    while g.stack:
        act(g, "resolve")
        if g.pending is not None and g.pending.data.get("purpose") == "ring_bearer":
            act(g, "p1: choose Frodo, Sauron's Bane")
    return g


def test_a_rogue_hitting_with_the_ring_at_four_wins_the_game():
    """104.3e: the Ring has tempted its controller four times: the player dealt combat damage loses."""
    g = _rogue(ring=4)
    assert g.over and g.winner == "p1"


def test_otherwise_the_ring_tempts_you():
    g = _rogue(ring=1)
    assert not g.over and g.players["p1"].ring == 2 and g.players["p2"].life == 18
