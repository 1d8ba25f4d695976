"""Issue 21, the modal batch: modal spells (700.2, SCENARIOS 1 ``cast <card> mode <k>``) and the cards that need
them or the other words of this batch.  For each card: its rendered rules text reads as its Oracle text (the
comparison of tests/test_cards_ltr_commons.py), and a scenario of what is distinctive about it, asserted through
the snapshot and the legal actions."""

from __future__ import annotations


import pytest

from rules_helpers import act, bf_names, board, legal, names, perm
from test_cards_ltr_commons import kw, pt

from mtg_tui.ai.base import PlayerView, make_agent
from mtg_tui.cards.registry import registry
from mtg_tui.cards.sets import load_set

CARDS = {118: "Cast into the Fire", 104: "Orcish Medicine", 115: "Battle-Scarred Goblin", 62: "Meneldor, Swift Savior",
         8: "Eastfarthing Farmer", 196: "Bilbo, Retired Burglar", 86: "Gorbag of Minas Morgul",
         42: "Bill Ferny, Bree Swindler", 23: "Nimble Hobbit", 182: "Pippin's Bravery", 30: "Shire Shirriff", 217: "Old Man Willow"}
UNCOMMON = {62, 30, 217, 196, 86, 42}

MAIN = {"turn": 3, "active": "p1", "step": "main1"}
LIB = ["Island"] * 8


# ====================================================================== the cards and their text
@pytest.mark.parametrize("number,name", sorted(CARDS.items()))
def test_card_file_is_the_set_files_card_of_its_number(number, name):
    c = registry().get(name)
    entry = load_set("LTR").by_number()[number]
    rarity = "uncommon" if number in UNCOMMON else "common"
    assert (c.set, c.number, entry.name, entry.rarity) == ("LTR", number, name, rarity)


# (each card's rendered rules text against its Oracle text: tests/test_oracle_text.py, for every card)


# ====================================================================== Cast into the Fire: a modal spell
def fire_board(**p2):
    return board(state=MAIN, p1={"battlefield": ["Mountain"] * 2 + ["Grizzly Bears"], "hand": ["Cast into the Fire"],
                                 "library": LIB},
                 p2={"battlefield": ["Llanowar Elves", "Mind Stone"], "library": LIB, **p2})


def test_a_modal_spell_is_cast_with_its_mode_each_mode_with_its_own_targets():
    """700.2, 601.2b: the mode is chosen as the spell is cast; SCENARIOS 1: 'cast <card> mode <k>' is always
    written for a modal spell, and each mode lists only its own legal targets (up to two creatures; an artifact)."""
    g = fire_board()
    casts = sorted(t for t in legal(g) if t.startswith("cast"))
    assert "cast Cast into the Fire" not in casts
    assert "cast Cast into the Fire mode 1" in casts  # "up to two": no target is a legal choice (115.1)
    assert "cast Cast into the Fire mode 1 -> Grizzly Bears, Llanowar Elves" in casts
    assert "cast Cast into the Fire mode 2 -> Mind Stone" in casts
    assert not any("mode 2 -> Grizzly" in t or "mode 1 -> Mind Stone" in t for t in casts)


def test_mode_one_deals_one_damage_to_each_of_two_target_creatures():
    """700.2: the chosen mode is what the spell does; 120.3: 1 damage to each target (the Elves die, 704.5g)."""
    g = fire_board()
    act(g, "p1: cast Cast into the Fire mode 1 -> Grizzly Bears, Llanowar Elves")
    assert g.snapshot()["stack"][0]["modes"] == [1]
    act(g, "resolve")
    assert "Llanowar Elves" in names(g, "p2", "graveyard") and perm(g, "Grizzly Bears")["damage"] == 1
    assert bf_names(g, "p2") == ["Mind Stone"]  # mode 2 was not chosen: the artifact stays (700.2)


def test_mode_two_exiles_target_artifact_and_deals_no_damage():
    g = fire_board()
    act(g, "p1: cast Cast into the Fire mode 2 -> Mind Stone", "resolve")
    assert names(g, "p2", "exile") == ["Mind Stone"] and perm(g, "Llanowar Elves")["damage"] == 0


def test_a_mode_whose_target_cant_be_chosen_isnt_offered():
    """700.2a, 601.2c: with no artifact on the battlefield, only the damage mode can be cast."""
    g = board(state=MAIN, p1={"battlefield": ["Mountain"] * 2, "hand": ["Cast into the Fire"], "library": LIB},
              p2={"battlefield": ["Llanowar Elves"], "library": LIB})
    assert not any("mode 2" in t for t in legal(g))
    assert "cast Cast into the Fire mode 1 -> Llanowar Elves" in legal(g)


