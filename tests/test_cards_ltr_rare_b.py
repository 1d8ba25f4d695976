"""Issue 21's rares and mythics that need no new rules system (batch B), as data over the vocabulary: each card's
rules text reads as its Oracle text (the comparison of tests/test_cards_ltr_commons.py: reminder text dropped,
"enters the battlefield" -> "enters", the card's name -> CARDNAME), and a scenario of what is distinctive about it,
asserted through the snapshot and the legal actions, citing the rules."""

from __future__ import annotations


import pytest

from rules_helpers import act, bf_names, board, legal, names, perm
from test_cards_ltr_commons import kw, pt

from mtg_tui.cards.registry import registry
from mtg_tui.cards.sets import load_set

CARDS = {
    15: ("Flowering of the White Tree", "rare"),
    91: ("Isildur's Fateful Strike", "rare"),
    93: ("Lobelia Sackville-Baggins", "rare"), 124: ("Fall of Cair Andros", "rare"), 222: ("Samwise Gamgee", "rare"),
    172: ("Last March of the Ents", "mythic"), 192: ("Aragorn, the Uniter", "mythic"), 195: ("The Balrog, Durin's Bane", "rare"), 206: ("Galadriel of Lothlórien", "rare"), 228: ("Shagrat, Loot Bearer", "rare"), 231: ("Sméagol, Helpful Guide", "rare"), 245: ("Mithril Coat", "rare"),
}

MAIN = {"turn": 3, "active": "p1", "step": "main1"}
OPP_MAIN = {"turn": 4, "active": "p2", "step": "main1"}


# ====================================================================== the cards and their text
@pytest.mark.parametrize("number,name,rarity", sorted((n, *v) for n, v in CARDS.items()))
def test_card_file_is_the_set_files_card_of_its_number(number, name, rarity):
    c = registry().get(name)
    entry = load_set("LTR").by_number()[number]
    assert (c.set, c.number, entry.name, entry.rarity) == ("LTR", number, name, rarity)


# (each card's rendered rules text against its Oracle text: tests/test_oracle_text.py, for every card)


# ====================================================================== 222 Samwise Gamgee
def test_samwise_gamgee_makes_food_for_another_nontoken_creature_only():
    """603.6a, 111.1: another nontoken creature entering under your control makes a Food; a token doesn't."""
    g = board(state=MAIN, p1={"battlefield": ["Forest", "Plains", "Samwise Gamgee"],
                              "hand": ["Grizzly Bears"]})
    act(g, "p1: cast Grizzly Bears", "resolve", "resolve")
    assert bf_names(g, "p1").count("Food") == 1
    g = board(state=MAIN, p1={"battlefield": ["Plains"] * 5 + ["Samwise Gamgee"], "hand": ["Protector of Gondor"]})
    act(g, "p1: cast Protector of Gondor", "resolve", "p1: choose Samwise Gamgee")
    while g.stack:
        act(g, "resolve")
    assert "Human Soldier" in bf_names(g, "p1")  # the token entered too, and made no Food
    assert bf_names(g, "p1").count("Food") == 1


def test_samwise_gamgee_sacrifices_three_foods_for_a_historic_card():
    """701.17a, 700.6: "Sacrifice three Foods": return target historic card (an artifact, a legendary or a
    Saga) from your graveyard; a nonhistoric card is no legal target (115.1)."""
    g = board(state=MAIN, p1={"battlefield": ["Samwise Gamgee", "Food", "Food"],
                              "graveyard": ["Gimli's Axe", "Hill Giant"]})
    assert not any(a.startswith("activate Samwise Gamgee") for a in legal(g))  # two Foods only
    g = board(state=MAIN, p1={"battlefield": ["Samwise Gamgee", "Food", "Food", "Food"],
                              "graveyard": ["Gimli's Axe", "Hill Giant"]})
    acts = legal(g)
    assert "activate Samwise Gamgee -> Gimli's Axe" in acts
    assert "activate Samwise Gamgee -> Hill Giant" not in acts
    act(g, "p1: activate Samwise Gamgee -> Gimli's Axe", "resolve")
    assert names(g, "p1", "hand") == ["Gimli's Axe"] and "Food" not in bf_names(g, "p1")


