"""Discard: "discard a card", "each opponent discards two cards" (701.8: the player chooses).

With ``chooser = "you"`` it is "Target opponent reveals their hand. You choose a nonland card from it. That
player discards that card." (The Torment of Gollum; 701.20a reveal, 701.8a): the hand is shown to both players
(a revealed card is public), the ability's controller chooses among the cards that pass ``nonland``, and that
player discards the card chosen; with no such card, nothing is discarded."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import amt, answered, ask_objects, refs
from .base import Effect, EffectHint

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class Discard(Effect):
    name = "discard"
    rule = "701.8"
    params = {"n": "how many cards (a number, x, or a named amount; 1 if absent)",
              "who": "the player who discards, choosing the cards (you if absent)",
              "chooser": "'you': that player reveals their hand and you choose the card (701.20a); absent: the "
                         "discarding player chooses",
              "nonland": "only a nonland card may be chosen (false if absent)",
              "hand": "the player discards their whole hand: no choice (701.8a; false if absent)"}
    hurts = ("who", None)
    examples = (({"do": "discard", "n": 1}, [], "Discard a card."),
                ({"do": "discard", "who": "each_opponent", "n": 2}, [], "Each opponent discards two cards."),
                ({"do": "discard", "who": "target", "chooser": "you", "nonland": True}, [{"what": "opponent"}],
                 "Target opponent reveals their hand. You choose a nonland card from it. That player discards "
                 "that card."),
                ({"do": "discard", "hand": True}, [], "Discard your hand."))

    def check(self, eff: dict) -> str | None:
        if eff.get("chooser") not in (None, "you"):
            return f"chooser must be 'you', got {eff.get('chooser')!r}"
        if eff.get("chooser") and eff.get("n", 1) != 1:
            return "a card you choose from a revealed hand is one card (n = 1)"
        return None

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        if eff.get("chooser") == "you":
            return self._revealed(g, fr, eff)
        if eff.get("hand"):  # "discard your hand": every card of it, at once
            p = refs(g, fr, eff.get("who", "you"))[0]
            for c in list(g.players[p].hand):
                g.emit("discard", f"{g.players[p].name} discards {g.name(c)}", "701.8a", player=p, obj=c)
                g.move(c, "graveyard", silent=True)
            return True
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

    def _revealed(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        """701.20a: the player reveals their hand; 701.8a: the one you choose is discarded."""
        who = refs(g, fr, eff.get("who", "target"))
        if not who:
            return True
        p = who[0]
        a = answered(fr)
        if a is not None:
            if a in g.players[p].hand:
                g.emit("discard", f"{g.players[p].name} discards {g.name(a)}", "701.8a", player=p, obj=a)
                g.move(a, "graveyard", silent=True)
            return True
        if fr.ctx.get("asked"):
            return True
        hand = list(g.players[p].hand)
        g.emit("reveal", f"{g.players[p].name} reveals their hand: "
               f"{', '.join(g.name(c) for c in hand) or 'no cards'}", "701.20a", player=p, cards=list(hand))
        if eff.get("nonland"):
            hand = [c for c in hand if not g.objects[c].card.is_land]
        if not hand:
            return True
        fr.ctx["asked"] = True
        return ask_objects(g, fr.controller, f"Choose a card from {g.players[p].name}'s hand to discard", hand,
                           purpose="discard_from_hand", cards=[g.name(c) for c in hand], order_ids=list(hand))

    def text(self, eff: Any, ctx: Any) -> str:
        if eff.get("chooser") == "you":
            subj = ctx.subj(eff.get("who", "target"))
            kind = "a nonland card" if eff.get("nonland") else "a card"
            return (f"{subj} reveals their hand. You choose {kind} from it. That player discards that card")
        if eff.get("hand"):
            who = eff.get("who")
            return ctx.player_does(who, "discard", "discards", "your hand" if who in (None, "you") else "their hand")
        return ctx.player_does(eff.get("who"), "discard", "discards", ctx.count(eff.get("n", 1), "card"))

    def ai_for(self, eff: Any) -> EffectHint:
        """Aimed at a target player, it is hostile (the bots aim it at an opponent)."""
        who = str(eff.get("who") or "")
        if who.startswith("target"):
            return EffectHint(self.ai().tags | {"hostile"})
        return self.ai()
