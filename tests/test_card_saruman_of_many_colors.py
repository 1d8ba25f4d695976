"""223 Saruman of Many Colors (mythic): "Ward—Discard an enchantment, instant, or sorcery card. / Whenever you cast
your second spell each turn, each opponent mills two cards. When one or more cards are milled this way, exile target
enchantment, instant, or sorcery card with equal or lesser mana value than that spell from an opponent's graveyard.
Copy the exiled card. You may cast the copy without paying its mana cost."

Ward with a discard cost (702.21a: the static ``ward`` with ``discard``, its trigger ``counter_unless_pays`` with
``discard``: ``choose yes`` / ``choose no``, then ``choose <card>`` among the matching cards of the hand, offered to
their owner alone); the cast trigger ``cast_second`` (601.2i), which keeps the spell's mana value as it was cast
(202.3, 202.3e: with its X) for "that spell" once it has left the stack (608.2h: the amount
``that_spell_mana_value``); ``mill`` (701.13) with a reflexive trigger (603.12: only if a card was milled); the
target filter ``mv_at_most``; ``cast_copy`` (707.12: the copy is created in exile and may be cast during the
resolution, without paying its mana cost, 118.9, 608.2g; 704.5e: a copy not cast, or an instant's copy that
resolves, ceases to exist; 111.13: an enchantment's copy resolves into a token)."""

from __future__ import annotations

from rules_helpers import act, board, legal, names, perm

from mtg_tui.ai.base import PlayerView
from mtg_tui.ai.heuristic import HeuristicAgent
from mtg_tui.cards.registry import registry
from mtg_tui.cards.render import render_card
from mtg_tui.cards.sets import load_set

SARUMAN = "Saruman of Many Colors"
MAIN = {"turn": 3, "active": "p1", "step": "main1"}
OPP_MAIN = {"turn": 4, "active": "p2", "step": "main1"}
LIB = ["Island"] * 5
ORACLE = ("Ward—Discard an enchantment, instant, or sorcery card.\nWhenever you cast your second spell each turn, "
          "each opponent mills two cards. When one or more cards are milled this way, exile target enchantment, "
          "instant, or sorcery card with equal or lesser mana value than that spell from an opponent's graveyard. "
          "Copy the exiled card. You may cast the copy without paying its mana cost.")


def test_card_file_is_the_set_files_card_of_its_number_and_reads_as_its_oracle_text():
    c = registry().get(SARUMAN)
    entry = load_set("LTR").by_number()[223]
    assert (c.set, c.number, entry.name, entry.rarity) == ("LTR", 223, SARUMAN, "mythic")
    assert entry.oracle_text == ORACLE
    lines = render_card(c).splitlines()
    assert lines[0] == "Saruman of Many Colors  {3}{W}{U}{B}" and lines[1] == "Legendary Creature — Avatar Wizard"
    assert "\n".join(lines[2:4]) == ORACLE and lines[4] == "5/4"


