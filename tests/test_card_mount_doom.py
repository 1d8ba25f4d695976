"""258 Mount Doom (mythic): "{T}, Pay 1 life: Add {B} or {R}. / {1}{B}{R}, {T}: Mount Doom deals 1 damage to each
opponent. / {5}{B}{R}, {T}, Sacrifice Mount Doom and a legendary artifact: Choose up to two creatures, then destroy
the rest. Activate only as a sorcery."

What it needs of the game: a mana ability with a cost beyond {T} (119.4: life, paid as the mana ability is
activated, 605.3a) whose source the mana solver spends only after the free ones; a choice of one color of two;
a cost that sacrifices two permanents (written as one: "Sacrifice Mount Doom and a legendary artifact"); and
``destroy_all``'s ``spare_chosen`` (608.2d: chosen as it resolves, then the rest destroyed at once)."""

from __future__ import annotations

from rules_helpers import act, board, legal, names, perm

from mtg_tui.ai.base import PlayerView
from mtg_tui.ai.heuristic import HeuristicAgent
from mtg_tui.cards.registry import registry
from mtg_tui.cards.sets import load_set

MAIN = {"turn": 3, "active": "p1", "step": "main1"}


def test_card_file_is_the_set_files_card_of_its_number():
    c = registry().get("Mount Doom")
    entry = load_set("LTR").by_number()[258]
    assert (c.set, c.number, entry.name, entry.rarity) == ("LTR", 258, "Mount Doom", "mythic")


def test_it_taps_for_black_or_red_and_costs_a_life():
    """605.3a, 119.4: 'tap Mount Doom for B' and '... for R'; either costs 1 life as it is activated."""
    g = board(state=MAIN, p1={"battlefield": ["Mount Doom"]})
    assert {"tap Mount Doom for B", "tap Mount Doom for R"} <= set(legal(g))
    act(g, "p1: tap Mount Doom for R")
    assert g.players["p1"].life == 19 and g.snapshot()["players"]["p1"]["mana_pool"] == "R"


def test_the_solver_spends_a_free_land_before_it():
    """A spell of {R} with a Mountain and Mount Doom: the Mountain pays, no life is lost; a second {R} spell then
    taps Mount Doom and costs a life."""
    g = board(state=MAIN, p1={"battlefield": ["Mount Doom", "Mountain"], "hand": ["Lightning Bolt"] * 2},
              p2={"battlefield": ["Hill Giant"]})
    act(g, "p1: cast Lightning Bolt -> p2", "resolve")
    assert g.players["p1"].life == 20 and perm(g, "Mount Doom")["tapped"] is False
    act(g, "p1: cast Lightning Bolt -> p2", "resolve")
    assert g.players["p1"].life == 19 and perm(g, "Mount Doom")["tapped"] is True
    assert g.players["p2"].life == 14


def test_it_pings_each_opponent():
    """{1}{B}{R}, {T}: 1 damage to each opponent (120.3a)."""
    g = board(state=MAIN, p1={"battlefield": ["Mount Doom", "Swamp", "Mountain", "Swamp"]})
    act(g, "p1: activate Mount Doom #1", "resolve")
    assert g.players["p2"].life == 19 and g.players["p1"].life == 20


def _doom(artifact: bool = True, step: str = "main1"):
    bf = ["Mount Doom"] + ["Swamp"] * 4 + ["Mountain"] * 4
    if artifact:
        bf.append({"card": "Stone of Erech", "id": "stone"})
    return board(state={"turn": 3, "active": "p1", "step": step},
                 p1={"battlefield": bf + [{"card": "Grizzly Bears", "id": "mybear"},
                                          {"card": "Hill Giant", "id": "mygiant"}]},
                 p2={"battlefield": [{"card": "Colossal Dreadmaw", "id": "maw"},
                                     {"card": "Grizzly Bears", "id": "bear"}]})


