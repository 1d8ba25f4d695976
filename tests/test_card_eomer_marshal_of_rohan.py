"""120 Éomer, Marshal of Rohan (LTR, rare): "Haste / Whenever one or more other attacking legendary creatures you
control die, untap all creatures you control. After this phase, there is an additional combat phase. This ability
triggers only once each turn."

The trigger is the ``dies`` mode's batch name ``one_or_more_die`` with a filter read from the last known information
of the creature that died (603.10a: it was attacking and legendary as it died, though leaving the battlefield took it
out of combat, 506.4) and ``once_each_turn = "triggers"`` (603.2c: creatures dying together or one by one trigger it
once).  Its effects are ``untap`` with a filter ("untap all creatures you control") and ``additional_combat`` (500.8:
a combat phase added directly after this one; 505.1a: no main phase with it, so the turn goes on to its postcombat
main phase; 506.1: the added phase has its own steps and declarations)."""

from __future__ import annotations

import pytest

from rules_helpers import act, board, legal

from mtg_tui.ai.base import PlayerView
from mtg_tui.ai.heuristic import HeuristicAgent
from mtg_tui.cards.registry import registry
from mtg_tui.cards.sets import load_set
from mtg_tui.engine.game import STEPS
from mtg_tui.fuzz import Invariants, InvariantError

EOMER = "Éomer, Marshal of Rohan"
COMBAT = {"turn": 3, "active": "p1", "step": "declare_attackers"}
LIB = ["Island"] * 8
#: Peregrin Took and Ioreth are legendary creatures with no triggered ability, the Bears a nonlegendary one
IDS = {"Peregrin Took": "took", "Ioreth of the Healing House": "ioreth", "Grizzly Bears": "bears"}


def test_card_file_is_the_set_files_card_of_its_number():
    c = registry().get(EOMER)
    entry = load_set("LTR").by_number()[120]
    assert (c.set, c.number, entry.name, entry.rarity) == ("LTR", 120, EOMER, "rare")
    assert "haste" in c.keywords and "Legendary" in c.supertypes and (c.power, c.toughness) == (4, 4)


def _board(mine=("Peregrin Took", "Grizzly Bears"), rats=1):
    """Éomer and ``mine`` (ids: ``IDS``) on p1's side, in p1's declare attackers step; ``rats`` Typhoid Rats
    (deathtouch: what they block dies) on p2's."""
    p1 = [{"card": EOMER, "id": "eomer"}] + [{"card": n, "id": IDS[n]} for n in mine]
    return board(state=COMBAT, p1={"battlefield": p1, "library": list(LIB)},
                 p2={"battlefield": [{"card": "Typhoid Rats", "id": f"rats{i}"} for i in range(1, rats + 1)],
                     "library": list(LIB)})


def _attack(g, *names):
    for n in names:
        act(g, "p1: attack " + n)
    if g.pending is not None and g.pending.kind == "attack":
        act(g, "p1: done")
    return g


def _to_damage(g, blocks):
    """To the blockers step, ``blocks`` declared (attacker name, blocker id), then on to the combat damage step's
    priority (its triggers on the stack)."""
    act(g, "advance to declare_blockers")
    for a, b in blocks:
        act(g, f"p2: block {a} with {b}")
    if g.pending is not None and g.pending.kind == "block":
        act(g, "p2: done")
    act(g, "advance to combat_damage")
    return g


def _eomer_items(g):
    return [it for it in g.stack if it.source_name == EOMER]


def _steps(g, since=0):
    """The steps begun since log entry ``since``, and the additional combat phases' events, in order."""
    out = []
    for e in g.log[since:]:
        if e.kind == "step" and e.data.get("additional_combat"):
            out.append("additional combat")
        elif e.kind == "step" and e.data.get("step"):
            out.append(e.data["step"])
    return out


