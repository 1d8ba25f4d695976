"""`mtg-tui replay` with no file: the saved games, newest first; Enter replays the highlighted one.

Each entry says when the game was played, what kind it is (vs bot, hot-seat, a lesson, a puzzle), who played
which deck, and whether it ended.  Everything shown that came from a file is Rich ``Text`` (never markup).
"""

from __future__ import annotations

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Footer, Label, OptionList
from textual.widgets.option_list import Option

from ..safe import toast
from ..session import Settings


class SavesList(Screen):
    DEFAULT_CSS = """
    SavesList { align: center middle; }
    #saves-box { width: 100%; max-width: 118; height: 1fr; border: round #546e7a; padding: 0 1; }
    #saves-title { color: #ffd54f; text-style: bold; }
    #saves-list { height: 1fr; border: none; }
    #saves-hint { color: #78909c; }
    """
    BINDINGS = [Binding("enter", "open", "Replay", show=True), Binding("q,escape", "close", "Quit")]

    def __init__(self, settings: Settings | None = None) -> None:
        super().__init__()
        self.settings = settings
        self.infos: list = []

    def compose(self) -> ComposeResult:
        from ...saves import saves_dir
        with Vertical(id="saves-box"):
            yield Label(Text(f"Saved games, newest first ({saves_dir()})"), id="saves-title")
            yield OptionList(id="saves-list")
            yield Label("↑↓ choose · Enter replay it · q quit", id="saves-hint")
        yield Footer()

    def on_mount(self) -> None:
        self.fill()
        self.query_one(OptionList).focus()

    def fill(self) -> None:
        from ...replay import MODE_WORDS, save_infos, when
        self.infos = save_infos()
        ol = self.query_one("#saves-list", OptionList)
        ol.clear_options()
        if not self.infos:
            ol.add_option(Option(Text("No saved games yet: every game you play is saved as it goes.",
                                      style="italic"), disabled=True))
            return
        opts = []
        for i, x in enumerate(self.infos, 1):
            t = Text()
            t.append(f"{i:>3}. ", style="bold")
            t.append(when(x.created, x.path), style="bold")
            if x.error is not None:
                t.append("  unreadable", style="bold red")
                t.append(f"\n     {x.path.name}: ", style="dim")
                t.append(x.error, style="red")
            else:
                t.append(f"  {MODE_WORDS.get(x.mode, x.mode)}", style="bold #80deea")
                t.append("  ·  ")
                if x.finished:
                    who = {"p1": x.players[0], "p2": x.players[1]}.get(x.end or "")
                    t.append(f"finished: {who} won" if who else "finished: a draw" if x.end == "draw"
                             else "finished", style="#a5d6a7")
                else:
                    t.append("unfinished", style="bold #ffab40")
                t.append(f"  ·  {x.actions} action{'s' if x.actions != 1 else ''}", style="#90a4ae")
                t.append("\n     ")
                if x.mode in ("tutorial", "puzzle"):
                    t.append(x.decks[0] or "?")
                else:
                    t.append(f"{x.players[0]} ({x.decks[0] or '?'}) vs {x.players[1]} ({x.decks[1] or '?'})")
                t.append(f"\n     {x.path.name}", style="dim")
            opts.append(Option(t, id=str(i - 1)))
        ol.add_options(opts)
        ol.highlighted = 0

    @on(OptionList.OptionSelected, "#saves-list")
    def _chosen(self, event: OptionList.OptionSelected) -> None:
        self.open(int(event.option.id or 0))

    def action_open(self) -> None:
        ol = self.query_one("#saves-list", OptionList)
        if ol.highlighted is not None and self.infos:
            self.open(ol.highlighted)

    def open(self, k: int) -> None:
        from ...replay import Replay
        from ...saves import SaveError
        from .replay import ReplayScreen
        if not 0 <= k < len(self.infos):
            return
        path = self.infos[k].path
        try:
            r = Replay(path)
        except (SaveError, OSError) as e:  # a bad file: one line, and the list stays
            toast(self.app, str(e), title="Cannot replay", severity="error", timeout=10)
            return
        self.app.push_screen(ReplayScreen(r, self.settings or self.app.settings, label=path.name))

    def on_screen_resume(self) -> None:
        if self.infos:
            ol = self.query_one("#saves-list", OptionList)
            keep = ol.highlighted
            self.fill()
            if keep is not None and keep < ol.option_count:
                ol.highlighted = keep

    def action_close(self) -> None:
        if len(self.app.screen_stack) > 2:
            self.app.pop_screen()
        else:
            self.app.exit()
