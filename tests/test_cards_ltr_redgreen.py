"""Red-green cards of the set (issue 21), as data over the vocabulary, with the words they needed: each card's
rules text reads as its Oracle text, and a scenario of what is distinctive about it, asserted through the
snapshot and the legal actions.

Normalised beyond tests/test_cards_ltr_commons.py's comparison (reminder text dropped, "enters the
battlefield" -> "enters", the card's name -> CARDNAME): a legendary card may call itself by its short name
(the part before the comma, 201.4c), which is CARDNAME too."""

from __future__ import annotations


import pytest

from rules_helpers import act, bf_names, board, events, legal, names, perm
from test_cards_ltr_commons import kw, pt

from mtg_tui.cards.registry import registry
from mtg_tui.cards.sets import load_set

CARDS = {
    117: "Breaking of the Fellowship", 122: "Erebor Flamesmith", 126: "Fiery Inscription",
    123: "Erkenbrand, Lord of Westfold", 233: "Théoden, King of Rohan", 133: "Goblin Fireleaper",
    145: "Rising of the Day", 154: "Bombadil's Song", 153: "Bag End Porter", 129: "Gimli, Counter of Kills",
    121: "Éomer of the Riddermark", 159: "Dúnedain Rangers", 232: "Strider, Ranger of the North",
    183: "Quickbeam, Upstart Ent", 204: "Friendly Rivalry", 127: "Fire of Orthanc", 148: "Smite the Deathless",
    208: "Gandalf's Sanction", 164: "Ent's Fury", 187: "Shortcut to Mushrooms", 125: "Fear, Fire, Foes!",
    163: "Entish Restoration",
}

MAIN = {"turn": 3, "active": "p1", "step": "main1"}
OPP_MAIN = {"turn": 4, "active": "p2", "step": "main1"}
LIB = ["Island"] * 8


def pl(g, p="p1"):
    return g.snapshot()["players"][p]


def life(g, p="p2"):
    return pl(g, p)["life"]


# ====================================================================== the cards and their text
@pytest.mark.parametrize("number,name", sorted(CARDS.items()))
def test_card_file_is_the_set_files_card_of_its_number(number, name):
    c = registry().get(name)
    entry = load_set("LTR").by_number()[number]
    assert (c.set, c.number, entry.name) == ("LTR", number, name)
    assert entry.rarity in ("common", "uncommon")


# (each card's rendered rules text against its Oracle text: tests/test_oracle_text.py, for every card)


# ====================================================================== 117 Breaking of the Fellowship
def test_breaking_of_the_fellowship_makes_one_opposing_creature_hit_another():
    """120.3, 115.1: the first target deals damage equal to its power to the second, another creature of the
    same player; then the Ring tempts you (701.52a)."""
    g = board(state=MAIN, p1={"battlefield": ["Mountain"] * 2, "hand": ["Breaking of the Fellowship"]},
              p2={"battlefield": [{"card": "Hill Giant", "id": "giant"}, {"card": "Grizzly Bears", "id": "bear"}]})
    acts = [t for t in legal(g) if t.startswith("cast Breaking")]
    # two targets, the second another creature of the first's controller; never one creature twice
    assert set(acts) == {"cast Breaking of the Fellowship -> Hill Giant, Grizzly Bears",
                         "cast Breaking of the Fellowship -> Grizzly Bears, Hill Giant"}
    act(g, "p1: cast Breaking of the Fellowship -> Hill Giant, Grizzly Bears", "resolve")
    assert "Grizzly Bears" in names(g, "p2", "graveyard") and perm(g, "giant")["damage"] == 0
    assert pl(g)["ring"] == 1


def test_breaking_of_the_fellowship_needs_two_opposing_creatures():
    """601.2c: with one creature an opponent controls, there is no second target: it can't be cast."""
    g = board(state=MAIN, p1={"battlefield": ["Mountain"] * 2 + ["Grizzly Bears"],
                              "hand": ["Breaking of the Fellowship"]},
              p2={"battlefield": ["Hill Giant"]})
    assert not any(t.startswith("cast Breaking") for t in legal(g))


