"""The set's Food, sacrifice and Ring-tempting commons and uncommons (issue 21), as data over the vocabulary,
with the words they add: ``pump``'s ``each`` and ``pronoun`` wording, ``pump_all``'s ``pronoun``; the filters
``nontoken`` (111.1), ``controller = "not_you"``, ``attacking`` (506.4), ``without`` a keyword,
``blocked_legendary`` (509.1) and ``shares_color_with_legendary`` (105.2); intervening "if" clauses of
triggered abilities (603.4) with the conditions ``creature_died_under_your_control_this_turn`` (700.4) and
``control_no_food``; the trigger mode ``self_enters_or_leaves`` (603.6a/c) and the attack trigger's ``count``;
the effect ``set_base_pt`` (613.4b); ``damage`` from another object equal to its power; ``sacrifice``'s
"each opponent sacrifices a creature" (701.17a, the sacrificing player's decision) with the amount
``sacrificed_this_way``; mana that may be spent only on some spells (106.6, ``spend_only``).

Each card's rules text reads as its Oracle text (the comparison of tests/test_cards_ltr_commons.py), and a
scenario of what is distinctive about it, asserted through the snapshot and the legal actions."""

from __future__ import annotations


import pytest

from rules_helpers import act, bf_names, board, legal, names, perm
from test_cards_ltr_commons import kw, pt

from mtg_tui.ai.base import PlayerView, make_agent
from mtg_tui.cards.registry import registry
from mtg_tui.cards.sets import load_set

CARDS = {
    29: "Second Breakfast", 180: "Mushroom Watchdogs", 197: "Butterbur, Bree Innkeeper", 80: "Cirith Ungol Patrol",
    198: "Denethor, Ruling Steward", 24: "Now for Wrath, Now for Ruin!", 78: "The Black Breath",
    70: "Soothing of Sméagol", 226: "Shadow Summoning", 155: "Brandywine Farmer", 14: "Faramir, Field Commander",
    189: "Stew the Coneys", 48: "Dreadful as the Storm", 113: "Voracious Fell Beast",
    21: "Landroval, Horizon Witness", 38: "You Cannot Pass!", 220: "Ringsight", 64: "Pelargir Survivor",
}

MAIN = {"turn": 3, "active": "p1", "step": "main1"}
OPP_MAIN = {"turn": 4, "active": "p2", "step": "main1"}
LIB = ["Island"] * 8


def pl(g, p="p1"):
    return g.snapshot()["players"][p]


def tokens(g, p, name):
    return [x for x in g.snapshot()["players"][p]["battlefield"] if x["name"] == name]


# ====================================================================== the cards and their text
@pytest.mark.parametrize("number,name", sorted(CARDS.items()))
def test_card_file_is_the_set_files_card_of_its_number(number, name):
    c = registry().get(name)
    entry = load_set("LTR").by_number()[number]
    assert (c.set, c.number, entry.name) == ("LTR", number, name)


# (each card's rendered rules text against its Oracle text: tests/test_oracle_text.py, for every card)


# ====================================================================== white
def test_second_breakfast_pumps_up_to_two_creatures_and_makes_a_food():
    """601.2c, 115.1: up to two targets; 611.2a: each gets +2/+1 until end of turn; 111.10b: a Food token."""
    g = board(state=MAIN, p1={"battlefield": ["Plains"] * 3 + [{"card": "Grizzly Bears", "id": "a"},
                                                              {"card": "Hill Giant", "id": "b"}],
                              "hand": ["Second Breakfast"]})
    assert "cast Second Breakfast -> a, b" in legal(g) or "cast Second Breakfast -> Grizzly Bears, Hill Giant" in legal(g)
    t = next(x for x in legal(g) if x.startswith("cast Second Breakfast ->") and "," in x)
    act(g, "p1: " + t, "resolve")
    assert pt(g, "a") == (4, 3) and pt(g, "b") == (5, 4)
    assert len(tokens(g, "p1", "Food")) == 1


def test_second_breakfast_with_no_target_still_makes_a_food():
    """115.1, 601.2c: 'up to two' may be zero targets: the spell still resolves and creates the Food."""
    g = board(state=MAIN, p1={"battlefield": ["Plains"] * 3, "hand": ["Second Breakfast"]})
    assert "cast Second Breakfast" in legal(g)
    act(g, "p1: cast Second Breakfast", "resolve")
    assert len(tokens(g, "p1", "Food")) == 1


