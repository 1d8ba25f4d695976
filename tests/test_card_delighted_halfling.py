"""158 Delighted Halfling (rare): "{T}: Add {C}. / {T}: Add one mana of any color. Spend this mana only to cast a
legendary spell, and that spell can't be countered."

A second mana ability whose mana may be spent only on some spells (106.6: the solver uses it in place of the first
for a legendary spell, never for anything else, and never lets it float), and a spell its mana paid for that can't
be countered (101.2; the counter words ask engine.effects.uncounterable)."""

from __future__ import annotations

from rules_helpers import act, board, legal, names, perm

from mtg_tui.cards.registry import registry
from mtg_tui.cards.sets import load_set


def test_card_file_is_the_set_files_card_of_its_number():
    c = registry().get("Delighted Halfling")
    entry = load_set("LTR").by_number()[158]
    assert (c.set, c.number, entry.name, entry.rarity) == ("LTR", 158, "Delighted Halfling", "rare")


def test_by_hand_it_taps_for_colorless_only():
    """106.6: the colored mana is made only as a legendary spell is paid: tapping by hand makes {C}."""
    g = board(state={"turn": 3, "active": "p1", "step": "main1"}, p1={"battlefield": ["Delighted Halfling"]})
    assert [a for a in legal(g) if a.startswith("tap")] == ["tap Delighted Halfling"]
    act(g, "p1: tap Delighted Halfling")
    assert g.snapshot()["players"]["p1"]["mana_pool"] == "C"


def test_its_colored_mana_casts_a_legendary_spell_not_another():
    """Ioreth of the Healing House ({2}{U}, legendary) with two Forests and the Halfling: the Halfling makes the
    {U}; Hill Giant ({3}{R}) with three Forests and the Halfling can't be cast (its {R} only for a legendary)."""
    g = board(state={"turn": 3, "active": "p1", "step": "main1"},
              p1={"battlefield": ["Delighted Halfling", "Forest", "Forest", "Forest"],
                  "hand": ["Ioreth of the Healing House", "Hill Giant"]})
    acts = legal(g)
    assert "cast Ioreth of the Healing House" in acts and "cast Hill Giant" not in acts
    act(g, "p1: cast Ioreth of the Healing House")
    assert perm(g, "Delighted Halfling")["tapped"]
    assert any("adds {U} (Delighted Halfling)" in e.msg for e in g.log)


def test_a_spell_its_colored_mana_paid_for_cant_be_countered():
    """The opponent's Counterspell targets Ioreth (paid with the Halfling's {U}): Ioreth stays on the stack and
    resolves; Counterspell goes to the graveyard having done nothing."""
    g = board(state={"turn": 3, "active": "p1", "step": "main1"},
              p1={"battlefield": ["Delighted Halfling", "Forest", "Forest"], "hand": ["Ioreth of the Healing House"],
                  "library": ["Island"] * 3},
              p2={"battlefield": ["Island", "Island"], "hand": ["Counterspell"], "library": ["Island"] * 3})
    act(g, "p1: cast Ioreth of the Healing House", "p1: pass", "p2: cast Counterspell -> Ioreth of the Healing House")
    act(g, "resolve")
    assert "Counterspell" in names(g, "p2", "graveyard")
    act(g, "resolve")
    assert perm(g, "Ioreth of the Healing House") is not None


def test_paid_with_other_mana_it_can_be_countered():
    g = board(state={"turn": 3, "active": "p1", "step": "main1"},
              p1={"battlefield": ["Delighted Halfling", "Island", "Forest", "Forest"],
                  "hand": ["Ioreth of the Healing House"], "library": ["Island"] * 3},
              p2={"battlefield": ["Island", "Island"], "hand": ["Counterspell"], "library": ["Island"] * 3})
    act(g, "p1: cast Ioreth of the Healing House")
    assert not perm(g, "Delighted Halfling")["tapped"]  # the Island paid the {U}: no need of the Halfling
    act(g, "p1: pass", "p2: cast Counterspell -> Ioreth of the Healing House", "resolve")
    assert "Ioreth of the Healing House" in names(g, "p1", "graveyard")
