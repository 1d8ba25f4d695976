"""One small seeded RNG per game: four small ints of state, so clone() copies it for almost nothing.

xoshiro128** (Blackman and Vigna), seeded by splitmix64: deterministic across Python versions and
platforms.  Every step works on 32-bit words whose intermediate values stay below 2**40, so compiled
code (mypyc) keeps them as machine integers; a 64-bit generator's products need Python's big
integers, and cost some thirty times more per draw.
"""

from __future__ import annotations

from typing import Final

MASK64: Final = (1 << 64) - 1
M32: Final = 0xFFFFFFFF


def _splitmix64(x: int) -> tuple[int, int]:
    """One splitmix64 step from state ``x``: (new state, output)."""
    x = (x + 0x9E3779B97F4A7C15) & MASK64
    z = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return x, z ^ (z >> 31)


class Rng:
    __slots__ = ("a", "b", "c", "d")
    a: int
    b: int
    c: int
    d: int

    def __init__(self, seed: int = 0, copy: "Rng | None" = None):
        if copy is not None:
            self.a = copy.a
            self.b = copy.b
            self.c = copy.c
            self.d = copy.d
            return
        x, z1 = _splitmix64(seed & MASK64)
        _, z2 = _splitmix64(x)
        self.a = z1 & M32
        self.b = z1 >> 32
        self.c = z2 & M32
        self.d = z2 >> 32
        if not (self.a | self.b | self.c | self.d):
            self.a = 1  # the one state xoshiro cannot leave

    @property
    def state(self) -> tuple[int, int, int, int]:
        return (self.a, self.b, self.c, self.d)

    def next(self) -> int:
        """The next 32-bit number."""
        b = self.b
        x = (b * 5) & M32
        out = ((((x << 7) | (x >> 25)) & M32) * 9) & M32
        t = (b << 9) & M32
        c = self.c ^ self.a
        d = self.d ^ b
        self.b = b ^ c
        self.a = self.a ^ d
        self.c = c ^ t
        self.d = ((d << 11) | (d >> 21)) & M32
        return out

    def below(self, n: int) -> int:
        """A number in [0, n); 0, without a draw, when n <= 0."""
        return self.next() % n if n > 0 else 0

    def shuffle(self, items: list) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def clone(self) -> "Rng":
        return Rng(0, self)
