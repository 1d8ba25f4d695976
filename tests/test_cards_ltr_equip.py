"""Issue 21's Equipment and Aura commons and uncommons, as data over the vocabulary: each card's rules text reads
as its Oracle text (the comparison of tests/test_cards_ltr_commons.py), and a scenario of what is distinctive
about it, asserted through the snapshot and the legal actions.  Rules: 301.5 (Equipment), 303.4 (Auras),
702.6 (equip)."""

from __future__ import annotations


import pytest

from rules_helpers import act, attack_and_block, board, legal, perm
from test_cards_ltr_commons import kw, pt

from mtg_tui.cards.registry import registry
from mtg_tui.cards.sets import load_set

CARDS = {
    6: "Dúnedain Blade", 130: "Gimli's Axe", 167: "Galadhrim Bow", 170: "Gift of Strands",
    16: "Fog on the Barrow-Downs", 238: "Ent-Draught Basin", 41: "Bewitching Leechcraft",
    98: "Morgul-Knife Wound", 237: "Barrow-Blade", 10: "Éowyn, Lady of Rohan",
    89: "Grond, the Gatebreaker",
}
UNCOMMON = {170, 238, 237, 10, 89}

MAIN = {"turn": 3, "active": "p1", "step": "main1"}
OPP_MAIN = {"turn": 4, "active": "p2", "step": "main1"}
LIB = ["Island"] * 8


def top(g, n=3, p="p1"):
    return [g.name(c) for c in g.players[p].library[:n]]


# ====================================================================== the cards and their text
@pytest.mark.parametrize("number,name", sorted(CARDS.items()))
def test_card_file_is_the_set_files_card_of_its_number(number, name):
    c = registry().get(name)
    entry = load_set("LTR").by_number()[number]
    rarity = "uncommon" if number in UNCOMMON else "common"
    assert (c.set, c.number, entry.name, entry.rarity) == ("LTR", number, name, rarity)


# (each card's rendered rules text against its Oracle text: tests/test_oracle_text.py, for every card)


# ====================================================================== 6 Dúnedain Blade
def test_dunedain_blade_equip_human_costs_one_and_targets_only_humans():
    """702.6c: "Equip Human {1}" may target only a Human you control; 702.6d: "Equip {3}" any creature you
    control; 702.6a: only as a sorcery."""
    g = board(state=MAIN, p1={"battlefield": ["Plains"] * 2 + ["Dúnedain Blade", "Youthful Knight",
                                                                 "Grizzly Bears"]})
    acts = legal(g)
    assert "activate Dúnedain Blade #1 -> Youthful Knight" in acts
    assert not any(a.startswith("activate Dúnedain Blade") and "Grizzly Bears" in a for a in acts)  # {3} unpaid
    act(g, "p1: activate Dúnedain Blade #1 -> Youthful Knight", "resolve")
    assert pt(g, "Youthful Knight") == (4, 2) and perm(g, "Dúnedain Blade")["attached_to"] == perm(
        g, "Youthful Knight")["id"]
    g = board(state=MAIN, p1={"battlefield": ["Plains"] * 3 + ["Dúnedain Blade", "Youthful Knight",
                                                                 "Grizzly Bears"]})
    acts = legal(g)
    assert "activate Dúnedain Blade #2 -> Grizzly Bears" in acts
    assert "activate Dúnedain Blade #1 -> Grizzly Bears" not in acts  # a Bear is no Human
    act(g, "p1: activate Dúnedain Blade #2 -> Grizzly Bears", "resolve")
    assert pt(g, "Grizzly Bears") == (4, 3)
    g = board(state=OPP_MAIN, p1={"battlefield": ["Plains"] * 3 + ["Dúnedain Blade", "Youthful Knight"]})
    act(g, "p2: pass")
    assert not any(a.startswith("activate Dúnedain Blade") for a in legal(g))  # not at instant speed


