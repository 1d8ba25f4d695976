"""Put counters: "put a +1/+1 counter on target creature" (122.6).

``kinds``: several kinds at once, one of each ("put a +1/+1 counter and a lifelink counter on that creature");
``and_self``: the same counters on the source too ("... and a +1/+1 counter and a lifelink counter on Arwen",
Arwen, Mortal Queen).  A counter named after a keyword gives it the keyword (122.1b, engine/layers.py).
``kind_choice``: "put your choice of a counter from among first strike, vigilance, deathtouch, and lifelink on
Aragorn": as it resolves its controller chooses the kind (``choose deathtouch``, purpose ``counter_choice``, 608.2d).
``those_kinds``: "put one of each of those kinds of counters on ...": the kinds its trigger's data names (``kinds``:
"whenever you put one or more counters on Aragorn", the trigger mode ``counters put``).
Counters put on one permanent by one use of this word are one event (603.2c): ``Game.add_counters`` gathers their
kinds and ``Game.counters_put`` tells of them once, put by the effect's controller (122.6)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import amt, answered, ask, on_battlefield, refs
from .base import Effect

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame

#: the counters that hurt what they are put on
_BAD_COUNTERS = ("-1/-1", "stun")


class PutCounters(Effect):
    name = "put_counters"
    rule = "122.6"
    params = {"what": "what gets them (a reference; the first target if absent and there is no filter)",
              "kind": "the kind of counter (+1/+1, -1/-1, stun, influence, a keyword...; this or kinds)",
              "kinds": "several kinds, one counter of each (in place of kind and n)",
              "kind_choice": "kinds of which its controller chooses one as it resolves (in place of kind; 'your "
                             "choice of a counter from among first strike, vigilance, deathtouch, and lifelink')",
              "those_kinds": "one counter of each kind its trigger put ('one of each of those kinds of counters', "
                             "the trigger's data ``kinds``; in place of kind and n; false if absent)",
              "and_self": "the same counters on the source as well (false if absent)",
              "subject": "text only: the words for what gets them ('that creature'), when not its reference's",
              "n": "how many (a number, x, or a named amount; 1 if absent)",
              "filter": "instead of what: each permanent on the battlefield it matches (a filter)"}
    examples = (({"do": "put_counters", "kind": "+1/+1", "n": 2}, [{"what": "creature"}],
                 "Put two +1/+1 counters on target creature."),
                ({"do": "put_counters", "filter": {"what": "creature", "controller": "you"}, "kind": "+1/+1"}, [],
                 "Put a +1/+1 counter on each creature you control."),
                ({"do": "put_counters", "kinds": ["+1/+1", "lifelink"], "and_self": True}, [{"what": "creature"}],
                 "Put a +1/+1 counter and a lifelink counter on target creature and a +1/+1 counter and a lifelink "
                 "counter on Lightning Bolt."),
                ({"do": "put_counters", "what": "self",
                  "kind_choice": ["first strike", "vigilance", "deathtouch", "lifelink"]}, [],
                 "Put your choice of a counter from among first strike, vigilance, deathtouch, and lifelink on "
                 "Lightning Bolt."),
                ({"do": "put_counters", "those_kinds": True}, [{"what": "creature", "other": True, "up_to": True}],
                 "Put one of each of those kinds of counters on up to one other target creature."))

    def check(self, eff: Any) -> str | None:
        if sum(bool(eff.get(k)) for k in ("kind", "kinds", "kind_choice", "those_kinds")) != 1:
            return "expected kind, kinds, kind_choice or those_kinds (one of them)"
        if eff.get("kind_choice") and len(eff["kind_choice"]) < 2:
            return "kind_choice: expected two kinds or more"
        return None

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        n = amt(g, fr, eff.get("n", 1))
        if eff.get("filter"):
            ids = [i for i in g.battlefield if g.matches(i, eff["filter"], fr.vars.get("source"), fr.controller)]
        else:
            ids = refs(g, fr, eff.get("what", "target"))
        if eff.get("kind_choice"):
            live = [t for t in ids if on_battlefield(g, t)]
            if not live:
                return True
            a = answered(fr)
            if a is None:  # the controller's choice, made as the effect is done (608.2d)
                choice = [str(k) for k in eff["kind_choice"]]
                return ask(g, fr.controller, f"Choose a counter to put on {g.name(live[0])}",
                           [(k, k) for k in choice], purpose="counter_choice", affected=live[0], kinds=choice)
            g.emit("choice", f"{g.players[fr.controller].name} chooses a {a} counter", "608.2d",
                   player=fr.controller, option=a)
            kinds = [(str(a), n)]
        elif eff.get("those_kinds"):  # the kinds the trigger put (its data, fixed as it triggered)
            got = fr.item.data.get("kinds") if fr.item is not None else None
            kinds = [(str(k), 1) for k in got or ()]
        elif eff.get("kinds"):
            kinds = [(str(k), 1) for k in eff["kinds"]]
        else:
            kinds = [(str(eff["kind"]), n)]
        if eff.get("and_self"):
            src = fr.vars.get("source")
            if src is not None and src not in ids:
                ids = list(ids) + [src]
        for t in ids:
            if on_battlefield(g, t):
                put: list[str] = []  # one event for this permanent (603.2c), put by the controller (122.6)
                for kind, k in kinds:
                    g.add_counters(t, kind, k, by=fr.controller, batch=put)
                g.counters_put(t, put, fr.controller)
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        if eff.get("kinds"):
            counters = " and ".join(ctx.count(1, f"{k} counter") for k in eff["kinds"])
        elif eff.get("kind_choice"):  # "your choice of a counter from among first strike, ..., and lifelink"
            ks = [str(k) for k in eff["kind_choice"]]
            among = " and ".join(ks) if len(ks) == 2 else ", ".join(ks[:-1]) + ", and " + ks[-1]
            counters = f"your choice of a counter from among {among}"
        elif eff.get("those_kinds"):
            counters = "one of each of those kinds of counters"
        else:
            kind = str(eff.get("kind", "+1/+1"))
            counters = ctx.count(eff.get("n", 1), f"{kind} counter")
        if eff.get("filter"):
            onto = "each " + ctx.filter(eff["filter"])
        else:
            ref = eff.get("what", "target")
            onto = eff.get("subject") or ctx.obj(ref)
            if onto == "them":
                onto = "each of them"
            elif ctx.plural(ref):
                onto = "each of " + onto
        text = f"put {counters} on {onto}"
        if eff.get("and_self"):
            text += f" and {counters} on {ctx.name}"
        return text

    def harms(self, eff: Any) -> list[Any]:
        """Only -1/-1 and stun counters hurt what they are put on."""
        bad = eff.get("kind") in _BAD_COUNTERS or any(k in _BAD_COUNTERS for k in eff.get("kinds") or ())
        return [eff.get("what", "target")] if bad else []