def test_a_mode_number_not_offered_gets_one_clear_line():
    from mtg_tui.engine.actions import IllegalActionError
    g = fire_board()
    with pytest.raises(IllegalActionError) as e:
        g.find_action("cast Cast into the Fire mode 3 -> Mind Stone")
    assert "\n" not in str(e.value).splitlines()[0]


def test_the_tutorial_says_why_a_modal_cast_is_not_legal_in_one_line():
    """No user input gives a traceback: a missing or unknown mode, a target of the other mode, each one line."""
    from mtg_tui.tutorial.explain import explain_illegal
    g = fire_board()
    said = {t: explain_illegal(g, t, "p1") for t in (
        "cast Cast into the Fire", "cast Cast into the Fire mode 3", "cast Cast into the Fire mode 2 -> Llanowar Elves")}
    assert "mode <k>" in said["cast Cast into the Fire"] and "700.2" in said["cast Cast into the Fire"]
    assert "'mode 1' to 'mode 2'" in said["cast Cast into the Fire mode 3"]
    assert "isn't a legal target for mode 2" in said["cast Cast into the Fire mode 2 -> Llanowar Elves"]
    assert all("\n" not in v for v in said.values())
    assert "isn't modal" in explain_illegal(board(state=MAIN, p1={"battlefield": ["Mountain"], "hand": ["Lightning Bolt"],
                                                                  "library": LIB}, p2={"library": LIB}),
                                            "cast Lightning Bolt mode 1 -> p2", "p1")


def test_the_mode_fizzles_when_its_only_target_is_gone():
    """608.2b: the exile mode's only target left: the spell does nothing (it never becomes the other mode)."""
    g = fire_board()
    act(g, "p1: cast Cast into the Fire mode 2 -> Mind Stone")
    g.move(g.find_id("Mind Stone") if hasattr(g, "find_id") else perm(g, "Mind Stone")["id"], "graveyard")
    act(g, "resolve")
    assert perm(g, "Llanowar Elves")["damage"] == 0 and "Cast into the Fire" in names(g, "p1", "graveyard")


def test_the_normal_bot_picks_the_mode_that_kills_and_never_hurts_its_own():
    """The bot reads the chosen mode's effects (700.2): 1 damage kills the Elves, not its own Bears; an artifact
    is exiled when no creature would die."""
    g = fire_board()
    a = make_agent("normal", 1).choose(PlayerView(g, "p1"), g.legal_actions())
    assert a.text == "cast Cast into the Fire mode 1 -> Llanowar Elves"
    g = board(state=MAIN, p1={"battlefield": ["Mountain"] * 2, "hand": ["Cast into the Fire"], "library": LIB},
              p2={"battlefield": ["Grizzly Bears", "Mind Stone"], "library": LIB})
    a = make_agent("normal", 1).choose(PlayerView(g, "p1"), g.legal_actions())
    assert a.text in ("cast Cast into the Fire mode 2 -> Mind Stone", "pass")


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
def test_every_bot_level_can_cast_a_modal_spell(level):
    g = fire_board()
    for _ in range(6):
        if "Cast into the Fire" not in names(g, "p1", "hand"):
            break
        acts = g.legal_actions()
        a = next((x for x in acts if x.kind == "cast"), None)
        assert a is not None
        g.apply(a if level == "random" else make_agent(level, 1).choose(PlayerView(g, "p1"), [a]))
    assert "Cast into the Fire" not in names(g, "p1", "hand")


FIRE_SAVE = """
title = "A modal spell to save"
[state]
turn = 3
step = "main1"
[p1]
battlefield = ["Mountain", "Mountain"]
hand = ["Cast into the Fire"]
library = ["Forest", "Forest", "Forest"]
[p2]
battlefield = ["Mind Stone", "Llanowar Elves"]
library = ["Swamp", "Swamp", "Swamp"]
"""


