"""The card itself is equipped (301.5: an Equipment is attached to it): Merry, Esquire of Rohan's "has first
strike as long as it's equipped" (611.3a).  Its clause follows a static ability of the card itself, which names
the card in full (``follows_self``).  Read without the layer system (it runs inside layer 6): an object is an
Equipment by its printed subtype here."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from .base import Condition

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game


class SelfEquipped(Condition):
    name = "self_equipped"
    rule = "301.5"
    examples = (("Merry, Esquire of Rohan", False),)
    #: a static of the card itself reads "<full name> has first strike as long as it's equipped"
    follows_self: ClassVar[bool] = True

    def holds(self, g: "Game", src: str | None, you: str) -> bool:
        if src is None:
            return False
        objs = g.objects
        for a in g.board().attachers:
            o = objs.get(a)
            if o is not None and o.attached_to == src and "Equipment" in o.card.subtypes:
                return True
        return False

    def text(self) -> str:
        return "it's equipped"

    def why_not(self) -> str:
        return "CARDNAME isn't equipped"
