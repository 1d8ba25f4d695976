"""Group C cards (card-pool.md section C): historic (700.6), stun counters (122.1d), Sagas (714), legends,
the Ring (701.52).  Each test builds a board from a scenario dict and asserts through the snapshot."""

from __future__ import annotations

from pathlib import Path

import pytest

from rules_helpers import act, bf_names, board, legal, names, perm

from mtg_tui.cards.registry import registry
from mtg_tui.engine.scenario import load_scenario, run_scenario

SCEN = Path(__file__).resolve().parent / "scenarios" / "ltr_c"
SCEN_FILES = sorted(SCEN.glob("*.toml"))

GROUP_C = [
    "Scroll of Isildur", "The Watcher in the Water", "Rivendell", "Elrond, Lord of Rivendell",
    "Gandalf, Friend of the Shire", "Ioreth of the Healing House", "Hithlain Knots", "Faramir, Prince of Ithilien",
    "Gwaihir the Windlord", "Mirror of Galadriel", "Sting, the Glinting Dagger", "Jhoira's Familiar",
    "Daring Archaeologist", "Sanctum Spirit", "Serra Disciple", "Raff Capashen, Ship's Mage", "Time of Ice",
    "Jhoira, Weatherlight Captain", "Sentinel of the Pearl Trident", "Palantír of Orthanc",
]

MAIN = {"turn": 3, "active": "p1", "step": "main1"}
OPP_MAIN = {"turn": 4, "active": "p2", "step": "main1"}
LIB = ["Island"] * 8


def counters(g, ref):
    return perm(g, ref)["counters"]


def hand(g, p="p1"):
    return names(g, p, "hand")


# ====================================================================== the pool
@pytest.mark.parametrize("name", GROUP_C)
def test_card_is_defined_with_set_and_number(name):
    c = registry().get(name)
    assert c.set in ("LTR", "DOM") and c.number


def test_historic_flags_of_the_pool():
    """700.6: artifact, legendary or Saga."""
    r = registry()
    assert r.get("Scroll of Isildur").historic  # Saga
    assert r.get("Mirror of Galadriel").historic  # artifact
    assert r.get("Elrond, Lord of Rivendell").historic  # legendary
    assert r.get("Rivendell").historic  # a legendary land
    assert not r.get("Hithlain Knots").historic
    assert not r.get("Serra Disciple").historic


# ====================================================================== 122.1d stun counters
def test_stunned_tapped_creature_loses_a_counter_in_untap_step_and_stays_tapped():
    g = board(state={"turn": 3, "active": "p1", "step": "untap"},
              p1={"battlefield": [{"card": "Grizzly Bears", "id": "bear", "tapped": True, "counters": {"stun": 2}}],
                  "library": LIB}, p2={"library": LIB})
    assert perm(g, "bear")["tapped"] is True
    assert counters(g, "bear") == {"stun": 1}
    act(g, "advance to turn 5 upkeep")
    assert perm(g, "bear")["tapped"] is True
    assert counters(g, "bear") == {}
    act(g, "advance to turn 7 upkeep")
    assert perm(g, "bear")["tapped"] is False  # no counter left: it untaps normally


def test_untapped_creature_with_stun_counter_keeps_it_and_can_attack():
    g = board(state={"turn": 3, "active": "p1", "step": "untap"},
              p1={"battlefield": [{"card": "Grizzly Bears", "id": "bear", "counters": {"stun": 1}}], "library": LIB})
    assert counters(g, "bear") == {"stun": 1}  # nothing would untap: no replacement
    act(g, "advance to declare_attackers")
    assert "attack Grizzly Bears" in legal(g)
    act(g, "p1: attack Grizzly Bears")  # the only attacker: the declaration completes by itself
    assert perm(g, "bear")["attacking"] is True
    assert counters(g, "bear") == {"stun": 1}


def test_untapped_permanent_with_stun_counter_can_activate_tap_ability():
    g = board(state=MAIN, p1={"battlefield": [
        {"card": "Ioreth of the Healing House", "id": "ioreth", "counters": {"stun": 1}},
        {"card": "Grizzly Bears", "id": "bear", "tapped": True}]})
    act(g, "p1: activate Ioreth of the Healing House #1 -> Grizzly Bears", "resolve")
    assert perm(g, "ioreth")["tapped"] is True and counters(g, "ioreth") == {"stun": 1}
    assert perm(g, "bear")["tapped"] is False


