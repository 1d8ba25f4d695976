"""Card definitions hold their words, read once as the card loads (docs/VOCABULARY.md, "How a card is held").

Every ability of every card and token is an ``Ability`` (mtg_tui/engine/ability.py): each effect, however deeply
nested (``may``, ``if``, a mode, a delayed or granted or reflexive trigger), is an ``EffectUse`` whose ``run`` is
its word's; each filter is a ``FilterSpec``, each target a ``TargetSpec``, each trigger a ``TriggerUse`` with
its mode, each static ability holds its word and each activated ability its cost words.  The engine matches
filters with these objects only: there is no cache of filters by the identity of a dict any more.
"""

from __future__ import annotations

from typing import Any, Iterator

import pytest

from mtg_tui.cards.registry import registry
from mtg_tui.costs import registry as cost_words
from mtg_tui.effects import registry as effect_words
from mtg_tui.engine import filters
from mtg_tui.engine.ability import FILTER_KEYS, Ability, EffectUse, TargetSpec, TriggerUse
from mtg_tui.engine.data import Data
from mtg_tui.engine.filters import FilterSpec
from mtg_tui.statics import registry as static_words
from mtg_tui.trigger_modes.registry import EVENTS


def _all_cards() -> list[Any]:
    reg = registry()
    return sorted([*reg.cards.values(), *reg.tokens.values()], key=lambda c: c.name)


def _walk(v: Any, key: str = "") -> Iterator[tuple[str, Any]]:
    """Every (key, value) held anywhere inside an ability's table."""
    yield key, v
    if isinstance(v, (dict, Data)):
        for k in list(v.keys()):
            yield from _walk(v[k], k)
    elif isinstance(v, (list, tuple)):
        for x in v:
            yield from _walk(x, key + "[]")


CARDS = _all_cards()


@pytest.mark.parametrize("card", CARDS, ids=[c.name for c in CARDS])
def test_every_part_of_every_ability_is_read_at_load(card: Any) -> None:
    for ab in (*card.abilities, *card.mana):
        assert isinstance(ab, Ability)
        seen_effects = 0
        for key, v in _walk(ab):
            if isinstance(v, dict):
                assert "do" not in v, f"{card.name}: an effect left as a table under {key!r}: {v}"
                assert key not in FILTER_KEYS, f"{card.name}: a filter left as a table under {key!r}: {v}"
                assert key not in ("trigger", "ability", "then"), f"{card.name}: {key!r} left as a table"
            if isinstance(v, EffectUse):
                seen_effects += 1
                word = effect_words.BY_NAME[v.name]
                assert v.run == word.run, f"{card.name}: {v.name} runs something else than its word"
            if key in FILTER_KEYS and v is not None and not isinstance(v, (bool, int, str)):
                assert isinstance(v, FilterSpec), f"{card.name}: {key} is {type(v).__name__}"
            if key == "targets" and isinstance(v, (list, tuple)):
                assert all(isinstance(t, TargetSpec) for t in v)
        assert seen_effects >= len(ab.effects)
        assert list(ab.effects) == [e for e in ab.get("effects") or ()]
        if ab.kind in ("triggered",):
            assert isinstance(ab.trigger, TriggerUse)
            assert ab.trigger.use is EVENTS[ab.trigger.event]
            assert isinstance(ab.trigger.filter, FilterSpec)
        if ab.kind == "static":
            assert ab.static is static_words.BY_NAME[ab["static"]]
        if ab.kind in ("activated", "loyalty", "cycling", "mana"):
            assert ab.costs == cost_words.of(ab)


def test_the_nested_effects_are_bound_too() -> None:
    """A may's, an if's, a modal spell's and a reflexive trigger's effects are EffectUse objects, so the
    resolution loop never looks an effect up by name."""
    nested = {"may": "effects", "if": "effects", "choose_mode": "modes", "amass": "then", "delayed": "effects",
              "grant_ability": "ability"}
    found: set[str] = set()
    for card in CARDS:
        for ab in card.abilities:
            for _, v in _walk(ab):
                if isinstance(v, EffectUse) and v.name in nested and v.get(nested[v.name]):
                    inner = [x for _, x in _walk(v[nested[v.name]]) if isinstance(x, EffectUse)]
                    assert inner, f"{card.name}: {v.name}'s {nested[v.name]} hold no bound effect"
                    found.add(v.name)
    assert {"may", "if", "amass"} <= found  # the card pool has these, at least


def test_a_reflexive_or_granted_ability_is_an_ability() -> None:
    amass = [v for c in CARDS for ab in c.abilities for _, v in _walk(ab)
             if isinstance(v, EffectUse) and v.name == "amass" and v.get("then")]
    assert amass
    for v in amass:
        then = v["then"]
        assert isinstance(then, Ability) and then.kind == "triggered" and then.effects


def test_filters_are_matched_by_their_read_object_only() -> None:
    """No cache of filters by a dict's identity is left (the id()-keyed ``spec_of``)."""
    assert not hasattr(filters, "spec_of") and not hasattr(filters, "_SPECS")
    from mtg_tui.costs.discard import Discard

    assert not hasattr(Discard(), "_hand")  # the discard cost's hand filter is read at load
    sanctum = registry().get("Sanctum Spirit").activated[0]
    assert isinstance(sanctum["discard"], FilterSpec) and sanctum["discard"].zone == "hand"


def test_a_read_table_reads_as_written_and_is_never_the_dict_itself() -> None:
    bolt = registry().get("Lightning Bolt").spell
    assert bolt is not None
    eff = bolt.effects[0]
    assert eff["do"] == "damage" and eff.get("amount") == 3 and "amount" in eff and eff.get("nope") is None
    assert dict(eff)["amount"] == 3
    assert isinstance(bolt.targets[0], TargetSpec) and bolt.targets[0].count == 1
