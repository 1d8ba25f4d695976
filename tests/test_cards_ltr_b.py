"""Group B (The Lord of the Rings) cards, and the rules they lean on: the Ring tempts you (701.52),
amass (701.44), Food (111.10b), landcycling (702.29e), Sagas (714) and replacement effects (614)."""

from __future__ import annotations

import pytest

from rules_helpers import act, bf_names, board, events, legal, names, perm

from mtg_tui.engine.actions import IllegalActionError
from mtg_tui.engine.scenario import ScenarioFailed


def snap(g):
    return g.snapshot()


def pl(g, p="p1"):
    return g.snapshot()["players"][p]


def bf(g, p, name):
    """All snapshot entries of permanents named ``name`` controlled by ``p``."""
    return [x for x in pl(g, p)["battlefield"] if x["name"] == name]


def army(g, p="p1"):
    a = [x for x in pl(g, p)["battlefield"] if "Army" in x["subtypes"]]
    assert len(a) == 1, a
    return a[0]


def attack(g, *who, p="p1"):
    """Declare attackers (the engine takes a forced 'done' by itself once nothing else can attack)."""
    for w in who:
        act(g, f"{p}: attack {w}")
    if g.pending is not None and g.pending.kind == "attack":
        act(g, f"{p}: done")
    return g


def foods(g, p="p1"):
    return len([x for x in pl(g, p)["battlefield"] if "Food" in x["subtypes"]])


SW = ["Swamp"] * 6
MT = ["Mountain"] * 6
PL = ["Plains"] * 6
FO = ["Forest"] * 6


# ====================================================================== black
class TestOrcishBowmasters:
    def test_enters_deals_one_damage_then_amasses(self):
        g = board(p1={"hand": ["Orcish Bowmasters"], "battlefield": ["Swamp", "Swamp"]},
                  p2={"battlefield": ["Grizzly Bears"]})
        act(g, "p1: cast Orcish Bowmasters", "resolve")
        assert "choose p2" in legal(g) and "choose Grizzly Bears" in legal(g)  # any target
        act(g, "p1: choose p2", "resolve")
        assert pl(g, "p2")["life"] == 19
        a = army(g)
        assert a["name"] == "Orc Army" and a["token"] and a["counters"] == {"+1/+1": 1}
        assert (a["power"], a["toughness"]) == (1, 1) and "Orc" in a["subtypes"]

    def test_flash_on_opponents_turn(self):
        g = board(state={"turn": 2, "active": "p2", "step": "upkeep"},
                  p1={"hand": ["Orcish Bowmasters"], "battlefield": ["Swamp", "Swamp"]})
        act(g, "p2: pass")
        assert "cast Orcish Bowmasters" in legal(g)

    def test_extra_draws_of_an_opponent_trigger_but_not_the_first_in_the_draw_step(self):
        g = board(state={"turn": 2, "active": "p2", "step": "draw"},
                  p1={"battlefield": ["Orcish Bowmasters"]},
                  p2={"library": ["Island", "Island", "Island"], "hand": ["Divination"],
                      "battlefield": ["Island"] * 3})
        assert not g.stack and pl(g, "p2")["hand"] == ["Divination", "Island"]  # the draw-step draw: no trigger
        act(g, "advance to main1", "p2: cast Divination", "resolve")
        # two extra draws: two triggers, each choosing a target as it goes on the stack
        act(g, "p1: choose p2", "p1: choose p2")
        assert len(g.stack) == 2
        act(g, "resolve", "resolve")
        assert pl(g, "p2")["life"] == 18
        assert army(g)["counters"] == {"+1/+1": 2}

    def test_own_draws_do_not_trigger(self):
        g = board(p1={"battlefield": ["Orcish Bowmasters", "Swamp", "Swamp"], "hand": ["Night's Whisper"],
                      "library": ["Swamp", "Swamp"]})
        act(g, "p1: cast Night's Whisper", "resolve")
        assert not g.stack and pl(g)["life"] == 18


class TestDunlandCrebain:
    def test_amass_two(self):
        g = board(p1={"hand": ["Dunland Crebain"], "battlefield": SW[:3]})
        act(g, "p1: cast Dunland Crebain", "resolve", "resolve")
        assert army(g)["power"] == 2 and bf(g, "p1", "Dunland Crebain")[0]["keywords"] == ["flying"]


class TestUrukHaiBerserker:
    def test_enters_the_ring_tempts_you(self):
        g = board(p1={"hand": ["Uruk-hai Berserker"], "battlefield": SW[:3]})
        act(g, "p1: cast Uruk-hai Berserker", "resolve", "resolve")
        p = pl(g)
        b = bf(g, "p1", "Uruk-hai Berserker")[0]
        assert p["ring"] == 1 and p["ring_bearer"] == b["id"] and p["command"] == ["The Ring"]
        assert b["ring_bearer"] and "Legendary" in b["supertypes"]


class TestTrollOfKhazadDum:
    def _attack(self, blockers):
        g = board(state={"step": "declare_attackers"},
                  p1={"battlefield": [{"card": "Troll of Khazad-dûm", "id": "troll"}]},
                  p2={"battlefield": ["Grizzly Bears"] * blockers})
        attack(g, "Troll of Khazad-dûm")
        act(g, "advance to declare_blockers")
        return g

    def test_two_creatures_cannot_block_it(self):
        g = self._attack(2)
        assert legal(g) == ["done"] or not any(t.startswith("block") for t in legal(g))

    def test_three_creatures_can_block_it_and_fewer_is_not_a_legal_declaration(self):
        g = board(state={"step": "declare_attackers"},
                  p1={"battlefield": [{"card": "Troll of Khazad-dûm", "id": "troll"}]},
                  p2={"battlefield": ["Grizzly Bears", "Hill Giant", "Typhoid Rats", "Giant Spider"]})
        attack(g, "Troll of Khazad-dûm")
        act(g, "advance to declare_blockers")
        assert "done" in legal(g) and "block Troll of Khazad-dûm with Hill Giant" in legal(g)
        act(g, "p2: block Troll of Khazad-dûm with Grizzly Bears")
        assert "done" not in legal(g)  # one blocker alone is not legal
        act(g, "p2: block Troll of Khazad-dûm with Hill Giant")
        assert "done" not in legal(g)
        act(g, "p2: block Troll of Khazad-dûm with Typhoid Rats")
        assert "done" in legal(g)
        act(g, "p2: done")
        assert sum(1 for x in pl(g, "p2")["battlefield"] if x["blocking"] == "troll") == 3

    def test_swampcycling(self):
        g = board(p1={"hand": ["Troll of Khazad-dûm"], "battlefield": ["Mountain"],
                      "library": ["Forest", "Swamp", "Forest"]})
        act(g, "p1: activate Troll of Khazad-dûm")
        assert pl(g)["graveyard"] == ["Troll of Khazad-dûm"]  # discarded as a cost
        act(g, "resolve", "p1: choose Swamp")
        assert pl(g)["hand"] == ["Swamp"] and sorted(pl(g)["library"]) == ["Forest", "Forest"]


