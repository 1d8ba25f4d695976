"""The first commons of the whole set (issue 21), as data over the existing vocabulary: each card's rules text
reads as its Oracle text, and a scenario of what is distinctive about it.  Each test builds a board from a
scenario dict and asserts through the snapshot (tests/rules_helpers.py)."""

from __future__ import annotations

import re

import pytest

from rules_helpers import act, bf_names, board, legal, names, perm

from mtg_tui.cards.registry import registry
from mtg_tui.cards.sets import coverage, load_set

COMMONS = {
    25: "Protector of Gondor", 58: "Ithilien Kingfisher", 32: "Soldier of the Grey Host", 45: "Captain of Umbar",
    37: "Westfold Rider", 12: "Escape from Orthanc", 135: "Haradrim Spearmaster", 261: "Shire Terrace",
    142: "Rally at the Hornburg", 190: "Wose Pathfinder", 131: "Gimli's Fury", 147: "Rush the Room",
}

MAIN = {"turn": 3, "active": "p1", "step": "main1"}
OPP_MAIN = {"turn": 4, "active": "p2", "step": "main1"}
LIB = ["Island"] * 8


def kw(g, ref):
    return set(perm(g, ref)["keywords"])


def pt(g, ref):
    p = perm(g, ref)
    return p["power"], p["toughness"]


# ====================================================================== the cards and their text
def _rules_lines(text: str, name: str) -> list[str]:
    """Oracle text as the renderer writes it: "enters" for "enters the battlefield", no reminder text."""
    text = re.sub(r"\s*\([^)]*\)", "", text).replace("enters the battlefield", "enters")
    return [line.strip() for line in text.replace(name, "CARDNAME").splitlines() if line.strip()]


@pytest.mark.parametrize("number,name", sorted(COMMONS.items()))
def test_card_file_is_the_set_files_common_of_its_number(number, name):
    c = registry().get(name)
    entry = load_set("LTR").by_number()[number]
    assert (c.set, c.number, entry.name, entry.rarity) == ("LTR", number, name, "common")


# (each card's rendered rules text against its Oracle text: tests/test_oracle_text.py, for every card)


def test_coverage_counts_the_new_commons():
    cov = coverage("LTR")
    missing = {m["number"] for m in cov["missing"]}
    assert not missing & set(COMMONS)
    done, total = cov["by_rarity"]["common"]
    assert total == 101 and done >= 16 + len(COMMONS)


# ====================================================================== 25 Protector of Gondor
def test_protector_of_gondor_enters_and_makes_a_human_soldier():
    """603.2, 111.1: its enters trigger creates a 1/1 white Human Soldier creature token."""
    g = board(state=MAIN, p1={"battlefield": ["Plains"] * 4, "hand": ["Protector of Gondor"]})
    act(g, "p1: cast Protector of Gondor", "resolve")
    assert bf_names(g, "p1").count("Human Soldier") == 0  # the trigger is on the stack
    act(g, "resolve")
    tok = perm(g, "Human Soldier")
    assert tok["token"] and (tok["power"], tok["toughness"]) == (1, 1) and tok["colors"] == ["W"]
    assert tok["subtypes"] == ["Human", "Soldier"] and tok["controller"] == "p1"
    assert bf_names(g, "p1").count("Protector of Gondor") == 1


# ====================================================================== 58 Ithilien Kingfisher
def test_ithilien_kingfisher_dying_draws_its_controller_a_card():
    """700.4, 603.6c: when it dies (destroyed by an opponent's Lightning Bolt), its controller draws."""
    g = board(state=OPP_MAIN, p1={"battlefield": [{"card": "Ithilien Kingfisher", "id": "kf"}], "library": LIB},
              p2={"battlefield": ["Mountain"], "hand": ["Lightning Bolt"], "library": LIB})
    assert "flying" in kw(g, "kf")
    act(g, "p2: cast Lightning Bolt -> Ithilien Kingfisher", "resolve")
    assert names(g, "p1", "graveyard") == ["Ithilien Kingfisher"]
    assert names(g, "p1", "hand") == []  # the dies trigger waits on the stack
    act(g, "resolve")
    assert names(g, "p1", "hand") == ["Island"] and len(names(g, "p1", "library")) == 7
    assert names(g, "p2", "hand") == []


