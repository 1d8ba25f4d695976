"""Issue 18 in the app: hidden information in a replay, text from names and files shown as text (never markup),
Ctrl+Q telling where the game is saved, the list of saves, and a resumed game's log (Pilot, and one real
terminal)."""

from __future__ import annotations

import json

import pytest

pytest.importorskip("textual")

from textual.content import Content  # noqa: E402
from textual.widgets import OptionList, Static  # noqa: E402

from mtg_tui.ai.explain import beyond_action  # noqa: E402
from mtg_tui.saves import saves_dir  # noqa: E402
from mtg_tui.tui.app import MtgApp  # noqa: E402
from mtg_tui.tui.screens.dialogs import PrivacyScreen  # noqa: E402
from mtg_tui.tui.screens.game import GameScreen  # noqa: E402
from mtg_tui.tui.screens.replay import ReplayScreen, replay_app  # noqa: E402
from mtg_tui.tui.session import GameSession  # noqa: E402
from test_replay_privacy import saved_game  # noqa: E402
from test_tui import DECK_A, DECK_B, SIZE, choose_keys, fast, settle  # noqa: E402

MARKUP_NAMES = ("[reverse]Ann[/reverse]", "[@click=app.quit]Bob[/]")


def hand_cards(scr) -> list:
    """The names the hand panel draws (None for a card drawn face down)."""
    grid = scr._grids["hand"]
    return [None if k.startswith("hidden") else scr.names.get(k) for k in grid.keys]


def log_text(scr) -> str:
    return "\n".join(line.text for line in scr.query_one("#log").lines)


def title_text(widget) -> str:
    """A border title as the player reads it (the getter gives it as markup)."""
    return Content.from_markup(widget.border_title or "").plain


# ---------------------------------------------------------------------- item 1: a replay of an unfinished game
async def test_replay_of_an_unfinished_vs_bot_game_never_shows_the_bots_hand(tmp_path):
    rec = saved_game(tmp_path / "g.jsonl")
    bot_hand = [rec.game.objects[c].card.name for c in rec.game.players["p2"].hand]
    assert bot_hand and not rec.game.over
    app = replay_app(str(rec.path), fast())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        scr = app.screen
        assert isinstance(scr, ReplayScreen)
        await pilot.press("end")
        await pilot.pause()
        assert scr.layout_seat == "p1" and None not in hand_cards(scr)  # Ann's own hand: shown
        await pilot.press("v")  # the bot's side at the bottom: its hand stays face down
        await pilot.pause()
        assert scr.layout_seat == "p2"
        assert hand_cards(scr) == [None] * len(bot_hand)
        assert "hidden" in title_text(scr.query_one("#hand-box"))
        assert scr.sel_zone != "hand" or scr._selected_object() == (None, None)  # no card of it to read
        # the log and the header never told what it put on the bottom
        assert "p2: choose Swamp" not in log_text(scr) and "choose Swamp" not in scr.header_text()
        await pilot.press("home")
        for _ in range(5):
            await pilot.press("right")
        await pilot.pause()
        assert "p2: choose Swamp" not in log_text(scr) and "p2: chooses a card" in log_text(scr)
        await pilot.press("v")
        await pilot.pause()
        assert scr.layout_seat == "p1"


async def test_replay_of_an_unfinished_hotseat_game_shows_neither_hand(tmp_path):
    rec = saved_game(tmp_path / "g.jsonl", mode="hotseat")
    app = replay_app(str(rec.path), fast())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        scr = app.screen
        await pilot.press("end")
        await pilot.pause()
        for _ in range(2):
            cards = hand_cards(scr)
            assert cards and cards == [None] * len(cards), cards
            await pilot.press("v")
            await pilot.pause()


async def test_replay_of_a_finished_game_shows_both_hands(tmp_path):
    rec = saved_game(tmp_path / "g.jsonl", finish=True)
    app = replay_app(str(rec.path), fast())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        scr = app.screen
        await pilot.press("end", "left")  # (before the concession)
        await pilot.pause()
        await pilot.press("v")
        await pilot.pause()
        assert scr.layout_seat == "p2" and hand_cards(scr) and None not in hand_cards(scr)
        await pilot.press("home")
        for _ in range(5):
            await pilot.press("right")
        await pilot.pause()
        assert "p2: choose Swamp" in log_text(scr)


# ---------------------------------------------------------------------- item 2: text from names and files
async def test_hotseat_names_are_text_on_the_hand_over_screen_never_markup():
    session = GameSession.hotseat(DECK_A, DECK_B, MARKUP_NAMES, seed=2)
    app = MtgApp(session, fast())
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        for _ in range(40):
            if isinstance(app.screen, PrivacyScreen):
                break
            await pilot.pause(0.01)
        scr = app.screen
        assert isinstance(scr, PrivacyScreen)
        for wid in ("#privacy-why", "#privacy-hint"):
            shown = scr.query_one(wid, Static).render()
            assert scr.player_name in shown.plain, (wid, shown.plain)  # the brackets are shown as they are
            assert not any("@click" in str(s.style) for s in getattr(shown, "spans", [])), wid
        assert app.is_running  # nothing quit the app


