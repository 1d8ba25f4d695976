"""The tutor: plays a lesson or a puzzle step by step, headless (the TUI, the CLI check and the tests share it).

The learner is p1.  After each of the learner's actions the tutor plays the opponent (its scripted actions for
the step, else a bot if the course names one, else it passes / declares nothing / takes the first choice) and,
in steps that say so, passes priority for the learner.  After every action it checks the step's goal against
the engine's events and the snapshot; when it holds, the step's explanation is reported and the next step
begins.  A legal action that neither reaches the goal nor is accepted by the step is explained and taken back
by rebuilding the game from the lesson's scenario plus the accepted actions so far; an illegal one is explained
and changes nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..engine.actions import Action, IllegalActionError
from ..engine.events import Event
from ..engine.game import Game
from ..engine.scenario import ScenarioFailed, build_game, run_action
from .explain import describe_legal, explain_illegal
from .goals import all_hold, text_matches
from .model import Course, Step, TutorialError

LEARNER, OPPONENT = "p1", "p2"
# free play: where the learner is given priority (if they can do more than pass); "opp:" = the opponent's turn
DEFAULT_STOPS = ("main1", "declare_blockers", "main2", "opp:declare_attackers", "opp:declare_blockers", "opp:end")
MAX_AUTO = 5000  # actions the tutor may take by itself between two learner actions


@dataclass
class Move:
    who: str  # "p1", "p2" or "setup"
    text: str
    events: list[Event]
    auto: bool = False  # taken by the tutor (a pass for the learner, the opponent's script, a setup line)


@dataclass
class Note:
    kind: str  # "goal" (a step done), "done" (course complete), "wrong", "illegal", "failed", "info"
    text: str
    rule: str | None = None
    step: int | None = None


@dataclass
class Report:
    moves: list[Move] = field(default_factory=list)
    notes: list[Note] = field(default_factory=list)
    undone: bool = False  # a wrong action was taken back (the game was rebuilt)

    def kinds(self) -> list[str]:
        return [n.kind for n in self.notes]

    def note(self, kind: str) -> Note | None:
        return next((n for n in self.notes if n.kind == kind), None)


class Tutor:
    """One run of a lesson or puzzle.  ``progress`` (optional) is told about steps reached and results."""

    def __init__(self, course: Course, progress=None):
        self.course = course
        self.progress = progress
        self.status = "new"  # new, playing, done, failed
        self.g: Game | None = None
        self.i = 0
        self.history: list[str] = []  # action lines after the scenario's own
        self.base = 0  # how many entries of the game's history the scenario's own actions made (trace)
        self.checkpoint: list[str] = []  # the history as the current step began
        self.checkpoints: dict[int, list[str]] = {}  # the history as each step reached began
        self.step_events: list[Event] = []
        self.step_actions: list[str] = []
        self.opp_left: list[str] = []
        self.names: dict[str, str] = {}
        self.agents: dict[str, Any] = {}
        self.hints = 0

    # ------------------------------------------------------------------ state
    @property
    def step(self) -> Step:
        return self.course.steps[min(self.i, len(self.course.steps) - 1)]

    @property
    def game(self) -> Game:
        assert self.g is not None, "call start() first"
        return self.g

    @property
    def waiting(self) -> bool:
        """The learner must decide now."""
        return self.status == "playing" and self.g is not None and not self.g.over and self.g.decider == LEARNER

    @property
    def trace(self) -> list[tuple[str, str]]:
        """Every decision carried out in this attempt after the scenario's own actions, (player, canonical
        action text), oldest first: the game's history past them (what a save of the lesson holds).  A wrong
        move taken back, or a restart, builds a new game from the lines kept, and so a new trace."""
        return self.game.history_since(self.base)

    def legal(self) -> list[Action]:
        return self.g.legal_actions() if self.waiting else []

    def hint(self) -> str:
        self.hints += 1
        return self.step.hint

    # ------------------------------------------------------------------ starting
    def start(self, resume: dict | None = None) -> Report:
        """Build the board and begin the first step (or resume at ``{"step": i, "history": [...]}``)."""
        report = Report()
        self._new_agents()
        self.names = {}
        self.status = "playing"
        if resume:
            try:
                i = int(resume.get("step", 0))
                hist = [str(x) for x in resume.get("history", [])]
                if not 0 <= i < len(self.course.steps):
                    raise ValueError(i)
                self.g = self._build(hist)
                self.history = hist
                self._enter(i, report, run_setup=False)
                self._pump(report)
                return report
            except (ScenarioFailed, IllegalActionError, ValueError, TypeError, TutorialError):
                report.notes.append(Note("info", "The saved place in this lesson no longer fits it: starting over."))
                self._new_agents()
        self.history = []
        self.g = self._build([])
        self._enter(0, report)
        self._pump(report)
        return report

    def restart(self) -> Report:
        return self.start()

    def undo(self) -> Report:
        """Take back your last decision: what you did in this step (and what the opponent did after it),
        or, at the start of a step, the previous step's moves.  The board is rebuilt from the lesson's
        scenario and the actions kept, so the result is exactly the earlier position."""
        report = Report()
        if self.g is None:
            return report
        back_to = None
        if self.status == "playing" and len(self.history) > len(self.checkpoint) and any(
                line.startswith(f"{LEARNER}:") for line in self.history[len(self.checkpoint):]):
            back_to = self.i
        elif self.i > 0:
            back_to = self.i - 1
        elif self.status != "playing" and self.i == 0:
            back_to = 0
        if back_to is None or back_to not in self.checkpoints:
            report.notes.append(Note("info", "There is nothing to take back."))
            return report
        self.history = list(self.checkpoints[back_to])
        self.g = self._build(self.history)
        self.status = "playing"
        for k in [k for k in self.checkpoints if k > back_to]:
            del self.checkpoints[k]
        self._enter(back_to, report, run_setup=False)
        report.undone = True
        report.notes.append(Note("info", "Taken back: you are at the start of this step again."))
        self._pump(report)
        return report

    def _new_agents(self) -> None:
        self.agents = {}
        if self.course.opponent_bot:
            from ..ai.base import make_agent
            self.agents[OPPONENT] = make_agent(self.course.opponent_bot, self.course.scenario.seed * 2 + 1)

    def _build(self, lines: list[str]) -> Game:
        sc = self.course.scenario
        try:
            g = build_game(sc, self.course.path)
            for line in sc.actions:
                run_action(g, line)
            self.base = g.history_len
            for line in lines:
                run_action(g, line)
        except ScenarioFailed as e:
            raise TutorialError(f"{self.course.path}: scenario: {e}") from None
        self.g = g
        self._learn_names()
        return g

    def _learn_names(self) -> None:
        g = self.g
        for oid, o in g.objects.items():
            self.names[oid] = o.card.name
        for it in g.stack:
            self.names.setdefault(it.id, it.source_name)

    # ------------------------------------------------------------------ steps
    def _enter(self, i: int, report: Report, run_setup: bool = True) -> None:
        self.i = i
        self.step_events = []
        self.step_actions = []
        step = self.course.steps[i]
        self.opp_left = list(step.opponent)
        if run_setup:
            for line in step.setup:
                evs = self._run_line(line)
                report.moves.append(Move("setup", line, evs, auto=True))
                self.step_events += evs
        self.checkpoint = list(self.history)
        self.checkpoints[i] = list(self.history)
        if self.progress is not None:
            self.progress.reached(self.course, i, self.checkpoint)

    def _run_line(self, line: str) -> list[Event]:
        g = self.g
        self._learn_names()
        n = len(g.log)
        try:
            run_action(g, line)
        except ScenarioFailed as e:
            raise TutorialError(f"{self.course.path}: steps[{self.i}].setup: {e}") from None
        self.history.append(line)
        self._learn_names()
        return list(g.log[n:])

    def _apply(self, who: str, action: Action) -> list[Event]:
        g = self.g
        self._learn_names()
        evs = g.apply(action)
        self.history.append(f"{who}: {action.text}")
        self._learn_names()
        return list(evs)

    def _snap_holds(self, conds: list[dict]) -> bool:
        return all_hold(conds, self.step_events, self.step_actions, self.g.snapshot(), self.names)

    def _check(self, report: Report) -> bool:
        """After an action: has the attempt failed, or the step's goal been reached?  True when something ended."""
        if self.status != "playing":
            return False
        step = self.step
        if step.fail and self._snap_holds(step.fail):
            self.status = "failed"
            report.notes.append(Note("failed", step.fail_say or "That didn't work out.", step=self.i))
            if self.progress is not None:
                self.progress.finished(self.course, False)
            return True
        if self._snap_holds(step.goal):
            report.notes.append(Note("goal", step.after, step.rule, step=self.i))
            if self.i + 1 < len(self.course.steps):
                self._enter(self.i + 1, report)
                self._check(report)
            else:
                self.status = "done"
                what = "Lesson" if self.course.kind == "lesson" else "Puzzle"
                report.notes.append(Note("done", f"{what} complete: {self.course.title}.", step=self.i))
                if self.progress is not None:
                    self.progress.finished(self.course, True)
            return True
        if self.g.over:
            self.status = "failed"
            w = self.g.winner
            who = "you won" if w == LEARNER else "your opponent won" if w == OPPONENT else "it's a draw"
            report.notes.append(Note("failed", f"The game is over ({who}) before this step's goal was reached. "
                                               f"Press r to try again.", step=self.i))
            if self.progress is not None:
                self.progress.finished(self.course, False)
            return True
        return False

    # ------------------------------------------------------------------ the learner
    def act(self, action: Action | str) -> Report:
        """The learner's action (an Action or any action text)."""
        report = Report()
        if self.status != "playing":
            report.notes.append(Note("info", "This attempt is over: press r to start again."))
            return report
        g = self.g
        if g.decider != LEARNER:
            report.notes.append(Note("info", "It isn't your decision right now."))
            return report
        typed = action if isinstance(action, str) else action.text
        if isinstance(action, str):
            try:
                action = g.find_action(action)
            except IllegalActionError as e:
                report.notes.append(Note("illegal", self._illegal_text(typed, e), step=self.i))
                return report
        if action.kind == "concede":
            report.notes.append(Note("info", "To leave, press Escape; to start again, press r."))
            return report
        if action not in g.legal_actions():
            try:
                action = g.find_action(action.text)
            except IllegalActionError as e:
                report.notes.append(Note("illegal", self._illegal_text(typed, e), step=self.i))
                return report
        step, i0 = self.step, self.i
        mark = (len(self.history), list(self.step_events), list(self.step_actions), list(self.opp_left))
        evs = self._apply(LEARNER, action)
        report.moves.append(Move(LEARNER, action.text, evs))
        self.step_events += evs
        self.step_actions.append(action.text)
        self._check(report)
        self._pump(report)
        if self.i != i0 or self.status != "playing" or step.free or self._accepted(step, action):
            return report
        # a legal action that isn't this step's: explain what it did, then take it back
        done = [ev for mv in report.moves for ev in mv.events]
        report.notes.append(Note("wrong", self._wrong_text(step, action, done), step=self.i))
        n, self.step_events, self.step_actions, self.opp_left = mark
        self.history = self.history[:n]
        self._build(self.history)
        report.undone = True
        return report

    def _accepted(self, step: Step, action: Action) -> bool:
        return any(text_matches(p, action.text) for p in step.solution + step.allow)

    def _authored(self, step: Step, text: str, exact: bool = False) -> str | None:
        for w in step.wrong:
            if exact and any(ch in w.action for ch in "*?["):
                continue
            if text_matches(w.action, text):
                return w.say
        return None

    def _illegal_text(self, typed: str, err: IllegalActionError) -> str:
        why = explain_illegal(self.g, typed, LEARNER)
        if not why:
            why = str(err).splitlines()[0].split("; legal:")[0]
        authored = self._authored(self.step, typed, exact=True)
        head = f"'{typed}' isn't legal now. {why}"
        return head + (f" {authored}" if authored else "")

    def _wrong_text(self, step: Step, action: Action, events: list[Event]) -> str:
        authored = self._authored(step, action.text)
        what = describe_legal(action, events)
        if authored:
            return f"{authored} It has been taken back: try again."
        return (f"'{action.text}' is legal, but it isn't this step's goal. {what} "
                f"It has been taken back. This step: {step.task}")

    # ------------------------------------------------------------------ everyone else
    def _pump(self, report: Report) -> None:
        """Play the opponent, and the learner's automatic passes, until the learner must decide."""
        for _ in range(MAX_AUTO):
            g = self.g
            if self.status != "playing" or g.over:
                return
            d = g.decider
            if d == OPPONENT:
                a = self._opponent_action()
                evs = self._apply(OPPONENT, a)
                report.moves.append(Move(OPPONENT, a.text, evs, auto=True))
            elif d == LEARNER and (a := self._auto_action()) is not None:
                evs = self._apply(LEARNER, a)
                report.moves.append(Move(LEARNER, a.text, evs, auto=True))
            else:
                return
            self.step_events += evs
            self._check(report)
        raise TutorialError(f"{self.course.path}: step {self.i + 1}: the game went on for {MAX_AUTO} actions "
                            f"without the learner")

    def _auto_action(self) -> Action | None:
        """The action the tutor takes for the learner, if any: passing priority in autopass steps (once the
        learner has acted in the step) and in free play where the learner set no stop; in autopass steps also
        an empty attack or block declaration, unless the step is about attacking or blocking."""
        g = self.g
        d = g.pending
        step = self.step
        legal = g.legal_actions()
        if d is None:
            return None
        if d.kind in ("attack", "block"):
            if not (step.autopass and self.step_actions):
                return None
            if any(text_matches(f"{d.kind} *", t) for t in step.solution + step.allow):
                return None
            return next((a for a in legal if a.kind == "done"), None)
        if d.kind != "priority":
            return None
        passing = next((a for a in legal if a.kind == "pass"), None)
        if step.autopass:
            return passing if self.step_actions else None  # once the learner has acted in this step
        if not step.free:
            return None
        if all(a.kind in ("pass", "tap") for a in legal):
            return passing
        if g.stack:
            return None
        stops = self.course.stops or DEFAULT_STOPS
        key = g.step if g.active == LEARNER else f"opp:{g.step}"
        if key == "opp:declare_attackers" and not g.attackers:
            return passing
        return None if key in stops else passing

    def _opponent_action(self) -> Action:
        g = self.g
        legal = g.legal_actions()
        for k, text in enumerate(self.opp_left):
            try:
                a = g.find_action(text)
            except IllegalActionError:
                continue
            del self.opp_left[k]
            return a
        agent = self.agents.get(OPPONENT)
        if agent is not None:
            from ..ai.base import PlayerView
            return agent.choose(PlayerView(g, OPPONENT), legal)
        kind = g.pending.kind
        if kind == "priority":
            return next(a for a in legal if a.kind == "pass")
        if kind in ("attack", "block"):
            return next(a for a in legal if a.kind == "done")
        return legal[0]

