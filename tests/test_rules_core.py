"""Core rules, one test per rule clause: zones, turn structure, game start, priority and the stack,
timing, card types.  Boards are built with the scenario schema (``rules_helpers.board``)."""

from __future__ import annotations

from mtg_tui.decks import load_deck
from mtg_tui.engine.game import Game
from rules_helpers import act, bf_names, board, events, legal, names, perm

MAIN = {"turn": 3, "active": "p1", "step": "main1"}


def deck(name: str) -> list[str]:
    return load_deck(name).main


# ---------------------------------------------------------------------- zones (400)
def test_zone_change_makes_a_new_object_with_a_new_id():
    """400.7: an object that moves from one zone to another becomes a new object with no memory of its old one."""
    g = board(MAIN, p1={"battlefield": ["Mountain"], "hand": [{"card": "Lightning Bolt", "id": "bolt"}]},
              p2={"battlefield": [{"card": "Grizzly Bears", "id": "bear"}]})
    g.do("cast Lightning Bolt -> Grizzly Bears")
    spell = g.snapshot()["stack"][0]
    assert spell["name"] == "Lightning Bolt" and spell["id"] != "bolt"
    assert "bolt" not in g.objects
    act(g, "resolve")
    assert "bear" not in g.objects
    (dead,) = g.players["p2"].graveyard
    assert dead != "bear" and g.objects[dead].zone == "graveyard" and g.name(dead) == "Grizzly Bears"
    (bolt,) = g.players["p1"].graveyard
    assert bolt != spell["id"]


def test_each_object_is_in_exactly_one_zone():
    """400.1: every object is in exactly one zone; the zone lists and the object table agree."""
    g = board(MAIN, p1={"library": ["Forest"], "hand": ["Lightning Bolt"], "battlefield": ["Mountain"],
                        "graveyard": ["Hill Giant"], "exile": ["Grizzly Bears"]})
    seen = []
    for p in g.players.values():
        for z in ("library", "hand", "graveyard", "exile"):
            for oid in p.zone(z):
                assert g.objects[oid].zone == z
                seen.append(oid)
    seen += g.battlefield
    assert sorted(seen) == sorted(g.objects)


def test_view_hides_the_opponents_hand_and_all_libraries():
    """400.2: hand and library are hidden zones; a player's view shows their own hand but no library's order."""
    g = board(MAIN, p1={"library": ["Forest", "Plains"], "hand": ["Lightning Bolt", "Giant Growth"]},
              p2={"library": ["Swamp"], "hand": ["Doom Blade"]})
    v = g.view("p2")
    assert v["players"]["p1"]["hand"] == ["?", "?"]
    assert v["players"]["p1"]["hand_ids"] == []
    assert v["players"]["p1"]["library"] == ["?", "?"]
    assert v["players"]["p2"]["library"] == ["?"]
    assert v["players"]["p2"]["hand"] == ["Doom Blade"]
    assert v["legal"] == []  # p1 decides: p2 doesn't see p1's options
    v1 = g.view("p1")
    assert v1["players"]["p1"]["hand"] == ["Lightning Bolt", "Giant Growth"]
    assert v1["players"]["p2"]["hand"] == ["?"]
    assert "Lightning Bolt" not in repr(v) and "Giant Growth" not in repr(v) and "Forest" not in repr(v)


# ---------------------------------------------------------------------- turn structure (500-514)
def _steps_until(g: Game, step: str, turn: int) -> list[str]:
    seen = []
    while not (g.step == step and g.turn == turn):
        if not seen or seen[-1] != g.step:
            seen.append(g.step)
        g.do("pass" if g.pending.kind == "priority" else "done")
    return seen


def test_untap_step_untaps_only_the_active_players_permanents():
    """502.3: the active player untaps their permanents; the other player's stay tapped."""
    g = board({"turn": 3, "active": "p1", "step": "untap"},
              p1={"battlefield": [{"card": "Forest", "id": "f1", "tapped": True}]},
              p2={"battlefield": [{"card": "Forest", "id": "f2", "tapped": True}]})
    assert g.step == "upkeep"  # nobody gets priority in the untap step (502.4)
    assert perm(g, "f1")["tapped"] is False
    assert perm(g, "f2")["tapped"] is True


