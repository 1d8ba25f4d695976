"""The number of cards looked at while scrying (701.18a), as Elrond, Master of Healing words it: "up to X target
creatures, where X is the number of cards looked at while scrying this way" (Celeborn the Wise's Oracle text says
"card you looked at": the amount ``cards_looked_at_scrying``, which counts the same).  The "whenever you scry"
trigger (mtg_tui/trigger_modes/scries.py) gives its ability ``looked``; a target count that names this amount is
worked out from it as the trigger is put on the stack (601.2c, 603.3d)."""

from __future__ import annotations

from .cards_looked_at_scrying import CardsLookedAtScrying


class CardsLookedAtWhileScrying(CardsLookedAtScrying):
    name = "cards_looked_at_while_scrying"
    rule = "701.18a"

    def text(self) -> str:
        return "the number of cards looked at while scrying this way"

    def for_each(self) -> str | None:
        return "card looked at while scrying this way"
