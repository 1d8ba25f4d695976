"""The static scores of a position the bots judge by: `evaluate` (hand-set: life steeper near 0, the board, the
hand, the Ring), what the normal bot's combat playouts and sequencing weigh, and `evaluate_learned` (a logistic
fit on normal-vs-normal games: a chance to win), what the hard bot's rollouts are scored by.  Compiled with the
engine (mtg_tui/_build/mtg_build.py): every playout ends here."""

from __future__ import annotations

import math

from ..engine.snapshot import permanent_json
from .heuristic import creature_value


def _life_value(life: int) -> float:
    """Life is worth more the closer it is to 0: each point under 10 counts double, under 5 triple (a point is
    worth 1 from 20 to 10, 2 from 10 to 5, 3 below 5: 20 life is 35, 10 is 25, 5 is 15, 1 is 3)."""
    return life + min(life, 10) + min(life, 5)


def _board_value(p: dict) -> float:
    v = creature_value(p)
    flags = p.get("flags", ())
    if "Creature" in p["types"] and ("cant_attack" in flags or "cant_attack_or_block" in flags):
        v *= 0.5 if "cant_block" not in flags and "cant_attack_or_block" not in flags else 0.2
    return v


def _permanents(g, pid: str, bearers: tuple) -> list[dict]:
    """``pid``'s permanents as its view shows them (entries shared with earlier views: read only), in the
    battlefield's order: only what the scores read, without the rest of a view (the legal actions' texts, every
    zone's names), which a playout's end has no use for."""
    objs = g.objects
    return [permanent_json(g, i, bearers, True) for i in g.battlefield if objs[i].controller == pid]


def fsum(xs: list[float]) -> float:
    """sum() of floats, added in order from 0.0, so the same value as sum() (a bare sum() of floats is an int to
    mypyc, and a TypeError in the compiled build; math.fsum rounds otherwise).  A list, not a generator: compiled,
    a list comprehension is the cheaper of the two."""
    total = 0.0
    for x in xs:
        total += x
    return total


def evaluate(g, me: str) -> float:
    """A static score of a position from ``me``'s side: life (steeper near 0), the board (creatures that can
    neither attack nor block count little), cards in hand and the Ring.  All of it public, or ``me``'s own."""
    if g.over:
        return 0.0 if g.winner == "draw" else (1000.0 if g.winner == me else -1000.0)
    opp = "p2" if me == "p1" else "p1"
    mine, theirs = g.players[me], g.players[opp]
    bearers = tuple(p.ring_bearer for p in g.players.values())
    v = _life_value(mine.life) - _life_value(theirs.life)
    v += 2.5 * (fsum([_board_value(p) for p in _permanents(g, me, bearers)])
                - fsum([_board_value(p) for p in _permanents(g, opp, bearers)]))
    v += 2.5 * (min(len(mine.hand), 7) - min(len(theirs.hand), 7))
    v += 3.0 * (mine.ring - theirs.ring)
    return v


# Weights of a logistic fit of "this player goes on to win" on the differences (mine - theirs) of these features,
# taken from both sides at the first decision of each turn of 5,400 normal-vs-normal games (every ordered pairing
# of the 15 shipped decks 24 times; draws left out): life, life up to 10, life up to 5, the sum of _board_value,
# creatures, their power, cards in hand (up to 7), the Ring's level, lands; plus whose turn it is.  Newton's
# method with an L2 penalty of 1; on a held-out fifth of the positions its log loss is 0.542 and it calls the
# winner 69.8% of the time; the hand-set `evaluate`, scaled by its own best fit, 0.557.
_W_LIFE, _W_LIFE10, _W_LIFE5, _W_BOARD, _W_CREATURES, _W_POWER, _W_HAND, _W_RING, _W_LANDS = (
    0.0575, 0.1067, 0.1469, 0.1165, 0.0867, 0.0275, 0.3406, 0.0594, -0.0602)
_W_ACTIVE = 0.395  # the player whose turn it is (+) or is not (-)


def _side(g, pid: str, bearers: tuple) -> float:
    pl = g.players[pid]
    life = pl.life
    v = _W_LIFE * life + _W_LIFE10 * min(life, 10) + _W_LIFE5 * min(life, 5)
    v += _W_HAND * min(len(pl.hand), 7) + _W_RING * pl.ring
    for p in _permanents(g, pid, bearers):
        if "Land" in p["types"]:
            v += _W_LANDS
        v += _W_BOARD * _board_value(p)
        if "Creature" in p["types"]:
            v += _W_CREATURES + _W_POWER * max(0, p["power"] or 0)
    return v


def evaluate_learned(g, me: str) -> float:
    """``me``'s chance to win, from 100 (won) to -100 (lost), as a fit on normal-vs-normal games predicts it."""
    if g.over:
        return 0.0 if g.winner == "draw" else (100.0 if g.winner == me else -100.0)
    opp = "p2" if me == "p1" else "p1"
    bearers = tuple(p.ring_bearer for p in g.players.values())
    z = _side(g, me, bearers) - _side(g, opp, bearers)
    z += _W_ACTIVE if g.active == me else -_W_ACTIVE
    z = max(-30.0, min(30.0, z))
    return 200.0 / (1.0 + math.exp(-z)) - 100.0
