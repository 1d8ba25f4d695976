"""Phial of Galadriel: two replacement effects (614.1a, 614.11) of its controller's draws and life gain."""

from __future__ import annotations

from mtg_tui.engine.effects import replacement


@replacement("phial_draw", "If you would draw a card while you have no cards in hand, draw two cards instead.")
def _phial_draw(g, src, event, **kw):
    """614.11: its controller's draw with an empty hand is two draws (each a draw of its own, not replaced again:
    614.5).  The engine asks only while the hand is empty (Game.draw)."""
    if event == "draw":
        if kw["player"] == g.objects[src].controller and not g.players[kw["player"]].hand:
            return 2
        return kw["n"]
    return None


@replacement("phial_life", "If you would gain life while you have 5 or less life, you gain twice that much life "
             "instead.")
def _phial_life(g, src, event, **kw):
    """614.1a: its controller's life gain while at 5 life or less is doubled."""
    if event == "life_gain":
        if kw["player"] == g.objects[src].controller and g.players[kw["player"]].life <= 5:
            return 2 * kw["n"]
        return kw["n"]
    return None
