"""Combat damage division (510.1c-d, 702.19b trample, 702.2c deathtouch; SCENARIOS.md 1.1).  The 2025 rules
have no damage assignment order: a creature's controller divides its combat damage among the creatures it
fights however they like, answering ``assign <n> to <recipient>`` until all is assigned; with trample, lethal
damage (counting damage already marked, and deathtouch: 1 is lethal) must go to every blocker before any goes
to the player or planeswalker it attacks.  Only amounts that keep a legal whole assignment reachable are
offered; what can go only one way the engine assigns itself.  The bots divide too, the game screen's `d` key
applies the usual division, and a game with a division saves, resumes and replays."""

from __future__ import annotations

import itertools
import random

import pytest
from rules_helpers import act, board, legal, names, perm

from mtg_tui.ai.base import PlayerView, make_agent

MAIN = {"turn": 3, "active": "p1", "step": "main1"}


def fight(attackers: list, blockers: list, blocks: list[tuple[str, str]], *, keywords: dict | None = None,
          p1_extra: dict | None = None):
    """p1 attacks with ``attackers`` (card names; ``{"card", "id"}`` entries allowed) into p2's ``blockers``;
    ``blocks`` are (attacker text, blocker text) pairs; the game stops at the first combat damage decision.
    ``keywords``: {id: (keyword, ...)} granted until end of turn first."""
    g = board(MAIN, p1={"battlefield": attackers, **(p1_extra or {})}, p2={"battlefield": blockers})
    for oid, kws in (keywords or {}).items():
        g.add_effect("6", [oid], {"keywords": tuple(kws)}, "eot", g.objects[oid].controller)
    act(g, "advance to declare_attackers")
    for a in dict.fromkeys(a for a, _ in blocks):
        act(g, f"p1: attack {a}")
    if g.pending is not None and g.pending.kind == "attack":
        act(g, "p1: done")
    act(g, "advance to declare_blockers")
    for a, b in blocks:
        act(g, f"p2: block {a} with {b}")
    if g.pending is not None and g.pending.kind == "block":
        act(g, "p2: done")
    act(g, "advance to combat_damage")
    return g


def dividing(g) -> bool:
    return g.pending is not None and g.pending.data.get("purpose") == "damage_division"


def amounts(g, recipient: str) -> list[int]:
    """The amounts offered to ``recipient`` (its text in the actions)."""
    out = []
    for t in legal(g):
        n, _, who = t.removeprefix("assign ").partition(" to ")
        if who == recipient:
            out.append(int(n))
    return out


# ---------------------------------------------------------------------- 510.1c: divided freely
def test_a_double_block_is_divided_freely_all_five_to_the_second_blocker():
    """510.1c: a 5-power attacker blocked by two creatures may put all 5 on the second one (under the old damage
    assignment order the first in order had to get lethal damage first)."""
    g = fight([{"card": "Generous Ent", "id": "ent"}],
              [{"card": "Grizzly Bears", "id": "bear"}, {"card": "Giant Spider", "id": "spider"}],
              [("Generous Ent", "Grizzly Bears"), ("Generous Ent", "Giant Spider")])
    assert dividing(g) and g.decider == "p1"
    assert legal(g) == [f"assign {n} to {b}" for b in ("Grizzly Bears", "Giant Spider") for n in range(1, 6)]
    evs = g.do("assign 5 to Giant Spider")
    assert not dividing(g)  # all 5 assigned: nothing left to ask
    assert names(g, "p2", "graveyard") == ["Giant Spider"] and perm(g, "bear")["damage"] == 0
    said = [e for e in evs if e.kind == "assign"]
    assert [(e.msg, e.rule) for e in said] == [("Generous Ent assigns its 5 combat damage: 5 to Giant Spider",
                                                "510.1c")]


def test_answers_come_in_any_order_and_a_recipient_may_be_named_again():
    """510.1c, SCENARIOS 1.1: ``assign`` answers in any order, the same blocker named twice; the amounts offered
    shrink with the damage left."""
    g = fight([{"card": "Generous Ent", "id": "ent"}],
              [{"card": "Grizzly Bears", "id": "bear"}, {"card": "Giant Spider", "id": "spider"}],
              [("Generous Ent", "Grizzly Bears"), ("Generous Ent", "Giant Spider")])
    act(g, "p1: assign 1 to Giant Spider", "p1: assign 2 to Grizzly Bears")
    assert amounts(g, "Giant Spider") == [1, 2] and amounts(g, "Grizzly Bears") == [1, 2]
    act(g, "p1: assign 1 to Giant Spider", "p1: assign 1 to Giant Spider")
    assert not dividing(g)
    assert perm(g, "spider")["damage"] == 3 and names(g, "p2", "graveyard") == ["Grizzly Bears"]


