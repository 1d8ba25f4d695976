"""The trigger modes, one class each (see base.py for the parts).  Their text is what cards/render.py wrote
before the modes existed, word for word (tests/test_render.py, tests/test_card_files.py)."""

from __future__ import annotations

from typing import Any

from .base import EventUse, TriggerMode


def _r() -> Any:
    """cards/render.py's phrase helpers (imported when first asked: render imports this package)."""
    from ..cards import render
    return render


def _me(card: Any) -> str:
    return str(_r().short_name(card))


class Enters(TriggerMode):
    name = "enters"
    rule = "603.6a"
    listens = "zone"
    matches = "self, or a filter on the object that entered (controller, types, supertypes, subtypes, other)"
    hint = "a permanent enters the battlefield"

    def text(self, card: Any, use: EventUse, trig: dict) -> str:
        if use.self_only:
            return f"When {_me(card)} enters"
        return _self_or_filter(card, trig, "enters")


class Dies(TriggerMode):
    name = "dies"
    rule = "700.4"
    listens = "zone"
    matches = "self, or a filter on the creature that died, as it last existed (controller, subtypes, other)"
    hint = "a creature is put into a graveyard from the battlefield"

    def text(self, card: Any, use: EventUse, trig: dict) -> str:
        if use.self_only:
            return f"When {_me(card)} dies"
        return _self_or_filter(card, trig, "dies")


class PutIntoGraveyard(TriggerMode):
    name = "put into a graveyard"
    rule = "603.6c"
    listens = "zone"
    matches = "self: the object is put into a graveyard from the battlefield (a creature or not)"
    hint = "this permanent is put into a graveyard from the battlefield"

    def text(self, card: Any, use: EventUse, trig: dict) -> str:
        return f"When {_me(card)} is put into a graveyard from the battlefield"


class Leaves(TriggerMode):
    name = "leaves"
    rule = "603.6c"
    listens = "zone"
    matches = "self: the object leaves the battlefield for any zone (looks back in time, 603.10a)"
    hint = "this permanent leaves the battlefield"

    def text(self, card: Any, use: EventUse, trig: dict) -> str:
        return f"When {_me(card)} leaves the battlefield"


class Attacks(TriggerMode):
    name = "attacks"
    rule = "508.3a"
    listens = "attack"
    matches = "self, or one or more attackers matching a filter that attack a player"
    hint = "creatures are declared as attackers"

    def text(self, card: Any, use: EventUse, trig: dict) -> str:
        if use.self_only:
            return f"Whenever {_me(card)} attacks"
        f = dict(trig.get("filter") or {})
        return f"Whenever one or more {_r().describe_filter(f, plural=True, card=card)} attack a player"


class Blocks(TriggerMode):
    name = "blocks"
    rule = "509.3c"
    listens = "block"
    matches = "self: the object is declared as a blocker"
    hint = "this creature blocks"

    def text(self, card: Any, use: EventUse, trig: dict) -> str:
        return f"Whenever {_me(card)} blocks"


class StepBegins(TriggerMode):
    name = "step begins"
    rule = "603.2"
    listens = "step"
    matches = "the step (upkeep, end step, beginning of combat); whose: 'you' (your turn's) or 'each'"
    hint = "a step begins"

    _TEXT = {"upkeep": ("At the beginning of each upkeep", "At the beginning of your upkeep"),
             "end": ("At the beginning of each end step", "At the beginning of your end step"),
             "beginning_of_combat": ("At the beginning of each combat", "At the beginning of combat on your turn")}

    def text(self, card: Any, use: EventUse, trig: dict) -> str:
        each, yours = self._TEXT[use.opts["step"]]
        return each if trig.get("whose", "you") == "each" else yours


class Cast(TriggerMode):
    name = "cast"
    rule = "601.2i"
    listens = "cast"
    matches = "you cast a spell; filter: the spell's qualities (historic)"
    hint = "you cast a spell"

    def text(self, card: Any, use: EventUse, trig: dict) -> str:
        r = _r()
        f = dict(trig.get("filter") or {})
        # the engine reads only the spell's qualities here (historic, ...), not 'what'
        f["what"] = "spell"
        f.pop("controller", None)
        return f"Whenever you cast {r._a(r.describe_filter(f, card=card))}"


class Draws(TriggerMode):
    name = "draws"
    rule = "121.2"
    listens = "draw"
    matches = "who draws (you or an opponent) and when (during an opponent's turn; not the first in a draw step)"
    hint = "a player draws a card"

    def text(self, card: Any, use: EventUse, trig: dict) -> str:
        if use.opts["who"] == "opponent":
            return "Whenever an opponent draws a card except the first one they draw in each of their draw steps"
        return "Whenever you draw a card during an opponent's turn"


class RingTempts(TriggerMode):
    name = "the Ring tempts you"
    rule = "701.52"
    listens = "ring"
    matches = "the Ring tempts you; filter (optional): the creature you chose as your Ring-bearer"
    hint = "the Ring tempts you"

    def text(self, card: Any, use: EventUse, trig: dict) -> str:
        lead = "Whenever the Ring tempts you"
        if trig.get("filter"):
            return f"{lead}, if you chose {_bearer(card, dict(trig['filter']))} as your Ring-bearer"
        return lead


class RingBearerChosen(TriggerMode):
    name = "a Ring-bearer is chosen"
    rule = "701.52a"
    listens = "ring"
    matches = "you choose a Ring-bearer"
    hint = "you choose a creature as your Ring-bearer"

    def text(self, card: Any, use: EventUse, trig: dict) -> str:
        who = _bearer(card, dict(trig["filter"])) if trig.get("filter") else "a creature"
        return f"Whenever you choose {who} as your Ring-bearer"


class TokenCreated(TriggerMode):
    name = "a token is created"
    rule = "111.1"
    listens = "token"
    matches = "you create a token"
    hint = "you create a token"

    def text(self, card: Any, use: EventUse, trig: dict) -> str:
        return "Whenever you create a token"


class Cycle(TriggerMode):
    name = "cycle"
    rule = "702.29"
    listens = "cycle"
    matches = "you cycle a card"
    hint = "you cycle a card"

    def text(self, card: Any, use: EventUse, trig: dict) -> str:
        return "Whenever you cycle a card"


def _self_or_filter(card: Any, trig: dict, verb: str) -> str:
    """'Whenever a creature you control enters'; 'Whenever Frodo or another Halfling you control dies' when the
    card itself matches the filter and the filter doesn't say 'other'."""
    r = _r()
    f = dict(trig.get("filter") or {})
    if not f.get("other") and r._card_matches(card, f):
        f["other"] = True
        return f"Whenever {_me(card)} or {r.describe_filter(f, card=card)} {verb}"
    return f"Whenever {r._a(r.describe_filter(f, card=card))} {verb}"


def _bearer(card: Any, f: dict) -> str:
    """'a creature', 'a legendary creature', 'a creature other than Gandalf'."""
    r = _r()
    other = f.pop("other", False)
    f.pop("controller", None)
    text = r._a(r.describe_filter(f, card=card))
    return f"{text} other than {_me(card)}" if other else text
