"""How things look: mana symbols (colored AND lettered, so they read without color), permanents,
cards in hand, stack items and card text, as Rich ``Text``.  Pure functions over snapshot dicts."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from rich.text import Text

# One style per mana symbol: the letter stays, the color is extra.
MANA_STYLE = {
    "W": "bold #1a1a1a on #f5eeb8",
    "U": "bold white on #1565c0",
    "B": "bold white on #4a3b4f",
    "R": "bold white on #c62828",
    "G": "bold white on #2e7d32",
    "C": "bold #1a1a1a on #b0bec5",
    "S": "bold #1a1a1a on #cfd8dc",
}
GENERIC_STYLE = "bold #1a1a1a on #9e9e9e"
COLOR_TEXT = {"W": "#f0e68c", "U": "#64b5f6", "B": "#ce93d8", "R": "#ef5350", "G": "#66bb6a", "C": "#b0bec5"}
KIND_STYLE = {
    "pass": "dim", "done": "bold", "play": "green", "cast": "bold cyan", "activate": "magenta",
    "tap": "dim yellow", "colors": "dim yellow", "attack": "bold red", "block": "bold yellow", "choose": "bold cyan",
    "concede": "red", "assign": "bold cyan",
}
_SYM = re.compile(r"\{([^}]+)\}")


def mana_symbol(sym: str, braces: bool = False) -> Text:
    """One mana symbol: ``G`` as a G on green; ``2`` on grey; ``R/W`` hybrid keeps both letters."""
    sym = sym.upper()
    style = MANA_STYLE.get(sym, GENERIC_STYLE)
    if "/" in sym:
        style = MANA_STYLE.get(sym[0], GENERIC_STYLE)
    return Text(f"{{{sym}}}" if braces else sym, style=style)


def mana_cost(symbols) -> Text:
    """A cost from its symbol list (``('2', 'G', 'G')``) or printed text (``'{2}{G}{G}'``)."""
    if isinstance(symbols, str):
        symbols = _SYM.findall(symbols)
    out = Text()
    prev = ""
    for s in symbols:
        s = str(s)
        if prev and ("/" in prev or "/" in s):
            out.append(" ")  # a hybrid's letters run into the next symbol's: G/W G/W reads, G/WG/W doesn't
        out.append_text(mana_symbol(s))
        prev = s
    return out


def mana_pool(pool: str) -> Text:
    """A mana pool as the snapshot gives it (``"BBG"``, WUBRGC order)."""
    out = Text()
    for ch in pool:
        if ch.strip():
            out.append_text(mana_symbol(ch))
    return out


def rules_text(text: str) -> Text:
    """Rendered card text with each ``{X}`` symbol colored but still written out."""
    out = Text()
    pos = 0
    for m in _SYM.finditer(text):
        out.append(text[pos:m.start()])
        sym = m.group(1)
        if sym.upper() == "T":
            out.append("{T}", style="bold reverse")
        else:
            out.append_text(mana_symbol(sym, braces=True))
        pos = m.end()
    out.append(text[pos:])
    return out


@lru_cache(maxsize=512)
def card_def(name: str):
    from ..cards.registry import registry
    try:
        return registry().find(name)
    except Exception:  # a card being edited by someone else must not take the UI down
        return None


def card_cost(name: str) -> tuple[str, ...]:
    c = card_def(name)
    if c is None:
        return ()
    syms = getattr(c.cost, "symbols", ()) or ()
    return tuple(str(s).strip("{}") for s in syms)


def lands_in(names) -> str:
    """How many of these cards are lands, as a mulligan prompt shows it: '2 lands, 5 spells'."""
    from ..engine.events import count_of
    lands = 0
    for n in names:
        c = card_def(n)
        lands += c is not None and c.is_land
    return f"{count_of(lands, 'land')}, {count_of(len(names) - lands, 'spell')}"


def card_text(name: str) -> str:
    from ..cards.render import render_card
    c = card_def(name)
    if c is None:
        return name
    try:
        return render_card(c)
    except Exception as e:  # pragma: no cover - render is being worked on
        return f"{name}\n(text unavailable: {e})"


def permanent_text(name: str, p: dict) -> Text:
    """A permanent's card text for the card panel, with its power/toughness and loyalty as they are now (the
    printed ones follow when they differ) and a line of its counters: what the board says, not the card."""
    c = card_def(name)
    lines = card_text(name).split("\n")
    now_pt = (f"{p['power']}/{p['toughness']}" if p.get("power") is not None and "Creature" in p.get("types", ())
              else None)
    printed_pt = f"{c.power}/{c.toughness}" if c is not None and c.power is not None else None
    loyalty = p.get("loyalty")
    if loyalty is None and "loyalty" in (p.get("counters") or {}):
        loyalty = p["counters"]["loyalty"]
    printed_loyalty = getattr(c, "loyalty", None) if c is not None else None
    # the printed lines end the text (render_card): take them off, then write the ones of now
    if printed_loyalty is not None and lines and lines[-1] == f"Loyalty: {printed_loyalty}":
        lines.pop()
    if printed_pt is not None and lines and lines[-1] == printed_pt:
        lines.pop()
    out = rules_text("\n".join(lines))
    if now_pt is not None:
        out.append("\n" + now_pt, style="bold")
        if printed_pt is not None and printed_pt != now_pt:
            out.append(f"  (printed {printed_pt})", style="dim")
    elif printed_pt is not None:  # not a creature now (a Vehicle not crewed): its printed numbers, as printed
        out.append("\n" + printed_pt)
    if loyalty is not None:
        out.append(f"\nLoyalty: {loyalty}", style="bold")
        if printed_loyalty is not None and printed_loyalty != loyalty:
            out.append(f"  (printed {printed_loyalty})", style="dim")
    for land, k in p.get("abilities_from") or ():  # 613.1f: the abilities it has from other permanents, now
        out.append(f"\nFrom {land}: ", style="#90caf9")
        out.append(_ability_line(str(land), int(k)))
    counters = {k: v for k, v in (p.get("counters") or {}).items() if v}
    if counters:
        out.append("\nCounters: ", style="#b39ddb")
        out.append(", ".join(f"{k} ×{v}" for k, v in sorted(counters.items())), style="bold #b39ddb")
    return out


def color_style(colors) -> str:
    if not colors:
        return "#d0d0d0"
    if len(colors) > 1:
        return "#e6c35c"
    return COLOR_TEXT.get(colors[0], "#d0d0d0")


def fit(s: str, width: int) -> str:
    return s if len(s) <= width else s[: max(1, width - 1)] + "…"


# ---------------------------------------------------------------------- permanents
def counters_text(counters: dict) -> str:
    parts = []
    for k, v in sorted(counters.items()):
        if k == "loyalty":
            continue
        parts.append(f"{k}×{v}" if v != 1 or k in ("+1/+1", "-1/-1") else k)
    return " ".join(parts)


def permanent_badges(p: dict, names: dict[str, str]) -> list[tuple[str, str]]:
    """Short status words for a permanent, each with a style; words, not only color."""
    out: list[tuple[str, str]] = []
    if p.get("phased_out"):  # 702.26b: back at its controller's next untap step
        out.append(("phased out", "italic #78909c"))
    if p.get("attacking"):
        out.append(("ATK", "bold white on #b71c1c"))
        if p.get("blocked_by"):
            out.append(("blocked", "bold #fbc02d"))
    if p.get("blocking"):
        out.append((f"BLK {names.get(p['blocking'], p['blocking'])}", "bold black on #fbc02d"))
    if p.get("ring_bearer"):
        out.append(("RING", "bold black on #ffd54f"))
    if p.get("tapped"):
        out.append(("tapped", "italic #9e9e9e"))
    if p.get("sick") and "Creature" in p.get("types", ()):
        out.append(("sick", "#80cbc4"))
    if p.get("damage"):
        out.append((f"dmg {p['damage']}", "bold #ff8a80"))
    c = counters_text(p.get("counters") or {})
    if c:
        out.append((c, "bold #b39ddb"))
    if p.get("attached_to"):
        out.append((f"on {names.get(p['attached_to'], p['attached_to'])}", "#90caf9"))
    return out


def permanent_cell(p: dict, width: int, names: dict[str, str], attachments: list[str], marked: bool,
                   lines: int = 2) -> list[Text]:
    """A permanent as ``lines`` lines of ``width`` cells."""
    tapped = p.get("tapped")
    stat = ""
    if p.get("loyalty") is not None:
        stat = f"[{p['loyalty']}]"
    elif p.get("power") is not None and "Creature" in p.get("types", ()):
        stat = f"{p['power']}/{p['toughness']}"
    mark = "▸" if marked else " "
    head = Text()
    head.append(mark, style="bold #ffd54f")
    if tapped:
        stat = ("T " + stat).strip()
    name_w = width - 1 - (len(stat) + 1 if stat else 0)
    name = p["name"] + ("*" if p.get("token") else "")
    head.append(fit(name, name_w).ljust(name_w), style=("dim " if tapped or p.get("phased_out") else "bold ")
                + color_style(p.get("colors")))
    if stat:
        hurt = p.get("damage") and p.get("toughness") is not None
        head.append(" " + stat, style="bold #ff8a80" if hurt else "bold")
    if lines == 1:
        return [head]
    sub = Text("  ")
    if p.get("tag"):  # the tag its label uses in the decision panel: 'Hill Giant (2nd)'
        sub.append(f"({p['tag']})", style="bold #4fc3f7")
        sub.append(" ")
    for word, style in permanent_badges(p, names):
        if word == "tapped":  # the first line says T already
            continue
        if sub.cell_len + len(word) + 1 > width:
            break
        sub.append(word, style=style)
        sub.append(" ")
    for a in attachments:
        w = "+" + names.get(a, a)
        if sub.cell_len + len(w) + 1 > width:
            break
        sub.append(w, style="#90caf9")
        sub.append(" ")
    sub.truncate(width, pad=True)
    head.truncate(width, pad=True)
    return [head, sub]


def permanent_width(p: dict) -> int:
    """The cells a permanent's first line needs for its whole name: mark, name, ' T 3/3' or ' [5]'."""
    stat = 4 + len(str(p.get("power"))) + len(str(p.get("toughness"))) if p.get("power") is not None else 0
    return 1 + len(p["name"]) + bool(p.get("token")) + (stat if p.get("loyalty") is None else 5)


