"""Rules text is rendered from the card definitions (render.py): the words card-pool.md gives each card are
there, every card in the registry renders without leaking internal names, and `mtg-tui card NAME` prints it."""

from __future__ import annotations

import re
from types import SimpleNamespace
from pathlib import Path

import pytest

from mtg_tui.cards import schema
from mtg_tui.cards.registry import DATA, load_card_file, registry
from mtg_tui.amounts.registry import BY_NAME as AMOUNT_WORDS
from mtg_tui.cards.render import (FLAG_TEXT, Ctx, describe_target, render_ability,
                                  render_card, render_effects, rules_text)
from mtg_tui.cards.schema import CardDef, CardFile
from mtg_tui.effects import registry as words
from mtg_tui.engine.effects import HOOK_TEXT

# effects the engine runs for itself, never named by a card
INTERNAL = {"mulligans", "legend_rule", "discard_to_hand_size", "cleanup_wear_off", "put_trigger", "combat_damage"}


def card(**fields) -> CardDef:
    """A card definition built the way card files are (validated by the schema)."""
    fields.setdefault("name", "Test Card")
    fields.setdefault("types", ["Creature"])
    if "Creature" in fields["types"]:
        fields.setdefault("power", 2)
        fields.setdefault("toughness", 2)
    return CardDef.from_file(CardFile.model_validate(fields))


def text_of(c: CardDef) -> str:
    return "\n".join(rules_text(c))


# ---------------------------------------------------------------------- group A: card-pool.md section A
GROUP_A: dict[str, list[str]] = {
    "Plains": ["Basic Land \u2014 Plains", "({T}: Add {W}.)"],
    "Island": ["Basic Land \u2014 Island", "({T}: Add {U}.)"],
    "Swamp": ["Basic Land \u2014 Swamp", "({T}: Add {B}.)"],
    "Mountain": ["Basic Land \u2014 Mountain", "({T}: Add {R}.)"],
    "Forest": ["Basic Land \u2014 Forest", "({T}: Add {G}.)"],
    "Dark Ritual": ["Add {B}{B}{B}."],
    "Night's Whisper": ["draw two cards", "you lose 2 life"],
    "Grizzly Bears": ["Creature \u2014 Bear", "2/2"],
    "Llanowar Elves": ["{T}: Add {G}."],
    "Giant Growth": ["Target creature gets +3/+3 until end of turn."],
    "Giant Spider": ["Reach", "2/4"],
    "Colossal Dreadmaw": ["Trample", "6/6"],
    "Lightning Bolt": ["3 damage", "any target", "Lightning Bolt deals 3 damage to any target."],
    "Raging Goblin": ["Haste"],
    "Hill Giant": ["Creature \u2014 Giant", "3/3"],
    "Boggart Brute": ["Menace"],
    "Serra Angel": ["Flying, vigilance"],
    "Youthful Knight": ["First strike"],
    "Pacifism": ["Enchant creature", "Enchanted creature can't attack or block."],
    "Glorious Anthem": ["Creatures you control get +1/+1."],
    "Typhoid Rats": ["Deathtouch"],
    "Vampire Nighthawk": ["Flying, deathtouch, lifelink"],
    "Doom Blade": ["Destroy target nonblack creature."],
    "Counterspell": ["Counter target spell."],
    "Divination": ["Draw two cards."],
    "Wind Drake": ["Flying"],
    "Ornithopter": ["Artifact Creature \u2014 Thopter", "Flying", "0/2"],
    "Mind Stone": ["{T}: Add {C}.", "{1}, {T}, Sacrifice Mind Stone: Draw a card."],
    "Boros Recruit": ["{R/W}", "First strike"],
    "Wilt-Leaf Cavaliers": ["{G/W}{G/W}{G/W}", "Vigilance"],
    "Boartusk Liege": ["Trample", "Other red creatures you control get +1/+1.",
                       "Other green creatures you control get +1/+1."],
    "Garruk Wildspeaker": ["Legendary Planeswalker \u2014 Garruk", "+1: Untap two target lands.",
                           "\u22121: Create a 3/3 green Beast creature token.",
                           "\u22124: Creatures you control get +3/+3 and gain trample until end of turn.",
                           "Loyalty: 3"],
}

