"""Rules text rendered from card definitions: the text players read is never typed twice.

Each effect of the vocabulary has a phrase function registered here with
``@phrase("name")``; hooks carry their own text (``effects.HOOK_TEXT``).  A card
module that adds a new effect registers its phrase next to it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from ..engine.effects import HOOK_TEXT

PHRASES: dict[str, Callable[[dict, "Ctx"], str]] = {}


def phrase(name: str):
    def deco(fn):
        PHRASES[name] = fn
        return fn
    return deco


@dataclass
class Ctx:
    """What a phrase needs to know: the card, and the targets of the ability being rendered."""

    card: object
    targets: list[dict] = field(default_factory=list)

    def target(self, ref: str | None = "target") -> str:
        ref = ref or "target"
        if ref == "self":
            return self.card.name
        if ref == "you":
            return "you"
        if ref == "each_opponent":
            return "each opponent"
        if ref == "each_player":
            return "each player"
        if ref.startswith("target"):
            i = int(ref[6:]) - 1 if ref[6:].isdigit() else 0
            if i < len(self.targets):
                return describe_target(self.targets[i])
            return "target"
        return ref.replace("_", " ")


def describe_filter(f: dict | None, plural: bool = False) -> str:
    f = f or {}
    what = f.get("what", "creature")
    words = []
    if f.get("tapped") is True:
        words.append("tapped")
    if f.get("nonlegendary"):
        words.append("nonlegendary")
    for s in f.get("supertypes") or []:
        words.append(s.lower())
    if f.get("not_colors"):
        words.append("non" + "/non".join(_COLOR[c] for c in f["not_colors"]))
    if f.get("colors"):
        words.append(" or ".join(_COLOR[c] for c in f["colors"]))
    if f.get("historic"):
        words.append("historic")
    noun = {
        "any": "any target", "creature": "creature", "player": "player", "opponent": "opponent",
        "permanent": "permanent", "nonland_permanent": "nonland permanent", "land": "land", "artifact": "artifact",
        "enchantment": "enchantment", "planeswalker": "planeswalker", "spell": "spell",
        "creature_or_planeswalker": "creature or planeswalker", "card": "card",
    }[what]
    if f.get("subtypes"):
        noun = " or ".join(f["subtypes"]) + ("" if what == "card" else "") if what in ("card",) else \
            " or ".join(f["subtypes"]) + (" " + noun if what not in ("creature",) else "")
    if plural:
        noun = _plural(noun)
    text = " ".join(words + [noun])
    if f.get("zone") == "graveyard":
        text += " card from your graveyard" if what != "card" else " from your graveyard"
    c = f.get("controller", "any")
    if c == "you":
        text += " you control"
    elif c == "opponent":
        text += " an opponent controls"
    if f.get("other"):
        text = "other " + text if plural else "another " + text
    return text


def describe_target(spec: dict) -> str:
    if spec.get("what") == "any":
        return "any target"
    n = spec.get("count", 1)
    base = describe_filter(spec, plural=n > 1)
    if base.startswith("another "):
        base = base[len("another "):]
        lead = "another target"
    else:
        lead = "target"
    if spec.get("up_to"):
        return f"up to {_num(n)} {lead} {base}"
    if n > 1:
        return f"{_num(n)} {lead} {base}"
    return f"{lead} {base}"


_COLOR = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def _num(n: int) -> str:
    return {1: "one", 2: "two", 3: "three", 4: "four"}.get(n, str(n))


def _plural(noun: str) -> str:
    if noun.endswith("y"):
        return noun[:-1] + "ies"
    if noun.endswith("s"):
        return noun
    return noun + "s"


def render_effects(effects: list[dict], ctx: Ctx) -> str:
    parts = []
    for e in effects:
        fn = PHRASES.get(e["do"])
        if e["do"] == "hook":
            parts.append(HOOK_TEXT.get(e["name"], e["name"]))
        elif fn is None:
            parts.append(e["do"].replace("_", " "))
        else:
            parts.append(fn(e, ctx))
    text = ". Then ".join(p.rstrip(".") for p in parts if p)
    return (text[0].upper() + text[1:] + ".") if text else ""


def rules_text(card) -> list[str]:
    """The card's rules text, one line per ability."""
    lines: list[str] = []
    kws = [k for k in sorted(card.keywords, key=_KW_ORDER.index)]
    if kws:
        lines.append(", ".join(kws).capitalize())
    for ab in card.abilities:
        t = render_ability(card, ab)
        if t:
            lines.append(t)
    return lines


_KW_ORDER = ["flash", "defender", "flying", "first strike", "double strike", "deathtouch", "haste", "hexproof",
             "indestructible", "lifelink", "menace", "reach", "trample", "vigilance"]


def render_ability(card, ab: dict) -> str:
    """Overridden below when the full renderer is in place."""
    ctx = Ctx(card, ab.get("targets") or [])
    return render_effects(ab.get("effects") or [], ctx)


def type_line(card) -> str:
    left = " ".join(list(card.supertypes) + list(card.types))
    if card.token and "Token" not in left:
        left = "Token " + left
    return left + (" — " + " ".join(card.subtypes) if card.subtypes else "")


def render_card(card) -> str:
    head = card.name + (f"  {card.cost}" if card.cost.symbols else "")
    out = [head, type_line(card)]
    out += rules_text(card)
    if card.power is not None:
        out.append(f"{card.power}/{card.toughness}")
    if card.loyalty is not None:
        out.append(f"Loyalty: {card.loyalty}")
    return "\n".join(out)
