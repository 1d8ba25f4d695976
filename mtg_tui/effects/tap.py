"""Tap: "tap target creature" (701.21a)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import answered, ask, on_battlefield, refs
from .base import Effect, EffectHint

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class Tap(Effect):
    name = "tap"
    rule = "701.21a"
    params = {"what": "what is tapped (a reference; the first target if absent)",
              "pronoun": "text only: it is called \"it\", named just before (\"... gains indestructible until end of "
                         "turn. Tap it.\", Witch-king of Angmar; false if absent)",
              "or_untap": "\"you may tap or untap target permanent\": its controller chooses tap, untap or neither as "
                          "it resolves (purpose tap_or_untap; false if absent)"}
    hurts = ("what", "target")
    examples = (({"do": "tap"}, [{"what": "creature"}], "Tap target creature."),
                ({"do": "tap", "what": "self", "pronoun": True}, [], "Tap it."),
                ({"do": "tap", "or_untap": True}, [{"what": "permanent"}], "You may tap or untap target permanent."))

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        if eff.get("or_untap"):
            ids = [t for t in refs(g, fr, eff.get("what", "target")) if on_battlefield(g, t)]
            if not ids:
                return True
            a = answered(fr)
            if a is None:  # 608.2d: chosen as it resolves
                return ask(g, fr.controller, f"Tap or untap {g.name(ids[0])}?",
                           [("tap", "tap"), ("untap", "untap"), ("neither", "neither")], purpose="tap_or_untap",
                           affected=ids[0])
            for t in ids:
                if a == "tap":
                    g.tap(t)
                elif a == "untap":
                    g.untap(t)
            return True
        for t in refs(g, fr, eff.get("what", "target")):
            if on_battlefield(g, t):
                g.tap(t)
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        if eff.get("or_untap"):
            return f"you may tap or untap {ctx.obj(eff.get('what', 'target'))}"
        if eff.get("pronoun"):
            return "tap it"
        return f"tap {ctx.obj(eff.get('what', 'target'))}"

    def ai(self) -> EffectHint:
        return EffectHint(frozenset({"hostile", "taps"}))

    def ai_for(self, eff: Any) -> EffectHint:
        """Tapping its own source ("Tap it.", Witch-king of Angmar) is a drawback of the ability, not aimed at
        anything: it can't block or attack once tapped."""
        if eff.get("what") == "self":
            return EffectHint(frozenset({"taps_self"}))
        if eff.get("or_untap"):
            return EffectHint()  # the bot's choice as it resolves (tap an opponent's, untap its own)
        return self.ai()
