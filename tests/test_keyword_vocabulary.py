"""Every keyword is one class in one module, with all its parts (docs/VOCABULARY.md, "Add a keyword").

A keyword a card file may name (cards/schema.py's KEYWORDS) must have its class in mtg_tui/keywords, and the
class must say its name and rule, its text and reminder text, what the bots know of it (``ai()``) and its
"why not" (a sentence, or None when it forbids nothing); a keyword whose rule forbids something must have the
sentence.  Its module must be compiled with the engine, which asks it.  The keywords' behaviour in play is in
tests/test_keywords.py.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from mtg_tui._build import mtg_build
from mtg_tui.cards import schema
from mtg_tui.cards.registry import registry
from mtg_tui.keywords import registry as kw
from mtg_tui.keywords.base import KeywordHint

ROOT = Path(__file__).resolve().parent.parent
KEYWORDS_DIR = ROOT / "mtg_tui" / "keywords"


def missing_parts(k) -> list[str]:
    """The parts keyword ``k`` lacks (empty when it is complete)."""
    out = []
    if not isinstance(getattr(k, "name", None), str) or not k.name:
        out.append("name")
    if not re.fullmatch(r"702\.\d+", str(getattr(k, "rule", ""))):
        out.append("rule (702.x)")
    for part, kind in (("text", str), ("reminder", str), ("ai", KeywordHint), ("why_not", (str, type(None)))):
        try:
            value = getattr(k, part)()
        except (AttributeError, NotImplementedError, TypeError):
            out.append(part)
            continue
        if not isinstance(value, kind) or value == "":
            out.append(part)
    if "ai" not in out and not isinstance(k.ai().value, float):
        out.append("ai value")
    forbids = (getattr(k, "limits_blockers", False) or getattr(k, "min_blockers", 1) > 1
               or getattr(k, "forbids_attack", False) or getattr(k, "ignores_sickness", False))
    if forbids and "why_not" not in out:
        why = k.why_not()
        if not why or "{a}" not in why or f"({k.rule}" not in why:
            out.append("why_not (its rule forbids something: a sentence naming {a} and citing the rule)")
    if "why_not" not in out and k.why_not():
        k.why_not().format(a="A", b="B")  # a template for combat.say: no other braces
    return out


def test_every_keyword_a_card_file_may_name_has_its_class():
    assert set(schema.KEYWORDS) == set(kw.BY_NAME)
    assert len(kw.NAMES) == len(set(kw.NAMES)) == len(kw.ALL)
    used = {k for card in registry().cards.values() for k in card.keywords}
    assert used <= set(kw.BY_NAME)


@pytest.mark.parametrize("k", kw.ALL, ids=[k.name for k in kw.ALL])
def test_the_keyword_has_every_part(k):
    assert missing_parts(k) == []
    assert k.text() == k.name  # the rules text writes the keyword as card files name it (capitalised first)


@pytest.mark.parametrize("k", kw.ALL, ids=[k.name for k in kw.ALL])
def test_the_keyword_is_one_module_compiled_with_the_engine(k):
    module = k.name.replace(" ", "_")
    assert (KEYWORDS_DIR / f"{module}.py").is_file()
    assert type(k).__module__ == f"mtg_tui.keywords.{module}"
    assert f"keywords/{module}" in mtg_build.COMPILED
    files = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]["files"]
    assert "mtg_tui/keywords" in files  # (mypy checks the compile set)


def test_a_keyword_lacking_a_part_is_caught():
    class Half:  # what a newcomer's first draft may look like
        name = "banding"
        rule = "702.22"
        limits_blockers = True

        def text(self) -> str:
            return "banding"

        def why_not(self) -> None:
            return None

    assert missing_parts(Half()) == ["reminder", "ai",
                                     "why_not (its rule forbids something: a sentence naming {a} and citing the rule)"]
    assert missing_parts(kw.BY_NAME["menace"]) == []


def test_the_rules_text_order_is_each_keyword_s_own():
    assert len({k.order for k in kw.ALL}) == len(kw.ALL)
    assert kw.TEXT_ORDER[0] == "flash" and [k.name for k in kw.ALL if k.own_line] == ["flash"]


def test_what_the_bots_know_is_what_they_knew():
    # the heuristic's table before the vocabulary (ai/heuristic.py's KW_VALUE), now each keyword's ai().value
    before = {"flying": 2.0, "deathtouch": 2.0, "lifelink": 1.0, "first strike": 1.0, "double strike": 3.0,
              "trample": 1.0, "vigilance": 0.5, "menace": 1.0, "indestructible": 3.0, "hexproof": 1.0, "reach": 0.5,
              "haste": 0.5}
    values = {k.name: k.ai().value for k in kw.ALL}
    assert {n: v for n, v in values.items() if v} == before
    assert {k.name for k in kw.ALL if k.ai().lethal} == {"deathtouch"}
    assert {k.name for k in kw.ALL if k.ai().first_strike_edge} == {"first strike"}
    assert {k.name: k.ai().evasion for k in kw.ALL if k.ai().evasion} == {"flying": 3.0}
    assert all(k.ai().redundant for k in kw.ALL)  # 702.x: a second instance of a keyword adds nothing here


def test_the_engine_s_questions_are_answered_by_the_keywords():
    assert kw.SICKNESS_IGNORED == {"haste"} and kw.ATTACK_FORBIDDEN == {"defender"}
    assert kw.ATTACKS_UNTAPPED == {"vigilance"} and kw.MIN_BLOCKERS == {"menace": 2}
    assert set(kw.BLOCK_LIMITS) == {"flying"}
    assert kw.STRIKES_FIRST == {"first strike", "double strike"} and kw.STRIKES_TWICE == {"double strike"}
    assert kw.TRAMPLES == {"trample"} and kw.LETHAL_DAMAGE == {"deathtouch"} and kw.LINKS_LIFE == {"lifelink"}
    assert kw.SURVIVES_DESTROY == {"indestructible"} and kw.OPPONENTS_CANT_TARGET == {"hexproof"}
    assert kw.INSTANT_SPEED == {"flash"}
    flying = kw.BY_NAME["flying"]
    assert flying.blocks_ok({"reach"}) and flying.blocks_ok({"flying", "trample"}) and not flying.blocks_ok(set())


def test_the_keywords_run_compiled_with_the_engine_or_not_at_all():
    import importlib.machinery

    import mtg_tui._native as native
    import mtg_tui.engine.combat as combat
    import mtg_tui.keywords.flying as flying

    def compiled(mod) -> bool:
        return str(mod.__file__).endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))

    assert compiled(flying) == compiled(combat) == native.COMPILED
    if native.COMPILED:  # without a build stamp, the keywords fall back to their sources too (_native._built)
        assert "keywords.flying" in native._built() and "keywords.registry" in native._built()
