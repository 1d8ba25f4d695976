"""Issue 21, the graveyard batch: cards whose abilities work from a graveyard (113.6, 602.1: "activate" from
the graveyard, spec section 1), that put a card Nth from the top of a library, return a spell to its owner's
hand, counter with conditions or return cards from graveyards.  Each card's rules text reads as its Oracle text
(the same comparison as tests/test_cards_ltr_commons.py), and a scenario of what is distinctive about it,
asserted through the snapshot and the legal actions."""

from __future__ import annotations


import pytest

from rules_helpers import act, bf_names, board, legal, names, perm
from test_cards_ltr_commons import pt

from mtg_tui.cards.registry import registry
from mtg_tui.cards.sets import load_set

CARDS = {
    85: "Gollum's Bite", 84: "Gollum, Patient Plotter", 90: "Haunt of the Dead Marshes",
    105: "Sam's Desperate Rescue", 185: "Revive the Shire", 74: "Treason of Isengard", 57: "Isolation at Orthanc",
    22: "Lost to Legend", 26: "Reprieve", 71: "Stern Scolding", 68: "Saruman's Trickery", 51: "Glorious Gale",
    11: "Errand-Rider of Gondor", 221: "Rise of the Witch-king", 46: "Council's Deliberation",
}
RARITY = {85: "uncommon", 84: "uncommon", 90: "common", 105: "common", 185: "common", 74: "common", 57: "common",
          22: "uncommon", 26: "uncommon", 71: "uncommon", 68: "uncommon", 51: "common", 11: "common", 221: "uncommon", 46: "uncommon"}

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
    assert (c.set, c.number, entry.name, entry.rarity) == ("LTR", number, name, RARITY[number])


# (each card's rendered rules text against its Oracle text: tests/test_oracle_text.py, for every card)


# ====================================================================== abilities that work in a graveyard
def test_gollums_bite_shrinks_then_its_graveyard_ability_tempts_you():
    """Cast: -2/-2 until end of turn (611.2); then, from the graveyard (113.6, 602.1), {3}{B} and exiling it
    (406.1) make the Ring tempt you; sorcery speed only (602.5d)."""
    g = board(state=MAIN, p1={"battlefield": ["Swamp"] * 5, "hand": ["Gollum's Bite"], "library": LIB},
              p2={"battlefield": ["Hill Giant"], "library": LIB})
    act(g, "p1: cast Gollum's Bite -> Hill Giant", "resolve")
    assert pt(g, "Hill Giant") == (1, 1) and names(g, "p1", "graveyard") == ["Gollum's Bite"]
    assert "activate Gollum's Bite" in legal(g)
    act(g, "p1: activate Gollum's Bite")
    assert names(g, "p1", "exile") == ["Gollum's Bite"] and names(g, "p1", "graveyard") == []
    assert [s["name"] for s in g.snapshot()["stack"]] == ["Gollum's Bite"]
    act(g, "resolve")
    assert pl(g)["ring"] == 1


def test_gollums_bite_graveyard_ability_is_sorcery_speed_and_needs_the_mana():
    """602.5d: not in the opponent's turn; 602.2b: not without {3}{B}."""
    g = board(state=OPP_MAIN, p1={"battlefield": ["Swamp"] * 4, "graveyard": ["Gollum's Bite"], "library": LIB},
              p2={"library": LIB})
    act(g, "p2: pass")
    assert not any(t.startswith("activate") for t in legal(g))
    g = board(state=MAIN, p1={"battlefield": ["Swamp"] * 3, "graveyard": ["Gollum's Bite"], "library": LIB})
    assert not any(t.startswith("activate") for t in legal(g))


def test_two_gollums_bites_in_a_graveyard_are_offered_once():
    """SCENARIOS 1.1: interchangeable cards in a graveyard are one choice."""
    g = board(state=MAIN, p1={"battlefield": ["Swamp"] * 4, "graveyard": ["Gollum's Bite"] * 2, "library": LIB})
    assert [t for t in legal(g) if t.startswith("activate")] == ["activate Gollum's Bite"]


