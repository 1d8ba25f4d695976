"""The card registry: every TOML card file under ``cards/data``, loaded once and looked up by name."""

from __future__ import annotations

import difflib
import gc
import tomllib
import unicodedata
from functools import lru_cache
from pathlib import Path

from pydantic import ValidationError

from .schema import CardDef, CardFile, format_validation_error

DATA = Path(__file__).parent / "data"
MAX_CARD_FILE = 64 * 1024


class CardError(ValueError):
    """A card file is invalid, or a card name is unknown."""


@lru_cache(maxsize=4096)
def fold(name: str) -> str:
    """Case-insensitive, accent-free, single-spaced form of a name (spec section 1); memoized, since
    bots and the engine look the same few hundred names up again and again."""
    s = unicodedata.normalize("NFKD", name)
    s = "".join(ch for ch in s if not unicodedata.combining(ch))
    return " ".join(s.lower().split())


def load_card_file(path: Path) -> CardDef:
    if path.stat().st_size > MAX_CARD_FILE:
        raise CardError(f"{path}: file is larger than {MAX_CARD_FILE} bytes")
    try:
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as e:
        raise CardError(f"{path}: not valid TOML: {e}") from None
    name = raw.get("name", "?") if isinstance(raw, dict) else "?"
    try:
        f = CardFile.model_validate(raw)
    except ValidationError as e:
        raise CardError(format_validation_error(f"{path}: card {name!r}", e)) from None
    return CardDef.from_file(f)


class Registry:
    def __init__(self, root: Path = DATA):
        from . import hooks  # noqa: F401  (registers the card hooks the files name)
        self.cards: dict[str, CardDef] = {}
        self.tokens: dict[str, CardDef] = {}
        self._folded: dict[str, CardDef] = {}
        for path in sorted(root.rglob("*.toml")):
            card = load_card_file(path)
            key = fold(card.name)
            if key in self._folded:
                raise CardError(f"{path}: card {card.name!r} is defined twice")
            self._folded[key] = card
            (self.tokens if card.token else self.cards)[card.name] = card

    def get(self, name: str) -> CardDef:
        card = self._folded.get(fold(name))
        if card is None:
            raise CardError(f"unknown card {name!r}{self.suggest(name)}")
        return card

    def find(self, name: str) -> CardDef | None:
        return self._folded.get(fold(name))

    def token(self, name: str) -> CardDef:
        card = self._folded.get(fold(name))
        if card is None or not card.token:
            known = ", ".join(sorted(self.tokens))
            raise CardError(f"unknown token {name!r}; known tokens: {known}")
        return card

    def suggest(self, name: str) -> str:
        names = {fold(n): n for n in self.cards}
        close = difflib.get_close_matches(fold(name), list(names), n=3, cutoff=0.6)
        return f"; did you mean {', '.join(repr(names[c]) for c in close)}?" if close else ""


@lru_cache(maxsize=1)
def registry() -> Registry:
    reg = Registry()
    # the card pool (and all that was loaded before it) lives as long as the program: frozen out of the cycle
    # collector's way, so the collections a long game or a simulation sets off don't walk it again each time
    gc.freeze()
    return reg