# ====================================================================== 122 / 126 cast triggers
def test_erebor_flamesmith_pings_each_opponent_for_instants_and_sorceries_only():
    """601.2i, 603.2: 'whenever you cast an instant or sorcery spell' triggers as it is cast; a creature spell
    doesn't trigger it."""
    g = board(state=MAIN, p1={"battlefield": ["Mountain"] * 4 + ["Erebor Flamesmith"],
                              "hand": ["Lightning Bolt", "Goblin Fireleaper"]}, p2={"library": LIB})
    act(g, "p1: cast Goblin Fireleaper")
    assert len(g.stack) == 1  # no trigger on a creature spell
    act(g, "resolve", "p1: cast Lightning Bolt -> p2")
    assert len(g.stack) == 2  # the trigger goes above the Bolt
    act(g, "resolve")
    assert life(g) == 19
    act(g, "resolve")
    assert life(g) == 16


def test_fiery_inscription_tempts_on_entering_and_deals_two_per_spell():
    """603.2: its enters trigger tempts you (701.52a); each instant or sorcery you cast deals 2 to each opponent."""
    g = board(state=MAIN, p1={"battlefield": ["Mountain"] * 4 + ["Grizzly Bears"],
                              "hand": ["Fiery Inscription", "Lightning Bolt"]}, p2={"library": LIB})
    act(g, "p1: cast Fiery Inscription", "resolve", "resolve")
    assert pl(g)["ring"] == 1
    act(g, "p1: cast Lightning Bolt -> Grizzly Bears", "resolve")
    assert life(g) == 18
    g2 = board(state=OPP_MAIN, p1={"battlefield": ["Fiery Inscription"]},
               p2={"battlefield": ["Mountain"], "hand": ["Lightning Bolt"], "library": LIB})
    act(g2, "p2: cast Lightning Bolt -> p1")
    assert len(g2.stack) == 1  # an opponent's spell: 'you cast' only


# ====================================================================== 123 Erkenbrand / 233 Théoden
def test_erkenbrand_pumps_the_team_when_it_or_another_human_creature_enters_under_your_control():
    """603.6a: 'Erkenbrand or another Human creature enters under your control'; a non-Human doesn't trigger it;
    611.2c: creatures you control get +1/+0 until end of turn."""
    g = board(state=MAIN, p1={"battlefield": ["Mountain"] * 7 + [{"card": "Grizzly Bears", "id": "bear"}],
                              "hand": ["Erkenbrand, Lord of Westfold", "Rohirrim Lancer", "Goblin Fireleaper"]},
              p2={"library": LIB})
    act(g, "p1: cast Erkenbrand, Lord of Westfold", "resolve", "resolve")
    assert pt(g, "bear") == (3, 2)
    act(g, "p1: cast Rohirrim Lancer", "resolve")  # a Human Knight
    assert len(g.stack) == 1
    act(g, "resolve")
    assert pt(g, "bear") == (4, 2) and pt(g, "Rohirrim Lancer") == (2, 1)
    act(g, "p1: cast Goblin Fireleaper", "resolve")  # a Goblin: nothing
    assert not g.stack and pt(g, "bear") == (4, 2)


def test_erkenbrand_ignores_a_human_entering_under_the_opponents_control():
    g = board(state=OPP_MAIN, p1={"battlefield": ["Erkenbrand, Lord of Westfold"]},
              p2={"battlefield": ["Mountain"], "hand": ["Rohirrim Lancer"], "library": LIB})
    act(g, "p2: cast Rohirrim Lancer", "resolve")
    assert not g.stack and pt(g, "Erkenbrand, Lord of Westfold") == (3, 3)


def test_theoden_gives_double_strike_when_a_human_enters():
    """603.6a; 702.4b: the target gains double strike until end of turn."""
    g = board(state=MAIN, p1={"battlefield": ["Mountain", "Mountain", "Plains", {"card": "Hill Giant", "id": "giant"}],
                              "hand": ["Théoden, King of Rohan"]}, p2={"library": LIB})
    act(g, "p1: cast Théoden, King of Rohan", "resolve")
    assert {"choose Hill Giant", "choose Théoden, King of Rohan"} <= set(legal(g))
    act(g, "p1: choose Hill Giant", "resolve")
    assert "double strike" in kw(g, "giant")
    act(g, "advance to turn 4 upkeep")
    assert "double strike" not in kw(g, "giant")


