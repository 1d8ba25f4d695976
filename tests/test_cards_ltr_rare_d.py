"""Rares of the set beyond issue 21's batches (after tests/test_cards_ltr_rare_c.py): each card is its set file's card
of its number (its rules text against its Oracle text: tests/test_oracle_text.py, for every card), and a scenario of
what is distinctive about it, asserted through the snapshot, the legal actions and the views, citing the rules.
(Scry is 701.18 in the Comprehensive Rules of 2025-02-07 this project follows.)

61 Lost Isle Calling: "Whenever you scry, put a verse counter on Lost Isle Calling. / {4}{U}{U}, Exile Lost Isle
Calling: Draw a card for each verse counter on Lost Isle Calling. If it had seven or more verse counters on it, take
an extra turn after this one. Activate only as a sorcery." (the effect word ``extra_turn``, 500.7, with the game's
list of extra turns owed; the amount ``verse_counters`` and the condition ``had_seven_verse_counters``, both by last
known information, 608.2h; the cost word ``exile_self`` from the battlefield)

200 Elrond, Master of Healing: "Whenever you scry, put a +1/+1 counter on each of up to X target creatures, where X is
the number of cards looked at while scrying this way. / Whenever a creature you control with a +1/+1 counter on it
becomes the target of a spell or ability an opponent controls, you may draw a card." (a target count that is an
amount its trigger gives, ``cards_looked_at_while_scrying``, 601.2c; the trigger mode ``becomes_target``, 603.2)"""

from __future__ import annotations

import json

import pytest

from rules_helpers import act, board, legal, names

from mtg_tui.ai.base import PlayerView
from mtg_tui.ai.heuristic import HeuristicAgent
from mtg_tui.cards.registry import registry
from mtg_tui.cards.render import render_ability
from mtg_tui.cards.sets import load_set
from mtg_tui.effects.registry import BY_NAME as EFFECTS
from mtg_tui.engine.ability import effect
from mtg_tui.engine.events import events_seen_by
from mtg_tui.engine.objects import Frame
from mtg_tui.trigger_modes import registry as modes

CARDS = {61: ("Lost Isle Calling", "rare"), 200: ("Elrond, Master of Healing", "rare")}

MAIN = {"turn": 3, "active": "p1", "step": "main1"}
THEIR_MAIN = {"turn": 4, "active": "p2", "step": "main1"}


@pytest.mark.parametrize("number,name,rarity", sorted((n, *v) for n, v in CARDS.items()))
def test_card_file_is_the_set_files_card_of_its_number(number, name, rarity):
    c = registry().get(name)
    entry = load_set("LTR").by_number()[number]
    assert (c.set, c.number, entry.name, entry.rarity) == ("LTR", number, name, rarity)


def _perm(g, oid):
    return next((x for p in ("p1", "p2") for x in g.snapshot()["players"][p]["battlefield"] if x["id"] == oid), None)


def _counters(g, oid):
    return _perm(g, oid)["counters"]


def _turns(g):
    return [(e.msg, e.rule) for e in g.log if e.kind == "turn"]


def _advance(g, turn):
    """Advance to that turn's upkeep, discarding down to seven in a cleanup step on the way (514.1)."""
    act(g, f"advance to turn {turn} upkeep")
    while g.turn != turn or g.step != "upkeep":
        assert g.pending is not None and g.pending.kind == "choice" and "Discard" in g.pending.prompt
        act(g, f"{g.pending.player}: " + legal(g)[0], f"advance to turn {turn} upkeep")


def _answer_all(g):
    """Answer every choice the first way offered (scry: top), resolving the stack, until nothing is left."""
    while g.stack or (g.pending is not None and g.pending.kind == "choice"):
        if g.pending is not None and g.pending.kind == "choice":
            act(g, f"{g.pending.player}: " + legal(g)[0])
        else:
            act(g, "resolve")


# ====================================================================== 61 Lost Isle Calling
#: what p1 draws from: distinct names, to see that none of them reaches the opponent's view
DRAWN = ["Hill Giant", "Grizzly Bears", "Rohirrim Lancer", "Uruk-hai Berserker", "Gimli's Axe", "Mountain", "Plains",
         "Swamp", "Forest"]


