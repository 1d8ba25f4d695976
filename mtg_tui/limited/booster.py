"""Boosters of a set's draft kind (SCENARIOS.md section 4, `mtg-tui booster`).

A pack is 15 cards: 10 commons, 3 uncommons, 1 rare or mythic rare (a mythic about one pack in seven, and
only in that slot), 1 basic land; drawn only from the cards the game implements; the same seed gives the same
packs.  No card is twice in a pack.

Printed packs are collated so that a pack's commons spread over the colors: here every color has at least one
and at most three of the ten (``COMMON_SPREAD``), the other slots open to any common (colorless ones too).
The basic land slot is one of the set's basic lands (collector numbers after the main set), with rarity
"basic".
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ..engine.rng import Rng

COLORS = "WUBRG"
#: the commons of one color in a pack: at least, at most
COMMON_SPREAD = (1, 3)
#: one pack in this many has a mythic rare in its rare slot
MYTHIC_ONE_IN = 7
SLOTS = {"common": 10, "uncommon": 3, "rare": 1, "basic": 1}
#: the set's basic lands by collector number (LTR: 262-271 two of each basic in WUBRG order, as the basic land
#: card files say, then 272-281 the full-art ones in the same order)
BASICS = {"LTR": [(start + 2 * i + k, name) for start in (262, 272)
                  for i, name in enumerate(("Plains", "Island", "Swamp", "Mountain", "Forest")) for k in range(2)]}


class BoosterError(ValueError):
    """A set that can't make boosters (unknown, or too few implemented cards of a rarity)."""


@dataclass(frozen=True)
class PackCard:
    name: str
    number: int
    rarity: str
    colors: str  # its colors, WUBRG letters ('' for colorless)

    def to_json(self) -> dict:
        return {"name": self.name, "number": self.number, "rarity": self.rarity}


@lru_cache(maxsize=None)
def _pool(code: str) -> dict[str, tuple[PackCard, ...]]:
    """The implemented cards of the set by rarity, in collector-number order."""
    from ..cards.registry import registry
    from ..cards.sets import SetError, implemented, load_set
    try:
        cards = load_set(code.upper()).cards
    except SetError as e:
        raise BoosterError(str(e)) from None
    have = implemented(code.upper())
    reg = registry()
    out: dict[str, list[PackCard]] = {"common": [], "uncommon": [], "rare": [], "mythic": []}
    for c in cards:
        if c.number in have and c.rarity in out:
            card = reg.get(have[c.number])
            out[c.rarity].append(PackCard(card.name, c.number, c.rarity, "".join(x for x in COLORS if x in card.colors)))
    if len(out["common"]) < SLOTS["common"] or len(out["uncommon"]) < SLOTS["uncommon"] or not out["rare"]:
        raise BoosterError(f"set {code.upper()}: too few implemented cards to make a booster")
    if code.upper() not in BASICS:
        raise BoosterError(f"set {code.upper()}: its basic lands are not known")
    for col in COLORS:
        if not any(c.colors == col for c in out["common"]):
            raise BoosterError(f"set {code.upper()}: no implemented common of color {col}")
    return {k: tuple(v) for k, v in out.items()}


def _pick(rng: Rng, cards: tuple[PackCard, ...] | list[PackCard], taken: set[str]) -> PackCard:
    while True:
        c = cards[rng.below(len(cards))]
        if c.name not in taken:
            taken.add(c.name)
            return c


def _commons(rng: Rng, commons: tuple[PackCard, ...], taken: set[str]) -> list[PackCard]:
    """Ten commons: first one of each color (in a random order), then the rest at random, never a color past its
    most (COMMON_SPREAD)."""
    lo, hi = COMMON_SPREAD
    by_color = {col: [c for c in commons if c.colors == col] for col in COLORS}
    out: list[PackCard] = []
    counts = dict.fromkeys(COLORS, 0)
    order = list(COLORS)
    rng.shuffle(order)
    for col in order:
        for _ in range(lo):
            out.append(_pick(rng, by_color[col], taken))
            counts[col] += 1
    while len(out) < SLOTS["common"]:
        c = commons[rng.below(len(commons))]
        if c.name in taken:
            continue
        if len(c.colors) == 1 and counts[c.colors] >= hi:
            continue
        taken.add(c.name)
        out.append(c)
        if len(c.colors) == 1:
            counts[c.colors] += 1
    rng.shuffle(out)  # (the pack shows its commons in no color order)
    return out


def booster(rng: Rng, code: str = "LTR") -> list[PackCard]:
    """One pack: the rare slot, then the uncommons, the commons and the basic land."""
    pool = _pool(code)
    taken: set[str] = set()
    mythic = bool(pool["mythic"]) and rng.below(MYTHIC_ONE_IN) == 0
    pack = [_pick(rng, pool["mythic"] if mythic else pool["rare"], taken)]
    pack += [_pick(rng, pool["uncommon"], taken) for _ in range(SLOTS["uncommon"])]
    pack += _commons(rng, pool["common"], taken)
    number, name = BASICS[code.upper()][rng.below(len(BASICS[code.upper()]))]
    pack.append(PackCard(name, number, "basic", ""))
    return pack


def boosters(code: str = "LTR", seed: int = 1, count: int = 1) -> list[list[PackCard]]:
    """``count`` packs from one seed (the same seed, the same packs)."""
    if count < 1:
        raise BoosterError(f"count must be at least 1; got {count}")
    rng = Rng(seed)
    return [booster(rng, code) for _ in range(count)]
