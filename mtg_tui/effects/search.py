"""Search: "search your library for a basic land card, reveal it, put it into your hand, then shuffle" (701.19)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import DONE, answered, ask
from ..engine.filters import FilterSpec
from .base import Effect

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class Search(Effect):
    name = "search"
    rule = "701.19"
    params = {"filter": "the card searched for (a filter of cards in your library; any card if absent)",
              "to": "where the card found goes: hand or battlefield (hand if absent)",
              "reveal": "whether the card found is revealed (true if absent)",
              "tapped": "whether it enters the battlefield tapped (false if absent)"}
    examples = (({"do": "search", "filter": {"what": "card", "types": ["Land"], "basic": True}, "to": "hand",
                  "reveal": True}, [],
                 "Search your library for a basic land card, reveal it, put it into your hand, then shuffle."),
                ({"do": "search", "filter": {"what": "card", "subtypes": ["Mountain"]}, "to": "battlefield",
                  "tapped": True}, [],
                 "Search your library for a Mountain card, put it onto the battlefield tapped, then shuffle."))

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        """701.19: search a library for a card (a search for a card with a quality may find nothing)."""
        p = fr.controller
        lib = g.players[p].library
        f = FilterSpec({"what": "card", **(eff.get("filter") or {}), "zone": "library"})
        a = answered(fr)
        if a is None:
            cands = [c for c in lib if g.matches(c, f, fr.vars.get("source"), p)]
            if cands:
                return ask(g, p, "Search your library: choose a card", [(c, None) for c in cands], done=True,
                           purpose="search", to=eff.get("to", "hand"))
            a = DONE
        if a != DONE:
            name = g.name(a)
            to = eff.get("to", "hand")
            if eff.get("reveal", True):
                g.emit("reveal", f"{g.players[p].name} reveals {name}", "701.16a", player=p, obj=a)
            g.emit("search", f"{g.players[p].name} searches their library and finds "
                   + (name if eff.get("reveal", True) or to == "battlefield" else "a card"), "701.19a", player=p)
            if to == "battlefield":
                nid = g.move(a, "battlefield", controller=p, tapped=eff.get("tapped", False))
            else:
                nid = g.move(a, "hand")
            fr.vars["found"] = nid
        else:
            g.emit("search", f"{g.players[p].name} finds nothing", "701.19b", player=p)
        g.shuffle(p)
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        f = {"what": "card", **(eff.get("filter") or {}), "zone": "library"}
        f.pop("controller", None)
        desc = ctx.filter(f)
        if "card" not in desc.split():  # ("card that shares a color with ...": the noun is there)
            desc += " card"
        to = eff.get("to", "hand")
        steps = [f"search your library for {ctx.with_article(desc)}"]
        if to == "battlefield":
            steps.append("put it onto the battlefield" + (" tapped" if eff.get("tapped") else ""))
        else:
            if eff.get("reveal", True):
                steps.append("reveal it")
            steps.append("put it into your hand")
        return ", ".join(steps) + ", then shuffle"
