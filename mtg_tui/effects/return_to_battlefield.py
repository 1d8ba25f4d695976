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
    params = {"what": "the cards returned, from exile or a graveyard (a reference; the first target if absent; "
                      "\"self\": the card whose ability works in its graveyard, 113.6)",
              "tapped": "whether they enter tapped (false if absent)"}
    examples = (({"do": "return_to_battlefield", "what": "exiled"}, [],
                 "Return that card to the battlefield under its owner's control."),
                ({"do": "return_to_battlefield", "what": "self", "tapped": True}, [],
                 "Return Lightning Bolt from your graveyard to the battlefield tapped."))

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        for t in refs(g, fr, eff.get("what", "target")):
            o = g.objects.get(t)
            if o is not None and o.zone in ("exile", "graveyard") and o.card.is_permanent:
                g.move(t, "battlefield", controller=o.owner, tapped=eff.get("tapped", False))
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        tapped = " tapped" if eff.get("tapped") else ""
        if eff.get("what") == "self":
            return f"return {ctx.name} from your graveyard to the battlefield{tapped}"
        return f"return that card to the battlefield under its owner's control{tapped}"
