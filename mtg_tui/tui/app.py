"""The `mtg-tui` Textual app: a main menu, or straight into a game from the command line."""

from __future__ import annotations

from textual.app import App
from textual.binding import Binding

from .safe import toast
from .session import GameSession, Settings


class MtgApp(App):
    """``session`` given: start in that game; ``scenario`` given (a scenario file's path, a dict of its tables,
    or a parsed ScenarioFile; spec section 2): start in a game on that board, p1 at the keyboard and p2 the
    bot at level ``bot`` (None: hot-seat); otherwise open the main menu.

    ``settings`` given: use them as they are and never write them (tests).  Otherwise they are read from
    ``<data>/settings.json`` and saved there whenever the player changes one (see settings_store);
    ``bot_delay`` overrides the bot's pace for this run only (``--delay``), it is not saved.
    """

    CSS_PATH = "app.tcss"
    TITLE = "mtg-tui"
    # Below 100x30 the game screen shows a message instead of a cramped table.
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (100, "-medium"), (120, "-wide")]
    VERTICAL_BREAKPOINTS = [(0, "-short"), (30, "-tall"), (38, "-roomy")]  # -tall: 30-37 rows, compact
    BINDINGS = [Binding("ctrl+q", "quit", "Quit", priority=True)]

    def __init__(self, session: GameSession | None = None, settings: Settings | None = None, *,
                 scenario=None, bot: str | None = "random", bot_delay: float | None = None, event=None) -> None:
        super().__init__()
        self.start_event = event  # a Limited event (limited/run.py) to open at its stage
        self.settings_error: str | None = None
        self.persist = settings is None
        if settings is None:
            from .settings_store import load_settings
            settings, self.settings_error = load_settings()
        self.settings = settings
        self._disk_delay = settings.bot_delay
        self._delay_override = bot_delay
        if bot_delay is not None:
            settings.bot_delay = bot_delay
        if session is None and scenario is not None:
            session = GameSession.from_scenario(scenario, bot)
        self.start_session = session
        self.quit_note: str | None = None  # said on the terminal after Ctrl+Q left a saved game unfinished

    def save_settings(self) -> None:
        """The player changed a setting: write them all (unless this app was given its settings)."""
        if not self.persist:
            return
        from dataclasses import replace

        from .settings_store import save_settings
        s = self.settings
        if self._delay_override is not None and s.bot_delay == self._delay_override:
            s = replace(s, bot_delay=self._disk_delay)  # --delay is for this run only
        else:
            self._delay_override = None
            self._disk_delay = s.bot_delay
        err = save_settings(s)
        self.settings_error = None
        if err:
            toast(self, err, severity="error", timeout=8)

    def on_mount(self) -> None:
        from .screens.menu import MainMenu
        if self.settings_error:
            toast(self, self.settings_error, title="Settings", severity="warning", timeout=12)
        if self.start_session is not None:
            from .screens.game import GameScreen
            self.push_screen(GameScreen(self.start_session, self.settings))
        elif self.start_event is not None:  # under it the menu, where leaving the event goes
            from .screens.limited import open_event
            self.push_screen(MainMenu())
            open_event(self, self.start_event)
        else:
            self.push_screen(MainMenu())

    def saved_game_note(self) -> str | None:
        """What to tell a player who quits now: that the game under way is saved and how to go on with it; None
        when no saved game is unfinished (no game, a game over, a lesson or puzzle: the tutorial keeps its own
        place, a replay)."""
        for scr in reversed(self.screen_stack):
            rec = getattr(getattr(scr, "session", None), "recorder", None)
            if rec is None:
                continue
            if rec.finished or rec.game.over or rec.header.mode not in ("bot", "hotseat"):
                return None
            return (f"Game saved ({rec.path.name}). Continue it from the menu's Continue, or with "
                    f"`mtg-tui resume`.")
        return None

    async def action_quit(self) -> None:
        """Ctrl+Q: quit; a saved game left unfinished is named on the terminal afterwards (run())."""
        self.quit_note = self.saved_game_note()
        self.exit()

    def goto_menu(self) -> None:
        """Back to the main menu: pop down to it if it is under us, else put one in place."""
        from .screens.menu import MainMenu
        stack = self.screen_stack
        if any(isinstance(s, MainMenu) for s in stack):
            while not isinstance(self.screen, MainMenu):
                self.pop_screen()
        else:
            self.switch_screen(MainMenu())


def run(session: GameSession | None = None, settings: Settings | None = None, *, scenario=None,
        bot: str | None = "random", bot_delay: float | None = None, event=None) -> int:
    import sys
    app = MtgApp(session, settings, scenario=scenario, bot=bot, bot_delay=bot_delay, event=event)
    if app.settings_error:
        print(f"mtg-tui: {app.settings_error}", file=sys.stderr)
    app.run()
    if app.quit_note:  # Ctrl+Q in a saved, unfinished game: where it is and how to go on with it
        print(app.quit_note)
    return 0
