"""What an effect is: one word of the vocabulary card abilities are made of (``{do = "damage", ...}``).

An effect class owns everything the program knows about its word:

- ``name`` (what ``do`` says in a card file) and ``rule`` (the Comprehensive Rules section it follows);
- ``params``: the parameters a card file may give it, each with what it means (``check`` validates values
  beyond that, at load);
- ``run(g, fr, eff)``: its rules behaviour as it resolves (608.2c).  It returns True when done, or False
  after it has set a pending decision (``engine.effects.ask``); it is then called again with ``fr.answer``
  set.  Scratch state lives in ``fr.ctx``, which a clone copies: an effect keeps nothing on itself;
- ``text(eff, ctx)``: its rules text, one clause without the final period (``ctx`` is the text writer's
  context, ``cards.render.Ctx``: see ``Phrasing`` below for what it offers);
- ``ai()``: what the bots know of it (``EffectHint``), and ``harms(eff)``: which reference it hurts;
- ``examples``: effects as a card file writes them with the rules text they read as (its text's tests).

An effect is never illegal by itself (the spell or ability carrying it is, which its targets, costs and
timing decide), so it has no "why not": those belong to keywords, costs and conditions.

``eff`` is the effect's parameters as the card file gives them, read once at load into an ``EffectUse``
(engine/ability.py: filters read into FilterSpecs, nested effects bound).  It reads as its table (``eff["n"]``,
a plain dict in the examples) and never changes, so a clone shares it; the class is the one object that reads
its parameters.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Sequence

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame

#: the tags an effect can give the bots (``EffectHint.tags``), and what each means to them
TAGS: dict[str, str] = {
    "hostile": "aimed at the opponent's things: a target of the bot's own is a cost, not a gain",
    "damage": "deals damage: how much decides what it kills",
    "removal": "takes a creature out of the game's fights: cast it on the best target there is",
    "destroys": "kills what it hits whatever its toughness (damage that doesn't kill isn't wasted with it)",
    "counters": "counters a spell: worth holding up for the opponent's",
    "ritual": "adds mana: only worth it for a bigger spell this turn",
    "trick": "a combat trick: best after blocks, on a creature that fights",
    "makes_creature": "puts a creature onto the battlefield (a planeswalker's plus ability worth using)",
    "grows_board": "adds to the board: worth the mana that would otherwise go unused",
    "anthem": "pumps a whole team: a finisher when the attack is lethal",
    "draws": "draws cards",
    "gains_life": "gains life",
    "attaches": "attaches its source to a creature: pointless on the one it is on",
    "edict": "each player sacrifices one: worth it when the opponent has one to lose and the bot's loss is smaller",
    "animates": "turns its source into a creature (a Vehicle's crew): before combat, when it can attack",
    "taps": "taps its target: pointless on one that is already tapped",
    "taps_self": "taps its own source as part of what it does (\"Tap it.\"): a drawback, worth paying only to save it",
    "bounce": "returns a permanent to its owner's hand: a tempo play on the opponent's (its mana to spend again, an "
              "attacker out of the combat), a rescue for one of the bot's own that an opponent's spell aims at",
    "extra_turn": "its controller takes an extra turn (500.7): worth more than almost anything else it could do",
    "moves_counters": "moves counters between its controller's permanents (122.5): worth it only when a counter "
                      "would move, and only onto where it helps",
    "sacrifices_any": "its controller sacrifices any number of their own permanents for what follows (701.17a): "
                      "worth it only with permanents to spare",
}


@dataclass(frozen=True, slots=True)
class EffectHint:
    """What the bots know of an effect: a set of ``TAGS``."""

    tags: frozenset[str] = frozenset()
    #: for a "damage" effect whose amount isn't its ``amount``/``n`` (a -2/-2 shrink): the toughness it takes
    damage: int | None = None


class Effect:
    """One effect word (see the module's docstring)."""

    name: ClassVar[str] = ""
    rule: ClassVar[str] = ""
    #: the parameters a card file may give, and what each means (the ``do`` key is always there)
    params: ClassVar[dict[str, str]] = {}
    #: which parameter names the thing it hurts, and that parameter's default (no parameter: it hurts
    #: nothing; see ``harms``)
    hurts: ClassVar[tuple[str, str | None]] = ("", None)
    #: its tests' examples: (the effect as a card file gives it, the ability's targets, its rules text on
    #: Lightning Bolt); tests/test_effect_vocabulary.py validates and renders each
    examples: ClassVar[tuple[tuple[dict, list[dict], str], ...]] = ()
    #: in a spell's text, after other effects, it starts a paragraph of its own (amass: "Target creature gets
    #: -3/-0 until end of turn.\nAmass Orcs 1.", the set's printed layout)
    own_paragraph: ClassVar[bool] = False

    def check(self, eff: dict) -> str | None:
        """What is wrong with the values of ``eff`` (its keys are checked against ``params``), or None."""
        return None

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:  # pragma: no cover - every word overrides it
        raise NotImplementedError(self.name)

    def text(self, eff: Any, ctx: Any) -> str:
        """The rules text: one clause, no final period."""
        return self.name.replace("_", " ")

    def ai(self) -> EffectHint:
        return EffectHint()

    def ai_for(self, eff: Any) -> EffectHint:
        """What the bots know of this use of the word (its parameters may change it: a pump of -2/-2 is
        removal); by default, ``ai()``."""
        return self.ai()

    def harms(self, eff: Any) -> list[Any]:
        """The references (``target``, ``target2``, ``you``...) to what this effect hurts, as the card file
        gives them (None: the parameter's absent and has no default)."""
        key, default = self.hurts
        return [eff.get(key, default)] if key else []

    def ai_now(self, g: "Game", eff: Any, source: str, you: str) -> Sequence[Any]:
        """The effects this one holds that it would do if it resolved now for ``source``'s ability controlled by
        ``you`` (an "if" whose test holds now: its branch), for a bot weighing what an ability would do; none by
        default.  Asked only about what is public (the board)."""
        return ()


def card_kind(ctx: Any, eff: Any) -> tuple[dict, str]:
    """The kind of library card an effect looks for (its ``filter``, a card of any kind if absent) as a filter and in
    words, ending in "card": "a Saga card", "a creature card" (reveal_until, look_at_top)."""
    f = {"what": "card", **dict(eff.get("filter") or {})}
    f.pop("zone", None)
    desc = ctx.filter(f)
    if not desc.endswith("card"):
        desc += " card"
    return f, desc


def bottom_in_random_order(g: "Game", player: str, cards: list[str], noun: str = "card",
                           rule: str | None = None) -> None:
    """Put ``cards`` of ``player``'s library on its bottom in an order the game's random generator decides (no
    player chooses it), and say how many went there (reveal_until, look_at_top)."""
    lib = g.players[player].library
    rest = [c for c in cards if c in lib]
    if not rest:
        return
    for c in rest:
        lib.remove(c)
    g.rng.shuffle(rest)  # "in a random order"
    lib.extend(rest)
    n = len(rest)
    g.emit("effect", f"{g.players[player].name} puts {n} {noun}{'s' if n != 1 else ''} on the bottom of their "
           "library in a random order", rule, player=player)


class Phrasing:  # pragma: no cover - documentation of what ``ctx`` offers ``text()``
    """What the text writer's context (``cards.render.Ctx``) offers an effect's ``text``:

    ``ctx.name`` (the card's short name); ``ctx.obj(ref)`` / ``ctx.subj(ref)`` (what a reference names:
    "target creature" the first time, "it" after); ``ctx.target(ref)`` (always the full description);
    ``ctx.plural(ref)``; ``ctx.verb(ref, "get", "gets")``; ``ctx.amount(v)`` ("3", or "X" with a "where X
    is" clause); ``ctx.count(v, "card")`` ("a card", "two cards"); ``ctx.duration(d)``;
    ``ctx.player_does(who, "draw", "draws", rest)``; ``ctx.filter(f, plural)`` ("creatures you control");
    ``ctx.token(name, n, tapped)``; ``ctx.mana(m)``; ``ctx.grants(plural, power, toughness, keywords,
    flags)`` (a pump's predicates); ``ctx.effects(list)`` (nested effects as a clause);
    ``ctx.condition(name)``; ``ctx.base_verbs`` ("have it get" after "you may have").
    """


def filter_fault(f: Any, key: str = "filter") -> str | None:
    """What is wrong with a filter parameter as the card file gives it (cards/schema.py's ``Filter``), naming the
    key ("parameter 'filter.types': ..."), or None: an effect's ``check`` for a parameter that is a filter."""
    from pydantic import ValidationError

    from ..cards.schema import Filter
    try:
        Filter.model_validate(f)
    except ValidationError as e:
        err = e.errors()[0]
        return f"parameter {'.'.join(str(x) for x in (key, *err['loc']))!r}: {err['msg']}"
    return None