# ====================================================================== 32 Soldier of the Grey Host
def test_soldier_of_the_grey_host_has_flash_and_pumps_a_target_as_it_enters():
    """702.8a: cast at instant speed in the opponent's end step; 603.3d: its trigger's target is chosen as it
    goes on the stack, and the creature gets +2/+0 until end of turn (514.2)."""
    g = board(state={"turn": 4, "active": "p2", "step": "end"},
              p1={"battlefield": ["Plains"] * 4 + [{"card": "Grizzly Bears", "id": "bear"}],
                  "hand": ["Soldier of the Grey Host"], "library": LIB},
              p2={"battlefield": [{"card": "Hill Giant", "id": "giant"}], "library": LIB})
    act(g, "p2: pass")
    assert "cast Soldier of the Grey Host" in legal(g)
    act(g, "p1: cast Soldier of the Grey Host", "resolve")
    assert "flying" in kw(g, "Soldier of the Grey Host")
    assert {"choose Grizzly Bears", "choose Hill Giant", "choose Soldier of the Grey Host"} <= set(legal(g))
    act(g, "p1: choose Grizzly Bears", "resolve")
    assert pt(g, "bear") == (4, 2) and pt(g, "giant") == (3, 3)
    act(g, "advance to turn 5 upkeep")
    assert pt(g, "bear") == (2, 2)


# ====================================================================== 45 Captain of Umbar
def test_captain_of_umbar_draws_then_discards_a_card_of_its_controllers_choice():
    """602.2, 701.8a: {1}, {T}: draw a card, then discard a card (the player chooses which)."""
    g = board(state=MAIN, p1={"battlefield": [{"card": "Captain of Umbar", "id": "cap"}, "Island"],
                              "hand": ["Lightning Bolt"], "library": ["Hill Giant"] + LIB})
    act(g, "p1: activate Captain of Umbar", "resolve")
    assert perm(g, "cap")["tapped"] is True
    assert sorted(names(g, "p1", "hand")) == ["Hill Giant", "Lightning Bolt"]
    assert set(legal(g)) == {"choose Hill Giant", "choose Lightning Bolt"}
    act(g, "p1: choose Lightning Bolt")
    assert names(g, "p1", "hand") == ["Hill Giant"] and names(g, "p1", "graveyard") == ["Lightning Bolt"]
    assert not any(t.startswith("activate Captain of Umbar") for t in legal(g))  # tapped


def test_captain_of_umbar_is_not_activated_summoning_sick():
    """302.6: a {T} ability of a creature that came under your control this turn can't be activated."""
    g = board(state=MAIN, p1={"battlefield": [{"card": "Captain of Umbar", "sick": True}, "Island"],
                              "library": LIB})
    assert not any(t.startswith("activate Captain of Umbar") for t in legal(g))


# ====================================================================== 37 Westfold Rider
def test_westfold_rider_sacrifices_itself_to_destroy_an_artifact_or_enchantment():
    """701.17a, 701.8: Sacrifice it: destroy target artifact or enchantment (not a creature or land)."""
    g = board(state=MAIN, p1={"battlefield": [{"card": "Westfold Rider", "id": "rider"}], "library": LIB},
              p2={"battlefield": ["Mind Stone", {"card": "Grizzly Bears", "id": "bear"}, "Forest",
                                  {"card": "Pacifism", "id": "pac", "attached_to": "bear"}], "library": LIB})
    acts = sorted(t for t in legal(g) if t.startswith("activate Westfold Rider"))
    assert acts == ["activate Westfold Rider -> Mind Stone", "activate Westfold Rider -> Pacifism"]
    act(g, "p1: activate Westfold Rider -> Pacifism")
    assert names(g, "p1", "graveyard") == ["Westfold Rider"]  # sacrificed as a cost
    act(g, "resolve")
    assert names(g, "p2", "graveyard") == ["Pacifism"] and perm(g, "Mind Stone") is not None


