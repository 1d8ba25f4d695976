"""Exile until the next end step: "exile it; at the beginning of the next end step, return that card to the
battlefield under its owner's control" (a delayed triggered ability, 603.7a; a token exiled this way ceases to
exist and never returns)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.ability import Ability
from ..engine.effects import on_battlefield, refs
from .base import Effect

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class ExileReturnNextEnd(Effect):
    name = "exile_return_next_end"
    rule = "603.7a"
    params = {"what": "the permanents exiled and returned (a reference; the first target if absent)"}
    hurts = ("what", "target")
    examples = (({"do": "exile_return_next_end", "what": "target"}, [{"what": "creature"}],
                 "Exile target creature. At the beginning of the next end step, return that card to the "
                 "battlefield under its owner's control."),)

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        for t in refs(g, fr, eff.get("what", "target")):
            if not on_battlefield(g, t):
                continue
            name = g.name(t)
            nid = g.move(t, "exile")
            if nid is None:
                continue
            nxt = g.turn + (1 if g.step in ("end", "cleanup") else 0)
            g.delayed.append({"when": "end", "controller": fr.controller, "source": fr.vars.get("source"),
                              "source_name": (fr.item.source_name if fr.item else name),
                              "ability": Ability.build({"kind": "triggered", "targets": [], "effects": [
                                  {"do": "return_to_battlefield", "what": "exiled"}]}),
                              "turn": nxt, "data": {"exiled": [nid]}})
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        return (f"exile {ctx.target(eff.get('what', 'target'))}. At the beginning of the next end step, return that "
                "card to the battlefield under its owner's control")
