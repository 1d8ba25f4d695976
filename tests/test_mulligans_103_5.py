"""Simultaneous mulligans (103.5; SCENARIOS 1.1 and 2, issue 20).

103.5: "First, the starting player declares whether they will take a mulligan. Then each other player in turn
order does the same. Once each player has made a declaration, all players who decided to take mulligans do so at
the same time ... This process is then repeated until no player takes a mulligan."  SCENARIOS 1.1 settles that
the starting player puts cards on the bottom first; SCENARIOS 2 adds ``step = "mulligan"`` and ``mulligans = N``.
The declarations are private decisions: each player sees only their own hand, in the engine's views, the log
and the hot-seat app."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from rules_helpers import act, board, events, legal

from mtg_tui.ai.base import PlayerView, make_agent
from mtg_tui.decks import load_deck
from mtg_tui.engine.events import SPECTATOR, count_of, events_seen_by
from mtg_tui.engine.game import Game
from mtg_tui.engine.objects import other
from mtg_tui.engine.scenario import ScenarioError, parse_scenario
from mtg_tui.saves import GameRecorder, make_header, rebuild, replay_game

ROOT = Path(__file__).resolve().parent.parent
DECK_A, DECK_B = "teach-green-white", "teach-black-red"


def new_game(seed: int = 1, names=("Ann", "Bob")) -> Game:
    g = Game(seed=seed, names=names)
    g.setup_decks(load_deck(DECK_A).main, load_deck(DECK_B).main)
    g.start()
    return g


def hand(g: Game, p: str) -> list[str]:
    return list(g.players[p].hand)


def is_declaration(g: Game) -> bool:
    return g.pending is not None and g.pending.data.get("purpose") == "mulligan"


#: seven cards of a hand as a scenario gives it (top of the list first)
HAND = ["Forest", "Forest", "Plains", "Grizzly Bears", "Giant Growth", "Serra Angel", "Llanowar Elves"]
LIBRARY = ["Plains"] * 10


def mulligan_board(p1: dict | None = None, p2: dict | None = None, **state) -> Game:
    return board(state={"step": "mulligan", **state},
                 p1={"hand": list(HAND), "library": list(LIBRARY), **(p1 or {})},
                 p2={"hand": ["Swamp"] * 4 + ["Lightning Bolt"] * 3, "library": ["Mountain"] * 10, **(p2 or {})})


# ---------------------------------------------------------------------- the order of the declarations
def test_the_starting_player_declares_then_the_other_before_anyone_shuffles():
    """103.5: the starting player declares first, then the other player; a declared mulligan is not taken until
    both have declared (the hand and library stay as they are meanwhile)."""
    g = new_game()
    sp = g.starting_player
    op = other(sp)
    assert g.decider == sp and legal(g) == ["keep", "mulligan"]
    hand_before, library_before = hand(g, sp), list(g.players[sp].library)
    evs = g.do("mulligan")
    assert g.decider == op and is_declaration(g) and legal(g) == ["keep", "mulligan"]
    assert hand(g, sp) == hand_before and g.players[sp].library == library_before  # nothing shuffled yet
    assert g.players[sp].mulligans == 0
    name = g.players[sp].name
    assert [(e.msg, e.rule) for e in events(evs, "mulligan")] == [(f"{name} will take a mulligan", "103.5")]
    assert not events(evs, "shuffle") and not events(evs, "draw")


def test_both_players_mulligan_at_the_same_time():
    """103.5: "all players who decided to take mulligans do so at the same time": both hands are replaced by the
    second declaration, before either player declares again."""
    g = new_game()
    sp, op = g.starting_player, other(g.starting_player)
    before = {p: set(hand(g, p)) for p in (sp, op)}
    g.do("mulligan")
    evs = g.do("mulligan")
    for p in (sp, op):
        assert len(g.players[p].hand) == 7 and not set(hand(g, p)) & before[p], f"{p} has a new seven"
        assert g.players[p].mulligans == 1 and not g.players[p].kept
    msgs = [e.msg for e in events(evs, "mulligan")]
    a, b = g.players[sp].name, g.players[op].name
    assert msgs == [f"{b} will take a mulligan", f"{a} and {b} take their mulligans at the same time",
                    f"{a} takes a mulligan (1)", f"{b} takes a mulligan (1)"]
    assert all(e.rule == "103.5" for e in events(evs, "mulligan"))
    assert g.decider == sp and is_declaration(g)  # the next round: the starting player declares first again
    assert g.pending.prompt == "Keep this hand of 7? (you will bottom 1)"


def test_a_player_who_keeps_declares_no_more_while_the_other_goes_on():
    """103.5: "Once a player chooses not to take a mulligan, the remaining cards become that player's opening
    hand, and that player may not take any further mulligans."  The other player's rounds go on alone."""
    g = new_game()
    sp, op = g.starting_player, other(g.starting_player)
    kept = hand(g, sp)
    g.do("keep")
    assert g.players[sp].kept and g.decider == op
    g.do("mulligan")
    assert g.decider == op and is_declaration(g)  # the keeper isn't asked again
    g.do("mulligan")
    assert g.decider == op and g.players[op].mulligans == 2
    evs = g.do("keep")
    assert g.decider == op and g.pending.data["purpose"] == "bottom"  # op bottoms 2; sp has nothing to bottom
    # the log says what keeping seven after two mulligans means (it once read as a free mulligan: "keeps 7 cards")
    assert [e.msg for e in events(evs, "mulligan")] == [
        f"{g.players[op].name} keeps 7 cards, then puts 2 cards on the bottom (mulligans: 2)"]
    act(g, f"{op}: {legal(g)[0]}", f"{op}: {legal(g)[0]}")
    assert g.turn == 1 and g.step == "upkeep" and hand(g, sp) == kept and len(g.players[op].hand) == 5


