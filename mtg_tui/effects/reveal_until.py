"""Reveal until: "target opponent reveals cards from the top of their library until they reveal a land card. Put
that card onto the battlefield tapped under your control and the rest into their graveyard" (701.16a; Sméagol,
Helpful Guide).

The player reveals cards from the top of their library one at a time until a card matches ``filter`` (or the
library runs out: then every card was revealed and none is put onto the battlefield, 701.16a); each revealed
card is public (its name in the event).  The matching card is put onto the battlefield tapped (``tapped``) under
the ability's controller's control (``under_your_control``, 110.2a), the rest into their owner's graveyard.
Nothing is chosen: the order of the library decides."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import refs
from ..engine.filters import FilterSpec
from .base import Effect, EffectHint

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class RevealUntil(Effect):
    name = "reveal_until"
    rule = "701.16a"
    params = {"who": "the player who reveals (a reference; you if absent)",
              "filter": "the kind of card that stops it (a filter of cards; required)",
              "tapped": "the card found enters tapped (false if absent)",
              "under_your_control": "the card found enters under the ability's controller's control (its owner's "
                                    "if absent)"}
    hurts = ("who", None)
    examples = (({"do": "reveal_until", "who": "target", "filter": {"what": "card", "types": ["Land"]},
                  "tapped": True, "under_your_control": True}, [{"what": "opponent"}],
                 "Target opponent reveals cards from the top of their library until they reveal a land card. Put "
                 "that card onto the battlefield tapped under your control and the rest into their graveyard."),)

    def check(self, eff: Any) -> str | None:
        return None if eff.get("filter") else "reveal_until needs a filter (the card that stops it)"

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        f = FilterSpec({"what": "card", **dict(eff["filter"]), "zone": "library"})
        src = fr.vars.get("source")
        for p in refs(g, fr, eff.get("who", "you")):
            if p not in g.players:
                continue
            lib = g.players[p].library
            found = None
            revealed: list[str] = []
            for oid in list(lib):
                revealed.append(oid)
                g.emit("reveal", f"{g.players[p].name} reveals {g.name(oid)} from the top of their library",
                       "701.16a", player=p, obj=oid)
                if g.matches(oid, f, src, fr.controller):
                    found = oid
                    break
            if found is not None:
                ctrl = fr.controller if eff.get("under_your_control") else None
                g.move(found, "battlefield", controller=ctrl, tapped=bool(eff.get("tapped")), rule="701.16a")
            for oid in revealed:
                if oid != found and oid in g.objects:
                    g.move(oid, "graveyard", why=" (revealed)", rule="701.16a")
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        f = {"what": "card", **dict(eff.get("filter") or {})}
        f.pop("zone", None)
        desc = ctx.filter(f)
        if not desc.endswith("card"):
            desc += " card"
        who = eff.get("who") or "you"
        head = ctx.player_does(who, "reveal", "reveals", "cards from the top of their library")
        if who == "you":
            head = head.replace("their library", "your library")
        them = "you" if who == "you" else "they"
        put = "Put that card onto the battlefield" + (" tapped" if eff.get("tapped") else "")
        if eff.get("under_your_control"):
            put += " under your control"
        rest = "your graveyard" if who == "you" else "their graveyard"
        return f"{head} until {them} reveal {ctx.with_article(desc)}. {put} and the rest into {rest}"

    def ai(self) -> EffectHint:
        return EffectHint(frozenset({"hostile"}))
