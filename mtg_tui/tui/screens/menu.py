"""The main menu and what it opens: play vs bot, hot-seat, decks, settings."""

from __future__ import annotations

from collections import Counter

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Checkbox, Footer, Input, Label, OptionList, Select, Static

from ..widgets import Tick
from textual.widgets.option_list import Option

from ..look import card_cost, card_text, mana_cost, rules_text
from ..safe import clean_name, toast
from ..session import GameSession, bot_levels

TITLE = r"""
 __  __ _____ ____     _____ _   _ ___
|  \/  |_   _/ ___|   |_   _| | | |_ _|
| |\/| | | || |  _ _____| | | | | || |
| |  | | | || |_| |_____| | | |_| || |
|_|  |_| |_| \____|     |_|  \___/|___|
"""

MENU = (("play", "Play vs bot", "p"), ("hotseat", "Hot-seat: two players, one keyboard", "h"),
        ("limited", "Limited: sealed and draft against bots", "l"),
        ("tutorial", "Tutorial: learn to play", "t"), ("puzzles", "Puzzles", "z"),
        ("decks", "Decks: browse decklists and card text", "d"), ("builder", "Deck builder", "m"),
        ("cards", "Cards: search every card", "b"),
        ("settings", "Settings", "s"),
        ("quit", "Quit", "q"))


def _progress(key: str):
    """After the Tutorial and Puzzles entries: how many are done."""
    if key not in ("tutorial", "puzzles"):
        return ""
    from .tutorial import menu_progress
    return (menu_progress(key), "#a5d6a7")


def _continue_label(path) -> tuple[str, Text]:
    """The Continue entry: what kind of game it is, and under it which decks it is between (the file's name
    when it can't be read: resuming it then says what is wrong)."""
    from ...saves import save_info
    info = save_info(path)
    if info.error is not None:
        return "Continue the last game", Text("\n      " + path.name, style="dim")
    mode = {"bot": "vs bot", "hotseat": "hot-seat"}.get(info.mode, info.mode)
    return (f"Continue the last game ({mode})",
            Text(f"\n      {info.decks[0] or '?'} vs {info.decks[1] or '?'}", style="dim"))


def _decks() -> list[str]:
    """The shipped decks, then the player's own (saved by the deck builder; a name a shipped deck has is the
    shipped one)."""
    from ...decks import shipped_decks, user_decks
    shipped = shipped_decks()
    return shipped + [d for d in user_decks() if d not in shipped]


def _default_pair(decks: list[str]) -> tuple:
    """The teaching decks first, for a new player; else the first two."""
    a = "teach-green-white" if "teach-green-white" in decks else (decks[0] if decks else Select.BLANK)
    b = "teach-black-red" if "teach-black-red" in decks else (decks[1 if len(decks) > 1 else 0] if decks
                                                               else Select.BLANK)
    return a, b


