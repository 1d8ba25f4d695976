"""The build backend (pyproject.toml names it): setuptools, plus the rules engine compiled with mypyc.

The ``.py`` files are the program; mypyc turns the modules listed in ``COMPILED`` (the rules engine and the
heuristic bot) into C extensions that run the same code several times faster.  Everything else (the app,
the card files, the bots' search) stays plain Python.  Compiling is an optimisation, never a requirement:

- ``MTG_TUI_PURE=1 pip install -e .`` builds nothing;
- when mypyc or a C compiler is missing, or compiling fails, the install goes on without the extensions
  (a warning says why);
- ``mtg_tui/_compiled.json`` records a hash of each compiled source, and the package loads the ``.py``
  files instead of the extensions when a source no longer matches its build (an edit since the last
  install) or when ``MTG_TUI_PURE=1`` is set at run time (see ``mtg_tui/_native.py``).

This is setuptools' own backend with one change: where it would run a ``setup.py``, it calls ``setup()``
with the compiled extensions (so the repository needs no setup.py).  mypyc runs only for the commands that
build (a wheel or an editable install), not for the metadata queries before them.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from pathlib import Path

from setuptools import build_meta as _meta
from setuptools.build_meta import *  # noqa: F401,F403  (every PEP 517/660 hook, re-bound below)
from setuptools.command.build_ext import build_ext

PACKAGE = Path("mtg_tui")
#: the modules compiled together, by their path in the package: the rules engine (but scenario.py, which
#: holds pydantic models), the heuristic bot (the normal and hard bots' evaluation, and its view), its combat
#: playouts and the position scores every playout ends with (ai/combat_plan, ai/evaluation), and the words and
#: mechanics the engine asks (every module of mtg_tui/keywords, effects, conditions, amounts,
#: trigger_modes and mechanics but their __init__: a new word's module is compiled without being listed)
#: the packages compiled whole (mtg_tui/_native.py's WORD_PACKAGES, which must say the same)
WORD_PACKAGES = ("keywords", "effects", "conditions", "amounts", "trigger_modes", "mechanics", "statics",
                 "costs")
COMPILED = tuple(f"engine/{m}" for m in (
    "actions", "board", "data", "ability", "carddef", "events", "filters", "rng", "objects", "mana", "layers",
    "game", "legal", "combat", "effects", "triggers", "determinize", "snapshot")) + ("ai/base", "ai/harm", "ai/heuristic", "ai/evaluation", "ai/combat_plan") + tuple(
    f"{pkg}/{p.stem}" for pkg in WORD_PACKAGES
    for p in sorted((Path(__file__).resolve().parent.parent / pkg).glob("*.py")) if p.stem != "__init__")
#: the name of the shared library mypyc builds for the group (a top-level module, as mypyc requires)
GROUP = "mtg_tui_engine"
_BUILDING = {"bdist_wheel", "editable_wheel", "build", "build_ext"}


def _warn(msg: str) -> None:
    print(f"mtg-tui build: {msg}; the engine stays pure Python (same games, slower)", file=sys.stderr)


def extensions() -> list:
    """mypyc's extensions for the compile set, or none (with a warning saying why)."""
    if os.environ.get("MTG_TUI_PURE"):
        return []
    try:
        from mypyc.build import mypycify
    except ImportError as e:
        _warn(f"mypyc is not available ({e})")
        return []
    try:
        exts = mypycify(["--config-file", "pyproject.toml", *(str(PACKAGE / f"{m}.py") for m in COMPILED)],
                        opt_level="3", group_name=GROUP)
    except SystemExit:  # mypy printed the type errors above and exited
        _warn("mypyc found type errors in the engine (above)")
        return []
    except Exception as e:
        _warn(f"mypyc could not compile the engine ({type(e).__name__}: {e})")
        return []
    for ext in exts:
        ext.optional = True  # a C compiler error is a warning, not a failed install
    return exts


class BuildExt(build_ext):
    """Builds the extensions, then stamps each compiled source's hash beside them; a partial build gets no
    stamp, so it is never used."""

    def run(self) -> None:
        super().run()
        if not self.extensions:
            return
        package_dir = Path(self.get_ext_fullpath("mtg_tui.engine.game")).parent.parent
        stamp = package_dir / "_compiled.json"
        missing = [e.name for e in self.extensions if not Path(self.get_ext_fullpath(e.name)).exists()]
        if missing:
            _warn(f"{', '.join(missing)} did not build")
            stamp.unlink(missing_ok=True)
            return
        import mypy.version
        stamp.write_text(json.dumps({
            "compiler": f"mypyc {mypy.version.__version__}",
            "modules": {m.replace("/", "."): hashlib.sha256((PACKAGE / f"{m}.py").read_bytes()).hexdigest()
                        for m in COMPILED},
        }, indent=1) + "\n", encoding="utf-8")


def setup() -> None:
    from setuptools import setup as _setup
    building = bool(_BUILDING & set(sys.argv[1:]))
    _setup(ext_modules=extensions() if building else [], cmdclass={"build_ext": BuildExt})


class _Backend(_meta._BuildMetaBackend):
    def run_setup(self, setup_script: str = "setup.py") -> None:
        setup()


_BACKEND = _Backend()
get_requires_for_build_wheel = _BACKEND.get_requires_for_build_wheel
get_requires_for_build_sdist = _BACKEND.get_requires_for_build_sdist
prepare_metadata_for_build_wheel = _BACKEND.prepare_metadata_for_build_wheel
build_wheel = _BACKEND.build_wheel
build_sdist = _BACKEND.build_sdist
get_requires_for_build_editable = _BACKEND.get_requires_for_build_editable
prepare_metadata_for_build_editable = _BACKEND.prepare_metadata_for_build_editable
build_editable = _BACKEND.build_editable
