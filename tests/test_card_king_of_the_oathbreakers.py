"""211 King of the Oathbreakers (rare): "Flying / Whenever King of the Oathbreakers or another Spirit you control
becomes the target of a spell, it phases out. (Treat it and anything attached to it as though they don't exist
until your next turn.) / Whenever King of the Oathbreakers or another Spirit you control phases in, create a tapped
1/1 white Spirit creature token with flying."

Phasing (702.26): a phased-out permanent is treated as though it doesn't exist (702.26b) -- the spell that targeted
it loses its target (608.2b), no effect or rule sees it, it is removed from combat (506.4) -- yet it changes neither
zone nor control (702.26d: no zone-change trigger, the same object, its counters kept, a token goes on existing);
what is attached to it phases out with it, indirectly (702.26g).  It phases in as its controller's next untap step
begins, before untapping (502.1, 702.26a); what triggers then waits for the upkeep (502.4)."""

from __future__ import annotations

from rules_helpers import act, bf_names, board, legal, names, perm

from mtg_tui.ai.base import PlayerView
from mtg_tui.ai.heuristic import HeuristicAgent
from mtg_tui.cards.registry import registry
from mtg_tui.cards.render import render_card
from mtg_tui.cards.sets import load_set
from mtg_tui.engine.snapshot import snapshot

KING = "King of the Oathbreakers"
MAIN = {"turn": 3, "active": "p1", "step": "main1"}
OPP_MAIN = {"turn": 4, "active": "p2", "step": "main1"}
LIB = ["Plains"] * 5


def _king(g):
    return next(o.id for o in g.objects.values() if o.card.name == KING)


def _phased(g, player="p1"):
    return [p["name"] for p in g.snapshot()["players"][player].get("phased_out", [])]


def _bolted(extra_p1=(), target=KING, counters=None):
    """p2 Bolts ``target`` in their main phase; the phasing trigger goes on the stack above the Bolt."""
    king = {"card": KING, "id": "king"}
    if counters:
        king["counters"] = counters
    g = board(state=OPP_MAIN, p1={"battlefield": [king, *extra_p1], "library": LIB},
              p2={"battlefield": ["Mountain"], "hand": ["Lightning Bolt"], "library": LIB})
    act(g, f"p2: cast Lightning Bolt -> {target}")
    return g


def test_card_file_is_the_set_files_card_of_its_number():
    c = registry().get(KING)
    entry = load_set("LTR").by_number()[211]
    assert (c.set, c.number, entry.name, entry.rarity) == ("LTR", 211, KING, "rare")
    text = render_card(c)
    assert ("Whenever King of the Oathbreakers or another Spirit you control becomes the target of a spell, "
            "it phases out.") in text
    assert ("Whenever King of the Oathbreakers or another Spirit you control phases in, create a tapped 1/1 white "
            "Spirit creature token with flying.") in text


def test_targeted_by_an_opponents_bolt_it_phases_out_and_the_bolt_loses_its_target():
    """603.2: the trigger goes above the Bolt; resolving, King phases out (702.26b); the Bolt, its only target
    gone, doesn't resolve (608.2b).  King is on no battlefield list yet still the same object, shown phased out."""
    g = _bolted()
    assert [it.source_name for it in g.stack] == ["Lightning Bolt", KING]
    evs = act(g, "resolve").log
    assert KING not in bf_names(g, "p1") and _phased(g) == [KING]
    assert g.objects["king"].zone == "phased_out" and "king" not in g.battlefield
    act(g, "resolve")
    assert not g.stack and names(g, "p2", "graveyard") == ["Lightning Bolt"]
    assert g.players["p1"].life == 20
    # 702.26d: no zone change -- nothing left the battlefield, nothing entered
    assert not any(e.kind == "zone" and "king" in (e.data.get("obj"), e.data.get("new")) for e in evs)
    assert any(e.kind == "phase" and e.rule == "702.26b" and e.data.get("obj") == "king" for e in evs)


