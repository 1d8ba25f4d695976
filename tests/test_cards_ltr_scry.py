"""The set's scry and "second card each turn" cards (issue 21), as data over the vocabulary: each card's rules
text reads as its Oracle text (the comparison of tests/test_cards_ltr_commons.py), and a scenario of what is
distinctive about it.  The new words: the trigger mode "whenever you scry" (701.18; 701.18b: scry 0 triggers
nothing), a trigger's "this ability triggers only once each turn", the draws mode's "whenever you draw your
second card each turn" (121.2), "whenever you attack with one or more ..." (508.1), the amount "cards you looked
at while scrying this way", the pump's "for each" and the rule flag "can't be blocked" (509.1b)."""

from __future__ import annotations


import pytest

from rules_helpers import act, bf_names, board, legal, perm
from test_cards_ltr_commons import pt

from mtg_tui.cards.registry import registry
from mtg_tui.cards.sets import coverage, load_set

CARDS = {
    63: "Nimrodel Watcher", 157: "Chance-Met Elves", 156: "Celeborn the Wise", 194: "Arwen Undómiel",
    55: "Horses of the Bruinen", 59: "Knights of Dol Amroth", 33: "Stalwarts of Osgiliath",
    219: "Prince Imrahil the Fair", 161: "Elven Farsight", 212: "Legolas, Counter of Kills",
    188: "Shower of Arrows",
}
UNCOMMON = {156, 194, 55, 219, 212}

MAIN = {"turn": 3, "active": "p1", "step": "main1"}
LIB = ["Island"] * 8
SCRY_LANDS = ["Forest", "Forest", "Forest", "Island", "Island", "Island"]  # Arwen's {4}{G}{U}


def top(g, n=3, p="p1"):
    return [g.name(c) for c in g.players[p].library[:n]]


def triggered(g, source: str) -> int:
    return sum(1 for e in g.log if e.kind == "trigger" and e.msg == f"{source}'s ability triggers")


# ====================================================================== the cards and their text
@pytest.mark.parametrize("number,name", sorted(CARDS.items()))
def test_card_file_is_the_set_files_card_of_its_number(number, name):
    c = registry().get(name)
    entry = load_set("LTR").by_number()[number]
    rarity = "uncommon" if number in UNCOMMON else "common"
    assert (c.set, c.number, entry.name, entry.rarity) == ("LTR", number, name, rarity)


# (each card's rendered rules text against its Oracle text: tests/test_oracle_text.py, for every card)


def test_coverage_counts_the_new_cards():
    cov = coverage("LTR")
    assert not {m["number"] for m in cov["missing"]} & set(CARDS)


# ====================================================================== whenever you scry (701.18)
def _arwen_scries(g, *answers):
    """Activate Arwen's {4}{G}{U}: Scry 2 and answer the scry (602.2, 701.18a)."""
    act(g, "p1: activate Arwen Undómiel", "resolve", *answers)


def settle(g, target: str | None = None, may: str = "yes"):
    """Put the waiting triggers on the stack (603.3b: the first listed goes first), Arwen's target ``target``
    (603.3d), answer a "you may" with ``may``, and resolve everything."""
    while True:
        purpose = g.pending.data.get("purpose") if g.pending is not None else None
        if purpose not in ("trigger_order", "target", "may") and not g.stack:
            return
        if purpose == "may":
            act(g, f"{g.decider}: choose {may}")
        elif purpose == "trigger_order":
            act(g, f"{g.decider}: {legal(g)[0]}")
        elif purpose == "target":
            want = f"choose {target}"
            act(g, f"{g.decider}: {want if want in legal(g) else legal(g)[0]}")
        else:
            act(g, "resolve")


def test_chance_met_elves_gets_a_counter_when_you_scry_only_once_each_turn():
    """701.18: 'whenever you scry' triggers on each scry; 'this ability triggers only once each turn': the second
    scry of the turn doesn't trigger it; the next turn it triggers again."""
    g = board(state=MAIN, p1={"battlefield": ["Chance-Met Elves", "Arwen Undómiel"] + SCRY_LANDS * 2,
                              "library": LIB}, p2={"library": LIB})
    _arwen_scries(g, "p1: choose top", "p1: choose top")
    assert triggered(g, "Chance-Met Elves") == 1
    settle(g, "Chance-Met Elves")  # Arwen's own trigger targets the Elves too
    assert perm(g, "Chance-Met Elves")["counters"] == {"+1/+1": 2} and pt(g, "Chance-Met Elves") == (5, 4)
    _arwen_scries(g, "p1: choose top", "p1: choose top")
    assert triggered(g, "Chance-Met Elves") == 1  # not again this turn
    settle(g, "Arwen Undómiel")
    assert perm(g, "Chance-Met Elves")["counters"] == {"+1/+1": 2}
    assert perm(g, "Arwen Undómiel")["counters"] == {"+1/+1": 1}  # Arwen has no such limit


