"""Settings persistence: bot delay, full control and the stops per step are saved to <data>/settings.json
(validated by pydantic); a bad file gives one clear line (in the app and on stderr), the defaults are used,
and the file is not touched until the player changes a setting.  (conftest points $MTG_TUI_DATA at a
temporary folder.)"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

pytest.importorskip("textual")

from mtg_tui.tui.app import MtgApp  # noqa: E402
from mtg_tui.tui.screens.dialogs import StopsScreen  # noqa: E402
from mtg_tui.tui.screens.game import GameScreen  # noqa: E402
from mtg_tui.tui.screens.menu import MainMenu, SettingsScreen  # noqa: E402
from mtg_tui.tui.session import DEFAULT_STOPS_MINE, DEFAULT_STOPS_THEIRS, Settings  # noqa: E402
from mtg_tui.tui.settings_store import data_dir, load_settings, save_settings, settings_path  # noqa: E402

SIZE = (120, 40)
BOARD = {"title": "settings board", "state": {"turn": 3, "step": "main1"},
         "p1": {"hand": ["Giant Growth"], "battlefield": ["Forest", {"card": "Grizzly Bears", "id": "bear"}],
                "library": ["Forest"] * 3},
         "p2": {"library": ["Swamp"] * 3}}


def test_the_data_folder_follows_mtg_tui_data_then_xdg_then_home(monkeypatch, tmp_path):
    monkeypatch.setenv("MTG_TUI_DATA", str(tmp_path / "d"))
    assert settings_path() == tmp_path / "d" / "settings.json"
    monkeypatch.delenv("MTG_TUI_DATA")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert data_dir() == tmp_path / "xdg" / "mtg-tui"
    monkeypatch.setenv("XDG_DATA_HOME", "relative/ignored")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert data_dir() == tmp_path / "home" / ".local" / "share" / "mtg-tui"


def test_save_and_load_round_trip():
    assert load_settings() == (Settings(), None)  # no file yet: the defaults, no complaint
    s = Settings(bot_delay=1.25, full_control=True, stops_mine={"upkeep", "main2"}, stops_theirs={"end"})
    assert save_settings(s) is None
    data = json.loads(settings_path().read_text())
    assert data["stops_mine"] == ["upkeep", "main2"]  # turn order, so the file reads well
    loaded, err = load_settings()
    assert err is None and loaded == s
    assert not [p for p in settings_path().parent.iterdir() if p.name.startswith(".settings-")]  # no temp left


@pytest.mark.parametrize("text, needle", [
    ("{not json", "invalid JSON at line 1"),
    ('["a list"]', "expected a JSON object"),
    ('{"bot_delay": -2}', "key 'bot_delay'"),
    ('{"bot_delay": 1e9}', "key 'bot_delay'"),
    ('{"full_control": "sometimes"}', "key 'full_control'"),
    ('{"stops_mine": ["lunch"]}', "unknown step 'lunch'"),
    ('{"bot_pace": 1}', "key 'bot_pace': unknown key"),
    ('{"format": 99}', "key 'format'"),
])
def test_a_bad_file_is_one_line_and_the_defaults(text, needle):
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    s, err = load_settings()
    assert s == Settings()
    assert needle in err and str(path) in err and "using the defaults" in err
    assert "\n" not in err


def test_a_bad_file_is_reported_on_stderr_and_left_alone_by_a_run(monkeypatch, capsys):
    import mtg_tui.tui.app as app_module
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"bot_delay": "slow"}')
    monkeypatch.setattr(app_module.MtgApp, "run", lambda self, *a, **k: None)
    app_module.run()
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("mtg-tui: settings file ") and "bot_delay" in err
    assert path.read_text() == '{"bot_delay": "slow"}'


async def test_the_app_shows_the_bad_file_and_only_overwrites_it_when_a_setting_changes():
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"full_control": 3}')
    before = path.stat().st_mtime_ns
    app = MtgApp(scenario=BOARD)  # settings from the data folder
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert app.settings == Settings() and "full_control" in (app.settings_error or "")
        shown = [n.message for n in app._notifications]
        assert any("settings file" in m and "full_control" in m for m in shown)
        for _ in range(50):
            await pilot.pause(0.01)
            if isinstance(app.screen, GameScreen) and app.screen.waiting:
                break
        assert path.read_text() == '{"full_control": 3}' and path.stat().st_mtime_ns == before
        await pilot.press("f")  # the player changes a setting: now the file is written, valid
        await pilot.pause()
    data = json.loads(path.read_text())
    assert data["full_control"] is True and data["bot_delay"] == Settings().bot_delay
    assert load_settings() == (Settings(full_control=True), None)


async def test_settings_screen_save_persists_the_bot_delay_and_toggles():
    app = MtgApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, MainMenu)
        await pilot.press("s")
        await pilot.pause()
        assert isinstance(app.screen, SettingsScreen)
        from textual.widgets import Input
        inp = app.screen.query_one("#delay", Input)
        inp.focus()
        await pilot.pause()
        inp.value = ""
        await pilot.press("1", ".", "5")
        await pilot.press("tab", "space")  # the full-control box
        await pilot.pause()
        app.screen.query_one("#save").press()
        await pilot.pause()
        assert isinstance(app.screen, MainMenu)
    s, err = load_settings()
    assert err is None and s.bot_delay == 1.5 and s.full_control is True
    again = MtgApp()
    assert again.settings.bot_delay == 1.5 and again.settings.full_control


async def test_stops_set_in_a_game_are_saved():
    app = MtgApp(scenario=BOARD, bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(50):
            await pilot.pause(0.01)
            if isinstance(app.screen, GameScreen) and app.screen.waiting:
                break
        await pilot.press("s")
        await pilot.pause()
        stops = app.screen
        assert isinstance(stops, StopsScreen)
        box = stops.query_one("#mine-upkeep")
        box.focus()
        await pilot.pause()
        await pilot.press("space")
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
    s, err = load_settings()
    assert err is None and s.stops_mine == set(DEFAULT_STOPS_MINE) | {"upkeep"}
    assert s.stops_theirs == set(DEFAULT_STOPS_THEIRS)
    assert s.bot_delay == Settings().bot_delay  # --delay (bot_delay=0 here) is for one run, not saved


async def test_settings_given_to_the_app_are_never_written():
    app = MtgApp(settings=Settings(bot_delay=0), scenario=BOARD)
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(50):
            await pilot.pause(0.01)
            if isinstance(app.screen, GameScreen) and app.screen.waiting:
                break
        await pilot.press("f")
        await pilot.pause()
        assert app.settings.full_control
    assert not settings_path().exists()
    assert os.environ["MTG_TUI_DATA"] and Path(os.environ["MTG_TUI_DATA"]).is_dir()
