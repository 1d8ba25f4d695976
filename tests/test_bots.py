"""Bots choose from the legal actions and see only their player's view (issue 4)."""

from __future__ import annotations

import pytest

from mtg_tui.ai.base import PlayerView, make_agent
from mtg_tui.decks import load_deck
from mtg_tui.engine.game import Game
from mtg_tui.engine.objects import other
from rules_helpers import normal_game


def _game_at(seed: int, decisions: int) -> Game:
    return normal_game(seed, limit=decisions)


def _permute_hidden(g: Game, player: str, k: int) -> Game:
    """The same game with what ``player`` may not see rearranged: the opponent's hand and library
    swapped around (same sizes) and both libraries reordered."""
    h = g.clone()
    opp = other(player)
    po = h.players[opp]
    pool = po.hand + po.library
    pool = pool[k:] + pool[:k]
    n = len(po.hand)
    for oid in pool[:n]:
        if h.objects[oid].zone != "hand":
            o = h.objects[oid].clone()
            o.zone = "hand"
            h.objects[oid] = o
    for oid in pool[n:]:
        if h.objects[oid].zone != "library":
            o = h.objects[oid].clone()
            o.zone = "library"
            h.objects[oid] = o
    po.hand, po.library = pool[:n], pool[n:]
    mine = h.players[player].library
    mine.reverse()
    h._legal = None
    return h


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard:0.05"])
def test_hidden_information_never_changes_a_choice(level):
    """A bot's choice depends only on its view: rearranging the opponent's hand and both libraries
    (which it may not see) gives the same choice at every one of these decision points."""
    searched = 0
    for seed, depth in ((3, 40), (5, 40), (9, 150), (17, 150), (26, 150)):
        g = _game_at(seed, depth)
        if g.over:
            continue
        p = g.decider
        choices = set()
        for k in (0, 3, 11):
            h = _permute_hidden(g, p, k) if k else g.clone()
            agent = make_agent(level, 7)
            if hasattr(agent, "budget"):
                agent.budget = 30.0  # a fixed amount of search instead of a clock
                agent.horizon = 20
                agent.max_rollouts = 3
            choices.add(agent.choose(PlayerView(h, p), h.legal_actions()).text)
            searched += getattr(agent, "rollouts", 0)
        assert len(choices) == 1, (level, seed, depth, choices)
    if level.startswith("hard"):
        assert searched > 0  # the search really ran on these samples


def test_view_hides_the_opponents_hand_and_both_libraries():
    g = _game_at(6, 30)
    v = g.view("p1")
    assert all(c == "?" for c in v["players"]["p2"]["hand"])
    assert all(c == "?" for c in v["players"]["p1"]["library"] + v["players"]["p2"]["library"])
    assert v["players"]["p2"]["hand_ids"] == []
    assert "?" not in v["players"]["p1"]["hand"]


def test_every_bot_answers_with_a_legal_action_through_a_whole_game():
    for level in ("random", "easy", "normal"):
        g = Game(seed=11)
        g.setup_decks(load_deck("shire").main, load_deck("teach-black-red").main)
        g.start()
        bots = {"p1": make_agent(level, 1), "p2": make_agent(level, 2)}
        while not g.over and g.turn < 60:
            p = g.decider
            legal = g.legal_actions()
            a = bots[p].choose(PlayerView(g, p), legal)
            assert a in legal
            g.apply(a)


def test_normal_explains_its_decision():
    g = _game_at(8, 20)
    agent = make_agent("normal", 1)
    p = g.decider
    a = agent.choose(PlayerView(g, p), g.legal_actions())
    assert agent.last.action == a.text and agent.last.reason
    assert agent.last.alternatives[0][0] == a.text


def test_determinized_samples_do_not_depend_on_the_hidden_arrangement():
    """The hard bot's samples are drawn from what its player knows: the same seed gives the same
    sampled hands and libraries (by card) however the hidden cards were really arranged."""
    from mtg_tui.engine.determinize import determinized
    from mtg_tui.engine.rng import Rng
    g = _game_at(9, 60)
    p = g.decider
    base = determinized(g, p, Rng(5)).snapshot()
    for k in (2, 9):
        other_world = determinized(_permute_hidden(g, p, k), p, Rng(5)).snapshot()
        for pid in ("p1", "p2"):
            assert other_world["players"][pid]["hand"] == base["players"][pid]["hand"]
            assert other_world["players"][pid]["library"] == base["players"][pid]["library"]
    # and what the player sees is kept: its own hand, the battlefield
    real = g.snapshot()
    assert base["players"][p]["hand"] == real["players"][p]["hand"]
    assert base["players"]["p1"]["battlefield"] == real["players"]["p1"]["battlefield"]


def test_normal_never_pays_to_equip_a_creature_that_already_carries_the_equipment():
    """701.3b: attaching to what it is already attached to does nothing, so normal doesn't pay for it
    (it once spent every turn's mana re-equipping Sting)."""
    from rules_helpers import board
    g = board(
        {"turn": 3, "active": "p1", "step": "main1"},
        p1={"battlefield": [{"card": "Grizzly Bears", "id": "bear"},
                            {"card": "Sting, the Glinting Dagger", "id": "sting", "attached_to": "bear"},
                            {"card": "Plains"}, {"card": "Plains"}, {"card": "Plains"}]},
        p2={"battlefield": [{"card": "Island"}]})
    legal = g.legal_actions()
    assert any(a.kind == "activate" and "bear" in a.text.lower() for a in legal)  # the engine allows it
    agent = make_agent("normal", 3)
    choice = agent.choose(PlayerView(g, "p1"), legal)
    assert choice.kind != "activate", (choice.text, agent.last.alternatives)


def test_normal_holds_a_damage_spell_that_cannot_kill_anything():
    """Lightning Bolt (3 damage) won't be thrown at a 6/6; with a 2/2 on the other side it is."""
    from rules_helpers import board
    big = {"card": "Colossal Dreadmaw", "id": "maw"}
    g = board({"turn": 3, "active": "p1", "step": "main1"},
              p1={"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
              p2={"life": 20, "battlefield": [big]})
    agent = make_agent("normal", 1)
    choice = agent.choose(PlayerView(g, "p1"), g.legal_actions())
    assert "maw" not in choice.text.lower() and "dreadmaw" not in choice.text.lower(), agent.last.alternatives
    g = board({"turn": 3, "active": "p1", "step": "main1"},
              p1={"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
              p2={"life": 20, "battlefield": [big, {"card": "Grizzly Bears", "id": "bear"}]})
    choice = agent.choose(PlayerView(g, "p1"), g.legal_actions())
    assert choice.kind == "cast" and "Grizzly Bears" in choice.text, agent.last.alternatives


def test_normal_landcycles_for_the_color_its_hand_is_missing():
    """Six lands but no Plains, and a white spell in hand: Eagles of the North is cycled for a Plains."""
    from rules_helpers import board
    g = board({"turn": 7, "active": "p1", "step": "main1"},
              p1={"hand": ["Eagles of the North", "Serra Angel"], "battlefield": ["Forest"] * 6,
                  "library": ["Plains", "Forest"]},
              p2={"library": ["Forest"]})
    agent = make_agent("normal", 1)
    choice = agent.choose(PlayerView(g, "p1"), g.legal_actions())
    assert choice.kind == "activate" and "Eagles of the North" in choice.text, agent.last.alternatives
