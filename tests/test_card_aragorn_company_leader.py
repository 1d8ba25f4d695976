"""191 Aragorn, Company Leader (rare): "Whenever the Ring tempts you, if you chose a creature other than Aragorn,
Company Leader as your Ring-bearer, put your choice of a counter from among first strike, vigilance, deathtouch, and
lifelink on Aragorn. / Whenever you put one or more counters on Aragorn, put one of each of those kinds of counters
on up to one other target creature."

What it needs of the game: the trigger mode "the Ring tempts you" with a filter on the chosen Ring-bearer (701.52d;
an intervening "if", 603.4, about the choice just made), ``put_counters`` with ``kind_choice`` (608.2d: the kind is
chosen as it resolves) and ``those_kinds`` (the trigger's kinds), keyword counters (122.1b), and the trigger mode
"you put counters on it" (``you_put_counters_on_self``, mtg_tui/trigger_modes/counters_put.py): one trigger for each
event of putting counters on Aragorn by its controller (122.6, 603.2c), knowing every kind put in that event."""

from __future__ import annotations

from rules_helpers import act, board, legal, perm

from mtg_tui.ai.base import PlayerView
from mtg_tui.ai.heuristic import HeuristicAgent
from mtg_tui.cards.registry import registry
from mtg_tui.cards.render import render_card
from mtg_tui.cards.sets import load_set

ARAGORN = "Aragorn, Company Leader"
MAIN = {"turn": 3, "active": "p1", "step": "main1"}
OPP_MAIN = {"turn": 4, "active": "p2", "step": "main1"}
LIB = ["Plains"] * 5
KINDS = ["first strike", "vigilance", "deathtouch", "lifelink"]


def test_card_file_is_the_set_files_card_of_its_number():
    c = registry().get(ARAGORN)
    entry = load_set("LTR").by_number()[191]
    assert (c.set, c.number, entry.name, entry.rarity) == ("LTR", 191, ARAGORN, "rare")
    text = render_card(c)
    assert ("if you chose a creature other than Aragorn as your Ring-bearer, put your choice of a counter from "
            "among first strike, vigilance, deathtouch, and lifelink on Aragorn.") in text
    assert ("Whenever you put one or more counters on Aragorn, put one of each of those kinds of counters on up to "
            "one other target creature.") in text


def _idle(g) -> bool:
    """Nothing on the stack and no choice waiting: a player just has priority."""
    return not g.stack and (g.pending is None or g.pending.kind == "priority")


def _board(p1_extra=(), hand=("Bombadil's Song",), p2=None):
    return board(state=MAIN, p1={"battlefield": ["Forest", "Forest", {"card": ARAGORN, "id": "ara"},
                                                 {"card": "Grizzly Bears", "id": "bear"}, *p1_extra],
                                 "hand": list(hand), "library": LIB},
                 p2=p2 or {"battlefield": [{"card": "Hill Giant", "id": "hg"}], "library": ["Island"] * 5})


def _tempt(g, bearer: str):
    """Bombadil's Song on the Bears: +1/+1 and hexproof, then the Ring tempts p1, who chooses ``bearer``."""
    act(g, "p1: cast Bombadil's Song -> Grizzly Bears", "resolve")
    assert g.pending.data["purpose"] == "ring_bearer"
    act(g, f"p1: choose {bearer}")


def test_the_ring_tempts_you_and_you_choose_another_creature_the_chosen_counter_goes_on_aragorn_then_to_another():
    """701.52a/d: the Ring tempts p1, who chooses the Bears: Aragorn's first ability triggers (603.2; its "if" is
    about the choice just made, true as it triggers and as it resolves, 603.4).  As it resolves p1 chooses one of
    the four kinds (608.2d); the counter gives Aragorn deathtouch (122.1b).  Putting it triggers the second ability
    (122.6: p1 put it), whose target is up to one *other* creature (Aragorn is not offered); the Bears get one
    deathtouch counter, and deathtouch."""
    g = _board()
    _tempt(g, "Grizzly Bears")
    assert [it.source_name for it in g.stack] == [ARAGORN]
    act(g, "resolve")
    assert g.pending.data["purpose"] == "counter_choice"
    assert sorted(legal(g)) == sorted(f"choose {k}" for k in KINDS)
    act(g, "p1: choose deathtouch")
    a = perm(g, "ara")
    assert a["counters"] == {"deathtouch": 1} and "deathtouch" in a["keywords"]
    assert any(e.kind == "choice" and e.msg == "Player 1 chooses a deathtouch counter" for e in g.log)
    # the second ability triggers: up to one other target creature (either player's; not Aragorn)
    assert sorted(legal(g)) == ["choose Grizzly Bears", "choose Hill Giant", "done"]
    act(g, "p1: choose Grizzly Bears")
    assert [(it.source_name, it.data["kinds"]) for it in g.stack] == [(ARAGORN, ["deathtouch"])]
    act(g, "resolve")
    b = perm(g, "bear")
    assert b["counters"] == {"deathtouch": 1} and "deathtouch" in b["keywords"]
    assert perm(g, "ara")["counters"] == {"deathtouch": 1}  # one of each kind, put on the other creature
    assert _idle(g)


