"""The TUI's own speed figures (tui/bench.py, printed by `mtg-tui bench`): measured with Pilot, headless.
Only the shape and sanity of the figures are checked here; the targets are the bench's business."""

from __future__ import annotations

import pytest

pytest.importorskip("textual")


async def test_measure_gives_first_screen_and_keypress_repaint_figures():
    from textual.screen import Screen

    from mtg_tui.tui.bench import measure_async
    before = Screen._compositor_refresh
    res = await measure_async(presses=12)
    assert Screen._compositor_refresh is before  # the frame clock is taken off again
    for key in ("tui_first_screen_ms", "keypress_repaint_p50_ms", "keypress_repaint_p95_ms"):
        assert isinstance(res[key], float) and res[key] > 0, (key, res)
    assert res["keypress_repaint_p50_ms"] <= res["keypress_repaint_p95_ms"]
    assert res["keypresses"] >= 8
    assert res["tui_first_screen_ms"] < 10_000