def test_ioreth_untap_on_stunned_permanent_removes_a_counter_instead():
    g = board(state=MAIN, p1={"battlefield": [
        {"card": "Ioreth of the Healing House", "id": "ioreth"},
        {"card": "The Watcher in the Water", "id": "w", "tapped": True, "counters": {"stun": 3}}]})
    act(g, "p1: activate Ioreth of the Healing House #1 -> The Watcher in the Water", "resolve")
    assert perm(g, "w")["tapped"] is True
    assert counters(g, "w") == {"stun": 2}
    assert any(e.rule == "122.1d" for e in g.log)


def test_ioreth_untaps_two_other_legendary_creatures():
    g = board(state=MAIN, p1={"battlefield": [
        {"card": "Ioreth of the Healing House", "id": "ioreth"},
        {"card": "Elrond, Lord of Rivendell", "id": "el", "tapped": True},
        {"card": "Raff Capashen, Ship's Mage", "id": "raff", "tapped": True, "counters": {"stun": 1}},
        {"card": "Grizzly Bears", "id": "bear", "tapped": True}]})
    texts = [t for t in legal(g) if t.startswith("activate Ioreth of the Healing House #2")]
    assert texts == ["activate Ioreth of the Healing House #2 -> Elrond, Lord of Rivendell, Raff Capashen, Ship's Mage"]
    act(g, "p1: " + texts[0], "resolve")
    assert perm(g, "el")["tapped"] is False
    assert perm(g, "raff")["tapped"] is True and counters(g, "raff") == {}
    assert perm(g, "bear")["tapped"] is True


def test_sting_beginning_of_combat_untap_removes_stun_counter_instead():
    g = board(state=MAIN, p1={"battlefield": [
        {"card": "Grizzly Bears", "id": "bear", "tapped": True, "counters": {"stun": 1}},
        {"card": "Sting, the Glinting Dagger", "id": "sting", "attached_to": "bear"}]})
    act(g, "advance to beginning_of_combat")
    act(g, "resolve")
    assert perm(g, "bear")["tapped"] is True
    assert counters(g, "bear") == {}


def test_sting_untaps_equipped_creature_at_each_combat():
    g = board(state=OPP_MAIN, p1={"battlefield": [
        {"card": "Grizzly Bears", "id": "bear", "tapped": True},
        {"card": "Sting, the Glinting Dagger", "id": "sting", "attached_to": "bear"}]})
    act(g, "advance to beginning_of_combat")  # the opponent's combat: "each combat"
    assert [s["name"] for s in g.snapshot()["stack"]] == ["Sting, the Glinting Dagger"]
    act(g, "resolve")
    assert perm(g, "bear")["tapped"] is False
    assert (perm(g, "bear")["power"], perm(g, "bear")["toughness"]) == (3, 3)


def test_watcher_enters_tapped_with_nine_stun_counters():
    g = board(state=MAIN, p1={"hand": ["The Watcher in the Water"], "battlefield": ["Island"] * 5, "library": LIB},
              p2={"library": LIB})
    act(g, "p1: cast The Watcher in the Water", "resolve")
    w = perm(g, "The Watcher in the Water")
    assert w["tapped"] is True and w["counters"] == {"stun": 9}
    act(g, "advance to turn 5 upkeep")
    w = perm(g, "The Watcher in the Water")
    assert w["tapped"] is True and w["counters"] == {"stun": 8}


