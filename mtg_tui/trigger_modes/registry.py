"""The trigger modes (``ALL``, ``BY_NAME``) and the card files' event names (``EVENTS``: name -> EventUse,
a mode plus what narrows it), built once at import.  A new event name is one line in ``EVENTS``; a new
mode is one class in modes.py and one entry in ``ALL`` (docs/VOCABULARY.md, "Add a trigger mode")."""

from __future__ import annotations

from typing import Final

from .base import EventUse, TriggerMode
from .modes import (Attacks, Blocks, Cast, Cycle, Dies, Draws, Enters, Leaves, PutIntoGraveyard, RingBearerChosen,
                    RingTempts, StepBegins, TokenCreated)

ENTERS: Final = Enters()
DIES: Final = Dies()
TO_GRAVEYARD: Final = PutIntoGraveyard()
LEAVES: Final = Leaves()
ATTACKS: Final = Attacks()
BLOCKS: Final = Blocks()
STEP: Final = StepBegins()
CAST: Final = Cast()
DRAWS: Final = Draws()
RING_TEMPTS: Final = RingTempts()
RING_BEARER: Final = RingBearerChosen()
TOKEN: Final = TokenCreated()
CYCLE: Final = Cycle()

ALL: Final[tuple[TriggerMode, ...]] = (ENTERS, DIES, TO_GRAVEYARD, LEAVES, ATTACKS, BLOCKS, STEP, CAST, DRAWS,
                                       RING_TEMPTS, RING_BEARER, TOKEN, CYCLE)
BY_NAME: Final[dict[str, TriggerMode]] = {m.name: m for m in ALL}

_USES: Final = (
    EventUse("self_enters", ENTERS, self_only=True),
    EventUse("enters", ENTERS),
    EventUse("self_dies", DIES, self_only=True),
    EventUse("dies", DIES),
    EventUse("self_to_graveyard", TO_GRAVEYARD, self_only=True),
    EventUse("self_leaves", LEAVES, self_only=True),
    EventUse("self_attacks", ATTACKS, self_only=True),
    EventUse("attacks_player", ATTACKS),
    EventUse("self_blocks", BLOCKS, self_only=True),
    EventUse("upkeep", STEP, step="upkeep"),
    EventUse("end_step", STEP, step="end"),
    EventUse("beginning_of_combat", STEP, step="beginning_of_combat"),
    EventUse("cast", CAST),
    EventUse("opponent_draws_extra", DRAWS, who="opponent", except_first_in_draw_step=True),
    EventUse("draw_opponent_turn", DRAWS, who="you", opponents_turn=True),
    EventUse("ring_tempts_you", RING_TEMPTS),
    EventUse("choose_ring_bearer", RING_BEARER),
    EventUse("token_created", TOKEN),
    EventUse("cycle", CYCLE),
)
#: the card files' event names: each a mode plus what narrows it
EVENTS: Final[dict[str, EventUse]] = {u.event: u for u in _USES}


def _names(mode: TriggerMode, self_only: bool, **opts: object) -> tuple[str, ...]:
    """The event names that are ``mode`` narrowed this way (self only, and these fixed data)."""
    return tuple(u.event for u in _USES
                 if u.mode is mode and u.self_only == self_only and all(u.opts.get(k) == v for k, v in opts.items()))


# ---- what engine/triggers.py reads (once, at import): for each check it makes, the event names it covers
SELF_ENTERS: Final = frozenset(_names(ENTERS, True))
ENTERS_FILTERED: Final = _names(ENTERS, False)
SELF_DIES: Final = frozenset(_names(DIES, True))
DIES_FILTERED: Final = _names(DIES, False)
SELF_TO_GRAVEYARD: Final = frozenset(_names(TO_GRAVEYARD, True))
SELF_LEAVES: Final = frozenset(_names(LEAVES, True))
SELF_ATTACKS: Final = frozenset(_names(ATTACKS, True))
ATTACKS_FILTERED: Final = _names(ATTACKS, False)
SELF_BLOCKS: Final = frozenset(_names(BLOCKS, True))
CASTS: Final = _names(CAST, False)
OPPONENT_DRAWS: Final = _names(DRAWS, False, who="opponent", except_first_in_draw_step=True)
YOU_DRAW_ON_THEIR_TURN: Final = _names(DRAWS, False, who="you", opponents_turn=True)
RING_TEMPTS_YOU: Final = _names(RING_TEMPTS, False)
RING_BEARER_CHOSEN: Final = _names(RING_BEARER, False)
TOKENS_CREATED: Final = _names(TOKEN, False)
CYCLES: Final = _names(CYCLE, False)
#: a step's name in the engine ("upkeep", "end", "beginning_of_combat") -> the event names that trigger then
STEP_BEGINS: Final[dict[str, tuple[str, ...]]] = {
    s: _names(STEP, False, step=s) for s in sorted({str(u.opts["step"]) for u in _USES if u.mode is STEP})}
#: every event name some check above covers (tests/test_trigger_modes.py: all of EVENTS)
ENGINE_COVERS: Final = (SELF_ENTERS | SELF_DIES | SELF_TO_GRAVEYARD | SELF_LEAVES | SELF_ATTACKS | SELF_BLOCKS
                        | frozenset(ENTERS_FILTERED + DIES_FILTERED + ATTACKS_FILTERED + CASTS + OPPONENT_DRAWS
                                    + YOU_DRAW_ON_THEIR_TURN + RING_TEMPTS_YOU + RING_BEARER_CHOSEN + TOKENS_CREATED
                                    + CYCLES + tuple(n for ns in STEP_BEGINS.values() for n in ns)))
