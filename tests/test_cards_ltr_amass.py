"""The amass batch of the set's commons and uncommons (issue 21), as data over the vocabulary: each card's rules
text reads as its Oracle text (the same comparison as tests/test_cards_ltr_commons.py: reminder text dropped,
"enters the battlefield" -> "enters", the card's own name), and a scenario of what is distinctive about it,
asserted through the snapshot and the legal actions."""

from __future__ import annotations

import re

import pytest

from rules_helpers import act, bf_names, board, legal, names, perm
from test_cards_ltr_commons import _rules_lines, kw, pt

from mtg_tui.cards.registry import registry
from mtg_tui.cards.render import render_card
from mtg_tui.cards.sets import load_set

CARDS = {
    47: "Deceive the Messenger", 73: "Surrounded by Orcs", 110: "The Torment of Gollum", 150: "Swarming of Moria",
    87: "Gothmog, Morgul Lieutenant", 152: "Warbeast of Gorgoroth",
    216: "The Mouth of Sauron", 94: "March from the Black Gate",
    109: "Snarling Warg", 140: "Olog-hai Crusher", 95: "Mirkwood Bats",
    97: "Mordor Trebuchet", 227: "Shadowfax, Lord of Horses",
    9: "East-Mark Cavalier", 88: "Gríma Wormtongue", 67: "Saruman the White",
}

MAIN = {"turn": 3, "active": "p1", "step": "main1"}
OPP_MAIN = {"turn": 4, "active": "p2", "step": "main1"}
LIB = ["Island"] * 8


def pl(g, p="p1"):
    return g.snapshot()["players"][p]


def armies(g, p="p1"):
    return [x for x in pl(g, p)["battlefield"] if "Army" in x["subtypes"]]


# ====================================================================== the cards and their text
@pytest.mark.parametrize("number,name", sorted(CARDS.items()))
def test_card_file_is_the_set_files_card_of_its_number(number, name):
    c = registry().get(name)
    entry = load_set("LTR").by_number()[number]
    assert (c.set, c.number, entry.name) == ("LTR", number, name)


# (each card's rendered rules text against its Oracle text: tests/test_oracle_text.py, for every card)


# ====================================================================== amass spells
def test_deceive_the_messenger_shrinks_an_attacker_and_amasses():
    """611.2a: -3/-0 until end of turn; 701.44a: no Army, so a 0/0 Orc Army is created and gets one counter."""
    g = board(state=OPP_MAIN, p1={"battlefield": ["Island"], "hand": ["Deceive the Messenger"], "library": LIB},
              p2={"battlefield": [{"card": "Hill Giant", "id": "giant"}], "library": LIB})
    act(g, "p2: pass")
    assert "cast Deceive the Messenger -> Hill Giant" in legal(g)  # an instant, in the opponent's turn
    act(g, "p1: cast Deceive the Messenger -> Hill Giant", "resolve")
    assert pt(g, "giant") == (0, 3)
    a = armies(g)
    assert len(a) == 1 and (a[0]["power"], a[0]["toughness"]) == (1, 1) and "Orc" in a[0]["subtypes"]


def test_swarming_of_moria_makes_a_treasure_and_amasses_two_onto_the_army_you_have():
    """111.10a: a Treasure token; 701.44a: an Army you control gets the counters, no new token."""
    g = board(state=MAIN, p1={"battlefield": ["Mountain"] * 3 + [{"card": "Orc Army", "id": "army", "counters":
                                                                     {"+1/+1": 1}}],
                              "hand": ["Swarming of Moria"], "library": LIB})
    act(g, "p1: cast Swarming of Moria", "resolve")
    assert [x["name"] for x in pl(g)["battlefield"] if "Treasure" in x["subtypes"]] == ["Treasure"]
    assert len(armies(g)) == 1 and pt(g, "army") == (3, 3)


def test_surrounded_by_orcs_mills_as_many_as_the_amassed_armys_power():
    """701.44a, 701.13a: amass Orcs 3 onto a 2/2 Army (now 5/5), then the target player mills five."""
    g = board(state=MAIN, p1={"battlefield": ["Island"] * 4 + [{"card": "Orc Army", "id": "army", "counters":
                                                                   {"+1/+1": 2}}],
                              "hand": ["Surrounded by Orcs"], "library": LIB},
              p2={"library": ["Forest"] * 9})
    assert "cast Surrounded by Orcs -> p2" in legal(g) and "cast Surrounded by Orcs -> p1" in legal(g)
    act(g, "p1: cast Surrounded by Orcs -> p2", "resolve")
    assert pt(g, "army") == (5, 5)
    assert len(names(g, "p2", "graveyard")) == 5 and len(pl(g, "p2")["library"]) == 4


def test_surrounded_by_orcs_with_no_army_mills_three():
    """701.44a: the new 0/0 Army gets three counters, so X is 3."""
    g = board(state=MAIN, p1={"battlefield": ["Island"] * 4, "hand": ["Surrounded by Orcs"], "library": LIB},
              p2={"library": ["Forest"] * 9})
    act(g, "p1: cast Surrounded by Orcs -> p2", "resolve")
    assert len(names(g, "p2", "graveyard")) == 3