# ====================================================================== 130 Gimli's Axe
def test_gimlis_axe_gives_three_power_and_menace_only_to_a_legendary_creature():
    """611.3a: "as long as equipped creature is legendary, it has menace" (702.111); +3/+0 to anyone."""
    g = board(state=MAIN, p1={"battlefield": ["Mountain"] * 4 + ["Gimli's Axe", "Frodo Baggins", "Hill Giant"]})
    act(g, "p1: activate Gimli's Axe -> Hill Giant", "resolve")
    assert pt(g, "Hill Giant") == (6, 3) and "menace" not in kw(g, "Hill Giant")
    act(g, "p1: activate Gimli's Axe -> Frodo Baggins", "resolve")
    assert pt(g, "Frodo Baggins") == (4, 3) and "menace" in kw(g, "Frodo Baggins")
    assert pt(g, "Hill Giant") == (3, 3)  # 301.5c: the Axe moved; the Giant has nothing of it now


def test_gimlis_axe_gives_menace_to_a_ring_bearer_made_legendary():
    """701.52c: a Ring-bearer is legendary (layer 4, 613.1d), so an Axe on it gives menace (layer 6)."""
    plain = board(state=MAIN, p1={"battlefield": [{"card": "Gimli's Axe", "attached_to": "hg"},
                                                  {"card": "Hill Giant", "id": "hg"}]})
    assert "menace" not in kw(plain, "Hill Giant")
    g = board(state=MAIN, p1={"battlefield": [{"card": "Gimli's Axe", "attached_to": "hg"},
                                              {"card": "Hill Giant", "id": "hg", "ring_bearer": True}], "ring": 1})
    assert "Legendary" in perm(g, "Hill Giant")["supertypes"] and "menace" in kw(g, "Hill Giant")


# ====================================================================== 167 Galadhrim Bow
def test_galadhrim_bow_flashes_in_attaches_and_untaps_its_creature():
    """702.8a: cast in the opponent's turn; 603.2 its enters trigger: 701.3a attach it to the target, then
    701.21b untap that creature; +1/+2 and reach (702.17)."""
    g = board(state=OPP_MAIN, p1={"battlefield": ["Forest"] * 3 + [{"card": "Grizzly Bears", "tapped": True}],
                                  "hand": ["Galadhrim Bow"]}, p2={"library": LIB})
    act(g, "p2: pass")
    assert "cast Galadhrim Bow" in legal(g)
    act(g, "p1: cast Galadhrim Bow", "resolve")
    assert perm(g, "Galadhrim Bow")["attached_to"] is None and g.stack  # the trigger waits
    act(g, "resolve")
    bear = perm(g, "Grizzly Bears")
    assert perm(g, "Galadhrim Bow")["attached_to"] == bear["id"] and not bear["tapped"]
    assert pt(g, "Grizzly Bears") == (3, 4) and "reach" in kw(g, "Grizzly Bears")


def test_galadhrim_bow_still_untaps_the_creature_if_it_left_first():
    """608.2b: the Bow is gone, so it can't be attached (701.3b), but "untap that creature" still happens."""
    g = board(state=OPP_MAIN, p1={"battlefield": ["Forest"] * 3 + [{"card": "Grizzly Bears", "tapped": True}],
                                  "hand": ["Galadhrim Bow"]},
              p2={"battlefield": ["Mountain"], "hand": ["Lightning Bolt"], "library": LIB})
    act(g, "p2: pass", "p1: cast Galadhrim Bow", "resolve")
    bow = perm(g, "Galadhrim Bow")["id"]
    g.move(bow, "graveyard")  # the Bow leaves before its trigger resolves
    act(g, "resolve")
    assert perm(g, "Galadhrim Bow") is None and not perm(g, "Grizzly Bears")["tapped"]
    assert pt(g, "Grizzly Bears") == (2, 2)