def test_a_game_with_a_modal_spell_saves_resumes_and_replays(tmp_path):
    from mtg_tui.replay import Replay
    from mtg_tui.saves import GameRecorder, load_save, make_header, rebuild
    h = make_header("puzzle", 0, {"p1": {"name": "Ann"}, "p2": {"name": "Bob", "bot": "random"}},
                    scenario={"name": "fire", "toml": FIRE_SAVE})
    rec = GameRecorder.new_game(h, tmp_path / "g.jsonl")
    rec.apply(rec.game.find_action("cast Cast into the Fire mode 2 -> Mind Stone"))
    before = rec.game.snapshot()
    assert before["stack"][0]["modes"] == [2]
    rec.close()
    rec, warnings = GameRecorder.resume(tmp_path / "g.jsonl")
    assert warnings == [] and rec.game.snapshot() == before
    rec.apply(rec.game.find_action("pass"))
    rec.apply(rec.game.find_action("pass"))
    after = rec.game.snapshot()
    assert after["players"]["p2"]["exile"] == ["Mind Stone"]
    rec.close()
    header, actions, _ = load_save(tmp_path / "g.jsonl")
    assert actions[0].text == "cast Cast into the Fire mode 2 -> Mind Stone"
    assert rebuild(header, actions).snapshot() == after
    r = Replay(tmp_path / "g.jsonl")
    while r.index < r.total:
        r.forward()
    assert r.game.snapshot() == after


# ====================================================================== Orcish Medicine: your choice of A or B
def medicine_board(**p1):
    return board(state=MAIN, p1={"battlefield": ["Swamp"] * 2 + ["Grizzly Bears"], "hand": ["Orcish Medicine"],
                                 "library": LIB, **p1}, p2={"library": LIB})


def test_orcish_medicine_asks_its_controller_lifelink_or_indestructible_then_amasses():
    """608.2d, SCENARIOS 1.1: 'your choice of' is the controller's choice as the spell resolves; 701.47a amass."""
    g = medicine_board()
    act(g, "p1: cast Orcish Medicine -> Grizzly Bears", "resolve")
    assert g.decider == "p1" and sorted(legal(g)) == ["choose indestructible", "choose lifelink"]
    assert g.snapshot()["pending"]["purpose"] == "keyword_choice"
    act(g, "p1: choose indestructible")
    assert "indestructible" in kw(g, "Grizzly Bears") and "lifelink" not in kw(g, "Grizzly Bears")
    army = perm(g, "Orc Army")
    assert army is not None and army["counters"] == {"+1/+1": 1} and "Orc" in army["subtypes"]


def test_the_chosen_keyword_lasts_until_end_of_turn_and_lifelink_gains_life():
    """702.15b lifelink: its damage gains its controller that much life; 514.2: gone at cleanup."""
    g = medicine_board()
    act(g, "p1: cast Orcish Medicine -> Grizzly Bears", "resolve", "p1: choose lifelink")
    assert "lifelink" in kw(g, "Grizzly Bears")
    act(g, "advance to declare_attackers", "p1: attack Grizzly Bears", "advance to end_of_combat")
    assert g.players["p1"].life == 22 and g.players["p2"].life == 18
    act(g, "advance to main1")
    assert "lifelink" not in kw(g, "Grizzly Bears")


def test_the_bot_chooses_indestructible_for_a_creature_in_combat_and_lifelink_otherwise():
    g = medicine_board()
    act(g, "p1: cast Orcish Medicine -> Grizzly Bears", "resolve")
    a = make_agent("normal", 1).choose(PlayerView(g, "p1"), g.legal_actions())
    assert a.text == "choose lifelink"
    g = board(state={"turn": 3, "active": "p2", "step": "declare_attackers"},
              p1={"battlefield": ["Swamp"] * 2 + ["Grizzly Bears"], "hand": ["Orcish Medicine"], "library": LIB},
              p2={"battlefield": ["Hill Giant"], "library": LIB})
    act(g, "p2: attack Hill Giant", "advance to declare_blockers", "p1: block Hill Giant with Grizzly Bears")
    while g.step == "declare_blockers" and g.decider != "p1":
        act(g, "p2: pass")
    a = make_agent("normal", 1).choose(PlayerView(g, "p1"), g.legal_actions())
    assert a.text == "cast Orcish Medicine -> Grizzly Bears"
    g.apply(a)
    act(g, "resolve")
    a = make_agent("normal", 1).choose(PlayerView(g, "p1"), g.legal_actions())
    assert a.text == "choose indestructible"


# ====================================================================== becomes blocked (509.3c)
def goblin_blocked(blockers):
    g = board(state={"turn": 3, "active": "p1", "step": "main1"},
              p1={"battlefield": ["Battle-Scarred Goblin"], "library": LIB},
              p2={"battlefield": blockers, "library": LIB})
    act(g, "advance to declare_attackers", "p1: attack Battle-Scarred Goblin", "advance to declare_blockers")
    return g


