"""Issue 18, out of the app: a replay of an unfinished game shows only what its player could see (line mode and
--json), the log never names a card its reader may not see, `mtg-tui replay` with no file lists the saves, and a
save's bare file name works as well as its path."""

from __future__ import annotations

import io
import json
import sys

from mtg_tui import cli
from mtg_tui.ai.base import PlayerView, RandomAgent
from mtg_tui.decks import load_deck
from mtg_tui.saves import GameRecorder, make_header, read_save, saves_dir

DECK_A, DECK_B = "teach-green-white", "teach-black-red"


def saved_game(path, seed: int = 3, n: int = 40, mode: str = "bot", names=("Ann", "Bob"), finish: bool = False):
    """A game played by two random agents and saved to ``path``: vs bot, p1 (Ann) is the person and p2 (Bob)
    the bot; hot-seat, both are people.  With seed 3 p2 takes a mulligan and puts a Swamp on the bottom."""
    a, b = load_deck(DECK_A), load_deck(DECK_B)
    header = make_header(mode, seed, {
        "p1": {"name": names[0], "deck": a.name, "decklist": a.main, "bot": None},
        "p2": {"name": names[1], "deck": b.name, "decklist": b.main, "bot": "random" if mode == "bot" else None}})
    rec = GameRecorder.new_game(header, path, fsync=False)
    agents = {"p1": RandomAgent(seed), "p2": RandomAgent(seed + 100)}
    for _ in range(n):
        g = rec.game
        if g.over:
            break
        rec.apply(agents[g.decider].choose(PlayerView(g, g.decider), g.legal_actions()))
    if finish and not rec.game.over:
        rec.concede("p2")
    rec.close()
    return rec


def run_cli(args, monkeypatch, capsys, stdin: str = "") -> tuple[int, str, str]:
    monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    code = cli.main(args)
    out, err = capsys.readouterr()
    return code, out, err


# ---------------------------------------------------------------------- an unfinished game: its player's view only
def test_replay_json_of_an_unfinished_vs_bot_game_hides_the_bots_hand(tmp_path, monkeypatch, capsys):
    rec = saved_game(tmp_path / "g.jsonl")
    assert not rec.game.over and rec.game.players["p2"].hand
    code, out, _ = run_cli(["replay", str(rec.path), "--json"], monkeypatch, capsys)
    snap = json.loads(out)
    assert code == 0
    assert snap["players"]["p2"]["hand"] == ["?"] * len(rec.game.players["p2"].hand)  # the bot's hand: hidden
    assert set(snap["players"]["p1"]["library"]) == {"?"} and set(snap["players"]["p2"]["library"]) == {"?"}
    assert snap["players"]["p1"]["hand"] == rec.game.view("p1")["players"]["p1"]["hand"]  # Ann's own: shown
    assert snap == rec.game.view("p1")


def test_replay_json_of_an_unfinished_hotseat_game_hides_both_hands(tmp_path, monkeypatch, capsys):
    rec = saved_game(tmp_path / "g.jsonl", mode="hotseat")
    code, out, _ = run_cli(["replay", str(rec.path), "--json"], monkeypatch, capsys)
    snap = json.loads(out)
    assert code == 0 and not snap["over"]
    for pid in ("p1", "p2"):
        assert set(snap["players"][pid]["hand"]) <= {"?"} and snap["players"][pid]["hand_ids"] == []
        assert set(snap["players"][pid]["library"]) <= {"?"}
    assert snap["legal"] == []


def test_replay_json_of_a_finished_game_shows_everything(tmp_path, monkeypatch, capsys):
    rec = saved_game(tmp_path / "g.jsonl", finish=True)
    assert read_save(rec.path).finished
    code, out, _ = run_cli(["replay", str(rec.path), "--json"], monkeypatch, capsys)
    assert code == 0 and json.loads(out) == rec.game.snapshot()


def test_replay_text_never_names_the_card_the_bot_put_on_the_bottom(tmp_path, monkeypatch, capsys):
    rec = saved_game(tmp_path / "g.jsonl")
    secret = [a for a in rec.actions if a.by == "p2" and a.text.startswith("choose")]
    assert secret and secret[0].text == "choose Swamp"  # p2's mulligan: a Swamp to the bottom of its library
    code, out, _ = run_cli(["replay", str(rec.path), "--text"], monkeypatch, capsys, stdin="\n" * 8 + "q\n")
    assert code == 0
    assert "p2: choose Swamp" not in out
    assert f"{secret[0].line - 1}. p2: chooses a card" in out  # (line 1 is the header: action k is on line k+1)
    assert "1. p1: " in out  # Ann's own actions read as they are


def test_replay_text_of_a_finished_game_names_every_choice(tmp_path, monkeypatch, capsys):
    rec = saved_game(tmp_path / "g.jsonl", finish=True)
    code, out, _ = run_cli(["replay", str(rec.path), "--text"], monkeypatch, capsys, stdin="\n" * 8 + "q\n")
    assert code == 0 and "p2: choose Swamp" in out


