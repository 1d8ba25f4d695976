"""The goal vocabulary: conditions over the engine's events, the snapshot and the learner's actions.

Never over screen text.  A goal is a list of conditions that must all hold:

- ``{ event = "land", name = "Forest" }`` — an event of that kind happened during the step; every other key
  must match the event's data.  ``name`` matches the event's card (its ``name``, or the card of its ``obj``,
  ``new`` or ``source``); a key whose data value is an object id also matches that object's card name
  (``{ event = "ring", what = "chosen", bearer = "Frodo Baggins" }``); a list value matches if it contains the
  value; ``counter`` is the kind of counter of a ``counters`` event; ``rule`` is the event's rule number.
- ``{ action = "attack Grizzly Bears" }`` — the learner took this action during the step (glob patterns).
- ``{ state = "players.p1.ring", equals = 2 }`` — holds in the snapshot now (also ``not_equals``,
  ``at_least``, ``at_most``, ``contains``, ``excludes``).  Paths are those of ``[expect]`` in scenario files:
  a battlefield step may be an id or a card name (``players.p2.battlefield.Hill Giant.tapped``).
- ``{ any = [ ... ] }`` — one of the conditions holds.
"""

from __future__ import annotations

from fnmatch import fnmatchcase
from typing import Any, Iterable

from ..engine.actions import norm
from ..engine.events import Event
from ..engine.scenario import path_get as snapshot_path

ID_KEYS = ("obj", "new", "source")


def text_matches(pattern: str, text: str) -> bool:
    """An action text against a pattern: case-insensitive, accents optional, ``*`` and ``?`` as wildcards."""
    return fnmatchcase(norm(text), norm(pattern))


def _same(want: Any, got: Any, names: dict[str, str]) -> bool:
    if isinstance(got, list):
        return any(_same(want, x, names) for x in got)
    if isinstance(want, bool) or isinstance(got, bool):
        return want is got or want == got
    if isinstance(want, str) and isinstance(got, str):
        if norm(want) == norm(got):
            return True
        n = names.get(got)
        return n is not None and norm(n) == norm(want)
    return want == got


def event_matches(cond: dict, ev: Event, names: dict[str, str]) -> bool:
    if ev.kind != cond["event"]:
        return False
    d = ev.data
    for k, want in cond.items():
        if k == "event":
            continue
        if k == "rule":
            if ev.rule != want:
                return False
            continue
        if k == "name":
            cands = [d.get("name")] + [names.get(d[i]) for i in ID_KEYS if isinstance(d.get(i), str)]
            if not any(isinstance(c, str) and norm(c) == norm(str(want)) for c in cands):
                return False
            continue
        key = "kind_" if k == "counter" else k
        if key not in d or not _same(want, d[key], names):
            return False
    return True


def state_holds(cond: dict, snap: dict) -> bool:
    got = snapshot_path(snap, cond["state"])
    for op, want in cond.items():
        if op == "state":
            continue
        if op == "equals":
            return _eq(got, want)
        if op == "not_equals":
            return not _eq(got, want)
        if op == "at_least":
            return isinstance(got, (int, float)) and not isinstance(got, bool) and got >= want
        if op == "at_most":
            return isinstance(got, (int, float)) and not isinstance(got, bool) and got <= want
        if op == "contains":
            return _contains(got, want)
        if op == "excludes":
            return not _contains(got, want)
    return False


def _eq(got: Any, want: Any) -> bool:
    if isinstance(got, str) and isinstance(want, str):
        return norm(got) == norm(want)
    if isinstance(got, bool) or isinstance(want, bool):
        return got is want
    return got == want


def _contains(got: Any, want: Any) -> bool:
    if isinstance(got, str):
        return isinstance(want, str) and norm(want) in norm(got)
    if isinstance(got, list):
        return any(_eq(x, want) or (isinstance(x, dict) and isinstance(want, str) and
                                    norm(x.get("name", "")) == norm(want)) for x in got)
    return False


def holds(cond: dict, events: Iterable[Event], actions: list[str], snap: dict, names: dict[str, str]) -> bool:
    if "any" in cond:
        evs = list(events)
        return any(holds(c, evs, actions, snap, names) for c in cond["any"])
    if "event" in cond:
        return any(event_matches(cond, ev, names) for ev in events)
    if "action" in cond:
        return any(text_matches(cond["action"], a) for a in actions)
    return state_holds(cond, snap)


def all_hold(conds: list[dict], events: list[Event], actions: list[str], snap: dict, names: dict[str, str]) -> bool:
    return bool(conds) and all(holds(c, events, actions, snap, names) for c in conds)


def describe(cond: dict) -> str:
    """A short English form of a condition (for --check messages and tests)."""
    if "any" in cond:
        return " or ".join(describe(c) for c in cond["any"])
    if "event" in cond:
        rest = ", ".join(f"{k}={v!r}" for k, v in cond.items() if k != "event")
        return f"a {cond['event']} event" + (f" ({rest})" if rest else "")
    if "action" in cond:
        return f"the action {cond['action']!r}"
    op = next(k for k in cond if k != "state")
    return f"{cond['state']} {op.replace('_', ' ')} {cond[op]!r}"
