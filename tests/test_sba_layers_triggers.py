"""State-based actions (704), continuous effects in layers (611, 613) and triggered abilities (603)."""

from __future__ import annotations

from rules_helpers import act, bf_names, board, legal, names, perm, xboard

MAIN = {"turn": 3, "active": "p1", "step": "main1"}


# ---------------------------------------------------------------------- state-based actions (704)
def test_player_at_zero_life_loses():
    """704.5a / 104.3b: a player with 0 or less life loses the game."""
    g = board(MAIN, p1={"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]}, p2={"life": 3})
    act(g, "p1: cast Lightning Bolt -> p2", "resolve")
    s = g.snapshot()
    assert s["over"] and s["winner"] == "p1" and s["decider"] is None and s["legal"] == []
    assert s["players"]["p2"]["life"] == 0
    assert any(e.rule == "704.5a" for e in g.log)


def test_negative_life_also_loses():
    """704.5a: 'or less'."""
    g = board(MAIN, p1={"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]}, p2={"life": 1})
    act(g, "p1: cast Lightning Bolt -> p2", "resolve")
    assert g.winner == "p1" and g.players["p2"].life == -2


def test_drawing_from_an_empty_library_loses_at_the_next_check():
    """704.5b / 121.4: a player who attempted to draw from an empty library loses when SBAs are checked."""
    g = board({"turn": 2, "active": "p2", "step": "upkeep"}, p1={"library": ["Forest"]})
    assert not g.over
    act(g, "advance to draw")
    assert g.over and g.winner == "p1"
    assert any(e.rule == "704.5b" for e in g.log)


def test_empty_library_is_fine_until_a_draw():
    """704.5b: only an attempted draw matters, not an empty library."""
    g = board(MAIN, p1={"library": []}, p2={"library": []})
    act(g, "advance to end")
    assert not g.over


def test_both_players_losing_at_once_is_a_draw():
    """104.4a: if all players lose simultaneously, the game is a draw."""
    g = board({"turn": 3, "active": "p1", "step": "main1"}, p1={"life": 0}, p2={"life": 0})
    assert g.over and g.winner == "draw" and g.decider is None


def test_conceding_loses_the_game():
    """104.3a: a player can concede at any time; the decider concedes with the action text 'concede'."""
    g = board(MAIN)
    g.do("concede")
    assert g.over and g.winner == "p2"
    g = board(MAIN)
    g.concede("p2")
    assert g.over and g.winner == "p1"


def test_creature_with_zero_toughness_dies():
    """704.5f: a creature with toughness 0 or less is put into its owner's graveyard."""
    g = board(MAIN, p1={"battlefield": [{"card": "Llanowar Elves", "counters": {"-1/-1": 1}}, "Grizzly Bears"]})
    assert names(g, "p1", "graveyard") == ["Llanowar Elves"] and bf_names(g, "p1") == ["Grizzly Bears"]
    assert any(e.rule == "704.5f" for e in g.log)


def test_zero_toughness_kills_even_an_indestructible_creature():
    """704.5f / 702.12b: indestructible doesn't stop toughness-0 deaths (not destruction)."""
    g = board(MAIN, p1={"battlefield": [{"card": "Llanowar Elves", "id": "e"}], "hand": []})
    g.add_effect("6", ["e"], {"keywords": ("indestructible",)}, "eot", "p1")
    g.add_effect("7c", ["e"], {"pt": (-1, -1)}, "eot", "p1")
    g.do("pass")  # any action lets SBAs run
    assert names(g, "p1", "graveyard") == ["Llanowar Elves"]


def test_lethal_damage_destroys_a_creature():
    """704.5g: a creature with damage at least its toughness is destroyed."""
    g = board(MAIN, p1={"battlefield": [{"card": "Hill Giant", "damage": 3}, {"card": "Grizzly Bears", "damage": 1}]})
    assert names(g, "p1", "graveyard") == ["Hill Giant"]
    assert perm(g, "Grizzly Bears")["damage"] == 1


def test_deathtouch_damage_destroys_any_creature():
    """704.5h: a creature dealt damage by a deathtouch source since the last check is destroyed."""
    g = board(MAIN, p1={"battlefield": ["Typhoid Rats"]}, p2={"battlefield": ["Colossal Dreadmaw"]},
              actions=["advance to declare_attackers", "p1: attack Typhoid Rats", "advance to declare_blockers",
                       "p2: block Typhoid Rats with Colossal Dreadmaw", "advance to main2"])
    assert names(g, "p2", "graveyard") == ["Colossal Dreadmaw"]
    assert names(g, "p1", "graveyard") == ["Typhoid Rats"]


def test_counters_annihilate():
    """704.5q: +1/+1 and -1/-1 counters on one permanent are removed in pairs."""
    g = board(MAIN, p1={"battlefield": [{"card": "Grizzly Bears", "id": "bear", "counters": {"+1/+1": 2, "-1/-1": 1}}]})
    assert perm(g, "bear")["counters"] == {"+1/+1": 1}
    assert perm(g, "bear")["power"] == 3
    g = board(MAIN, p1={"battlefield": [{"card": "Grizzly Bears", "id": "bear", "counters": {"+1/+1": 1, "-1/-1": 1}}]})
    assert perm(g, "bear")["counters"] == {} and perm(g, "bear")["power"] == 2


def test_sbas_are_performed_before_anyone_gets_priority():
    """704.3 / 117.5: SBAs are checked whenever a player would receive priority: a Hill Giant made 6/6 by Giant
    Growth survives one Bolt, and dies to a second one the same turn before anybody can respond."""
    g = board(MAIN, p1={"battlefield": ["Mountain", "Mountain"], "hand": ["Lightning Bolt", "Lightning Bolt"]},
              p2={"battlefield": [{"card": "Hill Giant", "id": "giant"}, "Forest"], "hand": ["Giant Growth"]})
    act(g, "p1: cast Lightning Bolt -> Hill Giant", "p1: pass", "p2: cast Giant Growth -> Hill Giant", "resolve",
        "resolve")
    assert perm(g, "giant")["damage"] == 3 and perm(g, "giant")["toughness"] == 6
    act(g, "advance to end", "p1: cast Lightning Bolt -> Hill Giant", "resolve")
    assert g.pending.kind == "priority" and g.decider == "p1"
    assert perm(g, "giant") is None and names(g, "p2", "graveyard") == ["Giant Growth", "Hill Giant"]


def test_damage_and_until_end_of_turn_effects_end_together_in_cleanup():
    """514.2: damage is removed and 'until end of turn' effects end simultaneously, so a 5/5 Giant-Grown Bears
    with 4 damage doesn't die when Giant Growth ends."""
    g = board({"turn": 3, "active": "p1", "step": "main2"},
              p1={"battlefield": ["Forest", {"card": "Grizzly Bears", "id": "bear", "damage": 1}],
                  "hand": ["Giant Growth"], "library": ["Island"]}, p2={"library": ["Swamp"]})
    act(g, "p1: cast Giant Growth -> Grizzly Bears", "resolve")
    g.objects["bear"].damage = 4  # 4 damage on a 5/5
    act(g, "advance to turn 4 upkeep")
    assert perm(g, "bear") is not None and perm(g, "bear")["damage"] == 0


# ---------------------------------------------------------------------- continuous effects (611, 613)
def test_anthem_giant_growth_and_counters_add_up_in_layer_7c():
    """613.4c: Glorious Anthem (+1/+1), Giant Growth (+3/+3) and a +1/+1 counter: a 2/2 becomes 7/7."""
    g = board(MAIN, p1={"battlefield": ["Forest", "Glorious Anthem",
                                        {"card": "Grizzly Bears", "id": "bear", "counters": {"+1/+1": 1}}],
                        "hand": ["Giant Growth"]})
    assert perm(g, "bear")["power"] == 4
    act(g, "p1: cast Giant Growth -> Grizzly Bears", "resolve")
    assert (perm(g, "bear")["power"], perm(g, "bear")["toughness"]) == (7, 7)


def test_anthem_affects_only_its_controllers_creatures_and_new_ones_too():
    """611.3a: a static ability's effect applies to whatever matches at each moment, including creatures that
    enter later; 'creatures you control' excludes the opponent's."""
    g = board(MAIN, p1={"battlefield": ["Glorious Anthem", "Forest", "Forest"], "hand": ["Grizzly Bears"]},
              p2={"battlefield": [{"card": "Grizzly Bears", "id": "theirs"}]})
    act(g, "p1: cast Grizzly Bears", "resolve")
    assert perm(g, "Grizzly Bears")["controller"] == "p1" and perm(g, "Grizzly Bears")["power"] == 3
    assert perm(g, "theirs")["power"] == 2


def test_anthem_stops_when_it_leaves():
    """611.3b: a static ability's effect stops when its source leaves the battlefield."""
    g = board(MAIN, p1={"battlefield": [{"card": "Grizzly Bears", "id": "bear"}, {"card": "Glorious Anthem",
                                                                                   "id": "anthem"}]})
    assert perm(g, "bear")["power"] == 3
    g.move("anthem", "graveyard")
    g.dirty()
    assert perm(g, "bear")["power"] == 2


def test_boartusk_liege_gives_both_bonuses_to_a_red_green_creature():
    """613.4c / Boartusk Liege: 'other red' and 'other green' are two bonuses; a red-green creature gets both."""
    g = board(MAIN, p1={"battlefield": [{"card": "Boartusk Liege", "id": "liege"},
                                        {"card": "Boartusk Liege", "id": "liege2"},
                                        {"card": "Raging Goblin", "id": "gob"}, {"card": "Grizzly Bears", "id": "bear"},
                                        {"card": "Serra Angel", "id": "angel"}]},
              p2={"battlefield": [{"card": "Hill Giant", "id": "theirs"}]})
    assert (perm(g, "liege")["power"], perm(g, "liege")["toughness"]) == (5, 6)
    assert perm(g, "gob")["power"] == 3 and perm(g, "bear")["power"] == 4
    assert perm(g, "angel")["power"] == 4 and perm(g, "theirs")["power"] == 3


def test_boartusk_liege_does_not_pump_itself():
    """'Other' creatures: a lone Liege stays 3/4."""
    g = board(MAIN, p1={"battlefield": [{"card": "Boartusk Liege", "id": "liege"}]})
    assert (perm(g, "liege")["power"], perm(g, "liege")["toughness"]) == (3, 4)


def test_until_end_of_turn_effects_end_in_cleanup():
    """514.2: Giant Growth's +3/+3 ends in the cleanup step."""
    g = board({"turn": 3, "active": "p1", "step": "main2"}, p1={"battlefield": ["Forest", {"card": "Grizzly Bears",
                                                                                             "id": "bear"}],
                                                             "hand": ["Giant Growth"], "library": ["Island"]},
              p2={"library": ["Swamp"]})
    act(g, "p1: cast Giant Growth -> Grizzly Bears", "resolve")
    assert perm(g, "bear")["power"] == 5
    act(g, "advance to end")
    assert perm(g, "bear")["power"] == 5
    act(g, "advance to turn 4 upkeep")
    assert perm(g, "bear")["power"] == 2


# ---------------------------------------------------------------------- triggered abilities (603)
def test_triggers_go_on_the_stack_in_apnap_order():
    """603.3b: the active player puts their triggers on the stack first, then the other player; so the
    non-active player's trigger is on top and resolves first."""
    g = xboard({"turn": 3, "active": "p1", "step": "untap"},
               p1={"battlefield": ["Test Herald"], "library": ["Forest"]},
               p2={"battlefield": ["Test Herald"], "library": ["Swamp"]})
    s = g.snapshot()
    assert s["step"] == "upkeep" and s["decider"] == "p1"
    assert [(x["name"], x["controller"], x["kind"]) for x in s["stack"]] == [
        ("Test Herald", "p2", "ability"), ("Test Herald", "p1", "ability")]
    act(g, "resolve")
    assert (g.players["p1"].life, g.players["p2"].life) == (20, 21)
    act(g, "resolve")
    assert (g.players["p1"].life, g.players["p2"].life) == (21, 21)


def test_trigger_target_is_chosen_as_it_goes_on_the_stack():
    """603.3d: a triggered ability's targets are chosen when it's put on the stack ('choose <target>')."""
    g = xboard(MAIN, p1={"battlefield": ["Mountain"], "hand": ["Test Sniper"]},
               p2={"battlefield": [{"card": "Llanowar Elves", "id": "elf"}]})
    act(g, "p1: cast Test Sniper", "resolve")
    assert g.pending.kind == "choice" and g.decider == "p1"
    assert set(legal(g)) == {"choose p1", "choose p2", "choose Test Sniper", "choose Llanowar Elves"}
    g.do("choose Llanowar Elves")
    assert g.snapshot()["stack"][0]["targets"] == ["elf"]
    act(g, "resolve")
    assert names(g, "p2", "graveyard") == ["Llanowar Elves"]


def test_trigger_resolves_even_after_its_source_left():
    """113.7a: an ability on the stack exists independently of its source."""
    g = xboard(MAIN, p1={"battlefield": ["Mountain", "Mountain"], "hand": ["Test Sniper", "Lightning Bolt"]})
    act(g, "p1: cast Test Sniper", "resolve", "p1: choose p2", "p1: cast Lightning Bolt -> Test Sniper", "resolve")
    assert names(g, "p1", "graveyard") == ["Lightning Bolt", "Test Sniper"]  # 608.2n, then 704.5g
    act(g, "resolve")
    assert g.players["p2"].life == 19


# ---------------------------------------------------------------------- layer 7a, leaves and blocks triggers
def test_characteristic_defining_ability_sets_power_and_toughness_in_layer_7a():
    """613.4a: a CDA sets P/T first in layer 7; counters (7c) then modify it."""
    from tests.rules_helpers import xboard
    g = xboard(state={"step": "main1"},
               p1={"hand": ["Forest", "Forest", "Forest"],
                   "battlefield": [{"card": "Test Maro", "id": "maro", "counters": {"+1/+1": 1}}]})
    p = perm(g, "maro")
    assert (p["power"], p["toughness"]) == (4, 4)
    g.do("play Forest")  # one card fewer in hand: the CDA follows the count
    p = perm(g, "maro")
    assert (p["power"], p["toughness"]) == (3, 3)


def test_blocks_trigger_and_leaves_the_battlefield_trigger():
    """603.2: 'whenever this blocks' triggers as it is declared a blocker; 603.6c/603.10a: a
    leaves-the-battlefield ability looks back in time and triggers as the permanent leaves."""
    from tests.rules_helpers import xboard
    g = xboard(state={"step": "main1", "active": "p2"},
               p1={"library": ["Forest", "Plains"], "battlefield": [{"card": "Test Sentry", "id": "s"}]},
               p2={"battlefield": [{"card": "Hill Giant", "id": "hg"}, "Mountain"], "hand": ["Lightning Bolt"]},
               actions=["advance to declare_attackers", "p2: attack Hill Giant",
                        "advance to declare_blockers", "p1: block Hill Giant with Test Sentry"])
    # the block trigger is on the stack: resolving it gains 2 life
    act(g, "resolve")
    assert g.snapshot()["players"]["p1"]["life"] == 22
    # then a Bolt finishes the damaged Sentry: it leaves and its controller draws
    act(g, "advance to combat_damage")
    hand_before = len(g.snapshot()["players"]["p1"]["hand"])
    act(g, "advance to end_of_combat", "p2: cast Lightning Bolt -> s", "resolve")
    assert perm(g, "s") is None
    act(g, "resolve")
    assert len(g.snapshot()["players"]["p1"]["hand"]) == hand_before + 1
