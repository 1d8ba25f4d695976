"""What a condition is: a named question about the game a card asks ("if a creature died this turn", an
ability that can be activated only if you control a legendary creature, an intervening "if" of a trigger,
603.4).  A card file names it (``condition = "creature_died_this_turn"``); the class owns:

- ``name``, ``rule`` (the section it follows: 603.4 for an intervening if, 602.5b for an activation limit...);
- ``holds(g, src, you)``: the answer now, for the ability of ``src`` controlled by ``you``;
- ``text()``: its words after "if" / "as long as" (``CARDNAME`` for the card's name);
- ``text_not()``: its words negated, for an "if" that asks it doesn't hold (None when no card does);
- ``why_not()``: the sentence the tutorial and the explainer say when it doesn't hold ("no creature died
  this turn"), ``CARDNAME`` again for the card's name;
- ``leads``: a static's "as long as" clause comes first in its sentence; ``follows_self``: it comes after a
  static of the card itself, named in full;
- ``examples``: (the card it is tested on, whether it holds on a fresh board) for its tests.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game


class Condition:
    name: ClassVar[str] = ""
    rule: ClassVar[str] = ""
    #: (the card it is tested on, whether it holds on a fresh board with that card)
    examples: ClassVar[tuple[tuple[str, bool], ...]] = ()
    #: its "as long as" clause is written before what it governs ("As long as equipped creature is legendary, it
    #: has menace", Gimli's Axe) rather than after ("... has first strike as long as it's blocking ...", Sting)
    leads: ClassVar[bool] = False
    #: its "as long as" clause follows a static ability of the card itself, which names the card in full
    #: ("Merry, Esquire of Rohan has first strike as long as it's equipped")
    follows_self: ClassVar[bool] = False

    def holds(self, g: "Game", src: str | None, you: str) -> bool:  # pragma: no cover - each word says
        raise NotImplementedError(self.name)

    def text(self) -> str:  # pragma: no cover - each word says
        raise NotImplementedError(self.name)

    def why_not(self) -> str:  # pragma: no cover - each word says
        raise NotImplementedError(self.name)

    def text_not(self) -> str | None:
        """Its words negated, after "if" ("you don't control a legendary creature": the ``if`` word's
        ``negate``), or None when no card asks it negated."""
        return None
