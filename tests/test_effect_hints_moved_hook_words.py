"""The words moved out of the LTR hooks files (sacrifice, sacrifice_blocker_at_end_of_combat, if, grant_ability,
choose_mode, exile_return_next_end, nth_resolution, return_to_battlefield): what the bots read of them is what
the old HURTS table said (only exile_return_next_end hurts what it acts on), and the effects an ``if`` or an
``nth_resolution`` holds are read through it."""

from __future__ import annotations

from mtg_tui.ai.harm import harmful_groups
from mtg_tui.effects.registry import BY_NAME

MOVED = ("sacrifice", "sacrifice_blocker_at_end_of_combat", "if", "grant_ability", "choose_mode",
         "exile_return_next_end", "nth_resolution", "return_to_battlefield")


def test_the_moved_words_are_words_without_bot_tags():
    for name in MOVED:
        assert BY_NAME[name].ai().tags == frozenset(), name


def test_exile_until_the_next_end_step_hurts_its_target():
    assert harmful_groups({"effects": [{"do": "exile_return_next_end"}]}) == {0}
    assert harmful_groups({"effects": [{"do": "exile_return_next_end", "what": "target2"}]}) == {1}
    assert harmful_groups({"effects": [{"do": "exile_return_next_end", "what": "self"}]}) == frozenset()


def test_the_others_hurt_nothing_themselves():
    for eff in ({"do": "sacrifice"}, {"do": "sacrifice_blocker_at_end_of_combat"},
                {"do": "grant_ability", "ability": {"trigger": {"event": "self_dies"}, "effects": []}},
                {"do": "return_to_battlefield"}, {"do": "choose_mode", "modes": []}):
        assert harmful_groups({"effects": [eff]}) == frozenset(), eff


def test_what_an_if_or_an_nth_resolution_holds_is_read_through_it():
    inner = [{"do": "exile_return_next_end", "what": "target2"}]
    assert harmful_groups({"effects": [{"do": "if", "condition": "x", "effects": inner}]}) == {1}
    assert harmful_groups({"effects": [{"do": "nth_resolution", "n": 2, "effects": inner}]}) == {1}