def test_gollum_tempts_you_when_it_leaves_and_returns_to_hand_from_the_graveyard():
    """603.6c: when Gollum leaves the battlefield the Ring tempts you; 113.6: its ability works in the
    graveyard, paying {B} and sacrificing a creature (701.17a), and returns it to its owner's hand."""
    g = board(state=MAIN, p1={"battlefield": ["Swamp"] * 3 + ["Gollum, Patient Plotter", "Grizzly Bears"],
                              "hand": ["Gollum's Bite"], "library": LIB}, p2={"library": LIB})
    assert not any(t.startswith("activate Gollum") for t in legal(g))  # not on the battlefield
    act(g, "p1: cast Gollum's Bite -> Gollum, Patient Plotter", "resolve")
    assert names(g, "p1", "graveyard") == ["Gollum's Bite", "Gollum, Patient Plotter"]
    act(g, "resolve")  # the leaves trigger: Grizzly Bears is the only creature, so it is the Ring-bearer
    assert pl(g)["ring"] == 1
    assert "activate Gollum, Patient Plotter" in legal(g)
    act(g, "p1: activate Gollum, Patient Plotter", "resolve")
    assert "Grizzly Bears" not in bf_names(g, "p1")  # sacrificed for the cost
    assert "Gollum, Patient Plotter" in names(g, "p1", "hand")
    assert "Gollum, Patient Plotter" not in names(g, "p1", "graveyard")


def test_gollum_needs_a_creature_to_sacrifice():
    """602.2b, 701.17a: with no creature to sacrifice the ability is not offered."""
    g = board(state=MAIN, p1={"battlefield": ["Swamp"] * 2, "graveyard": ["Gollum, Patient Plotter"],
                              "library": LIB})
    assert not any(t.startswith("activate") for t in legal(g))


def test_haunt_of_the_dead_marshes_returns_tapped_only_with_a_legendary_creature():
    """602.5b: activate only if you control a legendary creature; it returns to the battlefield tapped
    (400.7: a new object), and its enters trigger scries 1 (701.18a)."""
    g = board(state=MAIN, p1={"battlefield": ["Swamp"] * 3 + ["Grizzly Bears"],
                              "graveyard": ["Haunt of the Dead Marshes"], "library": ["Hill Giant", "Forest"]})
    assert not any(t.startswith("activate") for t in legal(g))
    g = board(state=OPP_MAIN, p1={"battlefield": ["Swamp"] * 3 + ["Gollum, Patient Plotter"],
                                  "graveyard": ["Haunt of the Dead Marshes"], "library": ["Hill Giant", "Forest"]},
              p2={"library": LIB})
    act(g, "p2: pass")
    assert "activate Haunt of the Dead Marshes" in legal(g)  # at instant speed
    act(g, "p1: activate Haunt of the Dead Marshes", "resolve")
    h = perm(g, "Haunt of the Dead Marshes")
    assert h is not None and h["tapped"] and names(g, "p1", "graveyard") == []
    act(g, "resolve")
    act(g, "p1: choose bottom")
    assert top(g, 2) == ["Forest", "Hill Giant"]


def _bot_choice(g):
    from mtg_tui.ai.base import PlayerView, make_agent
    return make_agent("normal", 1).choose(PlayerView(g, g.decider), g.legal_actions()).text


def test_the_normal_bot_uses_graveyard_abilities_with_its_spare_mana():
    """The bot activates Gollum's Bite from the graveyard in its second main phase, Haunt of the Dead Marshes
    at the opponent's end step, and keeps Gollum there while it has no small creature to sacrifice."""
    g = board(state={"turn": 3, "active": "p1", "step": "main2"},
              p1={"battlefield": ["Swamp"] * 4, "graveyard": ["Gollum's Bite"], "library": LIB})
    assert _bot_choice(g) == "activate Gollum's Bite"
    g = board(state={"turn": 4, "active": "p2", "step": "end"},
              p1={"battlefield": ["Swamp"] * 3 + ["Gollum, Patient Plotter"],
                  "graveyard": ["Haunt of the Dead Marshes"], "library": LIB}, p2={"library": LIB})
    act(g, "p2: pass")
    assert _bot_choice(g) == "activate Haunt of the Dead Marshes"
    g = board(state={"turn": 3, "active": "p1", "step": "main2"},
              p1={"battlefield": ["Swamp"] * 2 + ["Hill Giant"], "graveyard": ["Gollum, Patient Plotter"],
                  "library": LIB})
    assert _bot_choice(g) == "pass"
    g = board(state={"turn": 3, "active": "p1", "step": "main2"},
              p1={"battlefield": ["Swamp"] * 2 + [{"token": "Orc Army", "counters": {"+1/+1": 1}}],
                  "graveyard": ["Gollum, Patient Plotter"], "library": LIB})
    assert _bot_choice(g) == "activate Gollum, Patient Plotter"


