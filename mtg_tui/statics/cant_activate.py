"""Can't activate: "Activated abilities of lands your opponents control can't be activated unless they're mana
abilities" (Sharkey, Tyrant of the Shire; 602.5: a player can't begin to activate an ability that's prohibited from
being activated).  Mana abilities are exempt (605.1a, 605.3a): legal.py asks this word only of the non-mana
activated abilities it lists, so the opponents' lands still tap for mana, by hand and for the payment solver.

``affects`` is a filter of the permanents whose abilities it stops, seen from its controller ("your opponents"
is ``controller = "opponent"``).  It stops nothing while its permanent has lost its abilities (613.1f)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import Static

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import Ability
    from ..engine.game import Game


class CantActivate(Static):
    name = "cant_activate"
    rule = "602.5"
    params = {"affects": "the permanents whose activated abilities that aren't mana abilities can't be activated "
                         "(a filter, seen from this permanent's controller: controller = \"opponent\" is 'your "
                         "opponents control')"}
    board_role = "activation"
    examples = (({"static": "cant_activate", "affects": {"what": "land", "controller": "opponent"}},
                 "Activated abilities of lands your opponents control can't be activated unless they're mana "
                 "abilities."),
                ({"static": "cant_activate", "affects": {"what": "artifact"}},
                 "Activated abilities of artifacts can't be activated unless they're mana abilities."))

    def check(self, st: Any) -> str | None:
        return None if st.get("affects") else "affects: expected the filter of the permanents it stops"

    def text(self, card: Any, st: Any) -> str:
        from ..cards import render as r

        what = r.describe_filter(st.get("affects"), plural=True, card=card)
        return f"Activated abilities of {what} can't be activated unless they're mana abilities."

    def forbids_activation(self, g: "Game", src: str, st: "Ability", player: str, oid: str, ab: "Ability") -> bool:
        aff = st.affects
        o = g.objects.get(src)
        if aff is None or o is None:
            return False
        if g.effects and "no_abilities" in g.chars(src).flags:
            return False  # 613.1f: its permanent lost this ability
        return g.matches(oid, aff, src, o.controller)
