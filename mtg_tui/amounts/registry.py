"""The amount words by name: every module of this package but ``base`` and ``registry`` holds one.

A new amount is one new module here (found by its place: nothing to list); ``BY_NAME`` maps a name a card
file writes where a number goes to the word, ``check`` validates such a value, and loading this module hands
each word's ``value`` to the engine (``engine.effects.AMOUNTS``, which ``Game.amount`` asks).
"""

from __future__ import annotations

from typing import Any, Final

from ..engine import effects as _engine
from .. import discover
from . import __path__ as _here
from .base import Amount


#: every amount word, by module name
ALL: Final[tuple[Amount, ...]] = discover.words(__package__, _here, Amount)
BY_NAME: Final[dict[str, Amount]] = {w.name: w for w in ALL}
_engine.AMOUNTS.update({w.name: w.value for w in ALL})


def word(v: Any) -> Amount | None:
    """The amount word a value names, or None (a number, or no amount)."""
    return BY_NAME.get(v) if isinstance(v, str) else None


def check(v: Any) -> str | None:
    """What is wrong with a value a card file writes where a number goes (a number or an amount word), or None."""
    if v is None or isinstance(v, int) or (isinstance(v, str) and v in BY_NAME):
        return None
    return f"unknown amount {v!r}; expected a number or one of {', '.join(sorted(BY_NAME))}"
