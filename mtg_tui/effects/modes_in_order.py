"""Two chosen modes, done in printed order (700.2d: "you may choose two instead", Flame of Anor).

Never written in a card file: engine/legal.py's ``mode_ability`` makes the ability of a pair of chosen modes,
whose one effect is this word.  ``spans``: for each mode, where its targets start among the ability's targets and
how many there are.  Each mode's effects are done with only its own targets (as they are now: 608.2b, a mode
whose targets have all become illegal does nothing; the spell resolves if any target is legal)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import run_nested
from .base import Effect

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class ModesInOrder(Effect):
    name = "modes_in_order"
    rule = "700.2d"
    params = {"spans": "for each mode: [first target group, number of target groups] among the ability's targets"}
    examples = (({"do": "modes_in_order", "spans": [[0, 1], [1, 1]]}, [{"what": "player"}, {"what": "creature"}],
                 "Do each chosen mode in order."),)

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        item = fr.item
        if item is None or item.ability is None:
            return True
        modes = item.ability.modes
        ctx = fr.ctx
        if "all" not in ctx:
            legal = fr.vars.get("legal")
            ctx["all"] = [list(grp) for grp in (legal if legal is not None else item.targets)]
            ctx["k"] = 0
            ctx["j"] = 0
            ctx["sub"] = {}
        spans = eff["spans"]
        try:
            while ctx["k"] < len(modes):
                start, n = spans[ctx["k"]]
                fr.vars["legal"] = ctx["all"][start:start + n]  # this mode's targets only
                if not run_nested(g, fr, modes[ctx["k"]].effects):
                    return False
                ctx["k"] += 1
                ctx["j"] = 0
                ctx["sub"] = {}
        finally:
            fr.vars["legal"] = ctx["all"]
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        return "do each chosen mode in order"