CORE_FILES = sorted((DATA / "core").glob("*.toml"))


def test_every_group_a_card_has_its_key_words_listed():
    names = {load_card_file(p).name for p in CORE_FILES}
    assert names == set(GROUP_A), f"missing: {sorted(names - set(GROUP_A))}; extra: {sorted(set(GROUP_A) - names)}"


@pytest.mark.parametrize("name", sorted(GROUP_A))
def test_group_a_text_has_the_card_pool_words(name):
    text = render_card(registry().get(name))
    for words in GROUP_A[name]:
        assert words in text, f"{name}: {words!r} not in\n{text}"


def test_vanilla_creature_has_no_rules_text():
    assert rules_text(registry().get("Grizzly Bears")) == []
    assert rules_text(registry().get("Hill Giant")) == []


def test_whole_cards():
    assert render_card(registry().get("Lightning Bolt")) == (
        "Lightning Bolt  {R}\nInstant\nLightning Bolt deals 3 damage to any target.")
    assert render_card(registry().get("Garruk Wildspeaker")) == (
        "Garruk Wildspeaker  {2}{G}{G}\n"
        "Legendary Planeswalker \u2014 Garruk\n"
        "+1: Untap two target lands.\n"
        "\u22121: Create a 3/3 green Beast creature token.\n"
        "\u22124: Creatures you control get +3/+3 and gain trample until end of turn.\n"
        "Loyalty: 3")
    assert render_card(registry().get("Mind Stone")) == (
        "Mind Stone  {2}\nArtifact\n{T}: Add {C}.\n{1}, {T}, Sacrifice Mind Stone: Draw a card.")
    assert render_card(registry().get("Pacifism")) == (
        "Pacifism  {1}{W}\nEnchantment \u2014 Aura\nEnchant creature\nEnchanted creature can't attack or block.")
    assert render_card(registry().get("Night's Whisper")).endswith("You draw two cards and you lose 2 life.")


