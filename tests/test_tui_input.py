"""Issue 18, input that never does something the player didn't see (Pilot): a key answers only the decision
that was on screen when it was pressed; Enter acts at once only on a card that itself plays, casts or
activates; targets are picked on the board; `a` plans an attack with everything; `e` ends the turn without
stopping to declare attackers; the log scrolls from the keyboard; a hot-seat undo is never asked over a hand."""

from __future__ import annotations

import pytest

pytest.importorskip("textual")

from textual import events  # noqa: E402
from textual._time import get_time  # noqa: E402

from mtg_tui.tui.app import MtgApp  # noqa: E402
from mtg_tui.tui.screens.dialogs import ActionPicker, ConfirmScreen, PrivacyScreen  # noqa: E402
from mtg_tui.tui.session import GameSession  # noqa: E402
from tests.test_tui_decisions import board, bolt_board, number_of, select  # noqa: E402
from tests.tui_helpers import fast, screen_text, settle, through_privacy  # noqa: E402

SIZE = (120, 40)


def attack_board(step: str = "main1") -> dict:
    """p1 in their turn (``step``) with two creatures and a Giant Growth (so each stop is a real decision), p2
    with an empty board."""
    p1 = {"battlefield": [{"card": "Grizzly Bears", "id": "bear"}, {"card": "Hill Giant", "id": "giant"}, "Forest"],
          "hand": ["Giant Growth"], "library": ["Forest"] * 5}
    return board(p1=p1, p2={"library": ["Swamp"] * 5}, state={"step": step})


async def test_a_key_pressed_before_the_decision_appeared_does_not_answer_it():
    app = MtgApp(settings=fast(), scenario=attack_board(), bot="random")
    async with app.run_test(size=SIZE) as pilot:
        scr = await settle(pilot)
        g = scr.game
        assert g.pending.kind == "priority" and g.step == "main1"
        pressed = events.Key("space", " ")  # Space pressed now, meant for this priority...
        pressed.time = get_time() - 0.001
        scr.act("pass")  # ... but the game moves on first: the next decision is the attack declaration
        scr = await settle(pilot)
        assert g.pending.kind == "attack"
        app.post_message(pressed)  # the key reaches the screen only now
        await pilot.pause()
        await pilot.pause()
        assert g.pending.kind == "attack" and g.decl == {}, "the stale Space must not declare 'done'"
        assert scr.query_one("#prompt").has_class("-new"), "the new decision is marked"
        await pilot.press("space")  # a key pressed after it appeared answers it
        await settle(pilot)
        assert g.pending is None or g.pending.kind != "attack"


async def test_enter_on_a_card_that_is_only_a_target_opens_the_picker_and_does_nothing():
    sc = bolt_board()
    app = MtgApp(settings=fast(), scenario=sc, bot="random")
    async with app.run_test(size=SIZE) as pilot:
        scr = await settle(pilot)
        g = scr.game
        await select(pilot, scr, "opp-creatures", "bear")
        await pilot.press("enter")  # only "cast Lightning Bolt -> Grizzly Bears" names the Bears
        await pilot.pause()
        assert isinstance(app.screen, ActionPicker)
        assert [a.text for a in app.screen.actions] == ["cast Lightning Bolt -> Grizzly Bears"]
        assert not g.stack and len(g.players["p1"].hand) == 1, "nothing was cast"
        await pilot.press("escape")
        await pilot.pause()
        assert not g.stack and g.snapshot()["players"]["p2"]["graveyard"] == []