def test_draw_step_draws_a_card():
    """504.1: the active player draws a card as the draw step begins."""
    g = board({"turn": 3, "active": "p1", "step": "upkeep"}, p1={"library": ["Forest", "Plains"]})
    act(g, "advance to draw")
    assert names(g, "p1", "hand") == ["Forest"]
    assert names(g, "p1", "library") == ["Plains"]


def test_starting_player_skips_the_first_draw():
    """103.8a: the starting player skips the draw step of their first turn; the other player draws on turn 2."""
    g = board({"turn": 1, "active": "p1", "step": "upkeep"}, p1={"library": ["Forest"]}, p2={"library": ["Swamp"]})
    act(g, "advance to draw")
    assert names(g, "p1", "hand") == []
    assert any(e.rule == "103.8a" for e in g.log)
    act(g, "advance to turn 2 main1")
    assert names(g, "p2", "hand") == ["Swamp"]


def test_steps_and_phases_come_in_order():
    """500.1: beginning, precombat main, combat, postcombat main and ending phases, in that order; the turn
    passes to the other player (500.6 via 101)."""
    g = board({"turn": 3, "active": "p1", "step": "upkeep"}, p1={"library": ["Forest"], "battlefield": ["Grizzly Bears"]},
              p2={"library": ["Swamp"], "battlefield": ["Grizzly Bears"]})
    seen = []
    while not (g.turn == 4 and g.step == "main1"):
        if not seen or seen[-1] != g.step:
            seen.append(g.step)
        if g.pending.kind == "attack" and not g.decl:
            g.do("attack Grizzly Bears")
        else:
            g.do("pass" if g.pending.kind == "priority" else "done")
    assert seen == ["upkeep", "draw", "main1", "beginning_of_combat", "declare_attackers", "declare_blockers",
                    "combat_damage", "end_of_combat", "main2", "end", "upkeep", "draw"]
    assert g.active == "p2"
    stepped = [e.data["step"] for e in g.log if e.kind == "step" and "step" in e.data]
    assert "untap" in stepped and "cleanup" in stepped


def test_no_attackers_skips_blockers_and_damage_steps():
    """508.8: with no attackers, the declare blockers and combat damage steps are skipped."""
    g = board({"turn": 3, "active": "p1", "step": "main1"}, p1={"battlefield": ["Grizzly Bears"]})
    assert _steps_until(g, "main2", 3) == ["main1", "beginning_of_combat", "declare_attackers", "end_of_combat"]


def test_first_strike_damage_step_only_when_a_creature_in_combat_has_first_strike():
    """510.4: the first-strike damage step happens only if an attacker or blocker has first or double strike."""
    plain = board(MAIN, p1={"battlefield": ["Grizzly Bears"]}, p2={"battlefield": ["Hill Giant"]},
                  actions=["advance to declare_attackers", "p1: attack Grizzly Bears"])
    assert "first_strike_damage" not in _steps_until(plain, "main2", 3)
    fs = board(MAIN, p1={"battlefield": ["Youthful Knight"]}, p2={"battlefield": ["Hill Giant"]},
               actions=["advance to declare_attackers", "p1: attack Youthful Knight"])
    steps = _steps_until(fs, "main2", 3)
    assert steps[-4:] == ["declare_blockers", "first_strike_damage", "combat_damage", "end_of_combat"]
    # a first striker on the battlefield but not in combat doesn't make the step happen
    idle = board(MAIN, p1={"battlefield": ["Grizzly Bears", "Youthful Knight"]},
                 actions=["advance to declare_attackers", "p1: attack Grizzly Bears", "p1: done"])
    assert "first_strike_damage" not in _steps_until(idle, "main2", 3)


def test_cleanup_damage_wears_off_and_until_end_of_turn_effects_end():
    """514.2: in the cleanup step all damage is removed and 'until end of turn' effects end, at once."""
    g = board({"turn": 3, "active": "p1", "step": "main2"},
              p1={"battlefield": ["Forest", {"card": "Hill Giant", "id": "giant", "damage": 2}],
                  "hand": ["Giant Growth"]},
              p2={"library": ["Swamp"]})
    act(g, "p1: cast Giant Growth -> Hill Giant", "resolve")
    assert perm(g, "giant")["power"] == 6 and perm(g, "giant")["damage"] == 2
    act(g, "advance to turn 4 upkeep")
    assert perm(g, "giant")["power"] == 3 and perm(g, "giant")["damage"] == 0