# ---------------------------------------------------------------------- groups B, C, D (those written so far)
GROUP_BCD: dict[str, list[str]] = {
    "Orcish Bowmasters": ["Flash", "1 damage to any target", "amass Orcs 1", "opponent draws a card"],
    "Dunland Crebain": ["Flying", "When Dunland Crebain enters, amass Orcs 2."],
    "Uruk-hai Berserker": ["When Uruk-hai Berserker enters, the Ring tempts you."],
    "Troll of Khazad-d\u00fbm": ["three or more creatures", "Swampcycling {1}"],
    "Claim the Precious": ["Destroy target creature", "the Ring tempts you"],
    "Mordor Muster": ["draw a card", "lose 1 life", "amass Orcs 1"],
    "Call of the Ring": ["At the beginning of your upkeep, the Ring tempts you.", "Ring-bearer", "pay 2 life",
                         "draw a card"],
    "One Ring to Rule Them All": ["I \u2014", "II \u2014", "III \u2014", "the Ring tempts you", "mills",
                                  "Destroy all nonlegendary creatures", "loses"],
    "Grishn\u00e1kh, Brash Instigator": ["amass Orcs 2", "When you do", "gain control of target nonlegendary creature",
                                        "an opponent controls", "the amassed Army's power", "haste"],
    "Foray of Orcs": ["amass Orcs 2", "When you do", "X damage to target creature an opponent controls",
                      "the amassed Army's power"],
    "Oliphaunt": ["Trample", "Whenever Oliphaunt attacks", "+2/+0", "trample until end of turn",
                  "Mountaincycling {1}"],
    "There and Back Again": ["can't block", "the Ring tempts you", "Mountain card", "Smaug"],
    "Mauh\u00far, Uruk-hai Captain": ["Menace", "+1/+1 counter", "Army, Goblin, or Orc"],
    "Ugl\u00fak of the White Hand": ["Whenever another creature you control dies", "+1/+1 counter", "Goblin or"],
    "Barad-d\u00fbr": ["enters tapped unless you control a legendary creature", "{T}: Add {B}.",
                      "{X}{X}{B}, {T}: Amass Orcs X.", "Activate only if a creature died this turn."],
    "Frodo Baggins": ["or another legendary creature you control enters", "the Ring tempts you",
                      "must be blocked if able"],
    "Samwise the Stouthearted": ["Flash", "permanent card", "from the battlefield this turn", "the Ring tempts you"],
    "Took Reaper": ["When Took Reaper dies, the Ring tempts you."],
    "Rosie Cotton of South Lane": ["create a Food token", "Whenever you create a token", "+1/+1 counter"],
    "Bill the Pony": ["create two Food tokens", "Sacrifice a Food: ", "toughness rather than its power"],
    "Eagles of the North": ["Flying", "+1/+0", "first strike", "Plainscycling {1}"],
    "Hobbit's Sting": ["X damage to target creature", "creatures you control", "Foods you control"],
    "The Battle of Bywater": ["Destroy all creatures with power 3 or greater", "Food token"],
    "War of the Last Alliance": ["I, II \u2014", "legendary creature card", "double strike", "the Ring tempts you"],
    "Peregrin Took": ["Food token", "Sacrifice three Foods: Draw a card."],
    "Meriadoc Brandybuck": ["Halflings you control attack a player", "Food token"],
    "Many Partings": ["basic land card", "Create a Food token."],
    "Generous Ent": ["Reach", "Food token", "Forestcycling {1}"],
    "Fall of Gil-galad": ["Scry 2.", "two +1/+1 counters", "fights"],
    "The Shire": ["enters tapped unless you control a legendary creature", "{T}: Add {G}.",
                  "{1}{G}, {T}, Tap an untapped creature you control: Create a Food token."],
    "Lembas": ["scry 1", "draw a card", "{2}, {T}, Sacrifice Lembas: You gain 3 life.",
               "shuffles it into their library"],
    "L\u00f3rien Revealed": ["Draw three cards.", "Islandcycling {1}"],
    "Nazg\u00fbl": ["Deathtouch", "the Ring tempts you", "Whenever the Ring tempts you", "Wraith you control",
                   "A deck can have up to nine cards named Nazg\u00fbl."],
    "Birthday Escape": ["Draw a card.", "the Ring tempts you"],
    "Slip On the Ring": ["Exile target creature you own", "return it to the battlefield under your control",
                         "the Ring tempts you"],
    "Scroll of Isildur": ["gain control of up to one target artifact", "stun counter", "tapped creature"],
    "The Watcher in the Water": ["enters tapped with nine stun counters on it", "Tentacle",
                                 "during an opponent's turn"],
    "Rivendell": ["enters tapped unless you control a legendary creature", "{T}: Add {U}.", "{1}{U}, {T}: Scry 2.",
                  "legendary creature"],
    "Elrond, Lord of Rivendell": ["Whenever Elrond or another creature you control enters, scry 1",
                                  "second time"],
    "Gandalf, Friend of the Shire": ["Flash", "sorcery spells as though they had flash",
                                     "Whenever the Ring tempts you", "draw a card"],
    "Ioreth of the Healing House": ["{T}: Untap another target permanent.",
                                    "{T}: Untap two other target legendary creatures."],
    "Hithlain Knots": ["Tap target creature.", "Scry 1.", "Draw a card."],
    "Faramir, Prince of Ithilien": ["At the beginning of your end step", "Human Soldier", "draw a card"],
    "Gwaihir the Windlord": ["Flying, vigilance", "costs {2} less", "drawn two or more cards",
                             "Other Birds you control have vigilance."],
    "Mirror of Galadriel": ["{5}, {T}: Scry 1, then draw a card.", "for each legendary creature you control"],
    "Sting, the Glinting Dagger": ["Equipped creature gets +1/+1 and has haste.", "first strike", "Goblin or Orc",
                                   "untap", "Equip {2}"],
    "Jhoira's Familiar": ["Flying", "Historic spells you cast cost {1} less to cast."],
    "Daring Archaeologist": ["return target artifact card from your graveyard to your hand",
                             "Whenever you cast a historic spell, put a +1/+1 counter"],
    "Sanctum Spirit": ["Lifelink", "Discard a historic card: ", "indestructible until end of turn"],
    "Serra Disciple": ["Flying, first strike", "Whenever you cast a historic spell", "+1/+1 until end of turn"],
    "Raff Capashen, Ship's Mage": ["Flash", "Flying", "historic spells as though they had flash"],
    "Time of Ice": ["I, II \u2014", "Tap target creature an opponent controls", "untap",
                    "Return all tapped creatures to their owners' hands."],
    "Jhoira, Weatherlight Captain": ["Whenever you cast a historic spell, draw a card."],
    "Sentinel of the Pearl Trident": ["Flash", "historic permanent you control", "next end step"],
    "Palant\u00edr of Orthanc": ["influence counter", "Scry 2", "mill"],
    # tokens (section D)
    "Food": ["Token Artifact \u2014 Food", "{2}, {T}, Sacrifice Food: You gain 3 life."],
    "Treasure": ["{T}, Sacrifice Treasure: Add one mana of any color."],
    "Orc Army": ["Token Creature \u2014 Orc Army", "0/0"],
    "Smaug": ["Token Legendary Creature \u2014 Dragon", "Flying, haste", "fourteen Treasure tokens"],
}


