"""Building a deck: from a Limited pool (sealed, draft) or, for constructed, from every implemented card.

``DeckBuild`` is the model behind the app's deck builder (tui/screens/deckbuilder.py) and knows nothing of the
screen: which cards may still be added and why not, the card table's rows (filtered by the card browser's
query words, mtg_tui/cards/query.py), the mana curve and colored pips, live validation, the suggested basic
lands, the Arena text and saving into the user's data folder.  ``review`` is a coach's few sentences on a
finished deck.

Deck construction rules applied here:

- 100.2a constructed: at least 60 cards; at most four of any card other than basic lands (or the number a
  card itself allows: Nazgûl, ``max_copies``).
- 100.2b limited: at least 40 cards; only the product's cards (the pool), as many copies as the pool holds,
  plus any number of basic lands.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from ..cards.registry import registry
from ..decks import BASIC_OF, MAX_COPIES, DeckError, parse_deck, shipped_decks, user_decks_dir
from ..userdata import atomic_write_text

COLORS: Final = "WUBRG"
BASICS: Final = frozenset(BASIC_OF.values())  # Plains, Island, Swamp, Mountain, Forest
LIMITED_SIZE: Final = 40  # 100.2b
CONSTRUCTED_SIZE: Final = 60  # 100.2a
#: lands for a deck of each size: (usual, with a low curve).  17 of 40 is the Limited habit (16 when the spells
#: average under 2.6 mana); 60-card decks run about 24 (22 for a low curve).
LANDS: Final = {LIMITED_SIZE: (17, 16), CONSTRUCTED_SIZE: (24, 22)}
LOW_CURVE: Final = 2.6
MAX_TOP_UP: Final = 3  # lands beyond the usual count that suggest_lands adds to reach the minimum deck size
SORTS: Final = ("rating", "name", "mv", "type", "color", "rarity", "count")
#: the sorts whose natural order is the biggest first (the best card, the most copies)
_DESCENDING: Final = frozenset({"rating", "count"})
_RARITY_ORDER: Final = {"common": 0, "uncommon": 1, "rare": 2, "mythic": 3}
_TYPE_ORDER: Final = ("Creature", "Planeswalker", "Instant", "Sorcery", "Artifact", "Enchantment", "Battle", "Land")
_SAVE_NAME: Final = re.compile(r"[A-Za-z0-9_\- ]+")
SAVE_NAME_MAX: Final = 60
_REMOVAL_TAGS: Final = frozenset({"removal", "destroys", "damage"})


@dataclass(frozen=True, slots=True)
class Row:
    """One line of the card table."""

    name: str
    cost: str  # printed cost, "{2}{G}" ("" for a land)
    mv: int
    type_line: str
    colors: str  # WUBRG order, "" for colorless
    rarity: str  # common, uncommon, rare, mythic ("" when the set file doesn't say)
    rating: float  # strength in Limited, 0 to 10 (limited/event.py)
    count: int  # copies in the deck
    available: int | None  # copies that may still be added; None: any number (basic lands)
    owned: int | None  # Limited: copies in the pool (None for basic lands); constructed: None


def _card(name: str) -> Any:
    return registry().get(name)


def _is_basic(card: Any) -> bool:
    return card.name in BASICS or ("Basic" in card.supertypes and card.is_land)


def _colors(card: Any) -> str:
    return "".join(c for c in COLORS if c in card.colors)


def pips_of(card: Any) -> Counter[str]:
    """The colored mana symbols of a card's cost; a hybrid symbol counts for both its colors (either pays it)."""
    out: Counter[str] = Counter(c for c in card.cost.colored if c in COLORS)
    for a, b in card.cost.hybrid:
        out[a] += 1
        out[b] += 1
    return out


def _tags(card: Any) -> frozenset[str]:
    """What the bots know the card's abilities do (ai/heuristic.py ``effect_tags``), as limited/event.py
    ``defined_rating`` reads them, Saga chapters too."""
    from ..ai.heuristic import effect_tags
    out: set[str] = set()
    for ab in (*card.triggered, *card.activated, *card.chapters, *([card.spell] if card.spell is not None else [])):
        if ab:
            out |= effect_tags(ab.get("effects") or [])
    return frozenset(out)


def is_removal(name: str) -> bool:
    """A card that kills or deals damage to something (its abilities' effects say so)."""
    return bool(_tags(_card(name)) & _REMOVAL_TAGS)


