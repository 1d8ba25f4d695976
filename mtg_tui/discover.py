"""Finding the words of a word package by their place (docs/VOCABULARY.md): every module of the package but
its helpers holds exactly one subclass of the package's base class, and the registry gets one instance of
each, in module-name order.  Adding a word is adding its module; nothing lists it."""

from __future__ import annotations

import importlib
import pkgutil
from typing import Collection, Iterable, TypeVar

T = TypeVar("T")


def words(package: str, path: Iterable[str], base: type[T],
          helpers: Collection[str] = ("base", "registry")) -> tuple[T, ...]:
    """One instance of the ``base`` subclass of each module of ``package`` (found on ``path``, its
    ``__path__``), but ``helpers`` and private modules; a module with none or several is an ImportError."""
    found: list[T] = []
    for info in sorted(pkgutil.iter_modules(list(path)), key=lambda m: m.name):
        if info.name in helpers or info.name.startswith("_"):
            continue
        mod = importlib.import_module(f"{package}.{info.name}")
        classes = [v for v in vars(mod).values() if isinstance(v, type) and issubclass(v, base)
                   and v is not base and getattr(v, "__module__", None) == mod.__name__]
        if len(classes) != 1:
            raise ImportError(f"{package.replace('.', '/')}/{info.name}.py: expected one {base.__name__} class, "
                              f"found {len(classes)}")
        found.append(classes[0]())
    return tuple(found)
