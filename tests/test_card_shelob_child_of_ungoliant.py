"""230 Shelob, Child of Ungoliant (rare): "Deathtouch, ward {2} / Other Spiders you control have deathtouch and ward
{2}. / Whenever another creature dealt damage this turn by a Spider you controlled dies, create a token that's a
copy of that creature, except it's a Food artifact with "{2}, {T}, Sacrifice this artifact: You gain 3 life," and it
loses all other card types."

Ward (702.21a) granted by a static ability (611.3a: the pump's flag ``ward_2``); the damage a permanent is dealt is
kept for the turn with its source's subtypes and controller as it dealt it (120.1, 120.3: ``Game.dealt_damage_by``),
and the ``dies`` trigger reads it for the creature as it last existed (603.10a); the token is a copy with
exceptions (707.9b: ``token_copy`` with ``types``, ``subtypes`` and ``abilities_of``): an artifact, a Food, not a
creature (205.1b, 208.3), with the creature's other abilities and the Food's."""

from __future__ import annotations

from rules_helpers import act, attack_and_block, bf_names, board, legal, names, perm

from mtg_tui.cards.registry import registry
from mtg_tui.cards.render import render_card
from mtg_tui.cards.sets import load_set

SHELOB = "Shelob, Child of Ungoliant"
MAIN = {"turn": 3, "active": "p1", "step": "main1"}
OPP_MAIN = {"turn": 4, "active": "p2", "step": "main1"}
LIB = ["Island"] * 5


def test_card_file_is_the_set_files_card_of_its_number():
    c = registry().get(SHELOB)
    entry = load_set("LTR").by_number()[230]
    assert (c.set, c.number, entry.name, entry.rarity) == ("LTR", 230, SHELOB, "rare")
    text = render_card(c)
    assert "Deathtouch, ward {2}" in text and "Other Spiders you control have deathtouch and ward {2}." in text


def _token(g, player="p1"):
    return next((p for p in g.snapshot()["players"][player]["battlefield"] if p.get("token")), None)


def _fight(p1_battlefield, p2_battlefield, attacker, blocker, p1_hand=(), p2_hand=()):
    """p1 attacks with ``attacker``; p2 blocks it with ``blocker``; combat damage is dealt and the turn goes on to
    the postcombat main phase, each trigger resolved."""
    g = board(state={"turn": 3, "active": "p1", "step": "main1"},
              p1={"battlefield": p1_battlefield, "hand": list(p1_hand), "library": LIB},
              p2={"battlefield": p2_battlefield, "hand": list(p2_hand), "library": LIB})
    attack_and_block(g, attacker, blocker)
    act(g, "advance to main2")
    while g.stack:
        act(g, "resolve")
    return g


def test_other_spiders_you_control_have_deathtouch_and_ward_two():
    """611.3a: p1's Giant Spider has deathtouch and ward {2} (Shelob has both herself); p2's Giant Spider and p1's
    Bears don't."""
    g = board(state=MAIN, p1={"battlefield": [SHELOB, {"card": "Giant Spider", "id": "mine"}, "Grizzly Bears"]},
              p2={"battlefield": [{"card": "Giant Spider", "id": "theirs"}]})
    mine = g.chars("mine")
    assert "deathtouch" in mine.keywords and "ward_2" in mine.flags
    shelob = next(o.id for o in g._bfo if o.card.name == SHELOB)
    assert "deathtouch" in g.chars(shelob).keywords
    theirs = g.chars("theirs")
    assert "deathtouch" not in theirs.keywords and "ward_2" not in theirs.flags
    bears = next(o.id for o in g._bfo if o.card.name == "Grizzly Bears")
    assert "deathtouch" not in g.chars(bears).keywords and "ward_2" not in g.chars(bears).flags


