"""The compiled engine and bot (mtg_tui/_build/mtg_build.py builds them with mypyc) and the pure-Python ones
are the same program.

These tests check the switch in ``mtg_tui/_native.py``: what it says runs is what runs, the two play identical
games, and a source edited after the build (or a missing stamp) runs the Python sources, all of them."""

from __future__ import annotations

import hashlib
import importlib.machinery
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import mtg_tui.ai.heuristic as heuristic_mod
import mtg_tui.engine as engine
import mtg_tui.engine.game as game_mod
import mtg_tui.engine.legal as legal_mod

ENGINE_DIR = Path(engine.__file__).resolve().parent
PACKAGE_DIR = ENGINE_DIR.parent
ROOT = Path(__file__).resolve().parent.parent
compiled_only = pytest.mark.skipif(not engine.COMPILED, reason=f"the engine is not compiled here ({engine.ENGINE})")

#: plays a few games of each bot kind and prints one digest of every action text and every final snapshot
GAMES = r"""
import hashlib, json, sys
import mtg_tui.engine as engine
from mtg_tui.ai.base import PlayerView, make_agent
from mtg_tui.decks import load_deck, shipped_decks
from mtg_tui.engine.game import Game
h = hashlib.sha256()
names = shipped_decks()
for i, level in enumerate(["random"] * 4 + ["normal"] * 3):
    g = Game(seed=700 + i)
    g.setup_decks(load_deck(names[i % len(names)]).main, load_deck(names[(i + 1) % len(names)]).main)
    g.start()
    bots = {"p1": make_agent(level, 2 * i), "p2": make_agent(level, 2 * i + 1)}
    while not g.over and g.turn <= 60:
        p = g.decider
        a = bots[p].choose(PlayerView(g, p), g.legal_actions())
        h.update(a.text.encode())
        for ev in g.apply(a):
            h.update(ev.msg.encode())
    h.update(json.dumps(g.snapshot(), sort_keys=True).encode())
print(engine.ENGINE)
print(h.hexdigest())
"""


def _run(code: str, env_extra: dict[str, str], pythonpath: Path | None = None) -> list[str]:
    env = {k: v for k, v in os.environ.items() if k != "MTG_TUI_PURE"}
    env.update(env_extra)
    if pythonpath is not None:
        env["PYTHONPATH"] = str(pythonpath)
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=600,
                         cwd=pythonpath or ROOT)
    assert out.returncode == 0, out.stderr
    return out.stdout.strip().splitlines()


def _is_extension(path: str | None) -> bool:
    return bool(path) and path.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))


def test_what_the_engine_says_runs_is_what_runs():
    stamp = PACKAGE_DIR / "_compiled.json"
    if engine.COMPILED:
        modules = json.loads(stamp.read_text(encoding="utf-8"))["modules"]
        assert {"engine.game", "engine.legal", "engine.effects", "ai.heuristic"} <= set(modules)
        for mod in modules:
            m = __import__(f"mtg_tui.{mod}", fromlist=["_"])
            assert _is_extension(m.__file__), (mod, m.__file__)
            src = (PACKAGE_DIR / (mod.replace(".", "/") + ".py")).read_bytes()
            assert hashlib.sha256(src).hexdigest() == modules[mod]  # built from the sources beside it
    else:
        assert engine.ENGINE.startswith("pure Python")
        assert game_mod.__file__.endswith(".py") and legal_mod.__file__.endswith(".py")
        assert heuristic_mod.__file__.endswith(".py")


def test_the_pure_and_the_running_engine_play_the_same_games():
    """Same seeds, same bots: the same action texts, the same events and the same final snapshots, whether the
    engine runs compiled or from its sources (MTG_TUI_PURE=1)."""
    default = _run(GAMES, {})
    pure = _run(GAMES, {"MTG_TUI_PURE": "1"})
    if not os.environ.get("MTG_TUI_PURE"):
        assert default[0] == engine.ENGINE  # a fresh interpreter makes the same choice as this one
    assert pure[0].startswith("pure Python")
    assert default[1] == pure[1]