# ====================================================================== 245 Mithril Coat
def test_mithril_coat_flashes_in_and_attaches_to_a_legendary_creature():
    """702.8a flash; 603.6a its enters trigger attaches it to target legendary creature you control (701.3a);
    equipped creature has indestructible (702.12b): a lethal Bolt doesn't destroy it."""
    g = board(state=OPP_MAIN, p1={"battlefield": ["Plains"] * 3 + ["Samwise Gamgee", "Grizzly Bears"],
                                  "hand": ["Mithril Coat"]},
              p2={"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]})
    act(g, "p2: pass")
    assert "cast Mithril Coat" in legal(g)  # flash: in the opponent's turn
    act(g, "p1: cast Mithril Coat", "resolve")
    assert "choose Grizzly Bears" not in legal(g)  # not legendary
    if "choose Samwise Gamgee" in legal(g):
        act(g, "p1: choose Samwise Gamgee")
    act(g, "resolve")
    assert perm(g, "Mithril Coat")["attached_to"] == perm(g, "Samwise Gamgee")["id"]
    assert "indestructible" in kw(g, "Samwise Gamgee") and "indestructible" in kw(g, "Mithril Coat")
    act(g, "p2: cast Lightning Bolt -> Samwise Gamgee", "resolve")
    assert "Samwise Gamgee" in bf_names(g, "p1")


def test_mithril_coat_equips_for_three_at_sorcery_speed():
    """702.6a: Equip {3} only as a sorcery."""
    g = board(state=MAIN, p1={"battlefield": ["Plains"] * 3 + ["Mithril Coat", "Grizzly Bears"]})
    act(g, "p1: activate Mithril Coat -> Grizzly Bears", "resolve")
    assert "indestructible" in kw(g, "Grizzly Bears") and pt(g, "Grizzly Bears") == (2, 2)


# ====================================================================== 93 Lobelia Sackville-Baggins
def test_lobelia_exiles_a_creature_card_that_died_this_turn_and_makes_treasures_of_its_power():
    """702.8a flash, 603.6a: her enters trigger targets a creature card in an opponent's graveyard put there from
    the battlefield this turn (400.7: a card already there is not one); she exiles it (701.13a) and creates X
    Treasures, X the exiled card's power (107.3a, 608.2h)."""
    g = board(state=OPP_MAIN, p1={"battlefield": ["Swamp"] * 3 + ["Mountain"], "hand": ["Lobelia Sackville-Baggins",
                                                                                       "Lightning Bolt"]},
              p2={"battlefield": [{"card": "Hill Giant", "damage": 1}],
                  "graveyard": [{"card": "Grizzly Bears", "id": "old"}]})
    act(g, "p2: pass", "p1: cast Lightning Bolt -> Hill Giant", "resolve")
    assert "Hill Giant" in names(g, "p2", "graveyard")
    act(g, "p2: pass", "p1: cast Lobelia Sackville-Baggins", "resolve")
    acts = legal(g)
    assert "choose Grizzly Bears" not in acts  # not put there from the battlefield this turn
    if "choose Hill Giant" in acts:
        act(g, "p1: choose Hill Giant")
    act(g, "resolve")
    assert "Hill Giant" in names(g, "p2", "exile") and "Hill Giant" not in names(g, "p2", "graveyard")
    assert bf_names(g, "p1").count("Treasure") == 3  # Hill Giant's power
    assert "menace" in kw(g, "Lobelia Sackville-Baggins")


# ====================================================================== 228 Shagrat, Loot Bearer
def _shagrat_attacks(p1, p2=None):
    g = board(state=MAIN, p1={"battlefield": p1}, p2={"battlefield": p2 or []})
    act(g, "advance to declare_attackers", "p1: attack Shagrat, Loot Bearer")
    if g.pending is not None and g.pending.kind == "attack":
        act(g, "p1: done")
    return g


def test_shagrat_attaches_an_opponents_equipment_and_amasses_by_what_it_carries():
    """508.3a its attack trigger; 701.3a it attaches up to one target Equipment, any player's (control doesn't
    change, 301.5d); then amass Orcs X (701.44a), X the Equipment attached to it as it resolves (107.3a)."""
    g = _shagrat_attacks(["Shagrat, Loot Bearer", "Gimli's Axe"], ["Barrow-Blade"])
    acts = legal(g)
    assert "choose Gimli's Axe" in acts and "choose Barrow-Blade" in acts and "done" in acts  # up to one
    act(g, "p1: choose Barrow-Blade")
    if g.pending is not None and g.pending.kind == "choice":
        act(g, "p1: done")
    act(g, "resolve")
    blade = perm(g, "Barrow-Blade")
    assert blade["attached_to"] == perm(g, "Shagrat, Loot Bearer")["id"] and blade["controller"] == "p2"
    assert pt(g, "Shagrat, Loot Bearer") == (5, 5)
    army = perm(g, "Orc Army")
    assert army is not None and army["counters"].get("+1/+1") == 1


def test_shagrat_counts_equipment_already_attached():
    """107.3a: X counts every Equipment attached to it, the one it attached and those already there; with no
    target it still amasses by what it carries."""
    g = board(state=MAIN, p1={"battlefield": ["Shagrat, Loot Bearer", "Gimli's Axe", "Barrow-Blade"]})
    sh = perm(g, "Shagrat, Loot Bearer")["id"]
    for e in ("Gimli's Axe", "Barrow-Blade"):
        g.attach(perm(g, e)["id"], sh)
    act(g, "advance to declare_attackers", "p1: attack Shagrat, Loot Bearer")
    if g.pending is not None and g.pending.kind == "attack":
        act(g, "p1: done")
    act(g, "p1: done", "resolve")  # no new target
    assert perm(g, "Orc Army")["counters"].get("+1/+1") == 2


# ====================================================================== 231 Sméagol, Helpful Guide
def _smeagol(died: bool):
    g = board(state=MAIN, p1={"battlefield": ["Sméagol, Helpful Guide", "Grizzly Bears", "Mountain"],
                              "hand": ["Lightning Bolt"]},
              p2={"library": ["Grizzly Bears", "Lightning Bolt", "Forest", "Island"]})
    if died:
        act(g, "p1: cast Lightning Bolt -> Grizzly Bears", "resolve")
    act(g, "advance to end")
    while g.stack or (g.pending is not None and g.pending.kind == "choice"):
        act(g, "p1: choose Sméagol, Helpful Guide" if g.pending.kind == "choice" else "resolve")
    return g


def test_smeagol_tempts_at_end_step_and_takes_the_opponents_first_land():
    """603.4: "At the beginning of your end step, if a creature died under your control this turn" (an
    intervening if); 701.52a the Ring tempts you; his other trigger (603.2): target opponent reveals cards until a
    land card (701.16a); that land enters tapped under your control (110.2a: its owner stays the opponent), the
    revealed rest goes to their graveyard, the cards below stay."""
    g = _smeagol(died=True)
    assert g.snapshot()["players"]["p1"]["ring"] == 1
    took = [x for x in g.snapshot()["players"]["p1"]["battlefield"] if x["name"] == "Forest"]
    assert len(took) == 1 and took[0]["tapped"] and took[0]["owner"] == "p2" and took[0]["controller"] == "p1"
    assert names(g, "p2", "graveyard") == ["Grizzly Bears", "Lightning Bolt"]
    assert names(g, "p2", "library") == ["Island"]


def test_smeagol_does_nothing_at_end_step_when_no_creature_of_yours_died():
    """603.4: the intervening if: no creature died under your control this turn, no trigger."""
    g = _smeagol(died=False)
    assert g.snapshot()["players"]["p1"]["ring"] == 0 and len(names(g, "p2", "library")) == 4


# ====================================================================== 124 Fall of Cair Andros
def _army(g, p="p1"):
    a = [x for x in g.snapshot()["players"][p]["battlefield"] if x["name"] == "Orc Army"]
    return a[0]["counters"].get("+1/+1", 0) if a else None


def test_fall_of_cair_andros_amasses_the_excess_noncombat_damage():
    """120.10, 120.4a: Bolt (3) to an opponent's 2/2 with 1 damage marked: lethal is 1, excess 2; amass Orcs 2
    (701.44a).  Damage to your own creature, or damage that isn't excess, triggers nothing."""
    g = board(state=MAIN, p1={"battlefield": ["Fall of Cair Andros", "Mountain", "Mountain", "Grizzly Bears"],
                              "hand": ["Lightning Bolt", "Lightning Bolt"]},
              p2={"battlefield": [{"card": "Grizzly Bears", "damage": 1}, "Hill Giant"]})
    bears = [x["id"] for x in g.snapshot()["players"]["p2"]["battlefield"] if x["name"] == "Grizzly Bears"][0]
    act(g, f"p1: cast Lightning Bolt -> {bears}", "resolve")
    assert g.stack and g.stack[-1].source_name == "Fall of Cair Andros"
    act(g, "resolve")
    assert _army(g) == 2
    act(g, "p1: cast Lightning Bolt -> Hill Giant", "resolve")  # exactly lethal: no excess
    assert not g.stack and _army(g) == 2 and "Hill Giant" in names(g, "p2", "graveyard")


def test_fall_of_cair_andros_own_creatures_and_its_seven_damage():
    """Its trigger watches creatures an opponent controls only; "{7}{R}: deals 7 damage to target creature"
    (120.3e) on a 3/3: excess 4, amass Orcs 4."""
    g = board(state=MAIN, p1={"battlefield": ["Fall of Cair Andros"] + ["Mountain"] * 9 + ["Grizzly Bears"],
                              "hand": ["Lightning Bolt"]},
              p2={"battlefield": ["Hill Giant"]})
    act(g, "p1: cast Lightning Bolt -> Grizzly Bears", "resolve")
    assert not g.stack and _army(g) is None
    act(g, "p1: activate Fall of Cair Andros -> Hill Giant", "resolve", "resolve")
    assert _army(g) == 4


# ====================================================================== 192 Aragorn, the Uniter
def test_aragorn_triggers_by_the_color_of_each_spell_cast():
    """601.2i, 105.2: "Whenever you cast a <color> spell": a red spell deals 3 to target opponent, a green one
    gives target creature +4/+4, a white one makes a Human Soldier, a blue one scries 2 (701.22); a colorless
    spell triggers none (105.2c)."""
    g = board(state=MAIN, p1={"battlefield": ["Aragorn, the Uniter", "Mountain", "Forest", "Plains", "Island",
                                              "Island", "Island"],
                              "hand": ["Lightning Bolt", "Giant Growth", "Youthful Knight", "Mind Stone"]},
              p2={"battlefield": ["Hill Giant"]})
    act(g, "p1: cast Lightning Bolt -> Hill Giant")
    assert [it.source_name for it in g.stack] == ["Lightning Bolt", "Aragorn, the Uniter"]
    act(g, "resolve", "resolve")
    assert g.snapshot()["players"]["p2"]["life"] == 17 and "Hill Giant" in names(g, "p2", "graveyard")
    act(g, "p1: cast Giant Growth -> Aragorn, the Uniter")
    if "choose Aragorn, the Uniter" in legal(g):
        act(g, "p1: choose Aragorn, the Uniter")
    act(g, "resolve", "resolve")
    assert pt(g, "Aragorn, the Uniter") == (12, 12)
    act(g, "p1: cast Youthful Knight", "resolve")
    assert "Human Soldier" in bf_names(g, "p1")
    act(g, "resolve")
    act(g, "p1: cast Mind Stone")
    assert [it.source_name for it in g.stack] == ["Mind Stone"]  # colorless: no trigger


# ====================================================================== 206 Galadriel of Lothlórien
def _galadriel_tempted(bearer: str):
    g = board(state=MAIN, p1={"battlefield": ["Galadriel of Lothlórien", "Swamp", "Swamp", "Swamp"],
                              "hand": ["Nazgûl"], "library": ["Grizzly Bears", "Hill Giant", "Forest", "Island"]})
    act(g, "p1: cast Nazgûl", "resolve", "resolve", f"p1: choose {bearer}")
    if g.pending is not None and g.pending.kind == "choice":  # two "the Ring tempts you" triggers: their order
        act(g, "p1: choose Nazgûl")
    act(g, "resolve")
    return g


def test_galadriel_scries_when_another_creature_is_chosen_then_puts_a_revealed_land_onto_the_battlefield():
    """701.52a: the Ring tempts you and you choose Nazgûl: "if you chose a creature other than Galadriel" holds,
    scry 3 (701.22a); "whenever you scry" (701.22c) she may reveal the top card (701.16a): a land card is put
    onto the battlefield tapped."""
    g = _galadriel_tempted("Nazgûl")
    act(g, "p1: choose bottom", "p1: choose bottom", "p1: choose top")  # Bears and Giant to the bottom
    assert names(g, "p1", "library")[0] == "Forest"
    act(g, "resolve")
    assert "choose yes" in legal(g) and "choose no" in legal(g)  # "you may reveal"
    act(g, "p1: choose yes")
    forest = perm(g, "Forest")
    assert forest is not None and forest["tapped"] and forest["controller"] == "p1"
    assert names(g, "p1", "library")[0] == "Island"


def test_galadriel_reveals_a_nonland_and_leaves_it_and_no_scry_when_she_is_the_bearer():
    """A nonland card revealed stays on top (701.16a); choosing Galadriel herself as Ring-bearer: no scry."""
    g = _galadriel_tempted("Nazgûl")
    act(g, "p1: choose top", "p1: choose bottom", "p1: choose bottom", "resolve", "p1: choose yes")
    assert perm(g, "Forest") is None and names(g, "p1", "library")[0] == "Grizzly Bears"
    g = _galadriel_tempted("Galadriel of Lothlórien")
    assert not any(a.startswith("choose top") for a in legal(g)) and len(names(g, "p1", "library")) == 4


# ====================================================================== 195 The Balrog, Durin's Bane
def test_balrog_costs_one_less_for_each_permanent_sacrificed_this_turn():
    """601.2f, 107.3a: {5}{B}{R} less {1} for each permanent sacrificed this turn (701.17a; by any player):
    after Samwise sacrifices three Foods it costs {2}{B}{R}."""
    g = board(state=MAIN, p1={"battlefield": ["Swamp", "Swamp", "Mountain", "Mountain", "Samwise Gamgee",
                                              "Food", "Food", "Food"],
                              "hand": ["The Balrog, Durin's Bane"], "graveyard": ["Gimli's Axe"]})
    assert "cast The Balrog, Durin's Bane" not in legal(g)
    act(g, "p1: activate Samwise Gamgee -> Gimli's Axe", "resolve")
    assert "cast The Balrog, Durin's Bane" in legal(g)
    act(g, "p1: cast The Balrog, Durin's Bane", "resolve")
    assert "The Balrog, Durin's Bane" in bf_names(g, "p1") and "haste" in kw(g, "The Balrog, Durin's Bane")


def test_balrog_can_be_blocked_only_by_legendary_creatures_and_destroys_when_it_dies():
    """509.1b: "can't be blocked except by legendary creatures": the Bears can't block it, Samwise can;
    603.6c its dies trigger destroys target artifact or creature an opponent controls (701.7a)."""
    g = board(state={"turn": 4, "active": "p2", "step": "declare_attackers"},
              p1={"battlefield": ["Grizzly Bears", "Samwise Gamgee", "Gimli's Axe"]},
              p2={"battlefield": ["The Balrog, Durin's Bane"]})
    act(g, "p2: attack The Balrog, Durin's Bane")
    if g.pending is not None and g.pending.kind == "attack":
        act(g, "p2: done")
    act(g, "advance to declare_blockers")
    acts = legal(g)
    assert "block The Balrog, Durin's Bane with Samwise Gamgee" in acts
    assert "block The Balrog, Durin's Bane with Grizzly Bears" not in acts
    g = board(state=OPP_MAIN, p1={"battlefield": ["Grizzly Bears", "Gimli's Axe"]},
              p2={"battlefield": [{"card": "The Balrog, Durin's Bane", "damage": 4}, "Mountain"],
                  "hand": ["Lightning Bolt"]})
    act(g, "p2: cast Lightning Bolt -> The Balrog, Durin's Bane", "resolve")
    acts = legal(g)
    assert "choose Gimli's Axe" in acts and "choose Grizzly Bears" in acts
    act(g, "p2: choose Gimli's Axe", "resolve")
    assert "Gimli's Axe" in names(g, "p1", "graveyard") and "Grizzly Bears" in bf_names(g, "p1")


# ====================================================================== 257 Mines of Moria
def test_mines_of_moria_enters_tapped_unless_you_control_a_legendary_creature():
    """614.1c: it enters tapped unless you control a legendary creature (205.4a)."""
    for extra, tapped in (([], True), (["Samwise Gamgee"], False)):
        g = board(state=MAIN, p1={"battlefield": extra, "hand": ["Mines of Moria"]})
        act(g, "p1: play Mines of Moria")
        assert perm(g, "Mines of Moria")["tapped"] is tapped


def test_mines_of_moria_exiles_three_chosen_graveyard_cards_for_two_treasures():
    """602.2b, 601.2h, 406.1: "{3}{R}, {T}, Exile three cards from your graveyard": the player chooses the three
    cards as the cost is paid; with two cards there, it can't be activated."""
    g = board(state=MAIN, p1={"battlefield": ["Mines of Moria"] + ["Mountain"] * 4,
                              "graveyard": ["Hill Giant", "Lightning Bolt"]})
    assert "activate Mines of Moria" not in legal(g)
    from mtg_tui.tutorial.explain import explain_illegal
    why = explain_illegal(g, "activate Mines of Moria", "p1")
    assert "406.1" in why and "2 cards in your graveyard" in why  # the cost word's own "why not"
    g = board(state=MAIN, p1={"battlefield": ["Mines of Moria"] + ["Mountain"] * 4,
                              "graveyard": ["Hill Giant", "Lightning Bolt", "Forest", "Grizzly Bears"]})
    act(g, "p1: activate Mines of Moria")
    assert "choose Hill Giant" in legal(g)
    act(g, "p1: choose Hill Giant", "p1: choose Forest", "p1: choose Grizzly Bears", "resolve")
    assert names(g, "p1", "graveyard") == ["Lightning Bolt"]
    assert sorted(names(g, "p1", "exile")) == ["Forest", "Grizzly Bears", "Hill Giant"]
    assert bf_names(g, "p1").count("Treasure") == 2 and perm(g, "Mines of Moria")["tapped"]


# ====================================================================== 172 Last March of the Ents
def _last_march():
    g = board(state=MAIN, p1={"battlefield": ["Forest"] * 8 + ["Hill Giant", "Grizzly Bears"],
                              "hand": ["Last March of the Ents", "Wind Drake"],
                              "library": ["Colossal Dreadmaw", "Serra Angel", "Island", "Plains"]},
              p2={"battlefield": ["Island", "Island"], "hand": ["Counterspell"]})
    act(g, "p1: cast Last March of the Ents")
    return g


def test_last_march_of_the_ents_cant_be_countered():
    """101.2, 701.5a: "This spell can't be countered": Counterspell resolves and it stays on the stack."""
    g = _last_march()
    act(g, "p1: pass", "p2: cast Counterspell -> Last March of the Ents", "resolve")
    assert [it.source_name for it in g.stack] == ["Last March of the Ents"]
    assert "Counterspell" in names(g, "p2", "graveyard") and "Last March of the Ents" not in names(g, "p1", "graveyard")


def test_last_march_draws_by_greatest_toughness_then_puts_any_number_of_creatures():
    """107.3a: it draws 3 (Hill Giant's toughness, the greatest); then the player chooses any number of creature
    cards of their hand, one at a time until done, and they enter together (110.2)."""
    g = _last_march()
    act(g, "resolve")
    assert len(names(g, "p1", "hand")) == 4 and names(g, "p1", "library") == ["Plains"]
    acts = legal(g)
    assert {"choose Wind Drake", "choose Colossal Dreadmaw", "choose Serra Angel", "done"} <= set(acts)
    assert "choose Island" not in acts  # not a creature card
    act(g, "p1: choose Colossal Dreadmaw", "p1: choose Serra Angel")
    assert "choose Colossal Dreadmaw" not in legal(g) and "Colossal Dreadmaw" not in bf_names(g, "p1")
    act(g, "p1: done")
    assert {"Colossal Dreadmaw", "Serra Angel"} <= set(bf_names(g, "p1"))
    assert sorted(names(g, "p1", "hand")) == ["Island", "Wind Drake"]


# ====================================================================== 91 Isildur's Fateful Strike
HAND7 = ["Island", "Island", "Forest", "Lightning Bolt", "Counterspell", "Hill Giant", "Plains"]


def test_isildurs_fateful_strike_needs_a_legendary_creature_to_be_cast():
    """205.4e: a legendary instant can be cast only by a player who controls a legendary creature or planeswalker;
    the tutorial says why (no traceback, one sentence)."""
    from mtg_tui.tutorial.explain import explain_illegal

    g = board(state=MAIN, p1={"battlefield": ["Swamp"] * 4 + ["Grizzly Bears"], "hand": ["Isildur's Fateful Strike"]},
              p2={"battlefield": ["Hill Giant"]})
    assert not any(a.startswith("cast Isildur's Fateful Strike") for a in legal(g))
    why = explain_illegal(g, "cast Isildur's Fateful Strike -> Hill Giant", "p1")
    assert "205.4e" in why and "legendary creature" in why
    g = board(state=MAIN, p1={"battlefield": ["Swamp"] * 4 + ["Samwise Gamgee"], "hand": ["Isildur's Fateful Strike"]},
              p2={"battlefield": ["Hill Giant"]})
    assert "cast Isildur's Fateful Strike -> Hill Giant" in legal(g)


def test_isildurs_fateful_strike_destroys_and_its_controller_exiles_down_to_four_cards():
    """701.7a destroy; 406.1: the creature's controller has seven cards, more than four: they choose and exile
    three from their hand (their own decision: the hand is theirs to see)."""
    g = board(state=MAIN, p1={"battlefield": ["Swamp"] * 4 + ["Samwise Gamgee"], "hand": ["Isildur's Fateful Strike"]},
              p2={"battlefield": ["Hill Giant"], "hand": HAND7})
    act(g, "p1: cast Isildur's Fateful Strike -> Hill Giant", "resolve")
    assert "Hill Giant" in names(g, "p2", "graveyard")
    assert g.pending is not None and g.pending.player == "p2" and "choose Counterspell" in legal(g)
    act(g, "p2: choose Counterspell", "p2: choose Hill Giant", "p2: choose Plains")
    assert sorted(names(g, "p2", "exile")) == ["Counterspell", "Hill Giant", "Plains"]
    assert len(names(g, "p2", "hand")) == 4 and names(g, "p2", "graveyard") == ["Hill Giant"]


def test_isildurs_fateful_strike_exiles_nothing_from_a_hand_of_four():
    g = board(state=MAIN, p1={"battlefield": ["Swamp"] * 4 + ["Samwise Gamgee"], "hand": ["Isildur's Fateful Strike"]},
              p2={"battlefield": ["Hill Giant"], "hand": HAND7[:4]})
    act(g, "p1: cast Isildur's Fateful Strike -> Hill Giant", "resolve")
    assert g.pending is None or g.pending.kind != "choice"
    assert len(names(g, "p2", "hand")) == 4 and names(g, "p2", "exile") == []


# ====================================================================== 236 Andúril, Flame of the West
def _anduril_attacks(bearer):
    g = board(state=MAIN, p1={"battlefield": [{"card": bearer, "id": "b"},
                                              {"card": "Andúril, Flame of the West", "attached_to": "b"}]})
    act(g, "advance to declare_attackers", f"p1: attack {bearer}")
    if g.pending is not None and g.pending.kind == "attack":
        act(g, "p1: done")
    act(g, "resolve")
    return g, [x for x in g.snapshot()["players"]["p1"]["battlefield"] if x["name"] == "Spirit"]


def test_anduril_makes_two_tapped_spirits_when_equipped_creature_attacks():
    """Equipped creature gets +3/+1 (301.5, 611.3); 508.3a "whenever equipped creature attacks": two tapped 1/1
    flying Spirits, not attacking when that creature isn't legendary."""
    g, spirits = _anduril_attacks("Grizzly Bears")
    assert pt(g, "Grizzly Bears") == (5, 3)
    assert len(spirits) == 2 and all(s["tapped"] and not s["attacking"] for s in spirits)
    assert all("flying" in s["keywords"] for s in spirits)


def test_anduril_spirits_enter_attacking_when_that_creature_is_legendary():
    """608.2c "instead": a legendary equipped creature's Spirits enter tapped and attacking (508.4)."""
    g, spirits = _anduril_attacks("Samwise Gamgee")
    assert len(spirits) == 2 and all(s["tapped"] and s["attacking"] for s in spirits)


# ====================================================================== 15 Flowering of the White Tree
def test_flowering_pumps_legendary_and_nonlegendary_creatures_apart():
    """611.3a, 613.4c: your legendary creatures get +2/+1, your nonlegendary ones +1/+1; an opponent's, nothing."""
    g = board(state=MAIN, p1={"battlefield": ["Flowering of the White Tree", "Samwise Gamgee", "Grizzly Bears"]},
              p2={"battlefield": ["Hill Giant"]})
    assert pt(g, "Samwise Gamgee") == (4, 3) and pt(g, "Grizzly Bears") == (3, 3) and pt(g, "Hill Giant") == (3, 3)


def test_flowering_gives_your_legendary_creatures_ward_one():
    """702.21a: "have ward {1}": an opponent's spell that targets Samwise is countered unless they pay {1}; with
    one Mountain spent on the Bolt they can't. The nonlegendary Bears have no ward."""
    g = board(state=OPP_MAIN, p1={"battlefield": ["Flowering of the White Tree", "Samwise Gamgee", "Grizzly Bears"]},
              p2={"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Lightning Bolt"]})
    act(g, "p2: cast Lightning Bolt -> Samwise Gamgee")
    assert [it.source_name for it in g.stack][-1] == "Samwise Gamgee"  # the ward trigger, above the Bolt
    act(g, "resolve")
    assert not g.stack and "Samwise Gamgee" in bf_names(g, "p1")  # countered: it couldn't pay {1}
    g = board(state=OPP_MAIN, p1={"battlefield": ["Flowering of the White Tree", "Grizzly Bears"]},
              p2={"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]})
    act(g, "p2: cast Lightning Bolt -> Grizzly Bears")
    assert [it.source_name for it in g.stack] == ["Lightning Bolt"]


# ====================================================================== 224 Sauron, the Dark Lord
def _bolt_sauron(p2_battlefield, answer=None):
    g = board(state=OPP_MAIN, p1={"battlefield": ["Sauron, the Dark Lord"]},
              p2={"battlefield": ["Mountain"] + p2_battlefield, "hand": ["Lightning Bolt"]})
    act(g, "p2: cast Lightning Bolt -> Sauron, the Dark Lord")
    # two of Sauron's triggers wait (603.3b): the amass (an opponent cast a spell) and the ward
    act(g, "p1: choose Sauron, the Dark Lord #1", "resolve")  # the ward trigger, on top, resolves first
    if answer is not None:
        assert "choose yes" in legal(g) and "choose no" in legal(g) and g.pending.player == "p2"
        act(g, f"p2: choose {answer}")
    while g.stack:
        act(g, "resolve")
    return g


def test_sauron_ward_sacrifice_keeps_the_spell_and_amasses_when_an_opponent_casts():
    """702.21a "Ward—Sacrifice a legendary artifact or legendary creature": the Bolt's controller sacrifices
    Samwise (701.17a) to keep it; 601.2i "whenever an opponent casts a spell": amass Orcs 1 (701.44a)."""
    g = _bolt_sauron(["Samwise Gamgee"], answer="yes")
    assert "Samwise Gamgee" in names(g, "p2", "graveyard") and perm(g, "Sauron, the Dark Lord")["damage"] == 3
    assert perm(g, "Orc Army")["counters"].get("+1/+1") == 1


def test_sauron_ward_counters_when_not_paid_or_unpayable():
    """702.21a: declining, or having no legendary artifact or creature to sacrifice (not asked then), the spell
    is countered (701.5a)."""
    for p2, answer in ((["Samwise Gamgee"], "no"), (["Grizzly Bears"], None)):
        g = _bolt_sauron(p2, answer)
        assert perm(g, "Sauron, the Dark Lord")["damage"] == 0 and "Lightning Bolt" in names(g, "p2", "graveyard")
        assert p2[0] in bf_names(g, "p2")


def test_sauron_army_damage_tempts_and_he_may_trade_the_hand_for_four_cards():
    """510.3a: an Army you control deals combat damage to a player: the Ring tempts you (701.52a); then "you may
    discard your hand. If you do, draw four cards" (701.8a, 603.12... a may with 'if you do')."""
    g = board(state=MAIN, p1={"battlefield": ["Sauron, the Dark Lord",
                                              {"token": "Orc Army", "counters": {"+1/+1": 2}}],
                              "hand": ["Island", "Hill Giant"], "library": ["Plains"] * 6})
    act(g, "advance to declare_attackers", "p1: attack Orc Army")
    if g.pending is not None and g.pending.kind == "attack":
        act(g, "p1: done")
    act(g, "advance to combat_damage")
    while g.stack or (g.pending is not None and g.pending.kind == "choice"):
        acts = legal(g)
        if "choose yes" in acts:
            act(g, "p1: choose yes")
        elif g.pending.kind == "choice":
            act(g, "p1: choose Sauron, the Dark Lord" if "choose Sauron, the Dark Lord" in acts else "p1: " + acts[0])
        else:
            act(g, "resolve")
    assert g.snapshot()["players"]["p1"]["ring"] == 1
    assert names(g, "p1", "hand") == ["Plains"] * 4
    assert sorted(names(g, "p1", "graveyard")) == ["Hill Giant", "Island"]
