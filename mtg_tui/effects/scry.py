"""Scry: "scry 2" (701.18)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import amt, answered, ask
from ..engine.events import count_of
from .base import Effect

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game
    from ..engine.objects import Frame


class Scry(Effect):
    name = "scry"
    rule = "701.18"
    params = {"n": "how many cards from the top of your library (a number, x, or a named amount; 1 if absent)"}
    examples = (({"do": "scry", "n": 2}, [], "Scry 2."),)

    def run(self, g: "Game", fr: "Frame", eff: dict) -> bool:
        """701.18a: look at the top N, put any number on the bottom and the rest on top in any order
        (here: each card in turn, top or bottom; those kept on top stay in their order)."""
        p = fr.controller
        lib = g.players[p].library
        ctx = fr.ctx
        if "cards" not in ctx:
            n = amt(g, fr, eff.get("n", 1))
            ctx["cards"] = list(lib[:n])
            ctx["top"] = []
            ctx["bottom"] = []
            g.emit("scry", f"{g.players[p].name} scries {n}", "701.18a", player=p, n=n)
        a = answered(fr)
        if a is not None:
            card = ctx["cards"].pop(0)
            ctx["top" if a == "top" else "bottom"].append(card)
        if ctx["cards"]:
            card = ctx["cards"][0]
            return ask(g, p, f"Scry: {g.name(card)} on top or bottom?", [("top", "top"), ("bottom", "bottom")],
                       purpose="scry", card=card)
        moved = ctx["top"] + ctx["bottom"]
        for c in moved:
            lib.remove(c)
        lib[0:0] = ctx["top"]
        lib.extend(ctx["bottom"])
        if ctx["bottom"]:
            g.emit("scry", f"{g.players[p].name} puts {count_of(len(ctx['bottom']), 'card')} on the bottom",
                   "701.18a", player=p)
        return True

    def text(self, eff: dict, ctx: Any) -> str:
        return f"scry {ctx.amount(eff.get('n', 1))}"
