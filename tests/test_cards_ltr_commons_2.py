"""A second batch of the set's commons (issue 21), as data over the existing vocabulary: each card's rules text
reads as its Oracle text (the same comparison as tests/test_cards_ltr_commons.py), and a scenario of what is
distinctive about it.  Each test builds a board from a scenario dict and asserts through the snapshot."""

from __future__ import annotations


import pytest

from rules_helpers import act, bf_names, board, legal, names, perm
from test_cards_ltr_commons import kw, pt

from mtg_tui.cards.registry import registry
from mtg_tui.cards.sets import coverage, load_set

CARDS = {
    53: "Grey Havens Navigator", 76: "Willow-Wind", 168: "Galadhrim Guide", 175: "Lothlórien Lookout",
    179: "Mirrormere Guardian", 144: "Relentless Rohirrim", 162: "Enraged Huorn", 146: "Rohirrim Lancer",
    83: "Easterling Vanguard", 143: "Ranger's Firebrand", 108: "Shelob's Ambush", 242: "Inherited Envelope",
}
UNCOMMON = {143}

MAIN = {"turn": 3, "active": "p1", "step": "main1"}
OPP_MAIN = {"turn": 4, "active": "p2", "step": "main1"}
LIB = ["Island"] * 8


def pl(g, p="p1"):
    return g.snapshot()["players"][p]


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


def test_coverage_counts_the_new_cards():
    cov = coverage("LTR")
    assert not {m["number"] for m in cov["missing"]} & set(CARDS)
    done, total = cov["by_rarity"]["common"]
    assert total == 101 and done >= 28 + len(CARDS) - len(UNCOMMON)


# ====================================================================== scry on entering / attacking
def test_grey_havens_navigator_flashes_in_and_scries_one():
    """702.8a: cast in the opponent's turn; 603.2, 701.18a: as it enters, scry 1 (bottom here)."""
    g = board(state=OPP_MAIN, p1={"battlefield": ["Island"] * 3, "hand": ["Grey Havens Navigator"],
                                  "library": ["Hill Giant", "Forest", "Island"]},
              p2={"library": LIB})
    act(g, "p2: pass")
    assert "cast Grey Havens Navigator" in legal(g)
    act(g, "p1: cast Grey Havens Navigator", "resolve", "resolve")
    assert set(legal(g)) == {"choose top", "choose bottom"}
    act(g, "p1: choose bottom")
    assert top(g) == ["Forest", "Island", "Hill Giant"] and pt(g, "Grey Havens Navigator") == (3, 2)


def test_willow_wind_flies_and_scries_two():
    """701.18a: scry 2, one to the bottom and one kept on top."""
    g = board(state=MAIN, p1={"battlefield": ["Island"] * 5, "hand": ["Willow-Wind"],
                              "library": ["Hill Giant", "Forest", "Island"]})
    act(g, "p1: cast Willow-Wind", "resolve", "resolve")
    assert "flying" in kw(g, "Willow-Wind")
    act(g, "p1: choose bottom", "p1: choose top")
    assert top(g) == ["Forest", "Island", "Hill Giant"]


def test_galadhrim_guide_scries_two_and_orders_the_top():
    """701.18a: both kept on top, in the order the player chooses."""
    g = board(state=MAIN, p1={"battlefield": ["Forest"] * 4, "hand": ["Galadhrim Guide"],
                              "library": ["Hill Giant", "Forest", "Island"]})
    act(g, "p1: cast Galadhrim Guide", "resolve", "resolve")
    act(g, "p1: choose top", "p1: choose top", "p1: choose Forest")
    assert top(g) == ["Forest", "Hill Giant", "Island"]


