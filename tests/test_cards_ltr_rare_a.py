"""A batch of the set's rares and mythics (issue 21) that need no new rules system, as data over the
vocabulary: each card's rules text reads as its Oracle text (the comparison of tests/test_cards_ltr_commons.py),
and a scenario of what is distinctive about it, asserted through the snapshot and the legal actions."""

from __future__ import annotations


import pytest

from rules_helpers import act, bf_names, board, legal, names, perm

from mtg_tui.cards.registry import registry
from mtg_tui.cards.sets import coverage, load_set

CARDS = {240: "Horn of Gondor", 256: "Minas Tirith", 213: "Lotho, Corrupt Shirriff", 215: "Merry, Esquire of Rohan",
         4: "Boromir, Warden of the Tower", 66: "Rangers of Ithilien",
         44: "Borne Upon a Wind", 166: "Fangorn, Tree Shepherd",
         149: "Spiteful Banditry", 173: "Legolas, Master Archer",
         186: "The Ring Goes South", 234: "Tom Bombadil", 19: "Gandalf the White"}
MYTHIC = {149, 234, 19}

MAIN = {"turn": 3, "active": "p1", "step": "main1"}
ATTACK = {"turn": 3, "active": "p1", "step": "declare_attackers"}
LIB = ["Island"] * 8


def pl(g, p="p1"):
    return g.snapshot()["players"][p]


# ====================================================================== the cards and their text
@pytest.mark.parametrize("number,name", sorted(CARDS.items()))
def test_card_file_is_the_set_files_card_of_its_number(number, name):
    c = registry().get(name)
    entry = load_set("LTR").by_number()[number]
    rarity = "mythic" if number in MYTHIC else "rare"
    assert (c.set, c.number, entry.name, entry.rarity) == ("LTR", number, name, rarity)


# (each card's rendered rules text against its Oracle text: tests/test_oracle_text.py, for every card)


def test_coverage_counts_the_new_cards():
    cov = coverage("LTR")
    assert not {m["number"] for m in cov["missing"]} & set(CARDS)


# ====================================================================== Horn of Gondor
def test_horn_of_gondor_makes_a_soldier_then_one_per_human_you_control():
    """603.2: a Soldier as it enters; 107.3a, 608.2h: X is the number of Humans you control as the ability
    resolves (the new Soldier counts, the Bears and the opponent's Humans don't)."""
    g = board(state=MAIN, p1={"battlefield": ["Plains"] * 6 + ["Grizzly Bears"], "hand": ["Horn of Gondor"]},
              p2={"battlefield": [{"token": "Human Soldier"}]})
    act(g, "p1: cast Horn of Gondor", "resolve", "resolve")
    assert bf_names(g, "p1").count("Human Soldier") == 1
    act(g, "p1: activate Horn of Gondor", "resolve")
    assert bf_names(g, "p1").count("Human Soldier") == 2
    assert perm(g, "Horn of Gondor")["tapped"]


# ====================================================================== Minas Tirith
def test_minas_tirith_draws_only_after_attacking_with_two_creatures():
    """602.5b: 'Activate only if you attacked with two or more creatures this turn' (508.1: declared attackers)."""
    def game(attackers):
        g = board(state=ATTACK, p1={"battlefield": ["Minas Tirith", "Plains", "Plains", "Grizzly Bears",
                                                    {"card": "Grizzly Bears", "id": "b2"}], "library": LIB},
                  p2={"library": LIB})
        act(g, *[f"p1: attack {a}" for a in attackers])
        if g.pending is not None and g.pending.kind == "attack":
            act(g, "p1: done")
        act(g, "advance to main2")
        return g
    g = game(["Grizzly Bears"])
    assert "activate Minas Tirith" not in legal(g) and "tap Minas Tirith" in legal(g)
    g = game(["Grizzly Bears", "b2"])
    assert "activate Minas Tirith" in legal(g)
    hand = len(names(g, "p1", "hand"))
    act(g, "p1: activate Minas Tirith", "resolve")
    assert len(names(g, "p1", "hand")) == hand + 1 and perm(g, "Minas Tirith")["tapped"]


def test_minas_tirith_enters_tapped_unless_you_control_a_legendary_creature():
    """614.1c: it enters tapped without a legendary creature, untapped with one."""
    for bf, tapped in ((["Grizzly Bears"], True), (["Frodo Baggins"], False)):
        g = board(state=MAIN, p1={"battlefield": bf, "hand": ["Minas Tirith"]})
        act(g, "p1: play Minas Tirith")
        assert perm(g, "Minas Tirith")["tapped"] is tapped


