"""Peregrin Took: a replacement effect (614.1) on the tokens created under your control."""

from __future__ import annotations

from mtg_tui.engine.effects import replacement


@replacement("peregrin_took", "If one or more tokens would be created under your control, those tokens plus an "
             "additional Food token are created instead.")
def _peregrin(g, src, event, **kw):
    """Peregrin Took: tokens created under your control come with one additional Food (once per event)."""
    if event == "tokens":
        batches = kw["batches"]
        if kw["controller"] == g.objects[src].controller and any(n > 0 for _, n in batches):
            return list(batches) + [("Food", 1)]
        return batches
    return kw.get("n")
