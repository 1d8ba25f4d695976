"""`mtg-tui bench`'s game figures: measuring never changes the games measured, and every figure is there.
(Only shapes and sanity here: the targets are the bench's business, never the test suite's.)"""

from __future__ import annotations

from mtg_tui.bench import _games, format_bench


def test_plain_probed_and_timed_runs_play_the_same_games():
    plain = _games("random", 3, 1000, probe=False)
    probed = _games("random", 3, 1000, probe=True)
    timed = _games("normal", 2, 1000, probe=False, time_bot=True)
    assert plain["decisions"] == probed["decisions"] > 100
    assert timed["decisions"] == _games("normal", 2, 1000, probe=False)["decisions"]
    for key in ("legal_actions_p50_us", "legal_fresh_p50_us", "apply_p50_us", "clone_p50_us"):
        assert probed[key] > 0, key
    assert probed["legal_actions_p50_us"] <= probed["legal_actions_p99_us"]
    assert 0 < timed["decision_p50_ms"] <= timed["decision_p95_ms"]
    assert plain["legal_actions_p50_us"] == 0  # a plain run times nothing but the whole


def test_the_report_names_the_engine_and_marks_the_targets():
    res = {"engine": "compiled (mypyc 2.4.1)", "random_games_per_s": 12.5, "clone_p50_us": 20.0,
           "games": {"random": 40, "normal": 20}}
    text = format_bench(res)
    assert text.splitlines()[0] == "engine: compiled (mypyc 2.4.1)"
    assert "random_games_per_s" in text and "target >= 200" in text and "target <= 30" in text