def test_battle_scarred_goblin_deals_one_damage_to_each_creature_blocking_it_once():
    """509.3c: 'becomes blocked' triggers once however many block; its damage goes to each blocker (120.3)."""
    g = goblin_blocked(["Llanowar Elves", "Grizzly Bears"])
    act(g, "p2: block Battle-Scarred Goblin with Llanowar Elves", "p2: block Battle-Scarred Goblin with Grizzly Bears")
    if g.decider == "p2" and "done" in legal(g):
        act(g, "p2: done")
    st = g.snapshot()["stack"]
    assert [it["name"] for it in st] == ["Battle-Scarred Goblin"]  # one trigger, not one per blocker
    act(g, "resolve")
    assert "Llanowar Elves" in names(g, "p2", "graveyard") and perm(g, "Grizzly Bears")["damage"] == 1


def test_battle_scarred_goblin_unblocked_triggers_nothing():
    g = goblin_blocked(["Grizzly Bears"])
    act(g, "p2: done")
    assert g.snapshot()["stack"] == [] and perm(g, "Grizzly Bears")["damage"] == 0


# ====================================================================== combat damage to a player (510.3a)
def meneldor_board(blocker=None):
    g = board(state={"turn": 3, "active": "p1", "step": "main1"},
              p1={"battlefield": ["Meneldor, Swift Savior", {"card": "Grizzly Bears", "id": "bear", "tapped": True}],
                  "library": LIB},
              p2={"battlefield": [blocker] if blocker else [], "library": LIB})
    act(g, "advance to declare_attackers", "p1: attack Meneldor, Swift Savior", "advance to declare_blockers")
    return g


def test_meneldor_dealing_combat_damage_to_a_player_flickers_a_creature_you_own():
    """510.3a: the trigger; 400.7: the returned creature is a new object, untapped (the Bears were tapped)."""
    g = meneldor_board()
    act(g, "advance to combat_damage")
    assert g.players["p2"].life == 17
    # "up to one target creature you own" (115.1, 603.3d): chosen as the trigger goes on the stack
    assert sorted(legal(g)) == ["choose Grizzly Bears", "choose Meneldor, Swift Savior", "done"]
    act(g, "p1: choose Grizzly Bears")
    act(g, "resolve")
    bears = perm(g, "Grizzly Bears")
    assert bears is not None and bears["id"] != "bear" and not bears["tapped"] and bears["controller"] == "p1"


def test_meneldor_noncombat_damage_to_a_player_does_not_trigger_it():
    """510.3a: only combat damage: Meneldor's trigger stays silent for other damage (none here: no attack)."""
    g = board(state={"turn": 3, "active": "p1", "step": "main1"},
              p1={"battlefield": ["Meneldor, Swift Savior", "Mountain"], "hand": ["Cast into the Fire"],
                  "library": LIB}, p2={"battlefield": [], "library": LIB})
    g.deal_damage(perm(g, "Meneldor, Swift Savior")["id"], "p2", 3)
    assert g.players["p2"].life == 17 and g.snapshot()["stack"] == []


# ====================================================================== optional costs and "when you do" (603.12)
FOOD = {"token": "Food"}


def hobbit_attacks(p1_extra=(), lands=0):
    g = board(state={"turn": 3, "active": "p1", "step": "main1"},
              p1={"battlefield": ["Nimble Hobbit", *p1_extra] + ["Plains"] * lands, "library": LIB},
              p2={"battlefield": [{"card": "Hill Giant", "id": "giant"}], "library": LIB})
    act(g, "advance to declare_attackers", "p1: attack Nimble Hobbit")
    return g


def test_nimble_hobbit_sacrifices_a_food_and_when_it_does_taps_a_creature():
    """609.3, 701.17a: the Food is sacrificed as the trigger resolves; 603.12: then 'when you do' triggers and its
    target is chosen as it goes on the stack; 701.26a: the Giant is tapped, so it can't block."""
    g = hobbit_attacks([FOOD])
    act(g, "resolve")
    assert sorted(legal(g)) == ["choose no", "choose yes"]
    act(g, "p1: choose yes")  # one Food and no mana for {2}{W}: nothing else to choose
    assert perm(g, "Food") is None
    act(g, "resolve")
    assert perm(g, "giant")["tapped"] is True
    act(g, "advance to declare_blockers")
    assert "block Nimble Hobbit with Hill Giant" not in legal(g)


