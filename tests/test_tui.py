"""The Textual app, driven by Pilot: the menu, a whole game against the bot by keyboard only, the
action line, hot-seat privacy, and the size message.  The bot's delay is 0 here."""

from __future__ import annotations

import pytest

pytest.importorskip("textual")

from textual.widgets import Input, OptionList, Static  # noqa: E402

from mtg_tui.tui.app import MtgApp  # noqa: E402
from mtg_tui.tui.screens.dialogs import ActionLine, GameOverScreen, PrivacyScreen  # noqa: E402
from mtg_tui.tui.screens.game import GameScreen  # noqa: E402
from mtg_tui.tui.screens.menu import DecksScreen, MainMenu  # noqa: E402
from tests.tui_helpers import fast, settle, rendered  # noqa: E402
from mtg_tui.tui.session import GameSession, Settings  # noqa: E402
from mtg_tui.tui.widgets import CellGrid  # noqa: E402

SIZE = (120, 40)
DECK_A, DECK_B = "teach-green-white", "teach-black-red"


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


# ---------------------------------------------------------------------- session helpers (no Textual)
def test_prompt_order_puts_mana_taps_last_and_cards_find_their_actions():
    from mtg_tui.engine.actions import Action
    from mtg_tui.tui.session import actions_for, display_order, subject_ids
    tap = Action("tap", "tap Forest", None, "tap {0}", (("c1", "Forest"),))
    cast = Action("cast", "cast Giant Growth -> Grizzly Bears", None, "cast {0} -> {1}",
                  (("c2", "Giant Growth"), ("c3", "Grizzly Bears")))
    block = Action("block", "block Hill Giant with Grizzly Bears", None, "block {0} with {1}",
                   (("c4", "Hill Giant"), ("c3", "Grizzly Bears")))
    legal = [Action("pass", "pass"), tap, cast, block]
    assert [a.kind for a in display_order(legal)] == ["pass", "cast", "block", "tap"]
    assert actions_for("c2", legal) == [cast]
    assert actions_for("c3", legal) == [block]  # the blocker is the subject of a block
    assert actions_for("c4", legal) == [block]  # the attacker is named in it
    assert subject_ids(legal) == {"c2", "c3"}


def test_one_source_s_taps_for_each_color_are_one_entry():
    """group_colors: a source's three or more 'tap X for <color>' (a Treasure, a creature under Elven Chorus)
    become one entry at the first one's place, standing for them all; two colors, or taps of different sources
    (Shire Scarecrow's printed '#1' ability beside its granted one), stay apart."""
    from mtg_tui.engine.actions import Action
    from mtg_tui.tui.session import COLORS_KIND, group_colors

    def tap(oid: str, name: str, mark: str, col: str) -> Action:
        return Action("tap", f"tap {name}{mark} for {col}", None, "tap {0}" + mark + " for " + col, ((oid, name),))
    treasure = [tap("t1", "Treasure", "", c) for c in "WUBRG"]
    printed = [tap("s1", "Shire Scarecrow", " #1", c) for c in "WUBRG"]
    granted = [tap("s1", "Shire Scarecrow", "", c) for c in "WUBRG"]
    duo = [tap("d1", "Dual", "", c) for c in "GW"]
    forest = Action("tap", "tap Forest", None, "tap {0}", (("f1", "Forest"),))
    shown, groups = group_colors([Action("pass", "pass"), forest, *treasure, *duo, *printed, *granted])
    assert [a.text for a in shown] == ["pass", "tap Forest", "tap Treasure for W/U/B/R/G…", "tap Dual for G",
                                       "tap Dual for W", "tap Shire Scarecrow #1 for W/U/B/R/G…",
                                       "tap Shire Scarecrow for W/U/B/R/G…"]
    assert shown[2].kind == COLORS_KIND and shown[2].refs == (("t1", "Treasure"),)
    assert groups["tap Treasure for W/U/B/R/G…"] == treasure
    assert groups["tap Shire Scarecrow #1 for W/U/B/R/G…"] == printed
    assert groups["tap Shire Scarecrow for W/U/B/R/G…"] == granted


