"""Rules errors of issue 20: a permanent whose controller changes is removed from combat (506.4); the amassed
Army's last known power (608.2h); Faramir, Prince of Ithilien as its Oracle text says (attacking your
planeswalker is not attacking you, 508.3e and the 2023-06-16 ruling).  Each test builds a board and asserts
through the snapshot."""

from __future__ import annotations

from rules_helpers import act, bf_names, board, legal, names, perm

LIB = ["Island"] * 8

# p1 casts Grishnákh in p2's combat: Raff Capashen lets a historic (legendary) spell be cast as though it had flash
THIEF = {"battlefield": ["Raff Capashen, Ship's Mage", "Mountain", "Mountain", "Mountain"],
         "hand": ["Grishnákh, Brash Instigator"], "library": LIB}


def steal_with_grishnakh(g, who: str = "p1"):
    """``who`` casts Grishnákh (its controller has priority first), resolves it, its amass trigger and the
    reflexive trigger, which takes the only creature of power 2 or less an opponent controls."""
    act(g, f"{who}: cast Grishnakh, Brash Instigator", "resolve", "resolve", "resolve")
    assert g.stack == []
    return g


# ====================================================================== 506.4: a change of control
def test_an_attacker_whose_controller_changes_is_removed_from_combat():
    g = board(state={"turn": 4, "active": "p2", "step": "declare_attackers"}, p1=THIEF,
              p2={"battlefield": [{"card": "Grizzly Bears", "id": "bear"}, {"card": "Hill Giant", "id": "hg"}],
                  "library": LIB})
    act(g, "p2: attack Grizzly Bears", "p2: attack Hill Giant", "p2: pass")
    steal_with_grishnakh(g)
    bear = perm(g, "bear")
    assert bear["controller"] == "p1" and bear["attacking"] is False  # 506.4
    assert perm(g, "hg")["attacking"] is True
    assert any(e.rule == "506.4" and e.data.get("obj") == "bear" for e in g.log)
    act(g, "advance to declare_blockers")
    assert g.step == "declare_blockers" and g.decider == "p1"
    acts = legal(g)
    # nothing blocks the Bears (no longer an attacker); the Bears (untapped by Grishnákh) may block the Giant
    assert not any(a.startswith("block Grizzly Bears with") for a in acts), acts
    assert "block Hill Giant with Grizzly Bears" in acts
    act(g, "p1: block Hill Giant with Grizzly Bears", "p1: done", "advance to main2")
    assert g.players["p1"].life == 20
    assert "Grizzly Bears" in names(g, "p2", "graveyard")  # it blocked the Giant for its new controller


def test_the_only_attacker_stolen_deals_no_damage_and_no_blocks_are_offered():
    g = board(state={"turn": 4, "active": "p2", "step": "declare_attackers"}, p1=THIEF,
              p2={"battlefield": [{"card": "Grizzly Bears", "id": "bear"}], "library": LIB})
    act(g, "p2: attack Grizzly Bears", "p2: pass")
    steal_with_grishnakh(g)
    assert perm(g, "bear")["attacking"] is False
    assert not any(a.startswith("block ") for a in legal(g))
    act(g, "advance to main2")
    assert g.players["p1"].life == 20 and g.players["p2"].life == 20


def test_a_blocked_attacker_stolen_is_not_dealt_damage_by_its_blocker():
    """506.4: the stolen attacker leaves combat; its blocker stays blocking (510.1d: it deals no combat damage)."""
    g = board(state={"turn": 4, "active": "p2", "step": "declare_attackers"}, p1=THIEF | {
        "battlefield": THIEF["battlefield"] + [{"card": "Hill Giant", "id": "hg"}]},
              p2={"battlefield": [{"card": "Grizzly Bears", "id": "bear"}], "library": LIB})
    act(g, "p2: attack Grizzly Bears", "advance to declare_blockers", "p1: block Grizzly Bears with Hill Giant",
        "p1: done", "p2: pass")
    assert g.step == "declare_blockers" and g.decider == "p1"
    steal_with_grishnakh(g)
    assert perm(g, "bear")["attacking"] is False
    act(g, "advance to main2")
    assert perm(g, "bear") is not None and perm(g, "bear")["controller"] == "p1"
    assert perm(g, "hg")["damage"] == 0
    assert g.players["p1"].life == 20


