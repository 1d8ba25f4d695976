"""Sealed and draft events played headless (issue 23; SCENARIOS.md section 4: `mtg-tui sealed|draft --auto`)."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter

import pytest

from mtg_tui.cards.registry import registry
from mtg_tui.limited.event import BASIC_OF, build, check_deck, draft, pick, rating, sealed


@pytest.mark.parametrize("run,seed", [(sealed, 1), (sealed, 2), (draft, 1), (draft, 2)])
def test_an_event_builds_legal_decks_and_plays_its_matches(run, seed):
    out = run(seed, "normal")
    assert out["errors"] == []
    n = 4 if run is sealed else 8
    assert sorted(out["pools"]) == [f"p{i + 1}" for i in range(n)]
    reg = registry()
    for p, pool in out["pools"].items():
        assert len(pool) == (90 if run is sealed else 45)  # six boosters of 15, or 45 picks
        d = out["decks"][p]
        assert check_deck(d["main"], pool) == [], p
        assert len(d["main"]) == 40 and d["lands"] == sum(reg.get(c).is_land for c in d["main"])
        assert 16 <= d["lands"] <= 18
        spells = [c for c in d["main"] if not reg.get(c).is_land]
        colors = {col for c in spells for col in reg.get(c).colors}
        assert len(colors) <= 2, (p, colors)  # two colors (colorless cards welcome)
        basics = Counter(c for c in d["main"] if c in BASIC_OF.values())
        assert all(any(col in reg.get(c).colors for c in spells) for col, name in BASIC_OF.items()
                   if basics[name])  # no basic land of a color the spells don't use
    assert [m["players"] for m in out["matches"]] == [["p1", "p2"], ["p1", "p3"], ["p1", "p4"]]
    for m in out["matches"]:
        wins = Counter(g["winner"] for g in m["games"])
        assert 2 <= len(m["games"]) <= 3 and all(g["turns"] >= 1 for g in m["games"])
        assert m["winner"] in m["players"] and wins[m["winner"]] == 2


def test_the_same_seed_is_the_same_event():
    assert sealed(5) == sealed(5)
    assert draft(5)["decks"] == draft(5)["decks"]
    assert sealed(5)["pools"] != sealed(6)["pools"]


def test_a_drafter_commits_to_its_colors_and_builds_with_them():
    """After its first picks a bot drafter prefers its colors: a slightly weaker card of its colors beats a
    stronger one of another; its deck's spells are of two colors."""
    reg = registry()
    taken = ["Claim the Precious", "Nasty End", "Lash of the Balrog", "Smite the Deathless"]  # black and red
    red_black = "Uruk-hai Berserker"
    off = max((n for n in reg.cards if set(reg.get(n).colors) == {"G"} and not reg.get(n).is_land),
              key=lambda n: rating(n))
    assert rating(off) > rating(red_black) * 0.6
    if rating(off) < rating(red_black) / 0.4:
        assert pick([off, red_black], taken) == red_black
    main, lands = build(taken * 6 + ["Uruk-hai Berserker"] * 12 + ["Grizzly Bears"] * 3)
    assert lands == sum(reg.get(c).is_land for c in main)
    assert "Grizzly Bears" not in main and set(c for c in main if reg.get(c).is_land) <= {"Swamp", "Mountain"}


def test_the_commands_print_the_spec_json(tmp_path):
    r = subprocess.run([sys.executable, "-m", "mtg_tui", "sealed", "--seed", "4", "--auto", "--json"],
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert set(out) >= {"pools", "decks", "matches", "errors"}
    assert set(out["decks"]["p1"]) >= {"main", "lands"}
    # without --auto the command opens the app; a bad event file to resume is one line naming it, before any app
    bad = tmp_path / "ev.json"
    bad.write_text('{"format": "mtg-tui-event", "version": 1, "kind": "draft", "seed": 4, "level": "normal", '
                   '"picks": ["Not A Card"]}')
    r = subprocess.run([sys.executable, "-m", "mtg_tui", "draft", "--resume", str(bad)], capture_output=True,
                       text=True, timeout=60)
    assert r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1, r.stderr
    assert str(bad) in r.stderr and "pick 1" in r.stderr and "not in the pack" in r.stderr
    r = subprocess.run([sys.executable, "-m", "mtg_tui", "sealed", "--resume", str(bad)], capture_output=True,
                       text=True, timeout=60)
    assert r.returncode == 2 and "pick 1" in r.stderr  # (checked before its kind is)


def test_ratings_are_learned_from_the_games_own_bot_games(tmp_path):
    """`mtg-tui ratings learn`: won-when-drawn rates from bot games of random sealed decks, smoothed toward 50%;
    the same seed gives the same file whatever the number of processes; the shipped file is what `rating` reads."""
    from mtg_tui.limited.learn import MIN_GAMES, PRIOR, learn, load
    one = learn(12, seed=3, workers=1)
    two = learn(12, seed=3, workers=2)
    assert one == two and one["games"] == 12
    # nor on the ratings file it replaces (its decks are built by the cards' definitions)
    import mtg_tui.limited.event as E
    E.rating.cache_clear()
    real = E._learned
    try:
        E._learned = lambda: {"Swamp": {"games": 99, "rating": 9.9}, **{n: {"games": 99, "rating": 10.0 - i % 7}
                                                                      for i, n in enumerate(sorted(load()))}}
        assert learn(12, seed=3, workers=1) == one
    finally:
        E._learned = real
        E.rating.cache_clear()
    for name, c in one["cards"].items():
        assert 1 <= c["games"] <= 12 and 0 <= c["wins"] <= c["games"]
        assert c["rating"] == round(10 * (c["wins"] + PRIOR / 2) / (c["games"] + PRIOR), 2)
        assert registry().find(name) is not None and not registry().get(name).token
    shipped = load()
    assert len(shipped) >= 150  # the shipped ratings cover the commons and uncommons the sealed decks play
    learned = [n for n, c in shipped.items() if c["games"] >= MIN_GAMES]
    assert learned and all(rating(n) == shipped[n]["rating"] for n in learned)
    r = subprocess.run([sys.executable, "-m", "mtg_tui", "ratings", "learn", "--games", "4", "--workers", "1",
                        "--out", str(tmp_path / "r.json")], capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    assert json.loads((tmp_path / "r.json").read_text(encoding="utf-8"))["games"] == 4
