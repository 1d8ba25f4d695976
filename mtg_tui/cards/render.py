"""Rules text rendered from card definitions: the text players read is never typed twice.

Each effect word writes its own clause (``mtg_tui/effects``: ``Effect.text(eff, ctx)``); hooks carry their
own text (``effects.HOOK_TEXT``).  This module puts the clauses together into abilities and cards, and gives
the words their context, ``Ctx`` (what ``mtg_tui/effects/base.py``'s ``Phrasing`` lists).

A word's text is one clause, without the final period; the first letter is
capitalised for it.  ``ctx.obj(ref)`` / ``ctx.subj(ref)`` name what an effect
refers to ("target creature" the first time, "it" after), ``ctx.verb(ref, "get",
"gets")`` agrees a verb with it, ``ctx.amount(v)`` turns an amount expression
into words ("3", "X" plus a "where X is ..." clause).  Named amounts and cost
reductions read from their words (``mtg_tui/amounts``: ``text()``, ``reduction()``), conditions from
theirs (``mtg_tui/conditions``: ``text()``), rule flags from ``FLAG_TEXT``, trigger events from their
modes (``mtg_tui/trigger_modes``).  Anything unknown is
still rendered, in plain words made from its name: rendering never fails.

A card file's ``text`` (on an ability) is appended to what the definition renders
to, less the sentences the rendering already says.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from ..engine.data import Data
from ..engine.effects import HOOK_TEXT
from ..keywords import registry as _keywords
from ..trigger_modes import registry as _trigger_modes

# ---------------------------------------------------------------------- words
_COLOR = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green", "C": "colorless"}
_NUM = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"]
_ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV", 5: "V", 6: "VI"}
MINUS = "\u2212"  # the minus sign printed on loyalty abilities

def _amount_for_each(v: Any) -> str | None:
    """What a named amount counts, after "for each" (``Amount.for_each()``), or None."""
    if not isinstance(v, str) or v.lower() == "x":
        return None
    from ..amounts.registry import word
    w = word(v)
    return w.for_each() if w is not None else None


def amount_words(v: Any) -> str | None:
    """A named amount in words, as "X is ..." reads them (``Amount.text()``; CARDNAME and TARGET not yet
    replaced), or None when ``v`` names no amount word (a number, "x", an unknown name)."""
    if not isinstance(v, str) or v.lower() == "x":
        return None
    from ..amounts.registry import word
    w = word(v)
    return w.text() if w is not None else None


def _condition_words(cond: str) -> str:
    """A named condition in words (``Condition.text()``), or its name in plain words when no word has it."""
    from ..conditions.registry import BY_NAME
    w = BY_NAME.get(cond)
    return w.text() if w is not None else _words(cond)


#: Rule flags (continuous effects the combat and untap rules read): (one object, several objects).
FLAG_TEXT: dict[str, tuple[str, str]] = {
    "cant_attack": ("can't attack", "can't attack"),
    "cant_block": ("can't block", "can't block"),
    "cant_attack_or_block": ("can't attack or block", "can't attack or block"),
    "must_be_blocked": ("must be blocked if able", "must be blocked if able"),
    "max_one_blocker": ("can't be blocked by more than one creature", "can't be blocked by more than one creature"),
    "unblockable": ("can't be blocked", "can't be blocked"),
    "min_three_blockers": ("can't be blocked except by three or more creatures",
                           "can't be blocked except by three or more creatures"),
    "ward_1": ("has ward {1}", "have ward {1}"),
    "ward_2": ("has ward {2}", "have ward {2}"),
    "only_legendary_blockers": ("can't be blocked except by legendary creatures",
                                "can't be blocked except by legendary creatures"),
    "untap_for_counter": ('has "If this creature would untap during your untap step, remove a +1/+1 counter from '
                          'it instead. If you do, untap it."',
                          'have "If this creature would untap during your untap step, remove a +1/+1 counter from '
                          'it instead. If you do, untap it."'),
    "no_untap": ("doesn't untap during its controller's untap step",
                 "don't untap during their controllers' untap steps"),
    "damage_by_toughness": ("assigns combat damage equal to its toughness rather than its power",
                            "assign combat damage equal to their toughness rather than their power"),
}

#: The rule flags that give ward (statics/ward.py's ``granted_flags``), said with the keywords they come with
_WARD_FLAGS: dict[str, str] = {"ward_1": "ward {1}", "ward_2": "ward {2}"}

#: Rule flags that last "this turn", worded as the cards word them when the words "this turn" go inside
#: ("must be blocked this turn if able"); any other flag is followed by "this turn".
FLAG_THIS_TURN: dict[str, str] = {
    "must_be_blocked": "must be blocked this turn if able",
    "max_one_blocker": "can't be blocked by more than one creature each combat this turn",
}

#: Durations of continuous effects.
DURATION_TEXT: dict[str, str] = {
    "eot": "until end of turn",
    "while_source": "for as long as you control CARDNAME",
    "until_your_next_turn": "until your next turn",  # (611.2a: ends as that turn begins, game.py)
    "permanent": "",
    "forever": "",
}

#: Steps a delayed trigger can wait for (the engine's step names).
STEP_TEXT: dict[str, str] = {
    "upkeep": "upkeep", "draw": "draw step", "main1": "precombat main phase",
    "beginning_of_combat": "beginning of combat", "declare_attackers": "declare attackers step",
    "declare_blockers": "declare blockers step", "end_of_combat": "end of combat",
    "main2": "postcombat main phase", "end": "end step", "end_step": "end step", "cleanup": "cleanup step",
}

#: What an effect's reference to a value remembered during resolution means (``effects.refs``).
REF_TEXT: dict[str, str] = {
    "new": "it", "created": "those tokens", "found": "that card", "amassed": "the amassed Army",
    "entered": "that creature", "died": "that creature", "spell": "that spell", "drawer": "that player",
    "bearer": "your Ring-bearer", "ring_bearer": "your Ring-bearer", "token": "that token",
    "blocker": "the blocking creature", "blockers": "each creature blocking it", "target_player_controller": "its controller",
    "died_controller": "that creature's controller",
    "others_of_target_controller": "each other creature with the same controller",
    "damaged": "that creature", "warded": "that spell or ability", "targeted": "it",
    "equipped": "equipped creature", "enchanted": "enchanted creature", "attached_to": "that creature",
    "combatant": "that creature", "attacker": "that creature",
    "you": "you", "each_opponent": "each opponent", "each_player": "each player", "each_creature": "each creature",
}

_IRREGULAR = {"Elf": "Elves", "Dwarf": "Dwarves", "Wolf": "Wolves", "Mouse": "Mice", "Ox": "Oxen",
              "Fungus": "Fungi", "Thief": "Thieves", "Army": "Armies", "Food": "Foods", "Treefolk": "Treefolk",
              "any target": "any target"}


def _num(n: int) -> str:
    return _NUM[n] if 0 <= n < len(_NUM) else str(n)


def _plural(noun: str) -> str:
    if noun in _IRREGULAR:
        return _IRREGULAR[noun]
    if noun.endswith("y") and noun[-2:-1] not in "aeiou":
        return noun[:-1] + "ies"
    if noun.endswith(("s", "x", "ch", "sh")):
        return noun + "es" if not noun.endswith("s") else noun
    return noun + "s"


def _an(word: str) -> str:
    """The indefinite article for ``word``."""
    w = word.lstrip("\"'(").lower()
    if w.startswith(("one", "uni", "use", "eu")):
        return "a"
    return "an" if w[:1] in "aeiou" and w[:1] else "a"


def _a(phrase_: str) -> str:
    if phrase_.startswith(("another ", "any ", "other ")):
        return phrase_
    return f"{_an(phrase_)} {phrase_}"


def _alts(words: list[str]) -> str:
    """"A", "A or B", "A, B, or C"."""
    words = [w for w in words if w]
    if len(words) <= 2:
        return " or ".join(words)
    return ", ".join(words[:-1]) + ", or " + words[-1]


def _and(words: list[str]) -> str:
    words = [w for w in words if w]
    if len(words) <= 2:
        return " and ".join(words)
    return ", ".join(words[:-1]) + ", and " + words[-1]


def _words(name: Any) -> str:
    """An internal name as plain words: 'first_strike_vs_orcs' -> 'first strike vs orcs'."""
    return " ".join(str(name).replace("_", " ").split())


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:] if s else s


_SELF_AS: dict[str, str] = {}  # while a token's abilities are quoted: "When this creature dies, ..."


def short_name(card) -> str:
    """How a card's text names itself: a legendary card by the part of its name before the comma."""
    name = getattr(card, "name", "this")
    if name in _SELF_AS:
        return _SELF_AS[name]
    if "Legendary" in (getattr(card, "supertypes", ()) or ()) and ", " in name:
        return name.split(", ")[0]
    return name


