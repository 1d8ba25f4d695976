"""Rares of the set beyond issue 21's batches (continued): each card is its set file's card of its number (its rules
text against its Oracle text: tests/test_oracle_text.py, for every card), and a scenario of what is distinctive
about it, asserted through the snapshot, the legal actions and the views, citing the rules.

5 Dawn of a New Age: "Dawn of a New Age enters the battlefield with a hope counter on it for each creature you
control. / At the beginning of your end step, remove a hope counter from Dawn of a New Age. If you do, draw a card.
Then if Dawn of a New Age has no hope counters on it, sacrifice it and you gain 4 life." (``enters_with_counters``
with a named amount, counted as it enters, 614.1c; the effect word ``remove_counters`` with its "If you do"
effects, 608.2c; the condition ``self_has_no_hope_counters``, 122.1)

114 Witch-king of Angmar: "Flying / Whenever one or more creatures deal combat damage to you, each opponent
sacrifices a creature that dealt combat damage to you this turn. The Ring tempts you. / Discard a card: Witch-king
of Angmar gains indestructible until end of turn. Tap it." (the trigger mode ``creatures_deal_combat_damage_to_you``,
one trigger for a combat damage step's damage, 510.2, 603.2c; the engine's record of the creatures that dealt combat
damage to each player this turn; ``sacrifice`` with ``dealt_combat_damage_to_you``, 701.17a; the Ring tempts you,
701.52; the discard cost, 701.8a; indestructible, 702.12b; "Tap it", 701.21a)

The brief named the rules of an older edition (701.21 sacrifice, 701.54 the Ring tempts you); the Comprehensive Rules
the project follows (2025-02-07) number them 701.17 (sacrifice) and 701.52 (the Ring tempts you), 701.21 being tap
and untap: the tests cite those."""

from __future__ import annotations

import json

import pytest

from rules_helpers import act, bf_names, board, legal, names, perm

from mtg_tui.ai.base import PlayerView
from mtg_tui.ai.heuristic import HeuristicAgent
from mtg_tui.cards.registry import registry
from mtg_tui.cards.sets import load_set
from mtg_tui.conditions.registry import BY_NAME as CONDITIONS

CARDS = {5: ("Dawn of a New Age", "mythic"), 114: ("Witch-king of Angmar", "mythic")}

MAIN = {"turn": 3, "active": "p1", "step": "main1"}
LIB = ["Island"] * 6


@pytest.mark.parametrize("number,name,rarity", sorted((n, *v) for n, v in CARDS.items()))
def test_card_file_is_the_set_files_card_of_its_number(number, name, rarity):
    c = registry().get(name)
    entry = load_set("LTR").by_number()[number]
    assert (c.set, c.number, entry.name, entry.rarity) == ("LTR", number, name, rarity)


# ====================================================================== 5 Dawn of a New Age
def _dawn(creatures: int, theirs: int = 1):
    g = board(state=MAIN, p1={"battlefield": ["Plains", "Plains"] + ["Grizzly Bears"] * creatures,
                              "hand": ["Dawn of a New Age"], "library": list(LIB)},
              p2={"battlefield": ["Grizzly Bears"] * theirs, "library": list(LIB)})
    act(g, "p1: cast Dawn of a New Age", "resolve")
    return g


def _hope(g) -> int:
    d = perm(g, "Dawn of a New Age")
    assert d is not None
    return int(d["counters"].get("hope", 0))


@pytest.mark.parametrize("creatures", [1, 3])
def test_dawn_enters_with_a_hope_counter_for_each_creature_you_control(creatures):
    """614.1c: "enters with a hope counter on it for each creature you control" is a replacement effect: the
    creatures are counted as it enters (mine only: the opponent's Bears don't count), and it enters with that many
    (122.1); the log says so, citing 614.1c."""
    g = _dawn(creatures, theirs=2)
    assert _hope(g) == creatures
    assert any(e.rule == "614.1c" and e.msg == f"Dawn of a New Age enters with {creatures} hope counter"
               + ("s" if creatures != 1 else "") + " on it" for e in g.log)


