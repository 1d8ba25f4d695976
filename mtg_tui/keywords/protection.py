"""Protection (702.16): "protection from [quality]", a keyword with a quality.

Unlike the other keywords it is not one word but a family ("protection from red", "protection from creatures",
"protection from everything"), so it is not in ``registry.ALL``: a permanent's characteristics carry the whole
phrase as a keyword (an effect grants it: Éowyn, Fearless Knight; Pippin, Guard of the Citadel), and a player
carries it as a player effect (The One Ring: "you gain protection from everything until your next turn").  The
qualities this game knows are the five colors (105.1), the card types (300.1: a quality that is a card type
applies to permanents with that type and to sources elsewhere of that type, 702.16a) and everything (702.16j).

What protection does, DEBT (each asked by the engine through ``stops``):
- Damage from a source with the quality is prevented (702.16e: game.py, ``deal_damage``).
- Enchanted or Equipped: an Aura with the quality is put into its owner's graveyard, an Equipment with it becomes
  unattached, as state-based actions (702.16c-d, 704.5m-n: game.py).
- Blocked: an attacking creature with it can't be blocked by creatures with the quality (702.16f: combat.py).
- Targeted: by spells with the quality, or abilities from a source with it (702.16b: legal.py).
"""

from __future__ import annotations

from typing import AbstractSet, Final, Iterable

PREFIX: Final = "protection from "
EVERYTHING: Final = "everything"
#: a color's name (as the rules text writes it) -> its letter in the characteristics (105.1)
COLORS: Final[dict[str, str]] = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
#: a card type's quality as the rules text writes it ("protection from creatures") -> the type (300.1), in the
#: order a player is offered them (the types a spell or ability that harms a creature has come first)
CARD_TYPES: Final[dict[str, str]] = {"creatures": "Creature", "instants": "Instant", "sorceries": "Sorcery",
                                     "artifacts": "Artifact", "enchantments": "Enchantment",
                                     "planeswalkers": "Planeswalker", "lands": "Land", "battles": "Battle",
                                     "kindred": "Kindred"}
#: the type (as the characteristics spell it) -> its quality
QUALITY_OF_TYPE: Final[dict[str, str]] = {t: q for q, t in CARD_TYPES.items()}
QUALITIES: Final[tuple[str, ...]] = tuple(COLORS) + tuple(CARD_TYPES) + (EVERYTHING,)
#: every "protection from ..." phrase this game knows: a test is one set lookup, like the other keywords'
KEYWORDS: Final[frozenset[str]] = frozenset(PREFIX + q for q in QUALITIES)
RULE: Final = "702.16"


def keyword(quality: str) -> str:
    """The keyword for a quality: "red" -> "protection from red"."""
    if quality not in QUALITIES:
        raise ValueError(f"unknown protection quality {quality!r}; expected one of {', '.join(QUALITIES)}")
    return PREFIX + quality


def qualities(keywords: Iterable[str]) -> list[str]:
    """The qualities among a permanent's keywords, in the order ``QUALITIES`` lists them."""
    have = [k[len(PREFIX):] for k in keywords if k in KEYWORDS]
    return sorted(have, key=QUALITIES.index)


def has_protection(keywords: AbstractSet[str]) -> bool:
    return not KEYWORDS.isdisjoint(keywords)


def stops(quals: Iterable[str], colors: Iterable[str], types: Iterable[str]) -> str | None:
    """The first of these qualities that a source with these colors and card types has (so protection from it
    applies: 702.16b-f), or None.  Everything stops every source (702.16j)."""
    cs = set(colors)
    ts = set(types)
    for q in quals:
        if q == EVERYTHING:
            return q
        c = COLORS.get(q)
        if c is not None and c in cs:
            return q
        t = CARD_TYPES.get(q)
        if t is not None and t in ts:
            return q
    return None


def text(quals: Iterable[str]) -> str:
    """"protection from red and from white" (702.16g)."""
    qs = list(quals)
    if not qs:
        return ""
    return PREFIX + " and from ".join(qs)


def reminder(quality: str) -> str:
    if quality == EVERYTHING:
        return "It can't be blocked, targeted, dealt damage, enchanted, or equipped by anything."
    return (f"It can't be blocked, targeted, dealt damage, enchanted, or equipped by anything "
            f"{'that is ' + quality if quality in COLORS else 'of that type'}.")
