"""Limited in the app (issue 23): start or continue a sealed or draft event, draft pick by pick with the bot's
view of the pack one key away (`?`), build in the deck builder, play three best-of-three matches against the
bots, and look back at a finished event (every pick with what the bot would have taken, every game's replay).

The event itself (what is saved, what follows from the seed) is mtg_tui/limited/run.py; these screens only show
it and pass the player's choices to it.
"""

from __future__ import annotations

from collections import Counter

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Footer, Input, Label, OptionList, Select, Static
from textual.widgets.option_list import Option

from ..look import card_cost, card_def, card_text, mana_cost, rules_text
from ..safe import toast
from .menu import _Setup

COLOR_STYLE = {"W": "#fff59d", "U": "#64b5f6", "B": "#b39ddb", "R": "#ef5350", "G": "#81c784", "": "#bdbdbd"}


def _colors(name: str) -> str:
    c = card_def(name)
    return "".join(x for x in "WUBRG" if c is not None and x in c.colors)


def card_line(name: str, width: int = 28, extra: str = "") -> Text:
    """A card on one line: its name in its color, the cost, its rarity's letter, and ``extra`` (dim)."""
    c = card_def(name)
    cols = _colors(name)
    t = Text(name.ljust(width), style=COLOR_STYLE.get(cols if len(cols) == 1 else "", "#ffd54f"
                                                      if len(cols) > 1 else "#bdbdbd"))
    cost = mana_cost(card_cost(name))
    cost.pad_right(max(0, 9 - cost.cell_len))
    t.append_text(cost)
    rarity = _rarity(c) if c is not None else ""
    if rarity:
        t.append(rarity[0].upper(), style="dim")
    if extra:
        t.append(f"  {extra}", style="dim")
    return t


def _rarity(card) -> str:
    from ...cards.query import rarity_of
    return rarity_of(card)


def bar(n: int, most: int, width: int = 16, style: str = "#90caf9") -> Text:
    k = 0 if most <= 0 else max(1 if n else 0, round(width * n / most))
    return Text("█" * k, style=style) + Text(f" {n}" if n else "", style="dim")


def pool_summary(names: list[str]) -> Text:
    """What has been taken so far: cards per color (with bars) and the curve of the spells."""
    from ...cards.registry import registry
    reg = registry()
    t = Text()
    by_color: Counter[str] = Counter()
    curve: Counter[int] = Counter()
    creatures = 0
    for n in names:
        c = reg.get(n)
        if c.is_land:
            by_color["land"] += 1
            continue
        cols = _colors(n)
        by_color[cols if len(cols) <= 1 else "multi"] += 1
        curve[min(c.cost.mana_value, 6)] += 1
        creatures += "Creature" in c.types
    t.append(f"{len(names)} card{'s' if len(names) != 1 else ''}, {creatures} creature{'s' if creatures != 1 else ''}\n",
             style="bold")
    most = max(by_color.values(), default=0)
    for key, label in (("W", "white"), ("U", "blue"), ("B", "black"), ("R", "red"), ("G", "green"),
                       ("multi", "multi"), ("", "colorless"), ("land", "lands")):
        if by_color[key]:
            t.append(f"{label:<10}")
            t.append_text(bar(by_color[key], most, 14, COLOR_STYLE.get(key, "#ffd54f")))
            t.append("\n")
    t.append("curve\n", style="bold")
    most = max(curve.values(), default=0)
    for mv in range(7):
        t.append(f"{mv if mv < 6 else '6+':>3}  ")
        t.append_text(bar(curve[mv], most, 14))
        t.append("\n")
    return t


