"""The tutorial: lessons and puzzles as data, goals checked against engine events and state, wrong and
illegal moves explained (and a wrong move taken back), progress saved, the command line, and every lesson
played to the end through the app (Pilot) by keyboard."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from mtg_tui.engine.actions import norm
from mtg_tui.tutorial.check import check_course, play_puzzle
from mtg_tui.tutorial.goals import all_hold, event_matches, state_holds, text_matches
from mtg_tui.tutorial.model import (TutorialError, find_lesson, lesson_paths, load_course, load_lesson,
                                    load_puzzle, puzzle_paths)
from mtg_tui.tutorial.progress import Progress
from mtg_tui.tutorial.tutor import Tutor

HERE = Path(__file__).resolve().parent
BAD = HERE / "bad_tutorial"
CR = Path(os.environ.get("MTG_CR", HERE.parent.parent / "shared" / "reference" / "MagicCompRules-20250207.txt"))
LESSONS = [p.stem for p in lesson_paths()]
PUZZLES = [p.stem for p in puzzle_paths()]
LTR_MECHANICS = ("ring", "amass", "food", "landcycling", "saga", "historic", "stun")


def lesson(name: str):
    return load_lesson(find_lesson(name))


def cli(*args: str, env=None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "mtg_tui", *args], capture_output=True, text=True, env=env,
                          timeout=300)


# ---------------------------------------------------------------------- the shipped lessons and puzzles
def test_the_lessons_come_in_the_order_of_the_brief():
    assert LESSONS == ["01_zones", "02_mana", "03_tapping", "04_card_types", "05_stack", "06_combat", "07_ring",
                       "08_amass", "09_food", "10_landcycling", "11_sagas", "12_historic", "13_stun",
                       "14_ward", "15_real_game"]
    last = lesson("15")
    assert last.opponent_bot == "easy" and last.steps[-1].free


@pytest.mark.parametrize("name", LESSONS)
def test_each_lesson_scripted_solution_completes_headlessly(name):
    res = check_course(lesson(name))
    assert res.ok, res.problems


@pytest.mark.parametrize("name", PUZZLES)
def test_each_puzzle_intended_solution_wins(name):
    res = check_course(load_puzzle(find_puzzle_path(name)))
    assert res.ok, res.problems


def find_puzzle_path(name: str) -> Path:
    return next(p for p in puzzle_paths() if p.stem == name)


def test_at_least_five_puzzles_and_they_use_the_ltr_mechanics():
    assert len(PUZZLES) >= 5
    used = set()
    for name in PUZZLES:
        c = load_puzzle(find_puzzle_path(name))
        assert c.goal in ("win this turn", "survive until your next turn")
        text = (find_puzzle_path(name).read_text(encoding="utf-8")).lower()
        used |= {m for m in LTR_MECHANICS if m in text}
    assert {"ring", "amass", "food", "stun", "historic"} <= used
    goals = {load_puzzle(find_puzzle_path(n)).goal for n in PUZZLES}
    assert goals == {"win this turn", "survive until your next turn"}


@pytest.mark.parametrize("name,actions", [
    ("ring_bearer_strikes", ["cast Birthday Escape", "attack Took Reaper", "choose Island"]),
    ("ring_bearer_strikes", ["cast Claim the Precious -> Hill Giant", "attack Took Reaper", "choose Island"]),
    ("orc_muster", ["cast Foray of Orcs", "cast Mordor Muster", "attack Orc Army"]),
    ("second_breakfast", ["activate Bill the Pony -> Generous Ent", "attack Bill the Pony", "attack Generous Ent"]),
    ("second_breakfast", ["activate Food", "attack Bill the Pony", "attack Generous Ent"]),
    ("oliphaunt_mountain", ["activate Troll of Khazad-dum", "choose Swamp", "play Swamp", "attack Grizzly Bears"]),
    ("stun_the_horde", ["choose Hill Giant", "choose Boggart Brute"]),
    ("stun_the_horde", ["choose Troll of Khazad-dum", "choose Hill Giant", "done"]),
    ("stun_the_horde", ["choose Troll of Khazad-dum", "choose Boggart Brute", "attack Grizzly Bears"]),
    ("historic_flurry", ["cast Grizzly Bears", "cast Ornithopter", "cast Mind Stone", "attack Serra Disciple"]),
])
def test_a_tempting_wrong_line_loses_the_puzzle(name, actions):
    t, problems = play_puzzle(load_puzzle(find_puzzle_path(name)), actions)
    assert t.status == "failed", (t.status, problems)


def test_every_step_cites_a_rule_and_every_cited_rule_exists_in_the_comprehensive_rules():
    if not CR.exists():
        pytest.skip(f"no Comprehensive Rules at {CR}")
    text = CR.read_text(encoding="utf-8")
    known = set(re.findall(r"^(\d{3}(?:\.\d+[a-z]?)?)\.? ", text, re.M))
    for p in lesson_paths() + puzzle_paths():
        c = load_course(p)
        for s in c.steps:
            assert s.rule in known, (p.name, s.rule)
            assert re.search(r"\d{3}\.\d+", s.after + " " + s.rule)
        cited = re.findall(r"(?<![\d.])(\d{3}\.\d+[a-z]?)(?!\d)", p.read_text(encoding="utf-8"))
        missing = [r for r in cited if r not in known]
        assert not missing, (p.name, missing)


# ---------------------------------------------------------------------- the goal vocabulary
def test_goals_match_events_by_kind_data_and_card_names():
    from mtg_tui.engine.events import Event
    names = {"c7": "Frodo Baggins", "c9": "Grizzly Bears"}
    ring = Event("ring", "...", "701.52a", {"player": "p1", "what": "chosen", "bearer": "c7"})
    assert event_matches({"event": "ring", "what": "chosen", "bearer": "Frodo Baggins"}, ring, names)
    assert event_matches({"event": "ring", "bearer": "c7"}, ring, names)
    assert not event_matches({"event": "ring", "bearer": "Grizzly Bears"}, ring, names)
    assert not event_matches({"event": "zone", "what": "chosen"}, ring, names)
    zone = Event("zone", "...", "400.7", {"obj": "c9", "name": "Grizzly Bears", "to": "graveyard"})
    assert event_matches({"event": "zone", "name": "grizzly bears", "to": "graveyard"}, zone, names)
    stun = Event("counters", "...", "122.1d", {"obj": "c9", "kind_": "stun", "n": -1})
    assert event_matches({"event": "counters", "counter": "stun", "name": "Grizzly Bears", "n": -1}, stun, names)
    assert not event_matches({"event": "counters", "counter": "stun", "n": 1}, stun, names)
    snap = {"turn": 5, "players": {"p1": {"ring": 2, "mana_pool": "BC", "battlefield": [
        {"id": "c9", "name": "Grizzly Bears", "subtypes": ["Bear"], "damage": 3}]}}}
    assert state_holds({"state": "players.p1.ring", "at_least": 2}, snap)
    assert not state_holds({"state": "players.p1.ring", "equals": 3}, snap)
    assert state_holds({"state": "players.p1.battlefield.Grizzly Bears.damage", "equals": 3}, snap)
    assert state_holds({"state": "players.p1.battlefield.c9.subtypes", "contains": "Bear"}, snap)
    assert state_holds({"state": "players.p1.mana_pool", "excludes": "G"}, snap)
    assert all_hold([{"action": "attack *"}, {"state": "turn", "equals": 5}], [], ["attack Frodo Baggins"], snap,
                    names)
    assert not all_hold([], [], [], snap, names)  # an empty goal never fires
    assert text_matches("activate Troll of Khazad-dum", "activate Troll of Khazad-dûm")


# ---------------------------------------------------------------------- wrong moves: explained, taken back
def test_a_legal_but_wrong_move_is_explained_and_taken_back():
    t = Tutor(lesson("stack"))
    t.start()
    g = t.game
    before = g.snapshot()
    assert before["stack"][0]["name"] == "Lightning Bolt"
    r = t.act("pass")
    note = r.note("wrong")
    assert note is not None and r.undone
    assert "Lightning Bolt resolves (117.4)" in note.text and "die (704.5g)" in note.text  # the step's own words
    assert "taken back" in note.text
    after = t.game.snapshot()
    assert after["stack"] == before["stack"]
    assert [p["name"] for p in after["players"]["p1"]["battlefield"]] == ["Forest", "Forest", "Grizzly Bears"]
    assert t.i == 0 and t.status == "playing" and t.waiting
    # the right move is still there, and works
    r = t.act("cast Giant Growth -> Grizzly Bears")
    assert r.kinds() == ["goal"] and t.i == 1


def test_a_wrong_move_without_its_own_explanation_says_what_it_did_instead():
    t = Tutor(lesson("mana"))
    t.start()
    r = t.act("activate Mind Stone")
    note = r.note("wrong")
    assert note and "isn't this step's goal" in note.text and "Activating Mind Stone put its ability on the stack (602.2)" \
        in note.text and "Tap your Swamp" in note.text
    assert "Mind Stone" in [p["name"] for p in t.game.snapshot()["players"]["p1"]["battlefield"]]


@pytest.mark.parametrize("name,before,typed,why", [
    ("zones", ["pass"], "play Forest", "main phases (305.1); now it's the draw step"),
    ("zones", ["pass", "pass", "play Forest"], "play Island", "You have no Island in your hand (the Island on the"),
    ("zones", [], "play Elvish Piper", "You have no card called 'elvish piper' in your hand"),
    ("tapping", ["cast Llanowar Elves", "pass"], "tap Llanowar Elves", "(summoning sickness, 302.6)"),
    ("tapping", ["cast Llanowar Elves", "pass", "pass"], "attack Llanowar Elves", "302.6"),
    ("stack", [], "cast Giant Growth -> Lightning Bolt", "isn't a legal target for Giant Growth (601.2c"),
    ("card_types", ["cast Mind Stone"], "cast Garruk Wildspeaker", "the stack isn't empty now"),
    ("ring", [], "attack Frodo Baggins", "declare attackers step of your own turn begins (508.1)"),
    ("stun", ["choose Hill Giant", "choose Serra Angel", "pass", "pass"], "attack Frodo Baggins",
     "You control no creature called 'frodo baggins'"),
])
def test_an_illegal_move_is_explained_and_changes_nothing(name, before, typed, why):
    t = Tutor(lesson(name))
    t.start()
    for a in before:
        r = t.act(a)
        assert not (r.note("wrong") or r.note("illegal")), r.notes
    snap = t.game.snapshot()
    r = t.act(typed)
    note = r.note("illegal")
    assert note is not None, r.notes
    assert why in note.text, note.text
    assert t.game.snapshot() == snap


def test_mana_and_timing_reasons_name_the_rule():
    from mtg_tui.engine.scenario import build_game, parse_scenario
    from mtg_tui.tutorial.explain import explain_illegal
    g = build_game(parse_scenario({"title": "t", "state": {"turn": 3, "step": "main1"},
                                   "p1": {"hand": ["Night's Whisper", "Serra Angel", "Lightning Bolt", "Forest"],
                                          "battlefield": ["Forest", "Forest", "Swamp"], "lands_played": 1}}))
    assert "it needs {W} and none of your mana makes white mana" in explain_illegal(g, "cast Serra Angel", "p1") \
        or "it needs 5 mana and you have only 3" in explain_illegal(g, "cast Serra Angel", "p1")
    assert "needs {R}" in explain_illegal(g, "cast Lightning Bolt -> p2", "p1")
    assert "(107.4a)" in explain_illegal(g, "cast Lightning Bolt -> p2", "p1")
    assert "one land per turn (305.2)" in explain_illegal(g, "play Forest", "p1")
    g.do("cast Night's Whisper")
    assert "the stack isn't empty now" in explain_illegal(g, "cast Serra Angel", "p1")
    assert "Lightning Bolt" not in explain_illegal(g, "play Forest", "p1")


def test_a_second_land_is_one_land_per_turn():
    t = Tutor(lesson("zones"))
    t.start()
    for a in ["pass", "pass", "play Forest", "cast Birthday Escape", "pass"]:  # Birthday Escape draws an Island
        t.act(a)
    assert "Island" in t.game.snapshot()["players"]["p1"]["hand"]
    r = t.act("play Island")
    assert "You have already played a land this turn: a player can normally play one land per turn (305.2)" \
        in r.note("illegal").text


def test_hints_and_restart():
    t = Tutor(lesson("ring"))
    t.start()
    assert "Birthday Escape" in t.hint()
    t.act("cast Birthday Escape")
    t.act("pass")
    t.act("choose Frodo Baggins")
    assert t.i == 1 and t.game.players["p1"].ring == 1
    t.restart()
    assert t.i == 0 and t.game.players["p1"].ring == 0 and t.status == "playing"


def test_undo_takes_back_the_last_decision_to_the_same_position():
    """Issue 7: in the tutorial, u takes back your last decision; the board is rebuilt exactly."""
    t = Tutor(lesson("ring"))
    t.start()
    before = t.game.snapshot()
    r = t.undo()
    assert r.note("info") and "nothing to take back" in r.note("info").text
    t.act("cast Birthday Escape")
    t.act("pass")
    t.act("choose Frodo Baggins")
    assert t.i == 1 and t.game.players["p1"].ring == 1
    after_step_one = t.game.snapshot()
    t.undo()  # at the start of step 2: back to the start of step 1
    assert t.i == 0 and t.game.snapshot() == before and t.status == "playing"
    t.act("cast Birthday Escape")
    t.act("pass")
    t.act("choose Frodo Baggins")
    assert t.i == 1 and t.game.snapshot() == after_step_one


def test_losing_the_real_game_fails_the_lesson_and_says_so():
    c = lesson("real_game")
    t = Tutor(c)
    t.start()
    r = t.act("concede")
    assert r.note("info")  # conceding isn't a lesson move
    for _ in range(200):  # never block, never cast: just pass and see the bot win
        if t.status != "playing":
            break
        legal = t.game.legal_actions()
        a = next((x for x in legal if x.kind in ("pass", "done")), legal[0])
        r = t.act(a)
    assert t.status == "failed"
    assert t.game.winner == "p2"


# ---------------------------------------------------------------------- bad files
BAD_CASES = tomllib.loads((BAD / "expected.toml").read_text(encoding="utf-8"))


def test_the_bad_file_corpus_lists_every_file():
    files = {p.name for p in BAD.glob("*.toml") if p.name != "expected.toml"}
    assert files == set(BAD_CASES) and len(files) >= 12


@pytest.mark.parametrize("name", sorted(BAD_CASES))
def test_a_bad_lesson_or_puzzle_file_gives_one_line_naming_file_and_key(name):
    with pytest.raises(TutorialError) as e:
        load_course(BAD / name)
    msg = str(e.value)
    assert "\n" not in msg and BAD_CASES[name] in msg, msg


@pytest.mark.parametrize("name", ["unknown_card.toml", "bad_event_kind.toml", "puzzle_bad_goal.toml",
                                  "not_toml.toml"])
def test_the_command_line_prints_one_line_and_exits_2_for_a_bad_file(name, tmp_path):
    env = dict(os.environ, MTG_TUI_DATA=str(tmp_path / "data"))
    r = cli("tutorial", "--check", str(BAD / name), env=env)
    assert r.returncode == 2, (r.stdout, r.stderr)
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("mtg-tui: ") and BAD_CASES[name] in lines[0]
    assert "Traceback" not in r.stderr and r.stdout == ""


def test_check_fails_a_lesson_whose_goal_never_fires(tmp_path):
    src = (BAD / "unknown_step_key.toml").read_text(encoding="utf-8")
    src = src.replace('narration = "Play your Forest."\n', "").replace(
        'goal = { event = "land", name = "Forest" }', 'goal = { event = "land", name = "Island" }')
    p = tmp_path / "never.toml"
    p.write_text(src, encoding="utf-8")
    res = check_course(load_lesson(p))
    assert not res.ok and "the goal never fired" in res.problems[0]
    r = cli("tutorial", "--check", str(p), env=dict(os.environ, MTG_TUI_DATA=str(tmp_path / "d")))
    assert r.returncode == 1 and "FAIL" in r.stdout and "1 of 1 failed" in r.stdout


def test_check_fails_a_solution_action_that_is_refused(tmp_path):
    src = (BAD / "unknown_step_key.toml").read_text(encoding="utf-8")
    src = src.replace('narration = "Play your Forest."\n', "").replace('solution = ["play Forest"]',
                                                                        'solution = ["pass", "play Forest"]')
    p = tmp_path / "refused.toml"
    p.write_text(src, encoding="utf-8")
    res = check_course(load_lesson(p))
    assert not res.ok and "solution action 'play Forest' was refused" in res.problems[0]
    assert "main phases (305.1); now it's the beginning of combat" in res.problems[0]


# ---------------------------------------------------------------------- progress
def test_progress_is_saved_atomically_and_a_lesson_resumes_where_it_was(tmp_path):
    path = tmp_path / "progress.json"
    pr = Progress(path)
    c = lesson("ring")
    t = Tutor(c, pr)
    t.start()
    for a in ["cast Birthday Escape", "pass", "choose Frodo Baggins", "cast Uruk-hai Berserker", "pass", "pass",
              "choose Frodo Baggins"]:
        t.act(a)
    assert t.i == 2
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["lessons"]["07_ring"]["step"] == 2 and not data["lessons"]["07_ring"]["done"]
    assert not list(tmp_path.glob(".progress-*"))  # no temporary file left behind
    pr2 = Progress(path)
    assert pr2.status(c) == "step 3/8"
    t2 = Tutor(c, pr2)
    t2.start(pr2.resume_state(c))
    assert t2.i == 2 and t2.game.players["p1"].ring == 2 and t2.waiting
    assert t2.game.snapshot() == t.game.snapshot()


def test_a_finished_lesson_and_a_solved_puzzle_are_recorded(tmp_path):
    pr = Progress(tmp_path / "p.json")
    c = lesson("stack")
    t = Tutor(c, pr)
    t.start()
    for a in c.steps[0].solution + c.steps[1].solution + c.steps[2].solution:
        t.act(a)
    assert t.status == "done" and pr.status(c) == "done"
    pz = load_puzzle(find_puzzle_path("orc_muster"))
    t, _ = play_puzzle(pz, pz.steps[0].solution)
    assert t.status == "done"
    pr.finished(pz, True)
    assert Progress(tmp_path / "p.json").status(pz) == "solved"
    pr.restart(c)  # restarting a finished lesson keeps it done
    assert Progress(tmp_path / "p.json").status(c) == "done"


def test_a_renumbered_lesson_keeps_its_progress(tmp_path):
    """The real game was lesson 14 until ward and protection came before it: a progress file that finished
    "14_real_game" shows "15_real_game" done, and the lessons count it."""
    import json
    path = tmp_path / "p.json"
    path.write_text(json.dumps({"format": 1, "lessons": {"14_real_game": {"done": True, "step": 2, "steps": 2}},
                                "puzzles": {}}))
    pr = Progress(path)
    real, ward = lesson("real_game"), lesson("ward")
    assert real.key == "15_real_game" and pr.status(real) == "done" and pr.status(ward) == ""
    assert pr.summary([ward, real]) == "1/2"


@pytest.mark.parametrize("content", ["{not json", '["a list"]', '{"format": 2, "lessons": {}, "puzzles": {}}',
                                     '{"format": 1, "lessons": [], "puzzles": {}}'])
def test_a_corrupt_progress_file_is_one_line_treated_as_empty_and_kept_aside(tmp_path, content):
    path = tmp_path / "progress.json"
    path.write_text(content, encoding="utf-8")
    pr = Progress(path)
    assert pr.warning and "\n" not in pr.warning and str(path) in pr.warning
    assert pr.data["lessons"] == {} and pr.data["puzzles"] == {}
    assert path.read_text(encoding="utf-8") == content  # nothing written yet
    pr.finished(lesson("stack"), True)
    assert (tmp_path / "progress.json.bad").read_text(encoding="utf-8") == content
    assert "moved to" in pr.warning
    assert Progress(path).status(lesson("stack")) == "done"


def test_progress_lives_in_the_data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("MTG_TUI_DATA", str(tmp_path / "mine"))
    assert Progress().path == tmp_path / "mine" / "progress.json"
    monkeypatch.delenv("MTG_TUI_DATA")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert Progress().path == tmp_path / "xdg" / "mtg-tui" / "progress.json"


# ---------------------------------------------------------------------- the command line
def test_cli_list_check_and_unknown_names(tmp_path):
    env = dict(os.environ, MTG_TUI_DATA=str(tmp_path / "data"))
    r = cli("tutorial", "--list", env=env)
    assert r.returncode == 0 and "Lessons (0/15 done):" in r.stdout and "ring" in r.stdout
    r = cli("tutorial", env=env)  # not a terminal: the list
    assert r.returncode == 0 and "Lessons (0/15 done):" in r.stdout
    r = cli("puzzle", env=env)
    assert r.returncode == 0 and "Puzzles (0/" in r.stdout and "stun_the_horde" in r.stdout
    r = cli("tutorial", "--check", env=env)
    assert r.returncode == 0, r.stdout + r.stderr
    assert r.stdout.strip().splitlines()[-1] == f"tutorial check: {len(LESSONS)} lessons, {len(PUZZLES)} puzzles: all pass"
    assert not (tmp_path / "data" / "progress.json").exists()  # a check records no progress
    r = cli("tutorial", "no-such-lesson", env=env)
    assert r.returncode == 2 and r.stderr.count("\n") == 1 and "no lesson named 'no-such-lesson'" in r.stderr
    r = cli("puzzle", "nothing-like-it", env=env)
    assert r.returncode == 2 and "no puzzle named" in r.stderr
    r = cli("tutorial", "--restart", env=env)
    assert r.returncode == 2 and "--restart needs a LESSON" in r.stderr


def test_lessons_are_found_by_number_name_or_stem():
    assert find_lesson("7").stem == "07_ring" == find_lesson("ring").stem == find_lesson("07_ring").stem
    assert find_lesson("13").stem == "13_stun"


# ---------------------------------------------------------------------- the app, by keyboard (Pilot)
textual = pytest.importorskip("textual")

from mtg_tui.tui.screens.tutorial import TutorialScreen, make_app  # noqa: E402
from mtg_tui.tui.session import Settings  # noqa: E402

SIZE = (120, 40)


async def type_text(pilot, text: str) -> None:
    await pilot.press(*["space" if ch == " " else ch for ch in text])


async def do(pilot, app, text: str) -> None:
    """Take one action the way a player would: its number (with ten or more shown: the number, then Enter),
    or ':' and the text typed out when it isn't shown."""
    scr = app.screen
    assert isinstance(scr, TutorialScreen), scr
    assert scr.waiting, (text, scr.tutor.status)
    idx = next((i for i, a in enumerate(scr.shown_actions) if norm(a.text) == norm(text)), None)
    if idx is not None and len(scr.shown_actions) <= 9:
        await pilot.press(str(idx + 1))
    elif idx is not None:
        await pilot.press(*str(idx + 1))
        if scr.digits:  # still waiting for another digit
            await pilot.press("enter")
    else:
        await pilot.press("colon")
        await pilot.pause()
        await type_text(pilot, text)
        await pilot.press("enter")
    await pilot.pause()