def test_cleanup_discard_is_forced_when_the_choice_is_between_identical_cards():
    """514.1 with the forced-decision rule: eight Forests, one discard to make, no real choice."""
    g = board({"turn": 3, "active": "p1", "step": "end"}, p1={"hand": ["Forest"] * 8}, p2={"library": ["Swamp"]})
    act(g, "advance to turn 4 upkeep")
    assert names(g, "p1", "hand") == ["Forest"] * 7
    assert names(g, "p1", "graveyard") == ["Forest"]


def test_mana_pool_empties_between_steps():
    """500.4: when a step or phase ends, unused mana empties from each player's pool."""
    g = board(MAIN, p1={"battlefield": ["Forest"]}, p2={"battlefield": ["Swamp"]})
    g.do("tap Forest")
    assert g.snapshot()["players"]["p1"]["mana_pool"] == "G"
    g.do("pass")
    g.do("tap Swamp")
    assert g.snapshot()["players"]["p2"]["mana_pool"] == "B"
    g.do("pass")  # activating a mana ability was an action (117.4): p1 gets priority once more
    assert g.step == "main1" and g.decider == "p1"
    g.do("pass")
    s = g.snapshot()
    assert s["step"] == "beginning_of_combat"
    assert s["players"]["p1"]["mana_pool"] == "" and s["players"]["p2"]["mana_pool"] == ""
    assert {e.data["player"] for e in g.log if e.kind == "mana_emptied" and e.rule == "500.4"} == {"p1", "p2"}


# ---------------------------------------------------------------------- starting the game (103)
def test_start_shuffles_and_deals_seven_cards_each():
    """103.3-103.5: each player shuffles and draws seven; then the starting player decides on a mulligan."""
    g = Game(seed=11)
    g.setup_decks(deck("teach-green-white"), deck("teach-black-red"))
    g.start()
    s = g.snapshot()
    assert [len(s["players"][p]["hand"]) for p in ("p1", "p2")] == [7, 7]
    assert [len(s["players"][p]["library"]) for p in ("p1", "p2")] == [53, 53]
    assert s["decider"] == g.starting_player and s["active"] == g.starting_player
    assert s["legal"] == ["keep", "mulligan"]
    assert s["players"]["p1"]["life"] == s["players"]["p2"]["life"] == 20  # 103.4


def test_starting_player_is_random_but_fixed_by_the_seed():
    """103.1: the starting player is chosen at random; the game's seed fixes it (same seed, same player)."""
    firsts = {}
    for seed in range(12):
        a, b = Game(seed=seed), Game(seed=seed)
        for g in (a, b):
            g.setup_decks(deck("teach-green-white"), deck("teach-black-red"))
            g.start()
        assert a.starting_player == b.starting_player
        assert a.snapshot() == b.snapshot()
        firsts[seed] = a.starting_player
    assert set(firsts.values()) == {"p1", "p2"}


def test_london_mulligan_draws_seven_then_bottoms_one_card_per_mulligan():
    """103.5: a mulligan shuffles the hand away and draws seven; after keeping, the player puts one card per
    mulligan on the bottom of their library.  (The other player declares before the mulligan is taken:
    tests/test_mulligans_103_5.py.)"""
    g = Game(seed=1)
    g.setup_decks(deck("teach-green-white"), deck("teach-black-red"))
    g.start()
    sp = g.starting_player
    other_p = "p2" if sp == "p1" else "p1"
    g.do("mulligan")
    assert g.decider == other_p and legal(g) == ["keep", "mulligan"]
    g.do("keep")
    assert g.decider == sp and len(g.players[sp].hand) == 7 and len(g.players[sp].library) == 53
    g.do("keep")
    assert g.decider == sp and all(t.startswith("choose ") for t in legal(g))
    pick = g.players[sp].hand[0]
    name = g.name(pick)
    g.do(next(t for t in legal(g) if t in (f"choose {name}", f"choose {name}#{pick}")))
    assert len(g.players[sp].hand) == 6
    assert g.name(g.players[sp].library[-1]) == name
    s = g.snapshot()
    assert s["turn"] == 1 and s["active"] == sp and s["step"] == "upkeep"
    assert len(s["players"][sp]["hand"]) == 6 and len(s["players"][other_p]["hand"]) == 7