def test_only_once_each_turn_is_per_turn():
    """The record of 'triggers only once each turn' is the turn's: next turn the ability triggers again."""
    g = board(state=MAIN, p1={"battlefield": ["Chance-Met Elves", "Arwen Undómiel"] + SCRY_LANDS,
                              "library": LIB}, p2={"library": LIB})
    _arwen_scries(g, "p1: choose top", "p1: choose top")
    settle(g, "Arwen Undómiel")
    assert triggered(g, "Chance-Met Elves") == 1
    act(g, "advance to turn 5 main1")  # the opponent's turn passes, and p1's next turn begins (lands untap)
    assert g.active == "p1"
    _arwen_scries(g, "p1: choose top", "p1: choose top")
    assert triggered(g, "Chance-Met Elves") == 2


def test_the_opponents_scry_doesnt_trigger_yours():
    """'Whenever you scry': only its controller's scry."""
    g = board(state={"turn": 4, "active": "p2", "step": "main1"},
              p1={"battlefield": ["Chance-Met Elves"], "library": LIB},
              p2={"battlefield": ["Arwen Undómiel"] + SCRY_LANDS, "library": LIB})
    act(g, "p2: activate Arwen Undómiel", "resolve", "p2: choose top", "p2: choose top")
    assert triggered(g, "Chance-Met Elves") == 0 and triggered(g, "Arwen Undómiel") == 1


def test_arwen_scries_two_and_her_trigger_targets_any_creature():
    """Arwen's {4}{G}{U}: Scry 2 (602.2); her trigger targets as it goes on the stack (603.3d): here the
    opponent's creature, which gets the +1/+1 counter."""
    g = board(state=MAIN, p1={"battlefield": ["Arwen Undómiel"] + SCRY_LANDS,
                              "library": ["Hill Giant", "Forest", "Island"]},
              p2={"battlefield": ["Grizzly Bears"], "library": LIB})
    assert "activate Arwen Undómiel" in legal(g)
    _arwen_scries(g, "p1: choose bottom", "p1: choose top")
    assert top(g) == ["Forest", "Island", "Hill Giant"]
    assert {"choose Arwen Undómiel", "choose Grizzly Bears"} <= set(legal(g))
    act(g, "p1: choose Grizzly Bears", "resolve")
    assert perm(g, "Grizzly Bears")["counters"] == {"+1/+1": 1} and pt(g, "Grizzly Bears") == (3, 3)


def test_scry_zero_triggers_nothing():
    """701.18b: scry 0 is no scry event; abilities that trigger whenever a player scries don't trigger (a scry 1
    run the same way does)."""
    from mtg_tui.engine.ability import effect
    from mtg_tui.engine.objects import Frame
    g = board(state=MAIN, p1={"battlefield": ["Chance-Met Elves"], "library": LIB}, p2={"library": LIB})
    g.frames.append(Frame("effects", "p1", [effect({"do": "scry", "n": 0})]))
    act(g, "p1: pass")
    assert not g.frames and triggered(g, "Chance-Met Elves") == 0
    assert not any(e.kind == "scry" for e in g.log)
    g = board(state=MAIN, p1={"battlefield": ["Chance-Met Elves"], "library": LIB}, p2={"library": LIB})
    g.frames.append(Frame("effects", "p1", [effect({"do": "scry", "n": 1})]))
    act(g, "p1: pass", "p1: choose top")
    assert triggered(g, "Chance-Met Elves") == 1


