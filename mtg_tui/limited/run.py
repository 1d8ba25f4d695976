"""A Limited event a person plays (`mtg-tui sealed` / `mtg-tui draft`, the app): saved as it goes, resumable,
reviewable afterwards.

An event file is JSON in ``<data>/events/``: the kind, the seed, the bot level, p1's picks (a draft), p1's deck,
and every game of the three best-of-three matches (its winner and its save file).  Everything else follows from
the seed: the boosters, the bots' picks (a draft is replayed from p1's picks, ``DraftTable``), the bots' pools
and decks.  So the file is small, and a file edited by hand can only name cards that were in the pack: every pick
is checked as it is replayed and a bad one is a one-line error naming the file.  Nothing in it is executed.

The stages: ``draft`` (picking), ``build`` (the deck to make), ``play`` (matches to play), ``done``.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from .event import (BASIC_OF, COLOR_WORDS, DECK_SIZE, OPPONENTS, PLAYERS_SEALED, DraftTable, _colors, _names,
                    build, check_deck, pick_scores)

FORMAT = "mtg-tui-event"
VERSION = 1
KINDS = ("sealed", "draft")
MAX_EVENT_FILE = 1024 * 1024


class EventError(ValueError):
    """An event file that can't be read or continued: one line naming the file and what was expected."""


def events_dir() -> Path:
    from ..userdata import data_dir
    return data_dir() / "events"


@dataclass
class GameResult:
    winner: str  # "p1", the opponent's seat ("p2".."p4"), or "draw"
    save: str = ""  # the game's save file name in the saves folder ("" when it was not saved)
    turns: int = 0


@dataclass
class Match:
    opponent: str
    games: list[GameResult] = field(default_factory=list)

    def wins(self, who: str) -> int:
        return sum(1 for g in self.games if g.winner == who)

    @property
    def over(self) -> bool:
        """Best of three: two wins end it (five games at most, when draws keep it open)."""
        return self.wins("p1") >= 2 or self.wins(self.opponent) >= 2 or len(self.games) >= 5

    @property
    def winner(self) -> str | None:
        if not self.over:
            return None
        a, b = self.wins("p1"), self.wins(self.opponent)
        return "p1" if a > b else self.opponent if b > a else "draw"


def pick_reasons(pack: list[str], taken: list[str], seen=None) -> list[tuple[str, float, str]]:
    """The bot drafter's view of a pack (the coach behind `?`): every card with the score the bot gives it and
    why, best first; the first is what the bot would take (``event.pick``).  ``seen``: what the packs passed so
    far say is open (event.passed_strength)."""
    return [(n, round(score, 2), "; ".join(why)) for n, score, why in pick_scores(pack, taken, seen)]


def colors_label(main: list[str]) -> str:
    """A deck's colors in words, by its spells' colors ("white-black"; "colorless")."""
    from ..cards.registry import registry
    reg = registry()
    seen: Counter[str] = Counter()
    for n in main:
        if not reg.get(n).is_land:
            for c in _colors(n):
                seen[c] += 1
    cols = [c for c in "WUBRG" if seen[c] >= 2] or [c for c in "WUBRG" if seen[c]]
    return "-".join(COLOR_WORDS[c] for c in cols) or "colorless"


