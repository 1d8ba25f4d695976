"""Rares of the set beyond issue 21's batches: each card is its set file's card of its number (its rules text against
its Oracle text: tests/test_oracle_text.py, for every card), and a scenario of what is distinctive about it, asserted
through the snapshot, the legal actions and the views, citing the rules.

241 Horn of the Mark: "Whenever two or more creatures you control attack a player, look at the top five cards of your
library. You may reveal a creature card from among them and put it into your hand. Put the rest on the bottom of
your library in a random order." (the effect word ``look_at_top``, mtg_tui/effects/look_at_top.py)

184 Radagast the Brown: "Whenever Radagast the Brown or another nontoken creature enters the battlefield under your
control, look at the top X cards of your library, where X is that creature's mana value. You may reveal a creature
card from among them that doesn't share a creature type with a creature you control and put it into your hand. Put
the rest on the bottom of your library in a random order." (``look_at_top`` with ``new_type``, the amount
``entered_mana_value``)

209 Gimli, Mournful Avenger: "Gimli, Mournful Avenger has indestructible as long as two or more creatures died under
your control this turn. / Whenever another creature you control dies, put a +1/+1 counter on Gimli. When this
ability resolves for the third time this turn, Gimli fights up to one target creature you don't control." (the
condition ``two_creatures_died_under_your_control_this_turn``, ``nth_resolution`` with a reflexive ``then``)"""

from __future__ import annotations

import json

import pytest

from rules_helpers import act, board, legal, names

from mtg_tui.ai.base import PlayerView
from mtg_tui.ai.heuristic import HeuristicAgent
from mtg_tui.cards.registry import registry
from mtg_tui.cards.sets import load_set

CARDS = {241: ("Horn of the Mark", "rare"), 184: ("Radagast the Brown", "mythic"),
         209: ("Gimli, Mournful Avenger", "rare")}

COMBAT = {"turn": 3, "active": "p1", "step": "declare_attackers"}
#: the top five (a noncreature artifact, two creatures, two lands), then what lies under them
TOP = ["Gimli's Axe", "Grizzly Bears", "Island", "Hill Giant", "Mountain"]
UNDER = ["Forest", "Plains"]


@pytest.mark.parametrize("number,name,rarity", sorted((n, *v) for n, v in CARDS.items()))
def test_card_file_is_the_set_files_card_of_its_number(number, name, rarity):
    c = registry().get(name)
    entry = load_set("LTR").by_number()[number]
    assert (c.set, c.number, entry.name, entry.rarity) == ("LTR", number, name, rarity)


def _horn(attackers=("Grizzly Bears", "Hill Giant"), library=None):
    g = board(state=COMBAT, p1={"battlefield": ["Horn of the Mark", "Grizzly Bears", "Hill Giant"],
                                "library": list(TOP + UNDER if library is None else library)},
              p2={"library": ["Island"] * 5})
    for a in attackers:
        act(g, "p1: attack " + a)
    if g.pending is not None and g.pending.kind == "attack":
        act(g, "p1: done")
    return g


def test_two_attackers_look_at_five_and_take_a_creature_the_rest_to_the_bottom():
    """508.3a, 603.2: two creatures attack a player: it triggers.  The choice offers the creature cards among the
    top five only (not the artifact, not the lands, not the sixth card); the one chosen is revealed (701.16a) and
    put into the hand; the other four go under the cards that were below them."""
    g = _horn()
    assert [it.source_name for it in g.stack] == ["Horn of the Mark"]
    act(g, "resolve")
    assert g.pending.data["purpose"] == "search"
    assert sorted(legal(g)) == ["choose Grizzly Bears", "choose Hill Giant", "done"]
    for n in TOP:  # its controller sees all five in the prompt
        assert n in g.pending.prompt
    act(g, "p1: choose Hill Giant")
    assert names(g, "p1", "hand") == ["Hill Giant"]
    lib = names(g, "p1", "library")
    assert lib[:2] == UNDER  # what was sixth is on top now
    assert sorted(lib[2:]) == sorted(n for n in TOP if n != "Hill Giant")
    assert any(e.kind == "reveal" and e.msg == "Player 1 reveals Hill Giant" and e.rule == "701.16a" for e in g.log)


