"""`mtg-tui replay FILE` in the app: a read-only game screen stepping through a saved game (issue 7).

The board is the game screen's own (same widgets, same look); only the keys differ: Right/Space/n forward one
action, Left/b/p back one (re-simulated from the log: the first k actions are rebuilt), Home/End the start and
the end, v swaps whose side is drawn at the bottom, q/Escape quits.  Nothing can be done in the game itself.
"""

from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import Static

from ...ai.explain import named
from ...engine.events import SPECTATOR
from ...replay import Replay
from ..safe import toast
from ..session import GameSession, Seat, Settings
from .game import GameScreen


class ReplaySession(GameSession):
    """A session over the replay's game (never played: the screen takes no action)."""

    def first_human(self) -> str:  # a save of two bots has no human: draw p1 at the bottom
        return next((p for p in ("p1", "p2") if self.seats[p].human), "p1")


def replay_session(r: Replay) -> GameSession:
    h = r.save.header
    pl = (h.players.p1, h.players.p2)
    seats = (Seat("p1", pl[0].name, pl[0].bot), Seat("p2", pl[1].name, pl[1].bot))
    return ReplaySession(list(pl[0].decklist), list(pl[1].decklist), seats, h.seed, (pl[0].deck, pl[1].deck),
                         game=r.game)


