"""Pump: "target creature gets +2/+0 and gains trample until end of turn" (611.2a).

``keyword_choice``: "gains your choice of lifelink or indestructible": as it resolves, its controller chooses
one of the keywords (``choose lifelink`` / ``choose indestructible``, purpose ``keyword_choice``: a choice the
rules give the player, SCENARIOS 1.1), and what it affects gains that one."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.data import Data
from ..engine.effects import amt, answered, ask, on_battlefield, pump_ids, refs
from .base import Effect, EffectHint

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class Pump(Effect):
    name = "pump"
    rule = "611.2a"
    params = {"what": "what gets it (a reference; the first target if absent)",
              "power": "what it adds to power (a number, x, or a named amount; 0 if absent)",
              "toughness": "what it adds to toughness (a number, x, or a named amount; 0 if absent)",
              "keywords": "keywords it gains (none if absent)",
              "keyword_choice": "keywords of which its controller chooses one as it resolves, which it gains too "
                                "('your choice of lifelink or indestructible'; none if absent)",
              "for_each": "a named amount: power and toughness are added once for each ('+1/+1 for each Food you "
                          "control'; once if absent)",
              "flags": "rule flags it gets, e.g. cant_block, no_untap (none if absent)",
              "duration": "how long it lasts (eot, while_source, permanent; eot if absent)",
              "also": "text only: word it as 'it also gets/gains ...' after an earlier pump (false if absent)"}
    examples = (({"do": "pump", "power": 2, "toughness": 0, "keywords": ["trample"]}, [{"what": "creature"}],
                 "Target creature gets +2/+0 and gains trample until end of turn."),
                ({"do": "pump", "what": "self", "power": 1, "toughness": 1}, [],
                 "Lightning Bolt gets +1/+1 until end of turn."),
                ({"do": "pump", "keyword_choice": ["lifelink", "indestructible"]}, [{"what": "creature"}],
                 "Target creature gains your choice of lifelink or indestructible until end of turn."),
                ({"do": "pump", "power": 1, "toughness": 1, "for_each": "foods_you_control"}, [{"what": "creature"}],
                 "Target creature gets +1/+1 until end of turn for each Food you control."))

    def check(self, eff: Any) -> str | None:
        fe = eff.get("for_each")
        if fe is None:
            return None
        from ..amounts.registry import BY_NAME as amounts
        a = amounts.get(str(fe))
        if a is None or a.each() is None:
            return f"for_each: expected a named amount that counts things, got {fe!r}"
        return None

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        ids = [t for t in refs(g, fr, eff.get("what", "target")) if on_battlefield(g, t)]
        choice = eff.get("keyword_choice")
        if choice and ids:
            a = answered(fr)
            if a is None:  # the controller's choice, made as the effect is done (608.2d)
                return ask(g, fr.controller, f"Choose what {g.name(ids[0])} gains",
                           [(str(k), str(k)) for k in choice], purpose="keyword_choice", affected=ids[0])
            g.emit("choice", f"{g.players[fr.controller].name} chooses {a}", "608.2d", player=fr.controller,
                   option=a)
            g.add_effect("6", ids, {"keywords": (str(a),), "flags": ()}, eff.get("duration", "eot"), fr.controller,
                         fr.vars.get("source"))
            g.emit("effect", f"{g.name(ids[0])} gains {a}" + (" until end of turn" if eff.get("duration", "eot") ==
                                                                "eot" else ""), "611.2", objs=ids)
        fe = eff.get("for_each")
        if fe is not None:  # "+1/+1 for each Food you control": counted as it resolves (608.2h)
            n = amt(g, fr, fe)
            eff = Data({**dict(eff), "power": amt(g, fr, eff.get("power", 0)) * n,  # type: ignore[assignment]
                        "toughness": amt(g, fr, eff.get("toughness", 0)) * n})
        pump_ids(g, fr, ids, eff)
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        ref = eff.get("what", "target")
        subject = ctx.subj(ref) if ref != "self" else ctx.name
        if eff.get("also"):
            subject += " also"
        plural = ref not in (None, "self") and ctx.plural(ref)
        bits = ctx.grants(plural, eff.get("power", 0), eff.get("toughness", 0), eff.get("keywords"), eff.get("flags"))
        fe = eff.get("for_each")
        if fe is not None:
            from ..amounts.registry import BY_NAME as amounts
            return ctx.pump(subject, bits, ctx.duration(eff.get("duration"))) + f" for each {amounts[fe].each()}"
        choice = [str(k) for k in eff.get("keyword_choice") or ()]
        if choice:
            bits.append(("gain" if plural or ctx.base_verbs else "gains") + " your choice of "
                        + ", ".join(choice[:-1]) + " or " + choice[-1])
        return ctx.pump(subject, bits, ctx.duration(eff.get("duration")))

    def ai(self) -> EffectHint:
        return EffectHint(frozenset({"trick"}))

    def harms(self, eff: Any) -> list[Any]:
        """A pump hurts what it shrinks (-N/-N) or stops ("can't ..." flags); any other helps."""
        bad = (eff.get("power") or 0) < 0 or (eff.get("toughness") or 0) < 0 or any(
            str(f).startswith("cant") for f in eff.get("flags") or ())
        return [eff.get("what", "target")] if bad else []
