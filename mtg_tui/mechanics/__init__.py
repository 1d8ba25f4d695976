"""The set mechanics that change the core rules (the Ring tempts you, 701.52): one module each, asked by the
core rules modules through the hooks of ``base.Mechanic`` (``registry.py`` lists them).  See
docs/VOCABULARY.md, "Add a mechanic"."""