def test_westfold_rider_is_activated_only_as_a_sorcery():
    """602.5d: only in your main phase with an empty stack: not in combat, not in the opponent's turn, not with
    a spell on the stack."""
    p2 = {"battlefield": ["Mind Stone", "Mountain"], "hand": ["Lightning Bolt"], "library": LIB}
    g = board(state={"turn": 3, "active": "p1", "step": "beginning_of_combat"},
              p1={"battlefield": ["Westfold Rider"], "library": LIB}, p2=p2)
    assert not any(t.startswith("activate Westfold Rider") for t in legal(g))
    g = board(state=OPP_MAIN, p1={"battlefield": ["Westfold Rider"], "library": LIB}, p2=p2)
    act(g, "p2: cast Lightning Bolt -> p1", "p2: pass")
    assert g.decider == "p1" and not any(t.startswith("activate Westfold Rider") for t in legal(g))
    g = board(state=MAIN, p1={"battlefield": ["Westfold Rider", "Mountain"], "hand": ["Lightning Bolt"],
                              "library": LIB}, p2=p2)
    assert "activate Westfold Rider -> Mind Stone" in legal(g)
    act(g, "p1: cast Lightning Bolt -> p2")
    assert not any(t.startswith("activate Westfold Rider") for t in legal(g))  # the stack isn't empty


# ====================================================================== 12 Escape from Orthanc
def test_escape_from_orthanc_pumps_gives_flying_and_untaps():
    """611.2a, 701.21b: +1/+3 and flying until end of turn, then untap it."""
    g = board(state={"turn": 3, "active": "p1", "step": "main2"},
              p1={"battlefield": ["Plains", {"card": "Grizzly Bears", "id": "bear", "tapped": True}],
                  "hand": ["Escape from Orthanc"], "library": LIB}, p2={"library": LIB})
    act(g, "p1: cast Escape from Orthanc -> Grizzly Bears", "resolve")
    assert pt(g, "bear") == (3, 5) and "flying" in kw(g, "bear") and perm(g, "bear")["tapped"] is False
    act(g, "advance to turn 4 upkeep")
    assert pt(g, "bear") == (2, 2) and "flying" not in kw(g, "bear")


def test_escape_from_orthanc_untaps_an_opponents_attacker_too():
    """It targets any creature: an opponent's tapped attacker is untapped (it keeps attacking, 506.4)."""
    g = board(state={"turn": 4, "active": "p2", "step": "declare_attackers"},
              p1={"battlefield": ["Plains"], "hand": ["Escape from Orthanc"], "library": LIB},
              p2={"battlefield": [{"card": "Hill Giant", "id": "giant"}], "library": LIB})
    act(g, "p2: attack Hill Giant")
    assert perm(g, "giant")["tapped"] is True
    act(g, "p2: pass", "p1: cast Escape from Orthanc -> Hill Giant", "resolve")
    assert perm(g, "giant")["tapped"] is False and perm(g, "giant")["attacking"] is True


# ====================================================================== 135 Haradrim Spearmaster
def test_haradrim_spearmaster_pumps_another_creature_at_the_beginning_of_combat_on_your_turn():
    """603.2, 507.1: at the beginning of combat on your turn, another target creature you control gets +1/+0;
    it can't target itself or an opponent's creature."""
    g = board(state=MAIN, p1={"battlefield": [{"card": "Haradrim Spearmaster", "id": "sm"},
                                              {"card": "Grizzly Bears", "id": "bear"}], "library": LIB},
              p2={"battlefield": [{"card": "Hill Giant", "id": "giant"}], "library": LIB})
    assert "reach" in kw(g, "sm")
    act(g, "advance to beginning_of_combat")
    # one legal target: the engine chooses it by itself; the trigger waits on the stack
    assert g.stack and g.stack[0].targets == [["bear"]]
    act(g, "resolve")
    assert pt(g, "bear") == (3, 2) and pt(g, "sm") == (2, 3) and pt(g, "giant") == (3, 3)
    act(g, "advance to turn 4 upkeep")
    assert pt(g, "bear") == (2, 2)


def test_haradrim_spearmaster_doesnt_trigger_on_the_opponents_turn():
    g = board(state=OPP_MAIN, p1={"battlefield": ["Haradrim Spearmaster", "Grizzly Bears"], "library": LIB},
              p2={"library": LIB})
    act(g, "advance to beginning_of_combat")
    assert g.stack == [] and pt(g, "Grizzly Bears") == (2, 2)


