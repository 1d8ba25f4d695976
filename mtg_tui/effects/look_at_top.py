"""Look at the top: "look at the top five cards of your library.  You may reveal a creature card from among them
and put it into your hand.  Put the rest on the bottom of your library in a random order" (Horn of the Mark;
701.16a).

The controller looks at the top ``n`` cards of their library: only they see which (the choice's prompt names them,
and a prompt is shown to its decider alone: engine/snapshot.py); the event says how many.  If one of them matches
``filter`` they may choose it (``choose <card>``, or ``done`` to take none: "you may").  The card chosen is revealed
(its name is in the event, 701.16a) and put into their hand; the others go to the bottom of the library in an
order the game's random generator decides (no player chooses it).  ``n`` is counted as the effect begins
(608.2h); a library with fewer cards shows what it has."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import DONE, amt, answered, ask
from ..engine.events import count_of
from ..engine.filters import FilterSpec
from .base import Effect, EffectHint, bottom_in_random_order, card_kind

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class LookAtTop(Effect):
    name = "look_at_top"
    rule = "701.16a"
    params = {"n": "how many cards from the top of your library are looked at (a number or a named amount; "
                   "required)",
              "filter": "the kind of card that may be revealed and put into your hand (a filter of cards; any card "
                        "if absent)",
              "new_type": "only a card that doesn't share a creature type with a creature you control (false if "
                          "absent; 205.3m)"}
    examples = (({"do": "look_at_top", "n": 5, "filter": {"what": "card", "types": ["Creature"]}}, [],
                 "Look at the top five cards of your library. You may reveal a creature card from among them and "
                 "put it into your hand. Put the rest on the bottom of your library in a random order."),
                ({"do": "look_at_top", "n": "entered_mana_value", "filter": {"what": "card", "types": ["Creature"]},
                  "new_type": True}, [],
                 "Look at the top X cards of your library, where X is that creature's mana value. You may reveal a "
                 "creature card from among them that doesn't share a creature type with a creature you control and "
                 "put it into your hand. Put the rest on the bottom of your library in a random order."))

    def check(self, eff: Any) -> str | None:
        if eff.get("n") is None:
            return "look_at_top needs n (how many cards are looked at)"
        return None

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        p = fr.controller
        lib = g.players[p].library
        ctx = fr.ctx
        if "cards" not in ctx:
            n = max(0, amt(g, fr, eff.get("n", 1)))
            cards = list(lib[:n])
            ctx["cards"] = cards
            g.emit("effect", f"{g.players[p].name} looks at the top {count_of(len(cards), 'card')} of their library",
                   "701.16a", player=p)
            f = FilterSpec({"what": "card", **dict(eff.get("filter") or {}), "zone": "library"})
            cands = [c for c in cards if g.matches(c, f, fr.vars.get("source"), p)]
            if eff.get("new_type"):
                mine: set[str] = set()
                for o in g.creatures(p):
                    mine |= set(g.chars(o).subtypes)
                cands = [c for c in cands if not mine & set(g.objects[c].card.subtypes)]
            if cands:
                src = fr.vars.get("source")
                who = f"{g.name(src)}: y" if src in g.objects else "Y"
                seen = ", ".join(g.name(c) for c in cards)
                return ask(g, p, f"{who}ou look at {seen}: reveal one and put it into your hand?",
                           [(c, None) for c in cands], done=True, purpose="search", to="hand")
        a = answered(fr)
        chosen = a if a is not None and a != DONE and a in lib else None
        if chosen is not None:
            g.emit("reveal", f"{g.players[p].name} reveals {g.name(chosen)}", "701.16a", player=p, obj=chosen)
            g.move(chosen, "hand")
        bottom_in_random_order(g, p, [c for c in ctx["cards"] if c != chosen])
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        _, desc = card_kind(ctx, eff)
        n = eff.get("n", 1)
        look = f"look at the top {ctx.count(n, 'card')} of your library" if n != 1 else \
            "look at the top card of your library"
        if ctx.where:
            look += ", where " + " and ".join(ctx.where)
            ctx.where.clear()
        which = " that doesn't share a creature type with a creature you control" if eff.get("new_type") else ""
        return (f"{look}. You may reveal {ctx.with_article(desc)} from among them{which} and put it into your hand. "
                "Put the rest on the bottom of your library in a random order")

    def ai(self) -> EffectHint:
        return EffectHint(frozenset({"draws"}))
