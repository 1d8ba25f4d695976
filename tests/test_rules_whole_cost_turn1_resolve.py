"""Rules errors of issue 20: a cost is offered only when all of it can be paid together; the first turn has no
draw step; `resolve` stops quietly at a triggered ability waiting for its target.

- 601.2g-h, 602.2b: mana abilities are activated before the costs are paid, and a permanent tapped for mana
  can't pay another part of the same cost (The Shire's "tap an untapped creature you control").
- 103.8a: the player who plays first skips the draw step of their first turn: no draw, no priority in it.
- SCENARIOS.md section 2: a pending choice stops `resolve` and `advance` quietly; the next line answers it.
"""

from __future__ import annotations

import pytest

from mtg_tui.engine.actions import IllegalActionError
from mtg_tui.engine.game import Game
from rules_helpers import act, bf_names, board, legal, names, perm, xboard

MAIN3 = {"turn": 3, "active": "p1", "step": "main1"}


# ---------------------------------------------------------------------- 601.2g-h: the whole cost, together
def test_the_shire_is_not_offered_when_its_only_creature_is_needed_for_its_mana():
    """The Shire ({1}{G}, {T}, tap an untapped creature you control) with a Forest and Llanowar Elves: the Elves
    must make mana for {1}{G} and can't also be tapped for the cost (601.2g-h, 602.2b)."""
    g = board(MAIN3, p1={"battlefield": ["The Shire", "Forest", "Llanowar Elves"]})
    assert not any(t.startswith("activate The Shire") for t in legal(g))
    assert legal(g) == ["pass", "tap The Shire", "tap Forest", "tap Llanowar Elves"]


def test_typing_the_unpayable_shire_ability_is_the_engines_one_line_error_and_changes_nothing():
    """No user input makes a traceback: the typed action is refused as illegal (IllegalActionError, whose
    message lists the legal actions), and nothing was tapped."""
    g = board(MAIN3, p1={"battlefield": ["The Shire", "Forest", "Llanowar Elves"]})
    with pytest.raises(IllegalActionError) as err:
        g.do("activate The Shire")
    assert "\n" not in str(err.value) and "pass" in str(err.value)
    assert not any(x["tapped"] for x in g.snapshot()["players"]["p1"]["battlefield"])
    assert g.decider == "p1" and names(g, "p1", "graveyard") == []


def test_the_tutorial_says_why_the_whole_cost_cant_be_paid():
    from mtg_tui.tutorial.explain import explain_illegal
    g = board(MAIN3, p1={"battlefield": ["The Shire", "Forest", "Llanowar Elves"]})
    why = explain_illegal(g, "activate The Shire", "p1")
    assert "601.2g" in why and "at once" in why


def test_the_shire_pays_with_the_elves_for_mana_and_another_creature_for_the_cost():
    """With a second creature, the mana uses the Elves and the cost taps the Bears."""
    g = board(MAIN3, p1={"battlefield": ["The Shire", "Forest", "Llanowar Elves", "Grizzly Bears"]})
    assert "activate The Shire" in legal(g)
    act(g, "p1: activate The Shire", "resolve")
    assert all(perm(g, n)["tapped"] for n in ("The Shire", "Forest", "Llanowar Elves", "Grizzly Bears"))
    assert bf_names(g, "p1").count("Food") == 1


def test_the_shire_taps_the_elves_for_its_cost_when_lands_make_the_mana():
    g = board(MAIN3, p1={"battlefield": ["The Shire", "Forest", "Forest", "Llanowar Elves"]})
    act(g, "p1: activate The Shire", "resolve")
    assert perm(g, "Llanowar Elves")["tapped"] and bf_names(g, "p1").count("Food") == 1


def test_the_shire_is_offered_again_once_the_mana_is_floating_and_a_creature_is_left():
    """Mana made by hand first: the Elves' G in the pool, the Forest and the Bears untapped: payable."""
    g = board(MAIN3, p1={"battlefield": ["The Shire", "Forest", "Llanowar Elves", "Grizzly Bears"]})
    act(g, "p1: tap Llanowar Elves")
    assert "activate The Shire" in legal(g)
    g2 = board(MAIN3, p1={"battlefield": ["The Shire", "Forest", "Llanowar Elves"]})
    act(g2, "p1: tap Llanowar Elves")  # G floating, but no untapped creature is left for the cost
    assert not any(t.startswith("activate The Shire") for t in legal(g2))


