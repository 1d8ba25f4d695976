"""Copy a card and cast the copy: "Copy the exiled card. You may cast the copy without paying its mana cost."
(Saruman of Many Colors; 707.12).

``of = "exiled"``: the card the ``exile`` before it exiled from a graveyard, as it was there (608.2h).  The copy is
created in the zone of the card it copies (707.12: exile), owned and controlled by the ability's controller, with
the card's copiable values (707.2).  As the effect resolves its controller may cast it (608.2g: during the
resolution, so its timing permissions don't matter, 601.2; without paying its mana cost, 118.9: X is 0, 107.3b),
choosing its modes and targets then (601.2b-c): the ways are offered as for ``cast_free`` (``choose <card> ->
<targets>``, purpose ``cast_free``), ``done`` casts nothing.  The cast is a cast (601.2i: "whenever you cast"
sees it).  The copy is token-like: once on the stack it ceases to exist whenever it leaves it, but for a permanent
spell's copy, which resolves into a token (111.13, 608.3f); a copy not cast ceases to exist at once (704.5e), as
does one that can't be cast (no legal targets).  The exiled card stays in exile."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import DONE, answered, ask
from ..engine.objects import Obj
from .base import Effect, EffectHint

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class CastCopy(Effect):
    name = "cast_copy"
    rule = "707.12"
    params = {"of": "the card copied: exiled (the card the exile before it exiled from a graveyard; the only one)"}
    examples = (({"do": "cast_copy", "of": "exiled"}, [],
                 "Copy the exiled card. You may cast the copy without paying its mana cost."),)

    def check(self, eff: Any) -> str | None:
        return None if eff.get("of", "exiled") == "exiled" else "of: expected exiled"

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        from ..engine.legal import cast_without_paying, free_cast_ways
        p = fr.controller
        ctx = fr.ctx
        a = answered(fr)
        if "copy" not in ctx:
            cards = fr.vars.get("exiled") or []
            if not cards:
                ctx["copy"] = ""
                return True  # nothing was exiled: nothing to copy
            card = cards[0]
            cid = g.new_id()
            # 707.12: created in exile; token-like (109.1: a copy of a card is no card): it ceases to exist as it
            # leaves the stack, 704.5e, unless it resolves onto the battlefield, 111.13
            g.put_card_copy(Obj(cid, card, p, p, "exile", token=True))
            ctx["copy"] = cid
            ctx["name"] = card.name
            g.emit("effect", f"{g.players[p].name} copies {card.name}", "707.12", player=p, obj=cid, name=card.name)
            ctx["ways"] = free_cast_ways(g, p, [cid])
        cid = str(ctx["copy"])
        if not cid:
            return True
        ways = ctx["ways"]
        if a is None and ways:
            return ask(g, p, f"You may cast the copy of {ctx['name']} without paying its mana cost (707.12, 118.9)",
                       [(str(i), w[3]) for i, w in enumerate(ways)], done=True, purpose="cast_free",
                       casts=[{"option": str(i), "source": w[0], "modes": list(w[1]), "targets": w[2],
                               "name": ctx["name"], "copy": True} for i, w in enumerate(ways)])
        if a is not None and a != DONE and cid in g.objects and g.objects[cid].zone == "exile":
            c, modes, targets, _ = ways[int(a)]
            cast_without_paying(g, p, c, targets, tuple(modes))
            return True
        if cid in g.objects and g.objects[cid].zone == "exile":  # not cast: 704.5e
            g.cease_to_exist(cid)
            g.emit("effect", f"The copy of {ctx['name']} ceases to exist", "704.5e", player=p, name=ctx["name"])
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        return "copy the exiled card. You may cast the copy without paying its mana cost"

    def ai(self) -> EffectHint:
        return EffectHint(frozenset({"draws"}))
