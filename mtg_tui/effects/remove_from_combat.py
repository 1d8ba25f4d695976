"""Remove from combat: "remove Bill Ferny from combat" (506.4: it stops being an attacking, blocking, blocked or
unblocked creature; what blocked it stays blocking and deals it no combat damage)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import on_battlefield, refs
from .base import Effect

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class RemoveFromCombat(Effect):
    name = "remove_from_combat"
    rule = "506.4"
    params = {"what": "the creature removed from combat (a reference; the effect's source if absent)"}
    examples = (({"do": "remove_from_combat"}, [], "Remove Lightning Bolt from combat."),)

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        from ..engine.combat import remove_from_combat
        for t in refs(g, fr, eff.get("what", "self")):
            if on_battlefield(g, t) and remove_from_combat(g, g.objects[t]):
                g.emit("combat", f"{g.name(t)} is removed from combat", "506.4", obj=t)
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        what = eff.get("what", "self")
        return f"remove {ctx.name if what == 'self' else ctx.obj(what)} from combat"
