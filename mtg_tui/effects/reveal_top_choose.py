"""Reveal the top cards and put the chosen ones onto the battlefield: "Reveal the top X cards of your library, where X
is the number of lands sacrificed this way.  Choose any number of artifact and/or land cards revealed this way.  Put
all nonland cards chosen this way onto the battlefield, then put all land cards chosen this way onto the
battlefield tapped, then put the rest on the bottom of your library in a random order" (Hew the Entwood; 701.16a).

The controller reveals the top ``n`` cards of their library (``n`` counted as the effect begins, 608.2h; a library
with fewer cards reveals what it has; 0 reveals nothing): they are public now, named in the event (701.16a).  Then
they choose among the revealed cards that ``filter`` matches, any number of them: one ``choose <card>`` each (a
choice, purpose ``reveal_choose``; the data says how many were chosen so far, ``chosen``), ``done`` to stop.  The
chosen cards are put onto the battlefield under their control (110.2a): with ``lands_tapped``, the nonland ones
first, then the land ones tapped.  The rest go to the bottom of the library in an order the game's random
generator decides (no player chooses it, unlike 401.4's arrangement)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import DONE, amt, answered, ask
from ..engine.filters import FilterSpec
from .base import Effect, EffectHint, bottom_in_random_order

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class RevealTopChoose(Effect):
    name = "reveal_top_choose"
    rule = "701.16a"
    params = {"n": "how many cards from the top of your library are revealed (a number or a named amount; "
                   "required)",
              "filter": "the revealed cards that may be chosen (a filter of cards; any card if absent)",
              "lands_tapped": "the chosen nonland cards are put onto the battlefield first, then the chosen land "
                              "cards, tapped (false if absent: all of them, untapped)"}
    examples = (({"do": "reveal_top_choose", "n": 3, "filter": {"what": "card", "types": ["Artifact", "Land"]},
                  "lands_tapped": True}, [],
                 "Reveal the top three cards of your library. Choose any number of artifact and/or land cards "
                 "revealed this way. Put all nonland cards chosen this way onto the battlefield, then put all land "
                 "cards chosen this way onto the battlefield tapped, then put the rest on the bottom of your library "
                 "in a random order."),
                ({"do": "reveal_top_choose", "n": "lands_sacrificed_this_way",
                  "filter": {"what": "card", "types": ["Creature"]}}, [],
                 "Reveal the top X cards of your library, where X is the number of lands sacrificed this way. Choose "
                 "any number of creature cards revealed this way. Put all cards chosen this way onto the "
                 "battlefield, then put the rest on the bottom of your library in a random order."))

    def check(self, eff: Any) -> str | None:
        if eff.get("n") is None:
            return "reveal_top_choose needs n (how many cards are revealed)"
        return None

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        p = fr.controller
        name = g.players[p].name
        lib = g.players[p].library
        ctx = fr.ctx
        if "cards" not in ctx:
            n = max(0, amt(g, fr, eff.get("n", 1)))
            cards = list(lib[:n])
            ctx["cards"] = cards
            ctx["chosen"] = []
            if cards:  # 701.16a: shown to all players: named in the event
                g.emit("reveal", f"{name} reveals {', '.join(g.name(c) for c in cards)} from the top of their "
                       "library", "701.16a", player=p, objs=list(cards))
            else:
                g.emit("effect", f"{name} reveals no card (X is 0)" if n == 0 else
                       f"{name} has no card in their library to reveal", "701.16a", player=p)
        chosen: list[str] = ctx["chosen"]
        a = answered(fr)
        f = FilterSpec({"what": "card", **dict(eff.get("filter") or {}), "zone": "library"})
        src = fr.vars.get("source")
        cands = [c for c in ctx["cards"] if c in lib and c not in chosen and g.matches(c, f, src, p)]
        if a is not None and a != DONE and a in cands:
            chosen.append(a)
            cands.remove(a)
        if a != DONE and cands:
            who = f"{g.name(src)}: c" if src in g.objects else "C"
            so_far = f" ({', '.join(g.name(c) for c in chosen)} chosen so far)" if chosen else ""
            return ask(g, p, f"{who}hoose any number of the revealed cards to put onto the battlefield, or done"
                       f"{so_far}", [(c, None) for c in cands], done=True, purpose="reveal_choose",
                       chosen=len(chosen))
        land = [c for c in chosen if c in lib and g.objects[c].card.is_land]
        rest = [c for c in chosen if c in lib and c not in land]
        if eff.get("lands_tapped"):
            for c in rest:  # the nonland cards first, then the lands, tapped
                g.move(c, "battlefield", controller=p, rule="110.2a")
            for c in land:
                g.move(c, "battlefield", controller=p, tapped=True, rule="110.2a")
        else:
            for c in chosen:
                if c in lib:
                    g.move(c, "battlefield", controller=p, rule="110.2a")
        bottom_in_random_order(g, p, [c for c in ctx["cards"] if c not in chosen], rule="401.4")
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        n = eff.get("n", 1)
        head = (f"reveal the top {ctx.count(n, 'card')} of your library" if n != 1 else
                "reveal the top card of your library")
        if ctx.where:
            head += ", where " + " and ".join(ctx.where)
            ctx.where.clear()
        f = dict(eff.get("filter") or {})
        types = [str(t).lower() for t in f.get("types") or ()]
        if set(f) <= {"what", "types"}:
            kinds = (" and/or ".join(types) + " cards") if types else "cards"
        else:
            kinds = ctx.filter({"what": "card", **f}, plural=True)
        put = ("Put all nonland cards chosen this way onto the battlefield, then put all land cards chosen this way "
               "onto the battlefield tapped" if eff.get("lands_tapped") else
               "Put all cards chosen this way onto the battlefield")
        return (f"{head}. Choose any number of {kinds} revealed this way. {put}, then put the rest on the bottom of "
                "your library in a random order")

    def ai(self) -> EffectHint:
        return EffectHint(frozenset({"grows_board"}))