class LimitedEvent:
    """One event: what the file holds, and what follows from it (pools, the draft, the bots' decks)."""

    def __init__(self, kind: str, seed: int, level: str = "normal", code: str = "LTR", *,
                 player: str = "Player 1", path: Path | None = None, packs: list[list[str]] | None = None,
                 picks: dict[str, list[str]] | None = None) -> None:
        if kind not in KINDS:
            raise EventError(f"event kind {kind!r}; expected one of: {', '.join(KINDS)}")
        self.kind = kind
        self.seed = seed
        self.level = level
        self.code = code
        self.player = player
        self.path = path
        self.created = datetime.now(timezone.utc).isoformat(timespec="seconds")
        self.deck: list[str] | None = None
        self.matches: list[Match] = []
        self.current_save = ""  # the save of the game under way, if any
        self.table: DraftTable | None = None
        self.pools: dict[str, list[str]] = {}
        self._bot_decks: dict[str, list[str]] = {}
        if kind == "draft":
            self.table = DraftTable(seed, code, packs, picks)
            self.packs = self.table.packs
        else:
            from .booster import boosters
            self.packs = [list(p) for p in packs] if packs is not None else \
                [_names(p) for p in boosters(code, seed, 6 * PLAYERS_SEALED)]
            self.pools = {f"p{i + 1}": [n for pack in self.packs[6 * i: 6 * i + 6] for n in pack]
                          for i in range(PLAYERS_SEALED)}

    # ------------------------------------------------------------------ where it stands
    @property
    def stage(self) -> str:
        if self.table is not None and not self.table.done:
            return "draft"
        if self.deck is None:
            return "build"
        return "done" if len(self.matches) == OPPONENTS and all(m.over for m in self.matches) else "play"

    @property
    def opponents(self) -> list[str]:
        return [f"p{i + 2}" for i in range(OPPONENTS)]

    def pool(self, seat: str = "p1") -> list[str]:
        if self.table is not None:
            return list(self.table.taken[seat])
        return list(self.pools[seat])

    def bot_deck(self, seat: str) -> list[str]:
        """A bot's deck, built as the bots build (once the draft is over)."""
        if seat not in self._bot_decks:
            self._bot_decks[seat] = build(self.pool(seat))[0]
        return self._bot_decks[seat]

    def opponent_name(self, seat: str) -> str:
        """"Bot 2"; with its deck's colors once a game against it has been played (before that its deck is
        hidden information, as it would be across a table: the seat's name in the game says nothing of it)."""
        met = any(m.opponent == seat and m.games for m in self.matches)
        return f"Bot {seat[1:]} ({colors_label(self.bot_deck(seat))})" if met else f"Bot {seat[1:]}"

    def current_match(self) -> Match | None:
        """The match being played (a new one, not yet in ``matches``, once the last is over); None when all three
        are done."""
        for m in self.matches:
            if not m.over:
                return m
        if len(self.matches) < OPPONENTS:
            return Match(self.opponents[len(self.matches)])
        return None

    def record(self) -> dict[str, int]:
        """Matches won, lost, drawn so far."""
        done = [m for m in self.matches if m.over]
        return {"won": sum(m.winner == "p1" for m in done), "lost": sum(m.winner not in ("p1", "draw") for m in done),
                "drawn": sum(m.winner == "draw" for m in done)}

    # ------------------------------------------------------------------ what the player does
    def take(self, card: str) -> None:
        if self.table is None or self.table.done:
            raise EventError("there is no draft under way")
        try:
            self.table.take(card)
        except ValueError as e:
            raise EventError(str(e)) from None
        self.save()

    def set_deck(self, main: list[str]) -> None:
        problems = check_deck(main, self.pool())
        if problems:
            raise EventError("the deck can't be played: " + "; ".join(problems))
        if self.stage not in ("build", "play") or any(m.games for m in self.matches):
            raise EventError("the deck is fixed once the first game has been played")
        self.deck = list(main)
        for seat in self.opponents:  # (written down with the deck: the matches are against these decks)
            self.bot_deck(seat)
        self.save()

    def game_seed(self) -> int:
        m = self.current_match()
        k = next((i for i, x in enumerate(self.matches) if x is m), len(self.matches))
        return self.seed * 1000 + 100 * k + (len(m.games) if m else 0) + 1

    def finish_game(self, winner_seat: str, save: str = "", turns: int = 0) -> None:
        """The current game ended with ``winner_seat`` ("p1", the bot's seat or "draw", as the event names
        seats: the player is always "p1" here, whichever seat the game gave them)."""
        m = self.current_match()
        if m is None:
            raise EventError("every match of the event has been played")
        if winner_seat not in ("p1", m.opponent, "draw"):
            raise EventError(f"winner {winner_seat!r}; expected p1, {m.opponent} or draw")
        if not any(x is m for x in self.matches):
            self.matches.append(m)
        m.games.append(GameResult(winner_seat, save, turns))
        self.current_save = ""
        self.save()

    # ------------------------------------------------------------------ the file
    def to_json(self) -> dict[str, Any]:
        return {"format": FORMAT, "version": VERSION, "kind": self.kind, "seed": self.seed, "level": self.level,
                "set": self.code, "player": self.player, "created": self.created,
                "picks": [p["took"] for p in self.table.log] if self.table is not None else [],
                "deck": self.deck, "current_save": self.current_save,
                # (what the seed made when the event began: the boosters, the bots' picks and decks; a file replays
                # as it was even after the implemented cards or the bots have changed)
                "packs": self.packs,
                "bot_picks": {s: v for s, v in self.table.taken.items() if s != "p1"} if self.table is not None
                else {},
                "bot_decks": dict(self._bot_decks) if self.deck is not None else {},
                "matches": [{"opponent": m.opponent,
                             "games": [{"winner": g.winner, "save": g.save, "turns": g.turns} for g in m.games]}
                            for m in self.matches]}

    def save(self) -> Path:
        from ..userdata import atomic_write_text
        if self.path is None:
            stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
            d = events_dir()
            self.path = d / f"{self.kind}-{stamp}-{self.seed}.json"
            k = 2
            while self.path.exists():
                self.path = d / f"{self.kind}-{stamp}-{self.seed}-{k}.json"
                k += 1
        atomic_write_text(self.path, json.dumps(self.to_json(), indent=1, ensure_ascii=False) + "\n")
        return self.path

    @classmethod
    def load(cls, path: str | Path) -> "LimitedEvent":
        """An event file, checked field by field; a bad one raises EventError naming the file."""
        p = Path(path)
        try:
            if p.stat().st_size > MAX_EVENT_FILE:
                raise EventError(f"{p}: larger than {MAX_EVENT_FILE} bytes; expected a saved event")
            obj = json.loads(p.read_text(encoding="utf-8"))
        except OSError as e:
            raise EventError(f"{p}: can't be read ({e.strerror or e})") from None
        except (UnicodeDecodeError, ValueError) as e:
            raise EventError(f"{p}: not a saved event (expected JSON: {str(e).splitlines()[0]})") from None
        return cls.from_json(obj, p)

    @classmethod
    def from_json(cls, obj: Any, p: Path) -> "LimitedEvent":
        def need(key: str, typ, default=None):
            v = obj.get(key, default)
            if not isinstance(v, typ) or isinstance(v, bool) and typ is not bool:
                raise EventError(f"{p}: {key!r} should be {getattr(typ, '__name__', typ)}, got {v!r:.40}")
            return v
        if not isinstance(obj, dict) or obj.get("format") != FORMAT:
            raise EventError(f"{p}: not a saved event (expected \"format\": \"{FORMAT}\")")
        if obj.get("version") != VERSION:
            raise EventError(f"{p}: event version {obj.get('version')!r}; this game reads version {VERSION}")
        kind = need("kind", str)
        from ..ai.base import LEVELS
        level = need("level", str)
        if level not in LEVELS:
            raise EventError(f"{p}: bot level {level!r}; expected one of: {', '.join(LEVELS)}")
        if kind not in KINDS:
            raise EventError(f"{p}: event kind {kind!r}; expected one of: {', '.join(KINDS)}")
        packs = _names_lists(obj.get("packs"), p, "packs", 3 * 8 if kind == "draft" else 6 * PLAYERS_SEALED)
        bot_picks = _seat_lists(obj.get("bot_picks"), p, "bot_picks")
        try:
            ev = cls(kind, need("seed", int), level, need("set", str, "LTR"),
                     player=need("player", str, "Player 1")[:24], path=p, packs=packs, picks=bot_picks)
        except ValueError as e:  # (BoosterError: a set that can't make boosters)
            raise EventError(f"{p}: {e}") from None
        ev.created = need("created", str, ev.created)
        for n, card in enumerate(need("picks", list, [])):
            if ev.table is None or ev.table.done:
                raise EventError(f"{p}: pick {n + 1}: more picks than the draft has")
            try:
                ev.table.take(card if isinstance(card, str) else repr(card))
            except ValueError as e:
                raise EventError(f"{p}: pick {n + 1}: {e}") from None
        for seat, deck in _seat_lists(obj.get("bot_decks"), p, "bot_decks").items():
            if seat not in ev.opponents:
                raise EventError(f"{p}: 'bot_decks' has {seat!r}; expected the opponents {', '.join(ev.opponents)}")
            problems = check_deck(deck, ev.pool(seat)) if ev.stage != "draft" else ["the draft is not finished"]
            if problems:
                raise EventError(f"{p}: {seat}'s deck: {'; '.join(problems)}")
            ev._bot_decks[seat] = deck
        deck = obj.get("deck")
        if deck is not None:
            if not (isinstance(deck, list) and all(isinstance(x, str) for x in deck)):
                raise EventError(f"{p}: 'deck' should be a list of card names")
            problems = check_deck(deck, ev.pool()) if ev.stage == "build" else ["the draft is not finished"]
            if problems:
                raise EventError(f"{p}: the deck: {'; '.join(problems)}")
            ev.deck = deck
        for k, m in enumerate(need("matches", list, [])):
            if not isinstance(m, dict) or m.get("opponent") != ev.opponents[min(k, OPPONENTS - 1)] or k >= OPPONENTS:
                raise EventError(f"{p}: match {k + 1}: expected {{\"opponent\": \"p{k + 2}\", \"games\": [...]}}")
            if ev.deck is None:
                raise EventError(f"{p}: match {k + 1}: matches are played with a deck; the file has none")
            match = Match(m["opponent"])
            games = m.get("games", [])
            if not isinstance(games, list):
                raise EventError(f"{p}: match {k + 1}: 'games' should be a list")
            for g in games:
                if not isinstance(g, dict) or g.get("winner") not in ("p1", match.opponent, "draw"):
                    raise EventError(f"{p}: match {k + 1}: a game should be {{\"winner\": \"p1\"|\"{match.opponent}\""
                                     f"|\"draw\", \"save\": ...}}")
                save = g.get("save", "")
                if not isinstance(save, str) or not _SAFE_SAVE.match(save):
                    raise EventError(f"{p}: match {k + 1}: 'save' should be a save file's name")
                turns = g.get("turns", 0)
                if not isinstance(turns, int) or isinstance(turns, bool) or turns < 0:
                    raise EventError(f"{p}: match {k + 1}: 'turns' should be a whole number, got {turns!r:.20}")
                match.games.append(GameResult(g["winner"], save, turns))
            ev.matches.append(match)
        cur = obj.get("current_save", "")
        ev.current_save = cur if isinstance(cur, str) and _SAFE_SAVE.match(cur) else ""
        return ev