def _known_names() -> list[str]:
    r = registry()
    return sorted(n for n in GROUP_BCD if r.find(n) is not None)


@pytest.mark.parametrize("name", _known_names())
def test_written_cards_have_the_card_pool_words(name):
    text = render_card(registry().get(name))
    for words in GROUP_BCD[name]:
        assert words.lower() in text.lower(), f"{name}: {words!r} not in\n{text}"


# ---------------------------------------------------------------------- every card in the registry
def _all_cards():
    r = registry()
    return [r.cards[n] for n in sorted(r.cards)] + [r.tokens[n] for n in sorted(r.tokens)]


_RAW = re.compile(r"\{'|'\w+':|\{\"|\bNone\b|\bTrue\b|\bFalse\b|<function|\[\]")


@pytest.mark.parametrize("c", _all_cards(), ids=lambda c: c.name)
def test_every_card_renders_cleanly(c):
    text = render_card(c)
    lines = text.split("\n")
    assert lines[0].startswith(c.name) and lines[1]
    assert "_" not in text, f"an internal name leaked into {c.name}'s text:\n{text}"
    assert not _RAW.search(text), f"raw data in {c.name}'s text:\n{text}"
    assert ".." not in text.replace("...", "") and " ." not in text and "  " not in text.split("\n", 1)[1]
    for ab in c.abilities:
        line = render_ability(c, ab)
        if ab["kind"] == "spell" and not ab.get("effects") and not ab.get("cost_reduction"):
            continue  # a permanent spell with nothing of its own to say (an Aura's target is its Enchant line)
        assert line.strip(), f"{c.name}: an ability of kind {ab['kind']} rendered to nothing"


# ---------------------------------------------------------------------- the pieces
def test_unknown_effect_and_broken_phrase_still_read():
    c = registry().get("Lightning Bolt")
    assert render_effects([{"do": "frobnicate_the_widgets", "filter": {"what": "creature"}}], Ctx(c)) == \
        "Frobnicate the widgets."

    def boom(eff, ctx):
        raise KeyError("x")
    words.BY_NAME["_test_explodes"] = SimpleNamespace(name="_test_explodes", text=boom)  # a word that breaks
    try:
        assert render_effects([{"do": "_test_explodes"}], Ctx(c)) == "Test explodes."
    finally:
        words.BY_NAME.pop("_test_explodes")