def test_an_opponents_bolt_at_another_spider_triggers_ward_two():
    """702.21a: the Bolt at p1's Giant Spider triggers the ward ability granted by Shelob (above the Bolt); with its
    one Mountain spent, p2 can't pay {2}: the Bolt is countered.  At Shelob herself, her own ward {2} alike."""
    for target in ("Giant Spider", SHELOB):
        g = board(state=OPP_MAIN, p1={"battlefield": [SHELOB, "Giant Spider"], "library": LIB},
                  p2={"battlefield": ["Mountain"], "hand": ["Lightning Bolt"], "library": LIB})
        act(g, f"p2: cast Lightning Bolt -> {target}")
        assert [it.source_name for it in g.stack] == ["Lightning Bolt", target]  # the ward trigger on top
        act(g, "resolve")
        assert not g.stack and names(g, "p2", "graveyard") == ["Lightning Bolt"]
        assert perm(g, target)["damage"] == 0


def test_a_creature_shelob_dealt_damage_to_dies_a_food_copy_of_it():
    """Shelob attacks, Llanowar Elves blocks and dies: p1 creates a token copy of the Elves (707.9b), a Food
    artifact, not a creature (no power, no toughness, no creature type), with the Elves' mana ability: it taps for
    {G} (a noncreature, it isn't summoning sick, 302.6)."""
    g = _fight([{"card": SHELOB, "id": "shelob"}], ["Llanowar Elves"], SHELOB, "Llanowar Elves")
    assert "Llanowar Elves" in names(g, "p2", "graveyard")
    t = _token(g)
    assert t is not None and t["name"] == "Llanowar Elves" and t["controller"] == "p1"
    assert t["types"] == ["Artifact"] and t["subtypes"] == ["Food"]
    assert (t["power"], t["toughness"]) == (None, None) and t["colors"] == ["G"]
    tid = t["id"]
    assert not g.chars(tid).is_creature and tid not in g.creatures("p1")
    assert "tap Llanowar Elves" in legal(g)
    act(g, "p1: tap Llanowar Elves")
    assert g.players["p1"].pool[4] == 1  # {G} (the pool's order: W, U, B, R, G, C)


def test_the_food_ability_of_the_copy_gains_three_life():
    """'{2}, {T}, Sacrifice this artifact: You gain 3 life' (the Food's, 707.9b): paid with two Forests, the token
    is sacrificed and p1 gains 3 life."""
    g = _fight([SHELOB, "Forest", "Forest"], ["Grizzly Bears"], SHELOB, "Grizzly Bears")
    t = _token(g)
    assert t is not None and t["name"] == "Grizzly Bears" and t["types"] == ["Artifact"]
    assert "activate Grizzly Bears" in legal(g)
    act(g, "p1: activate Grizzly Bears", "resolve")
    assert g.players["p1"].life == 23 and _token(g) is None and "Grizzly Bears" not in bf_names(g, "p1")


def test_another_spider_you_control_dealt_the_damage():
    """p1's Giant Spider (deathtouch from Shelob) attacks, the Hill Giant blocks and dies: a Food copy of it."""
    g = _fight([SHELOB, "Giant Spider"], ["Hill Giant"], "Giant Spider", "Hill Giant")
    assert "Hill Giant" in names(g, "p2", "graveyard")
    t = _token(g)
    assert t is not None and t["name"] == "Hill Giant" and t["subtypes"] == ["Food"]


def test_a_creature_that_dies_without_a_spiders_damage_makes_no_token():
    """The Bears die to p1's Bolt: no Spider dealt them damage this turn, no token."""
    g = board(state=MAIN, p1={"battlefield": [SHELOB, "Mountain"], "hand": ["Lightning Bolt"], "library": LIB},
              p2={"battlefield": ["Grizzly Bears"], "library": LIB})
    act(g, "p1: cast Lightning Bolt -> Grizzly Bears", "resolve")
    assert "Grizzly Bears" in names(g, "p2", "graveyard") and not g.stack and _token(g) is None