def test_now_for_wrath_counters_vigilance_and_the_ring():
    """122.1: a +1/+1 counter on each creature you control (not the opponent's); 611.2a vigilance; 701.52a."""
    g = board(state=MAIN, p1={"battlefield": ["Plains"] * 4 + [{"card": "Grizzly Bears", "id": "bear"}],
                              "hand": ["Now for Wrath, Now for Ruin!"]},
              p2={"battlefield": [{"card": "Hill Giant", "id": "giant"}]})
    act(g, "p1: cast Now for Wrath, Now for Ruin!", "resolve")
    assert pt(g, "bear") == (3, 3) and "vigilance" in kw(g, "bear")
    assert pt(g, "giant") == (3, 3) and "vigilance" not in kw(g, "giant")
    assert pl(g)["ring"] == 1 and perm(g, "bear")["ring_bearer"]


def test_shadow_summoning_makes_two_tapped_flying_spirits():
    """111.1, 110.5b: the tokens enter tapped; 702.9 flying."""
    g = board(state=MAIN, p1={"battlefield": ["Plains", "Swamp"], "hand": ["Shadow Summoning"]})
    act(g, "p1: cast Shadow Summoning", "resolve")
    spirits = tokens(g, "p1", "Spirit")
    assert len(spirits) == 2 and all(s["tapped"] and "flying" in s["keywords"] for s in spirits)
    assert all((s["power"], s["toughness"]) == (1, 1) for s in spirits)


# ====================================================================== blue and black
def test_soothing_of_smeagol_bounces_a_nontoken_creature_only():
    """111.1, 115.1: 'target nontoken creature': a token can't be chosen; 701.52a: the Ring tempts you."""
    g = board(state=MAIN, p1={"battlefield": ["Island"] * 2, "hand": ["Soothing of Sméagol"]},
              p2={"battlefield": [{"card": "Hill Giant", "id": "giant"},
                                  {"token": "Human Soldier", "id": "tok"}]})
    casts = sorted(t for t in legal(g) if t.startswith("cast Soothing"))
    assert casts == ["cast Soothing of Sméagol -> Hill Giant"]
    act(g, "p1: cast Soothing of Sméagol -> Hill Giant", "resolve")
    assert "Hill Giant" in names(g, "p2", "hand") and pl(g)["ring"] == 1


def test_the_black_breath_shrinks_only_the_opponents_creatures():
    """611.2c: creatures your opponents control get -1/-1 (a 1/1 dies, 704.5f); yours don't; 701.52a."""
    g = board(state=MAIN, p1={"battlefield": ["Swamp"] * 3 + [{"card": "Grizzly Bears", "id": "bear"}],
                              "hand": ["The Black Breath"]},
              p2={"battlefield": [{"card": "Hill Giant", "id": "giant"},
                                  {"token": "Human Soldier", "id": "tok"}]})
    act(g, "p1: cast The Black Breath", "resolve")
    assert pt(g, "giant") == (2, 2) and pt(g, "bear") == (2, 2)
    assert "Human Soldier" not in bf_names(g, "p2")
    assert pl(g)["ring"] == 1


def test_cirith_ungol_patrol_sacrifices_another_creature_to_draw_then_make_food():
    """602.2b, 701.17a: 'sacrifice another creature' can't sacrifice the Patrol itself; 121.1 draw; 111.10b."""
    g = board(state=MAIN, p1={"battlefield": ["Swamp", {"card": "Cirith Ungol Patrol", "id": "pat"}],
                              "library": LIB})
    assert not any(t.startswith("activate Cirith Ungol Patrol") for t in legal(g))  # nothing else to sacrifice
    g = board(state=MAIN, p1={"battlefield": ["Swamp", {"card": "Cirith Ungol Patrol", "id": "pat"},
                                             {"card": "Grizzly Bears", "id": "bear"}], "library": LIB})
    hand = len(pl(g)["hand"])
    act(g, "p1: activate Cirith Ungol Patrol", "resolve")
    assert "Grizzly Bears" in names(g, "p1", "graveyard") and perm(g, "pat")["tapped"]
    assert len(pl(g)["hand"]) == hand + 1 and len(tokens(g, "p1", "Food")) == 1


