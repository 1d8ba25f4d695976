"""Trigger modes as words (issue 19): one class per general mode in mtg_tui/trigger_modes, each with its parts
(name, rule, the engine event it listens to, how it matches, its text, a hint), and every event name a card
file may use is one mode plus what narrows it.  The text each mode writes is the text cards had before."""

from __future__ import annotations

from pathlib import Path

import pytest

from mtg_tui.cards import schema
from mtg_tui.cards.registry import registry
from mtg_tui.cards.render import trigger_text
from mtg_tui.trigger_modes import registry as modes
from mtg_tui.trigger_modes.base import EventUse, TriggerMode

SCHEMA_EVENTS = set(schema.TRIGGER_EVENTS)
#: the engine event kinds check_triggers looks at, and "step" for step_triggers (engine/triggers.py)
ENGINE_KINDS = {"zone", "cast", "draw", "ring", "token", "attack", "block", "damage", "counters", "cycle", "scry",
                "resolve", "target", "combat_damage", "counters_put", "phase",
                "step"}


def test_every_event_name_in_the_schema_is_a_mode():
    missing = SCHEMA_EVENTS - set(modes.EVENTS)
    assert not missing, f"event names with no trigger mode (add them to trigger_modes/registry.py EVENTS): {missing}"
    extra = set(modes.EVENTS) - SCHEMA_EVENTS
    assert not extra, f"event names card files can't use (add them to schema.py's Trigger.event): {extra}"
    for name, use in modes.EVENTS.items():
        assert isinstance(use, EventUse) and use.event == name
        assert use.mode in modes.ALL, f"{name}: its mode {use.mode.name!r} is not in registry.ALL"


@pytest.mark.parametrize("mode", modes.ALL, ids=lambda m: m.name)
def test_every_mode_has_every_part(mode: TriggerMode):
    for part in ("name", "rule", "listens", "matches", "hint"):
        assert getattr(mode, part), f"trigger mode {type(mode).__name__} has no {part}"
    assert "text" in type(mode).__dict__, f"trigger mode {type(mode).__name__} writes no text"
    assert mode.listens in ENGINE_KINDS, f"{mode.name}: listens to {mode.listens!r}, an event the engine never has"
    assert any(u.mode is mode for u in modes.EVENTS.values()), f"{mode.name}: no event name uses it"
    assert modes.BY_NAME[mode.name] is mode


def test_modes_are_general():
    """The 19 event names are fewer modes: a self-only name and its filtered name share one mode."""
    assert len(modes.ALL) < len(modes.EVENTS)
    assert modes.EVENTS["self_enters"].mode is modes.EVENTS["enters"].mode
    assert modes.EVENTS["self_enters"].self_only and not modes.EVENTS["enters"].self_only
    assert modes.EVENTS["self_dies"].mode is modes.EVENTS["dies"].mode
    assert modes.EVENTS["self_attacks"].mode is modes.EVENTS["attacks_player"].mode
    assert {modes.EVENTS[e].mode for e in ("upkeep", "end_step", "beginning_of_combat")} == {modes.BY_NAME["step begins"]}
    assert modes.EVENTS["opponent_draws_extra"].mode is modes.EVENTS["draw_opponent_turn"].mode