# ====================================================================== a trigger that works in a graveyard
def test_council_s_deliberation_draws_then_triggers_from_the_graveyard_when_you_scry():
    """Cast: draw a card (121.1).  From the graveyard (113.6), 'whenever you scry' (701.18) with an Island
    (603.4): you may exile it from there (406.1); if you do, draw a card."""
    g = board(state=MAIN, p1={"battlefield": ["Island", "Island", "Swamp"], "hand": ["Council's Deliberation",
                                                                                  "Haunt of the Dead Marshes"],
                              "library": ["Forest", "Plains", "Mountain", "Island"]})
    act(g, "p1: cast Council's Deliberation", "resolve")
    assert names(g, "p1", "hand") == ["Haunt of the Dead Marshes", "Forest"]
    assert names(g, "p1", "graveyard") == ["Council's Deliberation"]
    act(g, "p1: cast Haunt of the Dead Marshes", "resolve", "resolve")
    act(g, "p1: choose top")  # scry 1: the scry event, then the graveyard's trigger
    stack = g.snapshot()["stack"]
    assert [s["name"] for s in stack] == ["Council's Deliberation"]
    act(g, "resolve")
    assert sorted(legal(g)) == ["choose no", "choose yes"]
    act(g, "p1: choose yes")
    assert names(g, "p1", "exile") == ["Council's Deliberation"] and names(g, "p1", "graveyard") == []
    assert names(g, "p1", "hand") == ["Forest", "Plains"]


def test_council_s_deliberation_needs_an_island_and_to_still_be_in_the_graveyard():
    """603.4: without an Island it doesn't trigger; 608.2b: when it left the graveyard before its trigger
    resolves, there is nothing to exile, so no question and no draw; on the battlefield side, nothing watches
    from the graveyard but its owner's scries (the opponent's scry doesn't trigger it)."""
    g = board(state=MAIN, p1={"battlefield": ["Swamp"], "hand": ["Haunt of the Dead Marshes"],
                              "graveyard": ["Council's Deliberation"], "library": ["Forest", "Plains"]})
    act(g, "p1: cast Haunt of the Dead Marshes", "resolve", "resolve", "p1: choose top")
    assert not g.snapshot()["stack"] and names(g, "p1", "graveyard") == ["Council's Deliberation"]
    g = board(state=MAIN, p1={"battlefield": ["Island", "Swamp"] + ["Plains"] * 2,
                              "hand": ["Haunt of the Dead Marshes", "Revive the Shire"],
                              "graveyard": ["Council's Deliberation"], "library": ["Forest", "Plains"]})
    act(g, "p1: cast Haunt of the Dead Marshes", "resolve", "resolve", "p1: choose top")
    assert [s["name"] for s in g.snapshot()["stack"]] == ["Council's Deliberation"]
    g.move(g.players["p1"].graveyard[0], "exile")  # it leaves the graveyard while its trigger waits
    act(g, "resolve")
    assert names(g, "p1", "hand") == ["Revive the Shire"] and not any(t.startswith("choose") for t in legal(g))
    g = board(state=OPP_MAIN, p1={"battlefield": ["Island"], "graveyard": ["Council's Deliberation"],
                                  "library": LIB},
              p2={"battlefield": ["Swamp"], "hand": ["Haunt of the Dead Marshes"], "library": ["Forest", "Plains"]})
    act(g, "p2: cast Haunt of the Dead Marshes", "resolve", "resolve", "p2: choose top")
    assert not g.snapshot()["stack"]


# ====================================================================== returning cards from a graveyard
def test_sams_desperate_rescue_returns_a_creature_card_and_tempts_you():
    """115.1, 400.7: only a creature card in your own graveyard is a target; it returns to your hand; then the
    Ring tempts you (701.52a)."""
    g = board(state=MAIN, p1={"battlefield": ["Swamp", "Grizzly Bears"], "hand": ["Sam's Desperate Rescue"],
                              "graveyard": ["Hill Giant", "Gollum's Bite"], "library": LIB},
              p2={"graveyard": ["Troll of Khazad-dûm"], "library": LIB})
    casts = [t for t in legal(g) if t.startswith("cast Sam")]
    assert casts == ["cast Sam's Desperate Rescue -> Hill Giant"]
    act(g, "p1: " + casts[0], "resolve")
    assert "Hill Giant" in names(g, "p1", "hand") and names(g, "p1", "graveyard") == ["Gollum's Bite",
                                                                                       "Sam's Desperate Rescue"]
    assert pl(g)["ring"] == 1


