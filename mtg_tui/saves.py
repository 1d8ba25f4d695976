"""Save files: a game is its header plus its actions (the engine is deterministic: same seed, same decklists and
same action texts give the same game).

A save is an append-only file of JSON lines in ``<data>/saves/``:

    {"format": 1, "kind": "game", "seed": 7, "mode": "bot", "created": "2025-...",
     "players": {"p1": {"name": "Ann", "deck": "shire", "decklist": ["Forest", ...], "bot": null},
                 "p2": {"name": "Bot (normal)", "deck": "mordor", "decklist": [...], "bot": "normal"}}}
    {"a": "keep", "by": "p1"}
    {"a": "play Forest", "by": "p1"}
    {"undo": 2}                              # take back the last two actions (undo, replayed from the history)
    {"a": "concede", "by": "p2"}
    {"end": "p1", "reason": "..."}           # written when the game is over

Each line is written, flushed and fsync'ed before the action's events are returned, so killing the process at
any moment loses at most the action in flight.  Reading is JSON only (nothing read is executed), with a size
cap; the header is validated by pydantic.  Every problem a user can cause is a ``SaveError`` whose message is
one line naming the file, the line and what was expected.  A torn last line (a write cut short) loads up to the
last whole action with a warning; an illegal action on line N stops the rebuild with an error naming N.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Literal, Sequence

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from .engine.actions import Action, IllegalActionError, norm
from .engine.events import Event
from .engine.game import Game

FORMAT = 1
MAX_SAVE = 8 * 1024 * 1024  # bytes: a long game is ~60 KB
MAX_TEXT = 500  # characters in one action text
MODES = ("bot", "hotseat", "tutorial", "puzzle")
SUFFIX = ".jsonl"


class SaveError(ValueError):
    """A save file is unreadable, invalid or does not replay (one line: file, line, what was expected)."""


# ---------------------------------------------------------------------- where saves live
from .userdata import data_dir  # noqa: E402  (one home for the data folder rule)


def saves_dir() -> Path:
    return data_dir() / "saves"


# ---------------------------------------------------------------------- the header (validated: it comes from outside)
class _M(BaseModel):
    model_config = ConfigDict(extra="forbid")


class SeatInfo(_M):
    name: str = Field(min_length=1, max_length=100)
    deck: str = Field(default="", max_length=200)  # the deck's name, for display
    decklist: list[str] = Field(default=[], max_length=1000)  # the main deck in full, in order
    bot: str | None = None  # the bot's level; null for a human

    @field_validator("name")
    @classmethod
    def _name(cls, v):  # the one rule for names (names.py): printable, at most 24 characters
        from .names import clean_name
        v = clean_name(v)
        if not v:
            raise ValueError("expected a name with printable characters")
        return v

    @field_validator("deck")
    @classmethod
    def _deck(cls, v):
        from .names import clean_text
        return clean_text(v)

    @field_validator("bot")
    @classmethod
    def _bot(cls, v):
        from .ai.base import LEVELS
        if v is not None and v not in LEVELS:
            raise ValueError(f"unknown bot level {v!r}; expected null or one of: {', '.join(LEVELS)}")
        return v


class Seats(_M):
    p1: SeatInfo
    p2: SeatInfo


class ScenarioStart(_M):
    """Tutorial lessons and puzzles start from a scenario (spec section 2), kept in full as its TOML text."""

    name: str = Field(default="", max_length=200)
    toml: str = Field(max_length=256 * 1024)

    @field_validator("name")
    @classmethod
    def _name(cls, v):
        from .names import clean_text
        return clean_text(v)


class SaveHeader(_M):
    format: Literal[1]
    kind: Literal["game"]
    seed: int = Field(ge=0, lt=1 << 63)
    players: Seats
    mode: Literal["bot", "hotseat", "tutorial", "puzzle"]
    created: str = Field(default="", max_length=64)
    mulligans: bool = True
    scenario: ScenarioStart | None = None


@dataclass(frozen=True, slots=True)
class SavedAction:
    text: str  # the canonical action text ("concede" for a concession)
    by: str  # "p1" or "p2"
    line: int  # its line in the file (1 is the header)


@dataclass
class SaveFile:
    """Everything read from a save file (nothing replayed yet)."""

    path: Path
    header: SaveHeader
    actions: list[SavedAction]  # after undo lines are applied
    warnings: list[str] = field(default_factory=list)
    end: str | None = None  # the winner written on the end line ("p1", "p2", "draw"); None: unfinished
    good_size: int = 0  # bytes up to the end of the last whole line (a torn tail is cut here on resume)
    lines: int = 0  # whole lines read

    @property
    def finished(self) -> bool:
        return self.end is not None


def make_header(mode: str, seed: int, players: dict[str, dict[str, Any]], *, mulligans: bool = True,
                scenario: dict[str, str] | None = None) -> SaveHeader:
    """A header for a new game.  ``players``: {"p1": {"name", "deck", "decklist", "bot"}, "p2": {...}}."""
    return SaveHeader(format=FORMAT, kind="game", seed=seed, players=Seats.model_validate(players), mode=mode,
                      created=datetime.now(timezone.utc).isoformat(timespec="seconds"), mulligans=mulligans,
                      scenario=ScenarioStart.model_validate(scenario) if scenario else None)


def _dump(obj: dict) -> bytes:
    return (json.dumps(obj, ensure_ascii=False, separators=(",", ":")) + "\n").encode("utf-8")


def header_line(header: SaveHeader) -> bytes:
    d = header.model_dump()
    if d.get("scenario") is None:
        d.pop("scenario", None)
    return _dump(d)


# ---------------------------------------------------------------------- reading
def load_save(path: str | Path) -> tuple[SaveHeader, list[SavedAction], list[str]]:
    """Read and validate a save file: (header, actions, warnings).  Raises SaveError."""
    s = read_save(path)
    return s.header, s.actions, s.warnings


def read_save(path: str | Path) -> SaveFile:
    """Read and validate a save file (the header, every line's shape, the decklists' cards); replays nothing."""
    p = Path(path)
    where = str(path)
    try:
        if not p.is_file():
            raise SaveError(f"{where}: no such save file" if not p.exists() else f"{where}: not a file")
        size = p.stat().st_size
        if size > MAX_SAVE:
            raise SaveError(f"{where}: file is larger than {MAX_SAVE // (1024 * 1024)} MiB ({size} bytes); "
                            f"expected a save file")
        with open(p, "rb") as fh:
            data = fh.read(MAX_SAVE + 1)
    except OSError as e:
        raise SaveError(f"{where}: cannot read the file: {e.strerror}") from None
    if len(data) > MAX_SAVE:
        raise SaveError(f"{where}: file is larger than {MAX_SAVE // (1024 * 1024)} MiB; expected a save file")
    try:
        data.decode("utf-8")
    except UnicodeDecodeError as e:
        line = data[:e.start].count(b"\n") + 1
        raise SaveError(f"{where}:{line}: not UTF-8 text; expected a save file (JSON lines)") from None
    if not data.strip():
        raise SaveError(f"{where}: the file is empty; expected a save file (a JSON header line, then one line "
                        f"per action)")
    raw_lines = data.split(b"\n")
    tail = raw_lines.pop()  # after the last newline: b"" when the file ends with one
    out = SaveFile(p, None, [], [])  # type: ignore[arg-type]
    entries: list[tuple[int, bytes]] = list(enumerate(raw_lines, 1))
    torn = None
    if tail.strip():
        # The last line has no newline: whole if it parses as a JSON object, else torn by an interrupted write.
        try:
            obj = json.loads(tail)
            if not isinstance(obj, dict):
                raise ValueError
            entries.append((len(raw_lines) + 1, tail))
        except (ValueError, RecursionError):
            torn = len(raw_lines) + 1
    header = None
    actions: list[SavedAction] = []
    for n, raw in entries:
        if not raw.strip():
            continue
        try:
            obj = json.loads(raw)
        except ValueError as e:
            raise SaveError(f"{where}:{n}: invalid JSON ({_json_msg(e)}); expected one JSON object per line") from None
        except RecursionError:
            raise SaveError(f"{where}:{n}: JSON nested too deeply; expected one flat JSON object per line") from None
        if not isinstance(obj, dict):
            raise SaveError(f"{where}:{n}: expected a JSON object, got {type(obj).__name__} {_short(raw)}")
        if header is None:
            header = _parse_header(obj, f"{where}:{n}")
            continue
        if out.end is not None:
            raise SaveError(f"{where}:{n}: a line after the game's end line; expected nothing after "
                            f"{{\"end\": ...}}")
        _parse_line(obj, f"{where}:{n}", n, actions, out)
    if header is None:
        if torn is not None:
            raise SaveError(f"{where}:{torn}: the header line is incomplete (the file was cut short); expected a "
                            f"save header")
        raise SaveError(f"{where}: no header; expected a save file")
    if torn is not None:
        n_ok = len(actions)
        out.warnings.append(f"{where}:{torn}: the last line is incomplete (the game was interrupted while saving); "
                            f"loaded the {n_ok} whole action{'s' if n_ok != 1 else ''} before it")
    good = len(data) if torn is None else len(data) - len(tail)
    out.header = header
    out.actions = actions
    out.good_size = good
    out.lines = len(entries)
    return out


def _json_msg(e: ValueError) -> str:
    msg = getattr(e, "msg", None) or str(e)
    col = getattr(e, "colno", None)
    return f"{msg} at column {col}" if col else msg


def _short(raw: bytes, n: int = 40) -> str:
    s = raw.decode("utf-8", "replace").strip()
    return repr(s if len(s) <= n else s[:n] + "…")


def _parse_header(obj: dict, where: str) -> SaveHeader:
    if "format" not in obj or "kind" not in obj:
        raise SaveError(f"{where}: expected the save header (an object with \"format\": {FORMAT} and "
                        f"\"kind\": \"game\") on the first line")
    if obj["format"] != FORMAT:
        v = obj["format"]
        newer = isinstance(v, int) and not isinstance(v, bool) and v > FORMAT
        raise SaveError(f"{where}: save format {v!r} is not supported; expected format {FORMAT}"
                        + (" (was it written by a newer mtg-tui?)" if newer else ""))
    if obj["kind"] != "game":
        raise SaveError(f"{where}: key 'kind': expected \"game\", got {obj['kind']!r}")
    try:
        h = SaveHeader.model_validate(obj)
    except ValidationError as e:
        err = e.errors()[0]
        loc = ".".join(str(x) for x in err["loc"])
        msg = err["msg"].removeprefix("Value error, ").replace("Input should be", "expected")
        if err["type"] == "extra_forbidden":
            msg = "unknown key"
        elif err["type"] == "missing":
            msg = "missing key"
        raise SaveError(f"{where}: key '{loc}': {msg}") from None
    from .cards.registry import CardError, registry
    reg = registry()
    for pid in ("p1", "p2"):
        seat: SeatInfo = getattr(h.players, pid)
        if h.scenario is None and not seat.decklist:
            raise SaveError(f"{where}: key 'players.{pid}.decklist': empty; expected the deck's cards in full")
        for i, name in enumerate(seat.decklist):
            try:
                card = reg.get(name)
            except CardError as e:
                raise SaveError(f"{where}: key 'players.{pid}.decklist[{i}]': {e}") from None
            if card.token:
                raise SaveError(f"{where}: key 'players.{pid}.decklist[{i}]': {card.name} is a token, not a card")
    if h.players.p1.name == h.players.p2.name:
        raise SaveError(f"{where}: key 'players': the two players have the same name {h.players.p1.name!r}; "
                        f"expected two different names")
    return h


_ACTION_KEYS = {"a", "by"}


def _parse_line(obj: dict, where: str, n: int, actions: list[SavedAction], out: SaveFile) -> None:
    keys = set(obj)
    if keys == _ACTION_KEYS:
        a, by = obj["a"], obj["by"]
        if not isinstance(a, str) or not a.strip() or len(a) > MAX_TEXT or "\n" in a:
            raise SaveError(f"{where}: key 'a': expected an action text (a non-empty string of at most "
                            f"{MAX_TEXT} characters), got {json.dumps(a, ensure_ascii=False)[:40]}")
        if by not in ("p1", "p2"):
            raise SaveError(f"{where}: key 'by': expected \"p1\" or \"p2\", got {json.dumps(by, ensure_ascii=False)[:40]}")
        actions.append(SavedAction(a, by, n))
        return
    if keys == {"undo"}:
        k = obj["undo"]
        if not isinstance(k, int) or isinstance(k, bool) or k < 1:
            raise SaveError(f"{where}: key 'undo': expected a number of actions, 1 or more, got {k!r}")
        if k > len(actions):
            raise SaveError(f"{where}: undo {k} but only {len(actions)} action{'s' if len(actions) != 1 else ''} "
                            f"to take back")
        del actions[len(actions) - k:]
        return
    if "end" in keys and keys <= {"end", "reason"}:
        w = obj["end"]
        if w not in ("p1", "p2", "draw"):
            raise SaveError(f"{where}: key 'end': expected \"p1\", \"p2\" or \"draw\", got {w!r}")
        out.end = w
        return
    raise SaveError(f"{where}: expected an action line like {{\"a\": \"pass\", \"by\": \"p1\"}}, an undo line "
                    f"{{\"undo\": 1}} or an end line; got keys {', '.join(sorted(map(str, keys))) or 'none'}")


# ---------------------------------------------------------------------- rebuilding a game from its log
def new_game(header: SaveHeader, where: str = "<save>") -> Game:
    """The game as it stands before the first recorded action: set up and started (mulligans pending), or built
    from the header's scenario and its actions run."""
    players = header.players
    names = (players.p1.name, players.p2.name)
    if header.scenario is not None:
        import tomllib
        from .engine.scenario import ScenarioError, ScenarioFailed, build_game, parse_scenario, run_action
        try:
            sc = parse_scenario(tomllib.loads(header.scenario.toml), f"{where}: scenario")
            g = build_game(sc, f"{where}: scenario")
            for line in sc.actions:
                run_action(g, line)
        except tomllib.TOMLDecodeError as e:
            raise SaveError(f"{where}: key 'scenario.toml': invalid TOML: {e}") from None
        except (ScenarioError, ScenarioFailed) as e:
            raise SaveError(str(e) if str(e).startswith(where) else f"{where}: scenario: {e}") from None
        for pid, name in zip(("p1", "p2"), names):
            g.players[pid].name = name
        return g
    return Game.replay(header.seed, (players.p1.decklist, players.p2.decklist), (), names, header.mulligans)


