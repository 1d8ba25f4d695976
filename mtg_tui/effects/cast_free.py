"""Cast a spell from your hand without paying its mana cost (118.9, 608.2g): "you may cast an instant or sorcery
spell from your hand with mana value less than or equal to that damage without paying its mana cost" (Glamdring);
"... with equal or lesser mana value ..." (Press the Enemy).

As it resolves its controller may choose one way to cast one card of their hand that ``filter`` matches, with mana
value at most ``mv_at_most`` (a number or a named amount): each way is the card with its modes and targets, X = 0
(``choose <card> -> <targets>``, purpose ``cast_free``), or ``done`` to cast nothing.  The spell is cast then, on
top of the stack (601.2: timing doesn't matter, it is cast while the effect resolves).  The choice names cards of
the hand: only its player sees it (the prompt says nothing of them); the cast itself is public."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import DONE, amt, answered, ask
from ..engine.filters import FilterSpec
from .base import Effect, EffectHint

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class CastFree(Effect):
    name = "cast_free"
    rule = "118.9"
    params = {"filter": "which cards of your hand may be cast (a card filter; any card if absent)",
              "mv_at_most": "the greatest mana value they may have (a number or a named amount; any if absent)",
              "mv_words": "text only: how the mana value limit reads ('with mana value less than or equal to that "
                          "damage', after 'from your hand')",
              "mv_first": "text only: the limit comes before 'from your hand' ('an instant or sorcery spell with "
                          "equal or lesser mana value from your hand', Press the Enemy; false if absent)"}
    examples = (({"do": "cast_free", "filter": {"what": "card", "types": ["Instant", "Sorcery"]},
                  "mv_at_most": 3, "mv_words": "with mana value 3 or less"}, [],
                 "You may cast an instant or sorcery spell from your hand with mana value 3 or less without paying "
                 "its mana cost."),)

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        from ..engine.legal import cast_without_paying, free_cast_ways
        p = fr.controller
        ctx = fr.ctx
        a = answered(fr)
        if "ways" not in ctx:
            top = amt(g, fr, eff["mv_at_most"]) if eff.get("mv_at_most") is not None else None
            spec = FilterSpec({"what": "card", **dict(eff.get("filter") or {}), "zone": "hand"})
            objs = g.objects
            cards = [c for c in g.players[p].hand
                     if not objs[c].card.is_land and g.matches(c, spec, fr.vars.get("source"), p)
                     and (top is None or objs[c].card.cost.mana_value <= top)]
            ctx["ways"] = free_cast_ways(g, p, cards)
        ways = ctx["ways"]
        if not ways:
            return True
        if a is None:
            return ask(g, p, "You may cast a spell from your hand without paying its mana cost (118.9)",
                       [(str(i), w[3]) for i, w in enumerate(ways)], done=True, purpose="cast_free",
                       casts=[{"option": str(i), "source": w[0], "modes": list(w[1]), "targets": w[2]}
                              for i, w in enumerate(ways)])
        if a == DONE:
            return True
        c, modes, targets, _ = ways[int(a)]
        if c in g.players[p].hand:
            cast_without_paying(g, p, c, targets, tuple(modes))
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        f = {"what": "card", **dict(eff.get("filter") or {})}
        desc = ctx.filter(f).removesuffix(" card")
        words = eff.get("mv_words") or ""
        if eff.get("mv_first") and words:
            return f"you may cast {ctx.a(desc + ' spell')} {words} from your hand without paying its mana cost"
        return f"you may cast {ctx.a(desc + ' spell')} from your hand {words + ' ' if words else ''}without paying " \
               f"its mana cost"

    def ai(self) -> EffectHint:
        return EffectHint(frozenset({"draws"}))
