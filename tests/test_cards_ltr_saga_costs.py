"""Issue 21, the additional costs, conditional cost reductions and Sagas of the set's commons and uncommons:
each card's rules text reads as its Oracle text (the comparison of tests/test_cards_ltr_commons.py), and a
scenario of what is distinctive about it, asserted through the snapshot and the legal actions.

New rules: a spell's additional costs (601.2b), chosen by its player before the mana is paid (SCENARIOS 1.1),
"sacrifice a creature or pay {4}" (``choose pay {4}``), what was sacrificed as it last existed (608.2h); cost
reductions that apply under a condition or a target (601.2f)."""

from __future__ import annotations


import pytest

from rules_helpers import act, bf_names, board, legal, names, perm
from test_cards_ltr_commons import kw, pt

from mtg_tui.cards.registry import registry
from mtg_tui.cards.sets import load_set
from mtg_tui.engine.mana import IDX

CARDS = {
    92: "Lash of the Balrog", 99: "Nasty End", 137: "Improvised Club", 141: "Quarrel's End",
    1: "Banish from Edoras", 13: "Esquire of the King", 39: "Arwen's Gift", 77: "Bitter Downfall",
    116: "Book of Mazarbul", 101: "Oath of the Grey Host", 34: "Tale of Tinúviel", 40: "The Bath Song",
    174: "Long List of the Ents",
}
UNCOMMON: set[int] = {77, 116, 101, 34, 40, 174}

MAIN = {"turn": 3, "active": "p1", "step": "main1"}
OPP_MAIN = {"turn": 4, "active": "p2", "step": "main1"}
LIB = ["Island"] * 8


def pl(g, p="p1"):
    return g.snapshot()["players"][p]


def untapped(g, name, p="p1"):
    return sum(1 for x in g.snapshot()["players"][p]["battlefield"] if x["name"] == name and not x["tapped"])


# ====================================================================== the cards and their text
@pytest.mark.parametrize("number,name", sorted(CARDS.items()))
def test_card_file_is_the_set_files_card_of_its_number(number, name):
    c = registry().get(name)
    entry = load_set("LTR").by_number()[number]
    rarity = "uncommon" if number in UNCOMMON else "common"
    assert (c.set, c.number, entry.name, entry.rarity) == ("LTR", number, name, rarity)


# (each card's rendered rules text against its Oracle text: tests/test_oracle_text.py, for every card)


# ====================================================================== additional costs (601.2b)
def test_lash_of_the_balrog_sacrifices_a_creature_chosen_by_its_player():
    """601.2b, 601.2h: the additional cost is paid as it is cast; the player picks the creature to sacrifice
    (SCENARIOS 1.1), the cast action names only the spell and its target."""
    g = board(state=MAIN, p1={"battlefield": ["Swamp", "Grizzly Bears", "Typhoid Rats"],
                              "hand": ["Lash of the Balrog"]},
              p2={"battlefield": ["Hill Giant"]})
    assert "cast Lash of the Balrog -> Hill Giant" in legal(g)
    act(g, "p1: cast Lash of the Balrog -> Hill Giant")
    # {4}{B} can't be paid with one Swamp: the choice is between the creatures only
    assert set(legal(g)) == {"choose Grizzly Bears", "choose Typhoid Rats"}
    act(g, "p1: choose Typhoid Rats", "resolve")
    assert bf_names(g, "p1") == ["Swamp", "Grizzly Bears"]
    assert "Typhoid Rats" in names(g, "p1", "graveyard")
    assert bf_names(g, "p2") == []


def test_lash_of_the_balrog_may_pay_four_instead():
    """601.2b: "sacrifice a creature or pay {4}": with the mana, ``choose pay {4}`` is offered beside the creature;
    paying it keeps the creature and taps five lands."""
    g = board(state=MAIN, p1={"battlefield": ["Swamp"] * 5 + ["Grizzly Bears"], "hand": ["Lash of the Balrog"]},
              p2={"battlefield": ["Hill Giant"]})
    act(g, "p1: cast Lash of the Balrog -> Hill Giant")
    assert set(legal(g)) == {"choose Grizzly Bears", "choose pay {4}"}
    act(g, "p1: choose pay {4}", "resolve")
    assert "Grizzly Bears" in bf_names(g, "p1") and untapped(g, "Swamp") == 0
    assert bf_names(g, "p2") == []


