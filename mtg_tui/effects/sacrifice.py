"""Sacrifice: "its controller sacrifices it" (701.17a): the controller of each referenced permanent sacrifices
it, if it is still on the battlefield; "each player sacrifices a creature" (Rise of the Witch-king): each of the
players, in APNAP order (101.4), chooses a permanent of theirs that matches the filter, then all the chosen are
sacrificed at once.  What each player sacrificed is kept for the rest of the resolution
(``fr.vars["sacrificed"]``: player -> the card's id in the graveyard, or None for a token) for "if you
sacrificed a creature this way" (the ``if`` word's ``you_sacrificed``) and "another" (``return_to_battlefield``'s
``other_than``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import answered, ask_objects, on_battlefield, refs
from .base import Effect, EffectHint

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class Sacrifice(Effect):
    name = "sacrifice"
    rule = "701.17a"
    params = {"what": "the permanents sacrificed, each by its controller (a reference; the first target if absent)",
              "who": "instead of what: the players who each sacrifice one permanent of their choice (each_player, "
                     "each_opponent)",
              "filter": "with who: what kind of permanent each sacrifices (a creature if absent)"}
    examples = (({"do": "sacrifice", "what": "target"}, [{"what": "creature"}],
                 "Target creature's controller sacrifices it."),
                ({"do": "sacrifice", "who": "each_player", "filter": {"what": "creature"}}, [],
                 "Each player sacrifices a creature."))

    def check(self, eff: Any) -> str | None:
        if eff.get("who") is not None and eff.get("what") is not None:
            return "give what (the permanents) or who (the players who choose), not both"
        return None

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        if eff.get("who") is not None:
            return self._each_chooses(g, fr, eff)
        for t in refs(g, fr, eff.get("what", "target")):
            if on_battlefield(g, t):
                g.sacrifice(t)
        return True

    def _each_chooses(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        ctx = fr.ctx
        players = refs(g, fr, eff["who"])
        chosen: dict[str, str] = ctx.setdefault("chosen", {})
        k = ctx.get("k", 0)
        a = answered(fr)
        if a is not None:
            chosen[players[k]] = a
            k += 1
        f = eff.get("filter")
        src = fr.vars.get("source")
        while k < len(players):  # 101.4: the choices in APNAP order, each seeing the earlier ones
            p = players[k]
            cands = [oid for oid in g.battlefield if g.objects[oid].controller == p
                     and (g.matches(oid, f, src, p) if f is not None else g.chars(oid).is_creature)]
            if cands:
                ctx["k"] = k
                what = ctx_word(f)
                return ask_objects(g, p, f"Sacrifice {what}", cands, purpose="sacrifice")
            k += 1
        ctx["k"] = k
        done: dict[str, str | None] = {}
        for p in players:  # then all at once (701.17a)
            oid = chosen.get(p)
            if oid is not None and on_battlefield(g, oid):
                done[p] = g.sacrifice(oid)
        fr.vars["sacrificed"] = done
        return True

    def ai(self) -> EffectHint:
        return EffectHint(frozenset({"edict"}))

    def text(self, eff: Any, ctx: Any) -> str:
        who = eff.get("who")
        if who is not None:
            return ctx.player_does(who, "sacrifice", "sacrifices", ctx.a(ctx.filter(eff.get("filter") or {})))
        return f"{ctx.target(eff.get('what', 'target'))}'s controller sacrifices it"


def ctx_word(f: Any) -> str:
    """'a creature', 'an artifact': the prompt's words for what is sacrificed."""
    what = str((f or {}).get("what", "creature")).replace("_", " ")
    return ("an " if what[:1] in "aeiou" else "a ") + what
