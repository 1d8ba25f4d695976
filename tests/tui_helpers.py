"""Shared helpers for the Pilot tests of the app."""

from __future__ import annotations

from mtg_tui.engine.actions import norm
from mtg_tui.tui.screens.game import GameScreen
from mtg_tui.tui.session import Settings


def fast() -> Settings:
    """Settings for tests: the bot answers at once."""
    return Settings(bot_delay=0)


async def settle(pilot, limit: float = 20.0) -> GameScreen | None:
    """Wait until a person must decide (or a dialog is up, or the game is over; the bot runs in a thread);
    return the game screen, if one is open."""
    app = pilot.app
    waited = 0.0
    while waited < limit:
        await pilot.pause()
        scr = app.screen
        if not isinstance(scr, GameScreen) or scr.waiting or scr.game.over:
            await pilot.pause()
            return next((s for s in app.screen_stack if isinstance(s, GameScreen)), None)
        await pilot.pause(0.005)
        waited += 0.005
    raise AssertionError("the game did not come back to a human decision")


async def solve_puzzle(pilot, app, puzzle, do) -> None:
    """Play a puzzle's intended solution by keyboard (``do`` takes one action as a player would), passing
    whenever the next solution step isn't offered yet."""
    scr = app.screen
    sol = list(puzzle.steps[0].solution)
    for _ in range(100):
        if scr.tutor.status != "playing":
            break
        legal = [a.text for a in scr.shown_actions]
        if sol and any(norm(x) == norm(sol[0]) for x in legal):
            await do(pilot, app, sol.pop(0))
        else:
            await pilot.press("space")
            await pilot.pause()


def screen_text(app) -> str:
    """Everything the terminal shows now (every screen layer composed, dialogs over the board), as text."""
    import html
    import re
    svg = app.export_screenshot()
    text = html.unescape(re.sub(r"<[^>]+>", "", svg))
    return text.replace("\xa0", " ")


def rendered(app) -> str:
    """The screen exactly as the terminal would show it, as plain text."""
    import io

    from rich.console import Console
    w, h = app.size
    console = Console(width=w, height=h, file=io.StringIO(), force_terminal=True, color_system="truecolor",
                      record=True, legacy_windows=False, safe_box=False)
    console.print(app.screen._compositor.render_update(full=True, screen_stack=app._background_screens))
    return console.export_text()


async def through_privacy(pilot) -> None:
    """Hot-seat: press Enter at each hand-over screen until a game screen takes the keyboard."""
    from mtg_tui.tui.screens.dialogs import PrivacyScreen
    while isinstance(pilot.app.screen, PrivacyScreen):
        await pilot.press("enter")
        await settle(pilot)
