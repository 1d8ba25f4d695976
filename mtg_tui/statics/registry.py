"""The static ability words by name: every module of this package but ``base`` and ``registry`` holds one.

A new static is one new module here (found by its place: nothing to list); ``BY_NAME`` maps a card file's
``static`` to the word, ``word(st)`` finds the word of a static ability, ``check`` validates one at load
(``cards/schema.py``).
"""

from __future__ import annotations

import importlib
import pkgutil
from typing import Any, Final

from . import __path__ as _here
from .base import BOARD_ROLES, Static


def _discover() -> tuple[Static, ...]:
    found: list[Static] = []
    for info in sorted(pkgutil.iter_modules(list(_here)), key=lambda m: m.name):
        if info.name in ("base", "registry") or info.name.startswith("_"):
            continue
        mod = importlib.import_module(f"{__package__}.{info.name}")
        words = [v for v in vars(mod).values() if isinstance(v, type) and issubclass(v, Static)
                 and v is not Static and getattr(v, "__module__", None) == mod.__name__]
        if len(words) != 1:
            raise ImportError(f"mtg_tui/statics/{info.name}.py: expected one Static class, found {len(words)}")
        found.append(words[0]())
    return tuple(found)


#: every static word, by module name
ALL: Final[tuple[Static, ...]] = _discover()
BY_NAME: Final[dict[str, Static]] = {w.name: w for w in ALL}
for _word in ALL:
    if _word.board_role not in BOARD_ROLES:
        raise ImportError(f"static {_word.name!r}: board_role {_word.board_role!r} is none of {', '.join(BOARD_ROLES)}")


def word(st: Any) -> Static:
    """The word of a static ability (a loaded card's: its kind was checked at load)."""
    return BY_NAME[st["static"]]


def check(st: dict) -> str | None:
    """What is wrong with a static ability of a card file (``static``: its word; the fields it reads), or
    None.  ``st`` is the ability's fields (schema defaults included)."""
    name = st.get("static")
    w = BY_NAME.get(str(name))
    if w is None:
        return f"unknown static ability {name!r}; known: {', '.join(sorted(BY_NAME))}"
    return w.check(st)
