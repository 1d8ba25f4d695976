"""The dialogs a new player meets first, driven by keyboard in the app (Pilot): the action picker with ten or
more options takes two-digit numbers like the decision panel; the help overlay reads whole at 100x30 and
120x40."""

from __future__ import annotations

import pytest

pytest.importorskip("textual")

from mtg_tui.tui.app import MtgApp  # noqa: E402
from mtg_tui.tui.screens.dialogs import ActionPicker  # noqa: E402
from tests.tui_helpers import fast, settle  # noqa: E402

SIZE = (120, 40)
CREATURES = ["Grizzly Bears", "Hill Giant", "Boggart Brute", "Boros Recruit", "Llanowar Elves", "Raging Goblin",
             "Typhoid Rats", "Vampire Nighthawk", "Wind Drake", "Youthful Knight"]  # ten names: ten targets
BEARS = [f"b{i}" for i in range(1, 11)]


def bolt_board() -> dict:
    """p1 holds a Lightning Bolt and a Mountain (and a Forest to play, so the game waits in the main phase); p2 has ten creatures that a bolt kills, each of another name:
    twelve targets (p1, p2, the ten creatures; their ids are b1..b10)."""
    return {"title": "many targets", "state": {"turn": 3, "active": "p1", "step": "main1"},
            "p1": {"hand": ["Lightning Bolt", "Forest"], "battlefield": ["Mountain"], "library": ["Mountain"] * 3},
            "p2": {"battlefield": [{"card": c, "id": b} for c, b in zip(CREATURES, BEARS)], "library": ["Swamp"] * 3}}


async def open_bolt_picker(pilot, app):
    """The picker over the twelve ways to cast the Bolt, opened on the game screen as the game opens it
    (what the game shows it, and when, is the game screen's business); its answer is acted on."""
    scr = await settle(pilot)
    acts = [a for a in scr.shown_actions if a.text.startswith("cast Lightning Bolt")]
    assert len(acts) == 12
    app.push_screen(ActionPicker("Lightning Bolt: what to do?", acts),
                    lambda a: a is not None and scr.act(a))
    await pilot.pause()
    picker = app.screen
    assert isinstance(picker, ActionPicker)
    return scr, picker


def target_of(action) -> str:
    """The id of the object or player a bolt action targets (its last reference), or its text's tail."""
    return action.refs[-1][0] if action.refs else action.text.rsplit("-> ", 1)[1]


def dead_bears(g) -> set[str]:
    return {b for b in BEARS if b not in g.battlefield}


def hint_text(picker) -> str:
    return str(picker.query_one("#picker-hint").render())


async def test_picker_two_digits_pick_option_eleven():
    app = MtgApp(settings=fast(), scenario=bolt_board(), bot="random")
    async with app.run_test(size=SIZE) as pilot:
        scr, picker = await open_bolt_picker(pilot, app)
        eleventh = picker.actions[10]
        await pilot.press("1")
        await pilot.pause()
        # '1' among twelve could start 10, 11 or 12: the picker waits and shows what was typed
        assert app.screen is picker, "the first digit of a two-digit number must not pick option 1"
        assert "pick: 1_" in hint_text(picker)
        await pilot.press("1")
        scr = await settle(pilot)
        g = scr.game
        assert not isinstance(app.screen, ActionPicker)
        assert dead_bears(g) == {target_of(eleventh)}, "option 11's creature was bolted"
        assert g.players["p1"].life == 20 and g.players["p2"].life == 20


async def test_picker_one_digit_then_enter_takes_that_option():
    app = MtgApp(settings=fast(), scenario=bolt_board(), bot="random")
    async with app.run_test(size=SIZE) as pilot:
        scr, picker = await open_bolt_picker(pilot, app)
        third = picker.actions[2]
        await pilot.press("3")  # nothing from 30 up exists among twelve: option 3 at once
        scr = await settle(pilot)
        assert not isinstance(app.screen, ActionPicker)
        assert dead_bears(scr.game) == {target_of(third)}


async def test_picker_digit_enter_commits_and_escape_clears_the_digits():
    app = MtgApp(settings=fast(), scenario=bolt_board(), bot="random")
    async with app.run_test(size=SIZE) as pilot:
        scr, picker = await open_bolt_picker(pilot, app)
        await pilot.press("1")
        await pilot.pause()
        assert app.screen is picker
        await pilot.press("escape")  # clears the digits, keeps the picker
        await pilot.pause()
        assert app.screen is picker and "pick:" not in hint_text(picker)
        await pilot.press("1", "enter")  # Enter commits '1': option 1 (the bolt at p1 itself)
        scr = await settle(pilot)
        g = scr.game
        assert not isinstance(app.screen, ActionPicker)
        assert dead_bears(g) == set()
        assert g.players["p1"].life == 17
