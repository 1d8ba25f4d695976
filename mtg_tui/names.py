"""Names that come from people and files (a player's name, a deck's or a scenario's title), made fit to show.

One rule for every source (the command line, the menu's inputs, a save's header, a scenario file): printable
characters only, whitespace (newlines, tabs) as single spaces, at most ``NAME_MAX`` characters.  This is about
what a name may *contain*; escaping it where a screen parses markup is the UI's business (``tui/safe.py``).
"""

from __future__ import annotations

import unicodedata
from typing import Final

NAME_MAX: Final = 24  # characters in a player's name
TITLE_MAX: Final = 60  # characters in a deck's or scenario's title as shown
# control (Cc), format (Cf: zero-width, bidi overrides), surrogate, private use, unassigned; line and paragraph
# separators: nothing a player should see in a name
_DROP: Final = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})
_MARKS_PER_CHAR: Final = 2  # combining marks kept after one character (no towers of diacritics)


def clean_text(text: object, limit: int = TITLE_MAX) -> str:
    """``text`` with only printable characters, each run of whitespace one space, trimmed, at most ``limit``
    characters (an ellipsis marks a cut)."""
    if text is None:  # (no name given: nothing, never the word "None")
        return ""
    out: list[str] = []
    marks = 0
    for ch in unicodedata.normalize("NFC", str(text)):
        if ch.isspace():
            if out and out[-1] != " ":
                out.append(" ")
            marks = 0
            continue
        cat = unicodedata.category(ch)
        if cat in _DROP:
            continue
        if cat.startswith("M"):
            if not out or out[-1] == " " or marks >= _MARKS_PER_CHAR:
                continue
            marks += 1
        else:
            marks = 0
        out.append(ch)
    s = "".join(out).strip()
    if len(s) > limit:
        s = s[: limit - 1].rstrip() + "…"
    return s


def clean_name(name: object) -> str:
    """A player's name as it is kept and shown: ``clean_text`` capped at ``NAME_MAX`` characters ("" when
    nothing printable is left: the caller picks a default)."""
    return clean_text(name, NAME_MAX)
