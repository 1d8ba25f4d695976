"""The order of simultaneous triggered abilities (603.3b; SCENARIOS.md 1.1, issue 20).

When two or more triggered abilities a player controls wait to be put on the stack, that player (the active
player first, then the other) answers ``choose <source>`` for each in turn; the first chosen goes on the stack
first and so resolves last.  ``<source> #<k>`` names the k-th printed triggered ability of a source with
different abilities waiting (a Saga's chapter abilities included, 714.2c).  The same ability of the same
source asks nothing: the engine puts them on the stack in the order they triggered.  Targets are chosen as
each goes on the stack (603.3d).  A source that left the battlefield is still named; the bots answer; a game
with the choice saves, resumes and replays.
"""

from __future__ import annotations

from rules_helpers import act, board, legal, perm, xboard

from mtg_tui.ai.base import PlayerView, make_agent
from mtg_tui.engine.game import Game

REAPER = {"card": "Took Reaper", "id": "reaper"}
UGLUK = {"card": "Uglúk of the White Hand", "id": "ugluk"}


def reaper_dies(**p1) -> Game:
    """p1's Took Reaper ("When ~ dies, the Ring tempts you") dies while p1's Uglúk ("Whenever another creature
    you control dies, put a +1/+1 counter on ~") watches: two abilities of p1's trigger at once (603.2)."""
    tables = {"battlefield": ["Mountain", REAPER, UGLUK], "hand": ["Lightning Bolt"]}
    tables.update(p1)
    g = board(state={"step": "main1"}, p1=tables)
    act(g, "p1: cast Lightning Bolt -> reaper", "resolve")
    return g


def stack_names(g: Game) -> list[str]:
    """The stack, top first."""
    return [it["name"] for it in g.snapshot()["stack"]]


def resolve_all(g: Game) -> list:
    evs = []
    while g.stack and not g.over:
        if g.pending is not None and g.pending.kind != "priority":
            raise AssertionError(f"an unexpected choice: {g.pending.prompt}")
        evs += g.apply("pass")
    return evs


# ---------------------------------------------------------------------- two different triggers of one player
def test_two_triggers_of_one_player_ask_the_order_and_name_a_source_that_died():
    g = reaper_dies()
    assert g.pending.player == "p1" and g.pending.data["purpose"] == "trigger_order"
    # Took Reaper is in the graveyard now: its ability is still named by its source (603.3b, SCENARIOS 1.1)
    assert legal(g) == ["choose Took Reaper", "choose Uglúk of the White Hand"]
    assert "reaper" not in g.objects and g.players["p1"].graveyard
    # the prompt says what each does, so the order can be chosen meaningfully
    assert "the Ring tempts you" in g.pending.prompt and "+1/+1 counter" in g.pending.prompt
    assert not g.stack  # nothing goes on the stack before the order is chosen


def test_the_first_chosen_goes_on_the_stack_first_and_resolves_last():
    g = reaper_dies()
    act(g, "p1: choose Uglúk of the White Hand")
    assert stack_names(g) == ["Took Reaper", "Uglúk of the White Hand"]  # the second chosen is on top
    evs = resolve_all(g)
    kinds = [e.kind for e in evs if e.kind in ("ring", "counters")]
    assert kinds.index("ring") < kinds.index("counters")  # the Ring tempts first: Uglúk's counter comes last
    assert g.players["p1"].ring == 1 and perm(g, "ugluk")["counters"] == {"+1/+1": 1}


def test_the_other_order_resolves_the_other_way():
    g = reaper_dies()
    act(g, "p1: choose Took Reaper")
    assert stack_names(g) == ["Uglúk of the White Hand", "Took Reaper"]
    evs = resolve_all(g)
    kinds = [e.kind for e in evs if e.kind in ("ring", "counters")]
    assert kinds.index("counters") < kinds.index("ring")