# ====================================================================== 700.6 historic
def test_jhoira_draws_on_historic_spells_only():
    g = board(state=MAIN, p1={"hand": ["Mind Stone", "Grizzly Bears", "Time of Ice", "Elrond, Lord of Rivendell"],
                              "battlefield": [{"card": "Jhoira, Weatherlight Captain"}] + ["Island"] * 10
                              + ["Forest"] * 2,
                              "library": ["Plains", "Forest", "Swamp", "Mountain"]})
    act(g, "p1: cast Mind Stone")  # artifact
    assert [s["name"] for s in g.snapshot()["stack"]] == ["Jhoira, Weatherlight Captain", "Mind Stone"]
    act(g, "resolve", "resolve")
    assert "Plains" in hand(g)
    act(g, "p1: cast Grizzly Bears")  # not historic: no trigger
    assert [s["name"] for s in g.snapshot()["stack"]] == ["Grizzly Bears"]
    act(g, "resolve")
    act(g, "p1: cast Time of Ice", "resolve")  # Saga
    assert "Forest" in hand(g)
    act(g, "resolve")  # Time of Ice itself (its chapter I has no legal target: removed)
    act(g, "p1: cast Elrond, Lord of Rivendell", "resolve")  # legendary
    assert "Swamp" in hand(g)


def test_serra_disciple_gets_plus_one_until_end_of_turn_on_historic_cast():
    g = board(state=MAIN, p1={"hand": ["Mind Stone", "Hithlain Knots"],
                              "battlefield": [{"card": "Serra Disciple", "id": "sd"}] + ["Island"] * 4,
                              "library": LIB})
    act(g, "p1: cast Mind Stone", "resolve")
    assert (perm(g, "sd")["power"], perm(g, "sd")["toughness"]) == (2, 2)
    act(g, "resolve")
    act(g, "p1: cast Hithlain Knots -> Serra Disciple")
    assert [s["name"] for s in g.snapshot()["stack"]] == ["Hithlain Knots"]  # an instant: no trigger
    act(g, "resolve", "p1: choose top", "advance to turn 4 upkeep")
    assert (perm(g, "sd")["power"], perm(g, "sd")["toughness"]) == (1, 1)


def test_daring_archaeologist_returns_artifact_and_grows_on_historic_cast():
    g = board(state=MAIN, p1={"hand": ["Daring Archaeologist", "Mind Stone"], "graveyard": ["Mirror of Galadriel"],
                              "battlefield": ["Plains"] * 6})
    act(g, "p1: cast Daring Archaeologist", "resolve")
    assert g.pending.kind == "priority"  # the only target was chosen by itself
    act(g, "resolve")
    act(g, "p1: choose yes")
    assert "Mirror of Galadriel" in hand(g)
    act(g, "p1: cast Mind Stone", "resolve")
    assert counters(g, "Daring Archaeologist") == {"+1/+1": 1}
    assert perm(g, "Daring Archaeologist")["power"] == 4


def test_jhoiras_familiar_reduces_historic_spells_by_one():
    g = board(state=MAIN, p1={"hand": ["Mind Stone", "Grizzly Bears", "Elrond, Lord of Rivendell"],
                              "battlefield": ["Jhoira's Familiar", "Island", "Forest"]})
    lg = legal(g)
    assert "cast Elrond, Lord of Rivendell" in lg  # {2}{U} - {1}
    assert "cast Grizzly Bears" in lg
    act(g, "p1: cast Mind Stone")  # {2} - {1}: one land
    assert sum(1 for x in g.snapshot()["players"]["p1"]["battlefield"] if x["tapped"]) == 1
    act(g, "resolve")
    assert perm(g, "Forest")["tapped"] is False


def test_raff_lets_historic_spells_be_cast_at_instant_speed():
    g = board(state=OPP_MAIN, p1={"hand": ["Mind Stone", "Grizzly Bears", "Time of Ice"],
                                  "battlefield": ["Raff Capashen, Ship's Mage"] + ["Island"] * 6},
              p2={"library": LIB})
    act(g, "p2: pass")
    lg = legal(g)
    assert "cast Mind Stone" in lg and "cast Time of Ice" in lg
    assert "cast Grizzly Bears" not in lg
    act(g, "p1: cast Mind Stone", "resolve")
    assert "Mind Stone" in bf_names(g, "p1")


def test_raff_and_gandalf_have_flash():
    g = board(state=OPP_MAIN, p1={"hand": ["Raff Capashen, Ship's Mage", "Gandalf, Friend of the Shire"],
                                  "battlefield": ["Island"] * 4 + ["Plains"] * 4})
    act(g, "p2: pass")
    assert "cast Raff Capashen, Ship's Mage" in legal(g)
    assert "cast Gandalf, Friend of the Shire" in legal(g)


