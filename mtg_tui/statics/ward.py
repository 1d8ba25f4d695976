"""Ward: "Ward {2}" (702.21a): "Whenever this permanent becomes the target of a spell or ability an opponent
controls, counter that spell or ability unless that player pays {2}."

A static word with the ``targeted`` hook (``board_role = "targeted"``): as a spell or ability is put on the
stack targeting its permanent (``engine.effects.becomes_target``: cast, activated, or a triggered ability with
its targets chosen), an opponent's one triggers the ward ability (603.2), which goes on the stack above it;
resolving, it counters that spell or ability unless its controller pays (``counter_unless_pays``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.ability import Ability
from .base import Static

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game

_BUILT: dict[str, Ability] = {}


def _ability(cost: str) -> Ability:
    """The ward trigger for a cost (built once per cost, as the first permanent with it is targeted)."""
    ab = _BUILT.get(cost)
    if ab is None:
        ab = _BUILT[cost] = Ability.build({"kind": "triggered", "targets": [], "effects": [
            {"do": "counter_unless_pays", "what": "warded", "cost": cost}]})
    return ab


class Ward(Static):
    name = "ward"
    rule = "702.21a"
    params = {"cost": "what an opponent pays to keep a spell or ability that targets it (a mana cost: {2})"}
    board_role = "targeted"
    #: "Legendary creatures you control ... have ward {1}" (Flowering of the White Tree): a pump's flag "ward_1"
    #: gives the creatures it affects this ward (engine.effects.becomes_target asks their flags too)
    granted_flags = {"ward_1": {"cost": "{1}"}}
    examples = (({"static": "ward", "cost": "{2}"}, "Ward {2}"),)

    def check(self, st: Any) -> str | None:
        return None if st.get("cost") else "ward needs its cost (cost = \"{2}\")"

    def text(self, card: Any, st: Any) -> str:
        return f"Ward {st.get('cost')}"

    def targeted(self, g: "Game", src: str, st: Any, item: Any) -> None:
        from ..engine.triggers import queue_trigger

        o = g.objects[src]
        if item.controller == o.controller:
            return  # only an opponent's spell or ability (702.21a)
        queue_trigger(g, o.controller, _ability(str(st.get("cost"))), src, o.card.name, {"warded": item.id})