def test_revive_the_shire_returns_a_permanent_card_and_makes_a_food():
    """A permanent card (110.4: a land too), not an instant; then a Food token (111.10b)."""
    g = board(state=MAIN, p1={"battlefield": ["Forest"] * 2, "hand": ["Revive the Shire"],
                              "graveyard": ["Mountain", "Gollum's Bite"], "library": LIB})
    casts = [t for t in legal(g) if t.startswith("cast Revive")]
    assert casts == ["cast Revive the Shire -> Mountain"]
    act(g, "p1: " + casts[0], "resolve")
    assert names(g, "p1", "hand") == ["Mountain"] and "Food" in bf_names(g, "p1")


# ====================================================================== Nth from the top of a library
def test_treason_of_isengard_puts_an_instant_on_top_and_amasses_two():
    """Up to one target instant or sorcery card from your graveyard goes on top of your library (115.1b,
    401.7); amass Orcs 2 (701.47a) makes a 0/0 Army with two +1/+1 counters."""
    g = board(state=MAIN, p1={"battlefield": ["Island"] * 3, "hand": ["Treason of Isengard"],
                              "graveyard": ["Gollum's Bite", "Hill Giant"], "library": ["Forest", "Swamp"]})
    casts = sorted(t for t in legal(g) if t.startswith("cast Treason"))
    assert casts == ["cast Treason of Isengard", "cast Treason of Isengard -> Gollum's Bite"]
    act(g, "p1: cast Treason of Isengard -> Gollum's Bite", "resolve")
    assert top(g) == ["Gollum's Bite", "Forest", "Swamp"]
    assert pt(g, "Orc Army") == (2, 2)


def test_isolation_at_orthanc_puts_a_creature_second_from_the_top():
    """401.7: into its owner's library second from the top; with an empty library, on the bottom (its only
    card); a token ceases to exist (111.7)."""
    g = board(state=OPP_MAIN, p1={"battlefield": ["Island"] * 4, "hand": ["Isolation at Orthanc"], "library": LIB},
              p2={"battlefield": ["Hill Giant"], "library": ["Forest", "Swamp", "Plains"]})
    act(g, "p2: pass", "p1: cast Isolation at Orthanc -> Hill Giant", "resolve")
    assert "Hill Giant" not in bf_names(g, "p2")
    assert top(g, 4, "p2") == ["Forest", "Hill Giant", "Swamp", "Plains"]
    g = board(state=MAIN, p1={"battlefield": ["Island"] * 4, "hand": ["Isolation at Orthanc"], "library": LIB},
              p2={"battlefield": ["Hill Giant"], "library": []})
    act(g, "p1: cast Isolation at Orthanc -> Hill Giant", "resolve")
    assert top(g, 4, "p2") == ["Hill Giant"]


def test_lost_to_legend_targets_only_nonland_historic_permanents_fourth_from_the_top():
    """700.6: artifacts and legendaries are historic; a land isn't a target even when legendary-free; 401.7:
    fourth from the top, or the bottom of a shorter library."""
    g = board(state=MAIN, p1={"battlefield": ["Plains"] * 2, "hand": ["Lost to Legend"], "library": LIB},
              p2={"battlefield": ["Hill Giant", "Gollum, Patient Plotter", "Mind Stone", "Barad-dûr"],
                  "library": ["Forest", "Swamp", "Plains", "Island"]})
    casts = sorted(t for t in legal(g) if t.startswith("cast Lost"))
    assert casts == ["cast Lost to Legend -> Gollum, Patient Plotter", "cast Lost to Legend -> Mind Stone"]
    act(g, "p1: cast Lost to Legend -> Gollum, Patient Plotter", "resolve")
    assert top(g, 5, "p2") == ["Forest", "Swamp", "Plains", "Gollum, Patient Plotter", "Island"]
    act(g, "resolve")  # Gollum leaving the battlefield tempts its controller (603.6c)
    assert pl(g, "p2")["ring"] == 1
    g = board(state=MAIN, p1={"battlefield": ["Plains"] * 2, "hand": ["Lost to Legend"], "library": LIB},
              p2={"battlefield": ["Mind Stone"], "library": ["Forest"]})
    act(g, "p1: cast Lost to Legend -> Mind Stone", "resolve")
    assert top(g, 3, "p2") == ["Forest", "Mind Stone"]