def test_the_starting_player_goes_on_alone_when_the_other_keeps():
    g = new_game()
    sp, op = g.starting_player, other(g.starting_player)
    g.do("mulligan")
    kept = hand(g, op)
    g.do("keep")
    assert g.decider == sp and is_declaration(g) and g.players[sp].mulligans == 1
    g.do("mulligan")
    assert g.decider == sp and g.players[sp].mulligans == 2 and hand(g, op) == kept


def test_the_starting_player_puts_cards_on_the_bottom_first():
    """SCENARIOS 1.1, settled: with simultaneous mulligans the starting player puts cards on the bottom first;
    then the other player; then turn 1 begins."""
    g = new_game()
    sp, op = g.starting_player, other(g.starting_player)
    act(g, f"{sp}: mulligan", f"{op}: mulligan", f"{sp}: keep")
    assert g.decider == op and is_declaration(g)  # sp has kept, but bottoms only once op has kept too
    g.do("keep")
    assert g.decider == sp and g.pending.prompt == "Put 1 card on the bottom of your library"
    pick = legal(g)[0]
    evs = g.do(pick)
    assert [e.msg for e in events(evs, "mulligan")] == [f"{g.players[sp].name} puts a card on the bottom"]
    assert g.decider == op and g.pending.prompt == "Put 1 card on the bottom of your library"
    g.do(legal(g)[0])
    assert g.turn == 1 and g.step == "upkeep" and g.active == sp
    assert [len(g.players[p].hand) for p in (sp, op)] == [6, 6]


def test_no_mulligan_past_the_seventh():
    """103.5: "A player can take mulligans until their opening hand would be zero cards, after which they may not
    take further mulligans": after seven, only keep is left, and the engine takes it (SCENARIOS 1: forced)."""
    g = mulligan_board(p1={"mulligans": 6}, p2={"mulligans": 0})
    act(g, "p1: mulligan", "p2: keep")
    assert g.players["p1"].mulligans == 7
    assert g.decider == "p1" and g.pending.data["purpose"] == "bottom"  # its keep was forced
    assert any(e.msg == "Player 1: keep (the only choice)" for e in g.log)
    while g.step == "mulligan":  # (the last cards of one name go by themselves: interchangeable)
        g.do(legal(g)[0])
    assert g.players["p1"].hand == [] and g.turn == 1 and len(g.players["p1"].library) == 17


def test_a_game_started_without_mulligans_begins_turn_one():
    g = Game(seed=1)
    g.setup_decks(load_deck(DECK_A).main, load_deck(DECK_B).main)
    g.start(mulligans=False)
    assert g.turn == 1 and g.step == "upkeep" and g.pending.kind == "priority"


# ---------------------------------------------------------------------- scenario files: step = "mulligan"
def test_scenario_step_mulligan_starts_at_the_declarations_with_the_hands_as_given():
    """SCENARIOS 2: ``step = "mulligan"`` starts at 103.5's declarations, each player's hand as given (no
    shuffle, no new hand)."""
    g = mulligan_board()
    assert g.step == "mulligan" and g.turn == 1 and g.decider == "p1" and legal(g) == ["keep", "mulligan"]
    assert [g.name(c) for c in g.players["p1"].hand] == HAND
    assert [g.name(c) for c in g.players["p1"].library] == LIBRARY
    g = mulligan_board(active="p2")
    assert g.decider == "p2" and g.starting_player == "p2"
    act(g, "p2: keep")
    assert g.decider == "p1"