def test_nimrodel_watcher_gets_plus_one_and_cant_be_blocked_this_turn():
    """Whenever you scry: +1/+0 until end of turn and can't be blocked (509.1b: no creature can block it)."""
    g = board(state=MAIN, p1={"battlefield": ["Nimrodel Watcher", "Arwen Undómiel"] + SCRY_LANDS,
                              "library": LIB},
              p2={"battlefield": ["Grizzly Bears"], "library": LIB})
    _arwen_scries(g, "p1: choose top", "p1: choose top")
    settle(g, "Arwen Undómiel")
    w = perm(g, "Nimrodel Watcher")
    assert (w["power"], w["toughness"]) == (3, 1) and "unblockable" in w["flags"]
    act(g, "advance to declare_attackers", "p1: attack Nimrodel Watcher")
    if g.pending is not None and g.pending.kind == "attack":
        act(g, "p1: done")
    act(g, "advance to declare_blockers")
    assert not any(t.startswith("block") and "Nimrodel Watcher" in t for t in legal(g))
    from mtg_tui.engine.combat import block_fault, say
    bears = perm(g, "Grizzly Bears")["id"]
    nim = w["id"]
    assert say(block_fault(g, bears, nim), g, nim, bears) == "An effect says Nimrodel Watcher can't be blocked (509.1b)."


def test_nimrodel_watcher_is_blockable_without_a_scry():
    g = board(state={"turn": 3, "active": "p1", "step": "declare_attackers"},
              p1={"battlefield": ["Nimrodel Watcher"], "library": LIB},
              p2={"battlefield": ["Grizzly Bears"], "library": LIB})
    from mtg_tui.engine.combat import block_fault
    assert block_fault(g, perm(g, "Grizzly Bears")["id"], perm(g, "Nimrodel Watcher")["id"]) is None


# ====================================================================== Celeborn the Wise
def test_celeborn_scries_when_elves_attack_and_grows_for_each_card_looked_at():
    """508.1: 'whenever you attack with one or more Elves' (another Elf attacks; Celeborn stays home); its scry 1
    triggers its own 'whenever you scry': +1/+1 for each card looked at (1)."""
    g = board(state={"turn": 3, "active": "p1", "step": "declare_attackers"},
              p1={"battlefield": ["Celeborn the Wise", "Chance-Met Elves"], "library": ["Hill Giant", "Forest"]},
              p2={"library": LIB})
    act(g, "p1: attack Chance-Met Elves")
    if g.pending is not None and g.pending.kind == "attack":
        act(g, "p1: done")
    assert triggered(g, "Celeborn the Wise") == 1
    act(g, "resolve", "p1: choose bottom")
    assert top(g, 2) == ["Forest", "Hill Giant"]
    assert triggered(g, "Celeborn the Wise") == 2 and triggered(g, "Chance-Met Elves") == 1
    settle(g)
    assert pt(g, "Celeborn the Wise") == (4, 4)
    assert perm(g, "Chance-Met Elves")["counters"] == {"+1/+1": 1}


def test_celeborn_counts_every_card_looked_at():
    """'For each card you looked at while scrying this way': Arwen's scry 2 gives Celeborn +2/+2."""
    g = board(state=MAIN, p1={"battlefield": ["Celeborn the Wise", "Arwen Undómiel"] + SCRY_LANDS,
                              "library": LIB}, p2={"library": LIB})
    _arwen_scries(g, "p1: choose top", "p1: choose top")
    settle(g, "Arwen Undómiel")
    assert pt(g, "Celeborn the Wise") == (5, 5)


def test_celeborn_doesnt_scry_when_a_non_elf_attacks():
    g = board(state={"turn": 3, "active": "p1", "step": "declare_attackers"},
              p1={"battlefield": ["Celeborn the Wise", "Grizzly Bears"], "library": LIB}, p2={"library": LIB})
    act(g, "p1: attack Grizzly Bears")
    if g.pending is not None and g.pending.kind == "attack":
        act(g, "p1: done")
    assert triggered(g, "Celeborn the Wise") == 0


# ====================================================================== Horses of the Bruinen
def test_horses_of_the_bruinen_bounces_up_to_two_scries_and_tempts():
    """Return up to two target creatures (115.1, 601.2c), scry 1 (701.18a), the Ring tempts you (701.52a)."""
    g = board(state=MAIN, p1={"battlefield": ["Island"] * 5, "hand": ["Horses of the Bruinen"],
                              "library": ["Hill Giant", "Forest"]},
              p2={"battlefield": ["Grizzly Bears", "Hill Giant"], "library": LIB})
    act(g, "p1: cast Horses of the Bruinen -> Grizzly Bears, Hill Giant", "resolve")
    assert bf_names(g, "p2") == [] and len(g.players["p2"].hand) == 2
    assert set(legal(g)) == {"choose top", "choose bottom"}
    act(g, "p1: choose bottom")
    assert top(g, 2) == ["Forest", "Hill Giant"]
    assert g.snapshot()["players"]["p1"]["ring"] == 1


