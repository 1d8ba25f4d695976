"""The turn recap (issue 18): the other player's turn told again in a few lines at the start of yours.

Real games: boards from the scenario schema (rules_helpers.board), actions by text, then the recap of the
engine's own log; and a few hundred turns of bot games, where the recap must never raise, never pass its line
budget and never name a card the viewer may not see."""

from __future__ import annotations

import subprocess
import sys

from rich.text import Text

from mtg_tui.decks import load_deck
from mtg_tui.engine import events as engine_events
from mtg_tui.engine.events import Event
from mtg_tui.sim import play_game
from mtg_tui.tui.recap import MAX_LINES, recap_text, recap_turn
from rules_helpers import board

NAMES = {"p1": "Ann", "p2": "Bob"}
#: the engine's filter of events for one reader (masks hidden moves and drawn ids), where it exists
events_seen_by = getattr(engine_events, "events_seen_by", None)


def _text(g, viewer="p1") -> str:
    lines = recap_text(g.log, viewer, NAMES)
    assert 1 <= len(lines) <= MAX_LINES, lines
    return "\n".join(lines)


def test_recap_tells_the_attack_the_blocks_the_damage_and_what_died_and_why():
    """Bob's turn: a land, a Bolt on Ann's creature, an attack with a block; Ann's recap at her next turn says
    all of it, with the life change and the cause of each death, and not the card Bob drew."""
    g = board({"turn": 3, "active": "p2", "step": "untap"},
              p1={"battlefield": ["Forest", {"card": "Grizzly Bears", "id": "bear"},
                                  {"card": "Youthful Knight", "id": "knight"}], "library": ["Forest"]},
              p2={"battlefield": ["Mountain", {"card": "Hill Giant", "id": "giant"},
                                  {"card": "Raging Goblin", "id": "gob"}],
                  "hand": ["Lightning Bolt", "Mountain"], "library": ["Serra Angel", "Forest"]},
              actions=["advance to main1", "p2: play Mountain", "p2: cast Lightning Bolt -> Youthful Knight",
                       "resolve", "advance to declare_attackers", "p2: attack Hill Giant", "p2: attack Raging Goblin",
                       "advance to declare_blockers", "p1: block Hill Giant with Grizzly Bears",
                       "advance to turn 4 upkeep"])
    assert g.players["p2"].hand and g.objects[g.players["p2"].hand[0]].card.name == "Serra Angel"
    lines = recap_text(g.log, "p1", NAMES)
    assert lines[0] == "Bob's turn 3: played Mountain; cast Lightning Bolt (→ your Youthful Knight)."
    assert lines[1] == ("Attacked with Hill Giant and Raging Goblin: you blocked Hill Giant with Grizzly Bears; "
                        "you took 1.")
    assert "Life: you 20 → 19 (1 combat)." in lines
    assert "You lost: Youthful Knight (Lightning Bolt), Grizzly Bears (combat with Hill Giant)." in lines
    assert "Serra Angel" not in "\n".join(lines)  # drawn in Bob's draw step: hidden from Ann
    assert len(lines) <= MAX_LINES
    # the lines are rich Text, styled for the log: a line's label has its style, what follows it is plain
    texts = recap_turn(g.log, "p1", NAMES)
    assert all(isinstance(t, Text) for t in texts)
    lost = next(t for t in texts if t.plain.startswith("You lost: "))
    assert not lost.style and [(s.start, s.end) for s in lost.spans] == [(0, len("You lost: "))]