def hand_width(name: str | None) -> int:
    """The cells a card in hand needs for its whole name and cost (0 for a card drawn face down)."""
    if name is None:
        return 0
    cost = mana_cost(card_cost(name)).cell_len
    return 1 + len(name) + (cost + 1 if cost else 0)


def land_width(p: dict) -> int:
    """The cells a land needs, tapped or not (so tapping it does not reflow its row): mark, name, ' (T)', tag."""
    tag = p.get("tag")
    return 1 + len(p["name"]) + bool(p.get("token")) + 5 + (len(tag) + 3 if tag else 0)


def land_cell(p: dict, width: int, names: dict[str, str], attachments: list[str], marked: bool) -> list[Text]:
    t = Text()
    t.append("▸" if marked else " ", style="bold #ffd54f")
    tag = p.get("tag")
    extra = ["(T)"] if p.get("tapped") and not (tag and "tapped" in tag) else []
    if tag:
        extra.append(f"({tag})")
    if p.get("counters"):
        extra.append(counters_text(p["counters"]))
    if p.get("attacking"):
        extra.append("ATK")
    label = p["name"] + ("*" if p.get("token") else "") + ("" if not extra else " " + " ".join(extra))
    t.append(fit(label, width - 2), style=("dim " if p.get("tapped") else "") + color_style(p.get("colors")))
    for a in attachments:
        t.append(" +" + names.get(a, a), style="#90caf9")
    t.truncate(width, pad=True)
    return [t]


