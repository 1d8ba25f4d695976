"""160 Elven Chorus (rare): "You may look at the top card of your library any time. / You may cast creature spells
from the top of your library. / Creatures you control have "{T}: Add one mana of any color.""

The statics ``cast_from_top`` (601.3: cast from the library's top with the usual timing and costs; the top card
shown to its player alone, ``library_top`` in their snapshot) and ``creatures_tap_for_mana`` (605.1a: each creature
of its controller a mana source, not while summoning sick, 302.6)."""

from __future__ import annotations

from rules_helpers import act, board, legal, names, perm

from mtg_tui.cards.registry import registry
from mtg_tui.cards.sets import load_set


def test_card_file_is_the_set_files_card_of_its_number():
    c = registry().get("Elven Chorus")
    entry = load_set("LTR").by_number()[160]
    assert (c.set, c.number, entry.name, entry.rarity) == ("LTR", 160, "Elven Chorus", "rare")


def _chorus(library=("Hill Giant", "Forest"), step="main1", creatures=()):
    return board(state={"turn": 3, "active": "p1", "step": step},
                 p1={"battlefield": ["Elven Chorus", "Mountain", "Mountain", "Mountain", "Mountain"] + list(creatures),
                     "library": list(library)},
                 p2={"library": ["Island"] * 3})


def test_a_creature_on_top_can_be_cast_from_there():
    """The Hill Giant on top: "cast Hill Giant" is offered and casts it from the library (the next card is the
    new top); a land on top isn't offered (spells only)."""
    g = _chorus()
    assert "cast Hill Giant" in legal(g)
    act(g, "p1: cast Hill Giant", "resolve")
    assert perm(g, "Hill Giant") is not None and names(g, "p1", "library") == ["Forest"]
    assert not any(a.startswith("play Forest") or a.startswith("cast Forest") for a in legal(g))


def test_only_with_the_usual_timing():
    """A creature spell without flash: not in the opponent's turn."""
    g = board(state={"turn": 4, "active": "p2", "step": "main1"},
              p1={"battlefield": ["Elven Chorus"] + ["Mountain"] * 4, "library": ["Hill Giant"]},
              p2={"library": ["Island"] * 3})
    act(g, "p2: pass")
    assert "cast Hill Giant" not in legal(g)


def test_its_player_sees_the_top_card_the_opponent_doesnt():
    """Hidden information: the top card is in its player's snapshot, not in the opponent's, nor in the log."""
    g = _chorus(library=("Forest", "Hill Giant"))
    assert g.view("p1")["players"]["p1"]["library_top"] == "Forest"
    assert "library_top" not in g.view("p2")["players"]["p1"]
    assert not any("Forest" in e.msg for e in g.log)
    from mtg_tui.textplay import _board  # line mode alike: p1's board tells it, p2's doesn't
    assert "top of library Forest" in _board(g, "p1") and "Forest" not in _board(g, "p2")


def test_creatures_tap_for_any_color():
    """605.1a: the Bears (not summoning sick) tap for any color; a creature that came this turn can't (302.6)."""
    g = _chorus(creatures=[{"card": "Grizzly Bears", "id": "bear"},
                           {"card": "Hill Giant", "id": "newgiant", "sick": True}])
    taps = [a for a in legal(g) if a.startswith("tap Grizzly Bears")]
    assert {f"tap Grizzly Bears for {c}" for c in "WUBRG"} <= set(taps)
    assert not any(a.startswith("tap Hill Giant") for a in legal(g))
    act(g, "p1: tap Grizzly Bears for U")
    assert perm(g, "bear")["tapped"] and g.snapshot()["players"]["p1"]["mana_pool"] == "U"


def test_the_solver_pays_with_creatures():
    """Ioreth ({2}{U}) with only Mountains and the Bears: the Bears make the {U}."""
    g = board(state={"turn": 3, "active": "p1", "step": "main1"},
              p1={"battlefield": ["Elven Chorus", "Mountain", "Mountain", {"card": "Grizzly Bears", "id": "bear"}],
                  "hand": ["Ioreth of the Healing House"]})
    act(g, "p1: cast Ioreth of the Healing House")
    assert perm(g, "bear")["tapped"]


def _scarecrow(sick=False):
    return board(state={"turn": 11, "active": "p1", "step": "main1"},
                 p1={"battlefield": ["Elven Chorus", "Island", "Island",
                                     {"card": "Shire Scarecrow", "id": "crow", "sick": sick}],
                     "hand": ["Chance-Met Elves"], "library": ["Forest"] * 3},
                 p2={"library": ["Island"] * 3})


def test_a_creature_whose_own_mana_ability_costs_one_pays_with_the_granted_one():
    """Shire Scarecrow ("{1}: Add one mana of any color") under Elven Chorus has two mana abilities (605.1a).
    Two Islands and the Scarecrow pay {2}{G}: the Scarecrow taps for G with the granted {T} ability.  It spent an
    Island's mana on its own {1} instead, and the cast failed ("cannot pay {2}{G} from the pool": a normal-vs-normal
    game of random decks, seed 3106)."""
    g = _scarecrow()
    assert "cast Chance-Met Elves" in legal(g)
    act(g, "p1: cast Chance-Met Elves", "resolve")
    assert perm(g, "Chance-Met Elves") is not None and perm(g, "crow")["tapped"] is True


def test_each_of_its_mana_abilities_has_its_own_text():
    """Its two abilities were both offered as "tap Shire Scarecrow for G" (two actions, one text: a text must select
    one action).  The printed one is "#1" (its position among its mana abilities), the granted one plain; each does
    what it says: #1 pays {1} from an Island and leaves the Scarecrow untapped, the plain one taps it."""
    g = _scarecrow()
    texts = legal(g)
    assert len(texts) == len(set(texts))
    assert "tap Shire Scarecrow for G" in texts and "tap Shire Scarecrow #1 for G" in texts
    act(g, "p1: tap Shire Scarecrow #1 for G")
    s = g.snapshot()
    assert s["players"]["p1"]["mana_pool"] == "G" and perm(g, "crow")["tapped"] is False
    assert sum(1 for p in s["players"]["p1"]["battlefield"] if p["name"] == "Island" and p["tapped"]) == 1
    act(g, "p1: tap Shire Scarecrow for U")
    assert g.snapshot()["players"]["p1"]["mana_pool"] == "UG" and perm(g, "crow")["tapped"] is True


def test_a_summoning_sick_one_has_only_its_own():
    """302.6: sick, it can't use the granted {T} ability; its own {1} ability has no {T}: plain "tap ... for G"."""
    g = _scarecrow(sick=True)
    texts = legal(g)
    assert "tap Shire Scarecrow for G" in texts and not any("#1" in t for t in texts)
    act(g, "p1: tap Shire Scarecrow for G")
    assert g.snapshot()["players"]["p1"]["mana_pool"] == "G" and perm(g, "crow")["tapped"] is False
