"""What the table shows (issue 18, "What the table shows"): each test starts a scenario board (spec section 2)
in the app, plays it by keyboard as a player would, and reads the screen as the terminal draws it.

- a creature's second line (ATK, BLK, RING, sick, damage, counters) is drawn when its row first appears;
- two objects of one name are told apart in the decision panel by what the player can see (no ``#id``), and
  their board cells show the same tag;
- the card panel gives a permanent's current loyalty, power/toughness and counters; the Ring has four levels;
  floating mana shows on the info line;
- landcycling and numbered abilities read as the ability;
- the table fits 100x30, the actions zone's ``pass`` explains itself, a resolution pause says so, and tapping
  a land does not reflow the land row.
"""

from __future__ import annotations

import pytest

pytest.importorskip("textual")

from mtg_tui.tui.app import MtgApp  # noqa: E402
from tests.tui_helpers import rendered  # noqa: E402
from tests.test_tui_decisions import board, number_of, select  # noqa: E402
from tests.tui_helpers import fast, settle  # noqa: E402
from mtg_tui.tui.session import Settings  # noqa: E402

SIZE = (120, 40)


def line_after(screen: str, *words: str) -> str:
    """The screen line under the first line that holds all of ``words``."""
    lines = screen.splitlines()
    for i, ln in enumerate(lines):
        if all(w in ln for w in words):
            return lines[i + 1]
    raise AssertionError(f"no line with {words} on the screen:\n{screen}")


async def frames(pilot, n: int = 3) -> None:
    for _ in range(n):
        await pilot.pause()


# ---------------------------------------------------------------------- 1. badges always show
async def test_a_new_creature_row_shows_its_second_line_summoning_sick():
    # (no instant in hand: the Bears resolve with no stop, and a land to play stops the game in the main phase
    # again; the stack was empty at both stops, so nothing but the new row changes the screen's layout)
    sc = board(p1={"hand": ["Grizzly Bears", "Forest"], "battlefield": ["Forest"] * 2,
                   "library": ["Forest"] * 3},
               p2={"library": ["Swamp"] * 3})
    app = MtgApp(settings=fast(), scenario=sc)
    async with app.run_test(size=SIZE) as pilot:
        scr = await settle(pilot)
        await pilot.press(number_of(scr, "cast Grizzly Bears"))
        scr = await settle(pilot)
        while scr.game.stack:
            await pilot.press("space")
            scr = await settle(pilot)
        await frames(pilot)
        assert [p["name"] for p in scr.snap["players"]["p1"]["battlefield"] if "Creature" in p["types"]] == \
            ["Grizzly Bears"]
        assert "sick" in line_after(rendered(app), "Grizzly Bears", "2/2")


async def test_a_ring_bearer_alone_in_its_row_shows_ring():
    sc = board(p1={"hand": ["Uruk-hai Berserker", "Swamp"], "library": ["Swamp"] * 3,
                   "battlefield": ["Swamp", "Swamp", "Swamp"]},
               p2={"library": ["Swamp"] * 3})
    app = MtgApp(settings=fast(), scenario=sc)
    async with app.run_test(size=SIZE) as pilot:
        scr = await settle(pilot)
        await pilot.press(number_of(scr, "cast Uruk-hai Berserker"))
        scr = await settle(pilot)
        for _ in range(6):  # let it resolve, and its trigger (the only Ring-bearer: chosen by itself)
            if not scr.game.stack:
                break
            await pilot.press("space")
            scr = await settle(pilot)
        await frames(pilot)
        assert scr.snap["players"]["p1"]["ring_bearer"] is not None
        assert "RING" in line_after(rendered(app), "Uruk-hai Berserker", "3/2")


