"""A card's abilities as the engine holds them: built once, as the card registry loads the card file.

``Ability.build`` reads one ability of a validated card file (a dict from ``cards/schema.py``) into objects
that know what they are, so that nothing is looked up by name or re-read during a game:

- each effect (``{do = "damage", ...}``) becomes an ``EffectUse``: its parameters, with the function that runs
  it (its word's ``run``, mtg_tui/effects) bound once; nested effects (``may``'s, ``if``'s, a mode's, a
  delayed trigger's) are bound the same way;
- each filter (a target's, a trigger's, a cost's, a static's ``affects``, an effect's ``filter``) becomes a
  ``FilterSpec`` (engine/filters.py), the one object that matches it;
- a triggered ability's ``trigger`` becomes a ``TriggerUse``: its event name's mode (``EventUse``,
  mtg_tui/trigger_modes) and its filter;
- a static ability holds its word (mtg_tui/statics); an activated or mana ability its cost words
  (mtg_tui/costs) in paying order, its mana cost and what the rules ask of it at every decision.

Each of these objects also reads as the table the card file wrote (``Data``), which is what the words read
their parameters from and what the text writer writes rules text from.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Final

from .data import Data
from .filters import FilterSpec
from .mana import ManaCost

if TYPE_CHECKING:  # pragma: no cover
    from ..costs.base import Cost
    from ..statics.base import Static
    from ..trigger_modes.base import EventUse
    from .game import Game
    from .objects import Frame

#: the keys whose value is a filter (a table of ``cards/schema.py``'s ``Filter``), wherever they appear, and the
#: zone a key's filter looks in when that isn't the filter's own (a discard cost's cards are in hand, 701.8a)
FILTER_KEYS: Final = frozenset({"filter", "affects", "sacrifice", "discard", "reduction_if_target"})
FILTER_ZONE: Final = {"discard": "hand"}
#: the keys whose value is a list of effects
EFFECT_LISTS: Final = frozenset({"effects", "otherwise"})


class EffectUse(Data):
    """One effect of an ability: its parameters (``eff["n"]``), and ``run``, its word's rules (bound once)."""

    name: str
    run: Callable[["Game", "Frame", Any], bool]

    def __init__(self, src: dict[str, Any]) -> None:
        super().__init__(src)
        from .effects import runner

        self.name = str(src["do"])
        self.run = runner(self.name)


class TriggerUse(Data):
    """A triggered ability's ``trigger``: its event name's mode and data (``use``) and its filter."""

    use: "EventUse"
    event: str
    filter: FilterSpec

    def __init__(self, src: dict[str, Any]) -> None:
        super().__init__(src)
        from ..trigger_modes.registry import EVENTS

        self.event = str(src["event"])
        self.use = EVENTS[self.event]
        f = src.get("filter")
        self.filter = f if isinstance(f, FilterSpec) else ANY_CREATURE if f is None else FilterSpec(f)


class TargetSpec(FilterSpec):
    """One target of an ability (115.1): a filter, with how many (``count``, ``up_to``) and ``distinct``."""

    count: int
    up_to: bool
    distinct: bool

    def __init__(self, src: dict[str, Any]) -> None:
        super().__init__(src)
        c = src.get("count", 1)
        # a named amount ("up to X target creatures", X from the trigger) is read where the trigger is put on the
        # stack (engine.effects.target_count): 1 here
        self.count = 1 if isinstance(c, str) else int(c)
        self.up_to = bool(src.get("up_to"))
        self.distinct = bool(src.get("distinct"))


