"""239 Glamdring (mythic): "Equipped creature has first strike and gets +1/+0 for each instant and sorcery card in
your graveyard. / Whenever equipped creature deals combat damage to a player, you may cast an instant or sorcery
spell from your hand with mana value less than or equal to that damage without paying its mana cost. / Equip {3}"

The static pump's ``for_each`` (counted as the layers are worked out, 611.3a), the trigger
``equipped_deals_combat_damage_to_player`` with the amount ``that_damage`` (120.3), and the effect ``cast_free``
(118.9: cast while the trigger resolves, X = 0; a choice only its player sees, then a public cast)."""

from __future__ import annotations

from rules_helpers import act, board, legal, names, perm

from mtg_tui.ai.base import PlayerView
from mtg_tui.ai.heuristic import HeuristicAgent
from mtg_tui.cards.registry import registry
from mtg_tui.cards.sets import load_set


def test_card_file_is_the_set_files_card_of_its_number():
    c = registry().get("Glamdring")
    entry = load_set("LTR").by_number()[239]
    assert (c.set, c.number, entry.name, entry.rarity) == ("LTR", 239, "Glamdring", "mythic")


def _glam(graveyard=("Lightning Bolt", "Banish from Edoras", "Grizzly Bears"),
          hand=("Lightning Bolt", "Lórien Revealed", "Hill Giant"), p2_battlefield=()):
    g = board(state={"turn": 3, "active": "p1", "step": "declare_attackers"},
              p1={"battlefield": [{"card": "Grizzly Bears", "id": "bear"},
                                  {"card": "Glamdring", "id": "glam", "attached_to": "bear"}],
                  "graveyard": list(graveyard), "hand": list(hand), "library": ["Island"] * 5},
              p2={"library": ["Island"] * 5, "battlefield": list(p2_battlefield)})
    return g


def test_it_counts_instants_and_sorceries_in_your_graveyard_and_gives_first_strike():
    """+1/+0 for each instant and sorcery card (two of three cards here): 4/2, first strike."""
    g = _glam()
    bear = perm(g, "bear")
    assert (bear["power"], bear["toughness"]) == (4, 2) and "first strike" in bear["keywords"]


def _hit(g):
    act(g, "p1: attack Grizzly Bears")
    if g.pending is not None and g.pending.kind == "attack":
        act(g, "p1: done")
    act(g, "advance to first_strike_damage")
    while g.stack:
        act(g, "resolve")
        if g.pending is not None and g.pending.kind == "choice":
            return g
    return g


def test_combat_damage_lets_you_cast_a_spell_of_lesser_mana_value_for_free():
    """4 damage (first strike): the Bolt (mana value 1) may be cast free at any target; Lórien Revealed (5) and the
    Giant (a creature) aren't offered; the cast is public, its rule 118.9; the Bolt resolves (no mana paid)."""
    g = _hit(_glam())
    assert g.players["p2"].life == 16
    assert g.pending.data["purpose"] == "cast_free"
    opts = legal(g)
    assert "choose Lightning Bolt -> Player 2" in opts and "done" in opts
    assert not any("Lórien" in o or "Hill Giant" in o for o in opts)
    assert "Lightning Bolt" not in g.pending.prompt  # the hand isn't named to anyone but in its player's options
    act(g, "p1: choose Lightning Bolt -> Player 2")
    assert any(e.rule == "118.9" and e.msg == "Player 1 casts Lightning Bolt without paying its mana cost targeting "
               "Player 2" for e in g.log)
    act(g, "resolve")
    assert g.players["p2"].life == 13


def test_you_may_cast_nothing():
    g = _hit(_glam())
    act(g, "p1: done")
    assert not g.stack and "Lightning Bolt" in names(g, "p1", "hand")


def test_no_spell_that_qualifies_no_choice():
    """With only a 5-mana sorcery in hand (4 damage), nothing is offered: the trigger does nothing."""
    g = _hit(_glam(hand=("Lórien Revealed",)))
    assert g.pending is None or g.pending.data.get("purpose") != "cast_free"


def test_the_bot_casts_its_bolt_for_free():
    """The normal bot judges the free cast as casting it now: with a creature of theirs to kill, it Bolts it (with
    none it would keep the Bolt for one, as it does with mana)."""
    g = _hit(_glam(p2_battlefield=[{"card": "Grizzly Bears", "id": "theirs", "tapped": True}]))
    bot = HeuristicAgent(3, "normal")
    a = bot.choose(PlayerView(g, "p1"), g.legal_actions())
    assert a.text == "choose Lightning Bolt -> Grizzly Bears#theirs", (a.text, bot.last)