def panel_text(app) -> str:
    scr = app.screen
    return scr.query_one("#lesson-text").render().plain + "\n" + scr.query_one("#lesson-goal").render().plain


async def play_lesson_by_keys(name: str, tmp_path) -> tuple:
    c = lesson(name)
    app = make_app("lesson", c, restart=True, settings=Settings(bot_delay=0))
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(3):
            await pilot.pause()
        scr = app.screen
        assert isinstance(scr, TutorialScreen) and scr.course.key == c.key
        for i, step in enumerate(c.steps):
            assert scr.tutor.i == i
            assert step.task in panel_text(app)
            if step.free:
                from mtg_tui.ai.base import PlayerView, make_agent
                agent = make_agent(c.solution_bot, c.scenario.seed * 2)
                for _ in range(600):
                    if scr.tutor.status != "playing":
                        break
                    a = agent.choose(PlayerView(scr.game, "p1"), scr.game.legal_actions())
                    await do(pilot, app, a.text)
                continue
            for text in step.solution:
                await do(pilot, app, text)
                assert not scr.feedback or scr.feedback[0][0] not in ("wrong", "illegal"), scr.feedback
            if i + 1 < len(c.steps):
                assert app.screen.query_one("#lesson").border_subtitle.endswith(f"step {i + 2}/{len(c.steps)}")
        assert scr.tutor.status == "done"
        text = panel_text(app)
        assert "complete" in text and c.steps[-1].after[:40] in text
        return scr.progress.status(c), text