def test_nimble_hobbit_may_pay_mana_instead_and_the_player_chooses_how():
    """SCENARIOS 1.1: with a Food and {2}{W} both able to pay, the player names the way."""
    g = hobbit_attacks([FOOD], lands=3)
    act(g, "resolve", "p1: choose yes")
    assert sorted(legal(g)) == ["choose Food", "choose pay {2}{W}"]
    assert g.snapshot()["pending"]["purpose"] == "may_cost"
    act(g, "p1: choose pay {2}{W}")
    assert perm(g, "Food") is not None and sum(1 for p in g.snapshot()["players"]["p1"]["battlefield"]
                                               if p["name"] == "Plains" and p["tapped"]) == 3
    act(g, "resolve")
    assert perm(g, "giant")["tapped"] is True


def test_nimble_hobbit_without_food_or_mana_asks_nothing_and_no_reflexive_trigger():
    """609.3: a cost that can't be paid gives no yes; 603.12: no payment, no 'when you do'."""
    g = hobbit_attacks()
    act(g, "resolve")
    assert g.snapshot()["stack"] == [] and perm(g, "giant")["tapped"] is False


def test_nimble_hobbit_saying_no_keeps_the_food_and_taps_nothing():
    g = hobbit_attacks([FOOD])
    act(g, "resolve", "p1: choose no")
    assert perm(g, "Food") is not None and g.snapshot()["stack"] == [] and perm(g, "giant")["tapped"] is False


def test_the_bot_says_no_when_when_you_do_has_nothing_to_target():
    g = board(state={"turn": 3, "active": "p1", "step": "main1"},
              p1={"battlefield": ["Nimble Hobbit", FOOD], "library": LIB}, p2={"library": LIB})
    act(g, "advance to declare_attackers", "p1: attack Nimble Hobbit", "resolve")
    assert make_agent("normal", 1).choose(PlayerView(g, "p1"), g.legal_actions()).text == "choose no"
    g = hobbit_attacks([FOOD], lands=3)
    act(g, "resolve")
    bot = make_agent("normal", 1)
    a = bot.choose(PlayerView(g, "p1"), g.legal_actions())
    assert a.text == "choose yes"
    g.apply(a)
    assert bot.choose(PlayerView(g, "p1"), g.legal_actions()).text == "choose Food"  # a token before mana


def test_pippins_bravery_with_a_food_gives_plus_four_else_plus_two():
    """609.3, 608.2c: 'If you do' +4/+4; 'Otherwise' +2/+2 (no Food, or the player declines)."""
    g = board(state=MAIN, p1={"battlefield": ["Forest", "Grizzly Bears", FOOD], "hand": ["Pippin's Bravery"],
                              "library": LIB}, p2={"library": LIB})
    act(g, "p1: cast Pippin's Bravery -> Grizzly Bears", "resolve", "p1: choose yes")
    assert pt(g, "Grizzly Bears") == (6, 6) and perm(g, "Food") is None
    g = board(state=MAIN, p1={"battlefield": ["Forest", "Grizzly Bears", FOOD], "hand": ["Pippin's Bravery"],
                              "library": LIB}, p2={"library": LIB})
    act(g, "p1: cast Pippin's Bravery -> Grizzly Bears", "resolve", "p1: choose no")
    assert pt(g, "Grizzly Bears") == (4, 4) and perm(g, "Food") is not None
    g = board(state=MAIN, p1={"battlefield": ["Forest", "Grizzly Bears"], "hand": ["Pippin's Bravery"],
                              "library": LIB}, p2={"library": LIB})
    act(g, "p1: cast Pippin's Bravery -> Grizzly Bears", "resolve")
    assert pt(g, "Grizzly Bears") == (4, 4) and g.snapshot()["stack"] == []


def shirriff_board(tokens=(FOOD,)):
    return board(state=MAIN, p1={"battlefield": ["Plains"] * 2 + list(tokens), "hand": ["Shire Shirriff"],
                                 "library": LIB},
                 p2={"battlefield": [{"card": "Hill Giant", "id": "giant"}], "library": LIB})


def test_shire_shirriff_exiles_a_creature_until_it_leaves_the_battlefield():
    """603.12 'when you do'; 610.3: exiled until Shire Shirriff leaves, then it returns (a new object, 400.7)."""
    g = shirriff_board()
    act(g, "p1: cast Shire Shirriff", "resolve", "resolve", "p1: choose yes", "resolve")
    assert names(g, "p2", "exile") == ["Hill Giant"] and perm(g, "Food") is None
    assert "vigilance" in kw(g, "Shire Shirriff")
    g.destroy(perm(g, "Shire Shirriff")["id"])
    assert names(g, "p2", "exile") == [] and bf_names(g, "p2") == ["Hill Giant"]
    assert perm(g, "Hill Giant")["controller"] == "p2"


