"""What every keyword is: the parts a keyword module fills in (see docs/VOCABULARY.md, "Add a keyword").

A keyword is one class in one module (``flying.py``: ``class Flying(Keyword)``), and it owns everything the
program knows about the word:

- ``name`` (as card files and the characteristics spell it) and ``rule`` (its section, 702.x);
- ``text()``: how the rules text writes it, and ``reminder()``: its reminder text;
- the rules: the hooks the engine asks (``blocks_ok``, ``min_blockers``, ``ignores_sickness``...: defaults
  below that say "this keyword changes nothing here"); the engine reads them once, at import
  (``keywords/registry.py`` gathers which keywords answer which question);
- ``ai()``: what the bots know of it (``KeywordHint``);
- ``why_not()``: the sentence the tutorial writes when the keyword is the reason an action isn't legal
  ("{a}": the creature the keyword stops or would let act, "{b}": the would-be blocker), or None when it
  never forbids anything.

``text``, ``reminder``, ``ai`` and ``why_not`` have no default: a keyword module that forgets one fails the
completeness test (tests/test_keywords.py).
"""

from __future__ import annotations

from typing import AbstractSet


class KeywordHint:
    """What the bots know of a keyword.

    value: what it adds to a creature's worth (in points of the heuristic's creature value);
    evasion: how much harder it makes the creature to block (the Ring-bearer choice adds it);
    lethal: any damage it deals is lethal (the bots' combat counts a kill);
    first_strike_edge: it deals its damage before a creature without it (the bots' combat counts that the
        other creature then deals none);
    redundant: a second instance adds nothing (702.x: multiple instances are redundant), so granting it to a
        creature that has it is wasted.
    """

    def __init__(self, value: float, evasion: float = 0.0, lethal: bool = False, first_strike_edge: bool = False,
                 redundant: bool = True) -> None:
        self.value = value
        self.evasion = evasion
        self.lethal = lethal
        self.first_strike_edge = first_strike_edge
        self.redundant = redundant


class Keyword:
    """A keyword ability (702). Subclasses set ``name`` and ``rule``, implement the four parts, and override the
    hooks their rule changes."""

    name: str = ""
    rule: str = ""
    #: where the rules text lists it among the others (render.py: "Flash" first, then defender, flying...)
    order: int = 99
    #: written on a line of its own at the top of the rules text (flash), not in the keyword line
    own_line: bool = False

    # ------------------------------------------------------------------ the rules: what the engine asks
    #: 702.9b-like: this keyword on an attacker restricts which creatures can block it (see ``blocks_ok``)
    limits_blockers: bool = False
    #: the smallest number of creatures that can block its creature (menace: 2, 702.111b)
    min_blockers: int = 1
    #: its creature can attack and use {T} abilities the turn it came under its controller's control (302.6)
    ignores_sickness: bool = False
    #: its creature can't attack (defender, 702.3b)
    forbids_attack: bool = False
    #: attacking doesn't cause its creature to tap (vigilance, 702.20b)
    attacks_untapped: bool = False
    #: its creature deals combat damage in the first-strike damage step (510.4)
    strikes_first: bool = False
    #: ... and again in the regular one (double strike, 702.4b)
    strikes_twice: bool = False
    #: excess combat damage goes to the player or planeswalker it attacks (trample, 702.19b)
    tramples: bool = False
    #: any nonzero damage it deals is lethal (deathtouch, 702.2b-c, 704.5h)
    lethal_damage: bool = False
    #: damage it deals also makes its controller gain that much life (lifelink, 702.15b)
    links_life: bool = False
    #: "destroy" and lethal damage don't destroy it (indestructible, 702.12b)
    survives_destroy: bool = False
    #: it can't be the target of spells or abilities its opponents control (hexproof, 702.11b)
    opponents_cant_target: bool = False
    #: its card can be cast any time its owner could cast an instant (flash, 702.8a)
    instant_speed: bool = False

    def blocks_ok(self, blocker_keywords: AbstractSet[str]) -> bool:
        """With ``limits_blockers``: whether a creature with these keywords may block this keyword's creature."""
        return True

    # ------------------------------------------------------------------ the parts every keyword writes
    def text(self) -> str:
        """The keyword as the rules text writes it (in lower case: the line's first word is capitalised)."""
        raise NotImplementedError(f"{type(self).__name__}.text")

    def reminder(self) -> str:
        """Its reminder text (the rules text shows none today)."""
        raise NotImplementedError(f"{type(self).__name__}.reminder")

    def ai(self) -> KeywordHint:
        """What the bots know of it."""
        raise NotImplementedError(f"{type(self).__name__}.ai")

    def why_not(self) -> str | None:
        """The tutorial's sentence when this keyword is why an action isn't legal ({a}, {b}: see the module), or
        None when it never forbids anything."""
        raise NotImplementedError(f"{type(self).__name__}.why_not")
