"""Goad: "Goad target creature. (Until your next turn, that creature attacks each combat if able and attacks a
player other than you if able.)" (701.38; Glóin, Dwarf Emissary).

Until the next turn of the goad's controller (611.2a: the effect ends as that turn begins) the creature is goaded
(the rule flag ``goaded``: a designation, 701.38b, neither an ability nor copiable); a goaded creature that can
attack must (508.1d: its controller can't finish declaring attackers without it, engine/combat.py); in a two-player
game the only player it can attack is the one who goaded it.  Goading it again changes nothing (701.38d)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import on_battlefield, refs
from .base import Effect, EffectHint

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class Goad(Effect):
    name = "goad"
    rule = "701.38a"
    params = {"what": "the creature goaded (a reference; the first target if absent)"}
    hurts = ("what", "target")
    examples = (({"do": "goad"}, [{"what": "creature"}], "Goad target creature."),)

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        ids = [t for t in refs(g, fr, eff.get("what", "target")) if on_battlefield(g, t)]
        if not ids:
            return True
        g.add_effect("rule", ids, {"flags": ("goaded",)}, "until_your_next_turn", fr.controller,
                     fr.vars.get("source"))
        g.emit("effect", f"{', '.join(g.name(i) for i in ids)} is goaded until {g.players[fr.controller].name}'s "
               "next turn: it attacks each combat if able", "701.38a", objs=ids)
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        return f"goad {ctx.obj(eff.get('what', 'target'))}"

    def ai(self) -> EffectHint:
        return EffectHint(frozenset({"hostile"}))