def hand_cell(name: str, width: int, marked: bool) -> list[Text]:
    t = Text()
    t.append("▸" if marked else " ", style="bold #ffd54f")
    cost = mana_cost(card_cost(name))
    cw = cost.cell_len
    c = card_def(name)
    style = color_style(list(getattr(c, "colors", ()) or ())) if c else ""
    nw = width - 1 - (cw + 1 if cw else 0)
    t.append(fit(name, nw).ljust(nw), style=("bold " if marked else "") + style)
    if cw:
        t.append(" ")
        t.append_text(cost)
    t.truncate(width, pad=True)
    return [t]


def hidden_card_cell(width: int) -> list[Text]:
    return [Text(" " + "▒" * (width - 2) + " ", style="#5c6bc0")]


def stack_cell(item: dict, index: int, names: dict[str, str], seat_names: dict[str, str], width: int) -> list[Text]:
    t = Text()
    t.append("TOP " if index == 0 else f"{index + 1:>3} ", style="bold #ffd54f" if index == 0 else "dim")
    kind = item.get("kind", "spell")
    t.append(fit(item["name"], width - 14), style="bold")
    t.append(f"  {kind}", style="italic #90caf9")
    t.truncate(width, pad=True)
    sub = Text("    ")
    sub.append(seat_names.get(item.get("controller"), item.get("controller", "")), style="#a5d6a7")
    tg = item.get("targets") or []
    if tg:
        sub.append(" → ", style="bold")
        shown = item.get("target_names") or [None] * len(tg)  # (a card in a graveyard: named by the snapshot)
        sub.append(", ".join(names.get(x, seat_names.get(x, n if n is not None else x)) for x, n in zip(tg, shown)),
                   style="#ffab91")
    sub.truncate(width, pad=True)
    return [t, sub]