def test_every_trigger_event_reads_as_a_trigger():
    for ev in schema.TRIGGER_EVENTS:
        c = card(abilities=[{"kind": "triggered", "trigger": {"event": ev}, "effects": [{"do": "draw", "n": 1}]}])
        t = text_of(c)
        assert re.match(r"(When|Whenever|At) ", t), (ev, t)
        assert "_" not in t and t.endswith(", draw a card."), (ev, t)


def test_trigger_wordings():
    def trig(**t):
        return text_of(card(name="Uglúk", abilities=[{"kind": "triggered", "trigger": t,
                                                       "effects": [{"do": "gain_life", "n": 1}]}]))
    assert trig(event="dies", filter={"controller": "you", "other": True}) == \
        "Whenever another creature you control dies, you gain 1 life."
    assert trig(event="enters", filter={"controller": "you"}) == \
        "Whenever Uglúk or another creature you control enters, you gain 1 life."
    assert trig(event="cast", filter={"historic": True}) == "Whenever you cast a historic spell, you gain 1 life."
    assert trig(event="upkeep", whose="each") == "At the beginning of each upkeep, you gain 1 life."
    assert trig(event="end_step") == "At the beginning of your end step, you gain 1 life."
    assert trig(event="beginning_of_combat") == "At the beginning of combat on your turn, you gain 1 life."
    assert trig(event="self_to_graveyard") == \
        "When Uglúk is put into a graveyard from the battlefield, you gain 1 life."


def test_costs_and_activation_conditions():
    c = card(name="Hoarder", abilities=[
        {"kind": "activated", "cost": "{1}{G}", "tap": True, "tap_creature": True, "pay_life": 2,
         "effects": [{"do": "draw", "n": 1}], "sorcery_speed": True},
        {"kind": "activated", "discard": {"what": "card", "historic": True},
         "effects": [{"do": "pump", "what": "self", "keywords": ["indestructible"]}]},
        {"kind": "activated", "sacrifice": {"what": "artifact", "subtypes": ["Food"]}, "sacrifice_count": 3,
         "condition": "creature_died_this_turn", "effects": [{"do": "gain_life", "n": 3}]},
        {"kind": "activated", "sacrifice_self": True, "cost": "{5}",
         "cost_reduction": "legendary_creatures_you_control",
         "effects": [{"do": "scry", "n": 2}]},
        {"kind": "cycling", "cost": "{2}"},
        {"kind": "cycling", "cost": "{1}", "landtype": "Swamp"},
        {"kind": "mana", "tap": True, "produce": "any"},
    ])
    assert rules_text(c) == [
        "{1}{G}, {T}, Pay 2 life, Tap an untapped creature you control: Draw a card. Activate only as a sorcery.",
        "Discard a historic card: Hoarder gains indestructible until end of turn.",
        "Sacrifice three Foods: You gain 3 life. Activate only if a creature died this turn.",
        "{5}, Sacrifice Hoarder: Scry 2. This ability costs {1} less to activate for each legendary creature you "
        "control.",
        "Cycling {2}",
        "Swampcycling {1}",
        "{T}: Add one mana of any color.",
    ]


def test_loyalty_abilities_use_the_minus_sign():
    c = card(name="Walker", types=["Planeswalker"], loyalty=3, abilities=[
        {"kind": "loyalty", "loyalty": 2, "effects": [{"do": "draw", "n": 1}]},
        {"kind": "loyalty", "loyalty": 0, "effects": [{"do": "scry", "n": 1}]},
        {"kind": "loyalty", "loyalty": -7, "effects": [{"do": "lose_life", "who": "each_opponent", "n": 7}]},
    ])
    assert rules_text(c) == ["+2: Draw a card.", "0: Scry 1.", "\u22127: Each opponent loses 7 life."]