def replay_game(header: SaveHeader, history: Sequence[tuple[str, str]], where: str = "<save>") -> Game:
    """The game ``header`` starts, given ``history``: (who, action text) entries after that start (a scenario's
    own actions belong to the start), as Game.history lists them.  An entry that does not apply is an engine
    bug (the history came from a game), so the engine's error is raised as it is."""
    if header.scenario is not None:
        return new_game(header, where).redo_all(history)
    pl = header.players
    return Game.replay(header.seed, (pl.p1.decklist, pl.p2.decklist), history, (pl.p1.name, pl.p2.name),
                       header.mulligans)


def apply_saved(g: Game, act: SavedAction, where: str = "<save>") -> list[Event]:
    """Replay one saved action on ``g`` (Game.redo); SaveError naming the line if it is not legal there."""
    at = f"{where}:{act.line}"
    if g.over:
        raise SaveError(f"{at}: {act.text!r} by {act.by}, but the game is already over; expected no more actions")
    if norm(act.text) != "concede" and g.decider != act.by:
        raise SaveError(f"{at}: {act.text!r} by {act.by}, but {g.decider} is the one deciding; expected an action "
                        f"by {g.decider}")
    try:
        return g.redo(act.by, act.text)
    except IllegalActionError as e:
        legal = e.legal
        shown = ", ".join(legal[:12]) + (f", … ({len(legal)} in all)" if len(legal) > 12 else "")
        raise SaveError(f"{at}: illegal action {act.text!r} for {act.by}; expected one of: {shown}") from None
    except Exception as e:  # an engine bug met while replaying: still one line for the user
        raise SaveError(f"{at}: the engine failed replaying {act.text!r} ({type(e).__name__}: {e}); "
                        f"please report this file") from None