def test_a_source_is_a_reference_by_name_id_or_name_and_id():
    for text in ("p1: choose reaper", "p1: choose Took Reaper#reaper", "p1: CHOOSE took reaper"):
        g = reaper_dies()
        act(g, text)
        assert stack_names(g) == ["Uglúk of the White Hand", "Took Reaper"], text


def test_a_bad_answer_is_one_clear_error_listing_the_choices():
    import pytest

    from mtg_tui.engine.actions import IllegalActionError
    g = reaper_dies()
    with pytest.raises(IllegalActionError) as e:
        g.do("choose Mountain")
    assert "choose Took Reaper" in str(e.value) and "\n" not in str(e.value)
    assert g.pending.data["purpose"] == "trigger_order"  # nothing changed


# ---------------------------------------------------------------------- APNAP
def test_the_active_players_triggers_are_ordered_first_and_the_other_players_resolve_first():
    """603.3b: the active player puts theirs on the stack first, then the other player: the non-active
    player's go on top and resolve first.  Two objects of one card are two sources (``Name#id``)."""
    g = xboard(state={"turn": 3, "active": "p1", "step": "upkeep"},
               p1={"battlefield": [{"card": "Test Herald", "id": "h1"}, {"card": "Test Herald", "id": "h2"}]},
               p2={"battlefield": [{"card": "Test Herald", "id": "h3"}, {"card": "Test Bellringer", "id": "bell"}]})
    assert g.pending.player == "p1"
    assert legal(g) == ["choose Test Herald#h1", "choose Test Herald#h2"]
    act(g, "p1: choose Test Herald#h2")  # (one left: it goes on the stack without a question)
    assert g.pending.player == "p2"
    assert legal(g) == ["choose Test Herald", "choose Test Bellringer"]
    act(g, "p2: choose Test Bellringer")
    stack = g.snapshot()["stack"]
    assert [(it["controller"], it["source"]) for it in stack] == [("p2", "h3"), ("p2", "bell"), ("p1", "h1"),
                                                                   ("p1", "h2")]
    evs = resolve_all(g)
    order = [(e.data.get("player"), e.msg) for e in evs if e.kind == "life"]
    # p2's Herald (gain 1), p2's Bellringer (p1 loses 1), then p1's two Heralds
    assert [p for p, _ in order] == ["p2", "p1", "p1", "p1"]
    assert "gain" in order[0][1] and "lose" in order[1][1]


# ---------------------------------------------------------------------- #k
def test_one_source_with_two_different_abilities_names_them_by_number():
    g = xboard(state={"step": "main1"}, p1={"battlefield": ["Plains"], "hand": ["Test Warden"],
                                            "library": ["Forest", "Island"]})
    act(g, "p1: cast Test Warden", "resolve")
    # When ~ enters, draw a card (#1); Whenever ~ or another creature you control enters, gain 1 life (#2)
    assert legal(g) == ["choose Test Warden #1", "choose Test Warden #2"]
    act(g, "p1: choose Test Warden #2")
    evs = resolve_all(g)
    kinds = [e.kind for e in evs if e.kind in ("draw", "life")]
    assert kinds == ["draw", "life"]  # #2 went on the stack first: the draw (#1) resolved first


def test_chapter_abilities_count_one_per_chapter_number():
    """714.2c: "I, II — ..." is two chapter abilities, so chapter III is the Saga's #3."""
    g = xboard(state={"step": "main2"}, p1={"battlefield": ["Island", {"card": "Test Saga", "id": "saga"}],
                                            "hand": ["Test Chronicler"], "library": ["Forest"]})
    act(g, "p1: cast Test Chronicler -> saga", "resolve")  # lore 1 -> 3: chapters II and III (714.2b)
    assert legal(g) == ["choose Test Saga #2", "choose Test Saga #3"]
    act(g, "p1: choose Test Saga #3")
    assert stack_names(g) == ["Test Saga chapter II", "Test Saga chapter III"]


