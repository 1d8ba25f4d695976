"""'If this is the Nth time this ability has resolved this turn, <effects>' (608.2c; counted per object, 400.7:
the ability of a permanent that left and came back counts afresh)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import run_nested
from .base import Effect

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


def _ability_key(g: "Game", fr: "Frame") -> str:
    item = fr.item
    src = item.source if item is not None else fr.vars.get("source")
    ab = item.ability if item is not None else None
    idx = "?"
    o = g.objects.get(src) if src is not None else None
    card = o.card if o is not None else g.registry.find(item.source_name) if item is not None else None
    if card is not None and ab is not None:
        idx = next((str(i) for i, a in enumerate(card.abilities) if a is ab or a == ab), "?")
    return f"resolved:{src}:{idx}"


class NthResolution(Effect):
    name = "nth_resolution"
    rule = "608.2c"
    params = {"n": "which resolution this turn does it (2 if absent)",
              "effects": "what is done on that resolution"}
    examples = (({"do": "nth_resolution", "n": 2, "effects": [{"do": "draw", "n": 1}]}, [],
                 "If this is the second time this ability has resolved this turn, draw a card."),)

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        ctx = fr.ctx
        if "ok" not in ctx:
            key = _ability_key(g, fr)
            count = g.turn_flags.get(key, 0) + 1
            g.turn_flags[key] = count
            ctx["ok"] = count == eff.get("n", 2)
            ctx["j"] = 0
            ctx["sub"] = {}
        if not ctx["ok"]:
            return True
        return run_nested(g, fr, eff["effects"])

    def text(self, eff: Any, ctx: Any) -> str:
        n = eff.get("n", 2)
        nth = {2: "second", 3: "third", 4: "fourth"}.get(n, f"{n}th")
        t = ctx.sentences(eff["effects"]).rstrip(".")
        return f"if this is the {nth} time this ability has resolved this turn, {t[:1].lower() + t[1:]}"