def test_choosing_aragorn_as_ring_bearer_puts_no_counter():
    """603.4: "if you chose a creature other than Aragorn": choosing Aragorn itself, the ability doesn't trigger
    (so no counter, and nothing for the second ability either)."""
    g = _board()
    _tempt(g, ARAGORN)
    assert _idle(g)
    assert perm(g, "ara")["counters"] == {} and perm(g, "ara")["ring_bearer"]
    assert not any(e.kind == "trigger" and ARAGORN in e.msg for e in g.log)


def test_a_plus_one_counter_you_put_with_another_effect_triggers_with_that_kind():
    """122.6: Ent-Draught Basin (X = 3, Aragorn's power) puts a +1/+1 counter on Aragorn: p1 put it, so the second
    ability triggers with the kind +1/+1, and the Bears get a +1/+1 counter."""
    g = _board(p1_extra=["Ent-Draught Basin", "Plains"], hand=())
    act(g, f"p1: activate Ent-Draught Basin x=3 -> {ARAGORN}", "resolve")
    assert perm(g, "ara")["counters"] == {"+1/+1": 1}
    assert [(it.source_name, it.data["kinds"]) for it in g.stack] == []  # its target is being chosen
    act(g, "p1: choose Grizzly Bears")
    assert [(it.source_name, it.data["kinds"]) for it in g.stack] == [(ARAGORN, ["+1/+1"])]
    act(g, "resolve")
    b = perm(g, "bear")
    assert b["counters"] == {"+1/+1": 1} and (b["power"], b["toughness"]) == (3, 3)


def _arwen(controller: str):
    arwen = {"card": "Arwen, Mortal Queen", "id": "arwen", "counters": {"indestructible": 1}}
    if controller == "p1":
        return board(state=MAIN, p1={"battlefield": ["Plains", arwen, {"card": ARAGORN, "id": "ara"},
                                                     {"card": "Grizzly Bears", "id": "bear"}], "library": LIB},
                     p2={"library": ["Island"] * 5})
    g = board(state=OPP_MAIN, p1={"battlefield": [{"card": ARAGORN, "id": "ara"},
                                                  {"card": "Grizzly Bears", "id": "bear"}], "library": LIB},
              p2={"battlefield": ["Plains", arwen], "library": ["Island"] * 5})
    return g


def test_two_kinds_put_by_one_effect_trigger_once_with_both_kinds():
    """603.2c: Arwen's ability puts a +1/+1 counter and a lifelink counter on Aragorn in one event: "whenever you
    put one or more counters" triggers once, and both kinds go on the other creature, one of each."""
    g = _arwen("p1")
    act(g, f"p1: activate Arwen, Mortal Queen -> {ARAGORN}", "resolve")
    assert perm(g, "ara")["counters"] == {"+1/+1": 1, "lifelink": 1}
    assert sum(1 for e in g.log if e.kind == "trigger" and e.msg == f"{ARAGORN}'s ability triggers") == 1
    act(g, "p1: choose Grizzly Bears")
    assert [(it.source_name, it.data["kinds"]) for it in g.stack] == [(ARAGORN, ["+1/+1", "lifelink"])]
    act(g, "resolve")
    b = perm(g, "bear")
    assert b["counters"] == {"+1/+1": 1, "lifelink": 1} and "lifelink" in b["keywords"]


def test_an_opponent_putting_counters_on_aragorn_triggers_nothing():
    """"Whenever *you* put": the opponent's Arwen puts the counters (122.6: its controller's effect), so Aragorn's
    controller didn't, and nothing triggers; the counters stay on Aragorn (122.1b: lifelink)."""
    g = _arwen("p2")
    act(g, f"p2: activate Arwen, Mortal Queen -> {ARAGORN}", "resolve")
    a = perm(g, "ara")
    assert a["counters"] == {"+1/+1": 1, "lifelink": 1} and "lifelink" in a["keywords"]
    assert _idle(g)
    assert not any(e.kind == "trigger" and ARAGORN in e.msg for e in g.log)
    assert any(e.kind == "counters" and e.data.get("obj") == "ara" and e.data.get("by") == "p2" for e in g.log)


