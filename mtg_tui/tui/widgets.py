"""The game screen's widgets.  They draw what the screen gives them (attributes down) and report
clicks as messages (messages up); none of them touches the game."""

from __future__ import annotations

from typing import Any, Callable

from rich.text import Text
from textual.message import Message
from textual.containers import VerticalScroll
from textual.widget import Widget
from textual.widgets import Checkbox, Footer, RichLog, Static
from textual.widgets._footer import FooterKey

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
                 empty: str = "—", sizer: Callable[[Any], int] | None = None, max_cell_width: int = 0,
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
        # sizer: the width an item needs to be drawn whole; cells widen to it (up to max_cell_width) when that
        # adds no row beyond the first two, so a long name is not cut while the zone has room
        self.sizer = sizer
        self.max_cell_width = max_cell_width
        self._need = 0
        self.keys: list[str] = []
        self.items: list[Any] = []
        self.marked: set[str] = set()
        self.flash: set[str] = set()
        self.selected: int | None = None
        self.active = False

    # ------------------------------------------------------------------ data in
    def set_items(self, keys: list[str], items: list[Any], marked: set[str] | None = None,
                  cell_width: int | None = None, flash: set[str] | None = None) -> None:
        keys, items = list(keys), list(items)
        marked, flash = marked or set(), flash or set()
        cell_width = self.cell_width if cell_width is None else cell_width
        if (keys == self.keys and items == self.items and marked == self.marked and flash == self.flash
                and cell_width == self.cell_width):
            return  # nothing to redraw
        width = self.size.width
        height_before = self.height_at(width) if width else -1
        self.keys, self.items, self.marked, self.flash = keys, items, marked, flash
        self.cell_width = cell_width
        self._need = max((self.sizer(it) for it in items), default=0) if self.sizer is not None else 0
        if self.selected is not None and self.selected >= len(self.keys):
            self.selected = len(self.keys) - 1 if self.keys else None
        # a layout pass (the whole screen's) only when the grid's height changes: an empty zone is one line
        # ("—") and its first row of two-line cells is two, though both are "one row"
        self.refresh(layout=not width or self.height_at(width) != height_before)

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
        if self._need > cw:
            want = min(self._need, self.max_cell_width or self._need, inner)
            n = len(self.keys)

            def rows_at(c: int) -> int:
                return -(-n // max(1, (inner + self.gap) // (c + self.gap)))

            if rows_at(want) <= max(rows_at(cw), 2):
                cw = want
            else:  # as wide as the row allows without losing a column: names are not cut while there is room
                cols = max(1, (inner + self.gap) // (cw + self.gap))
                cw = max(cw, min(want, (inner - (cols - 1) * self.gap) // cols))
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

    def height_at(self, width: int) -> int:
        """The lines the grid takes at this width: one for an empty zone, else its rows of cells."""
        if not self.keys:
            return 1
        return self.rows(width) * self.cell_height

    def get_content_height(self, container, viewport, width: int) -> int:
        return self.height_at(width)

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
    """The event log; it never takes the keyboard from the board.  RichLog wraps a line once, at the width it
    has when written: this one keeps what was written and wraps it again when its width changes (the first
    layout, a breakpoint, a terminal resized), so no line is ever cut off at the side."""

    can_focus = False

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        from collections import deque
        self._written: deque = deque(maxlen=self.max_lines or 5000)
        self._wrap_width = 0

    def write(self, content, *args, **kwargs):
        if self._size_known:  # (before that RichLog defers the write, and calls write again later)
            self._written.append((content, args, kwargs))
        return super().write(content, *args, **kwargs)

    def clear(self):
        self._written.clear()
        return super().clear()

    def on_resize(self, event) -> None:
        width = self.scrollable_content_region.width
        if self._size_known and self._wrap_width and width != self._wrap_width and self._written:
            kept = list(self._written)
            self.clear()
            for content, args, kwargs in kept:
                self.write(content, *args, **kwargs)
            self.scroll_end(animate=False, immediate=True)
        if width:
            self._wrap_width = width


class CardView(Static):
    """The card panel's text.  It fills its panel and draws only what fits, so showing another card is a
    repaint, never a layout pass over the whole screen (the keypress-to-repaint path: see tui/bench.py).
    A text taller than the panel scrolls with the mouse wheel or :meth:`scroll_lines`; an arrow marks
    that there is more."""

    DEFAULT_CSS = """
    CardView { height: 1fr; width: 1fr; }
    """

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._full = Text()
        self._top = 0
        self._wrapped: tuple[int, list[Text]] | None = None

    def update(self, content="", *, layout: bool = False) -> None:  # noqa: D102 (Static's)
        text = content if isinstance(content, Text) else Text(str(content))
        if text.plain == self._full.plain and text.spans == self._full.spans:
            return  # the same text: keep where it was scrolled to
        self._full = text
        self._top = 0
        self._wrapped = None
        super().update(self._full, layout=False)

    @property
    def text(self) -> Text:
        return self._full

    def _lines(self, width: int) -> list[Text]:
        if self._wrapped is None or self._wrapped[0] != width:
            self._wrapped = (width, list(self._full.wrap(self.app.console, width)))
        return self._wrapped[1]

    def render(self) -> Text:
        width, height = self.content_size.width, self.content_size.height
        if width <= 0 or height <= 0:
            return self._full
        lines = self._lines(width)
        if len(lines) <= height:
            return self._full
        top = max(0, min(self._top, len(lines) - height))
        self._top = top
        shown = [t.copy() for t in lines[top:top + height]]
        if top > 0:
            shown[0] = Text("▲ more above (scroll)".ljust(width)[:width], style="dim reverse")
        if top + height < len(lines):
            shown[-1] = Text("▼ more below (scroll / PgDn)".ljust(width)[:width], style="dim reverse")
        return Text("\n", no_wrap=True).join(shown)

    def scroll_lines(self, n: int) -> None:
        width, height = self.content_size.width, self.content_size.height
        if width <= 0 or height <= 0:
            return
        most = max(0, len(self._lines(width)) - height)
        top = max(0, min(self._top + n, most))
        if top != self._top:
            self._top = top
            self.refresh()

    def on_mouse_scroll_down(self, event) -> None:
        event.stop()
        self.scroll_lines(3)

    def on_mouse_scroll_up(self, event) -> None:
        event.stop()
        self.scroll_lines(-3)


class InfoLine(Static):
    """One line of player facts; the screen writes it."""


class Tick(Checkbox):
    """A checkbox whose mark is an X only when it is on, so it reads without color."""

    @property
    def BUTTON_INNER(self) -> str:  # noqa: N802 (Textual's name)
        return "X" if self.value else " "


class Scroll(VerticalScroll, can_focus=False):
    """A scrolling panel that never takes the keyboard (the board's keys move the selection)."""


class TightFooter(Footer):
    """Textual's compact footer, on one line at 100 columns: while its keys would run past the edge, the
    longest descriptions of two words keep their first ('e End turn' -> 'e End').  (The palette key is left
    out below 120 columns by the stylesheet.)"""

    _made_for = 0

    def on_resize(self, event) -> None:
        if self._made_for and self.app.size.width != self._made_for:
            self.call_later(self.recompose)  # the terminal was resized: fit the keys again

    def compose(self):
        items = list(super().compose())
        width = self._made_for = self.app.size.width or 120
        keys = [k for k in items if isinstance(k, FooterKey)
                and not (width < 120 and k.has_class("-command-palette"))]

        def used() -> int:
            return sum(len(k.key_display) + (len(k.description) + 1 if k.description else 0) + 1 for k in keys)

        for k in sorted(keys, key=lambda k: -len(k.description or "")):
            if used() <= width:
                break
            if " " in (k.description or ""):
                k.description = k.description.split(" ", 1)[0]
        yield from items
