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


# ---------------------------------------------------------------- typed payloads (Action.data), one per kind
# Each with equality and hash written by hand (compiled, generated ones would run interpreted): `action in legal`
# compares actions, and so their payloads.  A payload names objects by id; its fields are read by name.

@dataclass(init=False, eq=False, slots=True)
class Play:
    """Play a land: ``card`` is its id in hand."""
    card: str

    def __init__(self, card: str) -> None:
        self.card = card

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Play) and self.card == other.card

    def __hash__(self) -> int:
        return hash(("play", self.card))


@dataclass(init=False, eq=False, slots=True)
class Tap:
    """Activate a mana ability: tap ``source`` for ``mana`` (the color letter(s) it makes)."""
    source: str
    mana: str

    def __init__(self, source: str, mana: str) -> None:
        self.source = source
        self.mana = mana

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Tap) and self.source == other.source and self.mana == other.mana

    def __hash__(self) -> int:
        return hash(("tap", self.source, self.mana))


@dataclass(init=False, eq=False, slots=True)
class Cast:
    """Cast the card ``source`` with ``x`` for X and ``targets`` (one group of ids per target spec); a modal
    spell's chosen ``modes`` (700.2, 601.2b: indexes from 0, in printed order; empty for a spell not modal)."""
    source: str
    x: int
    targets: Any
    modes: tuple[int, ...] = ()

    def __init__(self, source: str, x: int, targets: Any, modes: tuple[int, ...] = ()) -> None:
        self.source = source
        self.x = x
        self.targets = targets
        self.modes = modes

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Cast) and self.source == other.source and self.x == other.x
                and self.targets == other.targets and self.modes == other.modes)

    def __hash__(self) -> int:  # the targets are lists: equal payloads still hash alike
        return hash(("cast", self.source, self.x, self.modes))


@dataclass(init=False, eq=False, slots=True)
class Activate:
    """Activate ``source``'s activated ability number ``ability`` (from 0) with ``x`` and ``targets``."""
    source: str
    ability: int
    x: int
    targets: Any

    def __init__(self, source: str, ability: int, x: int, targets: Any) -> None:
        self.source = source
        self.ability = ability
        self.x = x
        self.targets = targets

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Activate) and self.source == other.source and self.ability == other.ability
                and self.x == other.x and self.targets == other.targets)

    def __hash__(self) -> int:
        return hash(("activate", self.source, self.ability, self.x))


@dataclass(init=False, eq=False, slots=True)
class Attack:
    """Declare ``attacker`` attacking ``defender`` (a player id or a planeswalker's id)."""
    attacker: str
    defender: str

    def __init__(self, attacker: str, defender: str) -> None:
        self.attacker = attacker
        self.defender = defender

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Attack) and self.attacker == other.attacker and self.defender == other.defender

    def __hash__(self) -> int:
        return hash(("attack", self.attacker, self.defender))


@dataclass(init=False, eq=False, slots=True)
class Block:
    """Declare ``blocker`` blocking ``attacker``."""
    attacker: str
    blocker: str

    def __init__(self, attacker: str, blocker: str) -> None:
        self.attacker = attacker
        self.blocker = blocker

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Block) and self.attacker == other.attacker and self.blocker == other.blocker

    def __hash__(self) -> int:
        return hash(("block", self.attacker, self.blocker))


@dataclass(init=False, eq=False, slots=True)
class Choose:
    """Answer a choice with ``option`` (an object or player id, or a word such as 'keep')."""
    option: Any

    def __init__(self, option: Any) -> None:
        self.option = option

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Choose) and self.option == other.option

    def __hash__(self) -> int:
        return hash(("choose", self.option))


@dataclass(init=False, eq=False, slots=True)
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

    # equality and hash by value, written here rather than generated by @dataclass: compiled, the generated
    # methods would run as interpreted Python (every `action in legal` compares actions)
    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Action):
            return NotImplemented
        return (self.text == other.text and self.kind == other.kind and self.data == other.data
                and self.tmpl == other.tmpl and self.refs == other.refs)

    def __hash__(self) -> int:
        return hash((self.kind, self.text, self.data, self.tmpl, self.refs))

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