def test_the_torment_of_gollum_you_choose_a_nonland_card_from_the_revealed_hand():
    """701.20a: the opponent reveals their hand; you choose a nonland card (lands aren't offered); 701.8a: they
    discard it; then amass Orcs 2."""
    g = board(state=MAIN, p1={"battlefield": ["Swamp"] * 4, "hand": ["The Torment of Gollum"], "library": LIB},
              p2={"hand": ["Forest", "Hill Giant", "Lightning Bolt"], "library": LIB})
    act(g, "p1: cast The Torment of Gollum -> p2", "resolve")
    assert g.pending is not None and g.pending.player == "p1"
    assert set(legal(g)) == {"choose Hill Giant", "choose Lightning Bolt"}
    act(g, "p1: choose Hill Giant")
    assert names(g, "p2", "graveyard") == ["Hill Giant"] and len(pl(g, "p2")["hand"]) == 2
    a = armies(g)
    assert len(a) == 1 and (a[0]["power"], a[0]["toughness"]) == (2, 2)


def test_the_torment_of_gollum_with_only_lands_discards_nothing():
    """701.8a: no nonland card to choose, so nothing is discarded; the amass still happens."""
    g = board(state=MAIN, p1={"battlefield": ["Swamp"] * 4, "hand": ["The Torment of Gollum"], "library": LIB},
              p2={"hand": ["Forest", "Island"], "library": LIB})
    act(g, "p1: cast The Torment of Gollum -> p2", "resolve")
    assert g.pending is None or g.pending.kind != "choice"
    assert len(pl(g, "p2")["hand"]) == 2 and len(armies(g)) == 1


def test_the_torment_of_gollum_targets_an_opponent_only():
    """115.1: "target opponent"."""
    g = board(state=MAIN, p1={"battlefield": ["Swamp"] * 4, "hand": ["The Torment of Gollum"], "library": LIB},
              p2={"hand": ["Hill Giant"], "library": LIB})
    casts = [t for t in legal(g) if t.startswith("cast The Torment")]
    assert casts == ["cast The Torment of Gollum -> p2"]


# ====================================================================== Gothmog
def test_gothmog_amasses_as_it_enters_and_gives_creature_tokens_deathtouch():
    """603.6a, 701.44a: the Orc Army token it makes; 613.1f (layer 6): creature tokens you control have
    deathtouch, a nontoken creature doesn't, nor an opponent's token."""
    g = board(state=MAIN, p1={"battlefield": ["Swamp"] * 4 + [{"card": "Grizzly Bears", "id": "bear"}],
                              "hand": ["Gothmog, Morgul Lieutenant"], "library": LIB},
              p2={"battlefield": [{"card": "Orc Army", "id": "their_army", "counters": {"+1/+1": 1}}]})
    act(g, "p1: cast Gothmog, Morgul Lieutenant", "resolve", "resolve")
    a = armies(g)
    assert len(a) == 1 and (a[0]["power"], a[0]["toughness"]) == (1, 1) and "deathtouch" in a[0]["keywords"]
    assert "deathtouch" not in kw(g, "bear") and "deathtouch" not in kw(g, "Gothmog, Morgul Lieutenant")
    assert "deathtouch" not in kw(g, "their_army")


def test_gothmogs_deathtouch_army_kills_a_big_blocker():
    """702.2b: any damage from a deathtouch source is lethal (the 1/1 Army token kills the Hill Giant)."""
    g = board(state={"turn": 3, "active": "p1", "step": "declare_attackers"},
              p1={"battlefield": ["Gothmog, Morgul Lieutenant", {"card": "Orc Army", "id": "army",
                                                                  "counters": {"+1/+1": 1}}], "library": LIB},
              p2={"battlefield": [{"card": "Hill Giant", "id": "giant"}], "library": LIB})
    act(g, "p1: attack Orc Army")
    if g.pending is not None and g.pending.kind == "attack":
        act(g, "p1: done")
    act(g, "advance to declare_blockers", "p2: block Orc Army with Hill Giant")
    if g.pending is not None and g.pending.kind == "block":
        act(g, "p2: done")
    act(g, "advance to main2")
    assert "Hill Giant" in names(g, "p2", "graveyard")


# ====================================================================== Warbeast of Gorgoroth
def _kill(g, target):
    act(g, "p2: cast Lightning Bolt -> " + target, "resolve")


def test_warbeast_dying_amasses_orcs_two():
    """700.4, 603.10a: it looks back in time, so its own death triggers it; 701.44a: a 2/2 Orc Army."""
    g = board(state=OPP_MAIN, p1={"battlefield": [{"card": "Warbeast of Gorgoroth", "id": "beast",
                                                   "damage": 2}], "library": LIB},
              p2={"battlefield": ["Mountain"], "hand": ["Lightning Bolt"], "library": LIB})
    _kill(g, "Warbeast of Gorgoroth")
    assert "Warbeast of Gorgoroth" in names(g, "p1", "graveyard") and not armies(g)
    act(g, "resolve")
    a = armies(g)
    assert len(a) == 1 and (a[0]["power"], a[0]["toughness"]) == (2, 2)


