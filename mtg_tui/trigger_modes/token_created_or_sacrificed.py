"""You create or sacrifice a token (111.1, 701.17a): "Whenever you create or sacrifice a token" (Mirkwood Bats).

It listens to the zone changes: a token created under your control comes from nowhere onto the battlefield
(the creation's zone event, ``frm`` None), and a token you sacrifice leaves it with ``sacrificed`` in its zone
event (``Game.sacrifice``; the player who sacrifices is its controller, 701.17a).  A token that dies or is
destroyed doesn't trigger it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import EventUse, TriggerMode

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import Ability
    from ..engine.game import Game
    from ..engine.objects import Obj


class TokenCreatedOrSacrificed(TriggerMode):
    name = "a token is created or sacrificed"
    rule = "701.17a"
    listens = "zone"
    matches = "you create a token, or you sacrifice a token"
    hint = "you create or sacrifice a token"
    events = {"token_created_or_sacrificed": {}}

    def text(self, card: Any, use: EventUse, trig: Any) -> str:
        return "Whenever you create or sacrifice a token"

    def fires(self, g: "Game", d: dict, use: EventUse, oid: str, o: "Obj", ab: "Ability") -> dict | None:
        if not d.get("token") or d.get("controller") != o.controller:
            return None
        if d.get("frm") is None and d.get("to") == "battlefield":
            return {"token": d.get("new")}
        if d.get("sacrificed"):
            return {"token": d.get("obj")}
        return None
