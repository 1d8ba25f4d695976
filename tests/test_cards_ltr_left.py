"""The last commons and uncommons of the set (issue 21), as data over the vocabulary: each card's rules text
reads as its Oracle text (the same comparison as tests/test_cards_ltr_commons.py), and a scenario of what is
distinctive about it, asserted through the snapshot and the legal actions."""

from __future__ import annotations


import pytest

from rules_helpers import act, bf_names, board, legal, names, perm

from mtg_tui.cards.registry import registry
from mtg_tui.cards.sets import load_set

CARDS = {178: "Mirkwood Spider", 251: "Stone of Erech", 171: "Glorfindel, Dauntless Rescuer", 255: "The Grey Havens",
         249: "Shire Scarecrow", 254: "Great Hall of the Citadel", 252: "Wizard's Rockets"}
UNCOMMON = {251, 171, 255}

MAIN = {"turn": 3, "active": "p1", "step": "main1"}
LIB = ["Island"] * 8
GLOR = "Glorfindel, Dauntless Rescuer"


# ====================================================================== the cards and their text
@pytest.mark.parametrize("number,name", sorted(CARDS.items()))
def test_card_file_is_the_set_files_card_of_its_number(number, name):
    c = registry().get(name)
    entry = load_set("LTR").by_number()[number]
    rarity = "uncommon" if number in UNCOMMON else "common"
    assert (c.set, c.number, entry.name, entry.rarity) == ("LTR", number, name, rarity)


# (each card's rendered rules text against its Oracle text: tests/test_oracle_text.py, for every card)


def _attack(g, *who):
    act(g, "advance to declare_attackers")
    for w in who:
        act(g, f"p1: attack {w}")
    if g.pending is not None and g.pending.kind == "attack":
        act(g, "p1: done")
    if not any(a.startswith("block ") for a in legal(g)):
        act(g, "advance to declare_blockers")


# ====================================================================== Mirkwood Spider
def test_mirkwood_spider_attacking_gives_a_legendary_creature_you_control_deathtouch():
    """603.2, 508.1m: 'whenever it attacks' triggers as it is declared an attacker; 115.1: its target is a
    legendary creature you control (not the opponent's, not a nonlegendary one); 611.2a: deathtouch until end of
    turn (702.2b: the Giant that blocks the Spider dies of its own deathtouch)."""
    g = board(state=MAIN, p1={"battlefield": ["Mirkwood Spider", GLOR, "Grizzly Bears"], "library": LIB},
              p2={"battlefield": ["Hill Giant", "Arwen Undómiel"], "library": LIB})
    act(g, "advance to declare_attackers", "p1: attack Mirkwood Spider")
    if g.pending is not None and g.pending.kind == "attack":
        act(g, "p1: done")
    # the only legal target (a legendary creature p1 controls) is chosen by the engine: Glorfindel
    assert [it["name"] for it in g.snapshot()["stack"]] == ["Mirkwood Spider"]
    assert g.snapshot()["stack"][0]["targets"] == [perm(g, GLOR)["id"]]
    act(g, "resolve")
    assert "deathtouch" in perm(g, GLOR)["keywords"] and "deathtouch" not in perm(g, "Grizzly Bears")["keywords"]
    act(g, "advance to declare_blockers", "p2: block Mirkwood Spider with Hill Giant", "advance to main2")
    assert perm(g, "Hill Giant") is None and perm(g, "Mirkwood Spider") is None  # its own deathtouch, printed


def test_mirkwood_spider_deathtouch_lasts_until_end_of_turn():
    g = board(state=MAIN, p1={"battlefield": ["Mirkwood Spider", GLOR], "library": LIB},
              p2={"library": LIB})
    act(g, "advance to declare_attackers", "p1: attack Mirkwood Spider")
    if g.pending is not None and g.pending.kind == "attack":
        act(g, "p1: done")
    act(g, "resolve")
    assert "deathtouch" in perm(g, GLOR)["keywords"]
    act(g, "advance to turn 4 upkeep")  # the opponent's turn: 514.2, it ended
    assert g.snapshot()["active"] == "p2" and "deathtouch" not in perm(g, GLOR)["keywords"]