def _copy_package(tmp_path: Path) -> Path:
    """The installed package and mypyc's shared library, copied where a test may edit them."""
    dest = tmp_path / "site"
    shutil.copytree(PACKAGE_DIR, dest / "mtg_tui", ignore=shutil.ignore_patterns("__pycache__"))
    for lib in PACKAGE_DIR.parent.glob("mtg_tui_engine__mypyc*"):
        shutil.copy2(lib, dest / lib.name)
    return dest


WHICH = "import mtg_tui.engine as e, mtg_tui.engine.game as g, mtg_tui.engine.legal as l, " \
        "mtg_tui.ai.heuristic as h; print(e.ENGINE); print(g.__file__); print(l.__file__); print(h.__file__)"


@compiled_only
def test_a_copy_of_the_build_runs_compiled(tmp_path):
    site = _copy_package(tmp_path)
    what, game_file, legal_file, bot_file = _run(WHICH, {}, site)
    assert what.startswith("compiled")
    assert _is_extension(game_file) and game_file.startswith(str(site))
    assert _is_extension(bot_file) and bot_file.startswith(str(site))


@compiled_only
def test_a_source_edited_after_the_build_runs_from_the_sources(tmp_path):
    site = _copy_package(tmp_path)
    legal = site / "mtg_tui" / "engine" / "legal.py"
    legal.write_text(legal.read_text(encoding="utf-8") + "\n# edited\n", encoding="utf-8")
    what, game_file, legal_file, bot_file = _run(WHICH, {}, site)
    assert what == "pure Python (engine/legal.py changed since the engine was compiled: reinstall to compile it)"
    assert game_file == str(site / "mtg_tui" / "engine" / "game.py")  # every module, not just the edited one
    assert legal_file == str(legal)
    assert bot_file == str(site / "mtg_tui" / "ai" / "heuristic.py")


@compiled_only
def test_a_build_without_its_stamp_runs_from_the_sources(tmp_path):
    site = _copy_package(tmp_path)
    (site / "mtg_tui" / "_compiled.json").unlink()
    what, game_file, _, _ = _run(WHICH, {}, site)
    assert what.startswith("pure Python (the compiled engine has no build stamp")
    assert game_file.endswith("game.py")


def test_every_engine_module_imports_first_in_a_fresh_interpreter():
    """Compiled modules in an import cycle must not need each other before they exist (a module imported
    first whose classes name another module's types only under TYPE_CHECKING crashed the compiled engine)."""
    names = sorted(f"engine.{p.stem}" for p in ENGINE_DIR.glob("*.py") if p.stem != "__init__") + [
        "ai.base", "ai.harm", "ai.heuristic"]
    code = "import importlib, sys; importlib.import_module('mtg_tui.' + sys.argv[1])"
    for mod in names:
        r = subprocess.run([sys.executable, "-c", code, mod], capture_output=True, text=True, timeout=120, cwd=ROOT)
        assert r.returncode == 0, (mod, r.returncode, r.stderr[-2000:])


@compiled_only
def test_a_word_module_added_after_the_build_runs_everything_from_the_sources(tmp_path):
    """A new effect word is one new module (docs/VOCABULARY.md): in a compiled install it can't subclass the
    compiled Effect until the next install compiles it, so the whole engine runs from its sources meanwhile, and
    the new word works."""
    site = _copy_package(tmp_path)
    (site / "mtg_tui" / "effects" / "shout.py").write_text(
        '"""A test word."""\nfrom .base import Effect\n\n\nclass Shout(Effect):\n    name = "shout"\n'
        '    rule = "608.2c"\n\n    def run(self, g, fr, eff):\n        return True\n\n'
        '    def text(self, eff, ctx):\n        return "shout"\n', encoding="utf-8")
    what, game_file = _run("import mtg_tui.engine as e, mtg_tui.engine.game as g\n"
                           "from mtg_tui.effects import registry as r\n"
                           "assert r.BY_NAME['shout'].text({}, None) == 'shout'\n"
                           "print(e.ENGINE); print(g.__file__)", {}, site)
    assert what == "pure Python (effects/shout.py is new since the engine was compiled: reinstall to compile it)"
    assert game_file.endswith("game.py")


def test_the_runtime_and_the_build_agree_on_the_packages_compiled_whole():
    from mtg_tui import _native
    from mtg_tui._build import mtg_build
    assert _native.WORD_PACKAGES == mtg_build.WORD_PACKAGES
