"""Pump: "target creature gets +2/+0 and gains trample until end of turn" (611.2a).

``each = true`` words a pump of several targets as each of them getting it ("Up to two target creatures each
get +2/+1 until end of turn.", Second Breakfast): the same rules, the printed text.
``pronoun = true`` names what gets it "it" (or "they"), as an earlier effect of the ability already named it
("Put a +1/+1 counter on Mushroom Watchdogs. It gains vigilance until end of turn.").
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
              "flags": "rule flags it gets, e.g. cant_block, no_untap (none if absent)",
              "duration": "how long it lasts (eot, while_source, permanent; eot if absent)",
              "duration_first": "text only: the duration leads the sentence ('Until end of turn, target creature "
                                "...'; false if absent)",
              "also": "text only: word it as 'it also gets/gains ...' after an earlier pump (false if absent)",
              "for_each": "a named amount: what it adds is power and toughness times it ('gets +1/+1 until end "
                          "of turn for each card you looked at while scrying this way'; once if absent)",
              "flags_this_turn": "text only: its rule flags follow the duration as '... until end of turn and "
                                 "can't be blocked this turn' (they last as long either way; false if absent)",
              "loses": "keywords it loses (none if absent; 'loses indestructible', 613.1f)",
              "keywords_if": "keywords it gains each only if a condition holds as it resolves, {keyword: condition} "
                             "('it gains trample if you control a Dwarf and hexproof if you control an Elf')",
              "subject": "text only: the words for what gets it ('it', 'that creature'), when not its reference's",
              "each": "text only: 'up to two target creatures each get ...' (false if absent)",
              "pronoun": "text only: name what gets it as 'it'/'they', already named by an earlier effect "
                         "(false if absent)"}
    examples = (({"do": "pump", "power": 2, "toughness": 0, "keywords": ["trample"]}, [{"what": "creature"}],
                 "Target creature gets +2/+0 and gains trample until end of turn."),
                ({"do": "pump", "what": "self", "power": 1, "toughness": 1}, [],
                 "Lightning Bolt gets +1/+1 until end of turn."),
                ({"do": "pump", "what": "self", "power": 1, "flags": ["unblockable"], "flags_this_turn": True}, [],
                 "Lightning Bolt gets +1/+0 until end of turn and can't be blocked this turn."),
                ({"do": "pump", "what": "self", "power": 1, "toughness": 1, "for_each": "cards_looked_at_scrying"}, [],
                 "Lightning Bolt gets +1/+1 until end of turn for each card you looked at while scrying this way."),
                ({"do": "pump", "what": "self", "flags": ["max_one_blocker"], "flags_this_turn": True}, [],
                 "Lightning Bolt can't be blocked by more than one creature each combat this turn."),
                ({"do": "pump", "power": 2, "toughness": 1, "each": True},
                 [{"what": "creature", "count": 2, "up_to": True}],
                 "Up to two target creatures each get +2/+1 until end of turn."),
                ({"do": "pump", "what": "self", "keywords": ["vigilance"], "pronoun": True}, [],
                 "It gains vigilance until end of turn."),
                ({"do": "pump", "keyword_choice": ["lifelink", "indestructible"]}, [{"what": "creature"}],
                 "Target creature gains your choice of lifelink or indestructible until end of turn."),
                ({"do": "pump", "power": 1, "toughness": 1, "for_each": "foods_you_control"}, [{"what": "creature"}],
                 "Target creature gets +1/+1 until end of turn for each Food you control."))

    def check(self, eff: Any) -> str | None:
        if eff.get("keywords_if"):
            from ..conditions.registry import BY_NAME as _conditions
            bad = [str(c) for c in dict(eff["keywords_if"]).values() if str(c) not in _conditions]
            if bad:
                return f"keywords_if: unknown condition {bad[0]!r}"
        fe = eff.get("for_each")
        if fe is None:
            return None
        from ..amounts.registry import BY_NAME as amounts
        a = amounts.get(str(fe))
        if a is None or a.for_each() is None:
            return f"for_each: expected a named amount that counts things, got {fe!r}"
        return None

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        ids = [t for t in refs(g, fr, eff.get("what", "target")) if on_battlefield(g, t)]
        choice = eff.get("keyword_choice")
        if choice and ids:
            a = answered(fr)
            if a is None:  # the controller's choice, made as the effect is done (608.2d)
                return ask(g, fr.controller, f"Choose what {g.name(ids[0])} gains",
                           [(str(k), str(k)) for k in choice], purpose="keyword_choice", affected=ids[0],
                           keywords=[str(k) for k in choice])
            g.emit("choice", f"{g.players[fr.controller].name} chooses {a}", "608.2d", player=fr.controller,
                   option=a)
            g.add_effect("6", ids, {"keywords": (str(a),), "flags": ()}, eff.get("duration", "eot"), fr.controller,
                         fr.vars.get("source"))
            g.emit("effect", f"{g.name(ids[0])} gains {a}" + (" until end of turn" if eff.get("duration", "eot") ==
                                                                "eot" else ""), "611.2", objs=ids)
        pump_ids(g, fr, ids, eff)  # ("for_each": counted as it resolves, 608.2h)
        cond = eff.get("keywords_if")
        if cond and ids:
            from ..conditions.registry import BY_NAME as _conditions
            got = tuple(str(k) for k, c in dict(cond).items()
                        if _conditions[str(c)].holds(g, fr.vars.get("source"), fr.controller))
            if got:  # each condition asked as it resolves (608.2c)
                from ..engine.ability import EffectUse
                pump_ids(g, fr, ids, EffectUse({"do": "pump", "keywords": list(got),
                                                "duration": eff.get("duration", "eot")}))
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        ref = eff.get("what", "target")
        subject = eff.get("subject") or (ctx.subj(ref) if ref != "self" else ctx.name)
        if eff.get("subject"):
            ctx.obj(ref)  # it is mentioned: what follows calls it "it"
        if eff.get("pronoun"):
            subject = "they" if ref not in (None, "self") and ctx.plural(ref) else "it"
        if eff.get("also"):
            subject += " also"
        if eff.get("each"):  # "Up to two target creatures you control each gain lifelink" (Tale of Tinúviel)
            subject += " each"
        plural = ref not in (None, "self") and ctx.plural(ref)
        flags = eff.get("flags")
        late = bool(eff.get("flags_this_turn") and flags)
        bits = ctx.grants(plural, eff.get("power", 0), eff.get("toughness", 0), eff.get("keywords"),
                          None if late else flags)
        if eff.get("loses"):
            bits.append(("lose " if plural else "loses ") + " and ".join(eff["loses"]))
        if eff.get("keywords_if"):  # "gains trample if you control a Dwarf and hexproof if you control an Elf"
            from ..conditions.registry import BY_NAME as _conditions
            bits.append(("gain " if plural else "gains ") + " and ".join(
                f"{k} if {_conditions[str(c)].text()}" for k, c in dict(eff["keywords_if"]).items()))
        choice = [str(k) for k in eff.get("keyword_choice") or ()]
        if choice:  # "gains your choice of lifelink or indestructible"
            bits.append(("gain" if plural or ctx.base_verbs else "gains") + " your choice of "
                        + ", ".join(choice[:-1]) + " or " + choice[-1])
        dur = ctx.duration(eff.get("duration"))
        text = ctx.pump(subject, bits, "" if eff.get("duration_first") else dur)
        if eff.get("duration_first") and dur and text:  # "Until end of turn, target creature ..." (Bill the Pony)
            text = f"{dur}, {text}"
        each = eff.get("for_each")
        if each:
            from ..amounts.registry import word
            w = word(each)
            text += f" for each {(w.for_each() if w is not None else None) or ctx.amount(each)}"
        if late:  # "gets +1/+0 until end of turn and can't be blocked this turn" (Nimrodel Watcher)
            from ..cards.render import FLAG_THIS_TURN
            if all(str(f) in FLAG_THIS_TURN for f in flags):  # "must be blocked this turn if able" (Glorfindel)
                rest = " and ".join(FLAG_THIS_TURN[str(f)] for f in flags)
            else:
                rest = " and ".join(ctx.grants(plural, 0, 0, None, flags)) + " this turn"
            text = f"{text} and {rest}" if text else f"{subject} {rest}"
        return text

    def ai(self) -> EffectHint:
        return EffectHint(frozenset({"trick"}))

    def ai_for(self, eff: Any) -> EffectHint:
        """-N/-N on one target is removal that kills toughness N or less (Gollum's Bite), not a trick."""
        t = eff.get("toughness") or 0
        if isinstance(t, int) and t < 0 and eff.get("what", "target") == "target":
            return EffectHint(frozenset({"hostile", "removal", "damage"}), damage=-t)
        if _shrinks(eff):
            return EffectHint(frozenset({"trick", "hostile"}))  # a shrink (-3/-0): for an opponent's creature
        return self.ai()

    def harms(self, eff: Any) -> list[Any]:
        """A pump hurts what it shrinks (-N/-N) or stops ("can't ..." flags); any other helps."""
        bad = _shrinks(eff) or any(str(f).startswith("cant") for f in eff.get("flags") or ())
        return [eff.get("what", "target")] if bad else []


def _shrinks(eff: Any) -> bool:
    """A -N power or toughness (a number: an amount word such as "X" or a count is never a shrink here)."""
    p, t = eff.get("power"), eff.get("toughness")
    return (isinstance(p, int) and p < 0) or (isinstance(t, int) and t < 0)