# ====================================================================== spells on the stack
def test_reprieve_returns_a_spell_to_its_owners_hand_and_draws():
    """The spell leaves the stack (it isn't countered: 701.5a) for its owner's hand (400.7), its mana spent;
    then Reprieve's controller draws a card (121.1)."""
    g = board(state=OPP_MAIN, p1={"battlefield": ["Plains"] * 2, "hand": ["Reprieve"], "library": ["Forest"]},
              p2={"battlefield": ["Mountain"] * 6, "hand": ["Hill Giant"], "library": LIB})
    act(g, "p2: cast Hill Giant", "p2: pass", "p1: cast Reprieve -> Hill Giant", "resolve")
    assert names(g, "p2", "hand") == ["Hill Giant"] and not g.snapshot()["stack"]
    assert names(g, "p1", "hand") == ["Forest"] and names(g, "p2", "graveyard") == []
    assert sum(1 for x in perm_list(g, "p2") if x["tapped"]) == 4  # the mana stays spent
    assert g.log and not any(e.kind == "counter" for e in g.log)


def perm_list(g, p):
    return g.snapshot()["players"][p]["battlefield"]


def test_stern_scolding_counters_only_small_creature_spells():
    """A creature spell with power or toughness 2 or less (3/1 Gollum: toughness 1) is a target; a 3/3 creature
    spell and a noncreature spell are not (115.1, 112.1a); 701.5a: countered, to its owner's graveyard."""
    g = board(state=OPP_MAIN, p1={"battlefield": ["Island"], "hand": ["Stern Scolding"], "library": LIB},
              p2={"battlefield": ["Mountain"] * 6, "hand": ["Hill Giant"], "library": LIB})
    act(g, "p2: cast Hill Giant", "p2: pass")
    assert not any(t.startswith("cast Stern") for t in legal(g))
    g = board(state=OPP_MAIN, p1={"battlefield": ["Island"], "hand": ["Stern Scolding"], "library": LIB},
              p2={"battlefield": ["Swamp"] * 6, "hand": ["Gollum, Patient Plotter"], "library": LIB})
    act(g, "p2: cast Gollum, Patient Plotter", "p2: pass")
    assert "cast Stern Scolding -> Gollum, Patient Plotter" in legal(g)
    act(g, "p1: cast Stern Scolding -> Gollum, Patient Plotter", "resolve")
    assert names(g, "p2", "graveyard") == ["Gollum, Patient Plotter"] and "Gollum, Patient Plotter" not in \
        bf_names(g, "p2")
    g = board(state=OPP_MAIN, p1={"battlefield": ["Island"], "hand": ["Stern Scolding"], "library": LIB},
              p2={"battlefield": ["Swamp"] * 6, "hand": ["Sam's Desperate Rescue"], "graveyard": ["Hill Giant"],
                  "library": LIB})
    act(g, "p2: cast Sam's Desperate Rescue -> Hill Giant", "p2: pass")
    assert not any(t.startswith("cast Stern") for t in legal(g))


def test_sarumans_trickery_counters_any_spell_and_amasses_one():
    """701.5a: counter target spell; then amass Orcs 1 (701.47a)."""
    g = board(state=OPP_MAIN, p1={"battlefield": ["Island"] * 3, "hand": ["Saruman's Trickery"], "library": LIB},
              p2={"battlefield": ["Swamp"] * 6, "hand": ["Sam's Desperate Rescue"], "graveyard": ["Hill Giant"],
                  "library": LIB})
    act(g, "p2: cast Sam's Desperate Rescue -> Hill Giant", "p2: pass",
        "p1: cast Saruman's Trickery -> Sam's Desperate Rescue", "resolve")
    assert names(g, "p2", "graveyard") == ["Hill Giant", "Sam's Desperate Rescue"]
    assert pt(g, "Orc Army") == (1, 1) and pl(g, "p2")["ring"] == 0