def _self_text(text: str, card) -> str:
    return text.replace("CARDNAME", short_name(card)).replace("~", short_name(card))


def _lower_first(s: str, card=None) -> str:
    """Lower the first letter of a clause that goes after a comma, unless it starts with a name."""
    if not s:
        return s
    names = [getattr(card, "name", None), short_name(card) if card is not None else None, "X "]
    if any(n and s.startswith(n) for n in names):
        return s
    first = s.split(" ", 1)[0]
    if len(first) > 1 and not first[1:].islower() and first[1:].isalpha():
        return s  # an acronym or a CamelCase name
    return s[:1].lower() + s[1:]


# ---------------------------------------------------------------------- what an ability refers to
@dataclass
class Ctx:
    """What a phrase needs to know: the card, and the targets of the ability being rendered."""

    card: object
    targets: list[dict] = field(default_factory=list)
    mentioned: set = field(default_factory=set)
    where: list[str] = field(default_factory=list)
    base_verbs: bool = False  # after "you may have ...": "have it get" rather than "have it gets"
    that: bool = False  # the effect being rendered says "that creature" for what was named before (``that``)

    @property
    def name(self) -> str:
        return short_name(self.card)

    # -- targets and references
    def spec(self, ref: str | None) -> dict | None:
        ref = ref or "target"
        if isinstance(ref, str) and ref.startswith("target") and (ref[6:].isdigit() or ref == "target"):
            i = int(ref[6:]) - 1 if ref[6:] else 0
            if 0 <= i < len(self.targets):
                return self.targets[i]
        return None

    def target(self, ref: str | None = "target") -> str:
        """The full description of a reference ("target creature", "each opponent", the card's name)."""
        ref = ref or "target"
        if not isinstance(ref, str):
            return "it"
        if ref == "self":
            return self.name
        if ref in ("target_player_controller",):
            return "its controller"
        if ref == "attached":
            return describe_filter({"attached": True}, card=self.card)
        if ref.startswith("target") and (ref[6:].isdigit() or ref == "target"):
            spec = self.spec(ref)
            if spec is not None and isinstance(spec.get("count"), str):
                self.amount(spec["count"])  # "up to X target creatures, where X is ..." (its clause ends the sentence)
            return describe_target(spec, self.card) if spec is not None else "target"
        if ref in REF_TEXT:
            return REF_TEXT[ref]
        return _words(ref)

    def plural(self, ref: str | None) -> bool:
        spec = self.spec(ref)
        if spec is not None:
            n = spec.get("count") or 1
            return isinstance(n, str) or n > 1  # a named amount: "up to X target creatures"
        return (ref or "") in ("created",)

    def obj(self, ref: str | None = "target") -> str:
        """A reference as an object: the full description the first time, a pronoun after."""
        ref = ref or "target"
        if ref == "self" and "self" in self.mentioned:
            return "it"
        spec = self.spec(ref)
        if spec is not None:
            if ref in self.mentioned or ("target" if ref == "target1" else ref) in self.mentioned:
                if self.that:  # "Untap that creature.", "Then that creature fights ..."
                    noun = _words(spec.get("what") or "permanent").replace("nonland ", "")
                    return f"those {_plural(noun)}" if self.plural(ref) else f"that {noun}"
                return "them" if self.plural(ref) else "it"
            self.mentioned.add("target" if ref == "target1" else ref)
        return self.target(ref)

    def subj(self, ref: str | None = "target") -> str:
        t = self.obj(ref)
        return "they" if t == "them" else t

    def verb(self, ref: str | None, base: str, third: str) -> str:
        """``base`` ("get") or ``third`` ("gets"), agreeing with what ``ref`` names."""
        if self.base_verbs:
            return base
        ref = ref or "target"
        if ref == "you" or self.plural(ref):
            return base
        return third

    # -- amounts
    def amount(self, v: Any) -> str:
        """An amount in figures: 3, X (with a "where X is ..." clause for named amounts)."""
        if v is None:
            return "1"
        if isinstance(v, bool):
            return str(int(v))
        if isinstance(v, int):
            return str(v)
        if isinstance(v, str) and v.lower() == "x":
            return "X"
        text = amount_words(v)
        text = _self_text(text, self.card) if text else ("a number" if not isinstance(v, str) else _words(v))
        if "TARGET" in text:
            o = self.obj("target")
            if o == "it" and (self.spec("target") or {}).get("what") in ("player", "opponent"):
                o = "that player"  # a player named before: "in that player's graveyard"
            text = text.replace("TARGET", o)
        clause = f"X is {text}"
        if clause not in self.where:
            self.where.append(clause)
        return "X"

    def count(self, v: Any, one: str, many: str | None = None, article: str = "a") -> str:
        """An amount of things in words: 'a card', 'two cards', 'X cards'."""
        many = many or _plural(one)
        if v is None:
            v = 1
        if isinstance(v, int) and not isinstance(v, bool):
            if v == 1:
                return f"{_an(one) if article == 'a' else article} {one}"
            return f"{_num(v)} {many}"
        each = self.for_each(v)
        if each:
            return f"{_an(one) if article == 'a' else article} {one} for each {each}"
        return f"{self.amount(v)} {many}"

    def for_each(self, v: Any) -> str | None:
        """What a named amount counts, after "for each" ("creature you control", "tapped creature target opponent
        controls": TARGET as the target is called here), or None (then "X ..., where X is ...")."""
        each = _amount_for_each(v)
        if each and "TARGET" in each:
            o = self.obj("target")
            if o == "it" and (self.spec("target") or {}).get("what") in ("player", "opponent"):
                o = "that player"
            each = each.replace("TARGET", o)
        return _self_text(each, self.card) if each else None

    def a(self, phrase_: str) -> str:
        """A noun phrase with its article: 'a Food', 'an artifact', 'another creature' (as it is)."""
        return _a(phrase_)

    def duration(self, d: str | None, default: str = "eot") -> str:
        d = default if d is None else d
        if d in DURATION_TEXT:
            return _self_text(DURATION_TEXT[d], self.card)
        return _words(d)

    # -- what the effect words' text() use (mtg_tui/effects/base.py, Phrasing)
    def player_does(self, who: str | None, base: str, third: str, rest: str) -> str:
        """'draw two cards' (you), 'each opponent loses 2 life' (someone else); ``who = "you"`` written out in the
    card file: 'you create a Treasure token' (the printed text names you, Spiteful Banditry)."""
        return _player_does(self, who, base, third, rest)

    def filter(self, f: dict | None, plural: bool = False) -> str:
        return describe_filter(f or {}, plural=plural, card=self.card)

    def token(self, name: str, n: Any, tapped: bool = False) -> str:
        return token_text(name, n, self, tapped)

    def mana(self, mana: Any) -> str:
        return mana_text(mana)

    def grants(self, plural: bool, power: Any, toughness: Any, keywords, flags, gain: str = "gain") -> list[str]:
        return _grants(self, plural, power, toughness, keywords, flags, gain)

    def pump(self, subject: str, bits: list[str], duration: str) -> str:
        return _pump_text(subject, bits, duration)

    def clause(self, eff: dict) -> str:
        """One nested effect as a clause."""
        return effect_clause(eff, self)

    def effects(self, effects: list[dict]) -> str:
        """Nested effects as a clause to follow a comma (first letter lowered, no final period)."""
        return _in_words(effects, self)

    def sentences(self, effects: list[dict]) -> str:
        """Effects as whole sentences (each capitalised, with its period)."""
        return render_effects(effects, self)

    def nested(self, targets: list[dict] | None) -> "Ctx":
        """The context of an ability the effect holds (a reflexive trigger's own targets)."""
        return Ctx(self.card, list(targets or []))

    def condition(self, cond: str | None) -> str:
        return condition_text(cond, self.card)

    def lower_first(self, text: str) -> str:
        return _lower_first(text, self.card)

    def noun_plural(self, noun: str) -> str:
        return _plural(noun)

    def words(self, name: Any) -> str:
        """A name in plain words (``return_to_hand`` -> 'return to hand')."""
        return _words(name)

    def self_text(self, text: str) -> str:
        """CARDNAME in a text as the card's name."""
        return _self_text(text, self.card)

    def hook(self, name: str | None, n: Any = None) -> str:
        """A hook's rules text."""
        return hook_text(name, self.card, n)

    def imperative(self, verb: str) -> bool:
        """Whether a clause's first word is an order to the player ('draw', 'destroy'), so that "you may"
        can come before it."""
        return verb in _IMPERATIVE

    def with_article(self, text: str) -> str:
        """A noun phrase with its indefinite article: 'a Mountain card', 'an Island card'."""
        return _a(text)

    def step(self, when: str) -> str:
        """A step a delayed trigger waits for, in words ('end' -> 'end step')."""
        return STEP_TEXT.get(when, _words(when))

    def named_amount(self, v: Any) -> str | None:
        """A named amount's words ('ring_bearer_power' -> "your Ring-bearer's power"), or None."""
        text = amount_words(v)
        return _self_text(text, self.card) if text is not None else None


