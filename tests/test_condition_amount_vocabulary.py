"""Conditions and amounts are words too: one class in one module each (mtg_tui/conditions, mtg_tui/amounts).

Each word must say its name, rule and text (a condition also why it doesn't hold; an amount may say what it
lowers a cost by and what the bot's view tells of it); its module is compiled with the engine; each condition
is asked on a board where it holds and one where it doesn't, each amount counted on a board; and a card file
naming a condition or an amount no word has is refused with an error naming the field and the known names.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Callable

import pytest

from rules_helpers import act, board

from mtg_tui._build import mtg_build
from mtg_tui.amounts import registry as amounts
from mtg_tui.amounts.base import Amount
from mtg_tui.cards.registry import CardError, load_card_file, registry
from mtg_tui.cards.render import Ctx, condition_text, reduction_text, render_effects
from mtg_tui.conditions import registry as conditions
from mtg_tui.conditions.base import Condition
from mtg_tui.effects import registry as effect_words
from mtg_tui.engine import effects as engine_effects
from mtg_tui.engine.game import Game
from mtg_tui.engine.objects import Frame

RULE = re.compile(r"\d{3}\.\d+[a-z]?")
MAIN = {"turn": 3, "active": "p1", "step": "main1"}


# ====================================================================== every word has every part
@pytest.mark.parametrize("w", conditions.ALL, ids=lambda w: w.name)
def test_every_condition_word_has_every_part(w: Condition):
    cls = type(w)
    assert re.fullmatch(r"[a-z_]+", w.name)
    assert RULE.fullmatch(w.rule)
    for part in ("holds", "text", "why_not"):
        assert getattr(cls, part) is not getattr(Condition, part), part
    assert w.text() and w.why_not() and w.text() != w.why_not()
    assert w.examples and all(registry().find(card) is not None for card, _ in w.examples)
    assert f"conditions/{cls.__module__.rsplit('.', 1)[1]}" in mtg_build.COMPILED
    assert cls.__module__.rsplit(".", 1)[1] == w.name


@pytest.mark.parametrize("w", amounts.ALL, ids=lambda w: w.name)
def test_every_amount_word_has_every_part(w: Amount):
    cls = type(w)
    assert re.fullmatch(r"[a-z_]+", w.name)
    assert RULE.fullmatch(w.rule)
    for part in ("value", "text"):
        assert getattr(cls, part) is not getattr(Amount, part), part
    assert w.text()
    red = w.reduction()
    assert red is None or red.count("%s") == 1
    assert f"amounts/{cls.__module__.rsplit('.', 1)[1]}" in mtg_build.COMPILED
    assert cls.__module__.rsplit(".", 1)[1] == w.name


def test_the_engine_asks_the_words():
    for c in conditions.ALL:
        assert engine_effects.CONDITIONS[c.name] == c.holds
    for a in amounts.ALL:
        assert engine_effects.AMOUNTS[a.name] == a.value
    assert len(conditions.BY_NAME) == len(conditions.ALL) and len(amounts.BY_NAME) == len(amounts.ALL)


def test_card_files_name_only_condition_words():
    used: set[str] = set()

    def walk(effs):
        for e in effs or ():
            if isinstance(e, dict):
                if e.get("condition"):
                    used.add(e["condition"])
                walk(e.get("effects"))
                walk(e.get("otherwise"))
                walk((e.get("then") or {}).get("effects"))
    for card in registry().cards.values():
        for ab in card.abilities:
            if ab.get("condition"):
                used.add(ab["condition"])
            walk(ab.get("effects"))
    assert used and used <= set(conditions.BY_NAME), used - set(conditions.BY_NAME)


# ====================================================================== conditions on a board
def _died(holds: bool) -> tuple[Game, str | None, str]:
    g = board(state=MAIN, p1={"battlefield": [{"card": "Barad-dûr", "id": "bd"}]})
    g.creature_died_this_turn = holds
    return g, "bd", "p1"


def _legend(holds: bool) -> tuple[Game, str | None, str]:
    bf: list = [{"card": "Rivendell", "id": "riv"}, "Grizzly Bears"]
    if holds:
        bf.append("Elrond, Lord of Rivendell")
    g = board(state=MAIN, p1={"battlefield": bf}, p2={"battlefield": ["Elrond, Lord of Rivendell"]})
    return g, "riv", "p1"


def _two_legends(holds: bool) -> tuple[Game, str | None, str]:
    bf: list = [{"card": "Elrond, Lord of Rivendell", "id": "elrond"}, "Grizzly Bears"]
    if holds:
        bf.append("Gwaihir the Windlord")
    g = board(state=MAIN, p1={"battlefield": bf}, p2={"battlefield": ["Frodo Baggins"]})
    return g, None, "p1"


def _ring_bearer(holds: bool) -> tuple[Game, str | None, str]:
    g = board(state=MAIN, p1={"ring": 1, "battlefield": [{"card": "Frodo Baggins", "id": "frodo", "ring_bearer": holds},
                                                         {"card": "Grizzly Bears", "ring_bearer": not holds}]})
    return g, "frodo", "p1"


def _attacked(holds: bool) -> tuple[Game, str | None, str]:
    g = board(state={"turn": 4, "active": "p2", "step": "end"},
              p1={"battlefield": [{"card": "Faramir, Prince of Ithilien", "id": "faramir"}]})
    if holds:
        g.players["p2"].attacked_players = ("p1",)
    return g, "faramir", "p1"


def _sting(holds: bool) -> tuple[Game, str | None, str]:
    g = board(state={"turn": 4, "active": "p2", "step": "declare_blockers"},
              p1={"battlefield": [{"card": "Grizzly Bears", "id": "bear"},
                                  {"card": "Sting, the Glinting Dagger", "id": "sting", "attached_to": "bear"}]},
              p2={"battlefield": [{"card": "Raging Goblin" if holds else "Grizzly Bears", "id": "att"}]})
    g.objects["bear"].blocking = ["att"]
    return g, "sting", "p1"


def _goblin_or_orc(holds: bool) -> tuple[Game, str | None, str]:
    # an opponent's Goblin doesn't count; an amassed Orc Army of yours does
    mine: list = [{"card": "Snarling Warg", "id": "warg"}]
    if holds:
        mine.append({"token": "Orc Army", "counters": {"+1/+1": 1}})
    g = board(state=MAIN, p1={"battlefield": mine}, p2={"battlefield": ["Raging Goblin"]})
    return g, "warg", "p1"


def _greatest(holds: bool) -> tuple[Game, str | None, str]:
    # a tie for the greatest power counts (5 and 5); a 6/5 Troll beats it
    g = board(state=MAIN, p1={"battlefield": [{"card": "Éomer of the Riddermark", "id": "eomer"}, "Grizzly Bears"]},
              p2={"battlefield": ["Troll of Khazad-dûm" if not holds else "Éomer of the Riddermark"]})
    return g, "eomer", "p1"


def _no_bearer(holds: bool) -> tuple[Game, str | None, str]:
    g = board(state=MAIN, p1={"ring": 1, "battlefield": [{"card": "Dúnedain Rangers", "id": "rangers",
                                                          "ring_bearer": not holds}]},
              p2={"ring": 1, "battlefield": [{"card": "Grizzly Bears", "ring_bearer": True}]})
    return g, "rangers", "p1"


def _left(holds: bool) -> tuple[Game, str | None, str]:
    # the opponent's permanent leaving doesn't count: only one p1 controlled
    g = board(state=MAIN, p1={"battlefield": [{"card": "Shortcut to Mushrooms", "id": "mush"},
                                             {"card": "Grizzly Bears", "id": "bear"}]},
              p2={"battlefield": [{"card": "Grizzly Bears", "id": "theirs"}]})
    g.move("bear" if holds else "theirs", "graveyard")
    return g, "mush", "p1"


def _power_four(holds: bool) -> tuple[Game, str | None, str]:
    # a 3/3 of yours is not enough; the opponent's 6/5 doesn't count
    g = board(state=MAIN, p1={"battlefield": ["Forest", "Hill Giant"] + (["Bag End Porter"] if holds else [])},
              p2={"battlefield": ["Troll of Khazad-dûm"]})
    return g, None, "p1"


def _died_under_you(holds: bool) -> tuple[Game, str | None, str]:
    """700.4: the creature that died was p1's (holds) or p2's (doesn't: a creature died, not under p1's control)."""
    g = board(state=MAIN, p1={"battlefield": ["Mountain", {"card": "Denethor, Ruling Steward", "id": "den"},
                                             {"card": "Grizzly Bears", "id": "mine"}], "hand": ["Lightning Bolt"]},
              p2={"battlefield": [{"card": "Grizzly Bears", "id": "theirs"}]})
    act(g, "p1: cast Lightning Bolt -> " + ("mine" if holds else "theirs"), "resolve")
    return g, "den", "p1"


def _two_died_under_you(holds: bool) -> tuple[Game, str | None, str]:
    """700.4: two of p1's creatures died (holds), or one of p1's and one of p2's (doesn't: one under p1's control)."""
    g = board(state=MAIN, p1={"battlefield": ["Mountain", "Mountain", {"card": "Gimli, Mournful Avenger", "id": "gimli"},
                                             {"card": "Grizzly Bears", "id": "mine"},
                                             {"card": "Grizzly Bears", "id": "mine2"}],
                              "hand": ["Lightning Bolt", "Lightning Bolt"]},
              p2={"battlefield": [{"card": "Grizzly Bears", "id": "theirs"}]})
    act(g, "p1: cast Lightning Bolt -> mine", "resolve", "resolve")  # (the bolt, then Gimli's trigger)
    act(g, "p1: cast Lightning Bolt -> " + ("mine2" if holds else "theirs"), "resolve")
    while g.stack:
        act(g, "resolve")
    return g, "gimli", "p1"


