"""The text-only parameters the Oracle wording of issue 21's cards needs (tests/test_oracle_text.py compares whole
cards): each is a choice of wording, never of rules."""

from __future__ import annotations

from mtg_tui.cards.registry import registry
from mtg_tui.cards.render import Ctx, describe_target, render_effects


def _ctx(targets):
    return Ctx(registry().get("Lightning Bolt"), targets)


def test_then_word_and_that_name_a_later_step_and_the_same_creature():
    targets = [{"what": "creature", "controller": "you"}, {"what": "creature", "up_to": True, "distinct": True}]
    effects = [{"do": "untap", "what": "target1"},
               {"do": "fight", "a": "target1", "b": "target2", "then_word": True, "that": True}]
    assert render_effects(effects, _ctx(targets)) == (
        "Untap target creature you control. Then that creature fights up to one other target creature.")  # 701.12a


def test_duration_first_leads_the_sentence():
    eff = [{"do": "gain_control", "duration": "eot", "duration_first": True}, {"do": "untap", "that": True}]
    assert render_effects(eff, _ctx([{"what": "creature"}])) == \
        "Until end of turn, gain control of target creature. Untap that creature."  # 613.1b


def test_amounts_that_count_things_read_for_each():
    assert render_effects([{"do": "create_token", "token": "Food", "n": "creatures_you_control"}], _ctx([])) == \
        "Create a Food token for each creature you control."
    assert render_effects([{"do": "draw", "n": "tapped_creatures_target_player"}], _ctx([{"what": "opponent"}])) \
        == "Draw a card for each tapped creature target opponent controls."
    assert render_effects([{"do": "lose_life", "who": "each_opponent", "n": "creature_cards_in_opponents_graveyards"}],
                          _ctx([])) == "Each opponent loses 1 life for each creature card in that player's graveyard."


def test_other_than_name_and_choose_first():
    rosie = registry().get("Rosie Cotton of South Lane")
    spec = {"what": "creature", "controller": "you", "other": True, "other_than_name": True}
    assert describe_target(spec, rosie).startswith("target creature you control other than ")
    spec = {"what": "permanent", "zone": "graveyard", "owner": "you", "up_to": True}
    assert render_effects([{"do": "return_to_hand", "choose_first": True}], _ctx([spec])) == \
        "Choose up to one target permanent card in your graveyard. Return it to your hand."


def test_an_offer_is_the_other_players_choice_of_the_first_mode():
    eff = {"do": "choose_mode", "who": "target", "offer": True,
           "modes": [{"label": "draw", "effects": [{"do": "draw", "n": 1}]},
                     {"label": "mill", "effects": [{"do": "mill", "n": 2}]}]}
    assert render_effects([eff], _ctx([{"what": "opponent"}])) == \
        "Target opponent may have you draw a card. If that player doesn't, you mill two cards."  # 700.2
