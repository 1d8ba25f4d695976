"""Cards are data: TOML files validated by pydantic; a bad file names the file, the card and the field."""

from __future__ import annotations

from pathlib import Path

import pytest

from mtg_tui.cards.registry import CardError, Registry, load_card_file, registry
import mtg_tui.engine.game  # noqa: F401  (the engine first: it loads the word packages in their order)
from mtg_tui.statics.registry import BY_NAME as _STATIC_WORDS  # noqa: E402

GOOD = '''
name = "Test Bear"
cost = "{1}{G}"
types = ["Creature"]
subtypes = ["Bear"]
power = 2
toughness = 2
'''


@pytest.mark.parametrize("body, field, what", [
    (GOOD.replace('types = ["Creature"]', 'types = ["Creture"]'), "types", "unknown card type 'Creture'"),
    (GOOD.replace('cost = "{1}{G}"', 'cost = "{1}{Q}"'), "cost", "unknown symbol {Q}"),
    (GOOD.replace("power = 2\n", ""), "(top level)", "a creature needs power and toughness"),
    (GOOD + 'keywords = ["flyng"]\n', "keywords", "unknown keyword 'flyng'"),
    (GOOD + '[[abilities]]\nkind = "spell"\neffects = [{ do = "dammage", amount = 3 }]\n', "abilities.0",
     "unknown effect 'dammage'"),
    (GOOD + '[[abilities]]\nkind = "spell"\neffects = [{ do = "damage", amont = 3 }]\n', "abilities.0",
     "no parameter 'amont'"),
    (GOOD + 'colour = "green"\n', "colour", "Extra inputs are not permitted"),
    (GOOD + '[[abilities]]\nkind = "triggered"\ntrigger = { event = "self_entres" }\neffects = [{ do = "draw" }]\n',
     "abilities.0.trigger.event", "unknown trigger event 'self_entres'; expected one of"),
    (GOOD + '[[abilities]]\nkind = "static"\nstatic = "anthem"\npower = 1\n', "abilities.0.static",
     "unknown static ability 'anthem'; known: " + ", ".join(sorted(_STATIC_WORDS))),
])
def test_a_bad_card_file_names_the_file_the_card_and_the_field(tmp_path: Path, body: str, field: str, what: str):
    p = tmp_path / "test_bear.toml"
    p.write_text(body, encoding="utf-8")
    with pytest.raises(CardError) as e:
        load_card_file(p)
    msg = str(e.value)
    assert str(p) in msg and "'Test Bear'" in msg and f"field '{field}'" in msg and what in msg
    assert "\n" not in msg


def test_not_toml_names_the_file(tmp_path: Path):
    p = tmp_path / "broken.toml"
    p.write_text('name = "x\n', encoding="utf-8")
    with pytest.raises(CardError, match="broken.toml: not valid TOML"):
        load_card_file(p)


def test_a_duplicate_card_name_is_refused(tmp_path: Path):
    (tmp_path / "a.toml").write_text(GOOD, encoding="utf-8")
    (tmp_path / "b.toml").write_text(GOOD, encoding="utf-8")
    with pytest.raises(CardError, match="defined twice"):
        Registry(tmp_path)


def test_every_group_a_card_and_the_required_tokens_exist():
    reg = registry()
    group_a = ["Plains", "Island", "Swamp", "Mountain", "Forest", "Dark Ritual", "Night's Whisper", "Grizzly Bears",
               "Llanowar Elves", "Giant Growth", "Giant Spider", "Colossal Dreadmaw", "Lightning Bolt", "Raging Goblin",
               "Hill Giant", "Boggart Brute", "Serra Angel", "Youthful Knight", "Pacifism", "Glorious Anthem",
               "Typhoid Rats", "Vampire Nighthawk", "Doom Blade", "Counterspell", "Divination", "Wind Drake",
               "Ornithopter", "Mind Stone", "Boros Recruit", "Wilt-Leaf Cavaliers", "Boartusk Liege",
               "Garruk Wildspeaker"]
    for name in group_a:
        assert reg.get(name).name == name
    for token in ("Food", "Treasure", "Beast"):
        assert reg.token(token).token


def test_lookup_is_case_and_accent_insensitive_and_suggests_close_names():
    reg = registry()
    assert reg.get("troll of khazad-dum").name == "Troll of Khazad-dûm"
    with pytest.raises(CardError, match="did you mean 'Lightning Bolt'"):
        reg.get("Lightnin Bolt")
