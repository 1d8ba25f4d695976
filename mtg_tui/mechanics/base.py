"""What a set mechanic is: a rule of its own that the core rules ask at fixed points, without naming it.

A mechanic whose words are enough (amass is an effect, ``mtg_tui/effects/amass.py``, plus the amount of the
amassed Army) needs no class here.  One that changes the core rules (the Ring: its emblem's triggered
abilities, a combat restriction, a type change, what happens to its chosen creature) is a ``Mechanic``:
each hook below has a default that changes nothing, and the core rules modules call every mechanic's hook
at their point:

- ``block_fault(g, b, a)``: combat, 509.1b: why ``b`` can't block ``a`` by this mechanic's rule (a sentence
  template, "{a}" the attacker and "{b}" the blocker, as ``engine.combat.say`` fills it), or None;
- ``supertypes(g)``: layers, layer 4 (613.1d): the supertypes it adds to battlefield objects, before the
  continuous effects of that layer;
- ``triggers(g, kind, d)``: triggers, 603.2: the abilities it triggers on an event of ``kind`` with data
  ``d``, as (controller, ability dict, source id, source name, data) to put in the trigger queue;
- ``left_battlefield(g, oid)``, ``control_changed(g, oid)``: game, 400.7 and 613.1b: what it forgets of a
  permanent that left or changed controller;
- ``lki(g, oid)``: what it adds to a permanent's last known information (608.2h) as it leaves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import Ability
    from ..engine.game import Game

#: a triggered ability to queue: (controller, ability, source id, source name, data)
Trigger = tuple[str, "Ability", str, str, dict]
_NONE: tuple = ()


class Mechanic:
    name: ClassVar[str] = ""
    rule: ClassVar[str] = ""
    #: the event kinds ``triggers`` answers for (the others are not asked)
    trigger_kinds: ClassVar[frozenset[str]] = frozenset()
    #: whether ``block_fault`` / ``supertypes`` say anything (the core rules ask only the mechanics that do)
    restricts_blocks: ClassVar[bool] = False
    adds_supertypes: ClassVar[bool] = False

    def block_fault(self, g: "Game", b: str, a: str) -> str | None:
        return None

    def supertypes(self, g: "Game") -> list[tuple[str, str]]:
        return []

    def triggers(self, g: "Game", kind: str, d: dict) -> list[Trigger]:
        return []

    def left_battlefield(self, g: "Game", oid: str) -> None:
        return None

    def control_changed(self, g: "Game", oid: str) -> None:
        return None

    def lki(self, g: "Game", oid: str) -> dict[str, Any]:
        return {}