@pytest.mark.parametrize("name", [n for n in LESSONS])
async def test_each_lesson_completes_through_the_app_by_keyboard(name, tmp_path):
    status, _ = await play_lesson_by_keys(name, tmp_path)
    assert status == "done"


async def test_the_ring_lesson_shows_each_step_and_its_rule(tmp_path):
    c = lesson("ring")
    app = make_app("lesson", c, restart=True, settings=Settings(bot_delay=0))
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(3):
            await pilot.pause()
        assert "the Ring tempts you" in panel_text(app)
        await pilot.press("h")
        await pilot.pause()
        assert "Hint:" in panel_text(app) and c.steps[0].hint[:30] in panel_text(app)
        for text in c.steps[0].solution:
            await do(pilot, app, text)
        t = panel_text(app)
        assert "✓ You got the Ring emblem" in t and "(701.52c)" in t and c.steps[1].task in t
        assert "Hint:" not in t  # a new step: no hint until asked
        # a wrong (legal) choice: explained, taken back, and the learner tries again
        for text in c.steps[1].solution[:3]:
            await do(pilot, app, text)
        await do(pilot, app, "choose Grizzly Bears")
        t = panel_text(app)
        assert "Choosing another creature would move the Ring to it (701.52a)" in t
        scr = app.screen
        assert scr.game.pending.kind == "choice" and scr.game.players["p1"].ring_bearer == "frodo"
        await do(pilot, app, "choose Frodo Baggins")
        assert scr.tutor.i == 2
        # restart: back to step 1
        await pilot.press("r")
        await pilot.pause()
        assert scr.tutor.i == 0 and app.screen.query_one("#lesson").border_subtitle.endswith("step 1/8")


