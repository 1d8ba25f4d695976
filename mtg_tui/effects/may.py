"""'You may': a yes/no choice (optionally paying life first), then the effects it holds (609.3).

An optional cost paid as the ability resolves: ``sacrifice`` (a filter, or a list of filters: "sacrifice another
creature or a token") and ``pay`` (mana: "or pay {2}{W}"), "you may sacrifice a Food or pay {2}{W}".  On a yes,
when more than one object or way can pay, its controller chooses (``choose <object>`` / ``choose pay {2}{W}``,
purpose ``may_cost``; SCENARIOS 1.1); a yes is offered only when it can be paid.  Then:

- ``effects``: "If you do, ..." (608.2c: done as part of the same resolution);
- ``then``: a reflexive triggered ability, "When you do, ..." (603.12): it triggers on the payment and goes on
  the stack the next time a player would receive priority, with its own targets, chosen then;
- ``otherwise``: "Otherwise, ..." (done on a no, or when it can't be paid).
- with ``pay_life``, ``otherwise`` and no ``effects``, it is "[otherwise] unless you pay N life" (Morgul-Knife
  Wound's granted trigger): a "no", or a life total below N (119.4), does the ``otherwise`` effects.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.data import Data
from ..engine.effects import answered, ask, on_battlefield, refs, run_nested
from .base import Effect

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame

_PAY = "pay"  # the option of paying the mana


def _unless_prompt(g: "Game", fr: "Frame", eff: "EffectUse") -> str:
    """'Pay 2 life? If you don't, exile Hill Giant.': what a no does, its source named."""
    from ..cards.render import Ctx

    src = fr.vars.get("source")
    o = g.objects.get(src) if isinstance(src, str) else None
    head = f"Pay {eff['pay_life']} life?"
    if o is None:
        return head
    return f"{head} If you don't, {Ctx(o.card).effects(list(eff['otherwise']))}."