# ====================================================================== 170 Gift of Strands
def test_gift_of_strands_flashes_onto_a_blocker_and_scries_two():
    """702.8a flash; 303.4 the Aura enchants its target; 603.2 its enters trigger: 701.18a scry 2."""
    g = board(state=OPP_MAIN, p1={"battlefield": ["Forest"] * 4 + ["Grizzly Bears"], "hand": ["Gift of Strands"],
                                  "library": ["Hill Giant", "Forest", "Island"]}, p2={"library": LIB})
    act(g, "p2: pass")
    assert "cast Gift of Strands -> Grizzly Bears" in legal(g)
    act(g, "p1: cast Gift of Strands -> Grizzly Bears", "resolve")
    assert pt(g, "Grizzly Bears") == (5, 5)
    act(g, "resolve")
    assert set(legal(g)) == {"choose top", "choose bottom"}
    act(g, "p1: choose bottom", "p1: choose top")
    assert top(g) == ["Forest", "Island", "Hill Giant"]


# ====================================================================== 16 Fog on the Barrow-Downs
def test_fog_on_the_barrow_downs_makes_a_spirit_that_cant_attack_or_block():
    """613.1d layer 4: enchanted creature is a Spirit and loses its other creature types (205.1a); 611.3: it
    can't attack (508.1a) or block (509.1a)."""
    g = board(state=MAIN, p1={"battlefield": ["Plains"] * 3, "hand": ["Fog on the Barrow-Downs"]},
              p2={"battlefield": ["Youthful Knight"]})
    assert perm(g, "Youthful Knight")["subtypes"] == ["Human", "Knight"]
    act(g, "p1: cast Fog on the Barrow-Downs -> Youthful Knight", "resolve")
    knight = perm(g, "Youthful Knight")
    assert knight["subtypes"] == ["Spirit"] and set(knight["flags"]) == {"cant_attack", "cant_block"}
    assert "first strike" in kw(g, "Youthful Knight")  # it keeps its abilities
    # a Human-only equip can no longer target it (702.6c): it is no Human now
    g2 = board(state=OPP_MAIN, p1={"battlefield": [{"card": "Fog on the Barrow-Downs", "attached_to": "k"}]},
               p2={"battlefield": ["Plains", "Dúnedain Blade", {"card": "Youthful Knight", "id": "k"}]})
    assert not any(a.startswith("activate Dúnedain Blade") for a in legal(g2))
    act(g2, "advance to declare_attackers")
    assert not any(a.startswith("attack") for a in legal(g2))


def test_fog_on_the_barrow_downs_leaving_gives_the_creature_its_types_back():
    """611.3a: a static's effect lasts only while its source is on the battlefield (layer 4 undone)."""
    g = board(state=MAIN, p2={"battlefield": [{"card": "Fog on the Barrow-Downs", "attached_to": "k"},
                                  {"card": "Youthful Knight", "id": "k"}]})
    assert perm(g, "Youthful Knight")["subtypes"] == ["Spirit"]
    g.move(perm(g, "Fog on the Barrow-Downs")["id"], "graveyard")
    assert perm(g, "Youthful Knight")["subtypes"] == ["Human", "Knight"] and perm(g, "Youthful Knight")["flags"] == []


# ====================================================================== 238 Ent-Draught Basin
def test_ent_draught_basin_targets_only_a_creature_whose_power_is_x():
    """601.2b-c: X is announced, then the target: a creature with power X; 122.1a a +1/+1 counter."""
    g = board(state=MAIN, p1={"battlefield": ["Forest"] * 3 + ["Ent-Draught Basin", "Grizzly Bears",
                                                                 "Hill Giant"]})
    acts = [a for a in legal(g) if a.startswith("activate Ent-Draught Basin")]
    assert sorted(acts) == ["activate Ent-Draught Basin x=2 -> Grizzly Bears",
                            "activate Ent-Draught Basin x=3 -> Hill Giant"]
    act(g, "p1: activate Ent-Draught Basin x=2 -> Grizzly Bears", "resolve")
    assert pt(g, "Grizzly Bears") == (3, 3) and perm(g, "Grizzly Bears")["counters"] == {"+1/+1": 1}
    assert perm(g, "Ent-Draught Basin")["tapped"]