# ====================================================================== 133 Goblin Fireleaper
def test_goblin_fireleaper_pumps_and_dying_deals_its_last_power():
    """602.2: {1}{R}: +1/+0; 603.10a, 608.2h: dying, it deals damage equal to its power as it last existed."""
    g = board(state=MAIN, p1={"battlefield": ["Mountain"] * 5 + [{"card": "Goblin Fireleaper", "id": "gob"}],
                              "hand": ["Lightning Bolt"]},
              p2={"battlefield": [{"card": "Hill Giant", "id": "giant"}], "library": LIB})
    act(g, "p1: activate Goblin Fireleaper", "resolve", "p1: activate Goblin Fireleaper", "resolve")
    assert pt(g, "gob") == (3, 1)
    act(g, "p1: cast Lightning Bolt -> Goblin Fireleaper", "resolve")
    assert "Goblin Fireleaper" in names(g, "p1", "graveyard")
    act(g, "resolve")  # its only legal target, the Giant, is chosen
    assert "Hill Giant" in names(g, "p2", "graveyard")


# ====================================================================== 145 Rising of the Day
def test_rising_of_the_day_gives_haste_and_legends_plus_one():
    """611.3a, 702.10b: a creature that just came under your control may attack; legendary creatures +1/+0."""
    g = board(state=MAIN, p1={"battlefield": ["Forest"] * 2 + ["Rising of the Day",
                                                                   "Erkenbrand, Lord of Westfold"],
                              "hand": ["Grizzly Bears"]}, p2={"library": LIB})
    act(g, "p1: cast Grizzly Bears", "resolve")
    assert pt(g, "Grizzly Bears") == (2, 2) and "haste" in kw(g, "Grizzly Bears")
    assert pt(g, "Erkenbrand, Lord of Westfold") == (4, 3)
    act(g, "advance to declare_attackers")
    assert "attack Grizzly Bears" in legal(g)


# ====================================================================== 154 Bombadil's Song
def test_bombadils_song_makes_your_creature_hexproof_then_tempts():
    """702.11b: hexproof stops the opponent's Lightning Bolt from targeting it; 701.52a."""
    g = board(state=OPP_MAIN, p1={"battlefield": ["Forest", "Forest", {"card": "Grizzly Bears", "id": "bear"}],
                                  "hand": ["Bombadil's Song"]},
              p2={"battlefield": ["Mountain", "Mountain"], "hand": ["Lightning Bolt"], "library": LIB})
    act(g, "p2: pass", "p1: cast Bombadil's Song -> Grizzly Bears", "resolve")
    assert pt(g, "bear") == (3, 3) and "hexproof" in kw(g, "bear") and pl(g)["ring"] == 1
    assert perm(g, "bear")["ring_bearer"]
    assert "cast Lightning Bolt -> Grizzly Bears" not in legal(g)


# ====================================================================== 153 Bag End Porter
def test_bag_end_porter_grows_by_your_legendary_creatures_as_it_attacks():
    """508.1m, 603.2: X counted as the trigger resolves (two legends: +2/+2)."""
    g = board(state={"turn": 3, "active": "p1", "step": "declare_attackers"},
              p1={"battlefield": [{"card": "Bag End Porter", "id": "porter"}, "Erkenbrand, Lord of Westfold",
                                  "Gimli, Counter of Kills", "Grizzly Bears"]}, p2={"library": LIB})
    act(g, "p1: attack Bag End Porter")
    if g.pending is not None and g.pending.kind == "attack":
        act(g, "p1: done")
    act(g, "resolve")
    assert pt(g, "porter") == (6, 6)


# ====================================================================== 129 Gimli, Counter of Kills
def test_gimli_pings_the_controller_of_each_opposing_creature_that_dies():
    """700.4, 603.10a: an opponent's creature dies: 1 damage to its controller; yours dying: nothing."""
    g = board(state=MAIN, p1={"battlefield": ["Mountain", "Mountain", "Gimli, Counter of Kills", "Typhoid Rats"],
                              "hand": ["Lightning Bolt", "Lightning Bolt"]},
              p2={"battlefield": ["Grizzly Bears"], "library": LIB})
    assert "trample" in kw(g, "Gimli, Counter of Kills")
    act(g, "p1: cast Lightning Bolt -> Grizzly Bears", "resolve")
    assert len(g.stack) == 1
    act(g, "resolve")
    assert life(g) == 19
    act(g, "p1: cast Lightning Bolt -> Typhoid Rats", "resolve")
    assert not g.stack and life(g) == 19 and life(g, "p1") == 20


