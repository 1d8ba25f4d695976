"""A card's own behaviour outside the vocabulary: ``{do = "hook", name = ...}`` runs the Python function a
card module registered with ``engine.effects.hook`` (its rules text registered with it)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import HOOKS
from .base import Effect

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class Hook(Effect):
    name = "hook"
    rule = "608.2c"
    params = {"name": "the hook's name (a card module registers it)", "n": "a number the hook reads"}
    examples = (({"do": "hook", "name": "palantir_mill"}, [],
                 "You mill X cards, where X is the number of influence counters on Palantír of Orthanc, and that "
                 "player loses life equal to the total mana value of those cards."),)

    def check(self, eff: dict) -> str | None:
        return None if eff.get("name") in HOOKS else f"unknown hook {eff.get('name')!r}"

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        return bool(HOOKS[eff["name"]](g, fr, eff))  # (a card's hook answers done or not; any truthy value is done)

    def text(self, eff: Any, ctx: Any) -> str:
        return ctx.lower_first(ctx.hook(eff.get("name"), eff.get("n")).rstrip("."))