def test_statics_in_words():
    c = card(name="Lord", subtypes=["Equipment"], types=["Artifact"], abilities=[
        {"kind": "static", "static": "pump", "affects": {"attached": True}, "power": 1, "toughness": 1,
         "keywords": ["haste"]},
        {"kind": "static", "static": "pump", "affects": {"controller": "opponent"}, "flags": ["cant_block"]},
        {"kind": "static", "static": "cost_reduction", "spells": "historic", "amount": 1},
        {"kind": "static", "static": "flash_permission", "spells": "sorcery"},
        {"kind": "activated", "cost": "{2}", "sorcery_speed": True, "targets": [{"controller": "you"}],
         "effects": [{"do": "attach"}]},
    ])
    assert rules_text(c) == [
        "Equipped creature gets +1/+1 and has haste.",
        "Creatures your opponents control can't block.",
        "Historic spells you cast cost {1} less to cast.",
        "You may cast sorcery spells as though they had flash.",
        "Equip {2}",
    ]
    for flag, (one, _many) in FLAG_TEXT.items():
        t = text_of(card(name="Brute", abilities=[{"kind": "static", "static": "pump", "flags": [flag]}]))
        assert t == f"Brute {one}" + ("" if one.endswith('."') else "."), (flag, t)  # a quoted ability ends itself


def test_replacement_static_reads_its_hook_text():
    HOOK_TEXT["_test_hook"] = "If CARDNAME would die, exile it instead."
    try:
        c = card(name="Ghost", abilities=[{"kind": "static", "static": "replacement", "hook": "_test_hook"}])
        assert rules_text(c) == ["If Ghost would die, exile it instead."]
    finally:
        HOOK_TEXT.pop("_test_hook")


def test_card_fields_in_words():
    c = card(name="Vault", types=["Land"], supertypes=["Legendary"], enters_tapped="unless_legendary_creature")
    assert rules_text(c) == ["Vault enters tapped unless you control a legendary creature."]
    c = card(name="Kraken", enters_tapped="always", enters_with_counters={"stun": 2}, max_copies=9,
             keywords=["flash", "flying", "trample"])
    assert rules_text(c) == ["Flash", "Flying, trample", "Kraken enters tapped with two stun counters on it.",
                             "A deck can have up to nine cards named Kraken."]


def test_amounts_in_words():
    c = registry().get("Lightning Bolt")
    assert render_effects([{"do": "damage", "amount": "x", "to": "each_opponent"}], Ctx(c)) == \
        "Lightning Bolt deals X damage to each opponent."
    assert render_effects([{"do": "draw", "n": "amassed_power"}], Ctx(c)) == \
        "Draw X cards, where X is the amassed Army's power."
    assert "amassed_power" in AMOUNT_WORDS
    # a named amount nobody described still reads as words
    assert render_effects([{"do": "gain_life", "n": "lands_you_control"}], Ctx(c)) == \
        "You gain X life, where X is lands you control."


