"""Cards a player may play from exile (601.3: cast from another zone with the usual timing and costs; 305.1-2: a
land played from there is the turn's land play), by an effect's permission (the effect word ``exile_to_play``,
the game's ``may_play``):

138 Moria Marauder (rare): "Double strike / Whenever a Goblin or Orc you control deals combat damage to a player,
exile the top card of your library. You may play that card this turn."
107 Shadow of the Enemy (mythic): "Exile all creature cards from target player's graveyard. You may cast spells
from among those cards for as long as they remain exiled, and mana of any type can be spent to cast them." (609.4b)
"""

from __future__ import annotations

import pytest

from rules_helpers import act, board, legal, names, perm

from mtg_tui.ai.base import PlayerView
from mtg_tui.ai.heuristic import HeuristicAgent
from mtg_tui.cards.registry import registry
from mtg_tui.cards.sets import load_set

CARDS = {138: ("Moria Marauder", "rare"), 107: ("Shadow of the Enemy", "mythic")}


@pytest.mark.parametrize("number,name,rarity", sorted((n, *v) for n, v in CARDS.items()))
def test_card_file_is_the_set_files_card_of_its_number(number, name, rarity):
    c = registry().get(name)
    entry = load_set("LTR").by_number()[number]
    assert (c.set, c.number, entry.name, entry.rarity) == ("LTR", number, name, rarity)


def _marauder(library=("Lightning Bolt", "Mountain", "Plains"), hand=()):
    g = board(state={"turn": 3, "active": "p1", "step": "declare_attackers"},
              p1={"battlefield": [{"card": "Moria Marauder", "id": "mm"}, "Mountain"], "library": list(library),
                  "hand": list(hand)},
              p2={"library": ["Island"] * 5})
    act(g, "p1: attack Moria Marauder")
    if g.pending is not None and g.pending.kind == "attack":
        act(g, "p1: done")
    return g


def test_each_combat_damage_exiles_the_top_card_to_play_this_turn():
    """Double strike: it deals combat damage twice (510.4), so it triggers twice: the Bolt and the Mountain are
    exiled (public: named in the log); in the second main phase the Mountain can be played (the turn's land play)
    and the Bolt cast, from exile."""
    g = _marauder()
    act(g, "advance to main2")
    assert names(g, "p1", "exile") == ["Lightning Bolt", "Mountain"]
    assert g.players["p2"].life == 18
    acts = legal(g)
    assert "play Mountain" in acts and "cast Lightning Bolt -> p2" in acts
    act(g, "p1: play Mountain")
    assert g.players["p1"].lands_played == 1 and names(g, "p1", "exile") == ["Lightning Bolt"]
    act(g, "p1: cast Lightning Bolt -> p2", "resolve")
    assert g.players["p2"].life == 15 and "Lightning Bolt" in names(g, "p1", "graveyard")


def test_the_permission_ends_with_the_turn():
    """'This turn': on the next turn the exiled cards stay in exile and can't be played."""
    g = _marauder()
    act(g, "advance to turn 5 main1")
    assert names(g, "p1", "exile") == ["Lightning Bolt", "Mountain"]
    assert not any("Lightning Bolt" in a or a == "play Mountain" for a in legal(g))
    assert not g.may_play


def test_a_land_from_exile_needs_the_land_play():
    """305.2: having played a land this turn, the exiled Mountain can't be played."""
    g = _marauder(hand=["Plains"])
    act(g, "advance to main2")
    act(g, "p1: play Plains")
    assert "play Mountain" not in legal(g)


def test_the_bot_casts_what_it_may_from_exile():
    """The normal bot sees the exiled Bolt among its actions (the same legal-move API) and casts it before its
    permission ends with the turn: an instant, at its end step, at the opponent's face (3 of 20 life is not what
    it holds a Bolt for, but this one is now or never).  It judged the card blind before ("cast": the view lists
    exile by name only) and cast it at once."""
    g = _marauder(library=("Lightning Bolt", "Lightning Bolt", "Plains"))
    act(g, "advance to main2")
    bots = {"p1": HeuristicAgent(5, "normal"), "p2": HeuristicAgent(6, "normal")}
    cast = []
    while g.turn == 3 and not g.over:
        p = g.decider
        a = bots[p].choose(PlayerView(g, p), g.legal_actions())
        if a.kind == "cast":
            cast.append((g.step, a.text, bots[p].last.reason))
        g.apply(a)
    assert cast == [("end", "cast Lightning Bolt -> p2",
                     "cast Lightning Bolt: now or never (it may be cast from exile this turn only)")]
    assert g.players["p2"].life == 18 - 3


def _shadow():
    return board(state={"turn": 3, "active": "p1", "step": "main1"},
                 p1={"battlefield": ["Swamp"] * 6, "hand": ["Shadow of the Enemy"], "library": ["Swamp"] * 5},
                 p2={"graveyard": ["Hill Giant", "Lightning Bolt", "Serra Angel"], "library": ["Island"] * 5})


def test_shadow_exiles_the_creature_cards_and_lets_them_be_cast_with_any_mana():
    """The creature cards of the target graveyard are exiled (the Bolt stays); its caster may cast them, paying
    {3}{R} for the Hill Giant with Swamps (609.4b: mana of any type), and next turn too ('as long as they remain
    exiled')."""
    g = _shadow()
    act(g, "p1: cast Shadow of the Enemy -> p2", "resolve")
    assert names(g, "p2", "exile") == ["Hill Giant", "Serra Angel"]
    assert names(g, "p2", "graveyard") == ["Lightning Bolt"]
    assert not any("Hill Giant" in a for a in legal(g))  # its six Swamps are tapped: no mana left
    act(g, "advance to turn 5 main1")
    acts = legal(g)
    assert "cast Hill Giant" in acts and "cast Serra Angel" in acts
    act(g, "p1: cast Hill Giant", "resolve")
    giant = perm(g, "Hill Giant")
    assert giant is not None and giant["controller"] == "p1" and giant["owner"] == "p2"
    assert "cast Serra Angel" not in legal(g)  # two Swamps left of six: {3}{W}{W} is five: not now
    assert [g.objects[c].card.name for c in g.may_play] == ["Serra Angel"]  # the cast one's permission is gone


def test_only_the_caster_may_cast_them():
    """The permission is its caster's: the opponent, whose cards they are, gets no action for them."""
    g = _shadow()
    act(g, "p1: cast Shadow of the Enemy -> p2", "resolve")
    act(g, "advance to turn 4 main1")
    assert g.active == "p2" and not any("Hill Giant" in a for a in legal(g))
