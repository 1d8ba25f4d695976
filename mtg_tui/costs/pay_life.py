"""Pay N life (119.4): a player can pay life only if their life total is at least that much."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import Cost

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import Ability
    from ..engine.game import Game


class PayLife(Cost):
    name = "pay_life"
    rule = "119.4"
    params = {"pay_life": "how much life (0: none)"}
    spends_more = True  # a mana ability that costs life is the solver's after the free ones (Mount Doom)
    examples = (("Mind Stone", {"kind": "activated", "cost": "{1}", "pay_life": 2, "effects": []},
                 "{1}, Pay 2 life"),)

    def check(self, ab: Any) -> str | None:
        n = ab.get("pay_life") or 0
        return f"can't pay a negative amount of life ({n})" if n < 0 else None

    def text(self, ab: Any, card: Any, ctx: Any) -> str:
        return f"Pay {ab['pay_life']} life"

    def payable(self, g: "Game", p: str, oid: str, ab: "Ability") -> bool:
        return g.players[p].life >= ab["pay_life"]

    def pay(self, g: "Game", p: str, oid: str, ab: "Ability") -> None:
        g.lose_life(p, ab["pay_life"], why=" (cost)")

    def why_not(self, g: "Game", p: str, oid: str, ab: "Ability") -> str:
        n = ab["pay_life"]
        return (f"You have {g.players[p].life} life: you can't pay {n} life for {g.objects[oid].card.name}'s "
                f"cost (119.4).")