def _isle(verse=7, lands=6, state=MAIN, hand=()):
    return board(state=state, p1={"battlefield": ["Island"] * lands + [
        {"card": "Lost Isle Calling", "id": "isle", "counters": {"verse": verse} if verse else {}}],
        "hand": list(hand), "library": list(DRAWN)},
        p2={"battlefield": ["Island"] * 4, "hand": ["Arwen's Gift"], "library": ["Island"] * 10})


def test_each_scry_of_mine_puts_a_verse_counter_on_it():
    """701.18, 603.2: each time I scry (Lembas: "When Lembas enters, scry 1"), it triggers: a verse counter (122.1)."""
    g = _isle(verse=0, lands=4, hand=("Lembas", "Lembas"))
    act(g, "p1: cast Lembas", "resolve")
    _answer_all(g)
    assert _counters(g, "isle") == {"verse": 1}
    act(g, "p1: cast Lembas", "resolve")
    _answer_all(g)
    assert _counters(g, "isle") == {"verse": 2}


def test_an_opponents_scry_puts_no_counter_on_it():
    """"Whenever you scry": the opponent scrying (Arwen's Gift, scry 2) doesn't trigger it."""
    g = _isle(verse=3, state=THEIR_MAIN)
    act(g, "p2: cast Arwen's Gift", "resolve")
    _answer_all(g)
    assert any(e.kind == "scry" and e.data.get("player") == "p2" for e in g.log)
    assert _counters(g, "isle") == {"verse": 3}


def test_seven_counters_draw_seven_and_take_an_extra_turn_after_this_one():
    """602.2b, 406.1: the cost exiles it as it is activated; resolving, 608.2h: it is gone, so its verse counters
    are the ones it had as it last existed on the battlefield: seven cards drawn, and (seven or more) an extra turn
    (500.7): turn 4 is mine again, directly after this one, then play returns to the opponent (turn 5)."""
    g = _isle(verse=7)
    assert "activate Lost Isle Calling" in legal(g)
    act(g, "p1: activate Lost Isle Calling")
    assert names(g, "p1", "exile") == ["Lost Isle Calling"] and _perm(g, "isle") is None  # paid as activated
    act(g, "resolve")
    assert sorted(names(g, "p1", "hand")) == sorted(DRAWN[:7])
    assert g.snapshot()["extra_turns"] == ["p1"]
    assert any(e.msg == "Player 1 will take an extra turn after this one" and e.rule == "500.7" for e in g.log)
    _advance(g, 4)
    assert (g.turn, g.active) == (4, "p1")
    assert _turns(g) == [("Turn 4: Player 1 (an extra turn)", "500.7")]
    assert "extra_turns" not in g.snapshot()  # taken: none owed any more
    _advance(g, 5)
    assert (g.turn, g.active) == (5, "p2")
    assert _turns(g)[-1] == ("Turn 5: Player 2", "500.1")
    _advance(g, 6)
    assert (g.turn, g.active) == (6, "p1")  # the turn order goes on as before


def test_six_counters_draw_six_and_take_no_extra_turn():
    """"If it had seven or more": with six, six cards and no extra turn: turn 4 is the opponent's."""
    g = _isle(verse=6)
    act(g, "p1: activate Lost Isle Calling", "resolve")
    assert sorted(names(g, "p1", "hand")) == sorted(DRAWN[:6])
    assert g.extra_turns == [] and "extra_turns" not in g.snapshot()
    assert not any(e.rule == "500.7" for e in g.log)
    _advance(g, 4)
    assert (g.turn, g.active) == (4, "p2")
    assert _turns(g) == [("Turn 4: Player 2", "500.1")]


