"""Return to the battlefield: cards from exile or a graveyard are put onto the battlefield under their owners'
control, each a new object (400.7)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import refs
from .base import Effect

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class ReturnToBattlefield(Effect):
    name = "return_to_battlefield"
    rule = "400.7"
    params = {"what": "the cards returned, from exile or a graveyard (a reference; the first target if absent)",
              "tapped": "whether they enter tapped (false if absent)"}
    examples = (({"do": "return_to_battlefield", "what": "exiled"}, [],
                 "Return that card to the battlefield under its owner's control."),
                ({"do": "return_to_battlefield"}, [{"what": "card", "types": ["Creature"], "zone": "graveyard",
                                                     "owner": "you"}],
                 "Return target creature card from your graveyard to the battlefield."))

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        for t in refs(g, fr, eff.get("what", "target")):
            o = g.objects.get(t)
            if o is not None and o.zone in ("exile", "graveyard") and o.card.is_permanent:
                g.move(t, "battlefield", controller=o.owner, tapped=eff.get("tapped", False))
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        ref = eff.get("what", "target")
        spec = ctx.spec(ref)
        if spec is None:
            return "return that card to the battlefield under its owner's control"
        # "Return target creature card from your graveyard to the battlefield." (Tale of Tinúviel)
        mine = spec.get("owner") == "you" or spec.get("controller") == "you"
        return f"return {ctx.obj(ref)} to the battlefield" + ("" if mine else " under its owner's control")