def land_target(avg_mv: float, size: int) -> int:
    """How many lands a deck of ``size`` cards usually runs for spells of that average mana value."""
    usual, low = LANDS[CONSTRUCTED_SIZE if size >= CONSTRUCTED_SIZE else LIMITED_SIZE]
    return low if avg_mv < LOW_CURVE else usual


def split_basics(total: int, weights: dict[str, int]) -> dict[str, int]:
    """``total`` split in proportion to ``weights`` (largest remainders), every color with a weight getting at
    least one when there are enough to go round."""
    colors = [c for c in COLORS if weights.get(c, 0) > 0]
    if not colors or total <= 0:
        return {}
    whole = sum(weights[c] for c in colors)
    exact = {c: total * weights[c] / whole for c in colors}
    out = {c: int(exact[c]) for c in colors}
    for c in sorted(colors, key=lambda c: (-(exact[c] - out[c]), -weights[c], COLORS.index(c))):
        if sum(out.values()) >= total:
            break
        out[c] += 1
    for c in colors:  # a color with a pip and no land: one from the color with the most
        if out[c] == 0:
            rich = max(colors, key=lambda k: (out[k], weights[k]))
            if out[rich] > 1:
                out[rich] -= 1
                out[c] = 1
    return {c: n for c, n in out.items() if n}


