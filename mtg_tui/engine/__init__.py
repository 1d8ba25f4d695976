"""The rules core (never imports textual or rich).

Compiled with mypyc when installed (``mtg_tui/_build/mtg_build.py``); ``mtg_tui/_native.py`` decides, before
any engine module is imported, whether the compiled modules or the Python sources run.  ``ENGINE`` says
which, and why; ``COMPILED`` is true when the compiled ones do.
"""

from __future__ import annotations

from .._native import COMPILED, ENGINE

__all__ = ["COMPILED", "ENGINE"]
