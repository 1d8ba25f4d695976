"""Each keyword in play: its rule (a small scenario), its rules text and the tutorial's "why not".

One test per keyword and part, named after the keyword, so a failure says which word broke.  These tests ask
the game, the renderer and the explainer only (not mtg_tui/keywords), so they pass on the code before the
vocabulary too: the keywords' behaviour is the same (issue 19 changes structure, not behaviour).  What each
keyword class must have is checked in tests/test_keyword_vocabulary.py.

Some keywords are on no card of the pool (defender, double strike, hexproof, indestructible): the test
cards below carry them, added to a copy of the card registry.
"""

from __future__ import annotations

import tomllib

import pytest

from mtg_tui.cards.registry import Registry, fold
from mtg_tui.cards.render import rules_text
from mtg_tui.cards.schema import CardDef, CardFile
from mtg_tui.engine.scenario import build_game, parse_scenario, run_action
from mtg_tui.tutorial.explain import explain_illegal

TEST_CARDS = {
    "Test Wall": 'types = ["Creature"]\ncost = "{1}{W}"\npower = 0\ntoughness = 4\nkeywords = ["defender"]',
    "Test Duelist": 'types = ["Creature"]\ncost = "{1}{R}"\npower = 2\ntoughness = 2\nkeywords = ["double strike"]',
    "Test Ward Bear": 'types = ["Creature"]\ncost = "{1}{G}"\npower = 2\ntoughness = 2\nkeywords = ["hexproof"]',
    "Test Stone Bear": ('types = ["Creature"]\ncost = "{1}{W}"\npower = 2\ntoughness = 2\n'
                        'keywords = ["indestructible"]'),
    "Test Flash Bear": 'types = ["Creature"]\ncost = "{1}{G}"\npower = 2\ntoughness = 2\nkeywords = ["flash"]',
    "Test Everything": ('types = ["Creature"]\ncost = "{5}"\npower = 1\ntoughness = 1\nkeywords = ["vigilance", '
                        '"trample", "reach", "menace", "lifelink", "indestructible", "hexproof", "haste", '
                        '"deathtouch", "double strike", "first strike", "flying", "defender", "flash"]'),
}


@pytest.fixture(scope="module")
def reg() -> Registry:
    r = Registry()
    for name, body in TEST_CARDS.items():
        card = CardDef.from_file(CardFile.model_validate(tomllib.loads(f'name = "{name}"\n{body}')))
        r._folded[fold(name)] = card
        r.cards[name] = card
    return r


def game(reg, p1: list, p2: list, actions: list[str] = (), p1_hand: list = (), p2_hand: list = (),
         step: str = "main1", active: str = "p1"):
    raw = {"title": "keyword", "state": {"turn": 3, "step": step, "active": active},
           "p1": {"battlefield": p1, "hand": list(p1_hand)}, "p2": {"battlefield": p2, "hand": list(p2_hand)}}
    g = build_game(parse_scenario(raw), registry=reg)
    for line in actions:
        run_action(g, line)
    return g


def legal(g) -> list[str]:
    return [a.text for a in g.legal_actions()]


def bf(g, player: str) -> dict[str, dict]:
    return {x["name"]: x for x in g.snapshot()["players"][player]["battlefield"]}


ATTACK = ["advance to declare_attackers"]


def attack_and_block(attacker: str, blocker: str | None) -> list[str]:
    out = ATTACK + [f"p1: attack {attacker}", "advance to declare_blockers"]
    if blocker:
        out.append(f"p2: block {attacker} with {blocker}")
    return out + ["advance to main2"]


# ---------------------------------------------------------------------- the rules in play
def test_flying_only_flyers_and_reach_can_block_it(reg):
    g = game(reg, ["Wind Drake"], ["Grizzly Bears", "Giant Spider", "Ornithopter"],
             ATTACK + ["p1: attack Wind Drake", "advance to declare_blockers"])
    blocks = [t for t in legal(g) if t.startswith("block")]
    assert blocks == ["block Wind Drake with Giant Spider", "block Wind Drake with Ornithopter"]


def test_reach_blocks_a_flyer(reg):
    g = game(reg, ["Wind Drake"], ["Giant Spider"], attack_and_block("Wind Drake", "Giant Spider"))
    assert g.players["p2"].life == 20
    assert "Wind Drake" not in bf(g, "p1")  # the 2/4 Spider deals 2 to the 2/2 Drake, and takes 2
    assert bf(g, "p2")["Giant Spider"]["damage"] == 2


