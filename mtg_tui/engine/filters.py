"""Filters: which objects (or players) a target, a trigger, a static or a cost applies to.

Card files give a filter as a table of the card vocabulary (``mtg_tui/cards/schema.py``: ``Filter``); the
card registry reads each into a :class:`FilterSpec` as it loads the card (``engine/ability.py``), so a
filter's defaults are sorted out once, not at every object it is tried on; ``FilterSpec.simple`` says the
filter asks no more than what, zone and controller (most of them).  A filter made during a game (a search's)
is read into a FilterSpec where it is made.
"""

from __future__ import annotations

from typing import Any, Final

from .data import Data


# what a filter asks for ("what"), as small numbers compared at every object matched
W_CREATURE: Final = 0
W_ANY: Final = 1  # any target: a creature, a planeswalker or a player
W_PLAYER: Final = 2
W_OPPONENT: Final = 3
W_SPELL: Final = 4
W_CREATURE_OR_PLANESWALKER: Final = 5
W_PERMANENT: Final = 6
W_NONLAND_PERMANENT: Final = 7
W_LAND: Final = 8
W_ARTIFACT: Final = 9
W_ENCHANTMENT: Final = 10
W_PLANESWALKER: Final = 11
W_CARD: Final = 12  # any card (no type asked)
_WHAT: Final = {"creature": W_CREATURE, "any": W_ANY, "player": W_PLAYER, "opponent": W_OPPONENT, "spell": W_SPELL,
                "creature_or_planeswalker": W_CREATURE_OR_PLANESWALKER, "permanent": W_PERMANENT,
                "nonland_permanent": W_NONLAND_PERMANENT, "land": W_LAND, "artifact": W_ARTIFACT,
                "enchantment": W_ENCHANTMENT, "planeswalker": W_PLANESWALKER}


class FilterSpec(Data):
    """One filter, read once (it still reads as its table: ``f.get("subtypes")``)."""

    def __init__(self, f: dict[str, Any]):
        super().__init__(f)
        self.what: str = f.get("what", "creature")
        self.w: int = _WHAT.get(self.what, W_CARD)
        self.zone: str = f.get("zone", "battlefield")
        self.controller: str = f.get("controller", "any")
        self.you: bool = self.controller == "you"
        # "you don't control" (not_you) is an opponent's in a two-player game (it is worded as the card prints it)
        self.opponent: bool = self.controller in ("opponent", "not_you")
        self.owner_you: bool = f.get("owner", "any") == "you"
        self.other: bool = bool(f.get("other"))
        self.types: tuple[str, ...] = tuple(f.get("types") or ())
        self.subtypes: tuple[str, ...] = tuple(f.get("subtypes") or ())
        self.supertypes: tuple[str, ...] = tuple(f.get("supertypes") or ())
        self.nonlegendary: bool = bool(f.get("nonlegendary"))
        self.colors: tuple[str, ...] = tuple(f.get("colors") or ())
        self.not_colors: tuple[str, ...] = tuple(f.get("not_colors") or ())
        self.basic: bool = bool(f.get("basic"))
        self.historic: bool = bool(f.get("historic"))
        self.nontoken: bool = bool(f.get("nontoken"))  # 111.1: a card, not a token
        self.attacking: bool = bool(f.get("attacking"))  # 506.4
        # "that blocked or was blocked by a legendary creature this turn" (509.1; the combat marks them)
        self.blocked_legendary: bool = bool(f.get("blocked_legendary"))
        # "that shares a color with a legendary creature you control" (105.2; Ringsight's search)
        self.shares_color_with_legendary: bool = bool(f.get("shares_color_with_legendary"))
        self.without: tuple[str, ...] = tuple(f.get("without") or ())  # "without flying": keywords it lacks
        tapped = f.get("tapped")
        self.check_tapped: bool = tapped is not None
        self.tapped: bool = bool(tapped)
        self.from_battlefield_this_turn: bool = bool(f.get("from_battlefield_this_turn"))
        #: it was dealt damage this turn: damage stays marked on a permanent until the cleanup step (120.3,
        #: 514.2), so a permanent with damage marked is one that was dealt damage this turn
        self.dealt_damage_this_turn: bool = bool(f.get("dealt_damage_this_turn"))
        #: "dealt damage this turn by a Spider you controlled" (Shelob, Child of Ungoliant): a source's subtypes and
        #: controller as it dealt the damage (``Game.dealt_damage_by``), or None
        self.dealt_damage_this_turn_by: Any = f.get("dealt_damage_this_turn_by") or None
        self.power_at_most: Any = f.get("power_at_most")  # an int or an amount expression
        #: "with equal or lesser mana value than that spell" (Saruman of Many Colors): its mana value (202.3) is at
        #: most this (an int or an amount expression)
        self.mv_at_most: Any = f.get("mv_at_most")
        pl = f.get("power_at_least")
        self.check_power_at_least: bool = pl is not None
        self.power_at_least: int = int(pl) if pl is not None else 0
        #: "with power X" (Ent-Draught Basin): asked where X is known, by legal.x_fits (not by Game.matches)
        self.power_is_x: bool = bool(f.get("power_is_x"))
        self.equipped: bool = bool(f.get("equipped"))  # an Equipment is attached to it (301.5)
        #: "with lesser power": its power is less than the source's (as it last existed, once it left: 608.2h)
        self.lesser_power: bool = bool(f.get("lesser_power"))
        #: "with greater power": its power is greater than the source's (Éowyn, Fearless Knight; 608.2h as above)
        self.greater_power: bool = bool(f.get("greater_power"))
        pt = f.get("pt_at_most")
        self.check_pt_at_most: bool = pt is not None
        self.pt_at_most: int = int(pt) if pt is not None else 0
        self.keywords: tuple[str, ...] = tuple(f.get("keywords") or ())
        #: with ``keywords``: the types that match without them ("artifact, enchantment, or creature with flying")
        self.types_without_keywords: tuple[str, ...] = tuple(t for t in self.types if t != "Creature")
        #: alternatives ("another creature or a token"): what matches any of them matches (nothing else is asked)
        self.any_of: tuple[FilterSpec, ...] = tuple(x if isinstance(x, FilterSpec) else FilterSpec(x)
                                                    for x in f.get("any_of") or ())
        tok = f.get("token")
        self.check_token: bool = tok is not None  # token = true: tokens only; false: nontoken (111.1)
        self.token = bool(tok)
        self.simple: bool = not (self.check_pt_at_most or self.keywords or self.any_of or self.check_token
                                 or self.owner_you or self.other or self.types or self.subtypes or self.supertypes
                                 or self.nonlegendary or self.colors or self.not_colors or self.basic
                                 or self.historic or self.nontoken or self.attacking or self.without or self.blocked_legendary
                                 or self.shares_color_with_legendary
                                 or self.check_tapped or self.from_battlefield_this_turn
                                 or self.dealt_damage_this_turn or self.dealt_damage_this_turn_by is not None
                                 or self.power_at_most is not None or self.check_power_at_least or self.equipped
                                 or self.lesser_power or self.greater_power or self.mv_at_most is not None)
