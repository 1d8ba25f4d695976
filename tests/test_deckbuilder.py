"""The deck builder's model (issue 23): what may be added from a Limited pool (100.2b) or for constructed
(100.2a), live validation, the curve and pips, suggested basic lands split by pips, the Arena text the game
reads back, saving into the user's data folder, the table's query and sorts, and the coach's review."""

from __future__ import annotations

import subprocess
import sys
from collections import Counter

import pytest

from mtg_tui.cards.query import QueryError
from mtg_tui.decks import DeckError, load_deck, parse_deck, resolve_deck_path, shipped_decks, user_decks
from mtg_tui.limited.deckbuilder import BASICS, DeckBuild, check_deck_name, review


@pytest.fixture
def data(tmp_path, monkeypatch):
    """A fresh user data folder."""
    monkeypatch.setenv("MTG_TUI_DATA", str(tmp_path))
    return tmp_path


# ---------------------------------------------------------------------- what may be added


def test_limited_a_card_goes_in_as_many_times_as_the_pool_holds_it_100_2b():
    b = DeckBuild(["Grizzly Bears", "Grizzly Bears", "Lightning Bolt"])
    assert b.available("Grizzly Bears") == 2
    assert b.add("Grizzly Bears") is None and b.add("grizzly bears") is None  # (names as the registry folds them)
    assert b.count("Grizzly Bears") == 2 and b.available("Grizzly Bears") == 0
    why = b.add("Grizzly Bears")
    assert why == "all 2 copies of Grizzly Bears from the pool are in the deck (100.2b)"
    assert b.add("Lightning Bolt") is None
    assert b.add("Lightning Bolt") == "the pool's only Lightning Bolt is in the deck (100.2b)"
    assert b.add("Counterspell") == "Counterspell is not in the pool (100.2b)"
    assert b.main == ["Grizzly Bears", "Grizzly Bears", "Lightning Bolt"]


def test_basic_lands_are_unlimited_in_limited_and_constructed():
    for b in (DeckBuild(["Grizzly Bears"]), DeckBuild(None)):
        for _ in range(30):
            assert b.add("Forest") is None
        assert b.available("Forest") is None and b.count("Forest") == 30
        assert b.add("Plains") is None  # not in any pool: basics are free (100.2b)


def test_constructed_four_copies_at_most_unless_the_card_says_otherwise_100_2a():
    b = DeckBuild(None)
    for _ in range(4):
        assert b.add("Lightning Bolt") is None
    assert b.add("Lightning Bolt") == "at most 4 copies of Lightning Bolt (100.2a)"
    assert b.count("Lightning Bolt") == 4 and b.available("Lightning Bolt") == 0
    for _ in range(9):  # Nazgûl: "A deck can have up to nine cards named Nazgûl."
        assert b.add("Nazgul") is None
    assert "at most 9 copies of Nazgûl" in b.add("Nazgûl")


def test_adding_an_unknown_card_or_a_token_says_why_in_one_line():
    b = DeckBuild(None)
    why = b.add("Lightning Bolts")
    assert why.startswith("unknown card 'Lightning Bolts'") and "Lightning Bolt" in why and "\n" not in why
    assert b.add("Food") == "Food is a token, not a card"
    assert b.main == []


def test_remove_takes_one_copy_out():
    b = DeckBuild(None, ["Lightning Bolt", "Forest", "Lightning Bolt"])
    assert b.remove("Lightning Bolt") is True
    assert b.main == ["Lightning Bolt", "Forest"]
    assert b.remove("Counterspell") is False and b.remove("no such card") is False


# ---------------------------------------------------------------------- validation


def test_limited_validation_wants_40_cards_from_the_pool():
    pool = ["Grizzly Bears"] * 2
    b = DeckBuild(pool, ["Grizzly Bears"] + ["Forest"] * 38)
    assert b.problems() == ["39 cards: a Limited deck has at least 40 (100.2b)"]
    b.add("Forest")
    assert b.problems() == []
    over = DeckBuild(pool, ["Grizzly Bears"] * 3 + ["Forest"] * 37)  # (a deck brought in from elsewhere)
    assert over.problems() == ["3 Grizzly Bears but the pool has 2 (100.2b)"]


def test_constructed_validation_wants_60_cards_and_four_copies():
    b = DeckBuild(None, ["Lightning Bolt"] * 4 + ["Mountain"] * 55)
    assert b.problems() == ["59 cards: a constructed deck has at least 60 (100.2a)"]
    b.add("Mountain")
    assert b.problems() == []
    five = DeckBuild(None, ["Lightning Bolt"] * 5 + ["Mountain"] * 55)
    assert five.problems() == ["5 copies of Lightning Bolt: at most 4 (100.2a)"]
    assert DeckBuild(None, ["Forest"] * 60).problems() == []  # basic lands: any number