def test_lash_of_the_balrog_needs_a_creature_or_five_mana():
    """601.2b, 601.2h: a spell whose additional cost can't be paid isn't offered; with no creature to sacrifice,
    paying {4} is the only way (the engine takes it)."""
    g = board(state=MAIN, p1={"battlefield": ["Swamp"] * 4, "hand": ["Lash of the Balrog"]},
              p2={"battlefield": ["Hill Giant"]})
    assert not any(a.startswith("cast Lash") for a in legal(g))
    g = board(state=MAIN, p1={"battlefield": ["Swamp"] * 5, "hand": ["Lash of the Balrog"]},
              p2={"battlefield": ["Hill Giant"]})
    act(g, "p1: cast Lash of the Balrog -> Hill Giant")
    assert untapped(g, "Swamp") == 0 and g.stack  # forced: {4} paid, the spell on the stack
    act(g, "resolve")
    assert bf_names(g, "p2") == []


def test_nasty_end_draws_three_when_the_sacrificed_creature_was_legendary():
    """608.2h: the sacrificed creature's last known information says whether it was legendary."""
    g = board(state=MAIN, p1={"battlefield": ["Swamp"] * 2 + ["Grizzly Bears", "Elrond, Lord of Rivendell"],
                              "hand": ["Nasty End"], "library": LIB})
    act(g, "p1: cast Nasty End")
    assert set(legal(g)) == {"choose Grizzly Bears", "choose Elrond, Lord of Rivendell"}
    act(g, "p1: choose Elrond, Lord of Rivendell", "resolve")
    assert len(pl(g)["hand"]) == 3


def test_nasty_end_draws_two_for_a_nonlegendary_creature():
    g = board(state=MAIN, p1={"battlefield": ["Swamp"] * 2 + ["Grizzly Bears", "Elrond, Lord of Rivendell"],
                              "hand": ["Nasty End"], "library": LIB})
    act(g, "p1: cast Nasty End", "p1: choose Grizzly Bears", "resolve")
    assert len(pl(g)["hand"]) == 2
    assert "Elrond, Lord of Rivendell" in bf_names(g, "p1")


def test_nasty_end_cannot_be_cast_without_a_creature():
    """601.2b: no creature to sacrifice, no Nasty End."""
    g = board(state=MAIN, p1={"battlefield": ["Swamp"] * 2, "hand": ["Nasty End"], "library": LIB})
    assert not any(a.startswith("cast Nasty End") for a in legal(g))


def test_improvised_club_sacrifices_an_artifact_or_creature_not_a_land():
    """601.2b: the candidates are artifacts and creatures (a land isn't offered); 4 damage to any target."""
    g = board(state=MAIN, p1={"battlefield": ["Mountain", "Mountain", "Mind Stone", "Grizzly Bears"],
                              "hand": ["Improvised Club"]},
              p2={"battlefield": ["Hill Giant"]})
    act(g, "p1: cast Improvised Club -> Hill Giant")
    assert set(legal(g)) == {"choose Mind Stone", "choose Grizzly Bears"}
    act(g, "p1: choose Mind Stone", "resolve")
    assert bf_names(g, "p2") == [] and "Mind Stone" in names(g, "p1", "graveyard")
    assert "Grizzly Bears" in bf_names(g, "p1")


def test_improvised_club_may_sacrifice_the_mind_stone_that_made_its_mana():
    """601.2g-h: mana abilities are activated before the costs are paid, and tapping Mind Stone for mana doesn't
    stop it being sacrificed: with one Mountain and Mind Stone, Improvised Club ({1}{R}) is cast, Mind Stone the
    one artifact or creature to sacrifice (forced)."""
    g = board(state=MAIN, p1={"battlefield": ["Mountain", "Mind Stone"], "hand": ["Improvised Club"]})
    act(g, "p1: cast Improvised Club -> p2")
    assert g.stack and "Mind Stone" in names(g, "p1", "graveyard")
    act(g, "resolve")
    assert pl(g, "p2")["life"] == 16