def test_gandalf_lets_sorceries_be_cast_at_instant_speed():
    g = board(state=OPP_MAIN, p1={"hand": ["Divination", "Mind Stone"],
                                  "battlefield": ["Gandalf, Friend of the Shire"] + ["Island"] * 3,
                                  "library": ["Plains", "Forest"]})
    act(g, "p2: pass")
    lg = legal(g)
    assert "cast Divination" in lg
    assert "cast Mind Stone" not in lg  # an artifact is not a sorcery
    act(g, "p1: cast Divination", "resolve")
    assert sorted(hand(g)) == ["Forest", "Mind Stone", "Plains"]


def test_without_permission_sorceries_wait_for_your_main_phase():
    g = board(state=OPP_MAIN, p1={"hand": ["Divination"], "battlefield": ["Island"] * 3})
    act(g, "p2: pass")
    assert legal(g) == ["pass", "tap Island"]


# ====================================================================== Sagas and cards
def test_scroll_of_isildur_chapters():
    g = board(state=MAIN, p1={"hand": ["Scroll of Isildur"], "library": LIB,
                              "battlefield": ["Island"] * 3 + [{"card": "Grizzly Bears", "id": "bear"}]},
              p2={"library": LIB, "battlefield": [{"card": "Mind Stone", "id": "ms"},
                                                  {"card": "Hill Giant", "id": "hg"},
                                                  {"card": "Giant Spider", "id": "gs"}]})
    act(g, "p1: cast Scroll of Isildur", "resolve", "p1: choose Mind Stone", "resolve")
    # I: control of the artifact while you control the Scroll; then the Ring tempts you
    assert perm(g, "ms")["controller"] == "p1"
    s = g.snapshot()["players"]["p1"]
    assert s["ring"] == 1 and s["ring_bearer"] == "bear"
    # II (next turn): tap up to two creatures and stun them
    act(g, "advance to turn 5 main1")
    assert g.pending.kind == "choice"
    act(g, "p1: choose Hill Giant", "p1: choose Giant Spider", "resolve")
    for c in ("hg", "gs"):
        assert perm(g, c)["tapped"] is True and counters(g, c) == {"stun": 1}
    # the opponent's untap step: each loses a counter instead of untapping
    act(g, "advance to turn 6 upkeep")
    for c in ("hg", "gs"):
        assert perm(g, c)["tapped"] is True and counters(g, c) == {}
    assert perm(g, "ms")["controller"] == "p1"
    # III: draw a card per tapped creature target opponent controls, then the Saga is sacrificed
    n = len(hand(g))
    act(g, "advance to turn 7 main1")
    assert [s["name"] for s in g.snapshot()["stack"]] == ["Scroll of Isildur chapter III"]
    act(g, "resolve")
    assert len(hand(g)) == n + 1 + 2  # the draw step, plus two tapped creatures
    assert "Scroll of Isildur" in names(g, "p1", "graveyard")
    assert perm(g, "ms")["controller"] == "p2"  # control ends with the Scroll


def test_scroll_chapter_two_up_to_two_may_choose_none():
    g = board(state={"turn": 5, "active": "p1", "step": "main1"},
              p1={"battlefield": [{"card": "Scroll of Isildur", "counters": {"lore": 1}}], "library": LIB},
              p2={"battlefield": [{"card": "Hill Giant", "id": "hg"}]})
    act(g, "p1: done", "resolve")
    assert perm(g, "hg")["tapped"] is False


def test_watcher_makes_tentacles_on_draws_during_opponents_turn_only():
    g = board(state=OPP_MAIN, p1={"hand": ["Hithlain Knots"], "library": LIB,
                                  "battlefield": [{"card": "The Watcher in the Water", "id": "w", "tapped": True,
                                                   "counters": {"stun": 9}}] + ["Island"] * 2},
              p2={"battlefield": [{"card": "Hill Giant", "id": "hg"}]})
    act(g, "p2: pass", "p1: cast Hithlain Knots -> Hill Giant", "resolve", "p1: choose top")
    assert perm(g, "hg")["tapped"] is True
    assert [s["name"] for s in g.snapshot()["stack"]] == ["The Watcher in the Water"]
    act(g, "resolve")
    assert "Tentacle" in bf_names(g, "p1")
    # on your own turn a draw makes nothing
    act(g, "advance to turn 5 main1")
    assert bf_names(g, "p1").count("Tentacle") == 1