# ====================================================================== Lotho, Corrupt Shirriff
def test_lotho_triggers_on_any_players_second_spell_each_turn():
    """601.2i, 603.2: 'a player casts their second spell each turn': the opponent's second spell triggers it
    (Lotho's controller loses the life and makes the Treasure), the first doesn't."""
    g = board(state=MAIN, p1={"battlefield": ["Lotho, Corrupt Shirriff"], "library": LIB},
              p2={"battlefield": ["Mountain"] * 2, "hand": ["Lightning Bolt"] * 2, "library": LIB})
    act(g, "p1: pass", "p2: cast Lightning Bolt -> p1")
    assert len(g.stack) == 1  # the first spell: no trigger
    act(g, "p2: cast Lightning Bolt -> p1")
    assert len(g.stack) == 3  # 603.3: the trigger goes on the stack above the second spell
    act(g, "resolve")
    assert pl(g)["life"] == 19 and bf_names(g, "p1").count("Treasure") == 1
    assert "Treasure" not in bf_names(g, "p2")


def test_lotho_triggers_on_your_own_second_spell_too():
    g = board(state=MAIN, p1={"battlefield": ["Lotho, Corrupt Shirriff"] + ["Mountain"] * 2,
                              "hand": ["Lightning Bolt"] * 2, "library": LIB}, p2={"library": LIB})
    act(g, "p1: cast Lightning Bolt -> p2", "resolve", "p1: cast Lightning Bolt -> p2", "resolve")
    assert pl(g)["life"] == 19 and bf_names(g, "p1").count("Treasure") == 1


# ====================================================================== Merry, Esquire of Rohan
def test_merry_has_first_strike_only_while_equipped():
    """611.3a, 301.5: 'has first strike as long as it's equipped'; it has haste (702.10)."""
    g = board(state=MAIN, p1={"battlefield": [{"card": "Merry, Esquire of Rohan", "id": "merry"},
                                              {"card": "Barrow-Blade", "id": "blade"}]})
    assert set(perm(g, "merry")["keywords"]) == {"haste"}
    g = board(state=MAIN, p1={"battlefield": [{"card": "Merry, Esquire of Rohan", "id": "merry"},
                                              {"card": "Barrow-Blade", "id": "blade", "attached_to": "merry"}]})
    assert "first strike" in perm(g, "merry")["keywords"]


def _merry_attacks(others: list[str], with_merry: bool = True):
    bf = [{"card": "Merry, Esquire of Rohan", "id": "merry"}] + [{"card": c, "id": f"o{i}"}
                                                                 for i, c in enumerate(others)]
    g = board(state=ATTACK, p1={"battlefield": bf, "library": LIB}, p2={"library": LIB})
    hand = len(names(g, "p1", "hand"))
    ids = (["merry"] if with_merry else []) + [f"o{i}" for i in range(len(others))]
    act(g, *[f"p1: attack {i}" for i in ids])
    if g.pending is not None and g.pending.kind == "attack":
        act(g, "p1: done")
    while g.stack:
        act(g, "resolve")
    return len(names(g, "p1", "hand")) - hand


def test_merry_draws_when_it_attacks_with_another_legendary_creature():
    """508.1, 603.2: Merry and another legendary creature attack together: draw a card.  Merry with a
    nonlegendary creature, or a legendary creature without Merry, draws nothing."""
    assert _merry_attacks(["Frodo Baggins"]) == 1
    assert _merry_attacks(["Grizzly Bears"]) == 0
    assert _merry_attacks(["Frodo Baggins"], with_merry=False) == 0


# ====================================================================== Boromir, Warden of the Tower
OPP_MAIN = {"turn": 4, "active": "p2", "step": "main1"}