def condition_text(cond: str | None, card) -> str:
    if not cond:
        return ""
    return _self_text(_condition_words(cond), card)


# ---------------------------------------------------------------------- filters and targets
def _noun(f: dict, card=None) -> tuple[list[str], str]:
    """The alternatives a filter names and the word after them: (['Goblin', 'Orc'], ''), (['artifact'], 'card')."""
    what = f.get("what", "creature") or "creature"
    zone = f.get("zone", "battlefield") or "battlefield"
    base = {
        "any": "any target", "creature": "creature", "player": "player", "opponent": "opponent",
        "permanent": "permanent", "nonland_permanent": "nonland permanent", "land": "land", "artifact": "artifact",
        "enchantment": "enchantment", "planeswalker": "planeswalker", "spell": "spell",
        "creature_or_planeswalker": "creature or planeswalker", "card": "card",
    }.get(what, _words(what))
    types = [t.lower() for t in (f.get("types") or [])]
    subtypes = list(f.get("subtypes") or [])
    in_zone = zone in ("graveyard", "hand", "library") or what == "card"
    if what in ("player", "opponent", "any"):
        return [base], ""
    if what == "spell":
        return ([_alts(subtypes)] if subtypes else []) + ([_alts(types)] if types else []), "spell"
    if in_zone:
        if subtypes:
            return subtypes, "card"
        if types:
            return types, "card"
        if what == "card":
            return [], "card"
        return base.split(" or "), "card"
    if f.get("token"):  # "creature tokens", "Treasure tokens", "a token" (any permanent) (111.1)
        if what == "permanent" and not subtypes:
            return ["token"], ""
        return (subtypes or base.split(" or ")), "token"
    if subtypes:  # "Human", or with its card type, "Human creature"
        return subtypes, " ".join(types)
    if types and what in ("permanent", "card"):
        return types, ""
    return base.split(" or "), ""


