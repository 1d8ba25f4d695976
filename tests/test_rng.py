"""The game's RNG (engine/rng.py): xoshiro128** exactly, so a seed means the same game everywhere."""

from mtg_tui.engine.rng import Rng


def _with_words(a: int, b: int, c: int, d: int) -> Rng:
    r = Rng()
    r.a, r.b, r.c, r.d = a, b, c, d
    return r


def test_matches_the_reference_xoshiro128starstar():
    # the first outputs of the authors' C code (prng.di.unimi.it) from this state, compiled with gcc
    r = _with_words(0x12345678, 0x9ABCDEF0, 0xDEADBEEF, 0x01020304)
    assert [r.next() for _ in range(5)] == [2576881682, 1162350735, 1198745178, 1582145188, 3457562714]


def test_seeds_give_their_own_sequences_and_clones_follow_them():
    a, b = Rng(7), Rng(8)
    first = [a.next() for _ in range(8)]
    assert first != [b.next() for _ in range(8)]
    again = Rng(7)
    assert [again.next() for _ in range(8)] == first
    c = a.clone()
    assert [a.next() for _ in range(20)] == [c.next() for _ in range(20)]
    assert all(0 <= x < 2**32 for x in first)


def test_below_covers_its_range_evenly_and_shuffle_permutes():
    r = Rng(2024)
    counts = [0] * 6
    for _ in range(6000):
        counts[r.below(6)] += 1
    assert min(counts) > 850 and max(counts) < 1150
    assert r.below(0) == 0
    items = list(range(60))
    r.shuffle(items)
    assert sorted(items) == list(range(60)) and items != list(range(60))


def test_seed_zero_is_not_stuck():
    r = Rng(0)
    assert len({r.next() for _ in range(100)}) == 100
