"""Draw: "draw two cards", "each player draws a card" (121.1)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import amt, refs
from .base import Effect, EffectHint

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class Draw(Effect):
    name = "draw"
    rule = "121.1"
    params = {"n": "how many cards (1 if absent)", "who": "the player or players who draw (you if absent)",
              "equal_to": "text only: a named amount written 'cards equal to <it>' (\"Draw cards equal to the "
                          "greatest toughness among creatures you control\"; false if absent)"}
    examples = (({"do": "draw", "n": 2}, [], "Draw two cards."),
                ({"do": "draw", "who": "each_player"}, [], "Each player draws a card."),
                ({"do": "draw", "n": "greatest_toughness_you_control", "equal_to": True}, [],
                 "Draw cards equal to the greatest toughness among creatures you control."))

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        n = amt(g, fr, eff.get("n"))
        for p in refs(g, fr, eff.get("who", "you")):
            g.draw(p, n)
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        named = ctx.named_amount(eff.get("n")) if eff.get("equal_to") else None
        cards = f"cards equal to {named}" if named else ctx.count(eff.get("n", 1), "card")
        return ctx.player_does(eff.get("who"), "draw", "draws", cards)

    def ai(self) -> EffectHint:
        return EffectHint(frozenset({"draws"}))
