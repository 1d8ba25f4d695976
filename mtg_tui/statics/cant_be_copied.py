"""Can't be copied: "This spell can't be copied." (Display of Power; 101.2: a "can't" wins over an effect that
would copy it, 707.10).  A static of the spell itself, which works on the stack (113.6a, ``board_role = "spell"``):
the ``copy_spell`` word asks it and makes no copy."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import Static

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import Ability


class CantBeCopied(Static):
    name = "cant_be_copied"
    rule = "707.10"
    params = {"static": "the word's name: \"This spell can't be copied\" reads no other field"}
    board_role = "spell"
    examples = (({"static": "cant_be_copied"}, "This spell can't be copied."),)

    def text(self, card: Any, st: Any) -> str:
        return "This spell can't be copied."

    def uncopyable(self, st: "Ability") -> bool:
        return True