def test_scenario_mulligans_n_puts_n_cards_on_the_bottom():
    """SCENARIOS 2: ``mulligans = N`` is how many mulligans the player has already taken: keeping puts N cards
    on the bottom (103.5), chosen by the player."""
    g = mulligan_board(p1={"mulligans": 2})
    assert g.pending.prompt == "Keep this hand of 7? (you will bottom 2)" and g.snapshot()["players"]["p1"]["mulligans"] == 2
    act(g, "p1: keep", "p2: keep")
    assert g.decider == "p1" and g.pending.prompt == "Put 2 cards on the bottom of your library"
    act(g, "p1: choose Serra Angel", "p1: choose Giant Growth")
    assert [g.name(c) for c in g.players["p1"].library[-2:]] == ["Serra Angel", "Giant Growth"]
    assert sorted(g.name(c) for c in g.players["p1"].hand) == sorted(
        ["Forest", "Forest", "Plains", "Grizzly Bears", "Llanowar Elves"])
    assert g.turn == 1 and g.step == "upkeep" and len(g.players["p2"].hand) == 7


def test_scenario_a_further_mulligan_counts_on_from_n():
    g = mulligan_board(p1={"mulligans": 1})
    act(g, "p1: mulligan", "p2: keep", "p1: keep")
    assert g.players["p1"].mulligans == 2 and g.pending.prompt == "Put 2 cards on the bottom of your library"


def test_scenario_file_with_step_mulligan_and_expect_runs_from_the_cli(tmp_path):
    """A file as a test author writes it; p2 has no card to draw a new hand from, so its keep is forced (only
    ``keep`` is legal: the engine takes it), and the file's next line is p1's bottom."""
    f = tmp_path / "m.toml"
    f.write_text('title = "m"\nactions = ["p1: keep", "p1: choose Forest"]\n[state]\nstep = "mulligan"\n'
                 '[p1]\nmulligans = 1\nhand = ["Forest", "Island"]\nlibrary = ["Plains"]\n'
                 '[expect]\n"players.p1.hand" = ["Island"]\n"players.p1.library" = ["Plains", "Forest"]\n'
                 '"players.p1.mulligans" = 1\nstep = "upkeep"\n', encoding="utf-8")
    r = subprocess.run([sys.executable, "-m", "mtg_tui", "scenario", "run", str(f), "--json"], capture_output=True,
                       text=True, timeout=120, cwd=ROOT)
    assert r.returncode == 0, r.stdout[-400:] + r.stderr
    assert json.loads(r.stdout)["turn"] == 1


@pytest.mark.parametrize("raw, needle", [
    ({"state": {"step": "mulligan", "turn": 3}},
     "f.toml: key 'state.step': 'mulligan' is the opening-hand decisions before turn 1 (103.5): expected state.turn = 1, got 3"),
    ({"state": {"step": "mulligan"}, "p1": {"mulligans": 8}},
     "f.toml: key 'p1.mulligans': expected a number of mulligans from 0 to 7, got 8"),
    ({"state": {"step": "mulligan"}, "p2": {"mulligans": -1}},
     "f.toml: key 'p2.mulligans': expected a number of mulligans from 0 to 7, got -1"),
    ({"state": {"step": "mulligan"}, "p1": {"mulligans": "two"}}, "f.toml: key 'p1.mulligans': Input should be a valid integer"),
    ({"state": {"step": "main1"}, "p1": {"mulligans": 1}},
     "f.toml: key 'p1.mulligans': only for a game that starts at the opening-hand decisions (103.5): "
     "expected state.step = 'mulligan', got 'main1'"),
])
def test_scenario_mulligan_errors_name_the_file_and_the_key(raw, needle):
    with pytest.raises(ScenarioError) as e:
        parse_scenario({"title": "x", **raw}, "f.toml")
    assert str(e.value).startswith(needle), str(e.value)
    assert "\n" not in str(e.value)