# 701.52c: what The Ring emblem gives its owner's Ring-bearer, level by level.
RING_LEVELS = (
    "Your Ring-bearer is legendary and can't be blocked by creatures with greater power.",
    "Whenever your Ring-bearer attacks, draw a card, then discard a card.",
    "Whenever your Ring-bearer becomes blocked by a creature, that creature's controller sacrifices it at "
    "end of combat.",
    "Whenever your Ring-bearer deals combat damage to a player, each opponent loses 3 life.",
)


def ring_level(tempted: int) -> int:
    """The emblem's level: one ability per time the Ring tempted you, and it has four (701.52c): a fifth
    temptation chooses a Ring-bearer again but adds no level."""
    return max(0, min(int(tempted), len(RING_LEVELS)))


def ring_cell(item: dict, width: int, marked: bool) -> list[Text]:
    """The Ring emblem in a command zone: level as pips and a number, and the Ring-bearer."""
    tempted = int(item.get("level", 0))  # the times the Ring has tempted its owner
    level = ring_level(tempted)
    t = Text()
    t.append("◎ The Ring", style="bold #ffd54f")
    t.append("  ")
    t.append("●" * level, style="bold #ffd54f")
    t.append("○" * (len(RING_LEVELS) - level), style="#8d6e63")
    t.append(f" level {level}", style="bold")
    if tempted > level:
        t.append(f" (tempted {tempted}×)", style="#b0bec5")
    bearer = item.get("bearer")
    t.append("  · bearer ", style="#b0bec5")
    t.append(bearer or "none", style="bold #ffd54f" if bearer else "dim")
    t.truncate(width, pad=True)
    return [t]


def ring_text(level: int, bearer: str | None, owner: str) -> Text:
    """The Ring emblem for the card panel: each level's ability, the ones unlocked marked (701.52)."""
    out = Text()
    out.append("The Ring", style="bold #ffd54f")
    out.append(f"  emblem of {owner}\n", style="#b0bec5")
    out.append(f"Level {ring_level(level)} · tempted {level} time{'s' if level != 1 else ''} · Ring-bearer: ",
               style="#b0bec5")
    out.append(f"{bearer or 'none'}\n\n", style="bold")
    for i, text in enumerate(RING_LEVELS, 1):
        have = level >= i
        out.append("✓ " if have else "· ", style="bold #a5d6a7" if have else "dim")
        out.append(f"Level {i}: ", style="bold" if have else "dim")
        out.append(text + "\n", style="" if have else "dim")
    out.append("\n701.52: each time the Ring tempts you, choose a creature as your Ring-bearer.", style="#78909c")
    return out