def test_an_unknown_card_in_the_starting_deck_is_a_one_line_error():
    with pytest.raises(ValueError, match="unknown card 'Grizly Bears'.*Grizzly Bears"):
        DeckBuild(None, ["Grizly Bears"])


# ---------------------------------------------------------------------- curve, pips, lands


def test_curve_counts_nonland_cards_by_mana_value_and_pips_count_colored_symbols():
    b = DeckBuild(None, ["Ornithopter", "Llanowar Elves", "Grizzly Bears", "Grizzly Bears", "Hill Giant",
                         "Colossal Dreadmaw", "Fangorn, Tree Shepherd", "Boartusk Liege", "Forest", "Mines of Moria"])
    #               0  1  2  3  4  5  6  7+   (the lands aren't counted)
    assert b.curve() == [1, 1, 2, 0, 2, 0, 1, 1]
    # G: Elves 1 + Bears 2 + Dreadmaw 2 + Fangorn 3 + Liege's three {R/G} (either color pays them) = 11
    assert b.pips() == {"W": 0, "U": 0, "B": 0, "R": 1 + 3, "G": 11}


def _green_red() -> list[str]:
    """23 spells with 14 green and 6 red pips, average mana value 2.7, and 10 Plains to be replaced."""
    return (["Colossal Dreadmaw"] * 4 + ["Grizzly Bears"] * 4 + ["Giant Growth"] * 2  # G 8 + 4 + 2
            + ["Hill Giant"] * 4 + ["Lightning Bolt"] * 2  # R 4 + 2
            + ["Mind Stone"] * 4 + ["Jhoira's Familiar"] * 3 + ["Plains"] * 10)


def test_suggested_lands_in_limited_are_17_replacing_the_basics_split_by_pips():
    main = _green_red()
    b = DeckBuild([n for n in main if n != "Plains"], main)
    assert b.pips()["G"] == 14 and b.pips()["R"] == 6 and len(b.spells()) == 23
    said = b.suggest_lands()
    avg = b.average_mv()
    assert avg >= 2.6
    # 17 lands: 17 * 14/20 = 11.9 Forest, 17 * 6/20 = 5.1 Mountain
    assert Counter(b.lands()) == {"Forest": 12, "Mountain": 5}
    assert "Plains" not in b.main and len(b.main) == 40 and b.problems() == []
    assert said == f"17 lands for an average mana value of {avg:.1f}: 5 Mountain, 12 Forest (pips R 6, G 14)"


def test_suggested_lands_count_the_nonbasic_lands_and_a_low_curve_takes_16():
    spells = ["Llanowar Elves"] * 4 + ["Grizzly Bears"] * 4 + ["Giant Growth"] * 4 + ["Lightning Bolt"] * 4
    b = DeckBuild(spells + ["Mines of Moria"], spells + ["Mines of Moria"])
    assert b.average_mv() < 2.6
    said = b.suggest_lands()
    # 16 lands: the nonbasic one and 15 basics; pips G 4 + 4 + 4 = 12, R 4: 11.25 Forest, 3.75 Mountain
    assert Counter(b.lands()) == {"Mines of Moria": 1, "Forest": 11, "Mountain": 4}
    assert said == "16 lands for an average mana value of 1.2: 4 Mountain, 11 Forest + 1 nonbasic (pips R 4, G 12)"


def test_suggested_lands_in_constructed_are_24_or_22_for_a_low_curve():
    b = DeckBuild(None, _green_red())
    b.suggest_lands()  # 24: 16.8 Forest, 7.2 Mountain
    assert Counter(b.lands()) == {"Forest": 17, "Mountain": 7}
    low = DeckBuild(None, ["Llanowar Elves"] * 4 + ["Lightning Bolt"] * 4)
    low.suggest_lands()
    assert Counter(low.lands()) == {"Forest": 11, "Mountain": 11}


def test_a_deck_a_few_spells_short_gets_the_lands_to_make_40():
    main = _green_red()[:-10]
    b = DeckBuild(main, main[1:])  # 22 spells: 17 lands would make 39 cards
    said = b.suggest_lands()
    assert len(b.lands()) == 18 and len(b.main) == 40 and b.problems() == []
    assert said.endswith("(17 for the curve, 1 more to make 40 cards)")
    few = DeckBuild(main, main[:10])  # far from done: the usual count, no more
    few.suggest_lands()
    assert len(few.lands()) == 17


def test_every_color_with_a_pip_gets_a_basic_land():
    b = DeckBuild(["Colossal Dreadmaw"] * 18 + ["Lightning Bolt"], ["Colossal Dreadmaw"] * 18 + ["Lightning Bolt"])
    b.suggest_lands()  # 36 green pips and 1 red: 16.5 and 0.46 of 17 by proportion alone
    assert Counter(b.lands()) == {"Forest": 16, "Mountain": 1}


