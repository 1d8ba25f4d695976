"""Searching the implemented cards (``mtg-tui cards QUERY``): by name, rules text, type, color, cost and rarity.

A query is words, all of which must hold.  A bare word matches the name, the type line or the rules text
(case and accents ignored).  ``key:value`` asks one thing: ``name:``, ``text:``, ``type:`` (a card type,
subtype or supertype), ``color:`` / ``c:`` (letters from WUBRG, or ``colorless``: the card has all of them),
``mv:`` / ``cost:`` (the mana value: ``3``, ``<=2``, ``>4``...), ``rarity:`` / ``r:`` (common, uncommon, rare,
mythic: from the set file), ``set:``.  A bad key or value is a one-line error (``QueryError``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Callable

from .registry import fold, registry
from .sets import RARITIES, SetError, load_set

KEYS = ("name", "text", "type", "color", "c", "mv", "cost", "rarity", "r", "set")


class QueryError(Exception):
    """A query that can't be read: says which word and what was expected."""


@dataclass(frozen=True)
class Found:
    name: str
    cost: str
    type_line: str
    rarity: str
    set: str
    text: str

    def line(self) -> str:
        cost = f"  {self.cost}" if self.cost else ""
        return f"{self.name}{cost}  ({self.type_line}; {self.rarity or '-'}, {self.set or '-'})"


def rarity_of(card: Any) -> str:
    """A card's rarity as its set file prints it ("" for a card of no set)."""
    if card.set is None or card.number is None:
        return ""
    try:
        c = load_set(card.set).by_number().get(card.number)
    except SetError:
        return ""
    return c.rarity if c is not None else ""


def _found(card: Any) -> Found:
    from .render import rules_text, type_line

    return Found(card.name, str(card.cost) if card.cost.symbols else "", type_line(card), rarity_of(card),
                 card.set or "", "\n".join(rules_text(card)))


def _number_test(word: str, value: str) -> Callable[[int], bool]:
    m = re.fullmatch(r"(<=|>=|<|>|=)?(\d+)", value)
    if not m:
        raise QueryError(f"{word!r}: expected a number, or <=, >=, <, > and a number (mv:3, mv:<=2)")
    op, n = m.group(1) or "=", int(m.group(2))
    return {"=": lambda v: v == n, "<": lambda v: v < n, ">": lambda v: v > n, "<=": lambda v: v <= n,
            ">=": lambda v: v >= n}[op]


def _test(word: str) -> Callable[[Any, Found], bool]:
    key, sep, value = word.partition(":")
    if not sep:
        w = fold(word)
        return lambda card, f: w in fold(f.name) or w in fold(f.type_line) or w in fold(f.text)
    key = key.lower()
    if key not in KEYS:
        raise QueryError(f"{word!r}: unknown key {key!r}; expected one of {', '.join(KEYS)}")
    if not value:
        raise QueryError(f"{word!r}: expected a value after '{key}:'")
    v = fold(value)
    if key == "name":
        return lambda card, f: v in fold(f.name)
    if key == "text":
        return lambda card, f: v in fold(f.text)
    if key == "type":
        return lambda card, f: v in {fold(t) for t in (*card.types, *card.subtypes, *card.supertypes)}
    if key in ("color", "c"):
        if v == "colorless":
            return lambda card, f: not card.colors
        letters = v.upper()
        if not re.fullmatch(r"[WUBRG]+", letters):
            raise QueryError(f"{word!r}: expected color letters from WUBRG, or colorless")
        return lambda card, f: all(ch in card.colors for ch in letters)
    if key in ("mv", "cost"):
        test = _number_test(word, value)
        return lambda card, f: test(card.cost.mana_value)
    if key in ("rarity", "r"):
        full = next((r for r in RARITIES if r.startswith(v)), None)
        if full is None:
            raise QueryError(f"{word!r}: expected a rarity: {', '.join(RARITIES)}")
        return lambda card, f: f.rarity == full
    return lambda card, f: fold(f.set) == v  # set


def search(query: list[str] | str) -> list[Found]:
    """The implemented cards (not tokens) that match every word of ``query``, by name."""
    words = query.split() if isinstance(query, str) else [w for q in query for w in q.split()]
    tests = [_test(w) for w in words]
    out = []
    for card in sorted(registry().cards.values(), key=lambda c: fold(c.name)):
        f = _found(card)
        if all(t(card, f) for t in tests):
            out.append(f)
    return out