class MainMenu(Screen):
    BINDINGS = [Binding("c", "open('continue')", "Continue"), Binding("p", "open('play')", "Play vs bot"), Binding("h", "open('hotseat')", "Hot-seat"),
                Binding("l", "open('limited')", "Limited"), Binding("m", "open('builder')", "Deck builder"),
                Binding("t", "open('tutorial')", "Tutorial"), Binding("z", "open('puzzles')", "Puzzles"),
                Binding("d", "open('decks')", "Decks"), Binding("b", "open('cards')", "Cards"),
                Binding("s", "open('settings')", "Settings"),
                Binding("q", "open('quit')", "Quit")]

    def compose(self) -> ComposeResult:
        with Vertical(id="main-menu"):
            yield Static(Text(TITLE, style="bold #ffd54f"), id="title")
            yield Static("Magic: The Gathering in the terminal", id="subtitle")
            yield OptionList(*self._options(), id="menu-list")
        yield Footer()

    def _options(self) -> list[Option]:
        from ...saves import latest_unfinished
        self.unfinished = latest_unfinished()
        entries = list(MENU)
        if self.unfinished is not None:  # the last unfinished game (autosaved): first in the list
            label, detail = _continue_label(self.unfinished)
            entries.insert(0, ("continue", label, "c"))
        return [Option(Text.assemble((f" {k} ", "bold reverse"), "  ", label,
                                     detail if key == "continue" else _progress(key)), id=key)
                for key, label, k in entries]

    def on_mount(self) -> None:
        ol = self.query_one(OptionList)
        ol.highlighted = 0
        ol.focus()

    def on_screen_resume(self) -> None:
        """Back from a game: the Continue entry comes and goes with the unfinished saves."""
        ol = self.query_one("#menu-list", OptionList)
        ol.clear_options()
        ol.add_options(self._options())
        ol.highlighted = 0

    def check_action(self, action: str, parameters: tuple) -> bool | None:
        if action == "open" and parameters and parameters[0] == "continue":
            return getattr(self, "unfinished", None) is not None
        return True

    def continue_game(self) -> None:
        from ...saves import SaveError
        from ...limited.run import EventError, LimitedEvent, event_of_save
        ev_path = event_of_save(self.unfinished.name)
        if ev_path is not None:  # a Limited event's game: go on with it inside its event (its result counts there)
            try:
                ev = LimitedEvent.load(ev_path)
            except EventError as e:
                toast(self.app, str(e), title="Cannot continue", severity="error", timeout=12)
                return
            from .limited import EventScreen
            self.app.push_screen(EventScreen(ev, play=True))
            return
        try:
            session = GameSession.from_save(self.unfinished)
        except (SaveError, OSError) as e:  # a corrupt save: one line, and the menu goes on
            toast(self.app, str(e), title="Cannot continue", severity="error", timeout=12)  # (quotes the file)
            return
        from .game import GameScreen
        self.app.push_screen(GameScreen(session, self.app.settings))

    @on(OptionList.OptionSelected, "#menu-list")
    def _chosen(self, event: OptionList.OptionSelected) -> None:
        self.action_open(event.option.id or "")

    def action_open(self, what: str) -> None:
        if what == "continue":
            self.continue_game()
        elif what == "play":
            self.app.push_screen(PlaySetup())
        elif what == "hotseat":
            self.app.push_screen(HotseatSetup())
        elif what in ("tutorial", "puzzles"):
            from .tutorial import PuzzleMenu, TutorialMenu
            self.app.push_screen(TutorialMenu() if what == "tutorial" else PuzzleMenu())
        elif what == "limited":
            from .limited import LimitedMenu
            self.app.push_screen(LimitedMenu())
        elif what == "builder":
            from .deckbuilder import DeckBuilderScreen
            self.app.push_screen(DeckBuilderScreen())
        elif what == "decks":
            self.app.push_screen(DecksScreen())
        elif what == "cards":
            from .cards import CardBrowser
            self.app.push_screen(CardBrowser())
        elif what == "settings":
            self.app.push_screen(SettingsScreen())
        elif what == "quit":
            self.app.exit()


class _Setup(Screen):
    BINDINGS = [Binding("escape", "back", "Back"), Binding("ctrl+s", "start", "Start")]

    def action_back(self) -> None:
        self.app.pop_screen()

    @on(Button.Pressed, "#back")
    def _back(self) -> None:
        self.action_back()

    @on(Button.Pressed, "#start")
    def _start(self) -> None:
        self.action_start()

    def _form_tail(self):
        """The end every setup form shares: the seed, the error line and the buttons."""
        yield Label("Seed (empty: random)")
        yield Input(placeholder="random", id="seed", type="integer")
        yield Static("", id="setup-error")
        with Horizontal(classes="buttons"):
            yield Button("Start", id="start", variant="primary")
            yield Button("Back", id="back")

    def on_mount(self) -> None:
        self.query_one("#start", Button).focus()

    def _seed(self) -> int | None:
        raw = self.query_one("#seed", Input).value.strip()
        return int(raw) if raw.lstrip("-").isdigit() else None

    def _launch(self, make) -> None:
        from ...cards.registry import CardError
        from ...decks import DeckError
        try:
            session = make()
        except (DeckError, CardError, ValueError, OSError) as e:  # SaveError is a ValueError
            self.query_one("#setup-error", Static).update(Text(str(e), style="bold red"))
            return
        from .game import GameScreen
        self.app.switch_screen(GameScreen(session, self.app.settings))


