"""Determinization for search: a clone in which what a player cannot see is sampled anew.

The opponent's hand and library are pooled and dealt again at random (same
sizes), and the player's own library is shuffled: the sampled game agrees with
everything the player has seen and nothing it has not.  The opponent's remaining
cards as a pool are taken as known (an open decklist).
"""

from __future__ import annotations

from .objects import other
from .rng import Rng


def determinized(game, player: str, rng: Rng):
    g = game.clone()
    g.keep_log = False
    g.log = []
    opp = other(player)
    po = g.players[opp]
    # canonical order first (by name), so the sample doesn't depend on the hidden arrangement
    order = sorted(po.hand + po.library, key=lambda i: (g.objects[i].card.name, i))
    rng.shuffle(order)
    k = len(po.hand)
    new_hand, new_lib = order[:k], order[k:]
    for oid in new_hand:
        _relocate(g, oid, "hand")
    for oid in new_lib:
        _relocate(g, oid, "library")
    po.hand, po.library = new_hand, new_lib
    mine = g.players[player].library
    mine.sort(key=lambda i: (g.objects[i].card.name, i))
    rng.shuffle(mine)
    g.rng = Rng(rng.next())
    g._legal = None
    g.dirty()
    return g


def _relocate(g, oid: str, zone: str) -> None:
    o = g.objects[oid]
    if o.zone != zone:
        o = o.clone()  # objects outside the battlefield are shared between clones: copy before changing
        o.zone = zone
        g.objects[oid] = o
