"""What the bots read off the words gain_control, fight, bounce_all, return_to_hand, flicker,
shuffle_into_library, mill, delayed, discard, scry, search, ring_tempts and amass: which target group each hurts
(``Effect.harms``, through ``ai.harm.harmful_groups``), as the old HURTS table and its fight case said; and the
tags of the words that carry some."""

from __future__ import annotations

import pytest

from mtg_tui.ai.harm import harmful_groups
from mtg_tui.effects.registry import BY_NAME

#: the old table (mtg_tui/ai/harm.py before the words), for these words
_OLD_HURTS = {"gain_control": "what", "return_to_hand": "what", "shuffle_into_library": "what", "discard": "who",
              "mill": "who"}


def _old_group(ref):
    if ref is None or ref == "target":
        return 0
    if isinstance(ref, str) and ref.startswith("target") and ref[6:].isdigit():
        return int(ref[6:]) - 1
    return None


def _old_harms(eff: dict) -> frozenset[int]:
    do = eff.get("do")
    if do in _OLD_HURTS:
        key = _OLD_HURTS[do]
        g = _old_group(eff.get(key, "target" if key != "who" else None))
    elif do == "fight":
        g = _old_group(eff.get("b", "target2"))
    else:
        g = None
    return frozenset() if g is None else frozenset({g})


_REFS = [None, "target", "target1", "target2", "target3", "you", "each_opponent", "each_player", "new", "self"]
_CASES = [({"do": name} if ref is None else {"do": name, key: ref})
          for name, keys in [("gain_control", ["what"]), ("return_to_hand", ["what"]),
                             ("shuffle_into_library", ["what"]), ("discard", ["who"]), ("mill", ["who"]),
                             ("fight", ["a", "b"]), ("flicker", ["what"]), ("ring_tempts", ["who"])]
          for key in keys for ref in _REFS]
_CASES += [{"do": "bounce_all", "filter": {"what": "creature"}}, {"do": "scry", "n": 2},
           {"do": "search", "filter": {"what": "card"}}, {"do": "delayed", "when": "end", "effects": []},
           {"do": "amass", "subtype": "Orc", "n": 2}, {"do": "fight", "a": "target2", "b": "target1"}]


@pytest.mark.parametrize("eff", _CASES, ids=repr)
def test_each_word_hurts_what_the_old_table_said(eff):
    assert harmful_groups({"effects": [eff]}) == _old_harms(eff)


@pytest.mark.parametrize("eff, groups", [
    ({"do": "gain_control"}, {0}),
    ({"do": "fight", "a": "target1", "b": "target2"}, {1}),  # the creature yours fights
    ({"do": "return_to_hand", "what": "target2"}, {1}),
    ({"do": "shuffle_into_library", "what": "new"}, set()),
    ({"do": "discard", "who": "target"}, {0}),
    ({"do": "mill", "who": "each_player", "n": 2}, set()),
    ({"do": "flicker"}, set()),
    ({"do": "may", "effects": [{"do": "gain_control", "what": "target2"}]}, {1}),
])
def test_what_each_word_hurts(eff, groups):
    assert harmful_groups({"effects": [eff]}) == frozenset(groups)


@pytest.mark.parametrize("name, tags", [
    ("gain_control", {"hostile", "removal"}), ("fight", {"hostile"}), ("amass", {"grows_board"}),
    ("bounce_all", set()), ("return_to_hand", set()), ("flicker", set()), ("shuffle_into_library", set()),
    ("mill", set()), ("delayed", set()), ("discard", set()), ("scry", set()), ("search", set()),
    ("ring_tempts", set()),
])
def test_what_the_bots_know_of_each_word(name, tags):
    assert BY_NAME[name].ai().tags == frozenset(tags)