def test_up_to_one_target_none_is_allowed():
    """"Up to one other target creature" (115.1, 601.2c): no target is chosen; the ability still goes on the stack
    and resolves, putting nothing anywhere."""
    g = _board()
    _tempt(g, "Grizzly Bears")
    act(g, "resolve", "p1: choose first strike")
    assert "choose Aragorn, Company Leader" not in legal(g) and "done" in legal(g)
    act(g, "p1: done")
    assert [(it.source_name, it.targets, it.data["kinds"]) for it in g.stack] == [(ARAGORN, [[]], ["first strike"])]
    act(g, "resolve")
    assert _idle(g)
    assert perm(g, "bear")["counters"] == {} and perm(g, "hg")["counters"] == {}
    assert perm(g, "ara")["counters"] == {"first strike": 1} and "first strike" in perm(g, "ara")["keywords"]


def test_the_counters_it_enters_with_are_put_by_its_controller():
    """122.6, 122.6a: an object given counters as it enters has them put on it by its controller: Long List of the
    Ents (Human noted) makes Aragorn enter with a +1/+1 counter, which triggers the second ability."""
    g = board(state=MAIN, p1={"battlefield": ["Forest"] * 3 + ["Plains", {"card": "Grizzly Bears", "id": "bear"}],
                              "hand": ["Long List of the Ents", ARAGORN], "library": LIB},
              p2={"library": ["Island"] * 5})
    act(g, "p1: cast Long List of the Ents", "resolve", "resolve", "p1: choose Human",
        f"p1: cast {ARAGORN}", "resolve", "resolve")
    assert perm(g, ARAGORN)["counters"] == {"+1/+1": 1}
    act(g, "p1: choose Grizzly Bears")
    assert [(it.source_name, it.data["kinds"]) for it in g.stack] == [(ARAGORN, ["+1/+1"])]
    act(g, "resolve")
    assert perm(g, "bear")["counters"] == {"+1/+1": 1}


# ====================================================================== the bot's choice of counter
def _choice_board(p1_life=20, p2_life=20, step="main1", blocks=False):
    p1 = {"battlefield": ["Forest", "Forest", {"card": ARAGORN, "id": "ara"},
                         {"card": "Grizzly Bears", "id": "bear"}], "hand": ["Bombadil's Song"], "library": LIB,
          "life": p1_life}
    g = board(state=MAIN, p1=p1, p2={"battlefield": [{"card": "Hill Giant", "id": "hg"}], "library": ["Island"] * 5,
                                     "life": p2_life})
    _tempt(g, "Grizzly Bears")
    act(g, "resolve")
    assert g.pending.data["purpose"] == "counter_choice"
    return g


def _bot_choice(g) -> str:
    return HeuristicAgent(1, "normal").choose(PlayerView(g, "p1"), g.legal_actions()).text


def test_the_bot_chooses_deathtouch_when_nothing_presses_and_lifelink_when_behind():
    """Counters stay (122.1b): out of combat the bot takes the kind worth most for the rest of the game
    (deathtouch: Aragorn trades with any creature and deters blockers); behind on life, lifelink."""
    assert _bot_choice(_choice_board()) == "choose deathtouch"
    assert _bot_choice(_choice_board(p1_life=8, p2_life=20)) == "choose lifelink"


def _blocking_choice(attacker: str) -> str:
    """p2 attacks with ``attacker``, Aragorn blocks it; then p1 casts Bombadil's Song on the Bears (the Ring tempts
    p1, the Bears become the Ring-bearer) and the bot chooses Aragorn's counter in the middle of that fight."""
    g = board(state={"turn": 4, "active": "p2", "step": "declare_attackers"},
              p1={"battlefield": ["Forest", "Forest", {"card": ARAGORN, "id": "ara"},
                                  {"card": "Grizzly Bears", "id": "bear"}], "hand": ["Bombadil's Song"],
                  "library": LIB},
              p2={"battlefield": [attacker], "library": ["Island"] * 5})
    act(g, f"p2: attack {attacker}")
    if g.pending is not None and g.pending.kind == "attack":
        act(g, "p2: done")
    act(g, "advance to declare_blockers", f"p1: block {attacker} with {ARAGORN}")
    if g.pending is not None and g.pending.kind == "block":
        act(g, "p1: done")
    if g.pending.player == "p2":
        act(g, "p2: pass")
    _tempt(g, "Grizzly Bears")
    act(g, "resolve")
    assert g.pending.data["purpose"] == "counter_choice" and perm(g, "ara")["blocking"]
    return _bot_choice(g)


def test_the_bot_chooses_the_keyword_that_wins_the_fight_it_is_in():
    """Blocking a 3/3 Hill Giant (it would kill Aragorn, and Aragorn kills it): first strike, so Aragorn deals its
    damage first and survives (702.7b, 510.4).  Blocking a 2/4 Giant Spider (Aragorn's 3 power can't kill it):
    deathtouch (702.2b: any damage is lethal)."""
    assert _blocking_choice("Hill Giant") == "choose first strike"
    assert _blocking_choice("Giant Spider") == "choose deathtouch"
