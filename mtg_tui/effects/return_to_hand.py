"""Return to hand: "return target creature to its owner's hand", "return target artifact card from your
graveyard to your hand", "return target spell to its owner's hand" (Reprieve: the spell leaves the stack
without resolving or being countered, 400.7: it is a new object in the hand)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import refs
from .base import Effect, EffectHint

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class ReturnToHand(Effect):
    name = "return_to_hand"
    rule = "400.7"
    params = {"what": "what returns to its owner's hand, from the battlefield or a graveyard (a reference; the "
                      "first target if absent; \"self\" in a graveyard: the card whose ability works there, 113.6)",
              "from": "\"graveyard\": the text says where it returns from (\"return Gollum from your graveyard "
                      "to your hand\")",
              "choose_first": "text only: a card in a graveyard is chosen in its own sentence, then returned: "
                              "'choose up to one target ... card in your graveyard ... Return it to your hand.' "
                              "(false if absent)"}
    hurts = ("what", "target")
    examples = (({"do": "return_to_hand"}, [{"what": "creature"}],
                 "Return target creature to its owner's hand."),
                ({"do": "return_to_hand"}, [{"what": "artifact", "zone": "graveyard", "controller": "you"}],
                 "Return target artifact card from your graveyard to your hand."),
                ({"do": "return_to_hand"}, [{"what": "spell"}], "Return target spell to its owner's hand."),
                ({"do": "return_to_hand", "what": "self", "from": "graveyard"}, [],
                 "Return Lightning Bolt from your graveyard to your hand."))

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        for t in refs(g, fr, eff.get("what", "target")):
            o = g.objects.get(t)
            if o is None:
                continue
            if o.zone in ("graveyard", "battlefield"):
                # its mana value as it was ("equal or lesser mana value", Press the Enemy; a token's is 0, 202.3a)
                fr.vars.setdefault("returned_mv", 0 if o.token else o.card.cost.mana_value)
                g.move(t, "hand")
            elif o.zone == "stack":  # a spell (an ability on the stack is no object that can go to a hand)
                it = next((x for x in g.stack if x.id == t and x.kind == "spell"), None)
                if it is not None:
                    fr.vars.setdefault("returned_mv", o.card.cost.mana_value + it.x * o.card.cost.x)  # 202.3e
                    g.remove_from_stack(it)
                    g.move(t, "hand")
        return True

    def ai_for(self, eff: Any) -> EffectHint:
        # a card back from a graveyard (Gollum, Samwise) is no bounce; a target's zone is the bot's to read
        if eff.get("from") == "graveyard" or eff.get("choose_first") or eff.get("what") in ("self", "new", "died"):
            return EffectHint()
        return EffectHint(frozenset({"bounce"}))

    def text(self, eff: Any, ctx: Any) -> str:
        ref = eff.get("what", "target")
        if eff.get("from") == "graveyard" and ref == "self":
            return f"return {ctx.name} from your graveyard to your hand"
        spec = ctx.spec(ref)
        zone = (spec or {}).get("zone", "battlefield")
        mine = spec is not None and ((spec.get("controller") == "you") or (spec.get("owner") == "you"))
        what = ctx.obj(ref)
        if zone == "graveyard" and eff.get("choose_first"):  # Samwise the Stouthearted
            for a, b in ((" from your graveyard", " in your graveyard"), (" from a graveyard", " in a graveyard")):
                what = what.replace(a, b, 1)
            return f"choose {what}. Return {'them' if ctx.plural(ref) else 'it'} to " + \
                ("your hand" if mine else ("their owners' hands" if ctx.plural(ref) else "its owner's hand"))
        if zone == "graveyard" or ref in ("new", "died"):
            return f"return {what} to {'your' if mine else 'its owner' + chr(39) + 's'} hand" if not ctx.plural(ref) \
                else f"return {what} to {'your hand' if mine else 'their owners' + chr(39) + ' hands'}"
        if ctx.plural(ref):
            return f"return {what} to their owners' hands"
        return f"return {what} to its owner's hand"
