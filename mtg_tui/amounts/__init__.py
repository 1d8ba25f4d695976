"""The amount words ("X is the number of creatures you control"): one module, one class per word
(``base.py``; ``registry.py`` finds them).  See docs/VOCABULARY.md."""
