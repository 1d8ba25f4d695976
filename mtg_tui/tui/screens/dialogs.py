"""Dialogs that return a value (Frogmouth-style ``ModalScreen[T]``): the action picker, the action
line, help, stops, the privacy screen, the zone browser and the game-over screen."""

from __future__ import annotations

from typing import Sequence

from rich.table import Table
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.suggester import SuggestFromList
from textual.widgets import Button, Checkbox, Input, Label, OptionList, Static
from ..numbers import NumberEntry
from ..widgets import Tick
from textual.widgets.option_list import Option

from ...engine.actions import Action, norm
from ..look import action_text, card_text, rules_text
from ..session import STEP_LABELS, STOP_STEPS, Settings


class ActionPicker(ModalScreen[Action | None]):
    """Several legal actions use the selected card: pick one (number, arrows + Enter, click), or Escape.

    With ten or more actions a number takes two digits, as in the decision panel (``NumberEntry``): the
    digits typed show in the hint line until they make a number, the short wait runs out, or Enter."""

    BINDINGS = [Binding("escape", "cancel", "Cancel")] + [
        Binding(str(i), f"digit('{i}')", show=False) for i in range(10)]

    def __init__(self, title: str, actions: Sequence[Action], board=None) -> None:
        """``board`` (look.Board): the table the labels read, to tell objects sharing a name apart as the board
        does ('Hill Giant (tapped)'), never by id."""
        super().__init__()
        self.title_text = title
        self.actions = list(actions)
        self.board = board
        self.numbers = NumberEntry(self, lambda: len(self.actions), self._pick_number, self._show_typed)

    def _hint(self) -> str:
        n = len(self.actions)
        if n <= 9:
            return f"1-{n} or Enter to choose · Esc to cancel" if n > 1 else "1 or Enter to choose · Esc to cancel"
        return f"1-{n} (two digits from 10) or Enter to choose · Esc to cancel"

    def compose(self) -> ComposeResult:
        with Vertical(id="picker", classes="dialog"):
            yield Label(self.title_text, classes="dialog-title")
            yield OptionList(*[Option(action_text(a, i + 1, board=self.board), id=str(i))
                               for i, a in enumerate(self.actions)],
                             id="picker-list")
            yield Label(self._hint(), id="picker-hint", classes="dialog-hint")

    def on_mount(self) -> None:
        self.query_one(OptionList).highlighted = 0

    def _show_typed(self, typed: str) -> None:
        hint = self.query_one("#picker-hint", Label)
        if typed:
            t = Text()
            t.append(f"pick: {typed}_", style="bold reverse")
            t.append("  (another digit, or Enter; Esc clears)")
            hint.update(t)
            self.query_one(OptionList).highlighted = int(typed) - 1  # the option the digits name so far
        else:
            hint.update(self._hint())

    def _pick_number(self, k: int) -> None:
        self.dismiss(self.actions[k - 1])

    @on(OptionList.OptionSelected)
    def _selected(self, event: OptionList.OptionSelected) -> None:
        if self.numbers.commit():  # Enter with digits typed takes the number typed
            return
        self.dismiss(self.actions[int(event.option.id)])

    def action_digit(self, d: str) -> None:
        self.numbers.digit(d)

    def action_pick(self, n: int) -> None:
        if 1 <= n <= len(self.actions):
            self.dismiss(self.actions[n - 1])

    def action_cancel(self) -> None:
        if self.numbers.typed:
            self.numbers.clear()
            return
        self.dismiss(None)


