"""The Textual app, driven by Pilot: the menu, a whole game against the bot by keyboard only, the
action line, hot-seat privacy, and the size message.  The bot's delay is 0 here."""

from __future__ import annotations

import pytest
from rich.text import Text

pytest.importorskip("textual")

from textual.widgets import Input, OptionList, Static  # noqa: E402

from mtg_tui.tui.app import MtgApp  # noqa: E402
from mtg_tui.tui.screens.dialogs import ActionLine, GameOverScreen, PrivacyScreen  # noqa: E402
from mtg_tui.tui.screens.game import GameScreen  # noqa: E402
from mtg_tui.tui.screens.menu import DecksScreen, MainMenu  # noqa: E402
from mtg_tui.tui.session import GameSession, Settings  # noqa: E402
from mtg_tui.tui.widgets import CellGrid  # noqa: E402

SIZE = (120, 40)
DECK_A, DECK_B = "teach-green-white", "teach-black-red"


def fast() -> Settings:
    return Settings(bot_delay=0)


async def settle(pilot, limit: float = 20.0) -> None:
    """Wait until a human must decide, a dialog is up, or the game is over (the bot runs in a thread)."""
    app = pilot.app
    waited = 0.0
    while waited < limit:
        await pilot.pause()
        scr = app.screen
        if not isinstance(scr, GameScreen) or scr.waiting or scr.game.over:
            return
        await pilot.pause(0.005)
        waited += 0.005
    raise AssertionError("the game did not come back to a human decision")


def plain(renderable) -> str:
    if renderable is None:
        return ""
    if isinstance(renderable, str):
        return renderable
    for attr in ("plain",):
        if hasattr(renderable, attr):
            return getattr(renderable, attr)
    return str(renderable)


def screen_text(screen) -> str:
    """Every piece of text the widgets of a screen would draw."""
    parts = []
    for w in screen.walk_children():
        if isinstance(w, CellGrid):
            parts.append(w.render().plain)
        elif isinstance(w, Static):
            parts.append(plain(w.render()))
        elif isinstance(w, OptionList):
            parts.extend(plain(w.get_option_at_index(i).prompt) for i in range(w.option_count))
        elif hasattr(w, "lines"):  # the log
            parts.extend(s.text for s in w.lines)
        title = getattr(w, "border_title", None)
        if title:
            parts.append(plain(title))
    return "\n".join(parts)


async def type_text(pilot, text: str) -> None:
    keys = ["space" if ch == " " else ch for ch in text]
    await pilot.press(*keys)


# ---------------------------------------------------------------------- menu
async def test_menu_renders_and_opens_the_deck_browser():
    app = MtgApp(settings=fast())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, MainMenu)
        text = screen_text(app.screen)
        for item in ("Play vs bot", "Hot-seat", "Decks", "Quit"):
            assert item in text
        await pilot.press("d")
        await pilot.pause()
        assert isinstance(app.screen, DecksScreen)
        await pilot.pause()
        text = screen_text(app.screen)
        assert DECK_A in text and "Forest" in text
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, MainMenu)


async def test_menu_starts_a_game_against_the_bot():
    app = MtgApp(settings=fast())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("p")
        await pilot.pause()
        app.screen.query_one("#seed", Input).value = "3"
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert isinstance(app.screen, GameScreen)
        assert app.screen.session.seed == 3
        assert not app.screen.session.hotseat_mode


# ---------------------------------------------------------------------- a whole game by keyboard
def choose_key(scr: GameScreen) -> str:
    """A simple keyboard player: keep, play a land, cast what it can, attack with everything, never block."""
    acts = scr.shown_actions
    kind = scr.game.pending.kind
    if kind == "priority":
        for want in ("play", "cast"):
            for i, a in enumerate(acts[:9]):
                if a.kind == want:
                    return str(i + 1)
        return "space"
    if kind == "attack":
        for i, a in enumerate(acts[:9]):
            if a.kind == "attack":
                return str(i + 1)
        return "space"
    if kind == "block":
        return "space"
    return "1"  # keep; the first option of any other choice


async def test_a_whole_game_against_the_bot_by_keyboard_only():
    session = GameSession.vs_bot(DECK_A, DECK_B, "random", seed=11)
    app = MtgApp(session, fast())
    presses = 0
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        while not isinstance(app.screen, GameOverScreen):
            scr = app.screen
            assert isinstance(scr, GameScreen), type(scr)
            assert scr.waiting
            await pilot.press(choose_key(scr))
            presses += 1
            assert presses < 1500, "the game should have ended"
            await settle(pilot)
        over = app.screen
        assert session.game.over and session.game.winner in ("p1", "p2", "draw")
        assert "turns" in screen_text(over)
        await pilot.press("m")
        await pilot.pause()
        assert isinstance(app.screen, MainMenu)
    assert presses > 5


