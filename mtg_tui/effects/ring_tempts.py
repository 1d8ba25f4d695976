"""The Ring tempts you (701.52): the emblem the first time, then a Ring-bearer chosen."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import answered, ask_objects, on_battlefield, refs
from .base import Effect

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


def _times(n: int) -> str:
    return {1: "once", 2: "twice"}.get(n, f"{n} times")


class RingTempts(Effect):
    name = "ring_tempts"
    rule = "701.52"
    params = {"who": "the player the Ring tempts (you if absent)"}
    examples = (({"do": "ring_tempts"}, [], "The Ring tempts you."),)

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        """701.52: the Ring tempts you: get the emblem if you have none, choose a creature you control as your
        Ring-bearer (you must if you control one; the same one may be chosen again)."""
        p = refs(g, fr, eff.get("who", "you"))[0]
        pl = g.players[p]
        a = answered(fr)
        if a is None:
            cands = g.creatures(p)
            if cands:
                return ask_objects(g, p, "The Ring tempts you: choose your Ring-bearer", cands, purpose="ring_bearer")
        if pl.ring == 0:
            g.emit("ring", f"{pl.name} gets an emblem named The Ring", "701.52c", player=p, what="emblem")
        pl.ring += 1
        bearer = a if a is not None and on_battlefield(g, a) else None
        if bearer is not None:
            pl.ring_bearer = bearer
            g.characteristics_changed()  # a Ring-bearer is legendary (701.52c: the Ring mechanic's layer 4)
            g.emit("ring", f"{pl.name} chooses {g.name(bearer)} as their Ring-bearer", "701.52a", player=p,
                   what="chosen", bearer=bearer)
        g.emit("ring", f"The Ring tempts {pl.name} ({_times(pl.ring)})", "701.52d", player=p, what="tempted",
               bearer=bearer, level=pl.ring)
        fr.vars["ring_bearer"] = bearer
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        who = eff.get("who") or "you"
        return f"the Ring tempts {ctx.obj(who) if who != 'you' else 'you'}"