def test_first_strike_kills_the_blocker_before_it_deals_damage(reg):
    g = game(reg, ["Youthful Knight"], ["Grizzly Bears"], attack_and_block("Youthful Knight", "Grizzly Bears"))
    assert "Youthful Knight" in bf(g, "p1") and "Grizzly Bears" not in bf(g, "p2")  # a 2/1: the Bears never hit


def test_double_strike_deals_damage_in_both_steps(reg):
    g = game(reg, ["Test Duelist"], [], attack_and_block("Test Duelist", None))
    assert g.players["p2"].life == 16


def test_trample_assigns_the_excess_to_the_player(reg):
    g = game(reg, ["Colossal Dreadmaw"], ["Grizzly Bears"], attack_and_block("Colossal Dreadmaw", "Grizzly Bears")
             + ["p1: assign 2 to Grizzly Bears", "p1: assign 4 to p2", "advance to main2"])
    assert g.players["p2"].life == 16
    assert "Grizzly Bears" not in bf(g, "p2")


def test_deathtouch_destroys_what_it_damages(reg):
    g = game(reg, ["Hill Giant"], ["Typhoid Rats"], attack_and_block("Hill Giant", "Typhoid Rats"))
    assert "Hill Giant" not in bf(g, "p1") and "Hill Giant" in g.snapshot()["players"]["p1"]["graveyard"]


def test_lifelink_gains_its_controller_life(reg):
    g = game(reg, ["Sanctum Spirit"], [], attack_and_block("Sanctum Spirit", None))
    assert g.players["p2"].life == 17 and g.players["p1"].life == 23


def test_vigilance_attacks_without_tapping(reg):
    g = game(reg, ["Wilt-Leaf Cavaliers", "Grizzly Bears"], [],
             ATTACK + ["p1: attack Wilt-Leaf Cavaliers", "p1: attack Grizzly Bears"])
    assert bf(g, "p1")["Wilt-Leaf Cavaliers"]["tapped"] is False
    assert bf(g, "p1")["Grizzly Bears"]["tapped"] is True


def test_haste_attacks_the_turn_it_came(reg):
    g = game(reg, [{"card": "Raging Goblin", "sick": True}, {"card": "Grizzly Bears", "sick": True}], [], ATTACK)
    attacks = [t for t in legal(g) if t.startswith("attack")]
    assert attacks == ["attack Raging Goblin"]


def test_menace_needs_two_blockers(reg):
    g = game(reg, ["Boggart Brute", "Raging Goblin"], ["Grizzly Bears"],
             ATTACK + ["p1: attack Boggart Brute", "p1: attack Raging Goblin", "advance to declare_blockers"])
    assert legal(g) == ["block Raging Goblin with Grizzly Bears", "done"]
    g = game(reg, ["Boggart Brute"], ["Grizzly Bears", "Hill Giant"],
             ATTACK + ["p1: attack Boggart Brute", "advance to declare_blockers"])
    assert "block Boggart Brute with Grizzly Bears" in legal(g) and "done" in legal(g)
    run_action(g, "p2: block Boggart Brute with Grizzly Bears")
    assert "done" not in legal(g)  # one blocker alone isn't a legal declaration (509.1b)


def test_defender_can_not_attack(reg):
    g = game(reg, ["Test Wall", "Grizzly Bears"], [], ATTACK)
    assert [t for t in legal(g) if t.startswith("attack")] == ["attack Grizzly Bears"]


def test_indestructible_survives_lethal_damage(reg):
    g = game(reg, ["Hill Giant"], ["Test Stone Bear"], attack_and_block("Hill Giant", "Test Stone Bear"))
    assert bf(g, "p2")["Test Stone Bear"]["damage"] == 3  # lethal damage, and still on the battlefield


def test_hexproof_can_not_be_targeted_by_an_opponent(reg):
    g = game(reg, ["Mountain"], ["Test Ward Bear", "Grizzly Bears"], p1_hand=["Lightning Bolt"])
    casts = [t for t in legal(g) if t.startswith("cast Lightning Bolt")]
    assert "cast Lightning Bolt -> Grizzly Bears" in casts
    assert not any("Test Ward Bear" in t for t in casts)
    g = game(reg, ["Mountain", "Test Ward Bear"], [], p1_hand=["Lightning Bolt"])  # its controller may
    assert "cast Lightning Bolt -> Test Ward Bear" in legal(g)