def _no_food(holds: bool) -> tuple[Game, str | None, str]:
    bf: list = [{"card": "Butterbur, Bree Innkeeper", "id": "bb"}]
    if not holds:
        bf.append({"token": "Food"})
    g = board(state=MAIN, p1={"battlefield": bf}, p2={"battlefield": [{"token": "Food"}]})
    return g, "bb", "p1"
def _axe(holds: bool) -> tuple[Game, str | None, str]:
    g = board(state=MAIN, p1={"battlefield": [
        {"card": "Frodo Baggins" if holds else "Grizzly Bears", "id": "bearer"},
        {"card": "Gimli's Axe", "id": "axe", "attached_to": "bearer"}]})
    return g, "axe", "p1"


def _grond(holds: bool) -> tuple[Game, str | None, str]:
    g = board(state=MAIN, p1={"battlefield": [{"card": "Grond, the Gatebreaker", "id": "grond"}] + (
        [{"token": "Orc Army", "counters": {"+1/+1": 1}}] if holds else [])},
              p2={"battlefield": [{"token": "Orc Army", "counters": {"+1/+1": 1}}]})
    return g, "grond", "p1"


def _attacked_with_two(holds: bool) -> tuple[Game, str | None, str]:
    """508.1: p1 declares two attackers (holds) or one (doesn't)."""
    g = board(state={"turn": 3, "active": "p1", "step": "declare_attackers"},
              p1={"battlefield": [{"card": "Minas Tirith", "id": "mt"}, {"card": "Grizzly Bears", "id": "a"},
                                  {"card": "Grizzly Bears", "id": "b"}]})
    act(g, "p1: attack a", *(["p1: attack b"] if holds else []))
    if g.pending is not None and g.pending.kind == "attack":
        act(g, "p1: done")
    return g, "mt", "p1"


