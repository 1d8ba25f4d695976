"""The mana value of the spell whose casting triggered the ability ("with equal or lesser mana value than that
spell", Saruman of Many Colors; 202.3, 202.3e: X counts as the number chosen while the spell is on the stack).

The ``cast`` trigger mode keeps it in the trigger's data (``spell_mv``) as the spell becomes cast (601.2i), so the
ability uses the spell as it last existed on the stack once it has left it (608.2h: countered, or resolved before
the ability does); a reflexive trigger the ability creates (603.12) carries it on.  While a trigger's targets are
chosen (no frame resolving: a filter asks it) it is the pending trigger's, or the resolving item's as its targets
are checked again (608.2b).  Outside such an ability it is 0."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Amount

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game
    from ..engine.objects import Frame


class ThatSpellManaValue(Amount):
    name = "that_spell_mana_value"
    rule = "202.3"

    def value(self, g: "Game", fr: "Frame | None") -> int:
        if fr is None:
            for f in reversed(g.frames):
                t = f.vars.get("t") if f.kind == "trigger" else None
                if isinstance(t, dict):
                    return int(t["data"].get("spell_mv") or 0)
                if f.kind == "resolve" and f.item is not None and "spell_mv" in f.item.data:
                    return int(f.item.data["spell_mv"] or 0)
            return 0
        v = fr.vars.get("spell_mv")
        if v is None and fr.item is not None:
            v = fr.item.data.get("spell_mv")
        return int(v or 0)

    def text(self) -> str:
        return "that spell's mana value"