# ====================================================================== 121 Éomer: an intervening "if" (603.4)
ATTACK = {"turn": 3, "active": "p1", "step": "declare_attackers"}


def _attack(g, who):
    act(g, f"p1: attack {who}")
    if g.pending is not None and g.pending.kind == "attack":
        act(g, "p1: done")


def test_eomer_makes_a_soldier_when_you_have_the_greatest_power():
    """603.4: the condition holds as it attacks (5 against 3) and as the trigger resolves: a 1/1 Human Soldier."""
    g = board(state=ATTACK, p1={"battlefield": ["Éomer of the Riddermark"]},
              p2={"battlefield": ["Hill Giant"], "library": LIB})
    assert "haste" in kw(g, "Éomer of the Riddermark")
    _attack(g, "Éomer of the Riddermark")
    assert len(g.stack) == 1
    act(g, "resolve")
    assert bf_names(g, "p1").count("Human Soldier") == 1


def test_eomer_doesnt_trigger_when_an_opponent_has_a_greater_creature():
    """603.4: the 'if' is false as it attacks (a 6/5 against its 5): the ability doesn't trigger at all."""
    g = board(state=ATTACK, p1={"battlefield": ["Éomer of the Riddermark"]},
              p2={"battlefield": ["Troll of Khazad-dûm"], "library": LIB})
    _attack(g, "Éomer of the Riddermark")
    assert not g.stack and "Human Soldier" not in bf_names(g, "p1")


def test_eomer_does_nothing_when_the_condition_fails_before_it_resolves():
    """603.4: checked again on resolution: a Giant Growth makes the opponent's Giant 6/6 first: no token."""
    g = board(state=ATTACK, p1={"battlefield": ["Éomer of the Riddermark"]},
              p2={"battlefield": ["Hill Giant", "Forest"], "hand": ["Giant Growth"], "library": LIB})
    _attack(g, "Éomer of the Riddermark")
    assert len(g.stack) == 1
    act(g, "p1: pass", "p2: cast Giant Growth -> Hill Giant", "resolve", "resolve")
    assert not g.stack and "Human Soldier" not in bf_names(g, "p1")
    assert events(g.log, rule="603.4")


# ====================================================================== 159 Dúnedain Rangers: landfall
def test_dunedain_rangers_landfall_tempts_only_without_a_ring_bearer():
    """207.2c landfall, 603.6a: a land entering under your control; 603.4: only if you control no Ring-bearer
    (the first tempting makes the Rangers your Ring-bearer: the next land does nothing)."""
    g = board(state=MAIN, p1={"battlefield": ["Dúnedain Rangers"], "hand": ["Forest", "Forest"],
                              "library": LIB}, p2={"library": LIB})
    act(g, "p1: play Forest")
    assert len(g.stack) == 1
    act(g, "resolve")
    assert pl(g)["ring"] == 1 and perm(g, "Dúnedain Rangers")["ring_bearer"]
    act(g, "advance to turn 5 main1", "p1: play Forest")
    assert not g.stack and pl(g)["ring"] == 1


def test_dunedain_rangers_ignore_the_opponents_lands():
    g = board(state=OPP_MAIN, p1={"battlefield": ["Dúnedain Rangers"], "library": LIB},
              p2={"hand": ["Forest"], "library": LIB})
    act(g, "p2: play Forest")
    assert not g.stack and pl(g)["ring"] == 0


# ====================================================================== 232 Strider: landfall, then a check
def test_strider_landfall_pumps_and_gives_first_strike_at_power_four():
    """608.2c: the +1/+1 comes first, then the power is checked: a 3/3 Bears gets no first strike, Strider 5/5
    does."""
    g = board(state=MAIN, p1={"battlefield": ["Strider, Ranger of the North", {"card": "Grizzly Bears", "id": "bear"}],
                              "hand": ["Forest", "Forest"], "library": LIB}, p2={"library": LIB})
    act(g, "p1: play Forest", "p1: choose Grizzly Bears", "resolve")
    assert pt(g, "bear") == (3, 3) and "first strike" not in kw(g, "bear")
    act(g, "advance to turn 5 main1", "p1: play Forest", "p1: choose Strider, Ranger of the North", "resolve")
    s = "Strider, Ranger of the North"
    assert pt(g, s) == (5, 5) and "first strike" in kw(g, s)