def test_the_prompt_says_the_creature_its_damage_left_and_what_is_assigned_so_far():
    g = fight([{"card": "Generous Ent", "id": "ent"}],
              [{"card": "Grizzly Bears", "id": "bear"}, {"card": "Giant Spider", "id": "spider"}],
              [("Generous Ent", "Grizzly Bears"), ("Generous Ent", "Giant Spider")])
    assert g.pending.prompt == "Generous Ent assigns 5 combat damage, 5 left; lethal: Grizzly Bears 2, Giant Spider 4"
    g.do("assign 2 to Grizzly Bears")
    assert g.pending.prompt == ("Generous Ent assigns 5 combat damage, 3 left (so far 2 to Grizzly Bears); "
                                "lethal: Grizzly Bears 2, Giant Spider 4")


def test_blockers_sharing_a_name_are_named_by_id():
    """SCENARIOS 1.1: permanents are always distinct recipients, ``Name#id`` when names clash."""
    g = fight(["Hill Giant"], [{"card": "Grizzly Bears", "id": "b1"}, {"card": "Grizzly Bears", "id": "b2"}],
              [("Hill Giant", "Grizzly Bears#b1"), ("Hill Giant", "Grizzly Bears#b2")])
    assert legal(g) == [f"assign {n} to Grizzly Bears#{b}" for b in ("b1", "b2") for n in (1, 2, 3)]
    act(g, "p1: assign 3 to b2")  # (a bare id names it too)
    assert perm(g, "b1")["damage"] == 0 and names(g, "p2", "graveyard") == ["Grizzly Bears"]


# ---------------------------------------------------------------------- 702.19b: trample
def test_trample_offers_the_player_only_what_is_left_after_lethal_to_every_blocker():
    """702.19b: Colossal Dreadmaw (6) blocked by Grizzly Bears (lethal 2) and Llanowar Elves (lethal 1): any
    amount to either blocker, at most 3 to the player."""
    g = fight(["Colossal Dreadmaw"], ["Grizzly Bears", "Llanowar Elves"],
              [("Colossal Dreadmaw", "Grizzly Bears"), ("Colossal Dreadmaw", "Llanowar Elves")])
    assert legal(g) == ([f"assign {n} to Grizzly Bears" for n in range(1, 7)]
                        + [f"assign {n} to Llanowar Elves" for n in range(1, 7)]
                        + [f"assign {n} to p2" for n in (1, 2, 3)])
    g.do("assign 2 to p2")
    # 4 left; the blockers still need 3 between them, so neither can take what the other needs
    assert amounts(g, "Grizzly Bears") == [1, 2, 3] and amounts(g, "Llanowar Elves") == [1, 2]
    assert amounts(g, "p2") == [1]


def test_once_the_player_has_damage_what_the_blockers_need_is_assigned_by_itself():
    """702.19b: 3 to the player leaves exactly the blockers' lethal damage (2 and 1): one way only, no question."""
    g = fight(["Colossal Dreadmaw"], ["Grizzly Bears", "Llanowar Elves"],
              [("Colossal Dreadmaw", "Grizzly Bears"), ("Colossal Dreadmaw", "Llanowar Elves")])
    evs = g.do("assign 3 to p2")
    assert not dividing(g)
    assert g.players["p2"].life == 17 and sorted(names(g, "p2", "graveyard")) == ["Grizzly Bears", "Llanowar Elves"]
    said = [e for e in evs if e.kind == "assign"]
    assert [(e.msg, e.rule) for e in said] == [
        ("Colossal Dreadmaw assigns its 6 combat damage: 2 to Grizzly Bears, 1 to Llanowar Elves, 3 to Player 2",
         "702.19b")]


def test_trample_damage_may_stay_on_the_blockers():
    """702.19b: the controller need not assign anything to the player."""
    g = fight(["Colossal Dreadmaw"], [{"card": "Grizzly Bears", "id": "bear"}],
              [("Colossal Dreadmaw", "Grizzly Bears")])
    assert legal(g) == [f"assign {n} to Grizzly Bears" for n in range(1, 7)] + [f"assign {n} to p2"
                                                                                 for n in range(1, 5)]
    g.do("assign 6 to Grizzly Bears")
    assert g.players["p2"].life == 20 and names(g, "p2", "graveyard") == ["Grizzly Bears"]


