"""Boosters of the set's draft kind (issue 23, SCENARIOS.md section 4: `mtg-tui booster`)."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter

import pytest

from mtg_tui.cards.registry import registry
from mtg_tui.cards.sets import implemented, load_set
from mtg_tui.limited.booster import COLORS, COMMON_SPREAD, MYTHIC_ONE_IN, BoosterError, boosters

N = 10_000


@pytest.fixture(scope="module")
def packs():
    return boosters("LTR", seed=2024, count=N)


def test_every_pack_has_the_draft_boosters_slots(packs):
    """10 commons, 3 uncommons, 1 rare or mythic (in the first slot only), 1 basic land; no card twice."""
    for pack in packs:
        r = Counter(c.rarity for c in pack)
        assert len(pack) == 15
        assert r["common"] == 10 and r["uncommon"] == 3 and r["basic"] == 1
        assert r["rare"] + r["mythic"] == 1 and pack[0].rarity in ("rare", "mythic")
        assert len({c.name for c in pack}) == 15


def test_mythics_are_one_pack_in_seven(packs):
    rate = sum(p[0].rarity == "mythic" for p in packs) / N
    assert abs(rate - 1 / MYTHIC_ONE_IN) <= 0.01, rate


def test_only_implemented_cards_with_their_set_numbers_and_rarities(packs):
    have = implemented("LTR")
    printed = load_set("LTR").by_number()
    seen = set()
    for pack in packs:
        for c in pack:
            if c.rarity == "basic":
                assert 262 <= c.number <= 281 and c.name in ("Plains", "Island", "Swamp", "Mountain", "Forest")
                if c.number in have:  # the basic land card files' own numbers agree
                    assert have[c.number] == c.name
                continue
            assert have.get(c.number) == c.name
            assert printed[c.number].rarity == c.rarity
            seen.add(c.name)
    # over ten thousand packs every implemented common and uncommon turns up
    want = {n for k, n in have.items() if k in printed and printed[k].rarity in ("common", "uncommon")}
    assert want <= seen


def test_commons_spread_over_the_colors_as_printed_packs_do(packs):
    lo, hi = COMMON_SPREAD
    per_color = Counter()
    reg = registry()
    for pack in packs:
        counts = Counter(c.colors for c in pack if c.rarity == "common" and len(c.colors) == 1)
        for col in COLORS:
            assert lo <= counts[col] <= hi, (col, [c.name for c in pack])
            per_color[col] += counts[col]
        for c in pack:  # the colors are the card's own
            if c.rarity == "common":
                assert set(c.colors) == set(reg.get(c.name).colors)
    # over many packs each color's share of the commons is about a fifth of the colored ones
    total = sum(per_color.values())
    assert all(abs(per_color[col] / total - 0.2) < 0.03 for col in COLORS), per_color


def test_the_same_seed_gives_the_same_packs_and_another_seed_others():
    a = boosters("LTR", seed=7, count=6)
    assert a == boosters("LTR", seed=7, count=6)
    assert a != boosters("LTR", seed=8, count=6)
    assert boosters("LTR", seed=7, count=3) == a[:3]  # a pack doesn't depend on how many follow


def test_bad_arguments_are_one_line_and_exit_2():
    with pytest.raises(BoosterError):
        boosters("XYZ")
    r = subprocess.run([sys.executable, "-m", "mtg_tui", "booster", "--set", "XYZ"], capture_output=True, text=True,
                       timeout=60)
    assert r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1 and "XYZ" in r.stderr
    r = subprocess.run([sys.executable, "-m", "mtg_tui", "booster", "--seed", "5", "--count", "3", "--json"],
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert len(out["packs"]) == 3 and all(len(p) == 15 for p in out["packs"])
    assert set(out["packs"][0][0]) == {"name", "number", "rarity"}
    assert out["packs"] == [[c.to_json() for c in p] for p in boosters("LTR", seed=5, count=3)]