def test_glorious_gale_counters_a_creature_spell_and_tempts_only_for_a_legendary_one():
    """701.5a: counter target creature spell (a noncreature spell isn't a target, 115.1); 608.2h: whether it
    was legendary is read as it last existed on the stack, after it is countered: then the Ring tempts you."""
    g = board(state=OPP_MAIN, p1={"battlefield": ["Island"] * 2 + ["Grizzly Bears"], "hand": ["Glorious Gale"],
                                  "library": LIB},
              p2={"battlefield": ["Swamp"] * 6, "hand": ["Gollum, Patient Plotter"], "library": LIB})
    act(g, "p2: cast Gollum, Patient Plotter", "p2: pass", "p1: cast Glorious Gale -> Gollum, Patient Plotter",
        "resolve")
    assert names(g, "p2", "graveyard") == ["Gollum, Patient Plotter"]
    assert pl(g)["ring"] == 1 and pl(g, "p2")["ring"] == 0
    g = board(state=OPP_MAIN, p1={"battlefield": ["Island"] * 2, "hand": ["Glorious Gale"], "library": LIB},
              p2={"battlefield": ["Mountain"] * 6, "hand": ["Hill Giant"], "library": LIB})
    act(g, "p2: cast Hill Giant", "p2: pass", "p1: cast Glorious Gale -> Hill Giant", "resolve")
    assert names(g, "p2", "graveyard") == ["Hill Giant"] and pl(g)["ring"] == 0
    g = board(state=OPP_MAIN, p1={"battlefield": ["Island"] * 2, "hand": ["Glorious Gale"], "library": LIB},
              p2={"battlefield": ["Swamp"] * 6, "hand": ["Sam's Desperate Rescue"], "graveyard": ["Hill Giant"],
                  "library": LIB})
    act(g, "p2: cast Sam's Desperate Rescue -> Hill Giant", "p2: pass")
    assert not any(t.startswith("cast Glorious") for t in legal(g))


# ====================================================================== a card from your hand to the bottom
def test_errand_rider_draws_then_puts_a_chosen_card_on_the_bottom_without_a_legendary_creature():
    """603.2: as it enters it draws a card; then, with no legendary creature, its controller chooses a card of
    their hand (SCENARIOS 1.1: the decision is theirs, only they see it) for the bottom of their library
    (401.2: the other player learns only that a card went there)."""
    from mtg_tui.engine.events import events_seen_by

    g = board(state=MAIN, p1={"battlefield": ["Plains"] * 3, "hand": ["Errand-Rider of Gondor", "Hill Giant"],
                              "library": ["Forest", "Island"]}, p2={"library": LIB})
    act(g, "p1: cast Errand-Rider of Gondor", "resolve", "resolve")
    assert names(g, "p1", "hand") == ["Hill Giant", "Forest"]
    assert sorted(legal(g)) == ["choose Forest", "choose Hill Giant"]
    seen = g.view("p2")
    assert seen["legal"] == [] and "Hill Giant" not in str(seen["pending"])
    act(g, "p1: choose Hill Giant")
    assert names(g, "p1", "hand") == ["Forest"]
    assert [g.name(c) for c in g.players["p1"].library] == ["Island", "Hill Giant"]
    theirs = [e.msg for e in events_seen_by(g.log, "p2")]
    assert not any("Hill Giant" in m for m in theirs) and any(m.startswith("A card") for m in theirs)


def test_errand_rider_keeps_the_card_with_a_legendary_creature():
    """The condition is checked as the effect resolves (608.2c): with Gollum, nothing goes to the bottom."""
    g = board(state=MAIN, p1={"battlefield": ["Plains"] * 3 + ["Gollum, Patient Plotter"],
                              "hand": ["Errand-Rider of Gondor", "Hill Giant"], "library": ["Forest", "Island"]},
              p2={"library": LIB})
    act(g, "p1: cast Errand-Rider of Gondor", "resolve", "resolve")
    assert sorted(names(g, "p1", "hand")) == ["Forest", "Hill Giant"] and not g.snapshot()["stack"]
    assert [g.name(c) for c in g.players["p1"].library] == ["Island"]


def test_the_bot_puts_its_least_useful_card_on_the_bottom_for_errand_rider():
    """The normal bot answers the choice: with lands enough in play, a spare land goes."""
    g = board(state=MAIN, p1={"battlefield": ["Plains"] * 5, "hand": ["Errand-Rider of Gondor", "Hill Giant"],
                              "library": ["Forest", "Island"]}, p2={"library": LIB})
    act(g, "p1: cast Errand-Rider of Gondor", "resolve", "resolve")
    assert _bot_choice(g) == "choose Forest"