def test_shire_shirriff_gone_before_its_reflexive_trigger_resolves_exiles_nothing():
    """610.3c: if the source has left when the exile would happen, nothing is exiled."""
    g = shirriff_board()
    act(g, "p1: cast Shire Shirriff", "resolve", "resolve", "p1: choose yes")
    g.destroy(perm(g, "Shire Shirriff")["id"])
    act(g, "resolve")
    assert bf_names(g, "p2") == ["Hill Giant"] and names(g, "p2", "exile") == []


def test_shire_shirriff_only_a_token_may_be_sacrificed():
    """The filter 'a token' (111.1): a nontoken permanent can't pay; with no token, no yes is offered."""
    g = shirriff_board(tokens=("Grizzly Bears",))
    act(g, "p1: cast Shire Shirriff", "resolve", "resolve")
    assert g.snapshot()["stack"] == [] and bf_names(g, "p2") == ["Hill Giant"]


def test_old_man_willow_is_as_big_as_your_lands_and_shrinks_a_blocker_when_it_sacrifices():
    """604.3: its P/T count the lands you control; 603.12: sacrificing another creature or a token gives -2/-2."""
    g = board(state={"turn": 3, "active": "p1", "step": "main1"},
              p1={"battlefield": ["Old Man Willow", "Forest", "Swamp", "Forest", "Grizzly Bears", FOOD],
                  "library": LIB},
              p2={"battlefield": [{"card": "Hill Giant", "id": "giant"}], "library": LIB})
    assert pt(g, "Old Man Willow") == (3, 3)
    act(g, "advance to declare_attackers", "p1: attack Old Man Willow", "p1: done", "resolve", "p1: choose yes")
    assert sorted(legal(g)) == ["choose Food", "choose Grizzly Bears"]  # never Old Man Willow itself ("another")
    act(g, "p1: choose Grizzly Bears", "resolve")
    assert pt(g, "giant") == (1, 1) and "Grizzly Bears" in names(g, "p1", "graveyard")


def test_the_bot_sacrifices_a_token_for_old_man_willow_but_never_one_of_its_cards():
    """The bot's 'may' reads what could pay (the decision's ``ways``, public: the battlefield)."""
    def willow(extra):
        g = board(state={"turn": 3, "active": "p1", "step": "main1"},
                  p1={"battlefield": ["Old Man Willow", "Forest", "Swamp", *extra], "library": LIB},
                  p2={"battlefield": [{"card": "Hill Giant", "id": "giant"}], "library": LIB})
        act(g, "advance to declare_attackers", "p1: attack Old Man Willow")
        if g.pending is not None and g.pending.kind == "attack":
            act(g, "p1: done")
        act(g, "resolve")
        return g
    g = willow([{"card": "Grizzly Bears", "tapped": True}])
    assert make_agent("normal", 1).choose(PlayerView(g, "p1"), g.legal_actions()).text == "choose no"
    g = willow([{"card": "Grizzly Bears", "tapped": True}, FOOD])
    bot = make_agent("normal", 1)
    a = bot.choose(PlayerView(g, "p1"), g.legal_actions())
    assert a.text == "choose yes"
    g.apply(a)
    assert bot.choose(PlayerView(g, "p1"), g.legal_actions()).text == "choose Food"


def test_eastfarthing_farmer_makes_a_food_and_when_it_does_pumps_for_each_food():
    """603.12: 'When you do' triggers on the Food's creation, its target chosen as it goes on the stack; the
    count of Foods is taken as it resolves (608.2h): the new Food and the one already there, +2/+2."""
    g = board(state=MAIN, p1={"battlefield": ["Plains"] * 3 + ["Grizzly Bears", FOOD], "hand": ["Eastfarthing Farmer"],
                              "library": LIB}, p2={"library": LIB})
    act(g, "p1: cast Eastfarthing Farmer", "resolve", "resolve")
    assert sum(1 for p in g.snapshot()["players"]["p1"]["battlefield"] if p["name"] == "Food") == 2
    assert sorted(legal(g)) == ["choose Eastfarthing Farmer", "choose Grizzly Bears"]
    act(g, "p1: choose Grizzly Bears", "resolve")
    assert pt(g, "Grizzly Bears") == (4, 4) and pt(g, "Eastfarthing Farmer") == (2, 3)
    act(g, "advance to end", "advance to main1")
    assert g.turn == 4 and pt(g, "Grizzly Bears") == (2, 2)  # until end of turn (514.2)


