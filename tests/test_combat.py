"""Combat (506-511) and the combat keywords (702), one test per rule clause."""

from __future__ import annotations

from rules_helpers import act, bf_names, board, divide_usually, legal, names, perm

MAIN = {"turn": 3, "active": "p1", "step": "main1"}
TO_ATTACK = "advance to declare_attackers"
TO_BLOCK = "advance to declare_blockers"


def attack_board(p1_bf, p2_bf, attacks, p1_extra=None, p2_extra=None):
    g = board(MAIN, p1={"battlefield": p1_bf, **(p1_extra or {})}, p2={"battlefield": p2_bf, **(p2_extra or {})},
              actions=[TO_ATTACK])
    for a in attacks:
        act(g, f"p1: {a}")
    if g.pending is not None and g.pending.kind == "attack":
        act(g, "p1: done")
    return g


# ---------------------------------------------------------------------- declaring attackers (508)
def test_attacking_taps_the_attacker_and_damages_the_player():
    """508.1f / 510.1b: attacking taps the creature; unblocked, it deals damage to the player it attacks."""
    g = attack_board([{"card": "Grizzly Bears", "id": "bear"}], [], ["attack Grizzly Bears"])
    bear = perm(g, "bear")
    assert bear["tapped"] and bear["attacking"]
    act(g, "advance to main2")
    assert g.players["p2"].life == 18
    assert not perm(g, "bear")["attacking"]  # 511.3: no longer attacking after combat


def test_a_creature_can_attack_a_planeswalker_and_its_damage_removes_loyalty():
    """508.1b / 120.3c / 704.5i: attack a planeswalker; its combat damage removes loyalty counters."""
    g = board(MAIN, p1={"battlefield": ["Hill Giant"]},
              p2={"battlefield": [{"card": "Garruk Wildspeaker", "id": "gw"}]}, actions=[TO_ATTACK])
    assert legal(g) == ["attack Hill Giant", "attack Hill Giant -> Garruk Wildspeaker", "done"]
    act(g, "p1: attack Hill Giant -> Garruk Wildspeaker", "advance to main2")
    assert g.players["p2"].life == 20
    assert names(g, "p2", "graveyard") == ["Garruk Wildspeaker"]


def test_planeswalker_damage_leaves_remaining_loyalty():
    """120.3c: 2 damage to a planeswalker with 3 loyalty leaves 1."""
    g = board(MAIN, p1={"battlefield": ["Grizzly Bears"]},
              p2={"battlefield": [{"card": "Garruk Wildspeaker", "id": "gw"}]},
              actions=[TO_ATTACK, "p1: attack Grizzly Bears -> Garruk Wildspeaker", "advance to main2"])
    assert perm(g, "gw")["loyalty"] == 1 and g.players["p2"].life == 20


def test_summoning_sick_creature_cannot_attack():
    """302.6: a creature can't attack unless its controller has controlled it continuously since their most
    recent turn began."""
    g = board(MAIN, p1={"battlefield": [{"card": "Grizzly Bears", "sick": True}, "Hill Giant"]}, actions=[TO_ATTACK])
    assert legal(g) == ["attack Hill Giant", "done"]


def test_haste_lets_a_new_creature_attack():
    """702.10b: haste lets a creature attack (and use {T} abilities) despite summoning sickness."""
    g = board(MAIN, p1={"battlefield": ["Mountain"], "hand": ["Raging Goblin"]})
    act(g, "p1: cast Raging Goblin", "resolve")
    assert perm(g, "Raging Goblin")["sick"] is True
    act(g, TO_ATTACK)
    assert legal(g) == ["attack Raging Goblin", "done"]


def test_summoning_sickness_wears_off_at_the_controllers_next_turn():
    """302.6: by the controller's next turn the creature has been under their control continuously."""
    g = board(MAIN, p1={"battlefield": [{"card": "Grizzly Bears", "id": "bear", "sick": True}],
                        "library": ["Forest"]}, p2={"library": ["Swamp"]})
    act(g, "advance to turn 4 main1")
    assert perm(g, "bear")["sick"] is True  # still sick during the opponent's turn (it matters only for p1)
    act(g, "advance to turn 5 main1")
    assert perm(g, "bear")["sick"] is False


