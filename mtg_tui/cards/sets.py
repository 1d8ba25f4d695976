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


#: what a missing card needs, read from its Oracle text: (a pattern, what the game lacks), the rules systems
#: first (issue 21 leaves these to the rares of a later issue), then the vocabulary's missing words
NEEDS: tuple[tuple[str, str], ...] = (
    (r"\b[Ww]ard\b", "ward (702.21)"),
    (r"\bprotection from\b", "protection (702.16)"),
    (r"\b[Cc]op(y|ies)\b", "copying (707)"),
    (r"\bCrew \d", "crew and vehicles (702.122)"),
    (r"\bphas(e|es|ed) (in|out)\b", "phasing (702.26)"),
    (r"\bextra turn\b", "extra turns (500.7)"),
    (r"\b[Yy]ou may (cast|play) [^.]*from (your graveyard|exile|the top of your library)|\b[Cc]ast [^.]*from (your "
     r"graveyard|exile)\b", "casting from other zones (601.3)"),
    (r"\bEquip\b|\bequipped creature\b", "equipment (301.5, 702.6)"),
    (r"\b[Cc]hoose (one|two|three)( or more)? —", "modal spells and abilities (700.2)"),
    (r"\bAs an additional cost\b", "additional costs (601.2b)"),
    (r"\bWhenever you scry\b", "a trigger on scrying"),
    (r"\bActivate only once each turn\b", "'only once each turn' (602.5b)"),
    (r"\bSpend this mana only\b", "mana that may be spent only on some spells (106.6)"),
    (r"\b(second|third) from the top\b", "putting a card Nth from the top of a library"),
    (r"\bWhen you do\b", "a cost paid on resolution and its reflexive trigger (603.12)"),
    (r"\bsecond card each turn\b", "a trigger on a player's second card drawn each turn"),
    (r"\bdeals combat damage to a player\b", "a trigger on combat damage to a player (510.3a)"),
    (r"\btapped and attacking\b", "tokens entering tapped and attacking (508.4)"),
    (r"\bfrom your graveyard\b", "abilities or returns from the graveyard"),
    (r"\bbecomes blocked\b", "a trigger on becoming blocked (509.3c)"),
    (r"\bLandfall\b", "landfall: a trigger on a land entering"),
    (r"\bcan't be countered\b", "a spell that can't be countered (101.2)"),
    (r"\b(enters|enters the battlefield) with [^.]*counters? on it\b", "entering with counters (614.1c)"),
    (r"\bcosts? \{\d+\} less\b|\bcosts? \{\d+\} more\b", "a cost that changes in a new way (601.2f)"),
    (r"\bEnchant (creature|permanent|land|artifact)\b", "an aura's own effect"),
    (r"\b[Ee]xile\b", "exile as an effect (406)"),
    (r"\b[Tt]he Ring tempts you\b", "the Ring tempting in a new way (701.52)"),
    (r"\b[Aa]mass\b", "amass in a new way (701.44)"),
    (r"\b[Ss]cry\b", "scry in a new way (701.18)"),
    (r"\bFood\b", "Food in a new way"),
    (r"\b[Ff]ight", "fights in a new way (701.12)"),
    (r"\b[Cc]ounter target\b", "countering in a new way (701.5)"),
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
