"""Can't gain life: "Your opponents can't gain life" (Gríma Wormtongue, 119.7: no life gain event happens for
them; a lifelink source's damage is still dealt, 702.15b, only the gain is lost).

It joins the board's replacement list (``board_role = "replacement"``): ``Game.gain_life`` asks, as life would
be gained, ``engine.effects.replace_life_gain``, which asks each word of that list with the event "life_gain";
this word answers 0 for a player it forbids, nothing (None) for any other event."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import Static

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import Ability
    from ..engine.game import Game


class NoLifeGain(Static):
    name = "no_life_gain"
    rule = "119.7"
    params = {"affects": "who can't gain life: a filter whose what is 'opponent' (your opponents) or 'player' "
                         "with controller you (you)"}
    board_role = "replacement"
    examples = (({"static": "no_life_gain", "affects": {"what": "opponent"}}, "Your opponents can't gain life."),
                ({"static": "no_life_gain", "affects": {"what": "player", "controller": "you"}},
                 "You can't gain life."))

    def check(self, st: Any) -> str | None:
        aff = st.get("affects") or {}
        if aff.get("what") not in ("opponent", "player"):
            return "affects: expected what = 'opponent' or 'player'"
        return None

    def text(self, card: Any, st: Any) -> str:
        aff = st.get("affects") or {}
        return "Your opponents can't gain life." if aff.get("what") == "opponent" else "You can't gain life."

    def replace(self, g: "Game", src: str, st: "Ability", event: str, **kw: Any) -> Any:
        if event != "life_gain":
            return None
        you = g.objects[src].controller
        aff = st.get("affects") or {}
        forbidden = kw["player"] != you if aff.get("what") == "opponent" else kw["player"] == you
        return 0 if forbidden else None
