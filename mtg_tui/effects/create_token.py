"""Create: "create two Food tokens" (701.6a)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import amt, refs
from .base import Effect, EffectHint

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class CreateToken(Effect):
    name = "create_token"
    rule = "701.6a"
    params = {"token": "the token's name (a card of the token set; required)",
              "n": "how many (a number, x, or a named amount; 1 if absent)",
              "who": "the player or players who create them (you if absent)",
              "tapped": "whether they enter tapped (false if absent)",
              "then": "a reflexive trigger, 'When you do, ...' (603.12): a table of its targets and effects"}
    examples = (({"do": "create_token", "token": "Food", "n": 2}, [], "Create two Food tokens."),
                ({"do": "create_token", "token": "Human Soldier", "n": 3}, [],
                 "Create three 1/1 white Human Soldier creature tokens."))

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        n = amt(g, fr, eff.get("n", 1))
        for p in refs(g, fr, eff.get("who", "you")):
            made = g.create_token(p, eff["token"], n, source=fr.vars.get("source"), tapped=eff.get("tapped", False))
            fr.vars["created"] = made
            if eff.get("then") and made:  # 603.12: "When you do, ..." triggers on the creation
                from ..engine.triggers import queue_trigger
                queue_trigger(g, p, eff["then"], fr.vars.get("source") or "",
                              fr.item.source_name if fr.item else "it", {"created": made})
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        text = ctx.token(eff.get("token", "?"), eff.get("n", 1), bool(eff.get("tapped")))
        text = ctx.player_does(eff.get("who"), "create", "creates", text)
        then = eff.get("then")
        if then:
            inner = ctx.nested(then.get("targets")).sentences(then.get("effects") or [])
            if inner:
                text += f". When you do, {ctx.lower_first(inner)}"
        return text

    def ai(self) -> EffectHint:
        return EffectHint(frozenset({"makes_creature", "grows_board"}))