def rebuild(header: SaveHeader, actions: Sequence[SavedAction], where: str = "<save>") -> Game:
    """Replay a save's actions (Game.redo, each checked and its line named in an error): the game exactly as it
    was after the last action."""
    g = new_game(header, where)
    for act in actions:
        apply_saved(g, act, where)
    return g


def load_game(path: str | Path) -> tuple[Game, SaveFile]:
    s = read_save(path)
    return rebuild(s.header, s.actions, str(path)), s


# ---------------------------------------------------------------------- writing
class GameRecorder:
    """Writes a game's history (Game.history) to an append-only save file as it grows.

    The game keeps its own history; the recorder writes each entry the file lacks, flushed and fsync'ed, before
    the events of the action that made it are returned: use ``recorder.apply(action)`` / ``recorder.do(text)`` /
    ``recorder.concede(player)`` (or apply to the game, then ``sync()``).  ``undo(n)`` takes back the last n
    actions: an undo line, then ``recorder.game`` is a new Game given its history minus those n.  ``actions``
    are the entries written (each with its line); ``base`` is how many of the game's entries come before the
    save's first action (a scenario's own actions, which the header's scenario replays).
    """

    def __init__(self, game: Game, header: SaveHeader, path: Path, fd: int, actions: list[SavedAction] | None = None,
                 lines: int = 1, fsync: bool = True, finished: bool = False, base: int | None = None):
        self.game = game
        self.header = header
        self.path = Path(path)
        self._fd: int | None = fd
        self.actions: list[SavedAction] = list(actions or [])
        self.base = game.history_len - len(self.actions) if base is None else base
        self._lines = lines
        self._fsync = fsync
        self._finished = finished

    # -------------------------------------------------------------- opening
    @classmethod
    def create(cls, game: Game, header: SaveHeader, path: str | Path | None = None, fsync: bool = True,
               base: int | None = None) -> "GameRecorder":
        """Start recording ``game`` (as ``new_game(header)`` would make it, or fresh before ``start()``) to a new
        file: ``path``, or a new name in the saves folder.  Never overwrites a file.  ``base``: how many of the
        game's history entries the header's start holds (default: all it has now); the rest are written."""
        if path is None:
            d = saves_dir()
            d.mkdir(parents=True, exist_ok=True)
            stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
            base_name = f"{stamp}-{header.mode}-{header.seed}"
            for i in range(1000):
                p = d / (base_name + (f"-{i}" if i else "") + SUFFIX)
                try:
                    fd = os.open(p, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_APPEND, 0o644)
                    break
                except FileExistsError:
                    continue
            else:  # pragma: no cover
                raise SaveError(f"{d}: cannot find a free save file name")
        else:
            p = Path(path)
            try:
                fd = os.open(p, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_APPEND, 0o644)
            except FileExistsError:
                raise SaveError(f"{p}: the file already exists; expected a new file (a save is never "
                                f"overwritten)") from None
        try:
            _lock(fd, p)
        except SaveError:
            os.close(fd)
            raise
        rec = cls(game, header, p, fd, lines=0, fsync=fsync, base=base)
        rec._write(header_line(header))
        rec._lines = 1
        if fsync:
            _fsync_dir(p.parent)
        if game.history_len > rec.base:
            rec.sync()
        return rec

    @classmethod
    def new_game(cls, header: SaveHeader, path: str | Path | None = None, fsync: bool = True) -> "GameRecorder":
        """A new game from ``header`` (set up and started), recorded to a new file."""
        return cls.create(new_game(header), header, path, fsync)

    @classmethod
    def resume(cls, path: str | Path, fsync: bool = True) -> tuple["GameRecorder", list[str]]:
        """Rebuild the game saved in ``path`` and continue recording to the same file: (recorder, warnings).
        A torn last line is cut off first (it held the action in flight when the process died)."""
        s = read_save(path)
        game = rebuild(s.header, s.actions, str(path))
        p = Path(path)
        try:
            fd = os.open(p, os.O_WRONLY | os.O_APPEND)
        except OSError as e:
            raise SaveError(f"{path}: cannot open the file for writing: {e.strerror}") from None
        try:
            _lock(fd, p)
            if os.fstat(fd).st_size != s.good_size:
                os.ftruncate(fd, s.good_size)
            rec = cls(game, s.header, p, fd, s.actions, s.lines, fsync, finished=s.finished)
            if s.good_size and not _ends_with_newline(p, s.good_size):
                rec._write(b"\n")  # a last whole line written without its newline (a hand edit)
            if game.over and not s.finished:
                rec._write_end()
        except BaseException:
            os.close(fd)
            raise
        return rec, s.warnings

    # -------------------------------------------------------------- playing
    def start(self) -> list[Event]:
        """Start the game if it has not been started (deck games made fresh by Game + setup_decks)."""
        g = self.game
        if g.pending is None and not g.over and g.step == "untap" and g.turn == 1 and not g.log:
            return g.start(mulligans=self.header.mulligans)
        return []

    def apply(self, action: Action | str) -> list[Event]:
        g = self.game
        if isinstance(action, str):
            action = g.find_action(action)  # IllegalActionError: nothing recorded
        if action.kind == "concede":
            return self.concede(g.decider or g.active)
        evs = g.apply(action)
        self._write_new()
        return evs

    def do(self, text: str) -> list[Event]:
        return self.apply(self.game.find_action(text))

    def concede(self, player: str) -> list[Event]:
        """104.3a: ``player`` concedes (any time, either player)."""
        if self.game.over:
            raise IllegalActionError("the game is over", [])
        evs = self.game.concede(player)
        self._write_new()
        return evs

    def taken_back(self, game: Game) -> int:
        """How many of the file's actions ``game``'s history no longer holds (0: the file is a start of it)."""
        hist = game.history_since(self.base)
        same = 0
        for a, e in zip(self.actions, hist):
            if (a.by, a.text) != e:
                break
            same += 1
        return len(self.actions) - same

    def sync(self, game: Game | None = None) -> None:
        """Bring the file level with ``game``'s history (default: the recorder's game), and make ``game`` the
        recorder's: when that history no longer holds the file's last actions (a game rebuilt from fewer, as
        the tutor does when it takes a move back), an undo line takes them back first; then the entries the
        file lacks are written (and the end line once the game is over).  SaveError if the file has its end
        line and the history took some of it back (nothing may follow an end line)."""
        g = self.game if game is None else game
        k = self.taken_back(g)
        if k:
            if self._finished:
                raise SaveError(f"{self.path}: the game in this file has ended; expected no undo after its end")
            self._write_line({"undo": k})
            del self.actions[len(self.actions) - k:]
        self.game = g
        self._write_new()

    def undo(self, n: int = 1) -> Game:
        """Take back the last ``n`` actions: writes an undo line; the game is replayed from its history minus n."""
        if n < 1 or n > len(self.actions):
            raise ValueError(f"cannot undo {n} action(s); {len(self.actions)} recorded")
        hist = self.game.history_since(self.base)
        g = replay_game(self.header, hist[: len(hist) - n], str(self.path))
        self._write_line({"undo": n})
        del self.actions[len(self.actions) - n:]
        self.game = g
        self._finished = False
        return g

    def undo_count(self, player: str) -> int:
        """How many actions to take back to undo ``player``'s last decision and everything after it (0: none)."""
        hist = self.game.history_since(self.base)
        for i in range(len(hist) - 1, -1, -1):
            if hist[i][0] == player:
                return len(hist) - i
        return 0

    @property
    def finished(self) -> bool:
        return self._finished

    def close(self) -> None:
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None

    def __enter__(self) -> "GameRecorder":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def __del__(self):  # pragma: no cover
        try:
            self.close()
        except Exception:
            pass

    # -------------------------------------------------------------- writing
    def _write_new(self) -> None:
        """Write the game's history entries the file lacks, then the end line once the game is over."""
        g = self.game
        for by, text in g.history_since(self.base + len(self.actions)):
            self._write_line({"a": text, "by": by})
            self.actions.append(SavedAction(text, by, self._lines))
        if g.over and not self._finished:
            self._write_end()

    def _write_end(self) -> None:
        g = self.game
        self._write_line({"end": g.winner or "draw", "reason": g.end_reason or ""})
        self._finished = True

    def _write_line(self, obj: dict) -> None:
        self._write(_dump(obj))
        self._lines += 1

    def _write(self, data: bytes) -> None:
        if self._fd is None:
            raise SaveError(f"{self.path}: the save file is closed")
        view = memoryview(data)
        while view:
            k = os.write(self._fd, view)
            view = view[k:]
        if self._fsync:
            os.fsync(self._fd)