def test_denethor_drains_by_sacrificing_another_creature():
    """602.2b: {2} and another creature; 119.3: each opponent loses 1 life and you gain 1 life."""
    g = board(state=MAIN, p1={"battlefield": ["Plains", "Swamp", {"card": "Denethor, Ruling Steward", "id": "den"},
                                             {"card": "Grizzly Bears", "id": "bear"}]})
    act(g, "p1: activate Denethor, Ruling Steward", "resolve")
    assert pl(g)["life"] == 21 and pl(g, "p2")["life"] == 19
    assert "Grizzly Bears" in names(g, "p1", "graveyard") and "Denethor, Ruling Steward" in bf_names(g, "p1")


def test_denethor_makes_a_soldier_at_end_step_only_if_your_creature_died():
    """603.4, 700.4: the intervening 'if' asks whether a creature died under your control this turn: the
    opponent's creature dying doesn't count; yours does."""
    def end_step(died_mine: bool) -> int:
        g = board(state=MAIN, p1={"battlefield": ["Mountain", {"card": "Denethor, Ruling Steward", "id": "den"},
                                                 {"card": "Grizzly Bears", "id": "bear"}],
                                  "hand": ["Lightning Bolt"], "library": LIB},
                  p2={"battlefield": [{"card": "Grizzly Bears", "id": "theirs"}], "library": LIB})
        act(g, "p1: cast Lightning Bolt -> " + ("bear" if died_mine else "theirs"), "resolve")
        act(g, "advance to end")
        while g.stack:
            act(g, "resolve")
        return len(tokens(g, "p1", "Human Soldier"))
    assert end_step(False) == 0
    assert end_step(True) == 1


# ====================================================================== green and gold
def test_mushroom_watchdogs_eats_a_food_at_sorcery_speed():
    """602.5d: 'activate only as a sorcery'; 701.17a: sacrifice a Food; 122.1 the counter stays, vigilance
    only until end of turn."""
    g = board(state=MAIN, p1={"battlefield": [{"card": "Mushroom Watchdogs", "id": "dog"},
                                             {"token": "Food", "id": "food"}]})
    act(g, "p1: activate Mushroom Watchdogs", "resolve")
    assert pt(g, "dog") == (3, 3) and "vigilance" in kw(g, "dog") and not tokens(g, "p1", "Food")
    g = board(state=OPP_MAIN, p1={"battlefield": [{"card": "Mushroom Watchdogs", "id": "dog"},
                                                 {"token": "Food", "id": "food"}]})
    act(g, "p2: pass")
    assert not any(t.startswith("activate Mushroom Watchdogs") for t in legal(g))  # not in the opponent's turn


def test_butterbur_makes_a_food_at_end_step_only_without_one():
    """603.4: 'if you don't control a Food' is checked as the trigger would trigger: with a Food, nothing."""
    def end_step(with_food: bool) -> int:
        bf: list = [{"card": "Butterbur, Bree Innkeeper", "id": "bb"}]
        if with_food:
            bf.append({"token": "Food", "id": "food"})
        g = board(state=MAIN, p1={"battlefield": bf, "library": LIB}, p2={"library": LIB})
        act(g, "advance to end")
        trig = bool(g.stack)
        while g.stack:
            act(g, "resolve")
        return trig, len(tokens(g, "p1", "Food"))
    assert end_step(False) == (True, 1)
    assert end_step(True) == (False, 1)


def test_an_intervening_if_is_checked_again_as_the_trigger_resolves():
    """603.4: Butterbur's trigger goes on the stack with no Food around; a Food made in response means the
    ability does nothing as it resolves."""
    g = board(state={"turn": 3, "active": "p1", "step": "main2"},
              p1={"battlefield": [{"card": "Butterbur, Bree Innkeeper", "id": "bb"}, "Forest", "Forest", "Plains"],
                  "hand": ["Second Breakfast"], "library": LIB}, p2={"library": LIB})
    act(g, "advance to end")
    assert g.stack  # the trigger waits
    act(g, "p1: cast Second Breakfast", "resolve")  # a Food, in response
    assert len(tokens(g, "p1", "Food")) == 1
    act(g, "resolve")
    assert len(tokens(g, "p1", "Food")) == 1