def test_watcher_tentacle_dies_untaps_kraken_and_stuns():
    g = board(state=OPP_MAIN, p1={"battlefield": [
        {"card": "The Watcher in the Water", "id": "w", "tapped": True, "counters": {"stun": 2}},
        {"token": "Tentacle", "id": "t1"}]},
        p2={"hand": ["Lightning Bolt"], "battlefield": ["Mountain", {"card": "Hill Giant", "id": "hg"}]})
    act(g, "p2: cast Lightning Bolt -> Tentacle", "resolve")
    assert g.pending.player == "p1"
    act(g, "p1: choose The Watcher in the Water", "p1: choose Hill Giant", "resolve")
    assert perm(g, "w")["tapped"] is True and counters(g, "w") == {"stun": 1}  # untap -> a counter removed
    assert counters(g, "hg") == {"stun": 1}


def test_rivendell_enters_tapped_unless_you_control_a_legendary_creature():
    g = board(state=MAIN, p1={"hand": ["Rivendell"]})
    act(g, "p1: play Rivendell")
    assert perm(g, "Rivendell")["tapped"] is True
    g = board(state=MAIN, p1={"hand": ["Rivendell"], "battlefield": ["Elrond, Lord of Rivendell"]})
    act(g, "p1: play Rivendell")
    assert perm(g, "Rivendell")["tapped"] is False
    assert "tap Rivendell" in legal(g)


def test_rivendell_scry_needs_a_legendary_creature():
    g = board(state=MAIN, p1={"battlefield": ["Rivendell", "Island", "Island"], "library": ["Forest", "Plains"]})
    assert not any(t.startswith("activate Rivendell") for t in legal(g))
    g = board(state=MAIN, p1={"battlefield": ["Rivendell", "Island", "Island", "Gandalf, Friend of the Shire"],
                              "library": ["Forest", "Plains", "Swamp"]})
    act(g, "p1: activate Rivendell", "resolve", "p1: choose bottom", "p1: choose top")
    assert names(g, "p1", "library") == ["Plains", "Swamp", "Forest"]
    assert perm(g, "Rivendell")["tapped"] is True


def test_elrond_scry_and_ring_on_second_resolution():
    g = board(state=MAIN, p1={"hand": ["Elrond, Lord of Rivendell", "Grizzly Bears", "Serra Disciple"],
                              "battlefield": ["Island"] * 3 + ["Forest"] * 2 + ["Plains"] * 2, "library": LIB})
    act(g, "p1: cast Elrond, Lord of Rivendell", "resolve", "resolve", "p1: choose top")
    assert g.snapshot()["players"]["p1"]["ring"] == 0
    act(g, "p1: cast Grizzly Bears", "resolve", "resolve", "p1: choose top")
    assert g.pending.kind == "choice"  # the second resolution: the Ring tempts, choose a bearer
    act(g, "p1: choose Grizzly Bears")
    s = g.snapshot()["players"]["p1"]
    assert s["ring"] == 1 and s["ring_bearer"] == perm(g, "Grizzly Bears")["id"]
    # a third resolution does nothing more
    act(g, "p1: cast Serra Disciple", "resolve", "resolve", "p1: choose top")
    assert g.snapshot()["players"]["p1"]["ring"] == 1


def test_elrond_count_starts_again_each_turn():
    g = board(state=MAIN, p1={"hand": ["Grizzly Bears", "Grizzly Bears"], "library": LIB,
                              "battlefield": ["Elrond, Lord of Rivendell", "Forest", "Forest"]},
              p2={"library": LIB})
    act(g, "p1: cast Grizzly Bears", "resolve", "resolve", "p1: choose top")  # first this turn
    act(g, "advance to turn 5 main1")
    act(g, "p1: cast Grizzly Bears", "resolve", "resolve", "p1: choose top")  # first on turn 5, too
    assert g.pending.kind == "priority"
    assert g.snapshot()["players"]["p1"]["ring"] == 0


