"""Every kind of decision, reached and answered in the app by keyboard only (Pilot), each from a seeded game
or a scenario board (spec section 2) started in the app with ``MtgApp(scenario=...)``: mulligan (keep, and
mulligan then the card to bottom), targets, attackers, blockers, Ring-bearer, Army, search, discard, scry,
yes/no, the order of triggered abilities.  After each, the engine's state (through the app's game) says the
answer took effect.

The keys a test presses are found the way a player finds them: the number printed before an action in
the Decision panel (``scr.shown_actions``), or the arrow keys to a card and Enter.
"""

from __future__ import annotations

import pytest

pytest.importorskip("textual")

from mtg_tui.tui.app import MtgApp  # noqa: E402
from mtg_tui.tui.screens.game import GameScreen  # noqa: E402
from tests.tui_helpers import fast, settle  # noqa: E402
from mtg_tui.tui.session import GameSession  # noqa: E402

SIZE = (120, 40)


def number_of(scr: GameScreen, text: str) -> str:
    """The digit printed before the action ``text`` in the Decision panel."""
    texts = [a.text for a in scr.shown_actions]
    assert text in texts, f"{text!r} is not offered; offered: {texts}"
    i = texts.index(text)
    assert i < 9
    return str(i + 1)


async def select(pilot, scr: GameScreen, zone: str, key: str) -> None:
    """Move the selection to the card ``key`` of ``zone`` with the arrow keys only."""
    from mtg_tui.tui.screens.game import COLUMN
    for _ in range(40):
        if scr.sel_zone == zone and scr.sel_key == key:
            return
        if scr.sel_zone == zone:
            await pilot.press("right")
        else:
            here = COLUMN.index(scr.sel_zone) if scr.sel_zone in COLUMN else len(COLUMN)
            await pilot.press("down" if COLUMN.index(zone) > here else "up")
        await pilot.pause()
    raise AssertionError(f"could not reach {key} in {zone} (at {scr.sel_zone}/{scr.sel_key})")


def board(**tables) -> dict:
    """A scenario dict: p1 (you) and p2 (the bot) with what the test gives them; turn 3, p1's main phase."""
    d = {"title": tables.pop("title", "a test board"), "state": {"turn": 3, "active": "p1", "step": "main1"}}
    d["state"].update(tables.pop("state", {}))
    d.update(tables)
    return d