def test_boromir_counters_an_opponents_spell_cast_without_mana():
    """601.2i, 603.2: an opponent casts a spell and no mana was spent (a total cost of {0}): counter it
    (701.5a).  One paid with mana, or Boromir's controller's own free spell, is left alone."""
    g = board(state=OPP_MAIN, p1={"battlefield": ["Boromir, Warden of the Tower"], "hand": ["Ornithopter"],
                                  "library": LIB},
              p2={"battlefield": ["Mountain"], "hand": ["Ornithopter", "Lightning Bolt"], "library": LIB})
    act(g, "p2: cast Ornithopter")
    assert len(g.stack) == 2  # the trigger, above the spell
    act(g, "resolve")
    assert not g.stack and "Ornithopter" in names(g, "p2", "graveyard")
    act(g, "p2: cast Lightning Bolt -> p1")
    assert len(g.stack) == 1  # mana was spent: no trigger
    act(g, "resolve")
    g = board(state=MAIN, p1={"battlefield": ["Boromir, Warden of the Tower"], "hand": ["Ornithopter"]})
    act(g, "p1: cast Ornithopter")
    assert len(g.stack) == 1
    act(g, "resolve")
    assert "Ornithopter" in bf_names(g, "p1")


def test_boromir_sacrifices_itself_so_your_creatures_gain_indestructible_and_the_ring_tempts_you():
    """602.2, 701.21a: sacrificed as the cost; 702.12b: the others survive destruction this turn; 701.52a."""
    g = board(state=MAIN, p1={"battlefield": ["Boromir, Warden of the Tower", {"card": "Grizzly Bears", "id": "b"}]},
              p2={"battlefield": ["Swamp"] * 2, "hand": ["Doom Blade"]})
    act(g, "p1: activate Boromir, Warden of the Tower")
    assert "Boromir, Warden of the Tower" in names(g, "p1", "graveyard")
    act(g, "resolve")
    assert "indestructible" in perm(g, "b")["keywords"] and pl(g)["ring"] == 1
    act(g, "p1: pass", "p2: cast Doom Blade -> b", "resolve")
    assert "Grizzly Bears" in bf_names(g, "p1")


# ====================================================================== Rangers of Ithilien
def test_rangers_of_ithilien_steal_a_creature_with_lesser_power_while_you_control_them():
    """115.1, 603.3d: only a creature with power less than the Rangers' 3 can be chosen (the Hill Giant's 3 is
    not less); 613.1b: control lasts as long as you control the Rangers; then the Ring tempts you (701.52a)."""
    g = board(state=MAIN, p1={"battlefield": ["Island"] * 4, "hand": ["Rangers of Ithilien"], "library": LIB},
              p2={"battlefield": [{"card": "Grizzly Bears", "id": "bear"}, {"card": "Hill Giant", "id": "giant"},
                                  "Mountain"], "hand": ["Lightning Bolt"], "library": LIB})
    act(g, "p1: cast Rangers of Ithilien", "resolve")
    assert set(legal(g)) == {"choose Grizzly Bears", "done"}  # up to one target: none is a choice too
    act(g, "p1: choose Grizzly Bears", "resolve")
    assert "Grizzly Bears" in bf_names(g, "p1") and "Grizzly Bears" not in bf_names(g, "p2")
    act(g, "p1: choose Rangers of Ithilien")  # 701.52a: the Ring-bearer among two creatures
    assert pl(g)["ring"] == 1
    act(g, "p1: pass", "p2: cast Lightning Bolt -> Rangers of Ithilien", "resolve")
    assert "Rangers of Ithilien" in names(g, "p1", "graveyard")
    assert "Grizzly Bears" in bf_names(g, "p2")  # 611.2b: the duration ended as the Rangers left


# ====================================================================== Borne Upon a Wind
def test_borne_upon_a_wind_lets_you_cast_sorcery_speed_spells_this_turn_only():
    """601.3b, 702.8a: after it resolves, its controller may cast a creature spell in the opponent's turn;
    and it draws a card (121.1)."""
    g = board(state=OPP_MAIN, p1={"battlefield": ["Island"] * 2 + ["Forest"] * 2,
                                  "hand": ["Borne Upon a Wind", "Grizzly Bears"], "library": LIB},
              p2={"hand": ["Hill Giant"], "battlefield": ["Mountain"] * 4, "library": LIB})
    act(g, "p2: pass")
    assert "cast Grizzly Bears" not in legal(g)
    act(g, "p1: cast Borne Upon a Wind", "resolve")
    assert len(names(g, "p1", "hand")) == 2  # the Bears and the card drawn
    assert "cast Hill Giant" in legal(g)  # p2's own turn, stack empty: as ever
    act(g, "p2: pass")
    assert "cast Grizzly Bears" in legal(g)
    act(g, "p1: cast Grizzly Bears", "resolve")
    assert "Grizzly Bears" in bf_names(g, "p1")