def _ends_with_newline(p: Path, size: int) -> bool:
    with open(p, "rb") as fh:
        fh.seek(size - 1)
        return fh.read(1) == b"\n"


def _lock(fd: int, p: Path) -> None:
    try:
        import fcntl
    except ImportError:  # pragma: no cover (not on POSIX)
        return
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        raise SaveError(f"{p}: the game is open in another mtg-tui; expected it to be closed first") from None


def _fsync_dir(d: Path) -> None:
    try:
        fd = os.open(d, os.O_RDONLY)
    except OSError:  # pragma: no cover
        return
    try:
        os.fsync(fd)
    except OSError:  # pragma: no cover
        pass
    finally:
        os.close(fd)


# ---------------------------------------------------------------------- finding saves
@dataclass
class SaveInfo:
    path: Path
    mode: str
    players: tuple[str, str]
    decks: tuple[str, str]
    created: str
    actions: int
    finished: bool
    error: str | None = None
    bots: tuple[str | None, str | None] = (None, None)  # each seat's bot level (None: a person)
    end: str | None = None  # the end line's winner ("p1", "p2", "draw"); None: unfinished


def list_saves(directory: str | Path | None = None) -> list[Path]:
    """Save files, newest first (by modification time)."""
    d = Path(directory) if directory is not None else saves_dir()
    try:
        files = [p for p in d.iterdir() if p.suffix == SUFFIX and p.is_file()]
    except OSError:
        return []

    def key(p: Path):
        try:
            return (p.stat().st_mtime_ns, p.name)
        except OSError:
            return (0, p.name)
    return sorted(files, key=key, reverse=True)


