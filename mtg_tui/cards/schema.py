"""Card files: one TOML file per card, validated by pydantic, turned into a plain CardDef.

Pydantic lives only here, at the edge: the engine works on the frozen dataclass
:class:`CardDef` (``mtg_tui/engine/carddef.py``, compiled with the engine), whose abilities are read once
into ``Ability`` objects (``mtg_tui/engine/ability.py``: effects bound to their words, filters read).
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, ValidationError, field_validator, model_validator

from ..engine.carddef import CardDef  # noqa: F401  (the engine's view of a card, built from a CardFile)
from ..engine.mana import ManaCost, ManaCostError
from ..keywords.registry import NAMES as _KEYWORD_NAMES
from ..trigger_modes.registry import EVENTS as _TRIGGER_EVENTS

CARD_TYPES = ("Land", "Creature", "Artifact", "Enchantment", "Planeswalker", "Instant", "Sorcery")
SUPERTYPES = ("Legendary", "Basic")
#: the keywords a card file may name: one class each in mtg_tui/keywords (docs/VOCABULARY.md)
KEYWORDS = _KEYWORD_NAMES
#: the trigger event names a card file may use: each is a trigger mode, narrowed (mtg_tui/trigger_modes)
TRIGGER_EVENTS = tuple(_TRIGGER_EVENTS)
ABILITY_KINDS = ("spell", "activated", "mana", "loyalty", "triggered", "static", "cycling", "chapter")


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Filter(Strict):
    """Which objects (or players) something applies to; the target and static vocabulary."""

    what: Literal["any", "creature", "player", "opponent", "permanent", "nonland_permanent", "land", "artifact",
                  "enchantment", "planeswalker", "spell", "creature_or_planeswalker", "card"] = "creature"
    #: not_you: "you don't control" (in a two-player game, what an opponent controls; the printed wording)
    controller: Literal["you", "opponent", "not_you", "any"] = "any"
    owner: Literal["you", "any"] = "any"
    zone: Literal["battlefield", "stack", "graveyard", "hand", "library"] = "battlefield"
    other: bool = False  # other than the source
    colors: list[str] = []
    not_colors: list[str] = []
    subtypes: list[str] = []  # any of
    types: list[str] = []  # card types, any of (for cards in other zones)
    supertypes: list[str] = []
    nonlegendary: bool = False
    historic: bool = False
    tapped: bool | None = None
    basic: bool = False
    power_at_most: str | int | None = None  # an amount expression
    #: "with equal or lesser mana value than that spell" (202.3): mana value at most this (an amount expression)
    mv_at_most: str | int | None = None
    power_at_least: int | None = None
    lesser_power: bool = False  # "creature with lesser power": power less than the source's (Rangers of Ithilien)
    greater_power: bool = False  # "creature ... with greater power": greater than the source's (Éowyn)
    pt_at_most: int | None = None  # power or toughness N or less (Stern Scolding's creature spell)
    #: "creature with flying": a creature it matches has one of these keywords (702); with ``types``, only the
    #: creature type asks it ("artifact, enchantment, or creature with flying")
    keywords: list[str] = []
    power_is_x: bool = False  # "target creature with power X": its power is the X announced (107.3a, 601.2b)
    equipped: bool = False  # "if that creature is equipped": an Equipment is attached to it (301.5)
    from_battlefield_this_turn: bool = False
    dealt_damage_this_turn: bool = False  # a permanent with damage marked on it (120.3, removed at 514.2)
    #: "dealt damage this turn by a Spider you controlled": the source's ``subtypes`` and ``controller`` as it
    #: dealt the damage (Shelob, Child of Ungoliant; Game.dealt_damage_by)
    dealt_damage_this_turn_by: "Filter | None" = None
    attached: bool = False  # "enchanted/equipped creature": attached to the source
    nontoken: bool = False  # "nontoken creature" (111.1: not a token)
    attacking: bool = False  # "attacking creature" (506.4: an attacking creature until it leaves combat)
    blocked_legendary: bool = False  # "that blocked or was blocked by a legendary creature this turn" (509.1)
    shares_color_with_legendary: bool = False  # "that shares a color with a legendary creature you control" (105.2)
    without: list[str] = []  # keywords it doesn't have: "creature without flying"

    @field_validator("keywords")
    @classmethod
    def _filter_keywords(cls, v: list[str]) -> list[str]:
        for k in v:
            if k not in KEYWORDS:
                raise ValueError(f"unknown keyword {k!r}; expected one of {', '.join(KEYWORDS)}")
        return v
    token: bool | None = None  # a token (111.1), or a nontoken; either if absent
    any_of: list["Filter"] = []  # alternatives: it matches what matches any of them ("another creature or a token")

    @field_validator("power_at_most", "mv_at_most")
    @classmethod
    def _power_at_most(cls, v: str | int | None) -> str | int | None:
        from ..amounts.registry import check as check_amount

        err = check_amount(v)
        if err:
            raise ValueError(err)
        return v


Filter.model_rebuild()


class TargetSpec(Filter):
    #: how many targets (with ``up_to``: at most); or a named amount, for a triggered ability whose trigger gives
    #: it ("up to X target creatures, where X is the number of cards looked at while scrying this way"): worked
    #: out as the trigger is put on the stack (601.2c: the number of targets is then fixed, 603.3d)
    count: int | str = 1
    up_to: bool = False
    distinct: bool = False  # "other target ...": not an object chosen for an earlier target of the ability
    #: "another target creature that player controls": controlled by the controller of the first target's object
    same_controller: bool = False
    #: text only, with ``other``: "target creature you control other than Rosie" rather than "another target ..."
    other_than_name: bool = False

    @field_validator("count")
    @classmethod
    def _count(cls, v: int | str) -> int | str:
        from ..amounts.registry import check as check_amount

        err = check_amount(v) if isinstance(v, str) else None
        if err:
            raise ValueError(err)
        return v


class Trigger(Strict):
    #: an event name of a trigger mode (mtg_tui/trigger_modes: each mode says its names)
    event: str
    filter: Filter | None = None
    whose: Literal["you", "each"] = "you"
    #: "triggers": "This ability triggers only once each turn" (the source's ability triggers no more that turn
    #: once it has triggered); "done": "Do this only once each turn" (603.2i: it triggers only if its "you may"
    #: hasn't been done this turn); engine/triggers.py
    once_each_turn: Literal["triggers", "done"] | None = None
    #: "two or more creatures you control attack": how many matching objects the event needs (1 if absent)
    count: int = 1
    #: "a creature you control with a +1/+1 counter on it": the kind of counter the object the event is about
    #: has one or more of (122.1; the mode ``becomes_target`` reads it)
    with_counter: str | None = None

    @field_validator("event")
    @classmethod
    def _event(cls, v: str) -> str:
        if v not in TRIGGER_EVENTS:
            raise ValueError(f"unknown trigger event {v!r}; expected one of {', '.join(TRIGGER_EVENTS)}")
        return v


class Mode(Strict):
    """One mode of a modal spell or ability (700.2): its own targets and effects."""

    targets: list[TargetSpec] = []
    effects: list[dict[str, Any]]
class Granted(Strict):
    """A triggered ability a static grants to the permanent its source is attached to ('enchanted creature has
    "At the beginning of your upkeep, ..."', 613.1f)."""

    trigger: Trigger
    targets: list[TargetSpec] = []
    effects: list[dict[str, Any]] = []

    @model_validator(mode="after")
    def _effects(self) -> "Granted":
        from ..effects.registry import check as check_effect

        for i, eff in enumerate(self.effects):
            err = check_effect(eff)
            if err:
                raise ValueError(f"ability.effects[{i}]: {err}")
        return self


class Ability(Strict):
    kind: Literal["spell", "activated", "mana", "loyalty", "triggered", "static", "cycling", "chapter"]
    # costs
    cost: str | None = None
    tap: bool = False
    sacrifice_self: bool = False
    exile_self: bool = False  # exile this card from your graveyard (an ability that works there), or this permanent
    exile_from_graveyard: int = 0  # "Exile three cards from your graveyard" (a cost, mtg_tui/costs)
    sacrifice: Filter | None = None
    sacrifice_count: int = 1
    sacrifice_or_pay: str | None = None  # "sacrifice a creature or pay {4}" (601.2b)
    discard: Filter | None = None
    pay_life: int = 0
    remove_counter: str | None = None  # "Remove an indestructible counter from ~" (the kind; one counter)
    tap_creature: bool = False  # tap an untapped creature you control
    crew: int = 0  # crew N: tap other untapped creatures you control with total power N or greater (702.122a)
    loyalty: int | None = None
    cost_reduction: str | int | None = None  # an amount expression (or a number) lowering the generic cost
    reduction_if: str | None = None  # a condition word: the reduction applies only if it holds (601.2f)
    reduction_if_target: Filter | None = None  # the reduction applies only if it targets such an object
    # mana
    produce: str | None = None  # "G", "C", "any"
    #: how many mana it makes ("Add two mana in any combination of colors"; one if 0)
    mana_amount: int = 0
    #: 602.5b "Activate only once each turn"
    once_each_turn: bool = False
    #: 106.6: "Spend this mana only to cast an instant or sorcery spell": the card types of the spells its mana
    #: may pay for (any spell or cost if empty)
    spend_only: list[Literal["Instant", "Sorcery", "Creature", "Artifact", "Enchantment", "Planeswalker",
                             "Legendary"]] = []
    #: with spend_only: "..., and that spell can't be countered" (Delighted Halfling: a spell this mana paid for)
    spend_uncounterable: bool = False
    #: cast_from_top: the card types of the spells cast from the top of the library; and "look at the top card"
    cast_types: list[Literal["Creature", "Artifact", "Enchantment", "Instant", "Sorcery"]] = []
    look: bool = False
    # timing and conditions
    sorcery_speed: bool = False
    #: an ability word (207.2c: it has no rules meaning), printed before the ability with a dash: "Landfall"
    ability_word: str | None = None
    condition: str | None = None
    zone: Literal["battlefield", "graveyard"] = "battlefield"  # where an activated or triggered ability works (113.6)
    unless: str | None = None  # a static that applies unless a condition holds ("can't block unless ...")
    # cycling
    landtype: str | None = None  # "Swamp" for swampcycling; None for plain cycling
    # triggered / chapter
    trigger: Trigger | None = None
    chapters: list[int] = []
    optional: bool = False
    # what it does
    targets: list[TargetSpec] = []
    effects: list[dict[str, Any]] = []
    #: a modal spell or ability (700.2, "Choose one —"): its modes, each chosen as it is cast or put on the
    #: stack (601.2b, 603.3c), with its own targets and effects (``targets`` and ``effects`` stay empty)
    modes: list[Mode] = []
    #: "Choose one. If you control a Wizard as you cast this spell, you may choose two instead." (Flame of Anor):
    #: a condition word that, holding as the spell is cast, lets its caster choose two different modes (700.2d)
    choose_two_if: str | None = None
    #: "choose one that hasn't been chosen" (Gandalf the Grey): a modal triggered ability's modes, each chosen at
    #: most once for the object (700.2)
    modes_once: bool = False
    # static abilities
    static: str | None = None
    affects: Filter | None = None
    power: int = 0
    toughness: int = 0
    #: a static pump's "+1/+0 for each instant and sorcery card in your graveyard" (Glamdring): a named amount
    for_each: str | None = None
    keywords: list[str] = []
    flags: list[str] = []
    creature_types: list[str] = []  # "is a Spirit": the creature types it has instead of its own (layer 4)
    add_types: list[str] = []  # "is an artifact creature": card types it has too (layer 4)
    ability: Granted | None = None  # 'has "At the beginning of your upkeep, ..."': granted to what it's attached to
    amount: int = 0
    spells: str | None = None
    ability_kind: Literal["equip"] | None = None  # cost_reduction: "Equip abilities you activate cost {1} less"
    hook: str | None = None

    @field_validator("cost")
    @classmethod
    def _cost(cls, v: str | None) -> str | None:
        if v is not None:
            try:
                ManaCost.parse(v)
            except ManaCostError as e:
                raise ValueError(str(e)) from None
        return v

    @field_validator("keywords")
    @classmethod
    def _kw(cls, v: list[str]) -> list[str]:
        for k in v:
            if k not in KEYWORDS:
                raise ValueError(f"unknown keyword {k!r}; expected one of {', '.join(KEYWORDS)}")
        return v

    @field_validator("condition", "unless")
    @classmethod
    def _condition(cls, v: str | None) -> str | None:
        from ..conditions.registry import check as check_condition

        err = check_condition(v)
        if err:
            raise ValueError(err)
        return v

    @field_validator("static")
    @classmethod
    def _static(cls, v: str | None) -> str | None:
        from ..statics.registry import BY_NAME as static_words

        if v is not None and v not in static_words:
            raise ValueError(f"unknown static ability {v!r}; known: {', '.join(sorted(static_words))}")
        return v

    @field_validator("reduction_if")
    @classmethod
    def _reduction_if(cls, v: str | None) -> str | None:
        from ..conditions.registry import check as check_condition

        err = check_condition(v)
        if err:
            raise ValueError(err)
        return v

    @field_validator("cost_reduction")
    @classmethod
    def _cost_reduction(cls, v: str | int | None) -> str | int | None:
        from ..amounts.registry import check as check_amount

        err = check_amount(v)
        if err:
            raise ValueError(err)
        return v

    @model_validator(mode="after")
    def _shape(self) -> "Ability":
        from ..effects.registry import check as check_effect

        if self.kind == "triggered" and self.trigger is None:
            raise ValueError("a triggered ability needs 'trigger'")
        if self.kind == "chapter" and not self.chapters:
            raise ValueError("a chapter ability needs 'chapters'")
        if self.kind == "mana" and not self.produce:
            raise ValueError("a mana ability needs 'produce'")
        if self.kind == "mana" and self.cost and "{X}" in self.cost and (
                self.produce != "any" or self.spend_only or self.once_each_turn or self.mana_amount):
            raise ValueError("a mana ability with {X} in its cost adds X mana in any combination of colors")
        if (self.once_each_turn or self.mana_amount > 1) and not (self.kind == "mana" and self.cost == "{1}"
                                                                 and self.produce == "any"):
            raise ValueError("'once_each_turn' and 'mana_amount' are a mana ability's that costs {1} and makes "
                             "mana of any color (602.5b, 106.1)")
        if self.kind == "loyalty" and self.loyalty is None:
            raise ValueError("a loyalty ability needs 'loyalty'")
        if self.kind == "static" and not self.static:
            raise ValueError("a static ability needs 'static'")
        from ..costs.registry import check as check_costs

        err = check_costs(dict(self))  # the cost words' own checks (mtg_tui/costs), beyond the fields' types
        if err:
            raise ValueError(err)
        if self.static:
            from ..statics.registry import BY_NAME as static_words

            err = static_words[self.static].check(self.model_dump())
            if err:
                raise ValueError(f"static {self.static!r}: {err}")
        for i, eff in enumerate(self.effects):
            err = check_effect(eff)
            if err:
                raise ValueError(f"effects[{i}]: {err}")
        named = [t for t in self.targets if isinstance(t.count, str)]
        if (named and (self.kind != "triggered" or not all(t.up_to for t in named))) or any(
                isinstance(t.count, str) for m in self.modes for t in m.targets):
            raise ValueError("a target count that names an amount is a triggered ability's (not a mode's), with up_to "
                             "(\"up to X target creatures\": its trigger gives X)")
        if self.choose_two_if is not None:
            from ..conditions.registry import check as check_condition
            err = check_condition(self.choose_two_if)
            if err or self.kind != "spell" or len(self.modes) < 2:
                raise ValueError(err or "choose_two_if goes with a modal spell (700.2d)")
        if self.modes:
            if self.kind not in ("spell", "triggered"):
                raise ValueError("only a spell or a triggered ability may have 'modes' (700.2)")
            if len(self.modes) < 2 or self.targets:
                raise ValueError("a modal ability has two or more 'modes' and no 'targets' of its own (its own "
                                 "'effects', with no targets, are done with the chosen mode: 'choose one and ...')")
            for k, m in enumerate(self.modes):
                for i, eff in enumerate(m.effects):
                    err = check_effect(eff)
                    if err:
                        raise ValueError(f"modes[{k}].effects[{i}]: {err}")
        return self


class CardFile(Strict):
    name: str
    cost: str | None = None
    types: list[str]
    subtypes: list[str] = []
    supertypes: list[str] = []
    power: int | None = None
    toughness: int | None = None
    loyalty: int | None = None
    keywords: list[str] = []
    colors: list[str] | None = None  # tokens: their color; cards take color from the cost (202.2)
    abilities: list[Ability] = []
    token: bool = False
    max_copies: int | None = None  # deck-building exception (Nazgûl: 9)
    enters_tapped: str | None = None  # "always" or "unless_legendary_creature"
    #: "enters with N <kind> counters on it" (614.1c): a number, or a named amount counted as it enters ("a hope
    #: counter on it for each creature you control", Dawn of a New Age)
    enters_with_counters: dict[str, int | str] = {}
    set: str | None = None
    number: int | None = None

    @field_validator("enters_with_counters")
    @classmethod
    def _enters_with(cls, v: dict[str, int | str]) -> dict[str, int | str]:
        from ..amounts.registry import check as check_amount

        for n in v.values():
            err = check_amount(n) if isinstance(n, str) else None
            if err:
                raise ValueError(err)
        return v

    @field_validator("types")
    @classmethod
    def _types(cls, v: list[str]) -> list[str]:
        if not v:
            raise ValueError("at least one card type is needed")
        for t in v:
            if t not in CARD_TYPES:
                raise ValueError(f"unknown card type {t!r}; expected one of {', '.join(CARD_TYPES)}")
        return v

    @field_validator("supertypes")
    @classmethod
    def _super(cls, v: list[str]) -> list[str]:
        for t in v:
            if t not in SUPERTYPES:
                raise ValueError(f"unknown supertype {t!r}; expected one of {', '.join(SUPERTYPES)}")
        return v

    @field_validator("keywords")
    @classmethod
    def _kw(cls, v: list[str]) -> list[str]:
        for k in v:
            if k not in KEYWORDS:
                raise ValueError(f"unknown keyword {k!r}; expected one of {', '.join(KEYWORDS)}")
        return v

    @field_validator("cost")
    @classmethod
    def _cost(cls, v: str | None) -> str | None:
        if v is not None:
            try:
                ManaCost.parse(v)
            except ManaCostError as e:
                raise ValueError(str(e)) from None
        return v

    @model_validator(mode="after")
    def _creature(self) -> "CardFile":
        if "Creature" in self.types and (self.power is None or self.toughness is None):
            raise ValueError("a creature needs power and toughness")
        if "Planeswalker" in self.types and self.loyalty is None:
            raise ValueError("a planeswalker needs loyalty")
        return self


def format_validation_error(where: str, err: ValidationError) -> str:
    first = err.errors()[0]
    loc = ".".join(str(p) for p in first.get("loc", ())) or "(top level)"
    msg = first.get("msg", "invalid value").removeprefix("Value error, ")
    return f"{where}: field '{loc}': {msg}"