class DeckBuild:
    """A deck being built.  ``pool`` is a Limited pool (a card may be added as many times as the pool holds
    it, 100.2b); ``None`` means constructed (every implemented card, four copies at most, 100.2a).  Basic lands
    may always be added, any number of them."""

    def __init__(self, pool: list[str] | None, main: list[str] | None = None, name: str = "") -> None:
        reg = registry()
        self.limited = pool is not None
        self.pool: Counter[str] = Counter(reg.get(n).name for n in (pool or ()))
        self.main: list[str] = []
        self.name = name
        for n in main or ():
            card = reg.get(n)  # an unknown name: CardError, one line with the closest names
            self.main.append(card.name)

    # ------------------------------------------------------------------ what may be added

    @property
    def size(self) -> int:
        """The minimum deck size: 40 for Limited (100.2b), 60 for constructed (100.2a)."""
        return LIMITED_SIZE if self.limited else CONSTRUCTED_SIZE

    def count(self, name: str) -> int:
        card = registry().find(name)
        return self.main.count(card.name) if card is not None else 0

    def limit(self, name: str) -> int | None:
        """How many copies the deck may hold in all; None: any number (basic lands)."""
        card = _card(name)
        if _is_basic(card):
            return None
        if self.limited:
            return self.pool[card.name]  # 100.2b: as many as the product holds
        return card.max_copies or MAX_COPIES  # 100.2a (a card may say otherwise: Nazgûl)

    def available(self, name: str) -> int | None:
        """How many more copies may be added (None: any number)."""
        cap = self.limit(name)
        return None if cap is None else max(0, cap - self.count(name))

    def add(self, name: str) -> str | None:
        """Add one copy; None, or a one-line reason why it can't be added."""
        card = registry().find(name)
        if card is None:
            return f"unknown card {name!r}{registry().suggest(name)}"
        if card.token:
            return f"{card.name} is a token, not a card"
        left = self.available(card.name)
        if left is not None and left <= 0:
            if self.limited:
                have = self.pool[card.name]
                if not have:
                    return f"{card.name} is not in the pool (100.2b)"
                return (f"the pool's only {card.name} is in the deck (100.2b)" if have == 1 else
                        f"all {have} copies of {card.name} from the pool are in the deck (100.2b)")
            return f"at most {self.limit(card.name)} copies of {card.name} (100.2a)"
        self.main.append(card.name)
        return None

    def remove(self, name: str) -> bool:
        """Take one copy out (the last one added); False if the deck has none."""
        card = registry().find(name)
        if card is None or card.name not in self.main:
            return False
        i = len(self.main) - 1 - self.main[::-1].index(card.name)
        del self.main[i]
        return True

    # ------------------------------------------------------------------ the card table

    def rows(self, query: str = "", sort: str = "rating", reverse: bool = False) -> list[Row]:
        """The cards that may go in the deck and match ``query`` (the card browser's words; a bad one raises
        ``QueryError``), sorted by ``sort`` (one of ``SORTS``: rating and count biggest first, the others
        smallest first; ties by name); ``reverse`` turns the order round.  Limited: the pool's cards, the
        basic lands and whatever is in the deck; constructed: every implemented card."""
        from ..cards.query import search
        if sort == "cost":
            sort = "mv"
        if sort not in SORTS:
            raise ValueError(f"sort {sort!r}: expected one of {', '.join(SORTS)}")
        found = search(query)
        if self.limited:
            allowed = set(self.pool) | BASICS | set(self.main)
            found = [f for f in found if f.name in allowed]
        counts = Counter(self.main)
        rows = [self._row(f, counts[f.name]) for f in found]
        key = _SORT_KEYS[sort]
        rows.sort(key=lambda r: r.name)
        rows.sort(key=key, reverse=(sort in _DESCENDING) != reverse)
        return rows

    def _row(self, f: Any, count: int) -> Row:
        from .event import rating
        card = _card(f.name)
        cap = self.limit(card.name)
        return Row(card.name, f.cost, card.cost.mana_value, f.type_line, _colors(card), f.rarity,
                   rating(card.name), count, None if cap is None else max(0, cap - count),
                   cap if self.limited else None)

    # ------------------------------------------------------------------ what the deck looks like

    def spells(self) -> list[str]:
        return [n for n in self.main if not _card(n).is_land]

    def lands(self) -> list[str]:
        return [n for n in self.main if _card(n).is_land]

    def curve(self) -> list[int]:
        """Nonland cards by mana value: eight counts, for 0, 1, ... 6 and 7 or more."""
        out = [0] * 8
        for n in self.spells():
            out[min(_card(n).cost.mana_value, 7)] += 1
        return out

    def pips(self) -> dict[str, int]:
        """Colored mana symbols in the spells' costs, per color (WUBRG, every color present)."""
        total: Counter[str] = Counter()
        for n in self.spells():
            total += pips_of(_card(n))
        return {c: total[c] for c in COLORS}

    def average_mv(self) -> float:
        spells = self.spells()
        return sum(_card(n).cost.mana_value for n in spells) / len(spells) if spells else 0.0

    def problems(self) -> list[str]:
        """What stops the deck from being legal, one line each; empty when it is ready."""
        out = []
        counts = Counter(self.main)
        if self.limited:
            if len(self.main) < LIMITED_SIZE:
                out.append(f"{_n(len(self.main), 'card')}: a Limited deck has at least {LIMITED_SIZE} (100.2b)")
            for n, k in sorted(counts.items()):
                if n not in BASICS and k > self.pool[n]:
                    out.append(f"{k} {n} but the pool has {self.pool[n]} (100.2b)")
        else:
            if len(self.main) < CONSTRUCTED_SIZE:
                out.append(f"{_n(len(self.main), 'card')}: a constructed deck has at least {CONSTRUCTED_SIZE} "
                           "(100.2a)")
            for n, k in sorted(counts.items()):
                cap = self.limit(n)
                if cap is not None and k > cap:
                    out.append(f"{k} copies of {n}: at most {cap} (100.2a)")
        return out

    def suggest_lands(self) -> str:
        """Replace the deck's basic lands with the suggested ones: 17 lands in 40 cards (16 when the spells
        average under 2.6 mana; 24 and 22 in a 60-card deck), the nonbasic lands already in the deck counted,
        the basics split between the colors in proportion to the spells' colored pips (every color with a pip
        gets at least one).  A deck a few spells short of the minimum size (100.2a, 100.2b) gets up to three
        more lands to reach it, as a thin Limited pool is played.  What it did, in one line."""
        spells = self.spells()
        if not spells:
            return "no spells yet: add spells first, then the lands to cast them"
        pips = {c: n for c, n in self.pips().items() if n}
        if not pips:
            return "the spells have no colored mana symbols: no basic land to suggest"
        avg = self.average_mv()
        target = usual = land_target(avg, self.size)
        short = self.size - len(spells) - target
        if 0 < short <= MAX_TOP_UP:
            target += short
        nonbasic = [n for n in self.lands() if n not in BASICS]
        basics = split_basics(max(0, target - len(nonbasic)), pips)
        self.main = [n for n in self.main if n not in BASICS]
        for c in COLORS:
            self.main.extend([BASIC_OF[c]] * basics.get(c, 0))
        split = ", ".join(f"{basics[c]} {BASIC_OF[c]}" for c in COLORS if c in basics)
        figures = ", ".join(f"{c} {pips[c]}" for c in COLORS if c in pips)
        extra = f" + {len(nonbasic)} nonbasic" if nonbasic else ""
        why = f" ({usual} for the curve, {target - usual} more to make {self.size} cards)" if target > usual else ""
        return (f"{len(nonbasic) + sum(basics.values())} lands for an average mana value of {avg:.1f}: "
                f"{split}{extra} (pips {figures}){why}")

    # ------------------------------------------------------------------ saving

    def arena_text(self) -> str:
        """The deck in the Arena text format ``decks.parse_deck`` reads: spells by mana value, then lands."""
        counts = Counter(self.main)

        def order(n: str) -> tuple:
            c = _card(n)
            return (c.is_land, n in BASICS, c.cost.mana_value, n)
        lines = ["Deck"] + [f"{counts[n]} {n}" for n in sorted(counts, key=order)]
        return "\n".join(lines) + "\n"

    def save(self, name: str) -> Path:
        """Write the deck to ``<data folder>/decks/<name>.txt`` (atomically); the path.  A name that can't be a
        file name, or that a shipped deck already has, is a one-line ``ValueError``."""
        name = check_deck_name(name)
        if not self.main:
            raise ValueError("the deck has no cards: add some before saving")
        text = self.arena_text()
        try:
            parse_deck(text, f"<deck {name}>", name)  # what is written must load back
        except DeckError as e:
            raise ValueError(str(e)) from None
        path = user_decks_dir() / f"{name}.txt"
        atomic_write_text(path, text)
        self.name = name
        return path

    def saved_path(self) -> Path | None:
        """Where the deck is saved, if it has a name and the file is there."""
        if not self.name:
            return None
        path = user_decks_dir() / f"{self.name}.txt"
        return path if path.exists() else None