def test_a_legendary_attacker_dying_untaps_and_adds_a_combat_phase_then_main2():
    """603.10a: Peregrin Took (legendary) attacked and died to a deathtouch blocker: Éomer's ability triggers.  It
    untaps all my creatures (Éomer and the Bears, tapped as they attacked, 508.1f), and after this combat phase there
    is another (500.8): its own beginning of combat and declare attackers step (506.1), where the creatures that
    attacked may attack again; after it, the postcombat main phase (505.1a: no additional main phase)."""
    g = _to_damage(_attack(_board(), EOMER, "Peregrin Took", "Grizzly Bears"), [("Peregrin Took", "rats1")])
    assert [it.source_name for it in g.stack] == [EOMER]
    assert g.objects["eomer"].tapped and g.objects["bears"].tapped
    act(g, "resolve")
    assert not g.objects["eomer"].tapped and not g.objects["bears"].tapped
    assert g.extra_combats == 1 and g.snapshot()["extra_combats"] == 1
    assert any(e.kind == "effect" and e.rule == "500.8" and "additional combat phase" in e.msg for e in g.log)
    mark = len(g.log)
    act(g, "advance to declare_attackers")
    assert g.step == "declare_attackers" and g.pending.kind == "attack" and g.turn == 3
    assert _steps(g, mark) == ["end_of_combat", "additional combat", "beginning_of_combat", "declare_attackers"]
    began = next(e for e in g.log[mark:] if e.data.get("additional_combat"))
    assert (began.msg, began.rule) == ("An additional combat phase begins", "500.8")
    # a fresh combat: nothing is attacking yet, the first combat's first-strike record is gone (511.3)
    assert g.attackers == [] and g.fs_dealt == set() and g.extra_combats == 0
    assert "extra_combats" not in g.snapshot()
    assert sorted(legal(g)) == sorted([f"attack {EOMER}", "attack Grizzly Bears", "done"])
    _attack(g, EOMER, "Grizzly Bears")
    assert sorted(g.attackers) == ["bears", "eomer"]
    life = g.players["p2"].life
    mark = len(g.log)
    act(g, "advance to main2")
    assert g.players["p2"].life == life - 6  # the Rats died in the first combat: no blocker left
    assert _steps(g, mark) == ["declare_blockers", "combat_damage", "end_of_combat", "main2"]
    assert g.step == "main2" and g.turn == 3 and g.attackers == []


def test_a_nonlegendary_attacker_dying_doesnt_trigger():
    """"Legendary creatures" (205.4d): the Bears attacked and died: nothing; after the combat, main2."""
    g = _to_damage(_attack(_board(), EOMER, "Grizzly Bears"), [("Grizzly Bears", "rats1")])
    assert "bears" not in g.objects and not _eomer_items(g)
    act(g, "advance to main2")
    assert g.step == "main2" and g.turn_flags.get("additional_combats") is None


def test_eomer_himself_dying_doesnt_count():
    """"Other": Éomer attacked alongside Peregrin Took and died (a leaves-the-battlefield ability looks back,
    603.10a, but its own death isn't an "other" creature's)."""
    g = _to_damage(_attack(_board(), EOMER, "Peregrin Took"), [(EOMER, "rats1")])
    assert "eomer" not in g.objects and not _eomer_items(g)
    act(g, "advance to main2")
    assert g.step == "main2" and g.extra_combats == 0


def test_a_legendary_creature_that_didnt_attack_doesnt_count():
    """"Attacking" (506.4, as it died, 603.10a): Peregrin Took stayed home and dies to my Lightning Bolt during the
    combat: nothing."""
    g = board(state=COMBAT, p1={"battlefield": [{"card": EOMER, "id": "eomer"}, {"card": "Peregrin Took", "id": "took"},
                                                {"card": "Grizzly Bears", "id": "bears"}, "Mountain"],
                                "hand": ["Lightning Bolt"], "library": list(LIB)},
              p2={"library": list(LIB)})
    _attack(g, EOMER, "Grizzly Bears")
    act(g, "p1: cast Lightning Bolt -> Peregrin Took", "resolve")
    assert "took" not in g.objects and not _eomer_items(g)
    act(g, "advance to main2")
    assert g.turn_flags.get("additional_combats") is None


def test_two_legendary_attackers_dying_together_trigger_it_once():
    """603.2c with "triggers only once each turn": Peregrin Took and Ioreth (both legendary) die in the same combat
    damage step: one trigger, one additional combat phase."""
    g = _board(mine=("Peregrin Took", "Ioreth of the Healing House", "Grizzly Bears"), rats=2)
    _attack(g, EOMER, "Peregrin Took", "Ioreth of the Healing House")
    _to_damage(g, [("Peregrin Took", "rats1"), ("Ioreth of the Healing House", "rats2")])
    assert "took" not in g.objects and "ioreth" not in g.objects
    assert len(_eomer_items(g)) == 1
    act(g, "resolve")
    assert g.extra_combats == 1
    mark = len(g.log)
    act(g, "advance to declare_attackers")
    act(g, "p1: done")
    act(g, "advance to main2")
    assert _steps(g, mark).count("beginning_of_combat") == 1 and g.step == "main2"


def test_it_triggers_only_once_each_turn_not_again_in_the_added_combat():
    """Once each turn: Peregrin Took dies in the first combat (a trigger, an added combat phase); Ioreth dies
    attacking in the added one: no second trigger, and after it the postcombat main phase."""
    g = _board(mine=("Peregrin Took", "Ioreth of the Healing House"), rats=2)
    _attack(g, EOMER, "Peregrin Took")
    _to_damage(g, [("Peregrin Took", "rats1")])
    act(g, "resolve")
    act(g, "advance to declare_attackers")
    _attack(g, "Ioreth of the Healing House")
    _to_damage(g, [("Ioreth of the Healing House", "rats2")])
    assert "ioreth" not in g.objects and not _eomer_items(g)
    mark = len(g.log)
    act(g, "advance to main2")
    assert _steps(g, mark) == ["end_of_combat", "main2"] and g.turn == 3


