"""There are four or more lore counters among Sagas you control (Tom Bombadil: "As long as ...", 611.3a;
714.1: lore counters on Sagas).  Counted over your permanents as the condition is asked (only while a card that
has it is on the battlefield); read without the layer system, it runs inside layer 6: a Saga by its printed
subtype."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from .base import Condition

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game


class FourLoreCountersAmongSagas(Condition):
    name = "four_lore_counters_among_sagas"
    rule = "714.1"
    leads: ClassVar[bool] = True
    examples = (("Tom Bombadil", False),)

    def holds(self, g: "Game", src: str | None, you: str) -> bool:
        n = 0
        for oid in g.permanents(you):
            o = g.objects[oid]
            if "Saga" in o.card.subtypes:
                n += o.counters.get("lore", 0)
                if n >= 4:
                    return True
        return False

    def text(self) -> str:
        return "there are four or more lore counters among Sagas you control"

    def why_not(self) -> str:
        return "there are fewer than four lore counters among Sagas you control"
