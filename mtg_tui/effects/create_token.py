"""Create: "create two Food tokens" (701.6a); "create a 2/1 ... token named Ballistic Boulder that's tapped and
attacking. Sacrifice that token at end of combat." (Mordor Trebuchet): ``attacking`` puts it onto the battlefield
tapped and attacking (508.4: it was never declared as an attacker, so "whenever ~ attacks" doesn't trigger;
508.4a: its controller's opponent is the player it attacks, the one defending player of a two-player game; out
of combat it is only tapped, 506.3d), and ``sacrifice_at_end_of_combat`` sets up the delayed trigger that
sacrifices the tokens made (603.7)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.ability import Ability
from ..engine.effects import amt, refs
from ..engine.combat import enter_attacking
from .base import Effect, EffectHint

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame

#: the delayed trigger "sacrifice that token at end of combat" (603.7): its data names the tokens
_SACRIFICE: dict = {"kind": "triggered", "targets": [], "effects": [{"do": "sacrifice", "what": "created"}]}


class CreateToken(Effect):
    name = "create_token"
    rule = "701.6a"
    params = {"token": "the token's name (a card of the token set; required)",
              "n": "how many (a number, x, or a named amount; 1 if absent)",
              "who": "the player or players who create them (you if absent)",
              "tapped": "whether they enter tapped (false if absent)",
              "attacking": "they enter tapped and attacking, during combat (508.4; false if absent)",
              "those": "text only: the tokens named before in the sentence: 'two of those tokens' (false if absent)",
              "sacrifice_at_end_of_combat": "sacrifice them at end of combat, a delayed trigger (603.7; false if "
                                            "absent)",
              "then": "a reflexive trigger, 'When you do, ...' (603.12): a table of its targets and effects"}
    examples = (({"do": "create_token", "token": "Food", "n": 2}, [], "Create two Food tokens."),
                ({"do": "create_token", "token": "Human Soldier", "n": 3}, [],
                 "Create three 1/1 white Human Soldier creature tokens."),
                ({"do": "create_token", "token": "Ballistic Boulder", "attacking": True,
                  "sacrifice_at_end_of_combat": True}, [],
                 "Create a 2/1 colorless Construct artifact creature token with flying named Ballistic Boulder "
                 "that's tapped and attacking. Sacrifice that token at end of combat."))

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        n = amt(g, fr, eff.get("n", 1))
        attacking = bool(eff.get("attacking"))
        for p in refs(g, fr, eff.get("who", "you")):
            made = g.create_token(p, eff["token"], n, source=fr.vars.get("source"),
                                  tapped=eff.get("tapped", False) or attacking)
            fr.vars["created"] = made
            if attacking:
                for t in made:  # 508.4
                    enter_attacking(g, t, p)
            if eff.get("sacrifice_at_end_of_combat") and made:
                g.delayed.append({"when": "end_of_combat", "controller": p, "source": fr.vars.get("source"),
                                  "source_name": fr.item.source_name if fr.item else "delayed trigger",
                                  "turn": g.turn, "data": {"created": list(made)}, "ability": Ability.build(_SACRIFICE)})
            if eff.get("then") and made:  # 603.12: "When you do, ..." triggers on the creation
                from ..engine.triggers import queue_trigger
                queue_trigger(g, p, eff["then"], fr.vars.get("source") or "",
                              fr.item.source_name if fr.item else "it", {"created": made})
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        if eff.get("those"):  # "instead create two of those tokens that are tapped and attacking" (Andúril)
            n = eff.get("n", 1)
            text = "one of those tokens" if n == 1 else f"{ctx.count(n, 'x').split(' ', 1)[0]} of those tokens"
        else:
            text = ctx.token(eff.get("token", "?"), eff.get("n", 1), bool(eff.get("tapped")))
        if eff.get("attacking"):
            text += " that's tapped and attacking" if eff.get("n", 1) == 1 else " that are tapped and attacking"
        text = ctx.player_does(eff.get("who"), "create", "creates", text)
        if eff.get("sacrifice_at_end_of_combat"):
            text += (". Sacrifice that token at end of combat" if eff.get("n", 1) == 1
                     else ". Sacrifice those tokens at end of combat")
        then = eff.get("then")
        if then:
            inner = ctx.nested(then.get("targets")).sentences(then.get("effects") or [])
            if inner:
                text += f". When you do, {ctx.lower_first(inner)}"
        return text

    def ai(self) -> EffectHint:
        return EffectHint(frozenset({"makes_creature", "grows_board"}))
