"""Tutorial progress: which lessons are done (and where an unfinished one stands), which puzzles are solved.

Kept as ``progress.json`` in the user's data folder ($MTG_TUI_DATA, else $XDG_DATA_HOME/mtg-tui, else
~/.local/share/mtg-tui), written atomically (a temporary file in the same folder, fsync'ed, then renamed over
the old one).  A file that can't be read as progress gives one warning line and counts as empty; it is never
overwritten without saying so: before the first save it is moved aside to ``progress.json.bad`` and the
warning says where it went.

    {"format": 1,
     "lessons": {"07_ring": {"done": true, "step": 3, "steps": 8, "history": ["p1: cast ...", ...],
                             "updated": "2025-..."}},
     "puzzles": {"ring_bearer_strikes": {"solved": true, "tries": 2, "updated": "..."}}}

``history`` holds the action lines that lead to the start of step ``step`` of an unfinished lesson, so it can
be resumed there.
"""

from __future__ import annotations

import json
import os
from datetime import datetime, timezone
from pathlib import Path

FORMAT = 1
MAX_SIZE = 1024 * 1024
NAME = "progress.json"


from ..userdata import atomic_write_text, data_dir  # noqa: E402,F401  (one home for the data folder rule)


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def _empty() -> dict:
    return {"format": FORMAT, "lessons": {}, "puzzles": {}}


class Progress:
    def __init__(self, path: str | Path | None = None):
        self.path = Path(path) if path is not None else data_dir() / NAME
        self.warning: str | None = None  # one line for the user (a corrupt file, a failed save)
        self._bad = False  # the file on disk is not ours to overwrite silently
        self.data = self._load()

    # ------------------------------------------------------------------ reading
    def _load(self) -> dict:
        p = self.path
        try:
            size = p.stat().st_size
        except FileNotFoundError:
            return _empty()
        except OSError as e:
            return self._corrupt(f"cannot read it ({e.strerror})")
        if size > MAX_SIZE:
            return self._corrupt(f"it is larger than {MAX_SIZE} bytes")
        try:
            raw = json.loads(p.read_text(encoding="utf-8"))
        except UnicodeDecodeError:
            return self._corrupt("it is not UTF-8 text")
        except json.JSONDecodeError as e:
            return self._corrupt(f"invalid JSON at line {e.lineno} column {e.colno}: {e.msg}")
        except OSError as e:
            return self._corrupt(f"cannot read it ({e.strerror})")
        why = _shape_error(raw)
        if why:
            return self._corrupt(why)
        return raw

    def _corrupt(self, why: str) -> dict:
        self._bad = True
        self.warning = (f"{self.path}: {why}; starting with no tutorial progress (the file will be kept as "
                        f"{self.path.name}.bad when progress is next saved)")
        return _empty()

    # ------------------------------------------------------------------ writing
    def save(self) -> bool:
        """Write atomically; False (and a warning) if it could not be written."""
        p = self.path
        try:
            p.parent.mkdir(parents=True, exist_ok=True)
            if self._bad and p.exists():
                bad = p.with_name(p.name + ".bad")
                os.replace(p, bad)
                self.warning = f"{p}: the unreadable progress file was moved to {bad}; new progress is saved in {p}"
            self._bad = False
            atomic_write_text(p, json.dumps(self.data, ensure_ascii=False, indent=1) + "\n", prefix=".progress-")
            return True
        except OSError as e:
            self.warning = f"{p}: cannot save tutorial progress: {e.strerror or e}"
            return False

    # ------------------------------------------------------------------ lessons and puzzles
    def lesson(self, key: str) -> dict:
        lessons = self.data["lessons"]
        got = lessons.get(key)
        if got is None and "_" in key:  # a lesson renumbered since it was played (14_real_game is 15_real_game
            name = key.split("_", 1)[1]  # since lesson 14, ward, came): found by its name
            got = next((v for k, v in lessons.items() if "_" in k and k.split("_", 1)[1] == name), None)
        return got or {}

    def puzzle(self, key: str) -> dict:
        return self.data["puzzles"].get(key, {})

    def reached(self, course, step: int, history: list[str]) -> None:
        """A lesson's step began (the tutor calls this)."""
        if course.kind != "lesson":
            return
        e = dict(self.lesson(course.key))
        e.update(step=step, steps=len(course.steps), history=list(history), updated=_now())
        e.setdefault("done", False)
        self.data["lessons"][course.key] = e
        self.save()

    def finished(self, course, ok: bool) -> None:
        """A lesson or puzzle attempt ended (the tutor calls this)."""
        if course.kind == "lesson":
            e = dict(self.lesson(course.key))
            if ok:
                e.update(done=True, step=len(course.steps), steps=len(course.steps), history=[])
            e["updated"] = _now()
            self.data["lessons"][course.key] = e
        else:
            e = dict(self.puzzle(course.key))
            e["tries"] = int(e.get("tries", 0)) + 1
            e["solved"] = bool(e.get("solved")) or ok
            e["updated"] = _now()
            self.data["puzzles"][course.key] = e
        self.save()

    def restart(self, course) -> None:
        """Forget where an unfinished lesson stood (it begins again at step 1); 'done' is kept."""
        if course.kind == "lesson" and self.lesson(course.key):
            e = dict(self.lesson(course.key))
            e.update(step=0, history=[], updated=_now())
            self.data["lessons"][course.key] = e
            self.save()

    def resume_state(self, course) -> dict | None:
        e = self.lesson(course.key) if course.kind == "lesson" else {}
        if e and not e.get("done") and int(e.get("step", 0)) > 0:
            return {"step": e["step"], "history": e.get("history", [])}
        return None

    def status(self, course) -> str:
        """'done', 'step 3/8', 'solved', 'tried 2×' or ''."""
        if course.kind == "lesson":
            e = self.lesson(course.key)
            if e.get("done"):
                return "done"
            if int(e.get("step", 0)) > 0:
                return f"step {int(e['step']) + 1}/{len(course.steps)}"
            return ""
        e = self.puzzle(course.key)
        if e.get("solved"):
            return "solved"
        if e.get("tries"):
            return f"tried {e['tries']}×"
        return ""

    def summary(self, courses) -> str:
        done = sum(1 for c in courses if self.status(c) in ("done", "solved"))
        return f"{done}/{len(courses)}"


def _shape_error(raw) -> str:
    if not isinstance(raw, dict):
        return "expected a JSON object"
    if raw.get("format") != FORMAT:
        return f"unknown format {raw.get('format')!r}; expected {FORMAT}"
    for k in ("lessons", "puzzles"):
        v = raw.get(k)
        if not isinstance(v, dict) or not all(isinstance(x, dict) for x in v.values()):
            return f"key '{k}': expected an object of objects"
    for key, e in raw["lessons"].items():
        if not isinstance(e.get("step", 0), int) or not isinstance(e.get("history", []), list) or \
                not all(isinstance(h, str) for h in e.get("history", [])):
            return f"key 'lessons.{key}': expected 'step' a number and 'history' a list of strings"
    for key, e in raw["puzzles"].items():
        if not isinstance(e.get("tries", 0), int):
            return f"key 'puzzles.{key}.tries': expected a number"
    return ""