def check_deck_name(name: str) -> str:
    """A deck name fit for a file: letters, digits, -, _ and spaces (trimmed), not a shipped deck's name."""
    name = (name or "").strip()
    if not name:
        raise ValueError("a deck needs a name")
    if len(name) > SAVE_NAME_MAX:
        raise ValueError(f"deck name too long: at most {SAVE_NAME_MAX} characters")
    if not _SAVE_NAME.fullmatch(name):
        raise ValueError(f"deck name {name!r}: use letters, digits, -, _ and spaces only")
    if name in shipped_decks():
        raise ValueError(f"a shipped deck is named {name!r} (it would hide yours): choose another name")
    return name


def _type_rank(r: Row) -> tuple:
    first = next((i for i, t in enumerate(_TYPE_ORDER) if t in r.type_line.split("—")[0]), len(_TYPE_ORDER))
    return (first, r.type_line)


def _color_rank(r: Row) -> tuple:
    """One color in WUBRG order, then the multicolored, then the colorless."""
    group = 2 if not r.colors else (0 if len(r.colors) == 1 else 1)
    return (group, [COLORS.index(c) for c in r.colors])


_SORT_KEYS: Final = {
    "rating": lambda r: r.rating,
    "name": lambda r: r.name.casefold(),
    "mv": lambda r: r.mv,
    "type": _type_rank,
    "color": _color_rank,
    "rarity": lambda r: _RARITY_ORDER.get(r.rarity, -1),
    "count": lambda r: r.count,
}


# ---------------------------------------------------------------------- the coach