def test_brandywine_farmer_makes_a_food_as_it_enters_and_as_it_leaves():
    """603.6a, 603.6c, 603.10a: one ability, two trigger events: it enters (a Food) and it dies (another)."""
    g = board(state=MAIN, p1={"battlefield": ["Forest"] * 3 + ["Mountain"], "hand": ["Brandywine Farmer",
                                                                                     "Lightning Bolt"]})
    act(g, "p1: cast Brandywine Farmer", "resolve", "resolve")
    assert len(tokens(g, "p1", "Food")) == 1
    act(g, "p1: cast Lightning Bolt -> Brandywine Farmer", "resolve")
    assert "Brandywine Farmer" in names(g, "p1", "graveyard") and g.stack
    act(g, "resolve")
    assert len(tokens(g, "p1", "Food")) == 2


def test_brandywine_farmer_leaving_for_its_owners_hand_triggers_too():
    """603.6c: leaving the battlefield for any zone (here a hand, bounced by the opponent) triggers it."""
    g = board(state=OPP_MAIN, p1={"battlefield": [{"card": "Brandywine Farmer", "id": "farm"}]},
              p2={"battlefield": ["Island"] * 2, "hand": ["Soothing of Sméagol"]})
    act(g, "p2: cast Soothing of Sméagol -> Brandywine Farmer", "resolve")
    assert "Brandywine Farmer" in names(g, "p1", "hand")
    act(g, "resolve")
    assert len(tokens(g, "p1", "Food")) == 1 and not tokens(g, "p2", "Food")


def test_faramir_field_commander_draws_at_end_step_after_your_creature_died():
    """603.4, 700.4: 'if a creature died under your control this turn': draw a card."""
    g = board(state=MAIN, p1={"battlefield": ["Mountain", {"card": "Faramir, Field Commander", "id": "far"},
                                             {"card": "Grizzly Bears", "id": "bear"}],
                              "hand": ["Lightning Bolt"], "library": LIB}, p2={"library": LIB})
    act(g, "p1: cast Lightning Bolt -> bear", "resolve", "advance to end")
    assert g.stack
    act(g, "resolve")
    assert len(pl(g)["hand"]) == 1


def test_faramir_field_commander_makes_a_soldier_when_another_creature_bears_the_ring():
    """701.52a: choosing another creature as Ring-bearer triggers it (603.4); choosing Faramir doesn't."""
    def tempt(choice: str) -> int:
        g = board(state=MAIN, p1={"battlefield": ["Island"] * 3 + [{"card": "Faramir, Field Commander", "id": "far"},
                                                                   {"card": "Grizzly Bears", "id": "bear"}],
                                  "hand": ["Dreadful as the Storm"]})
        act(g, "p1: cast Dreadful as the Storm -> Grizzly Bears", "resolve", "p1: choose " + choice)
        while g.stack:
            act(g, "resolve")
        return len(tokens(g, "p1", "Human Soldier"))
    assert tempt("Grizzly Bears") == 1
    assert tempt("Faramir, Field Commander") == 0


def test_stew_the_coneys_your_creature_deals_damage_equal_to_its_power():
    """120.3, 701.12b-like: your creature deals damage equal to its power as the spell resolves; it isn't
    dealt damage back (not a fight); then a Food (111.10b)."""
    g = board(state=OPP_MAIN, p1={"battlefield": ["Forest"] * 3 + [{"card": "Hill Giant", "id": "giant"}],
                                  "hand": ["Stew the Coneys"]},
              p2={"battlefield": [{"card": "Grizzly Bears", "id": "bear"}, {"card": "Raging Goblin", "id": "gob"}]})
    act(g, "p2: pass")
    casts = sorted(t for t in legal(g) if t.startswith("cast Stew the Coneys"))
    assert casts == ["cast Stew the Coneys -> Hill Giant, Grizzly Bears",
                     "cast Stew the Coneys -> Hill Giant, Raging Goblin"]  # only yours deals it, only to theirs
    t = next(x for x in casts if x.endswith("Grizzly Bears"))
    act(g, "p1: " + t, "resolve")
    assert "Grizzly Bears" in names(g, "p2", "graveyard")
    assert perm(g, "giant")["damage"] == 0 and len(tokens(g, "p1", "Food")) == 1


