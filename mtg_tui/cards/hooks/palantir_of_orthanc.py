"""Palantír of Orthanc: its end-step hook (mill X, then life loss equal to the milled cards' mana value)."""

from __future__ import annotations

from mtg_tui.engine.effects import amt, hook, refs
from mtg_tui.engine.objects import PLAYERS


@hook("palantir_mill", "you mill X cards, where X is the number of influence counters on Palantír of Orthanc, "
                       "and that player loses life equal to the total mana value of those cards")
def _palantir_mill(g, fr, eff):
    n = amt(g, fr, "influence_counters")
    lib = g.players[fr.controller].library
    total = 0
    for oid in list(lib[:n]):
        total += g.objects[oid].card.cost.mana_value
        g.move(oid, "graveyard", why=" (milled)", rule="701.13a")
    for p in refs(g, fr, "target"):
        if p in PLAYERS:
            g.lose_life(p, total)
    return True