def test_summoning_sick_mana_creature_cannot_tap_for_mana():
    """302.6: Llanowar Elves' {T} mana ability can't be activated while it is summoning sick."""
    g = board(MAIN, p1={"battlefield": [{"card": "Llanowar Elves", "sick": True}], "hand": ["Giant Growth"]})
    assert legal(g) == ["pass"]
    g = board(MAIN, p1={"battlefield": ["Llanowar Elves"], "hand": ["Giant Growth"]})
    assert "tap Llanowar Elves" in legal(g) and "cast Giant Growth -> Llanowar Elves" in legal(g)


def test_vigilance_attacker_does_not_tap():
    """702.20b: attacking doesn't cause a creature with vigilance to tap."""
    g = attack_board([{"card": "Serra Angel", "id": "angel"}], [], ["attack Serra Angel"])
    assert perm(g, "angel")["attacking"] and not perm(g, "angel")["tapped"]


def test_defender_cannot_attack():
    """702.3b: a creature with defender can't attack."""
    g = board(MAIN, p1={"battlefield": [{"card": "Hill Giant", "id": "giant"}, "Grizzly Bears"]})
    g.add_effect("6", ["giant"], {"keywords": ("defender",)}, "eot", "p1")
    act(g, TO_ATTACK)
    assert legal(g) == ["attack Grizzly Bears", "done"]


def test_tapped_creature_cannot_attack_and_no_attackers_means_no_decision():
    """508.1a: only untapped creatures can attack; with no possible attacker the declaration is taken by itself."""
    g = board(MAIN, p1={"battlefield": [{"card": "Grizzly Bears", "tapped": True}]}, actions=[TO_ATTACK])
    assert g.pending.kind == "priority" and g.step == "declare_attackers"
    assert any(e.kind == "choice" and e.data.get("forced") for e in g.log)


# ---------------------------------------------------------------------- declaring blockers (509)
def test_a_blocked_creature_deals_damage_to_the_blocker_and_not_the_player():
    """510.1c-d: a blocked creature assigns its damage to the blocker; the blocker damages the attacker."""
    g = attack_board([{"card": "Hill Giant", "id": "giant"}], [{"card": "Grizzly Bears", "id": "bear"}],
                     ["attack Hill Giant"])
    act(g, TO_BLOCK, "p2: block Hill Giant with Grizzly Bears", "advance to main2")
    assert g.players["p2"].life == 20
    assert names(g, "p2", "graveyard") == ["Grizzly Bears"]
    assert perm(g, "giant")["damage"] == 2


def test_flying_can_be_blocked_only_by_flying_or_reach():
    """702.9b / 702.17b: a flyer can't be blocked except by creatures with flying or reach."""
    g = attack_board(["Wind Drake"], ["Grizzly Bears", "Giant Spider", "Serra Angel"], ["attack Wind Drake"])
    act(g, TO_BLOCK)
    assert legal(g) == ["block Wind Drake with Giant Spider", "block Wind Drake with Serra Angel", "done"]


def test_a_flyer_can_block_a_ground_creature():
    """702.9b restricts only what can block a flyer."""
    g = attack_board(["Grizzly Bears"], ["Wind Drake"], ["attack Grizzly Bears"])
    act(g, TO_BLOCK)
    assert "block Grizzly Bears with Wind Drake" in legal(g)


def test_menace_single_block_is_never_offered():
    """702.111b: a creature with menace can't be blocked except by two or more creatures; with one possible
    blocker the block is not offered at all (no dead ends), so the block decision is taken by itself."""
    g = attack_board(["Boggart Brute"], ["Grizzly Bears"], ["attack Boggart Brute"])
    act(g, TO_BLOCK)
    assert g.step == "declare_blockers" and g.pending.kind == "priority"
    assert not any(e.kind == "block" and e.data.get("blocker") for e in g.log)
    act(g, "advance to main2")
    assert g.players["p2"].life == 17


def test_menace_two_blockers_and_done_only_when_legal():
    """702.111b / 509.1b: with two possible blockers, one block is offered (it can be completed), and 'done' is
    offered only when the declaration as a whole is legal."""
    g = attack_board(["Boggart Brute"], ["Grizzly Bears", "Llanowar Elves"], ["attack Boggart Brute"])
    act(g, TO_BLOCK)
    assert legal(g) == ["block Boggart Brute with Grizzly Bears", "block Boggart Brute with Llanowar Elves", "done"]
    g.do("block Boggart Brute with Grizzly Bears")
    # the only way to finish is the second blocker: a forced decision, taken by the engine
    assert g.pending.kind == "priority"
    act(g, "advance to combat_damage", "p1: assign 2 to Grizzly Bears", "p1: assign 1 to Llanowar Elves",
        "advance to main2")
    assert names(g, "p1", "graveyard") == ["Boggart Brute"]
    assert g.players["p2"].life == 20