def _known(names: list[str], p: Path, key: str) -> list[str]:
    from ..cards.registry import registry
    reg = registry()
    for n in names:
        if reg.find(n) is None:
            raise EventError(f"{p}: {key}: {n[:40]!r} is not a card this game knows")
    return names


def _names_lists(v: Any, p: Path, key: str, count: int) -> list[list[str]] | None:
    """``count`` lists of card names (the boosters), or None when the file has none (an older file: the seed
    makes them)."""
    if v is None:
        return None
    if not (isinstance(v, list) and len(v) == count and all(isinstance(x, list) and
                                                            all(isinstance(n, str) for n in x) for x in v)):
        raise EventError(f"{p}: {key!r} should be {count} lists of card names")
    return [_known(list(x), p, key) for x in v]


def _seat_lists(v: Any, p: Path, key: str) -> dict[str, list[str]]:
    """{seat: [card names]} (the bots' picks, their decks); {} when the file has none."""
    if v is None:
        return {}
    if not (isinstance(v, dict) and all(isinstance(k, str) and re.fullmatch(r"p[2-8]", k) and isinstance(x, list)
                                        and all(isinstance(n, str) for n in x) for k, x in v.items())):
        raise EventError(f"{p}: {key!r} should map seats p2-p8 to lists of card names")
    return {k: _known(list(x), p, key) for k, x in v.items()}


