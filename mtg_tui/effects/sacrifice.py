"""Sacrifice: "its controller sacrifices it", "each opponent sacrifices a creature" (701.17a).

- ``what``: the controller of each referenced permanent sacrifices it, if it is still on the battlefield;
- ``filter`` (with ``who``): each of those players sacrifices one permanent they control that the filter
  matches, of their own choice (701.17a: a player can sacrifice only a permanent they control; with none,
  nothing happens; with exactly one, the engine takes it).  The choice is a decision of that player,
  ``choose <permanent>`` (purpose ``sacrifice``), in player order.  How many were sacrificed this way is
  the amount ``sacrificed_this_way`` for the effects that follow (Voracious Fell Beast's Foods)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import answered, ask_objects, on_battlefield, refs
from .base import Effect, EffectHint

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class Sacrifice(Effect):
    name = "sacrifice"
    rule = "701.17a"
    params = {"what": "the permanents sacrificed, each by its controller (a reference; the first target if absent)",
              "filter": "instead of what: each player of who sacrifices one permanent they control that it "
                        "matches, of their choice (a filter)",
              "who": "with filter: the players who sacrifice (you if absent)"}
    hurts = ("who", None)
    examples = (({"do": "sacrifice", "what": "target"}, [{"what": "creature"}],
                 "Target creature's controller sacrifices it."),
                ({"do": "sacrifice", "who": "each_opponent", "filter": {"what": "creature"}}, [],
                 "Each opponent sacrifices a creature."),
                ({"do": "sacrifice", "filter": {"what": "land"}}, [], "Sacrifice a land."))

    def check(self, eff: dict) -> str | None:
        f = eff.get("filter")
        if f is not None:
            from pydantic import ValidationError

            from ..cards.schema import Filter
            try:
                Filter.model_validate(f)
            except ValidationError as e:
                err = e.errors()[0]
                return f"parameter {'.'.join(str(x) for x in ('filter', *err['loc']))!r}: {err['msg']}"
        return None

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        f = eff.get("filter")
        if f is None:
            for t in refs(g, fr, eff.get("what", "target")):
                if on_battlefield(g, t):
                    g.sacrifice(t)
            return True
        players = refs(g, fr, eff.get("who", "you"))
        i = fr.ctx.get("i", 0)
        a = answered(fr)
        if a is not None:
            self._sacrifice(g, fr, a)
            i += 1
        src = fr.vars.get("source")
        while i < len(players):
            p = players[i]
            cands = [o for o in g.battlefield if g.objects[o].controller == p and g.matches(o, f, src, p)]
            if len(cands) > 1:
                fr.ctx["i"] = i
                by = fr.item.source_name + ": s" if fr.item is not None else "S"
                return ask_objects(g, p, f"{by}acrifice {_a(g, f)}", cands, purpose="sacrifice")
            if cands:
                self._sacrifice(g, fr, cands[0])
            i += 1
        return True

    @staticmethod
    def _sacrifice(g: "Game", fr: "Frame", oid: str) -> None:
        g.sacrifice(oid)
        fr.vars["sacrificed"] = fr.vars.get("sacrificed", 0) + 1

    def text(self, eff: Any, ctx: Any) -> str:
        f = eff.get("filter")
        if f is not None:  # ("Sacrifice a land": one you control, as 701.17a has it, unsaid)
            what = {k: v for k, v in dict(f).items() if k != "controller"}
            return ctx.player_does(eff.get("who"), "sacrifice", "sacrifices", ctx.a(ctx.filter(what)))
        return f"{ctx.target(eff.get('what', 'target'))}'s controller sacrifices it"

    def ai(self) -> EffectHint:
        return EffectHint()


def _a(g: "Game", f: Any) -> str:
    """'a creature': what the player is asked to sacrifice."""
    from ..cards.render import Ctx, describe_filter
    return Ctx(None, []).a(describe_filter(f))
