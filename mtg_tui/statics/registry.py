"""The static ability words by name: every module of this package but ``base`` and ``registry`` holds one.

A new static is one new module here (found by its place: nothing to list); ``BY_NAME`` maps a card file's
``static`` to the word, ``word(st)`` finds the word of a static ability, ``check`` validates one at load
(``cards/schema.py``).
"""

from __future__ import annotations

from typing import Any, Final

from .. import discover
from . import __path__ as _here
from .base import BOARD_ROLES, Static


#: every static word, by module name
ALL: Final[tuple[Static, ...]] = discover.words(__package__, _here, Static)
BY_NAME: Final[dict[str, Static]] = {w.name: w for w in ALL}
for _word in ALL:
    if _word.board_role not in BOARD_ROLES:
        raise ImportError(f"static {_word.name!r}: board_role {_word.board_role!r} is none of {', '.join(BOARD_ROLES)}")


#: rule flags a continuous effect may grant (a pump's ``flags``) that mean a static word's ability: flag -> (the
#: word, the static's fields), e.g. "ward_1" -> ward with cost {1} ("have ward {1}", Flowering of the White Tree)
FLAG_STATICS: Final[dict[str, tuple[Static, dict[str, Any]]]] = {
    f: (w, data) for w in ALL for f, data in w.granted_flags.items()}


def check(st: Any) -> str | None:
    """What is wrong with a static ability of a card file (``static``: its word; the fields it reads), or
    None.  ``st`` is the ability's fields (schema defaults included)."""
    name = st.get("static")
    w = BY_NAME.get(str(name))
    if w is None:
        return f"unknown static ability {name!r}; known: {', '.join(sorted(BY_NAME))}"
    return w.check(st)