# a save file's bare name (never a path: the file names it in the saves folder)
_SAFE_SAVE = re.compile(r"^[A-Za-z0-9._-]{0,120}$")


@dataclass
class EventInfo:
    """What a menu shows of a saved event, read from its file without replaying the draft (``peek``)."""
    path: Path
    kind: str = "?"
    seed: int = 0
    created: str = ""
    stage: str = "?"
    picks: int = 0
    won: int = 0
    lost: int = 0
    current_save: str = ""  # the save of the event's game under way ("" when none)
    error: str | None = None


def peek(path: str | Path) -> EventInfo:
    """A saved event's kind, seed, stage and match record, cheaply (the menu lists many; loading one replays
    its draft, about a tenth of a second).  A file that can't be read gives ``error``; ``load`` says exactly why."""
    p = Path(path)
    try:
        if p.stat().st_size > MAX_EVENT_FILE:
            return EventInfo(p, error="too large")
        obj = json.loads(p.read_text(encoding="utf-8"))
        if not isinstance(obj, dict) or obj.get("format") != FORMAT:
            return EventInfo(p, error="not a saved event")
        kind, seed = obj.get("kind"), obj.get("seed")
        picks = obj.get("picks") or []
        matches = obj.get("matches") or []
        if kind not in KINDS or not isinstance(seed, int) or not isinstance(picks, list) or not isinstance(matches, list):
            return EventInfo(p, error="not a saved event")
        done = []
        for m in matches:
            games = m.get("games") if isinstance(m, dict) else None
            opp = m.get("opponent") if isinstance(m, dict) else None
            mm = Match(str(opp), [GameResult(str(g.get("winner"))) for g in games if isinstance(g, dict)]
                       if isinstance(games, list) else [])
            done.append(mm)
        over = [m for m in done if m.over]
        if kind == "draft" and len(picks) < DraftTable.PICKS:
            stage = "draft"
        elif obj.get("deck") is None:
            stage = "build"
        else:
            stage = "done" if len(over) == OPPONENTS else "play"
        cur = obj.get("current_save", "")
        return EventInfo(p, kind, seed, str(obj.get("created", "")), stage, len(picks),
                         sum(m.winner == "p1" for m in over), sum(m.winner not in ("p1", "draw") for m in over),
                         cur if isinstance(cur, str) and _SAFE_SAVE.match(cur) else "")
    except (OSError, UnicodeDecodeError, ValueError, AttributeError, TypeError) as e:
        return EventInfo(p, error=str(e).splitlines()[0] if str(e) else type(e).__name__)


