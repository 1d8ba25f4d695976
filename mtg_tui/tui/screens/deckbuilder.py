"""The deck builder: a Limited pool (sealed, draft) or every implemented card (constructed) on one screen.

A filter line (the card browser's query words, mtg_tui/cards/query.py), a sortable table of the cards that may
go in, the deck by groups with its mana curve and colored pips as bars, the highlighted card's text, and a
validation line that is always in sight.  The model is ``limited.deckbuilder.DeckBuild``; this screen only
shows it and sends it the player's keys.  Dismissed with the main deck (one name per copy) when a Limited
event asked for one (``limited_done``), else with None.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.widgets import Button, DataTable, Footer, Input, Label, OptionList, Static
from textual.widgets.option_list import Option

from ...limited.deckbuilder import COLORS, SORTS, DeckBuild, Row, check_deck_name, review
from ..look import COLOR_TEXT, card_def, card_text, mana_cost, rules_text
from ..safe import toast

HELP = ("Enter/+ add  - remove  l lands  s/S sort  r review  ^S save  e export  / filter  Tab: table/deck/filter")
#: the table's columns: key, header, the sort a click on the header asks for
COLUMNS = (("count", "#", "count"), ("name", "Name", "name"), ("cost", "Cost", "mv"), ("type", "Type", "type"),
           ("rarity", "R", "rarity"), ("rating", "Rate", "rating"))
SORT_NAMES = {"rating": "rating", "name": "name", "mv": "mana value", "type": "type", "color": "color",
              "rarity": "rarity", "count": "copies in the deck"}
RARITY_STYLE = {"common": "#b0bec5", "uncommon": "#cfd8dc bold", "rare": "#ffd54f bold", "mythic": "#ff8a65 bold"}
BAR = "█"


def _cut(s: str, width: int) -> str:
    return s if len(s) <= width else s[: max(0, width - 1)] + "…"


def _short_type(type_line: str, width: int) -> str:
    """A type line for a narrow column: "Legendary Creature — Human" as "Lgd. Creature — Human", or only
    "Lgd. Creature" when the column is too narrow for the subtypes."""
    short = type_line.replace("Legendary ", "Lgd. ")
    return short if len(short) <= width or width > 12 else short.split(" — ")[0]


def _bar(n: int, most: int, width: int, style: str) -> Text:
    """A horizontal bar of ``n`` against the biggest ``most`` in ``width`` cells (at least one cell for n > 0)."""
    scale = 1.0 if most <= width else width / most  # a cell a card, unless the biggest wouldn't fit
    cells = max(1, round(n * scale)) if n > 0 else 0
    t = Text(BAR * cells, style=style)
    t.append(f" {n}" if n else "", style="bold")
    return t


class DeckBuilderScreen(Screen[list[str] | None]):
    """Build a deck from ``pool`` (None: every implemented card, constructed) starting from ``main``."""

    DEFAULT_CSS = """
    DeckBuilderScreen #db { height: 1fr; }
    DeckBuilderScreen #db-query { margin: 0 1; }
    DeckBuilderScreen #db-title { height: 1; margin: 0 2; }
    DeckBuilderScreen #db-body { height: 1fr; width: 100%; }
    DeckBuilderScreen #db-left { width: 1fr; }
    DeckBuilderScreen #db-table { height: 1fr; border: round #546e7a; }
    DeckBuilderScreen #db-table:focus { border: round #4fc3f7; }
    DeckBuilderScreen #db-card-box { height: 10; border: round #546e7a; padding: 0 1; }
    DeckBuilderScreen #db-right { width: 44; }
    DeckBuilderScreen #db-deck { height: 1fr; border: round #546e7a; }
    DeckBuilderScreen #db-deck:focus { border: round #4fc3f7; }
    DeckBuilderScreen #db-stats { height: 11; border: round #546e7a; padding: 0 1; }
    DeckBuilderScreen #db-curve { width: 1fr; }
    DeckBuilderScreen #db-pips { width: 1fr; }
    DeckBuilderScreen #db-status { height: 1; margin: 0 1; }
    DeckBuilderScreen #db-valid { width: 1fr; height: 1; }
    DeckBuilderScreen #db-done { min-width: 14; height: 1; }
    DeckBuilderScreen #db-help { height: 1; margin: 0 1; }
    DeckBuilderScreen.-medium #db-right, DeckBuilderScreen.-narrow #db-right { width: 38; }
    DeckBuilderScreen.-short #db-card-box, DeckBuilderScreen.-tall #db-card-box { height: 7; }
    DeckBuilderScreen.-short #db-help, DeckBuilderScreen.-tall #db-help { display: none; }
    """

    BINDINGS = [
        Binding("escape", "back", "Back"),
        Binding("plus,equals_sign", "add", "Add"),
        Binding("minus", "remove", "Remove"),
        Binding("l", "lands", "Lands"),
        Binding("s", "sort", "Sort"),
        Binding("S", "sort_reverse", "Reverse", show=False),
        Binding("r", "review", "Review"),
        Binding("e", "export", "Export"),
        Binding("ctrl+s", "save", "Save"),
        Binding("ctrl+d", "done", "Done"),
        Binding("slash", "search", "Filter", show=False),
        Binding("tab", "app.focus_next", "Next", show=False),
        Binding("shift+tab", "app.focus_previous", "Previous", show=False),
    ]

    def __init__(self, pool: list[str] | None = None, main: list[str] | None = None, name: str = "", *,
                 limited_done: bool = False) -> None:
        super().__init__()
        self.model = DeckBuild(pool, main, name)
        self.limited_done = limited_done
        self.query_text = ""
        self.sort = "rating"
        self.reverse = False
        self.rows: list[Row] = []
        self.deck_names: list[str | None] = []  # the deck list's options: a card's name, None for a heading
        self._saved = Counter(self.model.main)  # what the deck was when opened or last saved

    # ------------------------------------------------------------------ layout

    def compose(self) -> ComposeResult:
        with Vertical(id="db"):
            yield Input(placeholder="filter: e.g. 'c:G mv:<=3', 'type:creature', 'r:rare', 'food'", id="db-query")
            yield Static("", id="db-title")
            with Horizontal(id="db-body"):
                with Vertical(id="db-left"):
                    yield DataTable(id="db-table", cursor_type="row", zebra_stripes=True)
                    with VerticalScroll(id="db-card-box", can_focus=False):  # (Tab: table, deck, filter)
                        yield Static("", id="db-card")
                with Vertical(id="db-right"):
                    yield OptionList(id="db-deck")
                    with Horizontal(id="db-stats"):
                        yield Static("", id="db-curve")
                        yield Static("", id="db-pips")
            with Horizontal(id="db-status"):
                yield Static("", id="db-valid")
                if self.limited_done:
                    yield Button("Done (^D)", id="db-done", variant="success", compact=True)
            yield Static(Text(HELP, style="dim"), id="db-help")
        yield Footer()

    def on_mount(self) -> None:
        what = "Limited pool" if self.model.limited else "every card (constructed)"
        self.query_one("#db-deck", OptionList).border_title = "Deck"
        self.query_one("#db-card-box").border_title = "Card"
        self.query_one("#db-stats").border_title = "Curve and colors"
        self.query_one("#db-table").border_title = f"Cards: {what}"
        self.fill()
        self.show_deck()
        self.query_one("#db-table", DataTable).focus()
        self.call_after_refresh(self.relayout)

    def on_resize(self) -> None:
        self.call_after_refresh(self.relayout)

    def relayout(self) -> None:
        """The columns, the deck list's lines and the bars fit the widths the layout gave them (known only
        once it has run: at mount and after a resize)."""
        self.fill()
        self.show_deck()

    def check_action(self, action: str, parameters: tuple) -> bool | None:
        if action == "done":
            return self.limited_done
        return True

    # ------------------------------------------------------------------ the card table

    def _widths(self) -> tuple[int, int]:
        """The name and type columns' widths: what the table's width leaves after the fixed columns."""
        table = self.query_one("#db-table", DataTable)
        inner = table.scrollable_content_region.width or 66  # (inside its border and scrollbar)
        fixed = 5 + 6 + 1 + 4 + 2 * len(COLUMNS)  # count, cost, rarity, rating and each cell's padding
        rest = max(24, inner - fixed)
        longest = max((len(r.name) for r in self.rows), default=12)
        if rest < 36:  # narrow: the type column shows the card types only ("Creature"), the name gets the rest
            return max(12, min(longest, rest - 10)), 10
        name = max(12, min(longest, max(rest * 3 // 5, rest - 18)))
        return name, max(8, rest - name)

    def fill(self, keep: str | None = None) -> None:
        """The table for the filter line (a query that can't be read says why in the title line and keeps the
        last list), the highlighted card kept when it is still there."""
        from ...cards.query import QueryError
        title = self.query_one("#db-title", Static)
        table = self.query_one("#db-table", DataTable)
        try:
            self.rows = self.model.rows(self.query_text, self.sort, self.reverse)
        except QueryError as e:
            title.update(Text(str(e), style="red"))
            return
        if keep is None:
            keep = self.current_row_name()
        arrow = "▲" if (self.sort in ("rating", "count")) == self.reverse else "▼"
        n = len(self.rows)
        t = Text(f"{n} card{'s' if n != 1 else ''}")
        if self.query_text.strip():
            t.append(" for ")
            t.append(repr(self.query_text.strip()))
        t.append(f" · sorted by {SORT_NAMES[self.sort]} {arrow}", style="dim")
        title.update(t)
        name_w, type_w = self._widths()
        table.clear(columns=True)
        for key, label, sort in COLUMNS:
            head = Text(label, style="bold")
            if sort == self.sort:
                head.append(arrow, style="bold #ffd54f")
            width = {"count": 5, "name": name_w, "cost": 6, "type": type_w, "rarity": 1, "rating": 4}[key]
            table.add_column(head, key=key, width=width)
        for r in self.rows:
            table.add_row(*self._cells(r, name_w, type_w), key=r.name)
        if not self.rows:
            self.query_one("#db-card", Static).update(Text("No card matches.", style="dim"))
            return
        names = [r.name for r in self.rows]
        table.move_cursor(row=names.index(keep) if keep in names else 0)
        self.show_card(self.rows[table.cursor_row].name)

    def _count_cell(self, r: Row) -> Text:
        """Copies in the deck; in Limited, of how many in the pool (basic lands: any number)."""
        style = "bold #a5d6a7" if r.count else "dim"
        if r.owned is not None:
            return Text(f"{r.count}/{r.owned}", style=style if r.available else "bold #ffd54f")
        return Text(str(r.count) if r.count or r.available is None else "·", style=style)

    def _cells(self, r: Row, name_w: int, type_w: int) -> list[Text]:
        color = COLOR_TEXT.get(r.colors, "#eceff1") if len(r.colors) == 1 else (
            "#ffd54f" if r.colors else "#cfd8dc")
        return [self._count_cell(r), Text(_cut(r.name, name_w), style=color), mana_cost(r.cost),
                Text(_cut(_short_type(r.type_line, type_w), type_w), style="#b0bec5"),
                Text(r.rarity[:1].upper() or "-", style=RARITY_STYLE.get(r.rarity, "dim")),
                Text(f"{r.rating:.1f}", style="bold" if r.rating >= 6 else "")]

    def current_row_name(self) -> str | None:
        table = self.query_one("#db-table", DataTable)
        if not self.rows or not 0 <= table.cursor_row < len(self.rows):
            return None
        return self.rows[table.cursor_row].name

    def _update_row(self, name: str) -> None:
        """A card's count changed: its table cell (the whole table when sorted by count)."""
        if self.sort == "count":
            self.fill(keep=self.current_row_name())
            return
        for i, r in enumerate(self.rows):
            if r.name == name:
                count = self.model.count(name)
                avail = self.model.available(name)
                self.rows[i] = r = replace(r, count=count, available=avail)
                self.query_one("#db-table", DataTable).update_cell(name, "count", self._count_cell(r))

    @on(Input.Changed, "#db-query")
    def _filter(self, event: Input.Changed) -> None:
        self.query_text = event.value
        self.fill()

    @on(Input.Submitted, "#db-query")
    def _to_table(self, event: Input.Submitted) -> None:
        self.query_one("#db-table", DataTable).focus()

    @on(DataTable.RowHighlighted, "#db-table")
    def _highlighted(self, event: DataTable.RowHighlighted) -> None:
        if event.row_key.value:
            self.show_card(event.row_key.value)

    @on(DataTable.RowSelected, "#db-table")
    def _selected(self, event: DataTable.RowSelected) -> None:
        if event.row_key.value:
            self.add(event.row_key.value)

    @on(DataTable.HeaderSelected, "#db-table")
    def _header(self, event: DataTable.HeaderSelected) -> None:
        sort = next(s for k, _, s in COLUMNS if k == event.column_key.value)
        if sort == self.sort:
            self.reverse = not self.reverse
        else:
            self.sort, self.reverse = sort, False
        self.fill()

    # ------------------------------------------------------------------ the deck

    def show_card(self, name: str) -> None:
        t = rules_text(card_text(name))
        row = next((r for r in self.rows if r.name == name), None)
        if row is not None:
            extra = [x for x in (row.rarity, f"rating {row.rating:.1f}") if x]
            if row.owned is not None:
                extra.append(f"{row.owned} in the pool")
            t.append("\n" + " · ".join(extra), style="dim")
        self.query_one("#db-card", Static).update(t)

    def show_deck(self) -> None:
        """The deck list by groups, the curve and pips, the validation line."""
        model = self.model
        counts = Counter(model.main)
        groups: dict[str, list[str]] = {"Creatures": [], "Other spells": [], "Lands": []}
        for n in counts:
            c = card_def(n)
            key = "Lands" if c is not None and c.is_land else (
                "Creatures" if c is not None and "Creature" in c.types else "Other spells")
            groups[key].append(n)
        ol = self.query_one("#db-deck", OptionList)
        old = ol.highlighted
        old_name = self.deck_names[old] if old is not None and old < len(self.deck_names) else None
        ol.clear_options()
        self.deck_names = []
        # a line: the count (3), the name, a space and the cost (up to 6 symbols), inside the list's scrollbar
        width = max(12, (ol.scrollable_content_region.width or 40) - 3 - 1 - 6 - 1)
        opts: list[Option] = []
        for title, names in groups.items():
            if not names:
                continue
            k = sum(counts[n] for n in names)
            opts.append(Option(Text(f"{title} ({k})", style="bold #78909c"), disabled=True))
            self.deck_names.append(None)
            names.sort(key=lambda n: ((card_def(n).cost.mana_value if card_def(n) else 0), n))
            for n in names:
                t = Text(f"{counts[n]:>2} ")
                t.append(_cut(n, width).ljust(width))
                t.append(" ")
                t.append_text(mana_cost(str(card_def(n).cost) if card_def(n) else ""))
                opts.append(Option(t))
                self.deck_names.append(n)
        if not opts:
            opts.append(Option(Text("Empty: Enter or + adds the highlighted card.", style="dim"), disabled=True))
            self.deck_names.append(None)
        ol.add_options(opts)
        if old_name in self.deck_names:
            ol.highlighted = self.deck_names.index(old_name)
        elif old is not None:
            ol.highlighted = next((i for i in range(min(old, len(self.deck_names) - 1), -1, -1)
                                   if self.deck_names[i]), None)
        spells, lands = len(model.spells()), len(model.lands())
        ol.border_title = f"Deck: {len(model.main)} · {spells} spells, {lands} lands"
        self.show_stats()
        self.show_valid()

    def show_stats(self) -> None:
        """The mana curve and the colored pips (with the lands making each color) as bars."""
        box = self.query_one("#db-stats")
        half = max(14, (box.content_region.width or 40) // 2)
        curve = self.model.curve()
        most = max(curve)
        t = Text(f"Curve (avg {self.model.average_mv():.1f})\n", style="bold")
        for mv, n in enumerate(curve):
            t.append(f"{mv}+ " if mv == 7 else f"{mv}  ", style="dim")
            t.append_text(_bar(n, most, half - 7, "#4fc3f7"))
            t.append("\n")
        t.rstrip()
        self.query_one("#db-curve", Static).update(t)
        pips = self.model.pips()
        sources = Counter(col for n in self.model.lands() if card_def(n) is not None
                          for col in card_def(n).mana_produce if col in COLORS)
        most = max(pips.values())
        p = Text("Pips (lands)\n", style="bold")
        for c in COLORS:
            p.append(f"{c} ", style=f"bold {COLOR_TEXT[c]}")
            p.append_text(_bar(pips[c], most, half - 11, COLOR_TEXT[c]))
            if sources[c] or pips[c]:
                p.append(f" ({sources[c]})", style="dim")
            p.append("\n")
        p.rstrip()
        self.query_one("#db-pips", Static).update(p)

    def show_valid(self) -> None:
        problems = self.model.problems()
        if problems:
            t = Text("✗ " + problems[0], style="bold #ef5350")
            if len(problems) > 1:
                t.append(f"  (+{len(problems) - 1} more)", style="#ef5350")
        else:
            t = Text(f"✓ {len(self.model.main)} cards: ready", style="bold #66bb6a")
            if self.limited_done:
                t.append("  ·  Ctrl+D when done", style="#a5d6a7")
        self.query_one("#db-valid", Static).update(t)

    # ------------------------------------------------------------------ keys

    def _target(self) -> str | None:
        """The card the keys act on: the deck list's highlighted card when it has the focus, else the table's."""
        ol = self.query_one("#db-deck", OptionList)
        if self.focused is ol and ol.highlighted is not None and ol.highlighted < len(self.deck_names):
            return self.deck_names[ol.highlighted]
        return self.current_row_name()

    def add(self, name: str) -> None:
        why = self.model.add(name)
        if why:
            toast(self.app, why, severity="warning", timeout=4)  # (a card's name: never markup)
            return
        self._changed(name)

    def _changed(self, name: str) -> None:
        self._update_row(name)
        self.show_deck()

    def action_add(self) -> None:
        name = self._target()
        if name:
            self.add(name)

    def action_remove(self) -> None:
        name = self._target()
        if name and self.model.remove(name):
            self._changed(name)

    @on(OptionList.OptionSelected, "#db-deck")
    def _deck_selected(self, event: OptionList.OptionSelected) -> None:
        """Enter (or a click) on a card of the deck takes one copy out."""
        name = self.deck_names[event.option_index] if event.option_index < len(self.deck_names) else None
        if name and self.model.remove(name):
            self._changed(name)

    @on(OptionList.OptionHighlighted, "#db-deck")
    def _deck_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        name = self.deck_names[event.option_index] if event.option_index < len(self.deck_names) else None
        if name:
            self.show_card(name)

    def action_lands(self) -> None:
        said = self.model.suggest_lands()
        toast(self.app, said, title="Lands", timeout=6)
        self.fill()
        self.show_deck()

    def action_sort(self) -> None:
        self.sort = SORTS[(SORTS.index(self.sort) + 1) % len(SORTS)]
        self.reverse = False
        self.fill()

    def action_sort_reverse(self) -> None:
        self.reverse = not self.reverse
        self.fill()

    def action_search(self) -> None:
        self.query_one("#db-query", Input).focus()

    def action_review(self) -> None:
        lines = review(self.model.main)
        problems = self.model.problems()
        self.app.push_screen(TextDialog("Deck review", "\n\n".join(lines) + (
            "\n\nNot legal yet: " + "; ".join(problems) if problems else "")))

    def action_save(self) -> None:
        if self.model.name:
            self._save(self.model.name)
        else:
            self.app.push_screen(NameDialog(), self._save)

    def _save(self, name: str | None) -> None:
        if not name:
            return
        try:
            path = self.model.save(name)
        except (ValueError, OSError) as e:
            toast(self.app, f"Not saved: {e}", severity="error", timeout=8)
            return
        self._saved = Counter(self.model.main)
        problems = self.model.problems()
        toast(self.app, f"Saved to {path}" + (f" (not legal yet: {problems[0]})" if problems else ""),
              title="Deck saved", timeout=8)

    def action_export(self) -> None:
        text = self.model.arena_text()
        path = self.model.saved_path()
        if path is not None and Counter(self.model.main) != self._saved:
            self._save(self.model.name)  # the file is this same text: keep it up to date
        where = (f"Saved as {path}: Arena reads this text, and so does `mtg-tui play --deck '{self.model.name}'`."
                 if path is not None else
                 "Not saved yet: Ctrl+S saves it in this format to your decks folder.")
        try:
            self.app.copy_to_clipboard(text)
            where += " Copied to the clipboard, if the terminal allows it."
        except Exception:  # a terminal without OSC 52: showing it is enough
            pass
        self.app.push_screen(TextDialog("Export: Arena text", text + "\n" + where))

    def action_done(self) -> None:
        if not self.limited_done:
            return
        problems = self.model.problems()
        if problems:
            toast(self.app, problems[0], title="Not ready", severity="error", timeout=6)
            return
        self.dismiss(list(self.model.main))

    @on(Button.Pressed, "#db-done")
    def _done_pressed(self, event: Button.Pressed) -> None:
        self.action_done()

    def action_back(self) -> None:
        if Counter(self.model.main) == self._saved:  # (the same cards in another order: nothing to lose)
            self.dismiss(None)
            return
        from .dialogs import ConfirmScreen

        def answer(yes: bool | None) -> None:
            if yes:
                self.dismiss(None)
        self.app.push_screen(ConfirmScreen("Leave the deck builder?",
                                           "The deck has changes that are not saved. Leave anyway?"), answer)


class TextDialog(ModalScreen[None]):
    """Lines to read (the review, the Arena text); Esc or Enter closes."""

    DEFAULT_CSS = """
    TextDialog { align: center middle; }
    TextDialog #td-box { width: 84; max-width: 95%; height: auto; max-height: 90%; }
    TextDialog #td-scroll { height: auto; max-height: 30; }
    """
    BINDINGS = [Binding("escape,enter,q", "close", "Close")]

    def __init__(self, title: str, text: str) -> None:
        super().__init__()
        self.title_text = title
        self.text = text

    def compose(self) -> ComposeResult:
        with Vertical(id="td-box", classes="dialog"):
            yield Label(Text(self.title_text), classes="dialog-title")
            with VerticalScroll(id="td-scroll"):
                yield Static(Text(self.text), id="td-text")  # (card and file names: text, never markup)
            yield Label("Esc or Enter to close", classes="dialog-hint")

    def action_close(self) -> None:
        self.dismiss(None)


class NameDialog(ModalScreen[str | None]):
    """Asks a deck's name (checked as it is typed); Enter saves, Esc cancels."""

    DEFAULT_CSS = """
    NameDialog { align: center middle; }
    NameDialog #nd-box { width: 64; max-width: 95%; height: auto; }
    NameDialog #nd-name { width: 100%; }
    NameDialog #nd-why { height: auto; }
    """
    BINDINGS = [Binding("escape", "cancel", "Cancel")]

    def compose(self) -> ComposeResult:
        with Vertical(id="nd-box", classes="dialog"):
            yield Label("Save the deck as", classes="dialog-title")
            yield Input(placeholder="a name: letters, digits, -, _ and spaces", id="nd-name")
            yield Static("", id="nd-why")
            yield Label("Enter to save · Esc to cancel", classes="dialog-hint")

    def on_mount(self) -> None:
        self.query_one("#nd-name", Input).focus()

    @on(Input.Changed, "#nd-name")
    def _changed(self, event: Input.Changed) -> None:
        self.query_one("#nd-why", Static).update(self._why(event.value))

    def _why(self, name: str) -> Text:
        from ...decks import user_decks
        if not name.strip():
            return Text("")
        try:
            name = check_deck_name(name)
        except ValueError as e:
            return Text(str(e), style="#ef5350")
        if name in user_decks():
            return Text(f"replaces your deck {name!r}", style="#ffd54f")
        return Text("")

    @on(Input.Submitted, "#nd-name")
    def _submitted(self, event: Input.Submitted) -> None:
        try:
            name = check_deck_name(event.value)
        except ValueError as e:
            self.query_one("#nd-why", Static).update(Text(str(e), style="#ef5350"))
            return
        self.dismiss(name)

    def action_cancel(self) -> None:
        self.dismiss(None)
