"""The tutorial in the app: the lesson and puzzle lists, and a lesson screen.

The lesson screen is the game screen (the same board, hand, stack, card panel, log and keys) with a lesson
panel on top of the side column: the step's narration and goal, the explanation after each goal with its rule
number, hints (h), and what went wrong after a wrong move.  Every action goes to the :class:`Tutor`, which
checks it against the engine's events and state; the game shown is always the tutor's.
"""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Label, OptionList, Static
from textual.widgets.option_list import Option

from ...engine.actions import Action
from ...engine.events import count_of
from ...tutorial.model import Course, TutorialError, lesson_paths, load_lesson, load_puzzle, puzzle_paths
from ...tutorial.progress import Progress
from ...tutorial.tutor import Report, Tutor
from ..session import GameSession, Seat, Settings
from ..safe import esc
from .game import GameScreen

PANEL_STYLE = {"goal": "#a5d6a7", "done": "bold #ffd54f", "wrong": "#ffab40", "illegal": "#ef9a9a",
               "failed": "bold #ef5350", "info": "#90caf9", "hint": "#80deea"}


# ---------------------------------------------------------------------- loading, with errors shown not raised
def load_courses(kind: str) -> tuple[list[Course], list[str]]:
    """Every shipped lesson (or puzzle) that loads, and one line for each that doesn't."""
    paths = lesson_paths() if kind == "lesson" else puzzle_paths()
    loader = load_lesson if kind == "lesson" else load_puzzle
    out, errors = [], []
    for p in paths:
        try:
            out.append(loader(p))
        except TutorialError as e:
            errors.append(str(e))
    return out, errors


def menu_progress(key: str) -> str:
    """The progress the main menu shows after its Tutorial and Puzzles entries: '  (3/14 done)'."""
    kind = {"tutorial": "lesson", "puzzles": "puzzle"}.get(key)
    if kind is None:
        return ""
    try:
        courses, _ = load_courses(kind)
        pr = Progress()
    except Exception:  # the menu must never fail because of tutorial data
        return ""
    return f"  ({pr.summary(courses)} {'done' if kind == 'lesson' else 'solved'})"


def refresh_main_menu(app) -> None:
    """Update the progress shown in the main menu's Tutorial and Puzzles entries, if the menu is open."""
    try:
        from .menu import MENU, MainMenu
        for scr in app.screen_stack:
            if isinstance(scr, MainMenu):
                ol = scr.query_one("#menu-list", OptionList)
                for key, label, k in MENU:
                    if key in ("tutorial", "puzzles"):
                        ol.replace_option_prompt(key, Text.assemble((f" {k} ", "bold reverse"), "  ", label,
                                                                    (menu_progress(key), "#a5d6a7")))
    except Exception:  # the menu belongs to another screen: never fail because of it
        pass


# ---------------------------------------------------------------------- the session the game screen reads
class TutorSession(GameSession):
    """A GameSession whose game is always the tutor's (a new one after a restart or a wrong move taken back)."""

    def __init__(self, tutor: Tutor):
        self.tutor = tutor
        g = tutor.game
        seats = (Seat("p1", g.players["p1"].name), Seat("p2", g.players["p2"].name, tutor.course.opponent_bot or "random"))
        try:
            super().__init__([], [], seats, tutor.course.scenario.seed, (tutor.course.kind, "tutor"), game=g)
        except TypeError:  # an older GameSession without game=
            super().__init__([], [], seats, tutor.course.scenario.seed, (tutor.course.kind, "tutor"))
        self.started = True
        self.title = tutor.course.title
        self.opening_events = []  # the tutor's report says what happened; the screen logs it

    @property
    def game(self):
        return self.tutor.game

    @game.setter
    def game(self, _value) -> None:  # GameSession.__init__ sets it: the tutor's game is the only one
        pass

    def rematch(self) -> "TutorSession":
        return self


