"""Actions carry typed payloads (issue 19): one small class per action kind, read by field name, never a tuple
unpacked by position.  Equality and hash are by value (``action in legal`` compares payloads), an action the
engine offers carries its kind's payload (and tests/test_payload_reads.py: no code reads one by position)."""

from __future__ import annotations

import pytest

from mtg_tui.engine.actions import Action, Activate, Attack, Block, Cast, Choose, Play, Tap
from mtg_tui.engine.scenario import build_game, parse_scenario, run_action

# each payload class with two equal values and, per field, a value differing in that field alone
CASES = [
    (Play, ("c1",), [("c2",)]),
    (Tap, ("c1", "G"), [("c2", "G"), ("c1", "W")]),
    (Cast, ("c1", 0, (("p2",),)), [("c2", 0, (("p2",),)), ("c1", 1, (("p2",),)), ("c1", 0, (("p1",),))]),
    (Activate, ("c1", 0, 0, ()), [("c2", 0, 0, ()), ("c1", 1, 0, ()), ("c1", 0, 2, ()), ("c1", 0, 0, (("p1",),))]),
    (Attack, ("c1", "p2"), [("c2", "p2"), ("c1", "c9")]),
    (Block, ("c1", "c2"), [("c3", "c2"), ("c1", "c3")]),
    (Choose, ("keep",), [("mulligan",)]),
]


@pytest.mark.parametrize("cls,args,others", CASES, ids=[c[0].__name__ for c in CASES])
def test_payload_equality_and_hash_are_by_value(cls, args, others):
    a, b = cls(*args), cls(*args)
    assert a is not b and a == b and hash(a) == hash(b) and not (a != b)
    assert len({a, b}) == 1
    for o in others:
        assert cls(*o) != a, o
    assert a != args and a != None  # noqa: E711 - neither its fields as a tuple nor nothing
    # an action's equality and hash go through its payload
    x, y = Action(cls.__name__.lower(), "t", a), Action(cls.__name__.lower(), "t", b)
    assert x == y and hash(x) == hash(y) and x in [y]
    assert Action(cls.__name__.lower(), "t", cls(*others[0])) != x


def test_payloads_of_different_kinds_with_the_same_fields_differ():
    assert Attack("c1", "c2") != Block("c1", "c2")
    assert Play("c1") != Choose("c1")
    assert Cast("c1", 0, ()) != Activate("c1", 0, 0, ())


def test_cast_and_activate_hash_with_list_targets():
    """The engine's target groups are lists: the payload still hashes, equal ones alike."""
    assert hash(Cast("c1", 0, [["p2"]])) == hash(Cast("c1", 0, [["p2"]]))
    assert hash(Activate("c1", 0, 0, [["p2"]])) == hash(Activate("c1", 0, 0, [["p2"]]))


def _game(p1: dict, p2: dict, actions=(), step: str = "main1"):
    raw = {"title": "payloads", "state": {"turn": 3, "active": "p1", "step": step}, "p1": p1, "p2": p2}
    g = build_game(parse_scenario(raw))
    for line in actions:
        run_action(g, line)
    return g


def _by_kind(g) -> dict:
    out: dict = {}
    for a in g.legal_actions():
        out.setdefault(a.kind, a)
    return out


def test_priority_actions_carry_typed_payloads():
    g = _game({"hand": ["Forest", "Lightning Bolt"],
               "battlefield": ["Mountain", "Mountain", {"card": "Mind Stone", "id": "ms"}],
               "library": ["Forest"] * 5},
              {"battlefield": [{"card": "Grizzly Bears", "id": "bear"}], "library": ["Forest"] * 5})
    acts = g.legal_actions()
    kinds = {a.kind for a in acts}
    assert {"pass", "play", "tap", "cast", "activate"} <= kinds, kinds
    for a in acts:
        want = {"play": Play, "tap": Tap, "cast": Cast, "activate": Activate}.get(a.kind)
        if want is None:
            assert a.data is None, a
            continue
        assert type(a.data) is want, (a.text, a.data)
    play = next(a for a in acts if a.kind == "play")
    assert g.name(play.data.card) == "Forest"
    bolt = next(a for a in acts if a.text == "cast Lightning Bolt -> Grizzly Bears")
    assert g.name(bolt.data.source) == "Lightning Bolt" and bolt.data.x == 0
    assert [t for grp in bolt.data.targets for t in grp] == ["bear"]
    stone = next(a for a in acts if a.kind == "activate")
    assert stone.data.source == "ms" and stone.data.ability == 0 and not stone.data.targets
    taps = [a for a in acts if a.kind == "tap" and a.data.source == "ms"]
    assert [a.data.mana for a in taps] == ["C"]
    g.apply(bolt)
    assert g.stack[-1].source_name == "Lightning Bolt" and g.stack[-1].targets == [["bear"]]


def _until(g, kind: str, limit: int = 40):
    for _ in range(limit):
        if g.pending is not None and g.pending.kind == kind:
            return g
        g.apply(next(a for a in g.legal_actions() if a.kind in ("pass", "done")))
    raise AssertionError(f"no {kind} decision")


def test_combat_actions_carry_typed_payloads():
    g = _game({"battlefield": [{"card": "Grizzly Bears", "id": "att"}], "library": ["Forest"] * 5},
              {"battlefield": [{"card": "Grizzly Bears", "id": "blk"}], "library": ["Forest"] * 5})
    _until(g, "attack")
    attack = next(a for a in g.legal_actions() if a.kind == "attack")
    assert attack.data == Attack("att", "p2")
    g.apply(attack)  # the only attacker: the declaration is complete
    assert g.attackers == ["att"]
    _until(g, "block")
    block = next(a for a in g.legal_actions() if a.kind == "block")
    assert block.data == Block("att", "blk")
    g.apply(block)
    assert g.objects["blk"].blocking == ["att"] and g.objects["att"].blocked


def test_choice_actions_carry_typed_payloads():
    g = _game({"hand": ["Orcish Bowmasters"], "battlefield": ["Swamp", "Swamp", {"card": "Grizzly Bears", "id": "mine"}],
               "library": ["Swamp"] * 5},
              {"battlefield": [{"card": "Llanowar Elves", "id": "elf"}], "library": ["Forest"] * 5},
              ["p1: cast Orcish Bowmasters", "p1: pass", "p2: pass"])
    assert g.pending.kind == "choice"
    chosen = [a for a in g.legal_actions() if a.kind == "choose"]
    assert all(type(a.data) is Choose for a in chosen)
    assert {"p1", "p2", "mine", "elf"} <= {a.data.option for a in chosen}
    g.apply(next(a for a in chosen if a.data == Choose("elf")))
