"""Lose the game: "that player loses the game" (104.3a-like: an effect that says a player loses, 104.3e)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import refs
from ..engine.objects import PLAYERS
from .base import Effect, EffectHint

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class LoseGame(Effect):
    name = "lose_game"
    rule = "104.3e"
    params = {"who": "the player who loses (a reference: damaged, the player dealt damage; target; required)"}
    hurts = ("who", "target")
    examples = (({"do": "lose_game", "who": "target"}, [{"what": "opponent"}], "Target opponent loses the game."),)

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        for p in refs(g, fr, eff.get("who", "target")):
            if p in PLAYERS:
                g.lose(p, f"{fr.item.source_name if fr.item is not None else 'an effect'} says so", "104.3e")
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        who = eff.get("who", "target")
        subj = "that player" if who == "damaged" else ctx.subj(who)
        return f"{subj} loses the game"

    def ai(self) -> EffectHint:
        return EffectHint(frozenset({"hostile"}))
