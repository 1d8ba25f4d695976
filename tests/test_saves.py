"""Saves, resume, replays, undo and bad input (issue 7): a game is its header plus its actions."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
import tomllib
from pathlib import Path

import pytest

from mtg_tui import cli
from mtg_tui.ai.base import PlayerView, RandomAgent
from mtg_tui.decks import load_deck
from mtg_tui.fuzz import fuzz, snapshot_hash
from mtg_tui.saves import (GameRecorder, SaveError, data_dir, latest_unfinished, load_save, make_header, read_save,
                           rebuild, saves_dir)

ROOT = Path(__file__).resolve().parent.parent
BAD = Path(__file__).resolve().parent / "bad_files"


def _header(seed=7, d1="teach-green-white", d2="teach-black-red", mode="bot"):
    a, b = load_deck(d1), load_deck(d2)
    return make_header(mode, seed, {"p1": {"name": "Ann", "deck": a.name, "decklist": a.main, "bot": None},
                                    "p2": {"name": "Bob", "deck": b.name, "decklist": b.main, "bot": "random"}})


def _play(rec: GameRecorder, n: int, seed: int = 1) -> None:
    agents = {"p1": RandomAgent(seed), "p2": RandomAgent(seed + 1)}
    for _ in range(n):
        g = rec.game
        if g.over:
            return
        p = g.decider
        rec.apply(agents[p].choose(PlayerView(g, p), g.legal_actions()))


def _cli(*args, env=None, inp: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "mtg_tui", *args], capture_output=True, text=True, timeout=120,
                          cwd=ROOT, env=env, input=inp)


# ---------------------------------------------------------------------- record and rebuild
def test_data_folder_follows_mtg_tui_data_then_xdg_then_home(monkeypatch, tmp_path):
    monkeypatch.setenv("MTG_TUI_DATA", str(tmp_path / "d"))
    assert data_dir() == tmp_path / "d" and saves_dir() == tmp_path / "d" / "saves"
    monkeypatch.delenv("MTG_TUI_DATA")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "x"))
    assert data_dir() == tmp_path / "x" / "mtg-tui"
    monkeypatch.setenv("XDG_DATA_HOME", "relative/ignored")  # the XDG spec ignores relative paths
    monkeypatch.setenv("HOME", str(tmp_path / "h"))
    assert data_dir() == tmp_path / "h" / ".local" / "share" / "mtg-tui"


@pytest.mark.parametrize("seed", [3, 11, 12])
def test_recorded_game_rebuilds_to_the_same_snapshot(seed):
    """Same seed + same decklists + same action texts = same game, at every point we look."""
    rec = GameRecorder.new_game(_header(seed))
    try:
        for _ in range(6):
            _play(rec, 90, seed)
            header, actions, warnings = load_save(rec.path)
            assert warnings == []
            assert [a.text for a in actions] == [a.text for a in rec.actions]
            assert rebuild(header, actions).snapshot() == rec.game.snapshot()
    finally:
        rec.close()
    lines = rec.path.read_text(encoding="utf-8").splitlines()
    assert json.loads(lines[0])["format"] == 1 and json.loads(lines[0])["players"]["p1"]["decklist"][:1]
    assert all(set(json.loads(x)) in ({"a", "by"}, {"end", "reason"}) for x in lines[1:])


def test_a_puzzle_or_lesson_save_starts_from_its_scenario_kept_in_full():
    text = (ROOT / "tests" / "scenarios" / "core" / "trample.toml").read_text(encoding="utf-8")
    h = make_header("puzzle", 0, {"p1": {"name": "Ann"}, "p2": {"name": "Bob", "bot": "random"}},
                    scenario={"name": "trample", "toml": text})
    rec = GameRecorder.new_game(h)
    assert rec.game.players["p2"].life == 16  # the scenario's own actions ran before the first recorded one
    _play(rec, 25)
    rec.close()
    first = json.loads(rec.path.read_text(encoding="utf-8").splitlines()[0])
    assert first["mode"] == "puzzle" and first["scenario"]["toml"] == text and first["players"]["p1"]["bot"] is None
    header, actions, _ = load_save(rec.path)
    assert rebuild(header, actions).snapshot() == rec.game.snapshot()


def test_a_finished_game_ends_with_an_end_line_and_is_not_resumable():
    rec = GameRecorder.new_game(_header(5))
    _play(rec, 100)
    rec.concede("p2")
    rec.close()
    s = read_save(rec.path)
    assert s.finished and s.end == "p1" and s.actions[-1].text == "concede" and s.actions[-1].by == "p2"
    assert rebuild(s.header, s.actions).winner == "p1"
    assert latest_unfinished() is None


def test_latest_unfinished_is_the_newest_game_that_did_not_end():
    a = GameRecorder.new_game(_header(1))
    _play(a, 10)
    a.close()
    time.sleep(0.01)
    b = GameRecorder.new_game(_header(2))
    _play(b, 10)
    b.concede("p1")
    b.close()
    assert latest_unfinished() == a.path
    assert b.path != a.path and b.path.parent == saves_dir()
    time.sleep(0.01)
    c = saves_dir() / "99999999-000000-bot-1.jsonl"  # killed while writing its header: nothing to resume
    c.write_bytes(b'{"format":1,"kind":"ga')
    assert latest_unfinished() == a.path


def test_undo_takes_back_actions_and_is_replayed_from_the_log():
    rec = GameRecorder.new_game(_header(9))
    _play(rec, 60)
    s40 = rebuild(rec.header, rec.actions[:57]).snapshot()
    g = rec.undo(3)
    assert g is rec.game and g.snapshot() == s40 and len(rec.actions) == 57
    _play(rec, 20, seed=99)
    rec.close()
    s = read_save(rec.path)
    assert [a.text for a in s.actions] == [a.text for a in rec.actions]
    assert rebuild(s.header, s.actions).snapshot() == rec.game.snapshot()
    assert rec.undo_count(rec.actions[-1].by) >= 1


def test_torn_last_line_loads_up_to_the_last_whole_action_and_says_so():
    rec = GameRecorder.new_game(_header(4))
    _play(rec, 50)
    rec.close()
    full = rec.path.read_bytes()
    last = full.rstrip(b"\n").rsplit(b"\n", 1)[1]
    rec.path.write_bytes(full[: len(full) - len(last) // 2 - 1])  # the last line cut in the middle
    header, actions, warnings = load_save(rec.path)
    assert len(actions) == 49
    assert len(warnings) == 1 and ":51: the last line is incomplete" in warnings[0] and "49 whole actions" in warnings[0]
    assert rebuild(header, actions).snapshot() == rebuild(rec.header, rec.actions[:49]).snapshot()
    # resume cuts the torn tail and goes on appending whole lines
    rec2, warns = GameRecorder.resume(rec.path)
    assert warns and len(rec2.actions) == 49
    _play(rec2, 10)
    rec2.close()
    s = read_save(rec.path)
    assert s.warnings == [] and len(s.actions) == 59
    assert rebuild(s.header, s.actions).snapshot() == rec2.game.snapshot()


def test_replay_json_warns_about_a_torn_line_and_prints_the_saving_players_view(tmp_path):
    rec = GameRecorder.new_game(_header(8), tmp_path / "g.jsonl")
    _play(rec, 30)
    rec.close()
    rec.path.write_bytes(rec.path.read_bytes() + b'{"a": "pa')
    r = _cli("replay", str(rec.path), "--json")
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout) == rec.game.view("p1")  # unfinished: only what the person (p1) could see
    assert "warning" in r.stderr and "incomplete" in r.stderr and "Traceback" not in r.stderr


def test_illegal_action_on_line_n_stops_there_naming_n(tmp_path):
    rec = GameRecorder.new_game(_header(6), tmp_path / "g.jsonl")
    _play(rec, 40)
    rec.close()
    lines = rec.path.read_text(encoding="utf-8").splitlines()
    lines[20] = json.dumps({"a": "cast Serra Angel", "by": json.loads(lines[20])["by"]})  # line 21
    rec.path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    header, actions, _ = load_save(rec.path)
    with pytest.raises(SaveError, match=r"g\.jsonl:21: illegal action 'cast Serra Angel'"):
        rebuild(header, actions, str(rec.path))


def test_replay_steps_forward_and_back(tmp_path):
    rec = GameRecorder.new_game(_header(2), tmp_path / "g.jsonl")
    _play(rec, 12)
    rec.close()
    from mtg_tui.replay import Replay, replay_steps
    r = Replay(rec.path)
    for _ in range(12):
        r.forward()
    assert r.game.snapshot() == rec.game.snapshot()
    r.back()
    assert r.index == 11 and r.game.snapshot() == rebuild(rec.header, rec.actions[:11]).snapshot()
    out: list[str] = []
    keys = iter(["", "", "b", "", "5", "q"])
    assert replay_steps(str(rec.path), inp=lambda _: next(keys), out=out.append) == 0
    text = "\n".join(out)
    assert f"1. {rec.actions[0].by}: {rec.actions[0].text}" in text
    assert "back to action 1" in text and "at action 5" in text


def test_textplay_records_and_resume_continues_the_same_game():
    """`mtg-tui textplay` writes its game as it goes; `mtg-tui resume` continues it exactly."""
    r = _cli("textplay", "--seed", "21", inp="1\n1\n1\n1\nq\n")
    assert r.returncode == 0, r.stderr
    path = latest_unfinished()
    assert path is not None and "Game saved" in r.stdout
    n1 = len(read_save(path).actions)
    g1 = rebuild(*load_save(path)[:2])
    r = _cli("resume", inp="1\n1\nq\n")
    assert r.returncode == 0, r.stderr
    assert f"{n1} actions so far" in r.stdout
    s = read_save(path)
    assert len(s.actions) > n1 and [a.text for a in s.actions[:n1]] == [a.text for a in read_save(path).actions[:n1]]
    assert rebuild(s.header, s.actions[:n1]).snapshot() == g1.snapshot()


def test_resume_with_nothing_to_resume_is_one_line_exit_2():
    r = _cli("resume")
    assert r.returncode == 2 and "no unfinished game to resume" in r.stderr
    assert "Traceback" not in r.stderr and len(r.stderr.strip().splitlines()) == 1


def test_a_save_is_never_overwritten_nor_played_by_two_processes_at_once(tmp_path):
    rec = GameRecorder.new_game(_header(1), tmp_path / "g.jsonl")
    _play(rec, 5)
    with pytest.raises(SaveError, match="already exists"):
        GameRecorder.new_game(_header(2), tmp_path / "g.jsonl")
    with pytest.raises(SaveError, match="open in another mtg-tui"):
        GameRecorder.resume(rec.path)
    rec.close()
    rec2, _ = GameRecorder.resume(rec.path)
    assert rec2.game.snapshot() == rec.game.snapshot()
    rec2.close()


def test_a_save_larger_than_the_cap_is_refused(tmp_path):
    f = tmp_path / "huge.jsonl"
    with open(f, "wb") as fh:
        fh.truncate(8 * 1024 * 1024 + 1)  # sparse
    with pytest.raises(SaveError, match=r"huge\.jsonl: file is larger than 8 MiB"):
        load_save(f)


def test_nothing_read_from_a_save_is_executed(tmp_path):
    """A save is JSON only: text that would be code elsewhere is just an (illegal) action text."""
    rec = GameRecorder.new_game(_header(1), tmp_path / "g.jsonl")
    rec.close()
    marker = tmp_path / "pwned"
    evil = f"__import__('os').system('touch {marker}')"
    with open(rec.path, "a", encoding="utf-8") as fh:
        fh.write(json.dumps({"a": evil, "by": rec.game.decider}) + "\n")
    with pytest.raises(SaveError, match=":2: illegal action"):
        rebuild(*load_save(rec.path)[:2])
    assert not marker.exists()


# ---------------------------------------------------------------------- killed at random moments
def test_sigkill_at_20_random_points_loses_at_most_the_action_in_flight(tmp_path):
    """A game process (random moves, a short sleep between them, each action fsync'ed) is killed with SIGKILL at
    20 random moments; each time the save rebuilds to the snapshot the process announced for that many actions,
    and at most the action in flight is lost.  The next process resumes the same file (cutting a torn tail)."""
    env = dict(os.environ, MTG_TUI_DATA=str(tmp_path), PYTHONHASHSEED="random")
    rng = random.Random(20250207)
    save: str | None = None
    seed = 1
    kills = 0
    while kills < 20:
        args = [sys.executable, "-m", "mtg_tui.fuzz", "selfplay", "--seed", str(seed), "--delay", "0.002"]
        if save:
            args += ["--resume", save]
        proc = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT, env=env)
        try:
            first = proc.stdout.readline()
            assert first.startswith("save "), first + proc.stderr.read()
            path = first.split(" ", 1)[1].strip()
            announced: dict[int, str] = {}
            n0, h0 = proc.stdout.readline().split()
            announced[int(n0)] = h0
            target = rng.randint(1, 120)
            over = False
            for _ in range(target):
                line = proc.stdout.readline()
                if not line or line.strip() == "over":
                    over = True
                    break
                n, h = line.split()
                announced[int(n)] = h
            time.sleep(rng.random() * 0.004)  # land anywhere: between actions, mid-write, in fsync
            proc.send_signal(signal.SIGKILL)
            proc.wait(timeout=30)
            for line in proc.stdout.read().splitlines():
                if line.strip() == "over":
                    over = True
                elif line.strip():
                    n, h = line.split()
                    announced[int(n)] = h
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
            proc.stdout.close()
            proc.stderr.close()
        kills += 1
        s = read_save(path)
        g = rebuild(s.header, s.actions, path)
        m = len(s.actions)
        assert m in announced, (m, sorted(announced)[-3:])
        assert snapshot_hash(g) == announced[m], f"kill {kills}: the rebuilt game differs after {m} actions"
        assert m >= max(announced) - 1, f"kill {kills}: lost more than the action in flight"
        if g.over or over or g.turn > 200:
            save, seed = None, seed + 1
        else:
            save = path


# ---------------------------------------------------------------------- the bad-file corpus
CASES = tomllib.loads((BAD / "expected.toml").read_text(encoding="utf-8"))


def _command(rel: str, path: Path) -> list[str]:
    kind = rel.split("/")[0]
    if kind == "saves":
        return ["replay", str(path), "--json"]
    if kind == "decks":
        return ["deck", "check", str(path)]
    if kind == "scenarios":
        return ["scenario", "run", str(path), "--json"]
    raise AssertionError(rel)


def test_the_corpus_lists_every_bad_file_and_has_at_least_30():
    files = {str(p.relative_to(BAD)) for p in BAD.rglob("*") if p.is_file() and p.name != "expected.toml"}
    assert files == set(CASES)
    assert len(files) >= 30


@pytest.mark.parametrize("rel", sorted(k for k in CASES if not k.startswith("settings/")))
def test_bad_file_gives_one_clear_line_and_exit_2(rel, tmp_path):
    path = BAD / rel
    before = (path.read_bytes(), path.stat().st_mtime_ns)
    env = dict(os.environ, MTG_TUI_DATA=str(tmp_path / "data"))
    r = _cli(*_command(rel, path), env=env)
    assert r.returncode == 2, (rel, r.returncode, r.stdout[:200], r.stderr)
    assert "Traceback" not in r.stderr
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1, r.stderr
    assert lines[0].startswith("mtg-tui: ") and CASES[rel] in lines[0], lines[0]
    assert r.stdout == ""
    assert (path.read_bytes(), path.stat().st_mtime_ns) == before
    assert not (tmp_path / "data").exists() or not any((tmp_path / "data").rglob("*"))


@pytest.mark.parametrize("rel", sorted(k for k in CASES if k.startswith("settings/")))
def test_bad_settings_file_gives_one_line_and_the_defaults(rel):
    """The app shows the line and goes on with the defaults; the file is left as it is."""
    from mtg_tui.tui.session import Settings
    from mtg_tui.tui.settings_store import load_settings
    path = BAD / rel
    before = (path.read_bytes(), path.stat().st_mtime_ns)
    settings, msg = load_settings(path)
    assert msg is not None and CASES[rel] in msg and "\n" not in msg, msg
    assert settings == Settings()
    assert (path.read_bytes(), path.stat().st_mtime_ns) == before


def test_resume_of_a_bad_save_is_one_line_and_writes_nothing(capsys):
    for rel in sorted(k for k in CASES if k.startswith("saves/")):
        path = BAD / rel
        before = (path.read_bytes(), path.stat().st_mtime_ns)
        code = cli.main(["resume", str(path)])
        err = capsys.readouterr().err
        assert code == 2, rel
        assert CASES[rel] in err and len(err.strip().splitlines()) == 1, err
        assert (path.read_bytes(), path.stat().st_mtime_ns) == before


@pytest.mark.parametrize("args,needle", [
    (["replay"], "no saved games yet"),
    (["replay", "no/such/file.jsonl"], "no/such/file.jsonl: no such save file"),
    (["replay", "tests"], "tests: not a file"),
    (["fuzz", "--games", "0"], "--games must be at least 1"),
    (["fuzz", "--games", "lots"], "invalid int value: 'lots'"),
    (["fuzz", "--decks", "nope"], "deck 'nope': no such file"),
    (["textplay", "--bot", "godlike"], "unknown bot level 'godlike'"),
    (["textplay", "--deck", "nope"], "deck 'nope': no such file"),
])
def test_bad_arguments_give_one_line_and_exit_2(args, needle, tmp_path):
    env = dict(os.environ, MTG_TUI_DATA=str(tmp_path / "data"))
    r = _cli(*args, env=env)
    assert r.returncode == 2 and needle in r.stderr, r.stderr
    assert "Traceback" not in r.stderr and len(r.stderr.strip().splitlines()) == 1
    assert not (tmp_path / "data").exists()


# ---------------------------------------------------------------------- fuzzing
def test_fuzz_20_games_keep_every_invariant():
    """`mtg-tui fuzz` in small: every shipped deck pairing, invariants after every action, saves rebuilt."""
    res = fuzz(games=20, seed=3)
    assert [f["line"] for f in res["failures"]] == []
    assert res["games"] == 20 and res["actions"] > 1000 and res["save_checks"] >= 20


def test_fuzz_command_prints_a_summary_and_json():
    r = _cli("fuzz", "--games", "2", "--seed", "5", "--json")
    assert r.returncode == 0, r.stderr
    res = json.loads(r.stdout)
    assert res["games"] == 2 and res["failures"] == [] and res["actions"] > 0
    r = _cli("fuzz", "--games", "1", "--decks", "shire,mordor")
    assert r.returncode == 0 and r.stdout.startswith("fuzz: 1 games"), r.stdout + r.stderr


def test_fuzz_reports_a_broken_invariant_with_the_seed_and_the_action_and_exits_1(monkeypatch, capsys):
    from mtg_tui import fuzz as fz

    def broken(self, g, where):
        if self.n == 30:
            raise fz.InvariantError(f"planted failure {where}")
    monkeypatch.setattr(fz.Invariants, "no_pending_sba", broken)
    assert cli.main(["fuzz", "--games", "2", "--seed", "40"]) == 1
    out = capsys.readouterr().out
    assert out.startswith("fuzz: 2 games") and "2 failures" in out
    assert "FAIL seed 40 (" in out and "), action 30 (" in out and "planted failure after action 30" in out
