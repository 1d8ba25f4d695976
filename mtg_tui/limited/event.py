"""Sealed and draft events played headless (SCENARIOS.md section 4: `mtg-tui sealed|draft --seed S --auto`).

Sealed: each of four players (p1, the player's seat, and three bots) opens six boosters, builds a 40-card deck,
and p1 plays a best-of-three match against each bot.  Draft: eight drafters open three boosters each, pick one
card at a time passing left, right, left; p1 plays a best-of-three against three of the bots (p2, p3, p4).
With ``--auto`` the player's seat picks and builds as the bots do, and every game is bot against bot.

Picks and builds read ``rating`` (a card's strength in Limited): learned from the game's own bot games
(``mtg-tui ratings learn``, limited/learn.py, shipped as ratings.json) for the cards drawn in enough of them,
else worked out from the card's own definition (a body per mana, evasion, removal, card advantage).  A bot drafter takes the best card, leaning to the
colors it has taken most once it has a few picks; it builds with its two best colors: 23 spells (16 lands and
24 spells with a low curve), creatures first, and basic lands split by the colored pips of its spells.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from typing import Any, Callable

from ..decks import BASIC_OF  # (named here too: run.py and learn.py take it from this module)
from .booster import COLORS, boosters
from .deckbuilder import land_target, pips_of, split_basics

PLAYERS_SEALED = 4
PLAYERS_DRAFT = 8
OPPONENTS = 3
DECK_SIZE = 40


@lru_cache(maxsize=None)
def rating(name: str) -> float:
    """A card's strength in Limited (0 to 10): learned from the game's own simulations (limited/learn.py,
    ``ratings.json``) for a card drawn in enough games, else worked out from its definition."""
    from .learn import MIN_GAMES
    got = _learned().get(name)
    if got is not None and got.get("games", 0) >= MIN_GAMES:
        return float(got["rating"])
    # (on the learned scale, where most cards fall between 3.5 and 7: an even card is 5)
    return round(3.0 + 0.4 * defined_rating(name), 2) if _learned() else defined_rating(name)


@lru_cache(maxsize=1)
def _learned() -> dict[str, dict]:
    from .learn import load
    return load()


@lru_cache(maxsize=None)
def defined_rating(name: str) -> float:
    """A card's strength in Limited, from its definition (0 to about 10)."""
    from ..ai.heuristic import KW_VALUE, effect_tags
    from ..cards.registry import registry
    card = registry().get(name)
    if card.is_land:
        return 1.0 if not card.types == ("Land",) or card.supertypes else 1.5
    mv = max(1, card.cost.mana_value)
    v = 2.0
    if "Creature" in card.types and card.power is not None:
        body = (card.power or 0) * 1.2 + (card.toughness or 0) * 0.8
        v += body / mv * 1.6 + sum(KW_VALUE.get(k, 0.0) for k in card.keywords) * 0.4
    tags: set[str] = set()
    for ab in list(card.triggered) + list(card.activated) + ([card.spell] if card.spell is not None else []):
        if ab:
            tags |= effect_tags(ab.get("effects") or [])
    if "removal" in tags or "destroys" in tags:
        v += 3.0
    elif "damage" in tags:
        v += 2.0
    if "draws" in tags:
        v += 0.8
    if "makes_creature" in tags or "grows_board" in tags:
        v += 0.8
    if card.supertypes and "Legendary" in card.supertypes:
        v += 0.3
    if mv >= 6:
        v -= 0.6
    return round(min(v, 10.0), 2)


def _colors(name: str) -> str:
    from ..cards.registry import registry
    card = registry().get(name)
    return "".join(c for c in COLORS if c in card.colors)


COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
#: a bot drafter's lean to its colors after its first picks: a card sharing one of them counts at this much, a
#: card of neither at OFF_COLOR
SHARES_COLOR, OFF_COLOR = 0.55, 0.4
COMMIT_AFTER = 4  # picks before a drafter leans to its colors
CURVE_AFTER = 10  # picks before it looks at its creatures and its curve
CREATURE_NEED, TOP_HEAVY = 1.15, 0.8
#: how much the cards a drafter has passed on count toward its colors, beside the ones it took
SIGNAL = 0.1


def passed_strength(packs: list[list[str]], taken: list[str]) -> Counter[str]:
    """What the packs a drafter has seen say is open: per color, the ratings of the cards it saw and passed on
    (``packs``: the packs as they reached it; ``taken``: its pick from each)."""
    seen: Counter[str] = Counter()
    for pack, took in zip(packs, taken):
        rest = list(pack)
        rest.remove(took)
        for n in rest:
            for c in _colors(n):
                seen[c] += rating(n)
    return seen