BOARDS: dict[str, Callable[[bool], tuple[Game, str | None, str]]] = {
    "control_creature_power_four": _power_four,
    "permanent_you_controlled_left_this_turn": _left,
    "control_greatest_power": _greatest,
    "control_no_ring_bearer": _no_bearer,
    "creature_died_under_your_control_this_turn": _died_under_you,
    "two_creatures_died_under_your_control_this_turn": _two_died_under_you,
    "control_no_food": _no_food,
    "creature_died_this_turn": _died,
    "control_legendary_creature": _legend,
    "control_two_legendary_creatures": _two_legends,
    "is_ring_bearer": _ring_bearer,
    # tempted four times (701.52), or three (Frodo, Sauron's Bane: tests/test_card_frodo_saurons_bane.py)
    "ring_tempted_four_times": lambda holds: (board(state=MAIN, p1={"ring": 4 if holds else 3, "battlefield": [
        {"card": "Frodo Baggins", "id": "frodo", "ring_bearer": True}]}), "frodo", "p1"),
    "an_opponent_attacked_you_this_turn": _attacked,
    "chosen_player_didnt_attack_you": lambda holds: _attacked(not holds),
    "equipped_in_combat_with_goblin_or_orc": _sting,
    "control_island": lambda holds: (board(state=MAIN, p1={"battlefield": ["Island" if holds else "Swamp"]}),
                                     None, "p1"),
    "control_goblin_or_orc": _goblin_or_orc,
    # Doors of Durin's conditions (its card test: tests/test_card_doors_of_durin.py); an opponent's doesn't count
    "control_dwarf": lambda holds: (board(state=MAIN, p1={"battlefield": ["Gimli, Mournful Avenger" if holds else
                                                                          "Grizzly Bears"]},
                                          p2={"battlefield": ["Gimli, Mournful Avenger"]}), None, "p1"),
    "control_wizard": lambda holds: (board(state=MAIN, p1={"battlefield": ["Saruman the White" if holds else
                                                                           "Grizzly Bears"]},
                                           p2={"battlefield": ["Saruman the White"]}), None, "p1"),
    "control_elf": lambda holds: (board(state=MAIN, p1={"battlefield": ["Arwen, Mortal Queen" if holds else
                                                                        "Gimli, Mournful Avenger"]},
                                        p2={"battlefield": ["Arwen, Mortal Queen"]}), None, "p1"),
    "self_tapped": lambda holds: (board(state=MAIN, p1={"battlefield": [
        {"card": "Legolas, Counter of Kills", "id": "legolas", "tapped": holds}]}), "legolas", "p1"),
    "equipped_is_legendary": _axe,
    "your_turn_and_you_control_an_army": _grond,
    "attacked_with_two_or_more_creatures_this_turn": _attacked_with_two,
    # 714.3a: each Saga enters with a lore counter of its own, so 1 + 2 given makes 2 + 3 (holds), 1 makes 2
    "four_lore_counters_among_sagas": lambda holds: (board(state=MAIN, p1={"battlefield": [
        {"card": "Tom Bombadil", "id": "tom"}] + [{"card": "Book of Mazarbul", "counters": {"lore": n}}
                                                 for n in ([1, 2] if holds else [1])]},
        p2={"battlefield": [{"card": "Book of Mazarbul", "counters": {"lore": 2}}]}), "tom", "p1"),
    "self_equipped": lambda holds: (board(state=MAIN, p1={"battlefield": [
        {"card": "Merry, Esquire of Rohan", "id": "merry"},
        {"card": "Barrow-Blade", **({"attached_to": "merry"} if holds else {})}]}), "merry", "p1"),
    # seven or more verse counters (six is not enough); once exiled, as it last existed: test_cards_ltr_rare_d.py
    "had_seven_verse_counters": lambda holds: (board(state=MAIN, p1={"battlefield": [
        {"card": "Lost Isle Calling", "id": "isle", "counters": {"verse": 7 if holds else 6}}]}), "isle", "p1"),
    # no hope counter (holds), one (doesn't); as it last existed once gone: tests/test_cards_ltr_rare_e.py
    "self_has_no_hope_counters": lambda holds: (board(state=MAIN, p1={"battlefield": [
        {"card": "Dawn of a New Age", "id": "dawn", "counters": {} if holds else {"hope": 1}}]}), "dawn", "p1"),
}


