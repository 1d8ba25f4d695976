"""The app's card browser (issue 21): the main menu's Cards entry searches every implemented card with the
same query words as `mtg-tui cards QUERY`, shows the matches and the highlighted card's whole text, and says
what is wrong with a query it can't read without losing the last list."""

from __future__ import annotations

import pytest

pytest.importorskip("textual")

from textual.widgets import Input, Label, OptionList, Static  # noqa: E402

from mtg_tui.cards.query import search  # noqa: E402
from mtg_tui.tui.app import MtgApp  # noqa: E402
from mtg_tui.tui.screens.cards import CardBrowser  # noqa: E402
from mtg_tui.tui.screens.menu import MainMenu  # noqa: E402
from tests.tui_helpers import fast  # noqa: E402

SIZE = (120, 40)


def _plain(w) -> str:
    r = w.render()
    return getattr(r, "plain", str(r))


async def _type(pilot, app, text: str) -> None:
    inp = app.screen.query_one("#card-query", Input)
    inp.value = ""
    await pilot.press(*text)
    await pilot.pause()


async def test_the_menu_opens_the_browser_and_a_query_lists_what_the_cli_search_finds():
    app = MtgApp(settings=fast())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("b")
        await pilot.pause()
        assert isinstance(app.screen, CardBrowser)
        scr = app.screen
        every = scr.query_one("#found-list", OptionList).option_count
        assert every == len(search(""))  # an empty query: every implemented card
        await _type(pilot, app, "food c:G")
        want = [f.name for f in search("food c:G")]
        assert want and len(want) < every
        ol = scr.query_one("#found-list", OptionList)
        assert [ol.get_option_at_index(i).prompt.plain.split("  ")[0].strip() for i in range(ol.option_count)] == want
        assert f"{len(want)} card" in _plain(scr.query_one("#found-title", Label))
        # the first match's whole text, with its rarity and set
        text = _plain(scr.query_one("#found-card", Static))
        assert text.startswith(want[0]) and "Food" in text
        # Enter goes to the list; moving down shows the next card's text
        await pilot.press("enter")
        await pilot.pause()
        assert scr.focused is ol
        if len(want) > 1:
            await pilot.press("down")
            await pilot.pause()
            assert _plain(scr.query_one("#found-card", Static)).startswith(want[1])
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, MainMenu)


async def test_a_query_it_cannot_read_says_why_and_keeps_the_last_list():
    app = MtgApp(settings=fast())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.push_screen(CardBrowser("r:rare"))
        await pilot.pause()
        scr = app.screen
        rares = scr.query_one("#found-list", OptionList).option_count
        assert rares == len(search("r:rare")) > 0
        scr.query_one("#card-query", Input).value = "mv:lots"  # pasted whole: the last list read was r:rare
        await pilot.pause()
        title = _plain(scr.query_one("#found-title", Label))
        assert "mv" in title and "expected a number" in title
        assert scr.query_one("#found-list", OptionList).option_count == rares
        await _type(pilot, app, "zzqx")
        assert scr.query_one("#found-list", OptionList).option_count == 0
        assert "No card matches" in _plain(scr.query_one("#found-card", Static))
