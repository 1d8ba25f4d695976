"""Sacrifice any number: "Sacrifice any number of lands" (Hew the Entwood; 701.17a).

The controller chooses, as it resolves, which of the permanents they control that ``filter`` matches to sacrifice:
one ``choose <permanent>`` each (a choice, purpose ``sacrifice_any``; the decision's data says how many are chosen
so far, ``chosen``), ``done`` to stop, at any time: "any number" may be none.  Then all the chosen are sacrificed
at once (701.17a: a player sacrifices only permanents they control).  How many were sacrificed is kept for the
rest of the resolution (``fr.vars["sacrificed_count"]``: the amount ``lands_sacrificed_this_way``, "where X is the
number of lands sacrificed this way")."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import DONE, answered, ask_objects, on_battlefield
from ..engine.events import count_of
from .base import Effect, EffectHint, filter_fault

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class SacrificeAnyNumber(Effect):
    name = "sacrifice_any_number"
    rule = "701.17a"
    params = {"filter": "what may be sacrificed: permanents the controller controls that it matches (a filter; "
                        "required)"}
    examples = (({"do": "sacrifice_any_number", "filter": {"what": "land"}}, [], "Sacrifice any number of lands."),
                ({"do": "sacrifice_any_number", "filter": {"what": "creature"}}, [],
                 "Sacrifice any number of creatures."))

    def check(self, eff: Any) -> str | None:
        f = eff.get("filter")
        if f is None:
            return "sacrifice_any_number needs a filter (what may be sacrificed)"
        return filter_fault(f)

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        p = fr.controller
        chosen: list[str] = fr.ctx.setdefault("chosen", [])
        a = answered(fr)
        src = fr.vars.get("source")
        f = eff["filter"]
        cands = [o for o in g.battlefield if g.objects[o].controller == p and g.matches(o, f, src, p)]
        if a is not None and a != DONE and a in cands and a not in chosen:
            chosen.append(a)
        left = [o for o in cands if o not in chosen]
        if a != DONE and left:
            by = fr.item.source_name + ": s" if fr.item is not None else "S"
            noun = _noun(f)
            so_far = f" ({count_of(len(chosen), noun)} chosen so far)" if chosen else ""
            return ask_objects(g, p, f"{by}acrifice any number of {noun}s: choose one more, or done{so_far}", left,
                               done=True, purpose="sacrifice_any", chosen=len(chosen))
        gone = [o for o in chosen if on_battlefield(g, o)]
        said = count_of(len(gone), _noun(f)) if gone else f"no {_noun(f)}"
        g.emit("effect", f"{g.players[p].name} sacrifices {said}", "701.17a", player=p)
        for o in gone:  # all at once (701.17a)
            g.sacrifice(o)
        fr.vars["sacrificed_count"] = len(gone)
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        what = {k: v for k, v in dict(eff.get("filter") or {}).items() if k != "controller"}
        return f"sacrifice any number of {ctx.filter(what, plural=True)}"

    def ai(self) -> EffectHint:
        return EffectHint(frozenset({"sacrifices_any"}))


def _noun(f: Any) -> str:
    """'land': what the player sacrifices, without its article."""
    from ..cards.render import describe_filter
    return str(describe_filter({k: v for k, v in dict(f).items() if k != "controller"}))
