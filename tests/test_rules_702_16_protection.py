"""Protection (702.16), and the three cards of the set that grant it:

201 Éowyn, Fearless Knight: "Haste / When Éowyn, Fearless Knight enters the battlefield, exile target creature an
opponent controls with greater power. Legendary creatures you control gain protection from each of that creature's
colors until end of turn."
218 Pippin, Guard of the Citadel: "Vigilance, ward {1} / {T}: Another target creature you control gains protection
from the card type of your choice until end of turn."
246 The One Ring: "Indestructible / When The One Ring enters the battlefield, if you cast it, you gain protection
from everything until your next turn. / At the beginning of your upkeep, you lose 1 life for each burden counter
on The One Ring. / {T}: Put a burden counter on The One Ring, then draw a card for each burden counter on The One
Ring."

What protection does (DEBT): damage from a source with the quality is prevented (702.16e); an Aura with it is put
into the graveyard, an Equipment with it unattached (702.16c-d, 704.5m-n); an attacker with it can't be blocked by
creatures with it (702.16f); it can't be the target of spells with it or abilities from sources with it
(702.16b).  Protection from everything (702.16j) is protection from every object."""

from __future__ import annotations

import pytest

from rules_helpers import act, board, legal, names, perm

from mtg_tui.ai.base import PlayerView
from mtg_tui.ai.heuristic import HeuristicAgent
from mtg_tui.cards.registry import registry
from mtg_tui.cards.sets import load_set
from mtg_tui.keywords import protection as prot

CARDS = {201: ("Éowyn, Fearless Knight", "rare"), 218: ("Pippin, Guard of the Citadel", "rare"),
         246: ("The One Ring", "mythic")}
MAIN = {"turn": 3, "active": "p1", "step": "main1"}
LANDS4 = ["Mountain", "Mountain", "Plains", "Plains"]


@pytest.mark.parametrize("number,name,rarity", sorted((n, *v) for n, v in CARDS.items()))
def test_card_file_is_the_set_files_card_of_its_number(number, name, rarity):
    c = registry().get(name)
    entry = load_set("LTR").by_number()[number]
    assert (c.set, c.number, entry.name, entry.rarity) == ("LTR", number, name, rarity)


def _attack(g, p: str, *attackers: str):
    for a in attackers:
        act(g, f"{p}: attack {a}")
    if g.pending is not None and g.pending.kind == "attack":
        act(g, f"{p}: done")


# ---------------------------------------------------------------------- the keyword itself
def test_a_quality_stops_the_sources_that_have_it():
    """702.16a: a color stops a source of that color; a card type stops a source of that type; everything stops
    every source (702.16j); a colorless creature is stopped by no color."""
    assert prot.stops(["red"], ("R",), ("Instant",)) == "red"
    assert prot.stops(["red"], ("G",), ("Creature",)) is None
    assert prot.stops(["creatures"], (), ("Artifact", "Creature")) == "creatures"
    assert prot.stops(["instants"], ("R",), ("Sorcery",)) is None
    assert prot.stops(["everything"], (), ()) == "everything"
    assert prot.stops(["white", "blue"], (), ("Creature",)) is None
    assert prot.text(["red", "white"]) == "protection from red and from white"  # 702.16g
    with pytest.raises(ValueError):
        prot.keyword("mauve")


# ---------------------------------------------------------------------- Éowyn, Fearless Knight
def _eowyn(p2_battlefield=("Olog-hai Crusher", "Colossal Dreadmaw", "Hill Giant", "Grizzly Bears"), target=None):
    g = board(state=MAIN, p1={"battlefield": LANDS4 + [{"card": "Ioreth of the Healing House", "id": "ara"},
                                                        {"card": "Grizzly Bears", "id": "mybear"}],
                              "hand": ["Éowyn, Fearless Knight"], "library": ["Plains"] * 5},
              p2={"battlefield": list(p2_battlefield) + ["Mountain", "Mountain"], "hand": ["Lightning Bolt"],
                  "library": ["Island"] * 5})
    act(g, "p1: cast Éowyn, Fearless Knight", "resolve")
    return g


