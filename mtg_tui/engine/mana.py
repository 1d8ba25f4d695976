"""Mana: costs, pools and the payment solver (CR 106, 107.4, 202, 305.6).

A mana cost is parsed once into a :class:`ManaCost`; a pool is a list of six
counts in WUBRGC order.  The payment solver matches each mana symbol of a cost
to one unit of mana (from the pool or from an untapped source) with Kuhn's
augmenting paths, so it finds a payment whenever one exists (a bipartite
matching), while its candidate order spends the pool first and keeps the
flexible sources for the symbols that need them.
"""

from __future__ import annotations

from typing import Final

import re
from dataclasses import dataclass, field

COLORS: Final = "WUBRG"
SYMBOLS: Final = "WUBRGC"  # pool order; C is colorless mana
IDX: Final = {c: i for i, c in enumerate(SYMBOLS)}
COLOR_NAMES: Final = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green", "C": "colorless"}

_SYM: Final = re.compile(r"\{([^}]*)\}")


class ManaCostError(ValueError):
    pass


_PARSED: Final[dict[str, "ManaCost"]] = {}


@dataclass(init=False, unsafe_hash=True, slots=True)
class ManaCost:
    """A parsed mana cost.  ``symbols`` keeps the printed order for rendering."""

    generic: int = 0
    colored: tuple[str, ...] = ()  # one entry per colored/colorless symbol: 'W', 'C', ...
    hybrid: tuple[tuple[str, str], ...] = ()  # ('R', 'W') for {R/W}
    x: int = 0  # how many {X}
    symbols: tuple[str, ...] = ()
    #: 202.3: X counts as 0 outside the stack; each hybrid symbol counts as 1 (worked out once)
    mana_value: int = field(default=0, init=False, compare=False)

    def __init__(
            self, generic: int = 0, colored: tuple[str, ...] = (), hybrid: tuple[tuple[str, str], ...] = (),
            x: int = 0, symbols: tuple[str, ...] = ()) -> None:
        self.generic = generic
        self.colored = colored
        self.hybrid = hybrid
        self.x = x
        self.symbols = symbols
        self.mana_value = generic + len(colored) + len(hybrid)

    @classmethod
    def parse(cls, text: str | None) -> "ManaCost":
        if not text:
            return _EMPTY
        got = _PARSED.get(text)
        if got is None:
            got = cls._parse(text)
            if len(_PARSED) < 4096:
                _PARSED[text] = got  # a ManaCost is immutable: one per distinct text
        return got

    @classmethod
    def _parse(cls, text: str) -> "ManaCost":
        rest = _SYM.sub("", text).strip()
        if rest:
            raise ManaCostError(f"mana cost {text!r}: unexpected text {rest!r}; write symbols like {{2}}{{G}}{{R/W}}")
        generic = 0
        colored: list[str] = []
        hybrid: list[tuple[str, str]] = []
        x = 0
        syms = _SYM.findall(text)
        for s in syms:
            s = s.upper()
            if s.isdigit():
                generic += int(s)
            elif s in SYMBOLS:
                colored.append(s)
            elif s == "X":
                x += 1
            elif len(s) == 3 and s[1] == "/" and s[0] in COLORS and s[2] in COLORS:
                hybrid.append((s[0], s[2]))
            else:
                raise ManaCostError(f"mana cost {text!r}: unknown symbol {{{s}}}")
        return cls(generic, tuple(colored), tuple(hybrid), x, tuple(syms))

    @property
    def colors(self) -> tuple[str, ...]:
        """202.2: a card's colors are those of the symbols in its mana cost."""
        found = {c for c in self.colored if c in COLORS}
        for a, b in self.hybrid:
            found.add(a)
            found.add(b)
        return tuple(c for c in COLORS if c in found)

    def with_x(self, x: int) -> "ManaCost":
        if not self.x:
            return self
        return ManaCost(self.generic + x * self.x, self.colored, self.hybrid, 0, self.symbols)

    def any_type(self) -> "ManaCost":
        """The cost payable with mana of any type (609.4b): every symbol generic; its mana value stays."""
        if not self.colored and not self.hybrid:
            return self
        return ManaCost(self.generic + len(self.colored) + len(self.hybrid), (), (), self.x, self.symbols)

    def reduced(self, n: int) -> "ManaCost":
        """601.2f: a generic reduction lowers only the generic part."""
        if n <= 0:
            return self
        return ManaCost(max(0, self.generic - n), self.colored, self.hybrid, self.x, self.symbols)

    def plus(self, other: "ManaCost") -> "ManaCost":
        return ManaCost(self.generic + other.generic, self.colored + other.colored,
                        self.hybrid + other.hybrid, self.x + other.x, self.symbols + other.symbols)

    def is_free(self) -> bool:
        return not (self.generic or self.colored or self.hybrid or self.x)

    def __str__(self) -> str:
        return "".join("{" + s + "}" for s in self.symbols)

    def render(self, x_value: int | None = None) -> str:
        if not self.symbols:
            return "{0}" if self.generic == 0 else "{%d}" % self.generic
        return str(self)


_EMPTY: Final = ManaCost()


def pool_size(pool: list[int]) -> int:
    """How much mana a pool (its six counts, W U B R G C) holds; written out, not sum(): compiled, sum() is
    a generic call, and this is asked at every priority."""
    return pool[0] + pool[1] + pool[2] + pool[3] + pool[4] + pool[5]


def pool_text(pool: list[int]) -> str:
    return "".join(SYMBOLS[i] * n for i, n in enumerate(pool))