# ====================================================================== each player sacrifices, then return
def test_rise_of_the_witch_king_each_player_sacrifices_then_you_may_return_another_permanent():
    """701.17a, 101.4: each player chooses a creature of theirs (APNAP order), then both are sacrificed; having
    sacrificed one, you may return another permanent card (not the one sacrificed) from your graveyard."""
    g = board(state=MAIN, p1={"battlefield": ["Swamp", "Swamp", "Forest", "Forest", "Grizzly Bears", "Hill Giant"],
                              "hand": ["Rise of the Witch-king"], "graveyard": ["Gollum, Patient Plotter",
                                                                                "Gollum's Bite"],
                              "library": LIB},
              p2={"battlefield": ["Troll of Khazad-dûm", "Grizzly Bears"], "library": LIB})
    act(g, "p1: cast Rise of the Witch-king", "resolve")
    assert g.decider == "p1" and sorted(legal(g)) == ["choose Grizzly Bears", "choose Hill Giant"]
    act(g, "p1: choose Grizzly Bears")
    assert g.decider == "p2" and sorted(legal(g)) == ["choose Grizzly Bears", "choose Troll of Khazad-dûm"]
    act(g, "p2: choose Grizzly Bears")
    # Gollum's Bite is no permanent card; the sacrificed Grizzly Bears is not "another" card
    assert sorted(legal(g)) == ["choose Gollum, Patient Plotter", "done"]
    act(g, "p1: choose Gollum, Patient Plotter")
    assert sorted(bf_names(g, "p1")) == sorted(["Swamp", "Swamp", "Forest", "Forest", "Hill Giant",
                                                "Gollum, Patient Plotter"])
    assert bf_names(g, "p2") == ["Troll of Khazad-dûm"]
    assert sorted(names(g, "p1", "graveyard")) == ["Gollum's Bite", "Grizzly Bears", "Rise of the Witch-king"]


def test_rise_of_the_witch_king_returns_nothing_when_you_sacrificed_nothing():
    """With no creature of yours, only the opponent sacrifices (their only creature: a forced choice), and
    'if you sacrificed a creature this way' doesn't hold (608.2c)."""
    g = board(state=MAIN, p1={"battlefield": ["Swamp", "Swamp", "Forest", "Forest"],
                              "hand": ["Rise of the Witch-king"], "graveyard": ["Hill Giant"], "library": LIB},
              p2={"battlefield": ["Troll of Khazad-dûm"], "library": LIB})
    act(g, "p1: cast Rise of the Witch-king", "resolve")
    assert bf_names(g, "p2") == [] and names(g, "p1", "graveyard") == ["Hill Giant", "Rise of the Witch-king"]
    assert not g.snapshot()["stack"] and not any(t.startswith("choose") for t in legal(g))


def test_the_bot_casts_rise_of_the_witch_king_only_when_it_loses_less():
    """The edict hint: the opponent must have a creature, and the bot's smallest must be worth no more than
    theirs; it gives up its smallest creature and returns its best card."""
    p1 = {"battlefield": ["Swamp", "Swamp", "Forest", "Forest", {"token": "Orc Army", "counters": {"+1/+1": 1}},
                          "Hill Giant"], "hand": ["Rise of the Witch-king"],
          "graveyard": ["Troll of Khazad-dûm", "Grizzly Bears"], "library": LIB}
    g = board(state=MAIN, p1=p1, p2={"battlefield": ["Hill Giant"], "library": LIB})
    assert _bot_choice(g) == "cast Rise of the Witch-king"
    act(g, "p1: cast Rise of the Witch-king", "resolve")
    assert _bot_choice(g) == "choose Orc Army"
    act(g, "p1: choose Orc Army")
    assert _bot_choice(g) == "choose Troll of Khazad-dûm"
    g = board(state=MAIN, p1=p1, p2={"library": LIB})
    assert _bot_choice(g) != "cast Rise of the Witch-king"


def test_the_bot_returns_the_opponents_spell_not_its_own_with_reprieve():
    """Reprieve aims at the opponent's spell; with only its own on the stack it holds it."""
    g = board(state=OPP_MAIN, p1={"battlefield": ["Plains"] * 2, "hand": ["Reprieve"], "library": LIB},
              p2={"battlefield": ["Mountain"] * 6, "hand": ["Hill Giant"], "library": LIB})
    act(g, "p2: cast Hill Giant", "p2: pass")
    assert _bot_choice(g) == "cast Reprieve -> Hill Giant"
    g = board(state=MAIN, p1={"battlefield": ["Plains"] * 2 + ["Mountain"] * 4, "hand": ["Reprieve", "Hill Giant"],
                              "library": LIB},
              p2={"library": LIB})
    act(g, "p1: cast Hill Giant")
    assert _bot_choice(g) == "pass"


