"""199 Doors of Durin (rare): "Whenever you attack, scry 2, then you may reveal the top card of your library. If
it's a creature card, put it onto the battlefield tapped and attacking. Until your next turn, it gains trample if
you control a Dwarf and hexproof if you control an Elf."

What it needs of the game: the trigger ``you_attack`` (508.3a: you declare one or more attackers), ``reveal_top``
putting a creature onto the battlefield tapped and attacking (508.4: never declared, so no "attacks" trigger), the
reference ``revealed`` for "it", a pump whose keywords each depend on a condition asked as it resolves
(``keywords_if``; the conditions control_dwarf and control_elf) and the duration "until your next turn" (611.2a:
it ends as its controller's next turn begins)."""

from __future__ import annotations

from rules_helpers import act, board, legal, perm

from mtg_tui.cards.registry import registry
from mtg_tui.cards.sets import load_set


def test_card_file_is_the_set_files_card_of_its_number():
    c = registry().get("Doors of Durin")
    entry = load_set("LTR").by_number()[199]
    assert (c.set, c.number, entry.name, entry.rarity) == ("LTR", 199, "Doors of Durin", "rare")


def _doors(attacker="Gimli, Mournful Avenger", library=("Hill Giant", "Island", "Plains")):
    g = board(state={"turn": 3, "active": "p1", "step": "declare_attackers"},
              p1={"battlefield": ["Doors of Durin", {"card": attacker, "id": "att"}], "library": list(library)},
              p2={"library": ["Island"] * 5})
    act(g, f"p1: attack {attacker}")
    if g.pending is not None and g.pending.kind == "attack":
        act(g, "p1: done")
    return g


def _scry_and_reveal(g, top: str = "top", second: str = "bottom", reveal: str = "yes"):
    act(g, "resolve", f"p1: choose {top}", f"p1: choose {second}", f"p1: choose {reveal}")
    return g


def test_a_creature_revealed_enters_tapped_and_attacking_with_trample_for_a_dwarf():
    """Scry 2 keeps the Hill Giant on top; revealed, it enters tapped and attacking (508.4: 'is attacking' with no
    declaration); with a Dwarf (Gimli) it gains trample, with no Elf no hexproof; both attackers deal damage."""
    g = _scry_and_reveal(_doors())
    giant = perm(g, "Hill Giant")
    assert giant["tapped"] and giant["attacking"] and "trample" in giant["keywords"]
    assert "hexproof" not in giant["keywords"]
    assert any(e.rule == "508.4" and e.msg == "Hill Giant is attacking Player 2" for e in g.log)
    assert not any(e.kind == "trigger" and "Gimli" in e.msg for e in g.log)  # 508.4: no "attacks" trigger
    act(g, "advance to end_of_combat")
    assert g.players["p2"].life == 20 - 3 - 3


def test_an_elf_gives_hexproof_until_your_next_turn():
    """With an Elf (Arwen) attacking: hexproof, not trample; it lasts through the opponent's turn and ends as its
    controller's next turn begins (611.2a)."""
    g = _scry_and_reveal(_doors(attacker="Arwen, Mortal Queen"))
    giant = perm(g, "Hill Giant")
    assert "hexproof" in giant["keywords"] and "trample" not in giant["keywords"]
    act(g, "advance to turn 4 upkeep")
    assert "hexproof" in perm(g, "Hill Giant")["keywords"]
    act(g, "advance to turn 5 upkeep")
    assert "hexproof" not in perm(g, "Hill Giant")["keywords"]


def test_a_noncreature_on_top_stays_there():
    """Revealed, a land isn't a creature card: it stays on top of the library, nothing enters."""
    g = _scry_and_reveal(_doors(library=("Island", "Hill Giant", "Plains")))
    assert g.players["p1"].library and g.objects[g.players["p1"].library[0]].card.name == "Island"
    assert perm(g, "Hill Giant") is None


def test_choosing_not_to_reveal_puts_nothing_onto_the_battlefield():
    """'You may reveal': no."""
    g = _scry_and_reveal(_doors(), reveal="no")
    assert perm(g, "Hill Giant") is None


def test_the_opponents_attack_doesnt_trigger_it():
    """'Whenever you attack': the opponent's attackers don't trigger it."""
    g = board(state={"turn": 4, "active": "p2", "step": "declare_attackers"},
              p1={"battlefield": ["Doors of Durin"], "library": ["Hill Giant"] * 3},
              p2={"battlefield": ["Grizzly Bears"], "library": ["Island"] * 5})
    act(g, "p2: attack Grizzly Bears")
    if g.pending is not None and g.pending.kind == "attack":
        act(g, "p2: done")
    assert not g.stack
