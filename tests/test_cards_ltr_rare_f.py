"""Rares of the set beyond issue 21's batches (continued): each card is its set file's card of its number (its rules
text against its Oracle text: tests/test_oracle_text.py, for every card), and a scenario of what is distinctive
about it, asserted through the snapshot, the legal actions and the views, citing the rules.

52 Goldberry, River-Daughter: "{T}: Move a counter of each kind not on Goldberry, River-Daughter from another target
permanent you control onto Goldberry. / {U}, {T}: Move one or more counters from Goldberry onto another target
permanent you control. If you do, draw a card." (the effect word ``move_counters``: ``each_kind_missing``, and
``chosen`` with its "If you do" effects, 608.2c)

136 Hew the Entwood: "Sacrifice any number of lands. Reveal the top X cards of your library, where X is the number of
lands sacrificed this way. Choose any number of artifact and/or land cards revealed this way. Put all nonland cards
chosen this way onto the battlefield, then put all land cards chosen this way onto the battlefield tapped, then put
the rest on the bottom of your library in a random order." (the effect words ``sacrifice_any_number``, 701.17a, and
``reveal_top_choose``, 701.16a; the amount ``lands_sacrificed_this_way``, 107.3a)

The brief named 122.8 for moving counters; the Comprehensive Rules the project follows (2025-02-07) define moving a
counter in 122.5 (removed from the first object and put onto the second; if either can't be done, neither is), 122.8
being a triggered ability's "put its counters on" of an object that left: the tests and the log cite 122.5.  "The
bottom of your library in a random order" is the game's random generator's order, not the owner's arrangement of
401.4 (the log's event cites 401.4, the rule of putting several cards at one place of a library)."""

from __future__ import annotations

import json

import pytest

from rules_helpers import act, bf_names, board, legal, names, perm

from mtg_tui.ai.base import PlayerView
from mtg_tui.ai.heuristic import HeuristicAgent
from mtg_tui.cards.registry import registry
from mtg_tui.cards.sets import load_set

CARDS = {52: ("Goldberry, River-Daughter", "rare"), 136: ("Hew the Entwood", "mythic")}

MAIN = {"turn": 3, "active": "p1", "step": "main1"}
LIB = ["Island"] * 6
GOLD = "Goldberry, River-Daughter"


@pytest.mark.parametrize("number,name,rarity", sorted((n, *v) for n, v in CARDS.items()))
def test_card_file_is_the_set_files_card_of_its_number(number, name, rarity):
    c = registry().get(name)
    entry = load_set("LTR").by_number()[number]
    assert (c.set, c.number, entry.name, entry.rarity) == ("LTR", number, name, rarity)


def _bot_choice(g, player="p1"):
    return HeuristicAgent(1, "normal").choose(PlayerView(g, player), g.legal_actions()).text


# ====================================================================== 52 Goldberry, River-Daughter
def _goldberry(gold=None, bear=None, extra=(), hand=(), theirs=()):
    return board(state=MAIN, p1={"battlefield": ["Island", {"card": GOLD, "id": "gold", "counters": dict(gold or {})},
                                                 {"card": "Grizzly Bears", "id": "bear", "counters": dict(bear or {})},
                                                 *extra],
                                 "hand": list(hand), "library": list(LIB)},
                 p2={"battlefield": list(theirs), "library": list(LIB)})


def _counters(g, oid):
    return perm(g, oid)["counters"]


def test_goldberry_takes_one_counter_of_each_kind_she_lacks():
    """122.5: "a counter of each kind not on Goldberry": the Bears have two +1/+1 counters, a flying counter and a
    lifelink counter; Goldberry has a +1/+1 counter already, so one flying and one lifelink counter move (removed from
    the Bears, put on her) and no +1/+1 counter does.  122.1b: the keyword counters give her flying and lifelink."""
    g = _goldberry(gold={"+1/+1": 1}, bear={"+1/+1": 2, "flying": 1, "lifelink": 1})
    act(g, f"p1: activate {GOLD} #1 -> Grizzly Bears", "resolve")
    assert _counters(g, "gold") == {"+1/+1": 1, "flying": 1, "lifelink": 1}
    assert _counters(g, "bear") == {"+1/+1": 2}
    assert {"flying", "lifelink"} <= set(perm(g, "gold")["keywords"])
    assert "flying" not in perm(g, "bear")["keywords"]
    assert perm(g, "gold")["tapped"]  # {T} paid
    moved = [e for e in g.log if e.rule == "122.5" and e.kind == "effect"]
    assert [e.msg for e in moved] == [f"Player 1 moves a flying counter and a lifelink counter from Grizzly Bears onto "
                                      f"{GOLD}"]


