"""The condition words ("if a creature died this turn", "as long as you control a legendary creature"): one
module, one class per word (``base.py``; ``registry.py`` finds them).  See docs/VOCABULARY.md."""