def test_the_limit_is_the_turns_and_an_owed_combat_doesnt_carry_over():
    """The limit is each turn's (603.2c, turn_flags): on p1's next turn a legendary attacker dying triggers again.
    An added combat phase is the turn's (500.8): one owed as the turn ends (no card of the set leaves one, so it is
    set here) is gone; the next turn has one combat phase."""
    g = _board(mine=("Peregrin Took", "Ioreth of the Healing House"), rats=2)
    _attack(g, EOMER, "Peregrin Took")
    _to_damage(g, [("Peregrin Took", "rats1")])
    act(g, "resolve", "advance to declare_attackers", "p1: done", "advance to main2")
    g.extra_combats = 1  # owed after a phase that no combat follows
    act(g, "advance to turn 4 main1")
    assert g.extra_combats == 0 and "additional_combats" not in g.turn_flags
    mark = len(g.log)
    act(g, "advance to turn 5 declare_attackers")
    assert _steps(g, mark).count("beginning_of_combat") == 2  # p2's turn 4 and p1's turn 5: one each
    _attack(g, "Ioreth of the Healing House")
    _to_damage(g, [("Ioreth of the Healing House", "rats2")])
    assert len(_eomer_items(g)) == 1


def test_clone_keeps_an_owed_combat():
    """Game.clone copies what is owed: the clone takes its added combat phase, the original its own."""
    g = _to_damage(_attack(_board(), EOMER, "Peregrin Took", "Grizzly Bears"), [("Peregrin Took", "rats1")])
    act(g, "resolve")
    twin = g.clone()
    assert twin.extra_combats == 1 and twin.snapshot() == g.snapshot()
    act(twin, "advance to declare_attackers")
    assert twin.step == "declare_attackers" and twin.turn_flags["additional_combats"] == 1
    assert g.extra_combats == 1 and g.step == "combat_damage"
    act(g, "advance to declare_attackers")
    assert g.snapshot() == twin.snapshot()


def test_the_step_bar_shows_the_added_combat():
    """The UI's step bar lights the added combat's step by its name, as in any combat."""
    from mtg_tui.tui.panels import step_bar_text
    g = _to_damage(_attack(_board(), EOMER, "Peregrin Took"), [("Peregrin Took", "rats1")])
    act(g, "resolve", "advance to declare_attackers")
    text = step_bar_text(g.snapshot(), lambda p: p, 100, over=False, pausing=False, full_control=False, ending=False)
    assert "Turn 3" in text.plain


def test_the_normal_bots_play_through_the_added_combat_and_the_invariants_hold():
    """The normal bots decide in the added combat (attacks, blocks, priority) without trouble, and the fuzzer's
    invariants (step order with an added combat, 500.8; clone and snapshot) hold through it, to the next turn."""
    g = _to_damage(_attack(_board(), EOMER, "Peregrin Took", "Grizzly Bears"), [("Peregrin Took", "rats1")])
    bots = {"p1": HeuristicAgent(1, "normal"), "p2": HeuristicAgent(2, "normal")}
    inv = Invariants(full=True)
    seen = []
    for _ in range(300):
        if g.over or g.turn > 3:
            break
        p = g.decider
        a = bots[p].choose(PlayerView(g, p), g.legal_actions())
        g.apply(a)
        inv(g, a)
        seen.append(g.step)
    assert g.turn == 4 or g.over
    assert g.turn_flags.get("additional_combats", 0) == 0 or g.over  # (a new turn's flags)
    assert "declare_attackers" in seen and "main2" in seen
    assert any(e.data.get("additional_combat") and e.kind == "step" for e in g.log)


def test_the_fuzzers_step_order_allows_an_added_combat_only():
    """500.8: back to a combat step within the turn only when a combat phase was added."""
    check = Invariants.step_order
    g = _board()
    check(g, (3, "end_of_combat"), (3, "beginning_of_combat"), "", True)
    check(g, (3, "combat_damage"), (3, "declare_attackers"), "", True)
    with pytest.raises(InvariantError):
        check(g, (3, "end_of_combat"), (3, "beginning_of_combat"), "")
    with pytest.raises(InvariantError):
        check(g, (3, "main2"), (3, "main1"), "", True)
    assert STEPS.index("beginning_of_combat") < STEPS.index("main2")


def test_eomer_dying_together_with_a_legendary_attacker_still_triggers():
    """603.10a: Éomer and Peregrin Took attack and both die to deathtouch blockers in the same combat damage step
    (one state-based action): Éomer, gone first or not, sees Took die: the ability triggers (its source as it last
    existed) and there is an additional combat phase for the creatures left."""
    g = _board(mine=("Peregrin Took", "Grizzly Bears"), rats=2)
    _attack(g, EOMER, "Peregrin Took", "Grizzly Bears")
    _to_damage(g, [(EOMER, "rats1"), ("Peregrin Took", "rats2")])
    assert "eomer" not in g.objects and "took" not in g.objects
    assert len(_eomer_items(g)) == 1
    act(g, "resolve")
    assert g.extra_combats == 1 and not g.objects["bears"].tapped
