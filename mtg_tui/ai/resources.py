"""What the heuristic bot moves or gives up of its own: counters moved between its permanents (the effect word
``move_counters``, 122.5: Goldberry, River-Daughter) and lands sacrificed for value (``sacrifice_any_number``,
701.17a: Hew the Entwood).  Each function reads only the bot's view (its snapshot entries, its hand) and the card
registry; ``ai/heuristic.py`` asks them by the words' tags and the decisions' purposes.

The policies, kept simple:

- **lands to spare**: the bot keeps at least ``KEEP_LANDS`` lands, and as many as the most expensive spell in its
  hand costs; only the lands beyond that are sacrificed (tapped ones first: their mana is spent already).  It
  never sacrifices a land it needs, so never all of them, and casts such a spell only with a land to spare;
- **revealed cards**: every artifact and land card it may put onto the battlefield for free is taken (a second
  copy of a legend it has is not);
- **moving counters**: a counter is worth its effect on the permanent it would be on (+1/+1 on a creature, a
  keyword it lacks; -1/-1 and stun hurt).  "One or more counters from Goldberry": the best one for the target, one
  per activation, the rest kept on the source for the next card.  The source gives its counters away (and draws)
  in the bot's first main phase or at the opponent's end step, and takes them back (one of each kind it lacks) at
  the opponent's end step or in the bot's second main phase, when nothing is fighting; either only when a counter
  would move."""

from __future__ import annotations

from typing import Any, Callable, Final, Sequence

from ..keywords import registry as _kw

#: the fewest lands the bot keeps when it sacrifices lands for value
KEEP_LANDS: Final = 5
#: counters that hurt what they are on (122.1d: stun)
_BAD: Final = frozenset({"-1/-1", "stun"})
_KW_VALUE: Final[dict[str, float]] = {k.name: k.ai().value for k in _kw.ALL}


def counter_worth(kind: str, p: dict | None) -> float:
    """What one counter of ``kind`` is worth on the permanent ``p`` (its view entry) to its controller."""
    if p is None:
        return 0.0
    creature = "Creature" in p["types"]
    if kind in _BAD:
        return -3.0 if creature else -0.5
    if kind == "+1/+1":
        return 2.5 if creature else 0.0
    if kind in _KW_VALUE:  # 122.1b: a keyword counter gives its keyword
        return max(0.5, _KW_VALUE[kind]) if creature and kind not in (p.get("keywords") or ()) else 0.1
    return 0.2  # another kind (a charge counter...): little either way


def spare_lands(mine: dict, find: Callable[[str], Any], exclude: str | None = None) -> int:
    """How many of my lands on the battlefield are beyond what my hand needs: at least ``KEEP_LANDS`` are kept, and
    as many as the most expensive nonland card in hand costs (``exclude``: a card of the hand left out, once: the
    spell being cast)."""
    lands = sum(1 for p in mine["battlefield"] if "Land" in p["types"])
    need = KEEP_LANDS
    skipped = False
    for n in mine["hand"]:
        if n == exclude and not skipped:
            skipped = True
            continue
        card = find(n)
        if card is not None and not card.is_land:
            need = max(need, card.cost.mana_value)
    return lands - need


def sacrifice_any_choice(c: Any, d: dict, v: str, find: Callable[[str], Any]) -> tuple[float, str]:
    """One more permanent to sacrifice ("sacrifice any number of lands"): a land to spare, tapped first; done (0)
    once the lands left are what the hand needs.  Anything else is kept."""
    p = c.perm(v)
    if p is None or "Land" not in p["types"]:
        return -1.0, "keep it"
    spare = spare_lands(c.mine, find) - int(d.get("chosen") or 0)
    if spare <= 0:
        return -1.0, f"keep {p['name']}: the lands left are what my hand needs"
    return 1.0 + (0.5 if p["tapped"] else 0.0), f"sacrifice {p['name']}: {spare} land(s) to spare"


def sacrifice_any_cast(c: Any, card: Any, find: Callable[[str], Any]) -> tuple[float, str] | None:
    """A spell that asks to sacrifice any number of lands for what follows (Hew the Entwood): held while no land is
    to spare (None: cast it as any other spell)."""
    spare = spare_lands(c.mine, find, exclude=card.name)
    if spare <= 0:
        return -2.0, f"hold {card.name}: no land to spare for it"
    return None


def reveal_choose_choice(c: Any, name: str, find: Callable[[str], Any]) -> tuple[float, str]:
    """A revealed card to put onto the battlefield for free: every one (the most expensive first), but a second copy
    of a legend I have (704.5j)."""
    card = find(name)
    if card is None:
        return 0.5, f"take {name}"
    if "Legendary" in card.supertypes and any(p["name"] == name for p in c.mine["battlefield"]):
        return -0.5, f"{name} is legendary and I already have one"
    if card.is_land:
        return 1.0, f"{name} onto the battlefield (a land, tapped)"
    return 2.0 + card.cost.mana_value, f"{name} onto the battlefield for free"


def move_counter_choice(c: Any, d: dict, v: str) -> tuple[float, str]:
    """Which counter moves next ("one or more counters"): the one best on where they go; one is enough (done is
    offered once one is chosen): the rest stay on the source for the next activation's card."""
    dst = c.perm(str(d.get("to") or ""))
    if int(d.get("moved") or 0) >= 1:
        return -1.0, "keep the rest for another card"
    w = counter_worth(v, dst)
    return w, f"a {v} counter onto {dst['name'] if dst else 'it'}"


def move_counters_activation(c: Any, oid: str, name: str, effects: Sequence[Any], flat: Sequence[str],
                             tags: frozenset[str]) -> tuple[float, str] | None:
    """An activated ability that moves counters (122.5): used only when a counter would move and where it helps
    (see the module's docstring); None when its effects move none (not this word's ability)."""
    e = next((x for x in effects if x.get("do") == "move_counters"), None)
    if e is None:
        return None
    target = flat[0] if flat else None
    src = c.perm(oid if e.get("from", "target") == "self" else target or "")
    dst = c.perm(oid if e.get("to", "self") == "self" else target or "")
    if src is None or dst is None:
        return -5.0, f"{name}: nothing to move"
    have = {k: n for k, n in (src.get("counters") or {}).items() if n > 0}
    my_turn = c.s["active"] == c.me
    step = c.s["step"]
    idle = step == "end" and not my_turn
    if e.get("chosen"):
        if not have:
            return -5.0, f"{name}: no counter on {src['name']} to move"
        kind = max(have, key=lambda k: counter_worth(k, dst))
        best = counter_worth(kind, dst)
        if best <= 0:
            return -3.0, f"{name}: no counter on {src['name']} would help {dst['name']}"
        if idle or (my_turn and step == "main1"):
            card = " and draw a card" if "draws" in tags else ""
            return 7.0 + best, f"{name}: a {kind} counter onto {dst['name']}{card}"
        return -1.0, f"keep {name} for my first main phase or their end step"
    there = dst.get("counters") or {}
    kinds = [k for k in have if not there.get(k)]
    if not kinds:
        return -5.0, f"{name}: {src['name']} has no counter {dst['name']} lacks"
    if idle or (my_turn and step == "main2"):
        relief = sum(-counter_worth(k, src) for k in kinds)  # a -1/-1 or stun counter off my creature helps
        return 4.0 + max(0.0, relief), f"{name}: {', '.join(kinds)} counter(s) from {src['name']}, to move on later"
    return -1.0, f"keep {name} for their end step"
