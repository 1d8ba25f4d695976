"""The app's settings on disk: ``<data>/settings.json`` in the user's data folder ($MTG_TUI_DATA, else
$XDG_DATA_HOME/mtg-tui, else ~/.local/share/mtg-tui).

Saved: the bot's pace, full control, log priority events, and the stops per step (your turn / the
opponent's).  The file is read once when the app starts and validated by pydantic; a file that cannot be
read or is invalid gives ONE line (shown in the app and printed on stderr), the defaults are used, and the
file is left as it is until the user changes a setting (then it is replaced by the settings in use).
Writes are atomic (a temporary file renamed over the old one), so a crash never leaves half a file.

    {"format": 1, "bot_delay": 0.6, "full_control": false, "log_priority": false,
     "stops_mine": ["main1", "declare_blockers", "main2"],
     "stops_theirs": ["declare_attackers", "declare_blockers", "end"]}
"""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from .session import STOP_STEPS, Settings

FORMAT = 1
FILENAME = "settings.json"
MAX_SIZE = 64 * 1024  # bytes: the real file is ~300


from ..userdata import atomic_write_text, data_dir  # noqa: E402


def settings_path() -> Path:
    return data_dir() / FILENAME


class SettingsFile(BaseModel):
    """What settings.json may hold.  Unknown keys are an error (a typo should not be ignored silently)."""

    model_config = ConfigDict(extra="forbid")

    format: Literal[1] = FORMAT
    bot_delay: float = Field(default=0.6, ge=0, le=10, allow_inf_nan=False)
    full_control: bool = False
    log_priority: bool = False
    stops_mine: list[str] = Field(default_factory=lambda: sorted(Settings().stops_mine), max_length=20)
    stops_theirs: list[str] = Field(default_factory=lambda: sorted(Settings().stops_theirs), max_length=20)

    @field_validator("stops_mine", "stops_theirs")
    @classmethod
    def _steps(cls, v: list[str]) -> list[str]:
        for s in v:
            if s not in STOP_STEPS:
                raise ValueError(f"unknown step {s!r}; expected some of: {', '.join(STOP_STEPS)}")
        return v

    def to_settings(self) -> Settings:
        return Settings(bot_delay=self.bot_delay, full_control=self.full_control, log_priority=self.log_priority,
                        stops_mine=set(self.stops_mine), stops_theirs=set(self.stops_theirs))

    @classmethod
    def from_settings(cls, s: Settings) -> "SettingsFile":
        order = {k: i for i, k in enumerate(STOP_STEPS)}
        delay = float(s.bot_delay) if math.isfinite(float(s.bot_delay)) else 0.6
        return cls(bot_delay=round(min(10.0, max(0.0, delay)), 3), full_control=bool(s.full_control),
                   log_priority=bool(s.log_priority),
                   stops_mine=sorted((x for x in s.stops_mine if x in order), key=order.get),
                   stops_theirs=sorted((x for x in s.stops_theirs if x in order), key=order.get))


def load_settings(path: Path | None = None) -> tuple[Settings, str | None]:
    """The saved settings, or the defaults and one line saying what is wrong with the file.  No file yet is
    not an error (the defaults, silently)."""
    path = path or settings_path()
    try:
        if path.stat().st_size > MAX_SIZE:
            return Settings(), f"settings file {path}: larger than {MAX_SIZE} bytes; using the defaults"
        raw = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Settings(), None
    except UnicodeDecodeError:
        return Settings(), f"settings file {path}: not UTF-8 text; using the defaults"
    except OSError as e:
        return Settings(), f"settings file {path}: cannot read it ({e.strerror or e}); using the defaults"
    try:
        data = json.loads(raw)
    except json.JSONDecodeError as e:
        return Settings(), f"settings file {path}: invalid JSON at line {e.lineno} column {e.colno} ({e.msg}); " \
                           "using the defaults"
    if not isinstance(data, dict):
        return Settings(), f"settings file {path}: expected a JSON object {{...}}; using the defaults"
    try:
        return SettingsFile.model_validate(data).to_settings(), None
    except ValidationError as e:
        err = e.errors()[0]
        key = ".".join(str(x) for x in err["loc"]) or "(top)"
        msg = "unknown key" if err["type"] == "extra_forbidden" else err["msg"].removeprefix("Value error, ")
        return Settings(), f"settings file {path}: key '{key}': {msg}; using the defaults"


def save_settings(s: Settings, path: Path | None = None) -> str | None:
    """Write the settings (atomically); return None, or one line saying why they could not be saved."""
    path = path or settings_path()
    text = json.dumps(SettingsFile.from_settings(s).model_dump(), indent=2) + "\n"
    try:
        atomic_write_text(path, text, prefix=".settings-")
    except OSError as e:
        return f"cannot save the settings to {path}: {e.strerror or e}"
    return None
