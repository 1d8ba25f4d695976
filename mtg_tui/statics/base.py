"""What a static ability is: one word of the vocabulary (``{ kind = "static", static = "pump", ... }``).

A static ability does something while its permanent is on the battlefield (604.1, 611.3): it changes
characteristics (the layers, 613), how spells are cast (601.2f, 702.8a), or replaces events (614).  A static
word owns everything the program knows about its kind:

- ``name`` (what ``static`` says in a card file) and ``rule`` (the Comprehensive Rules section it follows);
- ``params``: the ability fields it reads (``cards/schema.py``'s ``Ability``), each with what it means, and
  ``check(st)``: what else is wrong with them, at load;
- ``text(card, st)``: its rules text on ``card`` (``cards/render.py``'s ``static_text``);
- ``hostile(st)``: whether an Aura with it stops or shrinks what it enchants (what the bots ask, ``ai/harm.py``
  and ``ai/heuristic.py``: such an Aura is meant for the opponent's creatures);
- ``examples``: statics as a card file writes them, with their rules text (its text's tests);
- the rules hooks the engine asks, each with a default that means "this static changes nothing here":
  ``board_role`` (which of the board index's lists it joins, ``engine/board.py``) and ``zone_sensitive(st)``;
  for the layers (``engine/layers.py``'s ``compute_all``) ``layer6``, ``layer7a``, ``layer7c``; for casting
  (``engine/legal.py``) ``reduction``, ``max_reduction``, ``flash_for``; for activating abilities
  (``engine/legal.py``) ``forbids_activation``, ``activated_abilities``, ``any_mana_for``; for replacements
  (``engine/effects.py``) ``replace``.

``st`` is the static ability as the card loaded it (the ability dict, plain data); the word is the one object
that reads it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import Ability
    from ..engine.carddef import CardDef
    from ..engine.game import Game
    from ..engine.layers import Chars

#: the lists of the board index (``engine/board.py``'s ``BoardIndex``) a static may join, and who walks each
BOARD_ROLES: dict[str, str] = {
    "layered": "BoardIndex.layered, [(permanent, static, word)] in battlefield order: compute_all asks each "
               "word's layer6, layer7a and layer7c in turn",
    "casting": "BoardIndex.casting[controller], [(permanent, static, word)] in battlefield order: legal.py asks "
               "flash_for, reduction and max_reduction as its controller casts a spell, ability_reduction and "
               "ability_any_time as they activate an ability",
    "replacement": "BoardIndex.replacements, [(permanent, static, word)] in battlefield order: effects.py asks "
                   "replace as an event is about to happen",
    "targeted": "no list: engine/effects.py's becomes_target asks the targeted permanent's own statics "
                "(targeted) as a spell or ability that targets it is put on the stack (ward, 702.21a)",
    "spell": "no list: a static of a spell, which works on the stack (113.6a); the counter words ask the spell's "
             "own statics (uncounterable) as they would counter it",
    "activation": "BoardIndex.activation, [(permanent, static, word)] in battlefield order: legal.py asks "
                  "forbids_activation as a player would activate a permanent's ability (602.5), activated_abilities "
                  "for the abilities its permanent has by it (613.1f) and any_mana_for as it works out an ability's "
                  "cost (609.4b); a word that gives its permanent abilities (adds_activated) lists that permanent "
                  "in BoardIndex.activated too",
}


class Static:
    """One static ability word (see the module's docstring)."""

    name: ClassVar[str] = ""
    rule: ClassVar[str] = ""
    #: the ability fields it reads (besides ``kind`` and ``static``), and what each means
    params: ClassVar[dict[str, str]] = {}
    #: rule flags a continuous effect may grant that mean this static ability ({flag: the static's fields}): a
    #: creature with the flag has it ("have ward {1}": the pump's flag "ward_1"); registry.FLAG_STATICS
    granted_flags: ClassVar[dict[str, dict[str, Any]]] = {}
    #: which list of the board index it joins (a key of ``BOARD_ROLES``)
    board_role: ClassVar[str] = ""
    #: its tests' examples: (the static as a card file writes it, without ``kind``, its rules text on a
    #: 2/2 artifact creature named Test Relic); tests/test_static_vocabulary.py validates and renders each
    examples: ClassVar[tuple[tuple[dict, str], ...]] = ()

    def check(self, st: Any) -> str | None:
        """What is wrong with the values of ``st`` (beyond what the schema checks), or None."""
        return None

    def text(self, card: Any, st: Any) -> str:  # pragma: no cover - every word overrides it
        raise NotImplementedError(self.name)

    def keyword_text(self, card: Any, st: Any) -> str | None:
        """Its text as a keyword that joins the card's keyword line ("Vigilance, ward {1}", 702.21a), in lower
        case, or None when it is written on a line of its own."""
        return None

    def hostile(self, st: Any) -> bool:
        """Whether an Aura with this static stops or shrinks what it enchants."""
        return False

    def zone_sensitive(self, st: "Ability") -> bool:
        """Whether what it does to the battlefield's characteristics can depend on other zones (cards in
        hand, 604.3) or on anything else (a condition): the layers are then worked out again more often."""
        return False

    # ------------------------------------------------------------------ the layers (613)
    def layer4(self, game: "Game", src: str, st: "Ability", out: dict[str, "Chars"], own: set[str]) -> None:
        """Layer 4: type-changing effects (613.1d)."""

    def layer6(self, game: "Game", src: str, st: "Ability", out: dict[str, "Chars"], own: set[str]) -> None:
        """Layer 6: abilities and rule flags (``out``: the characteristics so far; change one through
        ``engine.layers._w(out, own, oid)``, which copies it the first time)."""

    def layer7a(self, game: "Game", src: str, st: "Ability", out: dict[str, "Chars"], own: set[str]) -> None:
        """Layer 7a: characteristic-defining abilities for power and toughness (604.3, 613.4a)."""

    def layer7c(self, game: "Game", src: str, st: "Ability", out: dict[str, "Chars"], own: set[str]) -> None:
        """Layer 7c: modifications of power and toughness (613.4c)."""

    # ------------------------------------------------------------------ casting (601.2f, 601.3)
    def reduction(self, g: "Game", player: str, st: "Ability", card: "CardDef") -> int:
        """How much it reduces the generic cost of ``card``, cast by ``player`` (its controller)."""
        return 0

    def ability_reduction(self, g: "Game", player: str, st: "Ability", source: str, ab: "Ability") -> int:
        """How much it reduces the generic cost of ``source``'s activated ability ``ab``, activated by ``player``
        (its controller; 602.2b, 601.2f)."""
        return 0

    def max_reduction(self, st: "Ability", card: "CardDef") -> int:
        """An upper bound of ``reduction`` (the quick "not enough mana" test)."""
        return 0

    def ability_any_time(self, g: "Game", player: str, st: "Ability", source: str, ab: "Ability") -> bool:
        """With ``board_role`` "casting": whether ``player`` may activate ``ab`` of ``source`` any time they could
        cast an instant though it says "activate only as a sorcery" (Forge Anew's equip abilities)."""
        return False

    def top_castable(self, st: "Ability", card: "CardDef") -> bool:
        """With ``board_role`` "casting": whether its controller may cast ``card`` from the top of their library
        (Elven Chorus: "You may cast creature spells from the top of your library", 601.3)."""
        return False

    def sees_top(self, st: "Ability") -> bool:
        """With ``board_role`` "casting": its controller may look at the top card of their library any time."""
        return False

    def creature_mana(self, st: "Ability") -> str:
        """With ``board_role`` "casting": the colors of the mana ability its controller's creatures have ("Creatures
        you control have '{T}: Add one mana of any color.'": WUBRG), or ''."""
        return ""

    def flash_for(self, st: "Ability", card: "CardDef") -> bool:
        """Whether its controller may cast ``card`` as though it had flash."""
        return False

    # ------------------------------------------------------------------ activating abilities (602.5, 613.1f, 609.4b)
    #: with ``board_role`` "activation": its permanent has activated abilities by it (613.1f), so the board index
    #: lists that permanent among those with activated abilities even when its card prints none
    adds_activated: ClassVar[bool] = False

    def forbids_activation(self, g: "Game", src: str, st: "Ability", player: str, oid: str, ab: "Ability") -> bool:
        """With ``board_role`` "activation": whether it forbids ``player`` to activate ``oid``'s activated ability
        ``ab``, never a mana ability (legal.py asks it of the abilities it lists, which mana abilities aren't:
        605.3a), 602.5."""
        return False

    def activated_abilities(self, g: "Game", src: str, st: "Ability") -> "list[tuple[str, Ability]]":
        """With ``board_role`` "activation": the activated abilities (not mana abilities) ``src`` has by it (an
        ability-adding effect, 613.1f), each with the object it is an ability of, in battlefield order.  They are
        ``src``'s own: "this" and the card's name in them mean ``src`` (201.5b, 113.7)."""
        return []

    def any_mana_for(self, g: "Game", src: str, st: "Ability", oid: str, ab: "Ability") -> bool:
        """With ``board_role`` "activation": whether mana of any type can be spent to activate ``oid``'s activated
        ability ``ab`` (609.4b: how the cost may be paid, not the cost)."""
        return False

    # ------------------------------------------------------------------ replacements (614)
    # ------------------------------------------------------------------ becoming a target (115.1, 702.21a)
    def targeted(self, g: "Game", src: str, st: Any, item: Any) -> None:
        """``src`` (its permanent) became a target of ``item``, a spell or ability just put on the stack (``st``:
        the static ability, or the fields of one granted as a rule flag, ``granted_flags``)."""

    # ------------------------------------------------------------------ a spell's own (113.6a)
    def uncounterable(self, st: "Ability") -> bool:
        """The spell it is on can't be countered (101.2, 701.5a)."""
        return False

    def uncopyable(self, st: "Ability") -> bool:
        """With ``board_role`` "spell": this spell can't be copied (Display of Power; 707.10)."""
        return False

    def replace(self, g: "Game", src: str, st: "Ability", event: str, **kw: Any) -> Any:
        """The event's value after this replacement (``event``: "counters", with ``n``; "tokens", with
        ``batches``); None: this static doesn't replace that event."""
        return None
