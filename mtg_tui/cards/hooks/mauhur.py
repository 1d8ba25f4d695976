"""Mauhúr, Uruk-hai Captain: a replacement effect (614.1) on +1/+1 counters."""

from __future__ import annotations

from mtg_tui.engine.effects import on_battlefield, replacement


@replacement("mauhur", "If one or more +1/+1 counters would be put on an Army, Goblin, or Orc you control, "
             "that many plus one +1/+1 counters are put on it instead.")
def _mauhur(g, src, event, **kw):
    """Mauhúr: one or more +1/+1 counters on an Army, Goblin or Orc you control: that many plus one instead."""
    if event == "counters":
        n = kw["n"]
        oid = kw["oid"]
        if kw["kind"] == "+1/+1" and n > 0 and on_battlefield(g, oid) \
                and g.objects[oid].controller == g.objects[src].controller \
                and any(s in g.chars(oid).subtypes for s in ("Army", "Goblin", "Orc")):
            return n + 1
        return n
    return kw.get("batches")