# ---------------------------------------------------------------------- the same ability: no question
def test_the_same_ability_of_the_same_source_twice_asks_nothing():
    """Uglúk's one ability triggers twice when two other creatures of p1's die at once: they go on the stack in
    the order they triggered, without a question."""
    g = board(state={"turn": 3, "active": "p2", "step": "declare_attackers"},
              p1={"battlefield": [UGLUK, {"card": "Grizzly Bears", "id": "b1"}, {"card": "Grizzly Bears", "id": "b2"}]},
              p2={"battlefield": [{"card": "Hill Giant", "id": "g1"}, {"card": "Hill Giant", "id": "g2"}]})
    act(g, "p2: attack g1", "p2: attack g2", "advance to declare_blockers",
        "p1: block g1 with b1", "p1: block g2 with b2", "p1: done", "advance to combat_damage")
    assert g.pending is None or g.pending.data.get("purpose") != "trigger_order"
    assert stack_names(g) == ["Uglúk of the White Hand", "Uglúk of the White Hand"]
    assert not any(e.rule == "603.3b" for e in g.log)
    resolve_all(g)
    assert perm(g, "ugluk")["counters"] == {"+1/+1": 2}


def test_the_same_ability_twice_is_one_answer_and_what_is_left_of_it_goes_without_a_question():
    """Took Reaper and a Grizzly Bears die in one combat damage step next to Uglúk: Took Reaper's ability and
    Uglúk's ability twice.  Uglúk's two are one answer ("2 times"); once Took Reaper's is placed, Uglúk's two
    go on the stack in the order they triggered, without another question."""
    def fight():
        g = board(state={"turn": 3, "active": "p2", "step": "declare_attackers"},
                  p1={"battlefield": [UGLUK, REAPER, {"card": "Grizzly Bears", "id": "b1"}]},
                  p2={"battlefield": [{"card": "Hill Giant", "id": "g1"}, {"card": "Hill Giant", "id": "g2"}]})
        act(g, "p2: attack g1", "p2: attack g2", "advance to declare_blockers",
            "p1: block g1 with reaper", "p1: block g2 with b1", "p1: done", "advance to combat_damage")
        return g
    g = fight()
    assert legal(g) == ["choose Took Reaper", "choose Uglúk of the White Hand"]
    assert "Uglúk of the White Hand (2 times)" in g.pending.prompt
    act(g, "p1: choose Took Reaper")
    assert g.pending is None or g.pending.data.get("purpose") != "trigger_order"
    assert stack_names(g) == ["Uglúk of the White Hand", "Uglúk of the White Hand", "Took Reaper"]
    g = fight()
    act(g, "p1: choose Uglúk of the White Hand")  # one of Uglúk's: the other and Took Reaper's are left
    assert legal(g) == ["choose Took Reaper", "choose Uglúk of the White Hand"]
    assert "which goes on the stack next?" in g.pending.prompt
    act(g, "p1: choose Took Reaper")
    assert stack_names(g) == ["Uglúk of the White Hand", "Took Reaper", "Uglúk of the White Hand"]


def test_one_trigger_asks_nothing():
    g = board(state={"step": "main1"}, p1={"battlefield": ["Mountain", REAPER], "hand": ["Lightning Bolt"]})
    act(g, "p1: cast Lightning Bolt -> reaper", "resolve")
    assert g.pending is None or g.pending.data.get("purpose") != "trigger_order"


# ---------------------------------------------------------------------- the bots
def test_the_normal_bot_explains_its_order():
    g = reaper_dies()
    bot = make_agent("normal", 1)
    a = bot.choose(PlayerView(g, "p1"), g.legal_actions())
    # the Ring tempting brings a Ring-bearer; Uglúk's counter uses nothing: the Ring goes on the stack last
    assert a.text == "choose Uglúk of the White Hand"
    assert "Took Reaper on the stack last: it resolves first" in dict(
        (t, w) for t, _, w in bot.last.alternatives)["choose Took Reaper"]


