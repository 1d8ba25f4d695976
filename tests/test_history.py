"""The game keeps its own history (issue 19): every action applied, who took it and its canonical text,
concessions too; a clone has its own; replaying a history gives the same game; saves, undo and the tutorial's
trace are read off it."""

from __future__ import annotations

import json

import pytest

from mtg_tui.ai.base import PlayerView, RandomAgent
from mtg_tui.decks import load_deck
from mtg_tui.engine.actions import IllegalActionError
from mtg_tui.engine.game import Game
from mtg_tui.saves import GameRecorder, make_header, read_save, rebuild
from mtg_tui.tutorial.model import find_lesson, load_lesson
from mtg_tui.tutorial.tutor import Tutor

D1, D2 = "teach-green-white", "teach-black-red"


def _decks():
    return load_deck(D1).main, load_deck(D2).main


def _new(seed: int) -> Game:
    g = Game(seed=seed)
    g.setup_decks(*_decks())
    g.start()
    return g


def _play(g: Game, n: int, seed: int, expected: list | None = None) -> None:
    """``n`` random legal actions; ``expected`` gets (decider, text) of each, as the test sees them taken."""
    agents = {"p1": RandomAgent(seed), "p2": RandomAgent(seed + 1)}
    for _ in range(n):
        if g.over:
            return
        p = g.decider
        a = agents[p].choose(PlayerView(g, p), g.legal_actions())
        g.apply(a)
        if expected is not None:
            expected.append((p, a.text))


def test_a_games_history_is_each_action_in_order_with_who_took_it_and_a_concession():
    g = _new(3)
    assert g.history == [] and g.history_len == 0  # starting (shuffles, the opening hands) is no action
    seen: list = []
    _play(g, 40, 5, seen)
    assert len(seen) == 40 and g.history == seen and g.history_len == 40
    assert g.history[0][1] in ("keep", "mulligan")  # the canonical texts, as a save writes them
    assert g.history_since(37) == seen[37:]
    who, a = g.decider, g.legal_actions()[-1]
    g.do(a.text.upper())  # any form do() accepts: the history keeps the canonical text
    assert g.history == seen + [(who, a.text)]
    g.concede("p2")  # 104.3a: either player, any time
    assert g.history[-1] == ("p2", "concede") and g.over and g.history_len == 42


def test_a_clones_history_is_its_own_from_the_moment_it_was_made():
    g = _new(8)
    _play(g, 30, 1)
    before = g.history
    c = g.clone()
    assert c.history == before
    _play(c, 25, 90)  # other choices on the clone
    assert g.history == before  # the original's history is untouched by the clone's actions
    assert c.history[:30] == before and c.history_len == 55
    _play(g, 10, 7)
    assert c.history[:30] == g.history[:30] and g.history_len == 40 and c.history_len == 55
    g.concede("p1")
    assert g.history[-1] == ("p1", "concede") and ("p1", "concede") not in c.history


@pytest.mark.parametrize("seed", [2, 13])
def test_replaying_a_history_gives_an_equal_game(seed):
    g = _new(seed)
    _play(g, 300, seed)
    r = Game.replay(seed, _decks(), g.history)
    assert r.snapshot() == g.snapshot() and r.history == g.history
    # a history that ends in a concession too
    if not g.over:
        g.concede("p1")
        r.redo("p1", "concede")
        assert r.snapshot() == g.snapshot() and r.history == g.history
    # and on top of a board that did not start from decks: redo_all from the same start
    start = _new(seed)
    assert start.redo_all(g.history).snapshot() == g.snapshot()


def test_redo_refuses_what_the_history_could_not_hold_and_changes_nothing():
    g = _new(6)
    _play(g, 12, 3)
    snap, hist = g.snapshot(), g.history
    other = "p1" if g.decider == "p2" else "p2"
    with pytest.raises(IllegalActionError, match="is the one deciding"):
        g.redo(other, g.legal_actions()[0].text)
    with pytest.raises(IllegalActionError):
        g.redo(g.decider, "cast Nothing At All")
    assert g.snapshot() == snap and g.history == hist


def _header(seed):
    a, b = load_deck(D1), load_deck(D2)
    return make_header("bot", seed, {"p1": {"name": "Ann", "deck": a.name, "decklist": a.main, "bot": None},
                                     "p2": {"name": "Bob", "deck": b.name, "decklist": b.main, "bot": "random"}})