def test_goldberry_takes_nothing_when_she_has_every_kind():
    """Each kind on the Bears is on Goldberry already: no counter moves (122.5), the Bears keep theirs."""
    g = _goldberry(gold={"+1/+1": 1, "flying": 1}, bear={"+1/+1": 3, "flying": 1})
    act(g, f"p1: activate {GOLD} #1 -> Grizzly Bears", "resolve")
    assert _counters(g, "gold") == {"+1/+1": 1, "flying": 1}
    assert _counters(g, "bear") == {"+1/+1": 3, "flying": 1}


def test_goldberry_gone_before_it_resolves_moves_nothing():
    """122.5: "if either object is no longer in the correct zone" no counter is removed from or put onto anything:
    Lightning Bolt kills Goldberry in response; the Bears keep their counters."""
    g = board(state=MAIN, p1={"battlefield": ["Island", {"card": GOLD, "id": "gold"},
                                             {"card": "Grizzly Bears", "id": "bear",
                                              "counters": {"+1/+1": 1, "flying": 1}}], "library": list(LIB)},
              p2={"battlefield": ["Mountain"], "hand": ["Lightning Bolt"], "library": list(LIB)})
    act(g, f"p1: activate {GOLD} #1 -> Grizzly Bears", "p1: pass", f"p2: cast Lightning Bolt -> {GOLD}", "resolve")
    assert GOLD in names(g, "p1", "graveyard")
    act(g, "resolve")
    assert _counters(g, "bear") == {"+1/+1": 1, "flying": 1}


def test_goldberry_gives_the_counters_chosen_one_at_a_time_and_draws():
    """Her second ability: "one or more counters", the controller's choice as it resolves (608.2c): one choose <kind>
    per counter, and done only once one is chosen; the chosen ones move (122.5), then, since some did, a card is
    drawn ("If you do")."""
    g = _goldberry(gold={"+1/+1": 2, "flying": 1})
    act(g, f"p1: activate {GOLD} #2 -> Grizzly Bears", "resolve")
    assert g.pending.data["purpose"] == "move_counter"
    assert sorted(legal(g)) == ["choose +1/+1", "choose flying"]  # no done: at least one
    act(g, "p1: choose +1/+1")
    assert sorted(legal(g)) == ["choose +1/+1", "choose flying", "done"]
    act(g, "p1: choose flying")
    assert sorted(legal(g)) == ["choose +1/+1", "done"]  # her one flying counter is chosen already
    assert names(g, "p1", "hand") == []  # nothing moved or drawn yet
    act(g, "p1: done")
    assert _counters(g, "gold") == {"+1/+1": 1}
    assert _counters(g, "bear") == {"+1/+1": 1, "flying": 1}
    assert "flying" in perm(g, "bear")["keywords"] and "flying" not in perm(g, "gold")["keywords"]
    assert names(g, "p1", "hand") == ["Island"]
    assert any(e.rule == "122.5" and e.msg == "Player 1 moves a +1/+1 counter and a flying counter from "
               f"{GOLD} onto Grizzly Bears" for e in g.log)


def test_goldberry_moving_every_counter_ends_the_choice():
    """One kind of counter on her: the first choice is the only one there is (the game makes it, and says so); the
    last counter chosen, nothing is left to choose and they move at once; a card is drawn."""
    g = _goldberry(gold={"+1/+1": 2})
    act(g, f"p1: activate {GOLD} #2 -> Grizzly Bears", "resolve")
    assert g.pending.data["moved"] == 1 and sorted(legal(g)) == ["choose +1/+1", "done"]
    assert any(e.msg == "Player 1: choose +1/+1 (the only choice)" for e in g.log)
    act(g, "p1: choose +1/+1")
    assert g.pending.kind == "priority"
    assert _counters(g, "gold") == {} and _counters(g, "bear") == {"+1/+1": 2}
    assert perm(g, "bear")["power"] == 4
    assert names(g, "p1", "hand") == ["Island"]


def test_goldberry_with_no_counter_moves_none_and_draws_no_card():
    """No counter on Goldberry: none can move (122.5), nothing is asked, and no card is drawn (608.2c: "If you do")."""
    g = _goldberry(bear={"+1/+1": 1})
    act(g, f"p1: activate {GOLD} #2 -> Grizzly Bears", "resolve")
    assert g.pending.kind == "priority"
    assert names(g, "p1", "hand") == []
    assert _counters(g, "bear") == {"+1/+1": 1}
    assert any(e.rule == "608.2c" and "no counter was moved" in e.msg for e in g.log)


def test_a_counter_moved_is_put_through_the_replacement_effects():
    """122.5, 614.1: the counter moved is put on the second object as any counter put: Mauhúr (an Orc I control)
    gets that many plus one +1/+1 counters; Goldberry loses one."""
    g = _goldberry(gold={"+1/+1": 1}, extra=[{"card": "Mauhúr, Uruk-hai Captain", "id": "mauhur"}])
    act(g, f"p1: activate {GOLD} #2 -> Mauhúr, Uruk-hai Captain", "resolve")
    assert _counters(g, "gold") == {} and _counters(g, "mauhur") == {"+1/+1": 2}
    assert names(g, "p1", "hand") == ["Island"]


