"""The deck builder screen (issue 23), driven by keyboard and mouse as a player would: the filter line narrows
the card table, Enter adds the highlighted card and the validation line follows, ``l`` adds the suggested
lands, Ctrl+D hands a legal Limited deck back, Ctrl+S saves a constructed deck that ``load_deck`` reads."""

from __future__ import annotations

from collections import Counter

import pytest

pytest.importorskip("textual")

from textual.widgets import DataTable, Input, OptionList, Static  # noqa: E402

from mtg_tui.decks import load_deck  # noqa: E402
from mtg_tui.limited.booster import boosters  # noqa: E402
from mtg_tui.limited.deckbuilder import review  # noqa: E402
from mtg_tui.limited.event import build  # noqa: E402
from mtg_tui.tui.app import MtgApp  # noqa: E402
from mtg_tui.tui.screens.deckbuilder import DeckBuilderScreen, NameDialog, TextDialog  # noqa: E402
from tests.tui_helpers import fast, rendered  # noqa: E402

SIZE = (120, 40)


def _pool() -> list[str]:
    packs = boosters("LTR", 1, 6)  # a sealed pool: six boosters
    return [c.name for p in packs for c in p]


def _plain(w) -> str:
    r = w.render()
    return getattr(r, "plain", str(r))


async def _open(pilot, screen: DeckBuilderScreen, results: list) -> DeckBuilderScreen:
    pilot.app.push_screen(screen, results.append)
    await pilot.pause()
    await pilot.pause()
    return screen


def _table_names(scr) -> list[str]:
    table = scr.query_one("#db-table", DataTable)
    return [row.key.value for row in table.ordered_rows]


async def test_typing_a_filter_narrows_the_table_and_a_bad_query_keeps_the_last_list():
    app = MtgApp(settings=fast())
    async with app.run_test(size=SIZE) as pilot:
        scr = await _open(pilot, DeckBuilderScreen(pool=_pool()), [])
        table = scr.query_one("#db-table", DataTable)
        every = table.row_count
        assert every == len(scr.model.rows("")) > 20
        assert scr.focused is table
        await pilot.press("slash")  # to the filter line
        assert isinstance(scr.focused, Input)
        await pilot.press(*"c:G")
        await pilot.pause()
        want = [r.name for r in scr.model.rows("c:G")]
        assert 0 < table.row_count == len(want) < every
        assert _table_names(scr) == want
        assert _plain(scr.query_one("#db-title", Static)).startswith(f"{len(want)} cards for 'c:G'")
        scr.query_one("#db-query", Input).value = "c:G mv:x"  # (pasted) can't be read: says why, keeps the list
        await pilot.pause()
        assert "expected a number" in _plain(scr.query_one("#db-title", Static))
        assert table.row_count == len(want)
        # the first card's text shows beside the table
        assert _plain(scr.query_one("#db-card", Static)).startswith(want[0])


async def test_enter_adds_the_highlighted_card_and_the_validation_line_follows_then_l_adds_lands():
    app = MtgApp(settings=fast())
    async with app.run_test(size=SIZE) as pilot:
        scr = await _open(pilot, DeckBuilderScreen(pool=_pool()), [])
        valid = scr.query_one("#db-valid", Static)
        assert "0 cards: a Limited deck has at least 40 (100.2b)" in _plain(valid)
        first = _table_names(scr)[0]
        await pilot.press("enter")
        await pilot.pause()
        assert scr.model.main == [first]
        assert "1 card: a Limited deck has at least 40" in _plain(valid)
        table = scr.query_one("#db-table", DataTable)
        assert table.get_cell(first, "count").plain.startswith("1/")
        # its count in the deck list, grouped
        deck = scr.query_one("#db-deck", OptionList)
        prompts = [deck.get_option_at_index(i).prompt.plain for i in range(deck.option_count)]
        assert any(p.strip().startswith(f"1 {first}") for p in prompts)
        await pilot.press("down", "plus", "down", "equals_sign")
        await pilot.pause()
        assert len(scr.model.main) == 3
        await pilot.press("minus")  # the highlighted one comes out again
        await pilot.pause()
        assert len(scr.model.main) == 2
        await pilot.press("l")
        await pilot.pause()
        lands = scr.model.lands()
        assert len(lands) == 16 or len(lands) == 17
        assert "Lands" in [deck.get_option_at_index(i).prompt.plain.split(" (")[0] for i in range(deck.option_count)]
        assert f"{len(scr.model.main)} cards" in _plain(valid)


