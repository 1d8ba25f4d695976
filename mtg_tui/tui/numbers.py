"""Typing a number among 1..N one digit at a time: the decision panel and the action picker.

With nine options or fewer a digit picks at once. With ten or more, the digits typed gather in a buffer
that commits by itself when no further digit could make a valid number (``2`` among 15 options is
final, ``1`` is not: it could start ``12``), when the short timer runs out, or when the screen calls
``commit()`` (Enter). ``0`` never starts a number. The owner shows ``typed`` while it waits.
"""

from __future__ import annotations

from typing import Callable

#: Seconds a lone digit waits for a second one before it counts on its own.
WAIT = 1.2


class NumberEntry:
    """One "type a number among ``count()``" buffer for a screen (or any widget with ``set_timer``).

    ``on_pick(k)`` gets the 1-based number chosen; ``on_change(typed)`` is called whenever the buffer
    changes (to redraw the digits shown, or to clear them: ``typed == ""``)."""

    def __init__(self, host, count: Callable[[], int], on_pick: Callable[[int], None],
                 on_change: Callable[[str], None] | None = None, wait: float = WAIT) -> None:
        self.host = host
        self.count = count
        self.on_pick = on_pick
        self.on_change = on_change
        self.wait = wait
        self.typed = ""
        self._timer = None

    def _stop_timer(self) -> None:
        if self._timer is not None:
            self._timer.stop()
            self._timer = None

    def _set(self, typed: str) -> None:
        if typed != self.typed:
            self.typed = typed
            if self.on_change is not None:
                self.on_change(typed)

    def digit(self, d: str) -> None:
        """One digit key: pick, or wait for the next digit."""
        n = self.count()
        if n <= 9:
            self.clear()
            k = int(d)
            if 1 <= k <= n:
                self.on_pick(k)
            return
        buf = (self.typed + d).lstrip("0")
        if not buf:
            return
        self._stop_timer()
        val = int(buf)
        if val * 10 > n or len(buf) >= len(str(n)):
            self._set("")
            if 1 <= val <= n:
                self.on_pick(val)
            return
        self._set(buf)
        self._timer = self.host.set_timer(self.wait, self.commit)

    def commit(self) -> bool:
        """Take the digits typed so far as the number (Enter, or the timer); True if there were any."""
        self._stop_timer()
        buf = self.typed
        if not buf:
            return False
        self._set("")
        val = int(buf)
        if 1 <= val <= self.count():
            self.on_pick(val)
        return True

    def clear(self) -> None:
        """Forget the digits typed (Escape, or the options changed)."""
        self._stop_timer()
        self._set("")
