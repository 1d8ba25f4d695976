"""A Limited event a person plays (issue 23): saved as it goes, resumed from its file, checked when read back."""

from __future__ import annotations

import json

import pytest

from mtg_tui.limited.event import DraftTable, build, draft, pick
from mtg_tui.limited.run import EventError, LimitedEvent, events_dir, pick_reasons, summary


def _drafted(seed: int = 7, picks: int = 45) -> LimitedEvent:
    ev = LimitedEvent("draft", seed)
    for _ in range(picks):
        pack = ev.table.pack()
        ev.take(sorted(pack)[0])  # (not the bot's pick: the person's own, first by name)
    return ev


def test_a_draft_is_its_seed_and_the_players_picks():
    """Every seat picks from the pack in front of it, the packs pass left, right, left; a person's picks change
    what reaches the bots, and the file replays to the same table."""
    ev = _drafted(picks=20)
    t = ev.table
    assert (t.round, t.pick_no) == (1, 5)  # pack 2, pick 6
    assert t.direction == -1  # the second pack passes right
    assert all(len(v) == 20 for v in t.taken.values())
    assert len(t.pack()) == 10
    back = LimitedEvent.load(ev.path)
    assert back.table.taken == t.taken and back.table.pack() == t.pack()
    # a person who picks as the bot does drafts what --auto drafts
    auto = DraftTable(7)
    while not auto.done:
        auto.auto()
    assert draft(7)["pools"] == auto.taken


def test_picks_not_in_the_pack_are_refused_and_a_hand_edited_file_says_where():
    ev = LimitedEvent("draft", 3)
    with pytest.raises(EventError):
        ev.take("Not A Card")
    ev.take(ev.table.pack()[0])
    obj = json.loads(ev.path.read_text())
    obj["picks"].append("Island of Dreams")
    ev.path.write_text(json.dumps(obj))
    with pytest.raises(EventError) as e:
        LimitedEvent.load(ev.path)
    msg = str(e.value)
    assert str(ev.path) in msg and "pick 2" in msg and "not in the pack" in msg and "\n" not in msg
    for bad, words in (("[1, 2]", "not a saved event"), ("{not json", "expected JSON"),
                       ('{"format": "mtg-tui-event", "version": 9}', "version")):
        ev.path.write_text(bad)
        with pytest.raises(EventError, match=words):
            LimitedEvent.load(ev.path)


def test_sealed_builds_plays_three_best_of_three_matches_and_resumes_at_each_stage():
    ev = LimitedEvent("sealed", 11)
    assert ev.stage == "build" and len(ev.pool()) == 90
    with pytest.raises(EventError, match="40"):
        ev.set_deck(ev.pool()[:30])
    deck = build(ev.pool())[0]
    ev.set_deck(deck)
    assert ev.stage == "play"
    m = ev.current_match()
    assert m.opponent == "p2" and ev.matches == []  # (a match is in the file once a game of it is)
    ev.finish_game("p1", "a.jsonl", 9)
    ev.finish_game("p2", "b.jsonl", 12)
    assert LimitedEvent.load(ev.path).current_match().wins("p2") == 1
    with pytest.raises(EventError, match="fixed"):
        ev.set_deck(deck)
    ev.finish_game("p1", "c.jsonl", 10)  # 2-1: match won
    assert ev.matches[0].winner == "p1" and ev.current_match().opponent == "p3"
    for opp in ("p3", "p4"):
        ev.finish_game(opp)
        ev.finish_game(opp)
    assert ev.stage == "done" and ev.record() == {"won": 1, "lost": 2, "drawn": 0}
    back = LimitedEvent.load(ev.path)
    assert back.stage == "done" and back.deck == deck and [m.winner for m in back.matches] == ["p1", "p3", "p4"]
    text = "\n".join(summary(back))
    assert "2-1 won (WLW)" in text and "Event over: 1 won, 2 lost" in text
    assert ev.path.parent == events_dir()


def test_each_game_of_an_event_has_its_own_seed_and_the_bots_decks_are_legal():
    ev = LimitedEvent("sealed", 4)
    ev.set_deck(build(ev.pool())[0])
    seeds = set()
    for opp in ev.opponents:
        d = ev.bot_deck(opp)
        assert len(d) >= 40
        for _ in range(2):
            seeds.add(ev.game_seed())
            ev.finish_game(opp)
    assert len(seeds) == 6


