"""Sacrifice: "its controller sacrifices it" (701.17a): the controller of each referenced permanent sacrifices
it, if it is still on the battlefield.

With ``filter``, the player sacrifices a permanent of that kind of their choice ("Sacrifice a land", Entish
Restoration; 701.17a: a player can sacrifice only a permanent they control): a decision, ``choose <permanent>``
among theirs that match (SCENARIOS.md 1.1; the engine takes it only when one permanent matches), purpose
``sacrifice``.  None matches: nothing happens."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import answered, ask_objects, on_battlefield, refs
from ..engine.filters import FilterSpec
from .base import Effect

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class Sacrifice(Effect):
    name = "sacrifice"
    rule = "701.17a"
    params = {"what": "the permanents sacrificed, each by its controller (a reference; the first target if absent)",
              "filter": "instead of what: the player sacrifices one permanent of theirs that matches, of their "
                        "choice (a filter)",
              "who": "with filter: the player who sacrifices (you if absent)"}
    examples = (({"do": "sacrifice", "what": "target"}, [{"what": "creature"}],
                 "Target creature's controller sacrifices it."),
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
        who = refs(g, fr, eff.get("who", "you"))
        p = who[0] if who else fr.controller
        a = answered(fr)
        if a is None:
            spec = f if isinstance(f, FilterSpec) else FilterSpec(dict(f))
            cands = [o for o in g.permanents(p) if g.matches(o, spec, fr.vars.get("source"), p)]
            if not cands:
                return True
            kind = spec.what.replace("_", " ")
            return ask_objects(g, p, f"Choose {'an' if kind[:1] in 'aeiou' else 'a'} {kind} to sacrifice", cands,
                               purpose="sacrifice")
        if on_battlefield(g, a):
            g.sacrifice(a)
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        f = eff.get("filter")
        if f is None:
            return f"{ctx.target(eff.get('what', 'target'))}'s controller sacrifices it"
        what = {k: v for k, v in dict(f).items() if k != "controller"}
        return ctx.player_does(eff.get("who"), "sacrifice", "sacrifices", ctx.a(ctx.filter(what)))