def test_flash_casts_it_in_the_opponents_turn(reg):
    g = game(reg, [], ["Forest", "Forest"], p2_hand=["Test Flash Bear", "Grizzly Bears"], step="upkeep")
    run_action(g, "p1: pass")
    texts = legal(g)
    assert "cast Test Flash Bear" in texts and "cast Grizzly Bears" not in texts


# ---------------------------------------------------------------------- the rules text
def test_every_keyword_s_text_in_the_rules_text(reg):
    # flash heads the text on its own line; the others follow in one line, in the rules text's order
    assert rules_text(reg.get("Test Everything")) == [
        "Flash",
        "Defender, flying, first strike, double strike, deathtouch, haste, hexproof, indestructible, lifelink, "
        "menace, reach, trample, vigilance"]


@pytest.mark.parametrize("card,line", [
    ("Wind Drake", "Flying"), ("Giant Spider", "Reach"), ("Youthful Knight", "First strike"),
    ("Test Duelist", "Double strike"), ("Colossal Dreadmaw", "Trample"), ("Typhoid Rats", "Deathtouch"),
    ("Wilt-Leaf Cavaliers", "Vigilance"), ("Raging Goblin", "Haste"), ("Boggart Brute", "Menace"),
    ("Test Wall", "Defender"), ("Test Stone Bear", "Indestructible"), ("Test Ward Bear", "Hexproof"),
    ("Test Flash Bear", "Flash"), ("Vampire Nighthawk", "Flying, deathtouch, lifelink"),
])
def test_keyword_text(reg, card, line):
    assert rules_text(reg.get(card))[0] == line


# ---------------------------------------------------------------------- the tutorial's "why not"
def test_flying_why_not(reg):
    g = game(reg, ["Wind Drake", "Hill Giant"], ["Grizzly Bears"],
             ATTACK + ["p1: attack Wind Drake", "p1: attack Hill Giant", "advance to declare_blockers"])
    assert explain_illegal(g, "block Wind Drake with Grizzly Bears", "p2") == \
        "Wind Drake has flying: only creatures with flying or reach can block it (702.9b)."


def test_menace_why_not(reg):
    g = game(reg, ["Boggart Brute", "Raging Goblin"], ["Grizzly Bears"],
             ATTACK + ["p1: attack Boggart Brute", "p1: attack Raging Goblin", "advance to declare_blockers"])
    assert explain_illegal(g, "block Boggart Brute with Grizzly Bears", "p2") == \
        "Boggart Brute has menace: it can't be blocked except by two or more creatures (702.111b)."


def test_haste_why_not(reg):
    g = game(reg, [{"card": "Grizzly Bears", "sick": True}, "Raging Goblin"], [], ATTACK)
    assert explain_illegal(g, "attack Grizzly Bears", "p1") == (
        "Grizzly Bears hasn't been under your control continuously since your most recent turn began, so it "
        "can't attack (302.6, 'summoning sickness'). Haste would let it (702.10b).")


def test_defender_why_not(reg):
    g = game(reg, ["Test Wall", "Grizzly Bears"], [], ATTACK)
    assert explain_illegal(g, "attack Test Wall", "p1") == "Test Wall has defender and can't attack (702.3b)."


def test_the_rules_own_why_nots_are_unchanged(reg):
    g = game(reg, [{"card": "Grizzly Bears", "tapped": True, "counters": {"stun": 1}}, "Hill Giant", "Raging Goblin"],
             [], ATTACK)
    assert explain_illegal(g, "attack Grizzly Bears", "p1") == (
        "Grizzly Bears is tapped: attacking creatures must be untapped (508.1a). It has a stun counter: it didn't "
        "untap (122.1d).")
    run_action(g, "p1: attack Hill Giant")
    assert explain_illegal(g, "attack Hill Giant", "p1") == \
        "Hill Giant is already declared as an attacker. Add others, or 'done' to finish."
    g = game(reg, ["Hill Giant", "Wind Drake"], [{"card": "Grizzly Bears", "tapped": True}, "Typhoid Rats"],
             ATTACK + ["p1: attack Hill Giant", "p1: attack Wind Drake", "advance to declare_blockers"])
    assert explain_illegal(g, "block Hill Giant with Grizzly Bears", "p2") == \
        "Grizzly Bears is tapped: blocking creatures must be untapped (509.1a)."
    # the Rats' deathtouch forbids nothing: the Drake's flying is the reason
    assert explain_illegal(g, "block Wind Drake with Typhoid Rats", "p2") == \
        "Wind Drake has flying: only creatures with flying or reach can block it (702.9b)."
