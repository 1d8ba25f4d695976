"""Search: "search your library for a basic land card, reveal it, put it into your hand, then shuffle" (701.19).

``n``: up to that many cards, chosen one at a time (each ``choose <card>``, or ``done`` to stop: a search for
cards with a quality may find fewer, 701.19b), all put where they go together, then one shuffle ("Search your
library for up to two basic land cards, put them onto the battlefield tapped, then shuffle")."""

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
              "tapped": "whether it enters the battlefield tapped (false if absent)",
              "n": "up to how many cards (1 if absent)"}
    examples = (({"do": "search", "filter": {"what": "card", "types": ["Land"], "basic": True}, "to": "hand",
                  "reveal": True}, [],
                 "Search your library for a basic land card, reveal it, put it into your hand, then shuffle."),
                ({"do": "search", "filter": {"what": "card", "subtypes": ["Mountain"]}, "to": "battlefield",
                  "tapped": True}, [],
                 "Search your library for a Mountain card, put it onto the battlefield tapped, then shuffle."),
                ({"do": "search", "filter": {"what": "card", "types": ["Land"], "basic": True}, "to": "battlefield",
                  "tapped": True, "n": 2}, [],
                 "Search your library for up to two basic land cards, put them onto the battlefield tapped, then "
                 "shuffle."))

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        """701.19: search a library for a card (a search for a card with a quality may find nothing)."""
        if (eff.get("n") or 1) > 1:
            return self._run_many(g, fr, eff, int(eff["n"]))
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

    def _run_many(self, g: "Game", fr: "Frame", eff: "EffectUse", n: int) -> bool:
        """Up to ``n`` cards, one choice each; then they move together and the library is shuffled once."""
        p = fr.controller
        ctx = fr.ctx
        chosen: list[str] = ctx.setdefault("chosen", [])
        a = answered(fr)
        if a is not None and a != DONE:
            chosen.append(a)
        if a != DONE and len(chosen) < n:
            f = FilterSpec({"what": "card", **(eff.get("filter") or {}), "zone": "library"})
            cands = [c for c in g.players[p].library if c not in chosen and g.matches(c, f, fr.vars.get("source"), p)]
            if cands:
                return ask(g, p, f"Search your library: choose a card ({len(chosen) + 1} of up to {n})",
                           [(c, None) for c in cands], done=True, purpose="search", to=eff.get("to", "hand"))
        to = eff.get("to", "hand")
        reveal = eff.get("reveal", True)
        names = ", ".join(g.name(c) for c in chosen)
        if chosen and reveal and to != "battlefield":
            g.emit("reveal", f"{g.players[p].name} reveals {names}", "701.16a", player=p, objs=list(chosen))
        g.emit("search", f"{g.players[p].name} searches their library and finds "
               + ((names if reveal or to == "battlefield" else f"{len(chosen)} cards") if chosen else "nothing"),
               "701.19a" if chosen else "701.19b", player=p)
        found = []
        for c in chosen:
            if to == "battlefield":
                nid = g.move(c, "battlefield", controller=p, tapped=eff.get("tapped", False))
            else:
                nid = g.move(c, "hand")
            if nid is not None:
                found.append(nid)
        fr.vars["found"] = found
        g.shuffle(p)
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        f = {"what": "card", **(eff.get("filter") or {}), "zone": "library"}
        f.pop("controller", None)
        n = eff.get("n") or 1
        desc = ctx.filter(f, plural=n > 1)
        if not desc.endswith(("card", "cards")):
            desc += " cards" if n > 1 else " card"
        to = eff.get("to", "hand")
        it = "them" if n > 1 else "it"
        lead = ctx.with_article(desc) if n == 1 else f"up to {_NUM.get(n, str(n))} {desc}"
        steps = [f"search your library for {lead}"]
        if to == "battlefield":
            steps.append(f"put {it} onto the battlefield" + (" tapped" if eff.get("tapped") else ""))
        else:
            if eff.get("reveal", True):
                steps.append(f"reveal {it}")
            steps.append(f"put {it} into your hand")
        return ", ".join(steps) + ", then shuffle"


_NUM = {2: "two", 3: "three", 4: "four", 5: "five"}
