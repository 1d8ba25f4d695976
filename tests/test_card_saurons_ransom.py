"""225 Sauron's Ransom (rare): "Choose an opponent. They look at the top four cards of your library and separate them
into a face-down pile and a face-up pile. Put one pile into your hand and the other into your graveyard. The Ring
tempts you."

The effect word ``separate_piles`` (700.3): the chosen opponent looks at the cards (701.16e: shown to them alone)
and separates them, one ``choose <card>`` per card of the face-down pile, then ``done``; the caster sees the face-up
pile and only the number of face-down cards, and chooses which pile goes into their hand (``choose face-down pile``
/ ``choose face-up pile``); the other goes into their graveyard.  Then the Ring tempts the caster (701.52).  The
cards stay in the library while they are separated (700.3c); a pile may be empty (700.3d)."""

from __future__ import annotations

import json

from rules_helpers import act, board, legal, names

from mtg_tui.ai.base import PlayerView, make_agent
from mtg_tui.ai.piles import best_face_down, worth
from mtg_tui.cards.registry import registry
from mtg_tui.cards.sets import load_set
from mtg_tui.engine.events import action_seen_by, events_seen_by

MAIN = {"turn": 3, "active": "p1", "step": "main1"}
TOP = ["Lightning Bolt", "Serra Angel", "Hill Giant", "Forest"]
#: the face-down pile in most tests: two cards no other zone of the board holds, so a name seen means a leak
SECRET = ("Lightning Bolt", "Hill Giant")


def test_card_file_is_the_set_files_card_of_its_number():
    c = registry().get("Sauron's Ransom")
    entry = load_set("LTR").by_number()[225]
    assert (c.set, c.number, entry.name, entry.rarity) == ("LTR", 225, "Sauron's Ransom", "rare")


def _ransom(library=tuple(TOP) + ("Mountain",), creatures=()):
    g = board(state=MAIN,
              p1={"battlefield": ["Island", "Swamp", "Swamp"] + list(creatures), "hand": ["Sauron's Ransom"],
                  "library": list(library)},
              p2={"library": ["Island"] * 3})
    act(g, "p1: cast Sauron's Ransom", "resolve")
    return g


def _split(g, *down):
    """The opponent puts ``down`` into the face-down pile, the rest face up."""
    act(g, *[f"p2: choose {n}" for n in down], "p2: done")
    return g


def _seen_by_p1(g) -> str:
    """Everything the caster may read: their view of the game and the log as they read it."""
    return json.dumps(g.view("p1")) + "\n".join(e.msg for e in events_seen_by(g.log, "p1"))


def test_the_opponent_separates_the_top_four_cards_and_only_them():
    """608.2d: the only opponent is chosen; 700.3: they (p2, not the caster) separate the top four cards; the fifth
    is not among them; the cards stay in the library while they are separated (700.3c)."""
    g = _ransom()
    assert g.pending.player == "p2" and g.pending.data["purpose"] == "pile_split"
    assert legal(g) == [f"choose {n}" for n in TOP] + ["done"]
    assert g.pending.data["cards"] == TOP
    act(g, "p2: choose Lightning Bolt")
    assert legal(g) == [f"choose {n}" for n in TOP[1:]] + ["done"]
    assert len(g.players["p1"].library) == 5  # still in the library (700.3c)
    act(g, "p2: choose Hill Giant", "p2: done")
    assert g.pending.player == "p1" and g.pending.data["purpose"] == "pile_choice"
    assert legal(g) == ["choose face-down pile", "choose face-up pile"]


def test_face_down_pile_into_the_hand_the_face_up_one_into_the_graveyard():
    g = _split(_ransom(), *SECRET)
    act(g, "p1: choose face-down pile")
    assert sorted(names(g, "p1", "hand")) == sorted(SECRET)
    assert names(g, "p1", "graveyard") == ["Serra Angel", "Forest", "Sauron's Ransom"]
    assert names(g, "p1", "library") == ["Mountain"]