def test_eowyn_exiles_only_a_creature_with_greater_power():
    """Her trigger's target (603.3d): a creature an opponent controls with power greater than hers (3): the
    Olog-hai (4) and the Dreadmaw (6), not the Hill Giant (3, equal) nor the Bears, nor a creature of her
    controller's."""
    g = _eowyn()
    assert g.pending.data["purpose"] == "target"
    assert sorted(legal(g)) == ["choose Colossal Dreadmaw", "choose Olog-hai Crusher"]


def _eowyn_exiles(what: str):
    g = _eowyn()
    act(g, f"p1: choose {what}")
    while g.stack:
        act(g, "resolve")
    return g


def test_legendary_creatures_gain_protection_from_the_exiled_creatures_colors():
    """Exiling the red Olog-hai: Éowyn and Ioreth (legendary) gain protection from red until end of turn; the
    Bears (not legendary) don't; the exiled creature's color is read as it last existed (608.2h)."""
    g = _eowyn_exiles("Olog-hai Crusher")
    assert "Olog-hai Crusher" in names(g, "p2", "exile")
    assert "protection from red" in perm(g, "Éowyn, Fearless Knight")["keywords"]
    assert "protection from red" in perm(g, "ara")["keywords"]
    assert not any(k.startswith("protection") for k in perm(g, "mybear")["keywords"])
    assert any(e.rule == "702.16" and "protection from red until end of turn" in e.msg for e in g.log)
    act(g, "advance to turn 4 upkeep")  # cleanup: "until end of turn" ends (514.2)
    assert not any(k.startswith("protection") for k in perm(g, "ara")["keywords"])


def test_protection_from_red_stops_a_red_spells_targeting():
    """702.16b: the opponent's Lightning Bolt may target the Bears or a player, not Éowyn nor Ioreth."""
    g = _eowyn_exiles("Olog-hai Crusher")
    act(g, "p1: pass")
    bolts = [a for a in legal(g) if a.startswith("cast Lightning Bolt")]
    assert bolts, legal(g)
    assert any("Grizzly Bears" in a for a in bolts)
    assert not any("Éowyn" in a or "Ioreth" in a for a in bolts)


def test_protection_from_green_stops_green_blockers_not_red_ones():
    """702.16f: exiling the green Dreadmaw, Éowyn (haste) attacks: the green Bears can't block her, the red
    Hill Giant can (the Olog-hai can't block at all); the tutorial's reason names the rule."""
    from mtg_tui.engine.combat import block_fault
    g = _eowyn_exiles("Colossal Dreadmaw")
    act(g, "advance to declare_attackers")
    _attack(g, "p1", "Éowyn, Fearless Knight")
    act(g, "advance to declare_blockers")
    assert sorted(legal(g)) == ["block Éowyn, Fearless Knight with Hill Giant", "done"]
    eo = next(o.id for o in g._bfo if o.card.name.startswith("Éowyn"))
    bears = next(o.id for o in g._bfo if o.card.name == "Grizzly Bears" and o.controller == "p2")
    assert block_fault(g, bears, eo) == "{a} has protection from green: {b} can't block it (702.16f)."


# ---------------------------------------------------------------------- damage (702.16e)
def _pippin_block(choice: str):
    """The opponent attacks with Hill Giant (3/3) into the Bears, which Pippin protects after blocks."""
    g = board(state={"turn": 4, "active": "p2", "step": "declare_attackers"},
              p1={"battlefield": ["Island", {"card": "Pippin, Guard of the Citadel", "id": "pip"},
                                  {"card": "Grizzly Bears", "id": "bear"}], "library": ["Island"] * 5},
              p2={"battlefield": [{"card": "Hill Giant", "id": "giant"}], "library": ["Island"] * 5})
    _attack(g, "p2", "Hill Giant")
    act(g, "advance to declare_blockers")
    act(g, "p1: block Hill Giant with Grizzly Bears")
    if g.pending.kind == "block":
        act(g, "p1: done")
    act(g, "p2: pass")  # the active player passes in declare blockers
    act(g, "p1: activate Pippin, Guard of the Citadel -> Grizzly Bears")
    act(g, "resolve")
    assert g.pending.data["purpose"] == "protection_choice"
    act(g, f"p1: choose {choice}")
    return g