def test_lothlorien_lookout_scries_when_it_attacks_only():
    """508.1m, 603.2: 'whenever it attacks' triggers as attackers are declared; it doesn't trigger on entering."""
    g = board(state=MAIN, p1={"battlefield": ["Forest"] * 2, "hand": ["Lothlórien Lookout"],
                              "library": ["Hill Giant", "Forest"]})
    act(g, "p1: cast Lothlórien Lookout", "resolve")
    assert not g.stack and "choose top" not in legal(g)  # no scry on entering
    g = board(state={"turn": 3, "active": "p1", "step": "declare_attackers"},
              p1={"battlefield": ["Lothlórien Lookout"], "library": ["Hill Giant", "Forest"]},
              p2={"library": LIB})
    act(g, "p1: attack Lothlórien Lookout")
    if g.pending is not None and g.pending.kind == "attack":
        act(g, "p1: done")
    act(g, "resolve")
    assert set(legal(g)) == {"choose top", "choose bottom"}
    act(g, "p1: choose bottom")
    assert top(g, 2) == ["Forest", "Hill Giant"]


# ====================================================================== the Ring tempts you
def test_relentless_rohirrim_entering_tempts_you_and_becomes_the_ring_bearer():
    """701.52a: the Ring tempts you as it enters; it is your only creature, so it is chosen; 701.52c legendary."""
    g = board(state=MAIN, p1={"battlefield": ["Mountain"] * 4, "hand": ["Relentless Rohirrim"]})
    act(g, "p1: cast Relentless Rohirrim", "resolve")
    assert pl(g)["ring"] == 0  # the trigger waits on the stack
    act(g, "resolve")
    r = perm(g, "Relentless Rohirrim")
    assert pl(g)["ring"] == 1 and r["ring_bearer"] and "Legendary" in r["supertypes"]


def test_enraged_huorn_tramples_and_tempts_you_choosing_a_bearer():
    """701.52a: with two creatures, you choose which is your Ring-bearer."""
    g = board(state=MAIN, p1={"battlefield": ["Forest"] * 5 + [{"card": "Grizzly Bears", "id": "bear"}],
                              "hand": ["Enraged Huorn"]})
    act(g, "p1: cast Enraged Huorn", "resolve", "resolve")
    assert "trample" in kw(g, "Enraged Huorn")
    assert {"choose Grizzly Bears", "choose Enraged Huorn"} <= set(legal(g))
    act(g, "p1: choose Grizzly Bears")
    assert pl(g)["ring"] == 1 and perm(g, "bear")["ring_bearer"]


def test_mirrormere_guardian_dying_tempts_its_controller():
    """700.4, 603.6c, 701.52a: when it dies, the Ring tempts its controller (not the one who killed it)."""
    g = board(state=OPP_MAIN, p1={"battlefield": ["Mirrormere Guardian", {"card": "Grizzly Bears", "id": "bear"}],
                                  "library": LIB},
              p2={"battlefield": ["Mountain"], "hand": ["Lightning Bolt"], "library": LIB})
    act(g, "p2: cast Lightning Bolt -> Mirrormere Guardian", "resolve")
    assert names(g, "p1", "graveyard") == ["Mirrormere Guardian"] and pl(g)["ring"] == 0
    act(g, "resolve")
    assert pl(g)["ring"] == 1 and perm(g, "bear")["ring_bearer"] and pl(g, "p2")["ring"] == 0


def test_rohirrim_lancer_has_menace_and_tempts_you_when_it_dies():
    """702.111b: one blocker alone is not a legal block; 700.4: its dies trigger tempts you."""
    g = board(state={"turn": 3, "active": "p1", "step": "declare_attackers"},
              p1={"battlefield": [{"card": "Rohirrim Lancer", "id": "lancer"}], "library": LIB},
              p2={"battlefield": ["Grizzly Bears", "Hill Giant", "Typhoid Rats"], "library": LIB})
    assert "menace" in kw(g, "lancer")
    act(g, "p1: attack Rohirrim Lancer")
    if g.pending is not None and g.pending.kind == "attack":
        act(g, "p1: done")
    act(g, "advance to declare_blockers")
    assert "done" in legal(g)  # no block at all is legal
    act(g, "p2: block Rohirrim Lancer with Grizzly Bears")
    assert "done" not in legal(g)  # one blocker alone is not
    act(g, "p2: block Rohirrim Lancer with Hill Giant", "p2: done", "advance to combat_damage")
    act(g, "p1: assign 1 to Grizzly Bears")  # 510.1c: divided as its controller chooses
    assert "Rohirrim Lancer" in names(g, "p1", "graveyard") and pl(g)["ring"] == 0
    act(g, "resolve")
    assert pl(g)["ring"] == 1 and pl(g, "p2")["ring"] == 0


