"""The card browser: every implemented card, searched as `mtg-tui cards QUERY` searches (mtg_tui/cards/query.py):
bare words match name, type line or rules text; ``name: text: type: c: mv: r: set:`` ask one thing each."""

from __future__ import annotations

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Input, Label, OptionList, Static
from textual.widgets.option_list import Option

from ..look import card_text, mana_cost, rules_text

HELP = ("words match name, type or text; or name: text: type: c:WU mv:<=2 r:rare set:LTR"
        "   Enter: to the list  /: search")


class CardBrowser(Screen):
    """A search line over the list of matching cards; the highlighted card's full text on the right."""

    BINDINGS = [Binding("escape", "back", "Back"), Binding("slash", "search", "Search", show=True),
                Binding("tab", "app.focus_next", "Next", show=False),
                Binding("shift+tab", "app.focus_previous", "Previous", show=False)]

    def __init__(self, query: str = "") -> None:
        super().__init__()
        self.initial = query
        self.found: list = []

    def compose(self) -> ComposeResult:
        with Vertical(id="card-browser"):
            yield Input(value=self.initial, placeholder="search the cards: e.g. 'food c:G mv:<=3'",
                        id="card-query")
            yield Static(Text(HELP, style="dim"), id="query-help")
            with Horizontal(id="card-browser-body"):
                with Vertical(id="found-col"):
                    yield Label("Cards", id="found-title", classes="dialog-title")
                    yield OptionList(id="found-list")
                with VerticalScroll(id="found-text-col"):
                    yield Static("", id="found-card")
        yield Footer()

    def on_mount(self) -> None:
        self.show(self.initial)
        self.query_one("#card-query", Input).focus()

    @on(Input.Changed, "#card-query")
    def _changed(self, event: Input.Changed) -> None:
        self.show(event.value)

    @on(Input.Submitted, "#card-query")
    def _submitted(self, event: Input.Submitted) -> None:
        self.query_one("#found-list", OptionList).focus()

    def show(self, query: str) -> None:
        """The cards matching ``query`` (a few hundred at most: quick enough to run as the player types); a
        query that can't be read says why in the title and keeps the last list."""
        from ...cards.query import QueryError, search
        title = self.query_one("#found-title", Label)
        try:
            found = search(query)
        except QueryError as e:
            title.update(Text(str(e), style="red"))
            return
        self.found = found
        title.update(Text(f"{len(found)} card{'s' if len(found) != 1 else ''}" + (f" for {query.strip()!r}"
                                                                               if query.strip() else "")))
        ol = self.query_one("#found-list", OptionList)
        ol.clear_options()
        width = max([len(f.name) for f in found] + [10]) + 2
        for f in found:
            t = Text(f.name.ljust(width))
            t.append_text(mana_cost(f.cost))
            if f.rarity:
                t.append(f"  {f.rarity[0].upper()}", style="dim")
            ol.add_option(Option(t))
        if found:
            ol.highlighted = 0
            self._text(0)
        else:
            self.query_one("#found-card", Static).update(Text("No card matches.", style="dim"))

    @on(OptionList.OptionHighlighted, "#found-list")
    def _highlighted(self, event: OptionList.OptionHighlighted) -> None:
        self._text(event.option_index)

    def _text(self, i: int) -> None:
        if 0 <= i < len(self.found):
            f = self.found[i]
            t = rules_text(card_text(f.name))
            where = ", ".join(x for x in (f.rarity, f.set) if x)
            if where:
                t.append(f"\n\n{where}", style="dim")
            self.query_one("#found-card", Static).update(t)

    def action_search(self) -> None:
        self.query_one("#card-query", Input).focus()

    def action_back(self) -> None:
        self.app.pop_screen()
