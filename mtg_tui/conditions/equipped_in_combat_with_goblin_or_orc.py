"""The equipped creature is blocking or blocked by a Goblin or Orc (Sting, the Glinting Dagger's "as long
as", 611.3a)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import Condition

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game


def _raw_subtypes(o: Any) -> tuple[str, ...]:
    # base subtypes plus amassed ones: read without the layer system (this runs inside it)
    return tuple(o.card.subtypes) + tuple(o.extra_subtypes)


class EquippedInCombatWithGoblinOrOrc(Condition):
    name = "equipped_in_combat_with_goblin_or_orc"
    rule = "611.3a"
    examples = (("Sting, the Glinting Dagger", False),)

    def holds(self, g: "Game", src: str | None, you: str) -> bool:
        """The creature the source is attached to is blocking, or is blocked by, a Goblin or Orc."""
        o = g.objects.get(src) if src is not None else None
        a = o.attached_to if o is not None else None
        ao = g.objects.get(a) if a is not None else None
        if ao is None or ao.zone != "battlefield":
            return False
        want = ("Goblin", "Orc")
        for x in ao.blocking or ():
            xo = g.objects.get(x)
            if xo is not None and any(s in want for s in _raw_subtypes(xo)):
                return True
        if a in g.attackers:
            for b in g.battlefield:
                bo = g.objects[b]
                if bo.blocking and a in bo.blocking and any(s in want for s in _raw_subtypes(bo)):
                    return True
        return False

    def text(self) -> str:
        return "equipped creature is blocking or blocked by a Goblin or Orc"

    def why_not(self) -> str:
        return "equipped creature isn't blocking or blocked by a Goblin or Orc"
