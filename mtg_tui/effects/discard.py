"""Discard: "discard a card", "each opponent discards two cards" (701.8: the player chooses)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import amt, answered, ask_objects, refs
from .base import Effect

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class Discard(Effect):
    name = "discard"
    rule = "701.8"
    params = {"n": "how many cards (a number, x, or a named amount; 1 if absent)",
              "who": "the player who discards, choosing the cards (you if absent)"}
    hurts = ("who", None)
    examples = (({"do": "discard", "n": 1}, [], "Discard a card."),
                ({"do": "discard", "who": "each_opponent", "n": 2}, [], "Each opponent discards two cards."))

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        n = amt(g, fr, eff.get("n", 1))
        p = refs(g, fr, eff.get("who", "you"))[0]
        left = fr.ctx.setdefault("left", n)
        a = answered(fr)
        if a is not None:
            g.emit("discard", f"{g.players[p].name} discards {g.name(a)}", "701.8a", player=p, obj=a)
            g.move(a, "graveyard", silent=True)
            left -= 1
            fr.ctx["left"] = left
        hand = g.players[p].hand
        if left <= 0 or not hand:
            return True
        return ask_objects(g, p, f"Discard a card ({left} to go)", list(hand), purpose="discard")

    def text(self, eff: Any, ctx: Any) -> str:
        return ctx.player_does(eff.get("who"), "discard", "discards", ctx.count(eff.get("n", 1), "card"))