def test_warbeast_triggers_on_another_big_creature_you_control_not_a_small_one():
    """603.10a: the creature's power as it last existed: 4 or greater (a 4/4 dying) triggers it; a 2/2 doesn't,
    nor an opponent's 4-power creature."""
    g = board(state=OPP_MAIN, p1={"battlefield": ["Warbeast of Gorgoroth", {"card": "Grizzly Bears", "id": "bear"},
                                                  {"card": "Hill Giant", "id": "giant", "counters": {"+1/+1": 1},
                                                   "damage": 1}],
                                  "library": LIB},
              p2={"battlefield": ["Mountain"] * 3 + [{"card": "Hill Giant", "id": "their_giant",
                                                     "counters": {"+1/+1": 1}, "damage": 1}],
                  "hand": ["Lightning Bolt"] * 3, "library": LIB})
    _kill(g, "bear")
    assert not g.stack and not armies(g)  # a 2/2: no trigger
    _kill(g, "giant")
    assert len(g.stack) == 1  # a 4/4: the trigger
    act(g, "resolve")
    assert len(armies(g)) == 1 and pt(g, armies(g)[0]["id"]) == (2, 2)
    _kill(g, "their_giant")
    assert not g.stack  # not one you control


# ====================================================================== The Mouth of Sauron
def test_the_mouth_of_sauron_mills_three_then_amasses_the_instants_and_sorceries_there():
    """701.13a: the target player mills three; 107.3a, 701.44a: X counts the instant and sorcery cards in that
    player's graveyard after the mill (the Bolt already there and the two milled: 3; lands don't count)."""
    g = board(state=MAIN, p1={"battlefield": ["Island", "Island", "Swamp", "Swamp", "Swamp"],
                              "hand": ["The Mouth of Sauron"], "library": LIB},
              p2={"graveyard": ["Lightning Bolt", "Grizzly Bears"],
                  "library": ["Lightning Bolt", "Forest", "Deceive the Messenger", "Island", "Island"]})
    act(g, "p1: cast The Mouth of Sauron", "resolve")
    assert {"choose p1", "choose p2"} <= set(legal(g))  # target player: either
    act(g, "p1: choose p2", "resolve")
    assert len(names(g, "p2", "graveyard")) == 5 and len(pl(g, "p2")["library"]) == 2
    a = armies(g)
    assert len(a) == 1 and (a[0]["power"], a[0]["toughness"]) == (3, 3)


def test_the_mouth_of_sauron_counts_that_players_graveyard_not_yours():
    """107.3a: "that player's graveyard": the instants in your own graveyard don't count (X = 0: a 0/0 Army
    dies, 704.5f)."""
    g = board(state=MAIN, p1={"battlefield": ["Island", "Island", "Swamp", "Swamp", "Swamp"],
                              "hand": ["The Mouth of Sauron"], "graveyard": ["Lightning Bolt"] * 3, "library": LIB},
              p2={"library": ["Forest"] * 5})
    act(g, "p1: cast The Mouth of Sauron", "resolve", "p1: choose p2", "resolve")
    assert not armies(g) and len(names(g, "p2", "graveyard")) == 3


# ====================================================================== March from the Black Gate
def test_march_from_the_black_gate_amasses_as_it_enters():
    """603.6a, 701.44a."""
    g = board(state=MAIN, p1={"battlefield": ["Swamp"] * 2, "hand": ["March from the Black Gate"], "library": LIB})
    act(g, "p1: cast March from the Black Gate", "resolve", "resolve")
    a = armies(g)
    assert len(a) == 1 and (a[0]["power"], a[0]["toughness"]) == (1, 1)


def test_march_triggers_once_for_each_army_that_attacks_and_not_for_other_attackers():
    """508.3a, 603.2c: "whenever an Army you control attacks" triggers once per attacking Army; a Grizzly Bears
    attacking doesn't trigger it.  Each trigger amasses onto an Army (the player chooses which, 701.44a)."""
    g = board(state={"turn": 3, "active": "p1", "step": "declare_attackers"},
              p1={"battlefield": ["March from the Black Gate", {"card": "Orc Army", "id": "army", "counters":
                                                                 {"+1/+1": 2}},
                                  "Grizzly Bears"], "library": LIB},
              p2={"library": LIB})
    act(g, "p1: attack Orc Army", "p1: attack Grizzly Bears")
    if g.pending is not None and g.pending.kind == "attack":
        act(g, "p1: done")
    assert len(g.stack) == 1
    act(g, "resolve")
    assert pt(g, "army") == (3, 3)


def test_march_with_two_armies_attacking_triggers_twice():
    """603.2c: two Armies attack: two triggers; 701.44a: with two Armies, each amass asks which gets it."""
    g = board(state={"turn": 3, "active": "p1", "step": "declare_attackers"},
              p1={"battlefield": ["March from the Black Gate",
                                  {"card": "Orc Army", "id": "a1", "counters": {"+1/+1": 1}},
                                  {"card": "Orc Army", "id": "a2", "counters": {"+1/+1": 2}}], "library": LIB},
              p2={"library": LIB})
    act(g, "p1: attack a1", "p1: attack a2")
    if g.pending is not None and g.pending.kind == "attack":
        act(g, "p1: done")
    assert len(g.stack) == 2  # the same ability twice: no order to choose (603.3b)
    act(g, "resolve")
    assert set(legal(g)) == {"choose Orc Army#a1", "choose Orc Army#a2"}
    act(g, "p1: choose Orc Army#a1", "resolve", "p1: choose Orc Army#a1")
    assert pt(g, "a1") == (3, 3) and pt(g, "a2") == (2, 2)


