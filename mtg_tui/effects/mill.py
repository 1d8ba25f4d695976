"""Mill: "mill two cards", "each player mills cards equal to your Ring-bearer's power" (701.13).

``then``: a reflexive trigger, "When one or more cards are milled this way, ..." (603.12, Saruman of Many Colors):
it triggers only if at least one card was milled (701.13b: a player mills only as many as their library holds;
an empty library mills none), once however many were.  Its data is the resolving ability's (a cast trigger's
``spell`` and ``spell_mv``: "that spell") with ``milled``, the cards as they are in the graveyard (701.13c)."""

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
              "as_x": "text only: a named amount written 'X cards, where X is ...' (false if absent)",
              "then": "a reflexive trigger, 'When one or more cards are milled this way, ...' (603.12): a table of "
                      "its targets and effects; it triggers only if a card was milled"}
    hurts = ("who", None)
    examples = (({"do": "mill", "n": 2}, [], "Mill two cards."),
                ({"do": "mill", "who": "each_player", "n": "ring_bearer_power"}, [],
                 "Each player mills cards equal to your Ring-bearer's power."),
                ({"do": "mill", "who": "target", "n": "foods_you_control", "as_x": True}, [{"what": "player"}],
                 "Target player mills a card for each Food you control."),
                ({"do": "mill", "who": "each_opponent", "n": 2,
                  "then": {"targets": [{"what": "card", "types": ["Instant", "Sorcery"], "zone": "graveyard",
                                        "controller": "opponent"}], "effects": [{"do": "exile", "from": "graveyard"}]}},
                 [], "Each opponent mills two cards. When one or more cards are milled this way, exile target instant "
                     "or sorcery card from an opponent's graveyard."))

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        n = amt(g, fr, eff.get("n", 1))
        milled: list[str] = []
        for p in refs(g, fr, eff.get("who", "you")):
            lib = g.players[p].library
            for oid in list(lib[:n]):
                nid = g.move(oid, "graveyard", why=" (milled)", rule="701.13a")
                if nid is not None:
                    milled.append(nid)
        then = eff.get("then")
        if then and milled:  # 603.12: "When one or more cards are milled this way": once, if any was
            from ..engine.triggers import queue_trigger
            data = {k: v for k, v in (fr.item.data if fr.item is not None else {}).items() if k != "modes"}
            data["milled"] = milled
            queue_trigger(g, fr.controller, then, fr.vars.get("source") or "",
                          fr.item.source_name if fr.item else "mill", data)
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
        text = ctx.player_does(who, "mill", "mills", cards)
        then = eff.get("then")
        if then:
            inner = ctx.nested(then.get("targets")).sentences(then.get("effects") or [])
            if inner:
                text += f". When one or more cards are milled this way, {ctx.lower_first(inner)}"
        return text

    def ai_for(self, eff: Any) -> EffectHint:
        """Aimed at a target player, it is hostile (the bots aim it at an opponent)."""
        who = str(eff.get("who") or "")
        if who.startswith("target"):
            return EffectHint(self.ai().tags | {"hostile"})
        return self.ai()