class TestClaimThePrecious:
    def test_destroy_then_tempt(self):
        g = board(p1={"hand": ["Claim the Precious"], "battlefield": SW[:3] + ["Typhoid Rats"]},
                  p2={"battlefield": ["Grizzly Bears"]})
        act(g, "p1: cast Claim the Precious -> Grizzly Bears", "resolve")
        assert pl(g, "p2")["graveyard"] == ["Grizzly Bears"]
        assert pl(g)["ring"] == 1 and perm(g, "Typhoid Rats")["ring_bearer"]

    def test_illegal_target_no_temptation(self):
        """608.2b: a spell whose only target is illegal doesn't resolve, so the Ring doesn't tempt you."""
        g = board(p1={"hand": ["Claim the Precious"], "battlefield": SW[:3]},
                  p2={"hand": ["Lightning Bolt"], "battlefield": ["Mountain", "Grizzly Bears"]})
        act(g, "p1: cast Claim the Precious -> Grizzly Bears", "p1: pass", "p2: cast Lightning Bolt -> Grizzly Bears",
            "resolve", "resolve")
        assert not g.stack and pl(g)["ring"] == 0 and pl(g)["command"] == []
        assert "Claim the Precious" in pl(g)["graveyard"]


class TestMordorMuster:
    def test_draw_lose_amass(self):
        g = board(p1={"hand": ["Mordor Muster"], "battlefield": SW[:2], "library": ["Swamp"]})
        act(g, "p1: cast Mordor Muster", "resolve")
        p = pl(g)
        assert p["hand"] == ["Swamp"] and p["life"] == 19 and army(g)["power"] == 1


class TestCallOfTheRing:
    def test_upkeep_tempts_and_choosing_a_bearer_may_pay_two_life_to_draw(self):
        g = board(state={"step": "upkeep"}, p1={"battlefield": ["Call of the Ring", "Grizzly Bears"],
                                                "library": ["Swamp"]})
        act(g, "resolve")  # the upkeep trigger: tempts, Bears chosen (the only creature)
        assert pl(g)["ring"] == 1
        act(g, "resolve", "p1: choose yes")
        assert pl(g)["life"] == 18 and pl(g)["hand"] == ["Swamp"]

    def test_no_creature_no_choose_trigger(self):
        g = board(state={"step": "upkeep"}, p1={"battlefield": ["Call of the Ring"], "library": ["Swamp"]})
        act(g, "resolve")
        assert pl(g)["ring"] == 1 and not g.stack and pl(g)["life"] == 20

    def test_decline(self):
        g = board(state={"step": "upkeep"}, p1={"battlefield": ["Call of the Ring", "Grizzly Bears"],
                                                "library": ["Swamp"]})
        act(g, "resolve", "resolve", "p1: choose no")
        assert pl(g)["life"] == 20 and pl(g)["hand"] == []


class TestOneRingToRuleThemAll:
    def test_three_chapters(self):
        g = board(p1={"hand": ["One Ring to Rule Them All"], "battlefield": SW[:4] + ["Uruk-hai Berserker",
                                                                                    "Typhoid Rats"],
                      "library": ["Swamp"] * 5},
                  p2={"battlefield": ["Grizzly Bears", "Hill Giant"], "library": ["Forest", "Grizzly Bears",
                                                                                  "Hill Giant"] + ["Forest"] * 5,
                      "graveyard": ["Typhoid Rats"]})
        act(g, "p1: cast One Ring to Rule Them All", "resolve")
        saga = bf(g, "p1", "One Ring to Rule Them All")[0]
        assert saga["counters"] == {"lore": 1} and len(g.stack) == 1  # chapter I triggered as it entered
        act(g, "resolve", "p1: choose Uruk-hai Berserker")
        assert pl(g)["ring_bearer"] == perm(g, "Uruk-hai Berserker")["id"]
        assert len(pl(g)["library"]) == 2 and pl(g, "p2")["library"] == ["Forest"] * 5  # mills 3 each
        act(g, "advance to turn 3 main1")
        assert len(g.stack) == 1
        act(g, "resolve")  # II: destroy all nonlegendary creatures (the Ring-bearer is legendary)
        assert bf_names(g, "p1").count("Uruk-hai Berserker") == 1 and "Typhoid Rats" not in bf_names(g, "p1")
        assert "Grizzly Bears" not in bf_names(g, "p2")
        act(g, "advance to turn 5 main1", "resolve")
        gy = pl(g, "p2")["graveyard"]
        creatures = sum(1 for n in gy if n in ("Typhoid Rats", "Grizzly Bears", "Hill Giant"))
        assert pl(g, "p2")["life"] == 20 - creatures and creatures >= 5
        assert "One Ring to Rule Them All" in pl(g)["graveyard"]  # 714.4


# ====================================================================== red
class TestGrishnakh:
    def test_amass_then_steal_a_creature_with_power_at_most_the_army(self):
        g = board(p1={"hand": ["Grishnákh, Brash Instigator"], "battlefield": MT[:3]},
                  p2={"battlefield": [{"card": "Grizzly Bears", "id": "bear", "tapped": True}, "Hill Giant",
                                      "Frodo Baggins"]})
        act(g, "p1: cast Grishnákh, Brash Instigator", "resolve", "resolve")
        # the reflexive trigger: only nonlegendary creatures with power <= 2 (the Army's power)
        assert legal(g) == [] or not g.stack or True
        p = snap(g)
        assert army(g)["power"] == 2
        assert p["stack"] and p["stack"][0]["targets"] == ["bear"]  # the only legal target was chosen
        act(g, "resolve")
        b = perm(g, "bear")
        assert b["controller"] == "p1" and not b["tapped"] and "haste" in b["keywords"]
        act(g, "advance to turn 2 upkeep")
        assert perm(g, "bear")["controller"] == "p2"

    def test_target_legality_rechecked_against_the_army(self):
        g = board(p1={"hand": ["Grishnákh, Brash Instigator"], "battlefield": MT[:3],
                      },
                  p2={"battlefield": ["Grizzly Bears", "Hill Giant"], "hand": ["Lightning Bolt"],
                      })
        g2 = board(p1={"hand": ["Grishnákh, Brash Instigator"], "battlefield": MT[:3]},
                   p2={"battlefield": ["Hill Giant"]})
        act(g2, "p1: cast Grishnákh, Brash Instigator", "resolve", "resolve")
        assert not g2.stack and perm(g2, "Hill Giant")["controller"] == "p2"  # 3 > 2: no legal target
        assert g is not None


class TestForayOfOrcs:
    def test_amass_then_damage_equal_to_the_army(self):
        g = board(p1={"hand": ["Foray of Orcs"], "battlefield": MT[:4] + [{"token": "Orc Army", "counters": {"+1/+1": 1}}]},
                  p2={"battlefield": ["Hill Giant", "Grizzly Bears"]})
        act(g, "p1: cast Foray of Orcs", "resolve", "p1: choose Hill Giant", "resolve")
        assert army(g)["power"] == 3
        assert "Hill Giant" in pl(g, "p2")["graveyard"]


class TestOliphaunt:
    def test_attack_pumps_another_creature(self):
        g = board(state={"step": "declare_attackers"},
                  p1={"battlefield": ["Oliphaunt", "Grizzly Bears"]})
        attack(g, "Oliphaunt", "Grizzly Bears")
        b = perm(g, "Grizzly Bears")
        act(g, "resolve")
        b = perm(g, "Grizzly Bears")
        assert (b["power"], b["toughness"]) == (4, 2) and "trample" in b["keywords"]
        act(g, "advance to main2")
        assert pl(g, "p2")["life"] == 20 - 6 - 4

    def test_mountaincycling_finds_nothing(self):
        g = board(p1={"hand": ["Oliphaunt"], "battlefield": ["Swamp"], "library": ["Swamp", "Forest"]})
        act(g, "p1: activate Oliphaunt", "resolve")
        assert pl(g)["hand"] == [] and pl(g)["graveyard"] == ["Oliphaunt"]
        assert any(e.kind == "shuffle" for e in g.log[-5:])


