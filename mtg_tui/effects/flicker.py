"""Flicker: "exile target creature you own, then return it to the battlefield under your control" (400.7: it
comes back as a new object)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import on_battlefield, refs
from .base import Effect

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class Flicker(Effect):
    name = "flicker"
    rule = "400.7"
    params = {"what": "the permanent exiled and returned (a reference; the first target if absent)"}
    examples = (({"do": "flicker"}, [{"what": "creature", "owner": "you"}],
                 "Exile target creature you own, then return it to the battlefield under your control."),)

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        """Exile it, then return it under your control: a new object (400.7)."""
        for t in refs(g, fr, eff.get("what", "target")):
            if on_battlefield(g, t):
                nid = g.move(t, "exile")
                if nid is not None:
                    g.move(nid, "battlefield", controller=fr.controller)
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        what = ctx.obj(eff.get("what", "target"))
        back = "them" if ctx.plural(eff.get("what", "target")) else "it"
        return f"exile {what}, then return {back} to the battlefield under your control"