async def test_two_targets_of_garruks_ability_are_picked_one_at_a_time_on_the_board():
    sc = board(p1={"battlefield": [{"card": "Garruk Wildspeaker", "id": "garruk"},
                                   {"card": "Forest", "id": "f1", "tapped": True},
                                   {"card": "Forest", "id": "f2", "tapped": True},
                                   {"card": "Mountain", "id": "m1", "tapped": True}],
                   "library": ["Forest"] * 3},
               p2={"battlefield": [{"card": "Swamp", "id": "s1", "tapped": True}], "library": ["Swamp"] * 3})
    app = MtgApp(settings=fast(), scenario=sc, bot="random")
    async with app.run_test(size=SIZE) as pilot:
        scr = await settle(pilot)
        g = scr.game
        pairs = [a for a in scr.shown_actions if a.kind == "activate" and " -> " in a.text]
        assert len(pairs) >= 4, [a.text for a in scr.shown_actions]  # every pair of lands: the old list
        await select(pilot, scr, "my-other", "garruk")
        await pilot.press("enter")  # three abilities: which one first
        await pilot.pause()
        picker = app.screen
        assert isinstance(picker, ActionPicker)
        texts = [a.text for a in picker.actions]
        plus = next(t for t in texts if t.endswith("-> …"))
        await pilot.press(str(texts.index(plus) + 1))
        await pilot.pause()
        assert scr.targeting is not None
        assert scr.marked == {"f1", "f2", "m1", "s1"}, "the legal targets are marked on the board"
        await select(pilot, scr, "my-lands", "m1")
        await pilot.press("enter")
        await pilot.pause()
        assert scr.targeting is not None and "m1" not in scr.marked  # the second target: another land
        await select(pilot, scr, "opp-lands", "s1")
        before = len(g.log)
        await pilot.press("enter")
        scr = await settle(pilot)
        assert scr.targeting is None
        after = list(g.log)[before:]
        act = next(e for e in after if e.kind == "activate")
        untapped = [e.data.get("obj") for e in after[:next((i for i, e in enumerate(after) if e.kind == "turn"),
                                                             len(after))] if e.kind == "untap"]
        assert "Garruk" in act.msg and sorted(untapped) == ["m1", "s1"], (act.msg, untapped)


async def test_escape_leaves_target_picking_with_nothing_done():
    sc = bolt_board()
    app = MtgApp(settings=fast(), scenario=sc, bot="random")
    async with app.run_test(size=SIZE) as pilot:
        scr = await settle(pilot)
        await select(pilot, scr, "hand", scr.game.players["p1"].hand[0])
        await pilot.press("enter")
        await pilot.pause()
        assert scr.targeting is not None
        await pilot.press("escape")
        await pilot.pause()
        assert scr.targeting is None and not scr.game.stack
        assert any(a.text == "cast Lightning Bolt -> p2" for a in scr.shown_actions)  # the list is back


async def test_a_plans_an_attack_with_every_creature_then_enter_takes_one_out():
    app = MtgApp(settings=fast(), scenario=attack_board("declare_attackers"), bot="random")
    async with app.run_test(size=SIZE) as pilot:
        scr = await settle(pilot)
        g = scr.game
        assert g.pending.kind == "attack"
        await pilot.press("a")
        await pilot.pause()
        assert scr.plan == ["bear", "giant"]
        assert scr._grids["my-creatures"].render().plain.count("ATK") == 2, "both show as attacking"
        await select(pilot, scr, "my-creatures", "bear")
        await pilot.press("enter")  # adjust: the Bears stay home
        await pilot.pause()
        assert scr.plan == ["giant"] and g.decl == {}, "nothing is declared before Space"
        await pilot.press("space")
        scr = await settle(pilot)
        assert g.pending is None or g.pending.kind != "attack"
        for _ in range(10):
            if g.step in ("end_of_combat", "main2") or g.active != "p1":
                break
            await pilot.press("space")
            await settle(pilot)
        assert g.players["p2"].life == 17  # the Hill Giant alone


async def test_e_ends_the_turn_without_stopping_to_declare_attackers():
    app = MtgApp(settings=fast(), scenario=attack_board(), bot="random")
    async with app.run_test(size=SIZE) as pilot:
        scr = await settle(pilot)
        g = scr.game
        assert g.turn == 3 and g.active == "p1" and g.step == "main1"
        await pilot.press("e")
        scr = await settle(pilot)
        assert not (g.active == "p1" and g.turn == 3 and g.pending is not None and g.pending.kind == "attack"), \
            "stopped to declare attackers"
        assert g.turn > 3 or g.step in ("end", "cleanup")
        assert g.players["p2"].life == 20


