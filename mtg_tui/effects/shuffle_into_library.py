"""Shuffle into library: "its owner shuffles it into their library" (a card in a graveyard: 701.20, shuffle)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import refs
from .base import Effect

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class ShuffleIntoLibrary(Effect):
    name = "shuffle_into_library"
    rule = "701.20"
    params = {"what": "the card in a graveyard shuffled into its owner's library (a reference; new, the object "
                      "the trigger's event put there, if absent)"}
    hurts = ("what", "target")
    examples = (({"do": "shuffle_into_library", "what": "new"}, [],
                 "Its owner shuffles it into their library."),
                ({"do": "shuffle_into_library", "what": "target"}, [{"what": "card", "zone": "graveyard"}],
                 "Shuffle target card from a graveyard into its owner's library."),
                ({"do": "shuffle_into_library", "what": "target"},
                 [{"what": "card", "zone": "graveyard", "owner": "you", "count": 99, "up_to": True}],
                 "Shuffle any number of target cards from your graveyard into your library."))

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        for t in refs(g, fr, eff.get("what", "new")):
            o = g.objects.get(t)
            if o is not None and o.zone == "graveyard":
                g.move(t, "library")
                g.shuffle(o.owner)
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        ref = eff.get("what", "new")
        if ref in ("new", "self"):
            return "its owner shuffles it into their library"
        spec = ctx.spec(ref)
        if spec is not None and spec.get("owner") == "you":  # "... from your graveyard into your library"
            return f"shuffle {ctx.obj(ref)} into your library"
        return f"shuffle {ctx.obj(ref)} into its owner's library"
