"""The number of influence counters on the source (Palantír of Orthanc, 122.1)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Amount

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game
    from ..engine.objects import Frame


class InfluenceCounters(Amount):
    name = "influence_counters"
    rule = "122.1"
    #: the kind of counter counted (a word for another kind subclasses this one: burden_counters)
    kind = "influence"

    def value(self, g: "Game", fr: "Frame | None") -> int:
        if fr is None:
            return 0
        s = fr.vars.get("source")
        o = g.objects.get(s) if s is not None else None
        if o is None or o.zone != "battlefield":
            return 0  # simplification: once it has left the battlefield its counters are not remembered
        return o.counters.get(self.kind, 0)

    def text(self) -> str:
        return f"the number of {self.kind} counters on CARDNAME"
