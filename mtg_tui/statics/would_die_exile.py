"""Would die, exile: "If a creature an opponent controls would die, exile it instead" (Stone of Erech; a
replacement effect, 614.1a, 700.4).

It gives what it affects the rule flag ``exile_if_dies`` in layer 6 (the flag the effect of the same name gives
for a turn, Smite the Deathless): ``Game.move`` asks the flag when a creature would be put into a graveyard from
the battlefield and exiles it instead.  What it affects is worked out again at each computation (611.3a), as the
pump static's; nothing extra is asked as a creature dies."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.layers import Chars, _w
from .base import Static
from .pump import _affected

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import Ability
    from ..engine.game import Game


class WouldDieExile(Static):
    name = "would_die_exile"
    rule = "614.1a"
    params = {"affects": "the creatures exiled instead of dying (a filter; the permanent itself if absent)"}
    board_role = "layered"
    examples = (({"static": "would_die_exile", "affects": {"what": "creature", "controller": "opponent"}},
                 "If a creature an opponent controls would die, exile it instead."),)

    def text(self, card: Any, st: Any) -> str:
        from ..cards import render as r

        aff = st.get("affects")
        who = r._a(r.describe_filter(aff, card=card)) if aff is not None else r.short_name(card)
        return f"If {who} would die, exile it instead."

    def layer6(self, game: "Game", src: str, st: "Ability", out: dict[str, Chars], own: set[str]) -> None:
        for oid in _affected(game, src, st, out):
            if "exile_if_dies" not in out[oid].flags:
                _w(out, own, oid).flags.add("exile_if_dies")