async def test_the_log_scrolls_from_the_keyboard_and_l_gives_the_keys_back():
    session = GameSession.vs_bot("teach-green-white", "teach-black-red", "random", seed=5)
    app = MtgApp(session, fast())
    async with app.run_test(size=(100, 30)) as pilot:
        scr = await settle(pilot)
        log = scr.query_one("#log")
        for i in range(80):
            scr._log(__import__("rich.text").text.Text(f"line {i}"))
        await pilot.pause()
        assert log.max_scroll_y > 0
        bottom = log.scroll_y
        sel = (scr.sel_zone, scr.sel_key)
        await pilot.press("l", "pageup", "up")
        await pilot.pause()
        assert log.scroll_y < bottom, "PgUp/Up scroll the log"
        assert (scr.sel_zone, scr.sel_key) == sel, "the arrows don't move the board's selection meanwhile"
        await pilot.press("home")
        await pilot.pause()
        assert log.scroll_y == 0
        await pilot.press("l")
        await pilot.pause()
        assert not scr.log_mode and log.scroll_y == log.max_scroll_y


async def test_hotseat_undo_is_asked_with_both_hands_hidden_and_handed_over_after():
    from tests.test_tui import choose_keys
    session = GameSession.hotseat("teach-green-white", "teach-black-red", ("Ann", "Bob"), seed=2, record=True)
    app = MtgApp(session, fast())
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        for _ in range(6):
            await through_privacy(pilot)
            await pilot.press(*choose_keys(app.screen))
            await settle(pilot)
        await through_privacy(pilot)
        scr = app.screen
        asker = scr.viewer
        hand = {session.game.objects[c].card.name for c in session.game.players[asker].hand}
        assert hand and all(n in screen_text(app) for n in hand)  # (the test can see a hand on screen)
        await pilot.press("u")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        shown = screen_text(app)
        assert "Undo?" in shown and "agree" in shown
        assert not [n for n in hand if n in shown], "the other player is asked over the asker's hand"
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, PrivacyScreen), "the keyboard goes back through the privacy screen"


def log_text(scr) -> str:
    return "\n".join(strip.text for strip in scr.query_one("#log").lines)


async def test_the_hotseat_log_never_names_the_card_a_mulligan_puts_on_the_bottom():
    session = GameSession.hotseat("teach-green-white", "teach-black-red", ("Ann", "Bob"), seed=5)
    app = MtgApp(session, fast())
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await through_privacy(pilot)
        scr = app.screen
        g = session.game
        await pilot.press(number_of(scr, "mulligan"))
        await settle(pilot)
        await through_privacy(pilot)
        await pilot.press(number_of(scr, "keep"))  # the other player keeps; then the mulligan is taken (103.5)
        await settle(pilot)
        await through_privacy(pilot)
        await pilot.press(number_of(scr, "keep"))  # the new seven
        await settle(pilot)
        await through_privacy(pilot)
        assert g.pending.prompt == "Put 1 card on the bottom of your library"
        who = g.decider
        card = scr.shown_actions[0]
        name = card.refs[0][1]
        await pilot.press("1")
        await settle(pilot)
        assert g.objects[g.players[who].library[-1]].card.name == name  # it went to the bottom
        hand_now = {g.objects[c].card.name for c in g.players[who].hand}
        assert name not in hand_now, "(pick a seed where the name is not also left in hand)"
        text = log_text(scr)
        assert "chooses a card" in text and "puts a card on the bottom" in text  # the choice is told...
        assert name not in text, f"... without naming {name}: both players read the hot-seat log"