def test_stew_the_coneys_deals_no_damage_if_your_creature_is_gone():
    """608.2b: the creature you control is an illegal target as the spell resolves: it deals no damage; the
    other target is still legal, so the spell resolves and makes its Food."""
    g = board(state=MAIN, p1={"battlefield": ["Forest"] * 3 + [{"card": "Hill Giant", "id": "giant"}],
                              "hand": ["Stew the Coneys"]},
              p2={"battlefield": ["Mountain", {"card": "Grizzly Bears", "id": "bear"}], "hand": ["Lightning Bolt"]})
    t = next(x for x in legal(g) if x.startswith("cast Stew the Coneys") and x.endswith("Grizzly Bears"))
    act(g, "p1: " + t, "p1: pass", "p2: cast Lightning Bolt -> giant", "resolve")
    assert "Hill Giant" in names(g, "p1", "graveyard")
    act(g, "resolve")
    assert perm(g, "bear")["damage"] == 0 and len(tokens(g, "p1", "Food")) == 1


def test_dreadful_as_the_storm_sets_base_power_and_toughness_under_counters():
    """613.4b: base 5/5 until end of turn; 613.4c: a +1/+1 counter still applies on top (6/6); 514.2 it ends."""
    g = board(state=MAIN, p1={"battlefield": ["Island"] * 3 + [{"card": "Grizzly Bears", "id": "bear",
                                                               "counters": {"+1/+1": 1}}],
                              "hand": ["Dreadful as the Storm"], "library": LIB}, p2={"library": LIB})
    assert pt(g, "bear") == (3, 3)
    act(g, "p1: cast Dreadful as the Storm -> Grizzly Bears", "resolve")
    assert pt(g, "bear") == (6, 6) and pl(g)["ring"] == 1
    act(g, "advance to turn 4 upkeep")
    assert pt(g, "bear") == (3, 3)


def test_dreadful_as_the_storm_shrinks_an_opponents_big_creature():
    """613.4b: the new base replaces a bigger printed one (Hill Giant 3/3 -> 5/5; a 6/6 would become 5/5)."""
    g = board(state=MAIN, p1={"battlefield": ["Island"] * 3, "hand": ["Dreadful as the Storm"]},
              p2={"battlefield": [{"card": "Hill Giant", "id": "giant", "counters": {"-1/-1": 1}}]})
    act(g, "p1: cast Dreadful as the Storm -> Hill Giant", "resolve")
    assert pt(g, "giant") == (4, 4)


def test_voracious_fell_beast_the_opponent_chooses_what_to_sacrifice():
    """701.17a: each opponent sacrifices a creature of their choice (a decision of theirs, 'choose <object>');
    107.3a: a Food for each creature sacrificed this way."""
    g = board(state=MAIN, p1={"battlefield": ["Swamp"] * 6, "hand": ["Voracious Fell Beast"]},
              p2={"battlefield": [{"card": "Grizzly Bears", "id": "bear"}, {"card": "Hill Giant", "id": "giant"}]})
    act(g, "p1: cast Voracious Fell Beast", "resolve", "resolve")
    assert g.decider == "p2" and set(legal(g)) == {"choose Grizzly Bears", "choose Hill Giant"}
    act(g, "p2: choose Grizzly Bears")
    assert names(g, "p2", "graveyard") == ["Grizzly Bears"] and "Hill Giant" in bf_names(g, "p2")
    assert len(tokens(g, "p1", "Food")) == 1 and "flying" in kw(g, "Voracious Fell Beast")


def test_voracious_fell_beast_with_nothing_to_sacrifice_makes_no_food():
    """701.17a: with no creature to sacrifice, none is sacrificed, so no Food; the Beast's own creatures
    are never offered (each opponent sacrifices)."""
    g = board(state=MAIN, p1={"battlefield": ["Swamp"] * 6 + ["Grizzly Bears"], "hand": ["Voracious Fell Beast"]},
              p2={"battlefield": ["Island"]})
    act(g, "p1: cast Voracious Fell Beast", "resolve", "resolve")
    assert not tokens(g, "p1", "Food") and "Grizzly Bears" in bf_names(g, "p1")


COMBAT = {"turn": 3, "active": "p1", "step": "declare_attackers"}