def test_menace_with_three_blockers_must_complete_the_pair():
    """702.111b / 509.1b: after a first blocker on a menace creature, 'done' is withheld until a second joins."""
    g = attack_board(["Boggart Brute"], ["Grizzly Bears", "Llanowar Elves", "Giant Spider"],
                     ["attack Boggart Brute"])
    act(g, TO_BLOCK, "p2: block Boggart Brute with Grizzly Bears")
    assert legal(g) == ["block Boggart Brute with Llanowar Elves", "block Boggart Brute with Giant Spider"]


def test_same_named_attackers_can_each_be_blocked():
    """509.1a: the defending player chooses which attacker each blocker blocks; attackers sharing a name are told
    apart by id, so blocking one Bears with each blocker is possible."""
    g = attack_board([{"card": "Grizzly Bears", "id": "b1"}, {"card": "Grizzly Bears", "id": "b2"}],
                     ["Hill Giant", "Giant Spider"], ["attack Grizzly Bears", "attack Grizzly Bears"])
    act(g, TO_BLOCK)
    assert legal(g) == ["block Grizzly Bears#b1 with Hill Giant", "block Grizzly Bears#b1 with Giant Spider",
                        "block Grizzly Bears#b2 with Hill Giant", "block Grizzly Bears#b2 with Giant Spider", "done"]
    act(g, "p2: block Grizzly Bears#b1 with Hill Giant", "p2: block Grizzly Bears#b2 with Giant Spider",
        "advance to main2")
    assert names(g, "p1", "graveyard") == ["Grizzly Bears", "Grizzly Bears"]
    assert g.players["p2"].life == 20 and bf_names(g, "p2") == ["Hill Giant", "Giant Spider"]


def test_blocked_and_unblocked_attackers_with_one_name_are_distinct_targets():
    """115.1 / 509.1h: after blocks, a blocked and an unblocked Bears are different objects to choose between."""
    g = attack_board([{"card": "Grizzly Bears", "id": "b1"}, {"card": "Grizzly Bears", "id": "b2"}],
                     ["Hill Giant"], ["attack Grizzly Bears", "attack Grizzly Bears"],
                     p1_extra={"hand": ["Giant Growth"], "battlefield": [{"card": "Grizzly Bears", "id": "b1"},
                                                                          {"card": "Grizzly Bears", "id": "b2"},
                                                                          "Forest"]})
    act(g, TO_BLOCK, "p2: block Grizzly Bears#b1 with Hill Giant")  # then 'done' is the only choice
    growth = [t for t in legal(g) if t.startswith("cast Giant Growth")]
    assert "cast Giant Growth -> Grizzly Bears#b1" in growth and "cast Giant Growth -> Grizzly Bears#b2" in growth


def test_pacifism_creature_cannot_be_declared_as_a_blocker():
    """Pacifism: the enchanted creature can't block, so it is never offered."""
    g = attack_board(["Grizzly Bears"], [{"card": "Hill Giant", "id": "giant"}, "Llanowar Elves",
                                         {"card": "Pacifism", "attached_to": "giant"}], ["attack Grizzly Bears"])
    act(g, TO_BLOCK)
    assert legal(g) == ["block Grizzly Bears with Llanowar Elves", "done"]