def pick_scores(pack: list[str], taken: list[str], seen: Counter[str] | None = None) -> list[tuple[str, float, list[str]]]:
    """Every card of ``pack`` with the score a bot drafter gives it and why, best first (ties by name): its
    rating; after four picks, how it fits its two colors: those it has taken most, reading the signals too
    (``seen``, passed_strength: a color whose good cards keep coming is open upstream, one that never comes is
    being taken); after ten, a creature counts more while fewer than half of its cards in those colors are
    creatures, and a card costing five or more counts less once it has four such cards (its curve)."""
    from .learn import MIN_GAMES
    from ..cards.registry import registry
    reg = registry()
    counts: Counter[str] = Counter()
    for n in taken:
        for c in _colors(n):
            counts[c] += rating(n)
    seen = seen or Counter()
    lean = Counter({c: counts[c] + SIGNAL * seen[c] for c in COLORS})
    main = {c for c, _ in sorted(lean.items(), key=lambda kv: (-kv[1], COLORS.index(kv[0])))[:2]} \
        if len(taken) >= COMMIT_AFTER else set()
    signalled = main - {c for c, _ in sorted(counts.items(), key=lambda kv: (-kv[1], COLORS.index(kv[0])))[:2]}
    mine = "/".join(COLOR_WORDS[c] for c in COLORS if c in main)
    if signalled:
        mine += f"; {'/'.join(COLOR_WORDS[c] for c in COLORS if c in signalled)} because the packs keep passing it"
    on_color = [n for n in taken if set(_colors(n)) <= main and not reg.get(n).is_land]
    creatures = sum(1 for n in on_color if "Creature" in reg.get(n).types)
    expensive = sum(1 for n in on_color if reg.get(n).cost.mana_value >= 5)
    out = []
    for n in dict.fromkeys(pack):
        r = rating(n)
        learned = _learned().get(n)
        games = learned.get("games", 0) if learned else 0
        why = [f"rated {r:.1f}" + (f" (its player won {learned.get('wins', 0)} of the {games} bot games it was "
                                   f"drawn in)" if learned and games >= MIN_GAMES else " (from its card text)")]
        score = r
        cols = set(_colors(n))
        card = reg.get(n)
        if main:
            fit = 1.0 if cols <= main else (SHARES_COLOR if cols & main else OFF_COLOR)
            score *= fit
            if not cols:
                why.append("colorless: fits any deck")
            elif fit == 1.0:
                why.append(f"in your colors ({mine})")
            else:
                why.append(f"off your colors ({mine}): counted at {fit:.0%}")
        elif cols:
            why.append("early picks take the best card, whatever its color")
        if len(taken) >= CURVE_AFTER and main and cols <= main:
            if "Creature" in card.types and on_color and creatures * 2 < len(on_color):
                score *= CREATURE_NEED
                why.append(f"you need creatures: only {creatures} of your {len(on_color)} cards in your colors "
                           "are creatures")
            if card.cost.mana_value >= 5 and expensive >= 4:
                score *= TOP_HEAVY
                why.append(f"you have {expensive} cards costing 5 or more already")
        out.append((n, round(score, 3), why))
    out.sort(key=lambda t: (-t[1], t[0]))
    return out


def pick(pack: list[str], taken: list[str], seen: Counter[str] | None = None) -> str:
    """A bot's pick: the best card by ``pick_scores``."""
    return pick_scores(pack, taken, seen)[0][0]


