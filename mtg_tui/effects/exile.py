"""Exile: "exile target creature" (406.1, 701.13a: the object moves to the exile zone; it becomes a new object,
400.7, and no "dies" trigger sees it); "exile Council's Deliberation from your graveyard": ``what = "self"``
with ``from = "graveyard"``, the card whose ability works there (113.6); ``graveyard = "target"``: "exile target player's graveyard" (Stone
of Erech), every card in that player's graveyard.

``until = "source_leaves"``: "exile target creature ... until ~ leaves the battlefield" (610.3): the exiled card
returns to the battlefield under its owner's control as soon as the source leaves (610.3c: the game keeps the
link as a duration "until_source_leaves" of a record in ``Game.effects``, which changes no characteristic); if
the source has already left when it would exile, nothing is exiled (610.3c).

``from = "graveyard"`` with a target: "exile target creature card from an opponent's graveyard" (Lobelia
Sackville-Baggins): the target is a card in a graveyard (its filter says so), exiled if it is still there as the
effect resolves (608.2b).  What it exiled is kept in the frame (``exiled``: the cards as they were in the
graveyard, 608.2h) for the effects after it ("where X is the exiled card's power": the amount
``exiled_card_power``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import on_battlefield, refs
from .base import Effect, EffectHint

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class Exile(Effect):
    name = "exile"
    rule = "701.13a"
    params = {"what": "the permanent exiled (a reference; the first target if absent)",
              "from": "\"graveyard\": the card is in a graveyard: with what = \"self\", the card whose ability works "
                      "in its graveyard; with a target, a card in a graveyard (its filter's zone)",
              "graveyard": "a player reference: every card in that player's graveyard is exiled instead (none if "
                           "absent)",
              "until": "source_leaves: it returns when the source leaves the battlefield (610.3; for good if absent)",
              "unless": "a condition word: nothing is exiled if it holds as it resolves ('exile that token unless "
                        "Sauron is your Ring-bearer'; none if absent)",
              "subject": "text only: the words for what is exiled ('that token'), when not its reference's"}
    hurts = ("what", "target")
    examples = (({"do": "exile"}, [{"what": "creature"}], "Exile target creature."),
                ({"do": "exile", "what": "self", "from": "graveyard"}, [],
                 "Exile Lightning Bolt from your graveyard."),
                ({"do": "exile", "graveyard": "target"}, [{"what": "player"}],
                 "Exile target player's graveyard."),
                ({"do": "exile", "from": "graveyard"},
                 [{"what": "creature", "zone": "graveyard", "controller": "opponent"}],
                 "Exile target creature card from an opponent's graveyard."),
                ({"do": "exile", "until": "source_leaves"}, [{"what": "creature", "controller": "opponent"}],
                 "Exile target creature an opponent controls until Lightning Bolt leaves the battlefield."))

    def check(self, eff: Any) -> str | None:
        if eff.get("from") not in (None, "graveyard") or (eff.get("from") and eff.get("what", "target") not in
                                                          ("self", "target")):
            return 'from = "graveyard" goes with what = "self" or "target" (a card in a graveyard)'
        u = eff.get("until")
        return None if u in (None, "source_leaves") else f"until: expected 'source_leaves', got {u!r}"

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        whose = eff.get("graveyard")
        if whose is not None:  # 406.1: each card of that graveyard moves to exile
            for p in refs(g, fr, whose):
                if p in g.players:
                    cards = list(g.players[p].graveyard)
                    for c in cards:
                        g.move(c, "exile")
                    g.emit("effect", f"{g.players[p].name}'s graveyard is exiled ({len(cards)} cards)", "406.1",
                           player=p)
            return True
        unless = eff.get("unless")
        if unless and g.check_condition(str(unless), fr.vars.get("source"), fr.controller):
            return True  # "unless Sauron is your Ring-bearer": it is
        yard = eff.get("from") == "graveyard"
        linked = eff.get("until") == "source_leaves"
        src = fr.vars.get("source")
        if linked and not (isinstance(src, str) and on_battlefield(g, src)):
            return True  # 610.3c: the source has left already: nothing is exiled
        for t in refs(g, fr, eff.get("what", "target")):
            if on_battlefield(g, t) if not yard else (t in g.objects and g.objects[t].zone == "graveyard"):
                if yard:  # 608.2h: the exiled card as it last was, for "the exiled card's power"
                    fr.vars.setdefault("exiled", []).append(g.objects[t].card)
                nid = g.move(t, "exile")
                if linked and nid is not None and isinstance(src, str):
                    g.exile_until_leaves(nid, src, fr.controller)
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        whose = eff.get("graveyard")
        if whose is not None:
            who = ctx.target(whose)
            return f"exile {'your' if who == 'you' else who + chr(39) + 's'} graveyard"
        if eff.get("from") == "graveyard" and eff.get("what") == "self":
            return f"exile {ctx.name} from your graveyard"
        tail = f" until {ctx.name} leaves the battlefield" if eff.get("until") == "source_leaves" else ""
        if eff.get("unless"):
            tail += f" unless {ctx.condition(eff['unless'])}"
        return f"exile {eff.get('subject') or ctx.obj(eff.get('what', 'target'))}{tail}"

    def ai(self) -> EffectHint:
        return EffectHint(frozenset({"hostile", "removal", "destroys"}))

    def harms(self, eff: Any) -> list[Any]:
        """Exiling a player's graveyard hurts that player (ai/harm.py: never aimed at itself)."""
        whose = eff.get("graveyard")
        return [whose] if whose is not None else super().harms(eff)

    def ai_for(self, eff: Any) -> EffectHint:
        """Exiling a graveyard is hostile (aimed at an opponent), but removes no permanent."""
        return EffectHint(frozenset({"hostile"})) if eff.get("graveyard") is not None else self.ai()