@dataclass(init=False, slots=True)
class Source:
    """One untapped mana source the solver may use: it makes one mana of one of ``colors``."""

    obj_id: str
    colors: str  # e.g. "G", "WUBRG" for a Treasure, "C"
    rank: int = 0  # preference: lower is spent first for generic costs
    #: not a plain land: its naming also depends on combat, summoning sickness or loyalty (legal._mana_taps)
    lively: bool = False
    #: the 'tap' actions last offered for it, and the (card name, label) they were made for (legal.py)
    taps: tuple = field(default=(), compare=False)
    taps_for: tuple[str, str] = field(default=("", ""), compare=False)
    #: 106.6: its mana may be spent only on spells with one of these card types (or supertype Legendary); ()
    #: for any.  Such a source is offered to the solver only while paying for such a spell (legal.mana_sources)
    only: tuple[str, ...] = ()

    def __init__(
            self, obj_id: str, colors: str, rank: int = 0, lively: bool = False, taps: tuple = (),
            taps_for: tuple[str, str] = ("", ""), only: tuple[str, ...] = ()) -> None:
        self.obj_id = obj_id
        self.colors = colors
        self.rank = rank
        self.lively = lively
        self.taps = taps
        self.taps_for = taps_for
        self.only = only


@dataclass(init=False, slots=True)
class Payment:
    from_pool: list[int] = field(default_factory=lambda: [0] * 6)
    taps: list[tuple[str, str]] = field(default_factory=list)  # (source id, color made)

    def __init__(self, from_pool: list[int] | None = None, taps: list[tuple[str, str]] | None = None) -> None:
        self.from_pool = [0] * 6 if from_pool is None else from_pool
        self.taps = list() if taps is None else taps


def _requirements(cost: ManaCost) -> list[str]:
    """Symbols as requirement strings: 'G' one green, 'RW' hybrid, '*' generic.  Most constrained first."""
    reqs = [c for c in cost.colored]
    reqs += [a + b for a, b in cost.hybrid]
    reqs += ["*"] * cost.generic
    return reqs


def solve_payment(cost: ManaCost, pool: list[int], sources: list[Source]) -> Payment | None:
    """Find an assignment of mana units to the cost's symbols, or None when none exists.

    Units are the pool's mana (spent first) then the sources in the caller's order
    sorted by rank.  Kuhn's algorithm makes the search complete.
    """
    reqs = _requirements(cost)
    if not reqs:
        return Payment()
    # units, as parallel lists: kind 0 = a pool unit of one color (ref: its index in the pool), 1 = a source
    # (ref: its index in srcs)
    kinds: list[int] = []
    refs: list[int] = []
    cols: list[str] = []
    for i in range(len(pool)):
        for _ in range(pool[i]):
            kinds.append(0)
            refs.append(i)
            cols.append(SYMBOLS[i])
    order = sorted([(sources[j].rank, len(sources[j].colors), j) for j in range(len(sources))])  # stable by rank
    srcs = [sources[t[2]] for t in order]
    for j in range(len(srcs)):
        kinds.append(1)
        refs.append(j)
        cols.append(srcs[j].colors)
    n = len(kinds)
    if n < len(reqs):
        return None
    # candidate lists: for colored needs, prefer units with fewest colors (a Treasure last)
    # for generic needs, among sources of one rank: colorless first, then the color the player has most
    # sources of (Forest, Forest, Plains paying {1}{G} keeps the Plains for a white spell later)
    abundance: dict[str, int] = {}
    for u in range(n):
        if kinds[u]:
            for c in cols[u]:
                abundance[c] = abundance.get(c, 0) + 1
    by_req: dict[str, list[int]] = {}  # the same symbol twice has the same candidates
    cand: list[list[int]] = []
    for req in reqs:
        lst = by_req.get(req)
        if lst is None:
            keyed: list[tuple] = []
            for u in range(n):
                if not _fits(req, cols[u]):
                    continue
                if req != "*":
                    keyed.append((kinds[u], len(cols[u]) if kinds[u] else 0, u))
                elif not kinds[u]:
                    keyed.append((0, 0, False, False, 0, u))
                else:
                    colors = cols[u]
                    keyed.append((1, srcs[refs[u]].rank, len(colors) > 1, colors != "C",
                                  -abundance.get(colors[0], 0), u))
            keyed.sort()  # (the unit's index last: equal keys keep the units' order)
            lst = by_req[req] = [t[-1] for t in keyed]
        cand.append(lst)
    match_unit: dict[int, int] = {}  # unit -> req
    for r in range(len(reqs)):
        if not _augment(r, set(), cand, match_unit):
            return None
    pay = Payment()
    for u in sorted(match_unit):
        req = reqs[match_unit[u]]
        if kinds[u] == 0:
            pay.from_pool[refs[u]] += 1
            continue
        colors = cols[u]
        if req == "*":
            made = colors[0]
        elif req == "C":
            made = "C"
        else:
            made = ""
            for c in req:
                if c in colors:
                    made = c
                    break
        pay.taps.append((srcs[refs[u]].obj_id, made))
    return pay


def _fits(req: str, colors: str) -> bool:
    if req == "*":
        return True
    if req == "C":
        return "C" in colors
    for c in req:
        if c in colors:
            return True
    return False


def _augment(r: int, seen: set[int], cand: list[list[int]], match_unit: dict[int, int]) -> bool:
    """Kuhn's augmenting path for requirement r: a free unit first, re-routing another only when it must."""
    for u in cand[r]:
        if u not in match_unit and u not in seen:
            seen.add(u)
            match_unit[u] = r
            return True
    for u in cand[r]:
        if u in seen:
            continue
        seen.add(u)
        if u not in match_unit or _augment(match_unit[u], seen, cand, match_unit):
            match_unit[u] = r
            return True
    return False
