"""Attach: "attach CARDNAME to target creature you control" (701.3a)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import on_battlefield, refs
from .base import Effect, EffectHint

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class Attach(Effect):
    name = "attach"
    rule = "701.3a"
    params = {"what": "what the source becomes attached to (a reference; the first target if absent); a later "
                      "effect's reference \"attached_to\" (\"that creature\") is what it names"}
    examples = (({"do": "attach"}, [{"what": "creature", "controller": "you"}],
                 "Attach Lightning Bolt to target creature you control."),)

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        src: Any = fr.vars.get("source")
        chosen = refs(g, fr, eff.get("what", "target"))
        fr.vars["attached_to"] = chosen  # "untap that creature" (Galadhrim Bow): even if the source has left
        for t in chosen:
            if on_battlefield(g, t) and on_battlefield(g, src):
                g.attach(src, t)
                g.emit("effect", f"{g.name(src)} becomes attached to {g.name(t)}", "701.3a", obj=src, to=t)
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        me = "it" if "self" in ctx.mentioned else ctx.name  # the trigger's lead named the card already
        return f"attach {me} to {ctx.obj(eff.get('what', 'target'))}"

    def ai(self) -> EffectHint:
        return EffectHint(frozenset({"attaches"}))
