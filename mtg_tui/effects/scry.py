"""Scry: "scry 2" (701.18)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import amt, answered, ask, ask_objects
from ..engine.events import count_of
from .base import Effect

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


def _nth(k: int) -> str:
    return {2: "second", 3: "third", 4: "fourth", 5: "fifth"}.get(k, f"number {k}")


class Scry(Effect):
    name = "scry"
    rule = "701.18"
    params = {"n": "how many cards from the top of your library (a number, x, or a named amount; 1 if absent)"}
    examples = (({"do": "scry", "n": 2}, [], "Scry 2."),)

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        """701.18a: look at the top N, put any number on the bottom and the rest on top in any order.  As
        SCENARIOS.md 1.1 says: top or bottom for each card in library order, then, when two or more stay on
        top, the player names them from the new top down; those sent to the bottom keep their library order."""
        p = fr.controller
        lib = g.players[p].library
        ctx = fr.ctx
        if "cards" not in ctx:
            n = amt(g, fr, eff.get("n", 1))
            ctx["cards"] = list(lib[:n])
            ctx["top"] = []
            ctx["bottom"] = []
            ctx["ordered"] = []
            if n > 0:  # 701.18b: scry 0 is no scry event
                g.emit("scry", f"{g.players[p].name} scries {n}", "701.18a", player=p, n=n,
                       looked=len(ctx["cards"]))
        a = answered(fr)
        if a is not None:
            if ctx["cards"]:
                card = ctx["cards"].pop(0)
                ctx["top" if a == "top" else "bottom"].append(card)
            else:
                ctx["ordered"].append(a)
        if ctx["cards"]:
            card = ctx["cards"][0]
            return ask(g, p, f"Scry: {g.name(card)} on top or bottom?", [("top", "top"), ("bottom", "bottom")],
                       purpose="scry", card=card)
        ordered = ctx["ordered"]
        rest = [c for c in ctx["top"] if c not in ordered]
        if len(rest) > 1 and len({g.name(c) for c in rest}) > 1:  # cards of one name are interchangeable
            k = len(ordered) + 1
            return ask_objects(g, p, f"Scry: which card goes {'on top' if k == 1 else f'{_nth(k)} from the top'}?",
                               rest, purpose="scry_order", place=k, order_ids=list(rest),
                               cards=[g.name(c) for c in rest])  # (the scrying player's own: snapshot._pending)
        top = ordered + rest
        moved = ctx["top"] + ctx["bottom"]
        for c in moved:
            lib.remove(c)
        lib[0:0] = top
        lib.extend(ctx["bottom"])
        if ctx["bottom"]:
            g.emit("scry", f"{g.players[p].name} puts {count_of(len(ctx['bottom']), 'card')} on the bottom",
                   "701.18a", player=p)
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        return f"scry {ctx.amount(eff.get('n', 1))}"
