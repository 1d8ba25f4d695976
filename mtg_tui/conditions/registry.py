"""The condition words by name: every module of this package but ``base`` and ``registry`` holds one.

A new condition is one new module here (found by its place: nothing to list); ``BY_NAME`` maps a card file's
``condition`` to the word, ``check`` validates a condition a card file names, and loading this module hands
each word's ``holds`` to the engine (``engine.effects.CONDITIONS``, which ``Game.check_condition`` asks).
"""

from __future__ import annotations

from typing import Any, Final

from ..engine import effects as _engine
from .. import discover
from . import __path__ as _here
from .base import Condition


#: every condition word, by module name
ALL: Final[tuple[Condition, ...]] = discover.words(__package__, _here, Condition)
BY_NAME: Final[dict[str, Condition]] = {w.name: w for w in ALL}
_engine.CONDITIONS.update({w.name: w.holds for w in ALL})


def check(cond: Any) -> str | None:
    """What is wrong with a condition a card file names, or None."""
    if cond is None or (isinstance(cond, str) and cond in BY_NAME):
        return None
    return f"unknown condition {cond!r}; known: {', '.join(sorted(BY_NAME))}"