def signals(seen) -> Text:
    """What the packs have passed you, by color (the ratings of the cards you saw and let go): a color far ahead
    of the others is open upstream.  Empty before any pack has been passed."""
    if not seen or not sum(seen.values()):
        return Text()
    t = Text("\nPassed to you (open colors)\n", style="bold")
    most = max(seen.values())
    for key, label in (("W", "white"), ("U", "blue"), ("B", "black"), ("R", "red"), ("G", "green")):
        t.append(f"{label:<10}")
        t.append("█" * max(1 if seen[key] else 0, round(14 * seen[key] / most)), style=COLOR_STYLE[key])
        t.append("\n")  # (no figure: a sum of ratings means nothing to read; the lengths compare the colors)
    return t


class LimitedMenu(_Setup):
    """Sealed or draft: a new event (bot level, seed), the unfinished one, or a finished one to look back at.
    (The setup forms' keys, seed line and buttons: menu._Setup.)"""

    DEFAULT_CSS = """
    #limited-menu { width: 72; height: auto; margin: 1 2; padding: 1 2; border: round $accent; }
    #limited-menu Select, #limited-menu Input { width: 40; }
    #event-list { height: auto; max-height: 12; margin-top: 1; }
    """

    def compose(self) -> ComposeResult:
        from ...limited.run import list_events
        from ..session import bot_levels
        levels = bot_levels()
        with VerticalScroll(id="limited-menu"):
            yield Label("Limited: sealed and draft against bots", classes="dialog-title")
            yield Static(Text("Sealed: six boosters, build 40 cards. Draft: three boosters picked one card at a "
                              "time with seven bots. Then a best-of-three against three of the bots.", style="dim"))
            yield Label("Event")
            yield Select([("Draft", "draft"), ("Sealed", "sealed")], value="draft", allow_blank=False, id="kind")
            yield Label("Bot level")
            yield Select([(lv, lv) for lv in levels], value="normal" if "normal" in levels else levels[0],
                         allow_blank=False, id="level")
            yield from self._form_tail()
            self.events = list_events()[:20]
            if self.events:
                yield Label("Your events (Enter: continue or look back)", classes="dialog-title")
                yield OptionList(*[Option(self._event_label(p)) for p in self.events], id="event-list")
        yield Footer()

    def _event_label(self, path) -> Text:
        from ...limited.run import peek
        ev = peek(path)  # (from the file alone: loading replays a draft)
        if ev.error is not None:
            return Text(f"{path.name} (can't be read)", style="red")
        stage = {"draft": f"drafting, pick {ev.picks + 1}", "build": "deck to build",
                 "play": f"playing: {ev.won}-{ev.lost} in matches", "done": f"over: {ev.won}-{ev.lost}"}
        return Text(f"{ev.kind:<7} seed {ev.seed:<8} {stage.get(ev.stage, '?')}   "
                    f"{ev.created[:16].replace('T', ' ')}")

    def action_start(self) -> None:
        import random

        from ...limited.booster import BoosterError
        from ...limited.run import LimitedEvent
        seed = self._seed()
        kind = str(self.query_one("#kind", Select).value)
        level = str(self.query_one("#level", Select).value)
        try:
            ev = LimitedEvent(kind, random.randrange(1, 1_000_000) if seed is None else seed, level)
            ev.save()
        except (BoosterError, OSError, ValueError) as e:
            self.query_one("#setup-error", Static).update(Text(str(e), style="bold red"))
            return
        open_event(self.app, ev, replace=True)

    @on(OptionList.OptionSelected, "#event-list")
    def _chosen(self, event: OptionList.OptionSelected) -> None:
        from ...limited.run import EventError, LimitedEvent
        try:
            ev = LimitedEvent.load(self.events[event.option_index])
        except EventError as e:
            toast(self.app, str(e), title="Cannot open the event", severity="error", timeout=12)
            return
        open_event(self.app, ev, replace=True)


def open_event(app, ev, replace: bool = False) -> None:
    """The screen an event is at: the draft while picking, else the event's own screen."""
    scr = DraftScreen(ev) if ev.stage == "draft" else EventScreen(ev)
    (app.switch_screen if replace else app.push_screen)(scr)


