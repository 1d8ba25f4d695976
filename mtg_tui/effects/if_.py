"""If: a conditional branch, "if <test>, <effects>; otherwise, <effects>" (608.2c).  The test is a named
condition, the subtypes of the creature that died for a "dies" trigger (by its last known information,
608.2h), the supertypes of what was sacrificed to cast the spell ("if the sacrificed creature was legendary",
Nasty End: what its additional cost kept, 601.2b, 608.2h), or whether an object the effect refers to matches a
filter as it resolves ("If it's legendary, it also gains trample", Gimli's Fury); ``instead`` words it as
"<otherwise>. If <test>, <effects> instead" (text only).
A condition may be asked negated (``negate``: "if you don't control a legendary creature", the condition word's
``text_not``), and ``leading_then`` writes "Then if ..." (Errand-Rider of Gondor).  Two tests read what earlier
effects of the same resolution did: ``countered_supertypes`` (the spell the ``counter`` word countered, by last
known information: "if it was a legendary spell", Glorious Gale) and ``you_sacrificed`` (the ``sacrifice``
word's record: "if you sacrificed a creature this way", Rise of the Witch-king)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import on_battlefield, refs, run_nested
from .base import Effect, filter_fault

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


def _holds(g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
    cond = eff.get("condition")
    if cond is not None:
        if g.check_condition(cond, fr.vars.get("source"), fr.controller) == bool(eff.get("negate")):
            return False
    f = eff.get("filter")
    if f is not None:
        src = fr.vars.get("source")
        if not any(on_battlefield(g, t) and g.matches(t, f, src, fr.controller)
                   for t in refs(g, fr, eff.get("what", "target"))):
            return False
    sups = eff.get("sacrificed_supertypes")
    if sups:
        paid = ((fr.item.data.get("paid") if fr.item is not None else None) or {}).get("sacrifice") or []
        if not any(all(s in obj.get("supertypes", ()) for s in sups) for obj in paid):
            return False
    if eff.get("you_sacrificed") and fr.controller not in (fr.vars.get("sacrificed") or {}):
        return False  # this effect's spell made you sacrifice nothing (701.17a; Rise of the Witch-king)
    sups = eff.get("countered_supertypes")
    if sups:  # what the spell countered by this effect's spell was, by last known information (608.2h)
        if not any(all(x in c["supertypes"] for x in sups) for c in fr.vars.get("countered") or ()):
            return False
    subs = eff.get("died_subtypes")
    if subs:
        lki = (fr.item.data.get("lki") if fr.item is not None else None) or {}
        if not any(s in lki.get("subtypes", ()) for s in subs):
            return False
    return True


def _sub_text(effects: Any, ctx: Any) -> str:
    t = ctx.sentences(list(effects or [])).rstrip(".")
    return str(t[:1].lower() + t[1:])


def _a(word: str) -> str:
    return ("an " if word[:1].lower() in "aeiou" else "a ") + word


def _is(eff: Any, ctx: Any) -> str:
    """'it's legendary', 'it's a Goblin or Orc', 'target creature is red' (what the filter asks of it)."""
    f = eff["filter"]
    subject = ctx.subj(eff.get("what", "target"))
    if f.get("equipped"):  # "If that creature is equipped, it gains ... instead" (Éowyn)
        return f"{'that creature' if subject == 'it' else subject} is equipped"
    sup = [str(s).lower() for s in (f.get("supertypes") or [])]
    subs = [str(s) for s in (f.get("subtypes") or [])]
    pl = f.get("power_at_least")
    if pl is not None and not (sup or subs or f.get("colors") or f.get("types")):
        if eff.get("trailing") and subject == "it":  # "... on target creature you control if its power is 4 or
            return f"its power is {pl} or greater"     # greater" (Ent's Fury)
        # "Then if that creature has power 4 or greater" (Strider)
        return f"{'that creature' if subject == 'it' else subject} has power {pl} or greater"
    if subs:
        desc = ctx.with_article(" ".join(sup + [" or ".join(subs)]))
    elif sup and not (f.get("colors") or f.get("types")):
        desc = " and ".join(sup)
    else:
        desc = ctx.with_article(ctx.filter(f))
    return f"it's {desc}" if subject == "it" else f"{subject} is {desc}"


class If(Effect):
    name = "if"
    rule = "608.2c"
    params = {"condition": "the named condition that must hold (none if absent)",
              "died_subtypes": "for a dies trigger: the subtypes one of which the creature that died had (none if "
                               "absent)",
              "sacrificed_supertypes": "the supertypes what was sacrificed to cast the spell or activate the ability had (none if absent)",
              "negate": "the test is that the condition doesn't hold (\"if you don't control a legendary "
                        "creature\"; false if absent)",
              "leading_then": "text only: the sentence begins \"Then if\" (false if absent)",
              "you_sacrificed": "the test is that you sacrificed a permanent earlier in this resolution (the "
                                "sacrifice word's choice), named as the card says it (\"creature\"; none if absent)",
              "countered_supertypes": "the supertypes the spell this spell countered had, as it last existed on "
                                      "the stack (\"if it was a legendary spell\"; none if absent)",
              "filter": "a filter the object it refers to must match as it resolves, on the battlefield (none if "
                        "absent)",
              "what": "the object the filter asks about (a reference; the first target if absent)",
              "effects": "what is done when the test holds (nothing if absent)",
              "otherwise": "what is done when it doesn't (nothing if absent)",
              "instead": "text only: word it as '<otherwise>. If <test>, <effects> instead' (false if absent)",
              "trailing": "text only: word it as '<effects> if <test>. Otherwise, <otherwise>' (false if absent)",
              "then_word": "text only: begin with 'Then', a step after the one before (false if absent)",
              "instead_lead": "text only: word it as '<otherwise>. If <test>, instead <effects>' (false if absent)"}
    examples = (({"do": "if", "condition": "an_opponent_attacked_you_this_turn", "effects": [{"do": "draw", "n": 2}],
                  "otherwise": [{"do": "draw", "n": 1}]}, [],
                 "If an opponent attacked you this turn, draw two cards; otherwise, draw a card."),
                ({"do": "if", "instead": True, "died_subtypes": ["Goblin", "Orc"],
                  "effects": [{"do": "draw", "n": 2}], "otherwise": [{"do": "draw", "n": 1}]}, [],
                 "Draw a card. If that creature was a Goblin or Orc, draw two cards instead."),
                ({"do": "if", "instead": True, "sacrificed_supertypes": ["Legendary"],
                  "effects": [{"do": "draw", "n": 3}], "otherwise": [{"do": "draw", "n": 2}]}, [],
                 "Draw two cards. If the sacrificed creature was legendary, draw three cards instead."),
                ({"do": "if", "trailing": True, "condition": "chosen_player_didnt_attack_you",
                  "effects": [{"do": "draw", "n": 1}], "otherwise": [{"do": "gain_life", "n": 3}]}, [],
                 "You draw a card if they didn't attack you that turn. Otherwise, you gain 3 life."),
                ({"do": "if", "leading_then": True, "negate": True, "condition": "control_legendary_creature",
                  "effects": [{"do": "put_in_library", "from": "hand", "position": "bottom"}]}, [],
                 "Then if you don't control a legendary creature, put a card from your hand on the bottom of your "
                 "library."),
                ({"do": "if", "you_sacrificed": "creature", "effects": [{"do": "draw", "n": 1}]}, [],
                 "If you sacrificed a creature this way, draw a card."),
                ({"do": "if", "countered_supertypes": ["Legendary"], "effects": [{"do": "ring_tempts"}]}, [],
                 "If it was a legendary spell, the Ring tempts you."),
                ({"do": "if", "filter": {"what": "creature", "supertypes": ["Legendary"]},
                  "effects": [{"do": "pump", "also": True, "keywords": ["trample"]}]}, [{"what": "creature"}],
                 "If target creature is legendary, it also gains trample until end of turn."),
                ({"do": "if", "then_word": True, "filter": {"what": "creature", "power_at_least": 4},
                  "effects": [{"do": "pump", "keywords": ["first strike"]}]}, [{"what": "creature"}],
                 "Then if target creature has power 4 or greater, it gains first strike until end of turn."),
                ({"do": "if", "trailing": True, "filter": {"what": "creature", "power_at_least": 4},
                  "effects": [{"do": "put_counters", "kind": "+1/+1"}]}, [{"what": "creature"}],
                 "Put a +1/+1 counter on target creature if its power is 4 or greater."))

    def check(self, eff: dict) -> str | None:
        if eff.get("negate"):
            from ..conditions.registry import BY_NAME as _conditions

            w = _conditions.get(str(eff.get("condition")))
            if w is None or w.text_not() is None:
                return "negate needs a condition whose word says its negated text (text_not)"
        f = eff.get("filter")
        return filter_fault(f) if f is not None else None

    def ai_now(self, g: "Game", eff: Any, source: str, you: str) -> list[Any]:
        """The branch its test picks if it resolved now (no targets, no record of earlier effects: as on a board
        where the ability's source is what the test reads, Lost Isle Calling's verse counters)."""
        from ..engine.objects import Frame

        fr = Frame("resolve", you, [], vars={"source": source})
        return list(eff.get("effects" if _holds(g, fr, eff) else "otherwise") or [])

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        ctx = fr.ctx
        if "branch" not in ctx:
            ctx["branch"] = "effects" if _holds(g, fr, eff) else "otherwise"
            ctx["j"] = 0
            ctx["sub"] = {}
        return run_nested(g, fr, list(eff.get(ctx["branch"]) or []))

    def text(self, eff: Any, ctx: Any) -> str:
        # "instead" writes the otherwise branch first: it is the one that names the target in full
        first = _sub_text(eff["otherwise"], ctx) if eff.get("otherwise") and eff.get("instead") else ""
        # a trailing test follows what it does, which names the target first ("Put a +1/+1 counter on target
        # creature you control if its power is 4 or greater")
        said = _sub_text(eff.get("effects"), ctx) if eff.get("trailing") else None
        tests = []
        if eff.get("condition") and eff.get("negate"):
            from ..conditions.registry import BY_NAME as _conditions

            tests.append(str(_conditions[eff["condition"]].text_not()))  # the condition word's negated text
        elif eff.get("condition"):
            tests.append(ctx.condition(eff["condition"]))  # the condition word's own text
        if eff.get("filter") is not None:
            tests.append(_is(eff, ctx))
        if eff.get("sacrificed_supertypes"):
            tests.append("the sacrificed creature was " + " ".join(str(x).lower() for x in eff["sacrificed_supertypes"]))
        if eff.get("you_sacrificed"):
            tests.append(f"you sacrificed {_a(str(eff['you_sacrificed']))} this way")
        if eff.get("countered_supertypes"):
            tests.append(f"it was {_a(' '.join(str(x).lower() for x in eff['countered_supertypes']))} spell")
        if eff.get("died_subtypes"):
            tests.append("that creature was " + _a(" or ".join(eff["died_subtypes"])))  # "a Goblin or Orc"
        then = said if said is not None else _sub_text(eff.get("effects"), ctx)
        if eff.get("otherwise") and eff.get("instead_lead"):
            # "Search ... for up to two ... If you control a creature with power 4 or greater, instead search ..."
            return f"{_sub_text(eff['otherwise'], ctx)}. If {' and '.join(tests)}, instead {then}"
        if eff.get("otherwise") and eff.get("instead"):
            # "Put a +1/+1 counter on it. If that creature was an Orc, put two +1/+1 counters on it instead."
            return f"{first}. If {' and '.join(tests)}, {then} instead"
        if eff.get("trailing"):
            # "you draw a card if they didn't attack you that turn. Otherwise, create ..." (Faramir)
            first = then.split(" ", 1)[0]
            # "you draw a card if they didn't ..." (Faramir); a test of the target reads "Put ... if its power ..."
            if ctx.imperative(first) and eff.get("filter") is None:
                then = f"you {then}"
            text = f"{then} if {' and '.join(tests)}"
            if eff.get("otherwise"):
                text += f". Otherwise, {_sub_text(eff['otherwise'], ctx)}"
            return text
        text = f"{'then if' if eff.get('leading_then') else 'if'} {' and '.join(tests)}, {then}"
        if eff.get("otherwise"):
            text += f"; otherwise, {_sub_text(eff['otherwise'], ctx)}"
        return f"then {text}" if eff.get("then_word") else text