def test_the_coach_names_the_bots_pick_first_and_says_why():
    t = DraftTable(9)
    for _ in range(6):
        t.auto()
    pack, taken, seen = t.pack(), t.taken["p1"], t.seen["p1"]
    # (what the packs have passed p1 so far, kept up as it drafts, is what its log says)
    from mtg_tui.limited.event import passed_strength
    again = passed_strength([q["pack"] for q in t.log], taken)
    assert set(seen) == set(again) and all(abs(seen[c] - again[c]) < 1e-9 for c in again) and sum(seen.values()) > 0
    ranked = pick_reasons(pack, taken, seen)
    assert ranked[0][0] == pick(pack, taken, seen)
    assert sorted(r[0] for r in ranked) == sorted(set(pack))
    assert all("rated" in why for _, _, why in ranked)
    assert any("your colors" in why for _, _, why in ranked)
    scores = [s for _, s, _ in ranked[1:]]
    assert scores == sorted(scores, reverse=True)


def test_peek_reads_a_menu_line_from_the_file_alone():
    """The menu lists saved events without replaying their drafts: kind, seed, stage and record agree with a
    full load at every stage, and a bad file is an error, not an exception."""
    from mtg_tui.limited.run import peek
    ev = _drafted(seed=12, picks=3)
    info = peek(ev.path)
    assert (info.kind, info.seed, info.stage, info.picks) == ("draft", 12, "draft", 3) and info.error is None
    ev = LimitedEvent("sealed", 13)
    ev.save()
    assert peek(ev.path).stage == "build"
    ev.set_deck(build(ev.pool())[0])
    ev.finish_game("p1")
    ev.finish_game("p1")
    assert (peek(ev.path).stage, peek(ev.path).won) == ("play", 1)
    for opp in ("p3", "p4"):
        ev.finish_game(opp)
        ev.finish_game(opp)
    info = peek(ev.path)
    assert (info.stage, info.won, info.lost) == ("done", 1, 2) == (LimitedEvent.load(ev.path).stage, 1, 2)
    ev.path.write_text("{oops")
    assert peek(ev.path).error


def test_a_bots_deck_stays_hidden_until_the_player_has_met_it():
    """Across a table nobody knows the next opponent's deck: the event names a bot by its seat until a game
    against it has been played, then by its deck's colors too (they were on the table)."""
    from mtg_tui.limited.run import colors_label
    ev = LimitedEvent("sealed", 14)
    ev.set_deck(build(ev.pool())[0])
    assert ev.opponent_name("p2") == "Bot 2" and "(" not in "\n".join(summary(ev))
    ev.finish_game("p2")
    assert ev.opponent_name("p2") == f"Bot 2 ({colors_label(ev.bot_deck('p2'))})"
    assert ev.opponent_name("p3") == "Bot 3"


def test_a_drafter_reads_the_signals():
    """A color whose good cards keep being passed is open upstream: with the same picks, a drafter that has
    been passed many blue cards leans blue, and the coach says why."""
    from collections import Counter

    from mtg_tui.limited.event import _colors, rating
    from mtg_tui.cards.registry import registry
    reg = registry()
    by = {c: sorted((n for n in reg.cards if not reg.get(n).token and not reg.get(n).is_land and _colors(n) == c
                     and reg.get(n).set == "LTR"), key=lambda n: (-rating(n), n)) for c in "WUB"}
    taken = by["W"][:3] + by["B"][:1]  # white first, black second, by what was taken
    pack = [by["U"][0], by["B"][1]]
    assert pick(pack, taken) == by["B"][1]  # (blue off its colors: counted at 40%)
    open_blue = Counter({"U": 150.0})  # (about what twenty picks pass of an open color)
    assert pick(pack, taken, open_blue) == by["U"][0]  # white and blue now: black is the one counted at 40%
    why = dict((n, w) for n, _, w in pick_reasons(pack, taken, open_blue))[by["U"][0]]
    assert "because the packs keep passing it" in why


