"""mtg-tui: Magic: The Gathering in the terminal."""

from . import _native  # noqa: F401  (first: whether the compiled modules may be used, before any is imported)
