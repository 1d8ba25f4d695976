"""Python hooks for card behaviour the effect vocabulary cannot express, registered by name.

Each module registers with ``mtg_tui.engine.effects.hook(name, text)`` (an effect a
card file names as ``{ do = "hook", name = "..." }``) or ``replacement(name)``.
"""

from . import ltr_b, ltr_c  # noqa: F401
