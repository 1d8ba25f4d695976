"""65 Press the Enemy (rare): "Return target spell or nonland permanent an opponent controls to its owner's hand.
You may cast an instant or sorcery spell with equal or lesser mana value from your hand without paying its mana
cost."

A target of two kinds (a filter's ``any_of``: a spell on the stack or a nonland permanent, 115.1), the returned
object's mana value as it was (202.3, 202.3e: a spell's X counts; the amount ``returned_mana_value``) and
``cast_free`` (118.9)."""

from __future__ import annotations

from rules_helpers import act, board, legal, names, perm

from mtg_tui.cards.registry import registry
from mtg_tui.cards.sets import load_set


def test_card_file_is_the_set_files_card_of_its_number():
    c = registry().get("Press the Enemy")
    entry = load_set("LTR").by_number()[65]
    assert (c.set, c.number, entry.name, entry.rarity) == ("LTR", 65, "Press the Enemy", "rare")


def _press(hand=("Press the Enemy", "Lightning Bolt", "Lórien Revealed")):
    g = board(state={"turn": 4, "active": "p2", "step": "main1"},
              p1={"battlefield": ["Island"] * 4 + [{"card": "Hill Giant", "id": "mygiant"}], "hand": list(hand),
                  "library": ["Island"] * 5},
              p2={"battlefield": ["Mountain"] * 4 + [{"card": "Grizzly Bears", "id": "bear"}, "Forest"],
                  "hand": ["Hill Giant"], "library": ["Island"] * 5})
    act(g, "p2: cast Hill Giant", "p2: pass")
    return g


def test_it_targets_an_opponents_spell_or_nonland_permanent_only():
    """115.1: the opponent's Hill Giant spell, their Bears; not their land, nor its caster's own creature."""
    g = _press()
    assert sorted(a for a in legal(g) if a.startswith("cast Press")) == [
        "cast Press the Enemy -> Grizzly Bears", "cast Press the Enemy -> Hill Giant"]


def test_a_returned_spell_lets_you_cast_one_of_equal_or_lesser_mana_value_free():
    """The Giant spell (mana value 4) goes back to its owner's hand, uncast; the Bolt (1) may be cast free, Lórien
    Revealed (5) may not."""
    g = _press()
    act(g, "p1: cast Press the Enemy -> Hill Giant", "resolve")
    assert "Hill Giant" in g.snapshot()["players"]["p2"]["hand"]
    assert not any(it.source_name == "Hill Giant" for it in g.stack)
    opts = legal(g)
    assert "choose Lightning Bolt -> Grizzly Bears" in opts and not any("Lórien" in o for o in opts)
    act(g, "p1: choose Lightning Bolt -> Grizzly Bears", "resolve")
    assert perm(g, "bear") is None
    assert sorted(names(g, "p1", "graveyard")) == ["Lightning Bolt", "Press the Enemy"]


def test_a_returned_permanent_counts_its_mana_value():
    """Returning the Bears (mana value 2) lets a spell of 2 or less be cast; none in hand: nothing is asked."""
    g = _press(hand=("Press the Enemy", "Lórien Revealed"))
    act(g, "p1: cast Press the Enemy -> Grizzly Bears", "resolve")
    assert perm(g, "bear") is None and "Grizzly Bears" in g.snapshot()["players"]["p2"]["hand"]
    assert g.pending is None or g.pending.data.get("purpose") != "cast_free"