def test_goldberry_targets_only_another_permanent_i_control():
    """"Another target permanent you control": not Goldberry herself, not the opponent's."""
    g = _goldberry(gold={"+1/+1": 1}, theirs=[{"card": "Hill Giant", "id": "giant", "counters": {"flying": 1}}])
    acts = [a for a in legal(g) if a.startswith("activate")]
    assert acts and all(a.endswith(("-> Grizzly Bears", "-> Island")) for a in acts)


def test_the_bot_gives_the_best_counter_then_keeps_the_rest():
    """The normal bot: the +1/+1 counter onto the Bears (a creature grows; a stun counter would keep it tapped,
    122.1d), then done: the other counters stay on Goldberry for the next card."""
    g = _goldberry(gold={"stun": 1, "+1/+1": 2})
    act(g, f"p1: activate {GOLD} #2 -> Grizzly Bears", "resolve")
    assert _bot_choice(g) == "choose +1/+1"
    act(g, "p1: choose +1/+1")
    assert _bot_choice(g) == "done"


def test_the_bot_uses_goldberry_only_when_a_counter_would_move():
    """In its first main phase the bot gives a counter of Goldberry's to the Bears and draws; with none on her it
    doesn't activate her for nothing.  At the opponent's end step (nothing fights any more) it takes back the
    Bears' kind of counter she lacks, to give it again for a card."""
    g = _goldberry(gold={"+1/+1": 1})
    assert _bot_choice(g) == f"activate {GOLD} #2 -> Grizzly Bears"
    g = _goldberry()
    assert not _bot_choice(g).startswith(f"activate {GOLD}")
    g = board(state={"turn": 4, "active": "p2", "step": "end"},
              p1={"battlefield": ["Island", {"card": GOLD, "id": "gold"},
                                  {"card": "Grizzly Bears", "id": "bear", "counters": {"+1/+1": 2}}],
                  "library": list(LIB)},
              p2={"library": list(LIB)})
    act(g, "p2: pass")
    assert _bot_choice(g) == f"activate {GOLD} #1 -> Grizzly Bears"


# ====================================================================== 136 Hew the Entwood
#: the top three, then what lies under them (never revealed with X = 3)
HEW_LIB = ["Gimli's Axe", "Grizzly Bears", "Forest", "Hill Giant", "Plains"]


def _hew(lands=8, library=HEW_LIB, hand=("Hew the Entwood",)):
    g = board(state=MAIN, p1={"battlefield": [{"card": "Mountain", "id": f"m{i}"} for i in range(lands)],
                              "hand": list(hand), "library": list(library)},
              p2={"library": list(LIB)})
    act(g, "p1: cast Hew the Entwood", "resolve")
    return g


def test_hew_sacrificing_no_land_reveals_nothing():
    """701.17a "any number" may be none: done at once; X is 0 (107.3a), no card is revealed (701.16a), the library
    is as it was, every land stays."""
    g = _hew()
    assert g.pending.data["purpose"] == "sacrifice_any"
    assert "done" in legal(g)
    act(g, "p1: done")
    assert g.pending.kind == "priority"
    assert names(g, "p1", "library") == HEW_LIB
    assert bf_names(g, "p1").count("Mountain") == 8
    assert not any(e.kind == "reveal" for e in g.log)
    assert "Hew the Entwood" in names(g, "p1", "graveyard")


def test_hew_three_lands_reveal_three_the_artifact_untapped_the_land_tapped_the_rest_to_the_bottom():
    """701.17a: three lands chosen one at a time, then sacrificed at once; X = 3: the top three are revealed
    (701.16a, named in the log).  Only the artifact and the land may be chosen (not Grizzly Bears, a creature card).
    110.2a: Gimli's Axe enters untapped, the Forest tapped; Grizzly Bears goes under the two cards that were below it
    (401.4, in a random order)."""
    g = _hew()
    act(g, "p1: choose m0", "p1: choose m1", "p1: choose m7")
    assert bf_names(g, "p1").count("Mountain") == 8  # chosen, not sacrificed yet
    act(g, "p1: done")
    assert bf_names(g, "p1").count("Mountain") == 5 and names(g, "p1", "graveyard").count("Mountain") == 3
    assert perm(g, "m7") is None and perm(g, "m2") is not None
    assert any(e.rule == "701.17a" and e.msg == "Player 1 sacrifices 3 lands" for e in g.log)
    assert any(e.kind == "reveal" and e.rule == "701.16a" and e.msg ==
               "Player 1 reveals Gimli's Axe, Grizzly Bears, Forest from the top of their library" for e in g.log)
    assert g.pending.data["purpose"] == "reveal_choose"
    assert sorted(legal(g)) == ["choose Forest", "choose Gimli's Axe", "done"]  # no creature card
    act(g, "p1: choose Gimli's Axe")
    assert sorted(legal(g)) == ["choose Forest", "done"]
    act(g, "p1: choose Forest")
    assert g.pending.kind == "priority"
    axe, forest = perm(g, "Gimli's Axe"), perm(g, "Forest")
    assert axe is not None and not axe["tapped"] and axe["controller"] == "p1"
    assert forest is not None and forest["tapped"]
    assert names(g, "p1", "library") == ["Hill Giant", "Plains", "Grizzly Bears"]
    assert any(e.rule == "401.4" and "bottom of their library in a random order" in e.msg for e in g.log)