def test_a_saved_event_replays_as_it_was_after_the_cards_or_the_bots_change(monkeypatch):
    """The file holds the boosters, the bots' picks and their decks: a draft saved today loads the same after
    more cards are implemented (other boosters for the seed) or the bot drafters and builders change."""
    import mtg_tui.limited.event as E
    ev = _drafted(seed=21, picks=30)
    taken = {s: list(v) for s, v in ev.table.taken.items()}
    pack_now = ev.table.pack()
    s2 = LimitedEvent("sealed", 22)
    s2.set_deck(build(s2.pool())[0])
    bot_decks = {s: s2.bot_deck(s) for s in s2.opponents}
    monkeypatch.setattr(E, "boosters", lambda *a, **k: (_ for _ in ()).throw(AssertionError("boosters redrawn")))
    monkeypatch.setattr(E, "pick", lambda pack, taken, seen=None: sorted(pack)[-1])  # other bots
    monkeypatch.setattr(E, "build", lambda pool: (sorted(pool)[:40], 0))
    import mtg_tui.limited.run as R
    monkeypatch.setattr(R, "build", lambda pool: (sorted(pool)[:40], 0))
    back = LimitedEvent.load(ev.path)
    assert back.table.taken == taken and back.table.pack() == pack_now
    back2 = LimitedEvent.load(s2.path)
    assert {s: back2.bot_deck(s) for s in back2.opponents} == bot_decks


def test_recorded_bot_picks_and_packs_are_checked(tmp_path):
    ev = _drafted(seed=23, picks=2)
    obj = json.loads(ev.path.read_text())
    obj["bot_picks"]["p3"][1] = obj["bot_picks"]["p3"][0]  # a card its second pack doesn't hold
    ev.path.write_text(json.dumps(obj))
    with pytest.raises(EventError, match=r"pick 2: p3's pick 2"):
        LimitedEvent.load(ev.path)
    good = json.loads(ev.path.read_text())
    s2 = LimitedEvent("sealed", 24)
    s2.set_deck(build(s2.pool())[0])
    sealed_obj = json.loads(s2.path.read_text())
    sealed_obj["bot_decks"]["p2"] = sealed_obj["bot_decks"]["p2"][:10]  # a bot can't be handed a short deck
    s2.path.write_text(json.dumps(sealed_obj))
    with pytest.raises(EventError, match="p2's deck: 10 cards"):
        LimitedEvent.load(s2.path)
    obj = good
    obj["packs"][0][0] = "Island of Dreams"
    ev.path.write_text(json.dumps(obj))
    with pytest.raises(EventError, match="not a card this game knows"):
        LimitedEvent.load(ev.path)
    obj["packs"] = obj["packs"][:3]
    ev.path.write_text(json.dumps(obj))
    with pytest.raises(EventError, match="24 lists of card names"):
        LimitedEvent.load(ev.path)


@pytest.mark.parametrize("kind", ["sealed", "draft"])
def test_a_mangled_event_file_is_one_line_never_a_traceback(kind):
    from mtg_tui.limited.run import peek
    """Every top-level field and every field of a match's game replaced by values of other types: loading says
    what is wrong (EventError, one line naming the file) or loads; nothing else escapes."""
    ev = _drafted(seed=26) if kind == "draft" else LimitedEvent("sealed", 25)
    ev.set_deck(build(ev.pool())[0])
    ev.finish_game("p1", "x.jsonl", 7)
    good = json.loads(ev.path.read_text())
    odd = [None, 0, -3, 1.5, True, "", "zz", [], [1], {}, {"a": 1}, ["Swamp"] * 50]
    cases = 0
    for key in list(good):
        for v in odd:
            obj = json.loads(json.dumps(good))
            obj[key] = v
            ev.path.write_text(json.dumps(obj))
            try:
                LimitedEvent.load(ev.path)
            except EventError as e:
                assert str(ev.path) in str(e) and "\n" not in str(e)
            peek(ev.path)  # (the menu's line: an error in it at worst)
            cases += 1
    for key in ("winner", "save", "turns"):
        for v in odd:
            obj = json.loads(json.dumps(good))
            obj["matches"][0]["games"][0][key] = v
            ev.path.write_text(json.dumps(obj))
            try:
                LimitedEvent.load(ev.path)
            except EventError as e:
                assert str(ev.path) in str(e) and "\n" not in str(e)
            cases += 1
    assert cases > 100
