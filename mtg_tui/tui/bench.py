"""The TUI's speed figures, measured headless with Textual's Pilot (``mtg-tui bench`` prints them).

``measure()`` returns::

    {"tui_first_screen_ms": ...,        # App construction -> the main menu's first frame
     "keypress_repaint_p50_ms": ...,    # a key that moves the card selection -> the next frame, median
     "keypress_repaint_p95_ms": ...,    # ... 95th percentile
     "keypress_work_p50_ms": ...,       # the app's own work in that time (handler + layout + render), median
     "keypress_work_p95_ms": ...,
     "keypresses": N}

Method.  A "frame" is Textual's compositor refresh of the current screen (``Screen._compositor_refresh``:
the moment the screen's changed regions are rendered and handed to the driver; headless, the driver then
drops them, so no terminal I/O is counted).  That method is wrapped for the duration of the measurement to
time-stamp every frame (``time.perf_counter``), and restored afterwards.

- First screen: the clock starts just before ``MtgApp()`` is constructed (``mtg_tui.tui.app`` is already
  imported; what the app imports lazily while it builds the menu, such as the settings file's validation,
  the deck list or the tutorial's progress, is counted) and stops at the first frame whose screen is the
  main menu (``run_test`` at 120x40, settings read from the user's data folder as in a real start).
- Keypress to repaint: a busy board (a fixed scenario: about twenty permanents, a hand of seven, a Ring
  emblem; no clock or random seed involved) is opened in the game screen, the app is left to go idle, then
  keys that each move the selection (arrows, Tab) are pressed one at a time.  For each, the clock starts
  just before the key event is posted and stops at the first frame after it.  Pilot's own fixed waits
  (``wait_for_idle``, ``pause``) come after the key is posted and only await; they are not in the figure,
  because the frame's time stamp is taken inside the app when the frame is drawn.  The figure does include
  Textual's frame pacing: a refresh waits for the screen's update timer (1/60 s), so a keypress that does
  no work at all still shows up to ~17 ms.  ``keypress_work_*`` leaves that wait out: it is the time spent
  in the key's handler plus the frame's layout and render, measured by wrapping them the same way.
"""

from __future__ import annotations

import asyncio
import time
from contextlib import contextmanager

SIZE = (120, 40)

# A busy board in the middle of a game: what a keypress has to redraw.
BUSY_BOARD = {
    "title": "bench: a busy board",
    "state": {"turn": 9, "active": "p1", "step": "main1"},
    "p1": {
        "ring": 2,
        "library": ["Forest", "Plains", "Swamp", "Forest", "Plains"],
        "hand": ["Giant Growth", "Serra Angel", "Many Partings", "Lembas", "Pacifism", "Forest",
                 "Samwise the Stouthearted"],
        "battlefield": ["Forest", "Forest", "Forest", "Plains", "Plains", "Swamp",
                        {"card": "Frodo Baggins", "id": "frodo", "ring_bearer": True},
                        {"card": "Grizzly Bears", "id": "bear1"}, {"card": "Grizzly Bears", "id": "bear2"},
                        {"card": "Llanowar Elves", "tapped": True}, {"card": "Bill the Pony"},
                        {"card": "Glorious Anthem"}, {"token": "Food"}],
        "graveyard": ["Hill Giant", "Giant Growth"],
    },
    "p2": {
        "ring": 1,
        "library": ["Swamp", "Mountain", "Swamp"],
        "hand": ["Lightning Bolt", "Doom Blade", "Swamp"],
        "battlefield": ["Swamp", "Swamp", "Swamp", "Mountain", "Mountain",
                        {"card": "Nazgûl", "id": "naz", "ring_bearer": True, "counters": {"+1/+1": 1}},
                        {"card": "Typhoid Rats"}, {"card": "Hill Giant", "damage": 1},
                        {"card": "Orcish Bowmasters"}, {"token": "Orc Army", "counters": {"+1/+1": 3}}],
        "graveyard": ["Dark Ritual"],
    },
}
# Across the hand, both battlefields, the command zone, the actions and back (each key moves the selection).
KEYS = ("right", "right", "up", "up", "right", "up", "right", "up", "left", "up", "right", "up", "down", "down",
        "right", "down", "down", "down", "left", "down", "tab", "right", "shift+tab", "left")