def test_pippin_protection_from_creatures_prevents_the_attackers_damage():
    """702.16e: with protection from creatures the Bears take none of the Giant's 3 damage (prevented, and said
    so) and deal their 2; the Bears survive."""
    g = _pippin_block("creatures")
    assert "protection from creatures" in perm(g, "bear")["keywords"]
    act(g, "advance to end_of_combat")
    assert perm(g, "bear") is not None and perm(g, "bear")["damage"] == 0
    assert perm(g, "giant")["damage"] == 2
    assert any(e.rule == "702.16e" and "3 damage from Hill Giant to Grizzly Bears is prevented" in e.msg
               for e in g.log)


def test_pippin_protection_from_another_type_prevents_nothing():
    """Protection from instants doesn't stop a creature's damage: the Bears die."""
    g = _pippin_block("instants")
    act(g, "advance to end_of_combat")
    assert perm(g, "bear") is None
    assert "Grizzly Bears" in names(g, "p1", "graveyard")


def test_damage_that_cant_be_prevented_goes_through_protection():
    """615.12: "damage can't be prevented this turn" (Fear, Fire, Foes!) beats protection's prevention."""
    g = _pippin_block("creatures")
    g.turn_flags["damage_unpreventable"] = True
    act(g, "advance to end_of_combat")
    assert perm(g, "bear") is None


def test_pippin_targets_only_another_creature_you_control():
    """Its target: another creature you control: not Pippin itself, not an opponent's creature."""
    g = board(state=MAIN, p1={"battlefield": [{"card": "Pippin, Guard of the Citadel", "id": "pip"},
                                              {"card": "Grizzly Bears", "id": "bear"}]},
              p2={"battlefield": ["Hill Giant"]})
    acts = [a for a in legal(g) if a.startswith("activate Pippin")]
    assert acts == ["activate Pippin, Guard of the Citadel -> Grizzly Bears"]


def test_the_bot_protects_from_the_type_of_the_spell_aimed_at_it():
    """The choice is the controller's (608.2d); the bot reads the stack, which both players see: an opponent's
    instant aimed at the creature: protection from instants (the Bolt is then countered on resolution: its only
    target is illegal, 608.2b)."""
    g = board(state={"turn": 4, "active": "p2", "step": "main1"},
              p1={"battlefield": [{"card": "Pippin, Guard of the Citadel", "id": "pip"},
                                  {"card": "Grizzly Bears", "id": "bear"}], "library": ["Island"] * 5},
              p2={"battlefield": ["Mountain"], "hand": ["Lightning Bolt"], "library": ["Island"] * 5})
    act(g, "p2: cast Lightning Bolt -> Grizzly Bears", "p2: pass")
    act(g, "p1: activate Pippin, Guard of the Citadel -> Grizzly Bears")
    act(g, "resolve")
    bot = HeuristicAgent(1, "normal")
    a = bot.choose(PlayerView(g, "p1"), g.legal_actions())
    assert a.text == "choose instants", bot.last
    g.apply(a)
    act(g, "resolve")
    assert perm(g, "bear") is not None and perm(g, "bear")["damage"] == 0
    assert "Lightning Bolt" in names(g, "p2", "graveyard")


# ---------------------------------------------------------------------- attachments (702.16c-d)
def test_protection_from_artifacts_unattaches_an_equipment():
    """702.16d, 704.5n: an Equipment (an artifact) attached to a creature that gains protection from artifacts
    becomes unattached, and stays on the battlefield."""
    g = board(state=MAIN, p1={"battlefield": [{"card": "Pippin, Guard of the Citadel", "id": "pip"},
                                              {"card": "Grizzly Bears", "id": "bear"},
                                              {"card": "Barrow-Blade", "id": "blade", "attached_to": "bear"}]})
    act(g, "p1: activate Pippin, Guard of the Citadel -> Grizzly Bears", "resolve", "p1: choose artifacts")
    assert perm(g, "blade") is not None and perm(g, "blade")["attached_to"] is None
    assert any(e.rule == "704.5n" for e in g.log)


