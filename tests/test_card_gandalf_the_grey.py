"""207 Gandalf the Grey (rare): "Whenever you cast an instant or sorcery spell, choose one that hasn't been chosen —
/ • You may tap or untap target permanent. / • Gandalf the Grey deals 3 damage to each opponent. / • Copy target
instant or sorcery spell you control. You may choose new targets for the copy. / • Put Gandalf on top of its owner's
library."

A modal triggered ability (700.2, 603.3c: the mode chosen as it is put on the stack) whose modes can each be chosen
once for the object (``modes_once``; ``Game.modes_chosen``: a new object, 400.7, starts afresh; with every mode
chosen, none can be and the trigger is removed, 700.2a), ``tap``'s ``or_untap`` and ``copy_spell``."""

from __future__ import annotations

from rules_helpers import act, board, legal, names, perm

from mtg_tui.ai.base import PlayerView
from mtg_tui.ai.heuristic import HeuristicAgent
from mtg_tui.cards.registry import registry
from mtg_tui.cards.sets import load_set


def test_card_file_is_the_set_files_card_of_its_number():
    c = registry().get("Gandalf the Grey")
    entry = load_set("LTR").by_number()[207]
    assert (c.set, c.number, entry.name, entry.rarity) == ("LTR", 207, "Gandalf the Grey", "rare")


def _gandalf(bolts=5):
    return board(state={"turn": 3, "active": "p1", "step": "main1"},
                 p1={"battlefield": [{"card": "Gandalf the Grey", "id": "gandalf"}] + ["Mountain"] * bolts,
                     "hand": ["Lightning Bolt"] * bolts, "library": ["Island"] * 5},
                 p2={"battlefield": [{"card": "Hill Giant", "id": "giant"}], "library": ["Island"] * 5})


def _modes(g):
    return sorted(a for a in legal(g) if a.startswith("choose mode"))


def test_each_mode_once_then_none():
    """The first trigger offers the four modes; each chosen one is gone from the next triggers; the fifth trigger
    has none left and is removed (700.2a)."""
    g = _gandalf()
    act(g, "p1: cast Lightning Bolt -> p2")
    assert _modes(g) == ["choose mode 1", "choose mode 2", "choose mode 3", "choose mode 4"]
    act(g, "p1: choose mode 2")  # 3 damage to each opponent
    while g.stack:
        act(g, "resolve")
    assert g.players["p2"].life == 20 - 3 - 3
    act(g, "p1: cast Lightning Bolt -> p2")
    assert _modes(g) == ["choose mode 1", "choose mode 3", "choose mode 4"]
    act(g, "p1: choose mode 3")  # copy the Bolt (its one possible target: the Bolt just cast)
    while g.stack:
        act(g, "resolve")
        if g.pending is not None and g.pending.kind == "choice":
            act(g, "p1: choose p2")  # the copy keeps its target
    assert g.players["p2"].life == 14 - 3 - 3
    act(g, "p1: cast Lightning Bolt -> p2")
    assert _modes(g) == ["choose mode 1", "choose mode 4"]
    act(g, "p1: choose mode 1", "p1: choose Hill Giant")
    while g.stack:
        act(g, "resolve")
        if g.pending is not None and g.pending.data.get("purpose") == "tap_or_untap":
            act(g, "p1: choose tap")
    assert perm(g, "giant")["tapped"]
    act(g, "p1: cast Lightning Bolt -> p2")  # only mode 4 left: chosen for it (the only mode)
    while g.stack:
        act(g, "resolve")
    assert perm(g, "gandalf") is None and names(g, "p1", "library")[0] == "Gandalf the Grey"


def test_a_new_gandalf_starts_afresh():
    """400.7: put on top of the library and cast again, it is a new object: its modes can be chosen again."""
    g = _gandalf()
    act(g, "p1: cast Lightning Bolt -> p2", "p1: choose mode 4")
    while g.stack:
        act(g, "resolve")
    assert names(g, "p1", "library")[0] == "Gandalf the Grey"
    gid = g.players["p1"].library[0]
    g.move(gid, "battlefield")
    act(g, "p1: cast Lightning Bolt -> p2")
    assert _modes(g) == ["choose mode 1", "choose mode 2", "choose mode 3", "choose mode 4"]


def test_with_every_mode_chosen_the_trigger_is_removed():
    g = _gandalf()
    g.modes_chosen = {"gandalf": (0, 1, 2, 3)}
    act(g, "p1: cast Lightning Bolt -> p2")
    assert [it.source_name for it in g.stack] == ["Lightning Bolt"]
    assert any(e.rule == "700.2a" for e in g.log)


def test_the_bot_never_puts_its_own_gandalf_away_while_another_mode_is_left():
    g = _gandalf()
    act(g, "p1: cast Lightning Bolt -> p2")
    bot = HeuristicAgent(4, "normal")
    a = bot.choose(PlayerView(g, "p1"), g.legal_actions())
    assert a.text != "choose mode 4", bot.last
