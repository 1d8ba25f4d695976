"""The tutorial's lesson panel and lesson list read whole at 100x30 and 120x40 (issue 18): the panel's key
hints and the lesson's title are never cut, and counts say '1 step', not '1 steps'."""

from __future__ import annotations

import pytest

pytest.importorskip("textual")

from mtg_tui.tui.screens.tutorial import TutorialMenu, TutorialScreen, make_app  # noqa: E402
from mtg_tui.tui.session import Settings  # noqa: E402
from mtg_tui.tutorial.model import lesson_paths, load_lesson  # noqa: E402
from tests.tui_helpers import rendered  # noqa: E402


def lesson(stem: str):
    return load_lesson(next(p for p in lesson_paths() if p.stem == stem))


def region_text(app, widget) -> list[str]:
    """The lines of the rendered screen inside a widget's region (its border included)."""
    r = widget.region
    lines = rendered(app).splitlines()
    return [ln[r.x:r.x + r.width] for ln in lines[r.y:r.y + r.height]]


@pytest.mark.parametrize("size", [(100, 30), (120, 40)])
@pytest.mark.parametrize("stem", ["01_zones", "03_tapping"])
async def test_the_lesson_panel_shows_its_keys_and_title_whole(size, stem):
    c = lesson(stem)
    app = make_app("lesson", c, restart=True, settings=Settings(bot_delay=0))
    async with app.run_test(size=size) as pilot:
        for _ in range(4):
            await pilot.pause()
        scr = app.screen
        assert isinstance(scr, TutorialScreen)
        lines = region_text(app, scr.query_one("#lesson"))
        text = " ".join(" ".join(ln.strip("│╭╮╰╯─ ").split()) for ln in lines)
        where = "\n".join(lines)
        for key in ("h hint", "r restart", "Esc"):
            assert key in text, f"{key!r} is not in the lesson panel at {size}:\n{where}"
        assert "…" not in where, f"something is cut in the lesson panel at {size}:\n{where}"
        assert " ".join(c.title.split()) in text, f"the title {c.title!r} is not whole at {size}:\n{where}"
        assert f"step 1/{len(c.steps)}" in text


async def test_the_lesson_list_counts_one_step_in_the_singular():
    one = [c for c in (load_lesson(p) for p in lesson_paths()) if len(c.steps) == 1]
    assert one, "a lesson of one step (the real game) is needed for this test"
    app = make_app("lesson", None, settings=Settings(bot_delay=0))
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(3):
            await pilot.pause()
        menu = app.screen
        assert isinstance(menu, TutorialMenu)
        ol = menu.query_one("#course-list")
        keys = [ol.get_option_at_index(i).id for i in range(ol.option_count)]
        ol.highlighted = keys.index(one[0].key)
        await pilot.pause()
        info = menu.query_one("#course-info").render()
        info = getattr(info, "plain", str(info))
        assert "1 step\n" in info and "1 steps" not in info, info
