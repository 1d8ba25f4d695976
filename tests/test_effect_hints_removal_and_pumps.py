"""What the bots read off the words destroy, counter, tap, lose_life, pump and put_counters: which target group
each hurts (``Effect.harms``, through ``ai.harm.harmful_groups``), as the old HURTS table and its special cases
said; and the tags of the words that carry some."""

from __future__ import annotations

import pytest

from mtg_tui.ai.harm import harmful_groups
from mtg_tui.effects.registry import BY_NAME


@pytest.mark.parametrize("eff, groups", [
    ({"do": "destroy"}, {0}),
    ({"do": "destroy", "what": "target2"}, {1}),
    ({"do": "counter"}, {0}),
    ({"do": "tap", "what": "target2"}, {1}),
    ({"do": "lose_life", "who": "target2"}, {1}),
    ({"do": "lose_life", "who": "each_opponent"}, set()),
    ({"do": "pump", "power": -2, "toughness": -2}, {0}),
    ({"do": "pump", "what": "target2", "flags": ["cant_block"]}, {1}),
    ({"do": "pump", "power": 2, "toughness": 2, "keywords": ["trample"]}, set()),
    ({"do": "pump", "flags": ["no_untap"]}, set()),
    ({"do": "put_counters", "kind": "-1/-1"}, {0}),
    ({"do": "put_counters", "kind": "stun", "what": "target2"}, {1}),
    ({"do": "put_counters", "kind": "+1/+1"}, set()),
    ({"do": "untap"}, set()),
    ({"do": "attach"}, set()),
    ({"do": "gain_life", "who": "target"}, set()),
    ({"do": "may", "effects": [{"do": "tap", "what": "target2"}]}, {1}),
])
def test_what_each_word_hurts(eff, groups):
    assert harmful_groups({"effects": [eff]}) == frozenset(groups)


@pytest.mark.parametrize("name, tags", [
    ("destroy", {"hostile", "removal", "destroys"}), ("tap", {"hostile", "taps"}), ("counter", {"hostile", "counters"}),
    ("add_mana", {"ritual"}), ("pump", {"trick"}), ("create_token", {"makes_creature", "grows_board"}),
    ("pump_all", {"anthem"}), ("gain_life", {"gains_life"}), ("attach", {"attaches"}),
    ("destroy_all", set()), ("lose_life", set()), ("untap", set()), ("put_counters", set()),
])
def test_what_the_bots_know_of_each_word(name, tags):
    assert BY_NAME[name].ai().tags == frozenset(tags)