def _attack(g, *names_):
    for n in names_:
        act(g, "p1: attack " + n)
    if g.pending is not None and g.pending.kind == "attack":
        act(g, "p1: done")


def test_landroval_two_attackers_give_an_attacker_without_flying_flying():
    """508.3a, 603.2: two creatures you control attack a player: it triggers; 115.1: its target is an
    attacking creature without flying (not Landroval, which flies, nor the creature that stayed home)."""
    g = board(state=COMBAT, p1={"battlefield": [{"card": "Landroval, Horizon Witness", "id": "lan"},
                                               {"card": "Grizzly Bears", "id": "bear"},
                                               {"card": "Hill Giant", "id": "giant"}]},
              p2={"battlefield": ["Grizzly Bears"], "library": LIB})
    _attack(g, "Landroval, Horizon Witness", "Hill Giant")
    # the one legal target is chosen by the engine (SCENARIOS.md 1.1: taken only when exactly one answer exists)
    assert [it.source_name for it in g.stack] == ["Landroval, Horizon Witness"] and g.stack[0].targets == [["giant"]]
    act(g, "resolve")
    assert "flying" in kw(g, "giant") and "flying" not in kw(g, "bear")


def test_landroval_one_attacker_is_not_enough():
    """'two or more creatures you control attack': one attacker doesn't trigger it."""
    g = board(state=COMBAT, p1={"battlefield": [{"card": "Landroval, Horizon Witness", "id": "lan"},
                                               {"card": "Hill Giant", "id": "giant"}]},
              p2={"library": LIB})
    _attack(g, "Hill Giant")
    assert not g.stack and "flying" not in kw(g, "giant")


def test_the_attacking_filter_and_without_flying_choose_the_targets():
    """506.4, 115.1: with three attackers, the targets are the attacking creatures without flying."""
    g = board(state=COMBAT, p1={"battlefield": [{"card": "Landroval, Horizon Witness", "id": "lan"},
                                               {"card": "Grizzly Bears", "id": "bear"},
                                               {"card": "Hill Giant", "id": "giant"},
                                               {"card": "Raging Goblin", "id": "gob"}]},
              p2={"library": LIB})
    _attack(g, "Landroval, Horizon Witness", "Hill Giant", "Grizzly Bears")
    assert set(legal(g)) == {"choose Hill Giant", "choose Grizzly Bears"}


def test_you_cannot_pass_destroys_what_fought_a_legendary_creature_this_turn():
    """509.1: the attacker Landroval (legendary) blocked is a legal target once blocks are declared; the creature that blocked nothing legendary and Landroval itself are not (it blocked no legendary one);
    701.8a destroy."""
    g = board(state={"turn": 4, "active": "p2", "step": "declare_attackers"},
              p1={"battlefield": ["Plains", {"card": "Landroval, Horizon Witness", "id": "lan"},
                                  {"card": "Grizzly Bears", "id": "mybear"}], "hand": ["You Cannot Pass!"],
                  "library": LIB},
              p2={"battlefield": [{"card": "Hill Giant", "id": "giant"}, {"card": "Raging Goblin", "id": "gob"}],
                  "library": LIB})
    act(g, "p2: attack Hill Giant", "p2: attack Raging Goblin")
    if g.pending is not None and g.pending.kind == "attack":
        act(g, "p2: done")
    act(g, "advance to declare_blockers")
    act(g, "p1: block Hill Giant with Landroval, Horizon Witness", "p1: block Raging Goblin with Grizzly Bears")
    if g.pending is not None and g.pending.kind == "block":
        act(g, "p1: done")
    act(g, "p2: pass")  # the declare blockers step: an instant before damage
    casts = sorted(t for t in legal(g) if t.startswith("cast You Cannot Pass!"))
    assert casts == ["cast You Cannot Pass! -> Hill Giant"]
    act(g, "p1: cast You Cannot Pass! -> Hill Giant", "resolve")
    assert "Hill Giant" in names(g, "p2", "graveyard")


