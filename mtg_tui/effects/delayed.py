"""A delayed triggered ability: "at the beginning of the next end step, ...", "at the beginning of that player's
next end step, ..." (603.7)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.ability import Ability
from .base import Effect

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class Delayed(Effect):
    name = "delayed"
    rule = "603.7"
    params = {"when": "the step it triggers at (the engine's step name: upkeep, draw, main1, "
                      "beginning_of_combat, end_of_combat, main2, end...)",
              "effects": "what it does when it triggers",
              "next_turn": "wait for that step of the next turn, not this one (false if absent)",
              "whose": "chosen_player: wait for that step of a turn of the player chosen before (choose_opponent: "
                       "'that player's next end step'; the trigger carries the player); any turn if absent",
              "carry": "names of what earlier effects of the ability kept (copy_token) that the delayed trigger's "
                       "effects refer to ('exile that token'; none if absent)"}
    examples = (({"do": "delayed", "when": "end", "effects": [{"do": "draw", "n": 1}]}, [],
                 "At the beginning of the next end step, draw a card."),
                ({"do": "delayed", "when": "end", "next_turn": True, "effects": [{"do": "draw", "n": 1}]}, [],
                 "At the beginning of the next turn's end step, draw a card."),
                ({"do": "delayed", "when": "end", "whose": "chosen_player", "effects": [{"do": "draw", "n": 1}]}, [],
                 "At the beginning of that player's next end step, draw a card."))

    def check(self, eff: dict) -> str | None:
        whose = eff.get("whose")
        if whose is not None and whose != "chosen_player":
            return f"whose: expected 'chosen_player', got {whose!r}"
        return None

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        dl = {"when": eff["when"], "controller": fr.controller, "source": fr.vars.get("source"),
              "source_name": (fr.item.source_name if fr.item else "delayed trigger"),
              "ability": Ability.build({"kind": "triggered", "effects": eff["effects"], "targets": []}),
              "turn": g.turn + (1 if eff.get("next_turn") else 0), "data": {}}
        for k in eff.get("carry") or ():  # "exile that token": what the ability made, by its name
            v = fr.vars.get(str(k))
            if v is not None:
                dl["data"] = {**dl["data"], str(k): v}
        if eff.get("whose") == "chosen_player":
            # "that player's next end step": a step that begins from now on, in a turn of theirs (the engine's
            # delayed triggers fire only as a step begins); the trigger remembers the player
            p = fr.vars.get("chosen_player") or (fr.item.data.get("chosen_player") if fr.item else None)
            if p is None:
                return True  # no player was chosen: nothing to wait for
            dl["player"] = p
            dl["turn"] = g.turn
            dl["data"] = {**dl["data"], "chosen_player": p}
        g.delayed.append(dl)
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        when = eff.get("when", "end")
        step = ctx.step(when)
        if step == "beginning of combat":
            at = "at the beginning of the next combat"
        elif step == "end of combat":
            at = "at end of combat"
        else:
            at = f"at the beginning of the next {step}"
        if eff.get("next_turn"):
            at = f"at the beginning of the next turn's {step}" if "combat" not in step else at + " next turn"
        if eff.get("whose") == "chosen_player":
            at = f"at the beginning of that player's next {step}"
        inner = ctx.effects(eff.get("effects") or [])
        return f"{at}, {inner}" if inner else at