def test_two_triggers_doing_the_same_thing_are_written_as_one_as_orcish_bowmasters_prints():
    """The text writer merges "When ~ enters" and "whenever ..." with the same effect into one sentence (the
    Oracle text's form): Orcish Bowmasters now reads as printed, too."""
    entry = load_set("LTR").by_number()[103]
    rendered = render_card(registry().get("Orcish Bowmasters"))
    lines = [ln for ln in rendered.splitlines()[2:] if not re.fullmatch(r"\d+/\d+", ln)]
    assert _rules_lines("\n".join(lines), entry.name) == _rules_lines(entry.oracle_text, entry.name)


# ====================================================================== "as long as / unless you control a Goblin or Orc"
def test_snarling_warg_gets_plus_one_while_you_control_an_orc():
    """611.3a, 613.4c: +1/+0 only while you control a Goblin or Orc; the amassed Army is an Orc (701.44a), an
    opponent's Orc doesn't count."""
    g = board(state=MAIN, p1={"battlefield": ["Island", {"card": "Snarling Warg", "id": "warg"}],
                              "hand": ["Deceive the Messenger"], "library": LIB},
              p2={"battlefield": ["Orcish Bowmasters", {"card": "Grizzly Bears", "id": "bear"}], "library": LIB})
    assert pt(g, "warg") == (3, 4) and "menace" in kw(g, "warg")
    act(g, "p1: cast Deceive the Messenger -> bear", "resolve")  # amass: you now control an Orc Army
    assert pt(g, "warg") == (4, 4)


def test_snarling_warg_with_a_goblin():
    g = board(state=MAIN, p1={"battlefield": [{"card": "Snarling Warg", "id": "warg"}, "Raging Goblin"]})
    assert pt(g, "warg") == (4, 4)


def _blocks(g):
    return [t for t in legal(g) if t.startswith("p2: block") or t.startswith("block")]


def test_olog_hai_crusher_cant_block_unless_you_control_a_goblin_or_orc():
    """509.1b, 611.3a: alone it can't block; with an Orc Army under its controller's control it can."""
    state = {"turn": 3, "active": "p1", "step": "declare_attackers"}
    g = board(state=state, p1={"battlefield": ["Grizzly Bears"], "library": LIB},
              p2={"battlefield": ["Olog-hai Crusher"], "library": LIB})
    assert "trample" in kw(g, "Olog-hai Crusher")
    act(g, "p1: attack Grizzly Bears")
    if g.pending is not None and g.pending.kind == "attack":
        act(g, "p1: done")
    act(g, "advance to declare_blockers")
    assert not any(t.startswith("block") for t in legal(g))
    g = board(state=state, p1={"battlefield": ["Grizzly Bears"], "library": LIB},
              p2={"battlefield": ["Olog-hai Crusher", {"card": "Orc Army", "counters": {"+1/+1": 1}}],
                  "library": LIB})
    act(g, "p1: attack Grizzly Bears")
    if g.pending is not None and g.pending.kind == "attack":
        act(g, "p1: done")
    act(g, "advance to declare_blockers")
    assert "block Grizzly Bears with Olog-hai Crusher" in legal(g)


# ====================================================================== Mirkwood Bats
def test_mirkwood_bats_drains_for_each_token_you_create():
    """111.1, 603.2: Swarming of Moria creates a Treasure and (with no Army) an Orc Army token: two triggers,
    each opponent loses 1 life each time (119.3)."""
    g = board(state=MAIN, p1={"battlefield": ["Mirkwood Bats"] + ["Mountain"] * 3, "hand": ["Swarming of Moria"],
                              "library": LIB},
              p2={"library": LIB})
    assert "flying" in kw(g, "Mirkwood Bats")
    act(g, "p1: cast Swarming of Moria", "resolve")
    assert len(g.stack) == 2
    act(g, "resolve", "resolve")
    assert pl(g, "p2")["life"] == 18 and pl(g)["life"] == 20


def test_mirkwood_bats_drains_when_you_sacrifice_a_token_not_when_it_dies():
    """701.17a: sacrificing the Treasure for mana triggers it; a token destroyed by damage (704.5g) isn't
    sacrificed, and an opponent's token doesn't count."""
    g = board(state=MAIN, p1={"battlefield": ["Mirkwood Bats", {"token": "Treasure", "id": "tr"},
                                              {"token": "Orc Army", "id": "army", "counters": {"+1/+1": 1}}],
                              "library": LIB},
              p2={"battlefield": ["Mountain", {"token": "Treasure"}], "hand": ["Lightning Bolt"], "library": LIB})
    act(g, "p1: tap Treasure for R")
    assert len(g.stack) == 1
    act(g, "resolve")
    assert pl(g, "p2")["life"] == 19
    act(g, "p1: pass", "p2: cast Lightning Bolt -> army", "resolve")
    assert "army" not in [x["id"] for x in pl(g)["battlefield"]] and not g.stack
    act(g, "p1: pass", "p2: tap Treasure for R")
    assert not g.stack and pl(g, "p2")["life"] == 19


# ====================================================================== Mordor Trebuchet
ATTACK = {"turn": 3, "active": "p1", "step": "declare_attackers"}


def _attack(g, *who):
    for w in who:
        act(g, f"p1: attack {w}")
    if g.pending is not None and g.pending.kind == "attack":
        act(g, "p1: done")