def test_borne_upon_a_wind_gives_the_opponent_no_flash():
    g = board(state=MAIN, p1={"battlefield": ["Island"] * 2, "hand": ["Borne Upon a Wind"], "library": LIB},
              p2={"hand": ["Hill Giant"], "battlefield": ["Mountain"] * 4, "library": LIB})
    act(g, "p1: cast Borne Upon a Wind", "resolve", "p1: pass")
    assert g.decider == "p2" and "cast Hill Giant" not in legal(g)


# ====================================================================== Fangorn, Tree Shepherd
def test_fangorn_treefolk_attack_with_vigilance_for_twice_that_much_green_mana_kept_between_steps():
    """613.1f, 702.20b: Treefolk you control have vigilance; 508.1, 603.2: two Treefolk attack (the Bears don't
    count): add {G} four times; 500.4: the green mana stays in the pool as steps and phases end, red mana empties."""
    g = board(state=ATTACK, p1={"battlefield": [{"card": "Fangorn, Tree Shepherd", "id": "fangorn"},
                                              {"card": "Enraged Huorn", "id": "huorn"},
                                              {"card": "Grizzly Bears", "id": "bears"}, "Mountain"],
                              "library": LIB},
              p2={"library": LIB})
    assert "vigilance" in perm(g, "huorn")["keywords"] and "vigilance" not in perm(g, "bears")["keywords"]
    act(g, "p1: attack fangorn", "p1: attack huorn", "p1: attack bears")
    if g.pending is not None and g.pending.kind == "attack":
        act(g, "p1: done")
    assert not perm(g, "fangorn")["tapped"] and not perm(g, "huorn")["tapped"] and perm(g, "bears")["tapped"]
    act(g, "resolve")
    assert pl(g)["mana_pool"] == "GGGG"
    act(g, "p1: tap Mountain")
    assert pl(g)["mana_pool"] == "RGGGG"
    act(g, "advance to main2")
    assert g.step == "main2" and pl(g)["mana_pool"] == "GGGG"


def test_without_fangorn_green_mana_empties():
    g = board(state=ATTACK, p1={"battlefield": [{"card": "Enraged Huorn", "id": "huorn"}, "Forest"],
                                "library": LIB}, p2={"library": LIB})
    act(g, "p1: done", "p1: tap Forest")
    assert pl(g)["mana_pool"] == "G"
    act(g, "advance to main2")
    assert "G" not in (pl(g)["mana_pool"] or "")


# ====================================================================== Spiteful Banditry
def test_spiteful_banditry_deals_x_to_each_creature_and_makes_one_treasure_a_turn():
    """107.3m: its enters trigger's X is the X paid for it (2): each creature is dealt 2 (the Bears of both
    players die, the Hill Giant lives); 603.2, 603.10a: an opponent's creature died: a Treasure, and only once
    this turn (the Giant dying later makes none)."""
    g = board(state=MAIN, p1={"battlefield": ["Mountain"] * 5 + [{"card": "Grizzly Bears", "id": "mine"}],
                              "hand": ["Spiteful Banditry", "Lightning Bolt"], "library": LIB},
              p2={"battlefield": [{"card": "Grizzly Bears", "id": "theirs"}, {"card": "Hill Giant", "id": "giant"}],
                  "library": LIB})
    act(g, "p1: cast Spiteful Banditry x=2", "resolve", "resolve")
    assert "Grizzly Bears" not in bf_names(g, "p1") + bf_names(g, "p2")
    assert perm(g, "giant")["damage"] == 2
    while g.stack:
        act(g, "resolve")
    assert bf_names(g, "p1").count("Treasure") == 1
    act(g, "p1: cast Lightning Bolt -> giant", "resolve")
    assert "Hill Giant" in names(g, "p2", "graveyard") and not g.stack
    assert bf_names(g, "p1").count("Treasure") == 1


def test_spiteful_banditry_your_own_creature_dying_makes_no_treasure():
    g = board(state=MAIN, p1={"battlefield": ["Mountain"] * 3 + ["Grizzly Bears"], "hand": ["Spiteful Banditry"]})
    act(g, "p1: cast Spiteful Banditry x=1", "resolve", "resolve")
    assert perm(g, "Grizzly Bears")["damage"] == 1 and not g.stack
    g = board(state=MAIN, p1={"battlefield": ["Mountain"] * 4 + ["Grizzly Bears"], "hand": ["Spiteful Banditry"]})
    act(g, "p1: cast Spiteful Banditry x=2", "resolve", "resolve")
    assert "Grizzly Bears" in names(g, "p1", "graveyard") and not g.stack and "Treasure" not in bf_names(g, "p1")