def test_quarrels_end_discards_another_card_then_draws_two_and_makes_a_soldier():
    """601.2b, 701.8a: the card discarded is another card from hand, chosen by its player."""
    g = board(state=MAIN, p1={"battlefield": ["Mountain"] * 3, "hand": ["Quarrel's End", "Hill Giant", "Forest"],
                              "library": LIB})
    act(g, "p1: cast Quarrel's End")
    assert set(legal(g)) == {"choose Hill Giant", "choose Forest"}
    act(g, "p1: choose Hill Giant", "resolve")
    assert sorted(names(g, "p1", "graveyard")) == ["Hill Giant", "Quarrel's End"]
    assert sorted(names(g, "p1", "hand")) == ["Forest", "Island", "Island"]
    assert "Human Soldier" in bf_names(g, "p1")


def test_quarrels_end_alone_in_hand_cannot_be_cast():
    """601.2b: it can't discard itself to pay its own cost."""
    g = board(state=MAIN, p1={"battlefield": ["Mountain"] * 3, "hand": ["Quarrel's End"], "library": LIB})
    assert not any(a.startswith("cast Quarrel") for a in legal(g))


# ====================================================================== cost reductions (601.2f)
def test_banish_from_edoras_costs_two_less_only_aimed_at_a_tapped_creature():
    """601.2f: the reduction depends on the target chosen (601.2c comes first): with three Plains it can be cast
    at the tapped creature only; with five, at either."""
    foes = {"battlefield": [{"card": "Hill Giant", "id": "tg", "tapped": True}, {"card": "Grizzly Bears", "id": "ug"}]}
    g = board(state=MAIN, p1={"battlefield": ["Plains"] * 3, "hand": ["Banish from Edoras"]}, p2=foes)
    casts = [a for a in legal(g) if a.startswith("cast Banish")]
    assert casts == ["cast Banish from Edoras -> Hill Giant"]
    act(g, "p1: cast Banish from Edoras -> Hill Giant", "resolve")
    assert bf_names(g, "p2") == ["Grizzly Bears"] and "Hill Giant" in names(g, "p2", "exile")
    g = board(state=MAIN, p1={"battlefield": ["Plains"] * 5, "hand": ["Banish from Edoras"]}, p2=foes)
    assert {a for a in legal(g) if a.startswith("cast Banish")} == {
        "cast Banish from Edoras -> Hill Giant", "cast Banish from Edoras -> Grizzly Bears"}
    act(g, "p1: cast Banish from Edoras -> Hill Giant")
    assert untapped(g, "Plains") == 2  # {2}{W} paid


def test_esquire_of_the_king_costs_two_less_with_a_legendary_creature():
    """601.2f, 602.2b: "This ability costs {2} less to activate if you control a legendary creature"."""
    g = board(state=MAIN, p1={"battlefield": ["Plains"] * 3 + ["Esquire of the King", "Grizzly Bears"]})
    assert "activate Esquire of the King" not in legal(g)  # {4}{W}: five mana
    g = board(state=MAIN, p1={"battlefield": ["Plains"] * 3 + ["Esquire of the King", "Elrond, Lord of Rivendell"]})
    act(g, "p1: activate Esquire of the King", "resolve")
    assert pt(g, "Esquire of the King") == (2, 2) and untapped(g, "Plains") == 0


def test_arwens_gift_costs_one_less_with_two_legendary_creatures():
    """601.2f: {2}{U} with two legendary creatures, {3}{U} with one; 701.18a: scry 2, then draw two."""
    hand = {"hand": ["Arwen's Gift"], "library": ["Hill Giant", "Forest", "Island", "Swamp"]}
    g = board(state=MAIN, p1={"battlefield": ["Island"] * 3 + ["Elrond, Lord of Rivendell"], **hand})
    assert "cast Arwen's Gift" not in legal(g)
    g = board(state=MAIN, p1={"battlefield": ["Island"] * 3 + ["Elrond, Lord of Rivendell",
                                                               "Gwaihir the Windlord"], **hand})
    act(g, "p1: cast Arwen's Gift", "resolve")
    assert set(legal(g)) == {"choose top", "choose bottom"}
    act(g, "p1: choose bottom", "p1: choose bottom")
    assert sorted(names(g, "p1", "hand")) == ["Island", "Swamp"]


