"""The rules core (never imports textual or rich).

Most of its modules may be compiled with mypyc at install time (see mtg_tui/_build/mtg_build.py): the compiled extension
then sits beside each ``.py`` file and Python imports it first.  This package decides, once, before any
of its modules is imported, whether those extensions may be used:

- not when ``MTG_TUI_PURE`` is set (to debug, profile or compare with the Python sources);
- not when a source no longer matches the hash recorded in ``_build.json`` at build time (the source was
  edited since the last ``pip install -e .``): the sources are the program, a stale build never runs;
- not when the build is incomplete (an extension or the stamp is missing).

Otherwise the compiled modules are used.  ``ENGINE`` says which, and why.
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


def _extension(mod: str) -> Path | None:
    for suffix in importlib.machinery.EXTENSION_SUFFIXES:
        p = _HERE / f"{mod}{suffix}"
        if p.exists():
            return p
    return None


def _decide() -> tuple[str, frozenset[str]]:
    """(what runs, the module names that must be loaded from their .py files)."""
    try:
        stamp = json.loads((_HERE / "_build.json").read_text(encoding="utf-8"))
        modules: dict[str, str] = dict(stamp["modules"])
        compiler = str(stamp.get("compiler", "mypyc"))
    except (OSError, ValueError, KeyError, TypeError):
        stamp, modules, compiler = None, {}, ""
    built = {p.name.split(".")[0] for p in _HERE.iterdir() if p.name.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))}
    every = frozenset(modules) | frozenset(built)
    if not built:
        return "pure Python", frozenset()
    if os.environ.get("MTG_TUI_PURE"):
        return "pure Python (MTG_TUI_PURE is set)", every
    if stamp is None:
        return "pure Python (the compiled engine has no build stamp: reinstall to compile it)", every
    for mod, digest in sorted(modules.items()):
        src = _HERE / f"{mod}.py"
        if _extension(mod) is None:
            return f"pure Python (the compiled {mod} module is missing: reinstall to compile it)", every
        try:
            now = hashlib.sha256(src.read_bytes()).hexdigest()
        except OSError:
            now = ""
        if now != digest:
            return f"pure Python ({mod}.py changed since the engine was compiled: reinstall to compile it)", every
    return f"compiled ({compiler})", frozenset()


class _SourceFirst:
    """A meta path finder that loads the named engine modules from their .py files, ahead of the extensions."""

    def __init__(self, names: frozenset[str]):
        self.names = names

    def find_spec(self, fullname: str, path=None, target=None):
        pkg, _, mod = fullname.rpartition(".")
        if pkg != __name__ or mod not in self.names:
            return None
        return importlib.util.spec_from_file_location(fullname, _HERE / f"{mod}.py")


ENGINE, _PURE = _decide()
COMPILED = ENGINE.startswith("compiled")
if _PURE:
    sys.meta_path.insert(0, _SourceFirst(_PURE))