def test_mana_costs_read_without_color():
    """Each symbol keeps its letters (the color is extra); a hybrid symbol is set apart from its neighbours,
    since G/WG/W would not read."""
    from mtg_tui.tui.look import mana_cost
    assert mana_cost(("2", "G", "G")).plain == "2GG"
    assert mana_cost("{G/W}{G/W}{G/W}").plain == "G/W G/W G/W"
    assert mana_cost(("1", "R/W", "R")).plain == "1 R/W R"


def test_an_ability_numbered_in_an_action_is_named_beside_it():
    """'activate Garruk Wildspeaker #2' numbers the card's abilities; the prompt reads it as that ability (its
    printed cost: −1, and what it does while there is room)."""
    from mtg_tui.engine.actions import Action
    from mtg_tui.tui.look import ability_hint, action_text
    from rules_helpers import board
    g = board({"turn": 3, "active": "p1", "step": "main1"},
              p1={"battlefield": [{"card": "Garruk Wildspeaker", "counters": {"loyalty": 3}}, "Forest",
                                  {"card": "Ioreth of the Healing House", "id": "io"}, "Mind Stone", "Plains"]})
    by_text = {a.text: a for a in g.legal_actions()}
    beast = by_text["activate Garruk Wildspeaker #2"]
    assert ability_hint(beast) == "−1"
    # the label reads as the ability (its cost, then what it does while there is room), not as a second Garruk
    assert action_text(beast, 5).plain == " 5 Garruk Wildspeaker: −1 (Create a 3/3 green Beast creature token)"
    assert action_text(beast, 5, 30).plain == " 5 Garruk Wildspeaker: −1"
    assert ability_hint(by_text["activate Garruk Wildspeaker #1 -> Forest, Plains"]) == "+1"
    # two abilities with one cost ({T}): named by what they do
    assert ability_hint(by_text["activate Ioreth of the Healing House #1 -> Forest"]) == \
        "Untap another target permanent"
    assert ability_hint(by_text["activate Mind Stone"]) == ""  # one ability: its name says it
    assert ability_hint(Action("pass", "pass")) == ""


def test_auto_pass_only_when_the_pace_settings_allow():
    from mtg_tui.engine.actions import Action
    s = GameSession.vs_bot(DECK_A, DECK_B, "random", seed=5)
    s.start()
    g = s.game
    assert g.pending.kind == "choice"
    assert not s.should_auto_pass("p1", g.legal_actions(), Settings())  # a choice is never passed
    only_pass = [Action("pass", "pass")]
    g.pending.kind = "priority"  # (a test double: what matters is the kind of decision)
    try:
        assert s.should_auto_pass("p1", only_pass, Settings(full_control=True))
        taps = only_pass + [Action("tap", "tap Forest")]
        assert s.should_auto_pass("p1", taps, Settings())
        assert not s.should_auto_pass("p1", taps, Settings(full_control=True))
        spell = only_pass + [Action("cast", "cast Giant Growth")]
        g.step = "upkeep"
        assert s.should_auto_pass("p1", spell, Settings(stops_mine=set(), stops_theirs=set()))
        assert not s.should_auto_pass("p1", spell, Settings(stops_mine={"upkeep"}, stops_theirs={"upkeep"}))
        # their declare attackers step is a stop (the default) to answer an attack: with no attackers declared
        # (508.8) there is nothing to answer and it is passed; with one, or with full control, it stops
        g.step, active, g.active = "declare_attackers", g.active, "p2"
        assert s.should_auto_pass("p1", spell, Settings())
        assert not s.should_auto_pass("p1", spell, Settings(full_control=True))
        g.attackers = [next(iter(g.objects))]
        assert not s.should_auto_pass("p1", spell, Settings())
        g.active = "p1"
        g.attackers = []
        assert not s.should_auto_pass("p1", spell, Settings(stops_mine={"declare_attackers"}))  # mine: a stop
        g.active = active
    finally:
        g.pending.kind = "choice"


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
        from mtg_tui.decks import load_deck, shipped_decks
        first = shipped_decks()[0]
        assert DECK_A in text and f"{first}: " in text
        assert load_deck(first).main[0] in text
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
def choose_keys(scr: GameScreen) -> list[str]:
    """The keys for :func:`choose_key`'s pick: with ten actions or more a number is typed, then Enter."""
    k = choose_key(scr)
    return [k, "enter"] if k.isdigit() and len(scr.shown_actions) > 9 else [k]


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
            await pilot.press(*choose_keys(scr))
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
        before_lands = len(g.snapshot()["players"]["p1"]["battlefield"])
        await pilot.press("colon")
        await pilot.pause()
        assert isinstance(app.screen, ActionLine)
        await type_text(pilot, land.text.lower())
        await pilot.press("enter")
        await settle(pilot)
        me = g.snapshot()["players"]["p1"]
        assert len(me["battlefield"]) == before_lands + 1  # (a card gets a new id on the battlefield, 400.7)
        assert land.refs[0][1] in [p["name"] for p in me["battlefield"]]
        assert f"Player 1: {land.text}" in screen_text(app.screen)

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
        before = len(g.snapshot()["players"]["p1"]["battlefield"])
        await pilot.press("enter")
        await settle(pilot)
        assert len(g.snapshot()["players"]["p1"]["battlefield"]) == before + 1
        assert land.refs[0][0] not in g.snapshot()["players"]["p1"]["hand_ids"]