def test_dawn_with_no_creature_enters_with_none_and_is_sacrificed_at_the_end_step_for_4_life_and_no_card():
    """614.1c: no creature, no counter.  At the beginning of my end step (513.1, 603.2) there is no hope counter to
    remove, so "If you do" doesn't happen (608.2c): no card is drawn; then it has no hope counters (122.1): it is
    sacrificed (701.17a) and I gain 4 life (119.3)."""
    g = _dawn(0)
    d = perm(g, "Dawn of a New Age")
    assert d is not None and d["counters"] == {}
    act(g, "advance to end")
    assert [it.source_name for it in g.stack] == ["Dawn of a New Age"]
    hand_before = len(names(g, "p1", "hand"))
    act(g, "resolve")
    assert perm(g, "Dawn of a New Age") is None and "Dawn of a New Age" in names(g, "p1", "graveyard")
    assert g.players["p1"].life == 24
    assert len(names(g, "p1", "hand")) == hand_before  # no card drawn
    assert any(e.rule == "701.17a" and "Dawn of a New Age" in e.msg and "sacrificed" in e.msg for e in g.log)
    assert any(e.rule == "608.2c" and "no hope counter was removed" in e.msg for e in g.log)


def test_dawn_draws_at_each_of_my_end_steps_and_the_last_counter_sacrifices_it_for_4_life():
    """Two creatures: two hope counters.  My first end step: one removed (122.1), so I draw a card (608.2c); one is
    left, so it stays.  The opponent's end step: "your end step" only (603.2): no trigger.  My next end step: the
    last one removed, a card drawn, then it has none: sacrificed (701.17a), and I gain 4 life."""
    g = _dawn(2)
    assert _hope(g) == 2
    act(g, "advance to end", "resolve")
    assert _hope(g) == 1 and names(g, "p1", "hand") == ["Island"] and g.players["p1"].life == 20
    assert "Dawn of a New Age" in bf_names(g, "p1")
    act(g, "advance to turn 4 end")
    assert g.active == "p2" and not g.stack  # the opponent's end step: nothing triggers
    act(g, "advance to turn 5 end")
    assert [it.source_name for it in g.stack] == ["Dawn of a New Age"]
    hand = len(names(g, "p1", "hand"))
    act(g, "resolve")
    assert len(names(g, "p1", "hand")) == hand + 1
    assert perm(g, "Dawn of a New Age") is None and "Dawn of a New Age" in names(g, "p1", "graveyard")
    assert g.players["p1"].life == 24


def test_no_hope_counters_is_asked_of_the_card_as_it_last_existed_once_gone():
    """608.2h: the condition reads the counters the card has on the battlefield, or those it had as it last existed
    there once it has left (it left with a hope counter: it doesn't hold; with none: it does)."""
    w = CONDITIONS["self_has_no_hope_counters"]
    for n, holds in ((1, False), (0, True)):
        g = board(state=MAIN, p1={"battlefield": [{"card": "Dawn of a New Age", "id": "dawn",
                                                   "counters": {"hope": n} if n else {}}]})
        assert w.holds(g, "dawn", "p1") is holds
        g.move("dawn", "graveyard")
        assert w.holds(g, "dawn", "p1") is holds


def test_the_bot_casts_dawn():
    """The normal bot casts it (two mana: cards to draw, or 4 life at once with no creature)."""
    for creatures in (0, 2):
        g = board(state=MAIN, p1={"battlefield": ["Plains", "Plains"] + ["Grizzly Bears"] * creatures,
                                  "hand": ["Dawn of a New Age"], "library": list(LIB)}, p2={"library": list(LIB)})
        a = HeuristicAgent(1, "normal").choose(PlayerView(g, "p1"), g.legal_actions())
        assert a.text == "cast Dawn of a New Age"


# ====================================================================== 114 Witch-king of Angmar
OPP_ATTACKS = {"turn": 4, "active": "p2", "step": "declare_attackers"}


def _attack(p1_bf, p2_bf, attackers, blocks=(), hand=("Island",)):
    """p2 attacks p1 with ``attackers`` (ids); p1 blocks as ``blocks`` says ((attacker name, blocker name)); the game
    goes on to the combat damage step."""
    g = board(state=OPP_ATTACKS, p1={"battlefield": p1_bf, "hand": list(hand), "library": list(LIB)},
              p2={"battlefield": p2_bf, "library": list(LIB)})
    for a in attackers:
        act(g, f"p2: attack {a}")
    if g.pending is not None and g.pending.kind == "attack":
        act(g, "p2: done")
    act(g, "advance to declare_blockers")
    for a, b in blocks:
        act(g, f"p1: block {a} with {b}")
    if g.pending is not None and g.pending.kind == "block":
        act(g, "p1: done")
    act(g, "advance to combat_damage")
    return g


WK = {"card": "Witch-king of Angmar", "id": "wk"}


def _triggers(g) -> int:
    return sum(1 for e in g.log if e.kind == "trigger" and e.msg == "Witch-king of Angmar's ability triggers")


