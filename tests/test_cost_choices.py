"""The objects a cost takes are the player's choice (601.2b-h, 602.2b; SCENARIOS 1.1 "Choices inside a cost").

``activate <ability>`` names only the ability (its targets and x); the player then answers ``choose <object>``
once per object the cost needs, before the mana is paid.  Only objects that keep the whole cost payable are
offered; permanents are each a choice (``Name#id`` when names clash), cards in hand of one name are one; the
engine answers only when there is one answer.  Before, the engine picked with a sort.
"""

from __future__ import annotations

from mtg_tui.ai.base import PlayerView, make_agent
from mtg_tui.engine.actions import IllegalActionError
from rules_helpers import act, board, legal, names, perm

import pytest


def _ids(g, player="p1"):
    return [p["id"] for p in g.snapshot()["players"][player]["battlefield"]]


def test_bill_the_pony_sacrifices_the_food_the_player_chooses():
    g = board(p1={"battlefield": [{"card": "Bill the Pony", "id": "bill"}, {"token": "Food", "id": "f1"},
                                  {"token": "Food", "id": "f2"}]})
    act(g, "p1: activate Bill the Pony -> Bill the Pony")
    assert g.pending.kind == "choice" and g.pending.data["purpose"] == "cost"
    assert legal(g) == ["choose Food#f1", "choose Food#f2"]  # permanents: each a choice of its own
    assert not g.stack  # the ability isn't on the stack until its costs are paid (602.2b)
    act(g, "p1: choose Food#f2")
    assert "f1" in _ids(g) and "f2" not in _ids(g)
    assert [it["name"] for it in g.snapshot()["stack"]] == ["Bill the Pony"]


def test_peregrin_took_three_foods_one_choice_each_and_none_when_all_must_go():
    foods = [{"token": "Food", "id": f"f{i}"} for i in range(1, 5)]
    g = board(p1={"battlefield": [{"card": "Peregrin Took", "id": "pt"}, *foods], "library": ["Forest"] * 3})
    act(g, "p1: activate Peregrin Took")
    assert "(3 to go)" in g.pending.prompt
    act(g, "p1: choose Food#f3")
    assert legal(g) == ["choose Food#f1", "choose Food#f2", "choose Food#f4"]  # a chosen one isn't offered again
    act(g, "p1: choose Food#f1", "p1: choose Food#f4")
    assert _ids(g) == ["pt", "f2"] and len(g.stack) == 1
    # exactly three Foods: one answer, the engine takes it (SCENARIOS 1.1)
    g = board(p1={"battlefield": [{"card": "Peregrin Took", "id": "pt"}, *foods[:3]], "library": ["Forest"] * 3})
    act(g, "p1: activate Peregrin Took")
    assert _ids(g) == ["pt"] and len(g.stack) == 1 and g.pending.kind == "priority"


def test_the_shire_offers_only_creatures_that_keep_the_whole_cost_payable():
    # {1}{G}, {T}, tap an untapped creature: with one Forest, the Elves must make mana, so only the Bears can be
    # tapped for the cost: one answer, the engine takes it (601.2g-h)
    g = board(p1={"battlefield": [{"card": "The Shire", "id": "shire"}, {"card": "Llanowar Elves", "id": "elf"},
                                  {"card": "Grizzly Bears", "id": "bear"}, "Forest"]})
    act(g, "p1: activate The Shire")
    assert perm(g, "bear")["tapped"] and perm(g, "elf")["tapped"] and len(g.stack) == 1
    # with two Forests both creatures are offered; the Elves chosen, the Forests pay the mana
    g = board(p1={"battlefield": [{"card": "The Shire", "id": "shire"}, {"card": "Llanowar Elves", "id": "elf"},
                                  {"card": "Grizzly Bears", "id": "bear"}, "Forest", "Forest"]})
    act(g, "p1: activate The Shire")
    assert legal(g) == ["choose Llanowar Elves", "choose Grizzly Bears"]
    act(g, "p1: choose Llanowar Elves")
    assert perm(g, "elf")["tapped"] and not perm(g, "bear")["tapped"] and len(g.stack) == 1
    assert all(p["tapped"] for p in g.snapshot()["players"]["p1"]["battlefield"] if p["name"] == "Forest")


