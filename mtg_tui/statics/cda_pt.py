"""A characteristic-defining ability for power and toughness: "CARDNAME's power and toughness are each equal
to the number of cards in your hand" (604.3, 613.4a).  What defines them is a function registered with
``engine.layers.cda(name, text)`` (``CDAS``), which the static names."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.layers import CDA_TEXT, CDAS, Chars, _w
from .base import Static

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import Ability
    from ..engine.game import Game


class CdaPt(Static):
    name = "cda_pt"
    rule = "604.3"
    params = {"hook": "what defines power and toughness: a name in engine.layers.CDAS (cards_in_hand)"}
    board_role = "layered"
    examples = (({"static": "cda_pt", "hook": "cards_in_hand"},
                 "Test Relic's power and toughness are each equal to the number of cards in your hand."),)

    def check(self, st: Any) -> str | None:
        hook = st.get("hook")
        if hook not in CDAS:
            return f"unknown characteristic-defining ability {hook!r}; known: {', '.join(sorted(CDAS))}"
        return None

    def text(self, card: Any, st: Any) -> str:
        from ..cards import render as r

        return CDA_TEXT.get(st.get("hook") or "", "").replace("CARDNAME", card.name) \
            or r._sentence(r._words(st.get("hook") or self.name))

    def zone_sensitive(self, st: "Ability") -> bool:
        return True

    def layer7a(self, game: "Game", src: str, st: "Ability", out: dict[str, Chars], own: set[str]) -> None:
        # a CDA reads only the state outside this computation (cards in zones, counts of objects by printed type)
        if out[src].power is not None:
            ch = _w(out, own, src)
            ch.power, ch.toughness = CDAS[st["hook"]](game, src)
