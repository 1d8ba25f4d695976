"""Choose an opponent: "At the beginning of your end step, choose an opponent" (Faramir, Prince of Ithilien).
The choice is made as the ability resolves (608.2d); what follows refers to "that player" (``chosen_player``:
a delayed trigger's ``whose``, the condition ``chosen_player_didnt_attack_you``).  In a two-player game there
is one opponent, so the choice has one answer and the engine makes it, saying so (SCENARIOS.md 1.1)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.objects import other
from .base import Effect

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class ChooseOpponent(Effect):
    name = "choose_opponent"
    rule = "608.2d"
    examples = (({"do": "choose_opponent"}, [], "Choose an opponent."),)

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        you = fr.controller
        them = other(you)  # the only opponent: the only answer (a game has two players)
        fr.vars["chosen_player"] = them
        src = fr.item.source_name if fr.item is not None else "an ability"
        g.emit("choice", f"{g.players[you].name} chooses {g.players[them].name} ({src}; the only opponent)",
               "608.2d", player=you, chosen=them, forced=True)
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        return "choose an opponent"
