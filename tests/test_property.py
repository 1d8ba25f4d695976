"""Random legal play with invariants checked after every action (GUIDE: property tests).

Over 200 games between RandomAgents across deck pairings.  A few games per pairing check everything after
every action (clone equality included); the others check the cheap invariants after every action and the
expensive ones every so often, to keep the whole file near a minute.
"""

from __future__ import annotations

import json

import pytest

from mtg_tui.decks import load_deck
from mtg_tui.engine.objects import PLAYERS
from mtg_tui.sim import play_game

ZONES = ("library", "hand", "graveyard", "exile", "command")
PAIRINGS = [("teach-green-white", "teach-black-red"), ("teach-black-red", "teach-green-white"),
            ("teach-green-white", "teach-green-white"), ("teach-black-red", "teach-black-red")]
GAMES_PER_PAIRING = 52
FULL_CHECK_GAMES = 5  # per pairing: clone() and snapshot checks after every single action


class Invariants:
    def __init__(self, full: bool, every: int = 20):
        self.full = full
        self.every = every
        self.n = 0
        self.prev_step = None
        self.texts: list[str] = []

    def __call__(self, g, action) -> None:
        self.n += 1
        self.texts.append(action.text)
        where = f"after action {self.n} ({action.text!r}), turn {g.turn} {g.step}; last: {self.texts[-6:]}"
        self.zones(g, where)
        step = (g.turn, g.step)
        if step != self.prev_step:
            # 500.4: mana empties as each step ends (nothing can add mana before the new step's first priority)
            assert all(not any(g.players[p].pool) for p in PLAYERS), f"mana left in a pool at a step change {where}"
            self.prev_step = step
        if g.over:
            return
        legal = g.legal_actions()
        assert legal, f"the decider has no legal action {where}"
        assert len({a.text for a in legal}) == len(legal), f"duplicate action texts {where}"
        if g.pending.kind == "priority":
            self.no_pending_sba(g, where)
        if self.full or self.n % self.every == 0:
            snap = g.snapshot()
            assert g.clone().snapshot() == snap, f"clone differs {where}"
            json.dumps(snap)  # the snapshot is plain JSON
            d = g.decider
            view = g.view(d)
            other = "p2" if d == "p1" else "p1"
            assert set(view["players"][other]["hand"]) <= {"?"}, f"the view shows the opponent's hand {where}"
            assert set(view["players"][d]["library"]) <= {"?"}, f"the view shows a library {where}"
            assert view["legal"] == snap["legal"]

    @staticmethod
    def zones(g, where: str) -> None:
        listed: list[str] = []
        for p in PLAYERS:
            pl = g.players[p]
            for z in ZONES:
                for oid in pl.zone(z):
                    o = g.objects.get(oid)
                    assert o is not None and o.zone == z and o.owner == p, f"{oid} in {p}.{z} {where}"
                    listed.append(oid)
        for oid in g.battlefield:
            assert g.objects[oid].zone == "battlefield", f"{oid} on the battlefield list {where}"
            listed.append(oid)
        for it in g.stack:
            if it.kind == "spell":
                assert g.objects[it.id].zone == "stack", f"spell {it.id} {where}"
                listed.append(it.id)
        assert len(listed) == len(set(listed)), f"an object is listed in two zones {where}"
        assert set(listed) == set(g.objects), f"zone lists and objects differ {where}"
        cards = sum(1 for o in g.objects.values() if not o.token)
        assert cards == 120, f"{cards} cards instead of 120 {where}"

    @staticmethod
    def no_pending_sba(g, where: str) -> None:
        """704.3: whenever a player would receive priority, SBAs have been performed."""
        for p in PLAYERS:
            assert g.players[p].life > 0, f"{p} at {g.players[p].life} life with the game going on {where}"
        for oid in g.battlefield:
            ch = g.chars(oid)
            o = g.objects[oid]
            if "Creature" in ch.types:
                assert (ch.toughness or 0) > 0, f"{o.card.name} with toughness {ch.toughness} {where}"
                if "indestructible" not in ch.keywords:
                    assert o.damage < ch.toughness, f"{o.card.name} with lethal damage {where}"
                    assert not (o.deathtouched and o.damage), f"{o.card.name} dealt deathtouch damage {where}"
            if "Planeswalker" in ch.types:
                assert o.counters.get("loyalty", 0) > 0, f"{o.card.name} with no loyalty {where}"


@pytest.mark.parametrize("deck1,deck2", PAIRINGS, ids=["gw-br", "br-gw", "gw-gw", "br-br"])
def test_random_games_keep_the_invariants(deck1, deck2):
    d1, d2 = load_deck(deck1).main, load_deck(deck2).main
    results = []
    for i in range(GAMES_PER_PAIRING):
        seed = 1000 + i
        inv = Invariants(full=i < FULL_CHECK_GAMES)
        try:
            g, r = play_game(d1, d2, ("random", "random"), seed, on_action=inv)
        except AssertionError as e:
            raise AssertionError(f"{deck1} vs {deck2}, seed {seed}: {e}") from None
        assert g.over and r.winner in ("p1", "p2", "draw")
        results.append(r.winner)
    assert len(results) == GAMES_PER_PAIRING
    assert {"p1", "p2"} <= set(results)  # both seats win some games: nothing is stuck