@pytest.mark.parametrize("w", conditions.ALL, ids=lambda w: w.name)
def test_each_condition_holds_on_its_board_and_not_on_the_other(w: Condition):
    assert w.name in BOARDS, f"add a board for {w.name} to BOARDS"
    for holds in (True, False):
        g, src, you = BOARDS[w.name](holds)
        assert w.holds(g, src, you) is holds
        assert g.check_condition(w.name, src, you) is holds


@pytest.mark.parametrize("w", conditions.ALL, ids=lambda w: w.name)
def test_each_condition_on_a_fresh_board_with_its_card(w: Condition):
    for card, holds in w.examples:
        g = board(state=MAIN, p1={"battlefield": [{"card": card, "id": "it"}]})
        assert w.holds(g, "it", "p1") is holds


def test_the_legendary_creature_answer_is_kept_until_the_board_changes():
    g, src, you = _legend(False)
    w = conditions.BY_NAME["control_legendary_creature"]
    assert not w.holds(g, src, you)
    assert g.board_kept((w.name, you)) == (True, False)
    g.objects[g.creatures(you)[0]].controller = you  # no dirty(): the kept answer stands
    assert not w.holds(g, src, you)
    elrond = g.creatures("p2")[0]
    g.objects[elrond].controller = "p1"
    g.dirty()
    assert w.holds(g, src, you)