def test_bitter_downfall_costs_three_less_at_a_damaged_creature_and_drains_its_controller():
    """601.2f: {B} aimed at a creature that was dealt damage this turn (damage stays marked until cleanup,
    514.2), {3}{B} otherwise; its controller loses 2 life."""
    foes = {"battlefield": [{"card": "Hill Giant", "damage": 1}, "Grizzly Bears"]}
    g = board(state=MAIN, p1={"battlefield": ["Swamp"], "hand": ["Bitter Downfall"]}, p2=foes)
    assert [a for a in legal(g) if a.startswith("cast Bitter")] == ["cast Bitter Downfall -> Hill Giant"]
    act(g, "p1: cast Bitter Downfall -> Hill Giant", "resolve")
    assert bf_names(g, "p2") == ["Grizzly Bears"] and pl(g, "p2")["life"] == 18


def test_bitter_downfall_sees_damage_dealt_this_turn_in_play():
    """120.3: after Lightning Bolt deals 3 damage to Colossal Dreadmaw (6/6), Bitter Downfall costs {B} aimed at it;
    608.2h: its controller, by last known information once it is destroyed, loses 2 life."""
    g = board(state=MAIN, p1={"battlefield": ["Swamp", "Mountain"], "hand": ["Bitter Downfall", "Lightning Bolt"]},
              p2={"battlefield": ["Colossal Dreadmaw"]})
    assert not any(a.startswith("cast Bitter") for a in legal(g))
    act(g, "p1: cast Lightning Bolt -> Colossal Dreadmaw", "resolve")
    act(g, "p1: cast Bitter Downfall -> Colossal Dreadmaw", "resolve")
    assert bf_names(g, "p2") == [] and pl(g, "p2")["life"] == 18


# ====================================================================== Sagas (714)
UPKEEP = {"turn": 3, "active": "p1", "step": "upkeep"}


def saga_at(name, lore, p1=None, p2=None):
    """A board at p1's upkeep with the Saga at ``lore`` counters, advanced to the precombat main phase, where it
    gets its next lore counter and its chapter triggers (714.3b, 714.2c)."""
    p1 = dict(p1 or {})
    p1["battlefield"] = list(p1.get("battlefield", [])) + [{"card": name, "id": "saga", "counters": {"lore": lore}}]
    p1.setdefault("library", LIB)
    g = board(state=UPKEEP, p1=p1, p2=p2 or {"library": LIB})
    act(g, "advance to main1")
    return g


def test_book_of_mazarbul_amasses_then_gives_menace():
    """714.2: I — amass Orcs 1 (701.47a: a 0/0 Orc Army with a +1/+1 counter); II — amass Orcs 2;
    III — creatures you control get +1/+0 and gain menace until end of turn, then the Saga is sacrificed
    (714.4)."""
    g = board(state=MAIN, p1={"battlefield": ["Mountain"] * 3, "hand": ["Book of Mazarbul"]})
    act(g, "p1: cast Book of Mazarbul", "resolve", "resolve")
    assert pt(g, "Orc Army") == (1, 1)
    g = saga_at("Book of Mazarbul", 1, p1={"battlefield": [{"token": "Orc Army", "counters": {"+1/+1": 1}}]})
    act(g, "resolve")
    assert pt(g, "Orc Army") == (3, 3)
    g = saga_at("Book of Mazarbul", 2, p1={"battlefield": ["Grizzly Bears"]})
    act(g, "resolve")
    assert pt(g, "Grizzly Bears") == (3, 2) and "menace" in kw(g, "Grizzly Bears")
    assert "Book of Mazarbul" in names(g, "p1", "graveyard")


def test_oath_of_the_grey_host_feeds_both_players_then_drains_then_makes_spirits():
    """714.2: I — you and target opponent each create a Food; II — each opponent loses 3 life, create a
    Treasure; III — three tapped 1/1 white Spirit tokens with flying (111.1)."""
    g = board(state=MAIN, p1={"battlefield": ["Swamp"] * 4, "hand": ["Oath of the Grey Host"]},
              p2={"library": LIB})
    act(g, "p1: cast Oath of the Grey Host", "resolve", "resolve")  # its only target: p2 (forced)
    assert bf_names(g, "p1").count("Food") == 1 and bf_names(g, "p2") == ["Food"]
    g = saga_at("Oath of the Grey Host", 1)
    act(g, "resolve")
    assert pl(g, "p2")["life"] == 17 and "Treasure" in bf_names(g, "p1")
    g = saga_at("Oath of the Grey Host", 2)
    act(g, "resolve")
    spirits = [x for x in pl(g)["battlefield"] if x["name"] == "Spirit"]
    assert len(spirits) == 3 and all(x["tapped"] and "flying" in x["keywords"] for x in spirits)
    assert (spirits[0]["power"], spirits[0]["toughness"]) == (1, 1)