def test_hew_the_rest_go_to_the_bottom_as_a_set_in_some_order():
    """Four lands: four revealed; only the artifact taken (done stops the choosing: "any number"); the three others
    go to the bottom, under the card that was fifth: their set, in an order no player chose."""
    g = _hew(library=["Grizzly Bears", "Island", "Hill Giant", "Gimli's Axe", "Plains"])
    act(g, "p1: choose m0", "p1: choose m1", "p1: choose m2", "p1: choose m3", "p1: done")
    assert sorted(legal(g)) == ["choose Gimli's Axe", "choose Island", "done"]
    act(g, "p1: choose Gimli's Axe", "p1: done")
    lib = names(g, "p1", "library")
    assert lib[0] == "Plains" and sorted(lib[1:]) == sorted(["Grizzly Bears", "Island", "Hill Giant"])
    assert perm(g, "Gimli's Axe") is not None and perm(g, "Island") is None


def test_hew_reveals_only_the_top_x_and_hides_the_rest():
    """401.2, 701.16a: before the reveal the opponent's view names none of the library's cards; the revealed three are
    public after it; the fourth and fifth are never named to the opponent (view or log)."""
    g = _hew()
    seen = json.dumps(g.view("p2"))
    assert not any(n in seen for n in HEW_LIB)
    act(g, "p1: choose m0", "p1: choose m1", "p1: choose m2", "p1: done")
    assert g.view("p2")["pending"]["prompt"] == "Player 1 is deciding"
    act(g, "p1: done")
    msgs = " ".join(e.msg for e in g.log)
    seen = json.dumps(g.view("p2"))
    for hidden in ("Hill Giant", "Plains"):
        assert hidden not in msgs and hidden not in seen


def test_the_bot_sacrifices_only_the_lands_its_hand_doesnt_need():
    """The normal bot keeps five lands, or as many as its hand's most expensive spell costs: with eight Mountains and
    a two-drop in hand it sacrifices three (the tapped ones first), then stops; it takes every artifact and land
    revealed."""
    g = _hew(hand=("Hew the Entwood", "Grizzly Bears"))
    picked = []
    for _ in range(20):  # it never loops
        if g.pending.data.get("purpose") != "sacrifice_any":
            break
        a = _bot_choice(g)
        picked.append(a)
        act(g, "p1: " + a)
    assert picked[-1] == "done" and len(picked) == 4
    assert bf_names(g, "p1").count("Mountain") == 5
    left = [x for x in g.snapshot()["players"]["p1"]["battlefield"] if x["name"] == "Mountain"]
    assert sum(not x["tapped"] for x in left) == 3  # the three it sacrificed were tapped (they paid for Hew)
    while g.pending.kind == "choice":
        act(g, "p1: " + _bot_choice(g))
    assert perm(g, "Gimli's Axe") is not None and perm(g, "Forest") is not None


def test_the_bot_with_no_land_to_spare_sacrifices_none_and_holds_hew():
    """Six lands and a six-drop in hand: none to spare; resolving, the bot answers done at once; in its main phase,
    it doesn't cast Hew with only five lands."""
    g = _hew(lands=6, hand=("Hew the Entwood", "Troll of Khazad-dûm"))
    assert _bot_choice(g) == "done"
    g = board(state=MAIN, p1={"battlefield": ["Mountain"] * 5, "hand": ["Hew the Entwood"], "library": list(LIB)},
              p2={"library": list(LIB)})
    bot = HeuristicAgent(1, "normal")
    assert bot.choose(PlayerView(g, "p1"), g.legal_actions()).text != "cast Hew the Entwood"
    assert ("cast Hew the Entwood", -2.0, "hold Hew the Entwood: no land to spare for it") in bot.last.alternatives
    g = board(state=MAIN, p1={"battlefield": ["Mountain"] * 8, "hand": ["Hew the Entwood"], "library": list(LIB)},
              p2={"library": list(LIB)})
    assert _bot_choice(g) == "cast Hew the Entwood"  # three to spare
