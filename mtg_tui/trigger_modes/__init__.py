"""Trigger modes: one class per general trigger mode (enters, dies, attacks, a step begins, ...).

See docs/VOCABULARY.md, "Add a trigger mode".  ``base.py`` says what a mode is, ``modes.py`` holds the modes,
``registry.py`` the modes (``ALL``, ``BY_NAME``) and the card files' event names, each a mode plus its
filter (``EVENTS``: "self_enters" = enters + self).
"""