async def test_ctrl_d_hands_back_a_legal_40_card_deck_and_refuses_a_short_one():
    pool = _pool()
    main, _ = build(pool)
    app = MtgApp(settings=fast())
    async with app.run_test(size=SIZE) as pilot:
        results: list = []
        scr = await _open(pilot, DeckBuilderScreen(pool=pool, main=main[:-1], limited_done=True), results)
        await pilot.press("ctrl+d")  # 39 cards: not yet
        await pilot.pause()
        assert app.screen is scr and results == []
        assert any("39 cards" in n.message for n in app._notifications)
        scr.query_one("#db-table", DataTable).focus()
        await pilot.press("slash", *f"name:{main[-1].split()[0]}", "enter")
        await pilot.pause()
        row = _table_names(scr).index(main[-1])
        scr.query_one("#db-table", DataTable).move_cursor(row=row)
        await pilot.press("enter")
        await pilot.pause()
        assert "40 cards: ready" in _plain(scr.query_one("#db-valid", Static))
        await pilot.press("ctrl+d")
        await pilot.pause()
        assert len(results) == 1 and Counter(results[0]) == Counter(main)
        assert app.screen is not scr


async def test_the_done_button_and_escape_in_limited_mode():
    pool = _pool()
    main, _ = build(pool)
    app = MtgApp(settings=fast())
    async with app.run_test(size=SIZE) as pilot:
        results: list = []
        await _open(pilot, DeckBuilderScreen(pool=pool, main=main, limited_done=True), results)
        await pilot.click("#db-done")
        await pilot.pause()
        assert len(results) == 1 and len(results[0]) == 40
        scr = await _open(pilot, DeckBuilderScreen(pool=pool, main=main, limited_done=True), results)
        await pilot.press("escape")  # nothing changed: back at once, no deck
        await pilot.pause()
        assert results[-1] is None and app.screen is not scr


async def test_escape_with_changes_asks_first():
    app = MtgApp(settings=fast())
    async with app.run_test(size=SIZE) as pilot:
        results: list = []
        scr = await _open(pilot, DeckBuilderScreen(), results)
        await pilot.press("enter")
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is not scr and results == []  # the question
        await pilot.press("n")
        await pilot.pause()
        assert app.screen is scr
        await pilot.press("escape", "y")
        await pilot.pause()
        assert results == [None]


async def test_ctrl_s_saves_a_constructed_deck_that_load_deck_reads(tmp_path, monkeypatch):
    monkeypatch.setenv("MTG_TUI_DATA", str(tmp_path))
    app = MtgApp(settings=fast())
    async with app.run_test(size=SIZE) as pilot:
        scr = await _open(pilot, DeckBuilderScreen(), [])
        assert "0 cards: a constructed deck has at least 60 (100.2a)" in _plain(scr.query_one("#db-valid", Static))
        await pilot.press("slash", *"name:lightning", "enter")
        await pilot.pause()
        assert _table_names(scr) == ["Lightning Bolt"]
        await pilot.press("enter", "enter", "enter", "enter", "enter")  # the fifth is refused (100.2a)
        await pilot.pause()
        assert scr.model.count("Lightning Bolt") == 4
        assert any("at most 4 copies of Lightning Bolt" in n.message for n in app._notifications)
        await pilot.press("l")
        await pilot.pause()
        assert Counter(scr.model.lands()) == {"Mountain": 22}  # a low curve in a 60-card deck
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, NameDialog)
        await pilot.press(*"a/b")
        await pilot.pause()
        assert "letters, digits" in _plain(app.screen.query_one("#nd-why", Static))
        await pilot.press("enter")  # refused: the dialog stays
        await pilot.pause()
        assert isinstance(app.screen, NameDialog)
        app.screen.query_one("#nd-name", Input).value = ""
        await pilot.press(*"bolt deck", "enter")
        await pilot.pause()
        assert app.screen is scr
        path = tmp_path / "decks" / "bolt deck.txt"
        assert path.exists()
        assert Counter(load_deck("bolt deck").main) == Counter(scr.model.main)
        assert any(str(path) in n.message for n in app._notifications)
        # saved under that name now: Ctrl+S again writes without asking
        await pilot.press("minus", "ctrl+s")
        await pilot.pause()
        assert app.screen is scr
        assert Counter(load_deck("bolt deck").main) == {"Lightning Bolt": 3, "Mountain": 22}
        await pilot.press("e")  # the export is the saved file's text, and says where it is
        await pilot.pause()
        text = _plain(app.screen.query_one("#td-text", Static))
        assert text.startswith(path.read_text(encoding="utf-8")) and f"Saved as {path}" in text