@lru_cache(maxsize=256)
def _ability_hints(name: str) -> tuple[str, ...]:
    """A short name for each activated ability of a card, in the order 'activate Name #k' numbers them: its
    cost as printed (+1, −4, {1}{U}, {T}) when the costs tell them apart, else what it does."""
    from ..cards.render import render_ability
    c = card_def(name)
    if c is None:
        return ()
    lines = [render_ability(c, ab) for ab in c.activated]
    costs = [ln.split(": ", 1)[0] for ln in lines]
    if len(set(costs)) == len(costs):
        return tuple(costs)
    return tuple(ln.split(": ", 1)[-1].rstrip(".") for ln in lines)


_ABILITY_NO = re.compile(r" #(\d+)(?= x=|$)")  # spec section 1: 'activate <object>[ #<k>][ x=<n>][ -> ...]'


_MODE_NO = re.compile(r" mode (\d+)(?= x=| ->|$)")  # spec section 1: 'cast <card> mode <k>[ x=<n>][ -> ...]'


@lru_cache(maxsize=128)
def _mode_hints(name: str) -> tuple[str, ...]:
    """What each mode of a modal spell does, as its bullet reads (700.2), in printed order."""
    from ..cards.render import modes_text
    c = card_def(name)
    spell = c.spell if c is not None else None
    if spell is None or not spell.modes:
        return ()
    return tuple(ln.rstrip(".") for ln in modes_text(c, spell).split("\n\u2022 ")[1:])


def ability_hint(a) -> str:
    """Which ability an 'activate Name #k' action uses (its text only numbers them), which mode a 'cast Name
    mode k' chooses (what it does): '' for other actions."""
    if a.kind == "cast" and a.refs:
        m = _MODE_NO.search(a.text.split(" -> ", 1)[0])
        if m is None:
            return ""
        k = int(m.group(1)) - 1
        modes = _mode_hints(a.refs[0][1])
        return modes[k] if 0 <= k < len(modes) else ""
    if a.kind != "activate" or not a.refs:
        return ""
    m = _ABILITY_NO.search(a.text.split(" -> ", 1)[0])
    if m is None:
        return ""
    k = int(m.group(1)) - 1
    hints = _ability_hints(a.refs[0][1])
    return hints[k] if 0 <= k < len(hints) else ""


# ---------------------------------------------------------------------- labels: what an action reads as
@dataclass
class Board:
    """What the player sees of the table, for the labels of actions: the battlefield's objects by id in board
    order, the names of every object drawn (hand, stack), who is looking, and the tag of each object that
    shares its name with another and is named in the actions shown (the same tag is drawn on its cell)."""

    objects: dict[str, dict] = field(default_factory=dict)
    names: dict[str, str] = field(default_factory=dict)
    me: str | None = None
    tags: dict[str, str] = field(default_factory=dict)
    #: a note for an action's label by its text, from the decision (what each waiting triggered ability does,
    #: when their order is chosen: 603.3b)
    notes: dict[str, str] = field(default_factory=dict)


_ORDINAL = {1: "1st", 2: "2nd", 3: "3rd"}


def ordinal(n: int) -> str:
    return _ORDINAL.get(n if n < 20 else n % 10, f"{n}th") if not 10 < n % 100 < 20 else f"{n}th"


def _features(p: dict, me: str | None) -> list[tuple[object, str]]:
    """What a player sees of a permanent, most telling first: (value, word) pairs; a word may depend on
    the others' values, so '' stands for 'the opposite of theirs'."""
    combat = "attacking" if p.get("attacking") else ("blocking" if p.get("blocking") else "")
    pt = f"{p['power']}/{p['toughness']}" if p.get("power") is not None and "Creature" in p.get("types", ()) else ""
    return [
        (p.get("controller"), "" if me is None else ("yours" if p.get("controller") == me else "theirs")),
        (combat, combat),
        (bool(p.get("tapped")), "tapped" if p.get("tapped") else "untapped"),
        (pt, pt),
        (p.get("damage") or 0, f"dmg {p['damage']}" if p.get("damage") else "undamaged"),
        (counters_text(p.get("counters") or {}), counters_text(p.get("counters") or {}) or "no counters"),
    ]