def test_mordor_trebuchet_makes_a_boulder_tapped_and_attacking_then_sacrifices_it():
    """508.4: the Ballistic Boulder enters tapped and attacking the defending player (never declared, so it can
    be blocked and deals combat damage); 603.7: it is sacrificed at end of combat; 702.3b: the Trebuchet itself
    (defender) doesn't attack."""
    g = board(state=ATTACK, p1={"battlefield": ["Mordor Trebuchet", {"card": "Orc Army", "id": "army",
                                                                    "counters": {"+1/+1": 1}}], "library": LIB},
              p2={"library": LIB})
    assert not any("Mordor Trebuchet" in t for t in legal(g) if t.startswith("attack"))
    _attack(g, "Orc Army")
    assert len(g.stack) == 1
    act(g, "resolve")
    boulder = perm(g, "Ballistic Boulder")
    assert boulder is not None and boulder["tapped"] and boulder["token"] and "flying" in boulder["keywords"]
    assert (boulder["power"], boulder["toughness"]) == (2, 1) and boulder["attacking"]
    act(g, "advance to main2")
    assert pl(g, "p2")["life"] == 20 - 1 - 2
    assert perm(g, "Ballistic Boulder") is None  # sacrificed at end of combat


def test_mordor_trebuchet_needs_a_goblin_or_orc_attacking():
    """508.3a: attacking with a Grizzly Bears alone doesn't trigger it; a Goblin does."""
    g = board(state=ATTACK, p1={"battlefield": ["Mordor Trebuchet", "Grizzly Bears"], "library": LIB},
              p2={"library": LIB})
    _attack(g, "Grizzly Bears")
    assert not g.stack
    g = board(state=ATTACK, p1={"battlefield": ["Mordor Trebuchet", "Raging Goblin", "Grizzly Bears"],
                                "library": LIB}, p2={"library": LIB})
    _attack(g, "Raging Goblin", "Grizzly Bears")
    assert len(g.stack) == 1  # one trigger for one or more


def test_the_ballistic_boulder_can_be_blocked_by_a_flyer():
    """509.1a: an attacking creature put onto the battlefield before blocks can be blocked (flying: only by
    flying or reach, 702.9b)."""
    g = board(state=ATTACK, p1={"battlefield": ["Mordor Trebuchet", "Raging Goblin"], "library": LIB},
              p2={"battlefield": ["Giant Spider", "Grizzly Bears"], "library": LIB})
    _attack(g, "Raging Goblin")
    act(g, "resolve", "advance to declare_blockers")
    ls = legal(g)
    assert "block Ballistic Boulder with Giant Spider" in ls and "block Ballistic Boulder with Grizzly Bears" not in ls


# ====================================================================== Shadowfax, Lord of Horses
def test_shadowfax_gives_horses_haste():
    """611.3a, 702.10b: Horses you control have haste (Shadowfax itself, a Horse, can attack the turn it comes)."""
    g = board(state=MAIN, p1={"battlefield": ["Mountain"] * 4 + ["Plains"], "hand": ["Shadowfax, Lord of Horses"],
                              "library": LIB}, p2={"battlefield": ["Grizzly Bears"], "library": LIB})
    act(g, "p1: cast Shadowfax, Lord of Horses", "resolve")
    assert "haste" in kw(g, "Shadowfax, Lord of Horses")
    assert "haste" not in kw(g, "Grizzly Bears")
    act(g, "advance to declare_attackers")
    assert "attack Shadowfax, Lord of Horses" in legal(g)


def test_shadowfax_puts_a_creature_with_lesser_power_onto_the_battlefield_attacking():
    """508.4: you may put a creature card with lesser power (3 < 4: Hill Giant; not the 4-power Snarling Warg,
    not a land) from your hand onto the battlefield tapped and attacking; it deals combat damage."""
    g = board(state=ATTACK, p1={"battlefield": ["Shadowfax, Lord of Horses"],
                                "hand": ["Hill Giant", "Olog-hai Crusher", "Mountain"], "library": LIB},
              p2={"library": LIB})
    _attack(g, "Shadowfax, Lord of Horses")
    act(g, "resolve")
    assert set(legal(g)) == {"choose Hill Giant", "done"}
    act(g, "p1: choose Hill Giant")
    giant = perm(g, "Hill Giant")
    assert giant is not None and giant["tapped"] and giant["attacking"]
    act(g, "advance to main2")
    assert pl(g, "p2")["life"] == 20 - 4 - 3


def test_shadowfax_you_may_put_none():
    """609.3: "you may": done puts nothing; the card stays in hand."""
    g = board(state=ATTACK, p1={"battlefield": ["Shadowfax, Lord of Horses"], "hand": ["Hill Giant"],
                                "library": LIB}, p2={"library": LIB})
    _attack(g, "Shadowfax, Lord of Horses")
    act(g, "resolve", "p1: done")
    assert names(g, "p1", "hand") == ["Hill Giant"] and "Hill Giant" not in bf_names(g, "p1")


