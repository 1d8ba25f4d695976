"""Scenario files (spec section 2): set up a board, run actions, check expectations.

One format for tests, tutorial lessons, puzzles and bug reports.  Validated by
pydantic before anything runs; an invalid file gives one line naming the file,
the key and what was expected.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, ValidationError, field_validator

from .actions import IllegalActionError, norm
from .effects import MAX_MULLIGANS
from .game import STEPS, Game
from ..keywords.registry import COUNTERS as _KW_COUNTERS
from .objects import PLAYERS, Obj, other

MAX_SCENARIO = 256 * 1024
#: ``step = "mulligan"``: the game starts at the opening-hand decisions of 103.5 (turn 1 only; SCENARIOS 2)
MULLIGAN_STEP = "mulligan"
COUNTER_KINDS = ("+1/+1", "-1/-1", "lore", "loyalty", "stun", "influence", "verse", "burden", "hope") + tuple(
    sorted(_KW_COUNTERS))  # and the keyword counters (122.1b: "indestructible", "lifelink"...)


class ScenarioError(ValueError):
    """The scenario file is invalid (exit code 2)."""


class ScenarioFailed(RuntimeError):
    """An action was illegal or an expectation failed (exit code 1)."""


class _M(BaseModel):
    model_config = ConfigDict(extra="forbid")


class CardEntry(_M):
    card: str
    id: str | None = None


class PermEntry(_M):
    card: str | None = None
    token: str | None = None
    id: str | None = None
    tapped: bool = False
    sick: bool = False
    damage: int = 0
    counters: dict[str, int] = {}
    attached_to: str | None = None
    ring_bearer: bool = False
    controller: str | None = None

    @field_validator("counters")
    @classmethod
    def _counters(cls, v):
        for k, n in v.items():
            if k not in COUNTER_KINDS:
                raise ValueError(f"unknown counter kind {k!r}; expected one of {', '.join(COUNTER_KINDS)}")
            if n < 0:
                raise ValueError(f"counter {k!r} must be 0 or more")
        return v


class PlayerState(_M):
    life: int = 20
    name: str | None = None
    library: list[str | CardEntry] = []
    hand: list[str | CardEntry] = []
    battlefield: list[str | PermEntry] = []
    graveyard: list[str | CardEntry] = []
    exile: list[str | CardEntry] = []
    ring: int = 0
    lands_played: int = 0
    mulligans: int = 0  # how many mulligans the player has taken (with state.step = "mulligan" only: 103.5)

    @field_validator("mulligans")
    @classmethod
    def _mulligans(cls, v):
        if not 0 <= v <= MAX_MULLIGANS:
            raise ValueError(f"expected a number of mulligans from 0 to {MAX_MULLIGANS}, got {v}")
        return v


class GameState(_M):
    turn: int = 1
    active: str = "p1"
    step: str = "main1"

    @field_validator("active")
    @classmethod
    def _active(cls, v):
        if v not in PLAYERS:
            raise ValueError("expected 'p1' or 'p2'")
        return v

    @field_validator("step")
    @classmethod
    def _step(cls, v):
        if v not in STEPS and v != MULLIGAN_STEP:
            raise ValueError(f"unknown step {v!r}; expected one of {', '.join(STEPS)} or {MULLIGAN_STEP!r} (turn 1)")
        return v


class ScenarioFile(_M):
    title: str
    seed: int = 0
    actions: list[str] = []
    state: GameState = GameState()
    p1: PlayerState = PlayerState()
    p2: PlayerState = PlayerState()
    expect: dict[str, Any] = {}
    description: str | None = None


def load_scenario(path: str | Path) -> ScenarioFile:
    p = Path(path)
    try:
        size = p.stat().st_size
    except OSError as e:
        raise ScenarioError(f"{path}: cannot read the file: {e.strerror}") from None
    if size > MAX_SCENARIO:
        raise ScenarioError(f"{path}: file is larger than {MAX_SCENARIO} bytes")
    try:
        raw = tomllib.loads(p.read_text(encoding="utf-8"))
    except UnicodeDecodeError:
        raise ScenarioError(f"{path}: not UTF-8 text") from None
    except tomllib.TOMLDecodeError as e:
        raise ScenarioError(f"{path}: invalid TOML: {e}") from None
    return parse_scenario(raw, str(path))


def parse_scenario(raw: dict, where: str = "<scenario>") -> ScenarioFile:
    try:
        sc = ScenarioFile.model_validate(raw)
    except ValidationError as e:
        # a union (a name or a table) reports each side: the deepest error is the one that explains
        errs = e.errors()
        err = max(errs, key=lambda x: (len(x["loc"]), x["type"] != "string_type"))
        loc = ".".join(str(x) for x in err["loc"] if not str(x).startswith(("str", "CardEntry", "PermEntry")))
        msg = err["msg"].removeprefix("Value error, ")
        if err["type"] == "extra_forbidden":
            msg = "unknown key"
        raise ScenarioError(f"{where}: key '{loc}': {msg}") from None
    if sc.state.step == MULLIGAN_STEP and sc.state.turn != 1:
        raise ScenarioError(f"{where}: key 'state.step': {MULLIGAN_STEP!r} is the opening-hand decisions before turn 1 "
                            f"(103.5): expected state.turn = 1, got {sc.state.turn}")
    for pid in PLAYERS:
        n = getattr(sc, pid).mulligans
        if n and sc.state.step != MULLIGAN_STEP:
            raise ScenarioError(f"{where}: key '{pid}.mulligans': only for a game that starts at the opening-hand "
                                f"decisions (103.5): expected state.step = {MULLIGAN_STEP!r}, got {sc.state.step!r}")
    for i, a in enumerate(sc.actions):
        if not _ACTION.match(a.strip()):
            raise ScenarioError(f"{where}: actions[{i}] {a!r}: expected 'p1: <action>', 'p2: <action>', 'resolve' or "
                                f"'advance to [turn <n> ]<step>'")
        m = _ADVANCE.match(a.strip())
        if m and m.group(2) not in STEPS:
            raise ScenarioError(f"{where}: actions[{i}] {a!r}: unknown step {m.group(2)!r}")
    return sc


_ACTION = re.compile(r"^(p[12]:\s*\S.*|resolve|advance to (turn \d+ )?\w+)$", re.I)
_ADVANCE = re.compile(r"^advance to (?:turn (\d+) )?(\w+)$", re.I)


def build_game(sc: ScenarioFile, where: str = "<scenario>", registry=None) -> Game:
    g = Game(registry=registry, seed=sc.seed)
    reg = g.registry
    st = sc.state
    g.turn = st.turn
    g.active = st.active
    g.starting_player = st.active if st.turn % 2 == 1 else other(st.active)
    from ..cards.registry import CardError
    ids_wanted: list[str] = []
    for pid in PLAYERS:
        ps: PlayerState = getattr(sc, pid)
        for zone in ("library", "hand", "battlefield", "graveyard", "exile"):
            for e in getattr(ps, zone):
                if not isinstance(e, str) and e.id:
                    if e.id in ids_wanted or e.id in PLAYERS:
                        raise ScenarioError(f"{where}: {pid}.{zone}: id {e.id!r} is used twice")
                    ids_wanted.append(e.id)
    reserved = set(ids_wanted)

    def new_id() -> str:
        while True:
            i = g.new_id()
            if i not in reserved:
                return i

    attach_later: list[tuple[Obj, str, str]] = []
    for pid in PLAYERS:
        ps: PlayerState = getattr(sc, pid)
        pl = g.players[pid]
        pl.life = ps.life
        if ps.name:
            pl.name = ps.name
        pl.ring = ps.ring
        pl.lands_played = ps.lands_played
        pl.mulligans = ps.mulligans
        for zone in ("library", "hand", "graveyard", "exile"):
            for k, e in enumerate(getattr(ps, zone)):
                name = e if isinstance(e, str) else e.card
                try:
                    card = reg.get(name)
                except CardError as err:
                    raise ScenarioError(f"{where}: {pid}.{zone}[{k}]: {err}") from None
                oid = (None if isinstance(e, str) else e.id) or new_id()
                o = Obj(oid, card, pid, pid, zone)
                g.objects[oid] = o
                pl.zone(zone).append(oid)
        for k, e in enumerate(ps.battlefield):
            if isinstance(e, str):
                e = PermEntry(card=e)
            if bool(e.card) == bool(e.token):
                raise ScenarioError(f"{where}: {pid}.battlefield[{k}]: expected exactly one of 'card' or 'token'")
            try:
                card = reg.get(e.card) if e.card else reg.token(e.token)
            except CardError as err:
                raise ScenarioError(f"{where}: {pid}.battlefield[{k}]: {err}") from None
            if e.card and not card.is_permanent:
                raise ScenarioError(f"{where}: {pid}.battlefield[{k}]: {card.name} is not a permanent card")
            oid = e.id or new_id()
            ctrl = e.controller or pid
            if ctrl not in PLAYERS:
                raise ScenarioError(f"{where}: {pid}.battlefield[{k}].controller: expected 'p1' or 'p2'")
            o = Obj(oid, card, pid, ctrl, "battlefield", tapped=e.tapped, sick=e.sick, damage=e.damage,
                    counters=dict(e.counters), token=bool(e.token) or card.token)
            if "Planeswalker" in card.types and "loyalty" not in o.counters:
                o.counters["loyalty"] = card.loyalty or 0
            if "Saga" in card.subtypes and "lore" not in o.counters:
                o.counters["lore"] = 1
            g.timestamp += 1
            o.timestamp = g.timestamp
            g.objects[oid] = o
            g.battlefield.append(oid)
            g._bfo.append(o)
            if e.attached_to:
                attach_later.append((o, e.attached_to, f"{pid}.battlefield[{k}].attached_to"))
            if e.ring_bearer:
                if "Creature" not in card.types:
                    raise ScenarioError(f"{where}: {pid}.battlefield[{k}].ring_bearer: only a creature can be a Ring-bearer")
                g.players[ctrl].ring_bearer = oid
                if g.players[ctrl].ring < 1:
                    g.players[ctrl].ring = 1
    for o, target, key in attach_later:
        if target not in g.objects or g.objects[target].zone != "battlefield":
            raise ScenarioError(f"{where}: {key}: no permanent with id {target!r}")
        o.attached_to = target
    g._bv += 1  # the battlefield was laid out by hand: the board index is built afresh
    g.dirty()
    if st.step == MULLIGAN_STEP:
        g.begin_mulligans()  # 103.5 with the hands as given: no shuffle, no new hand
    else:
        g.step = st.step
        g._begin(st.step)
    g._out = []
    g._run()
    return g


def run_action(g: Game, line: str) -> None:
    """Apply one scenario action line; raises ScenarioFailed with the legal texts when it cannot."""
    s = line.strip()
    m = re.match(r"^(p[12]):\s*(.+)$", s, re.I)
    if m:
        who, text = m.group(1).lower(), m.group(2)
        if g.over:
            raise ScenarioFailed(f"{s!r}: the game is over ({g.winner} won)")
        if norm(text) == "concede":
            g.concede(who)
            return
        if g.decider != who:
            raise ScenarioFailed(f"{s!r}: {who} is not the decider; {g.decider} is ({_pending(g)}); legal: "
                                 + ", ".join(a.text for a in g.legal_actions()))
        try:
            g.do(text)
        except IllegalActionError as e:
            raise ScenarioFailed(f"{s!r}: {e}") from None
        return
    if s.lower() == "resolve":
        if g.pending is not None and g.pending.kind == "choice" and not g.over:
            return  # a choice (a trigger's target, an order of triggers) waits for the next line, as in 'advance'
        if not g.stack:
            raise ScenarioFailed("'resolve': the stack is empty")
        top = g.stack[-1].id
        guard = 0
        while any(it.id == top for it in g.stack) and not g.over:
            guard += 1
            if guard > 1000:
                raise ScenarioFailed("'resolve': no progress")
            if g.pending is None or g.pending.kind != "priority":
                return  # a choice inside the resolution waits for its answer
            g.do("pass")
        return
    m = _ADVANCE.match(s)
    if m:
        turn = int(m.group(1)) if m.group(1) else None
        step = m.group(2).lower()
        guard = 0
        while not g.over:
            if g.step == step and (turn is None or g.turn == turn) and g.pending is not None:
                return
            guard += 1
            if guard > 5000:
                raise ScenarioFailed(f"{s!r}: did not reach {step}")
            d = g.pending
            if d is None:
                raise ScenarioFailed(f"{s!r}: nothing is pending")
            if d.kind == "priority":
                g.do("pass")
            elif d.kind in ("attack", "block"):
                if not any(a.kind == "done" for a in g.legal_actions()):
                    return  # a requirement (a goaded creature must attack, 508.1d): the next line declares it
                g.do("done")
            else:
                return  # a choice (a target, a Ring-bearer, a scry) waits for the next line to answer it
        return
    raise ScenarioFailed(f"unknown action line {s!r}")


def _pending(g: Game) -> str:
    d = g.pending
    if d is None:
        return "nothing"
    return f"{d.kind} for {d.player}: {d.prompt}"


def check_expect(snap: dict, expect: dict[str, Any]) -> list[str]:
    """[expect]: keys are dotted paths into the snapshot (``players.p1.life``); a battlefield step may be an id or
    a card name (``players.p1.battlefield.bear.tapped``); ``legal_contains``/``legal_excludes`` check ``legal``."""
    fails = []
    for key, want in expect.items():
        if key == "legal_contains":
            for t in want:
                if t not in snap["legal"]:
                    fails.append(f"expected legal action {t!r}; legal: {', '.join(snap['legal'])}")
            continue
        if key == "legal_excludes":
            for t in want:
                if t in snap["legal"]:
                    fails.append(f"expected {t!r} not to be legal")
            continue
        got = _path(snap, key)
        if got != want:
            fails.append(f"expect {key} = {want!r}, got {got!r}")
    return fails


def path_get(obj: Any, key: str) -> Any:
    """The value at a dotted path in a snapshot (a battlefield step may be an id or a card name)."""
    return _path(obj, key)


def _path(obj: Any, key: str) -> Any:
    cur = obj
    for part in key.split("."):
        if isinstance(cur, dict):
            cur = cur.get(part)
        elif isinstance(cur, list):
            if part.isdigit():
                i = int(part)
                cur = cur[i] if i < len(cur) else None
            else:
                cur = next((x for x in cur if isinstance(x, dict) and (x.get("id") == part or
                                                                      norm(x.get("name", "")) == norm(part))), None)
        else:
            return None
    return cur


def run_scenario(path: str | Path) -> tuple[Game, list[str]]:
    """Load, build and run a scenario; returns (game, failures).  Raises ScenarioError / ScenarioFailed."""
    sc = load_scenario(path)
    g = build_game(sc, str(path))
    for line in sc.actions:
        run_action(g, line)
    return g, check_expect(g.snapshot(), sc.expect)
