"""Crew N (702.122a): "Tap any number of other untapped creatures you control with total power N or greater"
as the cost of a Vehicle's ability ("This Vehicle becomes an artifact creature until end of turn").

The player chooses the creatures one at a time (SCENARIOS 1.1 "choices inside a cost": `choose <creature>`),
until their total power reaches N; only creatures that leave N reachable are offered.  The ability is written
as its keyword, "Crew 3" (``keyword_line``).  Crew has no mana cost, so no mana source competes with the
creatures it taps (``spends_chosen`` stays empty)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import Cost

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import Ability
    from ..engine.game import Game


class Crew(Cost):
    name = "crew"
    rule = "702.122a"
    params = {"crew": "N: tap other untapped creatures you control with total power N or greater"}
    chooses = True
    examples = (("Grond, the Gatebreaker", {"kind": "activated", "crew": 3,
                                            "effects": [{"do": "become_creature"}]},
                 "Tap any number of other untapped creatures you control with total power 3 or greater"),)

    def has(self, ab: Any) -> bool:
        return bool(ab.get("crew"))

    def check(self, ab: Any) -> str | None:
        n = ab.get("crew")
        return "crew N needs N of 1 or more" if n is not None and n < 0 else None

    def text(self, ab: Any, card: Any, ctx: Any) -> str:
        return (f"Tap any number of other untapped creatures you control with total power {ab.get('crew')} "
                "or greater")

    def keyword_line(self, ab: Any, card: Any) -> str | None:
        return f"Crew {ab.get('crew')}"

    def candidates(self, g: "Game", p: str, oid: str, ab: "Ability") -> list[str]:
        """Other untapped creatures (702.122a), best to tap first: those that can't attack this turn anyway
        (summoning sick, 302.6), then the strongest (fewest tapped)."""
        c = [i for i in g.creatures(p) if i != oid and not g.objects[i].tapped]
        c.sort(key=lambda i: (not g.objects[i].sick, -g.power(i), i))
        return c

    def _power(self, g: "Game", objs: list[str]) -> int:
        return sum(max(0, g.power(i)) for i in objs)

    def left(self, g: "Game", p: str, oid: str, ab: "Ability", got: list[str]) -> int:
        return 0 if self._power(g, got) >= int(ab["crew"]) else 1

    def can_finish(self, g: "Game", p: str, oid: str, ab: "Ability", got: list[str], taken: set[str]) -> bool:
        more = [c for c in self.candidates(g, p, oid, ab) if c not in taken]
        return self._power(g, got) + self._power(g, more) >= int(ab["crew"])

    def payable(self, g: "Game", p: str, oid: str, ab: "Ability") -> bool:
        return self._power(g, self.candidates(g, p, oid, ab)) >= int(ab["crew"])

    def pay(self, g: "Game", p: str, oid: str, ab: "Ability") -> None:
        got: list[str] = []
        for c in self.candidates(g, p, oid, ab):
            if self._power(g, got) >= int(ab["crew"]):
                break
            got.append(c)
        self.pay_with(g, p, oid, ab, got)

    def pay_with(self, g: "Game", p: str, oid: str, ab: "Ability", objs: list[str]) -> None:
        for c in objs:
            g.tap(c, why=" (crews it, 702.122b)")

    def why_not(self, g: "Game", p: str, oid: str, ab: "Ability") -> str:
        have = self._power(g, self.candidates(g, p, oid, ab))
        return (f"Your other untapped creatures have total power {have}; crewing "
                f"{g.objects[oid].card.name} needs {ab['crew']} (702.122a).")