def test_it_counts_the_counters_it_had_as_it_was_exiled():
    """608.2h: the amount and the condition read the exiled card's last known information, as the cost was paid;
    while it is still on the battlefield they read it there."""
    g = _isle(verse=9)
    src = "isle"
    fr = Frame("resolve", "p1", [], vars={"source": src})
    assert g.amount("verse_counters", fr) == 9 and g.check_condition("had_seven_verse_counters", src, "p1")
    act(g, "p1: activate Lost Isle Calling")
    assert src not in g.objects and g.last_known[src]["counters"] == {"verse": 9}
    assert g.amount("verse_counters", fr) == 9 and g.check_condition("had_seven_verse_counters", src, "p1")
    act(g, "resolve")
    assert len(names(g, "p1", "hand")) == len(DRAWN)  # 9 counters: nine cards (the whole library here)


def test_activate_only_as_a_sorcery_and_with_its_whole_cost():
    """602.5d: only in my main phase with the stack empty; 602.2b: the mana {4}{U}{U} (five Islands are not
    enough)."""
    g = _isle(verse=7, state=THEIR_MAIN)
    act(g, "p2: pass")
    assert g.pending.player == "p1" and "activate Lost Isle Calling" not in legal(g)  # the opponent's turn
    g = _isle(verse=7, state={"turn": 3, "active": "p1", "step": "beginning_of_combat"})
    assert "activate Lost Isle Calling" not in legal(g)  # not a main phase
    g = _isle(verse=7, lands=5)
    assert "activate Lost Isle Calling" not in legal(g)


def test_extra_turns_most_recent_first_then_the_turn_order_resumes():
    """500.7: extra turns are added directly after the current turn, the most recently created taken first.  During
    my turn 3 the opponent is given an extra turn, then I am: turn 4 is mine (the later one), turn 5 the
    opponent's extra turn, turn 6 the opponent's own turn (the order resumes after turn 3, mine), turn 7 mine."""
    g = _isle(verse=0)
    word = EFFECTS["extra_turn"]
    word.run(g, Frame("resolve", "p2", []), effect({"do": "extra_turn"}))  # (an EffectUse, as the engine runs it)
    word.run(g, Frame("resolve", "p1", []), effect({"do": "extra_turn"}))
    assert g.snapshot()["extra_turns"] == ["p1", "p2"]  # the next one first
    seen = []
    for t in (4, 5, 6, 7):
        _advance(g, t)
        seen.append((g.turn, g.active))
    assert seen == [(4, "p1"), (5, "p2"), (6, "p2"), (7, "p1")]
    assert _turns(g) == [("Turn 4: Player 1 (an extra turn)", "500.7"), ("Turn 5: Player 2 (an extra turn)", "500.7"),
                         ("Turn 6: Player 2", "500.1"), ("Turn 7: Player 1", "500.1")]


def test_a_clone_and_a_replay_keep_the_extra_turn():
    """The extra turn owed is game state: a clone has it (and takes it on its own), and the game's history played
    again on the same start (what a save is) makes it again."""
    g = _isle(verse=7)
    act(g, "p1: activate Lost Isle Calling", "resolve")
    c = g.clone()
    assert c.extra_turns == ["p1"]
    _advance(c, 4)
    assert (c.turn, c.active) == (4, "p1") and g.extra_turns == ["p1"] and g.turn == 3  # the original is untouched
    again = _isle(verse=7).redo_all(g.history)
    assert again.extra_turns == ["p1"] and again.snapshot() == g.snapshot()
    _advance(again, 4)
    assert (again.turn, again.active) == (4, "p1")


def test_the_cards_drawn_stay_hidden_from_the_opponent():
    """401.2: the opponent reads that seven cards were drawn and that an extra turn comes, never which cards."""
    g = _isle(verse=7)
    act(g, "p1: activate Lost Isle Calling", "resolve")
    seen = json.dumps(g.view("p2")) + " ".join(e.msg for e in events_seen_by(g.log, "p2"))
    for n in ("Hill Giant", "Rohirrim Lancer", "Uruk-hai Berserker", "Gimli's Axe"):
        assert n not in seen
    assert sum(e.kind == "draw" for e in events_seen_by(g.log, "p2")) == 7
    assert "Player 1 will take an extra turn after this one" in seen


