"""`mtg-tui tutorial --check`: play every lesson's scripted solution and every puzzle's intended solution
headlessly.  A lesson fails if a solution action is illegal or judged wrong, if a step's goal never fires
after its solution (or fires before the solution is used up), or if it doesn't end complete; a puzzle fails
unless its solution wins."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from ..engine.actions import IllegalActionError
from .goals import describe
from .model import Course, TutorialError, lesson_paths, load_lesson, load_puzzle, puzzle_paths
from .tutor import LEARNER, Tutor

MAX_FREE = 3000


@dataclass
class CheckResult:
    course: Course | None
    path: str
    ok: bool
    problems: list[str] = field(default_factory=list)
    actions: int = 0

    def line(self) -> str:
        c = self.course
        label = f"{c.kind} {c.key}" if c else self.path
        if self.ok:
            n = len(c.steps) if c and c.kind == "lesson" else 1
            what = f"{n} step{'s' if n != 1 else ''}" if c and c.kind == "lesson" else "solution wins"
            return f"ok    {label}: {what}, {self.actions} learner actions"
        return f"FAIL  {label}: {self.problems[0] if self.problems else 'failed'}"


def check_course(course: Course) -> CheckResult:
    res = CheckResult(course, course.path, False)
    t = Tutor(course)
    try:
        t.start()
        _play(t, course, res)
    except TutorialError as e:
        res.problems.append(str(e))
    except (IllegalActionError, AssertionError, StopIteration) as e:  # pragma: no cover (an engine bug)
        res.problems.append(f"unexpected error: {e!r}")
    if not res.problems and t.status != "done":
        res.problems.append(f"ended {t.status} instead of complete")
    res.ok = not res.problems
    return res


def _play(t: Tutor, course: Course, res: CheckResult) -> None:
    for si, step in enumerate(course.steps):
        where = f"step {si + 1} ({step.task})"
        if t.status != "playing":
            res.problems.append(f"{where}: the {course.kind} ended ({t.status}) before this step")
            return
        if t.i != si:
            res.problems.append(f"{where}: its goal fired before the learner acted")
            return
        if step.free:
            _play_free(t, si, step, res, where)
            if res.problems:
                return
            continue
        for k, text in enumerate(step.solution):
            if t.i != si or t.status != "playing":
                res.problems.append(f"{where}: the goal fired after solution action {k} of {len(step.solution)} "
                                    f"({step.solution[k - 1]!r}); the rest is never used")
                return
            if not t.waiting:
                res.problems.append(f"{where}: solution action {text!r}: the learner isn't deciding "
                                    f"(decider {t.game.decider})")
                return
            r = t.act(text)
            res.actions += 1
            bad = r.note("illegal") or r.note("wrong")
            if bad:
                legal = ", ".join(a.text for a in t.game.legal_actions())
                res.problems.append(f"{where}: solution action {text!r} was refused: {bad.text} (legal: {legal})")
                return
        if t.i == si and t.status == "playing":
            goal = "; ".join(describe(c) for c in step.goal)
            res.problems.append(f"{where}: the goal never fired after its solution (goal: {goal})")
            return


def _play_free(t: Tutor, si: int, step, res: CheckResult, where: str) -> None:
    """A free step: feed the solution's actions as soon as each is legal (passing or finishing declarations in
    between), or let the course's solution bot play."""
    sol = list(step.solution)
    agent = None
    if not sol:
        from ..ai.base import make_agent
        agent = make_agent(t.course.solution_bot or "normal", t.course.scenario.seed * 2)
    for _ in range(MAX_FREE):
        if t.i != si or t.status != "playing":
            if sol:
                res.problems.append(f"{where}: ended before its solution was used up (left: {sol})")
            return
        if not t.waiting:
            res.problems.append(f"{where}: the learner isn't deciding and the step isn't over")
            return
        g = t.game
        legal = g.legal_actions()
        if agent is not None:
            from ..ai.base import PlayerView
            a = agent.choose(PlayerView(g, LEARNER), legal)
        elif sol and _legal(g, sol[0]):
            a = g.find_action(sol.pop(0))
        elif g.pending.kind == "priority":
            a = next(x for x in legal if x.kind == "pass")
        elif g.pending.kind in ("attack", "block"):
            a = next(x for x in legal if x.kind == "done")
        else:
            res.problems.append(f"{where}: a choice the solution doesn't answer: {g.pending.prompt} "
                                f"(legal: {', '.join(x.text for x in legal)}; solution left: {sol})")
            return
        r = t.act(a)
        res.actions += 1
        bad = r.note("illegal") or r.note("wrong")
        if bad:
            res.problems.append(f"{where}: {a.text!r} was refused: {bad.text}")
            return
        failed = r.note("failed")
        if failed:
            res.problems.append(f"{where}: failed: {failed.text}")
            return
    res.problems.append(f"{where}: not over after {MAX_FREE} learner actions")


def play_puzzle(course: Course, actions: list[str]) -> tuple[Tutor, list[str]]:
    """Play a puzzle (or a one-step free lesson) with these learner actions, fed as in --check; returns the tutor
    (its status: done = solved, failed = lost) and any problems (a choice the actions don't answer...)."""
    from dataclasses import replace
    step = replace(course.steps[0], solution=list(actions))
    c = replace(course, steps=[step] + course.steps[1:])
    t = Tutor(c)
    t.start()
    res = CheckResult(c, c.path, False)
    _play_free(t, 0, step, res, "puzzle")
    return t, res.problems


def _legal(g, text: str) -> bool:
    try:
        g.find_action(text)
        return True
    except IllegalActionError:
        return False


def check_all(lesson_dir: Path | None = None, puzzle_dir: Path | None = None) -> list[CheckResult]:
    out = []
    for p in (lesson_paths(lesson_dir) if lesson_dir else lesson_paths()):
        out.append(_check_path(p, load_lesson))
    for p in (puzzle_paths(puzzle_dir) if puzzle_dir else puzzle_paths()):
        out.append(_check_path(p, load_puzzle))
    return out


def _check_path(p: Path, loader) -> CheckResult:
    try:
        course = loader(p)
    except TutorialError as e:
        return CheckResult(None, str(p), False, [str(e)])
    return check_course(course)