def test_tale_of_tinuviel_indestructible_lasts_while_you_control_the_saga():
    """611.2b: chapter I's indestructible lasts for as long as you control Tale of Tinúviel: through chapter II,
    and gone when the Saga is sacrificed after chapter III (714.4)."""
    g = board(state=MAIN, p1={"battlefield": ["Plains"] * 5 + ["Grizzly Bears"], "hand": ["Tale of Tinúviel"],
                              "library": LIB}, p2={"library": LIB})
    act(g, "p1: cast Tale of Tinúviel", "resolve", "resolve")
    assert "indestructible" in kw(g, "Grizzly Bears")
    act(g, "advance to turn 5 main1")
    assert "indestructible" in kw(g, "Grizzly Bears")
    act(g, "advance to turn 7 main1")
    assert set(legal(g)) == {"choose Grizzly Bears", "done"}  # chapter III: up to two targets
    act(g, "p1: choose Grizzly Bears", "resolve")
    assert "Tale of Tinúviel" in names(g, "p1", "graveyard")
    assert kw(g, "Grizzly Bears") == {"lifelink"}


def test_tale_of_tinuviel_returns_a_creature_card_then_gives_lifelink():
    """714.2: II — return target creature card from your graveyard to the battlefield (not a land card);
    III — up to two target creatures you control each gain lifelink."""
    g = saga_at("Tale of Tinúviel", 1, p1={"graveyard": ["Hill Giant", "Forest"]})
    act(g, "resolve")  # the one creature card is the only target (forced)
    assert "Hill Giant" in bf_names(g, "p1") and names(g, "p1", "graveyard") == ["Forest"]
    g = saga_at("Tale of Tinúviel", 2, p1={"battlefield": ["Grizzly Bears", "Hill Giant", "Typhoid Rats"]})
    assert set(legal(g)) == {"choose Grizzly Bears", "choose Hill Giant", "choose Typhoid Rats", "done"}
    act(g, "p1: choose Grizzly Bears", "p1: choose Hill Giant")
    act(g, "resolve")
    assert "lifelink" in kw(g, "Grizzly Bears") and "lifelink" in kw(g, "Hill Giant")
    assert "lifelink" not in kw(g, "Typhoid Rats")


def test_the_bath_song_loots_then_shuffles_any_number_back_and_adds_blue():
    """714.2: I, II — draw two cards, then discard a card; III — shuffle any number of target cards from your
    graveyard into your library (one ``choose`` each, then ``done``), add {U}{U} (106.4)."""
    g = board(state=MAIN, p1={"battlefield": ["Island"] * 4, "hand": ["The Bath Song", "Hill Giant"],
                              "library": ["Forest", "Swamp", "Island"]})
    act(g, "p1: cast The Bath Song", "resolve", "resolve")
    assert set(legal(g)) == {"choose Hill Giant", "choose Forest", "choose Swamp"}
    act(g, "p1: choose Hill Giant")
    assert sorted(names(g, "p1", "hand")) == ["Forest", "Swamp"]
    g = saga_at("The Bath Song", 2, p1={"graveyard": ["Hill Giant", "Forest", "Grizzly Bears"],
                                        "library": ["Island"] * 5})
    assert set(legal(g)) == {"choose Hill Giant", "choose Forest", "choose Grizzly Bears", "done"}
    act(g, "p1: choose Hill Giant", "p1: choose Forest", "p1: done", "resolve")
    assert names(g, "p1", "graveyard") == ["Grizzly Bears", "The Bath Song"]
    assert len(g.players["p1"].library) == 4 + 2 and g.players["p1"].pool[IDX["U"]] == 2  # (one drawn in the draw step)


def _ents_board(hand):
    g = board(state=MAIN, p1={"battlefield": ["Forest"] * 6, "hand": ["Long List of the Ents"] + hand,
                              "library": LIB}, p2={"library": LIB})
    act(g, "p1: cast Long List of the Ents", "resolve", "resolve")
    return g