def is_finished(path: str | Path) -> bool:
    """Cheap: does the file's last line mark the end of the game?"""
    try:
        with open(path, "rb") as fh:
            fh.seek(0, os.SEEK_END)
            size = fh.tell()
            fh.seek(max(0, size - 4096))
            tail = fh.read()
    except OSError:
        return False
    lines = [x for x in tail.split(b"\n") if x.strip()]
    if not lines:
        return False
    try:
        obj = json.loads(lines[-1])
    except ValueError:
        return False
    return isinstance(obj, dict) and "end" in obj


def find_save(name: str | Path) -> Path:
    """A save named on the command line: a path, or a save's bare file name in the saves folder (with or
    without ``.jsonl``), or a number from the list ``mtg-tui replay`` prints (1: the newest).  SaveError (one
    line) when there is no such save."""
    p = Path(name)
    if p.exists():
        return p
    text = str(name)
    bare = p.name == text and text not in ("", ".", "..")
    if not bare:
        raise SaveError(f"{text}: no such save file")
    d = saves_dir()
    for cand in (d / text, d / (text + SUFFIX)):
        if cand.is_file():
            return cand
    if text.isdigit():
        files = list_saves(d)
        k = int(text)
        if 1 <= k <= len(files):
            return files[k - 1]
        raise SaveError(f"{text}: no such save file, and no save number {k} in {d} ({len(files)} there; "
                        f"'mtg-tui replay' lists them)")
    raise SaveError(f"{text}: no such save file here or in {d} ('mtg-tui replay' lists the saves)")