def test_ent_draught_basin_does_nothing_if_the_power_changed():
    """608.2b: as it resolves, a target whose power is no longer X is illegal, so the ability doesn't resolve."""
    g = board(state=MAIN, p1={"battlefield": ["Forest"] * 3 + ["Ent-Draught Basin", "Grizzly Bears"],
                              "hand": ["Giant Growth"]})
    act(g, "p1: activate Ent-Draught Basin x=2 -> Grizzly Bears", "p1: cast Giant Growth -> Grizzly Bears",
        "resolve")
    assert pt(g, "Grizzly Bears") == (5, 5)
    act(g, "resolve")
    assert perm(g, "Grizzly Bears")["counters"] == {} and pt(g, "Grizzly Bears") == (5, 5)


def test_ent_draught_basin_only_as_a_sorcery():
    """602.5d: "activate only as a sorcery"."""
    g = board(state=OPP_MAIN, p1={"battlefield": ["Forest"] * 2 + ["Ent-Draught Basin", "Grizzly Bears"]},
              p2={"library": LIB})
    act(g, "p2: pass")
    assert not any(a.startswith("activate Ent-Draught Basin") for a in legal(g))


# ====================================================================== 41 Bewitching Leechcraft
def test_bewitching_leechcraft_taps_its_creature_as_it_enters():
    """603.2: its enters trigger taps enchanted creature (701.21a)."""
    g = board(state=MAIN, p1={"battlefield": ["Island"] * 2, "hand": ["Bewitching Leechcraft"]},
              p2={"battlefield": ["Hill Giant"]})
    act(g, "p1: cast Bewitching Leechcraft -> Hill Giant", "resolve")
    assert not perm(g, "Hill Giant")["tapped"]  # the trigger waits on the stack
    act(g, "resolve")
    assert perm(g, "Hill Giant")["tapped"]


def test_bewitching_leechcraft_creature_doesnt_untap_without_a_counter():
    """502.3, 614.1: the granted replacement: with no +1/+1 counter to remove, it doesn't untap."""
    g = board(state={"turn": 3, "active": "p1", "step": "end"},
              p1={"battlefield": [{"card": "Bewitching Leechcraft", "attached_to": "hg"}], "library": LIB},
              p2={"battlefield": [{"card": "Hill Giant", "id": "hg", "tapped": True},
                                  {"card": "Grizzly Bears", "tapped": True}], "library": LIB})
    act(g, "advance to upkeep")
    assert g.active == "p2" and perm(g, "Hill Giant")["tapped"] and not perm(g, "Grizzly Bears")["tapped"]


def test_bewitching_leechcraft_creature_untaps_by_removing_a_counter():
    """614.1: it would untap, so a +1/+1 counter is removed instead, and then it untaps (one counter a turn)."""
    g = board(state={"turn": 3, "active": "p1", "step": "end"},
              p1={"battlefield": [{"card": "Bewitching Leechcraft", "attached_to": "hg"}], "library": LIB},
              p2={"battlefield": [{"card": "Hill Giant", "id": "hg", "tapped": True, "counters": {"+1/+1": 2}}],
                  "library": LIB})
    act(g, "advance to upkeep")
    giant = perm(g, "Hill Giant")
    assert not giant["tapped"] and giant["counters"] == {"+1/+1": 1} and pt(g, "Hill Giant") == (4, 4)


# ====================================================================== 98 Morgul-Knife Wound
def _wounded(life=20):
    return board(state={"turn": 3, "active": "p1", "step": "end"},
                 p1={"battlefield": [{"card": "Morgul-Knife Wound", "attached_to": "hg"}], "library": LIB},
                 p2={"battlefield": [{"card": "Hill Giant", "id": "hg"}], "library": LIB, "life": life})