# ---------------------------------------------------------------------- combat damage (510)
def test_double_block_asks_the_attacker_to_divide_its_damage():
    """510.1c: a creature blocked by two creatures has its controller divide its damage among them as they
    choose, ``assign <n> to <blocker>`` until all is assigned (the 2025 rules have no damage assignment order)."""
    g = attack_board([{"card": "Hill Giant", "id": "giant"}],
                     [{"card": "Grizzly Bears", "id": "bear"}, {"card": "Giant Spider", "id": "spider"}],
                     ["attack Hill Giant"])
    act(g, TO_BLOCK, "p2: block Hill Giant with Grizzly Bears", "p2: block Hill Giant with Giant Spider",
        "advance to combat_damage")
    assert g.pending.kind == "choice" and g.decider == "p1"
    assert legal(g) == [f"assign {n} to {b}" for b in ("Grizzly Bears", "Giant Spider") for n in (1, 2, 3)]
    g.do("assign 2 to Grizzly Bears")
    assert legal(g) == ["assign 1 to Grizzly Bears", "assign 1 to Giant Spider"]
    g.do("assign 1 to Giant Spider")
    assert names(g, "p2", "graveyard") == ["Grizzly Bears"]
    assert perm(g, "spider")["damage"] == 1
    assert names(g, "p1", "graveyard") == ["Hill Giant"]  # 2 + 2 damage from the two blockers


def test_double_block_all_the_damage_on_the_spider():
    """510.1c: all 3 damage may go to the Spider (not lethal) and none to the Bears."""
    g = attack_board(["Hill Giant"], [{"card": "Grizzly Bears", "id": "bear"}, {"card": "Giant Spider", "id": "spider"}],
                     ["attack Hill Giant"])
    act(g, TO_BLOCK, "p2: block Hill Giant with Grizzly Bears", "p2: block Hill Giant with Giant Spider",
        "advance to combat_damage", "p1: assign 3 to Giant Spider")
    assert perm(g, "spider")["damage"] == 3 and perm(g, "bear")["damage"] == 0


def test_the_damage_is_divided_even_when_it_could_kill_every_blocker():
    """510.1c: damage lethal to all its blockers is still its controller's to divide (all 3 to the Bears)."""
    g = attack_board(["Hill Giant"], ["Grizzly Bears", {"card": "Llanowar Elves", "id": "elf"}],
                     ["attack Hill Giant"])
    act(g, TO_BLOCK, "p2: block Hill Giant with Grizzly Bears", "p2: block Hill Giant with Llanowar Elves",
        "advance to combat_damage", "p1: assign 3 to Grizzly Bears", "advance to main2")
    assert names(g, "p2", "graveyard") == ["Grizzly Bears"] and perm(g, "elf")["damage"] == 0


def test_combat_damage_is_dealt_simultaneously():
    """510.2: all combat damage is dealt at once: two 2/2s that trade both die."""
    g = attack_board(["Grizzly Bears"], ["Grizzly Bears"], ["attack Grizzly Bears"])
    act(g, TO_BLOCK, "p2: block Grizzly Bears with Grizzly Bears", "advance to main2")
    assert names(g, "p1", "graveyard") == ["Grizzly Bears"] and names(g, "p2", "graveyard") == ["Grizzly Bears"]


def test_first_strike_blocker_kills_before_regular_damage():
    """702.7b / 510.4: a first striker deals its damage in the first-strike step; a creature it killed deals none."""
    g = attack_board([{"card": "Grizzly Bears", "id": "bear"}], [{"card": "Youthful Knight", "id": "knight"}],
                     ["attack Grizzly Bears"])
    act(g, TO_BLOCK, "p2: block Grizzly Bears with Youthful Knight", "advance to first_strike_damage")
    assert names(g, "p1", "graveyard") == ["Grizzly Bears"]
    act(g, "advance to main2")
    assert perm(g, "knight")["damage"] == 0


def test_first_striker_does_not_deal_damage_again():
    """510.4: a first striker without double strike deals no damage in the regular step."""
    g = attack_board([{"card": "Youthful Knight", "id": "knight"}], [], ["attack Youthful Knight"])
    act(g, "advance to main2")
    assert g.players["p2"].life == 18


def test_double_strike_deals_damage_in_both_steps():
    """702.4b: a creature with double strike deals damage in the first-strike and the regular damage step."""
    g = board(MAIN, p1={"battlefield": [{"card": "Hill Giant", "id": "giant"}]})
    g.add_effect("6", ["giant"], {"keywords": ("double strike",)}, "eot", "p1")
    act(g, TO_ATTACK, "p1: attack Hill Giant", "advance to first_strike_damage")
    assert g.players["p2"].life == 17
    act(g, "advance to combat_damage")
    assert g.players["p2"].life == 14


