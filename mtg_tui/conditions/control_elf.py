"""You control an Elf (Doors of Durin: "hexproof if you control an Elf"; 205.3m)."""

from __future__ import annotations

from .control_dwarf import ControlDwarf


class ControlElf(ControlDwarf):
    name = "control_elf"
    subtype = "Elf"
    examples = (("Arwen, Mortal Queen", True), ("Grizzly Bears", False))
