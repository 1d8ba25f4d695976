"""Every cost word is one class in one module, with all its parts (docs/VOCABULARY.md, "Costs").

Each module of mtg_tui/costs holds one ``Cost`` class: its name (the card file's field), rule, params, text,
payable / pay / why_not, and examples (an ability as a card file writes it, and its cost as the card writes it).
The engine (legal.py), the text writer (render.py) and the tutorial ask the words; none of them reads a cost
field.  Each word is tried here on a board of a pool card that has it (pay_life: no activated ability of the
pool pays life, so on a pool card's object with an ability that does).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from mtg_tui._build import mtg_build
from mtg_tui.cards.registry import registry
from mtg_tui.cards.render import cost_text
from mtg_tui.cards.schema import Ability
from mtg_tui.costs import registry as costs
from mtg_tui.costs.base import Cost
from mtg_tui.engine.ability import Ability as ReadAbility
from mtg_tui.tutorial.explain import explain_illegal
from rules_helpers import act, board, legal, names, perm

ROOT = Path(__file__).resolve().parent.parent / "mtg_tui"
FOOD = {"what": "permanent", "subtypes": ["Food"]}


def missing_parts(w: Cost) -> list[str]:
    out = []
    cls = type(w)
    if not w.name or not re.fullmatch(r"[a-z_]+", w.name) or w.name not in w.params:
        out.append("name (a field it reads)")
    if not re.fullmatch(r"\d{3}\.\d+[a-z]?", w.rule):
        out.append("rule")
    if not isinstance(w.params, dict) or not all(isinstance(v, str) and v for v in w.params.values()):
        out.append("params (each with what it means)")
    if not set(w.params) <= set(Ability.model_fields):
        out.append("params (fields of cards/schema.py's Ability)")
    for part in ("text", "pay", "why_not"):
        if getattr(cls, part) is getattr(Cost, part):
            out.append(part)
    if not w.examples:
        out.append("examples")
    return out


@pytest.mark.parametrize("w", costs.ALL, ids=lambda w: w.name)
def test_every_cost_word_has_every_part(w):
    assert missing_parts(w) == []


@pytest.mark.parametrize("w", costs.ALL, ids=lambda w: w.name)
def test_every_example_is_valid_and_reads_as_it_says(w):
    for card_name, ab, text in w.examples:
        card = registry().get(card_name)
        dumped = Ability.model_validate(ab).model_dump()  # as the card loads
        assert w.has(dumped) and costs.check(dumped) is None
        assert cost_text(card, dumped) == text


@pytest.mark.parametrize("w", costs.ALL, ids=lambda w: w.name)
def test_every_word_module_is_compiled_with_the_engine(w):
    assert f"costs/{type(w).__module__.rsplit('.', 1)[1]}" in mtg_build.COMPILED


def test_the_orders_name_every_word_once():
    assert sorted(costs.ORDER["write"]) == sorted(costs.ORDER["pay"]) == sorted(costs.BY_NAME)
    assert len(costs.BY_NAME) == len(costs.ALL)
    mind_stone = registry().get("Mind Stone").activated[0]
    assert [w.name for w in costs.of(mind_stone)] == ["tap", "sacrifice_self"]
    spec = registry().get("The Shire").activated[0]
    assert [w.name for w in spec.costs] == ["tap", "tap_creature"] and spec.excludes_self
    assert [w.name for w in spec.first_costs] == ["tap"]
    assert not registry().get("Peregrin Took").activated[0].excludes_self


def test_the_engine_and_the_text_writer_read_no_cost_field():
    fields = "|".join(sorted(costs.FIELDS))
    access = re.compile(rf"""(?:get\(|\[)\s*["']({fields})["']""")
    for src in ("engine/legal.py", "engine/carddef.py", "cards/render.py", "tutorial/explain.py"):
        found = access.findall((ROOT / src).read_text(encoding="utf-8"))
        assert not found, f"{src} reads cost fields: {found}"


def test_the_schema_keeps_its_errors_and_asks_the_words():
    with pytest.raises(Exception, match="sacrifice_count must be at least 1"):
        Ability.model_validate({"kind": "activated", "sacrifice": FOOD, "sacrifice_count": 0})
    with pytest.raises(Exception, match="sacrifice_count without sacrifice"):
        Ability.model_validate({"kind": "activated", "sacrifice_count": 2})
    with pytest.raises(Exception, match="negative amount of life"):
        Ability.model_validate({"kind": "activated", "pay_life": -1})
    with pytest.raises(Exception):
        Ability.model_validate({"kind": "activated", "tap_creature": "yes please"})


# ---------------------------------------------------------------------- each word on a board
def _ab(g, oid, k=0):
    return g.objects[oid].card.activated[k]


def test_tap_mind_stone():
    w = costs.BY_NAME["tap"]
    g = board(p1={"battlefield": [{"card": "Mind Stone", "id": "ms", "tapped": True}, "Forest", "Forest"],
                  "library": ["Forest"]})
    assert not w.payable(g, "p1", "ms", _ab(g, "ms"))
    assert "Mind Stone is tapped" in w.why_not(g, "p1", "ms", _ab(g, "ms")) and "107.5" in w.why_not(
        g, "p1", "ms", _ab(g, "ms"))
    assert explain_illegal(g, "activate Mind Stone", "p1").startswith("Mind Stone is tapped")
    g = board(p1={"battlefield": [{"card": "Mind Stone", "id": "ms"}, "Forest"], "library": ["Forest"]})
    assert w.payable(g, "p1", "ms", _ab(g, "ms"))
    w.pay(g, "p1", "ms", _ab(g, "ms"))
    assert perm(g, "ms")["tapped"] is True


def test_sacrifice_self_mind_stone():
    g = board(p1={"battlefield": [{"card": "Mind Stone", "id": "ms"}, "Forest"], "library": ["Forest"]})
    w = costs.BY_NAME["sacrifice_self"]
    assert w.payable(g, "p1", "ms", _ab(g, "ms")) and w.why_not(g, "p1", "ms", _ab(g, "ms")).endswith("(701.17a).")
    act(g, "p1: activate Mind Stone")
    assert perm(g, "ms") is None and "Mind Stone" in names(g, "p1", "graveyard")


def test_tap_creature_the_shire():
    w = costs.BY_NAME["tap_creature"]
    shire = {"card": "The Shire", "id": "shire"}
    g = board(p1={"battlefield": [shire, "Forest", "Forest"], "library": ["Forest"]})
    assert not w.payable(g, "p1", "shire", _ab(g, "shire"))
    assert not any(t.startswith("activate The Shire") for t in legal(g))
    assert w.why_not(g, "p1", "shire", _ab(g, "shire")) == \
        "You control no untapped creature to tap for The Shire's cost (602.2b, 701.21a)."
    g = board(p1={"battlefield": [shire, "Forest", "Forest", {"card": "Grizzly Bears", "id": "bear"},
                                  {"card": "Hill Giant", "id": "giant"}], "library": ["Forest"]})
    assert w.payable(g, "p1", "shire", _ab(g, "shire"))
    assert w.candidates(g, "p1", "shire", _ab(g, "shire")) == ["bear", "giant"]  # the weakest first
    act(g, "p1: activate The Shire")
    assert legal(g) == ["choose Grizzly Bears", "choose Hill Giant"]  # the player's choice (601.2b-h)
    act(g, "p1: choose Hill Giant")
    assert perm(g, "giant")["tapped"] is True and perm(g, "bear")["tapped"] is False
    assert perm(g, "shire")["tapped"] is True


def test_sacrifice_peregrin_took():
    w = costs.BY_NAME["sacrifice"]
    g = board(p1={"battlefield": [{"card": "Peregrin Took", "id": "pt"}, {"token": "Food"}, {"token": "Food"}],
                  "library": ["Forest"]})
    ab = _ab(g, "pt")
    assert not w.payable(g, "p1", "pt", ab) and len(w.candidates(g, "p1", "pt", ab)) == 2
    assert w.why_not(g, "p1", "pt", ab) == \
        "You control only two Foods to sacrifice for Peregrin Took's cost, which needs three Foods (701.17a)."
    g = board(p1={"battlefield": [{"card": "Peregrin Took", "id": "pt"}] + [{"token": "Food"}] * 3,
                  "library": ["Forest"]})
    assert w.payable(g, "p1", "pt", ab)
    w.pay(g, "p1", "pt", ab)
    assert not any(x["name"] == "Food" for x in g.snapshot()["players"]["p1"]["battlefield"])


def test_discard_sanctum_spirit():
    w = costs.BY_NAME["discard"]
    g = board(p1={"hand": ["Grizzly Bears"], "battlefield": [{"card": "Sanctum Spirit", "id": "ss"}]})
    ab = _ab(g, "ss")
    assert not w.payable(g, "p1", "ss", ab)
    assert w.why_not(g, "p1", "ss", ab) == \
        "You have no historic card in your hand to discard for Sanctum Spirit's cost (701.8a)."
    g = board(p1={"hand": ["Grizzly Bears", "Mind Stone"], "battlefield": [{"card": "Sanctum Spirit", "id": "ss"}]})
    assert w.payable(g, "p1", "ss", ab)
    w.pay(g, "p1", "ss", ab)
    assert names(g, "p1", "graveyard") == ["Mind Stone"] and names(g, "p1", "hand") == ["Grizzly Bears"]
    assert any(e.kind == "discard" and e.rule == "701.8a" and "(cost)" in e.msg for e in g.log)


def test_pay_life_on_a_pool_cards_object():
    w = costs.BY_NAME["pay_life"]
    g = board(p1={"battlefield": [{"card": "Mind Stone", "id": "ms"}]})
    ab = ReadAbility.build({"kind": "activated", "pay_life": 25})
    assert not w.payable(g, "p1", "ms", ab)
    assert w.why_not(g, "p1", "ms", ab) == "You have 20 life: you can't pay 25 life for Mind Stone's cost (119.4)."
    ab = ReadAbility.build({"kind": "activated", "pay_life": 2})
    assert w.payable(g, "p1", "ms", ab)
    w.pay(g, "p1", "ms", ab)
    assert g.players["p1"].life == 18


# ---------------------------------------------------------------------- the tutorial
def test_the_tutorial_says_which_cost_cant_be_paid():
    """Today's generic sentence ("You can't pay the cost ... or its condition isn't met") becomes the cost's."""
    g = board(p1={"battlefield": [{"card": "Peregrin Took", "id": "pt"}, {"token": "Food"}], "library": ["Forest"]})
    assert explain_illegal(g, "activate Peregrin Took", "p1") == \
        "You control only a Food to sacrifice for Peregrin Took's cost, which needs three Foods (701.17a)."
    g = board(p1={"battlefield": [{"card": "The Shire", "id": "shire"}, "Forest", "Forest"], "library": ["Forest"]})
    assert explain_illegal(g, "activate The Shire", "p1") == \
        "You control no untapped creature to tap for The Shire's cost (602.2b, 701.21a)."
