"""Phase out: "it phases out. (Treat it and anything attached to it as though they don't exist until your next
turn.)" (702.26b; King of the Oathbreakers).

The permanent (a reference; the one the trigger names, ``targeted``, by default) and, indirectly, what is attached
to it (702.26g) are treated as though they don't exist (``Game.phase_out``): in no zone list, so no effect,
rule or player sees them; a spell or ability that targets it has lost that target and, with no other, won't
resolve (608.2b).  They phase in as the untap step of the player who controlled them begins (502.1, 702.26a)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import on_battlefield, refs
from .base import Effect

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class PhaseOut(Effect):
    name = "phase_out"
    rule = "702.26b"
    params = {"what": "the permanent that phases out (a reference; the permanent the trigger names, 'targeted', "
                      "if absent)"}
    examples = (({"do": "phase_out", "what": "target"}, [{"what": "creature"}], "Target creature phases out."),)

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        for t in refs(g, fr, eff.get("what", "targeted")):
            if on_battlefield(g, t):
                g.phase_out(t)
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        return f"{ctx.subj(eff.get('what', 'targeted'))} phases out"