def test_bilbo_tempts_you_as_he_enters_and_again_as_he_leaves():
    """603.6a, 603.6c, 603.10a: one ability, two events; 701.52a: the Ring tempts you each time."""
    g = board(state=MAIN, p1={"battlefield": ["Island", "Mountain", "Mountain"], "hand": ["Bilbo, Retired Burglar"],
                              "library": LIB}, p2={"library": LIB})
    act(g, "p1: cast Bilbo, Retired Burglar", "resolve", "resolve")
    snap = g.snapshot()["players"]["p1"]
    assert snap["ring"] == 1 and snap["ring_bearer"] == perm(g, "Bilbo, Retired Burglar")["id"]
    g.destroy(perm(g, "Bilbo, Retired Burglar")["id"])
    act(g, "p1: pass")  # the trigger goes on the stack as a player would receive priority (603.3)
    assert [it["name"] for it in g.snapshot()["stack"]] == ["Bilbo, Retired Burglar"]
    act(g, "resolve")
    assert g.snapshot()["players"]["p1"]["ring"] == 2


def test_bilbo_dealing_combat_damage_to_a_player_makes_a_treasure():
    """510.3a: the trigger; 111.10a: a Treasure token."""
    g = board(state={"turn": 3, "active": "p1", "step": "main1"},
              p1={"battlefield": ["Bilbo, Retired Burglar"], "library": LIB}, p2={"library": LIB})
    act(g, "advance to declare_attackers", "p1: attack Bilbo, Retired Burglar", "advance to combat_damage", "resolve")
    assert g.players["p2"].life == 19 and perm(g, "Treasure") is not None


def gorbag_hits(*extra):
    g = board(state={"turn": 3, "active": "p1", "step": "main1"},
              p1={"battlefield": ["Gorbag of Minas Morgul", *extra], "library": ["Forest"] * 4},
              p2={"library": LIB})
    act(g, "advance to declare_attackers")
    for a in [x for x in legal(g) if x.startswith("attack ")]:
        act(g, "p1: " + a)
    if g.pending is not None and g.pending.kind == "attack":
        act(g, "p1: done")
    act(g, "advance to combat_damage")
    return g


def test_gorbag_a_goblin_or_orc_that_deals_combat_damage_may_be_sacrificed_then_choose_one():
    """510.3a: the trigger for each Goblin or Orc you control that hits a player; 609.3 'you may sacrifice it';
    603.12 + 700.2: 'when you do, choose one' (the mode chosen as the reflexive trigger goes on the stack)."""
    g = gorbag_hits("Battle-Scarred Goblin", "Grizzly Bears")
    assert g.players["p2"].life == 14
    # two triggers of Gorbag's one ability (one per Orc or Goblin; the Bears none): the engine orders them
    # itself (SCENARIOS 1.1: the same ability of the same source)
    st = [it["name"] for it in g.snapshot()["stack"]]
    assert st == ["Gorbag of Minas Morgul", "Gorbag of Minas Morgul"]
    act(g, "resolve")
    assert sorted(legal(g)) == ["choose no", "choose yes"]
    act(g, "p1: choose yes")
    dead = [n for n in ("Gorbag of Minas Morgul", "Battle-Scarred Goblin") if perm(g, n) is None]
    assert len(dead) == 1 and "Grizzly Bears" not in names(g, "p1", "graveyard")
    assert sorted(legal(g)) == ["choose mode 1", "choose mode 2"]  # the reflexive trigger's mode, at once
    assert g.snapshot()["pending"]["purpose"] == "mode"
    act(g, "p1: choose mode 2")
    assert g.snapshot()["stack"][0]["modes"] == [2]
    act(g, "resolve")
    assert perm(g, "Treasure") is not None and len(names(g, "p1", "hand")) == 0


def test_gorbag_saying_no_keeps_the_creature_and_nothing_is_chosen():
    g = gorbag_hits()
    act(g, "resolve", "p1: choose no")
    assert perm(g, "Gorbag of Minas Morgul") is not None and g.snapshot()["stack"] == []


def test_the_bot_chooses_the_card_over_the_treasure():
    g = gorbag_hits()
    act(g, "resolve", "p1: choose yes")
    assert make_agent("normal", 1).choose(PlayerView(g, "p1"), g.legal_actions()).text == "choose mode 1"


