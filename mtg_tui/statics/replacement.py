"""Replacement: "If one or more tokens would be created under your control, ... instead" (614.1).

The replacement itself is a card hook (``mtg_tui/cards/hooks``, ``@replacement(name, text)``) the static
names: a rule one card has."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import REPLACEMENTS
from .base import Static

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import Ability
    from ..engine.game import Game


class Replacement(Static):
    name = "replacement"
    rule = "614.1"
    params = {"hook": "the replacement effect, a card hook registered with engine.effects.replacement(name, "
                      "text): fn(game, source, event, **event data) -> the event's data after it"}
    board_role = "replacement"
    examples = (({"static": "replacement", "hook": "peregrin_took"},
                 "If one or more tokens would be created under your control, those tokens plus an additional "
                 "Food token are created instead."),)

    def text(self, card: Any, st: Any) -> str:
        from ..cards import render as r

        hook = st.get("hook")
        text = r.hook_text(hook, card) if hook in r.HOOK_TEXT else ""
        if not text and st.get("text"):
            return ""  # the ability's own text says it (appended by render_ability)
        text = text or r._words(hook or self.name)
        return r._sentence(text)

    def replace(self, g: "Game", src: str, st: "Ability", event: str, **kw: Any) -> Any:
        fn = REPLACEMENTS.get(st.get("hook") or "")
        if fn is None:
            return None
        return fn(g, src, event, **kw)