class Ability(Data):
    """One ability of a card (or one an effect grants or creates), read once."""

    kind: str
    effects: tuple[EffectUse, ...]
    targets: tuple[TargetSpec, ...]
    trigger: TriggerUse | None
    static: "Static | None"
    affects: FilterSpec | None
    # an activated or mana ability's costs and timing
    cycling: bool
    zone: str
    loyalty_kind: bool
    loyalty: int
    sorcery_speed: bool
    condition: str | None
    costs: "tuple[Cost, ...]"
    first_costs: "tuple[Cost, ...]"
    other_costs: "tuple[Cost, ...]"
    excludes_self: bool
    choosing: bool
    cost: ManaCost
    reduction: Any
    reduction_if: str | None
    reduction_if_target: FilterSpec | None
    #: a modal ability's modes (700.2), each an ability of the same kind with its own targets and effects
    modes: "tuple[Ability, ...]"

    def __init__(self, src: dict[str, Any]) -> None:
        super().__init__(src)
        self.kind = str(src.get("kind", "triggered"))
        self.effects = tuple(e for e in src.get("effects") or () if isinstance(e, EffectUse))
        self.targets = tuple(t for t in src.get("targets") or () if isinstance(t, TargetSpec))
        t = src.get("trigger")
        self.trigger = t if isinstance(t, TriggerUse) else None
        a = src.get("affects")
        self.affects = a if isinstance(a, FilterSpec) else None
        self.static = None
        if src.get("static"):
            from ..statics.registry import BY_NAME as _statics

            self.static = _statics[str(src["static"])]
        self.cycling = self.kind == "cycling"
        #: the zone its source must be in for it to be activated (113.6, 602.1): cycling's is the hand, an
        #: ability that says "from your graveyard" works only there, the others on the battlefield
        self.zone = "hand" if self.cycling else str(src.get("zone") or "battlefield")
        self.loyalty_kind = self.kind == "loyalty"
        self.loyalty = int(src.get("loyalty") or 0)
        self.sorcery_speed = bool(src.get("sorcery_speed"))
        self.condition = src.get("condition") or None
        from ..costs import registry as _costs

        #: its costs other than mana (the cost words, mtg_tui/costs), in the order they are paid; those asked
        #: before the mana (a look at the source alone: {T}, sacrificing it) and the others
        self.costs = _costs.of(self)
        self.first_costs = tuple(w for w in self.costs if w.first)
        self.other_costs = tuple(w for w in self.costs if not w.first)
        #: a cost uses the source itself ({T}, sacrificing it): it can't pay for itself
        self.excludes_self = any(w.excludes_self for w in self.costs)
        #: a cost takes objects its player chooses (601.2b-h): activating it asks for them
        self.choosing = any(w.chooses for w in self.costs)
        self.cost = ManaCost.parse(src.get("cost"))
        self.reduction = src.get("cost_reduction") or None
        #: 601.2f: the reduction applies only if a condition holds / if one of its targets matches a filter
        self.reduction_if = src.get("reduction_if") or None
        rt = src.get("reduction_if_target")
        self.reduction_if_target = rt if isinstance(rt, FilterSpec) else None
        #: a modal ability's own effects ("choose one and Glorfindel gets +1/+1 until end of turn", 700.2) are
        #: done with whichever mode is chosen: each mode holds them after its own
        both = list(src.get("effects") or ()) if src.get("modes") else []
        self.modes = tuple(m if isinstance(m, Ability) else
                           Ability({"kind": self.kind, **dict(m),
                                    **({"effects": list(m.get("effects") or ()) + both} if both else {})})
                           for m in src.get("modes") or ())

    @staticmethod
    def build(d: dict[str, Any]) -> "Ability":
        """An ability from its card-file table (validated), everything in it read once."""
        return Ability(_bound(d))


def _bound(d: dict[str, Any]) -> dict[str, Any]:
    """A card-file table with what it holds read into objects: effects, filters, targets, triggers, abilities."""
    out: dict[str, Any] = {}
    for k, v in d.items():
        out[k] = _value(k, v)
    return out


def _value(k: str, v: Any) -> Any:
    if isinstance(v, Data):
        return v
    if isinstance(v, dict):
        if k in FILTER_KEYS:
            return FilterSpec({**v, "zone": FILTER_ZONE[k]} if k in FILTER_ZONE else v)
        if k == "trigger":
            return TriggerUse(_bound(v))
        if k == "ability" or k == "then":  # an ability an effect grants or creates; a reflexive trigger (603.12)
            return Ability.build({"kind": "triggered", "targets": [], **v})
        if "do" in v:
            return effect(v)
        return _bound(v)
    if isinstance(v, list):
        if k == "targets":
            return [t if isinstance(t, TargetSpec) else TargetSpec(t) for t in v]
        if k in EFFECT_LISTS:
            return [e if isinstance(e, EffectUse) else effect(e) for e in v]
        return [_value("", x) for x in v]
    return v


def effect(d: dict[str, Any]) -> EffectUse:
    """One effect (or an engine procedure, ``{"do": "mulligans"}``), its word bound and its parameters read."""
    return EffectUse(_bound(d))


#: the filter of a trigger that names none: any creature (the schema's defaults)
ANY_CREATURE: Final = FilterSpec({})
