"""A player draws a card (121.2): "Whenever an opponent draws a card except the first one they draw in each of
their draw steps", "Whenever you draw a card during an opponent's turn", "Whenever you draw your second card
each turn" (``nth``: the draw event's count of the cards the player has drawn this turn, ``drawn_this_turn``,
which only the draw that makes it 2 matches: a turn has one second card, 121.2)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import EventUse, Fired, TriggerMode

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import Ability
    from ..engine.game import Game
    from ..engine.objects import Obj


class Draws(TriggerMode):
    name = "draws"
    rule = "121.2"
    listens = "draw"
    matches = ("who draws (you or an opponent) and when (during an opponent's turn; not the first in a draw step; "
               "the second card this turn)")
    hint = "a player draws a card"
    events = {"opponent_draws_extra": {"who": "opponent", "except_first_in_draw_step": True},
              "draw_opponent_turn": {"who": "you", "opponents_turn": True},
              "draw_second": {"who": "you", "nth": 2}}

    def text(self, card: Any, use: EventUse, trig: Any) -> str:
        if use.opts["who"] == "opponent":
            return "Whenever an opponent draws a card except the first one they draw in each of their draw steps"
        if use.opts.get("nth") == 2:
            return "Whenever you draw your second card each turn"
        return "Whenever you draw a card during an opponent's turn"

    def others(self, g: "Game", d: dict, out: list[Fired]) -> None:
        if d.get("obj") is not None:
            super().others(g, d, out)

    def fires(self, g: "Game", d: dict, use: EventUse, oid: str, o: "Obj", ab: "Ability") -> dict | None:
        p = d["player"]
        opts = use.opts
        if opts.get("who") == "opponent":
            if o.controller == p:
                return None
            if opts.get("except_first_in_draw_step") and d.get("first_in_draw_step"):
                return None  # Orcish Bowmasters: not the first card in their draw step
            return {"drawer": p}
        if o.controller != p:
            return None
        if opts.get("opponents_turn") and g.active == p:
            return None
        nth = opts.get("nth")
        if nth is not None and d.get("nth") != nth:
            return None
        return {}
