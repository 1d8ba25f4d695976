"""Extra turn: "take an extra turn after this one" (500.7).

500.7: an effect that gives a player an extra turn adds it directly after the current turn; of several, the most
recently created is taken first.  The word adds the turn to the game's list of the turns owed
(``Game.extra_turns``, in the order they were created); as the current turn ends, ``Game._next_turn`` takes the
last one added, if any, before the other player's turn.  The list is copied by ``Game.clone`` and shown in the
snapshot (``extra_turns``) while it holds any; a save is its game's history, which makes it again."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import refs
from .base import Effect, EffectHint

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class ExtraTurn(Effect):
    name = "extra_turn"
    rule = "500.7"
    params = {"who": "the player who takes it (you if absent)"}
    examples = (({"do": "extra_turn"}, [], "Take an extra turn after this one."),
                ({"do": "extra_turn", "who": "target"}, [{"what": "player"}],
                 "Target player takes an extra turn after this one."))

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        for p in refs(g, fr, eff.get("who", "you")):
            g.extra_turns.append(p)
            g.emit("effect", f"{g.players[p].name} will take an extra turn after this one", "500.7", player=p,
                   extra_turn=True)
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        return ctx.player_does(eff.get("who"), "take", "takes", "an extra turn after this one")

    def ai(self) -> EffectHint:
        return EffectHint(frozenset({"extra_turn"}))
