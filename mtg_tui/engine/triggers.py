"""Triggered abilities (603): noticing trigger events, and putting triggers on the stack in APNAP order.

A trigger is noticed as its event happens and waits in ``trigger_queue``; the
next time a player would receive priority, each player's waiting triggers are
put on the stack, the active player's first (603.3b), choosing targets as they go.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from ..mechanics import registry as _mechanics
from ..mechanics.base import Mechanic
from ..trigger_modes import registry as _modes
from ..trigger_modes.base import Fired, TriggerMode
from .ability import effect
from .events import Event
from .objects import Frame

if TYPE_CHECKING:  # pragma: no cover
    from .ability import Ability
    from .game import Game


def queue_trigger(g: "Game", controller: str, ability: "Ability", source: str, source_name: str, data: dict | None = None,
                  chapter: bool = False) -> None:
    g.trigger_queue.append({"controller": controller, "ability": ability, "source": source,
                            "source_name": source_name, "data": data or {}, "chapter": chapter})
    g.emit("trigger", f"{source_name}'s ability triggers", "603.2", source=source, controller=controller)


_NONE: Final[tuple] = ()
_STEP_MODES: Final[tuple[TriggerMode, ...]] = _modes.STEP_MODES
#: the kinds of event something can trigger on (a trigger mode or a set mechanic listens to it); the others
#: (priority, tap, mana, life, ...) are let by at once
_TRIGGER_KINDS: Final = frozenset(k for k in _modes.LISTENERS if k != "step") | _mechanics.TRIGGER_KINDS | {
    "zone", "counters"}
_LISTENERS: Final[dict[str, tuple[TriggerMode, ...]]] = dict(_modes.LISTENERS)
_MECHANICS: Final[dict[str, tuple[Mechanic, ...]]] = {
    k: tuple(m for m in _mechanics.ALL if k in m.trigger_kinds) for k in _mechanics.TRIGGER_KINDS}


def check_triggers(g: "Game", ev: Event) -> None:
    """603.2: what triggers on an event.  The trigger modes that listen to its kind say which abilities fire:
    first those of the event's own object ("When ~ dies"), then a Saga's chapter abilities (714.2b), then the
    permanents that watch ("Whenever a creature dies"), then the set mechanics' own (the Ring's emblem)."""
    k = ev.kind
    if k not in _TRIGGER_KINDS:
        return
    d = ev.data
    if k == "zone" and d.get("frm") == "battlefield" and d.get("to") == "graveyard" and "Creature" in (
            d.get("lki") or {}).get("types", ()):
        g.creature_died_this_turn = True
    out: list[Fired] = []
    modes = _LISTENERS.get(k, _NONE)
    for m in modes:
        m.own(g, d, out)
    if k == "zone":  # 714.3a: a Saga enters with a lore counter
        new = d.get("new")
        if d.get("to") == "battlefield" and new is not None and new in g.objects:
            no = g.objects[new]
            if no.card.chapters and no.counters.get("lore", 0) > 0:
                _flush(g, out)
                _queue_chapters(g, new, 0, no.counters["lore"])
    elif k == "counters":
        if d.get("kind_") == "lore" and d.get("n", 0) > 0:
            _queue_chapters(g, d["obj"], d["before"], d["after"])
    for m in modes:
        m.others(g, d, out)
    for mech in _MECHANICS.get(k, _NONE):
        out.extend(mech.triggers(g, k, d))
    _flush(g, out)


def _flush(g: "Game", out: list[Fired]) -> None:
    for controller, ab, source, name, data in out:
        queue_trigger(g, controller, ab, source, name, data)
    out.clear()


def _queue_chapters(g: "Game", oid: str, before: int, after: int) -> None:
    """714.2b: a chapter ability triggers when lore counters go from below N to N or more."""
    o = g.objects[oid]
    for ab in o.card.chapters:
        for n in ab["chapters"]:
            if before < n <= after:
                queue_trigger(g, o.controller, ab, oid, f"{o.card.name} chapter {_roman(n)}", {"chapter": n}, chapter=True)


def _roman(n: int) -> str:
    return {1: "I", 2: "II", 3: "III", 4: "IV"}.get(n, str(n))


def step_triggers(g: "Game", step: str) -> None:
    """Abilities that trigger at the beginning of a step (603.2), and delayed triggers (603.7)."""
    ap = g.active
    out: list[Fired] = []
    d = {"step": step}
    for m in _STEP_MODES:
        m.others(g, d, out)
    _flush(g, out)
    keep = []
    for dl in g.delayed:
        if dl["when"] == step and (dl.get("player") is None or dl["player"] == ap) and dl.get("turn", 0) <= g.turn:
            queue_trigger(g, dl["controller"], dl["ability"], dl.get("source", ""), dl.get("source_name", "delayed trigger"),
                   dl.get("data", {}))
        else:
            keep.append(dl)
    g.delayed = keep


def put_triggers(g: "Game") -> None:
    """603.3b: APNAP.  Each trigger becomes a frame that chooses its targets and puts it on the stack."""
    q = g.trigger_queue
    g.trigger_queue = []
    ap = g.active
    ordered = [t for t in q if t["controller"] == ap] + [t for t in q if t["controller"] != ap]
    # frames run last-pushed first: push in reverse so the active player's go on the stack first
    # (ordered[::-1], not reversed(): mypy types reversed() of a list of dicts as Any, which mypyc can't compile)
    for t in ordered[::-1]:
        g.frames.append(Frame("trigger", t["controller"], [effect({"do": "put_trigger"})], vars={"t": t}))
