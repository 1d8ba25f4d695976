"""Grant an ability: "until end of turn, target creature gains 'When this creature dies, draw two cards.'" (an
ability-adding effect, layer 6: 613.1f).  ``ability`` is a triggered ability as a card file writes it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from ..engine.effects import on_battlefield, refs
from .base import Effect

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame

_EVENT_TEXT: Final = {"self_dies": "When this creature dies", "self_attacks": "Whenever this creature attacks",
                      "self_enters": "When this creature enters"}


def _sub_text(effects: Any, ctx: Any) -> str:
    t = ctx.sentences(list(effects or [])).rstrip(".")
    return str(t[:1].lower() + t[1:])


class GrantAbility(Effect):
    name = "grant_ability"
    rule = "613.1f"
    params = {"what": "the objects that gain it (a reference; the first target if absent)",
              "ability": "the triggered ability gained (a trigger and its effects, as a card file writes them)",
              "duration": "how long they have it (until end of turn, eot, if absent)"}
    examples = (({"do": "grant_ability", "what": "target",
                  "ability": {"trigger": {"event": "self_dies"}, "effects": [{"do": "draw", "n": 2}]}},
                 [{"what": "creature"}],
                 "Until end of turn, target creature gains \"When this creature dies, draw two cards.\""),)

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        ids = [t for t in refs(g, fr, eff.get("what", "target")) if on_battlefield(g, t)]
        if not ids:
            return True
        ab = eff["ability"]  # read at load into an Ability (engine/ability.py)
        g.add_effect("6", ids, {"grant_triggers": (ab,)}, eff.get("duration", "eot"), fr.controller,
                     fr.vars.get("source"))
        g.emit("effect", f"{', '.join(g.name(i) for i in ids)} gains an ability"
               + (" until end of turn" if eff.get("duration", "eot") == "eot" else ""), "611.2", objs=ids)
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        ab = eff.get("ability") or {}
        ev = (ab.get("trigger") or {}).get("event", "")
        inner = _sub_text(ab.get("effects"), ctx)
        dur = "until end of turn, " if eff.get("duration", "eot") == "eot" else ""
        return f"{dur}{ctx.subj(eff.get('what', 'target'))} gains \"{_EVENT_TEXT.get(ev, ev)}, {inner}.\""