async def test_a_players_turn_starts_with_a_recap_of_the_bots_turn():
    from tests.test_tui import choose_keys
    session = GameSession.vs_bot("teach-green-white", "teach-black-red", "normal", seed=3)
    app = MtgApp(session, fast())
    async with app.run_test(size=SIZE) as pilot:
        scr = await settle(pilot)
        g = session.game
        for _ in range(60):
            if g.over or (g.turn >= 4 and g.active == "p1"):
                break
            await pilot.press(*choose_keys(scr))
            scr = await settle(pilot)
        assert g.turn >= 4 and g.active == "p1"
        text = log_text(scr)
        assert "While you waited" in text
        after = text[text.rindex("While you waited"):]
        bot = session.name("p2")
        assert f"{bot}'s turn" in after or bot in after.splitlines()[1], after[:400]


def test_the_table_is_built_on_copies_and_leaves_the_view_as_the_engine_gave_it():
    import copy

    from mtg_tui.engine.scenario import build_game, parse_scenario
    from mtg_tui.tui.table import build_table
    sc = board(p1={"battlefield": [{"card": "Grizzly Bears", "id": "bear"}]},
               p2={"battlefield": [{"card": "Hill Giant", "id": "giant"}]})
    g = build_game(parse_scenario(sc, "<test>"), "<test>")
    view = g.view("p1")
    before = copy.deepcopy(view)
    t = build_table(view, "p1", {"p1": "Ann", "p2": "Bob"}, show_hand=True, declared={"giant": "attack", "bear": "giant"})
    assert t.objects["giant"]["attacking"] and t.objects["bear"]["blocking"] == "giant"
    assert t.objects["giant"]["blocked_by"] == ["bear"]
    assert view == before, "the view handed to the screen was changed"


async def test_the_bot_thinks_on_a_copy_of_the_game():
    session = GameSession.vs_bot("teach-green-white", "teach-black-red", "random", seed=5)
    seen = []
    real = session.bot_choice

    def spy(game, pid):
        seen.append(game)
        return real(game, pid)

    session.bot_choice = spy
    app = MtgApp(session, fast())
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
    assert seen and all(game is not session.game for game in seen)


async def test_only_enter_uncovers_the_table_at_a_hand_over():
    session = GameSession.hotseat("mordor", "rivendell", ("Ann", "Bob"), seed=11)
    app = MtgApp(session, fast())
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, PrivacyScreen)
        for key in ("space", "1", "a", "escape"):  # the leaving player's habits: none of them uncovers a hand
            await pilot.press(key)
            await pilot.pause()
            assert isinstance(app.screen, PrivacyScreen), key
        assert "Enter" in screen_text(app)
        await pilot.press("enter")
        await settle(pilot)
        assert not isinstance(app.screen, PrivacyScreen)


async def test_a_resumed_game_starts_with_its_log_so_far():
    from tests.test_tui import choose_keys
    session = GameSession.vs_bot("teach-green-white", "teach-black-red", "random", seed=5, record=True)
    path = session.recorder.path
    app = MtgApp(session, fast())
    async with app.run_test(size=SIZE) as pilot:
        scr = await settle(pilot)
        for _ in range(12):
            if session.game.turn >= 3:
                break
            await pilot.press(*choose_keys(scr))
            scr = await settle(pilot)
        turn = session.game.turn
        assert turn >= 2
    resumed = GameSession.from_save(path)
    app = MtgApp(resumed, fast())
    async with app.run_test(size=SIZE) as pilot:
        scr = await settle(pilot)
        text = log_text(scr)
        assert "Resumed" in text
        assert "keeps 7 cards" in text and f"Turn {turn}:" in text, text[:600]


async def test_the_decision_panel_gives_the_keys_for_the_decision_at_hand():
    app = MtgApp(settings=fast(), scenario=attack_board("declare_attackers"), bot="random")
    async with app.run_test(size=SIZE) as pilot:
        scr = await settle(pilot)
        assert scr.game.pending.kind == "attack"
        hint = str(scr.query_one("#prompt-error").render())
        assert "a: all" in hint and "Space: done" in hint, hint
        assert screen_text(app).count("1-9 Pick") == 1, "the footer's keys are not written twice"
