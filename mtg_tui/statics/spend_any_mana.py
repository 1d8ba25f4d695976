"""Spend any mana: "Mana of any type can be spent to activate Sharkey's abilities" (609.4b: how the cost may be paid,
not the cost: its mana value and colors stay; ``engine/legal.py``'s ``ability_cost`` offers the payment solver the
cost with every colored symbol payable by any type, ``ManaCost.any_type``).  It applies to every activated ability
its permanent has, printed or gained (613.1f)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import Static

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import Ability
    from ..engine.game import Game


class SpendAnyMana(Static):
    name = "spend_any_mana"
    rule = "609.4b"
    params = {"affects": "the permanents whose activated abilities mana of any type can be spent to activate (a "
                         "filter; this permanent's own abilities if absent)"}
    board_role = "activation"
    examples = (({"static": "spend_any_mana"},
                 "Mana of any type can be spent to activate Test Relic's abilities."),)

    def text(self, card: Any, st: Any) -> str:
        from ..cards import render as r

        aff = st.get("affects")
        if aff:
            return (f"Mana of any type can be spent to activate abilities of "
                    f"{r.describe_filter(aff, plural=True, card=card)}.")
        return f"Mana of any type can be spent to activate {r.short_name(card)}'s abilities."

    def any_mana_for(self, g: "Game", src: str, st: "Ability", oid: str, ab: "Ability") -> bool:
        if g.effects and "no_abilities" in g.chars(src).flags:
            return False  # 613.1f: its permanent lost this ability
        aff = st.affects
        if aff is None:
            return oid == src
        o = g.objects.get(src)
        return o is not None and g.matches(oid, aff, src, o.controller)