def build(pool: list[str], rate: Callable[[str], float] | None = None) -> tuple[list[str], int]:
    """A 40-card deck from ``pool`` plus basic lands: the two colors whose best cards are strongest, 23 spells
    (creatures first: at least 14 when the pool has them), colorless cards welcome, 17 lands (16 for a low
    curve) with basics split by the spells' colored pips: both as the deck builder suggests lands
    (deckbuilder.land_target, split_basics).  (main deck names, number of lands)."""
    rate = rate or rating  # (ratings learn builds by the definitions alone: see learn._one)
    from ..cards.registry import registry
    reg = registry()
    spells = [n for n in pool if not reg.get(n).is_land]
    strength: Counter[str] = Counter()
    for n in spells:
        cols = _colors(n)
        if len(cols) == 1:
            strength[cols] += rate(n)
    pair = sorted(COLORS, key=lambda c: (-strength[c], c))[:2]
    playable = [n for n in spells if set(_colors(n)) <= set(pair)]
    playable.sort(key=lambda n: (-rate(n), n))
    creatures = [n for n in playable if "Creature" in reg.get(n).types]
    others = [n for n in playable if "Creature" not in reg.get(n).types]
    chosen = creatures[:14]
    rest = sorted(creatures[14:] + others, key=lambda n: (-rate(n), n))
    chosen += rest[: max(0, 23 - len(chosen))]
    if len(chosen) < 23:  # a thin pool: a splash first (one pip of a third color), then the best of the rest
        def off_pips(n: str) -> int:
            return sum(1 for sym in reg.get(n).cost.colored if sym in COLORS and sym not in pair)
        extra = sorted((n for n in spells if n not in chosen or chosen.count(n) < spells.count(n)),
                       key=lambda n: (off_pips(n) > 1, -rate(n), n))
        for n in extra:
            if len(chosen) >= 23:
                break
            if chosen.count(n) < spells.count(n):
                chosen.append(n)
    avg = sum(reg.get(n).cost.mana_value for n in chosen) / max(1, len(chosen))
    lands = land_target(avg, DECK_SIZE)  # the deck builder's rule: 17, 16 for a low curve
    chosen = chosen[: DECK_SIZE - lands]
    pool_lands = [n for n in pool if reg.get(n).is_land and set(reg.get(n).mana_produce or "") & set(pair)]
    nonbasic = pool_lands[:2]
    pips: Counter[str] = Counter()
    for n in chosen:
        pips += pips_of(reg.get(n))
    # the basics split as the deck builder's `l` splits them (a splash's color gets one too)
    basics = split_basics(lands - len(nonbasic), dict(pips))
    main = chosen + nonbasic + [BASIC_OF[c] for c in COLORS for _ in range(basics.get(c, 0))]
    while len(main) < DECK_SIZE:  # a pool too thin for 23 playable spells (or no pips): more lands, never fewer than 40
        main.append(BASIC_OF[pair[0]] if pips[pair[0]] >= pips[pair[1]] else BASIC_OF[pair[1]])
    return main, sum(1 for n in main if reg.get(n).is_land)


def _names(pack) -> list[str]:
    return [c.name for c in pack]


def _match(deck_a: list[str], deck_b: list[str], names: tuple[str, str], level: str, seed: int) -> dict:
    """A best-of-three between two decks (the seats alternate from game to game)."""
    from ..sim import play_game
    wins: Counter[str] = Counter()
    games = []
    k = 0
    while wins[names[0]] < 2 and wins[names[1]] < 2 and k < 5:
        swap = k % 2 == 1
        d1, d2 = (deck_b, deck_a) if swap else (deck_a, deck_b)
        g, r = play_game(d1, d2, (level, level), seed + k)
        seat_of = {"p1": names[1], "p2": names[0]} if swap else {"p1": names[0], "p2": names[1]}
        winner = seat_of.get(r.winner) if r.winner in ("p1", "p2") else "draw"
        if winner != "draw":
            wins[winner] += 1
        games.append({"winner": winner, "turns": r.turns})
        k += 1
    w = names[0] if wins[names[0]] > wins[names[1]] else names[1] if wins[names[1]] > wins[names[0]] else "draw"
    return {"players": list(names), "games": games, "winner": w}


def _finish(pools: dict[str, list[str]], level: str, seed: int, opponents: list[str]) -> dict[str, Any]:
    decks: dict[str, Any] = {}
    errors: list[str] = []
    built: dict[str, list[str]] = {}
    for p, pool in pools.items():
        try:
            main, lands = build(pool)
            built[p] = main
            decks[p] = {"main": main, "lands": lands}
        except Exception as e:  # a bug: reported, the event goes on
            errors.append(f"{p}: building failed: {type(e).__name__}: {e}")
    matches = []
    for k, opp in enumerate(opponents):
        if "p1" not in built or opp not in built:
            continue
        try:
            matches.append(_match(built["p1"], built[opp], ("p1", opp), level, seed * 100 + 10 * k))
        except Exception as e:
            errors.append(f"match p1-{opp}: {type(e).__name__}: {e}")
    return {"pools": pools, "decks": decks, "matches": matches, "errors": errors}


def sealed(seed: int, level: str = "normal", code: str = "LTR") -> dict[str, Any]:
    """A sealed event: four pools of six boosters, four decks, p1's three best-of-three matches."""
    packs = boosters(code, seed, 6 * PLAYERS_SEALED)
    pools = {f"p{i + 1}": [n for pack in packs[6 * i: 6 * i + 6] for n in _names(pack)]
             for i in range(PLAYERS_SEALED)}
    return _finish(pools, level, seed, [f"p{i + 2}" for i in range(OPPONENTS)])