# ---------------------------------------------------------------------- autosave (issue 7)
def _toml_value(v) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return repr(v)
    if isinstance(v, str):
        return json.dumps(v, ensure_ascii=False)  # a JSON string is a TOML basic string
    if isinstance(v, (list, tuple)):
        return "[" + ", ".join(_toml_value(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{" + ", ".join(f"{json.dumps(str(k), ensure_ascii=False)} = {_toml_value(x)}"
                               for k, x in v.items()) + "}"
    raise TypeError(f"cannot write {type(v).__name__} as TOML")


def scenario_toml(course: Course) -> str:
    """The course's [scenario] table as a scenario file's text (what a save's header keeps)."""
    raw = tomllib.loads(Path(course.path).read_text(encoding="utf-8"))["scenario"]
    return "".join(f"{json.dumps(str(k), ensure_ascii=False)} = {_toml_value(v)}\n" for k, v in raw.items())


class TutorAutosave:
    """Writes a lesson's or puzzle's game to a save file as it goes (mode "tutorial" or "puzzle", the scenario
    kept in the header): after each of the tutor's turns the file is brought level with the tutor's game's
    history past the scenario's own actions (Tutor.trace); a wrong move the tutor took back never reached it,
    and a restart is an undo line back to the start."""

    def __init__(self, tutor: Tutor, path=None) -> None:
        from ...saves import GameRecorder, make_header
        c, g = tutor.course, tutor.game
        seats = {pid: {"name": g.players[pid].name, "deck": c.title, "decklist": [],
                       "bot": None if pid == "p1" else (c.opponent_bot or "random")} for pid in ("p1", "p2")}
        header = make_header("tutorial" if c.kind == "lesson" else "puzzle", c.scenario.seed, seats,
                             scenario={"name": c.title[:200], "toml": scenario_toml(c)})
        self.tutor = tutor
        self.rec = GameRecorder.create(g, header, path, base=tutor.base)

    def sync(self) -> None:
        rec, g = self.rec, self.tutor.game
        if rec.finished and rec.taken_back(g):
            # (nothing may follow a save's end line) a new attempt after the game ended: a new file
            from ...saves import GameRecorder
            rec.close()
            self.rec = rec = GameRecorder.create(g, rec.header.model_copy(), None, base=self.tutor.base)
        rec.sync(g)

    def close(self) -> None:
        self.rec.close()


# ---------------------------------------------------------------------- the lesson screen
class LessonPanel(Vertical):
    """The narration (scrolls when long) above the goal and any feedback (always in view)."""

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="lesson-scroll", can_focus=False):
            yield Static(id="lesson-text")
        yield Static(id="lesson-goal")


class TutorialScreen(GameScreen):
    """A lesson or puzzle on the game screen, with the lesson panel."""

    DEFAULT_CSS = """
    TutorialScreen #lesson {
        height: auto; min-height: 6;
        border: round #ffd54f; border-title-color: #ffd54f; border-title-style: bold;
        border-subtitle-color: #90a4ae; padding: 0 0 0 1;
    }
    TutorialScreen #lesson.-done { border: round #66bb6a; border-title-color: #a5d6a7; }
    TutorialScreen #lesson.-failed { border: round #ef5350; border-title-color: #ef9a9a; }
    TutorialScreen #lesson-scroll { height: auto; max-height: 16; scrollbar-size-vertical: 1; }
    TutorialScreen.-roomy #lesson-scroll { max-height: 19; }
    TutorialScreen.-short #lesson-scroll { max-height: 8; }
    TutorialScreen #lesson-text { height: auto; padding-right: 1; }
    TutorialScreen #lesson-goal { height: auto; padding-right: 1; margin-top: 1; }
    """
    BINDINGS = [
        Binding("h", "hint", "Hint", id="hint"),
        Binding("r", "restart", "Restart", id="restart"),
        Binding("u", "take_back", "Undo", id="take_back"),
        Binding("n", "next", "Next", id="next", show=False),
        Binding("escape", "leave", "Lessons", id="leave"),
        Binding("e", "confirm", show=False),
    ]

    def __init__(self, course: Course, settings: Settings | None = None, progress: Progress | None = None,
                 resume: bool = True) -> None:
        self.course = course
        self.progress = progress if progress is not None else Progress()
        self.tutor = Tutor(course, self.progress)
        state = self.progress.resume_state(course) if resume else None
        if not resume:
            self.progress.restart(course)
        self._start_report = self.tutor.start(state)
        self.autosave: TutorAutosave | None = None
        self.autosave_error = ""
        try:
            self.autosave = TutorAutosave(self.tutor)
        except Exception as e:  # (OSError, SaveError, a scenario table TOML cannot hold): the lesson goes on
            self.autosave_error = f"This {course.kind} is not being saved: {e}"
        base = settings or Settings()
        s = Settings(bot_delay=0, full_control=False, log_priority=base.log_priority)
        super().__init__(TutorSession(self.tutor), s)
        self.feedback: list[tuple[str, str]] = []  # (kind, text) shown under the narration
        self.last_after: tuple[str, str | None] | None = None
        self.shown_hint = False

    # ------------------------------------------------------------------ layout
    async def on_mount(self) -> None:
        # (Textual then runs GameScreen.on_mount too: titles, the first log line, advance())
        panel = LessonPanel(id="lesson")
        await self.query_one("#side").mount(panel, before="#stack-box")
        self._lesson_ready = True
        self._fit_side()
        self._show_report(self._start_report, log_moves=False)
        for n in self._start_report.notes:
            if n.kind == "info":
                self._say(n.text, timeout=6)
        if self.progress.warning:
            self._say(self.progress.warning, severity="warning", timeout=10)
        if self.autosave_error:
            self._say(self.autosave_error, severity="warning", timeout=10)

    def on_resize(self, event) -> None:
        self._fit_side()

    def _fit_side(self) -> None:
        """A wider side column for the narration when the terminal allows (inline: app.tcss sets #side)."""
        try:
            side = self.query_one("#side")
        except Exception:
            return
        side.styles.width = self._side_width()
        if getattr(self, "_lesson_ready", False):
            self.refresh_lesson()  # the panel's title depends on its width

    def _side_width(self) -> int:
        w = self.app.size.width
        return 56 if w >= 130 else 52 if w >= 120 else 44

    # ------------------------------------------------------------------ the flow: everything goes through the tutor
    def _autosave(self) -> None:
        if self.autosave is None:
            return
        try:
            self.autosave.sync()
        except Exception as e:  # the save stops, the lesson goes on
            self.autosave.close()
            self.autosave = None
            self._say(f"This {self.course.kind} is no longer being saved: {e}", severity="warning", timeout=8)

    def on_unmount(self) -> None:
        if self.autosave is not None:
            self.autosave.close()

    def advance(self) -> None:
        self._autosave()
        t = self.tutor
        self.waiting = t.waiting
        self.bot_busy = False
        self.refresh_view()
        if getattr(self, "_lesson_ready", False):
            self.refresh_lesson()

    def act(self, action: Action | str) -> bool:
        t = self.tutor
        if t.status != "playing":
            self._say("This attempt is over: r starts again" + (", n opens the next lesson." if
                                                                  t.status == "done" else "."), timeout=4)
            return False
        if not self.waiting:
            self._say("Not your decision right now.", severity="warning", timeout=2)
            return False
        try:
            report = t.act(action)
        except TutorialError as e:  # a lesson file whose later steps don't fit (a setup line failed)
            self._say(str(e), severity="error", timeout=10)
            self._log(Text(f"✗ {e}", style="bold red"))
            return False
        self.numbers.clear()
        self.error = ""
        self.flash = set()
        self._show_report(report)
        bad = report.note("illegal") or report.note("wrong")
        if bad is not None:
            self.error = "Not this one: see the lesson panel." if bad.kind == "wrong" else \
                "Not legal now: see the lesson panel."
        self.advance()
        return bad is None

    def _show_report(self, report: Report, log_moves: bool = True) -> None:
        if log_moves:
            names = {p: self.session.name(p) for p in ("p1", "p2")}
            for mv in report.moves:
                if mv.who == "setup":
                    self._log(Text(f"(tutor) {mv.text}", style="italic #90a4ae"))
                elif mv.who == "p1" and not mv.auto:
                    self._log(Text(f"{names['p1']}: {mv.text}", style="dim" if mv.text == "pass" else
                                   "bold #a5d6a7"))
                elif mv.who == "p2" and mv.text not in ("pass", "done"):
                    self._log(Text(f"▶ {names['p2']}: {mv.text}", style="bold #ffab40"))
                self._log_events(mv.events)
                if mv.who == "p2" and mv.text not in ("pass", "done"):
                    self.flash = set()
            if report.undone:
                self._log(Text("↶ taken back: the game is as it was before that action", style="bold #ffab40"))
        self.feedback = []
        for n in report.notes:
            if n.kind == "goal":
                self.last_after = (n.text, n.rule)
                self.shown_hint = False
            elif n.kind in ("wrong", "illegal", "failed", "done", "info"):
                self.feedback.append((n.kind, n.text))
                if n.kind == "wrong":
                    self._log(Text(f"✗ {n.text}", style="#ffab40"))
                elif n.kind == "illegal":
                    self._log(Text(f"✗ {n.text}", style="#ef9a9a"))
        if report.note("done"):
            self.progress_changed()
        elif report.note("failed"):
            self.progress_changed()

    def refresh_prompt(self) -> None:
        super().refresh_prompt()
        t = self.tutor
        if t.status in ("done", "failed"):
            msg = Text()
            if t.status == "done":
                msg.append(("Puzzle solved! " if self.course.kind == "puzzle" else "Lesson complete! "),
                           style="bold #ffd54f")
                msg.append("n: next · r: again · Esc: back to the list", style="#90caf9")
            else:
                msg.append("Not this time. ", style="bold #ef5350")
                msg.append("r: try again · h: hint · Esc: back to the list", style="#90caf9")
            self.query_one("#prompt-text", Static).update(msg)

    def progress_changed(self) -> None:
        refresh_main_menu(self.app)

    # ------------------------------------------------------------------ the lesson panel
    def refresh_lesson(self) -> None:
        self._lesson_ready = True
        t = self.tutor
        c = self.course
        panel = self.query_one("#lesson", LessonPanel)
        # the narration: what just happened (and the rule), then the step's story
        out = Text()
        if self.last_after:
            text, rule = self.last_after
            out.append("✓ ", style="bold #66bb6a")
            out.append(text, style=PANEL_STYLE["goal"])
            if rule and rule not in text:
                out.append(f" (CR {rule})", style="#66bb6a")
            if t.status == "playing":
                out.append("\n\n")
        step = t.step
        if t.status == "playing":
            out.append(step.say.strip())
        if self.shown_hint and t.status != "done":
            out.append("\n\n")
            out.append("Hint: ", style="bold #80deea")
            out.append(step.hint, style=PANEL_STYLE["hint"])
        # always in view: what went wrong, and the goal (or what to do now)
        goal = Text()
        for kind, text in self.feedback:
            mark = {"wrong": "✗ ", "illegal": "✗ ", "failed": "✗ ", "done": "★ ", "info": "ℹ "}.get(kind, "")
            goal.append(mark + text + "\n", style=PANEL_STYLE.get(kind, ""))
        if t.status == "playing":
            goal.append("▶ Goal: ", style="bold #ffd54f")
            goal.append(step.task, style="bold")
            # the keys, in the panel where they wrap (the border's subtitle has room for the progress only)
            goal.append("\nh hint · r restart · u undo · Esc list", style="#90a4ae")
        elif t.status == "done":
            nxt = self._next_course()
            if c.kind == "puzzle":
                goal.append("Solved! ", style="bold #ffd54f")
            goal.append("n: " + (f"next ({nxt.title})" if nxt else "back to the list") + " · r: again · Esc: list",
                        style="bold #90caf9")
        else:
            goal.append("r: try again · h: hint · Esc: list", style="bold #90caf9")
        self.query_one("#lesson-text", Static).update(out)
        self.query_one("#lesson-goal", Static).update(goal)
        room = self._side_width() - 6  # the border's corners and the space around the title
        if c.kind == "lesson":
            total = len(lesson_paths())
            title = f"Lesson {c.number} of {total} · {c.title}"
            short = f"Lesson {c.number}/{total} · {c.title}"
            where = "complete" if t.status == "done" else f"step {t.i + 1}/{len(c.steps)}"
        else:
            title = short = f"Puzzle · {c.title}"
            where = {"done": "solved", "failed": "not this time"}.get(t.status, c.goal)
        if len(title) > room:
            title = short
        if len(title) > room:  # a long title: the whole of it heads the narration instead
            title = f"Lesson {c.number}/{total}" if c.kind == "lesson" else "Puzzle"
            self.query_one("#lesson-text", Static).update(Text.assemble((c.title + "\n\n", "bold #ffd54f"), out))
        panel.border_title = esc(title)  # (a lesson's title and goal come from its file: text, never markup)
        panel.border_subtitle = esc(where)
        panel.set_class(t.status == "done", "-done")
        panel.set_class(t.status == "failed", "-failed")
        self.query_one("#lesson-scroll").scroll_home(animate=False)

    # ------------------------------------------------------------------ keys
    def action_hint(self) -> None:
        self.tutor.hint()
        self.shown_hint = True
        self.refresh_lesson()

    def action_restart(self) -> None:
        self.progress.restart(self.course)
        report = self.tutor.restart()
        self.feedback, self.last_after, self.shown_hint = [], None, False
        self.over_shown = False
        self.sel_zone, self.sel_key, self.sel_index = "hand", None, 0
        self.query_one("#log").clear()
        self._log(Text(f"Restarted: {self.course.title}", style="bold"))
        self._show_report(report, log_moves=False)
        self.error = ""
        self.advance()

    def action_take_back(self) -> None:
        """Take back your last decision (re-simulated from the lesson's board)."""
        report = self.tutor.undo()
        self.feedback, self.last_after = [], None
        self.over_shown = False
        self._log(Text("Taken back", style="bold"))
        self._show_report(report, log_moves=False)
        self.error = ""
        self.advance()

    def action_next(self) -> None:
        if self.tutor.status != "done":
            return
        nxt = self._next_course()
        if nxt is None:
            self.action_leave()
            return
        self.app.switch_screen(TutorialScreen(nxt, self.settings, self.progress))

    def action_leave(self) -> None:
        refresh_main_menu(self.app)
        if len(self.app.screen_stack) > 1:
            self.app.pop_screen()
        else:
            self.app.exit()

    def action_end_turn(self) -> None:
        self.action_confirm()

    def concede(self) -> None:
        self.action_leave()

    def show_game_over(self) -> None:
        self.over_shown = True  # the lesson panel says how it ended

    def _next_course(self) -> Course | None:
        courses, _ = load_courses(self.course.kind)
        keys = [c.key for c in courses]
        if self.course.key in keys:
            i = keys.index(self.course.key)
            if i + 1 < len(courses):
                return courses[i + 1]
        return None


# ---------------------------------------------------------------------- the lists
class CourseMenu(Screen):
    """The lessons (or puzzles), with progress; Enter opens one, r starts it again from the beginning."""

    kind = "lesson"
    BINDINGS = [Binding("escape", "back", "Back"), Binding("r", "restart", "Restart selected"),
                Binding("enter", "open", "Open", show=False)]

    def __init__(self) -> None:
        super().__init__()
        self.courses: list[Course] = []
        self.errors: list[str] = []
        self.progress = Progress()
        self.last_opened: str | None = None  # the lesson opened from here (highlighted on return)

    def compose(self) -> ComposeResult:
        title = "Tutorial: lessons" if self.kind == "lesson" else "Puzzles"
        with Horizontal(id="decks"):
            with Vertical(id="cards-col"):
                yield Label(title, id="course-title", classes="dialog-title")
                yield OptionList(id="course-list")
            with VerticalScroll(id="text-col"):
                yield Static("", id="course-info")
        yield Footer()

    def on_mount(self) -> None:
        self.reload()
        ol = self.query_one("#course-list", OptionList)
        ol.focus()
        first = next((i for i, c in enumerate(self.courses) if self.progress.status(c) not in ("done", "solved")), 0)
        if ol.option_count:
            ol.highlighted = first

    def on_screen_resume(self) -> None:
        keep = self.query_one("#course-list", OptionList).highlighted
        self.progress = Progress()
        self.reload()
        ol = self.query_one("#course-list", OptionList)
        keys = [c.key for c in self.courses]
        if self.last_opened in keys:  # back from a lesson: that lesson
            keep = keys.index(self.last_opened)
        if keep is not None and ol.option_count:
            ol.highlighted = min(keep, ol.option_count - 1)

    def reload(self) -> None:
        self.courses, self.errors = load_courses(self.kind)
        ol = self.query_one("#course-list", OptionList)
        ol.clear_options()
        width = max([len(c.title) for c in self.courses] + [20]) + 2
        for i, c in enumerate(self.courses, 1):
            st = self.progress.status(c)
            t = Text(f"{c.number if c.kind == 'lesson' else i:>3}  ")
            t.append(c.title.ljust(width))
            style = "bold #66bb6a" if st in ("done", "solved") else "#ffd54f" if st.startswith("step") else "dim"
            t.append(("✓ " + st) if st in ("done", "solved") else st, style=style)
            ol.add_option(Option(t, id=c.key))
        done = self.progress.summary(self.courses)
        what = "lessons done" if self.kind == "lesson" else "puzzles solved"
        self.query_one("#course-title", Label).update(
            f"{'Tutorial: lessons' if self.kind == 'lesson' else 'Puzzles'}  ({done} {what})")
        self._info(ol.highlighted)

    @on(OptionList.OptionHighlighted, "#course-list")
    def _highlight(self, event: OptionList.OptionHighlighted) -> None:
        self._info(event.option_index)

    @on(OptionList.OptionSelected, "#course-list")
    def _selected(self, event: OptionList.OptionSelected) -> None:
        self._open(event.option_index, resume=True)

    def _info(self, index: int | None) -> None:
        out = Text()
        if index is not None and 0 <= index < len(self.courses):
            c = self.courses[index]
            out.append(c.title + "\n", style="bold #ffd54f")
            if c.kind == "puzzle":
                out.append(f"Goal: {c.goal}\n\n", style="bold")
                out.append(c.steps[0].say.strip() + "\n\n")
            else:
                out.append(c.summary + "\n\n")
                out.append(f"{count_of(len(c.steps), 'step')}\n", style="#90a4ae")
            st = self.progress.status(c)
            if st:
                out.append(f"Progress: {st}\n", style="#a5d6a7")
            out.append("\nEnter: " + ("continue" if st.startswith("step") else "start") +
                       " · r: start from the beginning · Esc: back\n", style="#90caf9")
        if self.errors:
            out.append("\n")
            for e in self.errors:
                out.append(f"✗ {e}\n", style="red")
        if self.progress.warning:
            out.append(f"\n⚠ {self.progress.warning}\n", style="#ffab40")
        self.query_one("#course-info", Static).update(out)

    def _open(self, index: int | None, resume: bool) -> None:
        if index is None or not 0 <= index < len(self.courses):
            return
        c = self.courses[index]
        try:
            scr = TutorialScreen(c, getattr(self.app, "settings", None), self.progress, resume=resume)
        except TutorialError as e:
            self.notify(str(e), severity="error", timeout=8, markup=False)
            return
        self.last_opened = c.key
        self.app.push_screen(scr)

    def action_open(self) -> None:
        self._open(self.query_one("#course-list", OptionList).highlighted, resume=True)

    def action_restart(self) -> None:
        self._open(self.query_one("#course-list", OptionList).highlighted, resume=False)

    def action_back(self) -> None:
        refresh_main_menu(self.app)
        if len(self.app.screen_stack) > 1:
            self.app.pop_screen()
        else:
            self.app.exit()


class TutorialMenu(CourseMenu):
    kind = "lesson"


class PuzzleMenu(CourseMenu):
    kind = "puzzle"


# ---------------------------------------------------------------------- starting the app here
def make_app(kind: str = "lesson", course: Course | None = None, restart: bool = False,
             settings: Settings | None = None):
    """The app opened on the lesson (or puzzle) list, and on ``course`` if given; the main menu is underneath."""
    from .. import app as app_mod

    class TutorialApp(app_mod.MtgApp):
        CSS_PATH = str(Path(app_mod.__file__).parent / "app.tcss")

        def on_mount(self) -> None:
            # MtgApp's own on_mount runs too (Textual calls each class's handler) and opens the main menu;
            # the lists go on top of it once it is there
            self.call_later(self._open_tutorial)

        def _open_tutorial(self) -> None:
            menu = TutorialMenu() if kind == "lesson" else PuzzleMenu()
            menu.last_opened = course.key if course is not None else None
            self.push_screen(menu)
            if course is not None:
                self.push_screen(TutorialScreen(course, self.settings, resume=not restart))

    return TutorialApp(settings=settings)


def run(kind: str = "lesson", course: Course | None = None, restart: bool = False) -> int:
    make_app(kind, course, restart).run()
    return 0