def test_damage_already_marked_counts_toward_lethal():
    """702.19b: a Giant Spider (4 toughness) with 3 damage marked needs 1 more; with the Bears' 2 the player may
    get up to 3 of the Dreadmaw's 6."""
    g = fight(["Colossal Dreadmaw"], [{"card": "Giant Spider", "damage": 3}, "Grizzly Bears"],
              [("Colossal Dreadmaw", "Giant Spider"), ("Colossal Dreadmaw", "Grizzly Bears")])
    assert amounts(g, "p2") == [1, 2, 3]
    assert "lethal: Giant Spider 1, Grizzly Bears 2" in g.pending.prompt


def test_deathtouch_makes_one_damage_lethal():
    """702.2c: with deathtouch, 1 damage is lethal to each blocker, whatever its toughness: 4 of 6 may trample
    over a Giant Spider and a Generous Ent."""
    g = fight([{"card": "Colossal Dreadmaw", "id": "maw"}], ["Giant Spider", "Generous Ent"],
              [("Colossal Dreadmaw", "Giant Spider"), ("Colossal Dreadmaw", "Generous Ent")],
              keywords={"maw": ("deathtouch",)})
    assert amounts(g, "p2") == [1, 2, 3, 4]
    assert g.pending.prompt == ("Colossal Dreadmaw assigns 6 combat damage, 6 left; lethal: Giant Spider 1, "
                                "Generous Ent 1; trample: to Player 2 once each blocker has lethal")
    act(g, "p1: assign 1 to Giant Spider", "p1: assign 1 to Generous Ent", "p1: assign 4 to p2")
    assert g.players["p2"].life == 16 and sorted(names(g, "p2", "graveyard")) == ["Generous Ent", "Giant Spider"]


def test_trample_over_a_blocker_onto_the_planeswalker_it_attacks():
    """702.19b: the excess of a trampler attacking a planeswalker goes to that planeswalker (120.3c)."""
    g = board(MAIN, p1={"battlefield": ["Colossal Dreadmaw"]},
              p2={"battlefield": [{"card": "Garruk Wildspeaker", "id": "gw"}, "Grizzly Bears"]})
    act(g, "advance to declare_attackers", "p1: attack Colossal Dreadmaw -> Garruk Wildspeaker",
        "advance to declare_blockers", "p2: block Colossal Dreadmaw with Grizzly Bears", "advance to combat_damage")
    assert amounts(g, "Garruk Wildspeaker") == [1, 2, 3, 4] and amounts(g, "p2") == []
    act(g, "p1: assign 2 to Grizzly Bears", "p1: assign 4 to Garruk Wildspeaker")
    assert sorted(names(g, "p2", "graveyard")) == ["Garruk Wildspeaker", "Grizzly Bears"]  # 4 > its 3 loyalty
    assert g.players["p2"].life == 20


# ---------------------------------------------------------------------- forced: no question
def test_one_blocker_without_trample_asks_nothing():
    """510.1c: exactly one blocker: all its damage goes to it."""
    g = fight(["Hill Giant"], [{"card": "Giant Spider", "id": "spider"}], [("Hill Giant", "Giant Spider")])
    assert not dividing(g)
    assert perm(g, "spider")["damage"] == 3
    assert not [e for e in g.log if e.kind == "assign"]  # nothing was divided: nothing to say


def test_a_trampler_that_cant_reach_lethal_asks_nothing():
    """702.19b: 6 damage into a Generous Ent (toughness 7) can only go to the Ent."""
    g = fight(["Colossal Dreadmaw"], [{"card": "Generous Ent", "id": "ent"}], [("Colossal Dreadmaw", "Generous Ent")])
    assert not dividing(g)
    assert perm(g, "ent")["damage"] == 6 and g.players["p2"].life == 20


