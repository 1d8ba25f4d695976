"""You scry (701.18): "Whenever you scry".

The scry effect (mtg_tui/effects/scry.py) emits a "scry" event as the player looks at the cards, with ``n``
(the number the effect says) and ``looked`` (how many cards were there to look at).  701.18b: scry 0 is no
scry event, so nothing triggers; the mode fires for the scrying player's own permanents and gives the
ability ``looked``, what "for each card you looked at while scrying this way" counts (the amount
``cards_looked_at_scrying``, Celeborn the Wise).  "This ability triggers only once each turn" is the
trigger's ``once_each_turn`` (engine/triggers.py), which any mode may have."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import EventUse, TriggerMode

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import Ability
    from ..engine.game import Game
    from ..engine.objects import Obj


class Scries(TriggerMode):
    name = "you scry"
    rule = "701.18"
    listens = "scry"
    matches = "you scry (scry 1 or more: 701.18b)"
    hint = "you scry"
    events = {"you_scry": {}}

    def text(self, card: Any, use: EventUse, trig: Any) -> str:
        return "Whenever you scry"

    def fires(self, g: "Game", d: dict, use: EventUse, oid: str, o: "Obj", ab: "Ability") -> dict | None:
        if not d.get("n") or o.controller != d.get("player"):
            return None  # 701.18b: no scry event for scry 0 (and the bottom-of-library report is not a scry)
        return {"looked": int(d.get("looked", d["n"]))}