def test_two_attackers_that_deal_combat_damage_to_me_trigger_it_once_and_the_opponent_sacrifices_one_of_them():
    """510.2: the step's combat damage is dealt at once; "one or more creatures deal combat damage to you" triggers
    once for it (603.2c), not once per creature.  The opponent chooses (701.17a) among the two that dealt it: the
    Goblin that stayed home is never offered.  Then the Ring tempts me (701.52a): Witch-king is my Ring-bearer."""
    g = _attack([WK], [{"card": "Grizzly Bears", "id": "a"}, {"card": "Hill Giant", "id": "b"},
                       {"card": "Raging Goblin", "id": "home"}], ["a", "b"])
    assert g.players["p1"].life == 15
    assert _triggers(g) == 1 and [it.source_name for it in g.stack] == ["Witch-king of Angmar"]
    act(g, "resolve")
    assert g.pending.player == "p2" and g.pending.data.get("purpose") == "sacrifice"
    assert sorted(legal(g)) == ["choose Grizzly Bears", "choose Hill Giant"]
    assert {o for o, _ in g.pending.options} == {"a", "b"}
    act(g, "p2: choose Hill Giant")
    while g.stack:
        act(g, "resolve")
    assert sorted(bf_names(g, "p2")) == ["Grizzly Bears", "Raging Goblin"]
    assert "Hill Giant" in names(g, "p2", "graveyard")
    assert any(e.rule == "701.17a" and e.msg == "Hill Giant goes to the graveyard from the battlefield (sacrificed)"
               for e in g.log)
    assert g.players["p1"].ring == 1 and g.players["p1"].ring_bearer == "wk"
    assert any(e.kind == "ring" and e.rule == "701.52d" for e in g.log)


def test_a_blocked_attacker_dealt_no_damage_to_me_and_is_not_eligible():
    """The Hill Giant is blocked (509.1): it deals its combat damage to my Bears, not to me (510.1c), so it is not
    "a creature that dealt combat damage to you this turn"; the unblocked Bears are the only one: the opponent
    sacrifices them with no choice to make (701.17a), and the Giant stays."""
    g = _attack([WK, {"card": "Grizzly Bears", "id": "mine"}],
                [{"card": "Grizzly Bears", "id": "a"}, {"card": "Hill Giant", "id": "b"}], ["a", "b"],
                blocks=[("Hill Giant", "Grizzly Bears")])
    assert g.players["p1"].life == 18
    assert _triggers(g) == 1
    act(g, "resolve")
    while g.stack or (g.pending is not None and g.pending.kind == "choice"):
        assert g.pending.data.get("purpose") != "sacrifice"
        if g.pending.kind == "priority":
            act(g, "resolve")
        else:
            act(g, f"{g.pending.player}: " + legal(g)[0])
    assert bf_names(g, "p2") == ["Hill Giant"] and "Grizzly Bears" in names(g, "p2", "graveyard")


def test_no_combat_damage_to_me_no_trigger():
    """Every attacker blocked: no combat damage to me (510.1c), no trigger (603.2)."""
    g = _attack([WK], [{"card": "Grizzly Bears", "id": "a"}], ["a"], blocks=[("Grizzly Bears", "Witch-king of Angmar")])
    assert g.players["p1"].life == 20 and _triggers(g) == 0 and not g.stack


def test_with_none_of_those_creatures_left_the_opponent_sacrifices_nothing_and_the_ring_still_tempts_me():
    """The creature that dealt me combat damage is gone when the trigger resolves (Lightning Bolt in response): the
    opponent controls no creature that dealt combat damage to me this turn, so nothing is sacrificed (701.17a: the
    Goblin that didn't deal any stays); the Ring tempts me all the same (701.52)."""
    g = _attack([WK, "Mountain"], [{"card": "Grizzly Bears", "id": "a"}, {"card": "Raging Goblin", "id": "home"}],
                ["a"], hand=("Lightning Bolt",))
    assert _triggers(g) == 1
    act(g, "p2: pass", "p1: cast Lightning Bolt -> Grizzly Bears", "resolve")
    assert "Grizzly Bears" in names(g, "p2", "graveyard")
    act(g, "resolve")
    while g.pending is not None and g.pending.kind == "choice":
        act(g, f"{g.pending.player}: " + legal(g)[0])
    assert bf_names(g, "p2") == ["Raging Goblin"]
    assert any(e.rule == "701.17a" and "nothing to sacrifice" in e.msg for e in g.log)
    assert g.players["p1"].ring == 1