# ---------------------------------------------------------------------- who divides first (510.1)
def test_the_active_players_creatures_divide_first_in_declaration_order_then_the_defenders():
    """510.1, 510.1d: the active player's attackers in declaration order (not battlefield order), then the
    defending player's blocker blocking two attackers (no card in the pool lets a creature block two: that block
    is set up by hand)."""
    g = board(MAIN,
              p1={"battlefield": [{"card": "Hill Giant", "id": "giant"}, {"card": "Grizzly Bears", "id": "bear"}]},
              p2={"battlefield": [{"card": "Generous Ent", "id": "ent"}, {"card": "Llanowar Elves", "id": "elf"},
                                  {"card": "Giant Spider", "id": "spider"}]})
    act(g, "advance to declare_attackers", "p1: attack Grizzly Bears", "p1: attack Hill Giant",
        "advance to declare_blockers", "p2: block Grizzly Bears with Generous Ent",
        "p2: block Grizzly Bears with Llanowar Elves", "p2: block Hill Giant with Giant Spider")
    g.objects["ent"].blocking.append("giant")  # the Ent blocks the Hill Giant as well
    act(g, "advance to combat_damage")
    assert dividing(g) and g.decider == "p1" and g.pending.data["creature"] == "bear"  # declared first
    act(g, "p1: assign 1 to Llanowar Elves", "p1: assign 1 to Generous Ent")
    assert dividing(g) and g.decider == "p1" and g.pending.data["creature"] == "giant"
    act(g, "p1: assign 3 to Giant Spider")
    # then the Ent divides its 5 between the two attackers it blocks, in the order it blocked them (510.1d)
    assert dividing(g) and g.decider == "p2" and g.pending.data["creature"] == "ent"
    assert legal(g) == [f"assign {n} to {a}" for a in ("Grizzly Bears", "Hill Giant") for n in range(1, 6)]
    g.do("assign 3 to Hill Giant")
    assert g.decider == "p2" and g.pending.data["creature"] == "ent"
    evs = g.do("assign 2 to Grizzly Bears")
    assert [(e.msg, e.rule) for e in evs if e.kind == "assign"] == [
        ("Generous Ent assigns its 5 combat damage: 2 to Grizzly Bears, 3 to Hill Giant", "510.1d")]
    assert sorted(names(g, "p1", "graveyard")) == ["Grizzly Bears", "Hill Giant"]
    assert perm(g, "ent")["damage"] == 1 and perm(g, "spider")["damage"] == 3
    assert names(g, "p2", "graveyard") == ["Llanowar Elves"]


# ---------------------------------------------------------------------- only reachable amounts (a brute force)
def _legal_totals(n: int, lethal: list[int], excess: bool) -> set[tuple[int, ...]]:
    """Every legal final division of ``n`` damage (510.1c, 702.19b): blockers first, the excess recipient last."""
    k = len(lethal) + (1 if excess else 0)
    out = set()
    for combo in itertools.product(range(n + 1), repeat=k):
        if sum(combo) != n:
            continue
        if excess and combo[-1] and any(combo[i] < lethal[i] for i in range(len(lethal))):
            continue
        out.add(combo)
    return out


def test_the_offered_amounts_are_exactly_those_that_keep_a_legal_total_reachable():
    """SCENARIOS 1.1: at every partial division, recipient r may be given k exactly when some legal whole
    division gives r at least what it has plus k; and the engine settles a division exactly when one legal
    whole division is left."""
    from mtg_tui.engine.combat import division_caps, settle_division
    rng = random.Random(20)
    for _ in range(300):
        blockers = rng.randint(1, 3)
        lethal = [rng.randint(0, 4) for _ in range(blockers)]
        excess = rng.random() < 0.6
        n = rng.randint(1, 7)
        totals = _legal_totals(n, lethal, excess)
        div = {"creature": "c", "damage": n,
               "recipients": [f"r{i}" for i in range(blockers)] + (["p"] if excess else []),
               "lethal": lethal + ([0] if excess else []), "assigned": [0] * (blockers + (1 if excess else 0)),
               "excess": "p" if excess else None}
        while True:
            got = div["assigned"]
            reach = [t for t in totals if all(t[i] >= got[i] for i in range(len(got)))]
            assert reach, div
            if len(reach) == 1 or sum(got) == n:
                assert settle_division(dict(div, assigned=list(got))), div
                break
            assert not settle_division(dict(div, assigned=list(got))), div
            caps = division_caps(div)
            for i in range(len(got)):
                best = max(t[i] - got[i] for t in reach)
                assert caps[i] == best, (div, i, caps)
            i = rng.choice([i for i in range(len(got)) if caps[i] > 0])
            got[i] += rng.randint(1, caps[i])


