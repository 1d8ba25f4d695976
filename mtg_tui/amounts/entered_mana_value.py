"""The mana value of the creature whose entering triggered the ability ("look at the top X cards of your library,
where X is that creature's mana value", Radagast the Brown; 202.3): read from the permanent while it is on the
battlefield, else as it last existed there (608.2h: it left before the ability resolved).  A token (no mana cost:
202.3a) counts 0; outside a triggered ability (no creature entered) X is 0."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.effects import on_battlefield
from .base import Amount

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game
    from ..engine.objects import Frame


class EnteredManaValue(Amount):
    name = "entered_mana_value"
    rule = "202.3"

    def value(self, g: "Game", fr: "Frame | None") -> int:
        if fr is None:
            return 0
        e = fr.vars.get("entered") or (fr.item.data.get("entered") if fr.item is not None else None)
        if not e:
            return 0
        if on_battlefield(g, e):
            o = g.objects[e]
            return 0 if o.token else o.card.cost.mana_value
        lki = g.last_known.get(e)
        if lki is None or lki.get("token"):
            return 0
        return int(lki["card"].cost.mana_value)

    def text(self) -> str:
        return "that creature's mana value"