# ====================================================================== your second card each turn (121.2)
def test_knights_of_dol_amroth_grow_on_the_second_card_only():
    """'Whenever you draw your second card each turn': Divination draws the first and second; only the second
    triggers (121.2); a second Divination's third and fourth cards don't."""
    g = board(state=MAIN, p1={"battlefield": ["Knights of Dol Amroth"] + ["Island"] * 6,
                              "hand": ["Divination", "Divination"], "library": LIB}, p2={"library": LIB})
    act(g, "p1: cast Divination", "resolve")
    assert triggered(g, "Knights of Dol Amroth") == 1
    act(g, "resolve")
    assert perm(g, "Knights of Dol Amroth")["counters"] == {"+1/+1": 1}
    act(g, "p1: cast Divination", "resolve")
    assert triggered(g, "Knights of Dol Amroth") == 1 and not g.stack


def test_the_draw_step_card_counts_as_the_first():
    """The draw step's card is the first of the turn (504.1): one more card is the second."""
    g = board(state={"turn": 2, "active": "p2", "step": "end"},
              p1={"battlefield": ["Knights of Dol Amroth"] + ["Island"] * 3, "hand": ["Divination"],
                  "library": LIB}, p2={"library": LIB})
    act(g, "advance to main1")
    assert g.active == "p1" and g.players["p1"].drawn_this_turn == 1
    assert triggered(g, "Knights of Dol Amroth") == 0
    act(g, "p1: cast Divination", "resolve")
    assert triggered(g, "Knights of Dol Amroth") == 1


def test_the_opponents_second_card_doesnt_trigger():
    g = board(state={"turn": 4, "active": "p2", "step": "main1"},
              p1={"battlefield": ["Prince Imrahil the Fair"], "library": LIB},
              p2={"battlefield": ["Island"] * 3, "hand": ["Divination"], "library": LIB})
    act(g, "p2: cast Divination", "resolve")
    assert triggered(g, "Prince Imrahil the Fair") == 0


def test_prince_imrahil_makes_a_human_soldier_on_the_second_card():
    g = board(state=MAIN, p1={"battlefield": ["Prince Imrahil the Fair"] + ["Island"] * 3,
                              "hand": ["Divination"], "library": LIB}, p2={"library": LIB})
    act(g, "p1: cast Divination", "resolve", "resolve")
    tok = perm(g, "Human Soldier")
    assert tok["token"] and (tok["power"], tok["toughness"]) == (1, 1) and tok["controller"] == "p1"


def test_stalwarts_of_osgiliath_tempt_on_entering_and_grow_on_the_second_card():
    """701.52a: the Ring tempts you as it enters; then the second card drawn puts a +1/+1 counter on it."""
    g = board(state=MAIN, p1={"battlefield": ["Plains"] * 5 + ["Island"] * 3,
                              "hand": ["Stalwarts of Osgiliath", "Divination"], "library": LIB},
              p2={"library": LIB})
    act(g, "p1: cast Stalwarts of Osgiliath", "resolve", "resolve")
    assert g.snapshot()["players"]["p1"]["ring"] == 1
    act(g, "p1: cast Divination", "resolve", "resolve")
    assert perm(g, "Stalwarts of Osgiliath")["counters"] == {"+1/+1": 1}


# ====================================================================== Elven Farsight
def _farsight(library):
    g = board(state=MAIN, p1={"battlefield": ["Forest"], "hand": ["Elven Farsight"], "library": library},
              p2={"library": LIB})
    act(g, "p1: cast Elven Farsight", "resolve", "p1: choose bottom", "p1: choose top", "p1: choose top")
    return g


def test_elven_farsight_scries_three_then_reveals_a_creature_and_draws():
    """701.18a scry 3 (one to the bottom, two kept in the chosen order), then 701.16a: the player may reveal the
    top card; a creature card: draw a card (121.1)."""
    g = _farsight(["Forest", "Grizzly Bears", "Island", "Hill Giant"])
    act(g, "p1: choose Grizzly Bears")  # the order of the two kept on top
    assert set(legal(g)) == {"choose yes", "choose no"}
    act(g, "p1: choose yes")
    assert any(e.kind == "reveal" and "Grizzly Bears" in e.msg for e in g.log)
    assert g.snapshot()["players"]["p1"]["hand"] == ["Grizzly Bears"]
    assert [g.name(c) for c in g.players["p1"].library] == ["Island", "Hill Giant", "Forest"]


