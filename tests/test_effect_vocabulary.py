"""Every effect word is one class in one module, with all its parts (docs/VOCABULARY.md, "Add an effect").

Each module of mtg_tui/effects holds one ``Effect`` class, which must say its name, rule and parameters, run
(its rules behaviour), write its text, tell the bots what it is (``ai()``, with tags they know) and carry
examples: effects as a card file writes them, which the schema must accept and which must read as the
example says.  Every effect a card file uses is a word; the engine's own procedures are not.  The words'
behaviour in play is in the card and scenario tests.
"""

from __future__ import annotations

import re

import pytest

from mtg_tui._build import mtg_build
from mtg_tui.cards.registry import registry
from mtg_tui.cards.render import Ctx, render_effects
from mtg_tui.effects import registry as words
from mtg_tui.effects.base import TAGS, Effect, EffectHint
from mtg_tui.engine import effects as engine_effects

PROCEDURES = {"mulligans", "legend_rule", "discard_to_hand_size", "cleanup_wear_off", "put_trigger",
              "combat_damage"}


def missing_parts(w: Effect) -> list[str]:
    out = []
    cls = type(w)
    if not w.name or not re.fullmatch(r"[a-z_]+", w.name):
        out.append("name")
    if not re.fullmatch(r"\d{3}\.\d+[a-z]?", w.rule):
        out.append("rule")
    if not isinstance(w.params, dict) or not all(isinstance(v, str) and v for v in w.params.values()):
        out.append("params (each with what it means)")
    for part in ("run", "text"):
        if getattr(cls, part) is getattr(Effect, part):
            out.append(part)
    hint = w.ai()
    if not isinstance(hint, EffectHint) or not hint.tags <= set(TAGS):
        out.append("ai (tags from effects.base.TAGS)")
    if not w.examples:
        out.append("examples")
    key = w.hurts[0]
    if key and key not in w.params:
        out.append("hurts (a parameter it has)")
    return out


@pytest.mark.parametrize("w", words.ALL, ids=lambda w: w.name)
def test_every_effect_word_has_every_part(w):
    assert missing_parts(w) == []


@pytest.mark.parametrize("w", words.ALL, ids=lambda w: w.name)
def test_every_example_is_valid_and_reads_as_it_says(w):
    bolt = registry().get("Lightning Bolt")
    for eff, targets, text in w.examples:
        assert eff["do"] == w.name
        assert words.check(eff) is None, eff
        assert render_effects([eff], Ctx(bolt, list(targets))) == text


def test_names_are_unique_and_card_files_use_only_words():
    assert len(words.BY_NAME) == len(words.ALL)
    used: set[str] = set()

    def walk(effs):
        for e in effs or ():
            if isinstance(e, dict):
                used.add(e["do"])
                walk(e.get("effects"))
                walk((e.get("then") or {}).get("effects"))
    for card in registry().cards.values():
        for ab in card.abilities:
            walk(ab.get("effects"))
    assert used <= set(words.BY_NAME), used - set(words.BY_NAME)
    assert not PROCEDURES & set(words.BY_NAME)


def test_the_engine_runs_each_word_and_its_own_procedures():
    for w in words.ALL:
        assert engine_effects.runner(w.name) == w.run
    for p in PROCEDURES:
        assert engine_effects.runner(p) is engine_effects.RUN[p]


def test_a_card_file_cant_name_an_engine_procedure_or_a_wrong_parameter():
    assert "unknown effect 'mulligans'" in words.check({"do": "mulligans"})
    assert words.check({"do": "draw", "count": 2}) == \
        "effect 'draw' has no parameter 'count'; expected equal_to, n, who"


def test_every_word_module_is_compiled_with_the_engine():
    for w in words.ALL:
        assert f"effects/{type(w).__module__.rsplit('.', 1)[1]}" in mtg_build.COMPILED


def test_an_optional_ability_reads_as_the_may_word_writes_it():
    """An ability marked ``optional`` (603.5) reads "you may ...", the ``may`` word's text (no card of the pool
    has one yet: a card built the way card files are)."""
    from mtg_tui.cards.render import render_ability
    from mtg_tui.cards.schema import CardFile
    from mtg_tui.engine.carddef import CardDef

    c = CardDef.from_file(CardFile.model_validate({
        "name": "Test Scout", "cost": "{1}{G}", "types": ["Creature"], "power": 1, "toughness": 1,
        "abilities": [{"kind": "triggered", "trigger": {"event": "self_enters"}, "optional": True,
                       "effects": [{"do": "draw", "n": 1}]}]}))
    assert render_ability(c, c.triggered[0]) == "When Test Scout enters, you may draw a card."


def test_words_change_the_game_only_through_its_methods():
    """The game's version counts and caches are its own: a word (effect, condition, amount, trigger mode,
    mechanic) changes the game through Game's methods, which keep them right, and never touches one."""
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent / "mtg_tui"
    private = re.compile(r"\bg\.(_ver|_bv|_dirt|_chars\b|_lc|_board_kept|_marks)|\.dirty\(\)")
    for pkg in ("effects", "conditions", "amounts", "trigger_modes", "mechanics", "statics"):
        for src in sorted((root / pkg).glob("*.py")):
            found = private.findall(src.read_text(encoding="utf-8"))
            assert not found, f"{pkg}/{src.name} touches the game's caches: {found}"