def test_the_bot_waits_for_the_extra_turn():
    """The normal bot knows the word ``extra_turn`` (its tag) and asks the ``if`` word whether its test holds now:
    with seven verse counters it activates Lost Isle Calling; with six it keeps it."""
    g = _isle(verse=7)
    assert HeuristicAgent(1, "normal").choose(PlayerView(g, "p1"), g.legal_actions()).text == \
        "activate Lost Isle Calling"
    g = _isle(verse=6)
    assert HeuristicAgent(1, "normal").choose(PlayerView(g, "p1"), g.legal_actions()).text != \
        "activate Lost Isle Calling"


# ====================================================================== 200 Elrond, Master of Healing
def _elrond(hand=(), library=("Forest", "Hill Giant", "Island", "Mountain"), state=MAIN, bear_counters=0,
            p2_hand=(), p2_lands=()):
    return board(state=state,
                 p1={"battlefield": ["Island"] * 4 + ["Forest"] * 2 + [
                     {"card": "Elrond, Master of Healing", "id": "elrond"},
                     {"card": "Grizzly Bears", "id": "bear",
                      "counters": {"+1/+1": bear_counters} if bear_counters else {}},
                     {"card": "Grizzly Bears", "id": "plain"}],
                     "hand": list(hand), "library": list(library)},
                 p2={"battlefield": list(p2_lands) + [{"card": "Hill Giant", "id": "giant"}],
                     "hand": list(p2_hand), "library": ["Island"] * 10})


def _to_elronds_targets(g):
    """Resolve and answer the scry (all on top) until Elrond's trigger asks for its targets."""
    while not (g.pending is not None and g.pending.data.get("purpose") == "target"):
        if g.pending is not None and g.pending.kind == "choice":
            opts = legal(g)
            act(g, "p1: " + ("choose top" if "choose top" in opts else opts[0]))
        else:
            act(g, "resolve")


def test_scry_1_puts_a_counter_on_up_to_one_target_creature():
    """701.18a, 603.2: Lembas's scry 1 looks at one card: X is 1 (601.2c: the number of targets is fixed as the
    trigger is put on the stack, 603.3d).  Any creature may be chosen; after one, no more is asked."""
    g = _elrond(hand=("Lembas",))
    act(g, "p1: cast Lembas", "resolve")
    _to_elronds_targets(g)
    assert "(1 of up to 1)" in g.pending.prompt
    assert sorted(legal(g)) == ["choose Elrond, Master of Healing", "choose Grizzly Bears#bear",
                                "choose Grizzly Bears#plain", "choose Hill Giant", "done"]
    act(g, "p1: choose bear")
    assert [it.source_name for it in g.stack] == ["Elrond, Master of Healing"]
    act(g, "resolve")
    assert _counters(g, "bear") == {"+1/+1": 1} and (_perm(g, "bear")["power"], _perm(g, "bear")["toughness"]) == (3, 3)
    assert _counters(g, "elrond") == {} and _counters(g, "plain") == {}


def test_scry_2_puts_a_counter_on_each_of_up_to_two():
    """Arwen's Gift's scry 2 looks at two cards: X is 2, each target a different creature (115.3), a counter on
    each (122.6)."""
    g = _elrond(hand=("Arwen's Gift",))
    act(g, "p1: cast Arwen's Gift", "resolve")
    _to_elronds_targets(g)
    assert "(1 of up to 2)" in g.pending.prompt
    act(g, "p1: choose elrond")
    assert "(2 of up to 2)" in g.pending.prompt and "choose Elrond, Master of Healing" not in legal(g)
    act(g, "p1: choose bear", "resolve")
    assert _counters(g, "elrond") == {"+1/+1": 1} and _counters(g, "bear") == {"+1/+1": 1}
    assert _counters(g, "plain") == {}


def test_x_is_the_number_of_cards_looked_at_not_the_number_scried():
    """701.18a: scry 3 (Elven Farsight) with two cards in the library looks at two: X is 2."""
    g = _elrond(hand=("Elven Farsight",), library=("Forest", "Hill Giant"))
    act(g, "p1: cast Elven Farsight", "resolve")
    _to_elronds_targets(g)
    assert "(1 of up to 2)" in g.pending.prompt
    assert any(e.kind == "scry" and e.data.get("n") == 3 and e.data.get("looked") == 2 for e in g.log)