class PlaySetup(_Setup):
    def compose(self) -> ComposeResult:
        decks = _decks()
        opts = [(Text(d), d) for d in decks]  # (a deck's name is a file's: shown as text, never markup)
        levels = bot_levels()
        with Vertical(id="setup", classes="form"):
            yield Label("Play vs bot", classes="dialog-title")
            yield Label("Your deck")
            yield Select(opts, value=_default_pair(decks)[0], allow_blank=False, id="deck")
            yield Label("The bot's deck")
            yield Select(opts, value=_default_pair(decks)[1], allow_blank=False, id="vs")
            yield Label("Bot level")
            yield Select([(lv, lv) for lv in levels], value="normal" if "normal" in levels else levels[0],
                         allow_blank=False, id="level")
            yield from self._form_tail()
        yield Footer()

    def action_start(self) -> None:
        deck = str(self.query_one("#deck", Select).value)
        vs = str(self.query_one("#vs", Select).value)
        level = str(self.query_one("#level", Select).value)
        self._launch(lambda: GameSession.vs_bot(deck, vs, level, self._seed(), record=True))


class HotseatSetup(_Setup):
    def compose(self) -> ComposeResult:
        decks = _decks()
        opts = [(Text(d), d) for d in decks]
        with Vertical(id="setup", classes="form"):
            yield Label("Hot-seat", classes="dialog-title")
            yield Label("Player 1: name and deck")
            yield Input(value="Player 1", id="name1", max_length=24)
            yield Select(opts, value=_default_pair(decks)[0], allow_blank=False, id="deck")
            yield Label("Player 2: name and deck")
            yield Input(value="Player 2", id="name2", max_length=24)
            yield Select(opts, value=_default_pair(decks)[1], allow_blank=False, id="vs")
            yield from self._form_tail()
        yield Footer()

    def action_start(self) -> None:
        deck = str(self.query_one("#deck", Select).value)
        vs = str(self.query_one("#vs", Select).value)
        # (the one rule for names, as Seat keeps them: printable, at most 24 characters)
        n1 = clean_name(self.query_one("#name1", Input).value) or "Player 1"
        n2 = clean_name(self.query_one("#name2", Input).value) or "Player 2"
        if n1 == n2:
            n2 = clean_name(n2[:20] + " (2)")
        self._launch(lambda: GameSession.hotseat(deck, vs, (n1, n2), self._seed(), record=True))


ALL_CARDS = "(every card)"