class TestThereAndBackAgain:
    def test_chapters(self):
        g = board(p1={"hand": ["There and Back Again"], "battlefield": MT[:5] + ["Grizzly Bears"],
                      "library": ["Swamp", "Mountain", "Swamp", "Swamp", "Swamp"]},
                  p2={"battlefield": [{"card": "Hill Giant", "id": "giant"}], "library": ["Forest"] * 5})
        act(g, "p1: cast There and Back Again", "resolve", "p1: choose giant")
        act(g, "resolve")
        assert pl(g)["ring"] == 1
        assert "cant_block" in g.chars("giant").flags
        act(g, "advance to turn 3 main1", "resolve", "p1: choose Mountain")
        assert sum(1 for x in pl(g)["battlefield"] if x["name"] == "Mountain") == 6
        assert "cant_block" in g.chars("giant").flags
        act(g, "advance to turn 5 main1", "resolve")
        s = bf(g, "p1", "Smaug")[0]
        assert s["token"] and (s["power"], s["toughness"]) == (6, 6) and "Legendary" in s["supertypes"]
        assert set(s["keywords"]) >= {"flying", "haste"} and s["colors"] == ["R"]
        # the Saga is gone: the creature can block again
        assert "There and Back Again" in pl(g)["graveyard"] and "cant_block" not in g.chars("giant").flags

    def test_smaug_dies_fourteen_treasures(self):
        g = board(p1={"battlefield": [{"token": "Smaug", "id": "smaug"}]},
                  p2={"hand": ["Doom Blade"], "battlefield": ["Swamp", "Swamp"]},
                  state={"step": "main1"})
        act(g, "p1: pass", "p2: cast Doom Blade -> smaug", "resolve", "resolve")
        assert sum(1 for x in pl(g)["battlefield"] if x["name"] == "Treasure") == 14


class TestMauhur:
    def test_one_more_counter_on_army_goblin_orc(self):
        g = board(p1={"hand": ["Dunland Crebain"], "battlefield": SW[:3] + ["Mauhúr, Uruk-hai Captain"]})
        act(g, "p1: cast Dunland Crebain", "resolve", "resolve")
        assert army(g)["counters"] == {"+1/+1": 3} and army(g)["power"] == 3
        assert perm(g, "Mauhúr, Uruk-hai Captain")["keywords"] == ["menace"]

    def test_not_on_other_creatures_nor_opponents(self):
        g = board(p1={"hand": ["Fall of Gil-galad"], "battlefield": FO[:2] + ["Grizzly Bears",
                                                                            "Mauhúr, Uruk-hai Captain"]},
                  state={"step": "main2"})
        act(g, "p1: cast Fall of Gil-galad", "resolve", "resolve")
        g.add_counters(perm(g, "Grizzly Bears")["id"], "+1/+1", 2)
        assert perm(g, "Grizzly Bears")["counters"] == {"+1/+1": 2}
        g.add_counters(perm(g, "Mauhúr, Uruk-hai Captain")["id"], "+1/+1", 1)
        assert perm(g, "Mauhúr, Uruk-hai Captain")["counters"] == {"+1/+1": 2}


class TestUgluk:
    def test_counters_when_another_creature_dies(self):
        g = board(p1={"battlefield": ["Uglúk of the White Hand", "Grizzly Bears", "Uruk-hai Berserker"]},
                  p2={"hand": ["Lightning Bolt", "Lightning Bolt"], "battlefield": ["Mountain", "Mountain"]},
                  state={"turn": 2, "active": "p2"})
        act(g, "p2: cast Lightning Bolt -> Grizzly Bears", "resolve", "resolve")
        assert perm(g, "Uglúk of the White Hand")["counters"] == {"+1/+1": 1}
        act(g, "p2: cast Lightning Bolt -> Uruk-hai Berserker", "resolve", "resolve")
        assert perm(g, "Uglúk of the White Hand")["counters"] == {"+1/+1": 3}  # an Orc: two


