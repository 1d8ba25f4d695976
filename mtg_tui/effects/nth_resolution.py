"""'If this is the Nth time this ability has resolved this turn, <effects>' (608.2c; counted per object, 400.7:
the ability of a permanent that left and came back counts afresh)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import run_nested
from ..engine.triggers import queue_trigger
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
              "effects": "what is done on that resolution (none with then)",
              "then": "instead, a reflexive trigger on that resolution, 'When this ability resolves for the third "
                      "time this turn, ...' (603.12; Gimli, Mournful Avenger): a table of its targets and effects"}
    examples = (({"do": "nth_resolution", "n": 2, "effects": [{"do": "draw", "n": 1}]}, [],
                 "If this is the second time this ability has resolved this turn, draw a card."),
                ({"do": "nth_resolution", "n": 3, "then": {"targets": [{"what": "creature"}],
                                                           "effects": [{"do": "destroy"}]}}, [],
                 "When this ability resolves for the third time this turn, destroy target creature."))

    def check(self, eff: Any) -> str | None:
        if bool(eff.get("effects")) == bool(eff.get("then")):
            return "nth_resolution needs effects or then (a reflexive trigger), not both"
        return None

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
        if eff.get("then"):
            # 603.12: "when this ability resolves for the Nth time": it triggers as this resolution ends, its
            # targets chosen as it is put on the stack
            queue_trigger(g, fr.controller, eff["then"], fr.vars.get("source") or "",
                          fr.item.source_name if fr.item is not None else "the ability", {})
            return True
        return run_nested(g, fr, eff["effects"])

    def text(self, eff: Any, ctx: Any) -> str:
        n = eff.get("n", 2)
        nth = {2: "second", 3: "third", 4: "fourth"}.get(n, f"{n}th")
        then = eff.get("then")
        if then:
            inner = ctx.nested(then.get("targets")).sentences(then.get("effects") or []).rstrip(".")
            return f"when this ability resolves for the {nth} time this turn, {ctx.lower_first(inner)}"
        t = ctx.sentences(eff["effects"]).rstrip(".")
        return f"if this is the {nth} time this ability has resolved this turn, {t[:1].lower() + t[1:]}"
