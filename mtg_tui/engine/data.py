"""``Data``: a card file's data, read-only, as the objects built from it at load carry it.

A card file is data (``cards/schema.py`` validates it); the registry turns each ability into objects that
know what they are (``engine/ability.py``: an ``Ability`` with its effects bound to their words, its filters
read into ``FilterSpec``).  Each of those objects also reads as the table the card file wrote
(``eff["n"]``, ``ab.get("targets")``): the words that own a parameter read it by its card-file name, and the
text writer writes rules text from the data as written.  Nothing changes it after load.
"""

from __future__ import annotations

from typing import Any, Iterator


class Data:
    """The read-only table behind an object built from a card file."""

    src: dict[str, Any]

    def __init__(self, src: dict[str, Any]) -> None:
        self.src = src

    def __getitem__(self, key: str) -> Any:
        return self.src[key]

    def get(self, key: str, default: Any = None) -> Any:
        return self.src.get(key, default)

    def __contains__(self, key: object) -> bool:
        return key in self.src

    def __iter__(self) -> Iterator[str]:
        return iter(self.src)

    def __len__(self) -> int:
        return len(self.src)

    def __bool__(self) -> bool:
        return bool(self.src)

    def keys(self) -> Any:
        return self.src.keys()

    def items(self) -> Any:
        return self.src.items()

    def values(self) -> Any:
        return self.src.values()

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.src!r})"