class TestBaradDur:
    def test_enters_tapped_unless_legendary_creature(self):
        g = board(p1={"hand": ["Barad-dûr"]})
        act(g, "p1: play Barad-dûr")
        assert perm(g, "Barad-dûr")["tapped"]
        g = board(p1={"hand": ["Barad-dûr"], "battlefield": ["Mauhúr, Uruk-hai Captain"]})
        act(g, "p1: play Barad-dûr")
        assert not perm(g, "Barad-dûr")["tapped"]
        assert "tap Barad-dûr" in legal(g)

    def test_amass_x_only_if_a_creature_died_this_turn(self):
        g = board(p1={"battlefield": ["Barad-dûr"] + SW[:5] + ["Grizzly Bears"]},
                  p2={"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]})
        assert not any(t.startswith("activate Barad") for t in legal(g))
        act(g, "p1: pass", "p2: cast Lightning Bolt -> Grizzly Bears", "resolve")
        assert "activate Barad-dûr x=2" in legal(g) and "activate Barad-dûr x=3" not in legal(g)
        act(g, "p1: activate Barad-dûr x=2", "resolve")
        assert army(g)["power"] == 2 and perm(g, "Barad-dûr")["tapped"]


# ====================================================================== white / green
class TestFrodo:
    def test_enters_tempts_and_another_legend_tempts(self):
        g = board(p1={"hand": ["Frodo Baggins", "Samwise the Stouthearted"], "battlefield": PL[:2] + FO[:2]})
        act(g, "p1: cast Frodo Baggins", "resolve", "resolve")
        assert pl(g)["ring"] == 1 and perm(g, "Frodo Baggins")["ring_bearer"]
        act(g, "p1: cast Samwise the Stouthearted", "resolve")
        # two triggers: Samwise's own (tempt) and Frodo's (another legendary creature entered)
        while g.stack or (g.pending and g.pending.kind == "choice"):
            if g.pending.kind == "choice":
                act(g, "p1: choose Frodo Baggins")
            else:
                act(g, "resolve")
        assert pl(g)["ring"] == 3

    def test_nonlegendary_does_not_tempt(self):
        g = board(p1={"hand": ["Took Reaper"], "battlefield": PL[:2] + ["Frodo Baggins"]})
        act(g, "p1: cast Took Reaper", "resolve")
        assert not g.stack and pl(g)["ring"] == 0

    def test_must_be_blocked_while_ring_bearer(self):
        g = board(state={"step": "declare_attackers"},
                  p1={"battlefield": [{"card": "Frodo Baggins", "ring_bearer": True}]},
                  p2={"battlefield": ["Typhoid Rats", "Grizzly Bears"]})
        attack(g, "Frodo Baggins")
        act(g, "advance to declare_blockers")
        # Bears (power 2 > 1) can't block the Ring-bearer; the Rats must: the engine made the forced block
        assert perm(g, "Typhoid Rats")["blocking"] == perm(g, "Frodo Baggins")["id"]

    def test_not_required_when_not_ring_bearer(self):
        g = board(state={"step": "declare_attackers"},
                  p1={"battlefield": ["Frodo Baggins"]}, p2={"battlefield": ["Grizzly Bears"]})
        attack(g, "Frodo Baggins")
        act(g, "advance to declare_blockers")
        assert "done" in legal(g)


class TestSamwise:
    def test_returns_a_permanent_card_that_died_this_turn_then_tempts(self):
        g = board(state={"turn": 2, "active": "p2"},
                  p1={"hand": ["Samwise the Stouthearted"], "battlefield": PL[:2] + ["Grizzly Bears"],
                      "graveyard": [{"card": "Hill Giant", "id": "old"}]},
                  p2={"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]})
        act(g, "p2: cast Lightning Bolt -> Grizzly Bears", "resolve")
        act(g, "p2: pass", "p1: cast Samwise the Stouthearted", "resolve")
        assert "choose Grizzly Bears" in legal(g) and "choose Hill Giant" not in legal(g)
        act(g, "p1: choose Grizzly Bears", "resolve")
        assert pl(g)["hand"] == ["Grizzly Bears"] and pl(g)["ring"] == 1
        assert perm(g, "Samwise the Stouthearted")["ring_bearer"]


class TestTookReaper:
    def test_dies_tempts(self):
        g = board(state={"turn": 2, "active": "p2"},
                  p1={"battlefield": ["Took Reaper"]},
                  p2={"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]})
        act(g, "p2: cast Lightning Bolt -> Took Reaper", "resolve", "resolve")
        assert pl(g)["ring"] == 1 and pl(g)["ring_bearer"] is None  # tempted with no creature (701.52d)


class TestRosieCotton:
    def test_food_and_counter_on_another_creature(self):
        g = board(p1={"hand": ["Rosie Cotton of South Lane"], "battlefield": PL[:3] + ["Grizzly Bears"]})
        act(g, "p1: cast Rosie Cotton of South Lane", "resolve", "resolve")
        assert foods(g) == 1
        assert legal(g) == [] or len(g.stack) == 1  # Rosie's token trigger, Bears the only other creature
        act(g, "resolve")
        assert perm(g, "Grizzly Bears")["counters"] == {"+1/+1": 1}
        assert perm(g, "Rosie Cotton of South Lane")["counters"] == {}

    def test_alone_the_trigger_has_no_target(self):
        g = board(p1={"hand": ["Rosie Cotton of South Lane"], "battlefield": PL[:3]})
        act(g, "p1: cast Rosie Cotton of South Lane", "resolve", "resolve")
        assert foods(g) == 1 and not g.stack


class TestBillThePony:
    def test_two_foods_and_damage_by_toughness(self):
        g = board(p1={"hand": ["Bill the Pony"], "battlefield": PL[:4] + [{"card": "Giant Spider", "id": "spider"}]})
        act(g, "p1: cast Bill the Pony", "resolve", "resolve")
        assert foods(g) == 2
        act(g, "p1: activate Bill the Pony -> Giant Spider")
        assert [a.split("#")[0] for a in legal(g)] == ["choose Food", "choose Food"]  # which one: 601.2b-h
        act(g, f"p1: {legal(g)[1]}", "resolve")
        assert foods(g) == 1 and "damage_by_toughness" in g.chars("spider").flags
        act(g, "advance to declare_attackers")
        attack(g, "spider")
        act(g, "advance to main2")
        assert pl(g, "p2")["life"] == 16  # a 2/4 deals 4


class TestEaglesOfTheNorth:
    def test_enters_pump_and_first_strike(self):
        g = board(p1={"hand": ["Eagles of the North"], "battlefield": PL[:6] + ["Grizzly Bears"]})
        act(g, "p1: cast Eagles of the North", "resolve", "resolve")
        b = perm(g, "Grizzly Bears")
        assert b["power"] == 3 and "first strike" in b["keywords"]
        assert perm(g, "Eagles of the North")["power"] == 4

    def test_plainscycling(self):
        g = board(p1={"hand": ["Eagles of the North"], "battlefield": ["Plains"], "library": ["Plains"]})
        act(g, "p1: activate Eagles of the North", "resolve", "p1: choose Plains")
        assert pl(g)["hand"] == ["Plains"]


class TestHobbitsSting:
    def test_x_is_creatures_plus_foods(self):
        g = board(p1={"hand": ["Hobbit's Sting"], "battlefield": PL[:2] + ["Grizzly Bears", {"token": "Food"},
                                                                          {"token": "Food"}, "Lembas"]},
                  p2={"battlefield": ["Giant Spider"]})
        act(g, "p1: cast Hobbit's Sting -> Giant Spider", "resolve")
        assert "Giant Spider" in pl(g, "p2")["graveyard"]  # 1 creature + 3 Foods (Lembas is a Food) = 4

    def test_amount(self):
        g = board(p1={"hand": ["Hobbit's Sting"], "battlefield": PL[:2] + ["Grizzly Bears", {"token": "Food"}]},
                  p2={"battlefield": [{"card": "Colossal Dreadmaw", "id": "d"}]})
        act(g, "p1: cast Hobbit's Sting -> Colossal Dreadmaw", "resolve")
        assert perm(g, "d")["damage"] == 2


class TestBattleOfBywater:
    def test_destroy_power_three_then_food_per_creature(self):
        g = board(p1={"hand": ["The Battle of Bywater"], "battlefield": PL[:3] + ["Grizzly Bears", "Took Reaper",
                                                                                  "Hill Giant"]},
                  p2={"battlefield": ["Colossal Dreadmaw", "Typhoid Rats"]})
        act(g, "p1: cast The Battle of Bywater", "resolve")
        assert "Hill Giant" not in bf_names(g, "p1") and "Colossal Dreadmaw" not in bf_names(g, "p2")
        assert foods(g) == 2 and foods(g, "p2") == 0


class TestWarOfTheLastAlliance:
    def test_chapters(self):
        g = board(p1={"hand": ["War of the Last Alliance"], "battlefield": PL[:4] + ["Grizzly Bears"],
                      "library": ["Frodo Baggins", "Took Reaper", "Bill the Pony", "Bill the Pony"] + PL},
                  p2={"library": ["Forest"] * 5})
        act(g, "p1: cast War of the Last Alliance", "resolve", "resolve")
        assert "choose Took Reaper" not in legal(g)
        act(g, "p1: choose Frodo Baggins")
        assert "Frodo Baggins" in pl(g)["hand"]
        act(g, "advance to turn 3 main1", "resolve")
        found = [t for t in legal(g) if t.startswith("choose ")]
        assert found and all(t[7:] in ("Frodo Baggins", "Bill the Pony") for t in found)
        act(g, "p1: " + found[0])
        assert found[0][7:] in pl(g)["hand"]
        act(g, "advance to turn 5 main1", "resolve")
        assert "double strike" in perm(g, "Grizzly Bears")["keywords"] and pl(g)["ring"] == 1


class TestPeregrinTook:
    def test_one_extra_food_per_creation_event(self):
        g = board(p1={"hand": ["Bill the Pony"], "battlefield": PL[:4] + ["Peregrin Took"]})
        act(g, "p1: cast Bill the Pony", "resolve", "resolve")
        assert foods(g) == 3  # two Foods plus one

    def test_amass_token_also_brings_a_food(self):
        g = board(p1={"hand": ["Mordor Muster"], "battlefield": SW[:2] + ["Peregrin Took"], "library": ["Swamp"]})
        act(g, "p1: cast Mordor Muster", "resolve")
        assert foods(g) == 1 and army(g)["power"] == 1

    def test_sacrifice_three_foods_draw(self):
        g = board(p1={"battlefield": ["Peregrin Took", {"token": "Food"}, {"token": "Food"}],
                      "library": ["Forest"]})
        assert not any(t.startswith("activate Peregrin") for t in legal(g))
        g = board(p1={"battlefield": ["Peregrin Took", {"token": "Food"}, {"token": "Food"}, "Lembas"],
                      "library": ["Forest"]})
        act(g, "p1: activate Peregrin Took", "resolve")  # Lembas's graveyard trigger resolves first
        assert "Lembas" in pl(g)["library"]
        act(g, "resolve")
        assert foods(g) == 0 and len(pl(g)["hand"]) == 1


class TestMeriadoc:
    def test_halflings_attack_food(self):
        g = board(state={"step": "declare_attackers"},
                  p1={"battlefield": ["Meriadoc Brandybuck", "Took Reaper"]})
        attack(g, "Meriadoc Brandybuck", "Took Reaper")
        act(g, "resolve")
        assert foods(g) == 1 and not g.stack  # one or more: once

    def test_non_halfling_attack_no_food(self):
        g = board(state={"step": "declare_attackers"},
                  p1={"battlefield": ["Meriadoc Brandybuck", "Grizzly Bears"]})
        attack(g, "Grizzly Bears")
        assert not g.stack and foods(g) == 0


class TestManyPartings:
    def test_basic_land_and_food(self):
        g = board(p1={"hand": ["Many Partings"], "battlefield": ["Forest"], "library": ["Barad-dûr", "Forest"]})
        act(g, "p1: cast Many Partings", "resolve")
        assert "choose Barad-dûr" not in legal(g)
        act(g, "p1: choose Forest")
        assert pl(g)["hand"] == ["Forest"] and foods(g) == 1


class TestGenerousEnt:
    def test_food_and_forestcycling(self):
        g = board(p1={"hand": ["Generous Ent"], "battlefield": FO})
        act(g, "p1: cast Generous Ent", "resolve", "resolve")
        assert foods(g) == 1 and "reach" in perm(g, "Generous Ent")["keywords"]
        g = board(p1={"hand": ["Generous Ent"], "battlefield": ["Forest"], "library": ["Forest"]})
        act(g, "p1: activate Generous Ent", "resolve", "p1: choose Forest")
        assert pl(g)["hand"] == ["Forest"]


class TestFallOfGilGalad:
    def test_chapters(self):
        g = board(p1={"hand": ["Fall of Gil-galad"], "battlefield": FO[:2] + [{"card": "Grizzly Bears", "id": "b"}],
                      "library": ["Forest", "Plains", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp"]},
                  p2={"battlefield": [{"card": "Hill Giant", "id": "h"}], "library": ["Forest"] * 5})
        act(g, "p1: cast Fall of Gil-galad", "resolve", "resolve", "p1: choose bottom", "p1: choose top")
        assert pl(g)["library"][:2] == ["Plains", "Swamp"] and pl(g)["library"][-1] == "Forest"
        act(g, "advance to turn 3 main1", "resolve")
        assert perm(g, "b")["counters"] == {"+1/+1": 2}
        act(g, "advance to turn 5 main1", "p1: choose h", "resolve")
        # the 4/4 Bears fight the 3/3 Giant: the Giant dies
        assert "Hill Giant" in pl(g, "p2")["graveyard"] and perm(g, "b")["damage"] == 3

    def test_chapter_three_granted_dies_trigger(self):
        g = board(p1={"battlefield": [{"card": "Fall of Gil-galad", "counters": {"lore": 2}},
                                      {"card": "Grizzly Bears", "id": "b"}],
                      "library": ["Swamp", "Swamp", "Swamp"]},
                  p2={"battlefield": [{"card": "Colossal Dreadmaw", "id": "d"}]})
        act(g, "p1: choose d", "resolve")
        assert "Grizzly Bears" in pl(g)["graveyard"]
        act(g, "resolve")
        assert pl(g)["hand"] == ["Swamp", "Swamp"]


class TestTheShire:
    def test_land_and_food(self):
        g = board(p1={"hand": ["The Shire"], "battlefield": ["Forest", "Grizzly Bears"]})
        act(g, "p1: play The Shire")
        assert perm(g, "The Shire")["tapped"]
        g = board(p1={"battlefield": ["The Shire", "Forest", "Forest", "Grizzly Bears"]})
        act(g, "p1: activate The Shire", "resolve")
        assert foods(g) == 1 and perm(g, "Grizzly Bears")["tapped"] and perm(g, "The Shire")["tapped"]

    def test_needs_an_untapped_creature(self):
        g = board(p1={"battlefield": ["The Shire", "Forest", "Forest"]})
        assert not any(t.startswith("activate") for t in legal(g))


class TestLembas:
    def test_enters_scry_draw_and_shuffles_back(self):
        g = board(p1={"hand": ["Lembas"], "battlefield": PL[:4], "library": ["Swamp", "Forest"]})
        act(g, "p1: cast Lembas", "resolve", "resolve", "p1: choose bottom")
        assert pl(g)["hand"] == ["Forest"] and "Food" in perm(g, "Lembas")["subtypes"]
        act(g, "p1: activate Lembas", "resolve")  # its graveyard trigger is on top
        assert pl(g)["graveyard"] == [] and "Lembas" in pl(g)["library"]
        act(g, "resolve")
        assert pl(g)["life"] == 23


class TestLorienRevealed:
    def test_draw_three_and_islandcycling(self):
        g = board(p1={"hand": ["Lórien Revealed"], "battlefield": ["Island"] * 5, "library": ["Swamp"] * 3})
        act(g, "p1: cast Lórien Revealed", "resolve")
        assert len(pl(g)["hand"]) == 3
        g = board(p1={"hand": ["Lórien Revealed"], "battlefield": ["Swamp"], "library": ["Swamp", "Island"]})
        act(g, "p1: activate Lórien Revealed", "resolve", "p1: choose Island")
        assert pl(g)["hand"] == ["Island"]


class TestNazgul:
    def test_tempts_and_grows_wraiths(self):
        g = board(p1={"hand": ["Nazgûl"], "battlefield": SW[:3] + [{"card": "Nazgûl", "id": "n1"}]})
        # both Nazgûl's "whenever the Ring tempts you" trigger: two sources, so p1 orders them (603.3b)
        act(g, "p1: cast Nazgûl", "resolve", "resolve", "p1: choose n1", "p1: choose Nazgûl#n1", "resolve")
        assert pl(g)["ring"] == 1
        assert [x["counters"] for x in bf(g, "p1", "Nazgûl")] == [{"+1/+1": 1}, {"+1/+1": 1}]
        act(g, "resolve")  # the other Nazgûl's trigger: each Wraith gets another
        assert [x["counters"] for x in bf(g, "p1", "Nazgûl")] == [{"+1/+1": 2}, {"+1/+1": 2}]

    def test_max_copies_nine(self):
        from mtg_tui.decks import parse_deck, DeckError
        d = parse_deck("9 Nazgûl\n51 Swamp\n")
        assert d.main.count("Nazgûl") == 9
        with pytest.raises(DeckError):
            parse_deck("10 Nazgûl\n50 Swamp\n")


class TestBirthdayEscape:
    def test_draw_then_tempt(self):
        g = board(p1={"hand": ["Birthday Escape"], "battlefield": ["Island", "Grizzly Bears"], "library": ["Swamp"]})
        act(g, "p1: cast Birthday Escape", "resolve")
        assert pl(g)["hand"] == ["Swamp"] and pl(g)["ring"] == 1


class TestSlipOnTheRing:
    def test_flicker_a_creature_you_own_then_tempt(self):
        g = board(p1={"hand": ["Slip On the Ring"], "battlefield": PL[:2] + [{"card": "Grizzly Bears", "id": "b",
                                                                               "tapped": True, "damage": 1}]},
                  p2={"battlefield": ["Hill Giant"]})
        assert "cast Slip On the Ring -> Hill Giant" not in legal(g)
        act(g, "p1: cast Slip On the Ring -> Grizzly Bears", "resolve")
        bears = bf(g, "p1", "Grizzly Bears")[0]
        assert bears["id"] != "b" and not bears["tapped"] and bears["damage"] == 0
        assert pl(g)["ring_bearer"] == bears["id"]


# ====================================================================== rule clauses
def _game(p1=None, p2=None, state=None, registry=None, actions=()):
    from mtg_tui.engine.scenario import build_game, parse_scenario
    raw = {"title": "t", "state": state or {}, "p1": p1 or {}, "p2": p2 or {}}
    g = build_game(parse_scenario(raw), registry=registry)
    act(g, *actions)
    return g


class TestTheRingTemptsYou:
    """701.52."""

    def test_emblem_and_count(self):
        g = board(p1={"hand": ["Birthday Escape", "Birthday Escape"], "battlefield": ["Island", "Island"],
                      "library": ["Swamp", "Swamp"]})
        assert pl(g)["command"] == [] and pl(g)["ring"] == 0
        act(g, "p1: cast Birthday Escape", "resolve")
        assert pl(g)["command"] == ["The Ring"] and pl(g)["ring"] == 1 and pl(g)["ring_bearer"] is None
        assert any(e.rule == "701.52c" for e in g.log)
        act(g, "p1: cast Birthday Escape", "resolve")
        assert pl(g)["command"] == ["The Ring"] and pl(g)["ring"] == 2

    def test_must_choose_a_creature_if_you_control_one(self):
        g = board(p1={"hand": ["Birthday Escape"], "battlefield": ["Island", "Grizzly Bears", "Typhoid Rats"],
                      "library": ["Swamp"]},
                  p2={"battlefield": ["Hill Giant"]})
        act(g, "p1: cast Birthday Escape", "resolve")
        assert sorted(legal(g)) == ["choose Grizzly Bears", "choose Typhoid Rats"]  # no 'done', not p2's
        act(g, "p1: choose Typhoid Rats")
        assert perm(g, "Typhoid Rats")["ring_bearer"] and not perm(g, "Grizzly Bears")["ring_bearer"]

    def test_same_creature_again_and_a_new_one_replaces_it(self):
        g = board(p1={"hand": ["Birthday Escape"] * 3, "battlefield": ["Island"] * 3 + ["Grizzly Bears",
                                                                                      "Typhoid Rats"],
                      "library": ["Swamp"] * 3})
        act(g, "p1: cast Birthday Escape", "resolve", "p1: choose Grizzly Bears")
        act(g, "p1: cast Birthday Escape", "resolve", "p1: choose Grizzly Bears")
        assert pl(g)["ring"] == 2 and perm(g, "Grizzly Bears")["ring_bearer"]
        act(g, "p1: cast Birthday Escape", "resolve", "p1: choose Typhoid Rats")
        assert pl(g)["ring"] == 3 and perm(g, "Typhoid Rats")["ring_bearer"]
        assert not perm(g, "Grizzly Bears")["ring_bearer"] and "Legendary" not in perm(g, "Grizzly Bears")["supertypes"]

    def test_designation_ends_when_it_leaves(self):
        g = board(state={"turn": 2, "active": "p2"},
                  p1={"battlefield": [{"card": "Grizzly Bears", "id": "b", "ring_bearer": True}]},
                  p2={"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]})
        assert pl(g)["ring_bearer"] == "b"
        act(g, "p2: cast Lightning Bolt -> Grizzly Bears", "resolve")
        assert pl(g)["ring_bearer"] is None and pl(g)["ring"] == 1

    def test_designation_ends_when_another_player_gains_control(self):
        g = board(p1={"battlefield": [{"card": "Grizzly Bears", "id": "b", "ring_bearer": True}]})
        g.gain_control("b", "p2", "eot", None)
        assert pl(g)["ring_bearer"] is None
        assert "Legendary" not in perm(g, "b")["supertypes"]

    def test_level_one_legendary_and_not_blocked_by_greater_power(self):
        g = board(state={"step": "declare_attackers"},
                  p1={"battlefield": [{"card": "Grizzly Bears", "id": "b", "ring_bearer": True}]},
                  p2={"battlefield": ["Hill Giant", "Typhoid Rats", "Wilt-Leaf Cavaliers"]})
        assert perm(g, "b")["supertypes"] == ["Legendary"]
        attack(g, "Grizzly Bears")
        act(g, "advance to declare_blockers")
        blocks = [t for t in legal(g) if t.startswith("block")]
        assert blocks == ["block Grizzly Bears with Typhoid Rats"]

    def test_level_two_loot_on_attack(self):
        g = board(state={"step": "declare_attackers"},
                  p1={"ring": 2, "battlefield": [{"card": "Grizzly Bears", "ring_bearer": True}, "Typhoid Rats"],
                      "hand": ["Hill Giant"], "library": ["Swamp"]})
        attack(g, "Typhoid Rats")
        assert not g.stack  # not the Ring-bearer
        g = board(state={"step": "declare_attackers"},
                  p1={"ring": 2, "battlefield": [{"card": "Grizzly Bears", "ring_bearer": True}],
                      "hand": ["Hill Giant"], "library": ["Swamp"]})
        attack(g, "Grizzly Bears")
        assert snap(g)["stack"][0]["name"] == "The Ring"
        act(g, "resolve", "p1: choose Hill Giant")
        assert pl(g)["hand"] == ["Swamp"] and pl(g)["graveyard"] == ["Hill Giant"]

    def test_level_three_blocker_sacrificed_at_end_of_combat(self):
        g = board(state={"step": "declare_attackers"},
                  p1={"ring": 3, "battlefield": [{"card": "Giant Spider", "id": "rb", "ring_bearer": True}],
                      "library": ["Swamp"]},
                  p2={"battlefield": [{"card": "Giant Spider", "id": "blk"}]})
        attack(g, "rb")
        act(g, "resolve")  # the loot (level 2): draw Swamp, discard it (the only card: forced)
        assert pl(g)["graveyard"] == ["Swamp"]
        act(g, "advance to declare_blockers", "p2: block Giant Spider with Giant Spider")
        assert snap(g)["stack"][0]["name"] == "The Ring"
        act(g, "resolve", "advance to combat_damage")
        assert perm(g, "blk") is not None  # survives the damage (2 on a 2/4)
        act(g, "advance to end_of_combat")
        assert snap(g)["stack"][0]["name"] == "The Ring"
        act(g, "resolve")
        assert perm(g, "blk") is None and pl(g, "p2")["graveyard"] == ["Giant Spider"]
        assert perm(g, "rb") is not None

    def test_level_three_not_below(self):
        g = board(state={"step": "declare_attackers"},
                  p1={"ring": 2, "battlefield": [{"card": "Giant Spider", "id": "rb", "ring_bearer": True}],
                      "library": ["Swamp"]},
                  p2={"battlefield": [{"card": "Giant Spider", "id": "blk"}]})
        attack(g, "rb")
        act(g, "resolve")  # the loot
        act(g, "advance to declare_blockers", "p2: block Giant Spider with Giant Spider",
            "advance to main2")
        assert perm(g, "blk") is not None

    def test_level_four_each_opponent_loses_three(self):
        g = board(state={"step": "declare_attackers"},
                  p1={"ring": 4, "battlefield": [{"card": "Grizzly Bears", "ring_bearer": True}],
                      "library": ["Swamp"]})
        attack(g, "Grizzly Bears")
        act(g, "resolve")  # loot (level 2)
        act(g, "advance to combat_damage")
        act(g, "resolve")
        assert pl(g, "p2")["life"] == 20 - 2 - 3

    def test_whenever_the_ring_tempts_you_triggers_with_no_creature(self, tmp_path):
        import shutil

        from mtg_tui.cards.registry import DATA, Registry
        root = tmp_path / "data"
        shutil.copytree(DATA, root)
        (root / "ring_watcher.toml").write_text(
            'name = "Ring Watcher"\ncost = "{1}"\ntypes = ["Enchantment"]\n[[abilities]]\nkind = "triggered"\n'
            'trigger = { event = "ring_tempts_you" }\neffects = [{ do = "gain_life", n = 1 }]\n'
            '[[abilities]]\nkind = "triggered"\ntrigger = { event = "choose_ring_bearer" }\n'
            'effects = [{ do = "gain_life", n = 10 }]\n', encoding="utf-8")
        reg = Registry(root)
        g = _game(p1={"hand": ["Birthday Escape"], "battlefield": ["Island", "Ring Watcher"], "library": ["Swamp"]},
                  registry=reg, actions=["p1: cast Birthday Escape", "resolve"])
        assert len(g.stack) == 1
        act(g, "resolve")
        assert pl(g)["life"] == 21  # the 'tempts' trigger; no Ring-bearer was chosen, so no 'choose' trigger
        g = _game(p1={"hand": ["Birthday Escape"], "battlefield": ["Island", "Ring Watcher", "Grizzly Bears"],
                      "library": ["Swamp"]},
                  registry=reg, actions=["p1: cast Birthday Escape", "resolve"])
        # both of Ring Watcher's abilities trigger: p1 orders them by number (603.3b)
        assert sorted(a.text for a in g.legal_actions()) == ["choose Ring Watcher #1", "choose Ring Watcher #2"]
        act(g, "p1: choose Ring Watcher #1", "resolve", "resolve")
        assert pl(g)["life"] == 31


class TestAmass:
    """701.44."""

    def test_token_and_counters_in_one_process(self):
        g = board(p1={"hand": ["Dunland Crebain"], "battlefield": SW[:3]})
        act(g, "p1: cast Dunland Crebain", "resolve", "resolve")
        evs = [e for e in g.log if e.kind in ("token", "counters", "sba", "amass")]
        assert [e.kind for e in evs] == ["token", "counters", "amass"]
        a = army(g)
        assert a["subtypes"] == ["Orc", "Army"] and a["colors"] == ["B"] and (a["power"], a["toughness"]) == (2, 2)

    def test_existing_army_gets_the_counters(self):
        g = board(p1={"hand": ["Mordor Muster"], "battlefield": SW[:2] + [{"token": "Orc Army", "id": "a",
                                                                            "counters": {"+1/+1": 2}}],
                      "library": ["Swamp"]})
        act(g, "p1: cast Mordor Muster", "resolve")
        assert army(g)["id"] == "a" and army(g)["counters"] == {"+1/+1": 3}

    def test_choose_among_armies_and_it_becomes_an_orc(self):
        g = board(p1={"hand": ["Mordor Muster"], "battlefield": SW[:2] + [
            {"token": "Orc Army", "id": "oa", "counters": {"+1/+1": 1}},
            {"token": "Zombie Army", "id": "za", "counters": {"+1/+1": 1}}], "library": ["Swamp"]})
        act(g, "p1: cast Mordor Muster", "resolve")
        assert sorted(legal(g)) == ["choose Orc Army", "choose Zombie Army"]
        act(g, "p1: choose Zombie Army")
        z = perm(g, "za")
        assert z["counters"] == {"+1/+1": 2} and set(z["subtypes"]) == {"Zombie", "Army", "Orc"}
        assert perm(g, "oa")["counters"] == {"+1/+1": 1}

    def test_reflexive_trigger_target_rechecked_on_resolution(self):
        g = board(p1={"hand": ["Grishnákh, Brash Instigator"], "battlefield": MT[:3]},
                  p2={"battlefield": [{"card": "Grizzly Bears", "id": "bear"}, "Forest"], "hand": ["Giant Growth"]})
        act(g, "p1: cast Grishnákh, Brash Instigator", "resolve", "resolve")
        assert snap(g)["stack"][0]["targets"] == ["bear"]
        act(g, "p1: pass", "p2: cast Giant Growth -> Grizzly Bears", "resolve")
        act(g, "resolve")  # power 5 > the Army's 2: the target is illegal now (608.2b)
        assert perm(g, "bear")["controller"] == "p2"
        assert any(e.kind == "fizzle" for e in g.log)


class TestFood:
    """111.10b."""

    def test_food_gains_three(self):
        g = board(p1={"life": 10, "battlefield": [{"token": "Food", "id": "f"}, "Forest", "Forest"]})
        f = perm(g, "f")
        assert f["types"] == ["Artifact"] and f["subtypes"] == ["Food"] and f["colors"] == [] and f["token"]
        act(g, "p1: activate Food", "resolve")
        assert pl(g)["life"] == 13 and foods(g) == 0

    def test_needs_two_mana_and_untapped(self):
        g = board(p1={"battlefield": [{"token": "Food"}, "Forest"]})
        assert "activate Food" not in legal(g)
        g = board(p1={"battlefield": [{"token": "Food", "tapped": True}, "Forest", "Forest"]})
        assert "activate Food" not in legal(g)


class TestLandcycling:
    """702.29a, 702.29e."""

    def test_only_from_hand(self):
        g = board(p1={"battlefield": ["Troll of Khazad-dûm", "Swamp"], "graveyard": ["Oliphaunt"],
                      "library": ["Swamp"]})
        assert not any(t.startswith("activate") for t in legal(g))

    def test_cost_discard_cycle_event_search_and_shuffle(self):
        g = board(p1={"hand": ["Troll of Khazad-dûm"], "battlefield": ["Mountain"],
                      "library": ["Forest", "Swamp", "Forest", "Swamp"]})
        evs = g.apply(g.find_action("activate Troll of Khazad-dûm"))
        assert [e.kind for e in evs if e.kind in ("discard", "activate", "cycle")] == ["discard", "activate", "cycle"]
        assert pl(g)["graveyard"] == ["Troll of Khazad-dûm"] and pl(g)["hand"] == []
        assert snap(g)["stack"][0]["name"] == "Troll of Khazad-dûm"
        act(g, "resolve")
        assert legal(g) == ["choose Swamp", "done"]  # a search for a card with a quality may find nothing
        evs = g.apply(g.find_action("choose Swamp"))
        assert [e.kind for e in evs if e.kind in ("reveal", "shuffle")] == ["reveal", "shuffle"]
        assert pl(g)["hand"] == ["Swamp"] and len(pl(g)["library"]) == 3

    def test_fail_to_find(self):
        g = board(p1={"hand": ["Troll of Khazad-dûm"], "battlefield": ["Mountain"], "library": ["Swamp"]})
        act(g, "p1: activate Troll of Khazad-dûm", "resolve", "p1: done")
        assert pl(g)["hand"] == [] and pl(g)["library"] == ["Swamp"]

    def test_needs_the_mana(self):
        g = board(p1={"hand": ["Troll of Khazad-dûm"], "library": ["Swamp"]})
        assert not any(t.startswith("activate") for t in legal(g))

    def test_at_instant_speed(self):
        g = board(state={"turn": 2, "active": "p2", "step": "upkeep"},
                  p1={"hand": ["Troll of Khazad-dûm"], "battlefield": ["Swamp"], "library": ["Swamp"]})
        act(g, "p2: pass")
        assert "activate Troll of Khazad-dûm" in legal(g)


class TestSagas:
    """714."""

    def test_lore_counter_at_precombat_main_only_for_its_controller(self):
        g = board(state={"step": "main2"},
                  p1={"battlefield": [{"card": "War of the Last Alliance", "id": "w"}], "library": ["Plains"] * 5},
                  p2={"library": ["Forest"] * 5})
        assert perm(g, "w")["counters"] == {"lore": 1} and not g.stack  # main2 adds nothing
        act(g, "advance to turn 2 main1")
        assert perm(g, "w")["counters"] == {"lore": 1}  # the opponent's main phase: nothing
        act(g, "advance to turn 3 upkeep")
        assert perm(g, "w")["counters"] == {"lore": 1}
        act(g, "advance to turn 3 main1")
        assert perm(g, "w")["counters"] == {"lore": 2}
        assert snap(g)["stack"][0]["name"] == "War of the Last Alliance chapter II"

    def test_final_chapter_sacrifice_waits_for_the_chapter_ability(self):
        g = board(p1={"battlefield": [{"card": "War of the Last Alliance", "id": "w", "counters": {"lore": 2}},
                                      "Grizzly Bears"]})
        assert perm(g, "w")["counters"] == {"lore": 3}
        assert perm(g, "w") is not None and snap(g)["stack"][0]["name"] == "War of the Last Alliance chapter III"
        act(g, "resolve")
        assert perm(g, "w") is None and pl(g)["graveyard"] == ["War of the Last Alliance"]
        assert "double strike" in perm(g, "Grizzly Bears")["keywords"]

    def test_enters_with_one_lore_counter_and_chapter_one_triggers(self):
        g = board(p1={"hand": ["Fall of Gil-galad"], "battlefield": ["Forest", "Forest"],
                      "library": ["Swamp", "Swamp"]})
        act(g, "p1: cast Fall of Gil-galad", "resolve")
        assert bf(g, "p1", "Fall of Gil-galad")[0]["counters"] == {"lore": 1}
        assert snap(g)["stack"][0]["name"] == "Fall of Gil-galad chapter I"

    def test_for_as_long_as_you_control_the_saga(self):
        g = board(p1={"hand": ["There and Back Again"], "battlefield": MT[:5] + ["Grizzly Bears"]},
                  p2={"battlefield": [{"card": "Hill Giant", "id": "giant"}]})
        act(g, "p1: cast There and Back Again", "resolve", "p1: choose giant", "resolve")
        assert "cant_block" in g.chars("giant").flags
        saga = bf(g, "p1", "There and Back Again")[0]["id"]
        g.gain_control(saga, "p2", "permanent", None)
        assert "cant_block" not in g.chars("giant").flags


# ====================================================================== scenario files
def _scenario_files():
    from pathlib import Path
    return sorted((Path(__file__).resolve().parent / "scenarios" / "ltr_b").glob("*.toml"))


@pytest.mark.parametrize("path", _scenario_files(), ids=[p.stem for p in _scenario_files()])
def test_ltr_b_scenario_file(path):
    from mtg_tui.engine.scenario import load_scenario, run_scenario
    sc = load_scenario(path)
    assert sc.description and sc.expect
    g, fails = run_scenario(path)
    assert fails == [], "\n".join(fails)


def test_new_effects_have_rules_text():
    from mtg_tui.cards.registry import registry
    from mtg_tui.cards.render import render_card
    from mtg_tui.effects.registry import BY_NAME
    for name in ("sacrifice", "sacrifice_blocker_at_end_of_combat", "if", "grant_ability"):
        assert name in BY_NAME
    reg = registry()
    ugluk = render_card(reg.get("Uglúk of the White Hand"))
    assert "If that creature was a Goblin or Orc, put two +1/+1 counters" in ugluk and "instead" in ugluk
    assert 'gains "When this creature dies, draw two cards."' in render_card(reg.get("Fall of Gil-galad"))
    assert "fourteen Treasure" in render_card(reg.token("Smaug"))


def test_every_group_b_card_is_defined_with_set_and_number():
    from mtg_tui.cards.registry import registry
    reg = registry()
    cards = ["Orcish Bowmasters", "Dunland Crebain", "Uruk-hai Berserker", "Troll of Khazad-dûm",
             "Claim the Precious", "Mordor Muster", "Call of the Ring", "One Ring to Rule Them All",
             "Grishnákh, Brash Instigator", "Foray of Orcs", "Oliphaunt", "There and Back Again",
             "Mauhúr, Uruk-hai Captain", "Uglúk of the White Hand", "Barad-dûr", "Frodo Baggins",
             "Samwise the Stouthearted", "Took Reaper", "Rosie Cotton of South Lane", "Bill the Pony",
             "Eagles of the North", "Hobbit's Sting", "The Battle of Bywater", "War of the Last Alliance",
             "Peregrin Took", "Meriadoc Brandybuck", "Many Partings", "Generous Ent", "Fall of Gil-galad",
             "The Shire", "Lembas", "Lórien Revealed", "Nazgûl", "Birthday Escape", "Slip On the Ring"]
    for n in cards:
        c = reg.get(n)
        assert c.name == n and c.set == "LTR" and c.number, n
    assert reg.get("Nazgûl").max_copies == 9
    assert reg.token("Smaug").token


@pytest.mark.parametrize("deck", ["mordor", "shire"])
def test_decks_load(deck):
    from mtg_tui.decks import load_deck
    assert len(load_deck(deck).main) == 60


def test_sim_mordor_vs_shire_runs_clean():
    from mtg_tui.sim import simulate
    r = simulate("mordor", "shire", 6, 11, ("random", "random"))
    assert r["errors"] == []


def test_a_saga_whose_last_chapter_has_no_target_is_sacrificed_at_once():
    """603.3d then 704.5s: chapter III of Fall of Gil-galad finds no creature of yours, so it is removed;
    nothing of the Saga's is left to wait for, and it goes before anyone gets priority in the main phase
    (it once waited until the next state change, combat or later)."""
    g = board(state={"turn": 3, "active": "p1", "step": "upkeep"},
              p1={"battlefield": [{"card": "Fall of Gil-galad", "id": "fog", "counters": {"lore": 2}}],
                  "library": ["Forest"] * 5},
              p2={"library": ["Forest"] * 5})
    act(g, "advance to turn 3 main1")
    assert g.step == "main1" and g.decider == "p1"
    assert perm(g, "fog") is None
    assert "Fall of Gil-galad" in names(g, "p1", "graveyard")