class DraftScreen(Screen):
    """One pick: the pack in front of you, the highlighted card's text, what you have taken; `?` the bot's view."""

    BINDINGS = [Binding("enter", "take", "Take", show=True, priority=False), Binding("question_mark", "coach", "Bot's view (?)"),
                Binding("escape", "leave", "Leave (saved)")]
    DEFAULT_CSS = """
    #draft-head { height: 1; padding: 0 1; background: $boost; }
    #draft-body { height: 1fr; }
    #pack-col { width: 52; }
    #pack-list { height: 1fr; }
    #draft-right { width: 1fr; }
    #draft-card { height: auto; min-height: 8; padding: 0 1; border: round $panel-lighten-2; }
    #draft-coach { height: auto; padding: 0 1; border: round #ffd54f; display: none; }
    #draft-coach.shown { display: block; }
    #draft-pool { height: 1fr; padding: 0 1; border: round $panel-lighten-2; }
    """

    def __init__(self, ev) -> None:
        super().__init__()
        self.ev = ev
        self.pack: list[str] = []
        self.coach = False

    def compose(self) -> ComposeResult:
        yield Static("", id="draft-head")
        with Horizontal(id="draft-body"):
            with Vertical(id="pack-col"):
                yield OptionList(id="pack-list")
            with Vertical(id="draft-right"):
                yield Static("", id="draft-card")
                yield Static("", id="draft-coach")
                yield VerticalScroll(Static("", id="draft-pool-text"), id="draft-pool")
        yield Footer()

    def on_mount(self) -> None:
        self.show()

    def show(self) -> None:
        t = self.ev.table
        if t.done:
            self.app.switch_screen(EventScreen(self.ev))
            return
        self.pack = t.pack()
        side = "left" if t.direction == 1 else "right"
        self.query_one("#draft-head", Static).update(Text.assemble(
            (f"Pack {t.round + 1} of 3 · pick {t.pick_no + 1} of 15", "bold"),
            f"   passing {side}   ·   Enter: take the card   ?: what the bot would take", style=""))
        ol = self.query_one("#pack-list", OptionList)
        ol.clear_options()
        ol.add_options([Option(card_line(n)) for n in self.pack])
        ol.highlighted = 0
        ol.focus()
        self.query_one("#draft-pool-text", Static).update(
            Text("Your picks\n", style="bold #ffd54f") + pool_summary(t.taken["p1"]) + signals(t.seen["p1"]))
        self._card(0)
        self._coach()

    @on(OptionList.OptionHighlighted, "#pack-list")
    def _highlighted(self, event: OptionList.OptionHighlighted) -> None:
        self._card(event.option_index)

    def _card(self, i: int) -> None:
        if 0 <= i < len(self.pack):
            self.query_one("#draft-card", Static).update(rules_text(card_text(self.pack[i])))

    def _coach(self) -> None:
        box = self.query_one("#draft-coach", Static)
        box.set_class(self.coach, "shown")
        if not self.coach:
            return
        from ...limited.run import pick_reasons
        ranked = pick_reasons(self.pack, self.ev.table.taken["p1"], self.ev.table.seen["p1"])
        t = Text("The bot would take ", style="bold")
        t.append(ranked[0][0], style="bold #ffd54f")
        t.append(f": {ranked[0][2]}\n")
        for name, score, why in ranked[1:4]:
            t.append(f"  then {name} ({score:.1f})\n", style="dim")
        box.update(t)

    def action_coach(self) -> None:
        self.coach = not self.coach
        self._coach()

    def action_take(self) -> None:
        ol = self.query_one("#pack-list", OptionList)
        i = ol.highlighted
        if i is None or not (0 <= i < len(self.pack)):
            return
        from ...limited.run import EventError
        try:
            self.ev.take(self.pack[i])
        except (EventError, OSError) as e:
            toast(self.app, str(e), severity="error", timeout=10)
            return
        self.show()

    @on(OptionList.OptionSelected, "#pack-list")
    def _selected(self, event: OptionList.OptionSelected) -> None:
        self.action_take()

    def action_leave(self) -> None:
        toast(self.app, f"The draft is saved: continue it from Limited in the menu ({self.ev.path.name}).",
              timeout=6)
        self.app.goto_menu()


