"""The keywords: one module per keyword (``flying.py``: ``class Flying(Keyword)``), each owning its name and
rule, its text, the hooks the engine asks, what the bots know of it and the tutorial's "why not".

``base.py`` says what a keyword is, ``registry.py`` lists them and gathers who answers which of the engine's
questions.  To add a keyword: docs/VOCABULARY.md.  These modules are compiled with the engine (mypyc): they
import nothing but each other.
"""