def test_the_save_file_holds_the_games_history_and_undo_replays_it_minus_n(tmp_path):
    rec = GameRecorder.new_game(_header(9), tmp_path / "g.jsonl", fsync=False)
    agents = {"p1": RandomAgent(4), "p2": RandomAgent(5)}
    for _ in range(50):
        g = rec.game
        rec.apply(agents[g.decider].choose(PlayerView(g, g.decider), g.legal_actions()))
    hist = rec.game.history
    assert [(a.by, a.text) for a in read_save(rec.path).actions] == hist
    # an action applied to the game itself reaches the file with sync()
    g = rec.game
    g.apply(g.legal_actions()[0])
    rec.sync()
    hist = g.history
    assert [(a.by, a.text) for a in read_save(rec.path).actions] == hist and len(hist) == 51
    # undo: the game given its history minus n, the same as the game was then
    g2 = rec.undo(6)
    assert g2 is rec.game and g2.history == hist[:45]
    assert g2.snapshot() == Game.replay(9, _decks(), hist[:45], ("Ann", "Bob")).snapshot()
    lines = [json.loads(x) for x in rec.path.read_text().splitlines()]
    assert lines[-1] == {"undo": 6} and len(lines) == 1 + 51 + 1  # same lines as ever: header, actions, undo
    s = read_save(rec.path)
    assert [(a.by, a.text) for a in s.actions] == hist[:45]
    assert rebuild(s.header, s.actions).snapshot() == g2.snapshot()
    # the undo count is read off the history: back to that player's last decision
    who = hist[44][0]
    assert rec.undo_count(who) == 1
    rec.close()


def test_a_resumed_or_replayed_games_history_is_the_files_actions(tmp_path):
    rec = GameRecorder.new_game(_header(12), tmp_path / "g.jsonl", fsync=False)
    agents = {"p1": RandomAgent(1), "p2": RandomAgent(2)}
    for _ in range(30):
        g = rec.game
        rec.apply(agents[g.decider].choose(PlayerView(g, g.decider), g.legal_actions()))
    hist = rec.game.history
    rec.close()
    from mtg_tui.replay import Replay
    r = Replay(tmp_path / "g.jsonl")
    assert r.to_end().history == hist and r.back().history == hist[:-1]
    rec2, _ = GameRecorder.resume(tmp_path / "g.jsonl")
    assert rec2.game.history == hist and rec2.game.snapshot() == Game.replay(12, _decks(), hist, ("Ann", "Bob")).snapshot()
    rec2.close()


def test_the_tutorials_trace_is_the_games_history_past_the_scenarios_own_actions():
    t = Tutor(load_lesson(find_lesson("stack")))
    t.start()
    g = t.game
    assert t.trace == g.history[t.base:] and t.base >= 1  # (the scenario's own actions put the Bolt on the stack)
    before = t.trace
    r = t.act("pass")  # a wrong move: taken back by building the game again without it
    assert r.undone and t.game is not g and t.trace == before
    t.act("cast Giant Growth -> Grizzly Bears")
    assert t.trace[:len(before) + 1] == before + [("p1", "cast Giant Growth -> Grizzly Bears")]
    assert t.trace == t.game.history[t.base:]


def test_a_lessons_save_is_its_trace_through_wrong_moves_and_a_restart(tmp_path):
    from mtg_tui.saves import new_game
    from mtg_tui.tui.screens.tutorial import TutorAutosave
    t = Tutor(load_lesson(find_lesson("stack")))
    t.start()
    save = TutorAutosave(t, tmp_path / "lesson.jsonl")

    def file_actions():
        return [(a.by, a.text) for a in read_save(tmp_path / "lesson.jsonl").actions]

    t.act("pass")  # wrong: taken back, never written
    save.sync()
    assert file_actions() == t.trace
    t.act("cast Giant Growth -> Grizzly Bears")
    save.sync()
    assert file_actions() == t.trace and len(t.trace) >= 1
    s = read_save(tmp_path / "lesson.jsonl")
    # the header's scenario plus the file's actions is the tutor's game
    assert new_game(s.header).redo_all(t.trace).snapshot() == t.game.snapshot()
    t.restart()
    save.sync()
    assert file_actions() == t.trace
    assert json.loads((tmp_path / "lesson.jsonl").read_text().splitlines()[-1 - len(t.trace)]).keys() == {"undo"}
    save.close()