def latest_unfinished(directory: str | Path | None = None) -> Path | None:
    """The newest save whose game did not end (None when every game ended).  A file whose header line was never
    finished (the process died while creating it: no action to lose) is passed over, and so are lessons and
    puzzles (the tutorial keeps its own place in them)."""
    for p in list_saves(directory):
        if not is_finished(p) and _resumable_header(p):
            return p
    return None


def _resumable_header(p: Path) -> bool:
    try:
        with open(p, "rb") as fh:
            first = fh.read(512 * 1024).split(b"\n", 1)
    except OSError:
        return False
    if len(first) < 2:
        return False
    try:
        return json.loads(first[0]).get("mode") not in ("tutorial", "puzzle")
    except (ValueError, AttributeError, RecursionError):
        return True  # a bad header: resume says what is wrong with it


def save_info(path: str | Path) -> SaveInfo:
    """A summary for a menu (reads the file; replays nothing).  A bad file gives ``error`` set, not an exception."""
    p = Path(path)
    try:
        s = read_save(p)
    except SaveError as e:
        return SaveInfo(p, "?", ("?", "?"), ("?", "?"), "", 0, False, str(e))
    h = s.header
    return SaveInfo(p, h.mode, (h.players.p1.name, h.players.p2.name), (h.players.p1.deck, h.players.p2.deck),
                    h.created, len(s.actions), s.finished, bots=(h.players.p1.bot, h.players.p2.bot), end=s.end)