def test_conditions_in_words():
    frodo = registry().get("Frodo Baggins")
    assert condition_text("is_ring_bearer", frodo) == "Frodo Baggins is your Ring-bearer"
    assert condition_text("control_legendary_creature", frodo) == "you control a legendary creature"
    # a condition no word has still reads as words (rendering never fails)
    assert condition_text("moon_is_full", frodo) == "moon is full"
    assert condition_text(None, frodo) == ""


# ====================================================================== amounts on a board
def _frame(g: Game, controller: str = "p1", **vars) -> Frame:
    return Frame("resolve", controller, [], vars=dict(vars))


def _amount_board() -> Game:
    return board(state=MAIN,
                 p1={"ring": 1, "battlefield": [
                     {"card": "Grizzly Bears", "id": "bear", "tapped": True},
                     {"card": "Frodo Baggins", "id": "frodo", "ring_bearer": True},
                     {"card": "Elrond, Lord of Rivendell", "id": "elrond"},
                     {"token": "Food"}, {"token": "Food"},
                     {"card": "Palantír of Orthanc", "id": "palantir", "counters": {"influence": 3}},
                     {"card": "The One Ring", "id": "ring", "counters": {"burden": 2}}]},
                 p2={"graveyard": ["Grizzly Bears", "Grizzly Bears", "Lightning Bolt"],
                     "battlefield": [{"card": "Grizzly Bears", "tapped": True},
                                     {"card": "Grizzly Bears", "tapped": True}, "Grizzly Bears",
                                     {"token": "Orc Army", "id": "army", "counters": {"+1/+1": 4}}]})


def _army_power(g: Game) -> int:
    return g.power("army")


