"""An opponent attacked you this turn (an "if" of 603.4): attacked you, not only a planeswalker you control (506.3,
508.3e: ``Player.attacked_players`` holds the players attacked).  Faramir, Prince of Ithilien asks the chosen
player instead: ``chosen_player_didnt_attack_you``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.objects import other
from .base import Condition

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game


class AnOpponentAttackedYouThisTurn(Condition):
    name = "an_opponent_attacked_you_this_turn"
    rule = "603.4"
    examples = (("Faramir, Prince of Ithilien", False),)

    def holds(self, g: "Game", src: str | None, you: str) -> bool:
        return you in g.players[other(you)].attacked_players

    def text(self) -> str:
        return "an opponent attacked you this turn"

    def why_not(self) -> str:
        return "no opponent attacked you this turn"
