"""Every scenario file under tests/scenarios/core runs cleanly and its [expect] table holds.

Each file names the rule it shows in its ``description``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from mtg_tui.engine.scenario import load_scenario, run_scenario

CORE = Path(__file__).resolve().parent / "scenarios" / "core"
FILES = sorted(CORE.glob("*.toml"))


def test_there_are_core_scenarios():
    assert len(FILES) >= 10


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_core_scenario(path: Path):
    sc = load_scenario(path)
    assert sc.description, f"{path.name}: say which rule it shows"
    assert sc.expect, f"{path.name}: has no [expect]"
    g, fails = run_scenario(path)
    assert fails == [], "\n".join(fails)