# ====================================================================== 183 Quickbeam
def test_quickbeam_pumps_up_to_two_creatures_when_a_treefolk_enters():
    """603.6a, 115.1d: up to two targets, each +2/+2 and trample until end of turn."""
    g = board(state=MAIN, p1={"battlefield": ["Forest"] * 6 + [{"card": "Grizzly Bears", "id": "bear"}],
                              "hand": ["Quickbeam, Upstart Ent"]}, p2={"library": LIB})
    act(g, "p1: cast Quickbeam, Upstart Ent", "resolve", "p1: choose Grizzly Bears",
        "p1: choose Quickbeam, Upstart Ent", "resolve")
    q = "Quickbeam, Upstart Ent"
    assert pt(g, "bear") == (4, 4) and pt(g, q) == (7, 8) and "trample" in kw(g, "bear") | kw(g, q)
    assert "trample" in kw(g, "bear") and "trample" in kw(g, q)


# ====================================================================== 204 Friendly Rivalry
def test_friendly_rivalry_two_of_yours_each_deal_their_power():
    """120.3: each deals damage equal to its power: 2 (Bears) + 4 (Gimli, legendary) kill a 5/5 Troll... a 6/5."""
    g = board(state=MAIN, p1={"battlefield": ["Forest", "Mountain", "Grizzly Bears", "Gimli, Counter of Kills"],
                              "hand": ["Friendly Rivalry"]},
              p2={"battlefield": ["Troll of Khazad-dûm"], "library": LIB})
    acts = [t for t in legal(g) if t.startswith("cast Friendly")]
    # the second target only legendary, never the first again; the third one of the opponent's
    assert "cast Friendly Rivalry -> Grizzly Bears, Gimli, Counter of Kills, Troll of Khazad-dûm" in acts
    assert "cast Friendly Rivalry -> Gimli, Counter of Kills, Grizzly Bears, Troll of Khazad-dûm" not in acts
    act(g, "p1: cast Friendly Rivalry -> Grizzly Bears, Gimli, Counter of Kills, Troll of Khazad-dûm", "resolve")
    assert "Troll of Khazad-dûm" in names(g, "p2", "graveyard")


# ====================================================================== 127 Fire of Orthanc
def test_fire_of_orthanc_destroys_a_land_and_only_fliers_can_block_this_turn():
    """701.7a; 509.1a: creatures without flying can't block this turn, a rule for every creature (not a set
    locked in as it resolves, 611.2c): the Bears can't block, the Wind Drake can; next turn the Bears can."""
    g = board(state=MAIN, p1={"battlefield": ["Mountain"] * 4 + ["Hill Giant"], "hand": ["Fire of Orthanc"],
                              "library": LIB},
              p2={"battlefield": ["Forest", {"card": "Grizzly Bears", "id": "bear"}, "Wind Drake"], "library": LIB})
    assert "cast Fire of Orthanc -> Grizzly Bears" not in legal(g)
    act(g, "p1: cast Fire of Orthanc -> Forest", "resolve")
    assert "Forest" in names(g, "p2", "graveyard")
    assert "cant_block" in perm(g, "bear")["flags"] and "cant_block" not in perm(g, "Wind Drake")["flags"]
    act(g, "advance to declare_attackers")
    _attack(g, "Hill Giant")
    act(g, "advance to declare_blockers")
    assert "block Hill Giant with Wind Drake" in legal(g)
    assert "block Hill Giant with Grizzly Bears" not in legal(g)
    act(g, "advance to turn 4 upkeep")
    assert "cant_block" not in perm(g, "bear")["flags"]


