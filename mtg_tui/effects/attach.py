"""Attach: "attach CARDNAME to target creature you control" (701.3a).

``attachment``: what becomes attached, when it is not the source: "attach up to one target Equipment to it"
(Shagrat, Loot Bearer: ``attachment = "target"``, ``what = "self"``).  Attaching an Equipment changes no control
(301.5d): an opponent's Equipment may be attached to your creature and stays theirs.  An Equipment is attached
only to a creature (301.5c); the engine's state-based actions unattach what may not stay (704.5n)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import on_battlefield, refs
from .base import Effect, EffectHint

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class Attach(Effect):
    name = "attach"
    rule = "701.3a"
    params = {"what": "what the source becomes attached to (a reference; the first target if absent); a later "
                      "effect's reference \"attached_to\" (\"that creature\") is what it names",
              "attachment": "what becomes attached (a reference; the source if absent)"}
    examples = (({"do": "attach"}, [{"what": "creature", "controller": "you"}],
                 "Attach Lightning Bolt to target creature you control."),
                ({"do": "attach", "attachment": "target", "what": "self"},
                 [{"what": "artifact", "subtypes": ["Equipment"], "up_to": True}],
                 "Attach up to one target Equipment to Lightning Bolt."))

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        what: Any = eff.get("attachment")
        srcs: list[Any] = refs(g, fr, what) if what else [fr.vars.get("source")]
        chosen = refs(g, fr, eff.get("what", "target"))
        fr.vars["attached_to"] = chosen  # "untap that creature" (Galadhrim Bow): even if the source has left
        for src in srcs:
            for t in chosen:
                if on_battlefield(g, t) and on_battlefield(g, src) and src != t:
                    g.attach(src, t)
                    g.emit("effect", f"{g.name(src)} becomes attached to {g.name(t)}", "701.3a", obj=src, to=t)
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        if eff.get("attachment"):  # "attach up to one target Equipment to it"
            return f"attach {ctx.obj(eff['attachment'])} to {ctx.obj(eff.get('what', 'target'))}"
        me = "it" if "self" in ctx.mentioned else ctx.name  # the trigger's lead named the card already
        return f"attach {me} to {ctx.obj(eff.get('what', 'target'))}"

    def ai(self) -> EffectHint:
        return EffectHint(frozenset({"attaches"}))