async def test_u_takes_back_the_last_decision_in_the_app(tmp_path):
    """Issue 7: undo in the tutorial, by keyboard: the board goes back exactly to the step's start."""
    c = lesson("ring")
    app = make_app("lesson", c, restart=True, settings=Settings(bot_delay=0))
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(3):
            await pilot.pause()
        scr = app.screen
        start = scr.tutor.game.snapshot()
        for text in c.steps[0].solution:
            await do(pilot, app, text)
        assert scr.tutor.i == 1
        await pilot.press("u")
        await pilot.pause()
        assert scr.tutor.i == 0 and scr.tutor.game.snapshot() == start
        assert "Taken back" in panel_text(app) or scr.tutor.status == "playing"


async def test_an_illegal_typed_action_is_explained_in_the_panel(tmp_path):
    c = lesson("tapping")
    app = make_app("lesson", c, restart=True, settings=Settings(bot_delay=0))
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(3):
            await pilot.pause()
        for text in c.steps[0].solution:
            await do(pilot, app, text)
        await pilot.press("colon")
        await pilot.pause()
        await type_text(pilot, "tap Llanowar Elves")
        await pilot.press("enter")
        await pilot.pause()
        t = panel_text(app)
        assert "isn't legal now" in t and "302.6" in t
        assert app.screen.error


