"""Scry (701.18a: "the rest on top in any order"), as SCENARIOS.md 1.1 says: `choose top` / `choose bottom` for
each card in library order, then, when two or more stay on top, `choose <card>` names them from the new top
down; cards sent to the bottom keep their library order; cards of one name are interchangeable (no question).
The bot orders them sensibly, and the opponent sees nothing of the choice."""

from __future__ import annotations

from rules_helpers import act, board, legal

from mtg_tui.ai.base import PlayerView, make_agent

LIB = ["Grizzly Bears", "Lightning Bolt", "Island", "Forest"]


def scry2(library=LIB, lands=6):
    g = board(state={"step": "main1"}, p1={"battlefield": ["Island"] * (lands - 2) + ["Forest"] * 2,
                                           "hand": ["Fall of Gil-galad"], "library": list(library)})
    act(g, "p1: cast Fall of Gil-galad", "resolve", "resolve")  # the Saga, then chapter I: scry 2
    return g


def top(g, n=4):
    return [g.name(c) for c in g.players["p1"].library[:n]]


def test_the_player_orders_the_cards_kept_on_top():
    g = scry2()
    act(g, "p1: choose top", "p1: choose top")
    assert legal(g) == ["choose Grizzly Bears", "choose Lightning Bolt"]
    assert g.pending.prompt == "Scry: which card goes on top?"
    act(g, "p1: choose Lightning Bolt")
    assert top(g) == ["Lightning Bolt", "Grizzly Bears", "Island", "Forest"]


def test_the_order_can_stay_as_it_was():
    g = scry2()
    act(g, "p1: choose top", "p1: choose top", "p1: choose Grizzly Bears")
    assert top(g) == ["Grizzly Bears", "Lightning Bolt", "Island", "Forest"]


def test_cards_sent_to_the_bottom_keep_their_order_and_one_on_top_asks_nothing():
    g = scry2(["Grizzly Bears", "Lightning Bolt", "Island"])
    act(g, "p1: choose bottom", "p1: choose top")
    assert g.pending is None or g.pending.data.get("purpose") != "scry_order"
    assert [g.name(c) for c in g.players["p1"].library] == ["Lightning Bolt", "Island", "Grizzly Bears"]
    g = scry2(["Grizzly Bears", "Lightning Bolt", "Island"])
    act(g, "p1: choose bottom", "p1: choose bottom")
    assert [g.name(c) for c in g.players["p1"].library] == ["Island", "Grizzly Bears", "Lightning Bolt"]


def test_cards_of_one_name_are_interchangeable():
    g = scry2(["Island", "Island", "Forest"])
    act(g, "p1: choose top", "p1: choose top")
    assert g.pending is None or g.pending.data.get("purpose") != "scry_order"
    assert top(g, 3) == ["Island", "Island", "Forest"]


def test_the_opponent_sees_nothing_of_the_order_choice():
    g = scry2()
    act(g, "p1: choose top", "p1: choose top")
    theirs = PlayerView(g, "p2").snapshot()["pending"]
    assert theirs["prompt"] == "Player 1 is deciding"
    assert "cards" not in theirs and "order_ids" not in theirs
    mine = PlayerView(g, "p1").snapshot()["pending"]
    assert mine["purpose"] == "scry_order" and sorted(mine["cards"]) == ["Grizzly Bears", "Lightning Bolt"]


def test_the_bot_puts_a_land_on_top_when_it_needs_lands_and_a_spell_when_it_has_enough():
    g = scry2(["Grizzly Bears", "Forest", "Island"], lands=2)  # two lands: it wants a land first
    act(g, "p1: choose top", "p1: choose top")
    bot = make_agent("normal", 1)
    choice = bot.choose(PlayerView(g, "p1"), g.legal_actions())
    assert choice.text == "choose Forest"
    g = scry2(["Forest", "Grizzly Bears", "Island"], lands=6)  # six lands: the spell first
    act(g, "p1: choose top", "p1: choose top")
    choice = bot.choose(PlayerView(g, "p1"), g.legal_actions())
    assert choice.text == "choose Grizzly Bears"
