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