#: amount -> (the frame's vars, its value on _amount_board with that frame); the frame's controller is p1
VALUES: dict[str, tuple[dict, int | Callable[[Game], int]]] = {
    "x": ({"x": 4}, 4),
    "amassed_power": ({"amassed": "army"}, _army_power),
    "ring_bearer_power": ({}, lambda g: g.power("frodo")),
    "creatures_you_control": ({}, 3),
    "foods_you_control": ({}, 2),
    "creatures_plus_foods_you_control": ({}, 5),
    "creature_cards_in_opponents_graveyards": ({}, 2),
    "tapped_creatures_target_player": ({"legal": [["p2"]]}, 2),
    "legendary_creatures_you_control": ({}, 2),
    "instants_and_sorceries_in_your_graveyard": ({}, 0),  # counted on a board in tests/test_cards_ltr_redgreen.py
    "two_if_drew_two": ({}, 0),
    "influence_counters": ({"source": "palantir"}, 3),
    "burden_counters": ({"source": "ring"}, 2),
    "that_damage": ({"damage": 4}, 4),  # Glamdring's (tests/test_card_glamdring.py)
    "returned_mana_value": ({"returned_mv": 4}, 4),  # Press the Enemy's (tests/test_card_press_the_enemy.py)  # and on the board: tests/test_rules_702_16_protection.py
    "instants_and_sorceries_in_target_graveyard": ({"legal": [["p2"]]}, 1),
    "cards_looked_at_scrying": ({"looked": 3}, 3),
    "cards_looked_at_while_scrying": ({"looked": 2}, 2),  # Elrond, Master of Healing's X
    # none on the Palantír; Lost Isle Calling's, and as it last existed once exiled: test_cards_ltr_rare_d.py
    "verse_counters": ({"source": "palantir"}, 0),
    "sacrificed_this_way": ({"sacrificed": {"p1": "c1", "p2": None}}, 2),
    "lands_sacrificed_this_way": ({"sacrificed_count": 3}, 3),  # Hew the Entwood's X: tests/test_cards_ltr_rare_f.py
    "exiled_card_power": ({"exiled": [registry().get("Hill Giant")]}, 3),  # Lobelia Sackville-Baggins
    "equipment_attached_to_self": ({"source": "frodo"}, 0),  # 1 and 2: Shagrat in tests/test_cards_ltr_rare_b.py
    "excess_damage": ({"excess": 2}, 2),  # Fall of Cair Andros
    "permanents_sacrificed_this_turn": ({}, 0),
    "greatest_toughness_you_control": ({}, lambda g: max(g.toughness(c) for c in g.creatures("p1"))),  # 3: The Balrog in tests/test_cards_ltr_rare_b.py
    "twice_that_many_attacked": ({"attacked": 2}, 4),
    "humans_you_control": ({}, 0),  # no Human here: counted on a board in tests/test_cards_ltr_rare_a.py
    "entered_mana_value": ({"entered": "elrond"}, 3),  # {2}{U}; gone and token: Radagast in test_cards_ltr_rare_c.py
    # the cast trigger's; with X, and once the spell has left the stack: tests/test_card_saruman_of_many_colors.py
    "that_spell_mana_value": ({"spell_mv": 5}, 5),
}


@pytest.mark.parametrize("w", amounts.ALL, ids=lambda w: w.name)
def test_each_amount_counts_the_board(w: Amount):
    assert w.name in VALUES, f"add a value for {w.name} to VALUES"
    vars, want = VALUES[w.name]
    g = _amount_board()
    fr = _frame(g, **vars)
    expected = want(g) if callable(want) else want
    assert w.value(g, fr) == expected
    assert g.amount(w.name, fr) == expected
    assert w.value(g, None) == 0 or w.name == "amassed_power"


def test_drawing_two_cards_makes_two():
    g = _amount_board()
    g.players["p1"].drawn_this_turn = 2
    assert amounts.BY_NAME["two_if_drew_two"].value(g, _frame(g)) == 2


def test_the_bot_estimates_what_its_view_shows():
    from mtg_tui.ai.base import PlayerView
    g = _amount_board()
    view = PlayerView(g, "p1").snapshot()
    assert amounts.BY_NAME["creatures_plus_foods_you_control"].estimate(view, "p1") == 5
    assert amounts.BY_NAME["x"].estimate(view, "p1") is None


def test_amounts_and_reductions_in_words():
    bolt = registry().get("Lightning Bolt")
    assert render_effects([{"do": "draw", "n": "foods_you_control"}], Ctx(bolt)) == \
        "Draw a card for each Food you control."  # as Oracle text counts (Scroll of Isildur)
    gwaihir = registry().get("Gwaihir the Windlord")
    assert reduction_text(gwaihir, "two_if_drew_two", "spell", "cast") == \
        "This spell costs {2} less to cast as long as you've drawn two or more cards this turn."  # its Oracle text
    assert reduction_text(gwaihir, "creatures_you_control", "spell", "cast") == \
        "This spell costs {X} less to cast, where X is the number of creatures you control."
    # an amount no word has still reads as words
    assert reduction_text(gwaihir, "moons_you_see", "spell", "cast") == \
        "This spell costs {X} less to cast, where X is moons you see."


