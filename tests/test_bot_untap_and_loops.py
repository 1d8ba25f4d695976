"""An untap ability aimed at the bot's own permanents, and the guard against a loop of optional activations.

Two Ioreths of the Healing House ("{T}: Untap another target permanent"; one a nonlegendary copy from Storm of
Saruman) untapped each other at every priority of an opponent's end step, forever: a normal-vs-normal game of
random decks (seed 10343) never ended.  The untap is now judged (a better blocker than the source, when a blocker
matters), and no bot activates one ability of one object more than 30 times in a turn."""

from __future__ import annotations

from rules_helpers import act, board, legal

from mtg_tui.ai import heuristic
from mtg_tui.ai.base import PlayerView, make_agent
from mtg_tui.engine.actions import Action, Activate


def _choose(g, p):
    agent = make_agent("normal", 1)
    a = agent.choose(PlayerView(g, p), g.legal_actions())
    return a.text, agent.last.reason


def test_no_untap_at_the_opponents_end_step():
    """Their end step: my creatures untap in my untap step anyway; Ioreth's untap does nothing (it did)."""
    g = board({"turn": 6, "active": "p2", "step": "end"},
              p1={"battlefield": ["Ioreth of the Healing House", {"card": "Hill Giant", "tapped": True}],
                  "library": ["Island"] * 3},
              p2={"library": ["Island"] * 3})
    if g.decider == "p2":  # (the active player has priority first: it passes)
        g.apply(next(a for a in g.legal_actions() if a.kind == "pass"))
    assert g.decider == "p1"
    text, why = _choose(g, "p1")
    assert text == "pass"


def test_untap_a_bigger_attacker_to_block_after_combat():
    """My second main phase: the Hill Giant attacked; Ioreth (1/4) taps to untap it, a 3/3 blocker for their turn
    in place of a 1/4."""
    g = board({"turn": 6, "active": "p1", "step": "main2"},
              p1={"battlefield": ["Ioreth of the Healing House",
                                  {"card": "Colossal Dreadmaw", "tapped": True}], "library": ["Island"] * 3},
              p2={"battlefield": ["Hill Giant"], "library": ["Island"] * 3})
    text, why = _choose(g, "p1")
    assert text == "activate Ioreth of the Healing House #1 -> Colossal Dreadmaw", why
    assert why == "Ioreth of the Healing House: untap Colossal Dreadmaw to block"


def test_no_untap_of_a_smaller_creature():
    """A 1/1 untapped for a 1/4: no gain, no activation."""
    g = board({"turn": 6, "active": "p1", "step": "main2"},
              p1={"battlefield": ["Ioreth of the Healing House", {"card": "Raging Goblin", "tapped": True}],
                  "library": ["Island"] * 3},
              p2={"library": ["Island"] * 3})
    text, why = _choose(g, "p1")
    assert text == "pass"


def test_one_ability_is_activated_30_times_a_turn_at_most():
    """The loop guard: the 31st activation of one ability of one object in a turn is replaced by the best other
    answer, with a reason; another turn starts the count again."""
    agent = heuristic.HeuristicAgent(1, "normal")
    act = Action("activate", "activate Ioreth", Activate("c1", 0, 0, [["c2"]]))
    pas = Action("pass", "pass")
    scored = [(5.0, "untap", act), (0.0, "nothing better to do", pas)]
    picks = [agent._not_again(7, scored, scored[0])[2].text for _ in range(31)]
    assert picks[:30] == ["activate Ioreth"] * 30 and picks[30] == "pass"
    assert "30 times this turn" in agent._not_again(7, scored, scored[0])[1]
    assert agent._not_again(8, scored, scored[0])[2].text == "activate Ioreth"


def test_untap_a_land_for_the_spell_it_makes_castable():
    """My main phase, two Plains tapped, one untapped, Youthful Knight ({1}{W}) in hand:
    Ioreth untaps a Plains: one more mana toward the spell (hard's search found this use; the untap rule of
    the commit before gave it up with the rest)."""
    g = board({"turn": 6, "active": "p1", "step": "main1"},
              p1={"battlefield": ["Ioreth of the Healing House", {"card": "Plains", "tapped": True},
                                  {"card": "Plains", "tapped": True}, "Plains"],
                  "hand": ["Youthful Knight"], "library": ["Island"] * 3},
              p2={"library": ["Island"] * 3})
    text, why = _choose(g, "p1")
    assert text.startswith("activate Ioreth of the Healing House #1 -> Plains"), (text, why)
    assert why == "Ioreth of the Healing House: untap Plains for the mana Youthful Knight needs"
    act(g, f"p1: {text}", "resolve")
    assert "cast Youthful Knight" in legal(g)


def test_no_land_untapped_when_no_spell_needs_it():
    g = board({"turn": 6, "active": "p1", "step": "main1"},
              p1={"battlefield": ["Ioreth of the Healing House", {"card": "Plains", "tapped": True}, "Plains"],
                  "hand": ["Colossal Dreadmaw"], "library": ["Island"] * 3},
              p2={"library": ["Island"] * 3})
    assert _choose(g, "p1")[0] == "pass"


def test_no_pump_of_itself_out_of_combat():
    """Goblin Fireleaper's "{1}{R}: +1/+0 until end of turn" at the opponent's end step does nothing: it was the
    generic mana sink there (hard's search found passing better)."""
    g = board({"turn": 6, "active": "p2", "step": "end"},
              p1={"battlefield": ["Goblin Fireleaper", "Mountain", "Mountain"], "library": ["Island"] * 3},
              p2={"library": ["Island"] * 3})
    if g.decider == "p2":
        g.apply(next(a for a in g.legal_actions() if a.kind == "pass"))
    text, why = _choose(g, "p1")
    assert text == "pass"


def test_a_draw_ability_is_used_in_the_first_main_phase_with_nothing_to_cast():
    """Mirror of Galadriel ({5}, {T}: scry 1, then draw) with six lands, an empty hand: draw now,
    while this turn can use the card (it waited for their end step); with a spell to cast it still waits."""
    lands = ["Island"] * 6
    g = board({"turn": 6, "active": "p1", "step": "main1"},
              p1={"battlefield": ["Mirror of Galadriel"] + lands, "hand": [],
                  "library": ["Island"] * 3},
              p2={"library": ["Island"] * 3})
    text, why = _choose(g, "p1")
    assert text == "activate Mirror of Galadriel", (text, why)
    assert why == "Mirror of Galadriel: draw now, with nothing to cast this turn"
    g = board({"turn": 6, "active": "p1", "step": "main1"},
              p1={"battlefield": ["Mirror of Galadriel"] + lands, "hand": ["Nimrodel Watcher"],
                  "library": ["Island"] * 3},
              p2={"library": ["Island"] * 3})
    assert _choose(g, "p1")[0] == "cast Nimrodel Watcher"
