"""Reveal until: "reveal cards from the top of your library until you reveal X land cards ... Put those lands
onto the battlefield tapped and the rest on the bottom of your library in a random order" (701.16a; The Ring
Goes South; "until you reveal a Saga card", Tom Bombadil); "target opponent reveals cards from the top of their
library until they reveal a land card. Put that card onto the battlefield tapped under your control and the rest
into their graveyard" (Sméagol, Helpful Guide).

The player (``who``, you if absent) reveals cards from the top of their library one by one until ``n`` of them
match ``filter`` or the library runs out (then every card was revealed, and those that matched are put onto the
battlefield all the same).  Each revealed card is public (its name is in the event).  The matching cards are put
onto the battlefield (``tapped``: tapped; ``under_your_control``: under the effect's controller's control, 110.2a,
else their owner's); the rest go to the bottom of that library in an order the game's random generator decides
(no player chooses it), or with ``rest = "graveyard"`` into their owner's graveyard.  ``n`` is counted as the
effect begins (608.2h)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import amt, refs
from ..engine.filters import FilterSpec
from .base import Effect, EffectHint, bottom_in_random_order, card_kind

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class RevealUntil(Effect):
    name = "reveal_until"
    rule = "701.16a"
    params = {"who": "the player who reveals (a reference; you if absent)",
              "filter": "the kind of card looked for (a filter of cards; required)",
              "n": "how many such cards (a number or a named amount; 1 if absent)",
              "tapped": "they are put onto the battlefield tapped (false if absent)",
              "under_your_control": "they enter under the effect's controller's control (their owner's if absent)",
              "rest": "where the other revealed cards go: \"graveyard\" (their owner's), or the bottom of the library "
                      "in a random order if absent"}
    hurts = ("who", None)
    examples = (({"do": "reveal_until", "filter": {"what": "card", "types": ["Land"]},
                  "n": "legendary_creatures_you_control", "tapped": True}, [],
                 "Reveal cards from the top of your library until you reveal X land cards, where X is the number "
                 "of legendary creatures you control. Put those lands onto the battlefield tapped and the rest on "
                 "the bottom of your library in a random order."),
                ({"do": "reveal_until", "filter": {"what": "card", "subtypes": ["Saga"]}}, [],
                 "Reveal cards from the top of your library until you reveal a Saga card. Put that card onto the "
                 "battlefield and the rest on the bottom of your library in a random order."),
                ({"do": "reveal_until", "who": "target", "filter": {"what": "card", "types": ["Land"]},
                  "tapped": True, "under_your_control": True, "rest": "graveyard"}, [{"what": "opponent"}],
                 "Target opponent reveals cards from the top of their library until they reveal a land card. Put "
                 "that card onto the battlefield tapped under your control and the rest into their graveyard."))

    def check(self, eff: Any) -> str | None:
        if not eff.get("filter"):
            return "reveal_until needs a filter (the card looked for)"
        if eff.get("rest") not in (None, "graveyard"):
            return f"rest: expected \"graveyard\" (or absent: the bottom in a random order), got {eff.get('rest')!r}"
        return None

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        n = amt(g, fr, eff.get("n", 1))
        f = FilterSpec({"what": "card", **dict(eff["filter"]), "zone": "library"})
        src = fr.vars.get("source")
        ctrl = fr.controller if eff.get("under_your_control") else None
        for p in refs(g, fr, eff.get("who", "you")):
            if p not in g.players:
                continue
            lib = g.players[p].library
            found: list[str] = []
            rest: list[str] = []
            if n > 0:
                for c in list(lib):
                    g.emit("reveal", f"{g.players[p].name} reveals {g.name(c)} from the top of their library",
                           "701.16a", player=p, obj=c)
                    (found if g.matches(c, f, src, fr.controller) else rest).append(c)
                    if len(found) >= n:
                        break
            if eff.get("rest") == "graveyard":
                for c in rest:
                    if c in g.objects:
                        g.move(c, "graveyard", why=" (revealed)", rule="701.16a")
            else:
                bottom_in_random_order(g, p, rest, "revealed card", "701.16a")
            for c in found:
                g.move(c, "battlefield", controller=ctrl or p, tapped=bool(eff.get("tapped")), rule="701.16a")
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        f, desc = card_kind(ctx, eff)
        who = eff.get("who") or "you"
        n = eff.get("n", 1)
        head = ctx.player_does(eff.get("who"), "reveal", "reveals", "cards from the top of their library")
        if who == "you":
            head = head.replace("their library", "your library")
        them = "you" if who == "you" else "they"
        text = f"{head} until {them} reveal {ctx.count(n, desc)}"
        if ctx.where:
            text += ", where " + " and ".join(ctx.where)
            ctx.where.clear()
        those = "that card" if n == 1 else "those " + ctx.filter({**f, "what": "card"}).replace(" card", "") + "s"
        put = f"Put {those} onto the battlefield" + (" tapped" if eff.get("tapped") else "")
        if eff.get("under_your_control"):
            put += " under your control"
        if eff.get("rest") == "graveyard":
            return f"{text}. {put} and the rest into {'your' if who == 'you' else 'their'} graveyard"
        lib = "your library" if who == "you" else "their library"
        return f"{text}. {put} and the rest on the bottom of {lib} in a random order"

    def ai(self) -> EffectHint:
        return EffectHint(frozenset({"grows_board"}))

    def ai_for(self, eff: Any) -> EffectHint:
        """Aimed at an opponent's library (Sméagol): hostile; one's own: it grows the board."""
        return EffectHint(frozenset({"hostile"})) if eff.get("who") not in (None, "you") else self.ai()