# ====================================================================== ward—discard (702.21a)
def _bolt_saruman(hand, spell="Lightning Bolt", target=SARUMAN):
    """p2 (with four lands untapped besides the Mountain) casts ``spell`` at Saruman; the ward trigger resolves."""
    g = board(state=OPP_MAIN, p1={"battlefield": [{"card": SARUMAN, "id": "sar"}], "library": LIB},
              p2={"hand": [spell] + list(hand), "library": LIB,
                  "battlefield": ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Island", "Island"]})
    act(g, f"p2: cast {spell} -> {target}")
    assert [it.source_name for it in g.stack] == [spell, SARUMAN]  # the ward trigger, above the spell
    act(g, "resolve")
    return g


def test_ward_the_opponent_keeps_the_spell_by_discarding_a_matching_card():
    """702.21a: p2 is asked to discard or see the Bolt countered; mana (five lands untapped) is no payment here.
    Only the enchantment, instant and sorcery cards are offered (not the Bears, not the Island), to p2 alone; the
    discarded Divination goes to the graveyard (701.8a) and the Bolt deals its 3 damage."""
    g = _bolt_saruman(["Glorious Anthem", "Divination", "Grizzly Bears", "Island"])
    assert g.pending.player == "p2" and g.pending.data["purpose"] == "pay_or_countered"
    assert legal(g) == ["choose yes", "choose no"]  # no mana payment offered
    assert "Divination" not in g.pending.prompt and "Anthem" not in g.pending.prompt
    act(g, "p2: choose yes")
    assert sorted(legal(g)) == ["choose Divination", "choose Glorious Anthem"]
    theirs = g.view("p1")
    assert theirs["pending"]["prompt"] == "Player 2 is deciding" and "options" not in theirs["pending"]
    assert all(c == "?" for c in theirs["players"]["p2"]["hand"])  # p2's hand stays hidden from p1
    act(g, "p2: choose Divination")
    assert any(e.rule == "702.21a" and "is not countered" in e.msg for e in g.log)
    while g.stack:
        act(g, "resolve")
    assert perm(g, "sar")["damage"] == 3
    assert sorted(names(g, "p2", "graveyard")) == ["Divination", "Lightning Bolt"]
    assert sorted(names(g, "p2", "hand")) == ["Glorious Anthem", "Grizzly Bears", "Island"]


def test_ward_declined_the_spell_is_countered():
    g = _bolt_saruman(["Divination"])
    act(g, "p2: choose no")
    assert not g.stack and perm(g, "sar")["damage"] == 0
    assert names(g, "p2", "graveyard") == ["Lightning Bolt"] and names(g, "p2", "hand") == ["Divination"]
    assert any(e.rule == "701.5a" and e.msg == "Lightning Bolt is countered" for e in g.log)


def test_ward_with_no_matching_card_the_spell_is_countered_without_a_question():
    """A creature card and a land can't pay: p2 isn't asked (nor offered mana), the Bolt is countered."""
    g = _bolt_saruman(["Grizzly Bears", "Island"])
    assert g.pending is None or g.pending.data.get("purpose") != "pay_or_countered"
    assert not g.stack and perm(g, "sar")["damage"] == 0
    assert names(g, "p2", "graveyard") == ["Lightning Bolt"]
    assert sorted(names(g, "p2", "hand")) == ["Grizzly Bears", "Island"]


def test_ward_sees_only_an_opponents_spell():
    """702.21a: p1's own Bolt at Saruman triggers no ward."""
    g = board(state=MAIN, p1={"battlefield": [{"card": SARUMAN, "id": "sar"}, "Mountain"], "hand": ["Lightning Bolt"],
                              "library": LIB}, p2={"library": LIB})
    act(g, f"p1: cast Lightning Bolt -> {SARUMAN}")
    assert [it.source_name for it in g.stack] == ["Lightning Bolt"]


def test_the_normal_bot_discards_for_a_spell_that_kills_saruman_not_for_one_that_scratches_it():
    """702.21a: p2's 3-damage Bolt doesn't kill the 5/4: not worth a card (no); Fear, Fire, Foes! with X = 4
    does: discard (yes), and Saruman dies."""
    bot = HeuristicAgent(3, "normal")
    g = _bolt_saruman(["Divination"])
    a = bot.choose(PlayerView(g, "p2"), g.legal_actions())
    assert a.text == "choose no", (a.text, bot.last)
    g = board(state=OPP_MAIN, p1={"battlefield": [{"card": SARUMAN, "id": "sar"}], "library": LIB},
              p2={"hand": ["Fear, Fire, Foes!", "Divination"], "library": LIB,
                  "battlefield": ["Mountain"] * 5})
    act(g, f"p2: cast Fear, Fire, Foes! x=4 -> {SARUMAN}", "resolve")
    a = bot.choose(PlayerView(g, "p2"), g.legal_actions())
    assert a.text == "choose yes", (a.text, bot.last)
    act(g, "p2: choose yes")  # (one card matches: the choice of Divination is forced)
    while g.stack:
        act(g, "resolve")
    assert "Saruman of Many Colors" in names(g, "p1", "graveyard") and "Divination" in names(g, "p2", "graveyard")


# ====================================================================== the second spell: mill, exile, copy
def _second(second, p2_graveyard=(), p2_library=("Divination", "Island", "Island"), p2_battlefield=(),
            p1_graveyard=(), lands=("Swamp", "Mountain", "Island", "Forest"), p2_hand=(), p1_hand=()):
    """p1 (Saruman) casts Dark Ritual (their first spell), then ``second`` (an action text)."""
    g = board(state=MAIN,
              p1={"battlefield": [{"card": SARUMAN, "id": "sar"}] + list(lands), "library": LIB,
                  "hand": ["Dark Ritual", second.removeprefix("cast ").split(" -> ")[0].split(" x=")[0]] + list(p1_hand),
                  "graveyard": list(p1_graveyard)},
              p2={"graveyard": list(p2_graveyard), "library": list(p2_library), "battlefield": list(p2_battlefield),
                  "hand": list(p2_hand)})
    act(g, "p1: cast Dark Ritual")
    assert [it.source_name for it in g.stack] == ["Dark Ritual"]  # the first spell: no trigger
    act(g, "resolve", f"p1: {second}")
    return g


def test_the_first_spell_doesnt_trigger_the_second_does_and_each_opponent_mills_two():
    g = _second("cast Lightning Bolt -> p2", p2_graveyard=["Doom Blade"])
    assert [it.source_name for it in g.stack] == ["Lightning Bolt", SARUMAN]
    assert g.stack[-1].data["spell_mv"] == 1
    act(g, "resolve")
    assert names(g, "p2", "graveyard") == ["Doom Blade", "Divination", "Island"]
    assert len(g.players["p2"].library) == 1
    assert sum(1 for e in g.log if e.rule == "701.13a") == 2


def test_no_card_milled_no_reflexive_trigger():
    """603.12: an empty library mills nothing (701.13b): "when one or more cards are milled this way" doesn't
    trigger, though p2's graveyard holds a Bolt the spell could reach."""
    g = _second("cast Lightning Bolt -> p2", p2_graveyard=["Lightning Bolt"], p2_library=())
    act(g, "resolve")
    assert [it.source_name for it in g.stack] == ["Lightning Bolt"]
    assert names(g, "p2", "graveyard") == ["Lightning Bolt"] and not names(g, "p2", "exile")
    assert sum(1 for e in g.log if e.msg == f"{SARUMAN}'s ability triggers") == 1


def test_one_card_milled_is_enough():
    g = _second("cast Lightning Bolt -> p2", p2_graveyard=["Lightning Bolt"], p2_library=("Island",))
    act(g, "resolve")
    assert [it.source_name for it in g.stack] == ["Lightning Bolt", SARUMAN]  # the reflexive trigger
    assert g.stack[-1].targets and names(g, "p2", "graveyard") == ["Lightning Bolt", "Island"]


def test_the_target_has_that_spells_mana_value_or_less_and_is_an_enchantment_instant_or_sorcery_of_an_opponent():
    """The Bolt (mana value 1): p2's Bolt and Giant Growth (1) may be targeted, the milled Divination (3), Doom Blade
    (2), Pacifism (2) may not, nor the Bears (a creature card) nor p1's own Dark Ritual and Giant Growth."""
    g = _second("cast Lightning Bolt -> p2",
                p2_graveyard=["Lightning Bolt", "Giant Growth", "Doom Blade", "Pacifism", "Grizzly Bears"],
                p1_graveyard=["Giant Growth", "Counterspell"])
    act(g, "resolve")
    assert g.pending.player == "p1" and g.pending.data["purpose"] == "target"
    assert sorted(legal(g)) == ["choose Giant Growth", "choose Lightning Bolt"]
    act(g, "p1: choose Giant Growth")
    (t,) = g.stack[-1].targets[0]
    assert g.objects[t].owner == "p2"


def test_a_spell_with_x_counts_its_x():
    """202.3e: Fear, Fire, Foes! cast with X = 2 has mana value 3: Divination and Glorious Anthem (3) may be
    targeted, Lórien Revealed (5) may not."""
    g = _second("cast Fear, Fire, Foes! x=2 -> Grizzly Bears", p2_battlefield=["Grizzly Bears"],
                p2_graveyard=["Glorious Anthem", "Lórien Revealed"], p2_library=("Divination", "Island"))
    assert g.stack[-1].data["spell_mv"] == 3
    act(g, "resolve")
    assert sorted(legal(g)) == ["choose Divination", "choose Glorious Anthem"]


def test_that_spell_as_it_last_existed_once_countered():
    """608.2h: p2 counters the Bolt in response to the trigger; "that spell" still has mana value 1: the reflexive
    trigger targets p2's Giant Growth."""
    g = _second("cast Lightning Bolt -> p2", p2_graveyard=["Giant Growth"],
                p2_battlefield=["Island", "Island"], p2_hand=["Counterspell"])
    act(g, "p1: pass", "p2: cast Counterspell -> Lightning Bolt", "resolve")
    assert "Lightning Bolt" in names(g, "p1", "graveyard")
    act(g, "resolve")
    assert [it.source_name for it in g.stack] == [SARUMAN]
    t = g.stack[-1].targets[0][0]
    assert g.objects[t].card.name == "Giant Growth"


def test_the_copy_of_an_instant_is_cast_free_and_ceases_to_exist_the_card_stays_exiled():
    """707.12: the Bolt of p2's graveyard is exiled and copied; p1 casts the copy without paying (118.9, at p2's
    Bears: the targets are chosen now, 601.2c); it resolves and is in no graveyard (704.5e); p2's Bolt stays in
    exile.  The copy was cast: p1's third spell."""
    g = _second("cast Lightning Bolt -> p2", p2_graveyard=["Lightning Bolt"],
                p2_battlefield=[{"card": "Grizzly Bears", "id": "bears"}])
    act(g, "resolve", "resolve")
    assert g.pending.player == "p1" and g.pending.data["purpose"] == "cast_free"
    opts = legal(g)
    assert {"choose Lightning Bolt -> Player 2", "choose Lightning Bolt -> Grizzly Bears", "done"} <= set(opts)
    assert names(g, "p2", "exile") == ["Lightning Bolt"]
    act(g, "p1: choose Lightning Bolt -> Grizzly Bears")
    assert any(e.rule == "118.9" and e.msg == "Player 1 casts Lightning Bolt without paying its mana cost targeting "
               "Grizzly Bears" for e in g.log)
    assert g.spells_cast_this_turn["p1"] == 3
    copy = g.stack[-1].id
    assert g.objects[copy].token and g.objects[copy].controller == "p1"
    while g.stack:
        act(g, "resolve")
    assert "Grizzly Bears" in names(g, "p2", "graveyard") and g.players["p2"].life == 17
    assert names(g, "p2", "exile") == ["Lightning Bolt"] and not names(g, "p1", "exile")
    assert names(g, "p1", "graveyard") == ["Dark Ritual", "Lightning Bolt"]  # p1's own Bolt; the copy is gone
    assert "Lightning Bolt" not in names(g, "p2", "graveyard")
    assert copy not in g.objects
    assert any(e.rule == "704.5e" and e.msg == f"Lightning Bolt ({copy}) goes to the graveyard and ceases to exist "
               "(a copy)" for e in g.log)


def test_the_copy_of_an_enchantment_enters_as_a_token():
    """111.13: Divination as the second spell (3); the copy of p2's Glorious Anthem resolves into a token p1
    controls: p1's creatures get +1/+1; the Anthem card stays in p2's exile."""
    g = _second("cast Divination", p2_graveyard=["Glorious Anthem"], lands=("Swamp", "Island"),
                p2_library=("Island", "Island"))
    act(g, "resolve", "resolve")
    assert legal(g) == ["choose Glorious Anthem", "done"]
    act(g, "p1: choose Glorious Anthem")
    while g.stack:
        act(g, "resolve")
    t = perm(g, "Glorious Anthem")
    assert t is not None and t["token"] and t["controller"] == "p1"
    assert (perm(g, "sar")["power"], perm(g, "sar")["toughness"]) == (6, 5)
    assert names(g, "p2", "exile") == ["Glorious Anthem"] and not names(g, "p1", "exile")


def test_declining_leaves_no_copy_anywhere():
    """704.5e: ``done``: the copy ceases to exist at once (said in the log); the card stays in p2's exile."""
    g = _second("cast Lightning Bolt -> p2", p2_graveyard=["Lightning Bolt"])
    act(g, "resolve", "resolve")
    before = set(g.objects)
    act(g, "p1: done")
    assert [it.source_name for it in g.stack] == ["Lightning Bolt"]
    assert names(g, "p2", "exile") == ["Lightning Bolt"] and not names(g, "p1", "exile")
    gone = before - set(g.objects)
    assert len(gone) == 1 and any(e.rule == "704.5e" and "ceases to exist" in e.msg for e in g.log)
    assert all(o.card.name != "Lightning Bolt" or o.zone != "exile" or o.owner == "p2" for o in g.objects.values())


def test_the_opponent_sees_nothing_hidden():
    """Only public things are told: the milled cards, the exiled card, the copy and its cast; p1's hand is never
    named in p2's view or the log."""
    g = _second("cast Lightning Bolt -> p2", p2_graveyard=["Lightning Bolt"], p1_hand=["Lórien Revealed"])
    act(g, "resolve", "resolve")
    v = g.view("p2")
    assert v["pending"]["prompt"] == "Player 1 is deciding" and "casts" not in v["pending"]
    assert v["players"]["p1"]["hand"] == ["?"]
    act(g, "p1: done")
    assert not any("Lórien" in e.msg for e in g.log)


def test_the_normal_bot_aims_the_copy_well_or_at_the_face_rather_than_not_at_all():
    """The bot casts the Bolt's copy at p2's Bears (it kills them); with no creature of theirs, at p2 (the copy
    is now or never: holding it keeps nothing)."""
    bot = HeuristicAgent(3, "normal")
    g = _second("cast Lightning Bolt -> p2", p2_graveyard=["Lightning Bolt"],
                p2_battlefield=[{"card": "Grizzly Bears", "id": "bears"}])
    act(g, "resolve", "resolve")
    a = bot.choose(PlayerView(g, "p1"), g.legal_actions())
    assert a.text == "choose Lightning Bolt -> Grizzly Bears", (a.text, bot.last)
    g = _second("cast Lightning Bolt -> p2", p2_graveyard=["Lightning Bolt"])
    act(g, "resolve", "resolve")
    a = bot.choose(PlayerView(g, "p1"), g.legal_actions())
    assert a.text == "choose Lightning Bolt -> Player 2", (a.text, bot.last)


def test_the_normal_bot_copies_the_most_mana_worth():
    """Divination (3) as the second spell: between p2's Giant Growth (1) and Glorious Anthem (3), the bot targets
    the Anthem."""
    bot = HeuristicAgent(3, "normal")
    g = _second("cast Divination", p2_graveyard=["Giant Growth", "Glorious Anthem"], lands=("Swamp", "Island"),
                p2_library=("Island", "Island"))
    act(g, "resolve")
    a = bot.choose(PlayerView(g, "p1"), g.legal_actions())
    assert a.text == "choose Glorious Anthem", (a.text, bot.last)


def test_the_stack_names_a_target_card_in_a_graveyard():
    """A snapshot names its stack entries' targets by id; a card in a graveyard has no entry a reader could look the
    id up in, so the entry adds ``target_names`` (public: graveyards are); once the card is exiled by the
    resolution its id names nothing (400.7) and reads so.  A stack entry whose targets are permanents and players
    has no such key."""
    from mtg_tui.engine.snapshot import snapshot
    g = _second("cast Lightning Bolt -> p2", p2_graveyard=["Giant Growth"])
    assert not any("target_names" in e for e in snapshot(g, "p2")["stack"])  # the Bolt at a player
    act(g, "resolve")
    top = snapshot(g, "p2")["stack"][0]
    assert top["name"] == SARUMAN and top["target_names"] == ["Giant Growth"]
    act(g, "resolve")  # (exiled and copied: the copy's cast is offered while the ability is still resolving)
    assert g.pending.data["purpose"] == "cast_free"
    assert snapshot(g, "p2")["stack"][0]["target_names"] == ["a card no longer there"]


def test_a_countered_copy_ceases_to_exist_and_says_so():
    """704.5e: the Bolt's copy, countered by p2's Counterspell, goes to no graveyard: it ceases to exist."""
    g = _second("cast Lightning Bolt -> p2", p2_graveyard=["Lightning Bolt"],
                p2_battlefield=["Island", "Island"], p2_hand=["Counterspell"])
    act(g, "resolve", "resolve", "p1: choose Lightning Bolt -> Player 2")
    copy = g.stack[-1].id
    assert g.objects[copy].token
    act(g, "p1: pass")
    act(g, f"p2: cast Counterspell -> Lightning Bolt#{copy}", "resolve")  # (two Bolts on the stack: by id)
    assert copy not in g.objects and not any(g.objects[c].card.name == "Lightning Bolt" and g.objects[c].token
                                             for c in g.objects)
    line = next(e for e in g.log if e.kind == "zone" and e.data.get("obj") == copy)
    assert line.rule == "704.5e" and line.msg.endswith("goes to the graveyard and ceases to exist (a copy)")
