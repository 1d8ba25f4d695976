"""Can't be countered: "This spell can't be countered." (Last March of the Ents; 101.2: a "can't" wins over an
effect that would counter it, 701.5a).  A static ability of the spell itself, which works while it is on the
stack (113.6a): it joins no list of the board index (``board_role = "spell"``); the counter words
(``counter``, ``counter_unless_pays``) ask the spell's own statics (``engine.effects.uncounterable``) and leave
it on the stack.  It may still be targeted by them (115: nothing makes it an illegal target)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import Static

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import Ability


class Uncounterable(Static):
    name = "uncounterable"
    rule = "101.2"
    params = {"static": "the word's name: \"This spell can't be countered\" reads no other field"}
    board_role = "spell"
    examples = (({"static": "uncounterable"}, "This spell can't be countered."),)

    def text(self, card: Any, st: Any) -> str:
        return "This spell can't be countered."

    def uncounterable(self, st: "Ability") -> bool:
        return True
