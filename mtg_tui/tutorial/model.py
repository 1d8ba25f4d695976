"""Lesson and puzzle files: TOML data, validated before anything runs.

A lesson is a scenario (spec section 2, under ``[scenario]``) plus ``[[steps]]``; a puzzle is a scenario plus a
goal ("win this turn" / "survive until your next turn").  Both load into a :class:`Course` the :class:`Tutor`
plays.  An invalid file raises :class:`TutorialError` with one line naming the file, the key and what was
expected.  The format is documented in ``mtg_tui/tutorial/FORMAT.md``.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine.events import KINDS
from ..engine.scenario import ScenarioError, ScenarioFile, parse_scenario

HERE = Path(__file__).resolve().parent
LESSON_DIR = HERE / "lessons"
PUZZLE_DIR = HERE / "puzzles"
MAX_FILE = 256 * 1024

# event kinds a goal may name: the engine's list, plus the ones it emits outside it
EVENT_KINDS = tuple(KINDS) + ("cycle",)
STATE_OPS = ("equals", "not_equals", "at_least", "at_most", "contains", "excludes")
SNAPSHOT_KEYS = ("turn", "active", "step", "decider", "over", "winner", "priority", "pending", "stack", "players",
                 "legal")
RULE = re.compile(r"^\d{3}(\.\d+[a-z]?)?$")
PUZZLE_GOALS = ("win this turn", "survive until your next turn")
LEVELS = ("random", "easy", "normal", "hard")


class TutorialError(ValueError):
    """A lesson or puzzle file is invalid, or its scripted solution fails (one line: file, key, what)."""


# ---------------------------------------------------------------------- what the tutor plays
@dataclass
class Wrong:
    action: str  # a glob pattern over the action text (case-insensitive, accents optional)
    say: str


@dataclass
class Step:
    say: str  # narration
    task: str  # the goal in a few words ("Play your Forest.")
    goal: list[dict]  # conditions, all of which must hold (see goals.py)
    hint: str
    after: str  # what happened and why, with the rule number
    rule: str  # the Comprehensive Rules number the step teaches
    solution: list[str] = field(default_factory=list)  # the learner's actions that reach the goal
    allow: list[str] = field(default_factory=list)  # other accepted actions (glob patterns)
    wrong: list[Wrong] = field(default_factory=list)
    setup: list[str] = field(default_factory=list)  # scenario action lines run as the step begins
    opponent: list[str] = field(default_factory=list)  # the opponent's scripted actions during this step
    autopass: bool = False  # pass priority for the learner (attack, block and choices stay theirs)
    free: bool = False  # any legal action is accepted (a real game; a puzzle)
    fail: list[dict] = field(default_factory=list)  # conditions that end the attempt as failed
    fail_say: str = ""


@dataclass
class Course:
    """A lesson or a puzzle, ready to play."""

    kind: str  # "lesson" or "puzzle"
    key: str  # the file stem: "07_ring", "ring_bearer_strikes"
    title: str
    summary: str
    scenario: ScenarioFile
    steps: list[Step]
    path: str
    opponent_bot: str | None = None  # the opponent's level when no scripted action applies (else it passes)
    solution_bot: str | None = None  # who plays free steps in --check and the tests
    stops: list[str] = field(default_factory=list)  # free play: steps where the learner gets priority
    goal: str = ""  # puzzles: "win this turn" / "survive until your next turn"
    number: int = 0  # lessons: the NN of NN_name

    @property
    def slug(self) -> str:
        return self.key.split("_", 1)[1] if self.kind == "lesson" and "_" in self.key else self.key


# ---------------------------------------------------------------------- loading
def _read(path: Path) -> dict:
    try:
        size = path.stat().st_size
    except OSError as e:
        raise TutorialError(f"{path}: cannot read the file: {e.strerror}") from None
    if size > MAX_FILE:
        raise TutorialError(f"{path}: file is larger than {MAX_FILE} bytes")
    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except UnicodeDecodeError:
        raise TutorialError(f"{path}: not UTF-8 text") from None
    except tomllib.TOMLDecodeError as e:
        raise TutorialError(f"{path}: invalid TOML: {e}") from None


class _Table:
    """Reads one TOML table, naming the key in every error; unknown keys are errors."""

    def __init__(self, where: str, key: str, raw: Any, known: tuple[str, ...]):
        self.where, self.key = where, key
        if not isinstance(raw, dict):
            self.fail("", "expected a table")
        extra = [k for k in raw if k not in known]
        if extra:
            self.fail(extra[0], f"unknown key; expected one of: {', '.join(known)}")
        self.raw = raw

    def name(self, k: str) -> str:
        return f"{self.key}.{k}" if self.key and k else (self.key or k)

    def fail(self, k: str, msg: str):
        raise TutorialError(f"{self.where}: key '{self.name(k)}': {msg}")

    def text(self, k: str, required: bool = True, default: str = "") -> str:
        v = self.raw.get(k)
        if v is None:
            if required:
                self.fail(k, "missing; expected a string")
            return default
        if not isinstance(v, str) or (required and not v.strip()):
            self.fail(k, "expected a non-empty string")
        return v.strip()

    def flag(self, k: str) -> bool:
        v = self.raw.get(k, False)
        if not isinstance(v, bool):
            self.fail(k, "expected true or false")
        return v

    def texts(self, k: str) -> list[str]:
        v = self.raw.get(k, [])
        if not isinstance(v, list) or not all(isinstance(x, str) and x.strip() for x in v):
            self.fail(k, "expected a list of non-empty strings")
        return [x.strip() for x in v]

    def level(self, k: str) -> str | None:
        v = self.raw.get(k)
        if v is None:
            return None
        if v not in LEVELS:
            self.fail(k, f"unknown bot level {v!r}; expected one of: {', '.join(LEVELS)}")
        return v

    def rule(self, k: str = "rule") -> str:
        v = self.text(k)
        if not RULE.match(v):
            self.fail(k, f"{v!r} is not a rule number; expected one like '305.2' or '701.52c'")
        return v


def conditions(where: str, key: str, raw: Any, *, required: bool = True) -> list[dict]:
    """A goal: one condition table or a list of them (all must hold).  Validated here, matched in goals.py."""
    if raw is None:
        if required:
            raise TutorialError(f"{where}: key '{key}': missing; expected a condition table or a list of them")
        return []
    items = raw if isinstance(raw, list) else [raw]
    if required and not items:
        raise TutorialError(f"{where}: key '{key}': expected at least one condition")
    out = []
    for i, c in enumerate(items):
        k = f"{key}[{i}]" if isinstance(raw, list) else key
        out.append(_condition(where, k, c))
    return out


def _condition(where: str, key: str, c: Any) -> dict:
    def fail(sub: str, msg: str):
        raise TutorialError(f"{where}: key '{key}{'.' + sub if sub else ''}': {msg}")

    if not isinstance(c, dict):
        fail("", "expected a condition table like { event = \"land\", name = \"Forest\" }")
    heads = [h for h in ("event", "action", "state", "any") if h in c]
    if len(heads) != 1:
        fail("", "expected exactly one of 'event', 'action', 'state' or 'any'")
    head = heads[0]
    if head == "event":
        if c["event"] not in EVENT_KINDS:
            fail("event", f"unknown event kind {c['event']!r}; expected one of: {', '.join(EVENT_KINDS)}")
        for k, v in c.items():
            if not isinstance(v, (str, int, bool)):
                fail(k, "expected a string, a number or true/false")
        return dict(c)
    if head == "action":
        extra = [k for k in c if k != "action"]
        if extra:
            fail(extra[0], "unknown key; an action condition has only 'action'")
        if not isinstance(c["action"], str) or not c["action"].strip():
            fail("action", "expected an action text (glob patterns allowed: 'cast *')")
        return dict(c)
    if head == "state":
        path = c["state"]
        if not isinstance(path, str) or path.split(".")[0] not in SNAPSHOT_KEYS:
            fail("state", f"expected a dotted snapshot path starting with one of: {', '.join(SNAPSHOT_KEYS)}")
        ops = [k for k in c if k != "state"]
        if len(ops) != 1 or ops[0] not in STATE_OPS:
            fail(ops[0] if ops else "", f"expected exactly one of: {', '.join(STATE_OPS)}")
        if ops[0] in ("at_least", "at_most") and (not isinstance(c[ops[0]], int) or isinstance(c[ops[0]], bool)):
            fail(ops[0], "expected a whole number")
        return dict(c)
    extra = [k for k in c if k != "any"]
    if extra:
        fail(extra[0], "unknown key; an 'any' condition has only 'any'")
    if not isinstance(c["any"], list) or not c["any"]:
        fail("any", "expected a non-empty list of conditions")
    return {"any": [_condition(where, f"{key}.any[{i}]", x) for i, x in enumerate(c["any"])]}


def _scenario(where: str, raw: dict) -> ScenarioFile:
    sc = raw.get("scenario")
    if not isinstance(sc, dict):
        raise TutorialError(f"{where}: key 'scenario': missing; expected a scenario table (spec section 2)")
    try:
        return parse_scenario(sc, where)
    except ScenarioError as e:
        # parse_scenario names keys from the scenario table's root: put them under 'scenario.'
        msg = str(e).removeprefix(f"{where}: ")
        msg = re.sub(r"^key '", "key 'scenario.", msg)
        msg = re.sub(r"^actions\[", "scenario.actions[", msg)
        raise TutorialError(f"{where}: {msg}") from None


def _check_cards(where: str, sc: ScenarioFile) -> None:
    """Card names are checked by building the board once (unknown cards are errors naming the key)."""
    from ..engine.scenario import build_game
    try:
        build_game(sc, where)
    except ScenarioError as e:
        msg = str(e).removeprefix(f"{where}: ")
        m = re.match(r"^(p[12]\.[\w\[\].]+): (.*)$", msg)
        if m:
            raise TutorialError(f"{where}: key 'scenario.{m.group(1)}': {m.group(2)}") from None
        raise TutorialError(str(e)) from None


def _step(where: str, i: int, raw: Any, *, free_default: bool = False) -> Step:
    t = _Table(where, f"steps[{i}]", raw, ("say", "task", "goal", "hint", "after", "rule", "solution", "allow",
                                           "wrong", "setup", "opponent", "autopass", "free", "fail", "fail_say"))
    wrong = []
    w = raw.get("wrong", [])
    if not isinstance(w, list):
        t.fail("wrong", "expected a list of tables like { action = \"pass\", say = \"...\" }")
    for j, x in enumerate(w):
        wt = _Table(where, f"steps[{i}].wrong[{j}]", x, ("action", "say"))
        wrong.append(Wrong(wt.text("action"), wt.text("say")))
    setup = t.texts("setup")
    try:
        parse_scenario({"title": "setup", "actions": setup}, where)
    except ScenarioError as e:
        m = re.match(r"^actions\[(\d+)\] (.*)$", str(e).removeprefix(f"{where}: "))
        raise TutorialError(f"{where}: key 'steps[{i}].setup[{m.group(1)}]': {m.group(2)}" if m else str(e)) from None
    free = t.flag("free") if "free" in raw else free_default
    solution = t.texts("solution")
    step = Step(say=t.text("say"), task=t.text("task"), goal=conditions(where, f"steps[{i}].goal", raw.get("goal")),
                hint=t.text("hint"), after=t.text("after"), rule=t.rule(), solution=solution,
                allow=t.texts("allow"), wrong=wrong, setup=setup, opponent=t.texts("opponent"),
                autopass=t.flag("autopass"), free=free,
                fail=conditions(where, f"steps[{i}].fail", raw.get("fail"), required=False),
                fail_say=t.text("fail_say", required=False))
    if not step.solution and not step.free:
        t.fail("solution", "missing; expected the learner's actions that reach the goal (the tutorial checks them)")
    return step


def load_lesson(path: str | Path) -> Course:
    p = Path(path)
    where = str(p)
    raw = _read(p)
    top = _Table(where, "", raw, ("lesson", "scenario", "steps"))
    meta = _Table(where, "lesson", raw.get("lesson"), ("title", "summary", "opponent_bot", "solution_bot",
                                                        "stops"))
    sc = _scenario(where, raw)
    steps_raw = raw.get("steps")
    if not isinstance(steps_raw, list) or not steps_raw:
        top.fail("steps", "missing; expected one or more [[steps]] tables")
    steps = [_step(where, i, s) for i, s in enumerate(steps_raw)]
    m = re.match(r"^(\d+)_", p.stem)
    course = Course("lesson", p.stem, meta.text("title"), meta.text("summary"), sc, steps, where,
                    opponent_bot=meta.level("opponent_bot"), solution_bot=meta.level("solution_bot"),
                    stops=meta.texts("stops"), number=int(m.group(1)) if m else 0)
    if any(s.free and not s.solution for s in steps) and not course.solution_bot:
        meta.fail("solution_bot", "missing; a step with free = true and no solution is played by this bot in checks")
    _check_cards(where, sc)
    return course


def load_puzzle(path: str | Path) -> Course:
    p = Path(path)
    where = str(p)
    raw = _read(p)
    _Table(where, "", raw, ("puzzle", "scenario"))
    t = _Table(where, "puzzle", raw.get("puzzle"), ("title", "goal", "say", "hint", "after", "rule", "solution",
                                                     "opponent", "opponent_bot", "win", "lose", "lose_say",
                                                     "stops"))
    goal = t.text("goal")
    if goal not in PUZZLE_GOALS:
        t.fail("goal", f"unknown goal {goal!r}; expected one of: {', '.join(repr(g) for g in PUZZLE_GOALS)}")
    sc = _scenario(where, raw)
    start = sc.state.turn
    me = "p1"
    if goal == "win this turn":
        win = [{"state": "winner", "equals": me}]
        lose = [{"any": [{"state": "turn", "at_least": start + 1}, {"state": "winner", "equals": "p2"},
                         {"state": "winner", "equals": "draw"}]}]
        lose_say = "The turn ended and your opponent is still in the game."
    else:
        win = [{"state": "turn", "at_least": start + 2}, {"state": "over", "equals": False}]
        lose = [{"state": "over", "equals": True}]
        lose_say = "You did not survive until your next turn."
    if "win" in raw["puzzle"]:
        win = conditions(where, "puzzle.win", raw["puzzle"]["win"])
    if "lose" in raw["puzzle"]:
        lose = conditions(where, "puzzle.lose", raw["puzzle"]["lose"])
    solution = t.texts("solution")
    if not solution:
        t.fail("solution", "missing; expected the intended solution (the learner's actions)")
    step = Step(say=t.text("say"), task=goal[0].upper() + goal[1:] + ".", goal=win, hint=t.text("hint"),
                after=t.text("after"), rule=t.rule(), solution=solution, opponent=t.texts("opponent"),
                free=True, fail=lose, fail_say=t.text("lose_say", required=False, default=lose_say))
    course = Course("puzzle", p.stem, t.text("title"), step.say.split("\n")[0], sc, [step], where,
                    opponent_bot=t.level("opponent_bot"), stops=t.texts("stops"), goal=goal)
    _check_cards(where, sc)
    return course


def load_course(path: str | Path) -> Course:
    """A lesson or a puzzle file, told apart by its [lesson] or [puzzle] table."""
    p = Path(path)
    raw = _read(p)
    if "puzzle" in raw and "lesson" not in raw:
        return load_puzzle(p)
    if "lesson" in raw:
        return load_lesson(p)
    raise TutorialError(f"{p}: expected a [lesson] table (with [[steps]]) or a [puzzle] table, and a [scenario]")


# ---------------------------------------------------------------------- the shipped ones
def lesson_paths(directory: Path = LESSON_DIR) -> list[Path]:
    return sorted(directory.glob("*.toml"))


def puzzle_paths(directory: Path = PUZZLE_DIR) -> list[Path]:
    return sorted(directory.glob("*.toml"))


def lessons(directory: Path = LESSON_DIR) -> list[Course]:
    return [load_lesson(p) for p in lesson_paths(directory)]


def puzzles(directory: Path = PUZZLE_DIR) -> list[Course]:
    return [load_puzzle(p) for p in puzzle_paths(directory)]


def find_lesson(name: str, directory: Path = LESSON_DIR) -> Path:
    """A lesson by number ('7'), file stem ('07_ring') or name ('ring'); an unknown one names the choices."""
    return _find(name, lesson_paths(directory), "lesson")


def find_puzzle(name: str, directory: Path = PUZZLE_DIR) -> Path:
    return _find(name, puzzle_paths(directory), "puzzle")


def _find(name: str, paths: list[Path], what: str) -> Path:
    key = name.strip().lower().removesuffix(".toml").replace("-", "_").replace(" ", "_")
    p = Path(name)
    if p.suffix == ".toml" and p.is_file():
        return p
    for q in paths:
        stem = q.stem.lower()
        num, _, slug = stem.partition("_")
        if key in (stem, slug) or (key.isdigit() and num.isdigit() and int(key) == int(num)):
            return q
    for q in paths:
        if key and key in q.stem.lower():
            return q
    choices = ", ".join(q.stem for q in paths)
    raise TutorialError(f"no {what} named {name!r}; {what}s: {choices}")