def test_rangers_firebrand_deals_two_to_any_target_then_tempts_you():
    """120.3, 115.4: any target (a player here); then 701.52a."""
    g = board(state=MAIN, p1={"battlefield": ["Mountain", "Grizzly Bears"], "hand": ["Ranger's Firebrand"]},
              p2={"battlefield": ["Hill Giant"]})
    assert "cast Ranger's Firebrand -> p2" in legal(g) and "cast Ranger's Firebrand -> Hill Giant" in legal(g)
    act(g, "p1: cast Ranger's Firebrand -> p2", "resolve")
    assert pl(g, "p2")["life"] == 18 and pl(g)["ring"] == 1 and perm(g, "Grizzly Bears")["ring_bearer"]


def test_rangers_firebrand_is_a_sorcery():
    """307.1: not cast in the opponent's turn."""
    g = board(state=OPP_MAIN, p1={"battlefield": ["Mountain"], "hand": ["Ranger's Firebrand"]}, p2={"library": LIB})
    act(g, "p2: pass")
    assert not any(t.startswith("cast Ranger's Firebrand") for t in legal(g))


def test_inherited_envelope_tempts_you_and_taps_for_any_color():
    """701.52a as it enters; 605.1a: {T}: add one mana of any color (pays a {G} spell)."""
    g = board(state=MAIN, p1={"battlefield": ["Island"] * 3 + ["Grizzly Bears"],
                              "hand": ["Inherited Envelope", "Lothlórien Lookout"]})
    act(g, "p1: cast Inherited Envelope", "resolve", "resolve")
    assert pl(g)["ring"] == 1 and perm(g, "Grizzly Bears")["ring_bearer"]
    g = board(state=MAIN, p1={"battlefield": ["Island", "Inherited Envelope"], "hand": ["Lothlórien Lookout"]})
    assert "cast Lothlórien Lookout" in legal(g)
    act(g, "p1: cast Lothlórien Lookout", "resolve")
    assert "Lothlórien Lookout" in bf_names(g, "p1") and perm(g, "Inherited Envelope")["tapped"]


# ====================================================================== amass on dying
def test_easterling_vanguard_dying_amasses_orcs_one():
    """701.44a: with no Army, a 0/0 black Orc Army token is created first, then gets a +1/+1 counter."""
    g = board(state=OPP_MAIN, p1={"battlefield": ["Easterling Vanguard"], "library": LIB},
              p2={"battlefield": ["Mountain"], "hand": ["Lightning Bolt"], "library": LIB})
    act(g, "p2: cast Lightning Bolt -> Easterling Vanguard", "resolve")
    assert "Orc Army" not in bf_names(g, "p1")
    act(g, "resolve")
    a = [x for x in pl(g)["battlefield"] if "Army" in x["subtypes"]]
    assert len(a) == 1 and (a[0]["power"], a[0]["toughness"]) == (1, 1) and "Orc" in a[0]["subtypes"]
    assert a[0]["controller"] == "p1" and a[0]["token"]


# ====================================================================== a trick with a Food
def test_shelobs_ambush_gives_deathtouch_and_makes_a_food():
    """702.2b: the 1/3 deathtouch blocker destroys the Hill Giant; 111.10b: a Food token for its caster."""
    g = board(state=MAIN, p1={"battlefield": ["Swamp", {"card": "Grizzly Bears", "id": "bear"}],
                              "hand": ["Shelob's Ambush"], "library": LIB})
    act(g, "p1: cast Shelob's Ambush -> Grizzly Bears", "resolve")
    assert pt(g, "bear") == (3, 4) and "deathtouch" in kw(g, "bear")
    food = [x for x in pl(g)["battlefield"] if "Food" in x["subtypes"]]
    assert len(food) == 1 and food[0]["token"]
    act(g, "advance to turn 4 upkeep")
    assert pt(g, "bear") == (2, 2) and "deathtouch" not in kw(g, "bear")