def test_gandalf_draws_when_another_creature_becomes_ring_bearer():
    g = board(state=MAIN, p1={"hand": ["Uruk-hai Berserker"], "library": LIB,
                              "battlefield": ["Gandalf, Friend of the Shire", "Swamp", "Swamp", "Swamp"]})
    act(g, "p1: cast Uruk-hai Berserker", "resolve", "resolve")
    assert g.pending.kind == "choice"
    act(g, "p1: choose Uruk-hai Berserker")
    assert [s["name"] for s in g.snapshot()["stack"]] == ["Gandalf, Friend of the Shire"]
    act(g, "resolve")
    assert hand(g) == ["Island"]


def test_gandalf_does_not_draw_when_he_is_chosen():
    g = board(state=MAIN, p1={"hand": ["Uruk-hai Berserker"], "library": LIB,
                              "battlefield": ["Gandalf, Friend of the Shire", "Swamp", "Swamp", "Swamp"]})
    act(g, "p1: cast Uruk-hai Berserker", "resolve", "resolve", "p1: choose Gandalf, Friend of the Shire")
    assert g.snapshot()["stack"] == []
    assert hand(g) == []
    assert g.snapshot()["players"]["p1"]["ring"] == 1


def test_hithlain_knots_taps_scries_and_draws():
    g = board(state=OPP_MAIN, p1={"hand": ["Hithlain Knots"], "battlefield": ["Island", "Island"],
                                  "library": ["Forest", "Plains"]},
              p2={"battlefield": [{"card": "Hill Giant", "id": "hg"}]})
    act(g, "p2: pass", "p1: cast Hithlain Knots -> Hill Giant", "resolve", "p1: choose bottom")
    assert perm(g, "hg")["tapped"] is True
    assert hand(g) == ["Plains"]
    assert names(g, "p1", "library") == ["Forest"]


def test_faramir_draws_when_not_attacked():
    g = board(state={"turn": 3, "active": "p1", "step": "end"},
              p1={"battlefield": ["Faramir, Prince of Ithilien"], "library": LIB},
              p2={"library": LIB, "battlefield": ["Hill Giant"]})
    act(g, "resolve")  # sets up the delayed trigger
    act(g, "advance to turn 4 end")
    assert [s["name"] for s in g.snapshot()["stack"]] == ["Faramir, Prince of Ithilien"]
    act(g, "resolve")
    assert hand(g) == ["Island"]
    assert "Human Soldier" not in bf_names(g, "p1")


def test_faramir_makes_three_soldiers_when_attacked():
    g = board(state={"turn": 3, "active": "p1", "step": "end"},
              p1={"life": 20, "battlefield": ["Faramir, Prince of Ithilien"], "library": LIB},
              p2={"library": LIB, "battlefield": [{"card": "Hill Giant", "id": "hg"}]})
    act(g, "resolve", "advance to turn 4 declare_attackers", "p2: attack Hill Giant")
    act(g, "advance to turn 4 end")
    act(g, "resolve")
    assert bf_names(g, "p1").count("Human Soldier") == 3
    assert hand(g) == []


def test_gwaihir_costs_two_less_after_two_draws_and_gives_birds_vigilance():
    start = {"hand": ["Gwaihir the Windlord", "Divination"], "library": LIB,
             "battlefield": ["Island"] * 4 + ["Plains"] * 3 + ["Serra Disciple"]}
    g = board(state=MAIN, p1=start)
    assert "cast Gwaihir the Windlord" in legal(g)  # 7 lands: 6 for Gwaihir
    act(g, "p1: cast Divination", "resolve")
    assert "cast Gwaihir the Windlord" in legal(g)  # 4 lands left: {2}{W}{U}
    act(g, "p1: cast Gwaihir the Windlord", "resolve", "resolve")  # Serra Disciple's trigger, then Gwaihir
    assert "vigilance" in perm(g, "Serra Disciple")["keywords"]
    assert "vigilance" in perm(g, "Gwaihir the Windlord")["keywords"]
    g = board(state=MAIN, p1={**start, "battlefield": ["Island"] * 3 + ["Plains"] * 2})
    assert "cast Gwaihir the Windlord" not in legal(g)


