"""Exile: "exile target creature" (406.1, 701.13a: the object moves to the exile zone; it becomes a new object,
400.7, and no "dies" trigger sees it); "exile Council's Deliberation from your graveyard": ``what = "self"``
with ``from = "graveyard"``, the card whose ability works there (113.6)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import on_battlefield, refs
from .base import Effect, EffectHint

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class Exile(Effect):
    name = "exile"
    rule = "701.13a"
    params = {"what": "the permanent exiled (a reference; the first target if absent)",
              "from": "\"graveyard\": with what = \"self\", the card whose ability works in its graveyard"}
    hurts = ("what", "target")
    examples = (({"do": "exile"}, [{"what": "creature"}], "Exile target creature."),
                ({"do": "exile", "what": "self", "from": "graveyard"}, [],
                 "Exile Lightning Bolt from your graveyard."))

    def check(self, eff: Any) -> str | None:
        if eff.get("from") not in (None, "graveyard") or (eff.get("from") and eff.get("what") != "self"):
            return 'from = "graveyard" goes with what = "self" (the card whose ability works there)'
        return None

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        yard = eff.get("from") == "graveyard"
        for t in refs(g, fr, eff.get("what", "target")):
            if on_battlefield(g, t) if not yard else (t in g.objects and g.objects[t].zone == "graveyard"):
                g.move(t, "exile")
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        if eff.get("from") == "graveyard":
            return f"exile {ctx.name} from your graveyard"
        return f"exile {ctx.obj(eff.get('what', 'target'))}"

    def ai(self) -> EffectHint:
        return EffectHint(frozenset({"hostile", "removal", "destroys"}))
