"""You attacked with two or more creatures this turn (Minas Tirith: "Activate only if ...", 602.5b).

A player attacked with a creature when it was declared as an attacker (508.1; a creature put onto the
battlefield attacking was never declared, 508.4, and doesn't count).  The engine notes how many creatures the
active player declared as the declaration becomes real (engine/combat.py, ``Game.turn_flags``, cleared each
turn), so the check is a look-up, not a scan."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Condition

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game


class AttackedWithTwoOrMoreCreaturesThisTurn(Condition):
    name = "attacked_with_two_or_more_creatures_this_turn"
    rule = "508.1"
    examples = (("Minas Tirith", False),)

    def holds(self, g: "Game", src: str | None, you: str) -> bool:
        return g.turn_flags.get("attackers_declared_" + you, 0) >= 2

    def text(self) -> str:
        return "you attacked with two or more creatures this turn"

    def why_not(self) -> str:
        return "you didn't attack with two or more creatures this turn"