class DraftTable:
    """A draft under way: eight seats (p1 first, then p2..p8 to its left), three boosters each, passed left,
    right, left.  Every seat picks from the pack in front of it at the same time; the bots pick with ``pick``,
    p1 with ``take`` (the person, or ``pick`` under --auto), then the packs move on.  A saved draft keeps its packs
    and every seat's picks (limited/run.py) and is replayed with them."""

    PICKS = 3 * 15

    def __init__(self, seed: int, code: str = "LTR", packs: list[list[str]] | None = None,
                 picks: dict[str, list[str]] | None = None) -> None:
        """``packs`` (the 24 boosters, in the order they are opened) and ``picks`` (the bots' picks so far, by
        seat): a saved draft replayed as it was, whatever the implemented cards and the bots are now."""
        self.packs = [list(p) for p in packs] if packs is not None else \
            [_names(p) for p in boosters(code, seed, 3 * PLAYERS_DRAFT)]
        self.recorded = {k: list(v) for k, v in (picks or {}).items()}
        self.seats = [f"p{i + 1}" for i in range(PLAYERS_DRAFT)]
        self.taken: dict[str, list[str]] = {s: [] for s in self.seats}
        self.round = 0
        self.pick_no = 0  # picks made in this round
        self.log: list[dict[str, Any]] = []  # p1's picks: {"round", "pick", "pack", "took"}
        self.seen: dict[str, Counter[str]] = {s: Counter() for s in self.seats}  # passed_strength, kept up
        self._open_round()

    def _open_round(self) -> None:
        self.round_packs = [list(self.packs[self.round * PLAYERS_DRAFT + i]) for i in range(PLAYERS_DRAFT)]
        self.pick_no = 0

    @property
    def done(self) -> bool:
        return self.round >= 3

    @property
    def direction(self) -> int:
        """1: packs pass left (to p2); -1: right (to p8)."""
        return 1 if self.round % 2 == 0 else -1

    def pack(self) -> list[str]:
        """The pack in front of p1 now (empty once the draft is over)."""
        return [] if self.done else list(self.round_packs[0])

    def take(self, card: str) -> None:
        """p1 takes ``card`` from its pack; the bots pick; the packs move on.  ValueError when the card is not
        in p1's pack (a saved draft's picks are checked this way)."""
        if self.done:
            raise ValueError("the draft is over; there is no pack to pick from")
        if card not in self.round_packs[0]:
            raise ValueError(f"{card!r} is not in the pack; expected one of: {', '.join(sorted(set(self.round_packs[0])))}")
        self.log.append({"round": self.round + 1, "pick": self.pick_no + 1, "pack": list(self.round_packs[0]),
                         "took": card})
        for i, seat in enumerate(self.seats):
            pack = self.round_packs[i]
            k = len(self.taken[seat])
            if i == 0:
                got = card
            elif k < len(self.recorded.get(seat, ())):  # a saved draft: the bot takes what it took then
                got = self.recorded[seat][k]
                if got not in pack:
                    raise ValueError(f"{seat}'s pick {k + 1} {got!r} is not in its pack")
            else:
                got = pick(pack, self.taken[seat], self.seen[seat])
            self.seen[seat] += passed_strength([pack], [got])
            pack.remove(got)
            self.taken[seat].append(got)
        d = self.direction
        self.round_packs = [self.round_packs[(i - d) % PLAYERS_DRAFT] for i in range(PLAYERS_DRAFT)]
        self.pick_no += 1
        if not any(self.round_packs):
            self.round += 1
            if not self.done:
                self._open_round()

    def auto(self) -> str:
        """p1 picks as a bot would (--auto)."""
        card = pick(self.round_packs[0], self.taken["p1"], self.seen["p1"])
        self.take(card)
        return card


def draft(seed: int, level: str = "normal", code: str = "LTR") -> dict[str, Any]:
    """A draft: eight drafters, three boosters each, passed left, right, left; p1's three matches."""
    table = DraftTable(seed, code)
    while not table.done:
        table.auto()
    return _finish(table.taken, level, seed, [f"p{i + 2}" for i in range(OPPONENTS)])


def check_deck(main: list[str], pool: list[str]) -> list[str]:
    """What is wrong with a Limited deck: fewer than 40 cards, a card not from the pool (basic lands aside)."""
    problems = []
    if len(main) < DECK_SIZE:
        problems.append(f"{len(main)} cards; a Limited deck has at least {DECK_SIZE}")
    have = Counter(pool)
    for n, k in Counter(main).items():
        if n in BASIC_OF.values():
            continue
        if k > have[n]:
            problems.append(f"{k} {n} but the pool has {have[n]}")
    return problems

