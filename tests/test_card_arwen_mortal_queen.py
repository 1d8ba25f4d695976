"""193 Arwen, Mortal Queen (mythic): "Arwen, Mortal Queen enters the battlefield with an indestructible counter on
it. / {1}, Remove an indestructible counter from Arwen: Another target creature gains indestructible until end of
turn. Put a +1/+1 counter and a lifelink counter on that creature and a +1/+1 counter and a lifelink counter on
Arwen."

What it needs of the game: keyword counters (122.1b: a permanent with an indestructible counter has
indestructible, one with a lifelink counter lifelink; engine/layers.py, layer 6), a cost that removes a counter
(the cost word ``remove_counter``, 602.2b), and ``put_counters`` with several kinds and the source too."""

from __future__ import annotations

from rules_helpers import act, board, legal, names, perm

from mtg_tui.cards.registry import registry
from mtg_tui.cards.sets import load_set

MAIN = {"turn": 3, "active": "p1", "step": "main1"}


def test_card_file_is_the_set_files_card_of_its_number():
    c = registry().get("Arwen, Mortal Queen")
    entry = load_set("LTR").by_number()[193]
    assert (c.set, c.number, entry.name, entry.rarity) == ("LTR", 193, "Arwen, Mortal Queen", "mythic")


def _arwen_cast():
    g = board(state=MAIN, p1={"battlefield": ["Forest", "Plains", "Plains", "Forest"],
                              "hand": ["Arwen, Mortal Queen"], "library": ["Plains"] * 5},
              p2={"battlefield": ["Mountain"], "hand": ["Lightning Bolt"], "library": ["Island"] * 5})
    act(g, "p1: cast Arwen, Mortal Queen", "resolve")
    return g


def test_she_enters_with_an_indestructible_counter_and_so_is_indestructible():
    """614.1c: cast, she enters with the counter; 122.1b: the counter gives her indestructible, so lethal damage
    doesn't destroy her (702.12b)."""
    g = _arwen_cast()
    a = perm(g, "Arwen, Mortal Queen")
    assert a["counters"] == {"indestructible": 1} and "indestructible" in a["keywords"]
    act(g, "p1: pass", "p2: cast Lightning Bolt -> Arwen, Mortal Queen", "resolve")
    a = perm(g, "Arwen, Mortal Queen")
    assert a is not None and a["damage"] == 3


def _arwen(bears_counters=None):
    return board(state=MAIN, p1={"battlefield": [
        "Forest", "Plains", {"card": "Arwen, Mortal Queen", "id": "arwen", "counters": {"indestructible": 1}},
        {"card": "Grizzly Bears", "id": "bear", **({"counters": bears_counters} if bears_counters else {})}],
        "library": ["Plains"] * 5}, p2={"battlefield": ["Hill Giant"], "library": ["Island"] * 5})


def test_her_ability_moves_her_indestructibility_and_gives_lifelink_counters_to_both():
    """602.2b: {1} and the counter paid (she is no longer indestructible); the target gains indestructible until end
    of turn and a +1/+1 and a lifelink counter (so lifelink, 122.1b), and so does Arwen."""
    g = _arwen()
    acts = [a for a in legal(g) if a.startswith("activate Arwen")]
    assert acts == ["activate Arwen, Mortal Queen -> Grizzly Bears", "activate Arwen, Mortal Queen -> Hill Giant"]
    act(g, "p1: activate Arwen, Mortal Queen -> Grizzly Bears")
    a = perm(g, "arwen")
    assert a["counters"] == {} and "indestructible" not in a["keywords"]  # the cost is paid at once
    act(g, "resolve")
    bear, a = perm(g, "bear"), perm(g, "arwen")
    assert bear["counters"] == {"+1/+1": 1, "lifelink": 1}
    assert {"indestructible", "lifelink"} <= set(bear["keywords"]) and (bear["power"], bear["toughness"]) == (3, 3)
    assert a["counters"] == {"+1/+1": 1, "lifelink": 1} and "lifelink" in a["keywords"]
    assert (a["power"], a["toughness"]) == (3, 3)
    act(g, "advance to turn 4 upkeep")  # until end of turn ends; the counters stay
    bear = perm(g, "bear")
    assert "indestructible" not in bear["keywords"] and "lifelink" in bear["keywords"]


def test_without_the_counter_she_cant_activate_it():
    """602.2b, 118.3: the cost can't be paid without an indestructible counter on her."""
    g = _arwen()
    act(g, "p1: activate Arwen, Mortal Queen -> Grizzly Bears", "resolve")
    assert not any(a.startswith("activate Arwen") for a in legal(g))


def test_a_lifelink_counter_gains_life_in_combat():
    """702.15b via 122.1b: the Bears with a lifelink counter deal combat damage and their controller gains that
    much life."""
    g = _arwen(bears_counters={"lifelink": 1})
    act(g, "advance to declare_attackers", "p1: attack Grizzly Bears")
    if g.pending is not None and g.pending.kind == "attack":
        act(g, "p1: done")
    act(g, "advance to end_of_combat")
    assert g.players["p2"].life == 18 and g.players["p1"].life == 22
