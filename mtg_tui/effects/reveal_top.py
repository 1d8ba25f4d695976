"""Reveal the top card: "you may reveal the top card of your library. If it's a creature card, draw a card"
(701.16a; Elven Farsight).

The player chooses whether to reveal (a yes/no choice, purpose "may", when ``optional``); the revealed card is
shown to both players (its name in the event: it is public now); when it matches ``filter`` the ``effects``
happen.  An empty library reveals nothing.  ``joined`` words it after the effect before it as ", then you may
reveal ..." ("Scry 3, then you may reveal ...").

``onto_battlefield``: "If a land card is revealed this way, put it onto the battlefield tapped" (Galadriel of
Lothlórien): the matching revealed card is put onto the battlefield under its owner's control (``tapped``),
instead of ``effects``; ``attacking``: "put it onto the battlefield tapped and attacking" (Doors of Durin; 508.4:
it was never declared as an attacker, so "whenever ... attacks" doesn't trigger).  The permanent it became is the
reference ``revealed`` for the ability's later effects ("Until your next turn, it gains trample ...")."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.data import Data
from ..engine.effects import answered, ask, run_nested
from ..engine.filters import FilterSpec
from .base import Effect, EffectHint

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class RevealTop(Effect):
    name = "reveal_top"
    rule = "701.16a"
    params = {"filter": "the kind of card that makes 'effects' happen (a filter of cards; any card if absent)",
              "effects": "what is done when the revealed card matches",
              "optional": "the player may choose not to reveal (a yes/no choice; false if absent)",
              "onto_battlefield": "the matching card is put onto the battlefield (false if absent)",
              "tapped": "with onto_battlefield: it enters tapped (false if absent)",
              "attacking": "with onto_battlefield: it enters attacking (508.4; false if absent)"}
    examples = (({"do": "reveal_top", "optional": True, "filter": {"what": "card", "types": ["Creature"]},
                  "effects": [{"do": "draw", "n": 1}]}, [],
                 "You may reveal the top card of your library. If it's a creature card, draw a card."),
                ({"do": "reveal_top", "optional": True, "filter": {"what": "card", "types": ["Land"]},
                  "onto_battlefield": True, "tapped": True}, [],
                 "You may reveal the top card of your library. If a land card is revealed this way, put it onto the "
                 "battlefield tapped."))

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        p = fr.controller
        ctx = fr.ctx
        if "match" not in ctx:
            lib = g.players[p].library
            if not lib:
                return True
            if eff.get("optional"):
                a = answered(fr)
                if a is None:
                    return ask(g, p, "Reveal the top card of your library?", [("yes", "yes"), ("no", "no")],
                               purpose="may")
                if a != "yes":
                    return True
            card = lib[0]
            g.emit("reveal", f"{g.players[p].name} reveals {g.name(card)} from the top of their library", "701.16a",
                   player=p, obj=card)
            f = FilterSpec({"what": "card", **(eff.get("filter") or {}), "zone": "library"})
            ctx["match"] = g.matches(card, f, fr.vars.get("source"), p)
            if not ctx["match"]:
                return True
            if eff.get("onto_battlefield"):  # 701.16a: the revealed card, still on top of the library
                owner = g.objects[card].owner
                nid = g.move(card, "battlefield", controller=owner, tapped=bool(eff.get("tapped")))
                if nid is not None:
                    fr.vars["revealed"] = nid
                    if eff.get("attacking"):
                        from ..engine.combat import enter_attacking
                        enter_attacking(g, nid, owner)
                return True
            ctx["j"] = 0
            ctx["sub"] = {}
        if not ctx["match"]:
            return True
        return run_nested(g, fr, eff["effects"])

    def text(self, eff: Any, ctx: Any) -> str:
        f = {"what": "card", **(eff.get("filter") or {})}
        f.pop("zone", None)
        desc = ctx.filter(f)
        if not desc.endswith("card"):
            desc += " card"
        head = ("you may reveal" if eff.get("optional") else "reveal") + " the top card of your library"
        if eff.get("onto_battlefield") and eff.get("attacking"):  # "If it's a creature card, put it onto ..."
            tapped = " tapped and attacking" if eff.get("tapped") else " attacking"
            return f"{head}. If it's {ctx.with_article(desc)}, put it onto the battlefield{tapped}"
        if eff.get("onto_battlefield"):
            tapped = " tapped" if eff.get("tapped") else ""
            return f"{head}. If {ctx.with_article(desc)} is revealed this way, put it onto the battlefield{tapped}"
        subs = [s for s in (eff.get("effects") or []) if isinstance(s, (dict, Data))]
        if not subs:
            return head
        return f"{head}. If it's {ctx.with_article(desc)}, {ctx.effects(subs)}"

    def ai(self) -> EffectHint:
        return EffectHint(frozenset({"draws"}))
