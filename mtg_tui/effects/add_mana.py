"""Add mana: "add {B}{B}{B}" (106.4); ``n``: that much, n times ("add twice that much {G}", Fangorn, Tree
Shepherd: an amount word that says how much)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import amt
from .base import Effect, EffectHint

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class AddMana(Effect):
    name = "add_mana"
    rule = "106.4"
    params = {"mana": "the mana its controller adds, symbol by symbol (\"BBB\"; required)",
              "n": "how many times it adds that mana (a number or a named amount; 1 if absent)"}
    examples = (({"do": "add_mana", "mana": "BBB"}, [], "Add {B}{B}{B}."),)

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        times = amt(g, fr, eff.get("n", 1))
        for _ in range(times):
            for sym in eff["mana"]:
                g.add_mana(fr.controller, sym, why=f" ({fr.item.source_name if fr.item else ''})")
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        from ..cards.render import amount_words

        n = eff.get("n", 1)
        how = amount_words(n) if isinstance(n, str) else None
        if how:  # "add twice that much {G}"
            return f"add {how} {ctx.mana(eff.get('mana'))}"
        return f"add {ctx.mana(eff.get('mana') * int(n or 1))}"

    def ai(self) -> EffectHint:
        return EffectHint(frozenset({"ritual"}))