def test_double_strike_attacker_kills_blocker_and_survives():
    """702.4b: the double striker's first-strike damage kills a 3-toughness blocker before it strikes back."""
    g = board(MAIN, p1={"battlefield": [{"card": "Hill Giant", "id": "giant"}]},
              p2={"battlefield": ["Hill Giant"]})
    g.add_effect("6", ["giant"], {"keywords": ("double strike",)}, "eot", "p1")
    act(g, TO_ATTACK, "p1: attack Hill Giant", TO_BLOCK, "p2: block Hill Giant with Hill Giant", "advance to main2")
    assert names(g, "p2", "graveyard") == ["Hill Giant"]
    assert perm(g, "giant")["damage"] == 0 and g.players["p2"].life == 20


def test_trample_assigns_excess_damage_to_the_player():
    """702.19b: lethal damage to the blocker, the rest to the player."""
    g = attack_board(["Colossal Dreadmaw"], ["Giant Spider"], ["attack Colossal Dreadmaw"])
    act(g, TO_BLOCK, "p2: block Colossal Dreadmaw with Giant Spider", "advance to combat_damage",
        "p1: assign 4 to Giant Spider", "p1: assign 2 to p2", "advance to main2")
    assert g.players["p2"].life == 18 and names(g, "p2", "graveyard") == ["Giant Spider"]


def test_trample_counts_damage_already_marked():
    """702.19b: damage already marked on the blocker counts toward lethal damage."""
    g = attack_board(["Colossal Dreadmaw"], [{"card": "Giant Spider", "damage": 3}], ["attack Colossal Dreadmaw"])
    act(g, TO_BLOCK, "p2: block Colossal Dreadmaw with Giant Spider", "advance to combat_damage")
    assert "assign 5 to p2" in legal(g) and "assign 6 to p2" not in legal(g)  # lethal is 1: 4 toughness, 3 marked
    act(g, "p1: assign 1 to Giant Spider", "p1: assign 5 to p2", "advance to main2")
    assert g.players["p2"].life == 15


def test_trample_with_its_blocker_removed_hits_the_player():
    """702.19d: a blocked trampler with no creatures blocking it assigns all its damage to the player."""
    g = attack_board(["Colossal Dreadmaw"], ["Grizzly Bears", "Mountain"], ["attack Colossal Dreadmaw"],
                     p2_extra={"hand": ["Lightning Bolt"]})
    act(g, TO_BLOCK, "p2: block Colossal Dreadmaw with Grizzly Bears", "p1: pass",
        "p2: cast Lightning Bolt -> Grizzly Bears", "resolve", "advance to main2")
    assert g.players["p2"].life == 14


def test_blocked_creature_without_trample_whose_blocker_died_deals_no_damage():
    """510.1c / 509.1h: it stays blocked; with no blocker left it assigns no combat damage."""
    g = attack_board(["Hill Giant"], ["Grizzly Bears", "Mountain"], ["attack Hill Giant"],
                     p2_extra={"hand": ["Lightning Bolt"]})
    act(g, TO_BLOCK, "p2: block Hill Giant with Grizzly Bears", "p1: pass",
        "p2: cast Lightning Bolt -> Grizzly Bears", "resolve", "advance to main2")
    assert g.players["p2"].life == 20


def test_deathtouch_kills_a_big_blocker():
    """702.2b / 704.5h: any damage from a deathtouch source is lethal."""
    g = attack_board(["Colossal Dreadmaw"], ["Typhoid Rats"], ["attack Colossal Dreadmaw"])
    act(g, TO_BLOCK, "p2: block Colossal Dreadmaw with Typhoid Rats", "advance to combat_damage",
        "p1: assign 1 to Typhoid Rats", "p1: assign 5 to p2", "advance to main2")
    assert names(g, "p1", "graveyard") == ["Colossal Dreadmaw"]
    assert any(e.rule == "704.5h" for e in g.log)
    assert g.players["p2"].life == 15  # trample: 1 to the Rats is lethal, 5 to the player


