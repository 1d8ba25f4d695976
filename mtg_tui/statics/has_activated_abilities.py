"""Has activated abilities: "Sharkey, Tyrant of the Shire has all activated abilities of lands your opponents
control except mana abilities" (an ability-adding effect, layer 6: 613.1f).

What its permanent has follows the battlefield as it is now (613.1f is applied whenever characteristics are worked
out): a land that enters gives its abilities, one that leaves, changes controller or loses its abilities takes them
away.  The abilities are its permanent's own (113.7: the source of an activated ability is the object whose ability
was activated): "{T}" taps it, and it must have been under its controller's control since their most recent turn
began if it is a creature (302.6, 602.5a); "Sacrifice <the land>" and the land's name in the effects mean it
(201.5b); an "Activate only if ..." condition is checked for its controller, who activates them (602.5b, 602.5c).
Two lands with the same ability give two instances of it (113.2c), each offered as its own ``activate <name> #k``.
Each ability is listed after its permanent's printed ones (``engine/legal.py``'s ``activated_of``), in battlefield
order, each land's in printed order; a mana ability is never gained, and cycling (which works from a hand, 702.29a)
or an ability that works from a graveyard (113.6) is never activated on the battlefield."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import Static

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import Ability
    from ..engine.game import Game


class HasActivatedAbilities(Static):
    name = "has_activated_abilities"
    rule = "613.1f"
    params = {"affects": "the permanents whose activated abilities, except mana abilities, this permanent has (a "
                         "filter, seen from its controller: controller = \"opponent\" is 'your opponents control')"}
    board_role = "activation"
    adds_activated = True
    examples = (({"static": "has_activated_abilities", "affects": {"what": "land", "controller": "opponent"}},
                 "Test Relic has all activated abilities of lands your opponents control except mana abilities."),)

    def check(self, st: Any) -> str | None:
        return None if st.get("affects") else "affects: expected the filter of the permanents whose abilities it has"

    def text(self, card: Any, st: Any) -> str:
        from ..cards import render as r

        what = r.describe_filter(st.get("affects"), plural=True, card=card)
        return f"{card.name} has all activated abilities of {what} except mana abilities."

    def activated_abilities(self, g: "Game", src: str, st: "Ability") -> "list[tuple[str, Ability]]":
        aff = st.affects
        me = g.objects.get(src)
        out: list[tuple[str, Ability]] = []
        if aff is None or me is None:
            return out
        lost = bool(g.effects)
        if lost and "no_abilities" in g.chars(src).flags:
            return out  # 613.1f: its permanent lost this ability
        you = me.controller
        for o in g._bfo:
            printed = o.card.activated  # (its printed ones: another permanent's gained abilities aren't a land's)
            if not printed or o.id == src or not g.matches(o.id, aff, src, you):
                continue
            if lost and "no_abilities" in g.chars(o.id).flags:
                continue  # it has no abilities to give (613.1f)
            for ab in printed:
                if ab.zone == "battlefield" and not ab.cycling:
                    out.append((o.id, ab))
        return out
