"""Create a token that's a copy of a card, with exceptions (707.2, 707.9b, 111.4): "Create a tapped and attacking
token that's a copy of that card, except it's a 3/3 black Wraith with menace" (Sauron, the Necromancer).

``of``: ``exiled``, the card the ability just exiled from a graveyard (the ``exile`` word keeps it: the card's
copiable values as it was there, 707.2); ``died``, the creature whose death triggered the ability, as it last
existed (603.10a: its card, "that creature").  The exceptions are copiable values of the token (707.9b): ``power``
and ``toughness``, ``colors`` (letters), ``subtypes`` (its creature types instead of the card's), ``keywords``
(added), ``types`` (its card types instead of the card's: "it's a Food artifact ... and it loses all other card
types", Shelob, Child of Ungoliant; with them go the subtypes of the types it lost, 205.1b, and, a noncreature,
its power and toughness, 208.3) and ``abilities_of`` (a token whose activated abilities it has in addition:
'with "{2}, {T}, Sacrifice this artifact: You gain 3 life,"', the Food's).
``tapped``/``attacking``: it enters tapped and attacking (508.4: never declared as an attacker).  The token made
is kept as the frame's ``copy_token`` for later effects and delayed triggers ("exile that token": the ``delayed``
word's ``carry``)."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from .base import Effect, EffectHint

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame

_COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


class TokenCopy(Effect):
    name = "token_copy"
    rule = "707.9b"
    params = {"of": "exiled: the card the ability just exiled from a graveyard; died: the creature that died (as it "
                    "last existed, 603.10a)",
              "power": "the token's power instead of the card's (none: the card's)",
              "toughness": "the token's toughness instead of the card's (none: the card's)",
              "colors": "its colors instead of the card's (letters: W, U, B, R, G)",
              "subtypes": "its creature types instead of the card's",
              "keywords": "keywords it has in addition to the card's",
              "types": "its card types instead of the card's (\"and it loses all other card types\")",
              "abilities_of": "a token (its name) whose activated abilities it has in addition (a Food's)",
              "tapped": "it enters tapped (false if absent)",
              "attacking": "it enters attacking (508.4; false if absent)"}
    examples = (({"do": "token_copy", "of": "exiled", "power": 3, "toughness": 3, "colors": ["B"],
                  "subtypes": ["Wraith"], "keywords": ["menace"], "tapped": True, "attacking": True}, [],
                 "Create a tapped and attacking token that's a copy of that card, except it's a 3/3 black Wraith "
                 "with menace."),
                ({"do": "token_copy", "of": "died", "types": ["Artifact"], "subtypes": ["Food"],
                  "abilities_of": "Food"}, [],
                 "Create a token that's a copy of that creature, except it's a Food artifact with \"{2}, {T}, "
                 "Sacrifice this artifact: You gain 3 life,\" and it loses all other card types."))

    def check(self, eff: Any) -> str | None:
        if eff.get("of") not in ("exiled", "died"):
            return "of: expected exiled or died"
        if eff.get("abilities_of") is not None and not isinstance(eff.get("abilities_of"), str):
            return "abilities_of: expected a token's name (\"Food\")"
        return None

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        if eff.get("of") == "died":  # the creature that died, as it last existed (603.10a)
            lki = (fr.item.data.get("lki") if fr.item is not None else None) or {}
            card = lki.get("card")
            if card is None:
                return True
        else:
            cards = fr.vars.get("exiled") or []
            if not cards:
                return True  # nothing was exiled (the target left the graveyard): no copy (608.2b)
            card = cards[-1]
        changes: dict[str, Any] = {"token": True}
        if eff.get("types"):
            changes.update(_retyped(card, tuple(str(t) for t in eff["types"]), eff.get("subtypes")))
        if eff.get("abilities_of"):
            changes.update(_with_abilities_of(card, str(eff["abilities_of"])))
        if eff.get("power") is not None:
            changes["power"] = int(eff["power"])
        if eff.get("toughness") is not None:
            changes["toughness"] = int(eff["toughness"])
        if eff.get("colors"):
            changes["colors"] = tuple(eff["colors"])
        if eff.get("subtypes") and not eff.get("types"):
            keep = tuple(s for s in card.subtypes if s in ("Equipment", "Aura", "Vehicle"))
            changes["subtypes"] = tuple(eff["subtypes"]) + keep
        if eff.get("keywords"):
            changes["keywords"] = frozenset(card.keywords) | frozenset(str(k) for k in eff["keywords"])
        copy = dataclasses.replace(card, **changes)
        you = fr.controller
        o = g.make_obj(copy, you, "battlefield", token=True)
        o.zone = "limbo"
        g.put_onto_battlefield(o, you, tapped=bool(eff.get("tapped")))
        g.emit("token", f"{g.players[you].name} creates a token that's a copy of {card.name}", "707.9b", obj=o.id,
               controller=you)
        if eff.get("attacking"):
            from ..engine.combat import enter_attacking
            enter_attacking(g, o.id, you)
        fr.vars["copy_token"] = o.id
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        how = " and ".join(w for w, k in (("tapped", "tapped"), ("attacking", "attacking")) if eff.get(k))
        bits = []
        if eff.get("power") is not None:
            bits.append(f"{eff['power']}/{eff.get('toughness')}")
        bits += [_COLOR_WORDS.get(str(c), str(c)) for c in eff.get("colors") or ()]
        bits += [str(s) for s in eff.get("subtypes") or ()]
        bits += [str(t).lower() for t in eff.get("types") or ()]
        what = " ".join(bits)
        kws = " and ".join(str(k) for k in eff.get("keywords") or ())
        exc = f", except it's {ctx.a(what)}" + (f" with {kws}" if kws else "") if what else ""
        if eff.get("abilities_of"):  # 'with "{2}, {T}, Sacrifice this artifact: You gain 3 life,"'
            quoted = " ".join(_ability_texts(str(eff["abilities_of"])))
            if quoted:
                exc += f' with "{quoted[:-1] if quoted.endswith(".") else quoted},"'
        if eff.get("types"):
            exc += " and it loses all other card types"
        that = "that creature" if eff.get("of") == "died" else "that card"
        return f"create {ctx.a((how + ' ') if how else '')}token that's a copy of {that}{exc}".replace("a  ", "a ")

    def ai(self) -> EffectHint:
        return EffectHint(frozenset({"makes_creature"}))

    def ai_for(self, eff: Any) -> EffectHint:
        types = eff.get("types")
        if types and "Creature" not in types:  # a noncreature copy (a Food): it adds to the board
            return EffectHint(frozenset({"grows_board"}))
        return self.ai()


#: the subtypes that go with each card type (205.3: an object that loses a card type loses its subtypes)
_TYPE_SUBTYPES: dict[str, frozenset[str]] = {
    "Artifact": frozenset({"Equipment", "Vehicle", "Food", "Treasure", "Clue", "Blood", "Gold", "Powerstone",
                           "Fortification", "Contraption", "Attraction", "Map", "Incubator", "Junk"}),
    "Enchantment": frozenset({"Aura", "Saga", "Class", "Shrine", "Curse", "Cartouche", "Rune", "Background",
                              "Case", "Role", "Room", "Shard"}),
    "Land": frozenset({"Plains", "Island", "Swamp", "Mountain", "Forest", "Desert", "Gate", "Lair", "Locus",
                       "Cave", "Sphere", "Mine", "Power-Plant", "Tower", "Urza's"}),
}


def _retyped(card: Any, types: tuple[str, ...], subtypes: Any) -> dict[str, Any]:
    """The copiable values that change when the copy's card types are ``types`` instead of the card's (707.9b):
    the subtypes of the types it keeps, and ``subtypes`` added ("a Food artifact"); the derived facts of its
    definition that follow from its types (``engine/carddef.py``: a land, a permanent, historic, attaches); no power
    or toughness unless it is still a creature or a Vehicle (208.3, 301.7)."""
    allowed: set[str] = set()
    for t in types:
        allowed |= _TYPE_SUBTYPES.get(t, frozenset())
    added = tuple(str(s) for s in subtypes or ())
    subs = added + tuple(s for s in card.subtypes if s in allowed and s not in added)
    out: dict[str, Any] = {"types": types, "subtypes": subs, "is_land": "Land" in types,
                           "is_permanent": "Instant" not in types and "Sorcery" not in types,
                           "historic": "Artifact" in types or "Legendary" in card.supertypes or "Saga" in subs,
                           "attaches": any(s in subs for s in ("Aura", "Equipment", "Fortification"))}
    if "Creature" not in types and "Vehicle" not in subs:
        out["power"] = None  # 208.3: a noncreature has no power or toughness (a Vehicle keeps its printed ones,
        out["toughness"] = None  # which it has as its crew makes it a creature, 301.7)
    return out


def _with_abilities_of(card: Any, token_name: str) -> dict[str, Any]:
    """The card's abilities and the activated abilities of the token named ``token_name`` (its Food's)."""
    from ..cards.registry import registry

    extra = tuple(registry().token(token_name).activated)
    return {"abilities": tuple(card.abilities) + extra, "activated": tuple(card.activated) + extra}


class _ThisArtifact:
    """The card a quoted ability is written on: its text calls its source "this artifact"."""

    name = "this artifact"
    types = ("Artifact",)
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()


def _ability_texts(token_name: str) -> list[str]:
    """The activated abilities of the token named ``token_name`` as a quoted ability says them ("{2}, {T},
    Sacrifice this artifact: You gain 3 life.")."""
    from ..cards.registry import registry
    from ..cards.render import render_ability

    me = _ThisArtifact()
    abilities: Any = registry().token(token_name).activated  # (the text writer reads them as their tables)
    return [render_ability(me, ab) for ab in abilities]