def test_deathtouch_and_trample_assign_one_damage_as_lethal():
    """702.2c / 702.19b: with deathtouch, 1 damage counts as lethal when assigning trample damage."""
    g = board(MAIN, p1={"battlefield": [{"card": "Vampire Nighthawk", "id": "vn"}]},
              p2={"battlefield": ["Giant Spider"]})
    g.add_effect("6", ["vn"], {"keywords": ("trample",)}, "eot", "p1")
    act(g, TO_ATTACK, "p1: attack Vampire Nighthawk", TO_BLOCK, "p2: block Vampire Nighthawk with Giant Spider",
        "advance to combat_damage")
    assert legal(g) == ["assign 1 to Giant Spider", "assign 2 to Giant Spider", "assign 1 to p2"]
    act(g, "p1: assign 1 to Giant Spider", "p1: assign 1 to p2", "advance to main2")
    assert names(g, "p2", "graveyard") == ["Giant Spider"]
    assert g.players["p2"].life == 19
    assert g.players["p1"].life == 22  # lifelink: 1 + 1 damage dealt


def test_lifelink_gains_life_for_damage_to_a_creature_too():
    """702.15b: lifelink counts all damage the source deals, to creatures as well as players."""
    g = attack_board(["Hill Giant"], ["Vampire Nighthawk"], ["attack Hill Giant"])
    act(g, TO_BLOCK, "p2: block Hill Giant with Vampire Nighthawk", "advance to main2")
    assert g.players["p2"].life == 22
    assert names(g, "p1", "graveyard") == ["Hill Giant"]  # deathtouch


def test_indestructible_survives_lethal_damage_and_destroy():
    """702.12b: lethal damage and 'destroy' don't put an indestructible permanent into the graveyard."""
    g = board(MAIN, p1={"battlefield": ["Swamp", "Swamp"], "hand": ["Doom Blade"]},
              p2={"battlefield": [{"card": "Grizzly Bears", "id": "bear", "damage": 0}]})
    g.add_effect("6", ["bear"], {"keywords": ("indestructible",)}, "eot", "p2")
    act(g, "p1: cast Doom Blade -> Grizzly Bears", "resolve")
    assert perm(g, "bear") is not None
    g2 = board(MAIN, p1={"battlefield": ["Hill Giant"]}, p2={"battlefield": [{"card": "Grizzly Bears", "id": "bear"}]})
    g2.add_effect("6", ["bear"], {"keywords": ("indestructible",)}, "eot", "p2")
    act(g2, TO_ATTACK, "p1: attack Hill Giant", TO_BLOCK, "p2: block Hill Giant with Grizzly Bears", "advance to end")
    assert perm(g2, "bear")["damage"] == 3


def test_hexproof_stops_the_opponents_targeting_but_not_yours():
    """702.11b: hexproof: can't be the target of spells or abilities your opponents control."""
    g = board(MAIN, p1={"battlefield": ["Mountain", "Forest", {"card": "Grizzly Bears", "id": "mine"}],
                        "hand": ["Lightning Bolt", "Giant Growth"]},
              p2={"battlefield": [{"card": "Hill Giant", "id": "theirs"}]})
    g.add_effect("6", ["mine", "theirs"], {"keywords": ("hexproof",)}, "eot", "p1")
    assert "cast Lightning Bolt -> Hill Giant" not in legal(g)
    assert "cast Lightning Bolt -> Grizzly Bears" in legal(g)
    assert "cast Giant Growth -> Grizzly Bears" in legal(g)


