"""Copying spells (707.10): a copy on the stack with the spell's characteristics and choices (mode, X, targets),
controlled by whoever made it, not cast (707.10c); a copy of an instant or sorcery ceases to exist as it leaves the
stack, a copy of a permanent spell becomes a token (707.10f, 111.12).  The effect word ``copy_spell``:

72 Storm of Saruman (mythic): "Ward {3} / Whenever you cast your second spell each turn, copy it, except the copy
isn't legendary. You may choose new targets for the copy. (A copy of a permanent spell becomes a token.)"
119 Display of Power (rare): "This spell can't be copied. / Copy any number of target instant and/or sorcery
spells. You may choose new targets for the copies."
"""

from __future__ import annotations

import pytest

from rules_helpers import act, board, legal, names, perm

from mtg_tui.cards.registry import registry
from mtg_tui.cards.sets import load_set

CARDS = {72: ("Storm of Saruman", "mythic"), 119: ("Display of Power", "rare")}
MAIN = {"turn": 3, "active": "p1", "step": "main1"}


@pytest.mark.parametrize("number,name,rarity", sorted((n, *v) for n, v in CARDS.items()))
def test_card_file_is_the_set_files_card_of_its_number(number, name, rarity):
    c = registry().get(name)
    entry = load_set("LTR").by_number()[number]
    assert (c.set, c.number, entry.name, entry.rarity) == ("LTR", number, name, rarity)


def _storm(hand=("Lightning Bolt", "Lightning Bolt"), lands=("Mountain", "Mountain")):
    return board(state=MAIN, p1={"battlefield": ["Storm of Saruman"] + list(lands), "hand": list(hand),
                                 "library": ["Island"] * 5},
                 p2={"battlefield": [{"card": "Hill Giant", "id": "giant"}, {"card": "Grizzly Bears", "id": "bear"}],
                     "library": ["Island"] * 5})


def test_the_second_spell_is_copied_and_the_copy_may_take_a_new_target():
    """The first Bolt isn't copied; the second (at the opponent) is: the copy's controller chooses its target,
    the original's first (707.10c), here the Bears; the copy resolves first, then the Bolt; the copy leaves no card
    in the graveyard."""
    g = _storm()
    act(g, "p1: cast Lightning Bolt -> Hill Giant", "resolve")
    assert not g.stack
    act(g, "p1: cast Lightning Bolt -> p2")
    assert [it.source_name for it in g.stack] == ["Lightning Bolt", "Storm of Saruman"]
    act(g, "resolve")
    assert g.pending.data["purpose"] == "target"
    assert legal(g)[0] == "choose p2"  # the current target first
    act(g, "p1: choose Grizzly Bears")
    assert [it.targets for it in g.stack] == [[["p2"]], [["bear"]]]
    act(g, "resolve", "resolve")
    assert perm(g, "bear") is None and g.players["p2"].life == 17
    assert names(g, "p1", "graveyard").count("Lightning Bolt") == 2  # the two cast, not the copy
    assert any(e.rule == "707.10" and e.msg == "Player 1 copies Lightning Bolt" for e in g.log)


def test_a_copy_of_a_legendary_permanent_spell_is_a_nonlegendary_token():
    """707.9b, 707.10f: the copy of Ioreth (legendary) resolves into a token that isn't legendary: both stay (no
    legend rule, 704.5j)."""
    g = _storm(hand=("Lightning Bolt", "Ioreth of the Healing House"), lands=("Mountain", "Island", "Island", "Island"))
    act(g, "p1: cast Lightning Bolt -> p2", "resolve")
    act(g, "p1: cast Ioreth of the Healing House")
    while g.stack:
        act(g, "resolve")
    ioreths = [p for p in g.snapshot()["players"]["p1"]["battlefield"] if p["name"] == "Ioreth of the Healing House"]
    assert len(ioreths) == 2 and sorted(bool(p.get("token")) for p in ioreths) == [False, True]
    tok = next(o for o in g._bfo if o.card.name == "Ioreth of the Healing House" and o.token)
    assert "Legendary" not in g.chars(tok.id).supertypes


def test_the_opponents_second_spell_isnt_copied():
    g = board(state={"turn": 4, "active": "p2", "step": "main1"},
              p1={"battlefield": ["Storm of Saruman"]},
              p2={"battlefield": ["Mountain", "Mountain"], "hand": ["Lightning Bolt", "Lightning Bolt"],
                  "library": ["Island"] * 5})
    act(g, "p2: cast Lightning Bolt -> p1", "resolve", "p2: cast Lightning Bolt -> p1")
    assert [it.source_name for it in g.stack] == ["Lightning Bolt"]


def _display():
    g = board(state={"turn": 4, "active": "p2", "step": "main1"},
              p1={"battlefield": ["Mountain"] * 3 + [{"card": "Grizzly Bears", "id": "mybear"}],
                  "hand": ["Display of Power"], "library": ["Island"] * 5},
              p2={"battlefield": ["Mountain", {"card": "Hill Giant", "id": "giant"}], "hand": ["Lightning Bolt"],
                  "library": ["Island"] * 5})
    act(g, "p2: cast Lightning Bolt -> Grizzly Bears", "p2: pass")
    return g


def test_display_copies_an_opponents_spell_for_you_with_a_new_target():
    """The opponent's Bolt at my Bears: Display of Power copies it; I control the copy (707.10a) and aim it at
    their Giant; the Bolt still kills my Bears."""
    g = _display()
    casts = [a for a in legal(g) if a.startswith("cast Display of Power")]
    assert "cast Display of Power -> Lightning Bolt" in casts
    act(g, "p1: cast Display of Power -> Lightning Bolt", "resolve")
    assert g.pending.data["purpose"] == "target"
    act(g, "p1: choose Hill Giant")
    top = g.stack[-1]
    assert top.controller == "p1" and top.targets == [["giant"]]
    act(g, "resolve", "resolve")
    assert perm(g, "giant") is None and perm(g, "mybear") is None


def test_display_of_power_cant_be_copied():
    """101.2, 707.10: as Storm of Saruman's second spell, Display of Power isn't copied (said in the log)."""
    g = board(state=MAIN, p1={"battlefield": ["Storm of Saruman"] + ["Mountain"] * 4,
                              "hand": ["Lightning Bolt", "Display of Power"], "library": ["Island"] * 5},
              p2={"library": ["Island"] * 5})
    act(g, "p1: cast Lightning Bolt -> p2")
    act(g, "p1: cast Display of Power -> Lightning Bolt")
    act(g, "resolve")  # Storm's trigger
    assert any(e.msg == "Display of Power can't be copied" for e in g.log)
    assert [it.source_name for it in g.stack] == ["Lightning Bolt", "Display of Power"]
