"""Create a token that's a copy of a card, with exceptions (707.2, 707.9b, 111.4): "Create a tapped and attacking
token that's a copy of that card, except it's a 3/3 black Wraith with menace" (Sauron, the Necromancer).

``of``: ``exiled``, the card the ability just exiled from a graveyard (the ``exile`` word keeps it: the card's
copiable values as it was there, 707.2).  The exceptions are copiable values of the token (707.9b): ``power`` and
``toughness``, ``colors`` (letters), ``subtypes`` (its creature types instead of the card's), ``keywords`` (added).
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
    params = {"of": "exiled: the card the ability just exiled from a graveyard",
              "power": "the token's power instead of the card's (none: the card's)",
              "toughness": "the token's toughness instead of the card's (none: the card's)",
              "colors": "its colors instead of the card's (letters: W, U, B, R, G)",
              "subtypes": "its creature types instead of the card's",
              "keywords": "keywords it has in addition to the card's",
              "tapped": "it enters tapped (false if absent)",
              "attacking": "it enters attacking (508.4; false if absent)"}
    examples = (({"do": "token_copy", "of": "exiled", "power": 3, "toughness": 3, "colors": ["B"],
                  "subtypes": ["Wraith"], "keywords": ["menace"], "tapped": True, "attacking": True}, [],
                 "Create a tapped and attacking token that's a copy of that card, except it's a 3/3 black Wraith "
                 "with menace."),)

    def check(self, eff: Any) -> str | None:
        return None if eff.get("of") == "exiled" else "of: expected exiled"

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        cards = fr.vars.get("exiled") or []
        if not cards:
            return True  # nothing was exiled (the target left the graveyard): no copy (608.2b)
        card = cards[-1]
        changes: dict[str, Any] = {"token": True}
        if eff.get("power") is not None:
            changes["power"] = int(eff["power"])
        if eff.get("toughness") is not None:
            changes["toughness"] = int(eff["toughness"])
        if eff.get("colors"):
            changes["colors"] = tuple(eff["colors"])
        if eff.get("subtypes"):
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
        what = " ".join(bits)
        kws = " and ".join(str(k) for k in eff.get("keywords") or ())
        exc = f", except it's {ctx.a(what)}" + (f" with {kws}" if kws else "") if what else ""
        return f"create {ctx.a((how + ' ') if how else '')}token that's a copy of that card{exc}".replace("a  ", "a ")

    def ai(self) -> EffectHint:
        return EffectHint(frozenset({"makes_creature"}))
