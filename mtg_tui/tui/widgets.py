"""The game screen's widgets.  They draw what the screen gives them (attributes down) and report
clicks as messages (messages up); none of them touches the game."""

from __future__ import annotations

from typing import Any, Callable

from rich.text import Text
from textual.message import Message
from textual.containers import VerticalScroll
from textual.widget import Widget
from textual.widgets import Checkbox, RichLog, Static

from .look import fit

Drawer = Callable[[Any, int, bool], list[Text]]  # (item, width, marked) -> lines


class CellGrid(Widget):
    """A zone: cells of one size in rows that wrap to the width, with a label gutter on the left.

    One cell may be selected (drawn reversed while the zone has the keyboard); a click posts
    :class:`CellGrid.Clicked`.  ``full_width`` makes one column of cells as wide as the widget.
    """

    DEFAULT_CSS = """
    CellGrid { height: auto; width: 1fr; }
    """

    class Clicked(Message):
        def __init__(self, grid: "CellGrid", index: int, key: str, chain: int) -> None:
            super().__init__()
            self.grid = grid
            self.index = index
            self.key = key
            self.chain = chain

        @property
        def control(self) -> "CellGrid":
            return self.grid

    def __init__(self, zone: str, label: str = "", *, drawer: Drawer, cell_width: int = 20, cell_height: int = 1,
                 label_width: int = 0, gap: int = 1, full_width: bool = False, fill: bool = False,
                 empty: str = "—",
                 id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id or f"zone-{zone}", classes=classes)
        self.zone = zone
        self.label = label
        self.drawer = drawer
        self.cell_width = cell_width
        self.cell_height = cell_height
        self.label_width = label_width
        self.gap = gap
        self.full_width = full_width
        self.fill = fill
        self.empty = empty
        self.keys: list[str] = []
        self.items: list[Any] = []
        self.marked: set[str] = set()
        self.flash: set[str] = set()
        self.selected: int | None = None
        self.active = False

    # ------------------------------------------------------------------ data in
    def set_items(self, keys: list[str], items: list[Any], marked: set[str] | None = None,
                  cell_width: int | None = None, flash: set[str] | None = None) -> None:
        self.keys = list(keys)
        self.items = list(items)
        self.marked = marked or set()
        self.flash = flash or set()
        if cell_width is not None:
            self.cell_width = cell_width
        if self.selected is not None and self.selected >= len(self.keys):
            self.selected = len(self.keys) - 1 if self.keys else None
        self.refresh(layout=True)

    def set_selection(self, index: int | None, active: bool) -> None:
        if index != self.selected or active != self.active:
            self.selected = index
            self.active = active
            self.refresh()

    # ------------------------------------------------------------------ geometry
    def _cell_w(self, width: int) -> int:
        inner = max(4, width - self.label_width)
        if self.full_width:
            return inner
        cw = min(self.cell_width, inner)
        if self.fill:  # widen the cells to use the row
            cols = max(1, (inner + self.gap) // (cw + self.gap))
            cw = max(cw, (inner - (cols - 1) * self.gap) // cols)
        return cw

    def columns(self, width: int | None = None) -> int:
        width = self.size.width if width is None else width
        if self.full_width:
            return 1
        inner = max(4, width - self.label_width)
        return max(1, (inner + self.gap) // (self._cell_w(width) + self.gap))

    def rows(self, width: int | None = None) -> int:
        if not self.keys:
            return 1
        cols = self.columns(width)
        return (len(self.keys) + cols - 1) // cols

    def get_content_height(self, container, viewport, width: int) -> int:
        if not self.keys:
            return 1
        return self.rows(width) * self.cell_height

    # ------------------------------------------------------------------ drawing
    def render(self) -> Text:
        width = self.size.width or 80
        cw = self._cell_w(width)
        cols = self.columns(width)
        out = Text(no_wrap=True, overflow="crop")
        gutter = Text(fit(self.label, self.label_width - 1).ljust(self.label_width), style="bold #78909c") if self.label_width else None
        if not self.keys:
            if gutter:
                out.append_text(gutter)
            out.append(self.empty, style="dim")
            return out
        lines: list[Text] = []
        for r in range(self.rows(width)):
            row_cells = []
            for c in range(cols):
                i = r * cols + c
                if i >= len(self.keys):
                    break
                cell = self.drawer(self.items[i], cw, self.keys[i] in self.marked)
                cell = (cell + [Text(" " * cw)] * self.cell_height)[: self.cell_height]
                if i == self.selected:
                    style = "reverse" if self.active else "underline"
                    cell = [t.copy() for t in cell]
                    for t in cell:
                        t.stylize(style)
                elif self.keys[i] in self.flash:
                    cell = [t.copy() for t in cell]
                    for t in cell:
                        t.stylize("on #4e342e")
                row_cells.append(cell)
            for h in range(self.cell_height):
                line = Text(no_wrap=True)
                if gutter is not None:
                    line.append_text(gutter if (r == 0 and h == 0) else Text(" " * self.label_width))
                for k, cell in enumerate(row_cells):
                    if k:
                        line.append(" " * self.gap)
                    t = cell[h].copy()
                    t.truncate(cw, pad=True)
                    line.append_text(t)
                lines.append(line)
        return Text("\n", no_wrap=True).join(lines)

    def index_at(self, x: int, y: int) -> int | None:
        if not self.keys or x < self.label_width:
            return None
        cw = self._cell_w(self.size.width)
        col = (x - self.label_width) // (cw + self.gap)
        if (x - self.label_width) % (cw + self.gap) >= cw:
            return None
        cols = self.columns()
        if col >= cols:
            return None
        i = (y // self.cell_height) * cols + col
        return i if i < len(self.keys) else None

    def on_click(self, event) -> None:
        i = self.index_at(event.x, event.y)
        if i is not None:
            event.stop()
            self.post_message(self.Clicked(self, i, self.keys[i], getattr(event, "chain", 1)))


class PlainLog(RichLog):
    """The event log; it never takes the keyboard from the board."""

    can_focus = False


class InfoLine(Static):
    """One line of player facts; the screen writes it."""


class Tick(Checkbox):
    """A checkbox whose mark is an X only when it is on, so it reads without color."""

    @property
    def BUTTON_INNER(self) -> str:  # noqa: N802 (Textual's name)
        return "X" if self.value else " "


class Scroll(VerticalScroll, can_focus=False):
    """A scrolling panel that never takes the keyboard (the board's keys move the selection)."""
