"""The ten two-color decks of Tales of Middle-earth (issue 21), one per draft archetype of the set: each is a
legal 60-card deck of its two colors, and together they hold every implemented common and uncommon of the set, so
a `sim` of the ten (`mtg-tui sim ltr-wu ltr-ub --bots normal,normal --unused`) shows the bots play every card."""

from __future__ import annotations

from collections import Counter

import pytest

from mtg_tui.cards.registry import registry
from mtg_tui.cards.sets import implemented, load_set
from mtg_tui.decks import DECK_DIR, MAX_COPIES, load_deck

#: deck name: its two colors (the set's ten draft archetypes)
PAIRS = {"ltr-wu": "WU", "ltr-ub": "UB", "ltr-br": "BR", "ltr-rg": "RG", "ltr-gw": "GW",
         "ltr-wb": "WB", "ltr-ur": "UR", "ltr-bg": "BG", "ltr-rw": "RW", "ltr-gu": "GU"}
BASIC_COLOR = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}


def _is_creature(card) -> bool:
    return "creature" in (t.lower() for t in card.types)


@pytest.mark.parametrize("name", sorted(PAIRS))
def test_each_deck_is_a_legal_60_card_deck_of_its_two_colors(name):
    reg = registry()
    deck = load_deck(name)
    assert len(deck.main) == 60
    assert not deck.sideboard
    colors = set()
    for card_name in deck.main:
        colors |= set(reg.get(card_name).colors)
    assert colors == set(PAIRS[name]), f"{name}: colors {sorted(colors)}"  # colorless cards are allowed
    for card_name, n in Counter(deck.main).items():
        card = reg.get(card_name)
        if "Basic" not in card.supertypes:
            assert n <= MAX_COPIES, f"{name}: {n} copies of {card_name} (100.2a: at most four)"
        if card_name in BASIC_COLOR:  # its basics are of its own colors
            assert BASIC_COLOR[card_name] in PAIRS[name], f"{name}: {card_name}"


@pytest.mark.parametrize("name", sorted(PAIRS))
def test_each_deck_is_built_like_a_limited_deck_not_a_card_pile(name):
    reg = registry()
    cards = [reg.get(n) for n in load_deck(name).main]
    lands = [c for c in cards if c.is_land]
    creatures = [c for c in cards if _is_creature(c)]
    assert 22 <= len(lands) <= 25
    assert 15 <= len(creatures) <= 20
    cheap = [c for c in cards if not c.is_land and c.cost.mana_value <= 2]
    assert len(cheap) >= 8, f"{name}: only {len(cheap)} spells of mana value 2 or less (a curve)"
    # each color has enough basic sources for its spells
    basics = Counter(BASIC_COLOR[c.name] for c in lands if c.name in BASIC_COLOR)
    assert all(basics[col] >= 10 for col in PAIRS[name]), f"{name}: {dict(basics)}"


@pytest.mark.parametrize("name", sorted(PAIRS))
def test_each_deck_file_names_its_archetype_in_a_comment(name):
    text = (DECK_DIR / f"{name}.txt").read_text(encoding="utf-8")
    first = text.splitlines()[0]
    assert first.startswith("#") and "archetype" in first


def test_every_implemented_ltr_common_and_uncommon_is_in_some_deck():
    reg = registry()
    done = implemented("LTR")
    wanted = {c.name for c in load_set("LTR").cards
              if c.number in done and c.rarity in ("common", "uncommon") and "Basic" not in c.type_line}
    assert len(wanted) >= 170  # the set file and the registry agree on what is implemented
    assert all(reg.find(n) is not None for n in wanted)
    in_decks = {n for name in PAIRS for n in load_deck(name).main}
    assert sorted(wanted - in_decks) == []
