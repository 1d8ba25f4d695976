"""Exile cards a player may then play (601.3, 305.1): "exile the top card of your library. You may play that card
this turn" (Moria Marauder); "Exile all creature cards from target player's graveyard. You may cast spells from
among those cards for as long as they remain exiled, and mana of any type can be spent to cast them" (Shadow of
the Enemy).

``from``: ``library_top`` (the top card of its controller's library) or ``target_graveyard`` (every card of the
target player's graveyard that ``filter`` matches).  ``until``: ``turn`` (this turn) or ``exiled`` (as long as
the card remains exiled: a card that leaves exile is a new object, 400.7, so the permission dies with it).
``any_mana``: mana of any type can be spent to cast them (609.4b).  The permission is the game's
(``Game.may_play``); the cards are offered among the player's lands to play and spells to cast, with the usual
timing and costs (engine/legal.py ``playable_exiled``).  Exile is public: the cards are named in the log."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import refs
from ..engine.filters import FilterSpec
from .base import Effect, EffectHint

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class ExileToPlay(Effect):
    name = "exile_to_play"
    rule = "601.3"
    params = {"from": "library_top or target_graveyard (required)",
              "filter": "with target_graveyard: which cards are exiled (a card filter; every card if absent)",
              "until": "how long they may be played: turn or exiled (required)",
              "any_mana": "mana of any type can be spent to cast them (609.4b; false if absent)"}
    examples = (({"do": "exile_to_play", "from": "library_top", "until": "turn"}, [],
                 "Exile the top card of your library. You may play that card this turn."),
                ({"do": "exile_to_play", "from": "target_graveyard", "filter": {"what": "card", "types": ["Creature"]},
                  "until": "exiled", "any_mana": True}, [{"what": "player"}],
                 "Exile all creature cards from target player's graveyard. You may cast spells from among those "
                 "cards for as long as they remain exiled, and mana of any type can be spent to cast them."))

    def check(self, eff: Any) -> str | None:
        if eff.get("from") not in ("library_top", "target_graveyard"):
            return f"from: expected library_top or target_graveyard, got {eff.get('from')!r}"
        if eff.get("until") not in ("turn", "exiled"):
            return f"until: expected turn or exiled, got {eff.get('until')!r}"
        return None

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        you = fr.controller
        if eff["from"] == "library_top":
            lib = g.players[you].library
            cards = lib[:1]
        else:
            cards = []
            f = eff.get("filter")
            spec = FilterSpec({"what": "card", **dict(f or {}), "zone": "graveyard"})
            for p in refs(g, fr, "target"):
                cards += [c for c in g.players[p].graveyard if g.matches(c, spec, fr.vars.get("source"), you)]
        until = g.turn if eff["until"] == "turn" else -1
        any_mana = bool(eff.get("any_mana"))
        names = []
        for c in cards:
            nid = g.move(c, "exile", why="", rule="406.1")
            if nid is not None:
                g.may_play = {**g.may_play, nid: (you, until, any_mana)}
                names.append(g.name(nid))
        if names:
            how = "this turn" if until >= 0 else "while they remain exiled"
            g.emit("effect", f"{g.players[you].name} may play {', '.join(names)} {how}", "601.3", player=you)
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        if eff.get("from") == "library_top":
            head = "exile the top card of your library"
            tail = "You may play that card this turn" if eff.get("until") == "turn" else \
                "You may play that card for as long as it remains exiled"
        else:
            f = {"what": "card", **dict(eff.get("filter") or {})}
            head = f"exile all {ctx.filter(f, plural=True)} from {ctx.obj('target')}'s graveyard"
            tail = "You may cast spells from among those cards " + (
                "this turn" if eff.get("until") == "turn" else "for as long as they remain exiled")
        if eff.get("any_mana"):
            tail += ", and mana of any type can be spent to cast them"
        return f"{head}. {tail}"

    def ai(self) -> EffectHint:
        return EffectHint(frozenset({"draws"}))