def test_up_to_x_allows_none():
    """"Up to X": no target at all is an answer; the ability then does nothing (no counter anywhere)."""
    g = _elrond(hand=("Lembas",))
    act(g, "p1: cast Lembas", "resolve")
    _to_elronds_targets(g)
    act(g, "p1: done")
    _answer_all(g)
    assert all(_counters(g, x) == {} for x in ("elrond", "bear", "plain", "giant"))


def test_an_opponents_scry_doesnt_trigger_elrond():
    """"Whenever you scry": the opponent's scry 2 (Arwen's Gift) triggers nothing of mine."""
    g = _elrond(state=THEIR_MAIN, p2_hand=("Arwen's Gift",), p2_lands=["Island"] * 4)
    act(g, "p2: cast Arwen's Gift", "resolve")
    assert not any(e.kind == "trigger" and "Elrond" in e.msg for e in g.log)
    _answer_all(g)
    assert all(_counters(g, x) == {} for x in ("elrond", "bear", "plain"))


def _bolt_bear(bear_counters=1, target="bear", answer="yes"):
    g = _elrond(state=THEIR_MAIN, bear_counters=bear_counters, p2_hand=("Lightning Bolt",), p2_lands=["Mountain"])
    hand = len(names(g, "p1", "hand"))
    act(g, f"p2: cast Lightning Bolt -> {target}")
    return g, hand


def test_an_opponents_spell_targeting_my_creature_with_a_counter_lets_me_draw():
    """115.1, 603.2: the opponent's Lightning Bolt targets my Bears with a +1/+1 counter: Elrond triggers, above the
    Bolt (603.3); "you may" (603.5): yes draws a card, before the Bolt resolves."""
    g, hand = _bolt_bear()
    assert [it.source_name for it in g.stack] == ["Lightning Bolt", "Elrond, Master of Healing"]
    assert any(e.msg == "Elrond, Master of Healing's ability triggers" and e.rule == "603.2" for e in g.log)
    act(g, "p2: pass", "resolve")
    assert g.pending.data["purpose"] == "may" and sorted(legal(g)) == ["choose no", "choose yes"]
    act(g, "p1: choose yes")
    assert len(names(g, "p1", "hand")) == hand + 1
    assert [it.source_name for it in g.stack] == ["Lightning Bolt"]


def test_you_may_decline_the_draw():
    g, hand = _bolt_bear()
    act(g, "p2: pass", "resolve", "p1: choose no")
    assert len(names(g, "p1", "hand")) == hand


def test_no_trigger_for_a_creature_without_a_counter():
    """"With a +1/+1 counter on it" (122.1): my other Bears, with none, targeted: nothing triggers."""
    g, _ = _bolt_bear(target="plain")
    assert [it.source_name for it in g.stack] == ["Lightning Bolt"]


def test_no_trigger_for_an_opponents_creature_or_my_own_spell():
    """"A creature you control" and "an opponent controls": the opponent's Hill Giant with a counter targeted by
    their own Bolt, and my Bears with a counter targeted by my own Bolt, trigger nothing."""
    g = board(state=THEIR_MAIN, p1={"battlefield": [{"card": "Elrond, Master of Healing", "id": "elrond"}]},
              p2={"battlefield": ["Mountain", {"card": "Hill Giant", "id": "giant", "counters": {"+1/+1": 1}}],
                  "hand": ["Lightning Bolt"], "library": ["Island"] * 5})
    act(g, "p2: cast Lightning Bolt -> giant")
    assert [it.source_name for it in g.stack] == ["Lightning Bolt"]
    g = board(state=MAIN, p1={"battlefield": ["Mountain", {"card": "Elrond, Master of Healing", "id": "elrond"},
                                             {"card": "Grizzly Bears", "id": "bear", "counters": {"+1/+1": 1}}],
                              "hand": ["Lightning Bolt"], "library": ["Forest"] * 5})
    act(g, "p1: cast Lightning Bolt -> bear")
    assert [it.source_name for it in g.stack] == ["Lightning Bolt"]