def test_choose_up_to_two_creatures_then_destroy_the_rest():
    """608.2d: as it resolves its controller chooses up to two creatures, any player's (here its own Hill Giant
    and the opponent's Dreadmaw); the other creatures are destroyed; Mount Doom and the legendary artifact were
    sacrificed as the cost (602.2b)."""
    g = _doom()
    assert any(a.startswith("activate Mount Doom #2") for a in legal(g))
    act(g, "p1: activate Mount Doom #2", "resolve")
    assert g.pending.data["purpose"] == "spare"
    opts = legal(g)
    assert "done" in opts and {"choose Hill Giant", "choose Colossal Dreadmaw"} <= set(opts)
    act(g, "p1: choose Hill Giant", "p1: choose Colossal Dreadmaw")
    assert perm(g, "mygiant") is not None and perm(g, "maw") is not None
    assert perm(g, "mybear") is None and perm(g, "bear") is None
    assert "Mount Doom" in names(g, "p1", "graveyard") and "Stone of Erech" in names(g, "p1", "graveyard")


def test_done_early_spares_fewer():
    """'Up to two': choosing one, then done, destroys every other creature."""
    g = _doom()
    act(g, "p1: activate Mount Doom #2", "resolve", "p1: choose Hill Giant", "p1: done")
    assert [e.msg for e in g.log if e.kind == "choice"] == ["Player 1 chooses Hill Giant"]
    assert perm(g, "mygiant") is not None
    assert [perm(g, i) for i in ("maw", "bear", "mybear")] == [None, None, None]


def test_it_needs_a_legendary_artifact_and_sorcery_timing():
    """602.1, 602.5d: without a legendary artifact to sacrifice it can't be activated; nor outside a main phase of
    its controller's turn with the stack empty."""
    g = _doom(artifact=False)
    assert not any(a.startswith("activate Mount Doom #2") for a in legal(g))
    g = _doom(step="beginning_of_combat")
    assert not any(a.startswith("activate Mount Doom #2") for a in legal(g))


def test_the_bot_keeps_its_own_best_creatures():
    """A bot choosing what survives keeps its own creatures, best first, and lets the opponent's go."""
    g = _doom()
    act(g, "p1: activate Mount Doom #2", "resolve")
    bot = HeuristicAgent(3, "normal")
    picks = []
    while g.pending is not None and g.pending.data.get("purpose") == "spare":
        a = bot.choose(PlayerView(g, "p1"), g.legal_actions())
        picks.append(a.text)
        g.apply(a)
    assert len(picks) == 2 and picks[0] == "choose Hill Giant" and picks[1].startswith("choose Grizzly Bears"), picks
    assert perm(g, "mygiant") is not None and perm(g, "mybear") is not None
    assert perm(g, "maw") is None and perm(g, "bear") is None


def test_the_normal_bot_finishes_the_opponent_with_it_and_so_does_sharkey():
    """At 1 life, the opponent dies to "deals 1 damage to each opponent": normal activates it in its main phase
    rather than keep the mana for its opponent's end step; Sharkey, having the ability from an opponent's Mount Doom
    (613.1f), alike."""
    from rules_helpers import board
    from mtg_tui.ai.base import PlayerView
    from mtg_tui.ai.heuristic import HeuristicAgent

    g = board(state={"turn": 5, "active": "p1", "step": "main1"},
              p1={"battlefield": ["Mount Doom", "Swamp", "Mountain", "Mountain"], "library": ["Swamp"] * 3},
              p2={"life": 1, "library": ["Swamp"] * 3})
    choice = HeuristicAgent(seed=1).choose(PlayerView(g, "p1"), g.legal_actions())
    assert choice.text.startswith("activate Mount Doom")
    g = board(state={"turn": 5, "active": "p1", "step": "main1"},
              p1={"battlefield": ["Sharkey, Tyrant of the Shire", "Island", "Island", "Island"],
                  "library": ["Swamp"] * 3},
              p2={"life": 1, "battlefield": ["Mount Doom"], "library": ["Swamp"] * 3})
    choice = HeuristicAgent(seed=1).choose(PlayerView(g, "p1"), g.legal_actions())
    assert choice.text.startswith("activate Sharkey, Tyrant of the Shire")
