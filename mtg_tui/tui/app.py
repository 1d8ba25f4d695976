"""The `mtg-tui` Textual app: a main menu, or straight into a game from the command line."""

from __future__ import annotations

from textual.app import App
from textual.binding import Binding

from .session import GameSession, Settings


class MtgApp(App):
    """``session`` given: start in that game; otherwise open the main menu."""

    CSS_PATH = "app.tcss"
    TITLE = "mtg-tui"
    # Below 100x30 the game screen shows a message instead of a cramped table.
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (100, "-medium"), (120, "-wide")]
    VERTICAL_BREAKPOINTS = [(0, "-short"), (30, "-tall")]
    BINDINGS = [Binding("ctrl+q", "quit", "Quit", priority=True)]

    def __init__(self, session: GameSession | None = None, settings: Settings | None = None) -> None:
        super().__init__()
        self.settings = settings or Settings()
        self.start_session = session

    def on_mount(self) -> None:
        from .screens.menu import MainMenu
        if self.start_session is not None:
            from .screens.game import GameScreen
            self.push_screen(GameScreen(self.start_session, self.settings))
        else:
            self.push_screen(MainMenu())

    def goto_menu(self) -> None:
        """Back to the main menu: pop down to it if it is under us, else put one in place."""
        from .screens.menu import MainMenu
        stack = self.screen_stack
        if any(isinstance(s, MainMenu) for s in stack):
            while not isinstance(self.screen, MainMenu):
                self.pop_screen()
        else:
            self.switch_screen(MainMenu())


def run(session: GameSession | None = None, settings: Settings | None = None) -> int:
    MtgApp(session, settings).run()
    return 0