def test_suggested_lands_with_no_colored_spell_say_so_and_change_nothing():
    b = DeckBuild(None, ["Mind Stone", "Plains"])
    assert "no colored mana symbols" in b.suggest_lands()
    assert b.main == ["Mind Stone", "Plains"]
    assert "add spells first" in DeckBuild(None).suggest_lands()


# ---------------------------------------------------------------------- Arena text and saving


def test_arena_text_parses_back_to_the_same_deck():
    main = _green_red() + ["Nazgûl"] * 6 + ["Mines of Moria"]
    b = DeckBuild(None, main)
    text = b.arena_text()
    assert text.startswith("Deck\n") and "4 Colossal Dreadmaw\n" in text and "6 Nazgûl\n" in text
    assert Counter(parse_deck(text).main) == Counter(main)
    # spells first, cheapest first; the lands last
    lines = text.splitlines()[1:]
    assert lines.index("3 Jhoira's Familiar") > lines.index("2 Lightning Bolt")
    assert lines[-1] == "10 Plains"


def test_save_writes_the_deck_into_the_user_data_folder_and_load_deck_finds_it(data):
    main = _green_red() + ["Forest"] * 27
    b = DeckBuild(None, main)
    path = b.save("My deck-1_b")
    assert path == data / "decks" / "My deck-1_b.txt"
    assert path.read_text(encoding="utf-8") == b.arena_text()
    assert b.name == "My deck-1_b" and b.saved_path() == path
    assert user_decks() == ["My deck-1_b"]
    assert resolve_deck_path("My deck-1_b") == path  # after the shipped decks, the player's own
    assert Counter(load_deck("My deck-1_b").main) == Counter(main)
    assert not list((data / "decks").glob(".tmp-*"))  # written whole (atomic_write_text)


@pytest.mark.parametrize("name", ["", "   ", "a/b", "../escape", "deck.txt", "tab\tname", "x" * 61, "naïve"])
def test_a_bad_deck_name_is_a_one_line_error_and_nothing_is_written(data, name):
    b = DeckBuild(None, ["Forest"] * 60)
    with pytest.raises(ValueError) as e:
        b.save(name)
    assert "\n" not in str(e.value) and str(e.value)
    assert not (data / "decks").exists() or not list((data / "decks").iterdir())


def test_a_shipped_decks_name_and_an_empty_deck_are_refused(data):
    shipped = shipped_decks()[0]
    with pytest.raises(ValueError, match="a shipped deck is named"):
        DeckBuild(None, ["Forest"] * 60).save(shipped)
    with pytest.raises(ValueError, match="no cards"):
        DeckBuild(None).save("empty")
    assert check_deck_name("  spaced out  ") == "spaced out"


def test_resolve_deck_path_keeps_to_the_user_folder_and_lists_the_users_decks(data):
    DeckBuild(None, ["Forest"] * 60).save("mine")
    (data / "outside.txt").write_text("Deck\n60 Forest\n", encoding="utf-8")
    with pytest.raises(DeckError) as e:
        resolve_deck_path("../outside")  # a bare name only: no walking out of the decks folder
    assert "your decks: mine" in str(e.value)


# ---------------------------------------------------------------------- the table's rows


def test_rows_in_limited_are_the_pool_and_the_basics_filtered_by_the_browsers_query():
    pool = ["Grizzly Bears", "Grizzly Bears", "Lightning Bolt", "Hill Giant", "Doom Blade", "Mind Stone",
            "Bitter Downfall"]
    b = DeckBuild(pool, ["Grizzly Bears"])
    rows = b.rows("")
    assert {r.name for r in rows} == set(pool) | BASICS
    bears = next(r for r in rows if r.name == "Grizzly Bears")
    assert (bears.count, bears.available, bears.owned) == (1, 1, 2)
    assert (bears.mv, bears.cost, bears.colors) == (2, "{1}{G}", "G")
    assert bears.type_line == "Creature — Bear" and 0 <= bears.rating <= 10
    assert next(r for r in rows if r.name == "Bitter Downfall").rarity == "uncommon"  # (from the LTR set file)
    forest = next(r for r in rows if r.name == "Forest")
    assert forest.available is None and forest.owned is None
    assert [r.name for r in b.rows("c:R", "name")] == ["Hill Giant", "Lightning Bolt"]
    assert {r.name for r in b.rows("mv:<=1 type:instant")} == {"Lightning Bolt"}
    assert {r.name for r in b.rows("destroy")} == {"Doom Blade", "Bitter Downfall"}  # a bare word: the text too
    with pytest.raises(QueryError, match="expected a number"):
        b.rows("mv:lots")


