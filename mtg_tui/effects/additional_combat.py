"""Additional combat: "After this phase, there is an additional combat phase" (500.8, Éomer, Marshal of Rohan).

500.8: an effect that adds phases to a turn adds them directly after the phase it names.  The word counts one more
combat phase owed after the current one (``Game.extra_combats``); as an end of combat step ends (``Game._end_step``)
one owed is taken: the next step is a beginning of combat step again, with its own declarations (506.1: a combat
phase's five steps; the attackers, blockers and first-strike record of the one that ended are gone, 511.3).  505.1a:
the main phase after an additional combat phase is an additional main phase only if the effect says so, and this
one doesn't: after the additional combat phase the turn goes on to its postcombat main phase.  What is owed is
copied by ``Game.clone``, shown in the snapshot (``extra_combats``) while there is any, and gone as the turn ends.

It is said during a combat phase (the set's cards that have it trigger in combat).  Said in the precombat main phase
it gives the same turn (a combat phase, then the turn's own one); said later in the turn, after the last combat
phase, nothing takes it (no card does that)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import Effect

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class AdditionalCombat(Effect):
    name = "additional_combat"
    rule = "500.8"
    examples = (({"do": "additional_combat"}, [], "After this phase, there is an additional combat phase."),)

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        g.extra_combats += 1
        g.emit("effect", "After this phase, there is an additional combat phase", "500.8", player=fr.controller,
               additional_combat=True)
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        return "after this phase, there is an additional combat phase"
