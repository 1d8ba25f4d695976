"""The set file, ``mtg-tui cards coverage`` (SCENARIOS section 4) and ``mtg-tui cards QUERY`` (issue 21).

The set file (mtg_tui/cards/sets/ltr.json) lists the main set of Tales of Middle-earth, numbers 1-261; a card is
implemented when a card file of that set and number exists, and its name must be the set file's.
"""

from __future__ import annotations

import json
from collections import Counter

import pytest

from mtg_tui.cards.query import QueryError, search
from mtg_tui.cards.registry import fold, registry
from mtg_tui.cards.sets import coverage, load_set, needs
from mtg_tui.cli import main


def test_the_set_file_lists_the_whole_main_set():
    s = load_set("LTR")
    assert [c.number for c in s.cards] == list(range(1, 262))
    assert Counter(c.rarity for c in s.cards) == {"common": 101, "uncommon": 80, "rare": 60, "mythic": 20}
    assert all(c.name and c.type_line for c in s.cards)


def test_every_implemented_card_is_the_set_files_card_of_its_number():
    by_number = load_set("LTR").by_number()
    ltr = [c for c in registry().cards.values() if c.set == "LTR" and c.number is not None and c.number <= 261]
    assert len(ltr) >= 47
    for card in ltr:
        assert fold(by_number[card.number].name) == fold(card.name), (card.number, card.name)


def test_coverage_counts_what_the_card_files_implement(capsys):
    cov = coverage("LTR")
    ltr = {c.number for c in registry().cards.values() if c.set == "LTR" and c.number is not None
           and c.number <= 261}
    assert cov["total"] == 261 and cov["implemented"] == len(ltr)
    assert sum(d for d, _ in cov["by_rarity"].values()) == len(ltr)
    assert {r: a for r, (_, a) in cov["by_rarity"].items()} == {"common": 101, "uncommon": 80, "rare": 60,
                                                                 "mythic": 20}
    assert len(cov["missing"]) == 261 - len(ltr)
    assert all(m["needs"] and m["number"] not in ltr for m in cov["missing"])
    assert main(["cards", "coverage", "--json"]) == 0
    out = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert out["set"] == "LTR" and out["total"] == 261 and out["by_rarity"] == cov["by_rarity"]
    assert len(out["missing"]) == 261 - len(ltr)
    if out["missing"]:
        assert {"number", "name", "rarity", "needs"} <= set(out["missing"][0])
    else:  # the whole set: every rarity complete
        assert out["implemented"] == 261 and all(d == a for d, a in out["by_rarity"].values())


def test_what_a_missing_card_needs_is_read_from_its_oracle_text():
    by_name = {c.name: c for c in load_set("LTR").cards}
    assert needs(by_name["The One Ring"]).startswith("protection (702.16)")
    assert "copying (707)" in needs(by_name["Storm of Saruman"])
    assert "extra turns (500.7)" in needs(by_name["Lost Isle Calling"])
    assert "entering with counters (614.1c)" in needs(by_name["Arwen, Mortal Queen"])
    # a card that needs no missing system: its own words, from its first rules line
    assert needs(by_name["Phial of Galadriel"]) == ("replacing a draw (614.11)")
    assert needs(by_name["Mount Doom"]).startswith("its card file, with the words this needs: ")


def test_a_bad_set_is_one_line(capsys):
    assert main(["cards", "coverage", "--set", "XYZ"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "unknown set 'XYZ'" in err and "LTR" in err


def test_search_by_type_color_and_mana_value():
    names = [f.name for f in search("type:orc c:B mv:<=3")]
    assert names == ["Gorbag of Minas Morgul", "Mauhúr, Uruk-hai Captain", "Orcish Bowmasters", "Uruk-hai Berserker"]
    assert all(f.rarity for f in search("r:uncommon food"))
    assert [f.name for f in search("name:peregrin")] == ["Peregrin Took"]
    assert "Lightning Bolt" in [f.name for f in search("bolt")]  # a bare word: the name, type line or text
    assert all("scry" in f.text.lower() for f in search("text:scry"))


def test_a_bad_query_word_is_one_line(capsys):
    for bad in ("mv:x", "r:", "c:purple", "rarity:legendary"):
        with pytest.raises(QueryError):
            search(bad)
    assert main(["cards", "colour:G"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "unknown key 'colour'" in err
