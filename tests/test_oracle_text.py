"""Every implemented card of the set reads as its Oracle text (issue 21): the rules text rendered from the card's
data is compared, line by line, with the Oracle text of ``mtg_tui/cards/sets/ltr.json`` (the set file, from
``ltr-set.json``).  Both sides are normalised the same way, and only so:

- reminder text (in parentheses) is dropped: the game shows keywords' reminders elsewhere;
- "enters the battlefield" reads "enters", and "<a permanent> enters ... under your control" reads "<a permanent>
  you control enters": the wording of current Oracle text (the 2024 update), which the game prints;
- the card's references to itself, by its full name or by the short name before its comma ("Frodo" for "Frodo
  Baggins", "Gimli" for "Gimli, Counter of Kills"), read CARDNAME: a card printed in a game names itself however
  the renderer calls it;
- a dash is preceded by one space ("I —", "choose one —"): two entries of the set file (Gorbag of Minas Morgul,
  Oath of the Grey Host) print it without, unlike every other card of the set.

Nothing else differs: word order, punctuation, "it's", "for each" and the rest are the card's own."""

from __future__ import annotations

import re

import pytest

from mtg_tui.cards.registry import registry
from mtg_tui.cards.render import render_card
from mtg_tui.cards.sets import load_set

SET = load_set("LTR")
CARDS = sorted((c.number, c.name) for c in registry().cards.values()
               if c.set == "LTR" and c.number in SET.by_number())


def normalise(text: str, name: str) -> list[str]:
    text = re.sub(r"\s*\([^)]*\)", "", text)
    text = re.sub(r"(?<=\S)\s*—", " —", text)
    text = text.replace("enters the battlefield", "enters")
    text = re.sub(r"\b((?:a|an|another|one or more) [^,.;]*?) enters under your control", r"\1 you control enters",
                  text)
    text = text.replace(name, "CARDNAME")
    short = name.split(",")[0]
    if short != name:
        text = re.sub(rf"\b{re.escape(short)}\b", "CARDNAME", text)
    first = name.split()[0]
    if first != name and len(first) > 3:  # "Frodo", "Gandalf", "Uglúk": the card's own first name
        text = re.sub(rf"\b{re.escape(first)}\b(?![ ,]+(?:{'|'.join(re.escape(w) for w in name.split()[1:])}))",
                      "CARDNAME", text)
    return [line.strip() for line in text.splitlines() if line.strip()]


def rendered_rules(card) -> str:
    """The rules lines of the rendered card: after its name/cost and type lines, before its power/toughness."""
    lines = render_card(card).splitlines()[2:]
    return "\n".join(ln for ln in lines if not re.fullmatch(r"\d+/\d+|Loyalty: \d+", ln))


def test_every_implemented_card_of_the_set_is_compared():
    assert len(CARDS) >= 71


@pytest.mark.parametrize("number,name", CARDS)
def test_rendered_rules_text_reads_as_the_oracle_text(number, name):
    card = registry().get(name)
    assert normalise(rendered_rules(card), name) == normalise(SET.by_number()[number].oracle_text, name)


def test_the_normalisation_is_only_what_the_docstring_says():
    n = normalise("When Frodo Baggins enters the battlefield, scry 1. (Look at the top card.)\nFrodo attacks.",
                  "Frodo Baggins")
    assert n == ["When CARDNAME enters, scry 1.", "CARDNAME attacks."]
    assert normalise("Whenever another Human creature enters the battlefield under your control, draw.", "X") == [
        "Whenever another Human creature you control enters, draw."]
    assert normalise("It's a Goblin or Orc.", "Y") == ["It's a Goblin or Orc."]