def test_haradrim_spearmaster_alone_has_no_target_and_does_nothing():
    """603.3d: a triggered ability with no legal target is removed from the stack."""
    g = board(state=MAIN, p1={"battlefield": [{"card": "Haradrim Spearmaster", "id": "sm"}], "library": LIB},
              p2={"library": LIB})
    act(g, "advance to beginning_of_combat")
    assert g.stack == [] and pt(g, "sm") == (2, 3)


# ====================================================================== 261 Shire Terrace
def test_shire_terrace_taps_for_colorless():
    g = board(state=MAIN, p1={"battlefield": ["Shire Terrace"], "library": LIB})
    act(g, "p1: tap Shire Terrace")
    assert g.snapshot()["players"]["p1"]["mana_pool"] == "C"


def test_shire_terrace_fetches_a_basic_land_tapped_then_shuffles():
    """701.19a, 701.20: {1}, {T}, sacrifice it: search for a basic land card, put it onto the battlefield
    tapped, then shuffle (a nonbasic land isn't offered)."""
    lib = ["Island", "Mind Stone", "The Shire", "Forest", "Hill Giant", "Swamp"]
    g = board(state=MAIN, p1={"battlefield": ["Shire Terrace", "Mountain"], "library": lib}, seed=3)
    act(g, "p1: activate Shire Terrace")
    assert names(g, "p1", "graveyard") == ["Shire Terrace"]
    act(g, "resolve")
    # 701.19b: a search for a card with a quality may find nothing ("done")
    assert set(legal(g)) == {"choose Island", "choose Forest", "choose Swamp", "done"}
    n_shuffles = sum(1 for e in g.log if e.kind == "shuffle")
    act(g, "p1: choose Forest")
    forest = perm(g, "Forest")
    assert forest["tapped"] is True and forest["controller"] == "p1"
    assert sorted(names(g, "p1", "library")) == sorted(["Island", "Mind Stone", "The Shire", "Hill Giant", "Swamp"])
    assert sum(1 for e in g.log if e.kind == "shuffle") == n_shuffles + 1


def test_shire_terrace_needs_the_one_generic_mana_from_another_source():
    """605.3: its own {T} is part of the cost, so it can't also pay the {1}."""
    g = board(state=MAIN, p1={"battlefield": ["Shire Terrace"], "library": LIB})
    assert not any(t.startswith("activate Shire Terrace") for t in legal(g))


# ====================================================================== 142 Rally at the Hornburg
def test_rally_at_the_hornburg_makes_two_soldiers_and_humans_gain_haste():
    """111.1, 611.2c: two 1/1 Human Soldiers; Humans you control then (the new tokens and a summoning-sick
    Human) gain haste until end of turn, a non-Human doesn't."""
    g = board(state=MAIN, p1={"battlefield": ["Mountain", "Mountain",
                                              {"card": "Protector of Gondor", "id": "pg", "sick": True},
                                              {"card": "Grizzly Bears", "id": "bear", "sick": True}],
                              "hand": ["Rally at the Hornburg"], "library": LIB},
              p2={"battlefield": [{"card": "Hill Giant", "id": "giant", "sick": True}], "library": LIB})
    act(g, "p1: cast Rally at the Hornburg", "resolve")
    assert bf_names(g, "p1").count("Human Soldier") == 2
    assert "haste" in kw(g, "pg") and "haste" not in kw(g, "bear") and "haste" not in kw(g, "giant")
    act(g, "advance to declare_attackers")
    attacks = {t for t in legal(g) if t.startswith("attack ")}
    assert "attack Protector of Gondor" in attacks
    assert any(t.startswith("attack Human Soldier") for t in attacks)
    assert "attack Grizzly Bears" not in attacks


# ====================================================================== 190 Wose Pathfinder
def test_wose_pathfinder_makes_mana_of_any_color():
    g = board(state=MAIN, p1={"battlefield": ["Wose Pathfinder"], "library": LIB})
    assert {"tap Wose Pathfinder for W", "tap Wose Pathfinder for B"} <= set(legal(g))
    act(g, "p1: tap Wose Pathfinder for B")
    assert g.snapshot()["players"]["p1"]["mana_pool"] == "B"


