"""248 Phial of Galadriel (rare): "If you would draw a card while you have no cards in hand, draw two cards instead.
/ If you would gain life while you have 5 or less life, you gain twice that much life instead. / {T}: Add one mana
of any color."

Two replacement effects (614.1a; a draw replaced, 614.11): the card hooks ``phial_draw`` and ``phial_life``
(mtg_tui/cards/hooks/phial_of_galadriel.py), asked by Game.draw and Game.gain_life."""

from __future__ import annotations

from rules_helpers import act, board, legal

from mtg_tui.cards.registry import registry
from mtg_tui.cards.sets import load_set

MAIN = {"turn": 3, "active": "p1", "step": "main1"}


def test_card_file_is_the_set_files_card_of_its_number():
    c = registry().get("Phial of Galadriel")
    entry = load_set("LTR").by_number()[248]
    assert (c.set, c.number, entry.name, entry.rarity) == ("LTR", 248, "Phial of Galadriel", "rare")


def _phial(hand=(), life=20, p2_phial=False):
    return board(state={"turn": 3, "active": "p1", "step": "upkeep"},
                 p1={"battlefield": ["Phial of Galadriel"], "hand": list(hand), "life": life,
                     "library": ["Plains", "Island", "Forest", "Swamp"]},
                 p2={"battlefield": ["Phial of Galadriel"] if p2_phial else [], "library": ["Mountain"] * 4})


def test_a_draw_with_an_empty_hand_is_two_cards():
    """614.11: the draw step's draw with no cards in hand: two cards, the top two, said in the log."""
    g = _phial()
    act(g, "advance to main1")
    assert sorted(g.snapshot()["players"]["p1"]["hand"]) == ["Island", "Plains"]
    assert any(e.rule == "614.11" and e.msg == "Player 1 draws 2 cards instead of one" for e in g.log)


def test_a_draw_with_a_card_in_hand_is_one():
    """With a card in hand the replacement doesn't apply: one draw."""
    g = _phial(hand=["Forest"])
    act(g, "advance to main1")
    assert len(g.players["p1"].hand) == 2
    assert not any(e.rule == "614.11" for e in g.log)


def test_only_its_controllers_draws():
    """The opponent's draw with an empty hand is one card."""
    g = board(state={"turn": 4, "active": "p2", "step": "upkeep"},
              p1={"battlefield": ["Phial of Galadriel"], "library": ["Plains"] * 3},
              p2={"library": ["Mountain"] * 4})
    act(g, "advance to main1")
    assert len(g.players["p2"].hand) == 1


def test_drawing_two_with_an_empty_hand_makes_three():
    """'Draw two cards' with an empty hand: the first draw is replaced by two (614.5: those two aren't replaced
    again), the second is a draw with cards in hand: three in all."""
    g = board(state=MAIN, p1={"battlefield": ["Phial of Galadriel"], "library": ["Plains"] * 6})
    g.draw("p1", 2)
    assert len(g.players["p1"].hand) == 3


def test_life_gain_doubles_at_five_life_or_less():
    """614.1a: at 5 life, gaining 3 is gaining 6; at 6 life, 3 is 3."""
    g = _phial(life=5)
    g.gain_life("p1", 3)
    assert g.players["p1"].life == 11
    g = _phial(life=6)
    g.gain_life("p1", 3)
    assert g.players["p1"].life == 9
    g = _phial(life=5)
    g.gain_life("p2", 3)  # not its controller's
    assert g.players["p2"].life == 23


def test_it_taps_for_any_color():
    g = board(state=MAIN, p1={"battlefield": ["Phial of Galadriel"]})
    assert {f"tap Phial of Galadriel for {c}" for c in "WUBRG"} <= set(legal(g))