def test_you_may_take_none():
    """"You may": done takes nothing; all five go to the bottom."""
    g = _horn()
    act(g, "resolve", "p1: done")
    assert names(g, "p1", "hand") == []
    lib = names(g, "p1", "library")
    assert lib[:2] == UNDER and sorted(lib[2:]) == sorted(TOP)
    assert not any(e.kind == "reveal" for e in g.log)


def test_no_creature_among_the_five_asks_nothing():
    """Nothing the filter allows among the top five: no choice; the five go to the bottom all the same."""
    top = ["Island", "Mountain", "Gimli's Axe", "Forest", "Plains"]
    g = _horn(library=top + ["Grizzly Bears"])
    act(g, "resolve")
    assert g.pending is None or g.pending.data.get("purpose") != "search"
    lib = names(g, "p1", "library")
    assert lib[0] == "Grizzly Bears" and sorted(lib[1:]) == sorted(top)
    assert names(g, "p1", "hand") == []


def test_a_short_library_shows_what_it_has():
    """Fewer than five cards: the player looks at them all (608.2h: the count as the effect begins)."""
    g = _horn(library=["Island", "Grizzly Bears"])
    act(g, "resolve")
    assert sorted(legal(g)) == ["choose Grizzly Bears", "done"]
    act(g, "p1: choose Grizzly Bears")
    assert names(g, "p1", "hand") == ["Grizzly Bears"] and names(g, "p1", "library") == ["Island"]


def test_one_attacker_is_not_enough():
    """"Two or more creatures you control attack a player": one attacker doesn't trigger it."""
    g = _horn(attackers=("Hill Giant",))
    assert not g.stack


def test_the_looked_at_cards_stay_hidden_from_the_opponent():
    """401.2, 701.16a: only the chosen card is revealed.  While p1 chooses, p2's view names none of the five; after,
    p2's view and the events it can read name the creature revealed and none of the other four."""
    g = _horn(library=["Gimli's Axe", "Rohirrim Lancer", "Island", "Uruk-hai Berserker", "Mountain", "Forest"])
    act(g, "resolve")
    assert "choose Uruk-hai Berserker" in legal(g)
    seen = json.dumps(g.view("p2"))
    for n in ("Gimli's Axe", "Rohirrim Lancer", "Uruk-hai Berserker"):
        assert n not in seen
    act(g, "p1: choose Rohirrim Lancer")
    seen = json.dumps(g.view("p2"))
    assert "Gimli's Axe" not in seen and "Uruk-hai Berserker" not in seen
    msgs = " ".join(e.msg for e in g.log)
    assert "Gimli's Axe" not in msgs and "Uruk-hai Berserker" not in msgs
    assert "Player 1 reveals Rohirrim Lancer" in msgs
    assert "Player 1 looks at the top 5 cards of their library" in msgs


def test_the_normal_bot_takes_a_creature():
    """The bot answers the choice as a search for its hand: the creature with the most to it, never none."""
    g = _horn()
    act(g, "resolve")
    bot = HeuristicAgent(1, "normal")
    a = bot.choose(PlayerView(g, "p1"), g.legal_actions())
    assert a.text == "choose Hill Giant"


# ====================================================================== 184 Radagast the Brown
MAIN = {"turn": 3, "active": "p1", "step": "main1"}
#: Radagast is an Avatar Wizard, the Bear on the battlefield a Bear: Gandalf (Avatar Wizard) and the Bears share a
#: type with a creature of mine, the Giant and Elrond don't; the fifth card is past Radagast's mana value of 4
RADAGAST_LIB = ["Gandalf, Friend of the Shire", "Grizzly Bears", "Hill Giant", "Elrond, Lord of Rivendell",
                "Uruk-hai Berserker", "Forest"]


def _radagast_cast(library=RADAGAST_LIB, hand=("Radagast the Brown",)):
    g = board(state=MAIN, p1={"battlefield": ["Forest"] * 6 + [{"card": "Grizzly Bears", "id": "bear"}],
                              "hand": list(hand), "library": list(library)},
              p2={"battlefield": ["Mountain"], "hand": ["Lightning Bolt"], "library": ["Island"] * 5})
    return g