def bolt_board() -> dict:
    """p1 with a Lightning Bolt and a Mountain, p2 with a Grizzly Bears ("bear"): three legal targets."""
    return board(p1={"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
                 p2={"battlefield": [{"card": "Grizzly Bears", "id": "bear"}]})


# ---------------------------------------------------------------------- mulligans (a seeded game)
async def test_mulligan_keep_by_number():
    session = GameSession.vs_bot("teach-green-white", "teach-black-red", "random", seed=5)
    app = MtgApp(session, fast())
    async with app.run_test(size=SIZE) as pilot:
        scr = await settle(pilot)
        g = session.game
        assert g.pending.kind == "choice" and [a.text for a in scr.shown_actions] == ["keep", "mulligan"]
        hand = list(g.players["p1"].hand)
        # the prompt counts the lands in the hand to keep (what a player looks for first)
        lands = sum("Land" in g.objects[c].card.types for c in hand)
        assert 0 < lands < 7
        prompt = str(scr.query_one("#prompt-text").render())
        assert f"{lands} land{'' if lands == 1 else 's'}, {7 - lands} spell" in prompt, prompt
        await pilot.press(number_of(scr, "keep"))
        scr = await settle(pilot)
        assert g.players["p1"].hand[:7] == hand  # kept (turn 1 may have drawn after it)
        assert g.step != "mulligan"


async def test_mulligan_then_keep_then_bottom_a_card_chosen_in_the_hand():
    session = GameSession.vs_bot("teach-green-white", "teach-black-red", "random", seed=5)
    app = MtgApp(session, fast())
    async with app.run_test(size=SIZE) as pilot:
        scr = await settle(pilot)
        g = session.game
        first = list(g.players["p1"].hand)
        await pilot.press(number_of(scr, "mulligan"))
        scr = await settle(pilot)
        assert g.players["p1"].hand != first and len(g.players["p1"].hand) == 7  # a new seven
        assert "bottom 1" in g.pending.prompt
        await pilot.press(number_of(scr, "keep"))
        scr = await settle(pilot)
        assert g.pending.kind == "choice" and g.pending.prompt == "Put 1 card on the bottom of your library"
        # pick the card to bottom in the hand itself: arrows to the third card, Enter
        target = scr._grids["hand"].keys[2]
        name = g.objects[target].card.name
        await select(pilot, scr, "hand", target)
        await pilot.press("enter")
        scr = await settle(pilot)
        p1 = g.players["p1"]
        assert target not in p1.hand, "the chosen card left the hand"
        assert g.objects[p1.library[-1]].card.name == name, "... to the bottom of the library"
        assert p1.kept and len(p1.library) == 60 - 7 + 1 - p1.drawn_this_turn


# ---------------------------------------------------------------------- targets
async def test_cast_a_spell_with_a_target_picked_on_the_board():
    sc = bolt_board()
    app = MtgApp(settings=fast(), scenario=sc, bot="random")
    async with app.run_test(size=SIZE) as pilot:
        scr = await settle(pilot)
        g = scr.game
        bolt = g.players["p1"].hand[0]
        await select(pilot, scr, "hand", bolt)
        await pilot.press("enter")  # three targets use the Bolt: they are marked, and listed by number
        await pilot.pause()
        assert scr.targeting is not None and scr.marked == {"p1", "p2", "bear"}
        assert [a.text for a in scr.shown_actions] == ["target p1", "target p2", "target Grizzly Bears"]
        assert "Lightning Bolt: choose its target" in str(scr.query_one("#prompt-text").render())
        await select(pilot, scr, "opp-creatures", "bear")
        await pilot.press("enter")
        scr = await settle(pilot)
        snap = g.snapshot()
        assert snap["players"]["p2"]["graveyard"] == ["Grizzly Bears"]
        assert snap["players"]["p1"]["graveyard"] == ["Lightning Bolt"]
        assert snap["stack"] == [] and snap["players"]["p2"]["life"] == 20


# ---------------------------------------------------------------------- combat
async def test_declare_an_attacker_with_arrows_and_enter_then_done():
    # (a Giant Growth in hand makes every stop a real decision, so the game waits at them)
    sc = board(state={"step": "declare_attackers"},
               p1={"battlefield": [{"card": "Grizzly Bears", "id": "bear"}, {"card": "Hill Giant", "id": "giant"},
                                   "Forest"], "hand": ["Giant Growth"], "library": ["Forest"] * 3},
               p2={"library": ["Swamp"] * 3})
    app = MtgApp(settings=fast(), scenario=sc)
    async with app.run_test(size=SIZE) as pilot:
        scr = await settle(pilot)
        g = scr.game
        assert g.pending.kind == "attack"
        await select(pilot, scr, "my-creatures", "giant")
        await pilot.press("enter")
        await settle(pilot)
        assert g.decl == {"giant": "p2"} and g.pending.kind == "attack"  # declared so far; still declaring
        assert "ATK" in scr._grids["my-creatures"].render().plain  # and the board shows it
        await pilot.press("space")  # done
        await settle(pilot)
        assert g.pending.kind != "attack"
        for _ in range(10):  # pass to the end of combat
            if g.step in ("end_of_combat", "main2"):
                break
            assert g.players["p1"].hand, "Giant Growth stays in hand"
            await pilot.press("space")
            await settle(pilot)
        assert g.players["p2"].life == 17  # Hill Giant, unblocked
        assert g.players["p1"].life == 20


async def test_declare_a_blocker_against_the_bot():
    sc = board(state={"active": "p2", "step": "declare_attackers"},
               p1={"battlefield": [{"card": "Grizzly Bears", "id": "bear"}, "Forest"], "library": ["Forest"] * 3},
               p2={"battlefield": [{"card": "Hill Giant", "id": "giant"}], "library": ["Swamp"] * 3},
               actions=["p2: attack Hill Giant"])  # (then "done" is the only choice: taken by itself)
    app = MtgApp(settings=fast(), scenario=sc)
    async with app.run_test(size=SIZE) as pilot:
        scr = await settle(pilot)
        g = scr.game
        assert g.pending.kind == "block" and g.decider == "p1", g.pending
        await select(pilot, scr, "my-creatures", "bear")
        assert [a.text for a in scr._actions_for("bear")] == ["block Hill Giant with Grizzly Bears"]
        await pilot.press("enter")  # (one blocker: "done" is then the only choice, taken by itself)
        await settle(pilot)
        assert g.pending is None or g.pending.kind != "block"
        snap = g.snapshot()
        assert snap["players"]["p1"]["graveyard"] == ["Grizzly Bears"]  # 3 damage kills the Bears
        assert snap["players"]["p1"]["life"] == 20  # blocked: no damage to p1
        assert [p["id"] for p in snap["players"]["p2"]["battlefield"]] == ["giant"]  # 2 damage: it lives
        assert any("Grizzly Bears blocks" in line.text for line in scr.query_one("#log").lines)


# ---------------------------------------------------------------------- The Ring, amass
async def test_choose_the_ring_bearer_when_uruk_hai_berserker_enters_with_another_creature():
    sc = board(p1={"hand": ["Uruk-hai Berserker"], "library": ["Swamp"],
                   "battlefield": ["Swamp", "Swamp", "Swamp", {"card": "Grizzly Bears", "id": "bear"}]})
    app = MtgApp(settings=fast(), scenario=sc)
    async with app.run_test(size=SIZE) as pilot:
        scr = await settle(pilot)
        g = scr.game
        await pilot.press(number_of(scr, "cast Uruk-hai Berserker"))
        scr = await settle(pilot)
        assert g.pending.kind == "choice" and "Ring-bearer" in g.pending.prompt
        assert [a.text for a in scr.shown_actions] == ["choose Grizzly Bears", "choose Uruk-hai Berserker"]
        await pilot.press(number_of(scr, "choose Grizzly Bears"))
        await settle(pilot)
        snap = g.snapshot()
        assert snap["players"]["p1"]["ring"] == 1 and snap["players"]["p1"]["ring_bearer"] == "bear"
        assert snap["players"]["p1"]["command"] == ["The Ring"]
        bear = next(p for p in snap["players"]["p1"]["battlefield"] if p["id"] == "bear")
        assert "Legendary" in bear["supertypes"]  # the Ring's level 1
        command = scr._grids["my-command"].render().plain  # the command zone shows the emblem
        assert "The Ring" in command and "level 1" in command and "bearer Grizzly Bears" in command


async def test_amass_chooses_one_of_two_armies_on_the_battlefield():
    sc = board(p1={"hand": ["Dunland Crebain"],
                   "battlefield": ["Swamp", "Swamp", "Swamp",
                                   {"token": "Orc Army", "id": "a1", "counters": {"+1/+1": 1}},
                                   {"token": "Orc Army", "id": "a2", "counters": {"+1/+1": 2}}]})
    app = MtgApp(settings=fast(), scenario=sc)
    async with app.run_test(size=SIZE) as pilot:
        scr = await settle(pilot)
        g = scr.game
        await pilot.press(number_of(scr, "cast Dunland Crebain"))
        scr = await settle(pilot)
        assert g.pending.kind == "choice" and "Army" in g.pending.prompt
        assert {a.text for a in scr.shown_actions} == {"choose Orc Army#a1", "choose Orc Army#a2"}
        await select(pilot, scr, "my-creatures", "a1")  # the Army itself, on the battlefield
        await pilot.press("enter")
        await settle(pilot)
        assert g.objects["a1"].counters["+1/+1"] == 3
        assert g.objects["a2"].counters["+1/+1"] == 2


# ---------------------------------------------------------------------- search, discard, scry, yes/no
async def test_search_the_library_with_many_partings():
    sc = board(p1={"hand": ["Many Partings"], "library": ["Hill Giant", "Forest", "Plains"],
                   "battlefield": ["Forest"]})
    app = MtgApp(settings=fast(), scenario=sc)
    async with app.run_test(size=SIZE) as pilot:
        scr = await settle(pilot)
        g = scr.game
        await pilot.press(number_of(scr, "cast Many Partings"))
        scr = await settle(pilot)
        assert "Search" in g.pending.prompt
        await pilot.press(number_of(scr, "choose Plains"))
        await settle(pilot)
        snap = g.snapshot()
        assert snap["players"]["p1"]["hand"] == ["Plains"]
        assert sorted(snap["players"]["p1"]["library"]) == ["Forest", "Hill Giant"]
        assert "Food" in [p["name"] for p in snap["players"]["p1"]["battlefield"]]


async def test_discard_to_seven_in_cleanup_chosen_in_the_hand():
    sc = board(state={"step": "end"}, p1={"hand": ["Forest"] * 7 + [{"card": "Hill Giant", "id": "giant"}]},
               p2={"library": ["Swamp"]})
    app = MtgApp(settings=fast(), scenario=sc)
    async with app.run_test(size=SIZE) as pilot:
        scr = await settle(pilot)
        g = scr.game
        for _ in range(5):
            if g.pending.kind == "choice":
                break
            await pilot.press("space")
            scr = await settle(pilot)
        assert g.step == "cleanup" and "Discard" in g.pending.prompt
        await select(pilot, scr, "hand", "giant")
        await pilot.press("enter")
        await settle(pilot)
        snap = g.snapshot()
        assert snap["players"]["p1"]["graveyard"] == ["Hill Giant"]
        assert snap["players"]["p1"]["hand"] == ["Forest"] * 7


async def test_scry_to_the_bottom_with_hithlain_knots():
    sc = board(p1={"hand": ["Hithlain Knots"], "library": [{"card": "Hill Giant", "id": "top"}, "Forest", "Plains"],
                   "battlefield": ["Island", "Island"]},
               p2={"battlefield": [{"card": "Grizzly Bears", "id": "bear"}]})
    app = MtgApp(settings=fast(), scenario=sc)
    async with app.run_test(size=SIZE) as pilot:
        scr = await settle(pilot)
        g = scr.game
        await pilot.press(number_of(scr, "cast Hithlain Knots -> Grizzly Bears"))
        scr = await settle(pilot)
        assert g.pending.prompt.startswith("Scry")
        assert [a.text for a in scr.shown_actions] == ["choose top", "choose bottom"]
        await pilot.press(number_of(scr, "choose bottom"))
        await settle(pilot)
        p1 = g.players["p1"]
        assert [g.objects[c].card.name for c in p1.library] == ["Plains", "Hill Giant"]  # Giant to the bottom
        assert [g.objects[c].card.name for c in p1.hand] == ["Forest"]  # then drew the new top card
        assert g.objects["bear"].tapped


async def test_yes_no_pay_two_life_with_call_of_the_ring():
    sc = board(state={"step": "upkeep"},
               p1={"library": ["Forest", "Plains"],
                   "battlefield": ["Call of the Ring", {"card": "Grizzly Bears", "id": "bear"}]})
    app = MtgApp(settings=fast(), scenario=sc)
    async with app.run_test(size=SIZE) as pilot:
        scr = await settle(pilot)
        g = scr.game
        for _ in range(6):  # the upkeep trigger: the Ring tempts (one creature: it is the bearer), then "you may"
            if g.pending.kind == "choice":
                break
            await pilot.press("space")
            scr = await settle(pilot)
        assert "Pay 2 life" in g.pending.prompt
        assert [a.text for a in scr.shown_actions] == ["choose yes", "choose no"]
        await pilot.press(number_of(scr, "choose yes"))
        await settle(pilot)
        p1 = g.players["p1"]
        assert p1.life == 18 and p1.ring == 1 and p1.ring_bearer == "bear"
        assert [g.objects[c].card.name for c in p1.hand][:1] == ["Forest"]  # drew a card for the 2 life


async def test_order_two_triggered_abilities_by_number_each_with_what_it_does():
    """603.3b: Took Reaper dies next to Uglúk; the Decision panel asks which goes on the stack first, and each
    answer's note is what that ability does (the prompt's list of them would not fit)."""
    sc = board(p1={"hand": ["Lightning Bolt"], "library": ["Forest"],
                   "battlefield": ["Mountain", {"card": "Took Reaper", "id": "reaper"},
                                   {"card": "Uglúk of the White Hand", "id": "ugluk"}]})
    app = MtgApp(settings=fast(), scenario=sc)
    async with app.run_test(size=SIZE) as pilot:
        scr = await settle(pilot)
        g = scr.game
        await pilot.press(number_of(scr, "cast Lightning Bolt -> Took Reaper"))
        scr = await settle(pilot)
        assert g.pending.data["purpose"] == "trigger_order"
        assert [a.text for a in scr.shown_actions] == ["choose Took Reaper", "choose Uglúk of the White Hand"]
        prompt = str(scr.query_one("#prompt-text").render())
        assert "which goes on the stack first?" in prompt and "Waiting" not in prompt
        from mtg_tui.tui import look
        label, note = look.action_label(scr.shown_actions[0], scr._board())
        assert label == "choose Took Reaper" and note == "The Ring tempts you"  # (its effect; the prompt has it all)
        await pilot.press(number_of(scr, "choose Uglúk of the White Hand"))
        await settle(pilot)
        placed = [e.data.get("source") for e in g.log if e.kind == "trigger" and e.rule == "603.3"]
        assert placed == ["ugluk", "reaper"]  # Uglúk's went on the stack first: Took Reaper's resolves first


# ---------------------------------------------------------------------- the scenario entry points
def test_from_scenario_runs_the_actions_and_names_the_seats():
    from mtg_tui.engine.scenario import ScenarioError
    s = GameSession.from_scenario(board(p1={"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
                                        actions=["p1: cast Lightning Bolt -> p2"]), bot="normal")
    assert s.started and s.seats["p2"].level == "normal" and s.seats["p1"].human
    assert s.game.stack and s.name("p2") == "Bot (normal)"
    again = s.rematch()
    assert again.game is not s.game and again.game.stack
    with pytest.raises(ScenarioError, match="p2 is not the decider"):
        GameSession.from_scenario(board(actions=["p2: pass", "p1: pass"]))


def test_play_scenario_command_rejects_a_bad_file_in_one_line(tmp_path):
    import subprocess
    import sys
    bad = tmp_path / "bad.toml"
    bad.write_text('title = "x"\n[p1]\nhand = ["No Such Card"]\n')
    r = subprocess.run([sys.executable, "-m", "mtg_tui", "play", "--scenario", str(bad)], capture_output=True,
                       text=True, timeout=60)
    assert r.returncode == 2 and "No Such Card" in r.stderr and "Traceback" not in r.stderr
    assert len(r.stderr.strip().splitlines()) == 1


# ---------------------------------------------------------------------- mana of any color (106.1, 605)
def treasure_board() -> dict:
    """p1 with three Treasures (interchangeable: offered once) and an Island, p2 with nothing to do."""
    return board(p1={"hand": ["Gandalf the Grey"], "battlefield": ["Island", {"token": "Treasure"},
                                                                  {"token": "Treasure"}, {"token": "Treasure"}],
                     "library": ["Island", "Island"]},
                 p2={"battlefield": ["Swamp"], "library": ["Swamp", "Swamp"]})


async def test_a_treasure_is_one_entry_and_its_color_is_picked_next():
    """A source that adds one mana of any color is one numbered entry ('tap Treasure for W/U/B/R/G…'), not five
    rows each; choosing it asks which color, and the tap adds that color (the Treasure is sacrificed)."""
    from mtg_tui.tui.screens.dialogs import ActionPicker
    app = MtgApp(settings=fast(), scenario=treasure_board(), bot="random")
    async with app.run_test(size=SIZE) as pilot:
        scr = await settle(pilot)
        g = scr.game
        texts = [a.text for a in scr.shown_actions]
        assert texts.count("tap Treasure for W/U/B/R/G…") == 1
        assert not any(t.startswith("tap Treasure for ") and t.endswith(("W", "U", "B", "R", "G")) for t in texts)
        assert "tap Island" in texts
        await pilot.press(number_of(scr, "tap Treasure for W/U/B/R/G…"))
        await pilot.pause()
        picker = app.screen
        assert isinstance(picker, ActionPicker)
        assert picker.title_text == "Treasure: add which color?"
        assert [a.text for a in picker.actions] == [f"tap Treasure for {c}" for c in "WUBRG"]
        await pilot.press("4")  # red
        scr = await settle(pilot)
        snap = g.snapshot()
        assert snap["players"]["p1"]["mana_pool"] == "R"
        assert sum(p["name"] == "Treasure" for p in snap["players"]["p1"]["battlefield"]) == 2


async def test_a_treasure_picked_on_the_board_offers_its_colors():
    """Enter on a Treasure on the board offers its five taps, as any card with several actions does; the
    typed-action line still knows each tap's own text."""
    from mtg_tui.tui.screens.dialogs import ActionPicker
    app = MtgApp(settings=fast(), scenario=treasure_board(), bot="random")
    async with app.run_test(size=SIZE) as pilot:
        scr = await settle(pilot)
        g = scr.game
        treasure = next(o for o in g.battlefield if g.objects[o].card.name == "Treasure")
        assert "tap Treasure for G" in [a.text for a in scr.legal_shown]
        await select(pilot, scr, "my-other", treasure)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ActionPicker)
        assert [a.text for a in app.screen.actions] == [f"tap Treasure for {c}" for c in "WUBRG"]
        await pilot.press("5")
        await settle(pilot)
        assert g.snapshot()["players"]["p1"]["mana_pool"] == "G"