# ---------------------------------------------------------------------- the action line
async def test_typing_a_legal_action_after_colon_performs_it():
    session = GameSession.vs_bot(DECK_A, DECK_B, "random", seed=5)
    app = MtgApp(session, fast())
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        g = session.game
        # keep, then wait for a main phase where a land can be played
        for _ in range(200):
            scr = app.screen
            plays = [a for a in scr.shown_actions if a.kind == "play"]
            if plays:
                break
            await pilot.press("1" if g.pending.kind == "choice" else "space")
            await settle(pilot)
        else:
            raise AssertionError("no land to play")
        land = plays[0]
        land_id = land.refs[0][0]
        await pilot.press("colon")
        await pilot.pause()
        assert isinstance(app.screen, ActionLine)
        await type_text(pilot, land.text.lower())
        await pilot.press("enter")
        await settle(pilot)
        me = g.snapshot()["players"]["p1"]
        assert land_id in [p["id"] for p in me["battlefield"]]
        assert f"p1: {land.text}".lower() not in ""  # (the log line is checked below)
        assert land.text in screen_text(app.screen)

        # a text that is not legal: the engine's one-line error, and the game goes on
        before = g.decisions
        await pilot.press("colon")
        await pilot.pause()
        await type_text(pilot, "cast Nothing At All")
        await pilot.press("enter")
        await pilot.pause()
        scr = app.screen
        assert isinstance(scr, GameScreen)
        assert "no legal action" in scr.error
        assert "\n" not in scr.error
        assert g.decisions == before and scr.waiting


async def test_enter_on_a_hand_card_plays_it_and_clicking_an_action_takes_it():
    session = GameSession.vs_bot(DECK_A, DECK_B, "random", seed=5)
    app = MtgApp(session, fast())
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        scr = app.screen
        # the mulligan decision: click "keep" (the first action cell)
        assert scr.shown_actions[0].text == "keep"
        await pilot.click("#zone-actions", offset=(2, 0))
        await settle(pilot)
        g = session.game
        for _ in range(200):
            if any(a.kind == "play" for a in scr.shown_actions):
                break
            await pilot.press("space")
            await settle(pilot)
        land = next(a for a in scr.shown_actions if a.kind == "play")
        hand = scr._grids["hand"]
        idx = hand.keys.index(land.refs[0][0])
        scr._select("hand", idx)
        await pilot.press("enter")
        await settle(pilot)
        assert land.refs[0][0] in [p["id"] for p in g.snapshot()["players"]["p1"]["battlefield"]]


# ---------------------------------------------------------------------- hot-seat
async def test_hotseat_privacy_screen_hides_both_hands():
    session = GameSession.hotseat(DECK_A, DECK_B, ("Ann", "Bob"), seed=2)
    app = MtgApp(session, fast())
    g = session.game
    checks = 0
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        game_screen = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        for _ in range(40):
            if isinstance(app.screen, PrivacyScreen):
                snap = g.snapshot()
                hands = set(snap["players"]["p1"]["hand"]) | set(snap["players"]["p2"]["hand"])
                public = {p["name"] for pid in ("p1", "p2") for p in snap["players"][pid]["battlefield"]}
                public |= {x for pid in ("p1", "p2") for x in snap["players"][pid]["graveyard"]}
                secret = hands - public
                top = screen_text(app.screen)
                below = screen_text(game_screen)
                for name in secret:
                    assert name not in top, f"{name} shows on the privacy screen"
                    assert name not in below, f"{name} shows under the privacy screen"
                assert "hidden" in below
                checks += 1
                if checks >= 4:
                    break
                await pilot.press("x")
                await pilot.pause()
                # now the decider sees their own hand, and only theirs
                me = game_screen.viewer
                other = "p2" if me == "p1" else "p1"
                shown = game_screen._grids["hand"].items
                assert shown == g.view(me)["players"][me]["hand"]
                assert len(g.view(me)["players"][other]["hand_ids"]) == 0
                continue
            scr = app.screen
            assert isinstance(scr, GameScreen)
            await settle(pilot)
            await pilot.press("1" if g.pending.kind == "choice" else "space")
            await pilot.pause()
        assert checks >= 2


# ---------------------------------------------------------------------- sizes
async def test_a_small_terminal_gets_a_clear_message():
    session = GameSession.vs_bot(DECK_A, DECK_B, "random", seed=5)
    app = MtgApp(session, fast())
    async with app.run_test(size=(90, 25)) as pilot:
        await settle(pilot)
        scr = app.screen
        assert scr.query_one("#too-small").display
        assert not scr.query_one("#body").display
        assert "100×30" in plain(scr.query_one("#too-small", Static).render())
