"""The engine's read-only view of a card (or token) definition.

Card files are validated at the edge (``mtg_tui/cards/schema.py``, pydantic); what the engine keeps is this
frozen dataclass, built once per card when the registry loads.  It lives in the engine (and is compiled with
it) because the rules read it at every decision: whether a card is a land, can be cast at instant speed,
what its mana ability makes.  Those answers are worked out once here, not at every look.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from ..keywords import registry as _kw
from .ability import Ability
from .mana import ManaCost

_BASIC_MANA: Final = (("Plains", "W"), ("Island", "U"), ("Swamp", "B"), ("Mountain", "R"), ("Forest", "G"))


@dataclass(frozen=True, slots=True)
class CardDef:
    """A card's printed characteristics and abilities (each read once into an ``Ability``, engine/ability.py)."""

    name: str
    cost: ManaCost
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    supertypes: tuple[str, ...]
    power: int | None
    toughness: int | None
    loyalty: int | None
    keywords: frozenset[str]
    colors: tuple[str, ...]
    abilities: tuple[Ability, ...]
    token: bool = False
    max_copies: int | None = None
    enters_tapped: str | None = None
    enters_with_counters: tuple[tuple[str, int | str], ...] = ()  # a number, or a named amount (614.1c)
    set: str | None = None
    number: int | None = None
    # derived indexes (filled by from_file)
    spell: Ability | None = None
    activated: tuple[Ability, ...] = ()  # non-mana activated, incl. loyalty and cycling, printed order
    from_graveyard: bool = False  # an activated ability of it works in its owner's graveyard (113.6)
    #: its triggered abilities that work only while it is in a graveyard (113.6: "whenever you scry, ... exile
    #: Council's Deliberation from your graveyard"); ``triggered`` holds the others
    graveyard_triggers: tuple[Ability, ...] = ()
    mana: tuple[Ability, ...] = ()
    triggered: tuple[Ability, ...] = ()
    statics: tuple[Ability, ...] = ()
    chapters: tuple[Ability, ...] = ()
    final_chapter: int = 0
    # derived facts the rules ask at every decision
    is_land: bool = False
    is_permanent: bool = True  # not an instant or a sorcery
    historic: bool = False  # 700.6: artifacts, legendaries and Sagas
    instant_speed: bool = False  # an instant, or flash (307.1 doesn't apply)
    attaches: bool = False  # an Aura, Equipment or Fortification: what can be attached to something (301.5, 303.4)
    #: the mana ability the payment solver uses: the first one without a mana cost, or None; and the first
    #: one without a mana cost or {T} (what a summoning-sick creature can still use, 302.6)
    mana_ability: Ability | None = None
    mana_ability_untapped: Ability | None = None
    #: a second mana ability without a mana cost whose mana may be spent only on some spells (106.6; Delighted
    #: Halfling's "{T}: Add one mana of any color. Spend this mana only to cast a legendary spell ..." beside its
    #: "{T}: Add {C}."): the solver uses it in place of the first for such a spell
    mana_restricted: Ability | None = None
    #: what its mana abilities without a mana cost make, each color once ("C" for colorless, "WUBRG" for any
    #: color; The Grey Havens: "C" and the colors among legendary creature cards in your graveyard, worked out
    #: as the solver asks: ``mana_from_graveyard``): the payment solver's one source for the permanent
    mana_produce: str = ""
    mana_from_graveyard: bool = False
    #: its mana abilities that cost {1} and make mana of any color ("{1}: Add one mana of any color", "{1}, {T}:
    #: Add two mana in any combination of colors"): the solver turns one mana into that mana with them
    mana_converters: tuple[Ability, ...] = ()
    #: its mana abilities with {X} in their cost ("{X}, {T}, Sacrifice ~: Add X mana in any combination of
    #: colors"): activated by hand only ('tap'), never by the solver
    mana_x: tuple[Ability, ...] = ()

    @classmethod
    def from_file(cls, f: Any) -> "CardDef":
        """From a validated card file (``mtg_tui.cards.schema.CardFile``)."""
        cost = ManaCost.parse(f.cost)
        abilities: tuple[Ability, ...] = tuple(Ability.build(a.model_dump()) for a in f.abilities)
        spell = next((a for a in abilities if a.kind == "spell"), None)
        colors = tuple(f.colors) if f.colors is not None else cost.colors
        chapters = tuple(a for a in abilities if a.kind == "chapter")
        activated = tuple(a for a in abilities if a.kind in ("activated", "loyalty", "cycling"))
        types = tuple(f.types)
        subtypes = tuple(f.subtypes)
        supertypes = tuple(f.supertypes)
        keywords = frozenset(f.keywords)
        # basic land types give an intrinsic mana ability (305.6)
        mana = [a for a in abilities if a.kind == "mana"]
        for sub, sym in _BASIC_MANA:
            if sub in subtypes and "Land" in types:
                mana.insert(0, Ability.build({"kind": "mana", "tap": True, "produce": sym, "intrinsic": True}))
        return cls(
            name=f.name, cost=cost, types=types, subtypes=subtypes,
            supertypes=supertypes, power=f.power, toughness=f.toughness, loyalty=f.loyalty,
            keywords=keywords, colors=colors, abilities=abilities, token=f.token,
            max_copies=f.max_copies, enters_tapped=f.enters_tapped,
            enters_with_counters=tuple(f.enters_with_counters.items()), set=f.set, number=f.number,
            spell=spell,
            activated=activated,
            from_graveyard=any(a.zone == "graveyard" for a in activated),
            mana=tuple(mana),
            triggered=tuple(a for a in abilities if a.kind == "triggered" and a.zone != "graveyard"),
            graveyard_triggers=_graveyard_triggers(abilities),
            statics=tuple(a for a in abilities if a.kind == "static"),
            chapters=chapters,
            final_chapter=max((max(a["chapters"]) for a in chapters), default=0),
            is_land="Land" in types,
            is_permanent="Instant" not in types and "Sorcery" not in types,
            historic="Artifact" in types or "Legendary" in supertypes or "Saga" in subtypes,
            instant_speed="Instant" in types or not _kw.INSTANT_SPEED.isdisjoint(keywords),  # 702.8a (flash)
            attaches=any(s in subtypes for s in ("Aura", "Equipment", "Fortification")),
            mana_ability=next((a for a in mana if not a.get("cost")), None),
            mana_restricted=next((a for a in mana[1:] if not a.get("cost") and a.get("spend_only")
                                  and mana and not mana[0].get("cost")), None),
            mana_ability_untapped=next((a for a in mana if not a.get("cost")
                                        and not any(w.taps_source for w in a.costs)), None),
            mana_produce=_produce(a for k, a in enumerate(mana) if not a.get("cost")
                                  and not (k > 0 and a.get("spend_only"))),  # (not a second, restricted one)
            mana_from_graveyard=any(a.get("produce") == GRAVEYARD_LEGENDS for a in mana),
            mana_converters=tuple(a for a in mana if a.get("cost") and a.cost.mana_value == 1 and not a.cost.x
                                  and a.cost.generic == 1 and a.get("produce") == "any"),
            mana_x=tuple(a for a in mana if a.cost.x),
        )


#: "Add one mana of any color among legendary creature cards in your graveyard" (The Grey Havens)
GRAVEYARD_LEGENDS: Final = "legendary_graveyard"


def _produce(abilities: Any) -> str:
    """The colors the mana abilities without a mana cost can make, each once, in the order they first appear
    ("any" is WUBRG; the graveyard's colors are worked out in play)."""
    out = ""
    for a in abilities:
        prod = a.get("produce") or ""
        if prod == GRAVEYARD_LEGENDS:
            continue
        for c in ("WUBRG" if prod == "any" else prod):
            if c not in out:
                out += c
    return out


def _graveyard_triggers(abilities: tuple[Ability, ...]) -> tuple[Ability, ...]:
    """The triggered abilities that work in a graveyard; their event names are marked (``EventUse.in_graveyards``)
    so that only those events look at the graveyards (113.6, 603.2)."""
    out = tuple(a for a in abilities if a.kind == "triggered" and a.zone == "graveyard")
    for a in out:
        if a.trigger is not None:
            a.trigger.use.in_graveyards = True
    return out