def test_hexproof_gained_in_response_makes_the_spell_fizzle():
    """702.11b / 608.2b: a target that gained hexproof from the opponent's view is illegal on resolution."""
    g = board(MAIN, p1={"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]},
              p2={"battlefield": [{"card": "Grizzly Bears", "id": "bear"}]})
    g.do("cast Lightning Bolt -> Grizzly Bears")
    g.add_effect("6", ["bear"], {"keywords": ("hexproof",)}, "eot", "p2")
    act(g, "resolve")
    assert perm(g, "bear")["damage"] == 0
    assert any(e.kind == "fizzle" for e in g.log)


def test_reach_blocks_a_flyer_and_flying_blocker_kills_it():
    """702.17b: a creature with reach can block a creature with flying."""
    g = attack_board(["Wind Drake"], ["Giant Spider"], ["attack Wind Drake"])
    act(g, TO_BLOCK, "p2: block Wind Drake with Giant Spider", "advance to main2")
    assert names(g, "p1", "graveyard") == ["Wind Drake"] and g.players["p2"].life == 20


def test_combat_ends_clearing_attacking_and_blocking():
    """511.3: at the end of combat, creatures stop being attacking and blocking creatures."""
    g = attack_board(["Giant Spider"], [{"card": "Giant Spider", "id": "blocker"}], ["attack Giant Spider"])
    act(g, TO_BLOCK, "p2: block Giant Spider with Giant Spider", "advance to combat_damage")
    assert perm(g, "blocker")["blocking"] is not None
    act(g, "advance to main2")
    assert perm(g, "blocker")["blocking"] is None
    assert all(not x["attacking"] for x in g.snapshot()["players"]["p1"]["battlefield"])
    assert bf_names(g, "p1") == ["Giant Spider"]


# ---------------------------------------------------------------------- one attacker, one blocker: every pairing
POOL_CREATURES = ["Grizzly Bears", "Llanowar Elves", "Giant Spider", "Colossal Dreadmaw", "Raging Goblin", "Hill Giant",
                  "Serra Angel", "Youthful Knight", "Typhoid Rats", "Vampire Nighthawk", "Wind Drake", "Ornithopter",
                  "Boros Recruit", "Wilt-Leaf Cavaliers", "Boartusk Liege"]


def _oracle(reg, att: str, blk: str) -> tuple[int, int, bool, bool]:
    """Expected (p1 life, p2 life, attacker dies, blocker dies) for one attacker blocked by one blocker, from
    510.1-510.4, 702.2 (deathtouch), 702.7 (first strike), 702.15 (lifelink), 702.19 (trample)."""
    a, b = reg.get(att), reg.get(blk)
    life = {"p1": 20, "p2": 20}
    dmg = {"a": 0, "b": 0}
    dt_hit = {"a": False, "b": False}
    alive = {"a": True, "b": True}
    card = {"a": a, "b": b}
    ctrl = {"a": "p1", "b": "p2"}
    fs = "first strike" in a.keywords or "first strike" in b.keywords
    steps = [True, False] if fs else [False]
    for first in steps:
        hits = []
        for me, foe in (("a", "b"), ("b", "a")):
            c = card[me]
            if not alive[me] or ("first strike" in c.keywords) != first:
                continue
            n = c.power
            if n <= 0:
                continue  # 510.1a
            if alive[foe]:
                if me == "a" and "trample" in c.keywords:
                    left = max(0, card[foe].toughness - dmg[foe])
                    lethal = min(1, left) if "deathtouch" in c.keywords else left
                    give = min(n, lethal)
                    if give:
                        hits.append((me, foe, give))
                    if n - give:
                        hits.append((me, "player", n - give))
                else:
                    hits.append((me, foe, n))
            elif me == "a" and "trample" in c.keywords:
                hits.append((me, "player", n))  # 702.19d
        for me, to, n in hits:
            if to == "player":
                life["p2"] -= n
            else:
                dmg[to] += n
                dt_hit[to] |= "deathtouch" in card[me].keywords
            if "lifelink" in card[me].keywords:
                life[ctrl[me]] += n
        for x in ("a", "b"):
            if alive[x] and (dmg[x] >= card[x].toughness or (dt_hit[x] and dmg[x] > 0)):
                alive[x] = False
    return life["p1"], life["p2"], not alive["a"], not alive["b"]


def test_single_block_combat_matches_the_rules_for_every_pairing():
    """510.1-510.4 with 702.2, 702.7, 702.15, 702.19: each creature of the core pool attacks into each one that
    can block it; the outcome matches an independent model of the rules."""
    checked = 0
    for att in POOL_CREATURES:
        for blk in POOL_CREATURES:
            g = board(MAIN, p1={"battlefield": [{"card": att, "id": "att"}]},
                      p2={"battlefield": [{"card": blk, "id": "blk"}]}, actions=[TO_ATTACK])
            g.do(f"attack {att}")
            act(g, TO_BLOCK)
            text = f"block {att} with {blk}"
            can = "flying" not in g.registry.get(att).keywords or \
                {"flying", "reach"} & set(g.registry.get(blk).keywords)
            assert (text in legal(g)) == bool(can), (att, blk, legal(g))
            if not can:
                continue
            g.do(text)
            act(g, "advance to main2")
            divide_usually(g)  # a trampler's division: lethal damage to the blocker, the rest to the player
            got = (g.players["p1"].life, g.players["p2"].life, "att" not in g.battlefield, "blk" not in g.battlefield)
            assert got == _oracle(g.registry, att, blk), (att, blk)
            checked += 1
    assert checked > 150
