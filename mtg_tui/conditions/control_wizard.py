"""You control a Wizard (Flame of Anor: "If you control a Wizard as you cast this spell, you may choose two
instead"; 205.3m)."""

from __future__ import annotations

from .control_dwarf import ControlDwarf


class ControlWizard(ControlDwarf):
    name = "control_wizard"
    subtype = "Wizard"
    examples = (("Saruman the White", True), ("Grizzly Bears", False))