def test_scenario_mulligan_error_is_one_line_and_exit_2_from_the_cli(tmp_path):
    f = tmp_path / "late.toml"
    f.write_text('title = "x"\n[state]\nturn = 2\nstep = "mulligan"\n', encoding="utf-8")
    r = subprocess.run([sys.executable, "-m", "mtg_tui", "scenario", "run", str(f)], capture_output=True, text=True,
                       timeout=120, cwd=ROOT)
    assert r.returncode == 2 and "Traceback" not in r.stderr
    assert r.stderr.strip().splitlines() == [f"mtg-tui: {f}: key 'state.step': 'mulligan' is the opening-hand "
                                             "decisions before turn 1 (103.5): expected state.turn = 1, got 2"]


# ---------------------------------------------------------------------- hidden information
def test_a_declaration_shows_the_decider_only_their_own_hand():
    """The second player's declaration comes while the first player's mulligan waits: the decider's view holds
    their own hand and nothing of the other's; the other player's view holds no prompt, no legal action and no
    hand but their own; nothing the log tells the other player names a card of the mulligan."""
    g = new_game()
    sp, op = g.starting_player, other(g.starting_player)
    g.do("mulligan")
    mine, theirs = g.view(op), g.view(sp)
    assert mine["pending"]["purpose"] == "mulligan" and mine["legal"] == ["keep", "mulligan"]
    assert mine["players"][op]["hand_ids"] == hand(g, op)
    assert set(mine["players"][sp]["hand"]) == {"?"} and mine["players"][sp]["hand_ids"] == []
    assert set(mine["pending"]) == {"kind", "player", "purpose", "prompt", "mulligans"}
    assert theirs["legal"] == [] and theirs["pending"]["prompt"] == f"{g.players[op].name} is deciding"
    assert set(theirs["players"][op]["hand"]) == {"?"}
    old = {p: hand(g, p) for p in (sp, op)}
    evs = g.do("mulligan")
    for viewer, hidden in ((sp, op), (op, sp), (SPECTATOR, sp), (SPECTATOR, op)):
        told = json.dumps([e.to_json() for e in events_seen_by(evs, viewer)])
        for oid in old[hidden] + hand(g, hidden):
            assert f'"{oid}"' not in told, f"{viewer} reads a card id of {hidden}'s hand"


def test_the_bots_judge_their_own_hand_when_the_other_player_is_still_deciding():
    """The normal bot answers the declaration from its own view: its reason counts its own hand's lands, and
    whole mulligan phases between bots end in turn 1 over many seeds."""
    for seed in range(12):
        g = new_game(seed)
        bots = {"p1": make_agent("normal", seed), "p2": make_agent("normal", seed + 50)}
        while g.step == "mulligan":
            p = g.decider
            view = PlayerView(g, p)
            a = bots[p].choose(view, g.legal_actions())
            if is_declaration(g):
                lands = sum("Land" in g.objects[c].card.types for c in g.players[p].hand)
                if not g.players[p].mulligans:  # (the hand kept is the hand: its own lands counted)
                    assert count_of(lands, "land") in bots[p].last.reason or a.text == "mulligan"
                assert set(view.snapshot()["players"][other(p)]["hand"]) == {"?"}
            g.apply(a)
        assert g.turn == 1 and g.players["p1"].kept and g.players["p2"].kept


# ---------------------------------------------------------------------- saves, resume, replay
SCRIPT = [("sp", "mulligan"), ("op", "mulligan"), ("sp", "mulligan"), ("op", "keep"), ("sp", "keep")]


def _header(seed: int, mode: str = "hotseat"):
    a, b = load_deck(DECK_A), load_deck(DECK_B)
    return make_header(mode, seed, {"p1": {"name": "Ann", "deck": a.name, "decklist": a.main, "bot": None},
                                    "p2": {"name": "Bob", "deck": b.name, "decklist": b.main, "bot": None}})


def test_a_game_with_simultaneous_mulligans_saves_resumes_and_replays():
    rec = GameRecorder.new_game(_header(4))
    g = rec.game
    sp, op = g.starting_player, other(g.starting_player)
    who = {"sp": sp, "op": op}
    rec.apply(SCRIPT[0][1])  # sp declared; op's declaration is pending: save and resume here
    path = rec.path
    rec.close()
    rec, warnings = GameRecorder.resume(path, fsync=False)
    assert warnings == [] and rec.game.decider == op and is_declaration(rec.game)
    for w, text in SCRIPT[1:]:
        assert rec.game.decider == who[w]
        rec.apply(text)
    while rec.game.step == "mulligan":
        rec.apply(rec.game.legal_actions()[0])
    mid = rec.game.snapshot()
    assert [len(rec.game.players[p].hand) for p in (sp, op)] == [5, 6]
    rec.close()
    rec, _ = GameRecorder.resume(path, fsync=False)
    assert rec.game.snapshot() == mid
    assert replay_game(rec.header, rec.game.history).snapshot() == mid
    assert rebuild(rec.header, rec.actions).snapshot() == mid
    assert Game.replay(4, (load_deck(DECK_A).main, load_deck(DECK_B).main), rec.game.history, ("Ann", "Bob")
                       ).snapshot() == mid
    # undo across the moment both mulligans were taken: the hands are the ones before it again
    rec2 = GameRecorder.new_game(_header(4))
    rec2.apply("mulligan")
    before = rec2.game.snapshot()
    rec2.apply("mulligan")
    assert rec2.undo(1).snapshot() == before
    rec.close()
    rec2.close()