# ---------------------------------------------------------------------- the bots
def test_the_bot_kills_as_many_blockers_as_it_can_the_most_valuable_first():
    """Generous Ent (5) into Grizzly Bears (lethal 2), Giant Spider (lethal 4) and Llanowar Elves (lethal 1):
    two kills at most; the Spider and the Elves are worth more than the Bears and the Elves; the Spider first."""
    g = fight(["Generous Ent"], [{"card": "Grizzly Bears", "id": "bear"}, "Giant Spider", "Llanowar Elves"],
              [("Generous Ent", "Grizzly Bears"), ("Generous Ent", "Giant Spider"), ("Generous Ent", "Llanowar Elves")])
    bot = make_agent("normal", 1)
    seen = []
    while dividing(g):
        a = bot.choose(PlayerView(g, "p1"), g.legal_actions())
        seen.append(a.text)
        g.apply(a)
    assert seen == ["assign 4 to Giant Spider", "assign 1 to Llanowar Elves"]
    assert sorted(names(g, "p2", "graveyard")) == ["Giant Spider", "Llanowar Elves"]
    assert perm(g, "bear")["damage"] == 0


def test_the_bot_counts_marked_damage_and_deathtouch_and_tramples_the_rest_over():
    """No overkill: a Giant Spider with 3 damage marked gets 1, a deathtouch Dreadmaw gives the Bears 1; the
    rest goes to the player (702.19b)."""
    g = fight([{"card": "Colossal Dreadmaw", "id": "maw"}], [{"card": "Giant Spider", "damage": 3}, "Grizzly Bears"],
              [("Colossal Dreadmaw", "Giant Spider"), ("Colossal Dreadmaw", "Grizzly Bears")],
              keywords={"maw": ("deathtouch",)})
    bot = make_agent("normal", 1)
    seen = []
    while dividing(g):
        a = bot.choose(PlayerView(g, "p1"), g.legal_actions())
        seen.append(a.text)
        g.apply(a)
    assert sorted(seen[:2]) == ["assign 1 to Giant Spider", "assign 1 to Grizzly Bears"]
    assert seen[2:] == ["assign 4 to p2"]
    assert g.players["p2"].life == 16


def test_the_bot_puts_what_cant_kill_on_the_best_blocker_it_cannot_kill():
    """Hill Giant (3) into Giant Spider (lethal 4) and Generous Ent (lethal 7): nothing dies; the damage goes on
    one of them, not split for nothing."""
    g = fight(["Hill Giant"], ["Giant Spider", "Generous Ent"],
              [("Hill Giant", "Giant Spider"), ("Hill Giant", "Generous Ent")])
    a = make_agent("normal", 1).choose(PlayerView(g, "p1"), g.legal_actions())
    assert a.text == "assign 3 to Generous Ent"


@pytest.mark.parametrize("level", ["random", "easy", "hard:0.05"])
def test_every_bot_level_answers_a_division(level):
    g = fight(["Colossal Dreadmaw"], ["Grizzly Bears", "Llanowar Elves"],
              [("Colossal Dreadmaw", "Grizzly Bears"), ("Colossal Dreadmaw", "Llanowar Elves")])
    bot = make_agent(level, 3)
    for _ in range(10):
        if not dividing(g):
            break
        g.apply(bot.choose(PlayerView(g, "p1"), g.legal_actions()))
    assert not dividing(g)
    assert sum(e.data["n"] for e in g.log if e.kind == "damage" and e.data.get("source") == g.attackers[0]) == 6


# ---------------------------------------------------------------------- saves, resume, replay
SAVE_BOARD = """
title = "A division to save"
actions = ["advance to declare_attackers", "p1: attack Colossal Dreadmaw", "advance to declare_blockers",
           "p2: block Colossal Dreadmaw with Grizzly Bears", "p2: block Colossal Dreadmaw with Llanowar Elves",
           "advance to combat_damage"]
[state]
turn = 3
step = "main1"
[p1]
battlefield = ["Colossal Dreadmaw"]
library = ["Forest", "Forest", "Forest"]
[p2]
battlefield = ["Grizzly Bears", "Llanowar Elves"]
library = ["Swamp", "Swamp", "Swamp"]
"""


