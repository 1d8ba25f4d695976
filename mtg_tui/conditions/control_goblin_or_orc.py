"""You control a Goblin or Orc (Snarling Warg's "as long as", Olog-hai Crusher's "can't block unless", 611.3a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Condition

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game

_WANT = ("Goblin", "Orc")


class ControlGoblinOrOrc(Condition):
    name = "control_goblin_or_orc"
    rule = "611.3a"
    examples = (("Snarling Warg", False),)

    def holds(self, g: "Game", src: str | None, you: str) -> bool:
        """A permanent you control has the creature type Goblin or Orc: its printed subtypes plus the amassed
        ones, read without the layer system (a static's condition is asked inside it)."""
        for o in g._bfo:
            if o.controller == you and (any(s in _WANT for s in o.card.subtypes)
                                        or any(s in _WANT for s in o.extra_subtypes)):
                return True
        return False

    def text(self) -> str:
        return "you control a Goblin or Orc"

    def why_not(self) -> str:
        return "you control no Goblin or Orc"
