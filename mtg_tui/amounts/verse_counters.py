"""The number of verse counters on the source (122.1; Lost Isle Calling: "Draw a card for each verse counter on
Lost Isle Calling").  608.2h: while the source is on the battlefield, its counters now; once it has left (the
ability's own cost exiled it), the counters it had as it last existed there (``Game.last_known``, noted as it
left: for a cost, as the cost was paid)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Amount

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game
    from ..engine.objects import Frame


def counters_on_source(g: "Game", src: str | None, kind: str) -> int:
    """How many ``kind`` counters the permanent ``src`` has, or had as it last existed on the battlefield
    (608.2h); 0 when it is unknown."""
    if src is None:
        return 0
    o = g.objects.get(src)
    if o is not None and o.zone == "battlefield":
        return int(o.counters.get(kind, 0))
    lki = g.last_known.get(src)
    return int((lki.get("counters") or {}).get(kind, 0)) if lki is not None else 0


class VerseCounters(Amount):
    name = "verse_counters"
    rule = "122.1"

    def value(self, g: "Game", fr: "Frame | None") -> int:
        if fr is None:
            return 0
        return counters_on_source(g, fr.vars.get("source"), "verse")

    def text(self) -> str:
        return "the number of verse counters on CARDNAME"

    def for_each(self) -> str | None:
        return "verse counter on CARDNAME"
