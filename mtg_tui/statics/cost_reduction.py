"""Cost reduction: "Historic spells you cast cost {1} less to cast" (601.2f)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import Static

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import Ability
    from ..engine.carddef import CardDef
    from ..engine.game import Game


class CostReduction(Static):
    name = "cost_reduction"
    rule = "601.2f"
    params = {"spells": "which spells cost less: historic (700.6; the only kind the rules apply yet)",
              "amount": "how much less generic mana they cost ({1} if absent)",
              "condition": "a condition word: the text reads \"as long as\" it (none if absent)"}
    board_role = "casting"
    examples = (({"static": "cost_reduction", "spells": "historic", "amount": 1},
                 "Historic spells you cast cost {1} less to cast."),)

    def text(self, card: Any, st: Any) -> str:
        from ..cards import render as r

        cond = r.condition_text(st.get("condition"), card)
        spells = st.get("spells") or ""
        who = f"{r._words(spells).capitalize()} spells" if spells else "Spells"
        n = st.get("amount") or 1
        text = f"{who} you cast cost {{{n}}} less to cast."
        return f"As long as {cond}, {r._lower_first(text, card)}" if cond else text

    def reduction(self, g: "Game", player: str, st: "Ability", card: "CardDef") -> int:
        if card.historic and st.get("spells") == "historic":
            return int(st.get("amount", 1))
        return 0

    def max_reduction(self, st: "Ability", card: "CardDef") -> int:
        if card.historic:
            return int(st.get("amount", 1) or 1)
        return 0