def describe_filter(f: dict | None, plural: bool = False, card=None) -> str:
    """A filter as a noun phrase without an article: 'creature you control', 'other red creatures you control'."""
    f = dict(f or {})
    if f.get("any_of"):  # "another creature or a token" (each alternative with its article, after "a")
        xs = [dict(x) for x in f["any_of"]]
        ctrl = {x.get("controller", "any") for x in xs}
        plain = all(not any(v not in (None, False, [], "any") for k, v in x.items()
                                if k not in ("what", "controller", "zone", "owner")) for x in xs)
        if len(ctrl) == 1 and ctrl != {"any"} and plain:
            # "spell or nonland permanent an opponent controls" (Press the Enemy): one controller for both
            nouns = [describe_filter({"what": x.get("what", "creature")}, plural, card) for x in xs]
            tail = describe_filter({"what": "permanent", "controller": xs[0]["controller"]}, plural, card)
            return " or ".join(nouns) + tail[len(describe_filter({"what": "permanent"}, plural, card)):]
        alts = [describe_filter(x, plural, card) for x in f["any_of"]]
        return " or ".join([alts[0]] + [a if plural else _a(a) for a in alts[1:]])
    what = f.get("what", "creature") or "creature"
    if f.get("attached"):
        kind = "equipped" if card is not None and "Equipment" in getattr(card, "subtypes", ()) else "enchanted"
        noun = {"creature": "creature", "permanent": "permanent", "land": "land", "artifact": "artifact"}.get(
            what, "creature")
        return f"{kind} {_plural(noun) if plural else noun}"
    words: list[str] = []
    if f.get("tapped") is True:
        words.append("tapped")
    elif f.get("tapped") is False:
        words.append("untapped")
    if f.get("nonlegendary"):
        words.append("nonlegendary")
    if f.get("nontoken"):
        words.append("nontoken")
    if f.get("attacking"):
        words.append("attacking")
    sup = [s.lower() for s in (f.get("supertypes") or [])]
    if f.get("basic") and "basic" not in sup:
        sup.append("basic")
    words += sup
    if f.get("not_colors"):
        words.append(", ".join("non" + _COLOR.get(c, c.lower()) for c in f["not_colors"]))
    if f.get("colors"):
        words.append(_alts([_COLOR.get(c, c.lower()) for c in f["colors"]]))
    if f.get("historic"):
        words.append("historic")
    alts, tail = _noun(f, card)
    if f.get("token") is False:
        words.append("nontoken")
    if plural and what != "any":
        if tail:
            tail = _plural(tail)
        else:
            alts = [_plural(a) for a in alts]
    kws = [str(k) for k in (f.get("keywords") or [])]
    if kws:  # "creature with flying", "artifact, enchantment, or creature with flying"
        alts = [f"{a} with {_alts(kws)}" if a.startswith("creature") else a for a in alts]
    noun = " ".join(x for x in (_alts(alts), tail) if x)
    if plural and what == "spell" and len(f.get("types") or []) == 2:
        noun = noun.replace(" or ", " and/or ", 1)  # "any number of target instant and/or sorcery spells"
    if f.get("historic") and noun.startswith("nonland "):  # "nonland historic permanent", as printed
        words.insert(words.index("historic"), "nonland")
        noun = noun[len("nonland "):]
    text = " ".join(words + [noun])
    mvm = f.get("mv_at_most")
    if mvm is not None:  # 202.3: "with mana value 3 or less", "with equal or lesser mana value than that spell"
        if isinstance(mvm, int):
            text += f" with mana value {mvm} or less"
        else:
            amt_w = _self_text(amount_words(mvm) or _words(mvm), card)
            text += (f" with equal or lesser mana value than {amt_w.removesuffix(chr(39) + 's mana value')}"
                     if amt_w.endswith("'s mana value") else f" with mana value less than or equal to {amt_w}")
    zone = f.get("zone", "battlefield") or "battlefield"
    ctrl = f.get("controller", "any") or "any"
    owner = f.get("owner", "any") or "any"
    if zone == "graveyard":
        mine = ctrl == "you" or owner == "you"
        theirs = ctrl == "opponent"
        where = "your graveyard" if mine else ("an opponent's graveyard" if theirs else "a graveyard")
        text += f" from {where}"
        if plural and not mine:
            text = text.replace("a graveyard", "graveyards").replace("an opponent's graveyard",
                                                                      "your opponents' graveyards")
    if f.get("dealt_damage_this_turn"):
        text += " that was dealt damage this turn" if not plural else " that were dealt damage this turn"
    by = f.get("dealt_damage_this_turn_by")
    if by:  # "creature dealt damage this turn by a Spider you controlled" (as the source dealt it)
        src = _alts(list(by.get("subtypes") or [])) or "source"
        whose = {"you": " you controlled", "opponent": " an opponent controlled",
                 "not_you": " you didn't control"}.get(by.get("controller", "any") or "any", "")
        text += f" dealt damage this turn by {_a(src)}{whose}"
    if f.get("shares_color_with_legendary"):
        text += " that shares a color with a legendary creature you control" if not plural else \
            " that share a color with a legendary creature you control"
    if f.get("blocked_legendary"):
        text += " that blocked or was blocked by a legendary creature this turn" if not plural else \
            " that blocked or were blocked by a legendary creature this turn"
    if f.get("from_battlefield_this_turn"):
        text += " that was put there from the battlefield this turn" if not plural else \
            " that were put there from the battlefield this turn"
    if zone in ("battlefield", "stack") and what not in ("player", "opponent", "card") and not f.get("same_controller"):
        if ctrl == "you":
            text += " you control"
        elif ctrl == "opponent":
            text += " your opponents control" if plural else " an opponent controls"
        elif ctrl == "not_you":
            text += " you don't control"
        if owner == "you":
            text += " you own"
    if f.get("pt_at_most") is not None:
        text += f" with power or toughness {f['pt_at_most']} or less"
    pm = f.get("power_at_most")
    if pm is not None:
        if isinstance(pm, int):
            text += f" with power {pm} or less"
        else:
            amt = amount_words(pm) or _words(pm)
            text += f" with power less than or equal to {_self_text(amt, card)}"
    pl = f.get("power_at_least")
    if pl is not None:
        text += f" with power {pl} or greater"
    if f.get("lesser_power"):
        text += " with lesser power"
    if f.get("greater_power"):
        text += " with greater power"
    if f.get("same_controller"):
        text += " that player controls"
    if f.get("without"):
        text += " without " + " or ".join(str(k) for k in f["without"])
    if f.get("power_is_x"):
        text += " with power X"
    if f.get("other") and f.get("other_than_name"):  # "creature you control other than Rosie" (Rosie Cotton)
        text += f" other than {short_name(card) if card is not None else 'this'}"
    elif f.get("other"):
        text = ("other " if plural else "another ") + text
    return text


def describe_target(spec: dict | None, card=None) -> str:
    spec = spec or {}
    n = spec.get("count", 1) or 1
    if isinstance(n, str):  # a named amount, "up to X target creatures" (Ctx.target writes "where X is ...")
        n, num = 2, "X"  # (written in the plural, as X may be more than one)
    else:
        num = _num(n)
    if spec.get("what") == "any":
        if spec.get("up_to"):
            return f"up to {num} {'target' if n == 1 else 'targets'}"
        return "any target" if n == 1 else f"any {num} targets"
    base = describe_filter(spec, plural=n > 1, card=card)
    if base.startswith("another "):
        base, lead = base[len("another "):], ("other target" if spec.get("up_to") else "another target")
    elif base.startswith("other "):
        base, lead = base[len("other "):], "other target"
    else:
        lead = "other target" if spec.get("distinct") else "target"
    if spec.get("up_to") and n >= ANY_NUMBER:
        return f"any number of {lead} {base}"
    if spec.get("up_to"):
        return f"up to {num} {lead} {base}"
    if n > 1:
        return f"{num} {lead} {base}"
    return f"{lead} {base}"


#: a target's ``count`` (with ``up_to``) at least this reads "any number of target ..." (The Bath Song)
ANY_NUMBER = 99


def _card_matches(card, f: dict) -> bool:
    """Could the card itself match this filter (for "Whenever CARDNAME or another ... enters")?"""
    what = f.get("what", "creature") or "creature"
    types = set(getattr(card, "types", ()))
    need = {"creature": {"Creature"}, "land": {"Land"}, "artifact": {"Artifact"}, "enchantment": {"Enchantment"},
            "planeswalker": {"Planeswalker"}, "creature_or_planeswalker": {"Creature", "Planeswalker"}}.get(what)
    if need is not None and not (types & need):
        return False
    if what in ("player", "opponent", "spell", "card", "any"):
        return False
    if f.get("controller") in ("opponent", "not_you"):
        return False
    if any(s not in card.supertypes for s in (f.get("supertypes") or [])):
        return False
    if f.get("nonlegendary") and "Legendary" in card.supertypes:
        return False
    if f.get("subtypes") and not any(s in card.subtypes for s in f["subtypes"]):
        return False
    if f.get("colors") and not any(c in card.colors for c in f["colors"]):
        return False
    if f.get("not_colors") and any(c in card.colors for c in f["not_colors"]):
        return False
    if f.get("historic") and not card.historic:
        return False
    return True