# ====================================================================== Glorfindel, Dauntless Rescuer
def glorfindel_scries(mode: int):
    """p1 casts Elven Farsight (scry 3): Glorfindel's trigger, whose mode is chosen as it is put on the stack."""
    g = board(state=MAIN, p1={"battlefield": ["Forest", GLOR], "hand": ["Elven Farsight"], "library": LIB},
              p2={"battlefield": ["Grizzly Bears", "Hill Giant"], "library": LIB})
    act(g, "p1: cast Elven Farsight", "resolve")
    for _ in range(3):
        act(g, "p1: choose top")
    act(g, "p1: choose no")
    assert sorted(legal(g)) == ["choose mode 1", "choose mode 2"]
    assert g.snapshot()["pending"]["purpose"] == "mode"
    act(g, f"p1: choose mode {mode}", "resolve")
    return g


def test_glorfindel_scrying_chooses_a_mode_and_it_gets_plus_one_either_way():
    """603.2 'whenever you scry' (701.18); 700.2 the mode is chosen as the trigger is put on the stack; the
    ability's own +1/+1 (611.2a) comes with either mode."""
    for mode, flag in ((1, "must_be_blocked"), (2, "max_one_blocker")):
        g = glorfindel_scries(mode)
        p = perm(g, GLOR)
        assert (p["power"], p["toughness"]) == (4, 3) and p["flags"] == [flag]


def test_glorfindel_must_be_blocked_this_turn_if_able():
    """509.1c: a requirement: the defending player may not finish blocking while a creature able to block
    Glorfindel doesn't."""
    g = glorfindel_scries(1)
    _attack(g, GLOR)
    assert "done" not in legal(g)
    act(g, f"p2: block {GLOR} with Grizzly Bears")
    assert "done" in legal(g) or g.snapshot()["step"] != "declare_blockers"


def test_glorfindel_cant_be_blocked_by_more_than_one_creature():
    """509.1b: a restriction: once one creature blocks Glorfindel, no other may (without the mode, both may)."""
    g = glorfindel_scries(2)
    _attack(g, GLOR)
    assert {f"block {GLOR} with Grizzly Bears", f"block {GLOR} with Hill Giant", "done"} == set(legal(g))
    act(g, f"p2: block {GLOR} with Grizzly Bears")
    assert f"block {GLOR} with Hill Giant" not in legal(g)
    assert perm(g, "Grizzly Bears")["blocking"] == perm(g, GLOR)["id"] and perm(g, "Hill Giant")["blocking"] is None
    g = glorfindel_scries(1)  # the other mode: a second blocker is allowed
    _attack(g, GLOR)
    act(g, f"p2: block {GLOR} with Grizzly Bears")
    assert f"block {GLOR} with Hill Giant" in legal(g)


def test_glorfindel_modes_end_with_the_turn():
    g = glorfindel_scries(2)
    act(g, "advance to turn 4 upkeep")
    p = perm(g, GLOR)
    assert g.snapshot()["active"] == "p2" and p["flags"] == [] and (p["power"], p["toughness"]) == (3, 2)


# ====================================================================== Stone of Erech
def test_stone_of_erech_exiles_an_opponents_creature_that_would_die():
    """614.1a: a replacement effect: the opponent's creature goes to exile instead of the graveyard (no 'dies',
    700.4); a creature of the Stone's controller still dies."""
    g = board(state=MAIN, p1={"battlefield": ["Stone of Erech", "Mountain", "Mountain", "Grizzly Bears"],
                              "hand": ["Lightning Bolt", "Lightning Bolt"], "library": LIB},
              p2={"battlefield": ["Hill Giant"], "library": LIB})
    act(g, "p1: cast Lightning Bolt -> Hill Giant", "resolve")
    assert perm(g, "Hill Giant") is None and names(g, "p2", "exile") == ["Hill Giant"]
    assert names(g, "p2", "graveyard") == []
    act(g, "p1: cast Lightning Bolt -> Grizzly Bears", "resolve")
    assert "Grizzly Bears" in names(g, "p1", "graveyard")


