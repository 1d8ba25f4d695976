"""The effect words by name: every module of this package but ``base`` and ``registry`` holds one.

A new effect is one new module here (found by its place: nothing to list); ``BY_NAME`` maps a card file's
``do`` to the word, ``check`` validates an effect dict of a card file, and loading this module hands each
word's ``run`` to the engine's resolution loop (``engine.effects.RUN``).
"""

from __future__ import annotations

from typing import Any, Final

from ..engine.data import Data
from ..engine import effects as _engine
from .. import discover
from . import __path__ as _here
from .base import Effect


#: every effect word, by module name
ALL: Final[tuple[Effect, ...]] = discover.words(__package__, _here, Effect)
BY_NAME: Final[dict[str, Effect]] = {w.name: w for w in ALL}
_engine.RUN.update({w.name: w.run for w in ALL})


def word(eff: Any) -> Effect | None:
    """The word an effect dict uses, or None (an engine procedure, or not an effect)."""
    return BY_NAME.get(str(eff.get("do"))) if isinstance(eff, (dict, Data)) else None


#: parameters any effect accepts (text only): ``paragraph``, the effect starts a new paragraph of the rules
#: text ("Return target spell to its owner's hand.\nDraw a card.": a spell printed in two paragraphs);
#: ``joined``, it is said in the sentence of the effect before it: ", then ..." ("Scry 3, then you may reveal the
#: top card of your library") or, with "and", " and ..." ("remove Bill Ferny from combat and create three
#: Treasure tokens") or, with "sentence", in a sentence of its own that begins "Then" ("Gain control of ... .
#: Then the Ring tempts you."); ``then_word``, its sentence begins with "Then"; ``that``, what it names again is
#: "that creature" rather than "it"
COMMON_PARAMS: Final = {"paragraph": "text only: it starts a new paragraph of the rules text (false if absent)",
                        "joined": "text only: it is said in the sentence of the effect before it, after ', then' "
                                  "(true) or after 'and' (\"and\"), or in its own sentence after 'Then' "
                                  "(\"sentence\"; false if absent)",
                        "then_word": "text only: its sentence begins with 'Then', a step after the one before (\"Then "
                                     "create a Food token for each creature you control.\"; false if absent)",
                        "that": "text only: an object it names again is 'that creature' rather than 'it' (\"Untap "
                                "that creature.\"; false if absent)"}

#: the parameters of effects that take a number: an int, or the name of an amount word (mtg_tui/amounts)
AMOUNT_PARAMS: Final = ("n", "amount", "power", "toughness", "pay_life", "for_each")


def _check_words(eff: dict) -> str | None:
    """An unknown amount or condition an effect names (in its parameters or its reflexive targets), or None."""
    from ..amounts.registry import check as check_amount
    from ..conditions.registry import check as check_condition

    for key in AMOUNT_PARAMS:
        err = check_amount(eff.get(key))
        if err:
            return f"effect {eff.get('do')!r}: parameter {key!r}: {err}"
    err = check_condition(eff.get("condition"))
    if err:
        return f"effect {eff.get('do')!r}: parameter 'condition': {err}"
    for i, t in enumerate((eff.get("then") or {}).get("targets", []) or []):
        for key in ("power_at_most", "mv_at_most"):
            err = check_amount(t.get(key)) if isinstance(t, (dict, Data)) else None
            if err:
                return f"effect {eff.get('do')!r}: then.targets[{i}].{key}: {err}"
    return None


def check(eff: Any) -> str | None:
    """What is wrong with an effect of a card file (and the effects it holds), or None."""
    if not isinstance(eff, dict):
        return f"expected an effect table ({{do = ...}}), got {eff!r}"
    err = _check_words(eff)
    if err:
        return err
    w = BY_NAME.get(str(eff.get("do")))
    if w is None:
        return f"unknown effect {eff.get('do')!r}; known: {', '.join(sorted(BY_NAME))}"
    allowed = set(w.params) | {"do"} | set(COMMON_PARAMS)
    extra = set(eff) - allowed
    if extra:
        return (f"effect {w.name!r} has no parameter {sorted(extra)[0]!r}; expected "
                f"{', '.join(sorted(w.params)) or 'none'}")
    err = w.check(eff)
    if err:
        return f"effect {w.name!r}: {err}"
    subs = list(eff.get("effects", []) or []) + list((eff.get("then") or {}).get("effects", []) or [])
    for sub in subs:
        err = check(sub)
        if err:
            return err
    return None