def test_an_opponents_triggered_ability_targeting_it_lets_me_draw():
    """"A spell or ability": the opponent's Orcish Bowmasters' "When ~ enters, it deals 1 damage to any target"
    (a triggered ability, its target chosen as it is put on the stack, 603.3d) at Elrond with a counter on him."""
    g = board(state=THEIR_MAIN,
              p1={"battlefield": [{"card": "Elrond, Master of Healing", "id": "elrond", "counters": {"+1/+1": 2}}],
                  "library": ["Forest"] * 5},
              p2={"battlefield": ["Swamp"] * 2, "hand": ["Orcish Bowmasters"], "library": ["Island"] * 5})
    act(g, "p2: cast Orcish Bowmasters", "resolve")
    while not any(it.source_name == "Elrond, Master of Healing" for it in g.stack):
        assert g.pending is not None and g.pending.kind == "choice" and g.pending.player == "p2"
        act(g, "p2: choose elrond" if "choose Elrond, Master of Healing" in legal(g) else "p2: " + legal(g)[0])
    assert [it.source_name for it in g.stack] == ["Orcish Bowmasters", "Elrond, Master of Healing"]
    act(g, "p2: pass", "resolve", "p1: choose yes")
    assert len(names(g, "p1", "hand")) == 1


def test_the_modes_text():
    """603.2: the mode writes "becomes the target of a spell or ability", narrowed to an opponent's and to a creature
    with a counter of a kind; its plain name (any controller) reads without "an opponent controls"."""
    c = registry().get("Elrond, Master of Healing")
    assert render_ability(c, c.triggered[1]) == (
        "Whenever a creature you control with a +1/+1 counter on it becomes the target of a spell or ability an "
        "opponent controls, you may draw a card.")
    assert modes.EVENTS["becomes_target"].text(c, {"filter": {"what": "creature"}}) == \
        "Whenever a creature becomes the target of a spell or ability"
    assert render_ability(c, c.triggered[0]) == (
        "Whenever you scry, put a +1/+1 counter on each of up to X target creatures, where X is the number of cards "
        "looked at while scrying this way.")


def test_the_normal_bot_puts_the_counters_on_its_own_creatures():
    """The bot answers Elrond's targets as a +1/+1 counter asks (not hostile: its own creatures, its best first), and
    stops before the opponent's creature."""
    g = _elrond(hand=("Arwen's Gift",))
    act(g, "p1: cast Arwen's Gift", "resolve")
    _to_elronds_targets(g)
    bot = HeuristicAgent(1, "normal")
    picked = []
    while g.pending is not None and g.pending.data.get("purpose") == "target":
        a = bot.choose(PlayerView(g, "p1"), g.legal_actions())
        picked.append(a.text)
        g.apply(a)
    assert picked[0] == "choose Elrond, Master of Healing" and "choose Hill Giant" not in picked
    assert len(picked) == 2


def test_a_target_count_that_names_an_amount_is_a_triggered_abilitys_with_up_to():
    """601.2c: the number of targets is fixed as the ability is put on the stack; an amount a trigger gives (X) can
    only be that of a triggered ability, and "up to" it.  The card file is refused otherwise, naming the field."""
    from pydantic import ValidationError

    from mtg_tui.cards.schema import CardFile
    base = {"name": "Test Seer", "cost": "{1}", "types": ["Creature"], "power": 1, "toughness": 1}
    named = {"what": "creature", "count": "cards_looked_at_while_scrying", "up_to": True}
    ok = {"kind": "triggered", "trigger": {"event": "you_scry"}, "targets": [named],
          "effects": [{"do": "put_counters", "kind": "+1/+1"}]}
    CardFile.model_validate({**base, "abilities": [ok]})
    for bad in ({**ok, "targets": [{**named, "up_to": False}]},
                {"kind": "activated", "cost": "{1}", "targets": [named], "effects": ok["effects"]},
                {**ok, "targets": [{**named, "count": "cards_looked_at_while_dreaming"}]}):
        with pytest.raises(ValidationError, match="abilities.0"):
            CardFile.model_validate({**base, "abilities": [bad]})