def _pct(xs: list[float], q: float) -> float:
    if not xs:
        return 0.0
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


@contextmanager
def _frame_clock(frames: list, work: list):
    """Time-stamp every compositor refresh of the current screen; add up the time spent in the game screen's
    key actions and in frames (layout + render)."""
    from textual.screen import Screen

    from .screens.game import GameScreen

    orig_refresh = Screen._compositor_refresh
    orig_timer = Screen._on_timer_update
    patched = {name: getattr(GameScreen, name) for name in ("action_move", "action_zone")}

    def refresh(self):
        orig_refresh(self)
        if self is self.app.screen:
            frames.append((time.perf_counter(), self))

    def timer_update(self):
        t0 = time.perf_counter()
        try:
            return orig_timer(self)
        finally:
            work.append((t0, time.perf_counter() - t0))

    def timed(fn):
        def wrapper(self, *args, **kwargs):
            t0 = time.perf_counter()
            try:
                return fn(self, *args, **kwargs)
            finally:
                work.append((t0, time.perf_counter() - t0))
        return wrapper

    Screen._compositor_refresh = refresh
    Screen._on_timer_update = timer_update
    for name, fn in patched.items():
        setattr(GameScreen, name, timed(fn))
    try:
        yield
    finally:
        Screen._compositor_refresh = orig_refresh
        Screen._on_timer_update = orig_timer
        for name, fn in patched.items():
            setattr(GameScreen, name, fn)


async def _wait_frame(pilot, frames: list, after: float, kind=None, limit: float = 5.0) -> float:
    end = time.perf_counter() + limit
    while time.perf_counter() < end:
        for t, scr in frames:
            if t > after and (kind is None or isinstance(scr, kind)):
                return t
        await pilot.pause()
    raise TimeoutError("no frame was drawn")


async def measure_async(presses: int = 64, size: tuple[int, int] = SIZE) -> dict:
    from .app import MtgApp
    from .screens.game import GameScreen
    from .screens.menu import MainMenu
    from .session import Settings

    frames: list = []
    work: list[float] = []
    with _frame_clock(frames, work):
        # ---- first screen
        t0 = time.perf_counter()
        app = MtgApp()
        async with app.run_test(size=size) as pilot:
            t_menu = await _wait_frame(pilot, frames, t0, MainMenu)
        first_ms = (t_menu - t0) * 1e3

        # ---- keypress to repaint, on a busy board
        frames.clear()
        app = MtgApp(settings=Settings(bot_delay=0), scenario=BUSY_BOARD, bot="normal")
        lat: list[float] = []
        spent: list[float] = []
        async with app.run_test(size=size) as pilot:
            for _ in range(200):
                await pilot.pause()
                if isinstance(app.screen, GameScreen) and app.screen.waiting:
                    break
            scr = app.screen
            for _ in range(3):  # let the first layouts and the log's wrapping settle
                await pilot.pause(0.02)
            for i in range(presses):
                key = KEYS[i % len(KEYS)]
                before = (scr.sel_zone, scr.sel_key)
                await pilot.pause()
                frames.clear()
                work.clear()
                t0 = time.perf_counter()
                await pilot.press(key)
                if (scr.sel_zone, scr.sel_key) == before:
                    continue  # nothing moved (the edge of the board): nothing to repaint
                t1 = await _wait_frame(pilot, frames, t0)
                lat.append(t1 - t0)
                spent.append(sum(d for start, d in work if start <= t1))  # up to (and with) that frame
    ms = 1e3
    return {
        "tui_first_screen_ms": round(first_ms, 1),
        "keypress_repaint_p50_ms": round(_pct(lat, 0.5) * ms, 2),
        "keypress_repaint_p95_ms": round(_pct(lat, 0.95) * ms, 2),
        "keypress_work_p50_ms": round(_pct(spent, 0.5) * ms, 2),
        "keypress_work_p95_ms": round(_pct(spent, 0.95) * ms, 2),
        "keypresses": len(lat),
    }


def measure(presses: int = 64, size: tuple[int, int] = SIZE) -> dict:
    """The TUI figures (see the module's docstring for the method).  Runs its own event loop."""
    return asyncio.run(measure_async(presses, size))


if __name__ == "__main__":  # pragma: no cover
    import json
    print(json.dumps(measure()))
