"""Cast from the top of your library: "You may look at the top card of your library any time. / You may cast
creature spells from the top of your library." (Elven Chorus; 601.3: casting from another zone with the usual
timing and costs; 401.5-like: a player may be allowed to look at their library's top card).

``cast_types``: the card types of the spells cast that way (creature).  ``look``: its controller may also look at the
top card any time: the snapshot shows it to them alone (``library_top``), never to the opponent."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import Static

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import Ability
    from ..engine.carddef import CardDef


class CastFromTop(Static):
    name = "cast_from_top"
    rule = "601.3"
    params = {"cast_types": "the card types of the spells its controller may cast from the top of their library",
              "look": "its controller may look at the top card of their library any time (false if absent)"}
    board_role = "casting"
    examples = (({"static": "cast_from_top", "cast_types": ["Creature"]},
                 "You may cast creature spells from the top of your library."),
                ({"static": "cast_from_top", "look": True},
                 "You may look at the top card of your library any time."))

    def text(self, card: Any, st: Any) -> str:
        if st.get("look") and not st.get("cast_types"):
            return "You may look at the top card of your library any time."
        kinds = " or ".join(str(t).lower() for t in st.get("cast_types") or ())
        return f"You may cast {kinds} spells from the top of your library."

    def top_castable(self, st: "Ability", card: "CardDef") -> bool:
        types = st.get("cast_types") or ()
        return bool(types) and any(t in card.types for t in types) and not card.is_land

    def sees_top(self, st: "Ability") -> bool:
        return bool(st.get("look"))