async def test_names_from_a_save_are_text_in_the_replays_panel_titles(tmp_path):
    rec = saved_game(tmp_path / "g.jsonl", names=MARKUP_NAMES)
    app = replay_app(str(rec.path), fast())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        scr = app.screen
        mine, theirs = title_text(scr.query_one("#my-board")), title_text(scr.query_one("#opp-board"))
        assert mine.startswith("[reverse]Ann[/reverse]"), mine
        assert theirs.startswith("[@click=app.quit]Bob[/]"), theirs


def test_names_are_cleaned_in_one_place_for_every_source():
    """Control characters, newlines and zero-width characters go; at most 24 characters are kept."""
    session = GameSession.hotseat(DECK_A, DECK_B, ("Ann\u200b\n\x1b[2Jx", "B" * 40), seed=2)
    assert session.name("p1") == "Ann [2Jx" and session.game.players["p1"].name == "Ann [2Jx"
    assert len(session.name("p2")) == 24 and session.name("p2").startswith("BBBB")


async def test_a_save_that_quotes_markup_in_its_error_shows_it_as_text_in_the_menu(tmp_path):
    d = saves_dir()
    d.mkdir(parents=True)
    rec = saved_game(tmp_path / "g.jsonl", n=3)
    head, rest = rec.path.read_text(encoding="utf-8").split("\n", 1)
    h = json.loads(head)
    h["[@click=app.quit]x[/]"] = 1  # an unknown key: the error quotes it
    (d / "bad.jsonl").write_text(json.dumps(h) + "\n" + rest, encoding="utf-8")
    app = MtgApp(settings=fast())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("c")
        await pilot.pause()
        notes = [n for n in app._notifications if "@click" in n.message]
        assert notes and "key '[@click=app.quit]x[/]': unknown key" in notes[0].message
        assert not any(n.markup for n in notes)  # shown as text: the brackets are no tag
        assert app.is_running