def test_the_normal_bot_puts_the_damage_on_the_stack_first_so_the_card_draw_resolves_first():
    g = xboard(state={"step": "main1"},
               p1={"battlefield": ["Mountain", "Plains", {"card": "Test Warden", "id": "w"}], "hand": ["Test Sniper"],
                   "library": ["Forest", "Island"]},
               p2={"battlefield": [{"card": "Grizzly Bears", "id": "bear"}]})
    act(g, "p1: cast Test Sniper", "resolve")  # Sniper's "deal 1 damage" and Warden's "gain 1 life" trigger
    assert legal(g) == ["choose Test Sniper", "choose Test Warden"]
    bot = make_agent("normal", 1)
    a = bot.choose(PlayerView(g, "p1"), g.legal_actions())
    assert a.text == "choose Test Sniper" and "resolves last" in bot.last.reason


def test_every_bot_answers_the_choice():
    for level in ("random", "easy", "normal", "hard:0.05"):
        g = reaper_dies()
        assert g.pending.data["purpose"] == "trigger_order"
        bot = make_agent(level, 3)
        a = bot.choose(PlayerView(g, "p1"), g.legal_actions())
        assert a.text in legal(g), level
        g.apply(a)
        assert len(g.stack) == 2


# ---------------------------------------------------------------------- views, saves and replays
def test_the_choice_is_the_deciders_and_its_answers_are_public():
    g = reaper_dies()
    mine = PlayerView(g, "p1").snapshot()["pending"]
    assert mine["purpose"] == "trigger_order" and [o["label"] for o in mine["triggers"]] == [
        "Took Reaper", "Uglúk of the White Hand"]
    theirs = PlayerView(g, "p2").snapshot()
    assert theirs["pending"]["prompt"] == "Player 1 is deciding" and theirs["legal"] == []
    from mtg_tui.engine.events import action_seen_by
    # the order is public: the other player reads the answer, even naming a creature that died
    assert action_seen_by(g, g.find_action("choose Took Reaper"), "p1", "p2") == "choose Took Reaper"


SCENARIO = """
title = "Took Reaper dies next to Uglúk"
[state]
turn = 3
step = "main1"
[p1]
battlefield = ["Mountain", { card = "Took Reaper", id = "reaper" }, { card = "Uglúk of the White Hand", id = "ugluk" }]
hand = ["Lightning Bolt"]
library = ["Forest", "Forest", "Forest"]
[p2]
library = ["Forest", "Forest", "Forest"]
"""


def test_a_game_with_the_choice_saves_resumes_and_replays():
    from mtg_tui.replay import Replay
    from mtg_tui.saves import GameRecorder, load_game, make_header
    h = make_header("puzzle", 0, {"p1": {"name": "Ann"}, "p2": {"name": "Bob", "bot": "random"}},
                    scenario={"name": "trigger order", "toml": SCENARIO})
    rec = GameRecorder.new_game(h)
    for text in ("cast Lightning Bolt -> reaper", "pass", "pass", "choose Uglúk of the White Hand"):
        rec.do(text)
    path = rec.path
    rec.close()
    g, save = load_game(path)
    assert [a.text for a in save.actions][-1] == "choose Uglúk of the White Hand"
    assert g.snapshot() == rec.game.snapshot() and stack_names(g) == ["Took Reaper", "Uglúk of the White Hand"]
    rec2, warnings = GameRecorder.resume(path)
    assert warnings == [] and rec2.game.snapshot() == rec.game.snapshot()
    rec2.do("pass")
    rec2.close()
    r = Replay(path)
    assert r.line(3) == "p1: choose Uglúk of the White Hand"  # (seen by Ann, who saved it)
    r.to_end()
    assert r.game.snapshot() == rec2.game.snapshot()
    r.seek(3)  # just before the choice: the question is there again
    assert r.game.pending.data["purpose"] == "trigger_order"