def review(main: list[str]) -> list[str]:
    """A coach's short review of a deck: land count for its curve, the curve itself, creatures, removal and the
    colors (a splash, pips against the lands that make each color).  Plain sentences with their figures."""
    if not main:
        return ["The deck is empty: add cards first."]
    cards = [_card(n) for n in main]
    spells = [c for c in cards if not c.is_land]
    lands = [c for c in cards if c.is_land]
    size = len(main)
    # the Limited habits below (a 40-card deck, or one on its way there), scaled up for a 60-card deck
    scale = CONSTRUCTED_SIZE / LIMITED_SIZE if size >= CONSTRUCTED_SIZE else 1.0
    out: list[str] = []
    if not spells:
        return [f"{len(lands)} lands and no spells: add the spells first."]
    avg = sum(c.cost.mana_value for c in spells) / len(spells)
    want = land_target(avg, size)
    land_line = f"{len(lands)} lands for an average mana value of {avg:.1f}"
    slack = 1 if size > LIMITED_SIZE else 0  # a 60-card deck has room for one land either way
    if abs(len(lands) - want) <= slack:
        out.append(f"{land_line}: right for this curve.")
    elif len(lands) < want:
        out.append(f"{land_line}: {want} is usual; with fewer you will miss land drops.")
    else:
        out.append(f"{land_line}: {want} is usual; with more you will draw lands late when you need spells.")

    curve = [0] * 8
    for c in spells:
        curve[min(c.cost.mana_value, 7)] += 1
    shape = "/".join(str(k) for k in curve[1:7]) + f"/{curve[7]}"
    expensive = sum(curve[5:])
    two = curve[2]
    notes = []
    if expensive > round(4 * scale):
        notes.append(f"{expensive} cards cost 5 or more: {round(4 * scale)} at most is usual, cut the clunkiest")
    if two < round(5 * scale):
        notes.append(f"only {_n(two, 'two-drop')}: {round(5 * scale)} or more keep the early turns busy")
    if notes:
        out.append(f"Curve (1, 2, 3, 4, 5, 6, 7+ mana) is {shape}: " + "; ".join(notes) + ".")
    else:
        out.append(f"Curve (1, 2, 3, 4, 5, 6, 7+ mana) is {shape}: {_n(two, 'two-drop')} and "
                   f"{_n(expensive, 'card')} costing 5 or more, a smooth curve.")

    creatures = sum("Creature" in c.types for c in spells)
    # Limited decks win with creatures: 14 to 17 of 23 spells; a 60-card deck needs them less strictly
    low = 14 if size < CONSTRUCTED_SIZE else 16
    if creatures < low - 1:
        out.append(f"{_n(creatures, 'creature')}: {low} or more is usual, or you may have nothing to block and "
                   "attack with.")
    else:
        out.append(f"{_n(creatures, 'creature')}: enough to attack and block.")

    removal = Counter(c.name for c in spells if _tags(c) & _REMOVAL_TAGS)
    k = sum(removal.values())
    names = [f"{removal[n]}× {n}" if removal[n] > 1 else n for n in sorted(removal)]
    shown = ", ".join(names[:4]) + (", ..." if len(names) > 4 else "")
    if k == 0:
        out.append("No removal: nothing answers the opponent's best creature; play any you have.")
    elif k < round(3 * scale):
        out.append(f"{_n(k, 'removal card')} ({shown}): {round(3 * scale)} or more is better.")
    else:
        out.append(f"{_n(k, 'removal card')} ({shown}): good.")

    out.extend(_color_review(spells, lands))
    return out


def _n(k: int, word: str) -> str:
    return f"{k} {word}{'' if k == 1 else 's'}"


def _color_review(spells: list[Any], lands: list[Any]) -> list[str]:
    """The colors: how many spells each has, a splash or a third color, and pips against the lands making
    each color."""
    pips: Counter[str] = Counter()
    cards_of: Counter[str] = Counter()
    for c in spells:
        pips += pips_of(c)
        for col in _colors(c):
            cards_of[col] += 1
    sources: Counter[str] = Counter()
    for c in lands:
        for col in c.mana_produce:
            if col in COLORS:
                sources[col] += 1
    used = [c for c in COLORS if cards_of[c]]
    if not used:
        return ["The spells are colorless: any lands cast them."]
    out = []
    if len(used) > 2:
        main_two = sorted(used, key=lambda c: (-cards_of[c], COLORS.index(c)))[:2]
        extra = [c for c in used if c not in main_two]
        splash = ", ".join(f"{c} ({_n(cards_of[c], 'card')}, {_n(sources[c], 'source')})" for c in extra)
        if all(cards_of[c] <= 3 for c in extra):
            out.append(f"A splash of {splash}: keep it to a few cards and 3 or more lands that make it.")
        else:
            out.append(f"{len(used)} colors ({', '.join(f'{c} {cards_of[c]}' for c in used)}): two colors cast "
                       "their spells on time more often; cut the third.")
    total_pips = sum(pips[c] for c in used) or 1
    total_sources = sum(sources[c] for c in used) or 1
    parts = []
    off = []
    for c in used:
        parts.append(f"{c} {_n(pips[c], 'pip')} / {_n(sources[c], 'land')}")
        share_p, share_s = pips[c] / total_pips, sources[c] / total_sources
        if pips[c] and not sources[c]:
            off.append(f"no land makes {c}")
        elif share_p - share_s > 0.15:
            off.append(f"{c} has {share_p:.0%} of the pips but {share_s:.0%} of the colored lands")
    if off:
        out.append(f"Colors: {', '.join(parts)}: {'; '.join(off)}.")
    else:
        out.append(f"Colors: {', '.join(parts)}: lands match the pips.")
    return out


__all__ = ["DeckBuild", "Row", "review", "check_deck_name", "land_target", "is_removal", "SORTS"]
