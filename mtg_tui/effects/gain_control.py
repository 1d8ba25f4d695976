"""Gain control: "gain control of target creature until end of turn" (613.1b: a control-changing effect).

``who``: another player gains it ("target opponent gains control of target Horse you control"); ``effects``:
"If they do, ..." (608.2c), done only when the control did change to that player."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import on_battlefield, refs, run_nested
from ..engine.objects import PLAYERS
from .base import Effect, EffectHint

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class GainControl(Effect):
    name = "gain_control"
    rule = "613.1b"
    params = {"what": "the permanent or permanents you gain control of (a reference; the first target if absent)",
              "duration": "how long (eot: until end of turn; while_source: for as long as you control the "
                          "effect's source; permanent; eot if absent)",
              "who": "the player who gains control (a reference to a player; you if absent)",
              "duration_first": "text only: the duration leads the sentence ('until end of turn, gain control of "
                                "...'; false if absent)",
              "effects": "what is done if they do: the control changed (nothing if absent)"}
    hurts = ("what", "target")
    examples = (({"do": "gain_control"}, [{"what": "creature"}],
                 "Gain control of target creature until end of turn."),
                ({"do": "gain_control", "duration": "while_source"}, [{"what": "creature"}],
                 "Gain control of target creature for as long as you control Lightning Bolt."),
                ({"do": "gain_control", "who": "target1", "what": "target2", "duration": "permanent",
                  "effects": [{"do": "draw", "n": 1}]},
                 [{"what": "opponent"}, {"what": "creature", "controller": "you", "subtypes": ["Horse"]}],
                 "Target opponent gains control of target Horse you control. If they do, draw a card."))

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        ctx = fr.ctx
        if "did" not in ctx:
            dur = eff.get("duration", "eot")
            who = [p for p in refs(g, fr, eff.get("who", "you")) if p in PLAYERS]
            if not who:
                return True
            did = False
            for t in refs(g, fr, eff.get("what", "target")):
                if on_battlefield(g, t):
                    before = g.objects[t].controller
                    g.gain_control(t, who[0], dur, fr.vars.get("source"))
                    did = did or (before != who[0] and on_battlefield(g, t) and g.objects[t].controller == who[0])
            ctx["did"] = did
            ctx["j"] = 0
            ctx["sub"] = {}
        if not ctx["did"] or not eff.get("effects"):
            return True
        return run_nested(g, fr, eff["effects"])

    def text(self, eff: Any, ctx: Any) -> str:
        dur = ctx.duration(eff.get("duration"))
        text = ctx.player_does(eff.get("who"), "gain", "gains", f"control of {ctx.obj(eff.get('what', 'target'))}")
        if dur and eff.get("duration_first"):  # "until end of turn, gain control of ..." (Grishnákh)
            text = f"{dur}, {text}"
        elif dur:
            text += f" {dur}"
        if eff.get("effects"):
            text += f". If they do, {ctx.effects(eff['effects'])}" if eff.get("who") else \
                f". If you do, {ctx.effects(eff['effects'])}"
        return text

    def ai(self) -> EffectHint:
        return EffectHint(frozenset({"hostile", "removal"}))
