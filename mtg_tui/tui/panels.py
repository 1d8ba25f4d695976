"""The game screen's panels: the step bar, each side of the board, the hand, the Decision panel, the stack,
the card panel and the log.

Attributes down, messages up: the screen hands each panel what to draw (a ``table.Table``, the actions, a
text) through its ``show`` method, and a panel reports a click on a card with ``CellGrid.Clicked``, which
bubbles to the screen.  No panel reads the game or changes what it is given."""

from __future__ import annotations

from typing import Callable, Iterable

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import Static

from ..engine.actions import Action
from ..engine.events import Event, seen_by
from . import look
from .safe import esc
from .table import Table
from .widgets import CardView, CellGrid, InfoLine, PlainLog, Scroll

BAR_STEPS = (("upkeep", "Upk"), ("draw", "Draw"), ("main1", "Main1"), ("beginning_of_combat", "BoC"),
             ("declare_attackers", "Atk"), ("declare_blockers", "Blk"), ("first_strike_damage", "1st"),
             ("combat_damage", "Dmg"), ("end_of_combat", "EoC"), ("main2", "Main2"), ("end", "End"),
             ("cleanup", "Clean"))
DECISION_WORDS = {"priority": "has priority", "attack": "declares attackers", "block": "declares blockers",
                  "choice": "is choosing"}


def update_static(widget: Static, text: Text, layout: bool = True) -> None:
    """Static.update, skipped when the text is the same (each update is a repaint, and a layout pass over the
    whole screen unless ``layout`` is False)."""
    key = (text.plain, tuple(text.spans), str(text.style))
    if getattr(widget, "_shown_key", None) != key:
        widget._shown_key = key
        widget.update(text, layout=layout)


# ---------------------------------------------------------------------- the step bar
def step_bar_text(snap: dict, name: Callable[[str], str], width: int, *, over: bool, pausing: bool,
                  full_control: bool, ending: bool) -> Text:
    """Turn, whose turn, who decides what, and the steps with this one lit, in one line: at 100 columns too
    (tighter and tighter until it fits: the steps' spaces, then the decider's name when it is the active
    player's, the flags' words, then the active player's name, which the board's title gives).  ``pausing``:
    the screen holds the game a moment before the stack resolves, and no one can act."""
    d = snap.get("decider")
    pend = snap.get("pending") or {}
    stack = snap.get("stack") or []
    step = snap["step"]
    t = Text()
    for tight in range(4):
        t = Text(no_wrap=True, overflow="crop")
        t.append(f" Turn {snap['turn']} ", style="bold reverse")
        merge = 2 <= tight < 3 and d == snap["active"] and not pausing and not over  # 'Ann has priority'
        if tight < 3:
            t.append(f" {name(snap['active'])} ", style="bold #a5d6a7")
        if not merge:
            t.append("│ " if tight < 3 else " │ ", style="#546e7a")
        if over:
            t.append("game over", style="bold")
        elif pausing and stack:
            t.append(f"{stack[0]['name']} resolving…", style="italic #ffab40")
        elif d:
            if not merge:
                t.append(f"{name(d)} ", style="bold #ffd54f")
            t.append(DECISION_WORDS.get(pend.get("kind"), pend.get("kind", "")), style="#b0bec5")
        if full_control:
            t.append("  [full control]" if tight < 2 else " [full]", style="bold magenta")
        if ending:
            t.append("  [ending turn]" if tight < 2 else " [ending]", style="bold cyan")
        t.append(" │ ", style="#546e7a")
        if step == "mulligan":
            t.append(" Mulligans ", style="bold black on #ffd54f")
        else:
            spaced = True  # (the bar ends with a space here)
            for key, lab in BAR_STEPS:
                if key == "first_strike_damage" and step != key:
                    continue
                if key == "draw" and snap["turn"] == 1 and step != key:
                    continue  # 103.8a: the first turn has no draw step
                if key == step:
                    t.append(f" {lab} ", style="bold black on #ffd54f")
                    spaced = True
                elif tight == 0:
                    t.append(f" {lab} ", style="#78909c")
                else:
                    t.append(("" if spaced else " ") + lab, style="#78909c")
                    spaced = False
        if t.cell_len <= width:
            break
    return t


class StepBar(Static):
    """The top line: turn, who decides, the steps."""

    def show(self, text: Text) -> None:
        update_static(self, text, layout=False)


