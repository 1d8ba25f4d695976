"""What the heuristic bot does with a face-down pile and a face-up pile (the effect word ``separate_piles``, 700.3:
Sauron's Ransom).  Each function reads only the bot's view (the decision's own data, its snapshot) and the cards'
Limited ratings; ``ai/heuristic.py`` asks them by the decisions' purposes.

A card is worth its Limited rating (limited/event.py ``rating``, 3.4 for a basic land, about 5 for an even spell)
less ``BLANK``, what a card that does nothing would be rated: so a pile of more cards is worth more, but four lands
are worth about one good spell.

- **Separating** (``pile_split``, the opponent's decision, who sees the cards): of every way to separate them, the
  one whose better pile is worth least (the caster will take the better one if they can tell: the piles as close in
  value as they can be); between those, the one where the caster, judging the face-down pile by its size alone
  (``AVERAGE`` a card), would take the pile worth less.  The bot answers ``choose <card>`` for each card of that
  face-down pile still to choose, then ``done``.
- **Choosing** (``pile_choice``, the caster's, who sees only the face-up cards and how many are face down): the
  face-up pile is worth its cards; the face-down pile its number of cards times the average worth of the cards of
  its own deck the bot has seen (its hand, its graveyard, its nontoken permanents; ``AVERAGE`` when there are none).
  It takes the pile worth more (the face-up one on a tie).  The face-down cards' names are never in what it reads.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations
from typing import Any, Final, Sequence

#: the rating of a card that does nothing (below a basic land's 3.4): a card's worth is its rating less this
BLANK: Final = 2.5
#: the worth of a card nobody can see, when the bot has seen no card of its own to judge by
AVERAGE: Final = 2.0


def worth(name: str) -> float:
    """What one card is worth in a pile (its Limited rating less ``BLANK``, never below 0)."""
    from ..limited.event import rating
    try:
        r = rating(name)
    except (ValueError, LookupError):  # (not a card of the registry)
        return AVERAGE
    return max(0.0, r - BLANK)


def best_face_down(cards: Sequence[str], fixed: Sequence[str] = ()) -> list[str]:
    """The names of the face-down pile the separating bot wants (see the module's docstring), among the ways that
    keep the cards ``fixed`` face down (those chosen already)."""
    pool = sorted((Counter(cards) - Counter(fixed)).elements())
    best: tuple[float, float, tuple[str, ...]] | None = None
    best_down: list[str] = list(fixed)
    seen: set[tuple[str, ...]] = set()
    total = sum(worth(n) for n in cards)
    for k in range(len(pool) + 1):
        for extra in combinations(pool, k):
            if extra in seen:
                continue
            seen.add(extra)
            down = sorted(list(fixed) + list(extra))
            vd = sum(worth(n) for n in down)
            vu = total - vd
            perceived_down = len(down) * AVERAGE
            taken = vd if perceived_down > vu else vu
            key = (round(max(vd, vu), 6), round(taken, 6), tuple(down))
            if best is None or key < best:
                best = key
                best_down = down
    return best_down


def split_choice(d: dict, name: str) -> tuple[float, str]:
    """The score of ``choose <name>`` (that card into the face-down pile) at a ``pile_split`` decision (``done``
    scores 0): 1 while the pile the bot wants needs another card of that name, else -1.  The reason names no card
    (it may be shown to the other player)."""
    cards = [str(n) for n in d.get("cards") or ()]
    fixed = [str(n) for n in d.get("face_down") or ()]
    want = Counter(best_face_down(cards, fixed)) - Counter(fixed)
    if want[name] > 0:
        return 1.0, "face down: the piles as close in value as I can make them"
    return -1.0, "face up: the piles as close in value as I can make them"


def seen_average(mine: dict) -> float:
    """The average worth of the cards of my own deck I can see (hand, graveyard, nontoken permanents)."""
    names = [n for n in list(mine.get("hand") or ()) + list(mine.get("graveyard") or ()) if n != "?"]
    names += [p["name"] for p in mine.get("battlefield") or () if not p.get("token")]
    if not names:
        return AVERAGE
    return sum(worth(n) for n in names) / len(names)


def pile_choice(d: dict, mine: dict, v: Any) -> tuple[float, str]:
    """The score of putting the pile ``v`` (``face_down`` / ``face_up``) into my hand at a ``pile_choice``
    decision: what it is worth as far as I can see (the module's docstring)."""
    up = [str(n) for n in d.get("face_up") or ()]
    n_down = int(d.get("face_down_count") or 0)
    vu = sum(worth(n) for n in up)
    vd = n_down * seen_average(mine)
    if v == "face_down":
        return vd - 0.01, f"the face-down pile: {n_down} unseen card{'s' if n_down != 1 else ''}, about {vd:.1f}" \
            f" against {vu:.1f} face up"
    return vu, f"the face-up pile ({', '.join(up) or 'no card'}): {vu:.1f} against about {vd:.1f} face down"
