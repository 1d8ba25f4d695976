"""The number of burden counters on the source (The One Ring, 122.1): "you lose 1 life for each burden counter on
The One Ring", "draw a card for each burden counter on The One Ring"."""

from __future__ import annotations

from .influence_counters import InfluenceCounters


class BurdenCounters(InfluenceCounters):
    name = "burden_counters"
    rule = "122.1"
    kind = "burden"

    def for_each(self) -> str | None:
        return "burden counter on CARDNAME"
