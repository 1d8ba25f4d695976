"""ai/worth.py: an answer's worth against another, both played to the end on the same worlds dealt anew."""

from __future__ import annotations

from pathlib import Path

from mtg_tui.ai import worth
from mtg_tui.engine.scenario import build_game, load_scenario

BOT = Path(__file__).parent / "scenarios" / "bot"


def _bolt_position(my_life: int):
    g = build_game(load_scenario(BOT / "burn_finishes.toml"), "burn_finishes")  # p2 at 3, p1 holds Lightning Bolt
    g.players["p1"].life = my_life
    return g


def _cast(target: str):
    return lambda g: g.do(f"cast Lightning Bolt -> {target}")


def test_an_answer_against_itself_is_worth_nothing_in_every_world():
    g = _bolt_position(20)
    d = worth.worth(g, "p1", _cast("Grizzly Bears"), _cast("Grizzly Bears"), samples=4, seed=5)
    assert d == [0.0] * 4  # the same world and seeds for both: paired


def test_a_winning_answer_against_a_losing_one_is_worth_the_whole_game():
    """At 3 life each, Lightning Bolt at the opponent wins at once (104.3a), at itself loses at once."""
    g = _bolt_position(3)
    before = g.snapshot()
    assert worth.worth(g, "p1", _cast("p2"), _cast("p1"), samples=3, seed=1) == [1.0] * 3
    assert worth.worth(g, "p1", _cast("p1"), _cast("p2"), samples=3, seed=1) == [-1.0] * 3
    assert g.snapshot() == before  # only copies were played


def test_the_report_gives_each_kind_its_count_and_mean_gain():
    rows = [("attack", 1.0), ("attack", 0.0), ("block", -0.25)]
    lines = worth.report(rows)
    assert lines[0].split()[:2] == ["all", "3"] and "+25.0 points each" in lines[0]
    assert lines[1].split()[:2] == ["attack", "2"] and "+50.0 points each (standard error 50.0)" in lines[1]
    assert lines[2].split()[:2] == ["block", "1"] and "-25.0 points each" in lines[2]


def test_a_kind_with_one_answer_has_no_spread_to_give():
    assert worth.report([("block", 0.5)])[1].endswith("+50.0 points each (one answer)")