def test_a_blocker_whose_controller_changes_leaves_its_attacker_blocked():
    """506.4 and 509.1h: the attacker stays blocked, and with no creature blocking it, deals no damage."""
    g = board(state={"turn": 4, "active": "p2", "step": "declare_attackers"},
              p1={"battlefield": [{"card": "Grizzly Bears", "id": "bear"}], "library": LIB},
              p2=THIEF | {"battlefield": THIEF["battlefield"] + [{"card": "Hill Giant", "id": "hg"}]})
    act(g, "p2: attack Hill Giant", "advance to declare_blockers", "p1: block Hill Giant with Grizzly Bears")
    assert g.step == "declare_blockers" and g.decider == "p2"
    steal_with_grishnakh(g, "p2")
    assert perm(g, "bear")["controller"] == "p2" and perm(g, "bear")["blocking"] is None
    act(g, "advance to main2")
    assert g.players["p1"].life == 20
    assert perm(g, "bear")["damage"] == 0 and perm(g, "hg")["damage"] == 0


# ====================================================================== 608.2h: the amassed Army's last known power
MAIN = {"turn": 3, "active": "p1", "step": "main1"}
BOLT = {"hand": ["Lightning Bolt"], "battlefield": ["Mountain", {"card": "Grizzly Bears", "id": "bear"}],
        "library": LIB}


def test_foray_of_orcs_uses_the_last_known_power_of_an_army_bolted_in_response():
    g = board(state=MAIN, p1={"hand": ["Foray of Orcs"], "battlefield": ["Mountain"] * 4, "library": LIB}, p2=BOLT)
    act(g, "p1: cast Foray of Orcs", "resolve")  # amass Orcs 2; the reflexive trigger targets the only creature
    stack = g.snapshot()["stack"]
    assert [s["targets"] for s in stack] == [["bear"]]
    army = next(x for x in g.snapshot()["players"]["p1"]["battlefield"] if x["name"] == "Orc Army")
    assert army["power"] == 2
    act(g, "p1: pass", "p2: cast Lightning Bolt -> Orc Army", "resolve")
    assert "Orc Army" not in bf_names(g, "p1")
    act(g, "resolve")  # 608.2h: the Army's last known power, 2
    assert perm(g, "bear") is None and "Grizzly Bears" in names(g, "p2", "graveyard")


def test_grishnakh_checks_its_target_against_the_last_known_power_of_a_bolted_army():
    """608.2b: the target (power 2 or less) is checked again as the trigger resolves, against the Army's last
    known power (608.2h): still legal, so Grishnákh's controller gains control of it."""
    g = board(state=MAIN, p1={"hand": ["Grishnákh, Brash Instigator"], "battlefield": ["Mountain"] * 3,
                              "library": LIB}, p2=BOLT)
    act(g, "p1: cast Grishnakh, Brash Instigator", "resolve", "resolve")
    assert [s["targets"] for s in g.snapshot()["stack"]] == [["bear"]]
    act(g, "p1: pass", "p2: cast Lightning Bolt -> Orc Army", "resolve")
    assert "Orc Army" not in bf_names(g, "p1")
    act(g, "resolve")
    assert perm(g, "bear")["controller"] == "p1"
    assert not any(e.rule == "608.2b" for e in g.log)


def test_the_amassed_army_on_the_battlefield_counts_its_power_now():
    """608.2h: while the Army is still there, its current power counts (a Giant Growth in response: 5)."""
    g = board(state=MAIN, p1={"hand": ["Foray of Orcs", "Giant Growth"],
                              "battlefield": ["Mountain"] * 4 + ["Forest"], "library": LIB},
              p2={"battlefield": [{"card": "Colossal Dreadmaw", "id": "maw"}], "library": LIB})
    act(g, "p1: cast Foray of Orcs", "resolve", "p1: cast Giant Growth -> Orc Army", "resolve", "resolve")
    assert perm(g, "maw")["damage"] == 5


