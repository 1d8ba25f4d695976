"""203 Flame of Anor (rare): "Choose one. If you control a Wizard as you cast this spell, you may choose two
instead. / • Target player draws two cards. / • Destroy target artifact. / • Flame of Anor deals 5 damage to target
creature."

700.2d: with a Wizard as it is cast (the condition ``choose_two_if``), its caster may choose two different modes,
written "cast Flame of Anor mode 1,3 -> ..." (SCENARIOS 1: the modes in printed order, then the targets in the
same order); the two modes are done in printed order, each with its own targets (the word ``modes_in_order``)."""

from __future__ import annotations

from rules_helpers import act, board, legal, names, perm

from mtg_tui.ai.base import PlayerView
from mtg_tui.ai.heuristic import HeuristicAgent
from mtg_tui.cards.registry import registry
from mtg_tui.cards.sets import load_set


def test_card_file_is_the_set_files_card_of_its_number():
    c = registry().get("Flame of Anor")
    entry = load_set("LTR").by_number()[203]
    assert (c.set, c.number, entry.name, entry.rarity) == ("LTR", 203, "Flame of Anor", "rare")


def _flame(wizard=True, blade=True):
    bf = ["Island", "Mountain", "Island"] + ([{"card": "Saruman the White", "id": "sar"}] if wizard else [])
    return board(state={"turn": 3, "active": "p1", "step": "main1"},
                 p1={"battlefield": bf, "hand": ["Flame of Anor"], "library": ["Island"] * 5},
                 p2={"battlefield": [{"card": "Hill Giant", "id": "giant"}]
                     + ([{"card": "Barrow-Blade", "id": "blade"}] if blade else []), "library": ["Island"] * 5})


def _casts(g):
    return [a for a in legal(g) if a.startswith("cast Flame of Anor")]


def test_without_a_wizard_only_one_mode():
    """700.2: choose one: every action names one mode."""
    casts = _casts(_flame(wizard=False))
    assert casts and all("," not in a.split(" mode ")[1].split(" ->")[0] for a in casts)
    assert "cast Flame of Anor mode 3 -> Hill Giant" in casts


def test_with_a_wizard_two_modes_each_pair_in_printed_order():
    """700.2d: with a Wizard, the pairs 1,2 / 1,3 / 2,3 are offered too, with both modes' targets in order."""
    casts = _casts(_flame())
    assert "cast Flame of Anor mode 1,3 -> p2, Hill Giant" in casts
    assert "cast Flame of Anor mode 2,3 -> Barrow-Blade, Hill Giant" in casts
    assert "cast Flame of Anor mode 1,2 -> p1, Barrow-Blade" in casts
    assert not any(" mode 3,1" in a or " mode 2,1" in a for a in casts)


def test_both_modes_happen_each_on_its_own_target():
    """Destroy the artifact and 5 damage to the Giant: both done, in printed order."""
    g = _flame()
    act(g, "p1: cast Flame of Anor mode 2,3 -> Barrow-Blade, Hill Giant", "resolve")
    assert perm(g, "blade") is None and perm(g, "giant") is None
    assert names(g, "p2", "graveyard") == ["Barrow-Blade", "Hill Giant"]
    assert any(e.rule == "700.2" and "choosing mode 2,3" in e.msg for e in g.log)


def test_a_mode_whose_target_became_illegal_does_nothing_the_other_still_happens():
    """608.2b: the Giant leaves before it resolves (bounced by hand here: moved to its owner's hand); the artifact
    is still destroyed; the spell isn't countered while a target is legal."""
    g = _flame()
    act(g, "p1: cast Flame of Anor mode 1,3 -> p1, Hill Giant")
    g.move("giant", "hand")
    act(g, "resolve")
    assert len(g.players["p1"].hand) == 2  # it drew two
    assert "Flame of Anor" in names(g, "p1", "graveyard")


def test_the_bot_takes_both_modes_when_it_can():
    """The normal bot, with a Wizard, casts it for two modes (a card drawn and a creature killed beat either)."""
    g = _flame(blade=False)
    bot = HeuristicAgent(7, "normal")
    a = bot.choose(PlayerView(g, "p1"), g.legal_actions())
    assert a.text == "cast Flame of Anor mode 1,3 -> p1, Hill Giant", (a.text, bot.last)
