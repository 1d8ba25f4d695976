"""Triggers again: "If a legendary permanent or an artifact entering or leaving the battlefield causes a
triggered ability of a permanent you control to trigger, that ability triggers an additional time" (Gandalf the
White; 603.2d).

It joins the board's replacement list (``board_role = "replacement"``): as a permanent enters or leaves the
battlefield, ``engine.triggers`` asks each word of that list, with the event "trigger_again", how many more
times each ability that triggered does (the moving permanent's types and supertypes as it is, or as it last
existed, 603.10a); this word answers 1 when that permanent was legendary or an artifact and the ability is of
a permanent its controller controls, nothing (None) otherwise.  603.2d: such an effect doesn't apply to itself
(two of them each add one)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import Static

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import Ability
    from ..engine.game import Game


class TriggersAgain(Static):
    name = "triggers_again"
    rule = "603.2d"
    params = {"spells": "which permanents entering or leaving make the abilities trigger again: "
                        "legendary_and_artifact (a legendary permanent or an artifact; the values of "
                        "flash_permission's spells; required)"}
    board_role = "replacement"
    examples = (({"static": "triggers_again", "spells": "legendary_and_artifact"},
                 "If a legendary permanent or an artifact entering or leaving the battlefield causes a triggered "
                 "ability of a permanent you control to trigger, that ability triggers an additional time."),)

    def check(self, st: Any) -> str | None:
        if st.get("spells") != "legendary_and_artifact":
            return "spells: expected 'legendary_and_artifact'"
        return None

    def text(self, card: Any, st: Any) -> str:
        return ("If a legendary permanent or an artifact entering or leaving the battlefield causes a triggered "
                "ability of a permanent you control to trigger, that ability triggers an additional time.")

    def replace(self, g: "Game", src: str, st: "Ability", event: str, **kw: Any) -> Any:
        if event != "trigger_again":
            return None
        you = g.objects[src].controller
        if kw["controller"] != you:
            return None
        moved = kw["moved"]
        if "Legendary" not in moved.get("supertypes", ()) and "Artifact" not in moved.get("types", ()):
            return None
        s = g.objects.get(kw["source"])
        if s is not None and s.zone == "battlefield":
            return 1 if s.controller == you else None
        # the leaves trigger of the permanent that left: a permanent you controlled, as it last existed (603.10a)
        return 1 if kw["source"] == kw["moved_id"] else None