def test_wose_pathfinder_pumps_another_creature_and_gives_trample():
    """{6}{G}, {T}: another target creature gets +3/+3 and gains trample until end of turn."""
    g = board(state=MAIN, p1={"battlefield": ["Forest"] * 7 + [{"card": "Wose Pathfinder", "id": "wose"},
                                                               {"card": "Grizzly Bears", "id": "bear"}],
                              "library": LIB})
    acts = [t for t in legal(g) if t.startswith("activate Wose Pathfinder")]
    assert acts == ["activate Wose Pathfinder -> Grizzly Bears"]  # not itself
    act(g, "p1: activate Wose Pathfinder -> Grizzly Bears", "resolve")
    assert pt(g, "bear") == (5, 5) and "trample" in kw(g, "bear") and perm(g, "wose")["tapped"] is True
    # 611.2: the log in the card's words ("gets +3/+3 and trample" before)
    assert "Grizzly Bears gets +3/+3 and gains trample until end of turn" in [e.msg for e in g.log]


# ====================================================================== 131 Gimli's Fury
def test_gimlis_fury_gives_trample_to_a_legendary_creature():
    """611.2a, 608.2c: +3/+2, and trample because it's legendary."""
    g = board(state=MAIN, p1={"battlefield": ["Mountain", "Mountain", {"card": "Frodo Baggins", "id": "frodo"}],
                              "hand": ["Gimli's Fury"], "library": LIB})
    act(g, "p1: cast Gimli's Fury -> Frodo Baggins", "resolve")
    assert pt(g, "frodo") == (4, 5) and "trample" in kw(g, "frodo")


def test_gimlis_fury_gives_no_trample_to_a_nonlegendary_creature():
    g = board(state=MAIN, p1={"battlefield": ["Mountain", "Mountain", {"card": "Grizzly Bears", "id": "bear"}],
                              "hand": ["Gimli's Fury"], "library": LIB})
    act(g, "p1: cast Gimli's Fury -> Grizzly Bears", "resolve")
    assert pt(g, "bear") == (5, 4) and "trample" not in kw(g, "bear")


def test_gimlis_fury_asks_as_it_resolves_so_a_ring_bearer_is_legendary():
    """608.2c, 701.52c: "if it's legendary" is asked of the creature as the spell resolves: a nonlegendary
    creature that is your Ring-bearer is legendary then, and gains trample."""
    g = board(state=MAIN, p1={"battlefield": ["Mountain", "Mountain",
                                              {"card": "Grizzly Bears", "id": "bear", "ring_bearer": True}],
                              "hand": ["Gimli's Fury"], "library": LIB, "ring": 1})
    assert "Legendary" in perm(g, "bear")["supertypes"]
    act(g, "p1: cast Gimli's Fury -> Grizzly Bears", "resolve")
    assert pt(g, "bear") == (5, 4) and "trample" in kw(g, "bear")


# ====================================================================== 147 Rush the Room
def test_rush_the_room_gives_first_strike_and_haste_to_a_goblin_or_an_orc():
    """611.2a, 608.2c: +1/+0 and first strike; a Goblin or an Orc also gains haste, so a summoning-sick one
    can attack (302.6, 702.10)."""
    for card in ("Boggart Brute", "Uruk-hai Berserker"):
        g = board(state=MAIN, p1={"battlefield": ["Mountain", {"card": card, "id": "x", "sick": True}],
                                  "hand": ["Rush the Room"], "library": LIB}, p2={"library": LIB})
        power = perm(g, "x")["power"]
        act(g, f"p1: cast Rush the Room -> {card}", "resolve")
        assert perm(g, "x")["power"] == power + 1 and {"first strike", "haste"} <= kw(g, "x")
        act(g, "advance to declare_attackers")
        assert f"attack {card}" in legal(g)


