"""Return to the battlefield: cards from exile or a graveyard are put onto the battlefield under their owners'
control, each a new object (400.7).  With ``filter``, the card is one its player chooses from their graveyard
(not a target, so chosen as it resolves: "you may return another permanent card from your graveyard to the
battlefield", Rise of the Witch-king; ``optional``: they may choose none, ``done``; ``other_than =
"sacrificed"``: not the card they sacrificed earlier in the resolution, the sacrifice word's record)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import DONE, answered, ask_objects, refs
from .base import Effect

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class ReturnToBattlefield(Effect):
    name = "return_to_battlefield"
    rule = "400.7"
    params = {"what": "the cards returned, from exile or a graveyard (a reference; the first target if absent; "
                      "\"self\": the card whose ability works in its graveyard, 113.6)",
              "tapped": "whether they enter tapped (false if absent)",
              "filter": "instead of what: the kind of card its player chooses from their graveyard as it resolves",
              "optional": "with filter: \"you may\": the player may choose none (false if absent)",
              "other_than": "with filter: \"sacrificed\": not the card sacrificed earlier in this resolution"}
    examples = (({"do": "return_to_battlefield", "what": "exiled"}, [],
                 "Return that card to the battlefield under its owner's control."),
                ({"do": "return_to_battlefield"}, [{"what": "card", "types": ["Creature"], "zone": "graveyard",
                                                     "owner": "you"}],
                 "Return target creature card from your graveyard to the battlefield."),
                ({"do": "return_to_battlefield", "what": "self", "tapped": True}, [],
                 "Return Lightning Bolt from your graveyard to the battlefield tapped."),
                ({"do": "return_to_battlefield", "filter": {"what": "permanent", "zone": "graveyard",
                                                            "controller": "you"},
                  "optional": True, "other_than": "sacrificed"}, [],
                 "You may return another permanent card from your graveyard to the battlefield."))

    def check(self, eff: Any) -> str | None:
        if eff.get("other_than") not in (None, "sacrificed"):
            return f"other_than must be \"sacrificed\" (or absent), not {eff.get('other_than')!r}"
        return None

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        if eff.get("filter") is not None:
            return self._chosen(g, fr, eff)
        for t in refs(g, fr, eff.get("what", "target")):
            o = g.objects.get(t)
            if o is not None and o.zone in ("exile", "graveyard") and o.card.is_permanent:
                g.move(t, "battlefield", controller=o.owner, tapped=eff.get("tapped", False))
        return True

    def _chosen(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        p = fr.controller
        a = answered(fr)
        if a is None:
            f = eff["filter"]
            src = fr.vars.get("source")
            gone = set((fr.vars.get("sacrificed") or {}).values()) if eff.get("other_than") == "sacrificed" else set()
            cands = [c for c in g.players[p].graveyard if c not in gone and g.objects[c].card.is_permanent
                     and g.matches(c, f, src, p)]
            if not cands:
                return True
            opt = bool(eff.get("optional"))
            return ask_objects(g, p, "Return a card from your graveyard to the battlefield"
                               + (" (or done: none)" if opt else ""), cands, done=opt, purpose="reanimate")
        if a != DONE and a in g.objects and g.objects[a].zone == "graveyard":
            g.move(a, "battlefield", controller=p, tapped=eff.get("tapped", False))
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        if eff.get("filter") is not None:
            f = dict(eff["filter"])
            noun = ctx.filter({**f, "zone": "graveyard", "controller": "you"})
            noun = ("another " + noun) if eff.get("other_than") else ctx.a(noun)
            return (f"{'you may ' if eff.get('optional') else ''}return {noun} to the battlefield"
                    + (" tapped" if eff.get("tapped") else ""))
        tapped = " tapped" if eff.get("tapped") else ""
        ref = eff.get("what", "target")
        if ref == "self":
            return f"return {ctx.name} from your graveyard to the battlefield{tapped}"
        spec = ctx.spec(ref)
        if spec is None:
            return f"return that card to the battlefield under its owner's control{tapped}"
        # "Return target creature card from your graveyard to the battlefield." (Tale of Tinúviel)
        mine = spec.get("owner") == "you" or spec.get("controller") == "you"
        return f"return {ctx.obj(ref)} to the battlefield" + ("" if mine else " under its owner's control") + tapped
