"""Reveal until: "reveal cards from the top of your library until you reveal X land cards ... Put those lands
onto the battlefield tapped and the rest on the bottom of your library in a random order" (701.16a; The Ring
Goes South; "until you reveal a Saga card. Put that card onto the battlefield ...", Tom Bombadil).

The cards are revealed one by one from the top until ``n`` of them match ``filter`` or the library runs out
(then every card was revealed, and those that matched are put onto the battlefield all the same).  Each
revealed card is public (its name is in the event).  The matching cards are put onto the battlefield under the
effect's controller (``tapped``: tapped), the rest go to the bottom of the library in an order the game's random
generator decides (no player chooses it).  ``n`` is counted as the effect begins (608.2h)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import amt
from ..engine.filters import FilterSpec
from .base import Effect, EffectHint

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class RevealUntil(Effect):
    name = "reveal_until"
    rule = "701.16a"
    params = {"filter": "the kind of card looked for (a filter of cards; required)",
              "n": "how many such cards (a number or a named amount; 1 if absent)",
              "tapped": "they are put onto the battlefield tapped (false if absent)"}
    examples = (({"do": "reveal_until", "filter": {"what": "card", "types": ["Land"]},
                  "n": "legendary_creatures_you_control", "tapped": True}, [],
                 "Reveal cards from the top of your library until you reveal X land cards, where X is the number "
                 "of legendary creatures you control. Put those lands onto the battlefield tapped and the rest on "
                 "the bottom of your library in a random order."),
                ({"do": "reveal_until", "filter": {"what": "card", "subtypes": ["Saga"]}}, [],
                 "Reveal cards from the top of your library until you reveal a Saga card. Put that card onto the "
                 "battlefield and the rest on the bottom of your library in a random order."))

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        p = fr.controller
        n = amt(g, fr, eff.get("n", 1))
        lib = g.players[p].library
        f = FilterSpec({"what": "card", **(eff.get("filter") or {}), "zone": "library"})
        src = fr.vars.get("source")
        found: list[str] = []
        rest: list[str] = []
        if n > 0:
            for c in list(lib):
                g.emit("reveal", f"{g.players[p].name} reveals {g.name(c)}", "701.16a", player=p, obj=c)
                (found if g.matches(c, f, src, p) else rest).append(c)
                if len(found) >= n:
                    break
        for c in rest:
            lib.remove(c)
        g.rng.shuffle(rest)  # "in a random order"
        lib.extend(rest)
        for c in found:
            g.move(c, "battlefield", controller=p, tapped=bool(eff.get("tapped")), rule="701.16a")
        if rest:
            g.emit("effect", f"{g.players[p].name} puts {len(rest)} revealed card{'s' if len(rest) != 1 else ''} on "
                   "the bottom of their library in a random order", "701.16a", player=p)
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        f = {"what": "card", **(eff.get("filter") or {})}
        f.pop("zone", None)
        desc = ctx.filter(f)
        if not desc.endswith("card"):
            desc += " card"
        n = eff.get("n", 1)
        text = f"reveal cards from the top of your library until you reveal {ctx.count(n, desc)}"
        if ctx.where:
            text += ", where " + " and ".join(ctx.where)
            ctx.where.clear()
        one = n == 1
        those = "that card" if one else "those " + ctx.filter({**f, "what": "card"}).replace(" card", "") + "s"
        tapped = " tapped" if eff.get("tapped") else ""
        return (f"{text}. Put {those} onto the battlefield{tapped} and the rest on the bottom of your library in a "
                "random order")

    def ai(self) -> EffectHint:
        return EffectHint(frozenset({"grows_board"}))
