"""`mtg-tui sim all all --workers K`: the pairings played on K processes are the same games with the same results as
on one (each pairing keeps its own seeds), only faster; an explained run stays on one process."""

from __future__ import annotations

import json

from mtg_tui.cli import main

_TIMING = ("seconds", "games_per_second", "latency_ms")


def _run(capsys, *extra: str) -> tuple[int, dict]:
    rc = main(["sim", "all", "all", "--games", "1", "--seed", "5", "--bots", "random,easy", "--unused", "--json",
               *extra])
    return rc, json.loads(capsys.readouterr().out)


def _games(res: dict) -> list[dict]:
    return [{k: v for k, v in r.items() if k not in _TIMING} for r in res["pairings"]]


def test_two_workers_play_the_same_games_as_one(capsys):
    rc1, one = _run(capsys)
    rc2, two = _run(capsys, "--workers", "2")
    assert rc1 == rc2
    assert len(one["pairings"]) == len(two["pairings"]) > 100  # every ordered pairing of the shipped decks
    assert _games(one) == _games(two)  # pairing by pairing: decks, wins, turns, decisions, errors
    assert one["total"] == two["total"]
    assert one["unused"] == two["unused"]  # the cards each level used, counted across the processes


def test_workers_with_explain_is_one_line_of_usage(capsys):
    rc = main(["sim", "all", "all", "--games", "1", "--explain", "--workers", "2"])
    err = capsys.readouterr().err
    assert rc == 2 and "--workers" in err and "Traceback" not in err
    rc = main(["sim", "all", "all", "--games", "1", "--workers", "0"])
    assert rc == 2 and "--workers" in capsys.readouterr().err