def test_protection_from_enchantments_puts_an_aura_into_the_graveyard():
    """702.16c, 704.5m: an Aura on a creature that gains protection from its type goes to its owner's graveyard
    (the opponent's Pacifism comes off, so the Bears can attack again)."""
    g = board(state=MAIN, p1={"battlefield": [{"card": "Pippin, Guard of the Citadel", "id": "pip"},
                                              {"card": "Grizzly Bears", "id": "bear"}]},
              p2={"battlefield": [{"card": "Pacifism", "id": "pac", "attached_to": "bear"}]})
    act(g, "p1: activate Pippin, Guard of the Citadel -> Grizzly Bears", "resolve", "p1: choose enchantments")
    assert perm(g, "pac") is None
    assert "Pacifism" in names(g, "p2", "graveyard")


# ---------------------------------------------------------------------- The One Ring
def _ring():
    g = board(state=MAIN, p1={"battlefield": ["Island"] * 4, "hand": ["The One Ring"], "library": ["Plains"] * 8},
              p2={"battlefield": ["Mountain", {"card": "Hill Giant", "id": "giant"}], "hand": ["Lightning Bolt"],
                  "library": ["Island"] * 8})
    act(g, "p1: cast The One Ring", "resolve")
    while g.stack:
        act(g, "resolve")
    return g


def test_the_one_ring_cast_gives_its_controller_protection_from_everything():
    """Cast, it triggers (603.4: "if you cast it"): its controller has protection from everything (702.16j),
    shown in the snapshot; the opponent's Bolt can't target them (702.16b), only their creatures and the
    opponent."""
    g = _ring()
    snap = g.snapshot()
    assert snap["players"]["p1"]["protection"] == ["everything"]
    assert "protection" not in snap["players"]["p2"]
    from mtg_tui.textplay import _board  # line mode tells it on the player's line
    assert "life 20, library" in _board(g, "p2") and ", protection from everything" in _board(g, "p2")
    act(g, "p1: pass")
    bolts = [a for a in legal(g) if a.startswith("cast Lightning Bolt")]
    assert bolts and not any(a.endswith("-> Player 1") for a in bolts), bolts


def test_the_one_ring_prevents_combat_damage_until_its_controllers_next_turn():
    """702.16e: the opponent's Hill Giant attacks on their turn: its 3 damage to the protected player is prevented;
    at the start of its controller's next turn the protection ends (611.2a) and a Bolt can target them again."""
    g = _ring()
    act(g, "advance to turn 4 declare_attackers")
    assert g.active == "p2"
    _attack(g, "p2", "Hill Giant")
    act(g, "advance to end_of_combat")
    assert g.players["p1"].life == 20
    assert any(e.rule == "702.16e" and "to Player 1 is prevented" in e.msg for e in g.log)
    act(g, "advance to turn 5 upkeep")
    assert g.active == "p1" and "protection" not in g.snapshot()["players"]["p1"]
    assert any(e.rule == "611.2a" for e in g.log)


def test_the_one_ring_put_onto_the_battlefield_without_being_cast_gives_nothing():
    """603.4: an intervening "if you cast it": put onto the battlefield from the hand by an effect, it doesn't
    trigger."""
    g = board(state=MAIN, p1={"hand": ["The One Ring"], "library": ["Plains"] * 3})
    ring = g.players["p1"].hand[0]
    g.move(ring, "battlefield")
    assert not g.stack and not g.trigger_queue
    assert "protection" not in g.snapshot()["players"]["p1"]


def test_the_one_ring_burden_counters_draw_more_each_time_and_cost_life_in_upkeep():
    """{T}: a burden counter, then a card for each (1, then 2 the next turn); in its controller's upkeep they
    lose 1 life for each burden counter (2)."""
    g = board(state=MAIN, p1={"battlefield": [{"card": "The One Ring", "id": "ring"}], "library": ["Plains"] * 10},
              p2={"library": ["Island"] * 10})
    hand0 = len(g.players["p1"].hand)
    act(g, "p1: activate The One Ring", "resolve")
    assert perm(g, "ring")["counters"] == {"burden": 1}
    assert len(g.players["p1"].hand) == hand0 + 1
    act(g, "advance to turn 5 upkeep")  # p1's next upkeep: the trigger
    while g.stack:
        act(g, "resolve")
    assert g.players["p1"].life == 19  # one burden counter: 1 life
    act(g, "advance to main1")
    hand1 = len(g.players["p1"].hand)
    act(g, "p1: activate The One Ring", "resolve")
    assert perm(g, "ring")["counters"] == {"burden": 2}
    assert len(g.players["p1"].hand) == hand1 + 2