def list_events() -> list[Path]:
    """Saved events, newest first."""
    try:
        files = [p for p in events_dir().iterdir() if p.suffix == ".json" and p.is_file()]
    except OSError:
        return []
    return sorted(files, key=lambda p: (p.stat().st_mtime_ns, p.name), reverse=True)


def event_of_save(save_name: str) -> Path | None:
    """The saved event whose game under way is the save ``save_name`` (a bare file name), if any: the main menu's
    Continue goes on with such a game inside its event."""
    if not save_name:
        return None
    for p in list_events():
        info = peek(p)
        if info.error is None and info.current_save == save_name and info.stage == "play":
            return p
    return None


def latest_unfinished_event(kind: str | None = None) -> Path | None:
    """The newest saved event (of ``kind``, if given) that isn't over."""
    for p in list_events():
        info = peek(p)
        if info.error is None and info.stage != "done" and (kind is None or info.kind == kind):
            return p
    return None


def summary(ev: LimitedEvent) -> list[str]:
    """The event in a few lines (the review screen, `mtg-tui event show`)."""
    lines = [f"{ev.kind.capitalize()} · seed {ev.seed} · bots {ev.level} · begun {ev.created[:16].replace('T', ' ')}"]
    if ev.table is not None:
        lines.append(f"Picks: {len(ev.table.log)}/{DraftTable.PICKS}")
    if ev.deck is not None:
        lands = sum(1 for n in ev.deck if n in BASIC_OF.values())
        lines.append(f"Deck: {len(ev.deck)} cards, {colors_label(ev.deck)}, {lands} basic lands")
    for m in ev.matches:
        res = "".join("W" if g.winner == "p1" else "D" if g.winner == "draw" else "L" for g in m.games)
        state = {"p1": "won", "draw": "drawn", None: "under way"}.get(m.winner, "lost")
        lines.append(f"vs {ev.opponent_name(m.opponent)}: {m.wins('p1')}-{m.wins(m.opponent)} {state} ({res})")
    r = ev.record()
    if ev.stage == "done":
        lines.append(f"Event over: {r['won']} won, {r['lost']} lost" + (f", {r['drawn']} drawn" if r["drawn"] else ""))
    return lines


__all__ = ["EventError", "EventInfo", "LimitedEvent", "peek", "Match", "GameResult", "pick_reasons", "colors_label", "events_dir",
           "list_events", "latest_unfinished_event", "summary", "DECK_SIZE"]
