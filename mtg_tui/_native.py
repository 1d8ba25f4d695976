"""Which of the package's modules run compiled.

Some modules (the rules engine and the heuristic bot: see ``mtg_tui/_build/mtg_build.py``) may be compiled
with mypyc at install time; the compiled extension then sits beside each ``.py`` file, and Python imports it
first.  ``mtg_tui/__init__.py`` asks ``decide()`` once, before any of those modules is imported, whether the
extensions may be used:

- not when ``MTG_TUI_PURE`` is set (to debug, profile or compare with the Python sources);
- not when a source no longer matches the hash recorded in ``_compiled.json`` at build time (the source was
  edited since the last ``pip install -e .``): the sources are the program, a stale build never runs;
- not when the build is incomplete (an extension or the stamp is missing).

Otherwise the compiled modules are used.  Either way it is all of them or none: compiled modules call each
other directly, so a mix would not be the program that was built.  ``ENGINE`` says which, and why.
"""

from __future__ import annotations

import hashlib
import importlib.machinery
import importlib.util
import json
import os
import sys
from pathlib import Path

_HERE = Path(__file__).resolve().parent
STAMP = _HERE / "_compiled.json"


def _extension(mod: str) -> Path | None:
    """The compiled extension of ``mod`` ("engine.game"), if there is one."""
    folder, _, name = mod.rpartition(".")
    for suffix in importlib.machinery.EXTENSION_SUFFIXES:
        p = _HERE / folder / f"{name}{suffix}"
        if p.exists():
            return p
    return None


#: the packages whose every module the build compiles (mtg_tui/_build/mtg_build.py's WORD_PACKAGES): a module
#: added to one since the last build has no extension, and can't subclass its compiled base class
WORD_PACKAGES = ("keywords", "effects", "conditions", "amounts", "trigger_modes", "mechanics", "statics",
                 "costs")


def _built() -> set[str]:
    """Every module of the package with an extension beside its source."""
    found = set()
    suffixes = tuple(importlib.machinery.EXTENSION_SUFFIXES)
    for folder in ("engine", "ai") + WORD_PACKAGES:
        d = _HERE / folder
        if d.is_dir():
            for p in d.iterdir():
                if p.name.endswith(suffixes):
                    found.add(f"{folder}.{p.name.split('.')[0]}")
    return found


def _decide() -> tuple[str, frozenset[str]]:
    """(what runs, the module names that must be loaded from their .py files)."""
    try:
        stamp = json.loads(STAMP.read_text(encoding="utf-8"))
        modules: dict[str, str] = dict(stamp["modules"])
        compiler = str(stamp.get("compiler", "mypyc"))
    except (OSError, ValueError, KeyError, TypeError):
        stamp, modules, compiler = None, {}, ""
    built = _built()
    every = frozenset(modules) | frozenset(built)
    if not built:
        return "pure Python", frozenset()
    if os.environ.get("MTG_TUI_PURE"):
        return "pure Python (MTG_TUI_PURE is set)", every
    if stamp is None:
        return "pure Python (the compiled engine has no build stamp: reinstall to compile it)", every
    for mod, digest in sorted(modules.items()):
        src = _HERE / (mod.replace(".", "/") + ".py")
        if _extension(mod) is None:
            return f"pure Python (the compiled {mod} module is missing: reinstall to compile it)", every
        try:
            now = hashlib.sha256(src.read_bytes()).hexdigest()
        except OSError:
            now = ""
        if now != digest:
            shown = src.relative_to(_HERE).as_posix()
            return f"pure Python ({shown} changed since the engine was compiled: reinstall to compile it)", every
    for folder in WORD_PACKAGES:
        for src in sorted((_HERE / folder).glob("*.py")):
            if src.stem != "__init__" and f"{folder}.{src.stem}" not in modules:
                shown = src.relative_to(_HERE).as_posix()
                return f"pure Python ({shown} is new since the engine was compiled: reinstall to compile it)", every
    return f"compiled ({compiler})", frozenset()


class _SourceFirst:
    """A meta path finder that loads the named modules from their .py files, ahead of the extensions."""

    def __init__(self, names: frozenset[str]):
        self.names = frozenset(f"mtg_tui.{m}" for m in names)

    def find_spec(self, fullname: str, path=None, target=None):
        if fullname not in self.names:
            return None
        return importlib.util.spec_from_file_location(fullname, _HERE / (fullname[len("mtg_tui."):]
                                                                         .replace(".", "/") + ".py"))


ENGINE, _PURE = _decide()
COMPILED = ENGINE.startswith("compiled")
if _PURE:
    sys.meta_path.insert(0, _SourceFirst(_PURE))
