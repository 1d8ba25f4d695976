"""Every static ability is a word: one class in one module, with all its parts (docs/VOCABULARY.md, "Static
abilities").

Each module of mtg_tui/statics holds one ``Static`` class, which must say its name, rule and the fields it reads,
write its text, say which list of the board index it joins, and carry examples: statics as a card file writes
them, which the schema must accept and which must read as the example says.  The engine, the text writer and the
bots ask the word and name no static kind; an unknown kind is refused at load.  Each kind's rule in play, on a
card of the pool that has it, closes the file.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from mtg_tui._build import mtg_build
from mtg_tui.cards.registry import registry
from mtg_tui.cards.render import render_ability, static_text
from mtg_tui.cards.schema import CardFile
from mtg_tui.effects import registry as effect_words
from mtg_tui.engine.carddef import CardDef
from mtg_tui.statics import registry as words
from mtg_tui.statics.base import BOARD_ROLES, Static
from tests.rules_helpers import act, bf_names, board, legal, perm, xboard

ROOT = Path(__file__).resolve().parent.parent / "mtg_tui"
MAIN = {"turn": 3, "active": "p1", "step": "main1"}
OPP_MAIN = {"turn": 4, "active": "p2", "step": "main1"}
#: the engine's hooks: a word overrides those its rule needs (at least one), the rest keep the no-op default
HOOKS = ("layer6", "layer7a", "layer7c", "reduction", "max_reduction", "flash_for", "replace", "targeted",
         "uncounterable", "ability_reduction", "ability_any_time", "uncopyable", "top_castable", "sees_top",
         "creature_mana", "forbids_activation", "activated_abilities", "any_mana_for")


def relic(st: dict) -> CardDef:
    """A 2/2 artifact creature with one static ability (how the examples read)."""
    return CardDef.from_file(CardFile.model_validate({
        "name": "Test Relic", "cost": "{2}", "types": ["Artifact", "Creature"], "power": 2, "toughness": 2,
        "abilities": [{"kind": "static", **st}]}))


def missing_parts(w: Static) -> list[str]:
    out = []
    cls = type(w)
    if not w.name or not re.fullmatch(r"[a-z_]+", w.name):
        out.append("name")
    if not re.fullmatch(r"\d{3}\.\d+[a-z]?", w.rule):
        out.append("rule")
    if not isinstance(w.params, dict) or not w.params or not all(isinstance(v, str) and v for v in w.params.values()):
        out.append("params (each with what it means)")
    if not set(w.params) <= set(CardFile.model_fields["abilities"].annotation.__args__[0].model_fields):
        out.append("params (fields of cards/schema.py's Ability)")
    if cls.text is Static.text:
        out.append("text")
    if w.board_role not in BOARD_ROLES:
        out.append("board_role")
    if not any(getattr(cls, h) is not getattr(Static, h) for h in HOOKS):
        out.append("a rules hook")
    if not w.examples:
        out.append("examples")
    return out


@pytest.mark.parametrize("w", words.ALL, ids=lambda w: w.name)
def test_every_static_word_has_every_part(w):
    assert missing_parts(w) == []


@pytest.mark.parametrize("w", words.ALL, ids=lambda w: w.name)
def test_every_example_is_valid_and_reads_as_it_says(w):
    for st, text in w.examples:
        assert st["static"] == w.name
        card = relic(st)  # validated as a card file is
        ab = card.statics[0]
        assert words.check(ab) is None
        assert ab.static is w  # the card holds its word, read at load
        assert static_text(card, ab) == text
        assert render_ability(card, ab) == text


@pytest.mark.parametrize("w", words.ALL, ids=lambda w: w.name)
def test_every_word_module_is_compiled_with_the_engine(w):
    assert f"statics/{type(w).__module__.rsplit('.', 1)[1]}" in mtg_build.COMPILED


def test_names_are_unique_and_card_files_use_only_words():
    assert len(words.BY_NAME) == len(words.ALL)
    used = {st["static"] for card in registry().cards.values() for st in card.statics}
    assert used <= set(words.BY_NAME), used - set(words.BY_NAME)
    # every word but the CDA is on a card of the pool (the CDA is on the tests' Test Maro)
    assert set(words.BY_NAME) - used <= {"cda_pt"}


def test_an_unknown_static_kind_or_cda_is_refused_naming_the_field():
    with pytest.raises(ValueError) as e:
        relic({"static": "pumpp"})
    assert "static" in str(e.value) and "unknown static ability 'pumpp'; known: " + ", ".join(sorted(words.BY_NAME)) \
        in str(e.value)
    with pytest.raises(ValueError, match="unknown characteristic-defining ability 'cards_in_library'"):
        relic({"static": "cda_pt", "hook": "cards_in_library"})


def test_the_engine_text_writer_and_bots_name_no_static_kind():
    """engine/*.py, cards/render.py and ai/*.py ask the word: no kind's name in quotes (a kind that is also the
    name of an ability field, cost_reduction, may be read as that field: ``.get("cost_reduction")``), and no
    comparison of an ability's ``static``.  "pump" is also an effect word's name, which the bots may list: it is
    covered by the comparison test."""
    sources = sorted((ROOT / "engine").glob("*.py")) + [ROOT / "cards" / "render.py"] + sorted(
        (ROOT / "ai").glob("*.py"))
    compare = re.compile(r"""["']static["']\s*\]?\s*\)?\s*(==|!=|\bin\b)""")
    for src in sources:
        text = src.read_text(encoding="utf-8")
        assert not compare.search(text), f"{src.name} compares a static's kind"
        for kind in words.BY_NAME:
            if kind in effect_words.BY_NAME:
                continue
            for m in re.finditer(rf"""["']{kind}["']""", text):
                before = text[max(0, m.start() - 5):m.start()]
                assert before.endswith(("get(", "[")), f"{src.name} names the static kind {kind!r}"


def test_each_static_joins_the_board_list_its_word_names():
    g = board(MAIN, p1={"battlefield": ["Glorious Anthem", "Peregrin Took", "Jhoira's Familiar"]})
    b = g.board()
    roles = {"layered": [w.name for _, _, w in b.layered],
             "casting": [w.name for _, _, w in b.casting["p1"]],
             "replacement": [w.name for _, _, w in b.replacements]}
    assert roles == {"layered": ["pump"], "casting": ["cost_reduction"], "replacement": ["replacement"]}
    assert not b.zone_sensitive
    g = xboard(MAIN, p1={"battlefield": ["Glorious Anthem", {"card": "Test Maro", "id": "maro"}]})
    b = g.board()
    assert [w.name for _, _, w in b.layered] == ["pump", "cda_pt"]  # battlefield order, one list for the layers
    assert b.zone_sensitive  # the CDA reads the hand
    assert not b.with_removed(g, "maro").zone_sensitive


# ---------------------------------------------------------------------- each kind's rule in play
def test_pump_611_3_anthem_and_pacifism():
    """611.3a: Glorious Anthem's +1/+1 (layer 7c) applies to what matches now; Pacifism's flags (layer 6) stop
    the creature it enchants, which makes it an Aura for the opponent's creatures (what the bots ask)."""
    from mtg_tui.ai.harm import hostile_aura

    g = board(MAIN, p1={"battlefield": ["Glorious Anthem", {"card": "Grizzly Bears", "id": "bear"}]},
              p2={"battlefield": [{"card": "Grizzly Bears", "id": "theirs"}]})
    assert (perm(g, "bear")["power"], perm(g, "bear")["toughness"]) == (3, 3)
    assert perm(g, "theirs")["power"] == 2
    reg = registry()
    assert hostile_aura(reg.get("Pacifism"))  # (the one check the bots' harm filter and scoring share)
    assert not hostile_aura(reg.get("Glorious Anthem"))


def test_cda_pt_604_3_follows_the_hand():
    g = xboard(state={"step": "main1"}, p1={"hand": ["Forest", "Forest"], "battlefield": [
        {"card": "Test Maro", "id": "maro"}]})
    assert (perm(g, "maro")["power"], perm(g, "maro")["toughness"]) == (2, 2)
    g.do("play Forest")
    assert (perm(g, "maro")["power"], perm(g, "maro")["toughness"]) == (1, 1)


def test_cost_reduction_601_2f_jhoiras_familiar():
    g = board(state=MAIN, p1={"hand": ["Mind Stone"], "battlefield": ["Jhoira's Familiar", "Island", "Forest"]})
    act(g, "p1: cast Mind Stone")  # {2} - {1}: one land
    assert sum(1 for x in g.snapshot()["players"]["p1"]["battlefield"] if x["tapped"]) == 1


def test_flash_permission_601_3b_gandalf():
    g = board(state=OPP_MAIN, p1={"hand": ["Divination", "Mind Stone"],
                                  "battlefield": ["Gandalf, Friend of the Shire"] + ["Island"] * 3,
                                  "library": ["Plains", "Forest"]})
    act(g, "p2: pass")
    lg = legal(g)
    assert "cast Divination" in lg and "cast Mind Stone" not in lg


def test_replacement_614_1_peregrin_took():
    g = board(p1={"hand": ["Bill the Pony"], "battlefield": ["Plains"] * 4 + ["Peregrin Took"]})
    act(g, "p1: cast Bill the Pony", "resolve", "resolve")
    assert bf_names(g, "p1").count("Food") == 3  # two Foods plus one


def test_activation_statics_602_5_613_1f_609_4b_sharkey():
    """Sharkey, Tyrant of the Shire's three words join the board's ``activation`` list (and Sharkey the permanents
    with activated abilities, though it prints none): p2's Mount Doom keeps only its mana abilities (cant_activate),
    Sharkey has its two other abilities (has_activated_abilities), and three Islands pay {1}{B}{R} (spend_any_mana)."""
    from mtg_tui.engine import legal as L

    g = board(MAIN, p1={"battlefield": [{"card": "Sharkey, Tyrant of the Shire", "id": "sk"}] + ["Island"] * 3},
              p2={"battlefield": [{"card": "Mount Doom", "id": "doom"}]})
    b = g.board()
    assert [w.name for _, _, w in b.activation] == ["cant_activate", "has_activated_abilities", "spend_any_mana"]
    assert b.activated["p1"] == ["sk"] and b.activated["p2"] == ["doom"]
    assert L.activated_of(g, "sk") == registry().get("Mount Doom").activated
    assert L.activation_barred(g, "p2", "doom", registry().get("Mount Doom").activated[0]) == "sk"
    assert "activate Sharkey, Tyrant of the Shire #1" in legal(g)
    assert not b.with_removed(g, "sk").activation