# ---------------------------------------------------------------------- item 4: Ctrl+Q says the game is saved
def test_ctrl_q_in_a_saved_game_says_where_it_is_and_how_to_continue(tmp_path):
    """A real terminal (a pty): `mtg-tui play`, Ctrl+Q, and the line on the terminal after the app exits."""
    import os
    import pty
    import select
    import subprocess
    import sys
    import time

    env = dict(os.environ, MTG_TUI_DATA=str(tmp_path / "data"), TERM="xterm-256color", COLUMNS="120", LINES="40")
    master, slave = pty.openpty()
    import fcntl
    import struct
    import termios
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
    proc = subprocess.Popen([sys.executable, "-m", "mtg_tui", "play", "--seed", "3", "--delay", "0"],
                            stdin=slave, stdout=slave, stderr=slave, env=env, close_fds=True)
    os.close(slave)
    out = b""

    def read_for(seconds: float, until: bytes | None = None) -> None:
        nonlocal out
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            r, _, _ = select.select([master], [], [], 0.2)
            if r:
                try:
                    chunk = os.read(master, 65536)
                except OSError:
                    return
                if not chunk:
                    return
                out += chunk
                if until is not None and until in out:
                    return
            elif proc.poll() is not None:
                return

    try:
        read_for(90, b"Mulligan")  # the table is up
        assert b"Mulligan" in out, out[-500:]
        saves = list((tmp_path / "data" / "saves").glob("*.jsonl"))
        assert len(saves) == 1
        os.write(master, b"\x11")  # Ctrl+Q
        read_for(30, b"mtg-tui resume")
        read_for(2)
        proc.wait(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
        os.close(master)
    text = out.decode("utf-8", "replace")
    assert f"Game saved ({saves[0].name})" in text, text[-800:]
    assert "Continue it from the menu's Continue, or with `mtg-tui resume`." in text


async def test_no_saved_game_note_without_an_unfinished_saved_game(tmp_path):
    app = MtgApp(settings=fast())  # the menu: no game
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+q")
        await pilot.pause()
    assert app.quit_note is None
    session = GameSession.vs_bot(DECK_A, DECK_B, "random", seed=3, record=True)
    app = MtgApp(session, fast())
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("ctrl+q")
        await pilot.pause()
    assert app.quit_note is not None and session.recorder.path.name in app.quit_note


# ---------------------------------------------------------------------- item 5: the list of saves in the app
async def test_replay_without_a_file_opens_the_list_of_saves_and_enter_replays_one():
    import os
    d = saves_dir()
    d.mkdir(parents=True)
    old = saved_game(d / "old.jsonl", seed=3)
    new = saved_game(d / "new.jsonl", seed=4, mode="hotseat", names=("Cy", "Di"))
    os.utime(old.path, (1_000_000_000, 1_000_000_000))
    app = replay_app(None, fast())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        ol = app.screen.query_one("#saves-list", OptionList)
        prompts = [str(ol.get_option_at_index(i).prompt) for i in range(ol.option_count)]
        assert len(prompts) == 2 and "new.jsonl" in prompts[0] and "old.jsonl" in prompts[1]
        assert "hot-seat" in prompts[0] and "unfinished" in prompts[0] and "Cy (teach-green-white)" in prompts[0]
        assert "vs bot" in prompts[1]
        await pilot.press("down", "enter")
        await pilot.pause()
        scr = app.screen
        assert isinstance(scr, ReplayScreen) and scr.replay.path == str(old.path)
        await pilot.press("q")  # back to the list
        await pilot.pause()
        assert app.screen.query_one("#saves-list", OptionList) is not None
        await pilot.press("q")
        await pilot.pause()
    assert new.path.exists()


# ---------------------------------------------------------------------- item 6: a resumed game's log
async def test_a_resumed_game_starts_with_the_log_of_the_game_so_far(tmp_path):
    rec = saved_game(tmp_path / "g.jsonl", n=30)
    session = GameSession.from_save(rec.path)
    app = MtgApp(session, fast())
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        scr = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        text = log_text(scr)
        assert "Ann keeps" in text and "Bob takes a mulligan" in text  # what happened before the save
        assert "Bob puts a card on the bottom" in text


async def test_dialogs_show_names_as_text():
    """The hot-seat undo question and the game-over screen quote names (and a scenario's title)."""
    from textual.app import App

    from mtg_tui.tui.screens.dialogs import ConfirmScreen, GameOverScreen
    bob = MARKUP_NAMES[1]
    app = App()
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(ConfirmScreen("Undo?", f"{bob} asks to take back their last decision."))
        await pilot.pause()
        assert bob in app.screen.query_one("#confirm-text", Static).render().plain
        app.pop_screen()
        app.push_screen(GameOverScreen(f"{bob} wins!", f"{bob} wins the game", 3, "scenario: [b]x[/b]"))
        await pilot.pause()
        assert app.screen.query_one("#go-how", Static).render().plain == f"{bob} wins the game"
        assert app.screen.query_one("#go-turns", Static).render().plain == "3 turns · scenario: [b]x[/b]"
        assert app.is_running


async def test_the_bots_reason_in_the_log_names_no_card_of_its_hand():
    """Issue 22's reasons are written in the opponent's log: a reason that names a card the bot still holds keeps
    the rest of its words, never the card ("cast Boggart Brute (a 3/2) (then Grizzly Bears: the mana spent in
    full)" told the Bears in hand)."""
    session = GameSession.vs_bot(DECK_A, DECK_B, "normal", seed=7)
    real = session.bot_choice
    told: list[tuple[str, str]] = []

    def spy(game, pid):  # the bot's own words, and a part naming a card of its hand the action doesn't take out
        action, reason = real(game, pid)
        moved = getattr(action.data, "card", None) or getattr(action.data, "source", None)
        held = [game.objects[c].card.name for c in game.players[pid].hand if c != moved]
        if action.kind != "pass" and reason and held and game.pending.kind == "priority":
            secret = next((n for n in held if n not in action.text), None)
            if secret is not None:
                told.append((beyond_action(action.text, reason), secret))  # (the line says the action once)
                reason = f"{reason} (then {secret}: the mana spent in full)"
        return action, reason

    session.bot_choice = spy
    app = MtgApp(session, fast())
    async with app.run_test(size=SIZE) as pilot:
        scr = await settle(pilot)
        for _ in range(80):
            if len(told) >= 3 or session.game.over:
                break
            await pilot.press(*choose_keys(scr))
            scr = await settle(pilot)
        assert len(told) >= 3, "the bot took few public actions with cards left in hand"
        text = " ".join(log_text(scr).split())
        assert "(then " not in text and "in hand" not in text  # ("the spells in hand are short of its {R}")
        assert any(r and f"— {' '.join(r.split())}" in text for r, _ in told), text  # the bot's own words stay


async def test_a_bots_attack_plan_is_explained_once():
    """The bot declares its attack one creature at a time, each line with the plan's reason: the reason is
    written with the first declaration, the others name their creature alone."""
    sc = {"title": "two attackers",
          "state": {"turn": 4, "active": "p2", "step": "main1"},
          "p1": {"battlefield": ["Plains"], "hand": [], "library": ["Plains"] * 5},
          "p2": {"battlefield": ["Grizzly Bears", "Hill Giant", "Mountain"], "hand": [], "library": ["Mountain"] * 5}}
    app = MtgApp(settings=fast(), scenario=sc, bot="normal")
    async with app.run_test(size=SIZE) as pilot:
        scr = await settle(pilot)
        for _ in range(10):
            if scr.game.players["p1"].life < 20:
                break
            await pilot.press("space")
            scr = await settle(pilot)
        assert scr.game.players["p1"].life == 15  # both attacked
        lines = [ln.text for ln in scr.query_one("#log").lines]
        text = " ".join(" ".join(lines).split())
        assert "▶ Bot (normal): attack Grizzly Bears" in text and "▶ Bot (normal): attack Hill Giant" in text
        assert text.count("played out: I'm at") == 1, text
