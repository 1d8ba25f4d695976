"""Issue 7 in the app: `mtg-tui replay FILE` on the game screen's board, read-only, forward and back (Pilot)."""

from __future__ import annotations

import io
import sys

import pytest

pytest.importorskip("textual")

from textual.widgets import Static  # noqa: E402

from mtg_tui import cli  # noqa: E402
from mtg_tui.ai.base import PlayerView  # noqa: E402
from mtg_tui.ai.base import RandomAgent  # noqa: E402
from mtg_tui.decks import load_deck  # noqa: E402
from mtg_tui.saves import GameRecorder, make_header, rebuild  # noqa: E402
from mtg_tui.tui.screens.replay import ReplayScreen, replay_app  # noqa: E402
from test_tui import DECK_A, DECK_B, SIZE, fast  # noqa: E402


def _saved_game(tmp_path, n: int = 30, seed: int = 4, bot1: str | None = None) -> GameRecorder:
    a, b = load_deck(DECK_A), load_deck(DECK_B)
    header = make_header("bot", seed, {"p1": {"name": "Ann", "deck": a.name, "decklist": a.main, "bot": bot1},
                                       "p2": {"name": "Bob", "deck": b.name, "decklist": b.main, "bot": "random"}})
    rec = GameRecorder.new_game(header, tmp_path / "g.jsonl", fsync=False)
    agents = {"p1": RandomAgent(1), "p2": RandomAgent(2)}
    for _ in range(n):
        g = rec.game
        if g.over:
            break
        rec.apply(agents[g.decider].choose(PlayerView(g, g.decider), g.legal_actions()))
    rec.close()
    return rec


def _at(rec: GameRecorder, k: int) -> dict:
    return rebuild(rec.header, rec.actions[:k], str(rec.path)).snapshot()


async def test_replay_steps_forward_and_back_like_rebuilding_k_actions(tmp_path):
    rec = _saved_game(tmp_path)
    n = len(rec.actions)
    assert n >= 20
    app = replay_app(str(rec.path), fast())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        scr = app.screen
        assert isinstance(scr, ReplayScreen)
        header = scr.query_one("#replay-header", Static)
        assert scr.index == 0 and scr.game.snapshot() == _at(rec, 0)
        assert scr.header_text() == f"Replay {rec.path} — action 0/{n}: (the start)"
        await pilot.press("right", "space", "n", "right")
        await pilot.pause()
        assert scr.index == 4 and scr.game.snapshot() == _at(rec, 4)
        a = rec.actions[3]
        assert scr.header_text() == f"Replay {rec.path} — action 4/{n}: {a.by}: {a.text}"
        assert str(header.render()).startswith(f"Replay {rec.path} — action 4/{n}")
        await pilot.press("left", "b")
        await pilot.pause()
        assert scr.index == 2 and scr.game.snapshot() == _at(rec, 2)
        await pilot.press("p")
        await pilot.pause()
        assert scr.index == 1 and scr.game.snapshot() == _at(rec, 1)
        await pilot.press("end")
        await pilot.pause()
        assert scr.index == n and scr.game.snapshot() == rec.game.snapshot()
        await pilot.press("right")  # past the end: nothing happens
        await pilot.pause()
        assert scr.index == n
        await pilot.press("left")
        await pilot.pause()
        assert scr.index == n - 1 and scr.game.snapshot() == _at(rec, n - 1)
        await pilot.press("home")
        await pilot.pause()
        assert scr.index == 0 and scr.game.snapshot() == _at(rec, 0)
        await pilot.press("left")  # before the start: nothing happens
        await pilot.pause()
        assert scr.index == 0
        await pilot.press("q")
        await pilot.pause()
    assert app.return_code in (0, None)


async def test_replay_takes_no_action_in_the_game(tmp_path):
    rec = _saved_game(tmp_path, 10)
    before = rec.path.read_bytes()
    app = replay_app(str(rec.path), fast())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        scr = app.screen
        await pilot.press("right", "right")
        await pilot.pause()
        snap = scr.game.snapshot()
        # the game screen's keys for acting are not bound here; its entry points do nothing
        await pilot.press("enter", "1", "u", "e", "colon")
        await pilot.pause()
        assert scr.act("pass") is False
        assert app.screen is scr and scr.index == 2 and scr.game.snapshot() == snap
        assert scr.shown_actions == []
        await pilot.press("escape")
        await pilot.pause()
    assert rec.path.read_bytes() == before  # never written


async def test_a_save_of_two_bots_replays_too(tmp_path):
    rec = _saved_game(tmp_path, 12, bot1="random")
    app = replay_app(str(rec.path), fast())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        scr = app.screen
        assert isinstance(scr, ReplayScreen) and scr.layout_seat == "p1"
        await pilot.press("end")
        await pilot.pause()
        assert scr.index == len(rec.actions) and scr.game.snapshot() == rec.game.snapshot()
        await pilot.press("v")
        await pilot.pause()
        assert scr.layout_seat == "p2"
        await pilot.press("q")


