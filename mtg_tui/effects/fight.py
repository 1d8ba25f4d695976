"""Fight: "target creature you control fights target creature you don't control" (701.12)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import on_battlefield, refs
from .base import Effect, EffectHint

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class Fight(Effect):
    name = "fight"
    rule = "701.12"
    params = {"a": "the creature that fights (a reference; the first target if absent)",
              "b": "the creature it fights (a reference; the second target if absent)"}
    examples = (({"do": "fight", "a": "target1", "b": "target2"},
                 [{"what": "creature", "controller": "you"}, {"what": "creature", "controller": "opponent"}],
                 "Target creature you control fights target creature an opponent controls."),)

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        """701.12a: each deals damage equal to its power to the other."""
        a = [t for t in refs(g, fr, eff.get("a", "target")) if on_battlefield(g, t)]
        b = [t for t in refs(g, fr, eff.get("b", "target2")) if on_battlefield(g, t)]
        if not a or not b or a[0] == b[0]:
            return True
        x, y = a[0], b[0]
        px, py = g.power(x), g.power(y)
        ix, iy = g._source_info(x), g._source_info(y)
        g.deal_damage(x, y, px, src_info=ix)
        g.deal_damage(y, x, py, src_info=iy)
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        a, b = eff.get("a", "target"), eff.get("b", "target2")
        return f"{ctx.subj(a)} {ctx.verb(a, 'fight', 'fights')} {ctx.obj(b)}"

    def ai(self) -> EffectHint:
        return EffectHint(frozenset({"hostile"}))

    def harms(self, eff: Any) -> list[Any]:
        """``b``: the creature the fight is aimed at (it fights *your* creature)."""
        return [eff.get("b", "target2")]