def test_fire_of_orthanc_stops_a_creature_that_enters_later_too():
    """611.2c doesn't apply to a rule that isn't a change of characteristics: a creature cast after it can't
    block either."""
    g = board(state=MAIN, p1={"battlefield": ["Mountain"] * 4, "hand": ["Fire of Orthanc"], "library": LIB},
              p2={"battlefield": ["Forest"], "library": LIB})
    act(g, "p1: cast Fire of Orthanc -> Forest", "resolve")
    from mtg_tui.engine.combat import block_fault
    g2 = board(state=MAIN, p1={"battlefield": ["Hill Giant"]}, p2={"battlefield": ["Grizzly Bears"]})
    assert block_fault(g2, g2.creatures("p2")[0], g2.creatures("p1")[0]) is None
    # the same rule on g: a Bears put onto the battlefield now can't block
    bear = g.make_obj(registry().get("Grizzly Bears"), "p2", "hand")
    g.players["p2"].hand.append(bear.id)
    g.move(bear.id, "battlefield")
    giant = g.make_obj(registry().get("Hill Giant"), "p1", "hand")
    g.players["p1"].hand.append(giant.id)
    g.move(giant.id, "battlefield")
    bears = g.creatures("p2")[0]
    assert block_fault(g, bears, g.creatures("p1")[0]) is not None


# ====================================================================== 148 Smite the Deathless
def test_smite_the_deathless_exiles_an_indestructible_creature():
    """702.12b: it loses indestructible, so 3 damage destroys it (704.5g); 614.1a: it is exiled instead of
    dying."""
    g = board(state=MAIN, p1={"battlefield": ["Mountain", "Mountain"], "hand": ["Smite the Deathless"]},
              p2={"battlefield": [{"card": "Hill Giant", "id": "giant"}], "library": LIB})
    g.add_effect("6", ["giant"], {"keywords": ("indestructible",), "flags": ()}, "eot", "p2")
    assert "indestructible" in kw(g, "giant")
    act(g, "p1: cast Smite the Deathless -> Hill Giant", "resolve")
    assert names(g, "p2", "exile") == ["Hill Giant"] and names(g, "p2", "graveyard") == []
    # 611.2: the log says it as the card does (it once read "Hill Giant gets loses indestructible")
    assert "Hill Giant loses indestructible until end of turn" in [e.msg for e in events(g.log, "effect")]
    assert any(e.msg.startswith("Hill Giant is exiled instead of dying (") for e in events(g.log, "zone"))


def test_smite_the_deathless_exiles_if_it_dies_later_this_turn():
    """614.1a: the replacement lasts the turn: a survivor (a 6/5 Troll takes 3) that dies later is exiled."""
    g = board(state=MAIN, p1={"battlefield": ["Mountain"] * 3, "hand": ["Smite the Deathless", "Lightning Bolt"]},
              p2={"battlefield": ["Troll of Khazad-dûm"], "library": LIB})
    act(g, "p1: cast Smite the Deathless -> Troll of Khazad-dûm", "resolve")
    assert bf_names(g, "p2") == ["Troll of Khazad-dûm"]
    act(g, "p1: cast Lightning Bolt -> Troll of Khazad-dûm", "resolve")
    assert names(g, "p2", "exile") == ["Troll of Khazad-dûm"] and names(g, "p2", "graveyard") == []


# ====================================================================== 208 Gandalf's Sanction
def test_gandalfs_sanction_counts_your_instants_and_sorceries_and_sends_the_excess_to_the_controller():
    """107.3a: X = 4 (two Bolts, a Giant Growth, a Fire of Orthanc; the Bears doesn't count); 120.4a: 2 is lethal
    to a 2/2, the other 2 are dealt to its controller."""
    g = board(state=MAIN, p1={"battlefield": ["Island", "Mountain", "Mountain"], "hand": ["Gandalf's Sanction"],
                              "graveyard": ["Lightning Bolt", "Lightning Bolt", "Giant Growth", "Fire of Orthanc",
                                            "Grizzly Bears"]},
              p2={"battlefield": ["Grizzly Bears"], "library": LIB})
    act(g, "p1: cast Gandalf's Sanction -> Grizzly Bears", "resolve")
    assert "Grizzly Bears" in names(g, "p2", "graveyard") and life(g) == 18


