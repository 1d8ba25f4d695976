"""603.10a: leaves-the-battlefield abilities look back in time.  Permanents that leave the battlefield at the same
time -- state-based actions (704.3: all at once), "destroy all" (608.2c) -- each see the others leave, though the
engine moves them one by one (``Game.leaving``, ``trigger_modes.base.watchers``): a watcher moved first still
triggers on the ones moved after it."""

from __future__ import annotations

from rules_helpers import act, attack_and_block, board, divide_usually

GIMLI = "Gimli, Counter of Kills"
LIB = ["Mountain"] * 5


def test_gimli_and_the_creature_it_kills_die_together_and_gimli_still_triggers():
    """Gimli (4/3, trample) attacks, the Hill Giant blocks: 3 damage to the Giant, 1 tramples over, and each deals
    lethal damage to the other.  Both die in one state-based action; Gimli, first on the battlefield and so the
    first moved, still sees the Giant die: 1 damage to p2 (from Gimli as it last existed), 18 life in all."""
    g = board(state={"turn": 3, "active": "p1", "step": "main1"},
              p1={"battlefield": [{"card": GIMLI, "id": "gimli"}], "library": LIB},
              p2={"battlefield": [{"card": "Hill Giant", "id": "giant"}], "library": LIB})
    assert g.battlefield.index("gimli") < g.battlefield.index("giant")
    attack_and_block(g, GIMLI, "Hill Giant")
    act(g, "advance to main2")
    divide_usually(g)
    while g.stack:
        act(g, "resolve")
    assert "gimli" not in g.objects and "giant" not in g.objects
    assert any(e.kind == "trigger" and e.data.get("source") == "gimli" for e in g.log)
    assert g.players["p2"].life == 18


def test_destroy_all_each_destroyed_watcher_sees_the_others():
    """The Battle of Bywater destroys Gimli and p2's Hill Giant at once: Gimli's ability triggers for the Giant."""
    g = board(state={"turn": 4, "active": "p2", "step": "main1"},
              p1={"battlefield": [{"card": GIMLI, "id": "gimli"}], "library": LIB},
              p2={"battlefield": [{"card": "Hill Giant", "id": "giant"}, "Plains", "Plains", "Plains"],
                  "hand": ["The Battle of Bywater"], "library": LIB})
    act(g, "p2: cast The Battle of Bywater", "resolve")
    assert "gimli" not in g.objects and "giant" not in g.objects
    while g.stack:
        act(g, "resolve")
    assert g.players["p2"].life == 19


def test_a_creature_dying_alone_later_doesnt_see_an_earlier_watcher():
    """Only a simultaneous event looks back: Gimli gone, a Giant that dies afterwards triggers nothing."""
    g = board(state={"turn": 3, "active": "p1", "step": "main1"},
              p1={"battlefield": [{"card": GIMLI, "id": "gimli"}, "Mountain", "Mountain"],
                  "hand": ["Lightning Bolt", "Lightning Bolt"], "library": LIB},
              p2={"battlefield": [{"card": "Grizzly Bears", "id": "bears"}], "library": LIB})
    g.objects["gimli"].damage = 2
    act(g, "p1: cast Lightning Bolt -> Gimli, Counter of Kills", "resolve")
    assert "gimli" not in g.objects
    act(g, "p1: cast Lightning Bolt -> Grizzly Bears", "resolve")
    assert "bears" not in g.objects and not g.stack and g.players["p2"].life == 20 and not g.leaving