# ====================================================================== East-Mark Cavalier
def test_east_mark_cavalier_destroys_an_orc_it_deals_damage_to():
    """510.2, 603.2: blocking a 4/4 Orc Army, its 2 combat damage triggers it; 701.7a: destroy that creature
    (the Army survives the damage itself); 702.20b: vigilance."""
    g = board(state={"turn": 4, "active": "p2", "step": "declare_attackers"},
              p1={"battlefield": [{"card": "East-Mark Cavalier", "id": "cav"}], "library": LIB},
              p2={"battlefield": [{"card": "Orc Army", "id": "army", "counters": {"+1/+1": 4}}], "library": LIB})
    assert "vigilance" in kw(g, "cav")
    act(g, "p2: attack Orc Army")
    if g.pending is not None and g.pending.kind == "attack":
        act(g, "p2: done")
    act(g, "advance to declare_blockers", "p1: block Orc Army with East-Mark Cavalier")
    if g.pending is not None and g.pending.kind == "block":
        act(g, "p1: done")
    act(g, "advance to combat_damage")
    assert perm(g, "army") is not None and perm(g, "cav") is None  # the Cavalier died; the trigger waits
    assert len(g.stack) == 1
    act(g, "resolve")
    assert perm(g, "army") is None


def test_east_mark_cavalier_doesnt_destroy_a_creature_that_isnt_a_goblin_or_orc():
    """The trigger's filter: damage to a Hill Giant doesn't trigger it."""
    g = board(state={"turn": 4, "active": "p2", "step": "declare_attackers"},
              p1={"battlefield": [{"card": "East-Mark Cavalier", "id": "cav"}], "library": LIB},
              p2={"battlefield": [{"card": "Hill Giant", "id": "giant"}], "library": LIB})
    act(g, "p2: attack Hill Giant")
    if g.pending is not None and g.pending.kind == "attack":
        act(g, "p2: done")
    act(g, "advance to declare_blockers", "p1: block Hill Giant with East-Mark Cavalier")
    if g.pending is not None and g.pending.kind == "block":
        act(g, "p1: done")
    act(g, "advance to combat_damage")
    assert not g.stack and perm(g, "giant") is not None


# ====================================================================== Gríma Wormtongue
def test_grima_your_opponents_cant_gain_life_but_you_can():
    """119.7: no life is gained by an opponent (a lifelink creature's damage is still dealt, 702.15b); its
    controller still gains life."""
    g = board(state={"turn": 4, "active": "p2", "step": "declare_attackers"},
              p1={"battlefield": ["Gríma Wormtongue"], "life": 10, "library": LIB},
              p2={"battlefield": ["Vampire Nighthawk"], "life": 10, "library": LIB})
    act(g, "p2: attack Vampire Nighthawk")
    if g.pending is not None and g.pending.kind == "attack":
        act(g, "p2: done")
    act(g, "advance to main2")
    assert pl(g)["life"] == 8 and pl(g, "p2")["life"] == 10  # damage dealt, no life gained


def test_grima_sacrifices_another_creature_to_drain_one():
    """602.2b, 701.17a: {T} and sacrifice another creature (not Gríma itself); target player loses 1 life;
    the sacrificed Grizzly Bears isn't legendary: no amass (608.2c)."""
    g = board(state=MAIN, p1={"battlefield": ["Gríma Wormtongue", "Grizzly Bears"], "library": LIB},
              p2={"library": LIB})
    acts = [t for t in legal(g) if t.startswith("activate Gríma")]
    assert "activate Gríma Wormtongue -> p2" in acts
    act(g, "p1: activate Gríma Wormtongue -> p2", "resolve")
    assert pl(g, "p2")["life"] == 19 and "Grizzly Bears" in names(g, "p1", "graveyard")
    assert perm(g, "Gríma Wormtongue")["tapped"] and not armies(g)


def test_grima_with_no_other_creature_cant_activate():
    """602.2b, 701.17a: "another creature": Gríma can't pay with itself."""
    g = board(state=MAIN, p1={"battlefield": ["Gríma Wormtongue"], "library": LIB}, p2={"library": LIB})
    assert not any(t.startswith("activate Gríma") for t in legal(g))


def test_grima_sacrificing_a_legendary_creature_amasses_orcs_two():
    """608.2h: the sacrificed creature as it last existed was legendary: amass Orcs 2 (701.44a).  With two
    creatures to sacrifice, the player chooses which (601.2b-h)."""
    g = board(state=MAIN, p1={"battlefield": ["Gríma Wormtongue", "Grizzly Bears", "Frodo Baggins"],
                              "library": LIB}, p2={"library": LIB})
    act(g, "p1: activate Gríma Wormtongue -> p2")
    assert {"choose Grizzly Bears", "choose Frodo Baggins"} <= set(legal(g))
    act(g, "p1: choose Frodo Baggins", "resolve")
    a = armies(g)
    assert pl(g, "p2")["life"] == 19 and len(a) == 1 and (a[0]["power"], a[0]["toughness"]) == (2, 2)


# ====================================================================== the normal bot plays them
def _bot_choice(g, p="p1"):
    from mtg_tui.ai.base import PlayerView, make_agent

    return make_agent("normal", 1).choose(PlayerView(g, p), g.legal_actions()).text