class EventScreen(Screen):
    """An event after the picks: the pool and the deck, the three matches, and what to do next."""

    BINDINGS = [Binding("b", "build", "Build deck"), Binding("a", "auto_build", "Bot's build"),
                Binding("p", "play", "Play next game"), Binding("v", "review", "Deck review"),
                Binding("k", "picks", "Picks"), Binding("r", "games", "Replays"), Binding("escape", "leave", "Menu")]
    DEFAULT_CSS = """
    #event-body { height: 1fr; }
    #event-left { width: 1fr; padding: 0 1; }
    #event-right { width: 1fr; padding: 0 1; border-left: solid $panel-lighten-2; }
    #event-actions { height: auto; margin-top: 1; }
    #event-actions Button { margin-right: 1; }
    #event-games { height: auto; max-height: 12; }
    """

    def __init__(self, ev, *, play: bool = False) -> None:
        """``play``: go straight on with the event's game (the main menu's Continue of an event's game)."""
        super().__init__()
        self.ev = ev
        self.game_rows: list[str] = []
        self.play_now = play

    def compose(self) -> ComposeResult:
        with Horizontal(id="event-body"):
            with VerticalScroll(id="event-left"):
                yield Static("", id="event-summary")
                with Horizontal(id="event-actions"):
                    yield Button("Build deck (b)", id="build")
                    yield Button("Play next game (p)", id="play", variant="primary")
                yield Label("Games (r, then Enter: watch the replay)", id="games-title")
                yield OptionList(id="event-games")
            with VerticalScroll(id="event-right"):
                yield Static("", id="event-review")
        yield Footer()

    def on_mount(self) -> None:
        self.settle_current()
        self.show()
        if self.play_now and self.ev.stage == "play":
            self.play_now = False
            self.action_play()

    def on_screen_resume(self) -> None:
        self.settle_current()
        self.show()

    def settle_current(self) -> None:
        """A game of the event saved and finished elsewhere (continued from the main menu): count it."""
        ev = self.ev
        if not ev.current_save:
            return
        from ...saves import save_info, saves_dir
        p = saves_dir() / ev.current_save
        if not p.exists():
            ev.current_save = ""
            ev.save()
            return
        info = save_info(p)
        if info.finished and info.end is not None:
            m = ev.current_match()
            if m is not None:
                ev.finish_game(m.opponent if info.end == "p2" else info.end, p.name)

    def show(self) -> None:
        from ...limited.run import summary
        ev = self.ev
        t = Text()
        t.append(f"{ev.kind.capitalize()} event\n", style="bold #ffd54f")
        for line in summary(ev):
            t.append(line + "\n")
        t.append("\n")
        stage = ev.stage
        if stage == "build":
            t.append("Next: build a 40-card deck from your pool (b), or start from the bot's build (a).\n",
                     style="bold")
        elif stage == "play":
            m = ev.current_match()
            t.append(f"Next: game {len(m.games) + 1} against {ev.opponent_name(m.opponent)} (p).\n", style="bold")
            if ev.current_save:
                t.append("A game of it is under way: p continues it.\n", style="dim")
        else:
            r = ev.record()
            t.append(f"The event is over: {r['won']} match{'es' if r['won'] != 1 else ''} won of 3.\n",
                     style="bold")
        self.query_one("#event-summary", Static).update(t)
        self.query_one("#play", Button).display = stage == "play"
        self.query_one("#build", Button).display = stage in ("build", "play") and not any(
            m.games for m in ev.matches)
        ol = self.query_one("#event-games", OptionList)
        ol.clear_options()
        self.game_rows = []
        for k, m in enumerate(ev.matches):
            for j, g in enumerate(m.games):
                res = "won" if g.winner == "p1" else "draw" if g.winner == "draw" else "lost"
                ol.add_option(Option(Text(f"Match {k + 1} game {j + 1} vs {ev.opponent_name(m.opponent)}: "
                                          f"{res}" + (f" in {g.turns} turns" if g.turns else ""))))
                self.game_rows.append(g.save)
        self.query_one("#games-title", Label).display = bool(self.game_rows)
        ol.display = bool(self.game_rows)
        self.refresh_bindings()
        self.query_one("#event-review", Static).update(self._review())

    def _review(self) -> Text:
        ev = self.ev
        if ev.deck is None:
            t = Text("Your pool\n", style="bold #ffd54f")
            t.append_text(pool_summary(ev.pool()))
            return t
        from ...limited.deckbuilder import review
        t = Text("Your deck\n", style="bold #ffd54f")
        t.append_text(pool_summary(ev.deck))
        t.append("\nThe coach's review\n", style="bold #ffd54f")
        for line in review(ev.deck):
            t.append(f"• {line}\n")
        return t

    def check_action(self, action: str, parameters: tuple) -> bool | None:
        """The footer shows what can be done now."""
        stage = self.ev.stage
        if action in ("build", "auto_build"):
            return stage in ("build", "play") and not any(m.games for m in self.ev.matches)
        if action == "play":
            return stage == "play"
        if action == "picks":
            return self.ev.table is not None
        if action == "review":
            return self.ev.deck is not None
        if action == "games":
            return bool(self.game_rows)
        return True

    # ------------------------------------------------------------------ building
    def action_build(self, start: list[str] | None = None) -> None:
        ev = self.ev
        if ev.stage not in ("build", "play") or any(m.games for m in ev.matches):
            toast(self.app, "The deck is fixed once the first game has been played.", timeout=5)
            return
        from .deckbuilder import DeckBuilderScreen
        self.app.push_screen(DeckBuilderScreen(pool=ev.pool(), main=start if start is not None else ev.deck,
                                               name=f"{ev.kind}-{ev.seed}", limited_done=True), self._built)

    def action_auto_build(self) -> None:
        from ...limited.event import build
        self.action_build(build(self.ev.pool())[0])

    def _built(self, main: list[str] | None) -> None:
        from ...limited.run import EventError
        if main is None:
            return
        try:
            self.ev.set_deck(main)
        except (EventError, OSError) as e:
            toast(self.app, str(e), severity="error", timeout=10)
            return
        self.show()

    def action_review(self) -> None:
        self.query_one("#event-right").focus()

    def action_games(self) -> None:
        """To the list of games played (Enter replays one)."""
        ol = self.query_one("#event-games", OptionList)
        if ol.option_count:
            ol.focus()
            if ol.highlighted is None:
                ol.highlighted = 0

    def action_picks(self) -> None:
        if self.ev.table is None:
            toast(self.app, "A sealed event has no picks; your pool is on the right.", timeout=5)
            return
        self.app.push_screen(PicksScreen(self.ev))

    # ------------------------------------------------------------------ playing
    def action_play(self) -> None:
        ev = self.ev
        if ev.stage != "play":
            toast(self.app, "Build your deck first (b)." if ev.stage == "build" else "The event is over.",
                  timeout=5)
            return
        from ...saves import SaveError, saves_dir
        from ..session import GameSession, Seat
        m = ev.current_match()
        session = None
        if ev.current_save and (saves_dir() / ev.current_save).exists():
            try:
                session = GameSession.from_save(saves_dir() / ev.current_save)
            except (SaveError, OSError) as e:
                toast(self.app, f"{e}; a new game starts instead", severity="warning", timeout=10)
        if session is None:
            seats = (Seat("p1", ev.player), Seat("p2", ev.opponent_name(m.opponent), ev.level))
            session = GameSession(ev.deck, ev.bot_deck(m.opponent), seats, ev.game_seed(),
                                  (f"your {ev.kind} deck", f"Bot {m.opponent[1:]}'s deck")).record("bot")
            ev.current_save = session.recorder.path.name
            ev.save()
        save = ev.current_save
        opp = m.opponent

        def over(winner: str, turns: int) -> str:
            """The game ended: the event records it, and the game-over dialog says where the match stands."""
            from ...limited.run import EventError
            try:
                ev.finish_game(opp if winner == "p2" else winner, save, turns)
            except (EventError, OSError) as e:  # (the game's own save has the result: the event finds it later)
                return f"the event couldn't record it: {e}"
            done = next((x for x in ev.matches if x.opponent == opp), m)
            state = {"p1": "you win the match", "draw": "the match is drawn", None: "the match goes on"}.get(
                done.winner, "the match is lost")
            return f"match {ev.opponents.index(opp) + 1} of 3: {done.wins('p1')}-{done.wins(opp)}, {state}"
        session.on_over = over
        from .game import GameScreen
        self.app.push_screen(GameScreen(session, self.app.settings))

    @on(Button.Pressed, "#play")
    def _play(self) -> None:
        self.action_play()

    @on(Button.Pressed, "#build")
    def _build(self) -> None:
        self.action_build()

    @on(OptionList.OptionSelected, "#event-games")
    def _replay(self, event: OptionList.OptionSelected) -> None:
        i = event.option_index
        if not (0 <= i < len(self.game_rows)) or not self.game_rows[i]:
            return
        from ...replay import Replay
        from ...saves import saves_dir
        from .replay import ReplayScreen
        try:
            rp = Replay(saves_dir() / self.game_rows[i])
        except (OSError, ValueError) as e:  # (SaveError is a ValueError)
            toast(self.app, str(e), title="Cannot replay", severity="error", timeout=10)
            return
        self.app.push_screen(ReplayScreen(rp, self.app.settings))

    def action_leave(self) -> None:
        self.app.goto_menu()


