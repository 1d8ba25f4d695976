"""SVG snapshots (pytest-textual-snapshot) of the game screen at 120x40, each from a fixed scenario board
(tests/scenarios/tui/*.toml, spec section 2) started in the app: a spell on the stack waiting for your
answer, combat with attackers and a blocker, The Ring emblem at level 2 with a Ring-bearer, and the game-over
screen of a game won by keyboard.  (The main menu's snapshot is in test_tui.py.)

Nothing here depends on the clock or on a random seed: the boards fix the seed, the bot's delay is 0, and
each picture is taken when the app waits for the person at the keyboard.  Update the pictures after a
deliberate change of the look with ``pytest tests/test_tui_snapshots.py --snapshot-update``, and look at them.
"""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("textual")

from mtg_tui.tui.app import MtgApp  # noqa: E402
from mtg_tui.tui.screens.dialogs import GameOverScreen  # noqa: E402
from mtg_tui.tui.screens.game import GameScreen  # noqa: E402
from tests.tui_helpers import settle  # noqa: E402
from mtg_tui.tui.session import Settings  # noqa: E402

SIZE = (120, 40)
BOARDS = Path(__file__).resolve().parent / "scenarios" / "tui"


async def steady(pilot) -> None:
    """Wait until the Decision panel's brief mark of a new decision is gone: the picture is the screen at rest,
    however slow the machine."""
    scr = next(s for s in pilot.app.screen_stack if isinstance(s, GameScreen))
    for _ in range(100):
        if not scr.query_one("#prompt").has_class("-new"):
            break
        await pilot.pause(0.05)
    await pilot.pause()


def app_on(board: str) -> MtgApp:
    return MtgApp(settings=Settings(bot_delay=0), scenario=BOARDS / f"{board}.toml", bot="normal")


def test_snapshot_a_spell_on_the_stack_waiting_for_an_answer(snap_compare):
    app = app_on("stack")

    async def run_before(pilot) -> None:
        await settle(pilot)
        scr = app.screen
        assert isinstance(scr, GameScreen) and scr.waiting
        assert [it["name"] for it in scr.snap["stack"]] == ["Lightning Bolt"]
        assert any(a.text == "cast Giant Growth -> Grizzly Bears" for a in scr.shown_actions)
        await steady(pilot)

    assert snap_compare(app, terminal_size=SIZE, run_before=run_before)


def test_snapshot_combat_attackers_and_a_blocker(snap_compare):
    app = app_on("combat")

    async def run_before(pilot) -> None:
        await settle(pilot)
        scr = app.screen
        assert scr.game.step == "declare_blockers" and scr.waiting
        for _ in range(6):  # arrows from the hand to the Grizzly Bears: the card panel says who blocks them
            if scr.sel_key == "bear":
                break
            await pilot.press("up" if scr.sel_zone != "my-creatures" else "left")
            await pilot.pause()
        assert scr.sel_key == "bear"
        await steady(pilot)

    assert snap_compare(app, terminal_size=SIZE, run_before=run_before)


def test_snapshot_the_ring_emblem_at_level_two(snap_compare):
    app = app_on("ring")

    async def run_before(pilot) -> None:
        await settle(pilot)
        scr = app.screen
        await pilot.press("up")  # from the hand to the command zone: The Ring's levels in the card panel
        await pilot.pause()
        assert scr.sel_key == "ring-p1"
        await steady(pilot)

    assert snap_compare(app, terminal_size=SIZE, run_before=run_before)


def test_snapshot_game_over_after_a_lightning_bolt_by_keyboard(snap_compare):
    app = app_on("game_over")

    async def run_before(pilot) -> None:
        await settle(pilot)
        await pilot.press("enter")  # the Lightning Bolt (first in hand): its targets are marked and listed
        await pilot.pause()
        scr = app.screen
        assert scr.targeting is not None
        texts = [a.text for a in scr.shown_actions]
        await pilot.press(str(texts.index("target p2") + 1))
        await settle(pilot)
        for _ in range(100):
            if isinstance(app.screen, GameOverScreen):
                break
            await pilot.pause(0.01)
        assert isinstance(app.screen, GameOverScreen)
        assert app.start_session.game.winner == "p1"
        await steady(pilot)

    assert snap_compare(app, terminal_size=SIZE, run_before=run_before)