# ---------------------------------------------------------------------- the board
def info_text(p: dict) -> Text:
    """A player's line: life, floating mana, and the sizes of their zones."""
    t = Text()
    life = p["life"]
    t.append(" ♥ ", style="bold #ef5350")
    t.append(f"Life {life}", style="bold #ef5350" if life <= 5 else "bold")
    if p.get("mana_pool"):  # floating mana (106.4), next to the life: it empties as the step ends (500.4)
        t.append("  Mana ", style="bold #ffab40")
        t.append_text(look.mana_pool(p["mana_pool"]))
    if p.get("protection"):  # a player's protection (702.16: The One Ring's, from everything until their next turn)
        t.append("  ◈ pro " + "/".join(p["protection"]), style="bold #80cbc4")
    # (short enough for one line at 100 columns, pool included: the line must not wrap the pool away)
    for label, n in (("Hand", len(p["hand"])), ("Library", len(p["library"])),
                     ("Graveyard", len(p["graveyard"])), ("Exile", len(p["exile"]))):
        t.append(f"  {label} ", style="#90a4ae")
        t.append(str(n), style="bold")
    if p.get("library_top"):  # its player may look at it any time (Elven Chorus): in their own snapshot only
        t.append("  Top ", style="#90a4ae")
        t.append(str(p["library_top"]), style="bold #a5d6a7")
    return t


def logged(ev, show_priority: bool = False) -> bool:
    """Whether the log writes this event: not "X has priority" unless asked, nor the engine's note for "whenever
    you create a token" (rule 111.1), whose creation's own line ("Player 1 creates a Spirit token") told it, nor
    an attack or block declaration that was the only choice ("done (the only choice)" with nothing able to
    attack), whose own lines ("Player 1 attacks with nothing") tell it."""
    kind = getattr(ev, "kind", "")
    if kind == "priority":
        return show_priority
    if kind == "choice" and getattr(ev, "data", {}).get("declaration"):
        return show_priority
    return not (kind == "token" and getattr(ev, "rule", None) == "111.1")


class BoardSide(Scroll):
    """One player's side of the table: their info line, command zone (The Ring), lands, other permanents and
    creatures; the opponent's side reads from the top, yours from the middle down."""

    def __init__(self, side: str) -> None:
        super().__init__(id=f"{side}-board", classes="board")
        self.side = side  # "opp" or "my"
        self.table: Table | None = None

    def compose(self) -> ComposeResult:
        side, perm = self.side, self._draw_perm
        line = InfoLine(id=f"{side}-line", classes="info")
        command = CellGrid(f"{side}-command", "Command", drawer=self._draw_ring, full_width=True, label_width=10,
                           classes="command")
        lands = CellGrid(f"{side}-lands", "Lands", drawer=self._draw_land, cell_width=14, label_width=10, fill=True)
        other = CellGrid(f"{side}-other", "Other", drawer=perm, cell_width=24, cell_height=2, label_width=10,
                         fill=True, classes="other")
        creatures = CellGrid(f"{side}-creatures", "Creatures", drawer=perm, cell_width=24, cell_height=2,
                             label_width=10, fill=True)
        yield from ((line, command, lands, other, creatures) if side == "opp"
                    else (creatures, other, lands, command, line))

    def _draw_perm(self, p: dict, width: int, marked: bool) -> list[Text]:
        t = self.table
        return look.permanent_cell(p, width, t.names if t else {}, t.attached.get(p["id"], []) if t else [], marked)

    def _draw_land(self, p: dict, width: int, marked: bool) -> list[Text]:
        t = self.table
        return look.land_cell(p, width, t.names if t else {}, t.attached.get(p["id"], []) if t else [], marked)

    def _draw_ring(self, item: dict, width: int, marked: bool) -> list[Text]:
        return look.ring_cell(item, width, marked)

    def _grid(self, zone: str) -> CellGrid:
        return next(g for g in self.query(CellGrid) if g.zone == zone)

    def show(self, table: Table, pid: str, marked: set[str], flash: set[str], title: str) -> None:
        self.table = table
        side = self.side
        lands, creatures, other = table.zones(pid)
        for zone, items in (("lands", lands), ("creatures", creatures), ("other", other)):
            grid = self._grid(f"{side}-{zone}")
            if zone == "lands":  # as wide tapped as untapped: tapping a land must not reflow the row
                width = min(max([look.land_width(p) for p in items] + [12]), 32)
            else:  # wide enough for the longest name (the row's spare room widens them further)
                width = min(max([look.permanent_width(p) for p in items] + [24]), 34)
            grid.set_items([p["id"] for p in items], items, marked, flash=flash, cell_width=width)
            if zone == "other":
                grid.display = bool(items)
        # the command zone: The Ring emblem (701.52), when this player has been tempted
        pl = table.player(pid)
        ring = int(pl.get("ring") or 0)
        rb = pl.get("ring_bearer")
        cmd = self._grid(f"{side}-command")
        cmd.set_items([f"ring-{pid}"] if ring else [],
                      [{"pid": pid, "level": ring, "bearer": table.names.get(rb) if rb else None}] if ring else [])
        cmd.display = bool(ring)
        update_static(self.query_one(f"#{side}-line", InfoLine), info_text(pl))
        self.border_title = esc(title)  # (a player's name: text, never markup)


