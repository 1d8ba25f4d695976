"""The game screen: the flow of one game and the keyboard, over the panels that draw it (panels.py).

Everything drawn comes from ``game.view(viewer)`` (what that player may see) and the legal actions, turned
into a ``table.Table`` that the panels draw; one action goes back per decision.  The bot thinks in a worker
thread on a clone of the game and posts its choice back as a message; its actions are applied here, on the
event loop.  A reader looking for how a thing is drawn goes to panels.py (and look.py, the cells and texts);
for what a key does, to the ``action_*`` methods below; for the game's flow, to ``advance``.
"""

from __future__ import annotations

import time
from functools import partial

from rich.text import Text
from textual import events, on, work
from textual._time import get_time
from textual.app import ComposeResult
from textual.binding import Binding
from textual.command import DiscoveryHit, Hit, Hits, Provider
from textual.containers import Horizontal, Vertical
from textual.geometry import Region
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Static
from textual.worker import Worker, WorkerState, get_current_worker

from ...ai.explain import beyond_action, named, public_reason
from ...engine.actions import Action, IllegalActionError
from ...engine.combat import usual_assignment
from ...engine.events import SPECTATOR, action_seen_by
from .. import look
from ..numbers import NumberEntry
from ..panels import (DECISION_WORDS, BoardSide, CardPanel, GameLog, HandPanel, PromptPanel, StackPanel, StepBar,
                      card_panel_text, step_bar_text, update_static)
from ..recap import recap_turn
from ..session import (COLORS_KIND, STEP_LABELS, GameSession, Settings, actions_for, display_order, group_colors,
                       subject_actions)
from ..table import Table, build_table, equiv_keys, marked_ids, with_twins
from ..targeting import TARGET_KIND, Targeting, head_action, head_text, heads
from ..widgets import CellGrid, TightFooter
from .dialogs import (ActionLine, ActionPicker, ConfirmScreen, GameOverScreen, HelpScreen, PrivacyScreen, StopsScreen,
                      ZoneBrowser)

TOO_SMALL = ("The table needs at least 100×30 characters (120×40 is best).\n"
             "Make the terminal bigger, or press Ctrl+Q to quit.")
# Up/down walk this column; Tab also visits the stack.
COLUMN = ("opp-command", "opp-lands", "opp-other", "opp-creatures", "my-creatures", "my-other", "my-lands",
          "my-command", "hand", "actions")
TAB_ORDER = COLUMN + ("stack",)
# Keys that answer a decision: one pressed before the decision on screen appeared is dropped (it was meant for
# an earlier one), never taken as the answer to the new one.
ANSWER_KEYS = frozenset({"space", "enter", "a", *"0123456789"})
#: choices over cards only the chooser sees (a scry's card, a mulligan's hand): the bot's reason names them ("keep
#: Forest on top: Colossal Dreadmaw needs 6 lands"), so another player's log shows the action without it
PRIVATE_REASONS = frozenset({"scry", "scry_order", "mulligan", "bottom"})
NEW_DECISION_MARK = 1.2  # seconds the Decision panel is marked when a new decision appears
# The Decision panel's last line: the keys for this kind of decision (the footer lists the screen's keys)
HINTS = {
    "priority": "Space pass · 1-9 or Enter on a ▸ card · : type",
    "attack": "Enter on a creature: it attacks · a: all · Space: done",
    "block": "Enter on your creature, then its attacker · Space: done",
    "choice": "1-9, or Enter on a ▸ card",
    "divide": "d: the usual division (lethal to each in turn) · 1-9 assign · : type",
}


def _dividing(g) -> bool:
    """Whether the pending decision divides a creature's combat damage (`assign <n> to <recipient>`)."""
    return g.pending is not None and g.pending.data.get("purpose") == "damage_division"


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


class LegalActionsProvider(Provider):
    """The command palette lists the legal actions of the moment (and concede)."""

    def _screen(self) -> "GameScreen | None":
        s = self.screen
        return s if isinstance(s, GameScreen) else None

    def _entries(self, screen: "GameScreen"):
        for i, a in enumerate(screen.shown_actions, 1):
            yield f"{i}. {a.text}", partial(screen._answer, a), f"legal action ({a.kind})"
        if not screen.session.game.over:
            yield "concede", screen.concede, "concede the game (104.3a)"
            if screen.session.recorder is not None:
                yield "undo", screen.action_undo, "take back your last decision (u)"

    async def discover(self) -> Hits:
        s = self._screen()
        if s is None:
            return
        for text, cb, help_ in self._entries(s):
            yield DiscoveryHit(text, cb, text=text, help=help_)

    async def search(self, query: str) -> Hits:
        s = self._screen()
        if s is None:
            return
        matcher = self.matcher(query)
        for text, cb, help_ in self._entries(s):
            score = matcher.match(text)
            if score > 0:
                yield Hit(score, matcher.highlight(text), cb, text=text, help=help_)