def test_morgul_knife_wound_shrinks_and_its_creature_pays_life_in_its_upkeep():
    """611.3 -3/-0 (layer 7c); 613.1f the creature has the upkeep trigger: it is the source, its controller
    controls it (603.2, 113.8); "unless you pay 2 life" is that player's choice (119.4)."""
    g = _wounded()
    assert pt(g, "Hill Giant") == (0, 3)
    act(g, "advance to upkeep")
    assert g.active == "p2" and [(it.source_name, it.controller) for it in g.stack] == [("Hill Giant", "p2")]
    act(g, "resolve")
    assert g.pending.player == "p2" and set(legal(g)) == {"choose yes", "choose no"}
    act(g, "p2: choose yes")
    assert g.snapshot()["players"]["p2"]["life"] == 18 and perm(g, "Hill Giant") is not None


def test_morgul_knife_wound_exiles_its_creature_if_the_life_isnt_paid():
    """406.1, 701.13a: "exile this creature unless you pay 2 life": a no exiles it (the Aura goes too, 704.5m)."""
    g = _wounded()
    act(g, "advance to upkeep", "resolve", "p2: choose no")
    assert perm(g, "Hill Giant") is None and "Hill Giant" in g.snapshot()["players"]["p2"]["exile"]
    assert g.snapshot()["players"]["p2"]["life"] == 20 and perm(g, "Morgul-Knife Wound") is None


def test_morgul_knife_wound_exiles_when_its_controller_cant_pay():
    """119.4: with 1 life, 2 life can't be paid: no choice is offered, the creature is exiled."""
    g = _wounded(life=1)
    act(g, "advance to upkeep", "resolve")
    assert perm(g, "Hill Giant") is None and g.snapshot()["players"]["p2"]["life"] == 1


def test_morgul_knife_wound_doesnt_trigger_in_the_auras_controllers_upkeep():
    """'your upkeep' is the enchanted creature's controller's (the granted ability's controller, 113.8)."""
    g = board(state={"turn": 2, "active": "p2", "step": "end"},
              p1={"battlefield": [{"card": "Morgul-Knife Wound", "attached_to": "hg"}], "library": LIB},
              p2={"battlefield": [{"card": "Hill Giant", "id": "hg"}], "library": LIB})
    act(g, "advance to upkeep")
    assert g.active == "p1" and not g.stack


# ====================================================================== 237 Barrow-Blade
BLOCKERS = {"turn": 4, "active": "p2", "step": "declare_attackers"}


def _blade_blocks(attacker):
    g = board(state=BLOCKERS,
              p1={"battlefield": [{"card": "Grizzly Bears", "id": "bear"},
                                  {"card": "Barrow-Blade", "attached_to": "bear"}], "library": LIB},
              p2={"battlefield": [{"card": attacker, "id": "att"}], "library": LIB})
    return attack_and_block(g, attacker, "Grizzly Bears")


def test_barrow_blade_blocker_takes_deathtouch_from_what_it_blocks():
    """509.3d: equipped creature blocks: the attacker loses all abilities until end of turn (613.1f): the Rats
    lose deathtouch (702.2), so the 3/3 Bears survive 1 damage and kill them."""
    g = _blade_blocks("Typhoid Rats")
    assert [it.source_name for it in g.stack] == ["Barrow-Blade"]
    assert "deathtouch" in kw(g, "Typhoid Rats")
    act(g, "resolve")
    assert kw(g, "Typhoid Rats") == set() and "no_abilities" in perm(g, "Typhoid Rats")["flags"]
    act(g, "advance to main2")
    assert perm(g, "Typhoid Rats") is None and perm(g, "Grizzly Bears")["damage"] == 1