class DecksScreen(Screen):
    """Decklists on the left, the cards of the chosen one in the middle, a card's text on the right."""

    BINDINGS = [Binding("escape", "back", "Back"), Binding("tab", "app.focus_next", "Next list", show=True),
                Binding("shift+tab", "app.focus_previous", "Previous list", show=False),
                Binding("e", "edit", "Edit in the deck builder")]

    def action_edit(self) -> None:
        """The highlighted deck in the deck builder (a shipped deck is saved under a name of the player's own;
        a deck of theirs keeps its name)."""
        from ...decks import DeckError, load_deck, shipped_decks
        ol = self.query_one("#deck-list", OptionList)
        i = ol.highlighted
        name = ol.get_option_at_index(i).id if i is not None else None
        if not name or name == ALL_CARDS:
            from .deckbuilder import DeckBuilderScreen
            self.app.push_screen(DeckBuilderScreen())
            return
        try:
            deck = load_deck(name)
        except DeckError as e:
            toast(self.app, str(e), severity="error", timeout=10)
            return
        from .deckbuilder import DeckBuilderScreen
        self.app.push_screen(DeckBuilderScreen(main=deck.main, name="" if name in shipped_decks() else name))

    def compose(self) -> ComposeResult:
        with Horizontal(id="decks"):
            with Vertical(id="deck-col"):
                yield Label("Decks", classes="dialog-title")
                yield OptionList(*[Option(Text(d), id=d) for d in _decks()], Option(ALL_CARDS, id=ALL_CARDS),
                                 id="deck-list")
            with Vertical(id="cards-col"):
                yield Label("Cards", id="cards-title", classes="dialog-title")
                yield OptionList(id="card-list")
            with VerticalScroll(id="text-col"):
                yield Static("", id="deck-card")
        yield Footer()

    def on_mount(self) -> None:
        ol = self.query_one("#deck-list", OptionList)
        ol.focus()
        if ol.option_count:
            ol.highlighted = 0

    @on(OptionList.OptionHighlighted, "#deck-list")
    def _deck(self, event: OptionList.OptionHighlighted) -> None:
        from ...cards.registry import registry
        from ...decks import DeckError, load_deck
        name = event.option.id or ""
        cl = self.query_one("#card-list", OptionList)
        cl.clear_options()
        self.card_names: list[str] = []
        if name == ALL_CARDS:
            counts = {n: 0 for n in sorted(registry().cards)}
            title = f"All cards ({len(counts)})"
            side: dict[str, int] = {}
        else:
            try:
                deck = load_deck(name)
            except DeckError as e:
                self.query_one("#deck-card", Static).update(Text(str(e), style="red"))
                return
            counts = Counter(deck.main)
            side = Counter(deck.sideboard)
            title = f"{name}: {len(deck.main)} cards" + (f", sideboard {len(deck.sideboard)}" if side else "")
        self.query_one("#cards-title", Label).update(Text(title))  # (a deck's name: as text)
        opts = []
        width = max([len(n) for n in counts] + [10]) + 2
        for n, c in sorted(counts.items(), key=lambda kv: (_is_land(kv[0]), kv[0])):
            t = Text(f"{c:>2} " if c else "   ")
            t.append(n.ljust(width))
            t.append_text(mana_cost(card_cost(n)))
            opts.append(Option(t))
            self.card_names.append(n)
        for n, c in sorted(side.items()):
            opts.append(Option(Text(f"{c:>2} {n}  (sideboard)", style="dim")))
            self.card_names.append(n)
        cl.add_options(opts)
        if opts:
            cl.highlighted = 0

    @on(OptionList.OptionHighlighted, "#card-list")
    def _card(self, event: OptionList.OptionHighlighted) -> None:
        names = getattr(self, "card_names", [])
        if event.option_index < len(names):
            self.query_one("#deck-card", Static).update(rules_text(card_text(names[event.option_index])))

    def action_back(self) -> None:
        self.app.pop_screen()


def _is_land(name: str) -> bool:
    from ..look import card_def
    c = card_def(name)
    return bool(c and "Land" in c.types)


class SettingsScreen(Screen):
    BINDINGS = [Binding("escape", "back", "Back")]

    def compose(self) -> ComposeResult:
        s = self.app.settings
        with Vertical(id="setup", classes="form"):
            yield Label("Settings", classes="dialog-title")
            yield Label("Bot pace: seconds before each bot action (0 = instant)")
            yield Input(value=str(s.bot_delay), id="delay", type="number")
            yield Tick("Full control: stop whenever you could act", s.full_control, id="full")
            yield Tick("Show 'has priority' events in the log", s.log_priority, id="logprio")
            yield Label("Per-step stops are set in a game with the s key.", classes="dialog-hint")
            if getattr(self.app, "settings_error", None):
                yield Static(Text(self.app.settings_error, style="bold red"), id="settings-error")
            with Horizontal(classes="buttons"):
                yield Button("Save", id="save", variant="primary")
                yield Button("Back", id="back")
        yield Footer()

    @on(Button.Pressed, "#save")
    def _save(self) -> None:
        s = self.app.settings
        try:
            s.bot_delay = max(0.0, float(self.query_one("#delay", Input).value or 0))
        except ValueError:
            pass
        s.full_control = self.query_one("#full", Checkbox).value
        s.log_priority = self.query_one("#logprio", Checkbox).value
        save = getattr(self.app, "save_settings", None)  # to <data>/settings.json
        if save is not None:
            save()
        self.app.pop_screen()

    @on(Button.Pressed, "#back")
    def _back(self) -> None:
        self.app.pop_screen()

    def action_back(self) -> None:
        self.app.pop_screen()