# ====================================================================== Legolas, Master Archer
def test_legolas_grows_when_you_cast_a_spell_that_targets_it():
    """601.2c, 603.2: a spell you cast targeting Legolas puts a +1/+1 counter on it (the trigger resolves
    first, 405.5)."""
    g = board(state=MAIN, p1={"battlefield": ["Forest", {"card": "Legolas, Master Archer", "id": "leg"}],
                              "hand": ["Giant Growth"]})
    act(g, "p1: cast Giant Growth -> leg")
    assert len(g.stack) == 2
    act(g, "resolve")
    assert perm(g, "leg")["counters"] == {"+1/+1": 1}
    act(g, "resolve")
    assert (perm(g, "leg")["power"], perm(g, "leg")["toughness"]) == (5, 8)


def test_legolas_shoots_when_you_cast_a_spell_that_targets_a_creature_you_dont_control():
    """603.3d: its target is chosen as the trigger goes on the stack; 120.3: damage equal to its power (3).
    A spell targeting a player, or your own creature, doesn't trigger it."""
    g = board(state=MAIN, p1={"battlefield": ["Mountain"] * 3 + [{"card": "Legolas, Master Archer", "id": "leg",
                                                                  "counters": {"+1/+1": 2}}, "Grizzly Bears"],
                              "hand": ["Lightning Bolt"] * 3, "library": LIB},
              p2={"battlefield": [{"card": "Hill Giant", "id": "giant"}, {"card": "Troll of Khazad-dûm", "id": "troll"}],
                  "library": LIB})
    act(g, "p1: cast Lightning Bolt -> p2")
    assert len(g.stack) == 1
    act(g, "resolve", "p1: cast Lightning Bolt -> Grizzly Bears")
    assert len(g.stack) == 1
    act(g, "resolve", "p1: cast Lightning Bolt -> giant")
    act(g, "p1: choose troll")  # up to one target creature
    assert len(g.stack) == 2
    act(g, "resolve")
    assert perm(g, "troll")["damage"] == 3
    act(g, "resolve")
    assert "Hill Giant" in names(g, "p2", "graveyard")


# ====================================================================== The Ring Goes South
def test_the_ring_goes_south_counts_legendary_creatures_after_the_ring_tempts_you():
    """701.52a, 701.52c: the Ring tempts you first, so the Bears become a legendary Ring-bearer; with Frodo, X is
    2 (608.2h: counted as the reveal begins); 701.16a: reveal until two land cards: both onto the battlefield
    tapped, the creature cards revealed go to the bottom; the cards below stay where they were."""
    g = board(state=MAIN, p1={"battlefield": ["Forest"] * 4 + [{"card": "Grizzly Bears", "id": "bears"},
                                                              "Frodo Baggins"],
                              "hand": ["The Ring Goes South"],
                              "library": ["Hill Giant", "Island", "Grizzly Bears", "Plains", "Mountain", "Swamp"]})
    act(g, "p1: cast The Ring Goes South", "resolve")
    assert "choose Grizzly Bears" in legal(g)  # 701.52a: the Ring-bearer among two creatures
    act(g, "p1: choose Grizzly Bears")
    assert pl(g)["ring"] == 1 and "Legendary" in perm(g, "bears")["supertypes"]
    assert not g.stack
    bf = bf_names(g, "p1")
    assert "Island" in bf and "Plains" in bf and perm(g, "Island")["tapped"] and perm(g, "Plains")["tapped"]
    lib = [g.name(c) for c in g.players["p1"].library]
    assert lib[:2] == ["Mountain", "Swamp"] and sorted(lib[2:]) == ["Grizzly Bears", "Hill Giant"]


def test_the_ring_goes_south_with_no_legendary_creature_reveals_nothing():
    g = board(state=MAIN, p1={"battlefield": ["Forest"] * 4, "hand": ["The Ring Goes South"],
                              "library": ["Hill Giant", "Island"]})
    act(g, "p1: cast The Ring Goes South", "resolve")
    assert pl(g)["ring"] == 1 and [g.name(c) for c in g.players["p1"].library] == ["Hill Giant", "Island"]