# (card, event, the trigger's lead), as cards/render.py wrote it before trigger modes existed
POOL_TEXT = [
    ("Meriadoc Brandybuck", "attacks_player", "Whenever one or more Halflings you control attack a player"),
    ("Landroval, Horizon Witness", "attacks_player", "Whenever two or more creatures you control attack a player"),
    ("Sting, the Glinting Dagger", "beginning_of_combat", "At the beginning of each combat"),
    ("Daring Archaeologist", "cast", "Whenever you cast a historic spell"),
    ("Erebor Flamesmith", "cast", "Whenever you cast an instant or sorcery spell"),
    ("Call of the Ring", "choose_ring_bearer", "Whenever you choose a creature as your Ring-bearer"),
    ("The Watcher in the Water", "dies", "Whenever a Tentacle you control dies"),
    ("Uglúk of the White Hand", "dies", "Whenever another creature you control dies"),
    ("Warbeast of Gorgoroth", "dies",
     "Whenever Warbeast of Gorgoroth or another creature you control with power 4 or greater dies"),
    ("March from the Black Gate", "attacks", "Whenever an Army you control attacks"),
    ("East-Mark Cavalier", "self_deals_damage", "Whenever East-Mark Cavalier deals damage to a Goblin or Orc"),
    ("Saruman the White", "cast_second", "Whenever you cast your second spell each turn"),
    ("Lotho, Corrupt Shirriff", "player_casts_second", "Whenever a player casts their second spell each turn"),
    ("Legolas, Master Archer", "cast_targeting_self", "Whenever you cast a spell that targets Legolas, Master Archer"),
    ("Legolas, Master Archer", "cast_targeting", "Whenever you cast a spell that targets a creature you don't control"),
    ("Tom Bombadil", "final_chapter_resolves", "Whenever the final chapter ability of a Saga you control resolves"),
    ("Spiteful Banditry", "one_or_more_die", "Whenever one or more creatures your opponents control die"),
    ("Fangorn, Tree Shepherd", "attack", "Whenever one or more Treefolk you control attack"),
    ("Boromir, Warden of the Tower", "opponent_casts_free",
     "Whenever an opponent casts a spell, if no mana was spent to cast it"),
    ("Merry, Esquire of Rohan", "attack_with_self_and", "Whenever you attack with Merry and another legendary creature"),
    ("Mordor Trebuchet", "attack_with", "Whenever you attack with one or more Goblins and/or Orcs"),
    ("The Watcher in the Water", "draw_opponent_turn", "Whenever you draw a card during an opponent's turn"),
    ("Faramir, Prince of Ithilien", "end_step", "At the beginning of your end step"),
    ("Frodo Baggins", "enters", "Whenever Frodo Baggins or another legendary creature you control enters"),
    ("Elrond, Lord of Rivendell", "enters", "Whenever Elrond or another creature you control enters"),
    ("Erkenbrand, Lord of Westfold", "enters_under_your_control",
     "Whenever Erkenbrand or another Human creature enters under your control"),
    ("Orcish Bowmasters", "opponent_draws_extra",
     "Whenever an opponent draws a card except the first one they draw in each of their draw steps"),
    ("Nazgûl", "ring_tempts_you", "Whenever the Ring tempts you"),
    ("Gandalf, Friend of the Shire", "ring_tempts_you",
     "Whenever the Ring tempts you, if you chose a creature other than Gandalf as your Ring-bearer"),
    ("Oliphaunt", "self_attacks", "Whenever Oliphaunt attacks"),
    ("Took Reaper", "self_dies", "When Took Reaper dies"),
    ("Bill the Pony", "self_enters", "When Bill the Pony enters"),
    ("Brandywine Farmer", "self_enters_or_leaves", "When Brandywine Farmer enters or leaves the battlefield"),
    ("Lembas", "self_to_graveyard", "When Lembas is put into a graveyard from the battlefield"),
    ("Rosie Cotton of South Lane", "token_created", "Whenever you create a token"),
    ("Mirkwood Bats", "token_created_or_sacrificed", "Whenever you create or sacrifice a token"),
    ("Call of the Ring", "upkeep", "At the beginning of your upkeep"),
    ("Aragorn, the Uniter", "cast", "Whenever you cast a green spell"),
    ("Sauron, the Dark Lord", "opponent_casts", "Whenever an opponent casts a spell"),
    ("Andúril, Flame of the West", "equipped_attacks", "Whenever equipped creature attacks"),
    ("Fall of Cair Andros", "dealt_excess_noncombat_damage",
     "Whenever a creature an opponent controls is dealt excess noncombat damage"),
    ("Elrond, Master of Healing", "becomes_target_of_opponent", "Whenever a creature you control with a +1/+1 counter "
     "on it becomes the target of a spell or ability an opponent controls"),
    ("Elrond, Master of Healing", "you_scry", "Whenever you scry"),
    ("Witch-king of Angmar", "creatures_deal_combat_damage_to_you",
     "Whenever one or more creatures deal combat damage to you"),
    ("Aragorn, Company Leader", "you_put_counters_on_self", "Whenever you put one or more counters on Aragorn"),
]


