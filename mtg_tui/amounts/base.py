"""What an amount is: a named number a card computes as its effect happens ("X is the number of creatures
you control").  A card file names it where a number goes (``n = "creatures_you_control"``); the class owns:

- ``name``, ``rule`` (107.3: X and numbers defined by the rules text, 107.3a...);
- ``value(g, fr)``: the number now (``fr``: the frame resolving the effect, or None while choosing targets
  or paying costs);
- ``text()``: what X is, in words, after "X is" (``CARDNAME`` for the card's name, ``TARGET`` for what the
  first target is called);
- ``reduction()``: for an amount used as a cost reduction, what follows "This spell costs" (``%s`` is "cast"
  or "activate"), or None to say "{X} less to %s, where X is <text>";
- ``estimate(view, me)``: the number as the bot's view (a snapshot dict, what player ``me`` may see) tells it,
  or None when it can't say;
- ``for_each()``: what one of what it counts is called, after "for each" ("Food you control": "+1/+1 for each
  Food you control", a pump's ``for_each``; "a Food token for each creature sacrificed this way"), or None when
  it counts no such thing (then "X ..., where X is <text>").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game
    from ..engine.objects import Frame


class Amount:
    name: ClassVar[str] = ""
    rule: ClassVar[str] = "107.3"

    def value(self, g: "Game", fr: "Frame | None") -> int:  # pragma: no cover - each word says
        raise NotImplementedError(self.name)

    def text(self) -> str:  # pragma: no cover - each word says
        raise NotImplementedError(self.name)

    def reduction(self) -> str | None:
        return None

    def estimate(self, view: dict, me: str) -> int | None:
        return None

    def for_each(self) -> str | None:
        """How a count of things by it reads after "for each" ("a Food token for each creature sacrificed
        this way"), or None to write "X ..., where X is <text>"."""
        return None
