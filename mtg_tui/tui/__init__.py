"""The Textual app.  Import ``mtg_tui.tui.app`` to get it; the engine never imports this package."""
