"""What a cost is: one part of an activated ability's cost other than its mana (602.2b, 601.2h), which a card
file gives as a field of the ability (``tap = true``, ``sacrifice = { what = "permanent", ... }``).

A cost class owns everything the program knows about its word:

- ``name`` (its field in the card file), ``rule`` (the section of the rules it follows), ``params`` (the
  ability's fields it reads, each with what it means: the schema (``cards/schema.py``) types them, ``check``
  says what else is wrong, at load);
- ``has(ab)``: whether the ability has this cost (its field is set);
- ``text(ab, card, ctx)``: its part of the cost as the card writes it ("{T}", "Sacrifice a Food"); ``ctx`` is
  the text writer's context (``cards.render.Ctx``: ``ctx.name``, ``ctx.filter(f, plural)``, ``ctx.a(phrase)``,
  ``ctx.count(n, one, many)``);
- ``excludes_self``: paying it uses the source itself, so the source can't also pay the ability's mana
  ({T}, sacrificing it); ``first``: it is a look at the source alone, asked before the mana (cheaper);
  ``uses_up_source``: paying it loses the source (the mana solver spends such a mana source last);
  ``spends_more``: paying it costs more than the source's use (life: Mount Doom's "{T}, Pay 1 life: Add {B} or
  {R}"); the mana solver spends such a source after the free ones, and only while it can be paid;
  ``taps_source``: paying it taps the source (a summoning-sick creature can't use such a mana ability, 302.6);
- ``payable(g, p, oid, ab)``: can ``p`` pay it now for the ability ``ab`` of ``oid``;
- ``chooses``: it pays with objects its player picks (which Food to sacrifice, which card to discard, which
  creature to tap: 601.2b-h, 602.2b); ``candidates(g, p, oid, ab)``: the objects that can pay it, best first
  (the order the bots prefer); ``count(ab)``: how many it takes; ``pay_with(g, p, oid, ab, objs)``: pay it with
  the objects chosen (``engine/legal.py`` asks the player ``choose <object>`` for each, offering only those
  that keep the whole cost payable, before the mana is paid); ``spends_chosen``:
  whether paying taps ("tap") or removes ("remove") them, so that the mana payment leaves alone a chosen
  mana source that this would spend (601.2g-h: a permanent tapped for mana can't be tapped for the cost);
- ``pay(g, p, oid, ab)``: pay it as the ability is activated (602.2b); ``pay_for_mana`` as a mana ability's
  cost (605: {T} "for mana");
- ``why_not(g, p, oid, ab)``: the tutorial's sentence when it can't be paid;
- ``alternative(ab)``: the mana that may be paid instead of it (601.2b: "sacrifice a creature or pay {4}"),
  offered as ``choose pay {4}`` among its objects; ``facts(g, objs)``: what the chosen objects were as they
  last existed (608.2h), kept with the spell ("if the sacrificed creature was legendary");
- a spell's cost words are its additional costs (601.2b): "As an additional cost to cast this spell, ...";
- ``examples``: (a card, an ability as a card file writes it, the ability's cost as that card writes it).

``ab`` is the ability, read at load into an ``Ability`` (engine/ability.py; its filters are FilterSpecs, and it
reads as the card file's table: ``ab["sacrifice"]``); the class is the one object that reads its fields.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import Ability
    from ..engine.game import Game
    from ..engine.mana import ManaCost


class Cost:
    name: ClassVar[str] = ""
    rule: ClassVar[str] = ""
    #: the ability's fields it reads, and what each means
    params: ClassVar[dict[str, str]] = {}
    #: it uses the source itself: the source can't pay the ability's mana too
    excludes_self: ClassVar[bool] = False
    #: a look at the source alone: asked before the mana
    first: ClassVar[bool] = False
    #: paying it loses the source
    uses_up_source: ClassVar[bool] = False
    #: paying it costs more than the source's use (life)
    spends_more: ClassVar[bool] = False
    #: paying it taps the source: a summoning-sick creature can't (302.6)
    taps_source: ClassVar[bool] = False
    #: what paying it does to the objects it chooses (``candidates``): "tap" taps them, "remove" takes them
    #: off the battlefield; "" for neither (or none can be a mana source). Mana abilities are activated before
    #: the costs are paid (601.2g-h), so a chosen permanent can't also make mana for the same cost when that
    #: taps it ("tap") or uses it up ("remove"): the engine keeps such objects out of the mana payment
    spends_chosen: ClassVar[str] = ""
    #: it pays with objects its player chooses (``candidates``, ``count``, ``pay_with``)
    chooses: ClassVar[bool] = False
    #: (a card's name, an ability as its card file writes it, that ability's cost text on the card)
    examples: ClassVar[tuple[tuple[str, dict, str], ...]] = ()

    def has(self, ab: Any) -> bool:
        return bool(ab.get(self.name))

    def check(self, ab: Any) -> str | None:
        """What is wrong with the ability's values for this cost (the schema has typed them), or None."""
        return None

    def text(self, ab: Any, card: Any, ctx: Any) -> str:  # pragma: no cover - each word says
        raise NotImplementedError(self.name)

    def payable(self, g: "Game", p: str, oid: str, ab: "Ability") -> bool:
        return True

    def candidates(self, g: "Game", p: str, oid: str, ab: "Ability") -> list[str]:
        """The objects that can pay it, best first (empty for a cost that chooses nothing)."""
        return []

    def count(self, ab: Any) -> int:
        """How many of its ``candidates`` paying it takes."""
        return 1

    def left(self, g: "Game", p: str, oid: str, ab: "Ability", got: list[str]) -> int:
        """How many more objects it needs at least, with ``got`` chosen already (crew: until their power is
        enough)."""
        return self.count(ab) - len(got)

    def can_finish(self, g: "Game", p: str, oid: str, ab: "Ability", got: list[str], taken: set[str]) -> bool:
        """Can it still be paid with ``got`` and candidates not in ``taken``?"""
        left = self.left(g, p, oid, ab, got)
        return left <= 0 or sum(1 for c in self.candidates(g, p, oid, ab) if c not in taken) >= left

    def keyword_line(self, ab: Any, card: Any) -> str | None:
        """The whole ability as its keyword writes it ("Crew 3", 702.122a), or None."""
        return None

    def pay(self, g: "Game", p: str, oid: str, ab: "Ability") -> None:  # pragma: no cover - each word says
        raise NotImplementedError(self.name)

    def pay_with(self, g: "Game", p: str, oid: str, ab: "Ability", objs: list[str]) -> None:
        """Pay it with the objects its player chose (a word that ``chooses``)."""
        raise NotImplementedError(self.name)  # pragma: no cover - each choosing word says

    def alternative(self, ab: Any) -> "ManaCost | None":
        """The mana its player may pay instead of it ("sacrifice a creature or pay {4}", 601.2b), or None."""
        return None

    def facts(self, g: "Game", objs: list[str]) -> list[dict[str, Any]] | None:
        """What the objects chosen to pay it were, as they last existed before paying (608.2h: "if the
        sacrificed creature was legendary"), kept with the spell on the stack; None when nothing asks."""
        return None

    def pay_for_mana(self, g: "Game", p: str, oid: str, ab: "Ability") -> None:
        """Pay it as the cost of a mana ability (605.3a)."""
        self.pay(g, p, oid, ab)

    def why_not(self, g: "Game", p: str, oid: str, ab: "Ability") -> str:  # pragma: no cover - each word says
        raise NotImplementedError(self.name)