# ---------------------------------------------------------------------- 103.8a: no draw step on turn 1
def _steps_with_priority(g: Game, turn: int) -> list[str]:
    out: list[str] = []
    while not g.over and g.turn <= turn:
        if g.pending.kind == "priority" and (not out or out[-1] != g.step) and g.turn == turn:
            out.append(g.step)
        g.do("pass" if g.pending.kind == "priority" else "done")
    return out


def test_the_starting_player_skips_the_whole_draw_step_of_the_first_turn():
    """103.8a: the step doesn't happen: no "Draw step" in the log, no priority in it, no draw."""
    g = board({"turn": 1, "active": "p1", "step": "upkeep"}, p1={"library": ["Forest"]}, p2={"library": ["Swamp"]})
    steps = _steps_with_priority(g, 1)
    assert steps[:2] == ["upkeep", "main1"] and "draw" not in steps
    turn1 = [e for e in g.log if e.kind == "step" and e.data.get("turn", 1) == 1]
    assert not any(e.data.get("step") == "draw" for e in turn1)
    assert any(e.rule == "103.8a" for e in g.log)
    assert names(g, "p1", "hand") == [] and names(g, "p1", "library") == ["Forest"]


def test_the_other_player_has_a_draw_step_on_turn_two():
    g = board({"turn": 1, "active": "p1", "step": "end"}, p2={"library": ["Swamp", "Island"]})
    steps = _steps_with_priority(g, 2)
    assert steps[:3] == ["upkeep", "draw", "main1"]
    assert names(g, "p2", "hand") == ["Swamp"]


def test_a_real_games_first_turn_goes_from_upkeep_to_the_main_phase():
    from mtg_tui.decks import load_deck
    g = Game(seed=3)
    g.setup_decks(load_deck("mordor").main, load_deck("rivendell").main)
    g.start()
    while g.step == "mulligan":
        g.do("keep")
    first = g.active
    hand = len(g.players[first].hand)
    assert g.turn == 1 and g.step == "upkeep"
    g.do("pass")
    g.do("pass")
    assert g.turn == 1 and g.step == "main1" and g.decider == first
    assert len(g.players[first].hand) == hand


def test_a_scenario_that_starts_in_the_first_turns_draw_step_starts_in_the_main_phase():
    g = board({"turn": 1, "active": "p1", "step": "draw"}, p1={"library": ["Forest"], "hand": ["Plains"]})
    assert g.step == "main1" and g.decider == "p1"
    assert names(g, "p1", "hand") == ["Plains"]
    assert "play Plains" in legal(g)


def test_the_step_bar_shows_no_draw_step_on_turn_one():
    from mtg_tui.tui.panels import step_bar_text
    g = board({"turn": 1, "active": "p1", "step": "upkeep"})
    bar = step_bar_text(g.snapshot(), lambda p: p, 120, over=False, pausing=False, full_control=False,
                        ending=False).plain
    assert "Upk" in bar and "Draw" not in bar and "Main1" in bar
    g3 = board({"turn": 3, "active": "p1", "step": "upkeep"})
    bar3 = step_bar_text(g3.snapshot(), lambda p: p, 120, over=False, pausing=False, full_control=False,
                         ending=False).plain
    assert "Draw" in bar3


# ---------------------------------------------------------------------- 'resolve' at a pending target
def test_resolve_stops_quietly_at_a_trigger_waiting_for_its_target():
    """Test Sniper enters; its trigger waits for a target with the stack empty: 'resolve' stops there quietly
    (as 'advance' does), and the next line answers it."""
    g = xboard(MAIN3, p1={"battlefield": ["Mountain"], "hand": ["Test Sniper"]})
    act(g, "p1: cast Test Sniper", "resolve")
    assert g.pending.kind == "choice" and not g.stack
    act(g, "resolve")  # today: "'resolve': the stack is empty"
    assert g.pending.kind == "choice" and g.decider == "p1" and "choose p2" in legal(g)
    act(g, "p1: choose p2", "resolve")
    assert g.players["p2"].life == 19 and not g.stack


def test_resolve_on_an_empty_stack_with_nothing_to_choose_is_still_an_error():
    from mtg_tui.engine.scenario import ScenarioFailed
    g = board(MAIN3)
    with pytest.raises(ScenarioFailed, match="stack is empty"):
        act(g, "resolve")
