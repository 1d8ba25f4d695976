"""Become: "If Frodo, Sauron's Bane is a Citizen, it becomes a Halfling Scout with base power and toughness 2/3 and
lifelink" (Frodo, Sauron's Bane; 613.1d-f, 613.4b: for as long as it stays on the battlefield).

``what``: what becomes it (``self`` if absent); ``if_subtype``: only if it has this creature type as it resolves
(608.2c: checked then; if not, nothing happens); ``creature_types``: its creature types are these instead (205.1a,
layer 4); ``base_pt``: its base power and toughness (layer 7b); ``keywords``: keywords it gains (layer 6);
``ability``: a triggered ability it gains (layer 6, 613.1f: "with 'Whenever this creature deals combat damage to a
player, ...'").  The effects have no end while it stays (a new object, 400.7, has none of them).
``name``: text only, how its name is written ("Frodo, Sauron's Bane" the first time, "Frodo" after)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import on_battlefield, refs
from .base import Effect, EffectHint

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class Become(Effect):
    name = "become"
    rule = "613.1d"
    params = {"what": "what becomes it (a reference; self if absent)",
              "if_subtype": "only if it has this creature type as it resolves (none if absent)",
              "creature_types": "its creature types instead (205.1a)",
              "base_pt": "its base power and toughness [p, t] (613.4b; unchanged if absent)",
              "keywords": "keywords it gains (none if absent)",
              "ability": "a triggered ability it gains (a trigger and its effects, as a card file writes them)",
              "name": "text only: how its name is written in this sentence (its short name if absent)"}
    examples = (({"do": "become", "if_subtype": "Citizen", "creature_types": ["Halfling", "Scout"],
                  "base_pt": [2, 3], "keywords": ["lifelink"]}, [],
                 "If Lightning Bolt is a Citizen, it becomes a Halfling Scout with base power and toughness 2/3 and "
                 "lifelink."),)

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        ids = [t for t in refs(g, fr, eff.get("what", "self")) if on_battlefield(g, t)]
        sub = eff.get("if_subtype")
        if sub:
            ids = [t for t in ids if str(sub) in g.chars(t).subtypes]
        if not ids:
            if sub:
                g.emit("effect", f"Nothing happens: it isn't {_a(str(sub))}", "608.2c")
            return True
        src = fr.vars.get("source")
        if eff.get("creature_types"):
            g.add_effect("4", ids, {"creature_types": tuple(eff["creature_types"])}, "permanent", fr.controller, src)
        if eff.get("base_pt"):
            p, t = eff["base_pt"]
            g.add_effect("7b", ids, {"pt": (int(p), int(t))}, "permanent", fr.controller, src)
        kws = tuple(eff.get("keywords") or ())
        ab = eff.get("ability")
        if kws or ab:
            mods: dict[str, Any] = {"keywords": kws, "flags": ()}
            if ab:
                mods["grant_triggers"] = (ab,)
            g.add_effect("6", ids, mods, "permanent", fr.controller, src)
        what = " ".join(str(x) for x in eff.get("creature_types") or ())
        g.emit("effect", f"{', '.join(g.name(i) for i in ids)} becomes {_a(what) if what else 'it'}", "613.1d",
               objs=ids)
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        name = eff.get("name") or ctx.name
        types = " ".join(str(x) for x in eff.get("creature_types") or ())
        bits = []
        if eff.get("base_pt"):
            p, t = eff["base_pt"]
            bits.append(f"base power and toughness {p}/{t}")
        bits += [str(k) for k in eff.get("keywords") or ()]
        ab = eff.get("ability")
        if ab:
            from ..statics.pump import _granted_text
            bits.append(_granted_text(ab))
        with_ = f" with {' and '.join(bits)}" if bits else ""
        head = f"if {name} is {ctx.a(str(eff['if_subtype']))}, it becomes" if eff.get("if_subtype") else \
            f"{name} becomes"
        return f"{head} {ctx.a(types)}{with_}"

    def ai(self) -> EffectHint:
        return EffectHint(frozenset({"grows_board"}))


def _a(w: str) -> str:
    return ("an " if w[:1].upper() in "AEIOU" else "a ") + w
