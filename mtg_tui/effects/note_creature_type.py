"""Note a creature type: "Note a creature type that hasn't been noted for Long List of the Ents. When you cast
your next creature spell of that type this turn, ..." (603.7: the delayed trigger it creates).

Its controller answers ``choose <type>`` among the creature types of the card pool that haven't been noted for
this object (205.3m: the creature types; the game offers those its cards have, so a noted type can matter);
the types noted so far are the game's ``noted`` of the object (a new object after a zone change has none,
400.7).  Then a delayed triggered ability waits for its controller's next creature spell of that type this
turn (603.7c, ``engine/triggers.py``'s ``_cast_delayed``): it triggers once, with that spell as ``spell``, and
does ``effects`` ("that creature enters with an additional +1/+1 counter on it": ``enters_with_counters``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.ability import Ability
from ..engine.effects import answered, ask
from .base import Effect

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame

_TYPES: list[tuple[str, ...]] = []


def creature_types() -> tuple[str, ...]:
    """The creature types of the card pool's creature cards and tokens, sorted (read once)."""
    if not _TYPES:
        from ..cards.registry import registry

        reg = registry()
        found = {t for c in list(reg.cards.values()) + list(reg.tokens.values()) if "Creature" in c.types
                 for t in c.subtypes}
        _TYPES.append(tuple(sorted(found)))
    return _TYPES[0]


class NoteCreatureType(Effect):
    name = "note_creature_type"
    rule = "603.7"
    params = {"effects": "what the delayed trigger does when you cast your next creature spell of the noted type "
                         "this turn (that spell is 'spell')"}
    examples = (({"do": "note_creature_type",
                  "effects": [{"do": "enters_with_counters", "kind": "+1/+1", "n": 1}]}, [],
                 "Note a creature type that hasn't been noted for Lightning Bolt. When you cast your next creature "
                 "spell of that type this turn, that creature enters with an additional +1/+1 counter on it."),)

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        p = fr.controller
        src = fr.vars.get("source") or (fr.item.source if fr.item is not None else "")
        name = fr.item.source_name.split(" chapter ")[0] if fr.item is not None else "it"
        ctx = fr.ctx
        a = answered(fr) if ctx.get("asked") else None
        if a is None:
            noted = g.noted.get(src, ())
            opts = [(t, t) for t in creature_types() if t not in noted]
            if not opts:
                return True
            ctx["asked"] = True
            return ask(g, p, f"{name}: note a creature type that hasn't been noted for it", opts,
                       purpose="note_type", source=src)
        g.noted = {**g.noted, src: g.noted.get(src, ()) + (a,)}
        g.emit("effect", f"{g.players[p].name} notes {a} for {name}", "603.7", player=p, obj=src, noted=a)
        g.delayed.append({"when": "cast", "turn": g.turn, "controller": p, "source": src,
                          "source_name": name, "spell": {"subtypes": [a]}, "data": {},
                          "ability": Ability.build({"kind": "triggered", "effects": eff["effects"], "targets": []})})
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        inner = ctx.effects(eff.get("effects") or [])
        return (f"note a creature type that hasn't been noted for {ctx.name}. When you cast your next creature "
                f"spell of that type this turn, {inner}")
