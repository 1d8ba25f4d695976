"""A card's own behaviour that no word of the vocabulary says, one module per card (named after it).

Each module registers with ``mtg_tui.engine.effects.hook(name, text)`` (an effect a card file names as
``{ do = "hook", name = "..." }``) or ``replacement(name, text)`` (a static ability ``{ static =
"replacement", hook = "..." }``).  Prefer a word: a hook is for a rule one card has (docs/VOCABULARY.md).
"""

from . import mauhur, palantir_of_orthanc, peregrin_took, phial_of_galadriel  # noqa: F401