def test_elven_farsight_reveals_a_land_and_draws_nothing():
    g = _farsight(["Forest", "Grizzly Bears", "Island", "Hill Giant"])
    act(g, "p1: choose Island", "p1: choose yes")
    assert any(e.kind == "reveal" and "Island" in e.msg for e in g.log)
    assert g.snapshot()["players"]["p1"]["hand"] == [] and top(g, 2) == ["Island", "Grizzly Bears"]


def test_elven_farsight_may_keep_the_top_card_hidden():
    """'You may reveal': on a no, nothing is revealed (the top card stays hidden from the opponent) or drawn."""
    g = _farsight(["Forest", "Grizzly Bears", "Island", "Hill Giant"])
    act(g, "p1: choose Grizzly Bears", "p1: choose no")
    assert not any(e.kind == "reveal" for e in g.log)
    assert g.snapshot()["players"]["p1"]["hand"] == [] and top(g, 1) == ["Grizzly Bears"]
    from mtg_tui.ai.base import PlayerView
    assert "Grizzly Bears" not in str(PlayerView(g, "p2").snapshot())


# ====================================================================== Legolas, Counter of Kills
def _legolas(tapped: bool = True, lands: int = 2):
    return board(state=MAIN, p1={"battlefield": [{"card": "Legolas, Counter of Kills", "tapped": tapped},
                                                 "Arwen Undómiel"] + SCRY_LANDS * lands, "library": LIB},
                 p2={"battlefield": ["Grizzly Bears"], "library": LIB})


def test_legolas_untaps_when_you_scry_and_only_once_each_turn():
    """603.4: 'if Legolas is tapped'; 'you may untap it'; 603.2i 'Do this only once each turn': once untapped
    this way, it doesn't trigger again that turn."""
    g = _legolas()
    assert "reach" in perm(g, "Legolas, Counter of Kills")["keywords"]
    _arwen_scries(g, "p1: choose top", "p1: choose top")
    assert triggered(g, "Legolas, Counter of Kills") == 1
    settle(g, "Arwen Undómiel", may="yes")
    assert not perm(g, "Legolas, Counter of Kills")["tapped"]
    g.tap(perm(g, "Legolas, Counter of Kills")["id"])
    _arwen_scries(g, "p1: choose top", "p1: choose top")
    assert triggered(g, "Legolas, Counter of Kills") == 1  # done this turn: no trigger
    settle(g, "Arwen Undómiel")
    assert perm(g, "Legolas, Counter of Kills")["tapped"]


def test_legolas_declined_may_trigger_again():
    """603.2i: the ability triggers only if the action hasn't been taken this turn: a 'no' takes none."""
    g = _legolas()
    _arwen_scries(g, "p1: choose top", "p1: choose top")
    settle(g, "Arwen Undómiel", may="no")
    assert perm(g, "Legolas, Counter of Kills")["tapped"]
    _arwen_scries(g, "p1: choose top", "p1: choose top")
    assert triggered(g, "Legolas, Counter of Kills") == 2
    settle(g, "Arwen Undómiel", may="yes")
    assert not perm(g, "Legolas, Counter of Kills")["tapped"]


def test_legolas_untapped_doesnt_trigger():
    """603.4: an intervening 'if' false as the event happens: the ability doesn't trigger."""
    g = _legolas(tapped=False, lands=1)
    _arwen_scries(g, "p1: choose top", "p1: choose top")
    assert triggered(g, "Legolas, Counter of Kills") == 0


def test_legolas_untapped_before_it_resolves_does_nothing():
    """603.4: the intervening 'if' is checked again on resolution: untapped meanwhile, the ability does nothing
    (no 'you may' is asked)."""
    g = _legolas(lands=1)
    _arwen_scries(g, "p1: choose top", "p1: choose top")
    assert triggered(g, "Legolas, Counter of Kills") == 1
    g.untap(perm(g, "Legolas, Counter of Kills")["id"])
    settle(g, "Arwen Undómiel", may="never asked")  # a "you may" here would be an illegal answer
    assert any(e.rule == "603.4" and "does nothing" in e.msg for e in g.log)


def test_legolas_grows_when_an_opponents_creature_dies_only():
    """'Whenever a creature an opponent controls dies' (700.4): a +1/+1 counter; your own creature dying: none."""
    g = board(state=MAIN, p1={"battlefield": ["Legolas, Counter of Kills", "Raging Goblin"] + ["Mountain"] * 2,
                              "hand": ["Lightning Bolt", "Lightning Bolt"]},
              p2={"battlefield": ["Grizzly Bears"], "library": LIB})
    act(g, "p1: cast Lightning Bolt -> Grizzly Bears", "resolve", "resolve")
    assert perm(g, "Legolas, Counter of Kills")["counters"] == {"+1/+1": 1}
    act(g, "p1: cast Lightning Bolt -> Raging Goblin", "resolve")
    assert not g.stack and perm(g, "Legolas, Counter of Kills")["counters"] == {"+1/+1": 1}