# ---------------------------------------------------------------------- 2. no internal ids in labels
async def test_twin_attackers_are_told_apart_by_what_the_player_sees_in_the_panel_and_on_the_board():
    # three Hill Giants: g1 and g3 attack (interchangeable: the engine offers one of them), g2 stays home
    sc = board(state={"active": "p2", "step": "declare_attackers"},
               p1={"battlefield": [{"card": "Grizzly Bears", "id": "bear"}, "Forest", "Forest"],
                   "hand": ["Giant Growth"], "library": ["Forest"] * 3},
               p2={"battlefield": [{"card": "Hill Giant", "id": "g1"}, {"card": "Hill Giant", "id": "g2"},
                                   {"card": "Hill Giant", "id": "g3"}], "library": ["Swamp"] * 3},
               actions=["p2: attack Hill Giant#g1", "p2: attack Hill Giant#g3", "p2: done"])
    app = MtgApp(settings=fast(), scenario=sc)
    async with app.run_test(size=SIZE) as pilot:
        scr = await settle(pilot)
        texts = [a.text for a in scr.shown_actions]  # the canonical texts keep the ids (':' and saves)
        assert "cast Giant Growth -> Hill Giant#g1" in texts and "cast Giant Growth -> Hill Giant#g2" in texts
        await frames(pilot)
        screen = rendered(app)
        assert "#g" not in screen, screen
        assert "Giant Growth -> Hill Giant (attacking)" in screen
        assert "Giant Growth -> Hill Giant (not attacking)" in screen
        # the same tags on the board, under the giants they name
        assert "(attacking) ATK" in line_after(screen, "Creatures", "Hill Giant", "T 3/3")
        assert "(not attacking)" in line_after(screen, "Creatures", "Hill Giant", "T 3/3")
        # the picked label acts as the canonical text does
        await pilot.press(number_of(scr, "cast Giant Growth -> Hill Giant#g2"))
        scr = await settle(pilot)
        assert any(it["targets"] == ["g2"] for it in scr.snap["stack"]) or \
            next(p for p in scr.snap["players"]["p2"]["battlefield"] if p["id"] == "g2")["power"] == 6


async def test_twin_lands_are_told_apart_by_side_tapped_and_place():
    sc = board(p1={"battlefield": [{"card": "Garruk Wildspeaker", "id": "gw"},
                                   {"card": "Swamp", "id": "s1", "tapped": True},
                                   {"card": "Swamp", "id": "s2", "tapped": True}, {"card": "Swamp", "id": "s3"}],
                   "hand": ["Giant Growth"], "library": ["Forest"] * 3},
               p2={"battlefield": [{"card": "Swamp", "id": "s4", "tapped": True}], "library": ["Swamp"] * 3})
    app = MtgApp(settings=fast(), scenario=sc)
    async with app.run_test(size=SIZE) as pilot:
        scr = await settle(pilot)
        assert "activate Garruk Wildspeaker #1 -> Swamp#s3, Swamp#s4" in [a.text for a in scr.shown_actions]
        await frames(pilot)
        screen = rendered(app)
        assert "#s" not in screen, screen
        assert "Garruk Wildspeaker: +1 -> Swamp (yours, untapped), Swamp (theirs)" in screen
        lands = [ln for ln in screen.splitlines() if "Swamp (" in ln and "->" not in ln]
        mine = "".join(ln for ln in lands if "yours" in ln)
        assert "Swamp (yours, tapped, 1st)" in mine and "Swamp (yours, tapped, 2nd)" in mine
        assert "Swamp (yours, untapped)" in mine
        assert any("Swamp (T) (theirs)" in ln or "Swamp (theirs)" in ln for ln in lands)


# ---------------------------------------------------------------------- 3. the card panel, the Ring, the pool
def card_panel(scr) -> str:
    return scr.query_one("#card").text.plain


async def test_the_card_panel_gives_loyalty_power_toughness_and_counters_as_they_are_now():
    sc = board(p1={"battlefield": [{"card": "Garruk Wildspeaker", "id": "gw", "counters": {"loyalty": 5}},
                                   {"card": "Grizzly Bears", "id": "bear", "counters": {"+1/+1": 2}}, "Forest"],
                   "hand": ["Giant Growth"], "library": ["Forest"] * 3},
               p2={"library": ["Swamp"] * 3})
    app = MtgApp(settings=fast(), scenario=sc)
    async with app.run_test(size=SIZE) as pilot:
        scr = await settle(pilot)
        await select(pilot, scr, "my-other", "gw")
        text = card_panel(scr)
        assert "Loyalty: 5" in text and "Loyalty: 3" not in text, text  # printed 3, five counters now
        assert "(printed 3)" in text
        await select(pilot, scr, "my-creatures", "bear")
        lines = card_panel(scr).splitlines()
        assert "4/4  (printed 2/2)" in lines, lines  # its P/T line is the one of now
        assert "2/2" not in lines
        assert "Counters: +1/+1 ×2" in lines