def test_effect_phrases():
    c = registry().get("Lightning Bolt")
    two = [{"what": "creature", "count": 2, "up_to": True}]
    one = [{"what": "creature", "controller": "opponent"}]
    cases = [
        ([{"do": "tap"}, {"do": "put_counters", "kind": "stun", "n": 1}], two,
         "Tap up to two target creatures. Put a stun counter on each of them."),
        ([{"do": "gain_control"}, {"do": "untap"}, {"do": "pump", "keywords": ["haste"]}], one,
         "Gain control of target creature an opponent controls until end of turn. Untap it. "
         "It gains haste until end of turn."),
        ([{"do": "destroy_all", "filter": {"nonlegendary": True}}], [], "Destroy all nonlegendary creatures."),
        ([{"do": "bounce_all", "filter": {"tapped": True}}], [],
         "Return all tapped creatures to their owners' hands."),
        ([{"do": "create_token", "token": "Human Soldier", "n": 3}], [],
         "Create three 1/1 white Human Soldier creature tokens."),
        ([{"do": "create_token", "token": "Food", "n": 2}], [], "Create two Food tokens."),
        ([{"do": "search", "filter": {"what": "land", "basic": True}}], [],
         "Search your library for a basic land card, reveal it, put it into your hand, then shuffle."),
        ([{"do": "mill", "n": 2, "who": "each_player"}], [], "Each player mills two cards."),
        ([{"do": "discard", "n": 1, "who": "each_opponent"}], [], "Each opponent discards a card."),
        ([{"do": "ring_tempts"}], [], "The Ring tempts you."),
        ([{"do": "amass", "subtype": "Zombie", "n": 3}], [], "Amass Zombies 3."),
        ([{"do": "may", "effects": [{"do": "draw", "n": 1}]}], [], "You may draw a card."),
        ([{"do": "may", "pay_life": 2, "effects": [{"do": "draw", "n": 1}]}], [],
         "You may pay 2 life. If you do, draw a card."),
        ([{"do": "flicker"}], [{"what": "creature", "owner": "you"}],
         "Exile target creature you own, then return it to the battlefield under your control."),
        ([{"do": "return_to_hand"}], [{"what": "card", "types": ["Artifact"], "zone": "graveyard",
                                       "controller": "you"}],
         "Return target artifact card from your graveyard to your hand."),
        ([{"do": "return_to_hand"}], [{"what": "nonland_permanent"}],
         "Return target nonland permanent to its owner's hand."),
        ([{"do": "fight", "a": "target1", "b": "target2"}], [{"controller": "you"}, {"controller": "opponent"}],
         "Target creature you control fights target creature an opponent controls."),
        ([{"do": "delayed", "when": "end", "effects": [{"do": "draw", "n": 1}]}], [],
         "At the beginning of the next end step, draw a card."),
        ([{"do": "add_mana", "mana": "RG"}], [], "Add {R}{G}."),
        ([{"do": "counter"}], [{"what": "spell"}], "Counter target spell."),
        ([{"do": "shuffle_into_library"}], [], "Its owner shuffles it into their library."),
        ([{"do": "lose_life", "who": "target", "n": 2}], [{"what": "player"}], "Target player loses 2 life."),
    ]
    for effects, targets, want in cases:
        assert render_effects(effects, Ctx(c, targets)) == want


def test_amass_then_is_a_reflexive_trigger():
    c = registry().get("Lightning Bolt")
    eff = {"do": "amass", "subtype": "Orc", "n": 2,
           "then": {"targets": [{"what": "creature", "controller": "opponent"}],
                    "effects": [{"do": "damage", "amount": "amassed_power"}]}}
    assert render_effects([eff], Ctx(c)) == (
        "Amass Orcs 2. When you do, Lightning Bolt deals X damage to target creature an opponent controls, "
        "where X is the amassed Army's power.")


def test_targets_described():
    assert describe_target({"what": "any"}) == "any target"
    assert describe_target({"what": "creature", "count": 2, "other": True, "supertypes": ["Legendary"]}) == \
        "two other target legendary creatures"
    assert describe_target({"what": "creature", "other": True, "controller": "you"}) == \
        "another target creature you control"
    assert describe_target({"what": "permanent", "historic": True, "controller": "you"}) == \
        "target historic permanent you control"
    assert describe_target({"what": "creature", "nonlegendary": True, "controller": "opponent",
                            "power_at_most": 2}) == \
        "target nonlegendary creature an opponent controls with power 2 or less"
    assert describe_target({"what": "opponent"}) == "target opponent"


# ---------------------------------------------------------------------- mtg-tui card NAME
def test_cli_card_prints_the_card(capsys):
    from mtg_tui.cli import main
    assert main(["card", "lightning", "bolt"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out == ["Lightning Bolt  {R}", "Instant", "Lightning Bolt deals 3 damage to any target."]
    assert main(["card", "Garruk", "Wildspeaker"]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "Loyalty: 3"


@pytest.mark.parametrize("name,hint", [("lightnin bolt", "Lightning Bolt"), ("bolt", "Lightning Bolt"),
                                       ("zzzz", "no card has a similar name")])
def test_cli_unknown_card_exits_2_with_one_line(capsys, name, hint):
    from mtg_tui.cli import main
    assert main(["card", *name.split()]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    err = captured.err.strip().splitlines()
    assert len(err) == 1 and "unknown card" in err[0] and hint in err[0], err


def test_core_files_are_all_in_the_registry():
    for p in CORE_FILES:
        assert registry().find(load_card_file(Path(p)).name) is not None