def test_recap_names_the_spell_that_destroyed_and_the_trigger_that_killed_amass_and_the_ring():
    """Orcish Bowmasters' trigger pings a creature (then amasses), Claim the Precious destroys one (then the
    Ring tempts Bob), then an attack: each loss says its cause, the Army and the Ring are told once."""
    g = board({"turn": 5, "active": "p2", "step": "main1"},
              p1={"battlefield": ["Forest", {"card": "Grizzly Bears", "id": "bear"},
                                  {"card": "Llanowar Elves", "id": "elf"}]},
              p2={"battlefield": ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp", {"card": "Hill Giant", "id": "giant"}],
                  "hand": ["Orcish Bowmasters", "Claim the Precious"], "library": ["Doom Blade", "Divination"]},
              actions=["p2: cast Orcish Bowmasters", "resolve", "p2: choose Llanowar Elves", "resolve",
                       "p2: cast Claim the Precious -> Grizzly Bears", "resolve", "p2: choose Orcish Bowmasters",
                       "advance to declare_attackers", "p2: attack Hill Giant", "advance to turn 6 upkeep"])
    text = _text(g)
    assert text.splitlines()[0] == ("Bob's turn 5: cast Orcish Bowmasters, Claim the Precious "
                                    "(→ your Grizzly Bears).")
    assert "Attacked with Hill Giant: no blocks; you took 3." in text
    assert "Life: you 20 → 17 (3 combat)." in text
    assert "You lost: Llanowar Elves (Orcish Bowmasters), Grizzly Bears (Claim the Precious)." in text
    assert ("Bob: amassed Orcs 1 (a new Orc Army); tempted by the Ring (level 1, Ring-bearer Orcish Bowmasters)."
            in text)
    assert "Doom Blade" not in text and "Divination" not in text  # Bob's library


def test_a_creature_killed_in_a_fight_is_lost_to_the_card_that_made_it_fight():
    """Fall of Gil-galad's chapter III makes Bob's Hill Giant fight Ann's Grizzly Bears: the Bears are lost to
    the Saga's chapter, not to 'lethal damage' nor to the Giant as if in combat; the Saga's own end is no loss."""
    g = board({"turn": 4, "active": "p2", "step": "main1"},
              p1={"battlefield": [{"card": "Grizzly Bears", "id": "bear"}]},
              p2={"battlefield": [{"card": "Fall of Gil-galad", "id": "saga", "counters": {"lore": 2}},
                                  {"card": "Hill Giant", "id": "giant"}]},
              actions=["p2: choose Grizzly Bears", "resolve", "advance to turn 5 upkeep"])
    assert "bear" not in g.objects and "saga" not in g.objects
    assert recap_text(g.log, "p1", NAMES) == ["Bob's turn 4: no lands or spells.",
                                             "You lost: Grizzly Bears (Fall of Gil-galad chapter III)."]


