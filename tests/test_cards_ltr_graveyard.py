"""Issue 21, the graveyard batch: cards whose abilities work from a graveyard (113.6, 602.1: "activate" from
the graveyard, spec section 1), that put a card Nth from the top of a library, return a spell to its owner's
hand, counter with conditions or return cards from graveyards.  Each card's rules text reads as its Oracle text
(the same comparison as tests/test_cards_ltr_commons.py), and a scenario of what is distinctive about it,
asserted through the snapshot and the legal actions."""

from __future__ import annotations

import re

import pytest

from rules_helpers import act, bf_names, board, legal, names, perm
from test_cards_ltr_commons import _rules_lines, pt

from mtg_tui.cards.registry import registry
from mtg_tui.cards.render import render_card, short_name
from mtg_tui.cards.sets import load_set

CARDS = {
    85: "Gollum's Bite", 84: "Gollum, Patient Plotter", 90: "Haunt of the Dead Marshes",
}
RARITY = {85: "uncommon", 84: "uncommon", 90: "common"}

MAIN = {"turn": 3, "active": "p1", "step": "main1"}
OPP_MAIN = {"turn": 4, "active": "p2", "step": "main1"}
LIB = ["Island"] * 8


def pl(g, p="p1"):
    return g.snapshot()["players"][p]


def top(g, n=3, p="p1"):
    return [g.name(c) for c in g.players[p].library[:n]]


# ====================================================================== the cards and their text
@pytest.mark.parametrize("number,name", sorted(CARDS.items()))
def test_card_file_is_the_set_files_card_of_its_number(number, name):
    c = registry().get(name)
    entry = load_set("LTR").by_number()[number]
    assert (c.set, c.number, entry.name, entry.rarity) == ("LTR", number, name, RARITY[number])


@pytest.mark.parametrize("number,name", sorted(CARDS.items()))
def test_rendered_rules_text_reads_as_the_oracle_text(number, name):
    entry = load_set("LTR").by_number()[number]
    rendered = render_card(registry().get(name))
    lines = [ln for ln in rendered.splitlines()[2:] if not re.fullmatch(r"\d+/\d+", ln)]
    short = short_name(registry().get(name))  # a legendary's self-reference may be its short name ("Gollum")
    assert [ln.replace(short, "CARDNAME") for ln in _rules_lines("\n".join(lines), name)] == \
        [ln.replace(short, "CARDNAME") for ln in _rules_lines(entry.oracle_text, name)]


# ====================================================================== abilities that work in a graveyard
def test_gollums_bite_shrinks_then_its_graveyard_ability_tempts_you():
    """Cast: -2/-2 until end of turn (611.2); then, from the graveyard (113.6, 602.1), {3}{B} and exiling it
    (406.1) make the Ring tempt you; sorcery speed only (602.5d)."""
    g = board(state=MAIN, p1={"battlefield": ["Swamp"] * 5, "hand": ["Gollum's Bite"], "library": LIB},
              p2={"battlefield": ["Hill Giant"], "library": LIB})
    act(g, "p1: cast Gollum's Bite -> Hill Giant", "resolve")
    assert pt(g, "Hill Giant") == (1, 1) and names(g, "p1", "graveyard") == ["Gollum's Bite"]
    assert "activate Gollum's Bite" in legal(g)
    act(g, "p1: activate Gollum's Bite")
    assert names(g, "p1", "exile") == ["Gollum's Bite"] and names(g, "p1", "graveyard") == []
    assert [s["name"] for s in g.snapshot()["stack"]] == ["Gollum's Bite"]
    act(g, "resolve")
    assert pl(g)["ring"] == 1


def test_gollums_bite_graveyard_ability_is_sorcery_speed_and_needs_the_mana():
    """602.5d: not in the opponent's turn; 602.2b: not without {3}{B}."""
    g = board(state=OPP_MAIN, p1={"battlefield": ["Swamp"] * 4, "graveyard": ["Gollum's Bite"], "library": LIB},
              p2={"library": LIB})
    act(g, "p2: pass")
    assert not any(t.startswith("activate") for t in legal(g))
    g = board(state=MAIN, p1={"battlefield": ["Swamp"] * 3, "graveyard": ["Gollum's Bite"], "library": LIB})
    assert not any(t.startswith("activate") for t in legal(g))


def test_two_gollums_bites_in_a_graveyard_are_offered_once():
    """SCENARIOS 1.1: interchangeable cards in a graveyard are one choice."""
    g = board(state=MAIN, p1={"battlefield": ["Swamp"] * 4, "graveyard": ["Gollum's Bite"] * 2, "library": LIB})
    assert [t for t in legal(g) if t.startswith("activate")] == ["activate Gollum's Bite"]


