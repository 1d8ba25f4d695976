"""The equipped creature is legendary (Gimli's Axe's "as long as equipped creature is legendary, it has menace",
611.3a; 205.4a).  Its clause leads the sentence it governs (``leads``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Condition

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game


class EquippedIsLegendary(Condition):
    name = "equipped_is_legendary"
    rule = "611.3a"
    leads = True
    examples = (("Gimli's Axe", False),)

    def holds(self, g: "Game", src: str | None, you: str) -> bool:
        """The creature the source is attached to is printed legendary, or made legendary by a type-changing
        effect of layer 4 (a Ring-bearer, 701.52c).  Read without the layer system: this runs inside layer 6."""
        o = g.objects.get(src) if src is not None else None
        a = o.attached_to if o is not None else None
        ao = g.objects.get(a) if a is not None else None
        if ao is None or ao.zone != "battlefield":
            return False
        if "Legendary" in ao.card.supertypes:
            return True
        from ..mechanics.registry import ALL
        return any(oid == a and sup == "Legendary" for m in ALL for oid, sup in m.supertypes(g))

    def text(self) -> str:
        return "equipped creature is legendary"

    def why_not(self) -> str:
        return "equipped creature isn't legendary"