def test_recap_tells_what_you_did_in_their_turn_and_what_they_lost():
    """Ann bolts Bob's attacking Hill Giant: Bob lost it to the Bolt, and Ann's own cast is on a line of its own."""
    g = board({"turn": 3, "active": "p2", "step": "declare_attackers"},
              p1={"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]},
              p2={"battlefield": [{"card": "Hill Giant", "id": "giant"}]},
              actions=["p2: attack Hill Giant", "p2: pass", "p1: cast Lightning Bolt -> Hill Giant", "resolve",
                       "advance to turn 4 upkeep"])
    text = _text(g)
    assert "Attacked with Hill Giant: no blocks." in text
    assert "Bob lost: Hill Giant (Lightning Bolt)." in text
    assert "You: cast Lightning Bolt (→ Hill Giant)." in text
    assert "Life:" not in text  # nobody's life changed


def test_recap_counts_extra_draws_and_never_names_them():
    """Divination draws Bob two cards (each one pings him through Ann's Orcish Bowmasters): the recap counts
    them ('drew 2 extra cards') and says what the pings did, but names neither card."""
    g = board({"turn": 2, "active": "p2", "step": "draw"},
              p1={"battlefield": ["Orcish Bowmasters"]},
              p2={"library": ["Serra Angel", "Doom Blade", "Counterspell"], "hand": ["Divination"],
                  "battlefield": ["Island", "Island", "Island"]},
              actions=["advance to main1", "p2: cast Divination", "resolve", "p1: choose p2", "p1: choose p2",
                       "resolve", "resolve", "advance to turn 3 upkeep"])
    text = _text(g)
    assert text.splitlines()[0] == "Bob's turn 2: cast Divination."
    assert "Bob 20 → 18 (2 Orcish Bowmasters)" in text
    assert "Bob: drew 2 extra cards." in text
    assert "You: amassed Orcs 1 (a new Orc Army); amassed Orcs 1." in text
    for hidden in ("Serra Angel", "Doom Blade", "Counterspell"):
        assert hidden not in text


def test_a_card_found_by_a_hidden_search_is_not_named_but_a_discard_is():
    """A search whose card goes to hand unrevealed (a hidden zone event) is told without the card; a discard
    is public."""
    evs = [
        Event("turn", "Turn 7: Bob", "500.1", {"turn": 7, "active": "p2"}),
        Event("search", "Bob searches their library and finds a card", "701.19a", {"player": "p2"}),
        Event("zone", "Serra Angel goes to the hand from the library", "400.7",
              {"obj": "c40", "new": "c41", "frm": "library", "to": "hand", "owner": "p2", "controller": "p2",
               "lki": None, "name": "Serra Angel", "hidden": True}),
        Event("discard", "Bob discards Hill Giant (hand size)", "514.1", {"player": "p2", "obj": "c9"}),
        Event("turn", "Turn 8: Ann", "500.1", {"turn": 8, "active": "p1"}),
    ]
    text = "\n".join(recap_text(evs, "p1", NAMES))
    assert "Bob: searched their library; discarded Hill Giant." in text
    assert "Serra Angel" not in text


def _hidden_names_in(g, viewer: str, lines: list[str]) -> list[str]:
    """Names of cards the viewer can't see (the other hand, both libraries) that the recap mentions, when no
    public card or event of the turn bears that name."""
    opp = "p2" if viewer == "p1" else "p1"
    hidden = {g.objects[i].card.name for i in g.players[opp].hand}
    for p in ("p1", "p2"):
        hidden |= {g.objects[i].card.name for i in g.players[p].library}
    public = {o.card.name for o in g.objects.values()
              if o.zone in ("battlefield", "graveyard", "exile", "stack") or (o.zone == "hand" and o.owner == viewer)}
    for e in reversed(g.log):  # what this turn showed: casts, public moves, reveals, discards
        d = e.data
        if e.kind == "zone" and d.get("name") and (not d.get("hidden") or d.get("frm") not in ("hand", "library")):
            public.add(d["name"])
        elif e.kind == "cast":
            public.add(d["name"])
        elif e.kind in ("reveal", "discard"):
            public.add(e.msg.split(" reveals ")[-1].split(" discards ")[-1])
        if e.kind == "turn" and d.get("active") != viewer:
            break
    text = "\n".join(lines)
    for n in sorted(public, key=len, reverse=True):  # 'Rivendell' inside 'Elrond, Lord of Rivendell'
        text = text.replace(n, "#")
    return sorted(n for n in hidden - public if n in text)


def test_recap_over_hundreds_of_bot_turns_never_raises_keeps_its_budget_and_hides_what_is_hidden():
    decks = ["mordor", "shire", "rivendell", "teach-green-white", "teach-black-red"]
    seen = {"turns": 0, "lost": 0, "ring": 0, "combat": 0}
    leaks = []
    for k in range(24):
        a, b = decks[k % 5], decks[(k // 5 + k + 1) % 5]
        last = {"turn": 1}

        def on_action(g, _a, _agent, last=last):
            if g.turn == last["turn"] or g.over:
                return
            last["turn"] = g.turn  # the new turn's player reads the recap of the turn that just ended
            viewer = g.active
            lines = recap_text(g.log, viewer, NAMES)
            assert 1 <= len(lines) <= MAX_LINES, lines
            assert lines[0].startswith(f"{NAMES['p2' if viewer == 'p1' else 'p1']}'s turn {g.turn - 1}:"), lines
            seen["turns"] += 1
            text = "\n".join(lines)
            seen["lost"] += "lost:" in text
            seen["ring"] += "tempted by the Ring" in text
            seen["combat"] += "Attacked with" in text
            if events_seen_by is not None:  # the log as the viewer reads it tells the same story
                assert recap_text(events_seen_by(g.log, viewer), viewer, NAMES) == lines
            bad = _hidden_names_in(g, viewer, lines)
            if bad:
                leaks.append((k, g.turn, bad, lines))

        play_game(load_deck(a).main, load_deck(b).main, ("normal", "random") if k % 2 else ("random", "normal"),
                  400 + k, keep_log=True, on_action=on_action)
    assert not leaks, leaks[:3]
    assert seen["turns"] >= 300
    assert seen["lost"] and seen["ring"] and seen["combat"]  # the games did exercise the recap


def test_recap_imports_no_textual():
    code = "import sys, mtg_tui.tui.recap; assert 'textual' not in sys.modules, 'textual imported'"
    subprocess.run([sys.executable, "-c", code], check=True)
