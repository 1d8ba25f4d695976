"""The dialogs a new player meets first, driven by keyboard in the app (Pilot): the action picker with ten or
more options takes two-digit numbers like the decision panel; the help overlay reads whole at 100x30 and
120x40."""

from __future__ import annotations

import pytest

pytest.importorskip("textual")

from mtg_tui.tui.app import MtgApp  # noqa: E402
from mtg_tui.tui.screens.dialogs import ActionPicker  # noqa: E402
from tests.tui_helpers import fast, settle, rendered  # noqa: E402

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


# ---------------------------------------------------------------------- the help overlay
#: Rows of the help a new player must be able to read whole: (key, what it does).
HELP_ROWS = [
    ("?", "this help"),
    ("Esc", "close a dialog"),
    ("Ctrl+Q", "quit (the game is saved: Continue in the menu, or mtg-tui resume)"),
    (":", "type any action text: play Forest, cast Lightning Bolt -> p2, attack Grizzly Bears, "
          "block Hill Giant with Giant Spider, done …"),
    ("u", "undo: take back your last decision (and the bot's answer to it); in hot-seat the other player "
          "must agree"),
    ("e", "end turn: pass until this turn is over (stops if the opponent acts)"),
    ("Tab / ⇧Tab", "next / previous zone (hand, battlefields, actions, stack)"),
]


def help_rows(text: str) -> tuple[dict[str, str], bool]:
    """Read the help dialog off the screen as a reader would: a row starts with its key, its description
    starts two or more spaces after it, and the lines below indented to the description go on with it.
    Returns {key: description (one space between words)} and whether the close hint shows."""
    import re
    lines = text.splitlines()
    top = next(i for i, ln in enumerate(lines) if re.search(r"█ Keys\b", ln))
    x0 = lines[top].index("Keys")
    x1 = lines[top].index("█", x0)
    rows: dict[str, list[str]] = {}
    key, col = None, 0
    hint = False
    for ln in lines[top + 1:]:
        if "▄▄▄▄" in ln:
            break
        content = ln[x0:x1].rstrip()
        hint = hint or "Esc or ? to close" in content
        if not content.strip():
            key = None
            continue
        lead = len(content) - len(content.lstrip())
        if key is not None and lead >= col:
            rows[key].append(content.strip())
            continue
        m = re.match(r"(\s*)(\S+(?: \S+)*)(\s{2,})?(.*)", content)
        key = m.group(2)
        col = len(m.group(1)) + len(key) + len(m.group(3) or "")
        rows[key] = [m.group(4).strip()] if m.group(4).strip() else []
    return {k: " ".join(" ".join(v).split()) for k, v in rows.items()}, hint


@pytest.mark.parametrize("size", [(100, 30), (120, 40)])
async def test_help_reads_as_a_key_table_at_both_sizes(size):
    app = MtgApp(settings=fast(), scenario=bolt_board(), bot="random")
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        await pilot.press("question_mark")
        await pilot.pause()
        seen: dict[str, str] = {}
        last = None
        for _ in range(8):  # read it page by page (it scrolls when the terminal is too short for it)
            text = rendered(app)
            rows, hint = help_rows(text)
            assert hint, f"the close hint is cut off at {size}:\n{text}"
            seen.update(rows)
            if text == last:
                break
            last = text
            await pilot.press("pagedown")
            await pilot.pause()
        for key, what in HELP_ROWS:
            assert seen.get(key) == what, f"at {size}, {key!r} reads {seen.get(key)!r}, not {what!r}"
