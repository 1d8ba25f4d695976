"""Counter: "counter target spell" (701.5a).  What it countered, as it last existed on the stack (608.2h), is
kept for the rest of the resolution (``fr.vars["countered"]``: its types and supertypes), so that a later
effect can ask "if it was a legendary spell" (Glorious Gale, the ``if`` word's ``countered_supertypes``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import refs, uncounterable
from .base import Effect, EffectHint

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class Counter(Effect):
    name = "counter"
    rule = "701.5a"
    params = {"what": "the spell or ability countered (a reference; the first target if absent)"}
    hurts = ("what", "target")
    examples = (({"do": "counter"}, [{"what": "spell"}], "Counter target spell."),)

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        for t in refs(g, fr, eff.get("what", "target")):
            it = next((x for x in g.stack if x.id == t), None)
            if it is None:
                continue
            if it.kind == "spell" and uncounterable(g, t):  # 101.2: it can't be countered
                g.emit("effect", f"{it.source_name} can't be countered", "101.2", obj=t)
                continue
            o = g.objects.get(t)
            if o is not None:
                fr.vars.setdefault("countered", []).append({"types": o.card.types, "supertypes": o.card.supertypes})
            g.remove_from_stack(it)
            g.emit("counter", f"{it.source_name} is countered", "701.5a", obj=t, name=it.source_name)
            if it.kind == "spell" and t in g.objects:
                g.move(t, "graveyard", silent=True)
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        return f"counter {ctx.obj(eff.get('what', 'target'))}"

    def ai(self) -> EffectHint:
        return EffectHint(frozenset({"hostile", "counters"}))