def test_gandalfs_sanction_counts_damage_already_marked():
    """120.4a: a 3/3 with 2 damage marked needs 1: the other 3 of X=4 go to its controller."""
    g = board(state=MAIN, p1={"battlefield": ["Island", "Mountain", "Mountain"], "hand": ["Gandalf's Sanction"],
                              "graveyard": ["Lightning Bolt"] * 4},
              p2={"battlefield": [{"card": "Hill Giant", "id": "giant", "damage": 2}], "library": LIB})
    act(g, "p1: cast Gandalf's Sanction -> Hill Giant", "resolve")
    assert "Hill Giant" in names(g, "p2", "graveyard") and life(g) == 17


# ====================================================================== 164 Ent's Fury
def test_ents_fury_counter_only_at_power_four_then_pump_and_fight():
    """608.2c: the power is checked as it resolves: a 4/4 gets a +1/+1 counter (122.1a), then +1/+1 until end of
    turn, then fights (701.12a) the opponent's Bears; the counter stays, the +1/+1 ends (514.2)."""
    g = board(state=MAIN, p1={"battlefield": ["Forest", "Forest", {"card": "Bag End Porter", "id": "porter"}],
                              "hand": ["Ent's Fury"], "library": LIB},
              p2={"battlefield": [{"card": "Grizzly Bears", "id": "bear"}], "library": LIB})
    act(g, "p1: cast Ent's Fury -> Bag End Porter, Grizzly Bears", "resolve")
    assert pt(g, "porter") == (6, 6) and perm(g, "porter")["counters"] == {"+1/+1": 1}
    assert perm(g, "porter")["damage"] == 2 and "Grizzly Bears" in names(g, "p2", "graveyard")
    act(g, "advance to turn 4 upkeep")
    assert pt(g, "porter") == (5, 5)


def test_ents_fury_no_counter_below_power_four():
    g = board(state=MAIN, p1={"battlefield": ["Forest", "Forest", {"card": "Hill Giant", "id": "giant"}],
                              "hand": ["Ent's Fury"], "library": LIB},
              p2={"battlefield": ["Grizzly Bears"], "library": LIB})
    assert "cast Ent's Fury -> Grizzly Bears, Hill Giant" not in legal(g)  # yours, then one you don't control
    act(g, "p1: cast Ent's Fury -> Hill Giant, Grizzly Bears", "resolve")
    assert pt(g, "giant") == (4, 4) and not perm(g, "giant")["counters"]
    assert "Grizzly Bears" in names(g, "p2", "graveyard")


# ====================================================================== 187 Shortcut to Mushrooms
def test_shortcut_to_mushrooms_tempts_and_grows_a_creature_after_a_permanent_left():
    """701.52a as it enters; 603.4: at your end step, only if a permanent you controlled left the battlefield
    this turn (the Bears, bolted): a +1/+1 counter on target creature you control."""
    g = board(state=MAIN, p1={"battlefield": ["Forest", "Forest", "Mountain", {"card": "Hill Giant", "id": "giant"},
                                             "Grizzly Bears"],
                              "hand": ["Shortcut to Mushrooms", "Lightning Bolt"], "library": LIB},
              p2={"library": LIB})
    act(g, "p1: cast Shortcut to Mushrooms", "resolve", "resolve", "p1: choose Hill Giant")
    assert pl(g)["ring"] == 1
    act(g, "p1: cast Lightning Bolt -> Grizzly Bears", "resolve", "advance to end")
    assert len(g.stack) == 1  # the trigger, its only target the Giant
    act(g, "resolve")
    assert perm(g, "giant")["counters"] == {"+1/+1": 1}


def test_shortcut_to_mushrooms_does_nothing_when_nothing_of_yours_left():
    """603.4: the 'if' is false at the beginning of the end step: it doesn't trigger (an opponent's creature
    dying doesn't count)."""
    g = board(state=MAIN, p1={"battlefield": ["Mountain", "Shortcut to Mushrooms", "Hill Giant"],
                              "hand": ["Lightning Bolt"], "library": LIB},
              p2={"battlefield": ["Grizzly Bears"], "library": LIB})
    act(g, "p1: cast Lightning Bolt -> Grizzly Bears", "resolve", "advance to end")
    assert not g.stack and not perm(g, "Hill Giant")["counters"]


