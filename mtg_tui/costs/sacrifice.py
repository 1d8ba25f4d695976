"""Sacrifice N permanents of a kind (701.17a): "Sacrifice a Food", "Sacrifice three Foods".

On a spell it is an additional cost (601.2b): "As an additional cost to cast this spell, sacrifice a creature"
(Nasty End).  ``sacrifice_or_pay`` lets the player pay that mana instead ("sacrifice a creature or pay {4}",
Lash of the Balrog): the cost's choice then also offers ``choose pay {4}``.  What was sacrificed is kept with
the spell as it last existed (``facts``, 608.2h), for "if the sacrificed creature was legendary"."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import Cost

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import Ability
    from ..engine.filters import FilterSpec
    from ..engine.game import Game
    from ..engine.mana import ManaCost


class Sacrifice(Cost):
    name = "sacrifice"
    rule = "701.17a"
    params = {"sacrifice": "a filter: which permanents you control can be sacrificed",
              "sacrifice_count": "how many (1 if absent)",
              "sacrifice_or_pay": "a mana cost its player may pay instead (none if absent): 'or pay {4}'"}
    spends_chosen = "remove"
    chooses = True  # a Treasure sacrificed for mana can't be sacrificed again for the cost
    examples = (
        ("Bill the Pony", {"kind": "activated", "sacrifice": {"what": "permanent", "subtypes": ["Food"]},
                           "effects": []}, "Sacrifice a Food"),
        ("Peregrin Took", {"kind": "activated", "sacrifice": {"what": "permanent", "subtypes": ["Food"]},
                           "sacrifice_count": 3, "effects": []}, "Sacrifice three Foods"),
        ("Lash of the Balrog", {"kind": "spell", "sacrifice": {"what": "creature"}, "sacrifice_or_pay": "{4}",
                                "effects": []}, "Sacrifice a creature or pay {4}"),
    )

    def check(self, ab: Any) -> str | None:
        n = ab.get("sacrifice_count", 1)
        if n is not None and n < 1:
            return f"sacrifice_count must be at least 1 (got {n})"
        if n not in (None, 1) and not ab.get("sacrifice"):
            return "sacrifice_count without sacrifice"
        if ab.get("sacrifice_or_pay") and not ab.get("sacrifice"):
            return "sacrifice_or_pay without sacrifice"
        return None

    def text(self, ab: Any, card: Any, ctx: Any) -> str:
        n = ab.get("sacrifice_count", 1) or 1
        desc = ctx.filter(ab["sacrifice"], n > 1)
        alt = ab.get("sacrifice_or_pay")
        return f"Sacrifice {ctx.a(desc) if n == 1 else ctx.count(n, desc, desc)}" + (f" or pay {alt}" if alt else "")

    def alternative(self, ab: Any) -> "ManaCost | None":
        alt = ab.get("sacrifice_or_pay")
        if not alt:
            return None
        from ..engine.mana import ManaCost

        return ManaCost.parse(alt)

    def facts(self, g: "Game", objs: list[str]) -> list[dict[str, Any]] | None:
        out = []
        for i in objs:
            ch = g.chars(i)
            out.append({"name": g.name(i), "types": list(ch.types), "subtypes": list(ch.subtypes),
                        "supertypes": list(ch.supertypes)})
        return out

    @staticmethod
    def _can(g: "Game", p: str, oid: str, f: "FilterSpec", i: str) -> bool:
        return g.objects[i].controller == p and g.matches(i, f, oid, p)

    def payable(self, g: "Game", p: str, oid: str, ab: "Ability") -> bool:
        need = ab.get("sacrifice_count", 1)
        f = ab["sacrifice"]
        for i in g.battlefield:
            if need <= 0:
                break
            if self._can(g, p, oid, f, i):
                need -= 1  # counted, not listed: stops at the number needed
        return need <= 0

    def candidates(self, g: "Game", p: str, oid: str, ab: "Ability") -> list[str]:
        f = ab["sacrifice"]
        c = [i for i in g.battlefield if self._can(g, p, oid, f, i)]
        c.sort(key=lambda i: (not g.objects[i].token, g.objects[i].tapped is False, i))
        return c

    def count(self, ab: Any) -> int:
        return ab.get("sacrifice_count", 1) or 1

    def pay(self, g: "Game", p: str, oid: str, ab: "Ability") -> None:
        self.pay_with(g, p, oid, ab, self.candidates(g, p, oid, ab)[:self.count(ab)])

    def pay_with(self, g: "Game", p: str, oid: str, ab: "Ability", objs: list[str]) -> None:
        for s in objs:
            g.sacrifice(s)

    def why_not(self, g: "Game", p: str, oid: str, ab: "Ability") -> str:
        from ..cards.render import Ctx

        card = g.objects[oid].card
        ctx = Ctx(card, [])
        f = ab["sacrifice"]
        have = len(self.candidates(g, p, oid, ab))
        n = ab.get("sacrifice_count", 1) or 1
        needs = ctx.a(ctx.filter(f)) if n == 1 else ctx.count(n, ctx.filter(f, True), ctx.filter(f, True))
        got = f"only {ctx.count(have, ctx.filter(f), ctx.filter(f, True))}" if have else f"no {ctx.filter(f)}"
        return f"You control {got} to sacrifice for {card.name}'s cost, which needs {needs} (701.17a)."
