"""106 Sauron, the Necromancer (rare): "Menace / Whenever Sauron, the Necromancer attacks, exile target creature
card from your graveyard. Create a tapped and attacking token that's a copy of that card, except it's a 3/3 black
Wraith with menace. At the beginning of the next end step, exile that token unless Sauron is your Ring-bearer."

A token that's a copy of a card with exceptions (707.9b: the exceptions are its copiable values; the word
``token_copy``), put onto the battlefield tapped and attacking (508.4), and a delayed trigger (603.7) that carries
the token (``delayed``'s ``carry``) and exiles it unless a condition holds (``exile``'s ``unless``)."""

from __future__ import annotations

from rules_helpers import act, board, legal, names, perm

from mtg_tui.cards.registry import registry
from mtg_tui.cards.sets import load_set


def test_card_file_is_the_set_files_card_of_its_number():
    c = registry().get("Sauron, the Necromancer")
    entry = load_set("LTR").by_number()[106]
    assert (c.set, c.number, entry.name, entry.rarity) == ("LTR", 106, "Sauron, the Necromancer", "rare")


def _sauron(bearer=False):
    g = board(state={"turn": 3, "active": "p1", "step": "declare_attackers"},
              p1={"battlefield": [{"card": "Sauron, the Necromancer", "id": "sauron", "ring_bearer": bearer}],
                  "graveyard": ["Serra Angel", "Lightning Bolt"], "library": ["Island"] * 5},
              p2={"library": ["Island"] * 5})
    act(g, "p1: attack Sauron, the Necromancer")
    if g.pending is not None and g.pending.kind == "attack":
        act(g, "p1: done")
    act(g, "resolve")
    return g


def _token(g):
    return next((p for p in g.snapshot()["players"]["p1"]["battlefield"] if p.get("token")), None)


def test_the_copy_is_a_tapped_attacking_3_3_black_wraith_with_menace_and_the_cards_other_abilities():
    """Serra Angel exiled; the token is named Serra Angel, 3/3 (not 4/4), black, a Wraith (not an Angel), with
    menace and the Angel's flying and vigilance (707.9b: only the exceptions change); tapped and attacking."""
    g = _sauron()
    assert names(g, "p1", "exile") == ["Serra Angel"]
    t = _token(g)
    assert t["name"] == "Serra Angel" and (t["power"], t["toughness"]) == (3, 3)
    assert t["tapped"] and t["attacking"]
    assert {"menace", "flying", "vigilance"} <= set(t["keywords"])
    tid = next(o.id for o in g._bfo if o.token)
    ch = g.chars(tid)
    assert ch.colors == ("B",) and ch.subtypes == ("Wraith",)
    act(g, "advance to end_of_combat")
    assert g.players["p2"].life == 20 - 4 - 3


def test_the_token_is_exiled_at_the_next_end_step_unless_sauron_is_the_ring_bearer():
    g = _sauron()
    act(g, "advance to end")
    while g.stack:
        act(g, "resolve")
    assert _token(g) is None
    g = _sauron(bearer=True)
    act(g, "advance to end")
    while g.stack:
        act(g, "resolve")
    assert _token(g) is not None
