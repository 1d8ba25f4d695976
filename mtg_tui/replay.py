"""Replays of saved games: `mtg-tui replay FILE [--json]` and `mtg-tui resume [FILE]`.

A replay re-simulates the game from its header and action texts (saves.rebuild: each action is a history
entry the engine carries out again, Game.redo, so the replayed game's own history is the file's actions);
stepping back re-simulates from the start up to the previous action, so nothing but the log is ever trusted.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from .engine.events import SPECTATOR, Event, action_seen_by, events_seen_by
from .engine.game import Game
from .saves import SaveError, SaveFile, apply_saved, new_game, read_save, rebuild


def save_viewer(save: SaveFile) -> str | None:
    """Whose eyes a replay of ``save`` shows the game through.  Until the game has ended (its end line), only
    what the player who saved it could see: against the bot, the human seat; hot-seat (or two bots), neither
    hand, since either player may be the one replaying (SPECTATOR).  After the end, everything (None)."""
    if save.finished:
        return None
    pl = save.header.players
    humans = [pid for pid in ("p1", "p2") if getattr(pl, pid).bot is None]
    return humans[0] if len(humans) == 1 else SPECTATOR


class Replay:
    """A saved game that can be stepped through, forward and back (the TUI can drive this too).

    ``viewer`` (save_viewer) is who may be shown what: ``events`` and ``action_text`` give the log as that
    player may read it; ``game`` itself is the whole game (draw it with ``game.view(viewer)``)."""

    def __init__(self, path: str | Path):
        self.path = str(path)
        self.save: SaveFile = read_save(path)
        self.warnings = list(self.save.warnings)
        self.viewer: str | None = save_viewer(self.save)
        self.index = 0  # actions applied so far
        self.game: Game = new_game(self.save.header, self.path)
        self.start_events = self.events(self.game.log)
        self.texts: dict[int, str] = {}  # action index -> its text as the viewer may read it (once worked out)

    def events(self, events) -> list[Event]:
        """``events`` as the viewer may read them (engine/events.py seen_by)."""
        return events_seen_by(list(events), self.viewer)

    def action_text(self, k: int) -> str:
        """Action ``k`` (0-based) as the viewer may read it: "p2: chooses a card" for a choice among the other
        player's hidden cards (a mulligan's bottom, a search).  Worked out on the game as it was before it."""
        act = self.save.actions[k]
        if self.viewer is None or act.by == self.viewer or not act.text.startswith("choose"):
            return act.text
        got = self.texts.get(k)
        if got is None:
            g = self.game if self.index == k else rebuild(self.save.header, self.save.actions[:k], self.path)
            try:
                got = action_seen_by(g, g.find_action(act.text), act.by, self.viewer)
            except Exception:  # (an illegal action: stepping onto it says so)
                got = "chooses a card"
            self.texts[k] = got
        return got

    def line(self, k: int) -> str:
        """'p2: play Forest' for action ``k`` (0-based), as the viewer may read it."""
        return f"{self.save.actions[k].by}: {self.action_text(k)}"

    def view(self) -> dict:
        """The game now, as the viewer may see it (the whole snapshot once the game has ended)."""
        return self.game.snapshot() if self.viewer is None else self.game.view(self.viewer)

    def viewer_note(self) -> str:
        """One line saying what the replay hides, or "" when it shows everything."""
        if self.viewer is None:
            return ""
        if self.viewer == SPECTATOR:
            return "The game has not ended: both hands and libraries stay hidden."
        name = getattr(self.save.header.players, self.viewer).name
        return f"The game has not ended: shown as {name} ({self.viewer}) saw it."

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
        if self.viewer is not None and act.by != self.viewer and act.text.startswith("choose"):
            self.action_text(self.index)  # (where the chosen cards were, before they move)
        evs = apply_saved(self.game, act, self.path)
        self.index += 1
        return self.events(evs)

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
    r.to_end()
    out(json.dumps(r.view(), ensure_ascii=False))  # (an unfinished game: only what its player could see)
    return 0


def replay_steps(path: str, inp=input, out=print) -> int:
    """Line mode: Enter = next action, b = back one (re-simulated), a number = go to that action, q = quit."""
    r = Replay(path)
    h = r.save.header
    for w in r.warnings:
        out(f"warning: {w}")
    out(f"Replay of {path}: {h.players.p1.name} ({h.players.p1.deck or 'deck'}) vs {h.players.p2.name} "
        f"({h.players.p2.deck or 'deck'}), {h.mode}, seed {h.seed}, {r.total} actions")
    if r.viewer_note():
        out(r.viewer_note())
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
            out(f"back to action {r.index}" + (f": {r.line(r.index - 1)}" if r.index else " (the start)"))
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
        evs = r.forward()
        out(f"{r.index}. {r.line(r.index - 1)}")
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
        from .saves import find_save
        p = find_save(path)  # a path, or a save's bare file name in the saves folder
    rec, warnings = GameRecorder.resume(p)
    for w in warnings:
        out(f"warning: {w}")
    if rec.game.over:
        rec.close()
        raise SaveError(f"{p}: that game is over; expected an unfinished game")
    from .textplay import play_text
    return play_text("", "", "", None, inp, out, recorder=rec)


# ---------------------------------------------------------------------- `mtg-tui replay` with no file: the saves
def when(created: str, path: Path | None = None) -> str:
    """A save's date and time, local, to the minute (its file's time when the header has none)."""
    from datetime import datetime
    try:
        t = datetime.fromisoformat(created).astimezone() if created else None
    except ValueError:
        t = None
    if t is None and path is not None:
        try:
            t = datetime.fromtimestamp(path.stat().st_mtime)
        except OSError:
            return "?"
    return t.strftime("%Y-%m-%d %H:%M") if t is not None else "?"


MODE_WORDS = {"bot": "vs bot", "hotseat": "hot-seat", "tutorial": "lesson", "puzzle": "puzzle"}


def describe(info) -> str:
    """One save in a line: date, what kind of game, who and which decks, finished or not, how many actions."""
    if info.error is not None:
        return f"{when('', info.path)}  unreadable: {info.error}"
    mode = MODE_WORDS.get(info.mode, info.mode)
    if info.mode in ("tutorial", "puzzle"):
        who = info.decks[0] or "?"
    else:
        who = (f"{info.players[0]} ({info.decks[0] or '?'}) vs {info.players[1]} ({info.decks[1] or '?'})")
    if info.finished:
        end = "finished: a draw" if info.end == "draw" else (
            f"finished: {info.players[0 if info.end == 'p1' else 1]} won" if info.end in ("p1", "p2") else "finished")
    else:
        end = "unfinished"
    n = info.actions
    return f"{when(info.created, info.path)}  {mode:<8}  {who}  ·  {end}, {n} action{'s' if n != 1 else ''}"


def save_infos() -> list:
    """Every save in the saves folder, newest first, each summed up (saves.save_info)."""
    from .saves import list_saves, save_info
    return [save_info(p) for p in list_saves()]


def no_saves_error() -> SaveError:
    from .saves import saves_dir
    return SaveError(f"{saves_dir()}: no saved games yet; expected a save file there (every game played is "
                     f"saved as it goes)")


def list_saves_text(out=print, as_json: bool = False) -> int:
    """`mtg-tui replay` piped, or with --text/--json and no file: the saves, newest first, numbered."""
    from .saves import saves_dir
    infos = save_infos()
    if not infos:
        raise no_saves_error()
    if as_json:
        out(json.dumps([{"number": i, "file": x.path.name, "path": str(x.path), "created": x.created,
                         "mode": x.mode, "players": list(x.players), "decks": list(x.decks), "actions": x.actions,
                         "finished": x.finished, "winner": x.end, "error": x.error}
                        for i, x in enumerate(infos, 1)], ensure_ascii=False))
        return 0
    out(f"Saved games in {saves_dir()}, newest first:")
    width = len(str(len(infos)))
    for i, x in enumerate(infos, 1):
        out(f"{i:>{width}}. {x.path.name}")
        out(f"{'':>{width}}  {describe(x)}")
    out("Replay one with 'mtg-tui replay FILE' (its name above, or its number: 'mtg-tui replay 1' is the newest).")
    return 0
