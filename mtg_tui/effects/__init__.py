"""The effect words card abilities are made of: one module, one class per word (``base.py`` says what a word
has; ``registry.py`` finds them).  See docs/VOCABULARY.md, "Add an effect"."""
