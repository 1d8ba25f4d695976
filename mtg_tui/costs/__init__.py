"""The cost words: an activated ability's costs other than mana, one class per module (docs/VOCABULARY.md)."""