def test_radagast_entering_looks_at_its_mana_value_and_offers_only_new_creature_types():
    """603.6a: Radagast entering triggers its own ability; X is its mana value, 4 (202.3): the top four are looked
    at.  205.3m: Gandalf (Avatar Wizard, as Radagast) and Grizzly Bears (a Bear is on the battlefield) share a
    creature type with a creature I control and aren't offered; Hill Giant and Elrond are; the fifth card is not
    looked at."""
    g = _radagast_cast()
    act(g, "p1: cast Radagast the Brown", "resolve")
    assert [it.source_name for it in g.stack] == ["Radagast the Brown"]
    act(g, "resolve")
    assert sorted(legal(g)) == ["choose Elrond, Lord of Rivendell", "choose Hill Giant", "done"]
    assert "Uruk-hai Berserker" not in g.pending.prompt and "Gandalf, Friend of the Shire" in g.pending.prompt
    act(g, "p1: choose Hill Giant")
    assert names(g, "p1", "hand") == ["Hill Giant"]
    lib = names(g, "p1", "library")
    assert lib[:2] == ["Uruk-hai Berserker", "Forest"]
    assert sorted(lib[2:]) == sorted(["Gandalf, Friend of the Shire", "Grizzly Bears", "Elrond, Lord of Rivendell"])


def test_another_nontoken_creature_entering_uses_its_mana_value():
    """Another nontoken creature entering under my control: X is that creature's mana value (Grizzly Bears: 2),
    and the creature types are those of the creatures I control then (the new Bears among them)."""
    g = board(state=MAIN, p1={"battlefield": ["Forest"] * 2 + ["Radagast the Brown"], "hand": ["Grizzly Bears"],
                              "library": ["Hill Giant", "Grizzly Bears", "Elrond, Lord of Rivendell", "Forest"]},
              p2={"library": ["Island"] * 5})
    act(g, "p1: cast Grizzly Bears", "resolve")
    assert [it.source_name for it in g.stack] == ["Radagast the Brown"]
    act(g, "resolve")
    assert sorted(legal(g)) == ["choose Hill Giant", "done"]  # two looked at; the second is a Bear
    act(g, "p1: done")
    assert names(g, "p1", "library")[:2] == ["Elrond, Lord of Rivendell", "Forest"]


def test_a_token_entering_doesnt_trigger_radagast():
    """"Another nontoken creature": a creature token entering (Protector of Gondor's Human Soldier) doesn't."""
    g = board(state=MAIN, p1={"battlefield": ["Plains"] * 5 + ["Radagast the Brown"], "hand": ["Protector of Gondor"],
                              "library": ["Hill Giant"] * 6},
              p2={"library": ["Island"] * 5})
    act(g, "p1: cast Protector of Gondor", "resolve")
    # one trigger of Radagast's, for the Protector: the Soldier token it makes adds none
    while g.stack or (g.pending is not None and g.pending.kind == "choice"):
        if g.pending is not None and g.pending.kind == "choice":
            opts = legal(g)
            act(g, "p1: " + ("done" if "done" in opts else opts[0]))
        else:
            act(g, "resolve")
    assert "Human Soldier" in [x["name"] for x in g.snapshot()["players"]["p1"]["battlefield"]]
    looked = [e for e in g.log if e.msg.startswith("Player 1 looks at the top")]
    assert len(looked) == 1


def test_the_creature_gone_before_it_resolves_counts_as_it_last_existed():
    """608.2h: Lightning Bolt kills the Hill Giant in response; X is still its mana value, 4."""
    g = board(state=MAIN, p1={"battlefield": ["Mountain"] * 4 + ["Radagast the Brown"], "hand": ["Hill Giant"],
                              "library": ["Forest", "Forest", "Forest", "Elrond, Lord of Rivendell", "Forest"]},
              p2={"battlefield": ["Mountain"], "hand": ["Lightning Bolt"], "library": ["Island"] * 5})
    act(g, "p1: cast Hill Giant", "resolve")
    assert [it.source_name for it in g.stack] == ["Radagast the Brown"]
    act(g, "p1: pass", "p2: cast Lightning Bolt -> Hill Giant", "resolve")
    assert "Hill Giant" in names(g, "p1", "graveyard")
    act(g, "resolve")
    assert sorted(legal(g)) == ["choose Elrond, Lord of Rivendell", "done"]  # the fourth card was looked at