def test_the_bot_takes_the_best_nonland_card_from_a_revealed_hand():
    """701.8a: the chooser picks the card its owner would miss most (the costliest)."""
    g = board(state=MAIN, p1={"battlefield": ["Swamp"] * 4, "hand": ["The Torment of Gollum"], "library": LIB},
              p2={"hand": ["Forest", "Lightning Bolt", "Hill Giant"], "library": LIB})
    assert _bot_choice(g) == "cast The Torment of Gollum -> p2"
    act(g, "p1: cast The Torment of Gollum -> p2", "resolve")
    assert _bot_choice(g) == "choose Hill Giant"


def test_the_bot_shrinks_an_opposing_attacker_with_deceive_the_messenger():
    """611.2a: a -3/-0 is hostile: the bot aims it at the opponent's attacking creature after blocks, not at
    its own."""
    g = board(state={"turn": 4, "active": "p2", "step": "declare_attackers"},
              p1={"battlefield": ["Island", "Grizzly Bears"], "hand": ["Deceive the Messenger"], "library": LIB},
              p2={"battlefield": [{"card": "Hill Giant", "id": "giant"}], "library": LIB})
    act(g, "p2: attack Hill Giant")
    if g.pending is not None and g.pending.kind == "attack":
        act(g, "p2: done")
    act(g, "advance to declare_blockers", "p1: block Hill Giant with Grizzly Bears")
    if g.pending is not None and g.pending.kind == "block":
        act(g, "p1: done")
    while g.decider != "p1":
        act(g, f"{g.decider}: pass")
    assert _bot_choice(g) == "cast Deceive the Messenger -> Hill Giant"


def test_the_bot_casts_surrounded_by_orcs_at_the_opponent():
    g = board(state=MAIN, p1={"battlefield": ["Island"] * 4, "hand": ["Surrounded by Orcs"], "library": LIB},
              p2={"library": LIB})
    assert _bot_choice(g) == "cast Surrounded by Orcs -> p2"


def test_the_bot_sacrifices_to_grima_the_creature_an_opponents_spell_is_killing():
    """602.2b: in response to a Lightning Bolt on its Grizzly Bears, the bot activates Gríma at the opponent
    and sacrifices the Bears (the creature dying anyway), not its Hill Giant."""
    g = board(state=OPP_MAIN, p1={"battlefield": ["Gríma Wormtongue", "Grizzly Bears", "Hill Giant"],
                                  "library": LIB},
              p2={"battlefield": ["Mountain"], "hand": ["Lightning Bolt"], "library": LIB})
    act(g, "p2: pass")
    assert _bot_choice(g) == "pass"  # with nothing of its dying, it keeps its creatures
    act(g, "p1: pass", "p2: cast Lightning Bolt -> Grizzly Bears", "p2: pass")
    assert _bot_choice(g) == "activate Gríma Wormtongue -> p2"
    act(g, "p1: activate Gríma Wormtongue -> p2")
    assert _bot_choice(g) == "choose Grizzly Bears"


def test_the_bot_puts_its_biggest_lesser_creature_into_the_attack():
    g = board(state=ATTACK, p1={"battlefield": ["Shadowfax, Lord of Horses"],
                                "hand": ["Grizzly Bears", "Hill Giant"], "library": LIB},
              p2={"library": LIB})
    _attack(g, "Shadowfax, Lord of Horses")
    act(g, "resolve")
    assert _bot_choice(g) == "choose Hill Giant"


# ====================================================================== Saruman the White
def test_saruman_amasses_when_you_cast_your_second_spell_each_turn():
    """601.2i: the second spell its controller casts this turn triggers it, not the first nor the third;
    701.44a: amass Orcs 2."""
    g = board(state=MAIN, p1={"battlefield": ["Saruman the White"] + ["Mountain"] * 3,
                              "hand": ["Lightning Bolt"] * 3, "library": LIB},
              p2={"library": LIB})
    act(g, "p1: cast Lightning Bolt -> p2")
    assert len(g.stack) == 1
    act(g, "resolve", "p1: cast Lightning Bolt -> p2")
    assert len(g.stack) == 2  # the Bolt and the trigger above it
    act(g, "resolve")
    a = armies(g)
    assert len(a) == 1 and (a[0]["power"], a[0]["toughness"]) == (2, 2)
    act(g, "resolve", "p1: cast Lightning Bolt -> p2")
    assert len(g.stack) == 1  # the third: no trigger


def test_saruman_counts_each_turn_afresh_and_only_your_spells():
    """An opponent's spells don't count; a new turn starts the count again."""
    g = board(state=OPP_MAIN, p1={"battlefield": ["Saruman the White", "Mountain"], "hand": ["Lightning Bolt"],
                                  "library": LIB},
              p2={"battlefield": ["Mountain"] * 2, "hand": ["Lightning Bolt"] * 2, "library": LIB})
    act(g, "p2: cast Lightning Bolt -> p1", "resolve", "p2: cast Lightning Bolt -> p1")
    assert len(g.stack) == 1
    act(g, "resolve", "p2: pass", "p1: cast Lightning Bolt -> p2")
    assert len(g.stack) == 1  # p1's first spell this turn


