"""The chosen player didn't attack you that turn (Faramir, Prince of Ithilien: "At the beginning of that player's
next end step, you draw a card if they didn't attack you that turn", an "if" of 608.2c).

"That player" is the opponent chosen as the ability triggered (the effect word ``choose_opponent``), which the
delayed trigger carries (its ``chosen_player``; in a two-player game, the other player).  "That turn" is the
turn of that player's end step, which is this turn: the delayed trigger resolves in it.  Attacking only a
planeswalker you control is not attacking you (506.3, 508.3e; Faramir's ruling of 2023-06-16)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.objects import PLAYERS, other
from .base import Condition

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game


def chosen_player(g: "Game", you: str) -> str:
    """The player chosen for the ability resolving now (the newest resolution that carries one), else your
    opponent."""
    for f in reversed(g.frames):
        if f.kind == "resolve" and f.item is not None:
            p = f.item.data.get("chosen_player")
            if p in PLAYERS:
                return str(p)
    return other(you)


class ChosenPlayerDidntAttackYou(Condition):
    name = "chosen_player_didnt_attack_you"
    rule = "608.2c"
    examples = (("Faramir, Prince of Ithilien", True),)

    def holds(self, g: "Game", src: str | None, you: str) -> bool:
        return you not in g.players[chosen_player(g, you)].attacked_players

    def text(self) -> str:
        return "they didn't attack you that turn"

    def why_not(self) -> str:
        return "the chosen player attacked you that turn (attacking only your planeswalkers doesn't count)"
