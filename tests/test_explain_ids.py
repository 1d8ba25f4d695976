"""Bot explanations never show object ids, even when two objects share a name (ai/explain.py).

The engine writes such an object ``Name#id`` (SCENARIOS.md section 1.1: permanents are always distinct, ``Name#id``
when names clash); the explanation line must say it in words ("Haradrim Spearmaster (tapped)", "Typhoid Rats
(2nd)"), while ``explain()["action"]`` stays the canonical, replayable text."""

from __future__ import annotations

import re
import tomllib

import pytest

from mtg_tui.ai import explain
from mtg_tui.ai.explain import decide, format_line, named
from mtg_tui.engine.scenario import build_game, load_scenario, parse_scenario, run_action

_FULL = re.compile(r"#[ca]\d+")  # Name#c162
_BARE = re.compile(r"\b[ca]\d+\b")  # c162, a3

#: two Haradrim Spearmasters (one tapped): their beginning-of-combat triggers wait to be ordered, and the
#: choice and the bots' reasons name each source ``Haradrim Spearmaster#id``
SPEARMASTERS = """
title = "Two Haradrim Spearmasters trigger at once"
description = "p1 orders the two beginning-of-combat triggers of two objects of the same name"
actions = ["advance to beginning_of_combat"]
[state]
turn = 5
active = "p1"
step = "main1"
[p1]
battlefield = ["Mountain", "Haradrim Spearmaster", "Grizzly Bears", { card = "Haradrim Spearmaster", tapped = true }]
library = ["Mountain", "Mountain"]
[p2]
battlefield = ["Hill Giant"]
library = ["Forest", "Forest"]
"""

#: two Typhoid Rats alike in every way a player sees: Orcish Bowmasters' damage trigger targets one of them
RATS = """
title = "Two Typhoid Rats to aim at"
description = "Orcish Bowmasters enters; its 1 damage kills either Typhoid Rats"
actions = ["p1: cast Orcish Bowmasters", "p1: pass", "p2: pass"]
[state]
turn = 5
active = "p1"
step = "main1"
[p1]
battlefield = ["Swamp", "Swamp"]
hand = ["Orcish Bowmasters"]
library = ["Swamp", "Swamp"]
[p2]
battlefield = ["Hill Giant", "Typhoid Rats", "Typhoid Rats"]
library = ["Forest", "Forest"]
"""


def _write(tmp_path, text: str) -> str:
    path = tmp_path / "twins.toml"
    path.write_text(text, encoding="utf-8")
    return str(path)


def _game(text: str):
    """The scenario's game with its actions applied."""
    sc = parse_scenario(tomllib.loads(text))
    g = build_game(sc)
    for line in sc.actions:
        run_action(g, line)
    return g


def _legal_texts(path: str) -> list[str]:
    sc = load_scenario(path)
    g = build_game(sc, path)
    for line in sc.actions:
        run_action(g, line)
    return [a.text for a in g.legal_actions()]


def _no_ids(line: str) -> None:
    assert not _FULL.search(line), line
    assert not _BARE.search(line), line
    assert "#" not in line, line


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_trigger_order_between_twins_is_explained_without_ids(tmp_path, level):
    path = _write(tmp_path, SPEARMASTERS)
    d = decide(path, level, seed=1)
    # the dict keeps the canonical action text: the engine's Name#id, one of the legal actions (replayable)
    assert re.fullmatch(r"choose Haradrim Spearmaster#c\d+", d["action"]), d["action"]
    assert d["action"] in _legal_texts(path)
    line = format_line(d, rejected=3)
    _no_ids(line)
    assert "Haradrim Spearmaster" in line
    assert "Haradrim Spearmaster#Haradrim Spearmaster" not in line  # the garbage the bug produced
    # each twin is told apart from the other: one is tapped, the other not
    alt = next(a for a in d["alternatives"] if a["action"].startswith("choose Haradrim Spearmaster#"))
    assert alt["action"] in _legal_texts(path) and alt["action"] != d["action"]
    words = {d["action_words"], alt["action_words"]}
    assert words == {"choose Haradrim Spearmaster (tapped)", "choose Haradrim Spearmaster (untapped)"}, words
    assert d["action_words"] in line and alt["action_words"] in line
    assert d["reason"].startswith(d["action_words"].removeprefix("choose ")), d["reason"]


def test_a_target_among_interchangeable_twins_is_told_by_its_place(tmp_path):
    path = _write(tmp_path, RATS)
    d = decide(path, "normal", seed=1)
    assert re.fullmatch(r"choose Typhoid Rats#c\d+", d["action"]), d["action"]
    assert d["action"] in _legal_texts(path)
    line = format_line(d, rejected=3)
    _no_ids(line)
    assert re.search(r"choose Typhoid Rats \((1st|2nd)\)", line), line