def test_barrow_blade_creature_blocked_by_two_triggers_twice():
    """509.3d: "becomes blocked by a creature" triggers once for each creature that blocks it."""
    g = board(state={"turn": 3, "active": "p1", "step": "declare_attackers"},
              p1={"battlefield": [{"card": "Hill Giant", "id": "hg"},
                                  {"card": "Barrow-Blade", "attached_to": "hg"}], "library": LIB},
              p2={"battlefield": ["Typhoid Rats", "Youthful Knight"], "library": LIB})
    act(g, "p1: attack Hill Giant")
    if g.pending is not None and g.pending.kind == "attack":
        act(g, "p1: done")
    act(g, "advance to declare_blockers", "p2: block Hill Giant with Typhoid Rats",
        "p2: block Hill Giant with Youthful Knight")
    if g.pending is not None and g.pending.kind == "block":
        act(g, "p2: done")
    while g.pending is not None and g.pending.data.get("purpose") == "trigger_order":
        act(g, f"p1: {legal(g)[0]}")
    assert [it.source_name for it in g.stack] == ["Barrow-Blade", "Barrow-Blade"]
    act(g, "resolve", "resolve")
    assert kw(g, "Typhoid Rats") == set() and kw(g, "Youthful Knight") == set()


def test_barrow_blade_the_creature_loses_its_triggered_and_mana_abilities():
    """613.1f: a creature with no abilities triggers nothing as it dies (603.10a: as it last existed) and has no
    mana ability (Llanowar Elves: no "tap" for it)."""
    g = _blade_blocks("Easterling Vanguard")
    act(g, "resolve", "advance to main2")
    assert perm(g, "Easterling Vanguard") is None
    assert perm(g, "Orc Army") is None and not g.stack  # its "when this dies, amass Orcs 1" didn't trigger
    g = board(state={"turn": 3, "active": "p1", "step": "declare_attackers"},
              p1={"battlefield": [{"card": "Hill Giant", "id": "hg"},
                                  {"card": "Barrow-Blade", "attached_to": "hg"}], "library": LIB},
              p2={"battlefield": ["Llanowar Elves"], "library": LIB})
    act(g, "p1: attack Hill Giant")
    if g.pending is not None and g.pending.kind == "attack":
        act(g, "p1: done")
    act(g, "advance to declare_blockers", "p2: block Hill Giant with Llanowar Elves")
    if g.pending is not None and g.pending.kind == "block":
        act(g, "p2: done")
    act(g, "p1: pass")
    assert g.decider == "p2" and "tap Llanowar Elves" in legal(g)  # the trigger waits: it has its ability
    act(g, "p2: pass")  # the trigger resolves
    assert not g.stack and kw(g, "Llanowar Elves") == set()
    act(g, "p1: pass")
    assert g.decider == "p2" and "tap Llanowar Elves" not in legal(g)


# ====================================================================== 10 Éowyn, Lady of Rohan
def _eowyn_combat(extra_bf=()):
    g = board(state=MAIN, p1={"battlefield": ["Éowyn, Lady of Rohan", {"card": "Grizzly Bears", "id": "bear"},
                                              *extra_bf], "library": LIB}, p2={"library": LIB})
    act(g, "advance to beginning_of_combat")
    return g


def test_eowyn_gives_an_unequipped_creature_the_keyword_its_controller_chooses():
    """603.2 at the beginning of combat on your turn; 608.2d: as it resolves, the controller chooses first
    strike or vigilance (`choose <keyword>`), and the creature gains only that one until end of turn."""
    g = _eowyn_combat()
    act(g, "p1: choose Grizzly Bears", "resolve")
    assert set(legal(g)) == {"choose first strike", "choose vigilance"}
    act(g, "p1: choose vigilance")
    assert kw(g, "Grizzly Bears") == {"vigilance"}
    g2 = _eowyn_combat()
    act(g2, "p1: choose Grizzly Bears", "resolve", "p1: choose first strike")
    assert kw(g2, "Grizzly Bears") == {"first strike"}