class PicksScreen(Screen):
    """A draft looked back on: each pick, the pack it came from, and what the bot would have taken there."""

    BINDINGS = [Binding("escape", "back", "Back")]
    DEFAULT_CSS = """
    #picks-body { height: 1fr; }
    #picks-list { width: 60; }
    #picks-pack { width: 1fr; padding: 0 1; }
    """

    def __init__(self, ev) -> None:
        super().__init__()
        self.ev = ev

    def compose(self) -> ComposeResult:
        log = self.ev.table.log
        with Horizontal(id="picks-body"):
            yield OptionList(*[Option(Text(f"P{p['round']}p{p['pick']:<3} ") + card_line(p["took"], 26))
                               for p in log], id="picks-list")
            yield VerticalScroll(Static("", id="picks-pack-text"), id="picks-pack")
        yield Footer()

    def on_mount(self) -> None:
        ol = self.query_one(OptionList)
        if ol.option_count:
            ol.highlighted = 0
        ol.focus()

    @on(OptionList.OptionHighlighted)
    def _pick(self, event: OptionList.OptionHighlighted) -> None:
        from ...limited.event import passed_strength
        from ...limited.run import pick_reasons
        log = self.ev.table.log
        i = event.option_index
        if not (0 <= i < len(log)):
            return
        p = log[i]
        before = [q["took"] for q in log[:i]]
        ranked = pick_reasons(p["pack"], before, passed_strength([q["pack"] for q in log[:i]], before))
        t = Text(f"Pack {p['round']}, pick {p['pick']}: you took ", style="bold")
        t.append(p["took"], style="bold #ffd54f")
        t.append("\n")
        if ranked and ranked[0][0] != p["took"]:
            t.append(f"The bot would have taken {ranked[0][0]}: {ranked[0][2]}\n")
        else:
            t.append("The bot would have taken the same card.\n")
        t.append("\nThe pack\n", style="bold")
        for name, score, _why in ranked:
            t.append_text(card_line(name, 28, f"{score:.1f}"))
            t.append("\n")
        self.query_one("#picks-pack-text", Static).update(t)

    def action_back(self) -> None:
        self.app.pop_screen()