def test_long_list_of_the_ents_gives_the_next_creature_spell_of_the_noted_type_a_counter():
    """603.7c: the delayed trigger waits for the next creature spell of the noted type this turn (a Llanowar
    Elves, an Elf Druid, doesn't count for Bear); 614.1c: that creature enters with an additional +1/+1
    counter; it triggers once (the second Bear gets none)."""
    g = _ents_board(["Grizzly Bears", "Grizzly Bears", "Llanowar Elves"])
    assert g.pending.data["purpose"] == "note_type" and "choose Bear" in legal(g) and "choose Elf" in legal(g)
    act(g, "p1: choose Bear", "p1: cast Llanowar Elves", "resolve")
    assert perm(g, "Llanowar Elves")["counters"] == {}
    act(g, "p1: cast Grizzly Bears")
    assert [it.source_name for it in g.stack] == ["Grizzly Bears", "Long List of the Ents"]
    act(g, "resolve", "resolve")
    assert perm(g, "Grizzly Bears")["counters"] == {"+1/+1": 1} and pt(g, "Grizzly Bears") == (3, 3)
    act(g, "p1: cast Grizzly Bears", "resolve")
    assert sorted(p["counters"].get("+1/+1", 0) for p in pl(g)["battlefield"] if p["name"] == "Grizzly Bears") \
        == [0, 1]


def test_long_list_of_the_ents_notes_each_type_once_and_the_wait_ends_with_the_turn():
    """714.2: chapter II offers only types not yet noted for it; "this turn": a Bear cast on a later turn gets
    no counter from chapter I's note."""
    g = _ents_board(["Grizzly Bears"])
    act(g, "p1: choose Bear", "advance to turn 5 main1", "resolve")
    assert "choose Bear" not in legal(g) and "choose Elf" in legal(g)  # chapter II
    act(g, "p1: choose Elf", "p1: cast Grizzly Bears", "resolve")
    assert not g.stack and perm(g, "Grizzly Bears")["counters"] == {}


def test_long_list_of_the_ents_the_normal_bot_notes_its_hands_type():
    from mtg_tui.ai.base import PlayerView, make_agent

    g = _ents_board(["Llanowar Elves", "Llanowar Elves", "Grizzly Bears"])
    assert make_agent("normal", 1).choose(PlayerView(g, "p1"), g.legal_actions()).text in ("choose Elf",
                                                                                           "choose Druid")


# ====================================================================== the decision: bots, tutorial, saves
@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
def test_every_bot_answers_a_spells_additional_cost(level):
    from mtg_tui.ai.base import PlayerView, make_agent

    g = board(state=MAIN, p1={"battlefield": ["Swamp"] * 5 + ["Grizzly Bears"], "hand": ["Lash of the Balrog"]},
              p2={"battlefield": ["Hill Giant"]})
    act(g, "p1: cast Lash of the Balrog -> Hill Giant")
    a = make_agent(level, 1).choose(PlayerView(g, "p1"), g.legal_actions())
    assert a.text in ("choose Grizzly Bears", "choose pay {4}")
    g.apply(a)
    assert len(g.stack) == 1
    if level == "normal":  # it keeps its creature when it can pay the mana
        assert a.text == "choose pay {4}"


def test_the_normal_bot_sacrifices_its_least_valuable_creature():
    from mtg_tui.ai.base import PlayerView, make_agent

    g = board(state=MAIN, p1={"battlefield": ["Swamp", "Swamp", "Hill Giant", "Typhoid Rats", "Serra Angel"],
                              "hand": ["Nasty End"], "library": LIB})
    act(g, "p1: cast Nasty End")
    assert make_agent("normal", 1).choose(PlayerView(g, "p1"), g.legal_actions()).text == "choose Typhoid Rats"


def test_the_tutorial_says_why_an_additional_cost_stops_a_spell():
    from mtg_tui.tutorial.explain import explain_illegal

    g = board(state=MAIN, p1={"battlefield": ["Swamp"] * 2, "hand": ["Nasty End"]})
    why = explain_illegal(g, "cast Nasty End", "p1")
    assert "no creature to sacrifice" in why and "601.2b" in why
    g = board(state=MAIN, p1={"battlefield": ["Swamp"] * 4, "hand": ["Lash of the Balrog"]},
              p2={"battlefield": ["Hill Giant"]})
    why = explain_illegal(g, "cast Lash of the Balrog -> Hill Giant", "p1")
    assert "pay {4} instead" in why and "{4}{B}" in why
    g = board(state=MAIN, p1={"battlefield": ["Plains"] * 3, "hand": ["Banish from Edoras"]},
              p2={"battlefield": ["Hill Giant"]})
    why = explain_illegal(g, "cast Banish from Edoras -> Hill Giant", "p1")
    assert "only if it targets a tapped creature" in why and "601.2f" in why