# ---------------------------------------------------------------------- effects
def render_effects(effects: list[dict], ctx: Ctx) -> str:
    """Effects as sentences: "Draw two cards. You lose 2 life." ("" for none)."""
    clauses: list[tuple[str, str]] = []
    idx: list[int] = []  # each clause's effect
    for k, e in enumerate(effects or []):
        if not isinstance(e, (dict, Data)):
            continue
        text = effect_clause(e, ctx)
        if text:
            clauses.append((e.get("do", ""), text))
            idx.append(k)
    # "You draw two cards and you lose 2 life."; "Draw a card, then discard a card."
    merged: list[str] = []
    i = 0
    while i < len(clauses):
        do, text = clauses[i]
        if (do == "draw" and i + 1 < len(clauses) and clauses[i + 1][0] in ("lose_life", "gain_life")
                and text.startswith("draw ") and clauses[i + 1][1].startswith("you ")):
            merged.append(f"you {text} and {clauses[i + 1][1]}")
            i += 2
            continue
        # "Draw a card, then discard a card." (a loot: both yours, in this order)
        # "Each opponent loses 1 life and you gain 1 life." (a drain: one sentence, 119.3)
        if (do == "lose_life" and i + 1 < len(clauses) and clauses[i + 1][0] == "gain_life"
                and text.startswith("each opponent ") and clauses[i + 1][1].startswith("you ")):
            merged.append(f"{text} and {clauses[i + 1][1]}")
            i += 2
            continue
        if (do == "draw" and i + 1 < len(clauses) and clauses[i + 1][0] == "discard"
                and text.startswith("draw ") and clauses[i + 1][1].startswith("discard ")):
            merged.append(f"{text}, then {clauses[i + 1][1]}")
            i += 2
            continue
        # an effect ``joined`` to the one before: "Scry 3, then you may reveal the top card of your library.",
        # "Draw a card, then create a Food token."; with "and": "remove Bill Ferny from combat and create three
        # Treasure tokens"
        join = (effects[idx[i + 1]] or {}).get("joined") if i + 1 < len(clauses) else None
        if join == "sentence":  # "... for as long as you control Rangers of Ithilien. Then the Ring tempts you."
            merged.append(text)
            merged.append(f"then {_lower_first(clauses[i + 1][1], ctx.card)}")
            i += 2
            continue
        if join:
            merged.append(f"{text}{' and ' if join == 'and' else ', then '}{_lower_first(clauses[i + 1][1], ctx.card)}")
            i += 2
            continue
        # "Scry 2, then draw two cards." (Arwen's Gift, Lembas): an ability that begins with the scry (Hithlain
        # Knots' "Tap target creature. Scry 1." keeps its sentences, its draw in a paragraph of its own)
        if (do == "scry" and i == 0 and i + 1 < len(clauses) and clauses[i + 1][0] == "draw"
                and text.startswith("scry ") and clauses[i + 1][1].startswith("draw ")):
            merged.append(f"{text}, then {clauses[i + 1][1]}")
            i += 2
            continue
        # "Draw two cards and create a 1/1 white Human Soldier creature token." (Quarrel's End)
        if (do == "draw" and i + 1 < len(clauses) and clauses[i + 1][0] == "create_token"
                and text.startswith("draw ") and clauses[i + 1][1].startswith("create ")):
            merged.append(f"{text} and {clauses[i + 1][1]}")
            i += 2
            continue
        # "~ deals X damage to target creature and 1 damage to each other creature ..." (two damages, one source)
        if do == "damage" and i + 1 < len(clauses) and clauses[i + 1][0] == "damage":
            head, _, rest = text.partition(" deals ")
            nxt_head, _, nxt_rest = clauses[i + 1][1].partition(" deals ")
            if rest and nxt_rest and head == nxt_head:
                merged.append(f"{text} and {nxt_rest}")
                i += 2
                continue
        # "Then that creature gets +1/+1 until end of turn and fights target creature you don't control." (a pump
        # and a fight of the same creature, Ent's Fury)
        if (do == "pump" and i + 1 < len(clauses) and clauses[i + 1][0] == "fight"
                and clauses[i + 1][1].startswith("it fights ")):
            merged.append(f"{text} and {clauses[i + 1][1][3:]}")
            i += 2
            continue
        merged.append(text)
        i += 1
    return " ".join(("\n" + _sentence(t[1:])) if t.startswith("\n") else _sentence(t)
                    for t in merged).replace(" \n", "\n")


def _paragraphs(effects: list[dict]) -> list[list[dict]]:
    """A spell's effects in its printed paragraphs: an effect with ``paragraph`` (a parameter every effect
    takes) starts a new one, and so does a word that says ``own_paragraph`` (amass) after other effects."""
    parts: list[list[dict]] = [[]]
    words = _effect_words()
    for e in effects or []:
        w = words.get(e.get("do", "")) if isinstance(e, (dict, Data)) else None
        if parts[-1] and isinstance(e, (dict, Data)) and (
                e.get("paragraph") or (w is not None and getattr(w, "own_paragraph", False))):
            parts.append([])
        parts[-1].append(e)
    return parts


def _sentence(t: str) -> str:
    t = t.strip()
    if t.endswith(('."', '.)', ".'")):
        return _cap(t)
    t = t.rstrip(".").strip()
    return _cap(t) + "." if t else ""


def effect_clause(e: dict, ctx: Ctx) -> str:
    """One effect as a clause, never raising: its word's text, or its name in words."""
    name = e.get("do", "")
    saved, saved_that = ctx.where, ctx.that
    ctx.where = []
    ctx.that = bool(e.get("that"))
    try:
        w = _effect_words().get(name)
        text = w.text(e, ctx) if w is not None else _words(name)
        text = (text or "").strip()
        if e.get("then_word") and text and not text.lower().startswith("then "):
            text = "then " + text  # "Then create a Food token for each creature you control." (a later step)
        if isinstance(text, str) and ctx.where:
            text = text.rstrip(".") + ", where " + " and ".join(ctx.where)
    except Exception:  # noqa: BLE001 - a word's text must never break the card display
        text = _words(name)
    finally:
        ctx.where, ctx.that = saved, saved_that
    return text


def _effect_words() -> dict:
    from ..effects.registry import BY_NAME
    return BY_NAME


def hook_text(name: str | None, card, n: Any = None) -> str:
    text = HOOK_TEXT.get(name or "")
    if not text:
        return _words(name or "special effect")
    text = _self_text(text, card)
    if n is not None:
        text = text.replace("{n}", str(n))
    return text.strip()


def _in_words(effects: list[dict], ctx: Ctx) -> str:
    """Rendered effects as a clause to follow a comma: first letter lowered, final period dropped."""
    return _lower_first(render_effects(effects, ctx).rstrip("."), ctx.card)


def _player_does(ctx: Ctx, who: str | None, base: str, third: str, rest: str) -> str:
    if who == "you":
        return f"you {base} {rest}"
    who = who or "you"
    if who == "you":
        return f"{base} {rest}"
    if who == "you_and_target":  # "You and target opponent each create a Food token." (Oath of the Grey Host)
        return f"you and {ctx.obj('target')} each {base} {rest}"
    return f"{ctx.subj(who)} {ctx.verb(who, base, third)} {rest}"


def mana_text(mana: Any) -> str:
    """'BBB' -> '{B}{B}{B}'; 'any' -> 'one mana of any color'."""
    if mana is None:
        return "mana"
    if isinstance(mana, str) and mana.lower() == "any":
        return "one mana of any color"
    syms = list(mana) if not isinstance(mana, str) or "{" not in mana else None
    if syms is None:
        return mana
    out = []
    anys = 0
    for s in syms:
        s = str(s)
        if s.lower() == "any":
            anys += 1
        else:
            out.append("{" + s.upper() + "}")
    text = "".join(out)
    if anys:
        text = _and([text, f"{_num(anys)} mana of any color" if anys > 1 else "one mana of any color"])
    return text


def produce_text(produce: Any) -> str:
    """What a mana ability makes: 'G' -> '{G}', 'BR' -> '{B} or {R}' (one of them), 'any'."""
    if produce == "legendary_graveyard":  # The Grey Havens (engine/carddef.py's GRAVEYARD_LEGENDS)
        return "one mana of any color among legendary creature cards in your graveyard"
    if isinstance(produce, str) and produce.lower() != "any" and "{" not in produce and len(produce) > 1:
        return _alts(["{" + c.upper() + "}" for c in produce])
    return mana_text(produce)


def _grants(ctx: Ctx, plural: bool, power: Any, toughness: Any, keywords, flags, gain: str = "gain") -> list[str]:
    """The predicates of a pump: ['gets +3/+3', 'gains trample', "can't block"]."""
    plural = plural or ctx.base_verbs
    bits = []
    if power or toughness:
        ps = f"{power:+d}" if isinstance(power, int) else f"+{ctx.amount(power)}"
        ts = f"{toughness:+d}" if isinstance(toughness, int) else f"+{ctx.amount(toughness)}"
        # a change that lowers one and leaves the other is printed -3/-0 (as the cards print it)
        if ps.startswith("-") and toughness == 0:
            ts = "-0"
        if ts.startswith("-") and power == 0:
            ps = "-0"
        bits.append(("get " if plural else "gets ") + f"{ps}/{ts}")
    kws = [str(k) for k in (keywords or [])]
    fl = [str(x) for x in (flags or [])]
    if kws and any(x in _WARD_FLAGS for x in fl):  # "have deathtouch and ward {2}": ward is a keyword (702.21)
        kws += [_WARD_FLAGS[x] for x in fl if x in _WARD_FLAGS]
        fl = [x for x in fl if x not in _WARD_FLAGS]
    if kws:
        g = gain if plural else {"gain": "gains", "have": "has"}.get(gain, gain + "s")
        bits.append(f"{g} {_and(kws)}")
    return bits + flag_words(fl, plural)