def test_a_game_with_a_division_saves_resumes_and_replays(tmp_path):
    from mtg_tui.replay import Replay
    from mtg_tui.saves import GameRecorder, load_save, make_header, rebuild
    h = make_header("puzzle", 0, {"p1": {"name": "Ann"}, "p2": {"name": "Bob", "bot": "random"}},
                    scenario={"name": "division", "toml": SAVE_BOARD})
    rec = GameRecorder.new_game(h, tmp_path / "g.jsonl")
    assert dividing(rec.game)
    rec.apply(rec.game.find_action("assign 1 to p2"))
    before = rec.game.snapshot()
    rec.close()
    rec, warnings = GameRecorder.resume(tmp_path / "g.jsonl")  # paused in the middle of the division
    assert warnings == [] and dividing(rec.game) and rec.game.snapshot() == before
    assert "so far 1 to Bob" in rec.game.pending.prompt
    rec.apply(rec.game.find_action("assign 3 to Grizzly Bears"))
    rec.apply(rec.game.find_action("assign 2 to Llanowar Elves"))
    assert not dividing(rec.game) and rec.game.players["p2"].life == 19
    after = rec.game.snapshot()
    rec.close()
    header, actions, _ = load_save(tmp_path / "g.jsonl")
    assert [a.text for a in actions] == ["assign 1 to p2", "assign 3 to Grizzly Bears", "assign 2 to Llanowar Elves"]
    assert rebuild(header, actions).snapshot() == after
    r = Replay(tmp_path / "g.jsonl")
    while r.index < r.total:
        r.forward()
    assert r.game.snapshot() == after


# ---------------------------------------------------------------------- the game screen: one key
async def test_the_d_key_applies_the_usual_division():
    """The Decision panel lists the ``assign`` answers; `d` (shown in the footer and the hint line while a
    division waits) gives lethal damage to each blocker in the order listed and tramples the rest over."""
    pytest.importorskip("textual")
    from mtg_tui.tui.app import MtgApp
    from tests.tui_helpers import fast, screen_text, settle
    sc = {"title": "divide", "state": {"turn": 3, "active": "p1", "step": "main1"},
          "p1": {"battlefield": ["Colossal Dreadmaw"], "library": ["Forest"] * 3},
          "p2": {"battlefield": ["Grizzly Bears", "Llanowar Elves"], "library": ["Swamp"] * 3},
          "actions": ["advance to declare_attackers", "p1: attack Colossal Dreadmaw", "advance to declare_blockers",
                      "p2: block Colossal Dreadmaw with Grizzly Bears",
                      "p2: block Colossal Dreadmaw with Llanowar Elves", "advance to combat_damage"]}
    app = MtgApp(settings=fast(), scenario=sc)
    async with app.run_test(size=(120, 40)) as pilot:
        scr = await settle(pilot)
        g = scr.game
        assert dividing(g) and scr.waiting
        assert [a.text for a in scr.shown_actions][:2] == ["assign 1 to Grizzly Bears", "assign 2 to Grizzly Bears"]
        text = screen_text(app)
        assert "d Divide" in text and "d: the usual division" in text, text
        await pilot.press("d")
        scr = await settle(pilot)
        assert not dividing(g)
        assert g.players["p2"].life == 17  # 2 to the Bears, 1 to the Elves, 3 trampled over
        assert sorted(names(g, "p2", "graveyard")) == ["Grizzly Bears", "Llanowar Elves"]
        assert "d Divide" not in screen_text(app)  # the key shows only while a division waits


async def test_the_d_key_divides_in_the_combat_lesson_too():
    """Lesson 6 (combat) asks for the Dreadmaw's division; `d` answers it there as well (its hint says so)."""
    pytest.importorskip("textual")
    from mtg_tui.tui.screens.tutorial import TutorialScreen, make_app
    from mtg_tui.tui.session import Settings
    from mtg_tui.tutorial.model import lesson_paths, load_lesson
    c = load_lesson(next(p for p in lesson_paths() if p.stem == "06_combat"))
    app = make_app("lesson", c, restart=True, settings=Settings(bot_delay=0))
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(4):
            await pilot.pause()
        scr = app.screen
        assert isinstance(scr, TutorialScreen)
        for step in c.steps[:3]:
            for text in step.solution:
                assert scr.act(text), text
                await pilot.pause()
        assert scr.tutor.i == 3 and scr.act("pass")
        await pilot.pause()
        assert dividing(scr.game) and scr.waiting
        await pilot.press("d")
        for _ in range(4):
            await pilot.pause()
        assert scr.tutor.i == 4 or scr.tutor.status == "done", scr.feedback
        assert not any(kind in ("wrong", "illegal") for kind, _ in scr.feedback), scr.feedback
        assert scr.game.players["p2"].life == 20 - 5 - 3  # 5 trampled over, Boggart Brute's 3