def test_a_second_mulligan_bottoms_two():
    """103.5: the number of cards bottomed equals the number of mulligans taken."""
    g = Game(seed=3)
    g.setup_decks(deck("teach-green-white"), deck("teach-black-red"))
    g.start()
    sp = g.starting_player
    g.do("mulligan")
    g.do("keep")  # the other player
    g.do("mulligan")
    g.do("keep")
    for _ in range(2):
        assert g.decider == sp
        g.do(legal(g)[0])
    assert len(g.players[sp].hand) == 5 and len(g.players[sp].library) == 55


# ---------------------------------------------------------------------- priority and the stack (117, 405, 608)
def test_casting_a_spell_puts_it_on_the_stack_and_the_caster_gets_priority():
    """601.2a / 117.3c: the spell moves to the stack; after casting, the caster receives priority."""
    g = board(MAIN, p1={"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]})
    g.do("cast Lightning Bolt -> p2")
    s = g.snapshot()
    assert s["stack"][0]["name"] == "Lightning Bolt" and s["stack"][0]["targets"] == ["p2"]
    assert s["decider"] == "p1" and s["players"]["p1"]["hand"] == []
    g.do("pass")
    assert g.decider == "p2" and g.snapshot()["stack"]  # 117.3d: passing gives the other player priority
    g.do("pass")
    assert g.players["p2"].life == 17 and not g.stack
    assert g.decider == "p1" and g.step == "main1"  # 117.3b: after resolution the active player gets priority


def test_both_players_passing_with_an_empty_stack_ends_the_step():
    """500.2: a step ends when the stack is empty and all players pass in succession."""
    g = board(MAIN)
    g.do("pass")
    assert g.step == "main1" and g.decider == "p2"
    g.do("pass")
    assert g.step == "beginning_of_combat" and g.decider == "p1"


def test_priority_is_given_even_when_pass_is_the_only_action():
    """117.3a / spec section 1: the engine never auto-passes priority."""
    g = board({"turn": 3, "active": "p1", "step": "upkeep"})
    assert g.pending.kind == "priority" and legal(g) == ["pass"]


def test_responses_resolve_last_in_first_out():
    """405.5 / 608.1: the last spell cast resolves first."""
    g = board(MAIN, p1={"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]},
              p2={"battlefield": ["Forest", {"card": "Grizzly Bears", "id": "bear"}], "hand": ["Giant Growth"]})
    act(g, "p1: cast Lightning Bolt -> Grizzly Bears", "p1: pass", "p2: cast Giant Growth -> Grizzly Bears")
    assert [x["name"] for x in g.snapshot()["stack"]] == ["Giant Growth", "Lightning Bolt"]
    act(g, "p2: pass", "p1: pass")
    assert [x["name"] for x in g.snapshot()["stack"]] == ["Lightning Bolt"]
    assert perm(g, "bear")["toughness"] == 5
    act(g, "resolve")
    assert perm(g, "bear")["damage"] == 3


def test_counterspell_counters_the_target_spell():
    """701.5a: a countered spell is removed from the stack and goes to its owner's graveyard."""
    g = board(MAIN, p1={"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]},
              p2={"battlefield": ["Island", "Island"], "hand": ["Counterspell"]})
    act(g, "p1: cast Lightning Bolt -> p2", "p1: pass")
    evs = g.do("cast Counterspell -> Lightning Bolt")
    act(g, "resolve")
    assert g.players["p2"].life == 20 and not g.stack
    assert names(g, "p1", "graveyard") == ["Lightning Bolt"]
    assert names(g, "p2", "graveyard") == ["Counterspell"]
    assert any(e.kind == "counter" and e.rule == "701.5a" for e in g.log)
    assert evs  # apply returns the events it caused


def test_spell_with_its_only_target_gone_does_not_resolve():
    """608.2b: if all its targets are illegal, the spell doesn't resolve and none of its effects happen."""
    g = board(MAIN, p1={"battlefield": ["Forest", {"card": "Grizzly Bears", "id": "bear"}], "hand": ["Giant Growth"]},
              p2={"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]})
    act(g, "p1: cast Giant Growth -> Grizzly Bears", "p1: pass", "p2: cast Lightning Bolt -> Grizzly Bears",
        "resolve", "resolve")
    assert [e.data["name"] for e in g.log if e.kind == "fizzle" and e.rule == "608.2b"] == ["Giant Growth"]
    assert not any(e.kind == "resolve" and e.data.get("name") == "Giant Growth" for e in g.log)
    assert names(g, "p1", "graveyard") == ["Grizzly Bears", "Giant Growth"]


def test_doom_blade_cannot_target_a_black_creature():
    """115.1 / 601.2c: a target must meet the spell's restriction (Doom Blade: a nonblack creature)."""
    g = board(MAIN, p1={"battlefield": ["Swamp", "Swamp"], "hand": ["Doom Blade"]},
              p2={"battlefield": [{"card": "Grizzly Bears", "id": "bear"}, {"card": "Vampire Nighthawk", "id": "vn"}]})
    assert "cast Doom Blade -> Grizzly Bears" in legal(g)
    assert "cast Doom Blade -> Vampire Nighthawk" not in legal(g)
    act(g, "p1: cast Doom Blade -> Grizzly Bears", "resolve")
    assert names(g, "p2", "graveyard") == ["Grizzly Bears"]


def test_instant_can_be_cast_in_the_opponents_turn():
    """117.1a / 304.1: an instant can be cast whenever its controller has priority."""
    g = board({"turn": 4, "active": "p2", "step": "upkeep"}, p1={"battlefield": ["Mountain"],
                                                                 "hand": ["Lightning Bolt", "Grizzly Bears"]})
    act(g, "p2: pass")
    assert "cast Lightning Bolt -> p2" in legal(g)
    assert not any(t.startswith("cast Grizzly Bears") for t in legal(g))


# ---------------------------------------------------------------------- timing (307, 305.2)
def test_sorcery_speed_needs_own_main_phase_and_empty_stack():
    """307.1 / 301.1 / 302.1: creature and sorcery spells only in your main phase with an empty stack."""
    cards = {"battlefield": ["Forest", "Forest", "Swamp", "Swamp"], "hand": ["Grizzly Bears", "Night's Whisper",
                                                                            "Giant Growth"]}
    g = board(MAIN, p1=cards)
    assert {"cast Grizzly Bears", "cast Night's Whisper"} <= set(legal(g))
    g2 = board(MAIN, p1={**cards, "battlefield": cards["battlefield"] + ["Grizzly Bears"]})
    g2.do("cast Giant Growth -> Grizzly Bears")
    assert not any(t.startswith(("cast Grizzly Bears", "cast Night's Whisper")) for t in legal(g2))
    up = board({"turn": 3, "active": "p1", "step": "upkeep"}, p1=cards)
    assert not any(t.startswith(("cast Grizzly Bears", "cast Night's Whisper")) for t in legal(up))
    theirs = board({"turn": 4, "active": "p2", "step": "main1"}, p1=cards)
    theirs.do("pass")
    assert theirs.decider == "p1"
    assert not any(t.startswith(("cast Grizzly Bears", "cast Night's Whisper")) for t in legal(theirs))


def test_one_land_per_turn():
    """305.2: a player may play one land per turn, in their main phase with an empty stack."""
    g = board(MAIN, p1={"hand": ["Forest", "Plains"], "library": ["Island"]}, p2={"library": ["Swamp"]})
    assert {"play Forest", "play Plains"} <= set(legal(g))
    g.do("play Forest")
    s = g.snapshot()
    assert s["players"]["p1"]["lands_played"] == 1 and bf_names(g, "p1") == ["Forest"]
    assert s["decider"] == "p1"  # 305.1: playing a land doesn't use the stack; you keep priority
    assert not any(t.startswith("play ") for t in legal(g))
    act(g, "advance to main2")
    assert not any(t.startswith("play ") for t in legal(g))
    act(g, "advance to turn 5 main1")
    assert "play Plains" in legal(g)


def test_lands_are_not_played_outside_a_main_phase():
    """305.2 / 116.2a: a land is played only when you could cast a sorcery."""
    g = board({"turn": 3, "active": "p1", "step": "upkeep"}, p1={"hand": ["Forest"]})
    assert "play Forest" not in legal(g)
    g = board({"turn": 4, "active": "p2", "step": "main1"}, p1={"hand": ["Forest"]})
    g.do("pass")
    assert g.decider == "p1" and "play Forest" not in legal(g)


# ---------------------------------------------------------------------- card types (300s)
def test_aura_spell_targets_and_enters_attached():
    """303.4a / 303.4f: an Aura spell targets what it will enchant and enters attached to it."""
    g = board(MAIN, p1={"battlefield": ["Plains", "Plains"], "hand": ["Pacifism"]},
              p2={"battlefield": [{"card": "Hill Giant", "id": "giant"}]})
    act(g, "p1: cast Pacifism -> Hill Giant", "resolve")
    pac = perm(g, "Pacifism")
    assert pac["attached_to"] == "giant" and pac["controller"] == "p1"


def test_pacifism_stops_blocking():
    """Pacifism: the enchanted creature can't block."""
    g = board(MAIN, p1={"battlefield": ["Grizzly Bears"]},
              p2={"battlefield": [{"card": "Hill Giant", "id": "giant"}, {"card": "Pacifism", "attached_to": "giant"}]},
              actions=["advance to declare_attackers", "p1: attack Grizzly Bears", "advance to main2"])
    assert g.players["p2"].life == 18
    assert not any(e.kind == "block" and e.data.get("blocker") == "giant" for e in g.log)


def test_aura_goes_to_the_graveyard_when_the_enchanted_creature_dies():
    """704.5m: an Aura attached to an illegal object or to nothing goes to its owner's graveyard."""
    g = board(MAIN, p1={"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]},
              p2={"battlefield": [{"card": "Grizzly Bears", "id": "bear"}, {"card": "Pacifism", "attached_to": "bear"}]})
    act(g, "p1: cast Lightning Bolt -> Grizzly Bears", "resolve")
    assert names(g, "p2", "graveyard") == ["Grizzly Bears", "Pacifism"]
    assert any(e.rule == "704.5m" for e in g.log)


def test_planeswalker_enters_with_printed_loyalty():
    """306.5b: a planeswalker enters with loyalty counters equal to its printed loyalty."""
    g = board(MAIN, p1={"battlefield": ["Forest"] * 4, "hand": ["Garruk Wildspeaker"]})
    act(g, "p1: cast Garruk Wildspeaker", "resolve")
    assert perm(g, "Garruk Wildspeaker")["loyalty"] == 3
    assert perm(g, "Garruk Wildspeaker")["counters"] == {"loyalty": 3}


def test_loyalty_abilities_once_per_turn_at_sorcery_speed():
    """606.3: one loyalty ability per planeswalker per turn, only when you could cast a sorcery."""
    g = board(MAIN, p1={"battlefield": [{"card": "Garruk Wildspeaker", "id": "gw"}, {"card": "Forest", "tapped": True},
                                        {"card": "Plains", "tapped": True}, "Mountain"],
                        "hand": ["Lightning Bolt"], "library": ["Island"]}, p2={"library": ["Swamp"]})
    acts = [t for t in legal(g) if t.startswith("activate")]
    assert "activate Garruk Wildspeaker #2" in acts
    assert not any(t.startswith("activate Garruk Wildspeaker #3") for t in acts)  # 606.6: -4 needs 4 loyalty
    g.do("cast Lightning Bolt -> p2")
    assert not any(t.startswith("activate") for t in legal(g))  # the stack isn't empty
    act(g, "resolve")
    g.do("activate Garruk Wildspeaker #1 -> Forest, Plains")
    assert perm(g, "gw")["loyalty"] == 4  # 606.4: the cost is paid on activation
    act(g, "resolve")
    assert not perm(g, "Forest")["tapped"] and not perm(g, "Plains")["tapped"]
    assert not any(t.startswith("activate") for t in legal(g))
    up = board({"turn": 3, "active": "p1", "step": "upkeep"}, p1={"battlefield": ["Garruk Wildspeaker"]})
    assert not any(t.startswith("activate") for t in legal(up))
    act(g, "advance to turn 5 main1")
    assert any(t.startswith("activate Garruk Wildspeaker #1") for t in legal(g))


def test_planeswalker_with_no_loyalty_goes_to_the_graveyard():
    """120.3c / 704.5i: damage to a planeswalker removes loyalty; at 0 loyalty it goes to the graveyard."""
    g = board(MAIN, p1={"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]},
              p2={"battlefield": [{"card": "Garruk Wildspeaker", "id": "gw"}]})
    act(g, "p1: cast Lightning Bolt -> Garruk Wildspeaker", "resolve")
    assert names(g, "p2", "graveyard") == ["Garruk Wildspeaker"]
    assert any(e.rule == "704.5i" for e in g.log)
    assert g.players["p2"].life == 20


def test_garruk_minus_one_can_bring_loyalty_to_zero():
    """606.6 / 704.5i: an ability costing -N can be activated with exactly N loyalty; Garruk then dies."""
    g = board(MAIN, p1={"battlefield": [{"card": "Garruk Wildspeaker", "id": "gw", "counters": {"loyalty": 1}}]})
    g.do("activate Garruk Wildspeaker #2")
    assert names(g, "p1", "graveyard") == ["Garruk Wildspeaker"]
    act(g, "resolve")
    assert bf_names(g, "p1") == ["Beast"]  # the ability resolves without its source (113.7a)


def test_garruk_overrun_locks_in_the_affected_creatures():
    """611.2c: a continuous effect from a resolved ability that modifies characteristics affects only the objects
    there when it resolved."""
    g = board(MAIN, p1={"battlefield": [{"card": "Garruk Wildspeaker", "counters": {"loyalty": 4}},
                                        {"card": "Grizzly Bears", "id": "bear"}, "Forest", "Forest"],
                        "hand": ["Grizzly Bears"]})
    act(g, "p1: activate Garruk Wildspeaker #3", "resolve", "p1: cast Grizzly Bears", "resolve")
    assert perm(g, "bear")["power"] == 5 and "trample" in perm(g, "bear")["keywords"]
    new = [x for x in g.snapshot()["players"]["p1"]["battlefield"] if x["name"] == "Grizzly Bears" and x["id"] != "bear"]
    assert new[0]["power"] == 2 and "trample" not in new[0]["keywords"]
    assert names(g, "p1", "graveyard") == ["Garruk Wildspeaker"]


def test_legend_rule_keeps_the_chosen_one():
    """704.5j: two legendary permanents with the same name: the controller keeps one."""
    g = board(MAIN, p1={"battlefield": ["Forest"] * 4 + [{"card": "Garruk Wildspeaker", "id": "old"}],
                        "hand": ["Garruk Wildspeaker"]})
    act(g, "p1: cast Garruk Wildspeaker", "resolve")
    assert g.pending.kind == "choice" and g.decider == "p1"
    texts = legal(g)
    assert len(texts) == 2 and "choose Garruk Wildspeaker#old" in texts
    new_text = next(t for t in texts if t != "choose Garruk Wildspeaker#old")
    g.do(new_text)
    assert [x["id"] for x in g.snapshot()["players"]["p1"]["battlefield"] if x["name"] == "Garruk Wildspeaker"] \
        == [new_text.split("#")[1]]
    assert any(e.rule == "704.5j" for e in g.log)


def test_tokens_cease_to_exist_outside_the_battlefield():
    """111.7 / 704.5d: a token that has left the battlefield ceases to exist (it is in no zone)."""
    g = board(MAIN, p1={"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]},
              p2={"battlefield": [{"token": "Beast", "id": "beast"}]})
    assert perm(g, "beast")["token"] is True
    act(g, "p1: cast Lightning Bolt -> Beast", "resolve")
    assert "beast" not in g.objects
    assert names(g, "p2", "graveyard") == [] and bf_names(g, "p2") == []


def test_permanent_spell_resolves_onto_the_battlefield_under_its_controller():
    """608.3: a resolving permanent spell becomes a permanent on the battlefield; it is summoning sick (302.6)."""
    g = board(MAIN, p1={"battlefield": ["Forest", "Forest"], "hand": ["Grizzly Bears"]})
    act(g, "p1: cast Grizzly Bears", "resolve")
    bear = perm(g, "Grizzly Bears")
    assert bear["controller"] == "p1" and bear["sick"] is True and bear["power"] == 2
    assert names(g, "p1", "hand") == []


def test_sorcery_draws_and_goes_to_the_graveyard():
    """608.2 / 608.2n: a sorcery's instructions are followed, then it is put into its owner's graveyard."""
    g = board(MAIN, p1={"battlefield": ["Swamp", "Swamp"], "hand": ["Night's Whisper"],
                        "library": ["Forest", "Plains", "Island"]})
    act(g, "p1: cast Night's Whisper", "resolve")
    assert names(g, "p1", "hand") == ["Forest", "Plains"] and g.players["p1"].life == 18
    assert names(g, "p1", "graveyard") == ["Night's Whisper"]