def test_it_phases_in_at_its_controllers_untap_step_untapped_and_makes_a_tapped_spirit():
    """502.1: p1's next untap step phases King in (the same object, its +1/+1 counter kept, 702.26d); the trigger
    waits for the upkeep (502.4) and makes a tapped 1/1 flying Spirit.  King has been under p1's control all along:
    not summoning sick, it can attack that turn (302.6)."""
    g = _bolted(counters={"+1/+1": 1})
    act(g, "resolve", "resolve", "advance to end")
    assert _phased(g) == [KING]
    act(g, "advance to upkeep")
    assert g.turn == 5 and g.active == "p1"
    assert _phased(g) == [] and perm(g, KING)["counters"] == {"+1/+1": 1} and perm(g, KING)["id"] == "king"
    assert [it.source_name for it in g.stack] == [KING]  # the phases-in trigger, put on the stack in the upkeep
    act(g, "resolve")
    tok = next(p for p in g.snapshot()["players"]["p1"]["battlefield"] if p["token"])
    assert (tok["name"], tok["tapped"], tok["power"], tok["toughness"], tok["colors"]) == ("Spirit", True, 1, 1, ["W"])
    assert "flying" in tok["keywords"]
    assert not perm(g, KING)["tapped"] and not perm(g, KING)["sick"]
    act(g, "advance to declare_attackers")
    assert "attack King of the Oathbreakers" in legal(g)


def test_another_spirit_you_control_phases_out_and_its_phasing_in_makes_a_spirit():
    """A Spirit token p1 controls is targeted: it phases out (a token goes on existing while phased out, 702.26d)
    and phases in at p1's untap step, which makes another Spirit ('or another Spirit you control')."""
    g = board(state=OPP_MAIN, p1={"battlefield": [KING, {"token": "Spirit", "id": "sp"}], "library": LIB},
              p2={"battlefield": ["Mountain"], "hand": ["Lightning Bolt"], "library": LIB})
    act(g, "p2: cast Lightning Bolt -> Spirit", "resolve", "resolve")
    assert _phased(g) == ["Spirit"] and "sp" in g.objects and names(g, "p2", "graveyard") == ["Lightning Bolt"]
    act(g, "advance to upkeep")
    assert perm(g, "sp") is not None and [it.source_name for it in g.stack] == [KING]
    act(g, "resolve")
    assert sum(1 for p in g.snapshot()["players"]["p1"]["battlefield"] if p["name"] == "Spirit") == 2


def test_its_controllers_own_spell_triggers_it_too_but_an_ability_doesnt():
    """'becomes the target of a spell': p1's own Giant Growth on King phases it out (the Growth then does nothing);
    an ability -- Barrow-Blade's equip -- targets it without phasing it out, and the Blade is attached."""
    g = board(state=MAIN, p1={"battlefield": [{"card": KING, "id": "king"}, "Forest"], "hand": ["Giant Growth"],
                              "library": LIB})
    act(g, "p1: cast Giant Growth -> King of the Oathbreakers", "resolve")
    assert _phased(g) == [KING]
    act(g, "resolve")
    assert names(g, "p1", "graveyard") == ["Giant Growth"]
    g = board(state=MAIN, p1={"battlefield": [{"card": KING, "id": "king"}, "Barrow-Blade", "Plains"], "library": LIB})
    act(g, "p1: activate Barrow-Blade -> King of the Oathbreakers")
    assert [it.source_name for it in g.stack] == ["Barrow-Blade"]
    act(g, "resolve")
    assert perm(g, "Barrow-Blade")["attached_to"] == "king" and _phased(g) == []


def test_what_is_attached_phases_out_with_it_and_back_attached():
    """702.26g: Barrow-Blade, attached to King, phases out with it (indirectly) and phases in with it, still
    attached (its +1/+1 back on King)."""
    g = board(state=MAIN, p1={"battlefield": [{"card": KING, "id": "king"}, "Barrow-Blade", "Plains"], "library": LIB},
              p2={"battlefield": ["Mountain"], "hand": ["Lightning Bolt"], "library": LIB})
    act(g, "p1: activate Barrow-Blade -> King of the Oathbreakers", "resolve", "advance to end", "advance to main1")
    act(g, "p2: cast Lightning Bolt -> King of the Oathbreakers", "resolve")
    assert sorted(_phased(g)) == ["Barrow-Blade", KING] and bf_names(g, "p1") == ["Plains"]
    act(g, "resolve", "advance to end", "advance to upkeep")
    assert perm(g, "Barrow-Blade")["attached_to"] == "king" and perm(g, KING)["power"] == 4