class GameScreen(Screen):
    AUTO_FOCUS = None  # nothing takes the keyboard: the screen's bindings drive the board
    COMMANDS = {LegalActionsProvider}
    BINDINGS = [
        Binding("space", "confirm", "Pass/Done", id="pass"),
        Binding("enter", "act_selected", "Act", id="act"),
        Binding("1", "digit('1')", "Pick", key_display="1-9", id="pick"),
        *[Binding(str(i), f"digit('{i}')", show=False) for i in (0, 2, 3, 4, 5, 6, 7, 8, 9)],
        Binding("colon", "action_line", "Type", key_display=":", id="type"),
        Binding("question_mark", "help", "Help", key_display="?", id="help"),
        Binding("e", "end_turn", "End turn", id="end_turn", tooltip="Pass until this turn ends"),
        Binding("f", "full_control", "Full ctl", id="full_control"),
        Binding("s", "stops", "Stops", id="stops"),
        Binding("g", "browse", "Yards", id="browse"),
        Binding("u", "undo", "Undo", id="undo", tooltip="Take back your last decision"),
        Binding("a", "attack_all", "Attack all", id="attack_all", show=False,
                tooltip="Plan an attack with every creature that can; Enter toggles one, Space confirms"),
        Binding("d", "divide", "Divide", id="divide",
                tooltip="Divide this creature's combat damage the usual way: lethal damage to each creature in "
                        "turn, in the order listed, the rest to the last one (or, with trample, to the player)"),
        Binding("l", "log_mode", "Log", id="log", tooltip="Scroll the log (arrows, PgUp/PgDn, Home/End; l or Esc back)"),
        Binding("left", "move(-1, 0)", show=False), Binding("right", "move(1, 0)", show=False),
        Binding("up", "move(0, -1)", show=False), Binding("down", "move(0, 1)", show=False),
        Binding("tab", "zone(1)", show=False, priority=True),
        Binding("shift+tab", "zone(-1)", show=False, priority=True),
        Binding("escape", "clear", show=False),
        Binding("pagedown", "card_scroll(1)", show=False), Binding("pageup", "card_scroll(-1)", show=False),
    ]

    class BotChose(Message):
        def __init__(self, pid: str, action: Action, reason: str | None, stamp: int) -> None:
            super().__init__()
            self.pid = pid
            self.action = action
            self.reason = reason
            self.stamp = stamp

    def __init__(self, session: GameSession, settings: Settings | None = None) -> None:
        super().__init__()
        self.session: GameSession = session
        self.settings = settings or Settings()
        self.viewer: str | None = None if session.hotseat_mode else session.first_human()
        self.hidden = session.hotseat_mode  # privacy: no hand is drawn
        self.waiting = False  # a human decision is expected
        self.bot_busy = False
        self.shown_actions: list[Action] = []  # the Decision panel's numbered entries
        self.legal_shown: list[Action] = []  # the legal actions they stand for (a color entry: its taps)
        self.color_groups: dict[str, list[Action]] = {}  # a color entry's text -> the taps it stands for
        self.sel_zone = "hand"
        self.sel_key: str | None = None
        self.sel_index = 0
        self.numbers = NumberEntry(self, lambda: len(self.shown_actions), self._pick_number,
                                   lambda _typed: self.refresh_prompt())
        self.error = ""
        self.flash: set[str] = set()
        # the reason of a whole attack or block plan, written with its first declaration (not once per creature)
        self._plan_said: tuple[str, str] | None = None
        self.table: Table | None = None  # what is drawn now (refresh_view)
        self.marked: set[str] = set()
        self.over_shown = False
        self._stack_pause = -1
        self.layout_seat = session.first_human()  # whose side is drawn at the bottom
        # attackers/blocks declared so far in the declaration under way (the view shows them only after
        # "done"): object id -> "attack" or the id of the attacker it blocks
        self.declared: dict[str, str] = {}
        # the decision on screen: (decisions answered, decider, kind), and when it appeared (the keyboard's clock)
        self._decision_key: tuple | None = None
        self._decision_since = 0.0
        self._mark_timer = None
        # an attack planned with `a` (ids of the creatures), sent as one declaration by Space: None when off
        self.plan: list[str] | None = None
        self.targeting: Targeting | None = None  # a spell or ability whose targets are being picked on the board
        self._dividing = False  # a combat damage division of ours is on screen (the `d` key shows in the footer)
        self._grid_cache: dict[str, CellGrid] | None = None
        self._panels: dict = {}

    @property
    def game(self):
        return self.session.game

    # what is drawn, as the keys and tests read it
    @property
    def snap(self) -> dict | None:
        return self.table.snap if self.table is not None else None

    @property
    def names(self) -> dict[str, str]:
        return self.table.names if self.table is not None else {}

    @property
    def objects(self) -> dict[str, dict]:
        return self.table.objects if self.table is not None else {}

    @property
    def digits(self) -> str:
        """The digits typed toward a number of ten or more (the Decision panel shows them)."""
        return self.numbers.typed

    @property
    def log_mode(self) -> bool:
        return self._panel(GameLog).reading

    def _panel(self, cls, selector: str | None = None):
        """A panel of this screen (found once: every keypress and refresh asks)."""
        key = selector or cls
        w = self._panels.get(key)
        if w is None:
            w = self._panels[key] = self.query_one(selector or cls, cls)
        return w

    def _board(self) -> look.Board | None:
        return self.table.board if self.table is not None else None

    # ------------------------------------------------------------------ layout
    def compose(self) -> ComposeResult:
        yield StepBar(id="stepbar")
        yield Static(TOO_SMALL, id="too-small")
        with Horizontal(id="body"):
            with Vertical(id="main"):
                yield BoardSide("opp")
                yield BoardSide("my")
                yield HandPanel()
                yield PromptPanel()
            with Vertical(id="side"):
                yield StackPanel()
                yield CardPanel()
                yield GameLog()
        yield TightFooter(compact=True)  # (its keys fit 100 columns)

    def on_mount(self) -> None:
        s = self.session
        if s.resumed_from is not None:
            self._log(Text(f"Resumed {s.resumed_from.name}: {s.name('p1')} ({s.deck_names[0]}) vs "
                           f"{s.name('p2')} ({s.deck_names[1]}), turn {s.game.turn}", style="bold"))
            for w in s.warnings:
                self._say(w, severity="warning", timeout=8)
        elif s.title:
            self._log(Text(f"Scenario: {s.title}: {s.name('p1')} vs {s.name('p2')}", style="bold"))
        else:
            self._log(Text(f"New game, seed {s.seed}: {s.name('p1')} ({s.deck_names[0]}) vs "
                           f"{s.name('p2')} ({s.deck_names[1]})", style="bold"))
        if not s.started:
            self._log_events(s.start())
        elif s.opening_events:
            self._log_events(s.opening_events, recap=False)
        self.advance()

    # ------------------------------------------------------------------ the flow of the game
    def advance(self) -> None:
        """Move the game on until a human must decide (auto-passing where the pace settings say so),
        the bot must think, the seat changes hands (hot-seat), or the game ends."""
        g = self.game
        s = self.session
        for _ in range(10000):
            if g.over:
                self.waiting = False
                self.refresh_view()
                self.show_game_over()
                return
            d = g.decider
            if d is None:
                break
            if not s.is_human(d):
                self.waiting = False
                self.refresh_view()
                self.start_bot(d)
                return
            legal = g.legal_actions()
            if s.should_auto_pass(d, legal, self.settings):
                if g.stack and self.settings.bot_delay > 0 and self._stack_pause != g.decisions:
                    # let the player see what is on the stack before it resolves
                    self._stack_pause = g.decisions
                    self.waiting = False
                    self.refresh_view()
                    self.set_timer(self.settings.bot_delay * 1.5, partial(self._resume, g.decisions))
                    return
                self._log_events(g.apply(next(a for a in legal if a.kind == "pass")))
                continue
            if s.ends_turn_without_attacking(d, legal):  # `e`: the turn ends, no attack is declared
                self._log(Text(f"{s.name(d)}: done (no attackers: ending the turn)", style="dim"))
                self._log_events(g.apply(next(a for a in legal if a.kind == "done")))
                continue
            if s.hotseat_mode and d != self.viewer:
                self.waiting = False
                self.hand_over(d)
                return
            self.waiting = True
            self._decision_shown()
            self.refresh_view()
            return
        self.waiting = False
        self.refresh_view()

    # ------------------------------------------------------------------ one key, one decision
    def _decision_shown(self) -> None:
        """The decision now on screen: when it is a new one, note when it appeared (keys pressed before then
        were meant for an earlier one: on_key drops them), forget what was typed or picked toward the last
        one, and mark the Decision panel for a moment."""
        g = self.game
        key = (g.decisions, g.decider, g.pending.kind if g.pending is not None else None)
        if key == self._decision_key:
            return
        self._decision_key = key
        self._decision_since = get_time()
        if self.plan is not None and (g.pending is None or g.pending.kind != "attack"):
            self.plan = None
        self.targeting = None
        self.numbers.clear()
        box = self._panel(PromptPanel)
        box.add_class("-new")
        if self._mark_timer is not None:
            self._mark_timer.stop()
        self._mark_timer = self.set_timer(NEW_DECISION_MARK, partial(box.remove_class, "-new"))

    def on_key(self, event: events.Key) -> None:
        """Runs before the screen's key bindings (they are looked up when the key reaches the app): a key that
        would answer a decision, pressed before the decision on screen appeared, is dropped.  While the log is
        being read (`l`) the arrows, PgUp/PgDn and Home/End scroll it."""
        log = self._panel(GameLog)
        if log.reading and (event.key in GameLog.PAGE_KEYS or event.key in ("l", "escape")):
            event.stop()
            event.prevent_default()
            if event.key in ("l", "escape"):
                self.action_log_mode()
            else:
                log.page(event.key)
            return
        if event.key in ANSWER_KEYS and event.time < self._decision_since:
            event.stop()
            event.prevent_default()
            if self.waiting and self.game.pending is not None:
                self._say(f"Key ignored: it was pressed before this decision appeared "
                          f"({named(self.game, self.game.pending.prompt)}).", severity="warning", timeout=3)

    def _say(self, message: str, *, severity: str = "information", timeout: float = 3) -> None:
        """One toast at a time: a new one replaces the last (holding a key must not pile them up).  The message
        may quote what a player typed or a file said: shown as text, never markup."""
        self.app.clear_notifications()
        self.app.notify(message, severity=severity, timeout=timeout, markup=False)

    def _resume(self, stamp: int) -> None:
        if self.game.decisions == stamp and not self.game.over:
            self.advance()

    def act(self, action: Action | str) -> bool:
        """A human answer: an Action, or any action text (the engine matches it)."""
        if not self.waiting:
            self._say("Not your decision right now.", severity="warning", timeout=2)
            return False
        g = self.game
        who = g.decider
        try:
            if not isinstance(action, Action):
                action = g.find_action(action)
            shown = self._public_text(action, who)
            if shown == action.text:
                shown = look.action_label(action, self._board())[0]  # (names, not seat ids or object ids)
            rec = self.session.recorder
            mark = len(rec.actions) if rec is not None else 0
            events = g.apply(action)
            if rec is not None:
                self.session.note_decision(who, mark)
        except IllegalActionError as e:
            self.error = str(e).splitlines()[0] if str(e) else "illegal action"
            self._log(Text(f"✗ {self.error}", style="bold red"))
            self._say(self.error, severity="error", timeout=6)
            self.refresh_prompt()
            return False
        text = shown
        self._note_declaration(action)
        self.error = ""
        self.flash = set()
        self.numbers.clear()
        self._log(Text(f"{self.session.name(who)}: {text}", style="dim" if text == "pass" else "bold #a5d6a7"))
        self._log_events(events)
        self.advance()
        return True

    def _note_declaration(self, action: Action) -> None:
        if action.kind == "attack" and action.refs:
            self.declared[action.refs[0][0]] = "attack"
        elif action.kind == "block" and len(action.refs) >= 2:
            self.declared[action.refs[1][0]] = action.refs[0][0]

    def concede(self) -> None:
        g = self.game
        if g.over:
            return
        me = self.viewer or self.session.first_human()
        self._log(Text(f"{self.session.name(me)} concedes", style="bold red"))
        self._log_events(g.concede(me))
        self.advance()

    # ------------------------------------------------------------------ undo (a saved game: re-simulated from the log)
    def action_undo(self) -> None:
        s = self.session
        if s.recorder is None:
            self._say("Undo works in saved games (vs bot and hot-seat).", severity="warning")
            return
        if self.game.over:
            self._say("The game is over.", severity="warning")
            return
        me = self.viewer or s.first_human()
        if not s.undo_count(me):
            self._say("Nothing of yours to take back yet.", severity="warning")
            return
        if s.hotseat_mode:
            # the question is for the other player: both hands are hidden before it is asked
            other = "p2" if me == "p1" else "p1"
            self.hidden = True
            self.refresh_view()
            self.app.push_screen(ConfirmScreen("Undo?", f"{s.name(me)} asks to take back their last decision. "
                                                        f"{s.name(other)}, do you agree?"),
                                 partial(self._undo_answer, me))
            return
        self._undo(me)

    def check_action(self, action: str, parameters: tuple) -> bool | None:
        if action == "undo" and self.session.recorder is None:
            return False  # an unsaved game (a tutorial lesson, a scenario): no undo key in the footer
        if action == "divide":
            return self._dividing  # only while a combat damage division waits for us
        return True

    def _undo_answer(self, me: str, yes: bool | None) -> None:
        if self.session.hotseat_mode:
            # the other player answered at the keyboard: whoever decides next gets it back through the privacy
            # screen (advance hands over, since nobody's hand is shown now)
            self.viewer = None
        if yes:
            self._undo(me)
        else:
            self._say("Undo declined.", severity="warning")
            self.advance()

    def _undo(self, me: str) -> None:
        self.workers.cancel_group(self, "bot")
        self.bot_busy = False
        n = self.session.undo(me)
        if not n:
            return
        self.declared = {}
        self.error = ""
        self.flash = set()
        self.numbers.clear()
        self._stack_pause = -1
        self._log(Text(f"↶ {self.session.name(me)} takes back their last decision ({n} action"
                       f"{'s' if n != 1 else ''} undone)", style="bold #80deea"))
        self.advance()

    def on_unmount(self) -> None:
        self.session.close()

    # ------------------------------------------------------------------ the bot
    def start_bot(self, pid: str) -> None:
        g = self.game
        game = g.clone()  # the bot thinks on its own copy, never on the game the screen shows and changes
        self.bot_busy = True
        self.refresh_prompt()
        self.bot_think(pid, game, g.decisions, self.settings.bot_delay)

    @work(thread=True, exclusive=True, group="bot", exit_on_error=False)
    def bot_think(self, pid: str, game, stamp: int, delay: float) -> None:
        worker = get_current_worker()
        action, reason = self.session.bot_choice(game, pid)
        if delay > 0 and action.kind != "pass":
            end = time.monotonic() + delay
            while time.monotonic() < end:
                if worker.is_cancelled:
                    return
                time.sleep(min(0.05, delay))
        if not worker.is_cancelled:
            self.post_message(self.BotChose(pid, action, reason, stamp))

    @on(BotChose)
    def _bot_chose(self, m: BotChose) -> None:
        g = self.game
        self.bot_busy = False
        if g.over or m.stamp != g.decisions or g.decider != m.pid:
            return  # stale (the game moved on: concede, rematch)
        shown = self._public_text(m.action, m.pid)
        public = shown == m.action.text
        viewer = self._log_viewer()
        say_why = public and reason_shown(g, m.pid, viewer)
        why = m.reason
        if why and say_why and viewer != m.pid:  # (before the action: the hand as the bot decided from it)
            why = public_reason(g, m.pid, m.action, why)
        if public:
            shown = look.action_label(m.action, self._board())[0]  # (names, not seat ids or object ids)
            if why:
                why = beyond_action(shown, why)
        try:
            events = g.apply(m.action)
        except IllegalActionError as e:  # a bot bug must not stop the game
            self._log(Text(f"bot error: {e}; it passes", style="bold red"))
            legal = g.legal_actions()
            events = g.apply(next((a for a in legal if a.kind in ("pass", "done")), legal[0]))
        self._note_declaration(m.action)
        if m.action.kind != "pass":
            line = Text("▶ ", style="bold #ffab40")
            line.append(f"{self.session.name(m.pid)}: {shown}", style="bold #ffab40")
            said = (m.pid, why or "") if m.action.kind in ("attack", "block") else None
            if why and say_why and (said is None or said != self._plan_said):
                line.append(f"  — {why}", style="italic #ffcc80")
            self._plan_said = said
            self._log(line)
            self.flash = {r[0] for r in m.action.refs}
        self._log_events(events)
        self.advance()

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        if event.worker.group == "bot" and event.state == WorkerState.ERROR:
            self.bot_busy = False
            self._log(Text(f"bot crashed: {event.worker.error!r}", style="bold red"))
            self._say(f"The bot crashed: {event.worker.error}", severity="error")

    # ------------------------------------------------------------------ hot-seat
    def hand_over(self, pid: str) -> None:
        """The decision passes to the other person at the keyboard: hide both hands until they are ready."""
        self.hidden = True
        self.refresh_view()
        g = self.game
        kind = g.pending.kind if g.pending is not None else ""
        why = f"Turn {g.turn}, {STEP_LABELS.get(g.step, g.step)}: {self.session.name(pid)} {DECISION_WORDS.get(kind, kind)}"
        # (at the game's pace: no settling time when the bot's delay is 0, as in tests)
        self.app.push_screen(PrivacyScreen(self.session.name(pid), why, settle=min(0.3, self.settings.bot_delay)),
                             partial(self._revealed, pid))

    def _revealed(self, pid: str, _=None) -> None:
        self.viewer = pid
        self.layout_seat = pid
        self.hidden = False
        self.sel_zone, self.sel_key, self.sel_index = "hand", None, 0
        self.advance()

    # ------------------------------------------------------------------ game over
    def show_game_over(self) -> None:
        if self.over_shown:
            return
        self.over_shown = True
        g = self.game
        s = self.session
        if g.winner == "draw":
            headline = "The game is a draw"
        elif g.winner:
            if s.hotseat_mode:
                headline = f"{s.name(g.winner)} wins!"
            elif s.is_human(g.winner):
                headline = f"You win! ({s.name(g.winner)})"
            else:
                headline = f"{s.name(g.winner)} wins"
        else:
            headline = "The game is over"
        how = s.how or g.end_reason or ""
        details = f"scenario: {s.title}" if s.title else f"seed {s.seed}"
        if s.on_over is not None:  # a Limited event's game: the event records it now, and the dialog leads back
            details = s.on_over(g.winner or "draw", g.turn) or details  # (the match's score)
        self.app.push_screen(GameOverScreen(headline, how, g.turn, details, event=s.on_over is not None),
                             self._after_game)

    def _after_game(self, choice: str | None) -> None:
        if self.session.on_over is not None and choice != "quit":  # back to the event's screen, under this one
            self.session.close()
            self.app.pop_screen()
        elif choice == "rematch":
            self.app.switch_screen(GameScreen(self.session.rematch(), self.settings))
        elif choice == "quit":
            self.app.exit()
        else:
            self.app.goto_menu()

    # ------------------------------------------------------------------ drawing the state
    def _seats(self) -> tuple[str, str]:
        me = self.layout_seat
        return me, ("p2" if me == "p1" else "p1")

    def refresh_view(self) -> None:
        """Draw the game as the bottom seat may see it: the view and the legal actions become a Table (the
        view itself is never changed), which each panel is given to draw."""
        g = self.game
        s = self.session
        me, opp = self._seats()
        snap = g.view(me)
        if self.declared and (g.pending is None or g.pending.kind not in ("attack", "block")):
            self.declared = {}
        legal = display_order(g.legal_actions()) if (self.waiting and not self.hidden) else []
        if self.targeting is not None and legal:  # the targets being picked: listed, and marked on the board
            legal = self.targeting.entries()
        self.legal_shown = legal
        self.shown_actions, self.color_groups = group_colors(legal) if self.targeting is None else (legal, {})
        table = build_table(snap, me, {p: s.name(p) for p in ("p1", "p2")}, show_hand=not self.hidden,
                            declared=self.declared, planned=self.plan or (), legal=legal)
        self.table = table
        if self.targeting is not None and legal:
            self.marked = with_twins(table, self.targeting.ids())  # (the engine names one of a set of twins)
        else:
            self.marked = marked_ids(table, legal)
        legal = self.shown_actions
        self._panel(BoardSide, "#opp-board").show(table, opp, self.marked, self.flash, self._board_title(opp))
        self._panel(BoardSide, "#my-board").show(table, me, self.marked, self.flash, self._board_title(me))
        owner = "Your" if not s.hotseat_mode else f"{s.name(me)}'s"
        hand_title = f"{owner} hand ({len(snap['players'][me]['hand'])})" + (" — hidden" if self.hidden else "")
        self._panel(HandPanel).show(table, self.marked, hand_title)
        self._panel(PromptPanel).show_actions(legal, table.board)
        self._panel(StackPanel).show(table, self.flash)
        self._panel(StepBar).show(self._stepbar(snap))
        dividing = bool(legal) and self.targeting is None and _dividing(g)
        if dividing != self._dividing:
            self._dividing = dividing
            self.refresh_bindings()  # the footer shows `d` only then
        self._fix_selection()
        self.refresh_prompt()
        self.refresh_card()

    # (for subclasses that draw a Static of their own the same way)
    _update = staticmethod(update_static)

    @property
    def _grids(self) -> dict[str, CellGrid]:
        if self._grid_cache is None:
            self._grid_cache = {g.zone: g for g in self.query(CellGrid)}
        return self._grid_cache

    def _board_title(self, pid: str) -> str:
        s = self.session
        bits = [s.name(pid)]
        if not s.is_human(pid):
            bits.append("bot")
        elif not s.hotseat_mode:
            bits.append("you")
        if self.game.active == pid:
            bits.append("active")
        return " · ".join(bits)

    def _stepbar(self, snap: dict) -> Text:
        g = self.game
        s = self.session
        d = snap.get("decider")
        # the screen holds the game a moment before the stack resolves (advance): no one can act then
        pausing = (not g.over and not self.waiting and not self.bot_busy and bool(snap.get("stack"))
                   and d is not None and s.is_human(d) and self._stack_pause == g.decisions)
        ending = s.end_turn is not None and s.end_turn[1] == snap["turn"]  # (forgotten lazily after the turn)
        return step_bar_text(snap, s.name, self.app.size.width or 120, over=g.over, pausing=pausing,
                             full_control=self.settings.full_control, ending=ending)

    def refresh_prompt(self) -> None:
        g = self.game
        s = self.session
        t = Text()
        snap = self.snap or {}
        if g.over:
            t.append("The game is over.", style="bold")
        elif self.hidden:
            d = g.decider
            t.append(f"Waiting for {s.name(d) if d else '…'} to take the keyboard.", style="italic")
        elif self.waiting:
            d = g.decider
            if s.hotseat_mode:
                t.append(f"{s.name(d)}: ", style="bold #ffd54f")
            if self.targeting is not None:
                t.append(self.targeting.prompt(), style="bold")
                t.append("  ·  ▸ marks the legal ones: Enter on one, or its number · Esc cancels", style="dim")
            elif self.plan is not None:
                t.append(f"Attack with {len(self.plan)} (planned)", style="bold")
                t.append("  ·  Enter on a creature adds or removes it · Space attacks · Esc cancels", style="dim")
            elif g.pending is not None and g.pending.data.get("question"):
                # (a long prompt's short question: the answers' notes say the rest, e.g. what each waiting
                # triggered ability does, 603.3b)
                t.append(_cap(named(g, g.pending.data["question"])), style="bold")
            else:
                # (a prompt names twins "Name#id": the words tell them apart, "Grizzly Bears (2nd)")
                t.append(_cap(named(g, g.pending.prompt)) if g.pending else "", style="bold")
            if g.pending is not None and g.pending.data.get("purpose") == "mulligan":
                hand = snap.get("players", {}).get(g.pending.player, {}).get("hand") or []
                t.append(f"  ·  {look.lands_in(hand)}", style="dim")
            stack = snap.get("stack") or []
            if stack and g.pending is not None and g.pending.kind == "priority":
                t.append(f"  ·  {stack[0]['name']} on the stack: Space lets it resolve", style="#ffab40")
            if self.digits:
                t.append(f"   pick: {self.digits}_", style="bold reverse")
        else:
            d = g.decider
            if d and not s.is_human(d):
                t.append(f"{s.name(d)} is thinking…", style="italic #ffab40")
                pend = snap.get("pending") or {}
                if pend.get("prompt") and not pend["prompt"].endswith(" is deciding"):  # (the view hides it)
                    t.append(f"  ({named(g, pend['prompt'])})", style="dim")
            elif snap.get("stack"):
                t.append(f"{snap['stack'][0]['name']} is about to resolve…", style="italic #ffab40")
        panel = self._panel(PromptPanel)
        panel.show_prompt(t)
        if self.error:
            panel.show_hint(Text(f"✗ {self.error}", style="bold red", no_wrap=True, overflow="ellipsis"))
        elif self.waiting and g.pending is not None:
            kind = "target" if self.targeting is not None else "divide" if self._dividing else g.pending.kind
            hint = HINTS.get(kind, "1-9, or Enter on a ▸ card") + " · ? keys"
            panel.show_hint(Text(hint, style="dim", no_wrap=True, overflow="ellipsis"))
        else:
            panel.show_hint(Text(""))

    # ------------------------------------------------------------------ selection and the card panel
    def _zone_keys(self, zone: str) -> list[str]:
        return self._grids[zone].keys

    def _fix_selection(self) -> None:
        zone = self.sel_zone
        keys = self._zone_keys(zone)
        if self.sel_key in keys:
            self.sel_index = keys.index(self.sel_key)
        elif keys:
            self.sel_index = max(0, min(self.sel_index, len(keys) - 1))
            self.sel_key = keys[self.sel_index]
        else:
            for z in (("actions", "hand") if self.waiting else ("hand",)) + COLUMN[::-1] + ("stack",):
                if self._zone_keys(z) and not self._zone_keys(z)[0].startswith("hidden"):
                    self.sel_zone, self.sel_index = z, 0
                    self.sel_key = self._zone_keys(z)[0]
                    break
        self._paint_selection()

    def _paint_selection(self) -> None:
        for z, grid in self._grids.items():
            if z == self.sel_zone and grid.keys:
                grid.set_selection(self.sel_index, True)
            else:
                grid.set_selection(None, False)
        grid = self._grids.get(self.sel_zone)
        box = grid.parent if grid is not None else None
        if grid is not None and grid.keys and hasattr(box, "scroll_to_region") and grid.size.width:
            cols = grid.columns()
            top = grid.virtual_region.y + (self.sel_index // max(1, cols)) * grid.cell_height
            box.scroll_to_region(Region(0, top, 1, grid.cell_height), animate=False, immediate=False)

    def _selected_action(self) -> Action | None:
        if self.sel_zone != "actions" or self.sel_key is None:
            return None
        try:
            return self.shown_actions[int(self.sel_key)]
        except (ValueError, IndexError):
            return None

    def _selected_object(self) -> tuple[str | None, str | None]:
        """(object id, card name) of what is selected, if it is a card."""
        z, k = self.sel_zone, self.sel_key
        if k is None:
            return None, None
        if z == "actions":
            a = self._selected_action()
            for oid, name in (a.refs if a is not None else ()):
                if oid not in ("p1", "p2"):
                    return oid, name
            return None, None
        if z == "hand" and k.startswith("hidden"):
            return None, None
        if k.startswith("ring-"):
            return None, None
        return k, self.names.get(k)

    def refresh_card(self) -> None:
        panel = self._panel(CardPanel)
        if self.sel_key and self.sel_key.startswith("ring-") and self.table is not None:
            pid = self.sel_key[5:]
            pl = self.table.player(pid)
            rb = pl.get("ring_bearer")
            panel.show(look.ring_text(int(pl.get("ring") or 0), self.names.get(rb) if rb else None,
                                      self.session.name(pid)))
            return
        oid, name = self._selected_object()
        panel.show(card_panel_text(self.table, oid, name, action=self._selected_action(),
                                   in_stack=self.sel_zone == "stack", seat_name=self.session.name))

    def _select(self, zone: str, index: int) -> None:
        keys = self._zone_keys(zone)
        if not keys:
            return
        index = max(0, min(index, len(keys) - 1))
        self.sel_zone, self.sel_index, self.sel_key = zone, index, keys[index]
        self._paint_selection()
        self.refresh_card()

    # ------------------------------------------------------------------ keys
    def action_move(self, dx: int, dy: int) -> None:
        zone = self.sel_zone
        keys = self._zone_keys(zone)
        grid = self._grids[zone]
        if dx:
            if keys:
                self._select(zone, (self.sel_index + dx) % len(keys))
            return
        cols = grid.columns() if keys else 1
        target = self.sel_index + dy * cols
        if keys and 0 <= target < len(keys) and grid.rows() > 1:
            self._select(zone, target)
            return
        order = list(COLUMN)
        if zone not in order:
            order.append(zone)
        i = order.index(zone)
        col_in_row = self.sel_index % cols if keys else 0
        while True:
            i += dy
            if not 0 <= i < len(order):
                return
            z = order[i]
            ks = self._zone_keys(z)
            if ks and not (z == "hand" and ks[0].startswith("hidden")):
                g2 = self._grids[z]
                c2 = g2.columns()
                if dy > 0:
                    idx = min(col_in_row, len(ks) - 1)
                else:
                    last_row = (len(ks) - 1) // c2
                    idx = min(last_row * c2 + col_in_row, len(ks) - 1)
                self._select(z, idx)
                return

    def action_zone(self, delta: int) -> None:
        order = list(TAB_ORDER)
        i = order.index(self.sel_zone) if self.sel_zone in order else 0
        for _ in range(len(order)):
            i = (i + delta) % len(order)
            ks = self._zone_keys(order[i])
            if ks and not ks[0].startswith("hidden"):
                self._select(order[i], 0)
                return

    def action_confirm(self) -> None:
        if self.numbers.commit():
            return
        if not self.waiting:
            return
        if self.plan is not None:
            self._send_plan()
            return
        if self.targeting is not None:
            done = self.targeting.complete()
            if done is not None:  # "up to N" targets: Space stops with those picked so far
                self.targeting = None
                self.act(done)
                return
            self._say("Pick a target first (or Esc to cancel).", severity="warning", timeout=2)
            return
        for kind in ("pass", "done"):
            a = next((x for x in self.shown_actions if x.kind == kind), None)
            if a is not None:
                self.act(a)
                return
        self._say("Nothing to pass or confirm here: pick an action (1-9).", severity="warning", timeout=3)

    def action_digit(self, d: str) -> None:
        """A number key: the action of that number (ten or more listed: two digits, numbers.NumberEntry)."""
        if self.waiting:
            self.numbers.digit(d)

    def _pick_number(self, k: int) -> None:
        if self.waiting and 1 <= k <= len(self.shown_actions):
            self._answer(self.shown_actions[k - 1])

    def action_card_scroll(self, direction: int) -> None:
        self._panel(CardPanel).scroll_page(direction)

    def action_clear(self) -> None:
        self.numbers.clear()
        self.error = ""
        if self.targeting is not None or self.plan is not None:
            self.targeting = None
            self.plan = None
            self.refresh_view()
            return
        self.refresh_prompt()

    def action_act_selected(self) -> None:
        if self.numbers.commit():
            return
        if not self.waiting:
            return
        if self.sel_zone == "actions":
            try:
                self._answer(self.shown_actions[int(self.sel_key or "")])
            except (ValueError, IndexError):
                pass
            return
        oid, name = self._selected_object()
        if oid is None:
            return
        if self.targeting is not None:
            self._pick_target(oid, name)
            return
        if self.plan is not None:
            self._toggle_planned(oid, name)
            return
        acts = self._actions_for(oid)
        if not acts:
            self._say(f"Nothing to do with {name} now.", timeout=2)
            return
        if not self._is_subject(oid, acts):
            # the card is only named in these actions (a target): never act at once, show what would use it
            self.app.push_screen(ActionPicker(f"{name} is a target of:", acts, self._board()), self._picked)
            return
        heads_ = heads(acts)
        if len(acts) == 1:
            self.act(acts[0])
        elif len(heads_) == 1 and len(next(iter(heads_.values()))) > 1:
            self._start_targeting(next(iter(heads_.values())))
        elif all(len(v) == 1 for v in heads_.values()):
            self.app.push_screen(ActionPicker(f"{name}: what to do?", acts, self._board()), self._picked)
        else:  # several things to do, some with targets: the thing first, then its targets on the board
            firsts = [v[0] if len(v) == 1 else head_action(v) for v in heads_.values()]
            self.app.push_screen(ActionPicker(f"{name}: what to do?", firsts, self._board()),
                                 partial(self._picked_head, heads_))

    def _is_subject(self, oid: str, acts: list[Action]) -> bool:
        """Whether ``acts`` (from _actions_for) use the object (or its interchangeable twin) as their subject."""
        if subject_actions(oid, acts):
            return True
        return bool(acts) and not any(any(r[0] == oid for r in a.refs) for a in acts)

    def _picked_head(self, groups: dict[str, list[Action]], a: Action | None) -> None:
        if a is None:
            return
        group = groups.get(head_text(a))
        if group is not None and len(group) > 1:
            self._start_targeting(group)
        else:
            self.act(group[0] if group else a)

    # ------------------------------------------------------------------ targets picked on the board
    def _start_targeting(self, options: list[Action]) -> None:
        """A spell or ability with several choices of targets: its legal targets are marked on the board and
        listed in the Decision panel, and picked one at a time (arrows and Enter, a number, or a click)."""
        self.targeting = Targeting(options)
        self._advance_targeting()

    def _advance_targeting(self) -> None:
        t = self.targeting
        if t is None:
            return
        t.settle()  # a target with one legal choice: taken at once
        if len(t.options) == 1:
            self.targeting = None
            self.act(t.options[0])
            return
        if not t.candidates():  # (options that differ only past their targets: let the player pick one)
            self.targeting = None
            self.app.push_screen(ActionPicker("What to do?", t.options, self._board()), self._picked)
            return
        self.refresh_view()
        for zone in ("opp-creatures", "my-creatures", "opp-other", "my-other", "opp-lands", "my-lands", "actions"):
            keys = self._zone_keys(zone)
            hit = next((i for i, k in enumerate(keys) if k in t.ids()), None)
            if hit is not None:
                self._select(zone, hit)
                break

    def _pick_target(self, oid: str, name: str | None) -> None:
        t = self.targeting
        assert t is not None
        ids = t.ids()
        if oid not in ids:
            twin = next((i for i in ids if self._twins(i, oid)), None)
            if twin is None:
                self._say(f"{name or 'That'} is not a legal target for {t.source}: pick a marked one (▸), "
                          f"or Esc.", severity="warning", timeout=3)
                return
            oid = twin
        t.pick(oid)
        self._advance_targeting()

    def _twins(self, a: str, b: str) -> bool:
        if self.table is None:
            return False
        keys = equiv_keys(self.table)
        return a in keys and keys.get(a) == keys.get(b)

    def _answer(self, a: Action) -> None:
        """A numbered entry of the Decision panel was chosen: a legal action, or a target being picked."""
        if self.targeting is not None and a.kind == TARGET_KIND and not a.refs:  # "no more targets" (up to N)
            done = self.targeting.complete()
            self.targeting = None
            if done is not None:
                self.act(done)
        elif self.targeting is not None and a.kind == TARGET_KIND:
            self._pick_target(a.refs[0][0], a.refs[0][1])
        elif a.kind == COLORS_KIND:  # one source's taps for each color: the color next
            taps = self.color_groups.get(a.text, [])
            name = a.refs[0][1] if a.refs else "It"
            self.app.push_screen(ActionPicker(f"{name}: add which color?", taps, self._board()), self._picked)
        else:
            self.act(a)

    # ------------------------------------------------------------------ `a`: attack with everything, then adjust
    def action_attack_all(self) -> None:
        g = self.game
        if not self.waiting or g.pending is None or g.pending.kind != "attack":
            self._say("`a` plans an attack with every creature when you declare attackers.", timeout=2)
            return
        ids: list[str] = []
        for a in self.shown_actions:
            if a.kind == "attack" and a.refs and " -> " not in a.text and a.refs[0][0] not in ids:
                ids.append(a.refs[0][0])
        if not ids:
            self._say("No creature can attack now.", severity="warning", timeout=2)
            return
        self.plan = ids
        self.refresh_view()

    # ------------------------------------------------------------------ `d`: the usual combat damage division
    def action_divide(self) -> None:
        """`d` while a creature's combat damage is being divided (510.1c-d, 702.19b): lethal damage to each
        creature in turn, in the order listed, the rest to the last one, or to the player or planeswalker with
        trample (engine/combat.py usual_assignment).  Each step is an ordinary `assign` answer, taken as if
        typed; the engine assigns what can go only one way."""
        g = self.game
        if not self.waiting or not _dividing(g):
            self._say("`d` divides a creature's combat damage the usual way when you assign it.", timeout=2)
            return
        creature = g.pending.data["creature"]
        for _ in range(100):
            g = self.game  # (a lesson may rebuild the game)
            if not self.waiting or not _dividing(g) or g.pending.data["creature"] != creature:
                return
            step = usual_assignment(g.pending.data)
            a = next((x for x in g.legal_actions() if x.kind == "assign" and x.data.option == step), None)
            if a is None or not self.act(a):
                return

    def _toggle_planned(self, oid: str, name: str | None) -> None:
        plan = self.plan
        assert plan is not None
        if oid in plan:
            plan.remove(oid)
        elif any(a.kind == "attack" and a.refs and a.refs[0][0] == oid for a in self.shown_actions):
            plan.append(oid)
        else:
            self._say(f"{name or 'That'} can't attack now.", severity="warning", timeout=2)
            return
        self.refresh_view()

    def _send_plan(self) -> None:
        """Space with an attack planned: each planned creature attacks (the default defender), then done."""
        g = self.game
        s = self.session
        plan, self.plan = self.plan or [], None
        who = g.decider
        rec = s.recorder
        mark = len(rec.actions) if rec is not None else 0
        for oid in plan:
            a = next((x for x in g.legal_actions() if x.kind == "attack" and x.refs and x.refs[0][0] == oid
                      and " -> " not in x.text), None)
            if a is None:
                self._log(Text(f"✗ {self.names.get(oid, oid)} can no longer attack", style="bold red"))
                continue
            self._log(Text(f"{s.name(who)}: {a.text}", style="bold #a5d6a7"))
            self._note_declaration(a)
            self._log_events(g.apply(a))
        if g.pending is not None and g.pending.kind == "attack":
            done = next((x for x in g.legal_actions() if x.kind == "done"), None)
            if done is not None:
                self._log(Text(f"{s.name(who)}: done", style="bold #a5d6a7"))
                self._log_events(g.apply(done))
        if rec is not None:
            s.note_decision(who, mark)
        self.advance()

    def _actions_for(self, oid: str) -> list[Action]:
        acts = actions_for(oid, self.legal_shown)
        if acts:
            return acts
        # an interchangeable twin: the engine lists the action for one of them
        keys = equiv_keys(self.table) if self.table is not None else {}
        k = keys.get(oid)
        for other, k2 in keys.items():
            if other != oid and k2 == k:
                acts = actions_for(other, self.legal_shown)
                if acts:
                    return acts
        return []

    def _picked(self, a: Action | None) -> None:
        if a is not None:
            self.act(a)

    def action_action_line(self) -> None:
        legal = [a.text for a in self.legal_shown]
        prompt = _cap(named(self.game, self.game.pending.prompt)) if (self.game.pending and self.waiting) else \
            "Not your decision right now"
        self.app.push_screen(ActionLine(legal, prompt), self._typed)

    def _typed(self, text: str | None) -> None:
        if not text:
            return
        if text.strip().lower() == "concede" and self.waiting:
            self.concede()
            return
        self.act(text)

    def action_log_mode(self) -> None:
        """`l`: the arrows, PgUp/PgDn and Home/End scroll the log (new lines don't pull it down meanwhile);
        `l` or Esc gives the keys back to the board, at the log's end."""
        log = self._panel(GameLog)
        log.set_reading(not log.reading)

    def action_help(self) -> None:
        self.app.push_screen(HelpScreen())

    def action_end_turn(self) -> None:
        g = self.game
        me = self.viewer or self.session.first_human()
        self.session.end_turn = (me, g.turn)
        self._say("Passing until the end of this turn.", timeout=2)
        if self.waiting and g.pending is not None and g.pending.kind == "priority":
            a = next((x for x in self.shown_actions if x.kind == "pass"), None)
            if a is not None:
                self.act(a)
                return
        self.refresh_view()

    def _save_settings(self) -> None:
        save = getattr(self.app, "save_settings", None)  # MtgApp writes <data>/settings.json
        if save is not None:
            save()

    def action_full_control(self) -> None:
        self.settings.full_control = not self.settings.full_control
        self._save_settings()
        self._say(f"Full control {'on' if self.settings.full_control else 'off'}", timeout=2)
        self._panel(StepBar).show(self._stepbar(self.snap or self.game.view(self._seats()[0])))

    def action_stops(self) -> None:
        st = self.settings
        before = (set(st.stops_mine), set(st.stops_theirs), st.full_control)

        def closed(_=None) -> None:
            if (st.stops_mine, st.stops_theirs, st.full_control) != before:
                self._save_settings()
            self.refresh_view()

        self.app.push_screen(StopsScreen(self.settings), closed)

    def action_browse(self) -> None:
        snap = self.snap or self.game.view(self._seats()[0])
        zones = []
        for pid in self._seats():
            p = snap["players"][pid]
            zones.append((f"{self.session.name(pid)}: graveyard", list(p["graveyard"])))
            zones.append((f"{self.session.name(pid)}: exile", list(p["exile"])))
        self.app.push_screen(ZoneBrowser(zones))

    # ------------------------------------------------------------------ mouse
    @on(CellGrid.Clicked)
    def _clicked(self, event: CellGrid.Clicked) -> None:
        zone = event.grid.zone
        if zone == "actions":
            try:
                a = self.shown_actions[event.index]
            except IndexError:
                return
            self._select(zone, event.index)
            self._answer(a)
            return
        again = self.sel_zone == zone and self.sel_index == event.index
        self._select(zone, event.index)
        if again or event.chain >= 2:
            self.action_act_selected()

    # ------------------------------------------------------------------ log
    def _log(self, line: Text) -> None:
        self._panel(GameLog).write(line)

    def _log_viewer(self) -> str | None:
        """Whose eyes the log is for: the person at the keyboard against the bot; in hot-seat both people read
        it, so it shows what both may see (no hand, no library)."""
        s = self.session
        return SPECTATOR if s.hotseat_mode else s.first_human()

    def _log_events(self, events, recap: bool = True) -> None:
        """Engine events into the log as its reader may see them (GameLog.write_events).  When a person's turn
        starts, a short recap of the other player's turn follows its first line (``recap``: not while the log
        of a resumed game is rebuilt)."""
        written = self._panel(GameLog).write_events(events, self._log_viewer(),
                                                       show_priority=self.settings.log_priority,
                                                       on_turn=self._recap if recap else None)
        for ev in written:
            if ev.kind == "game_over":
                msg = ev.msg
                if "loses the game:" in msg or not self.session.how:
                    self.session.how = msg

    def _recap(self, turn_event) -> None:
        """At the start of a person's turn (not the first): what the other player did in theirs, in a few
        lines (recap.recap_turn, as that person may know it), in the log under the turn's first line."""
        s = self.session
        who = turn_event.data.get("active")
        if not s.is_human(who) or int(turn_event.data.get("turn") or 0) <= 1:
            return
        names = {pid: s.name(pid) for pid in ("p1", "p2")}
        try:
            lines = recap_turn(list(self.game.log), who, names)
        except Exception as e:  # a recap must never stop the game
            self._log(Text(f"(no recap: {e})", style="dim"))
            return
        if not lines:
            return
        self._log(Text("While you waited" if not s.hotseat_mode else f"Before {s.name(who)}'s turn",
                       style="bold reverse #80deea"))
        for line in lines:
            self._log(Text("  ").append_text(line))

    def _public_text(self, action: Action, pid: str) -> str:
        """An action's text as the log may show it: a choice among hidden cards (a mulligan's bottom, a search,
        a discard) reads "chooses a card" for anyone but the chooser (events.action_seen_by)."""
        return action_seen_by(self.game, action, pid, self._log_viewer())


def reason_shown(g, by: str, viewer: str | None) -> bool:
    """Whether ``viewer``'s log may show the reason of the decision ``by`` is taking on ``g`` (call it before the
    action is applied): not for another player when the choice is over cards only the chooser sees."""
    purpose = g.pending.data.get("purpose") if g.pending is not None else None
    return viewer is None or viewer == by or purpose not in PRIVATE_REASONS