class ActionLine(ModalScreen[str | None]):
    """``:`` — type any action text of the spec; the legal ones complete (Tab or →) and are listed below."""

    BINDINGS = [Binding("escape", "cancel", "Cancel"), Binding("tab", "complete", "Complete", priority=True),
                Binding("down", "cursor(1)", show=False, priority=True),
                Binding("up", "cursor(-1)", show=False, priority=True)]

    def __init__(self, legal: Sequence[str], prompt: str = "") -> None:
        super().__init__()
        self.legal = list(legal)
        self.prompt_text = prompt

    def compose(self) -> ComposeResult:
        with Vertical(id="action-line", classes="dialog"):
            yield Label(self.prompt_text or "Type an action", classes="dialog-title")
            yield OptionList(*[Option(t, id=str(i)) for i, t in enumerate(self.legal)], id="line-matches")
            yield Input(placeholder="e.g. play Forest · cast Lightning Bolt -> p2 · pass   (Tab completes)",
                        suggester=SuggestFromList(self.legal, case_sensitive=False), id="line-input")

    def on_mount(self) -> None:
        self.query_one(Input).focus()

    def _matches(self, text: str) -> list[str]:
        t = norm(text)
        if not t:
            return list(self.legal)
        starts = [x for x in self.legal if norm(x).startswith(t)]
        within = [x for x in self.legal if t in norm(x) and x not in starts]
        return starts + within

    @on(Input.Changed)
    def _changed(self, event: Input.Changed) -> None:
        ol = self.query_one(OptionList)
        ol.clear_options()
        ol.add_options([Option(t, id=str(i)) for i, t in enumerate(self._matches(event.value))])

    @on(Input.Submitted)
    def _submitted(self, event: Input.Submitted) -> None:
        value = event.value.strip()
        ol = self.query_one(OptionList)
        if not value and ol.highlighted is not None:
            value = str(ol.get_option_at_index(ol.highlighted).prompt)
        self.dismiss(value or None)

    @on(OptionList.OptionSelected)
    def _picked(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(str(event.option.prompt))

    def action_complete(self) -> None:
        inp = self.query_one(Input)
        ol = self.query_one(OptionList)
        if ol.highlighted is not None and ol.option_count:
            inp.value = str(ol.get_option_at_index(ol.highlighted).prompt)
        else:
            m = self._matches(inp.value)
            if m:
                inp.value = m[0]
        inp.cursor_position = len(inp.value)

    def action_cursor(self, delta: int) -> None:
        ol = self.query_one(OptionList)
        if not ol.option_count:
            return
        h = ol.highlighted
        ol.highlighted = (0 if delta > 0 else ol.option_count - 1) if h is None else (h + delta) % ol.option_count

    def action_cancel(self) -> None:
        self.dismiss(None)


#: The keys of the game screen, by section: (key, what it does). The help overlay lays them out as a
#: two-column table whose descriptions wrap under themselves, at any width.
HELP: list[tuple[str, list[tuple[str, str]]]] = [
    ("Board", [
        ("← → ↑ ↓", "move between cards; ↑ ↓ change zone at the edge of one"),
        ("Tab / ⇧Tab", "next / previous zone (hand, battlefields, actions, stack)"),
        ("Enter", "act on the selected card (a picker opens when several actions use it)"),
        ("click", "select a card; click it again to act; click an action to take it"),
        ("PgUp / PgDn", "scroll the card panel (a long card text; the wheel works too)"),
    ]),
    ("Decisions", [
        ("1-9", "take that numbered action (with 10 or more actions type two digits, or one digit and Enter)"),
        ("Space", "pass priority, or confirm a declaration ([i]done[/i])"),
        ("d", "while you divide a creature's combat damage: the usual division, lethal damage to each "
              "creature in turn in the order listed, the rest to the last one (with trample, to the player)"),
        (":", "type any action text: play Forest, cast Lightning Bolt -> p2, attack Grizzly Bears, "
              "block Hill Giant with Giant Spider, done …"),
        ("u", "undo: take back your last decision (and the bot's answer to it); in hot-seat the other "
              "player must agree"),
        ("Ctrl+P", "command palette: every legal action, concede and undo"),
    ]),
    ("Pace", [
        ("e", "end turn: pass until this turn is over (stops if the opponent acts)"),
        ("f", "full control on/off (stop at every priority you could use)"),
        ("s", "stops: which steps of your turn and the opponent's stop for you"),
        ("g", "browse graveyards and exile"),
    ]),
    ("Anywhere", [
        ("?", "this help"),
        ("Esc", "close a dialog"),
        ("Ctrl+Q", "quit (the game is saved: Continue in the menu, or mtg-tui resume)"),
    ]),
]


def help_table() -> Table:
    """The keys as a table: a fixed key column, and a description column that wraps under itself."""
    t = Table.grid(padding=(0, 2), expand=True)
    t.add_column("key", no_wrap=True, style="bold #ffd54f", min_width=max(len(k) for _, rows in HELP for k, _ in rows))
    t.add_column("what", ratio=1, overflow="fold")
    for i, (section, rows) in enumerate(HELP):
        if i:
            t.add_row("", "")
        t.add_row(Text(section, style="bold"), "")
        for key, what in rows:
            t.add_row(key, Text.from_markup(what))
    return t


class HelpScreen(ModalScreen[None]):
    """``?``: the keys, in a table that wraps each description under itself and scrolls (↑ ↓ PgUp PgDn, the
    wheel) when the terminal is too short for all of it."""

    BINDINGS = [Binding("escape,question_mark,q,enter,space", "close", "Close")]
    DEFAULT_CSS = """
    HelpScreen #help-scroll {
        height: auto;
    }
    HelpScreen #help {
        max-width: 96%;
    }
    """

    def compose(self) -> ComposeResult:
        with Vertical(id="help", classes="dialog"):
            yield Label("Keys", classes="dialog-title")
            with VerticalScroll(id="help-scroll"):
                yield Static(help_table(), id="help-text")
            yield Label("Esc or ? to close · ↑ ↓ PgUp PgDn scroll", id="help-hint", classes="dialog-hint")

    def on_mount(self) -> None:
        self.query_one("#help-scroll").focus()
        self._fit(self.app.size.height)

    def on_resize(self, event) -> None:
        self._fit(event.size.height)

    def _fit(self, height: int) -> None:
        """The table scrolls within what the dialog may take (90% of the terminal) less its border, title
        and close hint, so that the hint always shows."""
        self.query_one("#help-scroll").styles.max_height = max(3, int(height * 0.9) - 2 - 1 - 2)
        self.call_after_refresh(self._say_scroll)

    def _say_scroll(self) -> None:
        """The close hint names the scroll keys only when there is more to see."""
        more = self.query_one("#help-scroll").max_scroll_y > 0
        self.query_one("#help-hint", Label).update(
            "Esc or ? to close · ↑ ↓ PgUp PgDn scroll for more" if more else "Esc or ? to close")

    def action_close(self) -> None:
        self.dismiss(None)


class StopsScreen(ModalScreen[None]):
    """Per-step stops for your turn and the opponent's, and the full-control switch."""

    BINDINGS = [Binding("escape,s", "close", "Close")]

    def __init__(self, settings: Settings) -> None:
        super().__init__()
        self.settings = settings

    def compose(self) -> ComposeResult:
        with Vertical(id="stops", classes="dialog"):
            yield Label("Stops: where priority waits for you", classes="dialog-title")
            with Horizontal(id="stops-cols"):
                with Vertical():
                    yield Label("[b]Your turn[/b]")
                    for s in STOP_STEPS:
                        yield Tick(STEP_LABELS[s], s in self.settings.stops_mine, id=f"mine-{s}")
                with Vertical():
                    yield Label("[b]Opponent's turn[/b]")
                    for s in STOP_STEPS:
                        yield Tick(STEP_LABELS[s], s in self.settings.stops_theirs, id=f"theirs-{s}")
            yield Tick("Full control (stop whenever you could act)", self.settings.full_control, id="full")
            yield Label("Anything on the stack always stops you. Esc closes.", classes="dialog-hint")

    @on(Checkbox.Changed)
    def _changed(self, event: Checkbox.Changed) -> None:
        cid = event.checkbox.id or ""
        if cid == "full":
            self.settings.full_control = event.value
            return
        side, step = cid.split("-", 1)
        target = self.settings.stops_mine if side == "mine" else self.settings.stops_theirs
        (target.add if event.value else target.discard)(step)

    def action_close(self) -> None:
        self.dismiss(None)


class PrivacyScreen(Screen[None]):
    """Hot-seat: covers the whole table (both hands are hidden underneath too) until the next player presses
    Enter.  Only Enter: the player who just acted is still at the keyboard, and a Space or a number typed on
    their way out must not uncover the other player's hand; a key pressed before the screen appeared (or in
    its first moment) is not the next player's either."""

    BINDINGS = []

    def __init__(self, name: str, why: str = "", settle: float = 0.3) -> None:
        """``settle``: seconds after it appears during which Enter doesn't count (a double press by the player
        who is leaving)."""
        super().__init__()
        self.player_name = name
        self.why = why
        self.settle = settle
        self._since = 0.0

    def compose(self) -> ComposeResult:
        with Vertical(id="privacy"):
            yield Static(Text.assemble(("Hand over to ", ""), (self.player_name, "bold #ffd54f")), id="privacy-name")
            # (as Text: a name from the command line or a file is shown as text, never read as markup)
            yield Static(Text(self.why), id="privacy-why")
            yield Static(self._hint(), id="privacy-hint")

    def _hint(self, nudge: bool = False) -> Text:
        t = Text("Both hands are hidden.  " + self.player_name + ": press ")
        t.append("Enter", style="bold reverse" if nudge else "bold")
        t.append(" to continue.")
        return t

    def on_mount(self) -> None:
        from textual._time import get_time
        self._since = get_time()

    def on_key(self, event) -> None:
        event.stop()
        event.prevent_default()
        if event.key == "enter" and event.time >= self._since + self.settle:
            self.dismiss(None)
        elif event.time >= self._since:
            self.query_one("#privacy-hint", Static).update(self._hint(nudge=True))

    def on_click(self, event) -> None:
        self.dismiss(None)


class ZoneBrowser(ModalScreen[None]):
    """Graveyards and exile of both players (public zones), with card text."""

    BINDINGS = [Binding("escape,g", "close", "Close")]

    def __init__(self, zones: list[tuple[str, list[str]]]) -> None:
        super().__init__()
        self.zones = zones

    def compose(self) -> ComposeResult:
        opts: list[Option] = []
        self.names: list[str | None] = []
        for title, cards in self.zones:
            opts.append(Option(Text(f"{title} ({len(cards)})", style="bold #78909c"), disabled=True))
            self.names.append(None)
            for c in cards:
                opts.append(Option(Text("  " + c)))  # (as text, never markup)
                self.names.append(c)
        with Vertical(id="browser", classes="dialog"):
            yield Label("Graveyards and exile", classes="dialog-title")
            with Horizontal():
                yield OptionList(*opts, id="browser-list")
                with VerticalScroll(id="browser-card-box"):
                    yield Static("", id="browser-card")
            yield Label("↑↓ to read a card · Esc to close", classes="dialog-hint")

    @on(OptionList.OptionHighlighted)
    def _show(self, event: OptionList.OptionHighlighted) -> None:
        name = self.names[event.option_index] if event.option_index < len(self.names) else None
        if name:
            self.query_one("#browser-card", Static).update(rules_text(card_text(name)))

    def action_close(self) -> None:
        self.dismiss(None)


class GameOverScreen(ModalScreen[str]):
    """Winner, how, turns; rematch or back to the menu."""

    BINDINGS = [Binding("r", "choose('rematch')", "Rematch"), Binding("m,escape", "choose('menu')", "Menu"),
                Binding("q", "choose('quit')", "Quit")]

    def __init__(self, headline: str, how: str, turns: int, details: str = "", *, event: bool = False) -> None:
        super().__init__()
        self.headline = headline
        self.how = how
        self.turns = turns
        self.details = details
        self.event = event  # a Limited event's game: no rematch, the way on is back to the event

    def compose(self) -> ComposeResult:
        with Vertical(id="game-over", classes="dialog"):
            yield Label("Game over", classes="dialog-title")
            yield Static(Text(self.headline, style="bold #ffd54f"), id="go-winner", classes="go-line")
            yield Static(Text(self.how), id="go-how", classes="go-line")  # (names, a scenario's title: as text)
            yield Static(Text(f"{self.turns} turns" + (f" · {self.details}" if self.details else "")), id="go-turns",
                         classes="go-line")
            with Horizontal(id="go-buttons"):
                if self.event:
                    yield Button("Back to the event (m)", id="menu", variant="primary")
                else:
                    yield Button("Rematch (r)", id="rematch", variant="primary")
                    yield Button("Menu (m)", id="menu")
                yield Button("Quit (q)", id="quit", variant="error")

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id or "menu")

    def check_action(self, action: str, parameters: tuple) -> bool | None:
        return not (self.event and action == "choose" and parameters == ("rematch",))

    def action_choose(self, what: str) -> None:
        self.dismiss(what)


class ConfirmScreen(ModalScreen[bool]):
    """A yes/no question (hot-seat undo: the other player must agree)."""

    BINDINGS = [Binding("y", "answer(True)", "Yes"), Binding("n,escape", "answer(False)", "No")]

    def __init__(self, title: str, question: str) -> None:
        super().__init__()
        self.title_text = title
        self.question = question

    def compose(self) -> ComposeResult:
        with Vertical(id="confirm", classes="dialog"):
            yield Label(Text(self.title_text), classes="dialog-title")  # (names in it: as text, never markup)
            yield Static(Text(self.question), id="confirm-text", classes="go-line")
            with Horizontal(id="confirm-buttons"):
                yield Button("Yes (y)", id="yes", variant="primary")
                yield Button("No (n)", id="no")

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "yes")

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)