def test_sanctum_spirit_discards_the_card_chosen_cards_of_one_name_offered_once():
    g = board(p1={"battlefield": [{"card": "Sanctum Spirit", "id": "ss"}, "Plains", "Plains", "Island"],
                  "hand": ["Mind Stone", "Mind Stone", "Sting, the Glinting Dagger", "Forest"]})
    act(g, "p1: activate Sanctum Spirit")
    # only historic cards (701.8a, the filter), and the two Mind Stones are one choice
    assert legal(g) == ["choose Mind Stone", "choose Sting, the Glinting Dagger"]
    act(g, "p1: choose Sting, the Glinting Dagger")
    assert names(g, "p1", "graveyard") == ["Sting, the Glinting Dagger"]
    assert sorted(names(g, "p1", "hand")) == ["Forest", "Mind Stone", "Mind Stone"]
    # a hand whose historic cards all share a name: one answer
    g = board(p1={"battlefield": [{"card": "Sanctum Spirit", "id": "ss"}, "Plains", "Plains", "Island"],
                  "hand": ["Mind Stone", "Mind Stone", "Forest"]})
    act(g, "p1: activate Sanctum Spirit")
    assert names(g, "p1", "graveyard") == ["Mind Stone"] and len(g.stack) == 1


def test_a_bad_answer_is_one_line_and_changes_nothing():
    g = board(p1={"battlefield": [{"card": "Bill the Pony", "id": "bill"}, {"token": "Food", "id": "f1"},
                                  {"token": "Food", "id": "f2"}]})
    act(g, "p1: activate Bill the Pony -> Bill the Pony")
    before = g.snapshot()
    with pytest.raises(IllegalActionError) as e:
        g.find_action("choose Bill the Pony")
    assert "\n" not in str(e.value)
    assert g.snapshot() == before


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
def test_every_bot_answers_a_cost_choice(level):
    g = board(p1={"battlefield": [{"card": "Bill the Pony", "id": "bill"}, {"token": "Food", "id": "f1"},
                                  {"token": "Food", "id": "f2"}]})
    act(g, "p1: activate Bill the Pony -> Bill the Pony")
    bot = make_agent(level, 1)
    a = bot.choose(PlayerView(g, "p1"), g.legal_actions())
    assert a.text in ("choose Food#f1", "choose Food#f2")
    g.apply(a)
    assert len(g.stack) == 1 and len([i for i in _ids(g) if i.startswith("f")]) == 1


def test_the_normal_bot_taps_the_weaker_creature_for_the_shire():
    g = board(p1={"battlefield": [{"card": "The Shire", "id": "shire"}, {"card": "Grizzly Bears", "id": "bear"},
                                  {"card": "Hill Giant", "id": "giant"}, "Forest", "Forest"]})
    act(g, "p1: activate The Shire")
    a = make_agent("normal", 1).choose(PlayerView(g, "p1"), g.legal_actions())
    assert a.text == "choose Grizzly Bears"


SAVE_BOARD = """
title = "A cost choice to save"
actions = ["p1: activate Peregrin Took", "p1: choose Food#f3"]
[state]
turn = 3
step = "main1"
[p1]
battlefield = [{ card = "Peregrin Took", id = "pt" }, { token = "Food", id = "f1" }, { token = "Food", id = "f2" },
               { token = "Food", id = "f3" }, { token = "Food", id = "f4" }]
library = ["Forest", "Forest", "Forest"]
[p2]
library = ["Swamp", "Swamp", "Swamp"]
"""


def test_a_game_paused_in_a_cost_choice_saves_resumes_and_replays(tmp_path):
    from mtg_tui.replay import Replay
    from mtg_tui.saves import GameRecorder, load_save, make_header, rebuild
    h = make_header("puzzle", 0, {"p1": {"name": "Ann"}, "p2": {"name": "Bob", "bot": "random"}},
                    scenario={"name": "cost", "toml": SAVE_BOARD})
    rec = GameRecorder.new_game(h, tmp_path / "g.jsonl")
    assert rec.game.pending.data["purpose"] == "cost" and "(2 to go)" in rec.game.pending.prompt
    rec.apply(rec.game.find_action("choose Food#f1"))
    before = rec.game.snapshot()
    rec.close()
    rec, warnings = GameRecorder.resume(tmp_path / "g.jsonl")  # paused between two choices of one cost
    assert warnings == [] and rec.game.snapshot() == before and "(1 to go)" in rec.game.pending.prompt
    rec.apply(rec.game.find_action("choose Food#f4"))
    after = rec.game.snapshot()
    assert [p["id"] for p in after["players"]["p1"]["battlefield"]] == ["pt", "f2"]
    rec.close()
    header, actions, _ = load_save(tmp_path / "g.jsonl")
    assert [a.text for a in actions] == ["choose Food#f1", "choose Food#f4"]
    assert rebuild(header, actions).snapshot() == after
    r = Replay(tmp_path / "g.jsonl")
    while r.index < r.total:
        r.forward()
    assert r.game.snapshot() == after