def test_the_bot_casts_gollums_bite_as_removal_on_what_it_kills():
    """-2/-2 is removal, not a trick (the pump word's hint for this use): at a 2/2, not at a 3/3 it can't kill."""
    g = board(state=MAIN, p1={"battlefield": ["Swamp"], "hand": ["Gollum's Bite"], "library": LIB},
              p2={"battlefield": ["Grizzly Bears", "Hill Giant"], "library": LIB})
    assert _bot_choice(g) == "cast Gollum's Bite -> Grizzly Bears"
    g = board(state=MAIN, p1={"battlefield": ["Swamp"], "hand": ["Gollum's Bite"], "library": LIB},
              p2={"battlefield": ["Hill Giant"], "library": LIB})
    assert _bot_choice(g) == "pass"


# ====================================================================== saves and replays
DECK = (["Swamp"] * 5 + ["Island"] * 5 + ["Plains"] * 3 + ["Forest"] * 2 + ["Gollum's Bite"] * 3
        + ["Gollum, Patient Plotter"] * 2 + ["Haunt of the Dead Marshes"] * 2 + ["Sam's Desperate Rescue"] * 2
        + ["Revive the Shire", "Lost to Legend", "Saruman's Trickery", "Rise of the Witch-king"]
        + ["Treason of Isengard"] * 2 + ["Isolation at Orthanc"] * 2 + ["Reprieve"] * 2 + ["Stern Scolding"] * 2
        + ["Glorious Gale"] * 2 + ["Errand-Rider of Gondor"] * 2)


def test_a_game_with_the_new_decisions_replays_from_its_action_texts():
    """A game is its seed plus its action texts (saves and replays): the graveyard activations and the new
    choices replay to the same game."""
    from mtg_tui.ai.base import PlayerView, make_agent
    from mtg_tui.decks import load_deck
    from mtg_tui.engine.game import Game

    assert len(DECK) == 40
    for seed in range(8):
        g = Game(seed=seed)
        g.setup_decks(DECK, load_deck("mordor").main)
        g.start()
        bots = {"p1": make_agent("normal", 1), "p2": make_agent("normal", 2)}
        texts = []
        for _ in range(1500):
            if g.over:
                break
            a = bots[g.decider].choose(PlayerView(g, g.decider), g.legal_actions())
            texts.append(a.text)
            g.apply(a)
        if any(t.startswith("activate Gollum") or t.startswith("activate Haunt") for t in texts):
            break
    else:
        pytest.fail("no game activated a graveyard ability")
    h = Game(seed=seed)
    h.setup_decks(DECK, load_deck("mordor").main)
    h.start()
    for t in texts:
        h.do(t)
    assert h.snapshot() == g.snapshot()


def test_the_tutorial_says_why_a_graveyard_ability_cant_be_activated():
    """The explainer's one line: on the battlefield Gollum's ability doesn't work (113.6); Haunt's needs a
    legendary creature (602.5b); Gollum's Bite's waits for your main phase (602.5d)."""
    from mtg_tui.tutorial.explain import explain_illegal

    g = board(state=MAIN, p1={"battlefield": ["Swamp"] * 3 + ["Gollum, Patient Plotter", "Grizzly Bears"],
                              "graveyard": ["Haunt of the Dead Marshes"], "library": LIB})
    assert "only while the card is in your graveyard (113.6)" in explain_illegal(g, "activate Gollum, Patient "
                                                                                    "Plotter", "p1")
    g = board(state=MAIN, p1={"battlefield": ["Swamp"] * 3 + ["Grizzly Bears"],
                              "graveyard": ["Haunt of the Dead Marshes"], "library": LIB})
    assert "only if you control a legendary creature" in explain_illegal(g, "activate Haunt of the Dead Marshes",
                                                                         "p1")
    g = board(state=OPP_MAIN, p1={"battlefield": ["Swamp"] * 4, "graveyard": ["Gollum's Bite"], "library": LIB},
              p2={"library": LIB})
    act(g, "p2: pass")
    assert "(602.5d)" in explain_illegal(g, "activate Gollum's Bite", "p1")
