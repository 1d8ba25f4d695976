"""Replays of saved games: `mtg-tui replay FILE [--json]` and `mtg-tui resume [FILE]`.

A replay re-simulates the game from its header and action texts (saves.rebuild); stepping back re-simulates
from the start up to the previous action, so nothing but the log is ever trusted.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from .engine.game import Game
from .saves import SaveError, SaveFile, apply_saved, new_game, read_save, rebuild


class Replay:
    """A saved game that can be stepped through, forward and back (the TUI can drive this too)."""

    def __init__(self, path: str | Path):
        self.path = str(path)
        self.save: SaveFile = read_save(path)
        self.warnings = list(self.save.warnings)
        self.index = 0  # actions applied so far
        self.game: Game = new_game(self.save.header, self.path)
        self.start_events = list(self.game.log)

    @property
    def actions(self):
        return self.save.actions

    @property
    def total(self) -> int:
        return len(self.save.actions)

    def forward(self):
        """Apply the next action: its events (SaveError if it is illegal there)."""
        if self.index >= self.total:
            return None
        act = self.save.actions[self.index]
        evs = apply_saved(self.game, act, self.path)
        self.index += 1
        return evs

    def seek(self, index: int) -> Game:
        """Re-simulate from the start to just after action ``index`` (0: before the first action)."""
        index = max(0, min(index, self.total))
        self.game = rebuild(self.save.header, self.save.actions[:index], self.path)
        self.index = index
        return self.game

    def back(self) -> Game:
        return self.seek(self.index - 1)

    def to_end(self) -> Game:
        while self.index < self.total:
            self.forward()
        return self.game


def _status(g: Game) -> str:
    p1, p2 = g.players["p1"], g.players["p2"]
    if g.over:
        who = g.players[g.winner].name if g.winner in ("p1", "p2") else None
        return f"-- game over: {who + ' wins' if who else 'a draw'}"
    return (f"-- turn {g.turn} {g.step}, {g.active} active; {p1.name} {p1.life} life, {p2.name} {p2.life} life; "
            f"decider {g.decider}")


def replay_json(path: str, out=print, err=None) -> int:
    err = err or (lambda s: print(s, file=sys.stderr))
    r = Replay(path)
    for w in r.warnings:
        err(f"mtg-tui: warning: {w}")
    g = r.to_end()
    out(json.dumps(g.snapshot(), ensure_ascii=False))
    return 0


def replay_steps(path: str, inp=input, out=print) -> int:
    """Line mode: Enter = next action, b = back one (re-simulated), a number = go to that action, q = quit."""
    r = Replay(path)
    h = r.save.header
    for w in r.warnings:
        out(f"warning: {w}")
    out(f"Replay of {path}: {h.players.p1.name} ({h.players.p1.deck or 'deck'}) vs {h.players.p2.name} "
        f"({h.players.p2.deck or 'deck'}), {h.mode}, seed {h.seed}, {r.total} actions")
    for ev in r.start_events:
        out("  " + str(ev))
    out(_status(r.game))
    while True:
        try:
            line = inp(f"[{r.index}/{r.total}] Enter next, b back, number go to, q quit > ").strip().lower()
        except EOFError:
            return 0
        if line in ("q", "quit"):
            return 0
        if line in ("b", "back"):
            if r.index == 0:
                out("(at the start)")
                continue
            r.back()
            out(f"back to action {r.index}" + (f": {r.actions[r.index - 1].by}: {r.actions[r.index - 1].text}"
                                               if r.index else " (the start)"))
            out(_status(r.game))
            continue
        if line.isdigit():
            r.seek(int(line))
            out(f"at action {r.index}")
            out(_status(r.game))
            continue
        if line not in ("", "n", "next"):
            out("! expected Enter (next), b (back), a number (go to that action) or q (quit)")
            continue
        if r.index >= r.total:
            out("(the end of the save)" + ("" if r.save.finished else "; the game was not finished"))
            continue
        act = r.actions[r.index]
        evs = r.forward()
        out(f"{r.index}. {act.by}: {act.text}")
        for ev in evs or []:
            if ev.kind != "priority":
                out("  " + str(ev))
        out(_status(r.game))


def resume_text(path: str | None, inp=input, out=print) -> int:
    """Continue the last unfinished game (or ``path``) in the line-mode player."""
    from .saves import GameRecorder, latest_unfinished, saves_dir
    if path is None:
        p = latest_unfinished()
        if p is None:
            raise SaveError(f"{saves_dir()}: no unfinished game to resume; expected a save whose game did not end")
    else:
        p = Path(path)
        if not p.exists():
            raise SaveError(f"{path}: no such save file")
    rec, warnings = GameRecorder.resume(p)
    for w in warnings:
        out(f"warning: {w}")
    if rec.game.over:
        rec.close()
        raise SaveError(f"{p}: that game is over; expected an unfinished game")
    from .textplay import play_text
    return play_text("", "", "", None, inp, out, recorder=rec)