async def test_the_ring_shows_four_levels_at_most():
    sc = board(p1={"ring": 5, "battlefield": [{"card": "Frodo Baggins", "id": "frodo", "ring_bearer": True},
                                              "Forest"], "hand": ["Giant Growth"], "library": ["Forest"] * 3},
               p2={"library": ["Swamp"] * 3})
    app = MtgApp(settings=fast(), scenario=sc)
    async with app.run_test(size=SIZE) as pilot:
        scr = await settle(pilot)
        screen = rendered(app)
        assert "level 5" not in screen and "Level 5" not in screen
        assert "●●●● level 4" in screen  # 701.52c: the emblem has four abilities
        await select(pilot, scr, "my-command", "ring-p1")
        text = card_panel(scr)
        assert "Level 4" in text and "Level 5" not in text and "tempted 5 times" in text


async def test_floating_mana_shows_on_the_info_line_at_100x30():
    sc = board(p1={"hand": ["Grizzly Bears", "Forest"], "battlefield": ["Forest", "Forest"],
                   "library": ["Forest"] * 3},
               p2={"library": ["Swamp"] * 3})
    app = MtgApp(settings=fast(), scenario=sc)
    async with app.run_test(size=(100, 30)) as pilot:
        scr = await settle(pilot)
        await pilot.press(number_of(scr, "tap Forest"))
        scr = await settle(pilot)
        assert scr.snap["players"]["p1"]["mana_pool"] == "G"
        await frames(pilot)
        screen = rendered(app)
        import re
        assert re.search(r"♥ Life 20 .*(Mana|Pool) G\b", screen), screen


# ---------------------------------------------------------------------- 4. abilities read as abilities
async def test_landcycling_and_numbered_abilities_read_as_the_ability():
    sc = board(p1={"battlefield": [{"card": "Garruk Wildspeaker", "id": "gw"}, "Mountain", "Forest"],
                   "hand": ["Oliphaunt"], "library": ["Mountain"] * 3},
               p2={"library": ["Swamp"] * 3})
    app = MtgApp(settings=fast(), scenario=sc)
    async with app.run_test(size=SIZE) as pilot:
        scr = await settle(pilot)
        texts = [a.text for a in scr.shown_actions]
        assert "activate Oliphaunt" in texts and "activate Garruk Wildspeaker #2" in texts  # canonical, unchanged
        await frames(pilot)
        screen = rendered(app)
        assert "activate Oliphaunt" not in screen and "mountaincycling Oliphaunt" in screen, screen
        assert "Garruk Wildspeaker #2" not in screen and "Garruk Wildspeaker #3" not in screen
        assert "Garruk Wildspeaker: −1 (Create a 3/3 green Beast" in screen
        # the label acts as its canonical text does
        await pilot.press(number_of(scr, "activate Oliphaunt"))
        scr = await settle(pilot)
        assert [c for c in scr.snap["players"]["p1"]["graveyard"]] == ["Oliphaunt"]


# ---------------------------------------------------------------------- 5. 100x30 and small things
async def test_at_100x30_the_step_bar_the_footer_and_the_names_fit():
    sc = board(p1={"battlefield": [{"card": "Samwise the Stouthearted", "id": "sam"}, "Forest"],
                   "hand": ["Giant Growth", "Samwise the Stouthearted"], "library": ["Forest"] * 3},
               p2={"battlefield": [{"card": "Barad-dûr", "id": "bd"}], "library": ["Swamp"] * 3})
    app = MtgApp(settings=fast(), scenario=sc)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        await frames(pilot)
        lines = rendered(app).splitlines()
        assert lines[0].rstrip().endswith("Clean"), lines[0]  # every step of the turn, none cut off
        assert "has priority" in lines[0]
        assert "^q Quit" in lines[-1] and "Pass/Done" in lines[-1], lines[-1]
        assert any("Samwise the Stouthearted" in ln and "Creatures" in ln for ln in lines), "\n".join(lines)
        assert any("Samwise the Stouthearted 1W" in ln for ln in lines), "\n".join(lines)  # in hand, with its cost


