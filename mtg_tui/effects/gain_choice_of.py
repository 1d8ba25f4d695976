"""Gain your choice of: "target creature gains your choice of first strike or vigilance until end of turn"
(Éowyn, Lady of Rohan).  As it resolves, the ability's controller chooses one of the keywords (608.2d: a choice
made as the effect happens), answered `choose <keyword>`; the creature gains it (611.2a, layer 6).  A keyword
choice only: other "your choice of A or B" effects are modal (700.2) and not this word."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import answered, ask, on_battlefield, refs
from .base import Effect, EffectHint

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class GainChoiceOf(Effect):
    name = "gain_choice_of"
    rule = "608.2d"
    params = {"what": "what gains it (a reference; the first target if absent)",
              "keywords": "the keywords to choose from (two or more)",
              "duration": "how long (until end of turn, eot, if absent)"}
    examples = (({"do": "gain_choice_of", "keywords": ["first strike", "vigilance"]}, [{"what": "creature"}],
                 "Target creature gains your choice of first strike or vigilance until end of turn."),)

    def check(self, eff: dict) -> str | None:
        from ..cards.schema import KEYWORDS

        kws = eff.get("keywords") or []
        if len(kws) < 2:
            return "'keywords' needs two or more to choose from"
        bad = [k for k in kws if k not in KEYWORDS]
        return f"unknown keyword {bad[0]!r}" if bad else None

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        ids = [t for t in refs(g, fr, eff.get("what", "target")) if on_battlefield(g, t)]
        if not ids:
            return True
        kws = list(eff["keywords"])
        a = answered(fr)
        if a is None:
            names = ", ".join(g.name(i) for i in ids)
            return ask(g, fr.controller, f"Choose what {names} gains", [(k, k) for k in kws],
                       purpose="keyword_choice", creature=ids[0], keywords=kws)
        dur = eff.get("duration", "eot")
        g.add_effect("6", ids, {"keywords": (str(a),)}, dur, fr.controller, fr.vars.get("source"))
        g.emit("effect", f"{', '.join(g.name(i) for i in ids)} gains {a}"
               + (" until end of turn" if dur == "eot" else ""), "611.2a", objs=ids)
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        what = eff.get("what", "target")
        kws = [str(k) for k in eff.get("keywords") or []]
        choice = " or ".join(kws) if len(kws) == 2 else ", ".join(kws[:-1]) + ", or " + kws[-1]
        dur = " until end of turn" if eff.get("duration", "eot") == "eot" else ""
        return f"{ctx.subj(what)} {ctx.verb(what, 'gain', 'gains')} your choice of {choice}{dur}"

    def ai(self) -> EffectHint:
        return EffectHint(frozenset({"trick"}))
