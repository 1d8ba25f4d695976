"""Add mana: "add {B}{B}{B}" (106.4)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import Effect, EffectHint

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class AddMana(Effect):
    name = "add_mana"
    rule = "106.4"
    params = {"mana": "the mana its controller adds, symbol by symbol (\"BBB\"; required)"}
    examples = (({"do": "add_mana", "mana": "BBB"}, [], "Add {B}{B}{B}."),)

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        for sym in eff["mana"]:
            g.add_mana(fr.controller, sym, why=f" ({fr.item.source_name if fr.item else ''})")
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        return f"add {ctx.mana(eff.get('mana'))}"

    def ai(self) -> EffectHint:
        return EffectHint(frozenset({"ritual"}))
