"""Shared helpers for the rules tests: build a board from a scenario dict, run action lines."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT))


@pytest.fixture(autouse=True)
def _private_data_dir(tmp_path_factory, monkeypatch):
    """Saves (and any other user data) go to a temporary folder, never the real ~/.local/share/mtg-tui; child
    processes inherit it."""
    monkeypatch.setenv("MTG_TUI_DATA", str(tmp_path_factory.mktemp("data")))
