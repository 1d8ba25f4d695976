"""The keywords by name, and who answers which question of the engine.

``ALL`` lists one instance of every keyword class (in the order card-file errors list them); ``BY_NAME`` maps
the name a card file and the characteristics use ("first strike") to it.  The engine and the bots don't ask
each keyword at each test: the name sets and tables below are built once, here, from the keywords' own hooks,
and a test is then one set lookup (``SICKNESS_IGNORED.isdisjoint(ch.keywords)``).
"""

from __future__ import annotations

from typing import AbstractSet, Container, Final

from .base import Keyword
from .deathtouch import Deathtouch
from .defender import Defender
from .double_strike import DoubleStrike
from .first_strike import FirstStrike
from .flash import Flash
from .flying import Flying
from .haste import Haste
from .hexproof import Hexproof
from .indestructible import Indestructible
from .lifelink import Lifelink
from .menace import Menace
from .reach import Reach
from .trample import Trample
from .vigilance import Vigilance

#: every keyword (a new keyword module adds its class here)
ALL: Final[tuple[Keyword, ...]] = (
    Flying(), Reach(), FirstStrike(), DoubleStrike(), Trample(), Deathtouch(), Lifelink(),
    Vigilance(), Haste(), Menace(), Defender(), Indestructible(), Hexproof(), Flash(),
)
BY_NAME: Final[dict[str, Keyword]] = {k.name: k for k in ALL}
#: the names, as card files may use them (cards/schema.py validates against these)
NAMES: Final[tuple[str, ...]] = tuple(k.name for k in ALL)
#: the names in the order the rules text lists them (render.py)
TEXT_ORDER: Final[tuple[str, ...]] = tuple(k.name for k in sorted(ALL, key=lambda k: k.order))


def names_where(test) -> frozenset[str]:
    """The names of the keywords for which ``test(keyword)`` holds."""
    return frozenset(k.name for k in ALL if test(k))


# ---------------------------------------------------------------------- the engine's questions
#: keywords that restrict which creatures can block their creature (asked with Keyword.blocks_ok)
BLOCK_LIMITS: Final[dict[str, Keyword]] = {k.name: k for k in ALL if k.limits_blockers}
#: keywords that raise the number of creatures needed to block their creature, and that number
MIN_BLOCKERS: Final[dict[str, int]] = {k.name: k.min_blockers for k in ALL if k.min_blockers > 1}
SICKNESS_IGNORED: Final[frozenset[str]] = names_where(lambda k: k.ignores_sickness)
ATTACK_FORBIDDEN: Final[frozenset[str]] = names_where(lambda k: k.forbids_attack)
ATTACKS_UNTAPPED: Final[frozenset[str]] = names_where(lambda k: k.attacks_untapped)
STRIKES_FIRST: Final[frozenset[str]] = names_where(lambda k: k.strikes_first)
STRIKES_TWICE: Final[frozenset[str]] = names_where(lambda k: k.strikes_twice)
TRAMPLES: Final[frozenset[str]] = names_where(lambda k: k.tramples)
LETHAL_DAMAGE: Final[frozenset[str]] = names_where(lambda k: k.lethal_damage)
LINKS_LIFE: Final[frozenset[str]] = names_where(lambda k: k.links_life)
SURVIVES_DESTROY: Final[frozenset[str]] = names_where(lambda k: k.survives_destroy)
OPPONENTS_CANT_TARGET: Final[frozenset[str]] = names_where(lambda k: k.opponents_cant_target)
INSTANT_SPEED: Final[frozenset[str]] = names_where(lambda k: k.instant_speed)
#: 122.1b: the keyword counters (a permanent with one has that keyword), among the keywords this game knows
COUNTERS: Final[frozenset[str]] = frozenset(
    ("flying", "first strike", "double strike", "deathtouch", "decayed", "exalted", "haste", "hexproof",
     "indestructible", "lifelink", "menace", "reach", "shadow", "trample", "vigilance")) & frozenset(NAMES)


def why_not(names: AbstractSet[str], among: Container[str]) -> str:
    """The tutorial's sentence (a template: see base.py) of the first keyword, in ``ALL``'s order, that is in both
    ``names`` and ``among`` (the keywords answering the question that failed)."""
    for k in ALL:
        if k.name in names and k.name in among:
            w = k.why_not()
            return w if w is not None else "{a} has " + k.name + " (" + k.rule + ")."
    return ""
