"""The user's data folder and safe writes into it: one home for both rules."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


def data_dir() -> Path:
    """$MTG_TUI_DATA, else $XDG_DATA_HOME/mtg-tui (an absolute path only, as the XDG spec says),
    else ~/.local/share/mtg-tui."""
    env = os.environ.get("MTG_TUI_DATA")
    if env:
        return Path(env).expanduser()
    xdg = os.environ.get("XDG_DATA_HOME")
    if xdg and os.path.isabs(xdg):
        return Path(xdg) / "mtg-tui"
    return Path.home() / ".local" / "share" / "mtg-tui"


def atomic_write_text(path: Path, text: str, prefix: str = ".tmp-") -> None:
    """Write a file so that a crash leaves either the old file or the new one, never half of one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=prefix, suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
