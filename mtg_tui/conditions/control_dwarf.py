"""You control a Dwarf (Doors of Durin: "it gains trample if you control a Dwarf"): a creature or other permanent
with the subtype, by its characteristics now (205.3m)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Condition

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game


class ControlDwarf(Condition):
    name = "control_dwarf"
    rule = "205.3m"
    #: the subtype asked for (a word for another subtype subclasses this one: control_elf)
    subtype = "Dwarf"
    examples = (("Gimli, Mournful Avenger", True), ("Grizzly Bears", False))

    def holds(self, g: "Game", src: str | None, you: str) -> bool:
        objs = g.objects
        for oid in g.battlefield:
            o = objs[oid]
            if o.controller == you and self.subtype in g.chars_of(o).subtypes:
                return True
        return False

    def text(self) -> str:
        return f"you control {'an' if self.subtype[0] in 'AEIOU' else 'a'} {self.subtype}"

    def why_not(self) -> str:
        return f"you control no {self.subtype}"