SAVE_BOARD = """
title = "An additional cost to save"
actions = ["p1: cast Lash of the Balrog -> Hill Giant"]
[state]
turn = 3
step = "main1"
[p1]
battlefield = ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp", { card = "Grizzly Bears", id = "bear" }]
hand = ["Lash of the Balrog"]
library = ["Forest", "Forest", "Forest"]
[p2]
battlefield = [{ card = "Hill Giant", id = "giant" }]
library = ["Swamp", "Swamp", "Swamp"]
"""


def test_a_game_paused_in_an_additional_cost_saves_resumes_and_replays(tmp_path):
    """A save is its action history: the cost's answer, ``choose pay {4}``, is one of its actions."""
    from mtg_tui.replay import Replay
    from mtg_tui.saves import GameRecorder, load_save, rebuild, make_header

    h = make_header("puzzle", 0, {"p1": {"name": "Ann"}, "p2": {"name": "Bob", "bot": "random"}},
                    scenario={"name": "lash", "toml": SAVE_BOARD})
    rec = GameRecorder.new_game(h, tmp_path / "g.jsonl")
    assert rec.game.pending.data["purpose"] == "cost"
    before = rec.game.snapshot()
    rec.close()
    rec, warnings = GameRecorder.resume(tmp_path / "g.jsonl")
    assert warnings == [] and rec.game.snapshot() == before
    assert {a.text for a in rec.game.legal_actions()} == {"choose Grizzly Bears", "choose pay {4}"}
    rec.apply(rec.game.find_action("choose pay {4}"))
    after = rec.game.snapshot()
    assert [p["id"] for p in after["players"]["p1"]["battlefield"] if p["name"] == "Grizzly Bears"] == ["bear"]
    rec.close()
    header, actions, _ = load_save(tmp_path / "g.jsonl")
    assert [a.text for a in actions] == ["choose pay {4}"]
    assert rebuild(header, actions).snapshot() == after
    r = Replay(tmp_path / "g.jsonl")
    while r.index < r.total:
        r.forward()
    assert r.game.snapshot() == after


def test_a_bad_answer_to_an_additional_cost_is_one_line_and_changes_nothing():
    from mtg_tui.engine.actions import IllegalActionError

    g = board(state=MAIN, p1={"battlefield": ["Swamp"] * 5 + ["Grizzly Bears"], "hand": ["Lash of the Balrog"]},
              p2={"battlefield": ["Hill Giant"]})
    act(g, "p1: cast Lash of the Balrog -> Hill Giant")
    before = g.snapshot()
    for bad in ("choose pay {5}", "choose Hill Giant", "cast Lash of the Balrog -> Hill Giant"):
        with pytest.raises(IllegalActionError) as e:
            g.find_action(bad)
        assert "\n" not in str(e.value)
    assert g.snapshot() == before


def test_the_normal_bot_pumps_with_esquire_of_the_king_after_blocks_not_before():
    """The team pump lasts until end of turn: the normal bot keeps it for the declare blockers step, with its
    creatures in combat (509, 510)."""
    from mtg_tui.ai.base import PlayerView, make_agent

    g = board(state=MAIN, p1={"battlefield": ["Plains"] * 5 + ["Esquire of the King", "Grizzly Bears"],
                              "library": LIB}, p2={"battlefield": ["Hill Giant"], "library": LIB})
    bot = make_agent("normal", 1)
    assert "activate Esquire of the King" in legal(g)
    assert bot.choose(PlayerView(g, "p1"), g.legal_actions()).text != "activate Esquire of the King"
    act(g, "advance to declare_attackers", "p1: attack Grizzly Bears", "p1: done", "p1: pass", "p2: pass",
        "p2: block Grizzly Bears with Hill Giant")
    assert g.step == "declare_blockers" and g.decider == "p1"
    assert bot.choose(PlayerView(g, "p1"), g.legal_actions()).text == "activate Esquire of the King"
