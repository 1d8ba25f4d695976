"""What every trigger mode is: the parts a mode fills in (see docs/VOCABULARY.md, "Add a trigger mode").

A trigger mode is general ("a permanent enters", "a creature dies", "a step begins"): a card names it and
narrows it with data (only itself, a filter on controller/types/subtypes/other, whose step).  The card
files' event names ("self_enters", "dies", "upkeep"...) are each a mode plus such data: ``EventUse`` below,
one per name, built once at import (``registry.EVENTS``).

A mode owns:

- ``name`` and ``rule`` (its section of the Comprehensive Rules);
- ``listens``: the kind of engine event it triggers on (``engine/events.py``'s ``Event.kind``: "zone",
  "cast", "draw", "ring", "token", "attack", "block", "cycle", or "step" for the beginning of a step);
- ``matches``: how it narrows that event, in words (self, or which filter keys it reads);
- ``text(card, use, trig)``: its rules text ("When ~ enters", "Whenever a creature you control dies"),
  without the comma;
- ``hint``: a short sentence for the bot and the tutorial (what makes it trigger).

``text`` has no default, and ``name``, ``rule``, ``listens``, ``matches`` and ``hint`` are empty here: a mode
that forgets one fails the completeness test (tests/test_trigger_modes.py).
"""

from __future__ import annotations

from typing import Any


class TriggerMode:
    name: str = ""
    rule: str = ""
    listens: str = ""
    matches: str = ""
    hint: str = ""

    def text(self, card: Any, use: "EventUse", trig: dict) -> str:  # pragma: no cover - each mode writes it
        raise NotImplementedError(f"trigger mode {self.name!r} has no text")


class EventUse:
    """A card file's event name: a mode, narrowed.

    self_only: only the ability's own object (``self_enters``); opts: the mode's fixed data for this name
    (``{"step": "upkeep"}``, ``{"who": "opponent", "except_first_in_draw_step": True}``...).
    """

    def __init__(self, event: str, mode: TriggerMode, self_only: bool = False, **opts: Any) -> None:
        self.event = event
        self.mode = mode
        self.self_only = self_only
        self.opts = opts

    def text(self, card: Any, trig: dict) -> str:
        return self.mode.text(card, self, trig)

    def __repr__(self) -> str:
        return f"EventUse({self.event!r}, {self.mode.name!r}, self_only={self.self_only}, {self.opts})"