# ====================================================================== Shower of Arrows
def test_shower_of_arrows_targets_artifacts_enchantments_and_fliers_only():
    """115.1, 601.2c: 'target artifact, enchantment, or creature with flying' (702.9): a creature without flying
    and a land are not targets; then it destroys (701.7a) and scries 1 (701.18a)."""
    g = board(state={"turn": 4, "active": "p2", "step": "main1"},
              p1={"battlefield": ["Forest"] * 3, "hand": ["Shower of Arrows"], "library": ["Hill Giant", "Forest"]},
              p2={"battlefield": ["Mind Stone", "Glorious Anthem", "Wind Drake", "Grizzly Bears", "Island"],
                  "library": LIB})
    act(g, "p2: pass")
    casts = sorted(t for t in legal(g) if t.startswith("cast Shower of Arrows"))
    assert casts == ["cast Shower of Arrows -> Glorious Anthem", "cast Shower of Arrows -> Mind Stone",
                     "cast Shower of Arrows -> Wind Drake"]
    act(g, "p1: cast Shower of Arrows -> Wind Drake", "resolve", "p1: choose bottom")
    assert "Wind Drake" not in bf_names(g, "p2") and top(g, 2) == ["Forest", "Hill Giant"]


def test_a_creature_with_flying_filter_reads_its_keywords_on_the_battlefield():
    """613.1f: a creature that gains flying (layer 6) is a creature with flying while it has it."""
    g = board(state=MAIN, p1={"battlefield": ["Forest"] * 3 + ["Plains"],
                              "hand": ["Shower of Arrows", "Escape from Orthanc"], "library": LIB},
              p2={"battlefield": ["Grizzly Bears"], "library": LIB})
    assert not any(t.startswith("cast Shower of Arrows") for t in legal(g))
    act(g, "p1: cast Escape from Orthanc -> Grizzly Bears", "resolve")
    assert "cast Shower of Arrows -> Grizzly Bears" in legal(g)


# ====================================================================== saves and replays
DECK = """Deck
7 Forest
7 Island
3 Plains
3 Nimrodel Watcher
2 Chance-Met Elves
2 Celeborn the Wise
2 Arwen Undómiel
2 Horses of the Bruinen
2 Knights of Dol Amroth
2 Stalwarts of Osgiliath
2 Prince Imrahil the Fair
2 Elven Farsight
2 Legolas, Counter of Kills
2 Shower of Arrows
"""


@pytest.mark.parametrize("seed", [1, 4])
def test_a_game_with_the_new_cards_saves_resumes_and_replays(seed, tmp_path, monkeypatch):
    """A save is its action history: a game of normal bots where these cards trigger (once-each-turn records,
    intervening ifs, reveals) rebuilds to the same snapshot at every point we look."""
    from mtg_tui.ai.base import PlayerView, make_agent
    from mtg_tui.decks import load_deck
    from mtg_tui.saves import GameRecorder, load_save, make_header, rebuild
    monkeypatch.setenv("MTG_TUI_DATA", str(tmp_path / "data"))
    (tmp_path / "scry.txt").write_text(DECK, encoding="utf-8")
    a, b = load_deck(str(tmp_path / "scry.txt")), load_deck("mordor")
    header = make_header("bot", seed, {"p1": {"name": "Ann", "deck": a.name, "decklist": a.main, "bot": None},
                                       "p2": {"name": "Bob", "deck": b.name, "decklist": b.main, "bot": "normal"}})
    rec = GameRecorder.new_game(header)
    bots = {"p1": make_agent("normal", seed), "p2": make_agent("normal", seed + 1)}
    try:
        for _ in range(8):
            for _ in range(60):
                g = rec.game
                if g.over:
                    break
                p = g.decider
                rec.apply(bots[p].choose(PlayerView(g, p), g.legal_actions()))
            header2, actions, warnings = load_save(rec.path)
            assert warnings == []
            assert rebuild(header2, actions).snapshot() == rec.game.snapshot()
    finally:
        rec.close()
    mine = set(CARDS.values())
    assert any(e.kind == "trigger" and e.msg.split("'s ability")[0] in mine for e in rec.game.log)