# ====================================================================== Tom Bombadil
def test_tom_bombadil_has_hexproof_and_indestructible_with_four_lore_counters_among_your_sagas():
    """611.3a, 714.1: lore counters among Sagas you control: 1 + 2 is not enough, 2 + 2 is (an opponent's Saga
    doesn't count)."""
    def tom(mine, theirs=0):
        g = board(state=MAIN, p1={"battlefield": ["Tom Bombadil"] + [
            {"card": "Book of Mazarbul", "counters": {"lore": n}} for n in mine]},
            p2={"battlefield": [{"card": "Book of Mazarbul", "counters": {"lore": theirs}}] if theirs else []})
        lore = sum(x["counters"].get("lore", 0) for x in pl(g)["battlefield"])
        return lore, set(perm(g, "Tom Bombadil")["keywords"])
    assert tom([2], theirs=3) == (3, set())  # (a Saga enters with a lore counter of its own, 714.3a)
    assert tom([1, 1]) == (4, {"hexproof", "indestructible"})


def test_tom_bombadil_finds_a_saga_when_a_final_chapter_resolves():
    """714.2c, 608.2: the final chapter (III) of Book of Mazarbul resolves: reveal until a Saga card, put it
    onto the battlefield (714.3a: with a lore counter, so its chapter I triggers), the rest on the bottom."""
    g = board(state={"turn": 3, "active": "p1", "step": "draw"},
              p1={"battlefield": ["Tom Bombadil", {"card": "Book of Mazarbul", "counters": {"lore": 2}}],
                  "library": ["Island", "Hill Giant", "Oath of the Grey Host", "Forest"]},
              p2={"library": LIB})
    act(g, "advance to main1")
    assert g.step == "main1"
    while g.stack and "Tom Bombadil" not in [it.source_name for it in g.stack]:
        act(g, "resolve")
    assert "Oath of the Grey Host" not in bf_names(g, "p1")
    act(g, "resolve")
    assert "Oath of the Grey Host" in bf_names(g, "p1")
    assert perm(g, "Oath of the Grey Host")["counters"] == {"lore": 1}
    lib = [g.name(c) for c in g.players["p1"].library]
    assert lib[-1] == "Hill Giant" and "Oath of the Grey Host" not in lib and lib[0] == "Forest"


# ====================================================================== Gandalf the White
def test_gandalf_the_white_lets_you_cast_legendary_and_artifact_spells_at_instant_speed():
    """702.8a: Gandalf has flash; 601.3b: legendary spells and artifact spells as though they had flash, not a
    nonlegendary creature spell."""
    g = board(state=OPP_MAIN, p1={"battlefield": ["Plains"] * 10 + ["Forest"],
                                  "hand": ["Gandalf the White", "Frodo Baggins", "Mind Stone", "Grizzly Bears"],
                                  "library": LIB}, p2={"library": LIB})
    act(g, "p2: pass")
    assert set(legal(g)) >= {"cast Gandalf the White"} and "cast Frodo Baggins" not in legal(g)
    act(g, "p1: cast Gandalf the White", "resolve", "p2: pass")
    assert {"cast Frodo Baggins", "cast Mind Stone"} <= set(legal(g)) and "cast Grizzly Bears" not in legal(g)


def test_gandalf_the_white_makes_triggers_of_legendary_and_artifact_permanents_entering_trigger_twice():
    """603.2d: Horn of Gondor (a legendary artifact) entering triggers its ability an additional time: two
    Soldiers; Protector of Gondor (neither) makes one; the opponent's Horn is not a permanent you control."""
    g = board(state=MAIN, p1={"battlefield": ["Gandalf the White"] + ["Plains"] * 7,
                              "hand": ["Horn of Gondor", "Protector of Gondor"], "library": LIB},
              p2={"library": LIB})
    act(g, "p1: cast Horn of Gondor", "resolve")
    assert len(g.stack) == 2
    act(g, "resolve", "resolve")
    assert bf_names(g, "p1").count("Human Soldier") == 2
    act(g, "p1: cast Protector of Gondor", "resolve")
    assert len(g.stack) == 1
    g = board(state=OPP_MAIN, p1={"battlefield": ["Gandalf the White"], "library": LIB},
              p2={"battlefield": ["Plains"] * 3, "hand": ["Horn of Gondor"], "library": LIB})
    act(g, "p2: cast Horn of Gondor", "resolve")
    assert len(g.stack) == 1


