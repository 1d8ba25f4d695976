"""Decklists in the text format MTG Arena and MTGO export.

    Deck
    4 Lightning Bolt (M10) 146
    // a comment
    Sideboard
    2 Counterspell

Unknown cards (with the closest names), malformed lines and too many copies are
errors naming the file and line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from .cards.registry import CardError, registry

DECK_DIR = Path(__file__).resolve().parent.parent / "decks"
MAX_DECK_FILE = 64 * 1024
MAX_COPIES = 4  # 100.2a
_LINE = re.compile(r"^(\d+)x?\s+(.+?)(?:\s+\(([A-Za-z0-9]+)\)(?:\s+([A-Za-z0-9-]+))?)?$")
_HEADERS = {"deck", "main", "maindeck", "mainboard", "sideboard", "commander", "companion", "about"}


class DeckError(ValueError):
    """A deck file is invalid: the message names the file and line."""


@dataclass
class Deck:
    name: str
    main: list[str] = field(default_factory=list)
    sideboard: list[str] = field(default_factory=list)
    path: str = ""


def shipped_decks() -> list[str]:
    return sorted(p.stem for p in DECK_DIR.glob("*.txt"))


def user_decks_dir() -> Path:
    """Where the deck builder saves the player's decks: ``<data folder>/decks`` (userdata.py)."""
    from .userdata import data_dir
    return data_dir() / "decks"


def user_decks() -> list[str]:
    """The player's saved decks, by name (none when the folder isn't there or can't be read)."""
    try:
        return sorted(p.stem for p in user_decks_dir().glob("*.txt") if p.is_file())
    except OSError:
        return []


def _named(folder: Path, name: str) -> Path | None:
    """``<folder>/<name>.txt`` when ``name`` is a bare name (no path parts) and the file is there."""
    if not name or Path(name).name != name or name in (".", ".."):
        return None
    path = folder / f"{name}.txt"
    return path if path.is_file() else None


def resolve_deck_path(name: str) -> Path:
    """A deck file: a path as given, else a shipped deck of that name, else one of the player's saved decks."""
    p = Path(name)
    if p.suffix == ".txt" and p.exists():
        return p
    if p.exists() and p.is_file():
        return p
    shipped = DECK_DIR / f"{name}.txt"
    if shipped.exists():
        return shipped
    mine = _named(user_decks_dir(), name)
    if mine is not None:
        return mine
    saved = user_decks()
    raise DeckError(f"deck {name!r}: no such file and no shipped deck of that name; shipped decks: "
                    + ", ".join(shipped_decks()) + (f"; your decks: {', '.join(saved)}" if saved else ""))


def load_deck(name: str) -> Deck:
    path = resolve_deck_path(name)
    if path.stat().st_size > MAX_DECK_FILE:
        raise DeckError(f"{path}: file is larger than {MAX_DECK_FILE} bytes")
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise DeckError(f"{path}: not UTF-8 text") from None
    return parse_deck(text, str(path), path.stem)


def parse_deck(text: str, where: str = "<deck>", name: str = "deck") -> Deck:
    reg = registry()
    deck = Deck(name, path=where)
    section = "main"
    counts: dict[str, int] = {}
    for n, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#") or line.startswith("//"):
            continue
        low = line.lower().rstrip(":")
        if low in _HEADERS:
            section = "sideboard" if low == "sideboard" else "main"
            continue
        m = _LINE.match(line)
        if not m:
            raise DeckError(f"{where}:{n}: expected '<count> <card name>' like '4 Lightning Bolt', got {line!r}")
        count = int(m.group(1))
        if count < 1:
            raise DeckError(f"{where}:{n}: the count must be at least 1")
        try:
            card = reg.get(m.group(2))
        except CardError as e:
            raise DeckError(f"{where}:{n}: {e}") from None
        if card.token:
            raise DeckError(f"{where}:{n}: {card.name} is a token, not a card")
        target = deck.sideboard if section == "sideboard" else deck.main
        target.extend([card.name] * count)
        counts[card.name] = counts.get(card.name, 0) + count
        limit = None if "Basic" in card.supertypes else (card.max_copies or MAX_COPIES)
        if limit is not None and counts[card.name] > limit:
            raise DeckError(f"{where}:{n}: {counts[card.name]} copies of {card.name}; at most {limit} are allowed (100.2a)")
    if not deck.main:
        raise DeckError(f"{where}: the deck has no cards")
    return deck


def check_deck(deck: Deck) -> list[str]:
    """Warnings that don't stop play (constructed minimum of 60, 100.2a)."""
    warn = []
    if len(deck.main) < 60:
        warn.append(f"{deck.path}: {len(deck.main)} cards in the main deck; constructed decks have at least 60 (100.2a)")
    return warn


BASIC_OF = {"W": "Plains", "U": "Island", "B": "Swamp", "R": "Mountain", "G": "Forest"}


def random_deck(seed: int, size: int = 40, lands: int = 17) -> Deck:
    """A random deck of ``size`` cards drawn from every implemented card (the fuzzer's wide net): two colors most
    often, three now and then, all five one time in ten (so three- to five-color cards are played too);
    ``size - lands`` spells of those colors or colorless (up to four copies each, fewer for a card that says so),
    then up to three nonbasic lands and the colors' basics.  The same seed gives the same deck."""
    from .engine.rng import Rng
    rng = Rng(seed * 2654435761 + 97)
    colors = list(BASIC_OF)
    k = (2, 2, 2, 2, 2, 2, 2, 3, 3, 5)[rng.below(10)]
    chosen: set[str] = set()
    while len(chosen) < k:
        chosen.add(colors.pop(rng.below(len(colors))))
    cards = sorted(registry().cards.values(), key=lambda c: c.name)
    spells = [c for c in cards if not c.is_land and set(c.colors) <= chosen]
    nonbasic = [c for c in cards if c.is_land and "Basic" not in c.supertypes]
    main: list[str] = []
    counts: dict[str, int] = {}

    def add(card, n: int) -> None:
        n = min(n, (card.max_copies or MAX_COPIES) - counts.get(card.name, 0))
        counts[card.name] = counts.get(card.name, 0) + max(n, 0)
        main.extend([card.name] * max(n, 0))

    while len(main) < size - lands and spells:
        add(spells[rng.below(len(spells))], min(1 + rng.below(4), size - lands - len(main)))
    for _ in range(rng.below(4) if nonbasic else 0):
        add(nonbasic[rng.below(len(nonbasic))], 1)
    basics = sorted(BASIC_OF[c] for c in chosen)
    i = 0
    while len(main) < size:
        main.append(basics[i % len(basics)])
        i += 1
    return Deck(f"random-{seed}", main, path=f"<random deck {seed}>")
