"""The amassed Army's power (Foray of Orcs, Grishnákh: "when you do", 701.44, 603.12): its power now while it is
on the battlefield, else its last known power (608.2h: the Army destroyed in response to the reflexive trigger)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.effects import on_battlefield
from .base import Amount

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game
    from ..engine.objects import Frame


class AmassedPower(Amount):
    name = "amassed_power"
    rule = "701.44a"

    def value(self, g: "Game", fr: "Frame | None") -> int:
        if fr is None:
            # while choosing targets for a reflexive trigger: the amassed Army on the pending trigger
            t = None
            for f in reversed(g.frames):
                if f.kind == "trigger":
                    t = f.vars["t"]["data"].get("amassed")
                    break
                if f.kind == "resolve" and f.item is not None and "amassed" in f.item.data:
                    t = f.item.data["amassed"]  # 608.2b: its target's legality is checked again as it resolves
                    break
            a = t
        else:
            a = fr.vars.get("amassed") or (fr.item.data.get("amassed") if fr.item else None)
        if not a:
            return 0
        if on_battlefield(g, a):
            return g.power(a)
        lki = g.last_known.get(a)  # 608.2h: as it last existed on the battlefield
        return int(lki.get("power") or 0) if lki is not None else 0

    def text(self) -> str:
        return "the amassed Army's power"