def test_face_up_pile_into_the_hand_the_face_down_one_into_the_graveyard():
    g = _split(_ransom(), *SECRET)
    act(g, "p1: choose face-up pile")
    assert sorted(names(g, "p1", "hand")) == ["Forest", "Serra Angel"]
    assert names(g, "p1", "graveyard")[:2] == list(SECRET)
    assert names(g, "p1", "library") == ["Mountain"]


def test_a_pile_may_be_empty():
    """700.3d: all four face up (the face-down pile empty): the caster may still take the empty pile."""
    g = _split(_ransom())
    assert g.pending.data["face_down_count"] == 0 and g.pending.data["face_up"] == TOP
    act(g, "p1: choose face-down pile")
    assert names(g, "p1", "hand") == []
    assert names(g, "p1", "graveyard") == TOP + ["Sauron's Ransom"]


def test_the_ring_tempts_the_caster_afterwards():
    """701.52a: after the piles, the Ring tempts the caster, who chooses a Ring-bearer among their creatures."""
    g = _split(_ransom(creatures=["Grizzly Bears"]), *SECRET)
    assert g.players["p1"].ring == 0
    act(g, "p1: choose face-down pile")
    assert g.players["p2"].ring == 0
    assert g.players["p1"].ring == 1 and g.players["p1"].ring_bearer is not None  # the only creature: forced
    assert sorted(names(g, "p1", "hand")) == sorted(SECRET)  # the piles were put away first
    assert not g.stack


def test_the_caster_never_sees_the_face_down_cards_before_they_reach_the_hand():
    """701.16e: the opponent looks at the cards, the caster doesn't: neither the caster's view (the prompt, the
    pending choice, the legal actions), nor the log as the caster reads it, nor the opponent's answers as the caster
    reads them name a face-down card, while the opponent separates or while the caster chooses.  The face-up pile is
    public (700.3): it is named to the caster."""
    g = _ransom()
    assert not any(n in _seen_by_p1(g) for n in TOP)  # the opponent looks: nothing named to the caster
    assert "Player 2 is deciding" in json.dumps(g.view("p1")["pending"])
    assert g.view("p1")["legal"] == []
    assert "Lightning Bolt" in g.view("p2")["pending"]["prompt"]  # ... but shown to the one who decides
    for n in SECRET:
        a = next(x for x in g.legal_actions() if x.text == f"choose {n}")
        assert action_seen_by(g, a, "p2", "p1") == "chooses a card"
        g.apply(a)
        assert not any(m in _seen_by_p1(g) for m in SECRET)
    act(g, "p2: done")
    seen = _seen_by_p1(g)
    assert not any(n in seen for n in SECRET)
    assert "Serra Angel" in seen and "Forest" in seen  # the face-up pile
    assert "face-down pile of 2 cards" in seen
    view = PlayerView(g, "p1").snapshot()
    assert view["pending"]["face_up"] == ["Serra Angel", "Forest"] and view["pending"]["face_down_count"] == 2
    assert not any(n in json.dumps(view) for n in SECRET)
    act(g, "p1: choose face-up pile")  # into the graveyard: now public
    assert all(n in _seen_by_p1(g) for n in SECRET)


def test_the_face_down_cards_taken_are_seen_by_the_caster_alone():
    """Into the hand, the face-down cards are the caster's to see (a hand is hidden, 400.2): the log names them to
    the caster, tells the other player only that cards were put into a hand (they saw them, but the log is the
    same for a spectator, who didn't)."""
    g = _split(_ransom(), *SECRET)
    act(g, "p1: choose face-down pile")
    assert all(n in _seen_by_p1(g) for n in SECRET)
    spectator = "\n".join(e.msg for e in events_seen_by(g.log, "spectator"))
    assert not any(n in spectator for n in SECRET)
    assert "Serra Angel" in spectator  # the face-up pile, then the graveyard


def test_with_fewer_than_four_cards_the_ones_there():
    """A library of two: the opponent separates those two (608.2h: as many as there are)."""
    g = _ransom(library=["Lightning Bolt", "Forest"])
    assert legal(g) == ["choose Lightning Bolt", "choose Forest", "done"]
    _split(g, "Lightning Bolt")
    act(g, "p1: choose face-up pile")
    assert names(g, "p1", "hand") == ["Forest"]
    assert names(g, "p1", "graveyard") == ["Lightning Bolt", "Sauron's Ransom"]
    assert names(g, "p1", "library") == []


