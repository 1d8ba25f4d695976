"""Actions: small values with a canonical text (spec section 1), like python-chess moves."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from typing import Any


class IllegalActionError(ValueError):
    """The action is not legal now.  The message says why and lists the legal texts; the state is unchanged."""

    def __init__(self, msg: str, legal: list[str] | None = None):
        self.legal = legal or []
        super().__init__(msg)


def norm(text: str) -> str:
    """Case-insensitive, accent-free, runs of spaces made one (spec section 1)."""
    if text.isascii():  # nothing to decompose or strip (most texts): skip the per-character pass
        return " ".join(text.lower().split())
    s = unicodedata.normalize("NFKD", text)
    s = "".join(ch for ch in s if not unicodedata.combining(ch))
    return " ".join(s.lower().split())


@dataclass(init=False, unsafe_hash=True, slots=True)
class Action:
    """One complete answer to the pending decision.

    ``tmpl`` has ``{0}``, ``{1}`` ... for object references; ``refs`` gives each
    one's (id, name); ``text`` is the canonical text.  ``aliases`` are other texts
    that select the same action (``Name#id``, a bare id).
    """

    kind: str
    text: str
    data: Any = None
    tmpl: str = ""
    refs: tuple[tuple[str, str], ...] = ()

    def __init__(
            self, kind: str, text: str, data: Any = None, tmpl: str = "", refs: tuple[tuple[str, str], ...] = ()) -> None:
        self.kind = kind
        self.text = text
        self.data = data
        self.tmpl = tmpl
        self.refs = refs

    def __str__(self) -> str:
        return self.text

    def aliases(self) -> list[str]:
        """Every text that names this action: each object may be written by name, ``Name#id`` or bare id."""
        if not self.refs:
            return [self.text]
        from itertools import product
        forms = []
        for i, n in self.refs:
            forms.append([i] if i in ("p1", "p2") else [n, f"{n}#{i}", i])
        if len(self.refs) > 4:  # keep it small: all-names, all-full, all-ids
            return [self.text] + [self.tmpl.format(*(f[k] for f in forms)) for k in range(3) if all(len(f) > k for f in forms)]
        return [self.text] + [self.tmpl.format(*combo) for combo in product(*forms)]


def label(obj_id: str, name: str, unique: bool) -> str:
    return name if unique else f"{name}#{obj_id}"
