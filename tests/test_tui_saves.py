"""Issue 7 in the app: autosave, Continue / resume, and undo (Pilot).  Saves go to the per-test data folder
that conftest.py sets (MTG_TUI_DATA)."""

from __future__ import annotations

import pytest

pytest.importorskip("textual")

from textual.widgets import Input, OptionList  # noqa: E402

from mtg_tui.saves import latest_unfinished, load_game, saves_dir  # noqa: E402
from mtg_tui.tui.app import MtgApp  # noqa: E402
from mtg_tui.tui.screens.dialogs import ConfirmScreen, PrivacyScreen  # noqa: E402
from mtg_tui.tui.screens.game import GameScreen  # noqa: E402
from mtg_tui.tui.screens.menu import MainMenu  # noqa: E402
from mtg_tui.tui.session import GameSession  # noqa: E402
from test_tui import DECK_A, DECK_B, SIZE, choose_keys, fast, settle  # noqa: E402


async def play(pilot, n: int) -> None:
    """n human decisions by the simple keyboard player of test_tui (hot-seat: through the privacy screens)."""
    app = pilot.app
    for _ in range(n):
        if isinstance(app.screen, PrivacyScreen):
            await pilot.press("enter")
            await settle(pilot)
        scr = app.screen
        assert isinstance(scr, GameScreen) and scr.waiting, type(scr)
        await pilot.press(*choose_keys(scr))
        await settle(pilot)


async def test_a_game_started_from_the_menu_is_saved_as_it_goes():
    app = MtgApp(settings=fast())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("p")
        await pilot.pause()
        app.screen.query_one("#seed", Input).value = "3"
        await pilot.press("ctrl+s")
        await settle(pilot)
        await play(pilot, 8)
        session = app.screen.session
        assert session.recorder is not None and len(session.recorder.actions) > 8  # the bot's actions too
        game, save = load_game(session.recorder.path)
        assert save.header.mode == "bot" and save.header.seed == 3
        assert game.snapshot() == app.screen.game.snapshot()


async def test_a_hotseat_game_is_saved_too():
    session = GameSession.hotseat(DECK_A, DECK_B, ("Ann", "Bob"), seed=2, record=True)
    app = MtgApp(session, fast())
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await play(pilot, 6)
        game, save = load_game(session.recorder.path)
        assert save.header.mode == "hotseat" and save.header.players.p2.bot is None
        assert game.snapshot() == session.game.snapshot()


async def test_quit_then_continue_from_the_menu_gives_the_same_game():
    session = GameSession.vs_bot(DECK_A, DECK_B, "normal", seed=5, record=True)
    app = MtgApp(session, fast())
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await play(pilot, 6)
        before = session.game.snapshot()
        path = session.recorder.path
    assert latest_unfinished() == path
    app2 = MtgApp(settings=fast())
    async with app2.run_test(size=SIZE) as pilot:
        await pilot.pause()
        menu = app2.screen
        assert isinstance(menu, MainMenu)
        entry = menu.query_one("#menu-list", OptionList).get_option_at_index(0)
        assert entry.id == "continue"
        # the entry says what game it is (kind, and the decks under it), not the save file's name
        assert "Continue the last game (vs bot)" in str(entry.prompt) and path.name not in str(entry.prompt)
        assert f"{DECK_A} vs {DECK_B}" in str(entry.prompt)
        await pilot.press("c")
        await settle(pilot)
        scr = app2.screen
        assert isinstance(scr, GameScreen) and scr.session.resumed_from == path
        assert scr.game.snapshot() == before
        await play(pilot, 2)  # and it goes on recording to the same file
        assert load_game(path)[0].snapshot() == scr.game.snapshot()


async def test_no_continue_entry_without_an_unfinished_game():
    app = MtgApp(settings=fast())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        ids = [o.id for o in app.screen.query_one("#menu-list", OptionList).options]
        assert "continue" not in ids and ids[0] == "play"
        await pilot.press("c")  # the key does nothing
        await pilot.pause()
        assert isinstance(app.screen, MainMenu)


async def test_a_corrupt_save_shows_one_line_and_the_menu_goes_on():
    d = saves_dir()
    d.mkdir(parents=True, exist_ok=True)
    bad = d / "20990101-000000-bot-1.jsonl"
    bad.write_bytes(b'{"format": 1, "kind": "game", "seed": "x"}\n{"a": "keep", "by": "p1"}\n')
    app = MtgApp(settings=fast())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("c")
        await pilot.pause()
        assert isinstance(app.screen, MainMenu)
        messages = [n.message for n in app._notifications]
        assert any(str(bad) in m for m in messages), messages
        await pilot.press("p")  # the menu goes on
        await pilot.pause()
        assert not isinstance(app.screen, MainMenu)
    assert bad.read_bytes().startswith(b'{"format": 1')  # nothing overwritten


async def test_undo_against_the_bot_takes_back_the_decision_and_the_bots_answer():
    session = GameSession.vs_bot(DECK_A, DECK_B, "normal", seed=7, record=True)
    app = MtgApp(session, fast())
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await play(pilot, 5)
        before = session.game.snapshot()
        n_before = len(session.recorder.actions)
        await play(pilot, 1)
        assert session.game.snapshot() != before
        await pilot.press("u")
        await settle(pilot)
        assert app.screen.waiting
        assert session.game.snapshot() == before
        assert len(session.recorder.actions) == n_before
        # the file says so too: the rebuild from the save is the same game
        assert load_game(session.recorder.path)[0].snapshot() == before


async def test_undo_in_hotseat_needs_the_other_players_yes():
    session = GameSession.hotseat(DECK_A, DECK_B, ("Ann", "Bob"), seed=2, record=True)
    app = MtgApp(session, fast())
    last: dict[str, dict] = {}  # each player's board just before their last decision
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        for _ in range(8):
            while isinstance(app.screen, PrivacyScreen):
                await pilot.press("enter")
                await settle(pilot)
            scr = app.screen
            last[scr.viewer] = session.game.snapshot()
            await pilot.press(*choose_keys(scr))
            await settle(pilot)
        while isinstance(app.screen, PrivacyScreen):
            await pilot.press("enter")
            await settle(pilot)
        asker = app.screen.viewer
        assert asker in last
        now = session.game.snapshot()
        await pilot.press("u")  # "no": the game stays as it is
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("n")
        await settle(pilot)
        assert session.game.snapshot() == now
        while isinstance(app.screen, PrivacyScreen):  # the keyboard goes back through the privacy screen
            await pilot.press("enter")
            await settle(pilot)
        await pilot.press("u")  # "yes": the asker's last decision is taken back
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("y")
        await settle(pilot)
        while isinstance(app.screen, PrivacyScreen):
            await pilot.press("enter")
            await settle(pilot)
        assert session.game.decider == asker and app.screen.waiting
        assert session.game.snapshot() == last[asker]
        assert load_game(session.recorder.path)[0].snapshot() == last[asker]