def twin_tag(oid: str, objects: dict[str, dict], me: str | None, named: set[str] | None = None) -> str:
    """How a player tells a permanent from the others of its name on the battlefield: the fewest things
    they can see (yours/theirs, attacking, tapped, P/T, damage, counters), then its place among the ones
    still alike, counted in board order ('2nd').  '' when its name is its own.  With ``named`` (the objects
    the actions name), the place is left out when no other object that looks the same is named: the engine
    offers one of a set of interchangeable twins, and any of them will do."""
    p = objects.get(oid)
    if p is None:
        return ""
    alike = [q for q in objects.values() if q["name"] == p["name"] and q["id"] != oid]
    words: list[str] = []
    mine = _features(p, me)
    for k, (value, word) in enumerate(mine):
        if not alike:
            break
        same = [q for q in alike if _features(q, me)[k][0] == value]
        if len(same) < len(alike):
            if not word:  # no word of its own: say it is not what the others are
                other = next(_features(q, me)[k][1] for q in alike if _features(q, me)[k][0] != value)
                word = f"not {other}" if other else ""
            if word:
                words.append(word)
                alike = same
    if alike and (named is None or any(q["id"] in named for q in alike)):
        order = [q["id"] for q in objects.values() if q["id"] == oid or q in alike]
        words.append(ordinal(order.index(oid) + 1))
    return ", ".join(words)


def _named_twice(a) -> list[tuple[str, str]]:
    """The references an action's text writes as ``Name#id`` (spec section 1: the name is not unique)."""
    return [(i, n) for i, n in a.refs if f"{n}#{i}" in a.text]


def board_of(objects: dict[str, dict], names: dict[str, str], me: str | None, actions=()) -> Board:
    """The table as the labels need it; tags for every object the actions name as ``Name#id``."""
    board = Board(objects, names, me)
    actions = list(actions)
    named = {i for a in actions for i, _ in a.refs}
    by_name: dict[str, set[str]] = {}
    for a in actions:
        for i, n in a.refs:
            by_name.setdefault(n, set()).add(i)
    for a in actions:
        for i, n in a.refs:
            # written 'Name#id', or (entries made by the screen) its name names another object too
            if i not in board.tags and i in objects and (f"{n}#{i}" in a.text or len(by_name[n]) > 1):
                board.tags[i] = twin_tag(i, objects, me, named)
    return board


def _ability(a):
    """(card, ability, its rendered line, k, costs tell the abilities apart) of an 'activate Name[ #k]'."""
    if a.kind != "activate" or not a.refs:
        return None
    c = card_def(a.refs[0][1])
    if c is None or not c.activated:
        return None
    m = _ABILITY_NO.search(a.text.split(" -> ", 1)[0])
    k = int(m.group(1)) if m else 1
    if not 1 <= k <= len(c.activated):
        return None
    return c, c.activated[k - 1], _ability_line(c.name, k), k, m is not None


def _gained_ability(a, board: "Board | None") -> tuple[str, str] | None:
    """(the permanent it is from, its rules text) of an 'activate Name[ #k]' whose ability the object has from
    another permanent (613.1f, the snapshot's ``abilities_from``: Sharkey has the opponents' lands'), else None."""
    if a.kind != "activate" or not a.refs or board is None:
        return None
    p = board.objects.get(a.refs[0][0])
    rows = p.get("abilities_from") if p is not None else None
    if not rows:
        return None
    c = card_def(a.refs[0][1])
    m = _ABILITY_NO.search(a.text.split(" -> ", 1)[0])
    j = (int(m.group(1)) if m else 1) - 1 - (len(c.activated) if c is not None else 0)
    if not 0 <= j < len(rows):
        return None
    land, k = rows[j]
    return str(land), _ability_line(str(land), int(k))