def test_rush_the_room_gives_no_haste_to_another_creature():
    g = board(state=MAIN, p1={"battlefield": ["Mountain", {"card": "Grizzly Bears", "id": "bear", "sick": True},
                                              "Hill Giant"],
                              "hand": ["Rush the Room"], "library": LIB}, p2={"library": LIB})
    act(g, "p1: cast Rush the Room -> Grizzly Bears", "resolve")
    assert pt(g, "bear") == (3, 2) and "first strike" in kw(g, "bear") and "haste" not in kw(g, "bear")
    act(g, "advance to declare_attackers")
    assert "attack Grizzly Bears" not in legal(g) and "attack Hill Giant" in legal(g)


# ====================================================================== the bots play them
def test_the_normal_bot_plays_the_new_commons():
    """Two normal bots over decks of the new commons: each spell is cast or its ability activated.  (Ten games:
    whether Captain of Umbar is ever untapped with mana to spare depends on how the games go; the position
    where it should loot is tests/scenarios/bot/loot_at_end_step.toml.)"""
    from mtg_tui.ai.base import PlayerView, make_agent
    from mtg_tui.engine.game import Game

    white_blue = (["Plains"] * 9 + ["Island"] * 8 + ["Shire Terrace"] * 2
                  + ["Protector of Gondor", "Soldier of the Grey Host", "Westfold Rider", "Escape from Orthanc",
                     "Ithilien Kingfisher", "Captain of Umbar"] * 3 + ["Mind Stone", "Pacifism"])
    red_green = (["Mountain"] * 9 + ["Forest"] * 8 + ["Shire Terrace"] * 2
                 + ["Haradrim Spearmaster", "Rally at the Hornburg", "Wose Pathfinder", "Gimli's Fury",
                    "Rush the Room", "Boggart Brute"] * 3 + ["Mind Stone", "Frodo Baggins"])
    used: set[str] = set()
    for seed in range(10):
        g = Game(seed=seed)
        g.setup_decks(white_blue, red_green)
        g.start()
        bots = {"p1": make_agent("normal", seed), "p2": make_agent("normal", seed + 100)}
        for _ in range(3000):
            if g.over:
                break
            a = bots[g.decider].choose(PlayerView(g, g.decider), g.legal_actions())
            verb, _, rest = a.text.partition(" ")
            if verb in ("cast", "activate", "play"):
                used.add(f"{verb} {rest.split(' -> ')[0].split(' #')[0]}")
            g.apply(a)
        assert g.over
    spells = set(COMMONS.values()) - {"Shire Terrace"}
    assert {f"cast {n}" for n in spells} <= used, spells - {u[5:] for u in used}
    assert {"play Shire Terrace", "activate Shire Terrace", "activate Captain of Umbar"} <= used


# ====================================================================== the words they needed
def test_a_wrong_filter_of_an_if_is_refused_as_the_card_loads():
    """The ``if`` word's new ``filter`` ("if it's legendary") is a card-file filter, validated at load."""
    from mtg_tui.cards.schema import CardFile
    from mtg_tui.effects import registry as words

    assert words.check({"do": "if", "filter": {"subtypes": ["Orc"]}, "effects": []}) is None
    assert words.check({"do": "if", "filter": {"subtype": ["Orc"]}}) == \
        "effect 'if': parameter 'filter.subtype': Extra inputs are not permitted"
    with pytest.raises(ValueError, match=r"effects\[1\]: effect 'if': parameter 'filter.what'"):
        CardFile.model_validate({"name": "Test Fury", "cost": "{R}", "types": ["Instant"], "abilities": [
            {"kind": "spell", "targets": [{"what": "creature"}],
             "effects": [{"do": "pump", "power": 1}, {"do": "if", "filter": {"what": "goblin"}, "effects": []}]}]})


def test_a_loot_reads_draw_then_discard():
    """Draw followed by discard, both the controller's, is one sentence: "Draw a card, then discard a card."."""
    from mtg_tui.cards.render import Ctx, render_effects

    bolt = registry().get("Lightning Bolt")
    assert render_effects([{"do": "draw", "n": 2}, {"do": "discard", "n": 1}], Ctx(bolt)) == \
        "Draw two cards, then discard a card."
    assert render_effects([{"do": "draw"}, {"do": "discard", "who": "each_opponent"}], Ctx(bolt)) == \
        "Draw a card. Each opponent discards a card."