def test_eowyn_gives_an_equipped_creature_both_without_a_choice():
    """608.2c: "if that creature is equipped" (301.5) is asked as it resolves: first strike and vigilance."""
    g = _eowyn_combat([{"card": "Barrow-Blade", "attached_to": "bear"}])
    act(g, "p1: choose Grizzly Bears", "resolve")
    assert not g.stack and g.pending is None or g.pending.data.get("purpose") != "keyword_choice"
    assert kw(g, "Grizzly Bears") == {"first strike", "vigilance"}


def test_eowyn_makes_equip_abilities_cost_one_less():
    """602.2b, 601.2f: "Equip abilities you activate cost {1} less": Barrow-Blade's equip {1} is free and
    Dúnedain Blade's equip {3} costs {2}; a non-equip ability (Ent-Draught Basin's) is not cheaper."""
    g = board(state=MAIN, p1={"battlefield": ["Éowyn, Lady of Rohan", "Grizzly Bears", "Barrow-Blade"]})
    assert "activate Barrow-Blade -> Grizzly Bears" in legal(g)  # no mana at all
    g = board(state=MAIN, p1={"battlefield": ["Plains"] * 2 + ["Éowyn, Lady of Rohan", "Grizzly Bears",
                                                                 "Dúnedain Blade", "Ent-Draught Basin"]})
    acts = legal(g)
    assert "activate Dúnedain Blade #2 -> Grizzly Bears" in acts  # {3} - {1} with two Plains
    g1 = board(state=MAIN, p1={"battlefield": ["Plains", "Éowyn, Lady of Rohan", "Grizzly Bears",
                                               "Ent-Draught Basin"]})
    assert not any(a.startswith("activate Ent-Draught Basin x=2") for a in legal(g1))  # {X}=2 is not reduced
    act(g, "p1: activate Dúnedain Blade #2 -> Grizzly Bears", "resolve")
    assert pt(g, "Grizzly Bears") == (4, 3)
    g = board(state=MAIN, p1={"battlefield": ["Grizzly Bears", "Barrow-Blade"]})
    assert "activate Barrow-Blade -> Grizzly Bears" not in legal(g)  # without Éowyn: {1}


# ====================================================================== 89 Grond, the Gatebreaker
GROND = "Grond, the Gatebreaker"


def test_grond_crew_three_taps_creatures_of_total_power_three_and_makes_it_a_creature():
    """702.122a: crew 3: the player chooses other untapped creatures (`choose <creature>`, SCENARIOS 1.1) until
    their total power is 3 or more; it becomes an artifact creature until end of turn (613.1d), a 5/5 trample."""
    g = board(state=MAIN, p1={"battlefield": [GROND, "Grizzly Bears", "Youthful Knight", "Llanowar Elves"],
                              "library": LIB}, p2={"library": LIB})
    assert perm(g, GROND)["types"] == ["Artifact"] and "attack" not in " ".join(legal(g))
    act(g, "p1: activate Grond, the Gatebreaker")
    assert set(legal(g)) == {"choose Grizzly Bears", "choose Youthful Knight", "choose Llanowar Elves"}
    act(g, "p1: choose Llanowar Elves")  # power 1: two more are needed
    assert set(legal(g)) == {"choose Grizzly Bears", "choose Youthful Knight"}
    act(g, "p1: choose Youthful Knight")
    assert [it.source_name for it in g.stack] == [GROND]
    assert perm(g, "Llanowar Elves")["tapped"] and perm(g, "Youthful Knight")["tapped"]
    assert not perm(g, "Grizzly Bears")["tapped"]  # 3 power is enough: no more is tapped
    act(g, "resolve")
    grond = perm(g, GROND)
    assert grond["types"] == ["Artifact", "Creature"] and (grond["power"], grond["toughness"]) == (5, 5)
    assert "trample" in grond["keywords"]
    act(g, "advance to declare_attackers")
    assert "attack Grond, the Gatebreaker" in legal(g) or g.pending.kind == "attack"
    act(g, "advance to end")
    act(g, "advance to upkeep")
    assert perm(g, GROND)["types"] == ["Artifact"]  # 514.2: "until end of turn" ended


