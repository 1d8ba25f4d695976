"""Flash permission: "You may cast sorcery spells as though they had flash" (702.8a, 601.3b); "legendary spells
and artifact spells" (``spells = "legendary_and_artifact"``, Gandalf the White)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import Static

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import Ability
    from ..engine.carddef import CardDef


class FlashPermission(Static):
    name = "flash_permission"
    rule = "601.3b"
    params = {"spells": "which spells its controller may cast any time they could cast an instant: sorcery "
                        "(sorcery spells), historic (700.6) or legendary_and_artifact (legendary spells and "
                        "artifact spells)"}
    board_role = "casting"
    examples = (({"static": "flash_permission", "spells": "sorcery"},
                 "You may cast sorcery spells as though they had flash."),
                ({"static": "flash_permission", "spells": "historic"},
                 "You may cast historic spells as though they had flash."),
                ({"static": "flash_permission", "spells": "legendary_and_artifact"},
                 "You may cast legendary spells and artifact spells as though they had flash."))

    def text(self, card: Any, st: Any) -> str:
        from ..cards import render as r

        spells = st.get("spells") or ""
        if spells == "legendary_and_artifact":
            return "You may cast legendary spells and artifact spells as though they had flash."
        spells = r._words(spells)
        what = f"{spells} spells" if spells else "spells"
        return f"You may cast {what} as though they had flash."

    def flash_for(self, st: "Ability", card: "CardDef") -> bool:
        what = st.get("spells")
        if what == "sorcery" and "Sorcery" in card.types:
            return True
        if what == "historic" and card.historic:
            return True
        if what == "legendary_and_artifact" and ("Legendary" in card.supertypes or "Artifact" in card.types):
            return True
        return False