class HandPanel(Scroll):
    """The bottom player's hand: the cards, or their backs while it is hidden."""

    def __init__(self) -> None:
        super().__init__(id="hand-box")

    def compose(self) -> ComposeResult:
        yield CellGrid("hand", drawer=self._draw_hand, cell_width=24, empty="(no cards)", sizer=look.hand_width,
                       max_cell_width=34)

    @staticmethod
    def _draw_hand(name: str | None, width: int, marked: bool) -> list[Text]:
        return look.hidden_card_cell(width) if name is None else look.hand_cell(name, width, marked)

    def show(self, table: Table, marked: set[str], title: str) -> None:
        grid = self.query_one(CellGrid)
        hand = table.player(table.me)["hand"]
        if table.show_hand:
            grid.set_items(table.hand_ids, list(hand), marked)
        else:
            grid.set_items([f"hidden{i}" for i in range(len(hand))], [None] * len(hand))
        self.border_title = esc(title)


# ---------------------------------------------------------------------- the Decision panel
class PromptPanel(Vertical):
    """The decision: what is asked, the legal actions numbered, and a line of keys (or the last error)."""

    def __init__(self) -> None:
        super().__init__(id="prompt")
        self.board: look.Board | None = None

    def compose(self) -> ComposeResult:
        yield Static(id="prompt-text")
        with Scroll(id="actions-box"):
            yield CellGrid("actions", drawer=self._draw_action, cell_width=30, empty="")
        yield Static(id="prompt-error")

    def on_mount(self) -> None:
        self.border_title = "Decision"

    def _draw_action(self, item: tuple[int, Action], width: int, marked: bool) -> list[Text]:
        i, a = item
        return [look.action_text(a, i + 1 if i < 99 else None, width, board=self.board)]

    def show_actions(self, actions: list[Action], board: look.Board | None) -> None:
        grid = self.query_one(CellGrid)
        if self.board is not None and board is not None and self.board.tags != board.tags:
            grid.refresh()  # the same actions may read otherwise now
        self.board = board
        # as many columns as the longest label allows, so no action is cut short
        w = max([look.action_width(a, board) for a in actions] + [10]) + 4
        avail = (grid.size.width or 72) - 1
        grid.set_items([str(i) for i in range(len(actions))], list(enumerate(actions)), cell_width=min(w, avail))

    def show_prompt(self, text: Text) -> None:
        update_static(self.query_one("#prompt-text", Static), text)

    def show_hint(self, text: Text) -> None:
        update_static(self.query_one("#prompt-error", Static), text, layout=False)


# ---------------------------------------------------------------------- the side column
class StackPanel(Scroll):
    """The stack, top first, with controllers and targets."""

    def __init__(self) -> None:
        super().__init__(id="stack-box")
        self.table: Table | None = None

    def compose(self) -> ComposeResult:
        yield CellGrid("stack", drawer=self._draw_stack, cell_height=2, full_width=True, empty="(empty)")

    def _draw_stack(self, item: tuple[int, dict], width: int, marked: bool) -> list[Text]:
        i, it = item
        names = self.table.names if self.table else {}
        return look.stack_cell(it, i, names, {p: names.get(p, p) for p in ("p1", "p2")}, width)

    def show(self, table: Table, flash: set[str]) -> None:
        self.table = table
        stack = table.snap["stack"]
        self.query_one(CellGrid).set_items([it["id"] for it in stack], list(enumerate(stack)), flash=flash)
        self.border_title = f"Stack ({len(stack)})" if stack else "Stack"
        self.set_class(bool(stack), "-busy")


class CardPanel(Vertical):
    """The selected card's text, as it is now: current power/toughness, loyalty, counters, what is attached,
    who controls it; a stack object's targets; what an action does."""

    def __init__(self) -> None:
        super().__init__(id="card-box")

    def compose(self) -> ComposeResult:
        yield CardView(id="card")

    def on_mount(self) -> None:
        # (the title stays "Card": the text starts with the name, and a title change would repaint the whole
        # panel's frame on every keypress)
        self.border_title = "Card"

    def show(self, text: Text) -> None:
        self.query_one(CardView).update(text)

    def scroll_page(self, direction: int) -> None:
        card = self.query_one(CardView)
        card.scroll_lines(direction * max(1, card.content_size.height - 2))