def test_grond_crew_is_offered_only_with_enough_power():
    """702.122a: other untapped creatures with total power 3 or more; a single 2-power creature can't crew."""
    g = board(state=MAIN, p1={"battlefield": [GROND, "Grizzly Bears", {"card": "Hill Giant", "tapped": True}]})
    assert "activate Grond, the Gatebreaker" not in legal(g)
    g = board(state=MAIN, p1={"battlefield": [GROND, "Hill Giant", "Grizzly Bears"]})
    act(g, "p1: activate Grond, the Gatebreaker", "p1: choose Hill Giant")
    assert [it.source_name for it in g.stack] == [GROND] and not perm(g, "Grizzly Bears")["tapped"]


def test_grond_is_a_creature_on_your_turn_while_you_control_an_army():
    """611.3a, 613.1d: as long as it's your turn and you control an Army, it is an artifact creature."""
    bf = [GROND, {"token": "Orc Army", "counters": {"+1/+1": 2}}]  # a 0/0 Army needs its counters (704.5f)
    mine = board(state=MAIN, p1={"battlefield": bf})
    assert perm(mine, GROND)["types"] == ["Artifact", "Creature"]
    theirs = board(state=OPP_MAIN, p1={"battlefield": bf})
    assert perm(theirs, GROND)["types"] == ["Artifact"]
    alone = board(state=MAIN, p1={"battlefield": [GROND]})
    assert perm(alone, GROND)["types"] == ["Artifact"]


# ====================================================================== the bot plays them
def _bot_choice(g):
    from mtg_tui.ai.base import PlayerView, make_agent
    p = g.decider
    return make_agent("normal", 1).choose(PlayerView(g, p), g.legal_actions()).text


@pytest.mark.parametrize("creature,answer", [("Hill Giant", "choose no"), ("Colossal Dreadmaw", "choose yes")])
def test_bot_pays_for_a_wounded_creature_only_if_it_still_hits(creature, answer):
    """The normal bot's "unless you pay 2 life": a creature left at power 0 isn't worth the life."""
    g = board(state={"turn": 3, "active": "p1", "step": "end"},
              p1={"battlefield": [{"card": "Morgul-Knife Wound", "attached_to": "c"}], "library": LIB},
              p2={"battlefield": [{"card": creature, "id": "c"}], "library": LIB})
    act(g, "advance to upkeep", "resolve")
    assert _bot_choice(g) == answer


def test_bot_activates_ent_draught_basin_with_its_spare_mana():
    """A sorcery-speed mana sink is used in the second main phase (it would never be 'idle' otherwise)."""
    g = board(state={"turn": 3, "active": "p1", "step": "main2"},
              p1={"battlefield": ["Forest"] * 2 + ["Ent-Draught Basin", "Grizzly Bears"]})
    assert _bot_choice(g) == "activate Ent-Draught Basin x=2 -> Grizzly Bears"


def test_bot_crews_grond_before_combat_with_its_summoning_sick_creature_first():
    """The normal bot crews a Vehicle that isn't a creature before combat on its turn, tapping first what
    can't attack anyway (302.6)."""
    g = board(state=MAIN, p1={"battlefield": [GROND, "Grizzly Bears", {"card": "Youthful Knight", "sick": True}]})
    assert _bot_choice(g) == "activate Grond, the Gatebreaker"
    act(g, "p1: activate Grond, the Gatebreaker")
    assert _bot_choice(g) == "choose Youthful Knight"
