"""You cast a spell (601.2i): "Whenever you cast a historic spell", "Whenever you cast an instant or sorcery
spell" (filter ``types``: the spell's card types, any of; Erebor Flamesmith), "Whenever you cast a white spell"
(filter ``colors``: one of the spell's colors, 105.2, as its card is; Aragorn, the Uniter), "Whenever you cast your second
spell each turn" (``cast_second``: the cast event's ``nth``, the spells its caster has cast this turn, is 2)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import EventUse, TriggerMode
from .phrasing import r

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import Ability
    from ..engine.game import Game
    from ..engine.objects import Obj


class Cast(TriggerMode):
    name = "cast"
    rule = "601.2i"
    listens = "cast"
    matches = ("you cast a spell; filter: the spell's qualities (historic, types: any of its card types, colors: "
               "any of its colors)")
    hint = "you cast a spell"
    events = {"cast": {}, "cast_second": {"nth": 2}, "opponent_casts": {"opponent": True}}

    def text(self, card: Any, use: EventUse, trig: Any) -> str:
        if use.opts.get("nth") == 2:
            return "Whenever you cast your second spell each turn"
        if use.opts.get("opponent"):  # "Whenever an opponent casts a spell" (Sauron, the Dark Lord)
            return "Whenever an opponent casts a spell"
        rd = r()
        f = dict(trig.get("filter") or {})
        # the engine reads only the spell's qualities here (historic, ...), not 'what'
        f["what"] = "spell"
        f.pop("controller", None)
        return f"Whenever you cast {rd._a(rd.describe_filter(f, card=card))}"

    def fires(self, g: "Game", d: dict, use: EventUse, oid: str, o: "Obj", ab: "Ability") -> dict | None:
        if (o.controller == d["player"]) == bool(use.opts.get("opponent")):
            return None  # you cast it; or, for "an opponent casts", you did
        f = ab["trigger"].get("filter") or {}
        if f.get("historic") and not d.get("historic"):
            return None
        nth = use.opts.get("nth")
        if nth is not None and d.get("nth") != nth:
            return None
        types = f.get("types")
        if types:
            spell = g.objects.get(d["obj"])
            if spell is None or not any(t in spell.card.types for t in types):
                return None
        colors = f.get("colors")
        if colors:  # 105.2: a spell's colors are its card's (the mana symbols of its cost, or its color indicator)
            spell = g.objects.get(d["obj"])
            if spell is None or not any(c in spell.card.colors for c in colors):
                return None
        return {"spell": d["obj"]}