# ====================================================================== the normal bot plays them
def _bot_choice(g, seat="p1"):
    from mtg_tui.ai.base import PlayerView, make_agent
    return make_agent("normal", 1).choose(PlayerView(g, seat), g.legal_actions()).text


def test_the_normal_bot_plays_the_new_cards():
    """Two normal bots over decks of the new cards: each spell is cast, and the abilities are activated."""
    from mtg_tui.ai.base import PlayerView, make_agent
    from mtg_tui.engine.game import Game

    a = (["Plains"] * 7 + ["Swamp"] * 3 + ["Mountain"] * 3 + ["Minas Tirith"] * 3
         + ["Horn of Gondor", "Lotho, Corrupt Shirriff", "Merry, Esquire of Rohan", "Boromir, Warden of the Tower",
            "Gandalf the White", "Spiteful Banditry"] * 4)
    b = (["Forest"] * 8 + ["Island"] * 7 + ["Plains"] * 2
         + ["Rangers of Ithilien", "Borne Upon a Wind", "Fangorn, Tree Shepherd", "Legolas, Master Archer",
            "The Ring Goes South", "Giant Growth"] * 3 + ["Enraged Huorn"] * 5)
    used: set[str] = set()
    for seed in range(6):
        g = Game(seed=seed)
        g.setup_decks(a, b)
        g.start()
        bots = {"p1": make_agent("normal", seed), "p2": make_agent("normal", seed + 100)}
        for _ in range(3000):
            if g.over:
                break
            act_ = bots[g.decider].choose(PlayerView(g, g.decider), g.legal_actions())
            verb, _, rest = act_.text.partition(" ")
            if verb in ("cast", "activate", "play"):
                used.add(f"{verb} {rest.split(' -> ')[0].split(' #')[0].split(' x=')[0]}")
            g.apply(act_)
        assert g.over
    spells = set(CARDS.values()) - {"Minas Tirith", "Tom Bombadil"}
    assert {f"cast {n}" for n in spells} <= used, spells - {u[5:] for u in used}
    assert {"play Minas Tirith", "activate Horn of Gondor"} <= used


def test_the_normal_bot_casts_tom_bombadil_with_five_colors():
    g = board(state=MAIN, p1={"battlefield": ["Plains", "Island", "Swamp", "Mountain", "Forest"],
                              "hand": ["Tom Bombadil"], "library": LIB}, p2={"library": LIB})
    assert _bot_choice(g) == "cast Tom Bombadil"


def test_the_normal_bot_draws_with_minas_tirith_after_attacking_with_two():
    g = board(state=ATTACK, p1={"battlefield": ["Minas Tirith", "Plains", "Plains", "Grizzly Bears",
                                                {"card": "Grizzly Bears", "id": "b2"}], "library": LIB},
              p2={"library": LIB})
    act(g, "p1: attack Grizzly Bears", "p1: attack b2")
    if g.pending is not None and g.pending.kind == "attack":
        act(g, "p1: done")
    act(g, "advance to main2")
    assert _bot_choice(g) == "activate Minas Tirith"


def test_the_normal_bot_sacrifices_boromir_only_to_save_another_creature():
    """Not for nothing in its main phase; in answer to the opponent's removal aimed at another creature."""
    g = board(state=MAIN, p1={"battlefield": ["Boromir, Warden of the Tower", "Grizzly Bears", "Plains"],
                              "library": LIB}, p2={"library": LIB})
    assert _bot_choice(g) != "activate Boromir, Warden of the Tower"
    g = board(state=OPP_MAIN, p1={"battlefield": ["Boromir, Warden of the Tower",
                                                  {"card": "Hill Giant", "id": "giant"}], "library": LIB},
              p2={"battlefield": ["Swamp"] * 2, "hand": ["Doom Blade"], "library": LIB})
    act(g, "p2: cast Doom Blade -> giant", "p2: pass")
    assert _bot_choice(g) == "activate Boromir, Warden of the Tower"
    act(g, "p1: activate Boromir, Warden of the Tower", "resolve", "resolve")
    assert "Hill Giant" in bf_names(g, "p1")  # 702.12b: indestructible, Doom Blade destroys nothing