def test_an_empty_library_gives_no_piles_and_the_ring_still_tempts():
    g = _ransom(library=[])
    assert g.pending is None or g.pending.data.get("purpose") not in ("pile_split", "pile_choice")
    assert g.players["p1"].ring == 1
    assert names(g, "p1", "graveyard") == ["Sauron's Ransom"]


def test_cards_of_one_name_are_one_choice():
    """SCENARIOS.md 1.1: library cards of one name are interchangeable: offered once."""
    g = _ransom(library=["Forest", "Forest", "Forest", "Serra Angel"])
    assert legal(g) == ["choose Forest", "choose Serra Angel", "done"]
    act(g, "p2: choose Forest", "p2: choose Forest")
    assert legal(g) == ["choose Forest", "choose Serra Angel", "done"]
    act(g, "p2: done")
    assert g.pending.data["face_up"] == ["Forest", "Serra Angel"] and g.pending.data["face_down_count"] == 2


# ---------------------------------------------------------------------- the bots
def test_the_splitting_bot_makes_the_piles_even():
    """The opponent bot's split: the better pile as little worth as it can be (ai/piles.py).  A strong spell and
    three lands: the spell alone against the lands."""
    lib = ["Claim the Precious", "Island", "Forest", "Mountain"]
    assert best_face_down(lib) == ["Claim the Precious"]
    down = best_face_down(TOP)

    def better(d):  # the worth of the better pile when ``d`` is face down
        vd = sum(map(worth, d))
        return max(vd, sum(map(worth, TOP)) - vd)

    splits = [[n for i, n in enumerate(TOP) if mask >> i & 1] for mask in range(16)]
    assert better(down) == min(better(d) for d in splits)
    g = _ransom(library=lib)
    bot = make_agent("normal", 2)
    while g.pending is not None and g.pending.data.get("purpose") == "pile_split":
        a = bot.choose(PlayerView(g, "p2"), g.legal_actions())
        g.apply(a)
    assert g.pending.data["face_up"] == ["Island", "Forest", "Mountain"]


def test_the_casting_bot_judges_the_face_down_pile_by_its_size():
    """The caster bot can't see the face-down pile: it weighs its number of cards at the average worth of the cards
    of its own it has seen; the face-up pile by its cards.  Its view and its reason name no face-down card."""
    g = _split(_ransom(library=["Lightning Bolt", "Island", "Forest", "Mountain", "Swamp"]), "Lightning Bolt")
    bot = make_agent("normal", 1)
    view = PlayerView(g, "p1")
    a = bot.choose(view, g.legal_actions())
    assert a.text == "choose face-up pile"  # three lands seen against one card of an average of lands
    assert "Lightning Bolt" not in json.dumps(view.snapshot()) + bot.last.reason
    g = _split(_ransom(library=["Island", "Serra Angel", "Hill Giant", "Lightning Bolt"]), "Serra Angel",
               "Hill Giant", "Lightning Bolt")
    a = make_agent("normal", 1).choose(PlayerView(g, "p1"), g.legal_actions())
    assert a.text == "choose face-down pile"  # three cards against a lone Island


def test_bots_play_it_through_on_both_sides():
    """normal against normal, and hard's search leaves the piles to the heuristic (a determinized world keeps the
    real face-down cards)."""
    for level in ("normal", "hard:0.05"):
        g = _ransom()
        bots = {"p1": make_agent(level, 1), "p2": make_agent(level, 2)}
        while g.pending is not None and g.pending.data.get("purpose") in ("pile_split", "pile_choice"):
            p = g.decider
            g.apply(bots[p].choose(PlayerView(g, p), g.legal_actions()))
        assert len(names(g, "p1", "hand")) + len(names(g, "p1", "graveyard")) == 5
        assert names(g, "p1", "library") == ["Mountain"]