def ferny_blocked(*extra):
    g = board(state={"turn": 3, "active": "p1", "step": "main1"},
              p1={"battlefield": ["Bill Ferny, Bree Swindler", *extra], "library": LIB},
              p2={"battlefield": [{"card": "Hill Giant", "id": "giant"}], "library": LIB})
    act(g, "advance to declare_attackers", "p1: attack Bill Ferny, Bree Swindler")
    if g.pending is not None and g.pending.kind == "attack":
        act(g, "p1: done")
    act(g, "advance to declare_blockers", "p2: block Bill Ferny, Bree Swindler with Hill Giant")
    return g


def test_bill_ferny_blocked_with_no_horse_has_only_the_treasure_mode():
    """700.2a: a mode whose targets can't be chosen can't be chosen; the one mode left is taken by the engine."""
    g = ferny_blocked()
    assert g.snapshot()["stack"][0]["modes"] == [1]
    act(g, "resolve")
    assert perm(g, "Treasure") is not None


def test_bill_ferny_gives_a_horse_away_leaves_combat_and_makes_three_treasures():
    """700.2 'choose mode 2', its two targets (one candidate each: chosen by the engine); 613.1b the opponent
    gains control; 'if they do' (608.2c): 506.4 Bill Ferny is removed from combat (the Giant deals it no damage,
    510.1c) and three Treasures are created."""
    g = ferny_blocked("Bill the Pony")
    assert sorted(legal(g)) == ["choose mode 1", "choose mode 2"]
    act(g, "p1: choose mode 2")
    it = g.snapshot()["stack"][0]
    assert it["modes"] == [2] and it["targets"] == ["p2", perm(g, "Bill the Pony")["id"]]
    act(g, "resolve")
    assert perm(g, "Bill the Pony")["controller"] == "p2"
    assert sum(1 for p in g.snapshot()["players"]["p1"]["battlefield"] if p["name"] == "Treasure") == 3
    assert perm(g, "Bill Ferny, Bree Swindler")["attacking"] is False
    act(g, "advance to main2")
    assert perm(g, "Bill Ferny, Bree Swindler") is not None and perm(g, "giant")["damage"] == 0


def test_the_bot_never_gives_its_horse_away():
    g = ferny_blocked("Bill the Pony")
    assert make_agent("normal", 1).choose(PlayerView(g, "p1"), g.legal_actions()).text == "choose mode 1"


# ====================================================================== the app: a modal spell by keyboard
async def test_the_app_casts_a_modal_spell_its_mode_then_up_to_two_targets_stopping_after_one():
    """The picker lists each mode with what it does (700.2); "up to two" targets may stop after one (115.1):
    the player's own creature is never added by itself."""
    pytest.importorskip("textual")
    from mtg_tui.tui.app import MtgApp
    from mtg_tui.tui.targeting import NO_MORE
    from tests.tui_helpers import fast, settle
    from test_tui_decisions import select
    sc = {"title": "fire", "state": {"turn": 3, "active": "p1", "step": "main1"},
          "p1": {"battlefield": ["Mountain", "Mountain", {"card": "Grizzly Bears", "id": "bear"}],
                 "hand": ["Cast into the Fire"], "library": ["Forest"] * 3},
          "p2": {"battlefield": [{"card": "Llanowar Elves", "id": "elf"}, "Mind Stone"], "library": ["Swamp"] * 3}}
    app = MtgApp(settings=fast(), scenario=sc, bot="random")
    async with app.run_test(size=(120, 40)) as pilot:
        scr = await settle(pilot)
        g = scr.game
        await select(pilot, scr, "hand", g.players["p1"].hand[0])
        await pilot.press("enter")
        await pilot.pause()
        picker = app.screen
        from mtg_tui.tui.look import action_label
        labels = [action_label(a) for a in picker.actions]
        assert labels[0][0] == "cast Cast into the Fire mode 1 -> …"
        assert labels[0][1].endswith("deals 1 damage to each of up to two target creatures")
        assert labels[1] == ("cast Cast into the Fire mode 2 -> Mind Stone", "Exile target artifact")
        await pilot.press("1")
        await pilot.pause()
        assert scr.targeting is not None and [a.text for a in scr.shown_actions] == [
            "target Grizzly Bears", "target Llanowar Elves", NO_MORE]
        await select(pilot, scr, "opp-creatures", "elf")
        await pilot.press("enter")
        await pilot.pause()
        assert scr.targeting is not None and [a.text for a in scr.shown_actions] == ["target Grizzly Bears", NO_MORE]
        await pilot.press("2")
        scr = await settle(pilot)
        assert "Llanowar Elves" in g.snapshot()["players"]["p2"]["graveyard"]
        assert perm(g, "bear")["damage"] == 0 and "Cast into the Fire" in names(g, "p1", "graveyard")
