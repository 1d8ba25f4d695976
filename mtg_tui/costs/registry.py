"""The cost words by name: every module of this package but ``base`` and ``registry`` holds one.

A new cost is one new module here (found by its place) and its name in ``ORDER``: the order the parts of a
cost are written in ("{1}, {T}, Pay 2 life, Sacrifice a Food") and the order they are paid in as the ability
is activated, which differ (each is today's, kept as the game has always done them).
"""

from __future__ import annotations

from typing import Any, Final

from .. import discover
from . import __path__ as _here
from .base import Cost

#: the words in the order a card writes them, and in the order the engine pays them (after the mana and a
#: loyalty ability's loyalty)
ORDER: Final[dict[str, tuple[str, ...]]] = {
    "write": ("tap", "pay_life", "remove_counter", "tap_creature", "crew", "discard", "sacrifice_self",
              "exile_self", "exile_from_graveyard", "sacrifice"),
    "pay": ("tap", "remove_counter", "tap_creature", "crew", "pay_life", "sacrifice", "discard",
            "exile_from_graveyard", "sacrifice_self", "exile_self"),
}


def _discover() -> tuple[Cost, ...]:
    found = discover.words(__package__, _here, Cost)
    for how, names in ORDER.items():
        if sorted(names) != sorted(w.name for w in found):
            raise ImportError(f"mtg_tui/costs/registry.py: ORDER[{how!r}] must name every cost word once")
    return found


#: every cost word, by module name
ALL: Final[tuple[Cost, ...]] = _discover()
BY_NAME: Final[dict[str, Cost]] = {w.name: w for w in ALL}
PAYING: Final[tuple[Cost, ...]] = tuple(BY_NAME[n] for n in ORDER["pay"])
WRITING: Final[tuple[Cost, ...]] = tuple(BY_NAME[n] for n in ORDER["write"])
_USING_UP: Final[tuple[Cost, ...]] = tuple(w for w in PAYING if w.uses_up_source)
#: every field a cost word reads
FIELDS: Final[frozenset[str]] = frozenset(k for w in ALL for k in w.params)


def of(ab: Any) -> tuple[Cost, ...]:
    """The cost words of an ability (its table, or the Ability read from it), in paying order."""
    return tuple(w for w in PAYING if w.has(ab))


def written(ab: Any) -> tuple[Cost, ...]:
    """The cost words of an ability (its table, or the Ability read from it), in the order its card writes them."""
    return tuple(w for w in WRITING if w.has(ab))


_SPENDING: Final[tuple[Cost, ...]] = tuple(w for w in PAYING if w.spends_more)


def spends_more(ab: Any) -> tuple[Cost, ...]:
    """The cost words of a mana ability that cost more than its source's use (life), or ()."""
    return tuple(w for w in _SPENDING if w.has(ab))


def uses_up_source(ab: Any) -> bool:
    """Does paying the ability's costs lose its source (a mana ability that sacrifices it)?"""
    for w in _USING_UP:
        if w.has(ab):
            return True
    return False


def check(ab: Any) -> str | None:
    """What is wrong with an ability's costs (a dict, or a mapping of its fields), or None."""
    for w in PAYING:
        err = w.check(ab)
        if err:
            return f"cost {w.name!r}: {err}"
    return None