async def test_sort_keys_header_clicks_review_and_export():
    app = MtgApp(settings=fast())
    async with app.run_test(size=SIZE) as pilot:
        scr = await _open(pilot, DeckBuilderScreen(pool=_pool()), [])
        assert scr.sort == "rating"
        await pilot.press("s")
        await pilot.pause()
        assert scr.sort == "name" and _table_names(scr) == [r.name for r in scr.model.rows("", "name")]
        await pilot.press("S")
        await pilot.pause()
        assert scr.reverse and _table_names(scr) == [r.name for r in scr.model.rows("", "name", reverse=True)]
        await pilot.click("#db-table", offset=(42, 1))  # the Cost header: sort by mana value
        await pilot.pause()
        assert scr.sort == "mv" and not scr.reverse
        mvs = [r.mv for r in scr.rows]
        assert mvs == sorted(mvs)
        await pilot.press("enter", "r")
        await pilot.pause()
        assert isinstance(app.screen, TextDialog)
        text = _plain(app.screen.query_one("#td-text", Static))
        assert text.startswith(review(scr.model.main)[0]) and "Not legal yet: 1 card: a Limited deck" in text
        await pilot.press("escape", "e")
        await pilot.pause()
        assert isinstance(app.screen, TextDialog)
        text = _plain(app.screen.query_one("#td-text", Static))
        assert text.startswith(f"Deck\n1 {scr.model.main[0]}\n") and "Not saved yet" in text


async def test_the_deck_list_takes_cards_out():
    pool = _pool()
    main, _ = build(pool)
    app = MtgApp(settings=fast())
    async with app.run_test(size=SIZE) as pilot:
        scr = await _open(pilot, DeckBuilderScreen(pool=pool, main=main), [])
        await pilot.press("tab")
        deck = scr.query_one("#db-deck", OptionList)
        assert scr.focused is deck
        await pilot.press("down")
        await pilot.pause()
        name = scr.deck_names[deck.highlighted]
        assert name is not None  # (the first line is a group's heading)
        had = scr.model.count(name)
        await pilot.press("enter")
        await pilot.pause()
        assert scr.model.count(name) == had - 1 and len(scr.model.main) == 39
        assert "39 cards" in _plain(scr.query_one("#db-valid", Static))


@pytest.mark.parametrize("size", [(120, 40), (100, 30)])
async def test_it_fits(size):
    pool = _pool()
    main, _ = build(pool)
    app = MtgApp(settings=fast())
    async with app.run_test(size=size) as pilot:
        scr = await _open(pilot, DeckBuilderScreen(pool=pool, main=main, limited_done=True), [])
        w, h = size
        for wid in ("#db-query", "#db-table", "#db-deck", "#db-stats", "#db-card-box", "#db-valid", "#db-done"):
            r = scr.query_one(wid).region
            assert r.width > 0 and r.height > 0 and r.right <= w and r.bottom <= h, (wid, r)
        assert scr.query_one("#db-table").region.height >= 12
        text = rendered(app)
        assert "40 cards: ready" in text
        assert "Curve" in text and "7+" in text and "Pips" in text  # the whole curve panel
        name_w = scr._widths()[0]
        assert name_w >= 14
