"""You cast a spell (601.2i): "Whenever you cast a historic spell", "Whenever you cast an instant or sorcery
spell" (filter ``types``: the spell's card types, any of; Erebor Flamesmith), "Whenever you cast a white spell"
(filter ``colors``: one of the spell's colors, 105.2, as its card is; Aragorn, the Uniter), "Whenever you cast your
second spell each turn" (``cast_second``: the cast event's ``nth``, the spells its caster has cast this turn, is 2).
Who casts it narrows the event too (``by``): "Whenever a player casts their second spell each turn" (Lotho,
Corrupt Shirriff: ``player_casts_second``, any player), "Whenever an opponent casts a spell" (Boromir, Warden of
the Tower: ``opponent_casts``; ``opponent_casts_free``: "..., if no mana was spent to cast it", the cast
event's ``free``: the total cost paid had mana value 0, 601.2f-h); without ``by``, you.  What the spell
targets narrows it too (Legolas, Master Archer): "a spell that targets ~" (``cast_targeting_self``) and "a spell
that targets <filter>" (``cast_targeting``: one of its targets matches the trigger's filter, 115.1).
The trigger's data is the spell (``spell``) and its mana value as it became cast (``spell_mv``, 202.3: "that
spell", Saruman of Many Colors)."""

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
    events = {"cast": {}, "cast_second": {"nth": 2}, "player_casts_second": {"nth": 2, "by": "any"},
              "opponent_casts": {"by": "opponent"}, "opponent_casts_free": {"by": "opponent", "free": True},
              "cast_targeting_self": {"targeting": "self"}, "cast_targeting": {"targeting": "filter"}}

    def text(self, card: Any, use: EventUse, trig: Any) -> str:
        by = use.opts.get("by")
        if use.opts.get("nth") == 2:
            return ("Whenever a player casts their second spell each turn" if by == "any"
                    else "Whenever you cast your second spell each turn")
        rd = r()
        targeting = use.opts.get("targeting")
        if targeting == "self":  # the printed text names the card in full here
            return f"Whenever you cast a spell that targets {card.name}"
        if targeting:
            return f"Whenever you cast a spell that targets {rd._a(rd.describe_filter(trig.get('filter') or {}, card=card))}"
        f = dict(trig.get("filter") or {})
        # the engine reads only the spell's qualities here (historic, ...), not 'what'
        f["what"] = "spell"
        f.pop("controller", None)
        who = "an opponent casts" if by == "opponent" else "you cast"
        free = ", if no mana was spent to cast it" if use.opts.get("free") else ""
        return f"Whenever {who} {rd._a(rd.describe_filter(f, card=card))}{free}"

    def fires(self, g: "Game", d: dict, use: EventUse, oid: str, o: "Obj", ab: "Ability") -> dict | None:
        by = use.opts.get("by")
        if by is None:
            if o.controller != d["player"]:
                return None
        elif by == "opponent" and o.controller == d["player"]:
            return None
        if use.opts.get("free") and not d.get("free"):
            return None
        targeting = use.opts.get("targeting")
        if targeting is not None:
            ts = d.get("targets") or ()
            if targeting == "self":
                return _facts(g, d["obj"]) if oid in ts else None
            fs = ab.trigger.filter if ab.trigger is not None else None
            return _facts(g, d["obj"]) if fs is not None and any(
                t in g.objects and g.matches(t, fs, oid, o.controller) for t in ts) else None
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
        return _facts(g, d["obj"])


def _facts(g: "Game", sid: str) -> dict:
    """The trigger's data: the spell, and its mana value as it became cast (``spell_mv``: 202.3, with X as chosen,
    202.3e), which "that spell" still has once it has left the stack (608.2h; the amount ``that_spell_mana_value``)."""
    o = g.objects.get(sid)
    it = next((x for x in reversed(g.stack) if x.id == sid), None)
    mv = 0 if o is None else o.card.cost.mana_value + (it.x * o.card.cost.x if it is not None else 0)
    return {"spell": sid, "spell_mv": mv}
