"""The condition words by name: every module of this package but ``base`` and ``registry`` holds one.

A new condition is one new module here (found by its place: nothing to list); ``BY_NAME`` maps a card file's
``condition`` to the word, ``check`` validates a condition a card file names, and loading this module hands
each word's ``holds`` to the engine (``engine.effects.CONDITIONS``, which ``Game.check_condition`` asks).
"""

from __future__ import annotations

import importlib
import pkgutil
from typing import Any, Final

from ..engine import effects as _engine
from . import __path__ as _here
from .base import Condition


def _discover() -> tuple[Condition, ...]:
    found: list[Condition] = []
    for info in sorted(pkgutil.iter_modules(list(_here)), key=lambda m: m.name):
        if info.name in ("base", "registry") or info.name.startswith("_"):
            continue
        mod = importlib.import_module(f"{__package__}.{info.name}")
        words = [v for v in vars(mod).values() if isinstance(v, type) and issubclass(v, Condition)
                 and v is not Condition and getattr(v, "__module__", None) == mod.__name__]
        if len(words) != 1:
            raise ImportError(f"mtg_tui/conditions/{info.name}.py: expected one Condition class, found {len(words)}")
        found.append(words[0]())
    return tuple(found)


#: every condition word, by module name
ALL: Final[tuple[Condition, ...]] = _discover()
BY_NAME: Final[dict[str, Condition]] = {w.name: w for w in ALL}
_engine.CONDITIONS.update({w.name: w.holds for w in ALL})


def check(cond: Any) -> str | None:
    """What is wrong with a condition a card file names, or None."""
    if cond is None or (isinstance(cond, str) and cond in BY_NAME):
        return None
    return f"unknown condition {cond!r}; known: {', '.join(sorted(BY_NAME))}"