def test_last_known_information_is_kept_by_clones_and_emptied_each_turn():
    g = board(state=MAIN, p1={"hand": ["Foray of Orcs"], "battlefield": ["Mountain"] * 4, "library": LIB}, p2=BOLT)
    act(g, "p1: cast Foray of Orcs", "resolve", "p1: pass", "p2: cast Lightning Bolt -> Orc Army", "resolve")
    c = g.clone()
    act(c, "resolve")
    assert perm(c, "bear") is None and perm(g, "bear") is not None
    act(g, "resolve", "advance to turn 4 upkeep")
    assert g.last_known == {}


# ====================================================================== Faramir, Prince of Ithilien
FARAMIR = "Faramir, Prince of Ithilien"
ORACLE = ("At the beginning of your end step, choose an opponent. At the beginning of that player's next end step, "
          "you draw a card if they didn't attack you that turn. Otherwise, create three 1/1 white Human Soldier "
          "creature tokens.")


def _faramir(p2_attackers: list) -> object:
    g = board(state={"turn": 3, "active": "p1", "step": "end"},
              p1={"battlefield": [FARAMIR, {"card": "Garruk Wildspeaker", "id": "garruk"}], "library": LIB},
              p2={"battlefield": [{"card": "Hill Giant", "id": "hg"}, {"card": "Grizzly Bears", "id": "bear"}],
                  "library": LIB})
    act(g, "resolve")  # p1 chooses p2 (the only opponent); the delayed trigger waits for p2's next end step
    act(g, "advance to turn 4 declare_attackers", *[f"p2: {a}" for a in p2_attackers])
    act(g, "advance to turn 4 end")
    assert [s["name"] for s in g.snapshot()["stack"]] == [FARAMIR]
    act(g, "resolve")
    return g


def test_faramir_reads_as_its_oracle_text():
    from mtg_tui.cards.registry import registry
    from mtg_tui.cards.render import rules_text
    assert " ".join(rules_text(registry().get(FARAMIR))) == ORACLE


def test_faramir_attacking_only_your_planeswalker_is_not_attacking_you():
    """Ruling 2023-06-16 (508.3e): the opponent attacked Garruk only, not Faramir's controller: draw a card."""
    g = _faramir(["attack Hill Giant -> Garruk Wildspeaker", "attack Grizzly Bears -> Garruk Wildspeaker"])
    assert "Human Soldier" not in bf_names(g, "p1")
    assert names(g, "p1", "hand") == ["Island"]
    assert g.players["p2"].attacked_players == ()


def test_faramir_attacking_you_and_your_planeswalker_makes_three_soldiers():
    g = _faramir(["attack Hill Giant -> Garruk Wildspeaker", "attack Grizzly Bears"])
    assert bf_names(g, "p1").count("Human Soldier") == 3
    assert names(g, "p1", "hand") == []


def test_faramir_chooses_the_opponent_and_waits_for_that_players_end_step():
    g = board(state={"turn": 3, "active": "p1", "step": "end"},
              p1={"battlefield": [FARAMIR], "library": LIB}, p2={"library": LIB})
    act(g, "resolve")
    assert any(e.rule == "608.2d" and e.data.get("chosen") == "p2" for e in g.log)
    assert [(d["player"], d["when"]) for d in g.delayed] == [("p2", "end")]
    act(g, "advance to turn 4 end", "resolve")
    assert names(g, "p1", "hand") == ["Island"]
    assert g.delayed == []
    # p1's own next end step: Faramir triggers again (a new choice), and nothing else happens then
    act(g, "advance to turn 5 end")
    assert [s["name"] for s in g.snapshot()["stack"]] == [FARAMIR]
    act(g, "resolve")
    assert names(g, "p1", "hand") == ["Island", "Island"]  # its turn-5 draw only
