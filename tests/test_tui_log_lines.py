"""The log as a player reads it: no object ids, no line said twice (the engine's events keep both for their other
readers: triggers, the recap, the digest)."""

from __future__ import annotations

from rules_helpers import act, board

from mtg_tui.tui import look
from mtg_tui.tui.panels import logged


def _lines(g):
    return [look.event_line(e).plain for e in g.log if logged(e)]


def test_a_created_token_is_one_line_without_its_id():
    """Oath of the Grey Host's kind of creation: "Player 1 creates a Spirit token" once; the engine's "token"
    note for "whenever you create a token" (111.1) isn't written again."""
    g = board(state={"turn": 3, "active": "p1", "step": "main1"},
              p1={"battlefield": [{"card": "King of the Oathbreakers", "id": "king"}], "library": ["Plains"] * 5},
              p2={"battlefield": ["Mountain"], "hand": ["Lightning Bolt"], "library": ["Mountain"] * 5})
    act(g, "advance to end", "advance to main1", "p2: cast Lightning Bolt -> King of the Oathbreakers", "resolve",
        "resolve", "advance to end", "advance to upkeep", "resolve")
    assert any(e.kind == "token" and e.rule == "111.1" for e in g.log)  # (the event is there for its readers)
    lines = _lines(g)
    assert sum("creates a Spirit token" in ln for ln in lines) == 1
    assert not any("token Spirit" in ln for ln in lines)


def test_a_token_leaving_the_battlefield_reads_without_its_id():
    """A Food sacrificed: the engine's message names it with its id (to tell two Foods apart); the log reads
    "Food token goes to the graveyard from the battlefield"."""
    g = board(state={"turn": 3, "active": "p1", "step": "main1"},
              p1={"battlefield": [{"token": "Food", "id": "food"}, "Plains", "Plains"], "library": ["Plains"] * 5})
    act(g, "p1: activate Food", "resolve")
    msgs = [e.msg for e in g.log if e.kind == "zone" and e.data.get("obj") == "food"]
    assert msgs and "(food)" in msgs[0]
    line = next(ln for ln in _lines(g) if "goes to the graveyard from the battlefield" in ln)
    assert line.startswith("Food token goes to the graveyard from the battlefield") and "(food)" not in line


def test_a_declaration_that_was_the_only_choice_is_not_a_line_of_its_own():
    """No creature able to attack: the engine takes "done" by itself and says so (an event for its readers), but
    the log writes "Player 1 attacks with nothing" (508.8) only, not "Player 1: done (the only choice)" before it;
    with the priority lines asked for, it is written too."""
    g = board(state={"turn": 3, "active": "p1", "step": "main1"},
              p1={"battlefield": ["Plains"], "library": ["Plains"] * 5}, p2={"library": ["Plains"] * 5})
    act(g, "advance to main2")
    forced = [e for e in g.log if e.kind == "choice" and e.data.get("forced")]
    assert [e.msg for e in forced] == ["Player 1: done (the only choice)"] and forced[0].data["declaration"]
    lines = _lines(g)
    assert any(ln.startswith("Player 1 attacks with nothing") for ln in lines)
    assert not any("the only choice" in ln for ln in lines)
    assert logged(forced[0], show_priority=True)


def test_an_action_said_by_the_engine_names_players_and_objects():
    """Game.said: the ids in an action's text as words ("choose p2" once read so in the log; a block of one of two
    Boggart Brutes read "block Boggart Brute#c200 with ...")."""
    g = board(state={"turn": 3, "active": "p1", "step": "main1"},
              p1={"battlefield": [{"card": "Boggart Brute", "id": "c200"}, {"card": "Boggart Brute", "id": "c201"}],
                  "library": ["Plains"] * 5},
              p2={"battlefield": [{"card": "Grizzly Bears", "id": "c7"}], "library": ["Plains"] * 5})
    assert g.said("choose p2") == "choose Player 2"
    assert g.said("block Boggart Brute#c200 with Grizzly Bears") == "block Boggart Brute with Grizzly Bears"
    assert g.said("choose c7") == "choose Grizzly Bears"


def test_a_bots_line_says_its_action_once():
    """"▶ Bot (hard): cast Nimrodel Watcher — cast Nimrodel Watcher (a 2/1); played on ..." said the action twice:
    the reason's words after the action are what the line adds."""
    from mtg_tui.ai.explain import beyond_action
    why = "cast Nimrodel Watcher (a 2/1); played two turns ahead over 4 guesses at the hidden cards"
    assert beyond_action("cast Nimrodel Watcher", why) == "a 2/1; played two turns ahead over 4 guesses at the hidden cards"
    assert beyond_action("cast Boros Recruit", "cast Boros Recruit (a 1/1) (historic: 1 of my permanents reward it)") \
        == "a 1/1 (historic: 1 of my permanents reward it)"
    assert beyond_action("cast Boros Recruit", "cast Boros Recruit") == ""  # nothing more to say: no reason
    assert beyond_action("play Mountain", "play a land for mana") == "play a land for mana"
    assert beyond_action("cast Bolt", "cast Bolts of fire") == "cast Bolts of fire"  # (a longer name: not the action)
