"""Exile from hand down to a hand size: "If its controller has more than four cards in hand, they exile cards from
their hand equal to the difference" (Isildur's Fateful Strike; 406.1: exiling is not discarding, 701.8).

``who`` is the player (a reference: ``target_player_controller``, the controller of the first target as it last
existed, 608.2h); ``above`` the hand size.  That player chooses the cards, one at a time (a decision of theirs
alone, purpose "exile_from_hand": the cards of their own hand, which only they may see).  The difference is
counted as the effect begins (608.2h)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import answered, ask_objects, refs
from .base import Effect, EffectHint

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class ExileFromHand(Effect):
    name = "exile_from_hand"
    rule = "406.1"
    params = {"who": "the player who exiles, choosing the cards (a reference; you if absent)",
              "above": "the hand size: the player exiles the cards beyond it (required)"}
    hurts = ("who", None)
    examples = (({"do": "exile_from_hand", "who": "target_player_controller", "above": 4}, [{"what": "creature"}],
                 "If its controller has more than four cards in hand, they exile cards from their hand equal to "
                 "the difference."),)

    def check(self, eff: Any) -> str | None:
        n = eff.get("above")
        return None if isinstance(n, int) and n >= 0 else "above: the hand size, a number 0 or more"

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        if "p" not in fr.ctx:
            who = [x for x in refs(g, fr, eff.get("who", "you")) if x in g.players]
            if not who:
                return True
            fr.ctx["p"] = who[0]
            fr.ctx["left"] = max(0, len(g.players[who[0]].hand) - int(eff["above"]))
        p = fr.ctx["p"]
        a = answered(fr)
        if a is not None and a in g.players[p].hand:
            g.emit("effect", f"{g.players[p].name} exiles {g.name(a)} from their hand", "406.1", player=p, obj=a)
            g.move(a, "exile", silent=True)
            fr.ctx["left"] -= 1
        hand = g.players[p].hand
        if fr.ctx["left"] <= 0 or not hand:
            return True
        return ask_objects(g, p, f"Exile a card from your hand ({fr.ctx['left']} to go)", list(hand),
                           purpose="exile_from_hand")

    def text(self, eff: Any, ctx: Any) -> str:
        who = eff.get("who", "you")
        whose = "its controller" if who == "target_player_controller" else ctx.subj(who)
        n = ctx.count(int(eff.get("above", 0)), "card").split(" ", 1)[0]
        return (f"if {whose} has more than {n} cards in hand, they exile cards from their hand equal to the "
                f"difference")

    def ai(self) -> EffectHint:
        return EffectHint(frozenset({"hostile"}))