def test_an_opponents_spiders_damage_doesnt_count():
    """p1's Bears attack, p2's Giant Spider blocks and kills them: a Spider dealt them damage, but one p1 didn't
    control: Shelob's ability doesn't trigger (nor does anything of p2's)."""
    g = _fight([SHELOB, "Grizzly Bears"], ["Giant Spider"], "Grizzly Bears", "Giant Spider")
    assert "Grizzly Bears" in names(g, "p1", "graveyard")
    assert _token(g, "p1") is None and _token(g, "p2") is None


def test_damage_earlier_this_turn_counts_even_before_shelob_arrived():
    """p1's Giant Spider (no deathtouch yet) attacks and the Hill Giant blocks: 2 damage, it survives.  In the
    postcombat main phase p1 casts Shelob, then Bolts the Hill Giant: it was dealt damage this turn by a Spider p1
    controlled, so it becomes a Food."""
    lands = ["Swamp", "Forest", "Forest", "Forest", "Forest", "Forest", "Mountain"]
    g = _fight(["Giant Spider"] + lands, [{"card": "Hill Giant", "id": "giant"}], "Giant Spider", "Hill Giant",
               p1_hand=[SHELOB, "Lightning Bolt"])
    assert perm(g, "giant")["damage"] == 2
    act(g, f"p1: cast {SHELOB}", "resolve", "p1: cast Lightning Bolt -> Hill Giant", "resolve")
    while g.stack:
        act(g, "resolve")
    assert "Hill Giant" in names(g, "p2", "graveyard")
    t = _token(g)
    assert t is not None and t["name"] == "Hill Giant" and t["types"] == ["Artifact"]


def test_damage_dealt_last_turn_doesnt_count():
    """p2's Hill Giant attacks on p2's turn, p1's Giant Spider blocks: 2 damage (removed in the cleanup step,
    514.2).  On p1's next turn p1 casts Shelob and Bolts the Hill Giant: that damage was last turn's, no token."""
    lands = ["Swamp", "Forest", "Forest", "Forest", "Forest", "Forest", "Mountain"]
    g = board(state=OPP_MAIN, p1={"battlefield": ["Giant Spider"] + lands, "hand": [SHELOB, "Lightning Bolt"],
                                  "library": LIB},
              p2={"battlefield": [{"card": "Hill Giant", "id": "giant"}], "library": LIB})
    act(g, "advance to declare_attackers", "p2: attack Hill Giant")
    if g.pending is not None and g.pending.kind == "attack":
        act(g, "p2: done")
    act(g, "advance to declare_blockers", "p1: block Hill Giant with Giant Spider")
    if g.pending is not None and g.pending.kind == "block":
        act(g, "p1: done")
    act(g, "advance to main2")
    assert perm(g, "giant")["damage"] == 2
    act(g, "advance to main1")
    assert g.active == "p1" and perm(g, "giant")["damage"] == 0
    act(g, f"p1: cast {SHELOB}", "resolve", "p1: cast Lightning Bolt -> Hill Giant", "resolve")
    while g.stack:
        act(g, "resolve")
    assert "Hill Giant" in names(g, "p2", "graveyard") and _token(g) is None


def test_the_normal_bot_eats_the_food_copy_when_its_life_is_low():
    """The copy's Food ability is the copy's own (707.9b): the bot reads the abilities of the object, not of the
    card its name names (Grizzly Bears has none), and at 5 life spends its idle mana on 3 life."""
    from mtg_tui.ai.base import PlayerView
    from mtg_tui.ai.heuristic import HeuristicAgent

    g = _fight([SHELOB, "Forest", "Forest"], ["Grizzly Bears"], SHELOB, "Grizzly Bears")
    assert _token(g)["name"] == "Grizzly Bears"
    g.players["p1"].life = 5
    assert g.decider == "p1" and "activate Grizzly Bears" in legal(g)
    choice = HeuristicAgent(seed=1).choose(PlayerView(g, "p1"), g.legal_actions())
    assert choice.text == "activate Grizzly Bears"
