"""Cost reduction: "Historic spells you cast cost {1} less to cast" (601.2f); with ``ability_kind = "equip"``,
"Equip abilities you activate cost {1} less to activate" (Éowyn, Lady of Rohan; 602.2b: an activated ability's
total cost is worked out as a spell's is; 702.6a: an equip ability is an Equipment's "[cost]: attach this
permanent to target creature you control")."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import Static

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import Ability
    from ..engine.carddef import CardDef
    from ..engine.game import Game


def is_equip(g: "Game", source: str, ab: "Ability") -> bool:
    """702.6a: the ability is an equip ability of an Equipment (its one effect attaches the source)."""
    o = g.objects.get(source)
    if o is None or "Equipment" not in o.card.subtypes or ab.kind != "activated":
        return False
    effs = ab.effects
    return len(effs) == 1 and effs[0].get("do") == "attach"


class CostReduction(Static):
    name = "cost_reduction"
    rule = "601.2f"
    params = {"spells": "which spells cost less: historic (700.6; the only kind the rules apply yet)",
              "ability_kind": "instead of spells, which activated abilities cost less: equip (702.6a)",
              "amount": "how much less generic mana they cost ({1} if absent)",
              "condition": "a condition word: the text reads \"as long as\" it (none if absent)"}
    board_role = "casting"
    examples = (({"static": "cost_reduction", "spells": "historic", "amount": 1},
                 "Historic spells you cast cost {1} less to cast."),
                ({"static": "cost_reduction", "ability_kind": "equip", "amount": 1},
                 "Equip abilities you activate cost {1} less to activate."))

    def text(self, card: Any, st: Any) -> str:
        from ..cards import render as r

        cond = r.condition_text(st.get("condition"), card)
        if st.get("ability_kind") == "equip":
            text = f"Equip abilities you activate cost {{{st.get('amount') or 1}}} less to activate."
            return f"As long as {cond}, {r._lower_first(text, card)}" if cond else text
        spells = st.get("spells") or ""
        who = f"{r._words(spells).capitalize()} spells" if spells else "Spells"
        n = st.get("amount") or 1
        text = f"{who} you cast cost {{{n}}} less to cast."
        return f"As long as {cond}, {r._lower_first(text, card)}" if cond else text

    def reduction(self, g: "Game", player: str, st: "Ability", card: "CardDef") -> int:
        if card.historic and st.get("spells") == "historic":
            return int(st.get("amount", 1))
        return 0

    def ability_reduction(self, g: "Game", player: str, st: "Ability", source: str, ab: "Ability") -> int:
        if st.get("ability_kind") == "equip" and is_equip(g, source, ab):
            return int(st.get("amount") or 1)
        return 0

    def max_reduction(self, st: "Ability", card: "CardDef") -> int:
        if card.historic and st.get("spells") == "historic":
            return int(st.get("amount", 1) or 1)
        return 0