def test_a_scenario_save_that_starts_at_the_mulligans_rebuilds():
    text = ('title = "m"\nseed = 3\n[state]\nstep = "mulligan"\n[p1]\nmulligans = 1\nhand = ' + json.dumps(HAND)
            + '\nlibrary = ' + json.dumps(LIBRARY) + '\n[p2]\nhand = ["Swamp", "Swamp"]\nlibrary = ["Swamp"]\n')
    h = make_header("puzzle", 0, {"p1": {"name": "Ann"}, "p2": {"name": "Bob"}}, scenario={"name": "m", "toml": text})
    rec = GameRecorder.new_game(h)
    for t in ("mulligan", "keep", "keep"):  # p1's second mulligan, p2 keeps, p1 keeps: two to the bottom
        rec.apply(t)
    rec.apply(legal(rec.game)[0])
    rec.apply(legal(rec.game)[0])
    assert rec.game.turn == 1 and rec.game.step == "upkeep" and len(rec.game.players["p1"].hand) == 5
    rec.close()
    assert rec.game.players["p1"].mulligans == 2
    assert rebuild(rec.header, rec.actions).snapshot() == rec.game.snapshot()


# ---------------------------------------------------------------------- the hot-seat app
async def test_hotseat_each_declaration_shows_only_the_deciders_own_hand():
    """Hot-seat: every declaration (and the bottom) is handed over through the privacy screen, the board behind
    it drawing no hand; then the hand panel holds the decider's own cards only, and the prompt counts their
    lands, in 103.5's order: the starting player, the other player, both mulligans at once, again."""
    pytest.importorskip("textual")
    from test_tui_decisions import number_of
    from tui_helpers import fast, settle, through_privacy

    from mtg_tui.tui.app import MtgApp
    from mtg_tui.tui.screens.dialogs import PrivacyScreen
    from mtg_tui.tui.screens.game import GameScreen
    from mtg_tui.tui.session import GameSession
    session = GameSession.hotseat(DECK_A, DECK_B, ("Ann", "Bob"), seed=5)
    app = MtgApp(session, fast())
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        g = session.game
        sp, op = g.starting_player, other(g.starting_player)
        seen: list[tuple[str, tuple[str, ...]]] = []
        for who, answer in ((sp, "mulligan"), (op, "mulligan"), (sp, "keep"), (op, "keep"), (sp, None)):
            assert isinstance(app.screen, PrivacyScreen), f"{who}'s decision comes through the privacy screen"
            behind = next(s for s in app.screen_stack if isinstance(s, GameScreen))
            assert behind.hidden and all(k.startswith("hidden") for k in behind._grids["hand"].keys)
            await through_privacy(pilot)
            scr = app.screen
            assert isinstance(scr, GameScreen) and g.decider == who and scr.viewer == who
            shown = scr._grids["hand"].keys
            assert sorted(shown) == sorted(hand(g, who)), "the decider's own hand, every card of it"
            assert not set(shown) & set(hand(g, other(who))), "nothing of the other player's hand"
            seen.append((who, tuple(shown)))
            if answer is None:
                assert g.pending.data["purpose"] == "bottom"  # the starting player bottoms first (SCENARIOS 1.1)
                break
            lands = sum("Land" in g.objects[c].card.types for c in hand(g, who))
            prompt = str(scr.query_one("#prompt-text").render())
            assert "Keep this hand of 7?" in prompt and f"{lands} land" in prompt, prompt
            await pilot.press(number_of(scr, answer))
            await settle(pilot)
        # the second round's hands are new sevens, drawn at once after both declared (103.5)
        assert not set(seen[0][1]) & set(seen[2][1]) and not set(seen[1][1]) & set(seen[3][1])