def test_named_writes_twins_in_words():
    g = _game(SPEARMASTERS)
    untapped, tapped = [o.id for o in g._bfo if o.card.name == "Haradrim Spearmaster"]
    bears = next(o.id for o in g._bfo if o.card.name == "Grizzly Bears")
    assert explain.twin_words(g, untapped) == "untapped" and explain.twin_words(g, tapped) == "tapped"
    assert explain.twin_words(g, bears) == ""
    assert named(g, f"Haradrim Spearmaster#{tapped} first") == "Haradrim Spearmaster (tapped) first"
    # a bare id is the name (with what tells it apart when it has a twin); an unclashing name stays as it was
    assert named(g, f"{bears} blocks") == "Grizzly Bears blocks"
    assert named(g, f"{untapped} attacks") == "Haradrim Spearmaster (untapped) attacks"
    assert named(g, "pass") == "pass"
    # alike in all a player sees: their place on the battlefield
    g = _game(RATS)
    rats = [o.id for o in g._bfo if o.card.name == "Typhoid Rats"]
    assert [named(g, f"Typhoid Rats#{r}") for r in rats] == ["Typhoid Rats (1st)", "Typhoid Rats (2nd)"]


def test_twin_words_by_controller_and_zone():
    g = _game("""
title = "Grizzly Bears everywhere"
description = "two on p1's side, one on p2's, one in p1's graveyard"
[state]
turn = 3
active = "p1"
step = "main1"
[p1]
battlefield = ["Grizzly Bears", "Forest", "Grizzly Bears"]
graveyard = ["Grizzly Bears"]
library = ["Forest"]
[p2]
battlefield = ["Grizzly Bears"]
library = ["Forest"]
""")
    bf = [o.id for o in g._bfo if o.card.name == "Grizzly Bears"]
    mine = [i for i in bf if g.objects[i].controller == "p1"]
    theirs = next(i for i in bf if g.objects[i].controller == "p2")
    dead = next(i for i in g.players["p1"].graveyard)
    p1, p2 = g.players["p1"].name, g.players["p2"].name
    assert [explain.twin_words(g, i) for i in mine] == [f"{p1}'s, 1st", f"{p1}'s, 2nd"]
    assert explain.twin_words(g, theirs) == f"{p2}'s"
    assert explain.twin_words(g, dead) == f"in {p1}'s graveyard"
    assert named(g, f"choose Grizzly Bears#{dead}") == f"choose Grizzly Bears (in {p1}'s graveyard)"


def test_abilities_of_twins_on_the_stack():
    g = _game(SPEARMASTERS)
    first = next(a.text for a in g.legal_actions())
    run_action(g, "p1: " + first)
    while g.legal_actions()[0].text != "pass":  # each trigger's target as it goes on the stack
        run_action(g, "p1: " + g.legal_actions()[0].text)
    items = [it.id for it in reversed(g.stack)]
    assert len(items) == 2
    assert named(g, items[0]) == "Haradrim Spearmaster's ability (1st from the top)"
    assert named(g, f"Haradrim Spearmaster#{items[1]}") == "Haradrim Spearmaster's ability (2nd from the top)"


def test_format_line_keeps_working_on_a_dict_without_words():
    d = {"turn": 13, "step": "declare blockers step", "player": "Player 2", "bot": "normal",
         "action": "choose Food#c175", "reason": "the cheapest to give up",
         "alternatives": [{"action": "choose Food#c176", "reason": "worth more", "score": 0.0}]}
    line = format_line(d)
    assert line == ("Turn 13, declare blockers step: Player 2 (normal) -> choose Food: the cheapest to give up; "
                    "rather than choose Food: worth more")
    assert d["action"] == "choose Food#c175"


def test_ordinal():
    assert [explain.ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd", "101st", "111th"]


def test_twins_in_a_hand_are_never_told_apart_or_counted():
    """How many cards of a name a hand holds is hidden (the app shows a bot's reasons to its opponent): a card in
    a hand gets no words, and a hidden twin never makes a public object's words ("in Player 1's hand", "2nd")."""
    g = _game("""
title = "Lightning Bolts in hands"
description = "two in p1's hand, one in p2's hand, one in p1's graveyard"
[state]
turn = 3
active = "p1"
step = "main1"
[p1]
hand = ["Lightning Bolt", "Lightning Bolt"]
graveyard = ["Lightning Bolt"]
library = ["Lightning Bolt", "Mountain"]
[p2]
hand = ["Lightning Bolt"]
library = ["Mountain"]
""")
    held = list(g.players["p1"].hand)
    dead = g.players["p1"].graveyard[0]
    for i in held + list(g.players["p2"].hand) + list(g.players["p1"].library):
        assert explain.twin_words(g, i) == ""
        assert named(g, f"discard Lightning Bolt#{i}") == "discard Lightning Bolt"
    assert explain.twin_words(g, dead) == ""  # its only twins are hidden: nothing to tell it from
    assert named(g, f"{held[1]} goes") == "Lightning Bolt goes"
