"""Sacrifice: "its controller sacrifices it", "sacrifice a land", "each opponent sacrifices a creature",
"each player sacrifices a creature" (701.17a).

- ``what``: the controller of each referenced permanent sacrifices it, if it is still on the battlefield;
- ``filter`` (with ``who``, you if absent): each of those players sacrifices one permanent they control that
  the filter matches, of their own choice (701.17a: a player can sacrifice only a permanent they control; with
  none, nothing happens; with exactly one, the engine takes it).  The choices are made in APNAP order (101.4),
  each a decision of that player, ``choose <permanent>`` (purpose ``sacrifice``); then all the chosen are
  sacrificed at once.  What each player sacrificed is kept for the rest of the resolution
  (``fr.vars["sacrificed"]``: player -> the card's id in the graveyard, or None for a token): for "a Food token
  for each creature sacrificed this way" (the amount ``sacrificed_this_way``), "if you sacrificed a creature
  this way" (the ``if`` word's ``you_sacrificed``) and "another" (``return_to_battlefield``'s ``other_than``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import answered, ask_objects, on_battlefield, refs
from .base import Effect, EffectHint, filter_fault

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class Sacrifice(Effect):
    name = "sacrifice"
    rule = "701.17a"
    params = {"what": "the permanents sacrificed, each by its controller (a reference; the first target if absent)",
              "filter": "instead of what: each player of who sacrifices one permanent they control that it "
                        "matches, of their choice (a filter)",
              "who": "with filter: the players who each sacrifice one (you if absent; each_player, each_opponent)",
              "dealt_combat_damage_to_you": "with filter: only a permanent that dealt combat damage to the ability's "
                                            "controller this turn (\"a creature that dealt combat damage to you this "
                                            "turn\", Witch-king of Angmar; a player with none sacrifices nothing; "
                                            "false if absent)"}
    examples = (({"do": "sacrifice", "what": "target"}, [{"what": "creature"}],
                 "Target creature's controller sacrifices it."),
                ({"do": "sacrifice", "who": "each_opponent", "filter": {"what": "creature"}}, [],
                 "Each opponent sacrifices a creature."),
                ({"do": "sacrifice", "who": "each_player", "filter": {"what": "creature"}}, [],
                 "Each player sacrifices a creature."),
                ({"do": "sacrifice", "filter": {"what": "land"}}, [], "Sacrifice a land."),
                ({"do": "sacrifice", "who": "each_opponent", "filter": {"what": "creature"},
                  "dealt_combat_damage_to_you": True}, [],
                 "Each opponent sacrifices a creature that dealt combat damage to you this turn."),
                ({"do": "sacrifice", "what": "self"}, [], "Sacrifice Lightning Bolt."))

    def check(self, eff: Any) -> str | None:
        f = eff.get("filter")
        if eff.get("who") is not None and f is None:
            return "who (the players who choose) needs a filter (what each sacrifices)"
        if eff.get("dealt_combat_damage_to_you") and f is None:
            return "dealt_combat_damage_to_you narrows a filter (what each player sacrifices)"
        if f is not None and eff.get("what") is not None:
            return "give what (the permanents) or filter (what each player chooses), not both"
        return filter_fault(f) if f is not None else None

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        if eff.get("filter") is not None:
            return self._each_chooses(g, fr, eff)
        for t in refs(g, fr, eff.get("what", "target")):
            if on_battlefield(g, t):
                g.sacrifice(t)
        return True

    def _each_chooses(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        ctx = fr.ctx
        players = refs(g, fr, eff.get("who", "you"))
        chosen: dict[str, str] = ctx.setdefault("chosen", {})
        k = ctx.get("k", 0)
        a = answered(fr)
        if a is not None:
            chosen[players[k]] = a
            k += 1
        f = eff["filter"]
        src = fr.vars.get("source")
        dealt = _dealt(g, fr, eff)
        while k < len(players):  # 101.4: the choices in APNAP order, each seeing the earlier ones
            p = players[k]
            cands = [oid for oid in g.battlefield if g.objects[oid].controller == p and g.matches(oid, f, src, p)
                     and (dealt is None or oid in dealt)]
            if len(cands) > 1:
                ctx["k"] = k
                by = fr.item.source_name + ": s" if fr.item is not None else "S"
                what = _a(f) + (f" that dealt combat damage to {g.players[fr.controller].name} this turn"
                                if dealt is not None else "")
                return ask_objects(g, p, f"{by}acrifice {what}", cands, purpose="sacrifice")
            if not cands and dealt is not None:  # 701.17a: none of theirs dealt it: nothing happens
                g.emit("effect", f"{g.players[p].name} controls no {_noun(f)} that dealt combat damage to "
                       f"{g.players[fr.controller].name} this turn: nothing to sacrifice", "701.17a", player=p)
            if cands:
                chosen[p] = cands[0]
            k += 1
        ctx["k"] = k
        done: dict[str, str | None] = {}
        for p in players:  # then all at once (701.17a)
            oid = chosen.get(p)
            if oid is not None and on_battlefield(g, oid):
                done[p] = g.sacrifice(oid)
        fr.vars["sacrificed"] = done
        return True

    def ai_for(self, eff: Any) -> EffectHint:
        """"Each player sacrifices a creature" is an edict (the bot weighs its loss against the opponent's);
        "sacrifice it", "sacrifice a land" are costs of what the ability does, nothing the bots aim."""
        return EffectHint(frozenset({"edict"})) if eff.get("who") in ("each_player", "each_opponent") else EffectHint()

    def text(self, eff: Any, ctx: Any) -> str:
        f = eff.get("filter")
        if f is not None:  # ("Sacrifice a land": one you control, as 701.17a has it, unsaid)
            what = {k: v for k, v in dict(f).items() if k != "controller"}
            said = ctx.a(ctx.filter(what))
            if eff.get("dealt_combat_damage_to_you"):  # Witch-king of Angmar
                said += " that dealt combat damage to you this turn"
            return ctx.player_does(eff.get("who"), "sacrifice", "sacrifices", said)
        if eff.get("what") == "self":  # "sacrifice it" (Dawn of a New Age; its controller is the ability's, 701.17a)
            return f"sacrifice {ctx.obj('self')}"
        return f"{ctx.target(eff.get('what', 'target'))}'s controller sacrifices it"


def _dealt(g: "Game", fr: "Frame", eff: "EffectUse") -> frozenset[str] | None:
    """With ``dealt_combat_damage_to_you``: the creatures that dealt combat damage to the ability's controller
    this turn (engine/combat.py keeps them); None without it (any permanent the filter matches)."""
    if not eff.get("dealt_combat_damage_to_you"):
        return None
    from ..engine.combat import dealt_combat_damage_to
    return dealt_combat_damage_to(g, fr.controller)


def _noun(f: Any) -> str:
    """'creature': what the player would sacrifice, without its article."""
    from ..cards.render import describe_filter
    return str(describe_filter({k: v for k, v in dict(f).items() if k != "controller"}))


def _a(f: Any) -> str:
    """'a creature': what the player is asked to sacrifice."""
    from ..cards.render import Ctx, describe_filter
    return Ctx(None, []).a(describe_filter({k: v for k, v in dict(f).items() if k != "controller"}))