def test_you_cannot_pass_remembers_the_block_after_combat_even_if_the_legend_died():
    """'this turn': after combat damage (Landroval died blocking a 5/5) the attacker it blocked stays a legal
    target until the turn ends."""
    g = board(state={"turn": 4, "active": "p2", "step": "declare_attackers"},
              p1={"battlefield": ["Plains", {"card": "Landroval, Horizon Witness", "id": "lan"}],
                  "hand": ["You Cannot Pass!"], "library": LIB},
              p2={"battlefield": [{"card": "Hill Giant", "id": "giant", "counters": {"+1/+1": 2}}], "library": LIB})
    act(g, "p2: attack Hill Giant")
    if g.pending is not None and g.pending.kind == "attack":
        act(g, "p2: done")
    act(g, "advance to declare_blockers", "p1: block Hill Giant with Landroval, Horizon Witness")
    if g.pending is not None and g.pending.kind == "block":
        act(g, "p1: done")
    act(g, "advance to main2", "p2: pass")
    assert "Landroval, Horizon Witness" in names(g, "p1", "graveyard")
    act(g, "p1: cast You Cannot Pass! -> Hill Giant", "resolve")
    assert "Hill Giant" in names(g, "p2", "graveyard")


def test_you_cannot_pass_has_no_target_without_such_a_block():
    """115.1: no creature blocked or was blocked by a legendary creature this turn: it can't be cast."""
    g = board(state=MAIN, p1={"battlefield": ["Plains", "Landroval, Horizon Witness"], "hand": ["You Cannot Pass!"]},
              p2={"battlefield": ["Hill Giant"]})
    assert not any(t.startswith("cast You Cannot Pass!") for t in legal(g))


def test_ringsight_the_ring_bearer_is_legendary_so_its_colors_count():
    """701.52a-c: the Ring tempts you first; your Ring-bearer is legendary, so a green Grizzly Bears lets the
    search find a green card (105.2: a colorless land or a red card shares no color with it); 701.19."""
    g = board(state=MAIN, p1={"battlefield": ["Island", "Swamp", "Swamp", {"card": "Grizzly Bears", "id": "bear"}],
                              "hand": ["Ringsight"],
                              "library": ["Forest", "Hill Giant", "Llanowar Elves", "Island"]})
    act(g, "p1: cast Ringsight", "resolve")
    assert perm(g, "bear")["ring_bearer"] and "Legendary" in perm(g, "bear")["supertypes"]
    assert set(legal(g)) == {"choose Llanowar Elves", "done"}
    act(g, "p1: choose Llanowar Elves")
    assert names(g, "p1", "hand") == ["Llanowar Elves"]


def test_ringsight_without_a_creature_finds_nothing():
    """701.19b: no legendary creature, so no card shares a color with one: the search finds nothing."""
    g = board(state=MAIN, p1={"battlefield": ["Island", "Swamp", "Swamp"], "hand": ["Ringsight"],
                              "library": ["Forest", "Hill Giant", "Llanowar Elves"]})
    act(g, "p1: cast Ringsight", "resolve")
    assert not g.stack and (g.pending is None or g.pending.kind != "choice")
    assert names(g, "p1", "hand") == [] and pl(g)["ring"] == 1


def test_pelargir_survivor_mana_pays_for_an_instant_but_not_a_creature():
    """106.6: 'spend this mana only to cast an instant or sorcery spell': with only the Survivor untapped,
    Lightning Bolt (an instant, red from 'any color') can be cast; Grizzly Bears (a creature) can't, even
    with an Island for the rest."""
    g = board(state=MAIN, p1={"battlefield": ["Island", {"card": "Pelargir Survivor", "id": "pel"}],
                              "hand": ["Lightning Bolt", "Grizzly Bears"]})
    acts = legal(g)
    assert "cast Lightning Bolt -> p2" in acts and not any(t.startswith("cast Grizzly Bears") for t in acts)
    act(g, "p1: cast Lightning Bolt -> p2", "resolve")
    assert pl(g, "p2")["life"] == 17 and perm(g, "pel")["tapped"]
    # the Survivor alone pays for the instant (red, from 'any color')
    g = board(state=MAIN, p1={"battlefield": [{"card": "Pelargir Survivor", "id": "pel"}],
                              "hand": ["Lightning Bolt"]})
    act(g, "p1: cast Lightning Bolt -> p2", "resolve")
    assert pl(g, "p2")["life"] == 17 and perm(g, "pel")["tapped"]