def test_ward_counters_an_opponents_spell_unless_they_pay_two():
    """702.21a: targeting Saruman with an opponent's spell triggers ward; its controller may pay {2} (choose yes)
    or the spell is countered (choose no)."""
    def setup():
        g = board(state=OPP_MAIN, p1={"battlefield": [{"card": "Saruman the White", "id": "saruman"}],
                                      "library": LIB},
                  p2={"battlefield": ["Mountain"] * 3, "hand": ["Lightning Bolt"], "library": LIB})
        act(g, "p2: cast Lightning Bolt -> Saruman the White")
        assert len(g.stack) == 2  # the ward trigger above the Bolt
        act(g, "resolve")
        assert g.pending is not None and g.pending.player == "p2"
        assert set(legal(g)) == {"choose yes", "choose no"}
        return g
    g = setup()
    act(g, "p2: choose no")
    assert len(g.stack) == 0 and names(g, "p2", "graveyard") == ["Lightning Bolt"]
    assert perm(g, "saruman")["damage"] == 0
    g = setup()
    act(g, "p2: choose yes")
    assert sum(1 for x in pl(g, "p2")["battlefield"] if x["tapped"]) == 3  # the Bolt's {R} and the ward's {2}
    act(g, "resolve")
    assert perm(g, "saruman")["damage"] == 3


def test_ward_counters_at_once_when_the_opponent_cant_pay():
    """702.21a: with no mana left to pay {2}, there is nothing to ask: the spell is countered."""
    g = board(state=OPP_MAIN, p1={"battlefield": ["Saruman the White"], "library": LIB},
              p2={"battlefield": ["Mountain"], "hand": ["Lightning Bolt"], "library": LIB})
    act(g, "p2: cast Lightning Bolt -> Saruman the White", "resolve")
    assert not g.stack and names(g, "p2", "graveyard") == ["Lightning Bolt"]


def test_ward_ignores_its_controllers_own_spells():
    """702.21a: only a spell or ability an opponent controls."""
    g = board(state=MAIN, p1={"battlefield": ["Saruman the White", "Mountain"], "hand": ["Lightning Bolt"],
                              "library": LIB}, p2={"library": LIB})
    act(g, "p1: cast Lightning Bolt -> Saruman the White")
    assert len(g.stack) == 1


def test_the_bot_pays_for_ward_when_it_can():
    """702.21a: the normal bot keeps its spell by paying {2}."""
    g = board(state=OPP_MAIN, p1={"battlefield": ["Saruman the White"], "library": LIB},
              p2={"battlefield": ["Mountain"] * 3, "hand": ["Lightning Bolt"], "library": LIB})
    act(g, "p2: cast Lightning Bolt -> Saruman the White", "resolve")
    assert _bot_choice(g, "p2") == "choose yes"


def test_shadowfaxs_choice_from_the_hand_is_hidden_from_the_opponent():
    """The cards offered are in the chooser's hand: the opponent's view says only who is deciding."""
    from mtg_tui.ai.base import PlayerView

    g = board(state=ATTACK, p1={"battlefield": ["Shadowfax, Lord of Horses"],
                                "hand": ["Grizzly Bears", "Hill Giant"], "library": LIB}, p2={"library": LIB})
    _attack(g, "Shadowfax, Lord of Horses")
    act(g, "resolve")
    theirs = PlayerView(g, "p2").snapshot()["pending"]
    assert theirs["prompt"] == "Player 1 is deciding" and "cards" not in theirs and "order_ids" not in theirs
    assert sorted(PlayerView(g, "p1").snapshot()["pending"]["cards"]) == ["Grizzly Bears", "Hill Giant"]


# ====================================================================== saves, resumes and replays
SAVE_BOARD = """
title = "amass batch decisions"
[state]
turn = 3
active = "p1"
step = "main1"
[p1]
library = ["Swamp", "Swamp", "Swamp", "Swamp"]
hand = ["The Torment of Gollum", "Lightning Bolt"]
battlefield = ["Swamp", "Swamp", "Swamp", "Swamp", "Mountain", "Mountain", "Mountain", "Gríma Wormtongue",
               "Grizzly Bears", "Frodo Baggins"]
[p2]
library = ["Island", "Island", "Island", "Island"]
hand = ["Hill Giant", "Grizzly Bears", "Forest"]
battlefield = ["Saruman the White", "Island"]
"""


def test_a_game_with_the_new_decisions_saves_resumes_and_replays(tmp_path, monkeypatch):
    """Saves are action histories: the revealed-hand choice, the cost choice, ward's yes/no (choose texts)
    rebuild to the same game."""
    from mtg_tui.saves import GameRecorder, load_save, make_header, rebuild

    monkeypatch.setenv("MTG_TUI_DATA", str(tmp_path))
    h = make_header("puzzle", 0, {"p1": {"name": "Ann"}, "p2": {"name": "Bob", "bot": "random"}},
                    scenario={"name": "amass", "toml": SAVE_BOARD})
    rec = GameRecorder.new_game(h)
    try:
        for line in ("cast The Torment of Gollum -> p2", "pass", "pass", "choose Hill Giant",
                     "activate Gríma Wormtongue -> p2", "choose Frodo Baggins", "pass", "pass",
                     "cast Lightning Bolt -> Saruman the White", "pass", "pass", "choose yes"):
            assert line in legal(rec.game), (line, legal(rec.game))
            rec.apply(line)
        header, actions, warnings = load_save(rec.path)
        assert warnings == [] and [a.text for a in actions][-1] == "choose yes"
        again = rebuild(header, actions)
        assert again.snapshot() == rec.game.snapshot()
        assert names(again, "p2", "graveyard") == ["Hill Giant"] and len(armies(again)) == 1
    finally:
        rec.close()
