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
from tests.test_tui import rendered  # noqa: E402
from tests.test_tui_decisions import board, number_of  # noqa: E402
from tests.tui_helpers import fast, settle  # noqa: E402

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