# ====================================================================== validation at load
GOOD = '''
name = "Test Bear"
cost = "{1}{G}"
types = ["Creature"]
subtypes = ["Bear"]
power = 2
toughness = 2
'''


@pytest.mark.parametrize("body, field, what", [
    (GOOD + '[[abilities]]\nkind = "activated"\ncost = "{1}"\ncondition = "moon_is_full"\n'
            'effects = [{ do = "draw", n = 1 }]\n', "abilities.0.condition", "unknown condition 'moon_is_full'"),
    (GOOD + '[[abilities]]\nkind = "static"\nstatic = "cost_reduction"\ncost_reduction = "moons"\n',
     "abilities.0.cost_reduction", "unknown amount 'moons'"),
    (GOOD + '[[abilities]]\nkind = "spell"\neffects = [{ do = "draw", n = "moons" }]\n', "abilities.0",
     "parameter 'n': unknown amount 'moons'"),
    (GOOD + '[[abilities]]\nkind = "spell"\neffects = [{ do = "damage", amount = "X" }]\n', "abilities.0",
     "parameter 'amount': unknown amount 'X'"),
    (GOOD + '[[abilities]]\nkind = "spell"\neffects = [{ do = "if", condition = "moon_is_full", '
            'effects = [{ do = "draw", n = 1 }] }]\n', "abilities.0", "unknown condition 'moon_is_full'"),
    (GOOD + '[[abilities]]\nkind = "spell"\ntargets = [{ what = "creature", power_at_most = "moons" }]\n'
            'effects = [{ do = "destroy" }]\n', "abilities.0.targets.0.power_at_most", "unknown amount 'moons'"),
])
def test_an_unknown_condition_or_amount_is_refused_naming_the_field_and_the_words(tmp_path: Path, body: str,
                                                                                  field: str, what: str):
    p = tmp_path / "test_bear.toml"
    p.write_text(body, encoding="utf-8")
    with pytest.raises(CardError) as e:
        load_card_file(p)
    msg = str(e.value)
    assert f"field '{field}'" in msg and what in msg, msg
    known = "creature_died_this_turn" if "condition" in what else "creatures_you_control"
    assert known in msg


def test_known_words_and_numbers_pass_the_checks():
    assert conditions.check("is_ring_bearer") is None and conditions.check(None) is None
    assert amounts.check(3) is None and amounts.check("x") is None and amounts.check(None) is None
    assert effect_words.check({"do": "draw", "n": "creatures_you_control"}) is None


def test_the_bot_damage_estimate_asks_the_amount_word():
    from mtg_tui.ai import heuristic
    from mtg_tui.ai.base import PlayerView
    g = _amount_board()
    c = heuristic._Ctx(PlayerView(g, "p1").snapshot(), "p1", g)
    assert heuristic._damage_estimate(c, [{"do": "damage", "amount": "creatures_plus_foods_you_control"}]) == 5
    assert heuristic._damage_estimate(c, [{"do": "damage", "amount": 3}]) == 3
    assert heuristic._damage_estimate(c, [{"do": "damage", "amount": "x"}]) is None
    assert heuristic._damage_estimate(c, [{"do": "draw", "n": 2}]) is None


def test_the_tutorial_says_which_condition_stops_an_activation():
    """Rivendell's ability needs a legendary creature (602.5b): the explanation names the condition's words and
    its "why not", not the generic "can't pay, or its condition isn't met"."""
    from mtg_tui.tutorial.explain import explain_illegal

    g = board(state={"step": "main1"}, p1={"battlefield": ["Rivendell", "Grizzly Bears"]})
    assert explain_illegal(g, "activate Rivendell", "p1") == (
        "Rivendell's ability can be activated only if you control a legendary creature: you control no legendary "
        "creature (602.5b).")
