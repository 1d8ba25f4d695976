"""Destroy all: "destroy all creatures with power 3 or greater" (701.7a).

``spare_chosen = N``: "Choose up to N creatures, then destroy the rest" (Mount Doom): as it resolves its
controller chooses up to N of the permanents the filter matches, any player's, one ``choose <object>`` each
(``done`` stops early; purpose ``spare``: a bot keeps its own best creatures), and the others are destroyed
(608.2d: the choice is made as it resolves, then the destruction is simultaneous)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.ability import ANY_CREATURE
from ..engine.effects import DONE, answered, ask_objects, on_battlefield
from .base import Effect

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class DestroyAll(Effect):
    name = "destroy_all"
    rule = "701.7a"
    params = {"filter": "which permanents on the battlefield are destroyed (a filter; every permanent if absent)",
              "spare_chosen": "its controller first chooses up to this many of them, which are not destroyed "
                              "('choose up to two creatures, then destroy the rest'; none if absent)"}
    examples = (({"do": "destroy_all", "filter": {"what": "creature", "power_at_least": 3}}, [],
                 "Destroy all creatures with power 3 or greater."),
                ({"do": "destroy_all", "filter": {"what": "creature"}, "spare_chosen": 2}, [],
                 "Choose up to two creatures, then destroy the rest."))

    def check(self, eff: Any) -> str | None:
        n = eff.get("spare_chosen")
        if n is not None and (not isinstance(n, int) or n < 1):
            return f"spare_chosen: expected a number of at least 1, got {n!r}"
        return None

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        f = eff.get("filter") or ANY_CREATURE
        hit = [i for i in g.battlefield if g.matches(i, f, fr.vars.get("source"), fr.controller)]
        n = eff.get("spare_chosen")
        if n:
            spared: list[str] = fr.ctx.setdefault("spared", [])
            a = answered(fr)
            if a == DONE:
                fr.ctx["chosen_all"] = True
            elif a is not None:
                spared.append(str(a))
                g.emit("choice", f"{g.players[fr.controller].name} chooses {g.name(str(a))}", "608.2d",
                       player=fr.controller, obj=a)
            left = [i for i in hit if i not in spared]
            if not fr.ctx.get("chosen_all") and len(spared) < n and left:
                return ask_objects(g, fr.controller, f"Choose a creature to keep ({len(spared)} of up to {n} "
                                   "chosen; done: destroy the rest)", left, done=True, purpose="spare")
            hit = left
        if len(hit) > 1:  # destroyed at once (608.2c); 603.10a: each one's abilities see the others die
            g.leaving = tuple(g.objects[i] for i in hit)
        for oid in hit:
            if on_battlefield(g, oid):
                g.destroy(oid)
        g.leaving = ()
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        n = eff.get("spare_chosen")
        if n:
            what = ctx.count(n, ctx.filter(eff.get("filter") or {}), ctx.filter(eff.get("filter") or {}, plural=True))
            return f"choose up to {what.removeprefix('a ').removeprefix('an ')}, then destroy the rest"
        return f"destroy all {ctx.filter(eff.get('filter') or {}, plural=True)}"
