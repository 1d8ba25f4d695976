"""The amount words by name: every module of this package but ``base`` and ``registry`` holds one.

A new amount is one new module here (found by its place: nothing to list); ``BY_NAME`` maps a name a card
file writes where a number goes to the word, ``check`` validates such a value, and loading this module hands
each word's ``value`` to the engine (``engine.effects.AMOUNTS``, which ``Game.amount`` asks).
"""

from __future__ import annotations

import importlib
import pkgutil
from typing import Any, Final

from ..engine import effects as _engine
from . import __path__ as _here
from .base import Amount


def _discover() -> tuple[Amount, ...]:
    found: list[Amount] = []
    for info in sorted(pkgutil.iter_modules(list(_here)), key=lambda m: m.name):
        if info.name in ("base", "registry") or info.name.startswith("_"):
            continue
        mod = importlib.import_module(f"{__package__}.{info.name}")
        words = [v for v in vars(mod).values() if isinstance(v, type) and issubclass(v, Amount)
                 and v is not Amount and getattr(v, "__module__", None) == mod.__name__]
        if len(words) != 1:
            raise ImportError(f"mtg_tui/amounts/{info.name}.py: expected one Amount class, found {len(words)}")
        found.append(words[0]())
    return tuple(found)


#: every amount word, by module name
ALL: Final[tuple[Amount, ...]] = _discover()
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