def test_replay_of_a_bad_file_in_a_terminal_is_one_line_and_exit_2(tmp_path, monkeypatch, capsys):
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"format": 1, "kind": "game"\n', encoding="utf-8")

    class Tty(io.StringIO):
        def isatty(self):
            return True

    monkeypatch.setattr(sys, "stdin", Tty())
    monkeypatch.setattr(sys.stdout, "isatty", lambda: True, raising=False)
    # (run_replay reads the file before the app exists: a bad file never opens it)
    assert cli.main(["replay", str(bad)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith(f"mtg-tui: {bad}:1:") and "Traceback" not in err[0]
    assert cli.main(["replay", str(tmp_path / "nope.jsonl")]) == 2
    assert capsys.readouterr().err.strip() == f"mtg-tui: {tmp_path / 'nope.jsonl'}: no such save file"


def test_replay_text_keeps_the_line_mode(tmp_path, monkeypatch, capsys):
    rec = _saved_game(tmp_path, 5)
    monkeypatch.setattr(sys, "stdin", io.StringIO("\nq\n"))
    assert cli.main(["replay", str(rec.path), "--text"]) == 0
    out = capsys.readouterr().out
    assert "Replay of" in out and f"1. {rec.actions[0].by}: {rec.actions[0].text}" in out


# ---------------------------------------------------------------------- lessons and puzzles are saved as they go
async def test_a_lesson_is_saved_as_it_goes_without_its_wrong_moves_and_replays(tmp_path):
    from mtg_tui.saves import latest_unfinished, list_saves, load_game, read_save
    from mtg_tui.tui.screens.tutorial import TutorialScreen, make_app
    from test_tutorial import do, lesson

    c = lesson("ring")
    app = make_app("lesson", c, restart=True, settings=fast())
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(3):
            await pilot.pause()
        scr = app.screen
        assert isinstance(scr, TutorialScreen) and scr.autosave is not None
        path = scr.autosave.rec.path

        def saved_equals_shown():
            game, save = load_game(path)
            assert game.snapshot() == scr.game.snapshot()
            return save

        save = saved_equals_shown()
        assert save.header.mode == "tutorial" and save.header.scenario is not None
        for text in c.steps[0].solution:
            await do(pilot, app, text)
        for text in c.steps[1].solution[:3]:
            await do(pilot, app, text)
        n = len(read_save(path).actions)
        await do(pilot, app, "choose Grizzly Bears")  # wrong: explained and taken back by the tutor
        assert "701.52a" in scr.query_one("#lesson-goal").render().plain or scr.feedback
        assert len(read_save(path).actions) == n  # the wrong move never reached the file
        saved_equals_shown()
        await do(pilot, app, "choose Frodo Baggins")
        assert scr.tutor.i == 2
        saved_equals_shown()
        await pilot.press("r")  # restart: an undo back to the start
        await pilot.pause()
        assert scr.tutor.i == 0
        save = saved_equals_shown()
        assert '"undo"' in path.read_text(encoding="utf-8")
    assert list_saves() == [path]
    assert latest_unfinished() is None  # Continue is for games; the tutorial keeps its own place

    rapp = replay_app(str(path), fast())  # a lesson's save replays from the scenario in its header
    async with rapp.run_test(size=SIZE) as pilot:
        await pilot.pause()
        rs = rapp.screen
        assert isinstance(rs, ReplayScreen)
        await pilot.press("end")
        await pilot.pause()
        assert rs.game.snapshot() == save_snapshot(path)


def save_snapshot(path) -> dict:
    from mtg_tui.saves import load_game
    return load_game(path)[0].snapshot()


async def test_a_puzzle_is_saved_with_its_scenario(tmp_path):
    from mtg_tui.saves import list_saves, load_game
    from mtg_tui.tutorial.model import load_puzzle
    from mtg_tui.tui.screens.tutorial import make_app
    from test_tutorial import do, find_puzzle_path

    pz = load_puzzle(find_puzzle_path("ring_bearer_strikes"))
    app = make_app("puzzle", pz, settings=fast())
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(3):
            await pilot.pause()
        scr = app.screen
        from tests.tui_helpers import solve_puzzle
        await solve_puzzle(pilot, app, pz, do)
        assert scr.tutor.status == "done"
        path = scr.autosave.rec.path
        game, save = load_game(path)
        assert save.header.mode == "puzzle" and game.snapshot() == scr.game.snapshot()
        assert scr.game.over and save.end == "p1"
    assert list_saves() == [path]