def flag_words(flags: list[str], plural: bool) -> list[str]:
    """Rule flags as the cards say them: ["can't attack or block", "has ward {1}"] (``plural``: "have ...").  The
    card text and the game log (engine/effects.py pump_ids) both say them so."""
    fl = list(flags)
    if "cant_attack" in fl and "cant_block" in fl:
        fl = ["cant_attack_or_block"] + [x for x in fl if x not in ("cant_attack", "cant_block")]
    bits = []
    for x in fl:
        one, many = FLAG_TEXT.get(x, (None, None))
        if one is None:
            w = _words(x)
            if w.startswith(("can", "must", "doesn't", "don't")):
                one = many = w
            else:
                one, many = f"has {w}", f"have {w}"
        bits.append(many if plural else one)
    return bits


def _pump_text(subject: str, bits: list[str], dur: str) -> str:
    if not bits:
        return ""
    text = f"{subject} {_and(bits)}"
    return f"{text} {dur}" if dur else text


_TOKEN_DEPTH = [0]


def token_text(name: str, n: Any, ctx: Ctx, tapped: bool = False) -> str:
    """'a 3/3 green Beast creature token', 'two Food tokens', 'Smaug, a legendary 6/6 red Dragon ...'."""
    tok = None
    try:
        from .registry import registry
        tok = registry().find(name)
    except Exception:  # noqa: BLE001 - the registry may be loading, or the name unknown
        tok = None
    tap = "tapped " if tapped else ""
    if tok is None:
        return ctx.count(n, f"{tap}{name} token", f"{tap}{name} tokens")
    creature = "Creature" in tok.types
    words = []
    if "Legendary" in tok.supertypes:
        words.append("legendary")
    if creature and tok.power is not None:
        words.append(f"{tok.power}/{tok.toughness}")
    colors = tuple(tok.colors)
    if creature:
        words.append(_and([_COLOR[c] for c in colors if c in _COLOR]) if colors else "colorless")
    elif colors:
        words.append(_and([_COLOR[c] for c in colors if c in _COLOR]))
    words += list(tok.subtypes)
    words += [t.lower() for t in tok.types]
    if not creature and tok.name in tok.subtypes:
        words = [w for w in words if w not in ("artifact", "enchantment", "land")] or words
    desc = " ".join(words)
    extras = []
    extras += [_kw_text(k) for k in _KW_ORDER if k in tok.keywords]  # one list: 'flying, haste, and "When ..."'
    if creature and _TOKEN_DEPTH[0] < 2:
        _TOKEN_DEPTH[0] += 1
        _SELF_AS[tok.name] = "this creature"
        try:
            lines = [ln for ab in tok.abilities for ln in [render_ability(tok, ab)] if ln]
        finally:
            _TOKEN_DEPTH[0] -= 1
            _SELF_AS.pop(tok.name, None)
        extras += [f'"{ln}"' for ln in lines]
    with_ = f" with {_and(extras)}" if extras else ""
    named = " ".join(tok.subtypes) != tok.name and creature
    if named:
        body = f"{tap}{desc} token{with_}"
        if isinstance(n, int) and n == 1 and "Legendary" in tok.supertypes:
            return f"{tok.name}, {_a(body)}"  # "Smaug, a legendary 6/6 red Dragon creature token"
        return f"{ctx.count(n, body, tap + desc + ' tokens' + with_)} named {tok.name}"
    return ctx.count(n, f"{tap}{desc} token{with_}", f"{tap}{desc} tokens{with_}")


_IMPERATIVE = ("draw", "destroy", "counter", "discard", "add", "create", "untap", "tap", "put", "attach", "gain",
               "return", "exile", "shuffle", "mill", "scry", "search", "sacrifice", "amass", "look", "reveal",
               "choose", "pay", "lose", "deal", "fight", "copy", "cast", "play", "investigate", "proliferate")


# ---------------------------------------------------------------------- costs, triggers, abilities
def cost_text(card, ab: dict) -> str:
    """'{1}, {T}, Sacrifice Mind Stone' (no colon); '' for a cost of nothing."""
    from ..costs.registry import written

    parts = []
    if ab.get("cost"):
        parts.append(ab["cost"])
    words = written(ab)  # the cost words (mtg_tui/costs), in the order a card writes them
    if words:
        ctx = Ctx(card, [])
        for w in words:
            t = w.text(ab, card, ctx)
            if parts and t.startswith("Sacrifice ") and parts[-1].startswith("Sacrifice "):
                # two sacrifices are one ("Sacrifice Mount Doom and a legendary artifact", 602.1)
                parts[-1] += " and " + t.removeprefix("Sacrifice ")
            else:
                parts.append(t)
    return ", ".join(parts)


def loyalty_text(n: int) -> str:
    if n > 0:
        return f"+{n}"
    if n < 0:
        return f"{MINUS}{-n}"
    return "0"


def trigger_text(card, trig: dict) -> str:
    """'When Dunland Crebain enters', 'Whenever another creature you control dies', 'At the beginning of ...'."""
    trig = trig or {}
    ev = trig.get("event", "")
    use = _trigger_modes.EVENTS.get(ev)
    if use is not None:
        return use.text(card, trig)
    return f"Whenever {_words(ev) or 'it triggers'}"


def _may(effects: list[dict], ctx: Ctx) -> str:
    """An optional ability's effects: "you may ..." (the ``may`` word's text)."""
    return _effect_words()["may"].text({"do": "may", "effects": effects}, ctx)


def _with_condition(lead: str, cond: str, body: str) -> str:
    if cond:
        return f"{lead}, if {cond}, {body}"
    return f"{lead}, {body}"


def static_text(card, ab: dict) -> str:
    """A static ability's rules text: its word's (mtg_tui/statics)."""
    from ..statics.registry import BY_NAME as _statics

    kind = ab.get("static")
    w = _statics.get(str(kind))
    return w.text(card, ab) if w is not None else _sentence(_words(kind))


def _is_equip(card, ab: dict) -> bool:
    effs = ab.get("effects") or []
    return ("Equipment" in getattr(card, "subtypes", ()) and ab.get("kind") == "activated"
            and len(effs) == 1 and effs[0].get("do") == "attach")


def activation_notes(ab: dict, card) -> str:
    notes = []
    cond = condition_text(ab.get("condition"), card)
    if ab.get("sorcery_speed") and cond:
        notes.append(f"Activate only as a sorcery and only if {cond}.")
    elif ab.get("sorcery_speed"):
        notes.append("Activate only as a sorcery.")
    elif cond:
        notes.append(f"Activate only if {cond}.")
    red = ab.get("cost_reduction")
    if red:
        notes.append(reduction_text(card, red, "ability", "activate", reduction_condition(card, ab)))
    if ab.get("once_each_turn"):  # 602.5b
        notes.append("Activate only once each turn.")
    return " ".join(notes)