@lru_cache(maxsize=512)
def _ability_line(name: str, k: int) -> str:
    """The rules text of a card's k-th activated ability ('−1: Create a 3/3 green Beast creature token.')."""
    from ..cards.render import render_ability
    c = card_def(name)
    return render_ability(c, c.activated[k - 1])


def _player_label(pid: str, board: Board | None) -> str:
    """A player as a label names them: by name ('Bob', 'Ann (you)'), not by seat id; the seat id without a
    board to read the names from."""
    if board is None or not board.names.get(pid):
        return pid
    name = board.names[pid]
    return f"{name} (you)" if pid == board.me else name


def action_label(a, board: Board | None = None) -> tuple[str, str]:
    """What an action reads as on the screen, and a short dim note after it: objects sharing a name are told
    apart by what the player sees ('Hill Giant (attacking, 2nd)'), a landcycling reads as the ability
    ('mountaincycling Oliphaunt'), a numbered ability as its cost ('Garruk Wildspeaker: −1').  The canonical
    text (for ':' typing and saves) stays ``a.text``."""
    text, hint = _action_label(a, board)
    note = board.notes.get(a.text) if board is not None and board.notes else None
    return (text, note) if note else (text, hint)  # (the decision's own note: what a waiting trigger does)


def _action_label(a, board: Board | None) -> tuple[str, str]:
    refs = list(a.refs)
    if not refs or not a.tmpl:
        return a.text, ability_hint(a)
    twice = set(_named_twice(a))
    labels = []
    for i, n in refs:
        if (i, n) in twice or (board is not None and board.tags.get(i)):
            tag = (board.tags.get(i) or twin_tag(i, board.objects, board.me)) if board is not None else ""
            labels.append(f"{n} ({tag})" if tag else f"{n}#{i}")
        else:
            labels.append(_player_label(i, board) if i in ("p1", "p2") else n)
    try:
        text = a.tmpl.format(*labels)
    except (IndexError, KeyError, ValueError):
        return a.text, ability_hint(a)
    hint = ability_hint(a)
    ab = _ability(a)
    gained = _gained_ability(a, board) if ab is None else None
    if gained is not None:  # 613.1f: 'Sharkey, Tyrant of the Shire: Mount Doom's {1}{B}{R}, {T}' (what it does)
        land, line = gained
        head, _, tail = text.partition(" -> ")
        cost, _, effect = line.partition(": ")
        extra = _ABILITY_NO.sub("", head[len("activate "):], count=1)[len(labels[0]):]
        text = f"{labels[0]}: {land}'s {cost}{extra}" + (" -> " + tail if tail else "")
        hint = effect.replace(land, str(labels[0])).rstrip(".")  # 201.5b: its name there means the one that has it
    if ab is not None:
        c, ability, line, k, numbered = ab
        head, _, tail = text.partition(" -> ")
        rest = _ABILITY_NO.sub("", head[len("activate "):], count=1) if head.startswith("activate ") else None
        if rest is not None:
            who = labels[0]
            extra = rest[len(who):] if rest.startswith(who) else ""  # ' x=3', ' mode 2'
            cost, _, effect = line.partition(": ")
            named = None
            if ability.get("kind") == "cycling":  # 702.29: '<type>cycling' is the ability's name
                word, _, price = line.partition(" ")
                named, hint = f"{word.lower()} {who}{extra}", price
            elif numbered:  # 'Garruk Wildspeaker: −1', or by number when two costs read the same
                hints = _ability_hints(c.name)
                by_cost = bool(effect) and len(set(hints)) == len(hints) and hints[k - 1] == cost
                named = f"{who}: {cost if by_cost else f'ability {k}'}{extra}"
                hint = (effect if by_cost else line).rstrip(".")
            if named is not None:
                text = named + (" -> " + tail if tail else "")
    return text, hint


def action_width(a, board: Board | None = None) -> int:
    """The cells an action's label takes with its note ('Garruk Wildspeaker: −1 (Create a 3/3 ...)')."""
    label, hint = action_label(a, board)
    return len(label) + (len(hint) + 3 if hint else 0)