class ReplayScreen(GameScreen, inherit_bindings=False):
    COMMANDS: set = set()  # no legal-actions palette: a replay takes no action
    BINDINGS = [
        Binding("right", "step(1)", "Next", key_display="→/Space/n"),
        Binding("space", "step(1)", show=False), Binding("n", "step(1)", show=False),
        Binding("left", "step(-1)", "Back", key_display="←/b/p"),
        Binding("b", "step(-1)", show=False), Binding("p", "step(-1)", show=False),
        Binding("home", "jump(0)", "Start"), Binding("end", "jump(-1)", "End"),
        Binding("v", "swap_side", "Swap side"),
        Binding("tab", "zone(1)", show=False, priority=True),
        Binding("shift+tab", "zone(-1)", show=False, priority=True),
        Binding("up", "move(0, -1)", show=False), Binding("down", "move(0, 1)", show=False),
        Binding("pagedown", "card_scroll(1)", show=False), Binding("pageup", "card_scroll(-1)", show=False),
        Binding("q", "quit_replay", "Quit"), Binding("escape", "quit_replay", show=False),
    ]

    def __init__(self, replay: Replay, settings: Settings | None = None, label: str | None = None) -> None:
        self.replay = replay
        self.label = label or replay.path
        super().__init__(replay_session(replay), settings)
        # whose eyes: until the game has ended, only what the player who saved it could see (Replay.viewer:
        # the human seat against the bot, neither hand in hot-seat); after it, everything (None)
        self.viewer = replay.viewer
        if self.viewer not in (None, SPECTATOR):
            self.layout_seat = self.viewer
        self.hidden = not self.may_see(self.layout_seat)

    def _log_viewer(self) -> str | None:
        """The log's reader (the game screen's seen_by filter): the replay's viewer (None once the game ended)."""
        return self.replay.viewer

    def may_see(self, pid: str | None) -> bool:
        """Whether the replay may show ``pid``'s hand and choices."""
        return self.viewer is None or self.viewer == pid

    def compose(self) -> ComposeResult:
        yield Static(id="replay-header")
        yield from super().compose()

    def on_mount(self, event) -> None:
        event.prevent_default()  # not GameScreen.on_mount: no game is started or advanced here
        self.query_one("#stack-box").border_title = "Stack"
        self.query_one("#card-box").border_title = "Card"
        self.query_one("#log").border_title = "Log"
        self.query_one("#prompt").border_title = "Replay"
        h = self.replay.save.header
        self._log(Text(f"Replay of {Path(self.label).name}: {h.players.p1.name} ({h.players.p1.deck or 'deck'}) vs "
                       f"{h.players.p2.name} ({h.players.p2.deck or 'deck'}), {h.mode}, seed {h.seed}, "
                       f"{self.replay.total} actions", style="bold"))
        if self.replay.viewer_note():
            self._log(Text(self.replay.viewer_note(), style="italic #ffab40"))
        for w in self.replay.warnings:
            self._say(w, severity="warning", timeout=8)
        self._log_events(self.replay.start_events)  # (as the viewer may read them: Replay.events)
        self.show()

    # ------------------------------------------------------------------ stepping
    @property
    def index(self) -> int:
        return self.replay.index

    def header_text(self) -> str:
        r = self.replay
        k = r.index
        what = r.line(k - 1) if k else "(the start)"
        return f"Replay {self.label} — action {k}/{r.total}: {what}"

    def show(self) -> None:
        self.session.game = self.replay.game
        self.waiting = False
        self.query_one("#replay-header", Static).update(Text(self.header_text(), style="bold", no_wrap=True,
                                                             overflow="ellipsis"))
        self.refresh_view()

    def action_step(self, delta: int) -> None:
        r = self.replay
        try:
            if delta > 0:
                if r.index >= r.total:
                    self._say("The end of the save" + ("." if r.save.finished else "; the game was not finished."))
                    return
                evs = r.forward() or []  # (as the viewer may read them)
                self._log(Text(f"{r.index}. {r.line(r.index - 1)}", style="bold #80deea"))
                self._log_events(evs)
            else:
                if r.index == 0:
                    self._say("The start of the game.")
                    return
                r.back()
                self._log(Text(f"↶ back to action {r.index}", style="bold #80deea"))
        except ValueError as e:  # SaveError: an illegal action in the file (one line, the game stays shown)
            self._say(str(e), severity="error", timeout=10)
            return
        self.show()

    def action_jump(self, where: int) -> None:
        r = self.replay
        target = r.total if where < 0 else where
        try:
            r.seek(target)
        except ValueError as e:
            self._say(str(e), severity="error", timeout=10)
            return
        self._log(Text(f"⇥ action {r.index}", style="bold #80deea"))
        self.show()

    def action_swap_side(self) -> None:
        self.layout_seat = "p2" if self.layout_seat == "p1" else "p1"
        self.hidden = not self.may_see(self.layout_seat)
        if self.hidden:
            self._say(f"{self.session.name(self.layout_seat)}'s hand stays hidden until the game has ended.",
                      timeout=4)
        self.refresh_view()

    def refresh_view(self) -> None:
        super().refresh_view()
        # the titles, with the names as text (a name from a file is never markup) and whose hand it is
        me = self.layout_seat
        opp = "p2" if me == "p1" else "p1"
        for box, pid in (("#opp-board", opp), ("#my-board", me)):
            self.query_one(box).border_title = Text(self._side_title(pid))
        n = len(self.game.players[me].hand)
        title = f"{self.session.name(me)}'s hand ({n})"
        if self.hidden:
            title += " — hidden until the game has ended" if self.viewer is not None else " — hidden"
        self.query_one("#hand-box").border_title = Text(title)

    def _side_title(self, pid: str) -> str:
        bits = [self.session.name(pid)]
        if not self.session.is_human(pid):
            bits.append("bot")
        if self.game.active == pid:
            bits.append("active")
        return " · ".join(bits)

    def _say(self, message: str, *, severity: str = "information", timeout: float = 3) -> None:
        """A toast whose text may quote the file (a warning, an error): never read as markup."""
        self.app.clear_notifications()
        toast(self.app, message, severity=severity, timeout=timeout)

    def action_quit_replay(self) -> None:
        if len(self.app.screen_stack) > 2:
            self.app.pop_screen()
        else:
            self.app.exit()

    # ------------------------------------------------------------------ read-only: the game screen's moves do nothing
    def advance(self) -> None:
        self.show()

    def act(self, action) -> bool:
        return False

    def action_act_selected(self) -> None:
        return None

    def action_undo(self) -> None:
        return None

    def concede(self) -> None:
        return None

    def start_bot(self, pid: str) -> None:
        return None

    def show_game_over(self) -> None:
        return None

    def refresh_prompt(self) -> None:
        g = self.game
        t = Text()
        if g.over:
            who = g.players[g.winner].name if g.winner in ("p1", "p2") else None
            t.append(f"The game is over: {who + ' wins' if who else 'a draw'}.", style="bold")
        else:
            d = g.decider
            pend = g.pending
            if d and pend is not None:
                t.append(f"{self.session.name(d)}: ", style="bold #ffd54f")
                # (a prompt may name a hidden card: "Scry: Forest on top or bottom?")
                t.append(named(g, pend.prompt or "") if self.may_see(d) else "deciding", style="bold")
            r = self.replay
            if r.index < r.total:
                t.append(f"\nNext: {r.line(r.index)}", style="#80deea")
        self._update(self.query_one("#prompt-text", Static), t)
        self._update(self.query_one("#prompt-error", Static),
                     Text("→ next · ← back · Home/End start/end · v swap side · q quit", style="dim",
                          no_wrap=True, overflow="ellipsis"), layout=False)

    def on_unmount(self, event) -> None:
        event.prevent_default()


def replay_app(path: str | None, settings: Settings | None = None):
    """The app on a replay of ``path``: a bad file raises SaveError (one line) before the app exists.  None: the
    app on the list of saves (SavesList), newest first; Enter replays one, q in it comes back to the list."""
    from ..app import MtgApp
    r = Replay(path) if path is not None else None

    class _ReplayApp(MtgApp):
        CSS_PATH = str(Path(__file__).resolve().parent.parent / "app.tcss")  # (relative paths follow the module)

        def on_mount(self, event) -> None:
            event.prevent_default()  # not the menu (Textual calls the base class's handler too)
            if self.settings_error:
                toast(self, self.settings_error, title="Settings", severity="warning", timeout=12)
            if r is None:
                from .saves_list import SavesList
                self.push_screen(SavesList(self.settings))
            else:
                self.push_screen(ReplayScreen(r, self.settings))

    return _ReplayApp(settings=settings)


def run_replay(path: str | None, settings: Settings | None = None) -> int:
    """The app on a replay of ``path`` (None: on the list of saves; with none at all, SaveError: one line)."""
    if path is None:
        from ...replay import no_saves_error
        from ...saves import list_saves
        if not list_saves():
            raise no_saves_error()
    replay_app(path, settings).run()
    return 0