def reduction_condition(card, ab: dict) -> str:
    """When a cost reduction applies (601.2f): 'you control a legendary creature', 'it targets a tapped
    creature' ('' for always)."""
    tests = []
    cond = ab.get("reduction_if") or (ab.get("condition") if ab.get("kind") == "spell" else None)
    if cond:
        tests.append(condition_text(cond, card))
    tf = ab.get("reduction_if_target")
    if tf is not None:
        tests.append("it targets " + _a(describe_filter(tf, card=card)))
    return " and ".join(t for t in tests if t)


def reduction_text(card, red: Any, what: str, verb: str, cond: str = "") -> str:
    """'This spell costs {2} less to cast if ...', 'This ability costs {1} less to activate for each ...'."""
    if isinstance(red, int):
        return f"This {what} costs {{{red}}} less to {verb}" + (f" if {cond}." if cond else ".")
    from ..amounts.registry import word
    w = word(red)
    reduction = w.reduction() if w is not None else None
    if reduction is not None:
        return f"This {what} costs {_self_text(reduction % verb, card)}."
    ctx = Ctx(card)
    ctx.amount(red)
    return f"This {what} costs {{X}} less to {verb}, where {ctx.where[0] if ctx.where else 'X is a number'}."


def modes_text(card, ab: Any) -> str:
    """A modal ability's modes (700.2): "Choose one —" and a bulleted line per mode, each in its own words."""
    own = list(ab.get("effects") or [])
    bullets = "".join(f"\n\u2022 {render_effects(m.get('effects') or [], Ctx(card, list(m.get('targets') or [])))}"
                      for m in ab.get("modes") or [])
    if own:  # "choose one and Glorfindel gets +1/+1 until end of turn." (done with the chosen mode)
        return f"Choose one and {_lower_first(render_effects(own, Ctx(card)), card)}" + bullets
    if ab.get("modes_once"):
        return "Choose one that hasn't been chosen \u2014" + bullets
    two = ab.get("choose_two_if")
    if two:  # 700.2d: "Choose one. If you control a Wizard as you cast this spell, you may choose two instead."
        return f"Choose one. If {condition_text(two, card)} as you cast this spell, you may choose two instead." + bullets
    return "Choose one \u2014" + bullets



def render_ability(card, ab: dict) -> str:
    """One ability of the card as the line printed on it ("" when the ability prints nothing)."""
    try:
        text = _render_ability(card, ab)
    except Exception:  # noqa: BLE001 - a card must always display
        text = _sentence(_words(ab.get("kind", "ability")))
    word = ab.get("ability_word")
    if word and text:  # 207.2c: "Landfall — Whenever a land enters under your control, ..."
        text = f"{word} — {text}"
    extra = ab.get("text")
    if extra:
        extra = _self_text(str(extra).strip(), card)
        if text:
            # the text the definition renders to is not said twice: sentences it already says are left out
            keep = [x for x in _SENTENCE_END.split(extra) if x.strip() and not _already_said(x, text, card)]
            extra = " ".join(keep)
        if extra:
            text = f"{text} {extra}" if text else extra
    return text


_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
_SELF_WORDS = ("this creature", "this artifact", "this enchantment", "this land", "this permanent", "this spell",
               "this saga", "this equipment", "this aura")


def _norm_words(t: str, card) -> list[str]:
    t = t.lower().replace("\u2019", "'")
    for n in sorted({getattr(card, "name", ""), short_name(card)}, key=len, reverse=True):
        if n:
            t = t.replace(n.lower(), " ~ ")
    for w in _SELF_WORDS:
        t = t.replace(w, " ~ ")
    t = t.replace("it's", "it is").replace("n't", " not")
    return re.findall(r"[a-z0-9{}/+~\u2212-]+", t)


def _already_said(sentence: str, text: str, card) -> bool:
    """Does the rendered ``text`` already say (nearly) all the words of ``sentence``?"""
    words = _norm_words(sentence, card)
    if not words:
        return True
    have = set(_norm_words(text, card))
    return sum(1 for w in words if w in have) / len(words) >= 0.8


def _render_ability(card, ab: dict) -> str:
    kind = ab.get("kind")
    targets = list(ab.get("targets") or [])
    ctx = Ctx(card, targets)
    effects = ab.get("effects") or []
    if kind == "spell":
        lines = []
        if "Aura" in getattr(card, "subtypes", ()):
            lines.append("Enchant " + describe_filter(targets[0] if targets else {}, card=card))
        from ..costs.registry import written

        words = written(ab)  # its additional costs (601.2b): the cost words of the spell
        if words:
            wctx = Ctx(card, [])
            parts = [w.text(ab, card, wctx) for w in words]
            lines.append("As an additional cost to cast this spell, "
                         + " and ".join(p[:1].lower() + p[1:] for p in parts) + ".")
        red = ab.get("cost_reduction")
        if red:
            lines.append(reduction_text(card, red, "spell", "cast", reduction_condition(card, ab)))
        if ab.get("modes"):
            lines.append(modes_text(card, ab))
        elif not ("Aura" in getattr(card, "subtypes", ()) and not effects):
            for part in _paragraphs(effects):  # as printed
                body = render_effects(part, ctx)
                if body:
                    lines.append(body)
        return "\n".join(lines)
    if kind == "mana":
        if ab.get("intrinsic"):
            return f"({cost_text(card, ab)}: Add {produce_text(ab.get('produce'))}.)"
        n = ab.get("mana_amount") or 1
        if "{X}" in str(ab.get("cost") or "") and ab.get("produce") == "any":  # Wizard's Rockets
            body = "Add X mana in any combination of colors."
        elif n > 1 and ab.get("produce") == "any":  # "Add two mana in any combination of colors."
            body = f"Add {_num(n)} mana in any combination of colors."
        else:
            body = f"Add {produce_text(ab.get('produce'))}."
        only = [str(t) for t in ab.get("spend_only") or ()]
        if only:  # 106.6
            kinds = " or ".join(t.lower() for t in only if t != "Legendary")
            noun = " ".join(x for x in ("legendary" if "Legendary" in only else "", kinds, "spells"
                                         if "Legendary" in only and not kinds else "spell") if x)
            if ab.get("spend_uncounterable"):  # "... a legendary spell, and that spell can't be countered."
                body += f" Spend this mana only to cast {_a(noun.removesuffix('s'))}, and that spell can't be " \
                        f"countered."
            else:
                body += f" Spend this mana only to cast {_a(noun) if not noun.endswith('spells') else noun}."
        more = render_effects(effects, ctx)
        body = f"{body} {more}" if more else body
        cost = cost_text(card, ab)
        notes = activation_notes(ab, card)
        return (f"{cost}: {body}" if cost else body) + (f" {notes}" if notes else "")
    if kind == "activated":
        from ..costs.registry import written

        for w in written(ab):  # a keyword ability written as its keyword: "Crew 3" (702.122a)
            line = w.keyword_line(ab, card)
            if line:
                return line
        if _is_equip(card, ab):
            # 702.6c: "Equip [quality] [cost]": the target's subtype is the quality ("Equip Human {1}")
            quality = " or ".join((targets[0].get("subtypes") or []) if targets else [])
            return f"Equip {quality + ' ' if quality else ''}{ab.get('cost') or '{0}'}"
        cost = cost_text(card, ab) or "{0}"
        body = render_effects(effects, ctx)
        notes = activation_notes(ab, card)
        return f"{cost}: {body}" + (f" {notes}" if notes else "")
    if kind == "loyalty":
        body = render_effects(effects, ctx)
        return f"{loyalty_text(int(ab.get('loyalty') or 0))}: {body}"
    if kind == "cycling":
        land = ab.get("landtype")
        cost = ab.get("cost") or "{0}"
        return f"{str(land).capitalize()}cycling {cost}" if land else f"Cycling {cost}"
    if kind == "triggered":
        lead = trigger_text(card, ab.get("trigger") or {})
        # "When Galadhrim Bow enters, attach it ...": the card is named already; named as what a spell targets, it
        # is named again ("Whenever you cast a spell that targets Legolas, ..., put a +1/+1 counter on Legolas")
        # (and named as what it is not, "if you chose a creature other than Aragorn as your Ring-bearer, put ... on
        # Aragorn", it is named again too)
        if short_name(card) in lead and not lead.endswith(" targets " + str(getattr(card, "name", ""))) \
                and lead.replace("other than " + short_name(card), "").count(short_name(card)) > 0:
            ctx.mentioned.add("self")
        cond = condition_text(ab.get("condition"), card)
        if ab.get("condition") and "CARDNAME" in _condition_words(str(ab.get("condition"))):
            ctx.mentioned.add("self")  # "if Legolas is tapped, you may untap it"
        if ab.get("modes"):  # "Whenever ~ becomes blocked, choose one —" (700.2)
            return f"{lead}, {_lower_first(modes_text(card, ab), card)}"
        if ab.get("optional"):
            body = _may(effects, ctx)
        else:
            body = _in_words(effects, ctx)
        text = _sentence(_with_condition(lead, cond, body)) if body else _sentence(lead)
        once = (ab.get("trigger") or {}).get("once_each_turn")
        if once == "done":
            text += " Do this only once each turn."
        elif once:
            text += " This ability triggers only once each turn."
        return text
    if kind == "chapter":
        nums = ", ".join(_ROMAN.get(n, str(n)) for n in (ab.get("chapters") or []))
        body = render_effects(effects, ctx)
        if ab.get("optional"):
            body = _sentence(_may(effects, ctx))
        return f"{nums} \u2014 {body}"
    if kind == "static":
        return static_text(card, ab)
    body = render_effects(effects, ctx)
    return body or _sentence(_words(kind or "ability"))


