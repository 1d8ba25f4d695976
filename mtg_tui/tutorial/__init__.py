"""The tutorial: lessons and puzzles as data (lessons/, puzzles/, FORMAT.md) and the tutor that plays them."""