def test_stone_of_erech_sacrificed_exiles_a_graveyard_and_draws():
    """602.2: {2}, {T}, sacrifice it; 406.1: every card of the target player's graveyard is exiled; 121.1 draw."""
    g = board(state=MAIN, p1={"battlefield": ["Stone of Erech", "Mountain", "Mountain"], "library": LIB},
              p2={"graveyard": ["Hill Giant", "Lightning Bolt"], "library": LIB})
    hand = len(names(g, "p1", "hand"))
    acts = [a for a in legal(g) if a.startswith("activate Stone of Erech")]
    assert acts, legal(g)
    act(g, "p1: activate Stone of Erech -> p2", "resolve")
    assert names(g, "p2", "graveyard") == [] and sorted(names(g, "p2", "exile")) == ["Hill Giant", "Lightning Bolt"]
    assert perm(g, "Stone of Erech") is None and "Stone of Erech" in names(g, "p1", "graveyard")
    assert len(names(g, "p1", "hand")) == hand + 1


# ====================================================================== The Grey Havens
def test_the_grey_havens_enters_and_scries_one():
    """603.2, 701.18a: as it enters, scry 1 (to the bottom here)."""
    g = board(state=MAIN, p1={"hand": ["The Grey Havens"], "library": ["Hill Giant", "Forest", "Island"]})
    act(g, "p1: play The Grey Havens", "resolve")
    assert set(legal(g)) == {"choose top", "choose bottom"}
    act(g, "p1: choose bottom")
    assert [g.name(c) for c in g.players["p1"].library] == ["Forest", "Island", "Hill Giant"]


def test_the_grey_havens_taps_for_colorless_or_a_color_among_legendary_creature_cards_in_your_graveyard():
    """106.1, 605.1a: {T}: add {C}; or one mana of a color among legendary creature cards in your graveyard
    (Arwen: green or blue; a nonlegendary Hill Giant adds no red; the opponent's graveyard counts not)."""
    g = board(state=MAIN, p1={"battlefield": ["The Grey Havens"], "graveyard": ["Arwen Undómiel", "Hill Giant"],
                              "hand": ["Mirkwood Spider"], "library": LIB},
              p2={"graveyard": ["Gimli, Counter of Kills"], "library": LIB})
    assert sorted(a for a in legal(g) if a.startswith("tap ")) == [
        "tap The Grey Havens for C", "tap The Grey Havens for G", "tap The Grey Havens for U"]
    act(g, "p1: cast Mirkwood Spider", "resolve")  # {G} paid by the Havens (the solver's choice of its colors)
    assert "Mirkwood Spider" in bf_names(g, "p1") and perm(g, "The Grey Havens")["tapped"]
    g = board(state=MAIN, p1={"battlefield": ["The Grey Havens"], "hand": ["Mirkwood Spider"], "library": LIB})
    assert [a for a in legal(g) if a.startswith(("tap ", "cast "))] == ["tap The Grey Havens"]  # {C} only


def test_the_grey_havens_sees_a_legendary_creature_put_into_the_graveyard_during_the_game():
    """The colors are the graveyard's now (not as the land was last looked at): Glorfindel dies, green is there."""
    g = board(state=MAIN, p1={"battlefield": ["The Grey Havens", "Mountain", GLOR], "hand": ["Lightning Bolt"],
                              "library": LIB})
    assert "tap The Grey Havens for G" not in legal(g)
    act(g, f"p1: cast Lightning Bolt -> {GLOR}", "resolve")
    assert GLOR in names(g, "p1", "graveyard")
    assert sorted(a for a in legal(g) if a.startswith("tap ")) == ["tap The Grey Havens for C",
                                                                   "tap The Grey Havens for G"]
    act(g, "p1: tap The Grey Havens for G")
    assert g.snapshot()["players"]["p1"]["mana_pool"] == "G"


# ====================================================================== Shire Scarecrow
def scarecrow(*hand, lands=("Mountain", "Mountain")):
    return board(state=MAIN, p1={"battlefield": ["Shire Scarecrow", *lands], "hand": list(hand), "library": LIB},
                 p2={"library": LIB})


