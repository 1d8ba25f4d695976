"""Mill: "mill two cards", "each player mills cards equal to your Ring-bearer's power" (701.13)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import amt, refs
from .base import Effect, EffectHint

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class Mill(Effect):
    name = "mill"
    rule = "701.13"
    params = {"n": "how many cards (a number, x, or a named amount; 1 if absent)",
              "who": "the player or players who mill (you if absent)",
              "as_x": "text only: a named amount written 'X cards, where X is ...' (false if absent)"}
    hurts = ("who", None)
    examples = (({"do": "mill", "n": 2}, [], "Mill two cards."),
                ({"do": "mill", "who": "each_player", "n": "ring_bearer_power"}, [],
                 "Each player mills cards equal to your Ring-bearer's power."),
                ({"do": "mill", "who": "target", "n": "foods_you_control", "as_x": True}, [{"what": "player"}],
                 "Target player mills a card for each Food you control."))

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        n = amt(g, fr, eff.get("n", 1))
        for p in refs(g, fr, eff.get("who", "you")):
            lib = g.players[p].library
            for oid in list(lib[:n]):
                g.move(oid, "graveyard", why=" (milled)", rule="701.13a")
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        n = eff.get("n", 1)
        who = eff.get("who")
        named = None if eff.get("as_x") else ctx.named_amount(n) if not isinstance(n, int) and not (isinstance(n, str) and n.lower() == "x") \
            else None
        if named is not None:
            cards = f"cards equal to {named}"
        else:
            cards = ctx.count(n, "card")
        return ctx.player_does(who, "mill", "mills", cards)

    def ai_for(self, eff: Any) -> EffectHint:
        """Aimed at a target player, it is hostile (the bots aim it at an opponent)."""
        who = str(eff.get("who") or "")
        if who.startswith("target"):
            return EffectHint(self.ai().tags | {"hostile"})
        return self.ai()