def test_pelargir_survivor_mana_pays_for_no_ability():
    """106.6: its mana can't pay for an activated ability's cost either (Cirith Ungol Patrol's {1}); it is
    made only as an instant or sorcery is paid for, so it is never floated in the pool ('tap' isn't offered)."""
    g = board(state=MAIN, p1={"battlefield": [{"card": "Pelargir Survivor", "id": "pel"}, "Cirith Ungol Patrol",
                                             "Grizzly Bears"], "library": LIB})
    assert not any(t.startswith(("activate Cirith Ungol Patrol", "tap Pelargir")) for t in legal(g))
    g = board(state=MAIN, p1={"battlefield": ["Swamp", {"card": "Pelargir Survivor", "id": "pel"},
                                             "Cirith Ungol Patrol", "Grizzly Bears"], "library": LIB})
    assert "activate Cirith Ungol Patrol" in legal(g)


def test_pelargir_survivor_mills_target_player():
    """701.13a: {5}{U}, {T}: target player mills three cards."""
    g = board(state=MAIN, p1={"battlefield": ["Island"] * 6 + [{"card": "Pelargir Survivor", "id": "pel"}]},
              p2={"library": ["Forest", "Hill Giant", "Island", "Swamp"]})
    acts = sorted(t for t in legal(g) if t.startswith("activate Pelargir Survivor"))
    assert acts == ["activate Pelargir Survivor -> p1", "activate Pelargir Survivor -> p2"]
    act(g, "p1: activate Pelargir Survivor -> p2", "resolve")
    assert sorted(names(g, "p2", "graveyard")) == ["Forest", "Hill Giant", "Island"]
    assert names(g, "p2", "library") == ["Swamp"]


# ====================================================================== the normal bot uses them
def _bot(g, p="p1"):
    return make_agent("normal", 1).choose(PlayerView(g, p), g.legal_actions()).text


def test_the_bot_eats_a_food_with_mushroom_watchdogs_before_combat():
    g = board(state=MAIN, p1={"battlefield": [{"card": "Mushroom Watchdogs", "id": "dog"}, {"token": "Food"}],
                              "library": LIB})
    assert _bot(g) == "activate Mushroom Watchdogs"


def test_the_bot_sacrifices_only_a_spare_creature_for_cirith_ungol_patrol():
    """A token is spare; a real creature is not worth a card."""
    g = board(state={"turn": 4, "active": "p2", "step": "end"},
              p1={"battlefield": ["Swamp", "Cirith Ungol Patrol", "Hill Giant"], "library": LIB},
              p2={"library": LIB})
    act(g, "p2: pass")
    assert g.decider == "p1" and "activate Cirith Ungol Patrol" in legal(g)
    assert _bot(g) != "activate Cirith Ungol Patrol"
    g = board(state={"turn": 4, "active": "p2", "step": "end"},
              p1={"battlefield": ["Swamp", "Cirith Ungol Patrol", "Hill Giant", {"token": "Spirit"}],
                  "library": LIB}, p2={"library": LIB})
    act(g, "p2: pass")
    assert _bot(g) == "activate Cirith Ungol Patrol"
    act(g, "p1: activate Cirith Ungol Patrol")
    if g.pending is not None and g.decider == "p1" and "choose Spirit" in legal(g):
        act(g, "p1: " + _bot(g))
    assert "Hill Giant" in bf_names(g, "p1") and "Spirit" not in bf_names(g, "p1")


def test_the_bot_gives_up_its_least_valuable_creature_to_the_fell_beast():
    g = board(state=MAIN, p1={"battlefield": ["Swamp"] * 6, "hand": ["Voracious Fell Beast"]},
              p2={"battlefield": [{"card": "Grizzly Bears", "id": "bear"}, {"card": "Hill Giant", "id": "giant"}]})
    act(g, "p1: cast Voracious Fell Beast", "resolve", "resolve")
    assert g.decider == "p2" and _bot(g, "p2") == "choose Grizzly Bears"


def test_the_bot_mills_the_opponent_with_pelargir_survivor_when_mana_would_go_unused():
    g = board(state={"turn": 4, "active": "p2", "step": "end"},
              p1={"battlefield": ["Island"] * 6 + ["Pelargir Survivor"], "library": LIB}, p2={"library": LIB})
    act(g, "p2: pass")
    assert _bot(g) == "activate Pelargir Survivor -> p2"