@pytest.mark.parametrize("name,event,lead", POOL_TEXT, ids=[f"{e}-{n}" for n, e, _ in POOL_TEXT])
def test_each_mode_writes_the_cards_text(name: str, event: str, lead: str):
    c = registry().get(name)
    leads = [trigger_text(c, ab["trigger"]) for ab in c.triggered if ab["trigger"]["event"] == event]
    assert lead in leads
    # the mode writes it (not a leftover switch): the same text straight from the event name's mode
    t = next(ab["trigger"] for ab in c.triggered if trigger_text(c, ab["trigger"]) == lead)
    assert modes.EVENTS[event].text(c, t) == lead


def test_every_event_name_is_matched_by_its_mode():
    """engine/triggers.py asks the modes, which match: a self-only name by its mode's ``own`` (the event's own
    object), any other by its ``fires`` (each watching permanent); the engine names no event."""
    for name, use in modes.EVENTS.items():
        cls = type(use.mode)
        if use.self_only:
            assert name in use.mode.own_events and cls.own is not TriggerMode.own, name
        else:
            assert use in use.mode.watching and cls.fires is not TriggerMode.fires, name
    assert modes.LISTENERS["step"] == modes.STEP_MODES
    src = (Path(__file__).resolve().parent.parent / "mtg_tui" / "engine" / "triggers.py").read_text()
    for name in modes.EVENTS:
        assert f'"{name}"' not in src, f"engine/triggers.py names the event {name!r}"


def test_each_mode_is_its_own_module():
    for m in modes.ALL:
        assert type(m).__module__.startswith("mtg_tui.trigger_modes.")
        assert sum(isinstance(x, type) and issubclass(x, TriggerMode) and x is not TriggerMode
                   and x.__module__ == type(m).__module__
                   for x in vars(__import__(type(m).__module__, fromlist=["_"])).values()) == 1


# ---------------------------------------------------------------------- each mode's rule, in play
from rules_helpers import act, board  # noqa: E402

PL = ["Plains"] * 6


def _triggered(g, source: str) -> int:
    return sum(1 for e in g.log if e.kind == "trigger" and e.msg.startswith(f"{source}'s ability"))


def test_enters_self():
    g = board(p1={"hand": ["Bill the Pony"], "battlefield": PL[:4]})
    act(g, "p1: cast Bill the Pony", "resolve")
    assert _triggered(g, "Bill the Pony") > 0


def test_enters_filtered_counts_other_creatures_you_control_only():
    g = board(p1={"battlefield": ["Elrond, Lord of Rivendell", "Forest", "Forest"], "hand": ["Grizzly Bears"]},
              p2={"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]})
    act(g, "p1: cast Grizzly Bears", "resolve")
    assert _triggered(g, "Elrond, Lord of Rivendell") > 0


def test_enters_filtered_ignores_an_opponents_creature():
    g = board(state={"turn": 2, "active": "p2"}, p1={"battlefield": ["Elrond, Lord of Rivendell"]},
              p2={"battlefield": ["Forest", "Forest"], "hand": ["Grizzly Bears"]})
    act(g, "p2: cast Grizzly Bears", "resolve")
    assert _triggered(g, "Elrond, Lord of Rivendell") == 0


def test_dies_self():
    g = board(state={"turn": 2, "active": "p2"}, p1={"battlefield": ["Took Reaper"]},
              p2={"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]})
    act(g, "p2: cast Lightning Bolt -> Took Reaper", "resolve")
    assert _triggered(g, "Took Reaper") > 0


def test_step_begins_your_upkeep():
    g = board(state={"step": "upkeep"}, p1={"battlefield": ["Call of the Ring"], "library": ["Swamp"]})
    assert _triggered(g, "Call of the Ring") > 0