def test_a_phased_out_permanent_is_treated_as_though_it_doesnt_exist():
    """702.26b: while King is phased out, an opponent's spell can't target it (it isn't among the targets), and
    p1's other creature is the only one there."""
    g = board(state=OPP_MAIN, p1={"battlefield": [{"card": KING, "id": "king"}, "Grizzly Bears"], "library": LIB},
              p2={"battlefield": ["Mountain", "Mountain"], "hand": ["Lightning Bolt", "Lightning Bolt"],
                  "library": LIB})
    act(g, "p2: cast Lightning Bolt -> King of the Oathbreakers", "resolve", "resolve")
    texts = legal(g)
    assert "cast Lightning Bolt -> Grizzly Bears" in texts
    assert not any("King of the Oathbreakers" in t for t in texts)
    assert g.creatures("p1") == [next(o.id for o in g._bfo if o.card.name == "Grizzly Bears")]


def test_an_attacker_that_phases_out_is_removed_from_combat():
    """506.4: King attacks; after blocks p2 Bolts it: it phases out, removed from combat, and deals no damage."""
    g = board(state=MAIN, p1={"battlefield": [{"card": KING, "id": "king"}], "library": LIB},
              p2={"battlefield": ["Mountain"], "hand": ["Lightning Bolt"], "library": LIB})
    act(g, "advance to declare_attackers", "p1: attack King of the Oathbreakers")
    if g.pending is not None and g.pending.kind == "attack":
        act(g, "p1: done")
    act(g, "advance to declare_blockers")
    if g.pending is not None and g.pending.kind == "block":
        act(g, "p2: done")
    act(g, "p1: pass", "p2: cast Lightning Bolt -> King of the Oathbreakers", "resolve", "resolve")
    assert "king" not in g.attackers and _phased(g) == [KING]
    act(g, "advance to main2")
    assert g.players["p2"].life == 20


def test_a_clone_phasing_in_leaves_the_original_phased_out():
    """A bot's copy of the game shares the phased-out object: the copy's phasing in must not touch the game."""
    g = _bolted()
    act(g, "resolve", "resolve", "advance to end")
    c = g.clone()
    act(c, "advance to upkeep")
    assert perm(c, KING) is not None
    assert g.objects["king"].zone == "phased_out" and _phased(g) == [KING] and perm(g, KING) is None


def test_both_players_see_it_phased_out():
    """It is public (702.26b): each player's view shows it under p1, with its characteristics."""
    g = _bolted()
    act(g, "resolve")
    for viewer in ("p1", "p2"):
        gone = snapshot(g, viewer)["players"]["p1"]["phased_out"]
        assert [(x["name"], x["power"], x["controller"]) for x in gone] == [(KING, 3, "p1")]
    assert "phased_out" not in g.snapshot()["players"]["p2"]


def test_the_normal_bot_doesnt_waste_a_spell_on_it():
    """The `normal` bot holding Lightning Bolt in the opponent's end step: King would phase out and the Bolt be
    wasted (702.26b); the Bears are the target."""
    g = board(state={"turn": 4, "active": "p1", "step": "end"},
              p1={"battlefield": [KING, "Grizzly Bears"], "library": LIB},
              p2={"battlefield": ["Mountain"], "hand": ["Lightning Bolt"], "library": LIB})
    act(g, "p1: pass")
    assert g.decider == "p2"
    bot = HeuristicAgent(seed=1)
    choice = bot.choose(PlayerView(g, "p2"), g.legal_actions())
    assert choice.text != "cast Lightning Bolt -> King of the Oathbreakers"


def test_the_table_draws_it_dimmed_in_its_row_marked_phased_out():
    """The game screen: King is drawn in p1's creature row after the others, with the badge "phased out"; it is
    named (its card can be read) but is no object of the board the actions act on."""
    from mtg_tui.tui import look
    from mtg_tui.tui.table import build_table

    g = _bolted(extra_p1=["Grizzly Bears"])
    act(g, "resolve")
    t = build_table(snapshot(g, "p1"), "p1", {"p1": "Ann", "p2": "Bob"}, show_hand=True)
    _, creatures, _ = t.zones("p1")
    assert [(p["name"], bool(p.get("phased_out"))) for p in creatures] == [("Grizzly Bears", False), (KING, True)]
    assert ("phased out", "italic #78909c") in look.permanent_badges(creatures[1], t.names)
    assert t.names["king"] == KING and "king" not in t.objects


def test_line_mode_shows_it_phased_out():
    """textplay's board (the line-mode game) lists a phased-out permanent under its player, marked so."""
    from mtg_tui.textplay import _board

    g = _bolted()
    act(g, "resolve")
    text = _board(g, "p2")
    assert "(King of the Oathbreakers#king phased out)" in text