# ====================================================================== 125 Fear, Fire, Foes!
def test_fear_fire_foes_x_to_the_target_and_one_to_each_other_creature_of_its_controller():
    """107.3a: X=3 to the Giant; 120.3: 1 to each other creature its controller controls (not to yours, not to
    the target again); 615.12: damage can't be prevented this turn (the game has no prevention yet: the turn
    keeps the fact)."""
    g = board(state=MAIN, p1={"battlefield": ["Mountain"] * 4 + [{"card": "Grizzly Bears", "id": "mine"}],
                              "hand": ["Fear, Fire, Foes!"]},
              p2={"battlefield": [{"card": "Hill Giant", "id": "giant"}, {"card": "Grizzly Bears", "id": "bear"},
                                  {"card": "Wind Drake", "id": "drake"}], "library": LIB})
    act(g, "p1: cast Fear, Fire, Foes! x=3 -> Hill Giant", "resolve")
    assert "Hill Giant" in names(g, "p2", "graveyard")
    assert perm(g, "bear")["damage"] == 1 and perm(g, "drake")["damage"] == 1 and perm(g, "mine")["damage"] == 0
    assert events(g.log, rule="615.12") and g.turn_flags.get("damage_unpreventable")
    act(g, "advance to turn 4 upkeep")
    assert not g.turn_flags.get("damage_unpreventable")


# ====================================================================== 163 Entish Restoration
def test_entish_restoration_sacrifices_a_land_of_your_choice_then_fetches_two_tapped():
    """701.17a: the player chooses the land to sacrifice (a decision, SCENARIOS.md 1.1); 701.19: up to two basic
    land cards onto the battlefield tapped, then one shuffle."""
    g = board(state=MAIN, p1={"battlefield": ["Forest", "Forest", "Forest", {"card": "Island", "id": "isl"},
                                             "Grizzly Bears"],
                              "hand": ["Entish Restoration"], "library": ["Hill Giant", "Forest", "Mountain", "Plains"]},
              p2={"library": LIB})
    act(g, "p1: cast Entish Restoration", "resolve")
    # permanents are always distinct (SCENARIOS.md 1.1: Name#id when names clash); lands only
    assert "choose Island" in legal(g) and sum(t.startswith("choose Forest#") for t in legal(g)) == 3
    assert not any("Bears" in t for t in legal(g))
    act(g, "p1: choose Island")
    assert "Island" in names(g, "p1", "graveyard")
    choices = set(legal(g))
    assert "choose Hill Giant" not in choices and {"choose Forest", "choose Mountain", "done"} <= choices
    act(g, "p1: choose Mountain")
    assert "choose Mountain" not in legal(g)  # the one Mountain is chosen already
    act(g, "p1: choose Plains")
    assert not g.pending or g.pending.data.get("purpose") != "search"  # two at most
    new = [x for x in pl(g)["battlefield"] if x["name"] in ("Mountain", "Plains")]
    assert len(new) == 2 and all(x["tapped"] for x in new)
    assert sorted(names(g, "p1", "library")) == ["Forest", "Hill Giant"]


def test_entish_restoration_fetches_three_with_a_creature_of_power_four():
    """608.2c: with a creature of power 4 or greater, up to three instead; 'up to': done stops early."""
    g = board(state=MAIN, p1={"battlefield": ["Forest"] * 3 + ["Hill Giant", "Bag End Porter"],
                              "hand": ["Entish Restoration"], "library": ["Forest", "Mountain", "Plains", "Island"]},
              p2={"library": LIB})
    act(g, "p1: cast Entish Restoration", "resolve")
    act(g, "p1: " + next(t for t in legal(g) if t.startswith("choose Forest#")))
    assert bf_names(g, "p1").count("Forest") == 2
    act(g, "p1: choose Mountain", "p1: choose Plains", "p1: choose Island")
    assert names(g, "p1", "library") == ["Forest"]
    g = board(state=MAIN, p1={"battlefield": ["Forest"] * 3 + ["Bag End Porter"],
                              "hand": ["Entish Restoration"], "library": ["Forest", "Mountain", "Plains", "Island"]},
              p2={"library": LIB})
    act(g, "p1: cast Entish Restoration", "resolve")
    act(g, "p1: " + next(t for t in legal(g) if t.startswith("choose Forest#")), "p1: choose Mountain", "p1: done")
    assert sorted(names(g, "p1", "library")) == ["Forest", "Island", "Plains"]
    assert "Mountain" in bf_names(g, "p1")