def test_mirror_of_galadriel_costs_less_per_legendary_creature():
    g = board(state=MAIN, p1={"battlefield": ["Mirror of Galadriel", "Island", "Island"], "library": LIB})
    assert not any(t.startswith("activate Mirror") for t in legal(g))
    g = board(state=MAIN, p1={"battlefield": ["Mirror of Galadriel", "Island", "Island", "Elrond, Lord of Rivendell",
                                              "Ioreth of the Healing House", "Gandalf, Friend of the Shire"],
                              "library": ["Forest", "Plains"]})
    act(g, "p1: activate Mirror of Galadriel")  # {5} - {3}
    assert all(x["tapped"] for x in g.snapshot()["players"]["p1"]["battlefield"] if x["name"] == "Island")
    act(g, "resolve", "p1: choose bottom")
    assert hand(g) == ["Plains"]


def test_sting_equip_is_sorcery_speed_and_pumps_with_haste():
    g = board(state=MAIN, p1={"battlefield": ["Sting, the Glinting Dagger", "Island", "Island",
                                              {"card": "Grizzly Bears", "id": "bear", "sick": True}]})
    act(g, "p1: activate Sting, the Glinting Dagger -> Grizzly Bears")
    assert "activate Sting, the Glinting Dagger -> Grizzly Bears" not in legal(g)  # stack not empty
    act(g, "resolve")
    b = perm(g, "bear")
    assert (b["power"], b["toughness"]) == (3, 3) and "haste" in b["keywords"]
    assert perm(g, "Sting, the Glinting Dagger")["attached_to"] == "bear"
    act(g, "advance to declare_attackers")
    assert "attack Grizzly Bears" in legal(g)  # haste


def test_sting_first_strike_against_orcs_only():
    g = board(state={"turn": 3, "active": "p2", "step": "declare_attackers"},
              p1={"battlefield": [{"card": "Grizzly Bears", "id": "bear"},
                                  {"card": "Sting, the Glinting Dagger", "attached_to": "bear"}]},
              p2={"battlefield": [{"card": "Uruk-hai Berserker", "id": "orc"}]})
    assert "first strike" not in perm(g, "bear")["keywords"]
    act(g, "p2: attack Uruk-hai Berserker", "advance to declare_blockers",
        "p1: block Uruk-hai Berserker with Grizzly Bears")
    assert "first strike" in perm(g, "bear")["keywords"]
    act(g, "advance to combat_damage")
    assert "Uruk-hai Berserker" in names(g, "p2", "graveyard")  # 3 first-strike damage to a 3/2
    assert perm(g, "bear")["damage"] == 0


def test_sanctum_spirit_discards_historic_for_indestructible():
    g = board(state=MAIN, p1={"hand": ["Grizzly Bears", "Mind Stone"],
                              "battlefield": [{"card": "Sanctum Spirit", "id": "ss"}]},
              p2={"hand": ["Doom Blade"], "battlefield": ["Swamp", "Swamp"]})
    act(g, "p1: activate Sanctum Spirit", "resolve")
    assert names(g, "p1", "graveyard") == ["Mind Stone"]
    assert "indestructible" in perm(g, "ss")["keywords"]
    assert not any(t.startswith("activate Sanctum") for t in legal(g))  # no historic card left
    act(g, "p1: pass", "p2: cast Doom Blade -> Sanctum Spirit", "resolve")
    assert perm(g, "ss") is not None


def test_sanctum_spirit_has_lifelink():
    assert "lifelink" in registry().get("Sanctum Spirit").keywords


def test_time_of_ice_taps_locks_and_bounces():
    g = board(state=MAIN, p1={"hand": ["Time of Ice"], "battlefield": ["Island"] * 4, "library": LIB},
              p2={"library": LIB, "battlefield": [{"card": "Hill Giant", "id": "hg"},
                                                  {"card": "Giant Spider", "id": "gs"}]})
    act(g, "p1: cast Time of Ice", "resolve", "p1: choose Hill Giant", "resolve")
    assert perm(g, "hg")["tapped"] is True
    act(g, "advance to turn 4 upkeep")
    assert perm(g, "hg")["tapped"] is True  # doesn't untap during its controller's untap step
    act(g, "advance to turn 5 main1", "p1: choose Giant Spider", "resolve")
    assert perm(g, "gs")["tapped"] is True
    act(g, "advance to turn 7 main1", "resolve")
    assert sorted(names(g, "p2", "hand")) == ["Giant Spider", "Hill Giant", "Island", "Island"]
    assert "Time of Ice" in names(g, "p1", "graveyard")


