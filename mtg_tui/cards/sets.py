"""The sets the game knows, card by card: what exists, what is implemented, and what each missing card needs.

A set file (``mtg_tui/cards/sets/<code>.json``) lists a set's main set by collector number, with each card's
name, rarity, mana cost, type line, power/toughness/loyalty and Oracle text.  A card is implemented when a card
file of that set and number exists (``set``/``number`` in ``mtg_tui/cards/data``); ``coverage`` says how many
are, by rarity, and what rules support each missing card needs, read from its Oracle text (``NEEDS``: the rules
systems the game lacks first, then the words the vocabulary lacks).  ``mtg-tui cards coverage`` prints it
(SCENARIOS section 4).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

_HERE = Path(__file__).resolve().parent / "sets"
RARITIES = ("common", "uncommon", "rare", "mythic")


class SetError(Exception):
    """An unknown set code."""


@dataclass(frozen=True)
class SetCard:
    number: int
    name: str
    rarity: str
    mana_cost: str | None
    type_line: str
    oracle_text: str
    power: str | None
    toughness: str | None
    loyalty: str | None


@dataclass(frozen=True)
class CardSet:
    code: str
    name: str
    cards: tuple[SetCard, ...]

    def by_number(self) -> dict[int, SetCard]:
        return {c.number: c for c in self.cards}


def known_sets() -> list[str]:
    return sorted(p.stem.upper() for p in _HERE.glob("*.json"))


@lru_cache(maxsize=None)
def load_set(code: str = "LTR") -> CardSet:
    path = _HERE / f"{code.lower()}.json"
    if not path.is_file():
        raise SetError(f"unknown set {code!r}; known sets: {', '.join(known_sets())}")
    raw = json.loads(path.read_text(encoding="utf-8"))
    cards = tuple(SetCard(int(c["number"]), c["name"], c["rarity"], c.get("mana_cost"), c["type_line"],
                          c.get("oracle_text") or "", _str(c.get("power")), _str(c.get("toughness")),
                          _str(c.get("loyalty"))) for c in raw["cards"])
    return CardSet(raw["set"], raw["name"], tuple(sorted(cards, key=lambda c: c.number)))


def _str(v: Any) -> str | None:
    return None if v is None else str(v)


#: what a missing card needs, read from its Oracle text: (a pattern, the rules system the game lacks).  Issue 21
#: built the words the set's commons and uncommons use (ward, crew, equipment, modal spells, additional costs,
#: scry and Ring triggers, restricted mana, ...); what is left are these systems, and for a card with none of
#: them, its own words (its first rules line)
NEEDS: tuple[tuple[str, str], ...] = (
    (r"\bprotection from\b", "protection (702.16)"),
    (r"\b[Cc]op(y|ies)\b", "copying (707)"),
    (r"\bphas(e|es|ed) (in|out)\b", "phasing (702.26)"),
    (r"\bextra turn\b", "extra turns (500.7)"),
    (r"\badditional combat phase\b", "extra combat phases (500.8)"),
    (r"\b[Yy]ou may (cast|play) [^.]*from (your graveyard|exile|the top of your library)|\b[Cc]ast [^.]*from (your "
     r"graveyard|exile)\b|\bcast spells from among\b|\bmay play (that card|those cards|it)\b",
     "casting from other zones (601.3)"),
    (r"\bwithout paying (its|their) mana costs?\b", "casting without paying the mana cost (118.9)"),
    (r"\b[Gg]oad", "goad (701.38)"),
    (r"\b(flying|first strike|indestructible|lifelink|deathtouch|menace|vigilance|trample|reach|hexproof) counter",
     "keyword counters (122.1b)"),
    (r"\b(enters|enters the battlefield) with [^.]*counters? on it\b", "entering with counters (614.1c)"),
    (r"\bface-down pile\b", "piles, one face down (700.3)"),
    (r"\bIf you would draw a card\b", "replacing a draw (614.11)"),
)


def needs(card: SetCard) -> str:
    """What rules support the card lacks, in words (several, ``; ``-separated), read from its Oracle text."""
    text = re.sub(r"\([^)]*\)", "", card.oracle_text)  # reminder text says nothing the keyword doesn't
    found = []
    for pattern, what in NEEDS:
        if re.search(pattern, text) and what not in found:
            found.append(what)
    if not found:  # the words its text needs, at its first line that is more than keywords
        lines = [ln.strip() for ln in text.strip().split("\n") if ln.strip()]
        first = next((ln for ln in lines if "." in ln), lines[0] if lines else card.type_line)
        found.append(f"its card file, with the words this needs: {first}")
    return "; ".join(found)


def implemented(code: str = "LTR") -> dict[int, str]:
    """The collector numbers of the set that a card file implements, with the card's name."""
    from .registry import registry

    out: dict[int, str] = {}
    for card in registry().cards.values():
        if card.set == code and card.number is not None:
            out[card.number] = card.name
    return out


def coverage(code: str = "LTR") -> dict[str, Any]:
    """How much of a set is playable (SCENARIOS section 4, ``mtg-tui cards coverage``)."""
    s = load_set(code)
    done = implemented(s.code)
    by_rarity = {r: [0, 0] for r in RARITIES}
    missing = []
    for c in s.cards:
        row = by_rarity.setdefault(c.rarity, [0, 0])
        row[1] += 1
        if c.number in done:
            row[0] += 1
        else:
            missing.append({"number": c.number, "name": c.name, "rarity": c.rarity, "needs": needs(c)})
    return {"set": s.code, "name": s.name, "total": len(s.cards), "implemented": len(s.cards) - len(missing),
            "by_rarity": by_rarity, "missing": missing}


def coverage_text(cov: dict[str, Any]) -> str:
    lines = [f"{cov['set']} ({cov['name']}): {cov['implemented']}/{cov['total']} cards implemented"]
    lines.append("  " + ", ".join(f"{r} {d}/{a}" for r, (d, a) in cov["by_rarity"].items()))
    if cov["missing"]:
        lines.append(f"missing ({len(cov['missing'])}):")
        for m in cov["missing"]:
            lines.append(f"  {m['number']:>3} {m['name']} ({m['rarity']}): {m['needs']}")
    return "\n".join(lines)