class May(Effect):
    name = "may"
    rule = "609.3"
    params = {"prompt": "the question asked", "effects": "what is done on a yes ('If you do, ...')",
              "pay_life": "life paid first (no yes without it)",
              "sacrifice": "a filter (any_of for alternatives): a permanent you control sacrificed on a yes "
                           "(701.17a); or a reference ('dealer': 'sacrifice it')",
              "pay": "mana that may be paid instead of (or without) a sacrifice ('or pay {2}{W}')",
              "then": "a reflexive trigger, 'When you do, ...' (603.12): a table of its targets and effects",
              "otherwise": "what is done on a no, or when it can't be paid ('Otherwise, ...')",
              "if_you_do": "the first effect is what you may do, the others happen only if you do: nothing happens "
                           "when what it acts on is gone (Council's Deliberation left its graveyard; false if absent)"}
    examples = (({"do": "may", "effects": [{"do": "draw", "n": 1}]}, [], "You may draw a card."),
                ({"do": "may", "pay_life": 2, "effects": [{"do": "draw", "n": 1}]}, [],
                 "You may pay 2 life. If you do, draw a card."),
                ({"do": "may", "sacrifice": {"what": "permanent", "subtypes": ["Food"]}, "pay": "{2}{W}",
                  "then": {"targets": [{"what": "creature", "controller": "opponent"}],
                           "effects": [{"do": "tap"}]}}, [],
                 "You may sacrifice a Food or pay {2}{W}. When you do, tap target creature an opponent controls."),
                ({"do": "may", "pay_life": 2, "otherwise": [{"do": "exile"}]}, [{"what": "creature"}],
                 "Exile target creature unless you pay 2 life."))

    def check(self, eff: Any) -> str | None:
        if eff.get("then") and not isinstance(eff.get("then"), dict):
            return "'then' is a table of targets and effects"
        if eff.get("pay"):
            from ..engine.mana import ManaCost, ManaCostError
            try:
                ManaCost.parse(eff["pay"])
            except ManaCostError as e:
                return f"pay: {e}"
        if (eff.get("then") or eff.get("otherwise")) and not (eff.get("sacrifice") or eff.get("pay")
                                                              or eff.get("pay_life")):
            return "'then' and 'otherwise' follow a cost paid on a yes (sacrifice, pay, pay_life)"
        return None

    @staticmethod
    def _ways(g: "Game", fr: "Frame", eff: "EffectUse") -> list[str]:
        """What can pay the optional cost now: permanents to sacrifice (in battlefield order), then 'pay'."""
        out: list[str] = []
        sac = eff.get("sacrifice")
        p = fr.controller
        if isinstance(sac, str):  # "you may sacrifice it": the object the reference names, if you control it
            out = [i for i in refs(g, fr, sac) if on_battlefield(g, i) and g.objects[i].controller == p]
        elif sac is not None:
            src = fr.vars.get("source")
            out = [i for i in g.battlefield if g.objects[i].controller == p and g.matches(i, sac, src, p)]
        pay = eff.get("pay")
        if pay:
            from ..engine.legal import can_pay
            from ..engine.mana import ManaCost
            if can_pay(g, fr.controller, ManaCost.parse(pay)):
                out.append(_PAY)
        return out

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        ctx = fr.ctx
        costly = eff.get("sacrifice") is not None or bool(eff.get("pay"))
        if "yes" not in ctx:
            if "ways" not in ctx:
                a = answered(fr)
                if a is None:
                    if eff.get("pay_life") and g.players[fr.controller].life < eff["pay_life"]:
                        return self._no(g, fr, eff)
                    # what the first effect acts on: its object, or its player ("discard your hand")
                    first = eff["effects"][0] if eff.get("if_you_do") else None
                    if first is not None and not refs(g, fr, first.get("what", first.get("who", "target"))):
                        return True  # what you may do is gone, so you can't (608.2b): no question, and nothing else
                    ways = self._ways(g, fr, eff) if costly else []
                    if costly and not ways:
                        return self._no(g, fr, eff)  # nothing can pay it: no yes to give (609.3)
                    then = eff.get("then")
                    extra: dict[str, Any] = {}
                    if then is not None:  # what the reflexive trigger could target now (public: the battlefield)
                        from ..engine.legal import target_choices
                        extra["then_targets"] = bool(not then.targets or target_choices(
                            g, then.targets, fr.vars.get("source"), fr.controller))
                    prompt = eff.get("prompt", "Do it?")
                    if costly:  # what could pay (public: permanents on the battlefield, or the mana)
                        extra["ways"] = ways
                        objs = [g.name(w) for w in ways if w != _PAY]
                        parts = ([f"sacrifice {objs[0] if len(objs) == 1 else 'one of ' + ', '.join(objs)}"]
                                 if objs else []) + ([f"pay {eff['pay']}"] if _PAY in ways else [])
                        src = fr.item.source_name if fr.item is not None else "It"
                        prompt = f"{src}: {' or '.join(parts)}?"
                    if eff.get("otherwise") and eff.get("pay_life") and not costly:
                        if not eff.get("prompt"):  # "... unless you pay N life": say what a no does
                            prompt = _unless_prompt(g, fr, eff)
                        extra["otherwise"] = True  # a "no" is not nothing: the bot weighs it against the source
                        extra["source"] = fr.vars.get("source")
                    return ask(g, fr.controller, prompt, [("yes", "yes"), ("no", "no")],
                               purpose="may", pay_life=eff.get("pay_life", 0), **extra)
                if a != "yes":
                    return self._no(g, fr, eff)
                if not costly:
                    ctx["yes"] = True
                    _done_once(g, fr)
                else:
                    ctx["ways"] = self._ways(g, fr, eff)
            if "ways" in ctx and "yes" not in ctx:
                ways = ctx["ways"]
                if not ways:
                    return self._no(g, fr, eff)
                way = ways[0]
                if len(ways) > 1:
                    a = answered(fr)
                    if a is None:
                        opts: list[tuple[str, Any]] = [(w, None) for w in ways if w != _PAY]
                        if _PAY in ways:
                            opts.append((_PAY, f"pay {eff['pay']}"))
                        return ask(g, fr.controller, "Choose what to pay", opts, purpose="may_cost")
                    way = a
                self._pay(g, fr, eff, way)
                ctx["yes"] = True
            if eff.get("pay_life"):
                g.lose_life(fr.controller, eff["pay_life"], why=" (paid)")
            if eff.get("then"):  # 603.12: the reflexive trigger, on the payment
                from ..engine.triggers import queue_trigger
                queue_trigger(g, fr.controller, eff["then"], fr.vars.get("source") or "",
                              fr.item.source_name if fr.item else "it", {})
            ctx["j"] = 0
            ctx["sub"] = {}
        if not ctx["yes"]:
            return run_nested(g, fr, eff.get("otherwise") or ())
        return run_nested(g, fr, eff.get("effects") or ())

    @staticmethod
    def _no(g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        fr.ctx["yes"] = False
        fr.ctx["j"] = 0
        fr.ctx["sub"] = {}
        if not eff.get("otherwise"):
            return True
        return run_nested(g, fr, eff["otherwise"])

    @staticmethod
    def _pay(g: "Game", fr: "Frame", eff: "EffectUse", way: str) -> None:
        if way == _PAY:
            from ..engine.legal import pay_mana
            from ..engine.mana import ManaCost
            pay_mana(g, fr.controller, ManaCost.parse(eff["pay"]))
            g.emit("pay", f"{g.players[fr.controller].name} pays {eff['pay']}", "609.3", player=fr.controller)
        else:
            g.sacrifice(way)

    def text(self, eff: Any, ctx: Any) -> str:
        subs = [s for s in (eff.get("effects") or []) if isinstance(s, (dict, Data))]
        pay = eff.get("pay_life")
        other_ = [s for s in (eff.get("otherwise") or []) if isinstance(s, (dict, Data))]
        if other_ and pay and not subs and eff.get("sacrifice") is None and not eff.get("pay"):
            return f"{ctx.effects(other_)} unless you pay {ctx.amount(pay)} life"
        sac = eff.get("sacrifice")
        costs = []
        if isinstance(sac, str):
            costs.append("sacrifice it")
        elif sac is not None:
            costs.append("sacrifice " + ctx.a(ctx.filter(sac)))
        if eff.get("pay"):
            costs.append(f"pay {eff['pay']}")
        head = (f"you may pay {ctx.amount(pay)} life" if pay else
                "you may " + " or ".join(costs) if costs else "")
        rest = subs
        if not head:
            if not subs:
                return "you may do so"
            ctx.base_verbs = True
            try:
                first = ctx.clause(subs[0])
            finally:
                ctx.base_verbs = False
            rest = subs[1:]
            if first.startswith("you "):
                first = first[4:]
            elif not ctx.imperative(first.split(" ", 1)[0]):
                first = "have " + first
            head = f"you may {first}"
        text = head
        if rest:
            text += f". If you do, {ctx.effects(rest)}"
        then = eff.get("then")
        if isinstance(then, (dict, Data)) and then.get("modes"):  # "When you do, choose one —" (700.2)
            from ..cards.render import modes_text
            text += ". When you do, " + ctx.lower_first(modes_text(ctx.card, then))
        elif isinstance(then, (dict, Data)):
            inner = ctx.nested(then.get("targets")).sentences(then.get("effects") or [])
            if inner:
                text += f". When you do, {ctx.lower_first(inner)}"
        other = [s for s in (eff.get("otherwise") or []) if isinstance(s, (dict, Data))]
        if other:
            o = ctx.effects(other)
            if o.startswith(("it ", "they ")):  # the target named again: "that creature"
                spec = ctx.spec("target") or {}
                noun = ctx.filter({k: v for k, v in dict(spec).items() if k not in ("count", "up_to")})
                o = f"that {noun} " + o.split(" ", 1)[1]
            text += f". Otherwise, {o}"
        return text


def _done_once(g: "Game", fr: "Frame") -> None:
    """603.2i "Do this only once each turn": a yes records that the ability's action is done this turn (the
    ability then doesn't trigger again this turn: engine/triggers.py)."""
    item = fr.item
    ab = item.ability if item is not None else None
    trig = ab.trigger if ab is not None else None
    if item is None or ab is None or trig is None or trig.get("once_each_turn") != "done":
        return
    from ..engine.triggers import once_key
    done = g.turn_flags.get("done_once")
    if done is None:
        done = g.turn_flags["done_once"] = set()
    done.add(once_key(g, ab, item.source))
