"""The mechanics the core rules ask (a new one: its module, and its instance here), and which of them
answer which question (gathered once, so a core rules module asks only the mechanics that say something)."""

from __future__ import annotations

from typing import Final

from .base import Mechanic
from .ring import Ring

ALL: Final[tuple[Mechanic, ...]] = (Ring(),)
BLOCK_RULES: Final[tuple[Mechanic, ...]] = tuple(m for m in ALL if m.restricts_blocks)
SUPERTYPES: Final[tuple[Mechanic, ...]] = tuple(m for m in ALL if m.adds_supertypes)
TRIGGER_KINDS: Final[frozenset[str]] = frozenset(k for m in ALL for k in m.trigger_kinds)
