"""The trigger modes (``ALL``, ``BY_NAME``) and the card files' event names (``EVENTS``: name -> EventUse, a
mode plus what narrows it), built once at import from the modes' own modules: every module of this package
but ``base``, ``phrasing`` and ``registry`` holds one mode (found by its place: nothing to list), and says
its event names in ``events``.  A new event name is one entry in its mode's ``events``; a new mode is one new
module (docs/VOCABULARY.md, "Add a trigger mode")."""

from __future__ import annotations

from typing import Final

from .. import discover
from . import __path__ as _here
from .base import EventUse, TriggerMode

_NOT_MODES: Final = frozenset({"base", "phrasing", "registry"})


#: every trigger mode, by module name (the order the engine asks them in, for an event they both listen to)
ALL: Final[tuple[TriggerMode, ...]] = discover.words(__package__, _here, TriggerMode, _NOT_MODES)
BY_NAME: Final[dict[str, TriggerMode]] = {m.name: m for m in ALL}


def _uses() -> tuple[EventUse, ...]:
    out = []
    for m in ALL:
        for event, how in m.events.items():
            opts = {k: v for k, v in how.items() if k != "self_only"}
            out.append(EventUse(event, m, bool(how.get("self_only")), **opts))
    return tuple(out)


_USES: Final = _uses()
#: the card files' event names: each a mode plus what narrows it
EVENTS: Final[dict[str, EventUse]] = {u.event: u for u in _USES}
if len(EVENTS) != len(_USES):  # pragma: no cover - two modes claiming one name is a programming error
    raise ImportError("two trigger modes name the same event")
for _m in ALL:
    _m.own_events = frozenset(u.event for u in _USES if u.mode is _m and u.self_only)
    _m.watching = tuple(u for u in _USES if u.mode is _m and not u.self_only)

#: the modes that listen to each kind of engine event, in the order they are asked
LISTENERS: Final[dict[str, tuple[TriggerMode, ...]]] = {
    k: tuple(m for m in ALL if m.listens == k) for k in sorted({m.listens for m in ALL})}
STEP_MODES: Final[tuple[TriggerMode, ...]] = LISTENERS.get("step", ())