def test_gollum_tempts_you_when_it_leaves_and_returns_to_hand_from_the_graveyard():
    """603.6c: when Gollum leaves the battlefield the Ring tempts you; 113.6: its ability works in the
    graveyard, paying {B} and sacrificing a creature (701.17a), and returns it to its owner's hand."""
    g = board(state=MAIN, p1={"battlefield": ["Swamp"] * 3 + ["Gollum, Patient Plotter", "Grizzly Bears"],
                              "hand": ["Gollum's Bite"], "library": LIB}, p2={"library": LIB})
    assert not any(t.startswith("activate Gollum") for t in legal(g))  # not on the battlefield
    act(g, "p1: cast Gollum's Bite -> Gollum, Patient Plotter", "resolve")
    assert names(g, "p1", "graveyard") == ["Gollum's Bite", "Gollum, Patient Plotter"]
    act(g, "resolve")  # the leaves trigger: Grizzly Bears is the only creature, so it is the Ring-bearer
    assert pl(g)["ring"] == 1
    assert "activate Gollum, Patient Plotter" in legal(g)
    act(g, "p1: activate Gollum, Patient Plotter", "resolve")
    assert "Grizzly Bears" not in bf_names(g, "p1")  # sacrificed for the cost
    assert "Gollum, Patient Plotter" in names(g, "p1", "hand")
    assert "Gollum, Patient Plotter" not in names(g, "p1", "graveyard")


def test_gollum_needs_a_creature_to_sacrifice():
    """602.2b, 701.17a: with no creature to sacrifice the ability is not offered."""
    g = board(state=MAIN, p1={"battlefield": ["Swamp"] * 2, "graveyard": ["Gollum, Patient Plotter"],
                              "library": LIB})
    assert not any(t.startswith("activate") for t in legal(g))


def test_haunt_of_the_dead_marshes_returns_tapped_only_with_a_legendary_creature():
    """602.5b: activate only if you control a legendary creature; it returns to the battlefield tapped
    (400.7: a new object), and its enters trigger scries 1 (701.18a)."""
    g = board(state=MAIN, p1={"battlefield": ["Swamp"] * 3 + ["Grizzly Bears"],
                              "graveyard": ["Haunt of the Dead Marshes"], "library": ["Hill Giant", "Forest"]})
    assert not any(t.startswith("activate") for t in legal(g))
    g = board(state=OPP_MAIN, p1={"battlefield": ["Swamp"] * 3 + ["Gollum, Patient Plotter"],
                                  "graveyard": ["Haunt of the Dead Marshes"], "library": ["Hill Giant", "Forest"]},
              p2={"library": LIB})
    act(g, "p2: pass")
    assert "activate Haunt of the Dead Marshes" in legal(g)  # at instant speed
    act(g, "p1: activate Haunt of the Dead Marshes", "resolve")
    h = perm(g, "Haunt of the Dead Marshes")
    assert h is not None and h["tapped"] and names(g, "p1", "graveyard") == []
    act(g, "resolve")
    act(g, "p1: choose bottom")
    assert top(g, 2) == ["Forest", "Hill Giant"]


def _bot_choice(g):
    from mtg_tui.ai.base import PlayerView, make_agent
    return make_agent("normal", 1).choose(PlayerView(g, g.decider), g.legal_actions()).text


def test_the_normal_bot_uses_graveyard_abilities_with_its_spare_mana():
    """The bot activates Gollum's Bite from the graveyard in its second main phase, Haunt of the Dead Marshes
    at the opponent's end step, and keeps Gollum there while it has no small creature to sacrifice."""
    g = board(state={"turn": 3, "active": "p1", "step": "main2"},
              p1={"battlefield": ["Swamp"] * 4, "graveyard": ["Gollum's Bite"], "library": LIB})
    assert _bot_choice(g) == "activate Gollum's Bite"
    g = board(state={"turn": 4, "active": "p2", "step": "end"},
              p1={"battlefield": ["Swamp"] * 3 + ["Gollum, Patient Plotter"],
                  "graveyard": ["Haunt of the Dead Marshes"], "library": LIB}, p2={"library": LIB})
    act(g, "p2: pass")
    assert _bot_choice(g) == "activate Haunt of the Dead Marshes"
    g = board(state={"turn": 3, "active": "p1", "step": "main2"},
              p1={"battlefield": ["Swamp"] * 2 + ["Hill Giant"], "graveyard": ["Gollum, Patient Plotter"],
                  "library": LIB})
    assert _bot_choice(g) == "pass"
    g = board(state={"turn": 3, "active": "p1", "step": "main2"},
              p1={"battlefield": ["Swamp"] * 2 + [{"token": "Orc Army", "counters": {"+1/+1": 1}}],
                  "graveyard": ["Gollum, Patient Plotter"], "library": LIB})
    assert _bot_choice(g) == "activate Gollum, Patient Plotter"