def test_rows_in_constructed_are_every_implemented_card():
    from mtg_tui.cards.query import search
    rows = DeckBuild(None).rows("")
    assert len(rows) == len(search("")) > 100
    assert all(r.available == (None if r.name in BASICS else 9 if r.name == "Nazgûl" else 4) for r in rows)


def test_rows_sort_by_each_key_and_reverse():
    pool = ["Colossal Dreadmaw", "Lightning Bolt", "Grizzly Bears", "Hill Giant", "Serra Angel", "Ornithopter",
            "Bitter Downfall", "Mirkwood Spider", "Orcish Bowmasters", "Aragorn, the Uniter"]
    b = DeckBuild(pool, ["Hill Giant", "Lightning Bolt"])
    spells = lambda rows: [r for r in rows if r.name not in BASICS]  # noqa: E731
    by_mv = spells(b.rows("", "mv"))
    assert [r.mv for r in by_mv] == sorted(r.mv for r in by_mv)
    assert b.rows("", "cost") == b.rows("", "mv")
    by_name = [r.name for r in b.rows("", "name")]
    assert by_name == sorted(by_name, key=str.casefold)
    assert [r.name for r in b.rows("", "name", reverse=True)] == by_name[::-1]
    rating = [r.rating for r in b.rows("", "rating")]
    assert rating == sorted(rating, reverse=True)  # the best first
    assert {r.name for r in b.rows("", "count")[:2]} == {"Hill Giant", "Lightning Bolt"}  # in the deck first
    colors = [r.colors for r in spells(b.rows("", "color"))]
    assert colors[0] == "W" and colors[-1] == ""  # WUBRG, then the colorless
    rarity = [r.rarity for r in spells(b.rows("", "rarity")) if r.rarity]  # (the core cards have no set file)
    order = ["common", "uncommon", "rare", "mythic"]
    assert rarity == sorted(rarity, key=order.index) and len(set(rarity)) > 1
    types = [r.type_line for r in spells(b.rows("", "type"))]
    assert types[0].startswith("Creature") or types[0].startswith("Artifact Creature")
    assert types[-1] in ("Instant",)
    with pytest.raises(ValueError, match="expected one of"):
        b.rows("", "power")


# ---------------------------------------------------------------------- the coach


def test_review_says_the_land_count_for_the_curve_with_figures():
    main = _green_red()[:-10] + ["Forest"] * 12 + ["Mountain"] * 4  # 16 lands, average 2.7
    lines = review(main)
    avg = DeckBuild(None, main).average_mv()
    assert lines[0] == (f"16 lands for an average mana value of {avg:.1f}: 17 is usual; "
                        "with fewer you will miss land drops.")
    right = review(_green_red()[:-10] + ["Forest"] * 12 + ["Mountain"] * 5)
    assert right[0].endswith("right for this curve.")


def test_review_counts_removal_creatures_and_the_curve():
    main = (["Lightning Bolt"] * 4 + ["Doom Blade"] * 2 + ["Grizzly Bears"] * 4 + ["Colossal Dreadmaw"] * 4
            + ["Fangorn, Tree Shepherd"] * 2 + ["Serra Angel"] * 2 + ["Forest"] * 17)
    text = "\n".join(review(main))
    assert "6 removal cards (2× Doom Blade, 4× Lightning Bolt): good." in text
    assert "12 creatures: 14 or more is usual" in text
    assert "Curve (1, 2, 3, 4, 5, 6, 7+ mana) is 4/6/0/0/2/4/2: 8 cards cost 5 or more: 4 at most is usual" in text
    # three colors: Doom Blade's black and Serra Angel's white are a splash with no land making them
    assert "A splash of W (2 cards, 0 sources), B (2 cards, 0 sources)" in text
    assert "no land makes W" in text and "no land makes B" in text


def test_review_without_removal_and_with_balanced_colors():
    main = ["Grizzly Bears"] * 4 + ["Hill Giant"] * 4 + ["Forest"] * 4 + ["Mountain"] * 4
    lines = review(main)
    assert "No removal" in "\n".join(lines)
    assert "only 4 two-drops: 5 or more keep the early turns busy" in lines[1]
    assert lines[-1] == "Colors: R 4 pips / 4 lands, G 4 pips / 4 lands: lands match the pips."
    assert review([]) == ["The deck is empty: add cards first."]


def test_the_model_imports_neither_textual_nor_rich():
    code = ("import sys; import mtg_tui.limited.deckbuilder as d; b = d.DeckBuild(None, ['Forest']); "
            "b.rows(''); d.review(b.main); print('textual' in sys.modules, 'rich' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["False", "False"]