def test_shire_scarecrow_turns_one_mana_into_any_color_for_the_solver():
    """605.1a: '{1}: Add one mana of any color' is a mana ability; the solver uses it when a payment needs it
    (a Mountain's {R} pays its {1}, its {G} pays Mirkwood Spider), and only then (a Mountain alone pays a Bolt)."""
    g = scarecrow("Mirkwood Spider", "Lightning Bolt")
    assert "cast Mirkwood Spider" in legal(g)
    act(g, "p1: cast Mirkwood Spider", "resolve")
    assert "Mirkwood Spider" in bf_names(g, "p1")
    assert [p["tapped"] for p in g.snapshot()["players"]["p1"]["battlefield"][:3]] == [False, True, False]
    assert g.snapshot()["players"]["p1"]["mana_pool"] == ""
    g = board(state=MAIN, p1={"battlefield": ["Mountain", "Mountain"], "hand": ["Mirkwood Spider"], "library": LIB})
    assert "cast Mirkwood Spider" not in legal(g)  # without it: no green


def test_shire_scarecrow_activates_only_once_each_turn():
    """602.5b: 'Activate only once each turn': after it made green once, a second green can't be made this turn
    (two Mountains, two one-green spells: only the first is castable); next turn it can again."""
    g = scarecrow("Mirkwood Spider", "Mirkwood Spider")
    act(g, "p1: cast Mirkwood Spider", "resolve")
    assert "cast Mirkwood Spider" not in legal(g) and not [a for a in legal(g) if "Scarecrow for" in a]
    act(g, "advance to turn 5 main1")
    assert "cast Mirkwood Spider" in legal(g)


def test_shire_scarecrow_floats_mana_by_hand_and_never_pays_for_itself():
    """SCENARIOS 1: 'tap <permanent> for <mana>' activates a mana ability by hand: its {1} is paid by other mana
    (a Mountain), not by itself; without other mana it is not offered."""
    g = scarecrow("Mirkwood Spider")
    assert [a for a in legal(g) if a.startswith("tap Shire")] == [f"tap Shire Scarecrow for {c}" for c in "WUBRG"]
    act(g, "p1: tap Shire Scarecrow for G")
    assert g.snapshot()["players"]["p1"]["mana_pool"] == "G"
    assert [p["tapped"] for p in g.snapshot()["players"]["p1"]["battlefield"]] == [False, True, False]
    act(g, "p1: cast Mirkwood Spider", "resolve")
    assert "Mirkwood Spider" in bf_names(g, "p1")
    g = scarecrow(lands=())
    assert not [a for a in legal(g) if a.startswith("tap ")]


# ====================================================================== Great Hall of the Citadel
def test_great_hall_makes_two_mana_of_any_colors_for_a_legendary_spell():
    """106.6: '{1}, {T}: Add two mana in any combination of colors. Spend this mana only to cast legendary
    spells': a Mountain's mana pays its {1}, and its {G}{U} pays Arwen Undómiel (legendary); the nonlegendary
    Grizzly Bears ({1}{G}) can't spend it."""
    g = board(state=MAIN, p1={"battlefield": ["Great Hall of the Citadel", "Mountain"],
                              "hand": ["Arwen Undómiel", "Grizzly Bears"], "library": LIB})
    assert "cast Arwen Undómiel" in legal(g) and "cast Grizzly Bears" not in legal(g)
    act(g, "p1: cast Arwen Undómiel", "resolve")
    assert "Arwen Undómiel" in bf_names(g, "p1") and g.snapshot()["players"]["p1"]["mana_pool"] == ""
    assert perm(g, "Great Hall of the Citadel")["tapped"] and perm(g, "Mountain")["tapped"]


def test_great_hall_taps_for_colorless_and_its_restricted_mana_never_floats():
    """{T}: Add {C} is its one 'tap' action; the restricted mana is made only as a legendary spell is paid
    (106.6), so it is never offered by hand."""
    g = board(state=MAIN, p1={"battlefield": ["Great Hall of the Citadel", "Mountain"], "library": LIB})
    assert sorted(a for a in legal(g) if a.startswith("tap ")) == ["tap Great Hall of the Citadel", "tap Mountain"]
    act(g, "p1: tap Great Hall of the Citadel")
    assert g.snapshot()["players"]["p1"]["mana_pool"] == "C"


