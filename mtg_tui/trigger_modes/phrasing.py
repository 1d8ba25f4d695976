"""The trigger modes' shared text helpers (cards/render.py's phrase helpers, imported when first asked:
render imports this package)."""

from __future__ import annotations

from typing import Any


def r() -> Any:
    from ..cards import render
    return render


def me(card: Any) -> str:
    return str(r().short_name(card))


def self_or_filter(card: Any, trig: Any, verb: str) -> str:
    """'Whenever a creature you control enters'; 'Whenever Frodo or another Halfling you control dies' when the
    card itself matches the filter and the filter doesn't say 'other'."""
    rd = r()
    f = dict(trig.get("filter") or {})
    if not f.get("other") and rd._card_matches(card, f):
        f["other"] = True
        return f"Whenever {me(card)} or {rd.describe_filter(f, card=card)} {verb}"
    return f"Whenever {rd._a(rd.describe_filter(f, card=card))} {verb}"


def bearer(card: Any, f: Any) -> str:
    """'a creature', 'a legendary creature', 'a creature other than Gandalf'."""
    rd = r()
    other = f.pop("other", False)
    f.pop("controller", None)
    text = rd._a(rd.describe_filter(f, card=card))
    return f"{text} other than {me(card)}" if other else text