def test_the_record_of_who_dealt_combat_damage_is_the_turns():
    """"This turn": the engine keeps the creatures that dealt combat damage to each player for the turn, and starts
    over as the next turn begins (500.1)."""
    from mtg_tui.engine.combat import dealt_combat_damage_to

    g = _attack([WK], [{"card": "Grizzly Bears", "id": "a"}], ["a"])
    assert dealt_combat_damage_to(g, "p1") == {"a"} and dealt_combat_damage_to(g, "p2") == frozenset()
    act(g, "resolve")
    act(g, "advance to turn 5 upkeep")
    assert dealt_combat_damage_to(g, "p1") == frozenset()


def _bolt_at_wk(hand=("Island", "Hill Giant")):
    g = board(state={"turn": 4, "active": "p2", "step": "main1"},
              p1={"battlefield": [WK], "hand": list(hand), "library": list(LIB)},
              p2={"battlefield": ["Mountain"], "hand": ["Lightning Bolt"], "library": list(LIB)})
    act(g, "p2: cast Lightning Bolt -> Witch-king of Angmar", "p2: pass")
    return g


def test_discarding_a_card_makes_it_indestructible_and_taps_it():
    """602.2b, 701.8a: "Discard a card" is paid as it is activated, the card of my choice (the choice is mine
    alone: the opponent's view shows neither card while I choose; the discarded one is public after).  As it
    resolves Witch-king gains indestructible until end of turn (611.2) and is tapped (701.21a); the Bolt's 3 damage
    is lethal but doesn't destroy it (702.12b, 704.5g)."""
    g = _bolt_at_wk()
    assert "activate Witch-king of Angmar" in legal(g)
    act(g, "p1: activate Witch-king of Angmar")
    assert g.pending.player == "p1" and sorted(legal(g)) == ["choose Hill Giant", "choose Island"]
    seen = json.dumps(g.view("p2"))
    assert "Hill Giant" not in seen and "Island" not in seen
    act(g, "p1: choose Island")
    assert names(g, "p1", "graveyard") == ["Island"] and names(g, "p1", "hand") == ["Hill Giant"]
    assert any(e.kind == "discard" and e.rule == "701.8a" and e.msg == "Player 1 discards Island (cost)" for e in g.log)
    assert "Hill Giant" not in json.dumps(g.view("p2"))
    act(g, "resolve")
    wk = perm(g, "wk")
    assert wk is not None and wk["tapped"] and "indestructible" in wk["keywords"]
    assert any(e.rule == "701.21a" and e.msg == "Witch-king of Angmar becomes tapped" for e in g.log)
    act(g, "resolve")  # the Bolt
    wk = perm(g, "wk")
    assert wk is not None and wk["damage"] == 3 and wk["toughness"] == 3
    act(g, "advance to turn 5 upkeep")
    wk = perm(g, "wk")
    assert wk is not None and "indestructible" not in wk["keywords"]  # until end of turn (514.2)


def test_with_no_card_in_hand_it_cant_be_activated():
    """602.2b, 701.8a: a discard cost can't be paid with an empty hand."""
    g = _bolt_at_wk(hand=())
    assert "activate Witch-king of Angmar" not in legal(g)


def test_the_bot_discards_only_to_save_it():
    """The normal bot pays a card and the tap only when Witch-king would be destroyed: an opponent's Bolt aims at it,
    or after blocks it fights a creature that deals it lethal damage; not when nothing threatens it, nor in a fight
    it survives."""
    bot = HeuristicAgent(1, "normal")
    g = _bolt_at_wk()
    assert bot.choose(PlayerView(g, "p1"), g.legal_actions()).text == "activate Witch-king of Angmar"
    g = board(state={"turn": 4, "active": "p2", "step": "main1"},
              p1={"battlefield": [WK], "hand": ["Island"], "library": list(LIB)}, p2={"library": list(LIB)})
    act(g, "p2: pass")
    assert "activate Witch-king of Angmar" in legal(g)
    assert bot.choose(PlayerView(g, "p1"), g.legal_actions()).text == "pass"
    for attacker, save in (("Hill Giant", True), ("Grizzly Bears", False)):
        g = board(state=OPP_ATTACKS, p1={"battlefield": [WK], "hand": ["Island"], "library": list(LIB)},
                  p2={"battlefield": [{"card": attacker, "id": "a"}], "library": list(LIB)})
        act(g, "p2: attack a")
        if g.pending is not None and g.pending.kind == "attack":
            act(g, "p2: done")
        act(g, "advance to declare_blockers", f"p1: block {attacker} with Witch-king of Angmar")
        if g.pending is not None and g.pending.kind == "block":
            act(g, "p1: done")
        while g.decider != "p1":
            act(g, "p2: pass")
        want = "activate Witch-king of Angmar" if save else "pass"
        assert bot.choose(PlayerView(g, "p1"), g.legal_actions()).text == want, attacker