# ---------------------------------------------------------------------- what a log reader may see (engine)
def test_seen_by_hides_a_card_put_into_a_library_from_a_hand_from_everyone_but_its_owner():
    from mtg_tui.engine.events import SPECTATOR, seen_by
    from mtg_tui.engine.game import Game
    a, b = load_deck(DECK_A), load_deck(DECK_B)
    g = Game(seed=5, names=("Ann", "Bob"))
    g.setup_decks(a.main, b.main)
    g.start()
    card = g.players["p2"].hand[0]
    name = g.objects[card].card.name
    ev = [e for e in (g.move(card, "library") and g.log) if e.kind == "zone"][-1]
    assert ev.data["hidden"] and name in ev.msg
    assert seen_by(ev, "p2") is ev and seen_by(ev, None) is ev
    for viewer in ("p1", SPECTATOR):
        got = seen_by(ev, viewer)
        assert got is not None and name not in got.msg and got.msg.startswith("A card")
        assert name not in json.dumps(got.to_json()) and "obj" not in got.data
        assert seen_by(got, viewer) is got  # already made safe: as it is
    assert ev.data["name"] == name  # the engine's event itself is unchanged


# ---------------------------------------------------------------------- the list of saves, bare names
def test_replay_without_a_file_lists_the_saves_newest_first(monkeypatch, capsys):
    import os
    d = saves_dir()
    d.mkdir(parents=True)
    old = saved_game(d / "old.jsonl", seed=3)
    new = saved_game(d / "new.jsonl", seed=4, mode="hotseat", names=("Cy", "Di"), finish=True)
    os.utime(old.path, (1_000_000_000, 1_000_000_000))
    code, out, err = run_cli(["replay"], monkeypatch, capsys)
    assert code == 0, err
    lines = out.splitlines()
    assert lines[1].strip() == "1. new.jsonl" and lines[3].strip() == "2. old.jsonl"
    assert "hot-seat" in lines[2] and "Cy (teach-green-white) vs Di (teach-black-red)" in lines[2]
    assert "finished: Di won" in lines[2] or "finished: Cy won" in lines[2]
    assert "vs bot" in lines[4] and "unfinished" in lines[4] and "Ann (teach-green-white)" in lines[4]
    assert "mtg-tui replay" in lines[-1] and "FILE" in lines[-1]
    code, out, _ = run_cli(["replay", "--json"], monkeypatch, capsys)
    got = json.loads(out)
    assert [x["file"] for x in got] == ["new.jsonl", "old.jsonl"] and got[1]["finished"] is False


def test_a_saves_bare_file_name_works_as_well_as_its_path(monkeypatch, capsys, tmp_path):
    d = saves_dir()
    d.mkdir(parents=True)
    rec = saved_game(d / "2026-12-01-120000-bot-3.jsonl", finish=True)
    monkeypatch.chdir(tmp_path)  # (not the saves folder)
    code, by_name, err = run_cli(["replay", rec.path.name, "--json"], monkeypatch, capsys)
    assert code == 0, err
    code2, by_path, _ = run_cli(["replay", str(rec.path), "--json"], monkeypatch, capsys)
    assert code2 == 0 and json.loads(by_name) == json.loads(by_path) == rec.game.snapshot()
    code, by_stem, _ = run_cli(["replay", rec.path.stem, "--json"], monkeypatch, capsys)
    assert code == 0 and json.loads(by_stem) == rec.game.snapshot()
    code, out, _ = run_cli(["replay", rec.path.name, "--text"], monkeypatch, capsys, stdin="q\n")
    assert code == 0 and "Replay of" in out


def test_an_unknown_save_name_is_one_line_and_exit_2(monkeypatch, capsys, tmp_path):
    monkeypatch.chdir(tmp_path)
    code, out, err = run_cli(["replay", "nope.jsonl"], monkeypatch, capsys)
    assert code == 2 and out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("mtg-tui: nope.jsonl: no such save file") and "Traceback" not in err
    code, out, err = run_cli(["replay"], monkeypatch, capsys)  # no saves at all: one line, exit 2
    assert code == 2 and len(err.strip().splitlines()) == 1 and "no saved games yet" in err


def test_resume_takes_a_bare_file_name_too(monkeypatch, capsys, tmp_path):
    d = saves_dir()
    d.mkdir(parents=True)
    rec = saved_game(d / "x.jsonl", n=12)
    monkeypatch.chdir(tmp_path)
    code, out, err = run_cli(["resume", "x.jsonl", "--text"], monkeypatch, capsys, stdin="q\n")
    assert code == 0, err
    assert "(continuing" in out and "Ann keeps" in out  # and the game so far is told first


# ---------------------------------------------------------------------- names from a file
def test_names_in_a_save_are_cleaned_when_it_is_loaded(tmp_path):
    rec = saved_game(tmp_path / "g.jsonl", n=4)
    text = rec.path.read_text(encoding="utf-8").split("\n", 1)
    h = json.loads(text[0])
    h["players"]["p1"]["name"] = "Ann\u200b\x1b[2J\nthe " + "very " * 10 + "long"
    rec.path.write_text(json.dumps(h) + "\n" + text[1], encoding="utf-8")
    name = read_save(rec.path).header.players.p1.name
    assert len(name) <= 24 and name.startswith("Ann[2J the very")
    assert all(c.isprintable() for c in name)
