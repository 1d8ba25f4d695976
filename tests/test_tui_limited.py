"""Limited in the app (issue 23), driven by the keyboard as a player would: from the menu into a draft, 45
picks with the bot's view one key away, the deck built in the deck builder, the first game started with that
deck, and its result back on the event's screen (and in the event's file)."""

from __future__ import annotations

from textual.widgets import DataTable, Input, OptionList, Static

from mtg_tui.limited.run import LimitedEvent, list_events
from mtg_tui.tui.app import MtgApp
from mtg_tui.tui.screens.deckbuilder import DeckBuilderScreen
from mtg_tui.tui.screens.game import GameScreen
from mtg_tui.tui.screens.limited import DraftScreen, EventScreen, LimitedMenu

from tui_helpers import fast, screen_text, settle


def _text(w: Static) -> str:
    return str(w.render())


async def test_draft_build_and_start_the_first_game_from_the_menu():
    app = MtgApp(settings=fast())
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("l")
        assert isinstance(app.screen, LimitedMenu)
        app.screen.query_one("#seed", Input).value = "5"
        await pilot.press("ctrl+s")
        await pilot.pause()
        scr = app.screen
        assert isinstance(scr, DraftScreen)
        assert "Pack 1 of 3 · pick 1 of 15" in _text(scr.query_one("#draft-head", Static))
        # the bot's view of the pack: its pick first, and why
        await pilot.press("question_mark")
        coach = _text(scr.query_one("#draft-coach", Static))
        assert coach.startswith("The bot would take") and "rated" in coach
        ev = scr.ev
        assert "Passed to you" not in _text(scr.query_one("#draft-pool-text", Static))  # (nothing passed yet)
        taken = []
        for k in range(45):
            pack = list(scr.pack)
            ol = scr.query_one("#pack-list", OptionList)
            ol.highlighted = k % len(pack)  # not always the bot's pick: the person's own
            taken.append(pack[k % len(pack)])
            await pilot.press("enter")
            await pilot.pause()
            if k == 3:  # what the packs pass you, by color: the signals the bots read too
                assert "Passed to you (open colors)" in _text(scr.query_one("#draft-pool-text", Static))
        assert ev.pool() == taken
        # the draft is saved as it goes: its file replays to the same picks
        assert LimitedEvent.load(ev.path).pool() == taken
        scr = app.screen
        assert isinstance(scr, EventScreen) and ev.stage == "build"
        # build: start from the bot's build in the deck builder, take one card out and put a land in
        await pilot.press("a")
        await pilot.pause()
        db = app.screen
        assert isinstance(db, DeckBuilderScreen)
        assert "40 cards: ready" in _text(db.query_one("#db-valid", Static))
        deck_list = db.query_one("#db-deck", OptionList)
        deck_list.focus()
        deck_list.highlighted = 1  # (the first line is the creatures' heading)
        await pilot.press("minus")
        await pilot.pause()
        assert "39" in _text(db.query_one("#db-valid", Static))
        await pilot.press("ctrl+d")  # refused: 39 cards
        assert app.screen is db
        await pilot.press("l")  # the suggested lands fill it again
        await pilot.pause()
        assert "ready" in _text(db.query_one("#db-valid", Static))
        await pilot.press("ctrl+d")
        await pilot.pause()
        assert isinstance(app.screen, EventScreen)
        assert ev.deck is not None and len(ev.deck) >= 40 and ev.stage == "play"
        assert LimitedEvent.load(ev.path).deck == ev.deck
        assert "The coach's review" in screen_text(app)
        # the first game: the event's deck against the first bot's
        await pilot.press("p")
        game = await settle(pilot)
        assert isinstance(game, GameScreen)
        s = game.session
        assert sorted(s.deck1) == sorted(ev.deck) and sorted(s.deck2) == sorted(ev.bot_deck("p2"))
        assert s.seats["p2"].level == "normal" and ev.current_save == s.recorder.path.name
        game.concede()
        await pilot.pause()
        await pilot.press("m")  # the game-over dialog leads back to the event
        await pilot.pause()
        assert isinstance(app.screen, EventScreen)
        assert ev.matches[0].games[0].winner == "p2"
        assert "0-1 under way (L)" in screen_text(app)
        back = LimitedEvent.load(ev.path)
        assert back.matches[0].games[0].save == s.recorder.path.name and back.current_save == ""
        # the game played is replayable from the event's screen, and the replay leads back to it
        await pilot.press("r", "enter")
        await pilot.pause()
        from mtg_tui.tui.screens.replay import ReplayScreen
        assert isinstance(app.screen, ReplayScreen)
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, EventScreen)
    assert list_events()[0] == ev.path


async def test_e_on_a_deck_opens_it_in_the_deck_builder_and_a_saved_deck_is_offered_to_play():
    from mtg_tui.decks import load_deck, shipped_decks
    from mtg_tui.limited.deckbuilder import DeckBuild
    from mtg_tui.tui.screens.menu import DecksScreen, PlaySetup
    from textual.widgets import Select
    first = shipped_decks()[0]
    mine = DeckBuild(None, load_deck("ltr-rg").main)
    mine.save("my rg")
    app = MtgApp(settings=fast())
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("d")
        assert isinstance(app.screen, DecksScreen)
        await pilot.press("e")
        await pilot.pause()
        db = app.screen
        assert isinstance(db, DeckBuilderScreen)
        assert sorted(db.model.main) == sorted(load_deck(first).main) and db.model.name == ""  # (a shipped deck)
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("p")
        await pilot.pause()
        assert isinstance(app.screen, PlaySetup)
        values = [v for _, v in app.screen.query_one("#deck", Select)._options]
        assert "my rg" in values


async def test_continue_goes_on_with_an_events_game_inside_its_event():
    """A player who quits during an event's game and picks Continue in the menu is back in that game with the
    event around it: its result counts in the event, and the game-over dialog leads back to the event."""
    from mtg_tui.limited.event import build
    ev = LimitedEvent("sealed", 27)
    ev.set_deck(build(ev.pool())[0])
    app = MtgApp(settings=fast(), event=ev)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, EventScreen)
        await pilot.press("p")
        game = await settle(pilot)
        save = game.session.recorder.path.name
        assert ev.current_save == save
        game.session.close()  # (the player quits: the game stays unfinished in its save)
    app = MtgApp(settings=fast())
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("c")
        game = await settle(pilot)
        assert isinstance(game, GameScreen) and game.session.recorder.path.name == save
        assert game.session.on_over is not None  # inside the event
        game.concede()
        await pilot.pause()
        await pilot.press("m")
        await pilot.pause()
        assert isinstance(app.screen, EventScreen)
    back = LimitedEvent.load(ev.path)
    assert [g.winner for g in back.matches[0].games] == ["p2"] and back.matches[0].games[0].save == save
    assert back.current_save == ""
