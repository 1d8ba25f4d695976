"""Separate into piles: "They look at the top four cards of your library and separate them into a face-down pile
and a face-up pile.  Put one pile into your hand and the other into your graveyard" (Sauron's Ransom; 700.3).

The player who separates is the chosen player (a ``choose_opponent`` before it: "Choose an opponent.  They ..."),
else the controller's opponent.  They look at the top ``n`` cards of the controller's library (``n`` counted as the
effect begins, 608.2h; a library with fewer cards gives what it has): looking shows the cards to that player alone
(701.16e), so the event says only how many, and the choice's prompt and data, which name them, are shown to its
decider alone (engine/snapshot.py).  They separate them (purpose ``pile_split``): one ``choose <card>`` for each
card put into the face-down pile, then ``done``; the rest form the face-up pile (700.3a: each card is in exactly one
pile; 700.3d: a pile may be empty).  The cards stay in the library meanwhile (700.3c), so another player's log
reads each of those answers as "chooses a card" (events.action_seen_by).

The face-up pile is face up: its cards are named in the event that tells the split; the face-down pile is only "a
face-down pile of N cards" to everyone but the player who made it.  Then the controller chooses which pile goes
into their hand (purpose ``pile_choice``: ``choose face-down pile`` / ``choose face-up pile``; the choice's data
names only the face-up cards and counts the face-down ones); that pile is put into their hand (a card moved from a
library into a hand is told to its owner only: Game.move) and the other into their graveyard (a public zone: named).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import DONE, amt, answered, ask
from ..engine.events import count_of
from ..engine.objects import PLAYERS, other
from .base import Effect, EffectHint

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame

#: the pile choice's answers (the controller's): which pile goes into their hand
FACE_DOWN = "face_down"
FACE_UP = "face_up"


def _names(g: "Game", cards: list[str]) -> str:
    return ", ".join(g.name(c) for c in cards) if cards else "no card"


class SeparatePiles(Effect):
    name = "separate_piles"
    rule = "700.3"
    params = {"n": "how many cards from the top of your library the chosen player (else your opponent) looks at and "
                   "separates into a face-down pile and a face-up pile (a number or a named amount; required)"}
    examples = (({"do": "separate_piles", "n": 4}, [],
                 "They look at the top four cards of your library and separate them into a face-down pile and a "
                 "face-up pile. Put one pile into your hand and the other into your graveyard."),)

    def check(self, eff: Any) -> str | None:
        if eff.get("n") is None:
            return "separate_piles needs n (how many cards are separated)"
        return None

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        you = fr.controller
        lib = g.players[you].library
        ctx = fr.ctx
        chosen = fr.vars.get("chosen_player")
        them = chosen if isinstance(chosen, str) and chosen in PLAYERS and chosen != you else other(you)
        src = fr.vars.get("source")
        head = f"{g.name(src)}: " if isinstance(src, str) and src in g.objects else ""
        if "cards" not in ctx:
            n = max(0, amt(g, fr, eff.get("n", 1)))
            cards = list(lib[:n])
            ctx["cards"] = cards
            ctx["down"] = []
            if not cards:
                g.emit("effect", f"{g.players[you].name} has no card in their library to separate into piles",
                       "700.3", player=you)
                return True
            # 701.16e: the cards are shown to the player who looks, and to no one else: only their number is told
            g.emit("effect", f"{g.players[them].name} looks at the top {count_of(len(cards), 'card')} of "
                   f"{g.players[you].name}'s library", "701.16e", player=them, owner=you)
            ctx["phase"] = "split"
        cards = [c for c in ctx["cards"] if c in lib]  # (700.3c: they stay in the library as they are separated)
        down: list[str] = [c for c in ctx["down"] if c in cards]
        a = answered(fr)
        if ctx.get("phase") == "split":
            rest = [c for c in cards if c not in down]
            if a is not None and a != DONE and a in rest:
                down.append(a)
                rest.remove(a)
            ctx["down"] = down
            if a != DONE and rest:
                so_far = f" (face down so far: {_names(g, down)})" if down else ""
                return ask(g, them, f"{head}you look at the top of {g.players[you].name}'s library: "
                           f"{_names(g, cards)}. Choose each card of the face-down pile, then done: the rest make "
                           f"the face-up pile{so_far}", [(c, None) for c in rest], done=True,
                           purpose="pile_split", owner=you, cards=[g.name(c) for c in cards],
                           face_down=[g.name(c) for c in down])
            up = [c for c in cards if c not in down]
            ctx["phase"] = "choose"
            # 700.3: the face-up pile is seen by all; the face-down one is a number of cards to anyone else
            g.emit("reveal", f"{g.players[them].name} separates the top {count_of(len(cards), 'card')} of "
                   f"{g.players[you].name}'s library into a face-down pile of {count_of(len(down), 'card')} and a "
                   f"face-up pile: {_names(g, up)}", "700.3", player=them, owner=you, objs=list(up),
                   face_down=len(down))
            return ask(g, you, f"{head}put which pile into your hand (the other into your graveyard)? The face-down "
                       f"pile: {count_of(len(down), 'card')}; the face-up pile: {_names(g, up)}",
                       [(FACE_DOWN, "face-down pile"), (FACE_UP, "face-up pile")], purpose="pile_choice",
                       face_up=[g.name(c) for c in up], face_down_count=len(down))
        up = [c for c in cards if c not in down]
        to_hand = down if a == FACE_DOWN else up
        to_grave = up if a == FACE_DOWN else down
        g.emit("choice", f"{g.players[you].name} puts the {'face-down' if a == FACE_DOWN else 'face-up'} pile "
               f"({_names(g, up) if a != FACE_DOWN else count_of(len(down), 'card')}) into their hand and the other "
               "into their graveyard", "700.3", player=you, pile=FACE_DOWN if a == FACE_DOWN else FACE_UP)
        for c in to_hand:
            g.move(c, "hand", rule="700.3")
        for c in to_grave:
            g.move(c, "graveyard", rule="700.3")
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        n = eff.get("n", 1)
        look = (f"they look at the top {ctx.count(n, 'card')} of your library and separate them" if n != 1 else
                "they look at the top card of your library and separate it")
        if ctx.where:
            look += ", where " + " and ".join(ctx.where)
            ctx.where.clear()
        return (f"{look} into a face-down pile and a face-up pile. Put one pile into your hand and the other into "
                "your graveyard")

    def ai(self) -> EffectHint:
        return EffectHint(frozenset({"draws"}))