async def test_pass_selected_in_the_decision_panel_says_what_passing_does_now():
    sc = board(p1={"hand": ["Giant Growth"], "battlefield": ["Forest", {"card": "Grizzly Bears", "id": "bear"}],
                   "library": ["Forest"] * 3},
               p2={"library": ["Swamp"] * 3})
    app = MtgApp(settings=fast(), scenario=sc)
    async with app.run_test(size=SIZE) as pilot:
        scr = await settle(pilot)
        await select(pilot, scr, "actions", "0")
        assert scr.shown_actions[0].text == "pass"
        text = card_panel(scr)
        assert text.strip() != "pass"
        assert "Pass priority" in text and "Main 1" in text and "ends" in text, text


async def test_the_status_bar_says_what_resolves_while_the_screen_holds_the_stack():
    # (no instant in hand: after the Bears are cast you can only pass, and the screen holds the stack a moment
    # for you to see it resolve; the bot's pace is slow so the moment lasts while the test looks)
    sc = board(p1={"hand": ["Grizzly Bears", "Forest"], "battlefield": ["Forest", "Forest"],
                   "library": ["Forest"] * 3},
               p2={"library": ["Swamp"] * 3})
    app = MtgApp(settings=Settings(bot_delay=20), scenario=sc)
    async with app.run_test(size=SIZE) as pilot:
        scr = await settle(pilot)
        await pilot.press(number_of(scr, "cast Grizzly Bears"))
        for _ in range(50):
            await pilot.pause()
            if scr._stack_pause == scr.game.decisions:
                break
        assert scr._stack_pause == scr.game.decisions and not scr.waiting  # keys are ignored now
        await frames(pilot)
        bar = rendered(app).splitlines()[0]
        assert "has priority" not in bar and "Grizzly Bears resolving…" in bar, bar


async def test_tapping_a_land_does_not_move_the_lands_of_its_row():
    sc = board(p1={"hand": ["Grizzly Bears", "Forest"], "battlefield": ["Mountain", "Mountain", "Mountain", "Forest"],
                   "library": ["Forest"] * 3},
               p2={"library": ["Swamp"] * 3})
    app = MtgApp(settings=fast(), scenario=sc)
    async with app.run_test(size=SIZE) as pilot:
        scr = await settle(pilot)
        await frames(pilot)

        def places() -> list[int]:
            row = next(ln for ln in rendered(app).splitlines() if "Lands" in ln and "Mountain" in ln)
            return [i for i in range(len(row)) if row.startswith(("Mountain", "Forest"), i)]

        before = places()
        await pilot.press(number_of(scr, "tap Mountain"))
        scr = await settle(pilot)
        await frames(pilot)
        assert any(p["tapped"] for p in scr.snap["players"]["p1"]["battlefield"])
        assert places() == before


def test_ability_labels_keep_their_targets_once_and_name_alike_costs_by_number():
    """(A guard for the label function itself: the targets after '->' are written once, and two abilities
    with one cost ({T}) read 'ability 1' with the ability's text beside it.)"""
    import sys
    from pathlib import Path
    sys.path.insert(0, str(Path(__file__).parent))
    from rules_helpers import board as rules_board

    from mtg_tui.tui.look import action_label
    g = rules_board({"turn": 3, "active": "p1", "step": "main1"},
                    p1={"battlefield": [{"card": "Ioreth of the Healing House", "id": "io"}, "Forest",
                                        {"card": "Bill the Pony", "id": "pony"},
                                        {"card": "Frodo Baggins", "id": "frodo"}, {"token": "Food"}]})
    by_text = {a.text: a for a in g.legal_actions()}
    label, note = action_label(by_text["activate Ioreth of the Healing House #1 -> Forest"])
    assert label == "Ioreth of the Healing House: ability 1 -> Forest"
    assert note == "{T}: Untap another target permanent"
    pony = next(t for t in by_text if t.startswith("activate Bill the Pony -> "))
    assert action_label(by_text[pony])[0] == pony  # one ability: its canonical text, targets once