async def test_the_command_palette_lists_and_takes_the_legal_actions():
    session = GameSession.vs_bot(DECK_A, DECK_B, "random", seed=5)
    app = MtgApp(session, fast())
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert [a.text for a in app.screen.shown_actions] == ["keep", "mulligan"]
        await pilot.press("ctrl+p")
        await pilot.pause(0.2)
        await type_text(pilot, "keep")
        await pilot.pause(0.3)
        await pilot.press("enter")
        await settle(pilot)
        assert session.game.pending.kind != "choice" or "Keep" not in session.game.pending.prompt
        assert "Player 1: keep" in screen_text(app.screen)


# ---------------------------------------------------------------------- hot-seat
async def test_the_ending_turn_mark_shows_only_during_that_turn():
    """'e' passes until the end of this turn: the step bar says so during that turn, and no longer once the next
    turn began, even before the session forgets the request (it does so at the next priority it could pass)."""
    session = GameSession.vs_bot(DECK_A, DECK_B, "random", seed=5)
    app = MtgApp(session, fast())
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        scr = app.screen
        g = session.game
        snap = g.view("p1")
        session.end_turn = ("p1", g.turn)
        assert "[ending turn]" in scr._stepbar(snap).plain
        session.end_turn = ("p1", g.turn - 1)
        assert "[ending turn]" not in scr._stepbar(snap).plain
        session.end_turn = None


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
                shown = rendered(app)
                for name in secret:
                    assert name not in top, f"{name} shows on the privacy screen"
                    assert name not in shown, f"{name} is on the terminal while the privacy screen is up"
                    assert name not in below, f"{name} shows under the privacy screen"
                assert "hidden" in below
                checks += 1
                if checks >= 4:
                    break
                await pilot.press("enter")
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


# ---------------------------------------------------------------------- the commands that start the app
@pytest.mark.parametrize("args, needle", [
    (["play", "--deck", "no-such-deck"], "no-such-deck"),
    (["play", "--vs", "teach-green-white", "--bot", "grandmaster"], "grandmaster"),
    (["hotseat", "--vs", "nope.txt"], "nope.txt"),
    (["hotseat", "--names", "Ann"], "--names"),
])
def test_bad_arguments_to_play_and_hotseat_are_one_line_and_exit_2(args, needle):
    import subprocess
    import sys
    from pathlib import Path
    r = subprocess.run([sys.executable, "-m", "mtg_tui", *args], capture_output=True, text=True, timeout=60,
                       cwd=Path(__file__).resolve().parent.parent)
    assert r.returncode == 2
    assert needle in r.stderr and "Traceback" not in r.stderr
    assert len(r.stderr.strip().splitlines()) == 1


# ---------------------------------------------------------------------- snapshots (SVG; update with --snapshot-update)
def test_snapshot_main_menu(snap_compare):
    assert snap_compare(MtgApp(settings=fast()), terminal_size=SIZE)


def test_snapshot_game_over_dialog(snap_compare):
    from pathlib import Path

    from textual.app import App

    import mtg_tui.tui.app as app_module

    class OverApp(App):
        CSS_PATH = str(Path(app_module.__file__).with_name("app.tcss"))

        def on_mount(self) -> None:
            self.push_screen(GameOverScreen("You win! (Player 1)",
                                            "Bot (normal) loses the game: life total is 0 or less", 9, "seed 7"))

    assert snap_compare(OverApp(), terminal_size=SIZE)