async def test_the_menus_show_progress_and_open_lessons_and_puzzles(tmp_path):
    from mtg_tui.tui.app import MtgApp
    from mtg_tui.tui.screens.tutorial import PuzzleMenu, TutorialMenu
    pr = Progress()
    pr.finished(lesson("zones"), True)
    app = MtgApp(settings=Settings(bot_delay=0))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        ol = app.screen.query_one("#menu-list")
        prompts = [ol.get_option_at_index(i).prompt.plain for i in range(ol.option_count)]
        assert any("Tutorial" in p and f"(1/{len(LESSONS)} done)" in p for p in prompts)
        assert any("Puzzles" in p and f"(0/{len(PUZZLES)} solved)" in p for p in prompts)
        await pilot.press("t")
        await pilot.pause()
        assert isinstance(app.screen, TutorialMenu)
        lst = app.screen.query_one("#course-list")
        first = lst.get_option_at_index(0).prompt.plain
        assert "Zones" in first and "✓ done" in first
        assert lst.highlighted == 1  # the first lesson not done yet
        await pilot.press("enter")
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, TutorialScreen) and app.screen.course.key == "02_mana"
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, TutorialMenu)
        pr.finished(lesson("mana"), True)  # (as if the lesson had just been completed)
        await pilot.press("escape")
        await pilot.pause()
        prompts = [ol.get_option_at_index(i).prompt.plain for i in range(ol.option_count)]
        assert any("Tutorial" in p and f"(2/{len(LESSONS)} done)" in p for p in prompts)  # refreshed on return
        await pilot.press("z")
        await pilot.pause()
        assert isinstance(app.screen, PuzzleMenu)
        await pilot.press("enter")
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, TutorialScreen) and app.screen.course.kind == "puzzle"
        assert "Puzzle ·" in app.screen.query_one("#lesson").border_title


async def test_a_puzzle_solved_by_keyboard_is_recorded(tmp_path):
    pz = load_puzzle(find_puzzle_path("ring_bearer_strikes"))
    app = make_app("puzzle", pz, settings=Settings(bot_delay=0))
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(3):
            await pilot.pause()
        scr = app.screen
        from tests.tui_helpers import solve_puzzle
        await solve_puzzle(pilot, app, pz, do)
        assert scr.tutor.status == "done"
        assert "Solved!" in panel_text(app)
        assert Progress().status(pz) == "solved"