# ====================================================================== 209 Gimli, Mournful Avenger
def _gimli(bears=3, theirs=("Hill Giant",), damage=0):
    return board(state=MAIN, p1={"battlefield": ["Mountain"] * 3 + [{"card": "Gimli, Mournful Avenger", "id": "gimli",
                                                                    "damage": damage}]
                                 + [{"card": "Grizzly Bears", "id": f"b{i}"} for i in range(bears)],
                                 "hand": ["Lightning Bolt"] * 3},
                 p2={"battlefield": [{"card": n, "id": f"t{i}"} for i, n in enumerate(theirs)],
                     "library": ["Island"] * 5})


def _keywords(g, oid):
    return next(x for p in ("p1", "p2") for x in g.snapshot()["players"][p]["battlefield"] if x["id"] == oid)["keywords"]


def _counters(g, oid):
    return next(x for x in g.snapshot()["players"]["p1"]["battlefield"] if x["id"] == oid)["counters"]


def test_gimli_grows_with_each_other_creature_of_mine_that_dies_and_fights_on_the_third():
    """603.2, 700.4: each other creature of mine that dies triggers it: a +1/+1 counter each time.  The third
    resolution this turn (608.2c) triggers a reflexive ability (603.12): Gimli, 6/5 by then, fights up to one target
    creature I don't control (701.14a): the Hill Giant (3/3) dies, Gimli survives with 3 damage."""
    g = _gimli()
    for i in range(2):
        act(g, f"p1: cast Lightning Bolt -> b{i}", "resolve")
        assert [it.source_name for it in g.stack] == ["Gimli, Mournful Avenger"]
        act(g, "resolve")
        assert _counters(g, "gimli") == {"+1/+1": i + 1} and not g.stack
    act(g, "p1: cast Lightning Bolt -> b2", "resolve", "resolve")  # the third resolution
    # its one legal target, the Hill Giant, is chosen as it goes on the stack (up to one: none is also an answer)
    if g.pending is not None and g.pending.kind == "choice":
        assert "choose Hill Giant" in legal(g)
        act(g, "p1: choose Hill Giant")
    assert [it.source_name for it in g.stack] == ["Gimli, Mournful Avenger"]
    act(g, "resolve")
    assert "Hill Giant" in names(g, "p2", "graveyard")
    gimli = next(x for x in g.snapshot()["players"]["p1"]["battlefield"] if x["id"] == "gimli")
    assert (gimli["power"], gimli["toughness"], gimli["damage"]) == (6, 5, 3)


def test_gimli_has_indestructible_once_two_of_my_creatures_died_this_turn():
    """700.4: one creature of mine died: not yet; two: indestructible (702.12b), for the rest of the turn."""
    g = _gimli(theirs=(), damage=1)
    act(g, "p1: cast Lightning Bolt -> b0", "resolve", "resolve")
    assert "indestructible" not in _keywords(g, "gimli")
    act(g, "p1: cast Lightning Bolt -> b1", "resolve", "resolve")
    assert "indestructible" in _keywords(g, "gimli")
    act(g, "p1: cast Lightning Bolt -> gimli", "resolve")  # 3 damage on a 5/4 that has 1 already: lethal
    gimli = next(x for x in g.snapshot()["players"]["p1"]["battlefield"] if x["id"] == "gimli")
    assert (gimli["toughness"], gimli["damage"]) == (4, 4)  # 704.5g doesn't destroy it: 702.12b


def test_gimli_counts_only_other_creatures_of_mine():
    """"Another creature you control": an opponent's creature dying doesn't trigger it."""
    g = _gimli(bears=0, theirs=("Grizzly Bears",))
    act(g, "p1: cast Lightning Bolt -> t0", "resolve")
    assert "Grizzly Bears" in names(g, "p2", "graveyard") and not g.stack
    assert _counters(g, "gimli") == {}


def test_the_third_resolution_with_no_creature_of_theirs_fights_nothing():
    """"Up to one target": with no creature of theirs, the reflexive ability has no target and Gimli fights no one
    (the third counter is still put on it)."""
    g = _gimli(theirs=())
    for i in range(3):
        act(g, f"p1: cast Lightning Bolt -> b{i}", "resolve")
        while g.stack or (g.pending is not None and g.pending.kind == "choice"):
            if g.pending is not None and g.pending.kind == "choice":
                act(g, "p1: done")
            else:
                act(g, "resolve")
    assert _counters(g, "gimli") == {"+1/+1": 3}
    gimli = next(x for x in g.snapshot()["players"]["p1"]["battlefield"] if x["id"] == "gimli")
    assert gimli["damage"] == 0
