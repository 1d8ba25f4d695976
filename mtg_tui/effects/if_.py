"""If: a conditional branch, "if <test>, <effects>; otherwise, <effects>" (608.2c).  The test is a named
condition, the subtypes of the creature that died for a "dies" trigger (by its last known information,
608.2h), or whether an object the effect refers to matches a filter as it resolves ("If it's legendary, it also
gains trample", Gimli's Fury); ``instead`` words it as "<otherwise>. If <test>, <effects> instead" (text only)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import on_battlefield, refs, run_nested
from .base import Effect

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


def _holds(g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
    cond = eff.get("condition")
    if cond is not None:
        if not g.check_condition(cond, fr.vars.get("source"), fr.controller):
            return False
    f = eff.get("filter")
    if f is not None:
        src = fr.vars.get("source")
        if not any(on_battlefield(g, t) and g.matches(t, f, src, fr.controller)
                   for t in refs(g, fr, eff.get("what", "target"))):
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
              "filter": "a filter the object it refers to must match as it resolves, on the battlefield (none if "
                        "absent)",
              "what": "the object the filter asks about (a reference; the first target if absent)",
              "effects": "what is done when the test holds (nothing if absent)",
              "otherwise": "what is done when it doesn't (nothing if absent)",
              "instead": "text only: word it as '<otherwise>. If <test>, <effects> instead' (false if absent)",
              "trailing": "text only: word it as '<effects> if <test>. Otherwise, <otherwise>' (false if absent)"}
    examples = (({"do": "if", "condition": "an_opponent_attacked_you_this_turn", "effects": [{"do": "draw", "n": 2}],
                  "otherwise": [{"do": "draw", "n": 1}]}, [],
                 "If an opponent attacked you this turn, draw two cards; otherwise, draw a card."),
                ({"do": "if", "instead": True, "died_subtypes": ["Goblin", "Orc"],
                  "effects": [{"do": "draw", "n": 2}], "otherwise": [{"do": "draw", "n": 1}]}, [],
                 "Draw a card. If that creature was a Goblin or an Orc, draw two cards instead."),
                ({"do": "if", "trailing": True, "condition": "chosen_player_didnt_attack_you",
                  "effects": [{"do": "draw", "n": 1}], "otherwise": [{"do": "gain_life", "n": 3}]}, [],
                 "You draw a card if they didn't attack you that turn. Otherwise, you gain 3 life."),
                ({"do": "if", "filter": {"what": "creature", "supertypes": ["Legendary"]},
                  "effects": [{"do": "pump", "also": True, "keywords": ["trample"]}]}, [{"what": "creature"}],
                 "If target creature is legendary, it also gains trample until end of turn."))

    def check(self, eff: dict) -> str | None:
        f = eff.get("filter")
        if f is not None:
            from pydantic import ValidationError

            from ..cards.schema import Filter
            try:
                Filter.model_validate(f)
            except ValidationError as e:
                err = e.errors()[0]
                where = ".".join(str(x) for x in ("filter", *err["loc"]))
                return f"parameter {where!r}: {err['msg']}"
        return None

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
        tests = []
        if eff.get("condition"):
            tests.append(ctx.condition(eff["condition"]))  # the condition word's own text
        if eff.get("filter") is not None:
            tests.append(_is(eff, ctx))
        if eff.get("died_subtypes"):
            tests.append("that creature was " + " or ".join(_a(s) for s in eff["died_subtypes"]))
        then = _sub_text(eff.get("effects"), ctx)
        if eff.get("otherwise") and eff.get("instead"):
            # "Put a +1/+1 counter on it. If that creature was an Orc, put two +1/+1 counters on it instead."
            return f"{first}. If {' and '.join(tests)}, {then} instead"
        if eff.get("trailing"):
            # "you draw a card if they didn't attack you that turn. Otherwise, create ..." (Faramir)
            first = then.split(" ", 1)[0]
            if ctx.imperative(first):
                then = f"you {then}"
            text = f"{then} if {' and '.join(tests)}"
            if eff.get("otherwise"):
                text += f". Otherwise, {_sub_text(eff['otherwise'], ctx)}"
            return text
        text = f"if {' and '.join(tests)}, {then}"
        if eff.get("otherwise"):
            text += f"; otherwise, {_sub_text(eff['otherwise'], ctx)}"
        return text
