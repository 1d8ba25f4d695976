"""The effect words by name: every module of this package but ``base`` and ``registry`` holds one.

A new effect is one new module here (found by its place: nothing to list); ``BY_NAME`` maps a card file's
``do`` to the word, ``check`` validates an effect dict of a card file, and loading this module hands each
word's ``run`` to the engine's resolution loop (``engine.effects.RUN``).
"""

from __future__ import annotations

import importlib
import pkgutil
from typing import Any, Final

from ..engine import effects as _engine
from . import __path__ as _here
from .base import Effect


def _discover() -> tuple[Effect, ...]:
    found: list[Effect] = []
    for info in sorted(pkgutil.iter_modules(list(_here)), key=lambda m: m.name):
        if info.name in ("base", "registry") or info.name.startswith("_"):
            continue
        mod = importlib.import_module(f"{__package__}.{info.name}")
        words = [v for v in vars(mod).values() if isinstance(v, type) and issubclass(v, Effect)
                 and v is not Effect and v.__module__ == mod.__name__]
        if len(words) != 1:
            raise ImportError(f"mtg_tui/effects/{info.name}.py: expected one Effect class, found {len(words)}")
        found.append(words[0]())
    return tuple(found)


#: every effect word, by module name
ALL: Final[tuple[Effect, ...]] = _discover()
BY_NAME: Final[dict[str, Effect]] = {w.name: w for w in ALL}
_engine.RUN.update({w.name: w.run for w in ALL})


def word(eff: Any) -> Effect | None:
    """The word an effect dict uses, or None (an engine procedure, or not an effect)."""
    return BY_NAME.get(str(eff.get("do"))) if isinstance(eff, dict) else None


def check(eff: Any) -> str | None:
    """What is wrong with an effect of a card file (and the effects it holds), or None."""
    if not isinstance(eff, dict):
        return f"expected an effect table ({{do = ...}}), got {eff!r}"
    w = BY_NAME.get(str(eff.get("do")))
    if w is None and eff.get("do") in _engine.LEGACY:  # MIGRATION SHIM
        extra = set(eff) - _engine.LEGACY[eff["do"]]
        return f"effect {eff['do']!r} has no parameter {sorted(extra)[0]!r}" if extra else None
    if w is None:
        return f"unknown effect {eff.get('do')!r}; known: {', '.join(sorted(BY_NAME))}"
    allowed = set(w.params) | {"do"}
    extra = set(eff) - allowed
    if extra:
        return (f"effect {w.name!r} has no parameter {sorted(extra)[0]!r}; expected "
                f"{', '.join(sorted(w.params)) or 'none'}")
    err = w.check(eff)
    if err:
        return f"effect {w.name!r}: {err}"
    subs = list(eff.get("effects", []) or []) + list((eff.get("then") or {}).get("effects", []) or [])
    for sub in subs:
        err = check(sub)
        if err:
            return err
    return None