def test_time_of_ice_lock_ends_when_the_saga_leaves():
    g = board(state={"turn": 3, "active": "p1", "step": "main1"},
              p1={"hand": ["Time of Ice"], "battlefield": ["Island"] * 4},
              p2={"library": LIB, "battlefield": [{"card": "Hill Giant", "id": "hg"}]})
    act(g, "p1: cast Time of Ice", "resolve", "resolve")
    saga = perm(g, "Time of Ice")["id"]
    g.move(saga, "graveyard")
    act(g, "advance to turn 4 upkeep")
    assert perm(g, "hg")["tapped"] is False


def test_sentinel_blinks_a_historic_permanent_until_end_step():
    g = board(state=OPP_MAIN, p1={"hand": ["Sentinel of the Pearl Trident"], "library": LIB,
                                  "battlefield": ["Island"] * 5 + [{"card": "The Watcher in the Water", "id": "w",
                                                                    "tapped": True, "counters": {"stun": 9}}]})
    act(g, "p2: pass", "p1: cast Sentinel of the Pearl Trident", "resolve", "resolve", "p1: choose yes")
    assert "The Watcher in the Water" in names(g, "p1", "exile")
    act(g, "advance to end", "resolve")
    w = perm(g, "The Watcher in the Water")
    assert w is not None and w["id"] != "w"
    assert w["tapped"] is True and w["counters"] == {"stun": 9}  # a new object: enters tapped, nine counters


def test_palantir_opponent_lets_you_draw():
    g = board(state={"turn": 3, "active": "p1", "step": "end"},
              p1={"battlefield": ["Palantír of Orthanc"], "library": ["Forest", "Plains", "Swamp"]},
              p2={"life": 20})
    act(g, "resolve", "p1: choose top", "p1: choose top", "p1: choose Forest")  # (701.18a: Forest stays on top)
    assert g.pending.player == "p2"
    assert sorted(legal(g)) == ["choose draw", "choose mill"]
    act(g, "p2: choose draw")
    assert any(e.msg == "Player 2 chooses draw" and e.rule == "700.2" for e in g.log)  # (who chose, in the log)
    assert counters(g, "Palantír of Orthanc") == {"influence": 1}
    assert hand(g) == ["Forest"]


def test_palantir_opponent_refuses_mill_and_life_loss():
    g = board(state={"turn": 3, "active": "p1", "step": "end"},
              p1={"battlefield": [{"card": "Palantír of Orthanc", "counters": {"influence": 1}}],
                  "library": ["Hill Giant", "Serra Angel", "Swamp"]},
              p2={"life": 20})
    act(g, "resolve", "p1: choose top", "p1: choose top", "p1: choose Hill Giant", "p2: choose mill")
    assert names(g, "p1", "graveyard") == ["Hill Giant", "Serra Angel"]
    assert g.snapshot()["players"]["p2"]["life"] == 20 - 4 - 5


# ====================================================================== scenario files and rules text
@pytest.mark.parametrize("path", SCEN_FILES, ids=[p.stem for p in SCEN_FILES])
def test_ltr_c_scenario_file(path):
    sc = load_scenario(path)
    assert sc.description and sc.expect
    g, fails = run_scenario(path)
    assert fails == [], "\n".join(fails)


def test_new_effects_have_rules_text():
    from mtg_tui.cards.render import Ctx, render_effects
    from mtg_tui.effects.registry import BY_NAME
    for name in ("nth_resolution", "choose_mode", "return_to_battlefield", "exile_return_next_end"):
        assert name in BY_NAME
    elrond = registry().get("Elrond, Lord of Rivendell")
    text = render_effects(elrond.triggered[0]["effects"], Ctx(elrond))
    assert "second time this ability has resolved this turn" in text
    faramir = registry().get("Faramir, Prince of Ithilien")
    inner = faramir.triggered[0]["effects"][1]["effects"]
    text = render_effects(inner, Ctx(faramir))
    assert "didn't attack you that turn" in text and "Human Soldier" in text and "Otherwise" in text
