"""Ward: "Ward {2}" (702.21a): "Whenever this permanent becomes the target of a spell or ability an opponent
controls, counter that spell or ability unless that player pays {2}."

A static word with the ``targeted`` hook (``board_role = "targeted"``): as a spell or ability is put on the
stack targeting its permanent (``engine.effects.becomes_target``: cast, activated, or a triggered ability with
its targets chosen), an opponent's one triggers the ward ability (603.2), which goes on the stack above it;
resolving, it counters that spell or ability unless its controller pays (``counter_unless_pays``): mana, or a
permanent to sacrifice (``sacrifice``), or a card of their hand to discard (``discard``: "Ward—Discard an
enchantment, instant, or sorcery card", Saruman of Many Colors)."""

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


def _object_ability(st: Any, field: str) -> Ability:
    """The ward trigger of "Ward—Sacrifice a ..." / "Ward—Discard a ..." (``field``: sacrifice or discard; built
    once per cost)."""
    key = field + repr(dict(st.get(field)))
    ab = _BUILT.get(key)
    if ab is None:
        ab = _BUILT[key] = Ability.build({"kind": "triggered", "targets": [], "effects": [
            {"do": "counter_unless_pays", "what": "warded", field: dict(st.get(field))}]})
    return ab


class Ward(Static):
    name = "ward"
    rule = "702.21a"
    params = {"cost": "what an opponent pays to keep a spell or ability that targets it (a mana cost: {2})",
              "sacrifice": "instead of cost: what they may sacrifice instead (a filter: \"Ward—Sacrifice a "
                           "legendary artifact or legendary creature\")",
              "discard": "instead of cost: what card they may discard instead (a card filter: \"Ward—Discard an "
                         "enchantment, instant, or sorcery card\", Saruman of Many Colors)"}
    board_role = "targeted"
    #: "Legendary creatures you control ... have ward {1}" (Flowering of the White Tree): a pump's flag "ward_1"
    #: gives the creatures it affects this ward (engine.effects.becomes_target asks their flags too); "ward_2":
    #: "Other Spiders you control have deathtouch and ward {2}" (Shelob, Child of Ungoliant)
    granted_flags = {"ward_1": {"cost": "{1}"}, "ward_2": {"cost": "{2}"}}
    examples = (({"static": "ward", "cost": "{2}"}, "Ward {2}"),
                ({"static": "ward", "sacrifice": {"what": "permanent", "any_of": [
                    {"what": "artifact", "supertypes": ["Legendary"]},
                    {"what": "creature", "supertypes": ["Legendary"]}]}},
                 "Ward\u2014Sacrifice a legendary artifact or legendary creature."),
                ({"static": "ward", "discard": {"what": "card", "types": ["Enchantment", "Instant", "Sorcery"]}},
                 "Ward\u2014Discard an enchantment, instant, or sorcery card."))

    def check(self, st: Any) -> str | None:
        return None if st.get("cost") or st.get("sacrifice") or st.get("discard") else \
            "ward needs its cost (cost = \"{2}\")"

    def text(self, card: Any, st: Any) -> str:
        if st.get("discard"):  # "Ward—Discard an enchantment, instant, or sorcery card."
            from ..cards.render import describe_filter
            d = describe_filter({k: v for k, v in dict(st["discard"]).items() if k != "zone"}, card=card)
            return f"Ward\u2014Discard {'an' if d[:1] in 'aeiou' else 'a'} {d}."
        if st.get("sacrifice"):
            from ..cards.render import describe_filter
            f = st["sacrifice"]
            alts = [dict(x) for x in (f.get("any_of") or ())] or [dict(f)]
            d = " or ".join(describe_filter(x, card=card) for x in alts)  # "legendary artifact or legendary creature"
            return f"Ward\u2014Sacrifice {'an' if d[:1] in 'aeiou' else 'a'} {d}."
        return f"Ward {st.get('cost')}"

    def keyword_text(self, card: Any, st: Any) -> str | None:
        """A ward with a mana cost is a keyword of the keyword line ("Vigilance, ward {1}", Pippin, Guard of the
        Citadel); "Ward—Sacrifice ..." and "Ward—Discard ..." are lines of their own."""
        return None if st.get("sacrifice") or st.get("discard") else f"ward {st.get('cost')}"

    def targeted(self, g: "Game", src: str, st: Any, item: Any) -> None:
        from ..engine.triggers import queue_trigger

        o = g.objects[src]
        if item.controller == o.controller:
            return  # only an opponent's spell or ability (702.21a)
        ab = (_object_ability(st, "sacrifice") if st.get("sacrifice") else _object_ability(st, "discard")
              if st.get("discard") else _ability(str(st.get("cost"))))
        queue_trigger(g, o.controller, ab, src, o.card.name, {"warded": item.id})