def action_help(a, snap: dict, board: Board | None = None, name_of=str) -> Text:
    """The card panel for an action that names no card (``pass``, ``done``, ``keep``): what it does now."""
    out = action_text(a, None, board=board)
    out.stylize("bold")
    out.append("\n\n")
    decider = snap.get("decider")
    other = name_of("p2" if decider == "p1" else "p1") if decider in ("p1", "p2") else "the other player"
    stack = snap.get("stack") or []
    if a.kind == "pass":
        if stack:
            top = stack[0]
            out.append(f"Pass priority: if {other} passes too, the top of the stack resolves: ", style="")
            out.append(top["name"], style="bold")
            out.append(f" ({top.get('kind', 'spell')}, {name_of(top.get('controller'))}'s).", style="")
            out.append("\n\nBefore that you may still cast an instant or activate an ability.", style="dim")
            out.append("  117.4, 608.1", style="dim italic")
        else:
            from .session import STEP_LABELS
            step = STEP_LABELS.get(snap.get("step", ""), snap.get("step", ""))
            out.append(f"Pass priority with the stack empty: if {other} passes too, this step ({step}) ends "
                       "and the game moves on to the next.")
            if ((snap.get("players") or {}).get(decider) or {}).get("mana_pool"):
                out.append("\n\nThe mana left in your pool empties as the step ends.", style="bold #ffab40")
            out.append("  117.4, 500.2, 500.4", style="dim italic")
    elif a.kind == "done":
        prompt = (snap.get("pending") or {}).get("prompt") or ""
        out.append("Finish this decision with what you have chosen so far" + (f" ({prompt})." if prompt else "."))
    else:
        prompt = (snap.get("pending") or {}).get("prompt") or ""
        if prompt:
            out.append(prompt[:1].upper() + prompt[1:] + ".", style="#b0bec5")
    return out


def action_text(a, number: int | None, width: int | None = None, board: Board | None = None) -> Text:
    """An action as the decision panel and the pickers list it (``action_label``), numbered, cut to ``width``."""
    t = Text()
    if number is not None:
        t.append(f"{number:>2} ", style="bold #ffd54f")
    room = None if width is None else width - (3 if number is not None else 0)
    label, hint = action_label(a, board)
    s = label if room is None else fit(label, room)
    t.append(s, style=KIND_STYLE.get(a.kind, ""))
    if hint and room is not None and len(s) + len(hint) + 3 > room and len(s) + 8 <= room:
        hint = fit(hint, room - len(s) - 3)
    if hint and (room is None or len(s) + len(hint) + 3 <= room):
        t.append(f" ({hint})", style="dim")  # shown, not part of the action's text
    return t


def event_line(ev, who_style: str | None = None) -> Text:
    """One engine event for the log: message, then its rule number, dim."""
    t = Text()
    style = {"game_over": "bold #ffd54f", "turn": "bold underline", "step": "#90caf9", "cast": "cyan",
             "activate": "magenta", "damage": "#ff8a80", "life": "#ff8a80", "attack": "red", "block": "yellow",
             "ring": "bold #ffd54f", "sba": "#ffab91", "priority": "dim"}.get(getattr(ev, "kind", ""), "")
    msg = getattr(ev, "msg", str(ev))
    data = getattr(ev, "data", None)
    if data and data.get("token") and getattr(ev, "kind", "") == "zone" and isinstance(data.get("obj"), str):
        # a token leaving the battlefield, a copy leaving the stack: the engine's message tells them apart by id
        # ("Treasure (c316) goes to ..."); the player reads "Treasure token goes to ..."
        msg = msg.replace(f" ({data['obj']})", " token" if data.get("frm") == "battlefield" else "", 1)
    if "{" in msg:
        body = rules_text(msg)
        body.style = who_style or style
        t.append_text(body)
    else:
        t.append(msg, style=who_style or style)
    rule = getattr(ev, "rule", None)
    if rule:
        t.append(f"  {rule}", style="dim italic")
    return t