# ---------------------------------------------------------------------- the whole card
_KW_ORDER = list(_keywords.TEXT_ORDER)  # the order the rules text lists keywords in (each keyword's ``order``)


def _kw_key(k: str) -> int:
    return _KW_ORDER.index(k) if k in _KW_ORDER else len(_KW_ORDER)


def _kw_text(k: str) -> str:
    """A keyword as the rules text writes it (its own ``text()``)."""
    kw = _keywords.BY_NAME.get(k)
    return kw.text() if kw is not None else k


def _counters_text(counters) -> str:
    parts = []
    for kind, n in counters:
        if isinstance(n, str):  # a named amount: "a hope counter on it for each creature you control" (614.1c)
            each = _amount_for_each(n)
            parts.append(f"{_an(kind)} {kind} counter" if each else f"X {kind} counters")
            continue
        parts.append(f"{_num(n) if n != 1 else _an(kind)} {kind} counter{'s' if n != 1 else ''}")
    return _and(parts)


def _counted_text(counters, card) -> str:
    """What follows "enters with ... on it" for a number of counters counted as it enters (614.1c): " for each
    creature you control", or ", where X is ..."."""
    for _kind, n in counters:
        if isinstance(n, str):
            each = _amount_for_each(n)
            if each:
                return " for each " + _self_text(each, card)
            return ", where X is " + _self_text(amount_words(n) or _words(n), card)
    return ""


def _trigger_body(card: Any, ab: Any, text: str) -> str | None:
    """What a triggered ability's text says after its trigger ("amass Orcs 1."), or None (not a triggered
    ability of one line)."""
    if ab.get("kind") != "triggered" or not text or "\n" in text:
        return None
    lead = trigger_text(card, ab.get("trigger") or {})
    return text[len(lead) + 2:] if text.startswith(lead + ", ") else None


def rules_text(card) -> list[str]:
    """The card's rules text, one line per ability (a line may hold several sentences)."""
    lines: list[str] = []
    me = short_name(card)
    final = getattr(card, "final_chapter", 0)
    if "Saga" in getattr(card, "subtypes", ()) and final:
        lines.append("(As this Saga enters and after your draw step, add a lore counter. "
                     f"Sacrifice after {_ROMAN.get(final, str(final))}.)")
    abilities = list(card.abilities)
    spell = next((a for a in abilities if a.get("kind") == "spell"), None)
    if spell is not None and ("Aura" in getattr(card, "subtypes", ()) or (
            spell.get("cost_reduction") and not spell.get("effects") and card.is_permanent)):
        # an Aura's enchant line, a permanent's "This spell costs {1} less ..." (601.2f): first, as printed
        first = render_ability(card, spell)
        lines += [ln for ln in first.split("\n") if ln]
        abilities.remove(spell)
    kws = sorted(card.keywords, key=_kw_key)
    for k in list(kws):
        kw = _keywords.BY_NAME.get(k)
        if kw is not None and kw.own_line:  # flash: its own line, above the rest (702.8)
            lines.insert(0, _cap(kw.text()))
            kws.remove(k)
    if kws:
        line = ", ".join(_kw_text(k) for k in kws)
        first = abilities[0] if abilities else None
        if first is not None and first.get("kind") == "static":
            # a static keyword ability written as one ("Vigilance, ward {1}", Pippin: 702.21a) joins the line
            from ..statics.registry import BY_NAME as _statics
            w = _statics.get(str(first.get("static")))
            kt = w.keyword_text(card, first) if w is not None else None
            if kt:
                line += ", " + kt
                abilities.remove(first)
        lines.append(_cap(line))
    et = getattr(card, "enters_tapped", None)
    counters = tuple(getattr(card, "enters_with_counters", ()) or ())
    if et or counters:
        s = f"{me} enters"
        if et:
            s += " tapped"
        if counters:
            s += f" with {_counters_text(counters)} on it" + _counted_text(counters, card)
        if et == "unless_legendary_creature":
            s += " unless you control a legendary creature"
        elif et and et != "always":
            s += f" unless {condition_text(et, card)}"
        lines.append(s + ".")
    for ab in getattr(card, "mana", ()):
        if ab.get("intrinsic"):
            lines.append(render_ability(card, ab))
    prev_body: str | None = None
    for ab in abilities:
        t = render_ability(card, ab)
        body = _trigger_body(card, ab, t)
        if body is not None and body == prev_body and lines:
            # "When ~ enters and whenever an Army you control attacks, amass Orcs 1.": two triggered abilities
            # that do the same thing are written as one (as the Oracle text writes them)
            lead = trigger_text(card, ab.get("trigger") or {})
            lines[-1] = f"{lines[-1][:-len(body) - 2]} and {_lower_first(lead, card)}, {body}"
            prev_body = None
            continue
        if t:
            lines += [ln for ln in t.split("\n") if ln]
        prev_body = body
    if getattr(card, "max_copies", None):
        lines.append(f"A deck can have up to {_num(card.max_copies)} cards named {card.name}.")
    return lines


def type_line(card) -> str:
    left = " ".join(list(card.supertypes) + list(card.types))
    if card.token and "Token" not in left:
        left = "Token " + left
    return left + (" \u2014 " + " ".join(card.subtypes) if card.subtypes else "")


def render_card(card) -> str:
    head = card.name + (f"  {card.cost}" if card.cost.symbols else "")
    out = [head, type_line(card)]
    out += rules_text(card)
    if card.power is not None:
        out.append(f"{card.power}/{card.toughness}")
    if card.loyalty is not None:
        out.append(f"Loyalty: {card.loyalty}")
    return "\n".join(out)


# The card modules register their hooks' texts (HOOK_TEXT): load them, so those texts are there as soon as this
# module is.
from . import hooks as _hooks  # noqa: E402,F401