# ====================================================================== Wizard's Rockets
ROCKETS = "Wizard's Rockets"


def test_wizards_rockets_enters_tapped():
    """614.1c: it enters tapped."""
    g = board(state=MAIN, p1={"battlefield": ["Mountain"], "hand": [ROCKETS], "library": LIB})
    act(g, f"p1: cast {ROCKETS}", "resolve")
    assert perm(g, ROCKETS)["tapped"]


def test_wizards_rockets_makes_x_mana_in_any_combination_then_draws_a_card():
    """605.1a, 605.3a: '{X}, {T}, Sacrifice it: Add X mana in any combination of colors', by hand ('tap <it>
    for <mana>', the combination in WUBRG order): two Mountains pay X = 2, it makes {U}{G}; 603.6c: put into a
    graveyard from the battlefield, it draws a card."""
    g = board(state=MAIN, p1={"battlefield": [ROCKETS, "Mountain", "Mountain"], "hand": ["Arwen Undómiel"],
                              "library": LIB}, p2={"library": LIB})
    taps = [a for a in legal(g) if a.startswith(f"tap {ROCKETS}")]
    assert taps[0] == f"tap {ROCKETS}" and f"tap {ROCKETS} for UG" in taps and f"tap {ROCKETS} for RRR" not in taps
    assert len(taps) == 1 + 5 + 15  # X = 0, 1 or 2 (two Mountains)
    act(g, f"p1: tap {ROCKETS} for UG")
    me = g.snapshot()["players"]["p1"]
    assert me["mana_pool"] == "UG" and ROCKETS in me["graveyard"] and all(p["tapped"] for p in me["battlefield"])
    assert [it["name"] for it in g.snapshot()["stack"]] == [ROCKETS]
    act(g, "resolve")
    assert names(g, "p1", "hand") == ["Arwen Undómiel", "Island"]
    act(g, "p1: cast Arwen Undómiel", "resolve")  # the {U}{G} pays for it
    assert "Arwen Undómiel" in bf_names(g, "p1")


def test_wizards_rockets_with_x_zero_is_a_card_and_the_solver_never_sacrifices_it():
    """X = 0: 'tap <it>' sacrifices it for nothing but the card; the payment solver never uses it (a Bear is not
    castable with Rockets and a Forest), and the normal bot uses it for a card in its second main phase."""
    from mtg_tui.ai.base import PlayerView, make_agent
    g = board(state=MAIN, p1={"battlefield": [ROCKETS, "Forest"], "hand": ["Grizzly Bears"], "library": LIB})
    assert "cast Grizzly Bears" not in legal(g)
    g = board(state={"turn": 3, "active": "p1", "step": "main2"}, p1={"battlefield": [ROCKETS], "library": LIB},
              p2={"library": LIB})
    assert make_agent("normal", 1).choose(PlayerView(g, "p1"), g.legal_actions()).text == f"tap {ROCKETS}"
    act(g, f"p1: tap {ROCKETS}", "resolve")
    assert names(g, "p1", "hand") == ["Island"] and g.snapshot()["players"]["p1"]["mana_pool"] == ""


def test_the_bot_exiles_the_opponents_graveyard_not_its_own():
    """ai/harm.py: exiling a graveyard hurts its owner, so the bot aims it at the opponent."""
    from mtg_tui.ai.base import PlayerView, make_agent
    g = board(state={"turn": 4, "active": "p2", "step": "end"},
              p1={"battlefield": ["Stone of Erech", "Mountain", "Mountain"], "graveyard": ["Hill Giant"],
                  "library": LIB},
              p2={"graveyard": ["Grizzly Bears"], "library": LIB})
    act(g, "p2: pass")
    acts = [a for a in g.legal_actions() if a.text.startswith("activate Stone")]
    assert sorted(a.text for a in acts) == ["activate Stone of Erech -> p1", "activate Stone of Erech -> p2"]
    got = make_agent("normal", 1).choose(PlayerView(g, "p1"), g.legal_actions()).text
    assert got != "activate Stone of Erech -> p1"
