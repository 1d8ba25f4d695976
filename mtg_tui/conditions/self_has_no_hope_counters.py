"""The card itself has no hope counters on it (122.1; Dawn of a New Age: "Then if Dawn of a New Age has no hope
counters on it, sacrifice it and you gain 4 life").  Asked as the ability resolves: while the card is on the
battlefield, the counters it has now; once it has left, the counters it had as it last existed there (608.2h,
``Game.last_known``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Condition

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game

_KIND = "hope"


class SelfHasNoHopeCounters(Condition):
    name = "self_has_no_hope_counters"
    rule = "122.1"
    examples = (("Dawn of a New Age", True),)

    def holds(self, g: "Game", src: str | None, you: str) -> bool:
        if src is None:
            return False
        o = g.objects.get(src)
        if o is not None and o.zone == "battlefield":
            return not o.counters.get(_KIND, 0)
        lki = g.last_known.get(src)
        return lki is not None and not (lki.get("counters") or {}).get(_KIND, 0)

    def text(self) -> str:
        return "CARDNAME has no hope counters on it"

    def why_not(self) -> str:
        return "CARDNAME has a hope counter on it"