def card_panel_text(table: Table | None, oid: str | None, name: str | None, *, action: Action | None,
                    in_stack: bool, seat_name: Callable[[str], str]) -> Text:
    """What the card panel says of the selection: ``oid``/``name`` the card selected (or named by the selected
    ``action``), ``in_stack`` when it was selected on the stack."""
    board = table.board if table else None
    if not name:
        if action is not None:
            return look.action_help(action, table.snap if table else {}, board, seat_name)
        return Text("Select a card to read it.", style="dim")
    out = Text()
    if action is not None:
        out.append_text(look.action_text(action, None, board=board))
        out.append("\n\n")
    names = table.names if table else {}
    p = table.objects.get(oid or "") if table else None
    # a permanent: its power/toughness, loyalty and counters as they are now, not as printed
    out.append_text(look.permanent_text(name, p) if p is not None else look.rules_text(look.card_text(name)))
    if p is not None:
        out.append("\n\n")
        facts = [f"controlled by {seat_name(p['controller'])}"]
        if p.get("owner") and p["owner"] != p["controller"]:
            facts.append(f"owned by {seat_name(p['owner'])}")
        if p.get("tag"):
            facts.append(f"the one marked ({p['tag']})")
        out.append(" · ".join(facts) + "\n", style="#78909c")
        counters = look.counters_text(p.get("counters") or {})  # (on their own line above)
        badges = [(w, s) for w, s in look.permanent_badges(p, names) if w != counters]
        if p.get("sick") and "Creature" in p.get("types", ()):
            badges = [(w if w != "sick" else "summoning sick", s) for w, s in badges]
        if badges:
            for w, s in badges:
                out.append(w, style=s)
                out.append("  ")
            out.append("\n")
        if p.get("blocked_by"):
            out.append("Blocked by " + ", ".join(names.get(b, b) for b in p["blocked_by"]) + "\n",
                       style="bold #fbc02d")
        for a in table.attached.get(p["id"], []) if table else []:
            out.append(f"Enchanted/equipped by {names.get(a, a)}\n", style="#90caf9")
        if p.get("keywords"):
            out.append(", ".join(k.capitalize() for k in p["keywords"]) + "\n", style="italic")
    elif in_stack and table is not None:
        it = next((x for x in table.snap["stack"] if x["id"] == oid), None)
        if it:
            out.append("\n\n")
            out.append(f"On the stack ({it['kind']}), controlled by {seat_name(it['controller'])}",
                       style="#78909c")
            if it.get("targets"):
                out.append("\nTargets: " + ", ".join(names.get(x, seat_name(x) if x in ("p1", "p2") else x)
                                                     for x in it["targets"]))
    return out


# ---------------------------------------------------------------------- the log
class GameLog(PlainLog):
    """The engine's events as their reader may see them (``events.seen_by``), with their rule numbers; runs of
    the same event are one line.  `l` gives it the arrows (``reading``): it scrolls, and new lines don't pull it
    down meanwhile."""

    PAGE_KEYS = frozenset({"up", "down", "pageup", "pagedown", "home", "end"})

    def __init__(self) -> None:
        super().__init__(id="log", wrap=True, max_lines=3000, markup=False, min_width=20)
        self.reading = False

    def on_mount(self) -> None:
        self.border_title = "Log"

    def write_events(self, events: Iterable, viewer: str | None, *, show_priority: bool,
                     on_turn: Callable[[Event], None] | None = None) -> list:
        """Write ``events`` as ``viewer`` may read them; ``on_turn`` runs after each turn's first line (the
        recap).  Returns the events as written."""
        run: list = []
        out: list = []

        def flush() -> None:
            if run:
                line = look.event_line(run[0])
                if len(run) > 1:
                    line.append(f"  ×{len(run)}", style="bold")
                self.write(line)
                run.clear()

        for ev in events:
            kind = getattr(ev, "kind", "")
            if not logged(ev, show_priority):
                continue
            if isinstance(ev, Event):
                ev = seen_by(ev, viewer)
                if ev is None:
                    continue
            out.append(ev)
            if kind == "turn" and on_turn is not None:  # the turn's first line, then what on_turn adds
                flush()
                self.write(look.event_line(ev))
                on_turn(ev)
                continue
            if run and (str(run[0]) != str(ev)):
                flush()
            run.append(ev)
        flush()
        return out

    def set_reading(self, on: bool) -> None:
        self.reading = on
        self.auto_scroll = not on
        self.set_class(on, "-reading")
        if on:
            self.border_title = "Log — ↑↓ PgUp PgDn Home End · l/Esc back"
        else:
            self.border_title = "Log"
            self.scroll_end(animate=False)

    def page(self, key: str) -> None:
        """One of PAGE_KEYS, while reading."""
        step = max(1, self.scrollable_content_region.height - 1)
        if key in ("up", "down"):
            self.scroll_relative(y=-1 if key == "up" else 1, animate=False)
        elif key in ("pageup", "pagedown"):
            self.scroll_relative(y=-step if key == "pageup" else step, animate=False)
        elif key == "home":
            self.scroll_home(animate=False)
        else:
            self.scroll_end(animate=False)
