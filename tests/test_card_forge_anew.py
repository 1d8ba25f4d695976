"""17 Forge Anew (rare): "When Forge Anew enters the battlefield, return target Equipment card from your graveyard to
the battlefield. / As long as it's your turn, you may activate equip abilities any time you could cast an instant. /
You may pay {0} rather than pay the equip cost of the first equip ability you activate during each of your turns."

The statics ``equip_any_time`` (602.5d: equip is otherwise sorcery-speed, 702.6a) and ``first_equip_free`` (118.9:
an alternative cost, never worse than the equip cost, so offered as the cost)."""

from __future__ import annotations

from rules_helpers import act, board, legal, perm

from mtg_tui.cards.registry import registry
from mtg_tui.cards.sets import load_set


def test_card_file_is_the_set_files_card_of_its_number():
    c = registry().get("Forge Anew")
    entry = load_set("LTR").by_number()[17]
    assert (c.set, c.number, entry.name, entry.rarity) == ("LTR", 17, "Forge Anew", "rare")


def test_it_returns_an_equipment_card_from_your_graveyard():
    """Its enters trigger targets an Equipment card in its controller's graveyard (not a creature card there)."""
    g = board(state={"turn": 3, "active": "p1", "step": "main1"},
              p1={"battlefield": ["Plains"] * 3, "hand": ["Forge Anew"],
                  "graveyard": ["Barrow-Blade", "Grizzly Bears"]})
    act(g, "p1: cast Forge Anew", "resolve")
    while g.stack:
        act(g, "resolve")
    assert perm(g, "Barrow-Blade") is not None
    assert [g.objects[c].card.name for c in g.players["p1"].graveyard] == ["Grizzly Bears"]


def _forge(step="beginning_of_combat", active="p1", lands=1):
    return board(state={"turn": 3 if active == "p1" else 4, "active": active, "step": step},
                 p1={"battlefield": ["Forge Anew", {"card": "Barrow-Blade", "id": "blade"},
                                     {"card": "Grizzly Bears", "id": "bear"}, {"card": "Hill Giant", "id": "giant"}]
                     + ["Plains"] * lands, "library": ["Plains"] * 3},
                 p2={"library": ["Island"] * 3})


def _equips(g):
    return [a for a in legal(g) if a.startswith("activate Barrow-Blade")]


def test_on_your_turn_equip_at_instant_speed_the_first_for_free():
    """In its controller's beginning of combat (not a main phase) the equip can be activated; with no land untapped
    the first costs {0}; the second that turn costs its {1} again."""
    g = _forge(lands=0)
    assert _equips(g) == ["activate Barrow-Blade -> Grizzly Bears", "activate Barrow-Blade -> Hill Giant"]
    act(g, "p1: activate Barrow-Blade -> Grizzly Bears", "resolve")
    assert perm(g, "blade")["attached_to"] == "bear"
    assert _equips(g) == []  # {1} now, and no mana


def test_the_second_equip_pays_its_cost():
    g = _forge(lands=1)
    act(g, "p1: activate Barrow-Blade -> Grizzly Bears", "resolve")
    assert not perm(g, "Plains")["tapped"]  # the first was free
    act(g, "p1: activate Barrow-Blade -> Hill Giant", "resolve")
    assert perm(g, "Plains")["tapped"] and perm(g, "blade")["attached_to"] == "giant"


def test_not_on_the_opponents_turn():
    """'As long as it's your turn': in the opponent's turn equip stays sorcery-speed (and so can't be activated)."""
    g = _forge(step="main1", active="p2")
    assert g.decider == "p2"
    act(g, "p2: pass")
    assert g.decider == "p1" and _equips(g) == []
