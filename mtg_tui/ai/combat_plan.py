"""Combat planned by playing it out (the normal and hard bots' attacks and blocks).

A plan (which creatures attack, which block what) is judged by declaring it on a copy of the game and letting
the engine run the combat to its end: double strike, trample, deathtouch, first strike, the Ring's levels,
"whenever ~ attacks" triggers, block restrictions (Troll of Khazad-dûm's three blockers, menace) are all the
engine's own.  The copy is determinized (engine/determinize.py): what the deciding player can't see is dealt
anew, so the plan never reads a hidden card.  In the copy both players play "the table": they may activate
abilities of permanents already on the battlefield (a Food, Bill the Pony) as the heuristic would, and choose
damage assignment and targets, but cast nothing from a hand (the hand in the copy is a guess).

Attacks are judged against the defender's answers among a few block plans (none, its good blocks, chump
blocks to survive, every block it can make): half on its best reply, half on the mean of them.
The position after combat is scored by ``score``: the game's static evaluation (life steeper near 0, the
board, cards, the Ring) and a race term: the damage the opponent's creatures could deal on their next attack
through the blockers I will have then, against my life.  Attacks are planned even when nothing of the
defender's can block this turn: which creatures stay home then is all the swing back asks.
"""

from __future__ import annotations

import math
from collections import Counter
from itertools import combinations
from typing import Sequence

from ..engine.actions import Action, Attack
from ..engine.combat import can_block, min_blockers
from ..engine.determinize import determinized
from ..engine.objects import other
from .evaluation import evaluate, fsum

#: steps at which a combat is over
_AFTER_COMBAT = frozenset(("end_of_combat", "main2", "end", "cleanup"))
#: decisions a playout may take before it stops (a combat full of triggers and Food still ends far sooner)
_PLAYOUT_CAP = 120
#: at most this many attack plans are played out (``attack_plans`` lists the likeliest first: at 5, with four
#: attackers, the plans that keep one creature home were cut off)
MAX_ATTACK_PLANS = 8
#: the defender's answers an attack plan is played against (none, good blocks, chumps to survive; the normal
#: bot's decision time is what bounds these)
ANSWERS_PER_ATTACK = 3
#: an attack plan is judged on the defender's worst answer for me weighted this much, the mean of its answers the
#: rest: judged on the worst case alone every attack into open blockers looked bad, and the heuristic's own plan
#: had to be kept unless another beat it by 8 points; this weighting with no such margin beat easy more often
#: (with the played-out main phase, 80.2% against 78.5% of 11,250 games)
WORST_WEIGHT = 0.5
MAX_BLOCK_PLANS = 6
#: the race beyond the next attack (``clocks``): each attack's difference between the attacks they need to kill me
#: and the attacks I need to kill them is worth this much.  Without it an attack that dealt 2 and left my only
#: blocker tapped was judged on lethal alone, and sent in while losing the race.  With it normal won 82.8% of
#: 6,750 games against easy where it won 82.2% (`sim all all`, seeds 100-102); a weight of 0.75 won 82.7%, 2.5
#: 82.5%, and 3 and 8 no more than 1.5 on other games
RACE_WEIGHT = 1.5
#: a race longer than this many attacks is "far off", whatever its length
LONG_CLOCK = 8.0
#: What the score's weights are worth (stop 49, measured, nothing changed): a player whose combats weigh the board
#: twice or half as much as here (2.5 in ``evaluate``), or the worst answer at 0.9 or 0.1 (``WORST_WEIGHT``), or the
#: race at 4.5, played normal on the same 400 deals twice, seats swapped (800 games each, shipped decks at random).
#: The result of a deal changed in only 15 to 33 of the 400, and the changed weights won 48.5 to 50.4% (standard
#: error 0.5 to 0.7 points): none beat these.  A self-play tuning (SPSA on eight weights: these, the hand, the Ring,
#: the 300 and 15 of a swing back, life; 24,000 games) moved none by more than 6% from where it is.
#: Nor the plans weighed, within reach of this planner: five answers to each attack in place of three, 16 attack
#: plans in place of 8, or each of its good and chump blocks dropped added to the block plans (up to 9), each
#: against normal on 600 deals played twice, seats swapped: 50.1, 49.8 and 49.9% (standard errors 0.2 to 0.35),
#: a deal's result changed in 5 to 17 of the 600.  What hard's search finds in combat (search.py: its plans beat
#: normal's where they differ) comes from judging them over two turns in many worlds, not from more of them here


# ---------------------------------------------------------------------- facts read off the (real or copied) game
def _stats(g, oid: str) -> tuple[int, int, set[str]]:
    ch = g.chars(oid)
    return max(0, ch.power or 0), ch.toughness or 0, ch.keywords


def _kills(g, a: str, b: str) -> bool:
    """Does ``a``'s damage alone destroy ``b`` (its damage already marked counts)?"""
    pa, _, ka = _stats(g, a)
    _, tb, kb = _stats(g, b)
    if pa <= 0:
        return False
    if "indestructible" in kb:
        return False
    return "deathtouch" in ka or pa >= tb - g.objects[b].damage


def value(g, oid: str) -> float:
    """A creature's worth on the board (power, toughness, keywords), as the heuristic counts it."""
    from .heuristic import KW_VALUE
    p, t, kws = _stats(g, oid)
    bearer = g.players[g.objects[oid].controller].ring_bearer == oid
    return p * 1.5 + t + fsum([KW_VALUE.get(k, 0.0) for k in kws]) + (2.0 if bearer else 0.0)


def _creatures(g, player: str) -> list[str]:
    return [o.id for o in g._bfo if o.controller == player and g.chars_of(o).is_creature]


# ---------------------------------------------------------------------- playing a plan out
def _pair(a: Action) -> tuple[str, str]:
    """An attack or block action as a plan holds it: (attacker, defender) or (attacker, blocker)."""
    d = a.data
    return (d.attacker, d.defender) if isinstance(d, Attack) else (d.attacker, d.blocker)


def _next_of_plan(game, legal: Sequence[Action], plan: list, kind: str) -> Action | None:
    """The legal action that declares the next attacker or block of the plan (removed from it), if any."""
    for a in legal:
        if a.kind == kind:
            pair = _pair(a)
            if pair in plan:
                plan.remove(pair)
                return a
    if kind == "block" and game is not None:
        # a twin of the planned blocker may be the one offered (interchangeable creatures are offered once); never
        # one the plan has another attacker in mind for
        elsewhere = {x[1] for x in plan}
        for a in legal:
            if a.kind != "block" or a.data.blocker in elsewhere:
                continue
            for x in plan:
                if x[0] == a.data.attacker and game.objects.get(x[1]) is not None and \
                        game.name(x[1]) == game.name(a.data.blocker):
                    plan.remove(x)
                    return a
    return None


def _declare(g, plan: Sequence[tuple[str, str]], kind: str) -> None:
    """Declare ``plan`` (attack: (attacker, defender); block: (attacker, blocker)) at the pending declaration: what
    of it is legal, then "done".  A plan whose declared part can't be finished (one blocker for an attacker that
    needs three, 509.1b) raises PlanError: it is not a plan this game allows, and is left out, never altered."""
    todo = list(plan)
    while not g.over and g.pending is not None and g.pending.kind == kind:
        legal = g.legal_actions()
        pick = _next_of_plan(g, legal, todo, kind)
        if pick is None:
            pick = next((a for a in legal if a.kind == "done"), None)
        if pick is None and kind == "attack":  # 508.1d: a requirement (a goaded creature) the plan left out
            pick = next((a for a in legal if a.kind == "attack" and a.data.defender in ("p1", "p2")), None)
        if pick is None:
            raise PlanError(f"the {kind} plan {plan} can't be declared as it is")
        g.apply(pick)


#: what each side may do at a priority inside a playout (``_Table``)
_MINE = frozenset(("pass", "activate", "cast"))
_THEIRS = frozenset(("pass", "activate"))


class PlanError(Exception):
    """A plan the declaration rules don't allow as it stands."""


class _Table:
    """How both players act inside a playout: the heuristic bot, without planning combat (the plans are what is
    being played out).  The planner (``me``) may also cast from its hand, which it knows: the burn that finishes a
    blocked attacker is part of the block.  The other player casts nothing from a hand: its hand in the copy is a
    guess."""

    def __init__(self, seed: int, me: str | None = None) -> None:
        from .heuristic import HeuristicAgent
        self.me = me
        self.agents = {"p1": HeuristicAgent(seed, "normal", plan_combat=False),
                       "p2": HeuristicAgent(seed + 1, "normal", plan_combat=False)}

    def act(self, g) -> None:
        from .base import PlayerView
        p = g.decider
        legal = g.legal_actions()
        if g.pending.kind == "priority":
            kinds = _MINE if p == self.me else _THEIRS
            legal = [a for a in legal if a.kind in kinds]
            if len(legal) == 1:
                g.apply(legal[0])
                return
        g.apply(self.agents[p].choose(PlayerView(g, p), legal))


def _run_until(g, table: _Table, stop) -> None:
    for _ in range(_PLAYOUT_CAP):
        if g.over or g.pending is None or stop(g):
            return
        table.act(g)


def _blocks_pending(g) -> bool:
    return g.pending is not None and g.pending.kind == "block"


def _combat_over(g) -> bool:
    return g.step in _AFTER_COMBAT


# ---------------------------------------------------------------------- the score of a position after combat
def swing_back(g, me: str, my_turn_next: bool) -> int:
    """The damage the opponent's creatures could deal in their next attack through the blockers I will have:
    each of mine that can block then stops the biggest attacker it can block.  ``my_turn_next``: my creatures
    untap before that attack (it is their turn now); else only the untapped ones block."""
    opp = other(me)
    atk = sorted((_stats(g, o)[0], o) for o in _creatures(g, opp)
                 if "cant_attack" not in g.chars(o).flags and "defender" not in g.chars(o).keywords)
    atk.reverse()
    mine = [o for o in _creatures(g, me) if (my_turn_next or not g.objects[o].tapped)
            and "cant_block" not in g.chars(o).flags]
    through = 0
    for power, a in atk:
        b = next((x for x in mine if can_block(g, x, a)), None)
        if b is not None and min_blockers(g, a) <= 1:
            mine.remove(b)
            if "trample" in g.chars(a).keywords:  # 702.19b: what the blocker's toughness doesn't soak goes on
                through += max(0, power - _stats(g, b)[1])
            continue
        through += power
    return through


def score(g, me: str, my_turn_next: bool) -> float:
    """The position from ``me``'s side after a combat: the static evaluation, and the race.  Likely death on the
    opponent's next attack (what gets past the blockers I will have) weighs like most of a lost game, and coming
    within 3 of it counts too; beyond that the race (``clocks``) says how much the next attacks matter.

    A board of theirs whose whole power could kill me if I blocked nothing once weighed 40-90 points more, and
    within 3 of my life 5 more: with both gone (my blockers are what the swing back already counts), normal beat
    easy in 84.1% of 6,750 games (`sim all all`, seeds 100-102) where it won 83.3%; at half that weight 83.7%."""
    v = evaluate(g, me)
    if g.over:
        return v
    life = g.players[me].life
    back = swing_back(g, me, my_turn_next)
    if back >= life:
        v -= 300.0
    elif back >= life - 3:
        v -= 15.0
    mine, theirs = clocks(g, me, my_turn_next, back)
    return v + RACE_WEIGHT * (theirs - mine)


def clocks(g, me: str, my_turn_next: bool, back: int | None = None) -> tuple[float, float]:
    """The race: (the attacks I need to kill them, the attacks they need to kill me), each at the rate its side's
    next attack gets through the other's blockers (``swing_back``), at most ``LONG_CLOCK``.  ``back``: their
    swing back, if already counted."""
    opp = other(me)
    if back is None:
        back = swing_back(g, me, my_turn_next)
    # my next attack: their creatures untap before it when it is my turn now (``my_turn_next`` false); after their
    # attack, the ones that attacked are still tapped on my turn
    through = swing_back(g, opp, not my_turn_next)
    mine = min(LONG_CLOCK, g.players[opp].life / max(through, 0.5))
    theirs = min(LONG_CLOCK, g.players[me].life / max(back, 0.5))
    return mine, theirs


def _outcome(before, after, me: str, my_turn_next: bool) -> dict:
    """What a played-out combat did: life lost by each side, creatures each side lost (names), and the race it
    leaves (``clocks``)."""
    opp = other(me)

    def lost(p: str) -> list[str]:
        # by name, not id: a creature exiled and returned (Meneldor's flicker, 400.7) is a new object but no
        # loss; one of two with the same name gone is one lost
        now = Counter(after.name(o) for o in _creatures(after, p))
        out = []
        for o in _creatures(before, p):
            n = before.name(o)
            if now[n] > 0:
                now[n] -= 1
            else:
                out.append(n)
        return out
    race = clocks(after, me, my_turn_next) if not after.over else (0.0, 0.0)
    kept = set(after.players[me].hand)
    return {"my_life": after.players[me].life, "their_life": after.players[opp].life,
            "i_lose": lost(me), "they_lose": lost(opp), "over": after.over, "winner": after.winner,
            "my_clock": math.ceil(race[0]), "their_clock": math.ceil(race[1]),
            # a card of my hand was cast in it: what it did is not for the opponent's log (``describe``)
            "hand": any(o not in kept for o in before.players[me].hand)}


# ---------------------------------------------------------------------- block plans
def block_plans(g, defender: str) -> list[list[tuple[str, str]]]:
    """Block plans worth playing out for ``defender`` at its block declaration: none, its good blocks (a blocker
    that kills and survives, else an even-or-better trade), chump blocks to survive, every block it can make,
    gang blocks for an attacker that needs more than one blocker; each with every other attacker as the good
    blocks leave it."""
    attackers = list(g.attackers)
    free = [o.id for o in g._bfo if o.controller == defender and not o.tapped and g.chars_of(o).is_creature
            and "cant_block" not in g.chars_of(o).flags]
    life = g.players[defender].life
    incoming = sum(_stats(g, a)[0] for a in attackers)
    plans: list[list[tuple[str, str]]] = [[]]

    def able(a: str, used: set[str]) -> list[str]:
        return [b for b in free if b not in used and can_block(g, b, a)]

    def cheapest(a: str, plan: list[tuple[str, str]], used: set[str]) -> bool:
        """Block ``a`` with the least valuable free creatures it needs (its minimum number); False if too few."""
        need = min_blockers(g, a)
        cands = sorted(able(a, used), key=lambda b: value(g, b))
        if len(cands) < need:
            return False
        for b in cands[:need]:
            plan.append((a, b))
            used.add(b)
        return True

    # good blocks: kill and survive, or trade up
    good: list[tuple[str, str]] = []
    used: set[str] = set()
    for a in sorted(attackers, key=lambda x: -value(g, x)):
        if min_blockers(g, a) > 1:
            continue
        best, best_sc = None, 0.0
        for b in able(a, used):
            kills, dies = _kills(g, b, a), _kills(g, a, b)
            sc = (20.0 + value(g, a)) if kills and not dies else (value(g, a) - value(g, b)) if kills else \
                (2.0 if not dies else -1.0)
            if sc > best_sc:
                best, best_sc = b, sc
        if best is not None:
            good.append((a, best))
            used.add(best)
    plans.append(list(good))
    # chump blocks until what gets through is less than the life
    chump = list(good)
    used = {b for _, b in chump}
    through = incoming - sum(_stats(g, a)[0] for a, _ in chump)
    for a in sorted(attackers, key=lambda x: -_stats(g, x)[0]):
        if through < life:
            break
        if any(x == a for x, _ in chump):
            continue
        if cheapest(a, chump, used):
            through -= _stats(g, a)[0]
    plans.append(chump)
    # the biggest attacker the good blocks leave, chumped alone: life kept for the next attacks even when this one
    # can't kill (at 12 facing 6 and 2, the swing back after no blocks killed; tests/scenarios/bot/chump_for_later)
    left = [a for a in sorted(attackers, key=lambda x: -_stats(g, x)[0])
            if min_blockers(g, a) <= 1 and not any(x == a for x, _ in good)]
    if left:
        one = list(good)
        if cheapest(left[0], one, {b for _, b in one}):
            plans.append(one)
    # gang blocks for an attacker that needs several blockers, or that no single blocker kills
    for a in attackers:
        need = min_blockers(g, a)
        cands = sorted(able(a, set()), key=lambda b: -_stats(g, b)[0])
        if need > 1 and len(cands) >= need:
            plans.append([(a, b) for b in cands[:need]] + [x for x in good if x[0] != a and x[1] not in cands[:need]])
        elif need == 1 and len(cands) >= 2 and not any(_kills(g, b, a) for b in cands):
            _, t, _ = _stats(g, a)
            group, total = [], 0
            for b in cands:
                group.append(b)
                total += _stats(g, b)[0]
                if total >= t:
                    break
            if total >= t:
                plans.append([(a, b) for b in group] + [x for x in good if x[0] != a and x[1] not in group])
    # every attacker blocked where a blocker is left
    every: list[tuple[str, str]] = []
    used = set()
    for a in sorted(attackers, key=lambda x: -_stats(g, x)[0]):
        cheapest(a, every, used)
    plans.append(every)
    return _dedupe(plans)[:MAX_BLOCK_PLANS]


# ---------------------------------------------------------------------- attack plans
def attack_plans(g, attacker: str, legal: Sequence[Action], heuristic: dict[str, str] | None) -> list[list[tuple[str, str]]]:
    """Attack plans worth playing out: no attack, the heuristic's, every creature, every one but each single one
    (who stays home: the least valuable first, the likeliest blocker to keep), then with four or fewer possible
    attackers the smaller subsets, the smallest first."""
    opp = other(attacker)
    # (in the legal actions' order, then by value: a set here left ties to string hashing, which differs from
    # process to process, and the same seed played differently)
    able: list[str] = sorted(dict.fromkeys(a.data.attacker for a in legal if a.kind == "attack" and a.data.defender == opp),
                  key=lambda x: -value(g, x))
    plans: list[list[tuple[str, str]]] = [[]]
    if heuristic:
        plans.append(list(heuristic.items()))
    plans.append([(a, opp) for a in able])
    if len(able) >= 2:
        for a in reversed(able):
            plans.append([(x, opp) for x in able if x != a])
    if len(able) <= 4:
        for n in range(1, len(able) - 1):
            for sub in combinations(able, n):
                plans.append([(a, opp) for a in sub])
    else:
        safe = [a for a in able if not any(_kills(g, b, a) and not _kills(g, a, b) for b in _creatures(g, opp))]
        plans.append([(a, opp) for a in safe])
    return _dedupe(plans)[:MAX_ATTACK_PLANS]


def _dedupe(plans: list[list]) -> list[list]:
    out: list[list] = []
    seen = set()
    for p in plans:
        key = tuple(sorted(p))
        if key not in seen:
            seen.add(key)
            out.append(list(p))
    return out


# ---------------------------------------------------------------------- the planners
class Planned:
    """A chosen plan, its score, what playing it out did, and the best rejected plan with its own."""

    def __init__(self, plan: list, value: float, outcome: dict, rejected: tuple[list, float, dict] | None) -> None:
        self.plan = plan
        self.value = value
        self.outcome = outcome
        self.rejected = rejected


def plan_blocks(game, me: str, seed: int) -> Planned | None:
    """The best of ``block_plans`` for ``me`` (the defender, at its block declaration), each played out."""
    if game.pending is None or game.pending.kind != "block":
        return None
    if not any(a.kind == "block" for a in game.legal_actions()):
        return None  # nothing can block: nothing to plan
    world = determinized(game, me, _rng(seed))
    world.offer_mana_taps = False
    plans = block_plans(world, me)
    results = []
    for k, plan in enumerate(plans):
        w = world.clone()
        try:
            _declare(w, plan, "block")
            _run_until(w, _Table(seed + k, me), _combat_over)
        except Exception:  # (a plan this copy can't declare: left out)
            continue
        results.append((score(w, me, True), k, plan, _outcome(world, w, me, True)))
    return _best(results)


def plan_attacks(game, me: str, seed: int, heuristic: dict[str, str] | None) -> Planned | None:
    """The best of ``attack_plans`` for ``me`` (at its attack declaration), each against the defender's best
    answer among ``block_plans``."""
    if game.pending is None or game.pending.kind != "attack":
        return None
    # planned even when nothing of theirs can block now: the heuristic then sent every creature (it counts itself
    # ahead with more attackers than blockers), and the swing back killed it (tests/scenarios/bot/open_swing_back)
    world = determinized(game, me, _rng(seed))
    world.offer_mana_taps = False
    plans = attack_plans(world, me, world.legal_actions(), heuristic)
    results = []
    for k, plan in enumerate(plans):
        w = world.clone()
        table = _Table(seed + 7 * k, me)
        try:
            _declare(w, plan, "attack")
            _run_until(w, table, lambda x: _blocks_pending(x) or _combat_over(x))
        except Exception:
            continue
        if not _blocks_pending(w):  # no attack, or nothing can block: one way it goes
            _run_until(w, table, _combat_over)
            results.append((score(w, me, False), k, plan, _outcome(world, w, me, False)))
            continue
        worst = None
        allsc = []
        for j, answer in enumerate(block_plans(w, other(me))[:ANSWERS_PER_ATTACK]):
            w2 = w.clone()
            try:
                _declare(w2, answer, "block")
                _run_until(w2, _Table(seed + 7 * k + j, me), _combat_over)
            except Exception:
                continue
            sc = score(w2, me, False)
            allsc.append(sc)
            if worst is None or sc < worst[0]:
                worst = (sc, _outcome(world, w2, me, False))
        if worst is not None:
            results.append((WORST_WEIGHT * worst[0] + (1 - WORST_WEIGHT) * fsum(allsc) / len(allsc), k, plan,
                            worst[1]))
    return _best(results)


def _best(results: list) -> Planned | None:
    if not results:
        return None
    results.sort(key=lambda r: (-r[0], r[1]))  # best score first; ties: the earlier plan (fewer risks)
    sc, _, plan, out = results[0]
    rej = (results[1][2], results[1][0], results[1][3]) if len(results) > 1 else None
    return Planned(plan, sc, out, rej)


def _rng(seed: int):
    from ..engine.rng import Rng
    return Rng(seed)


# ---------------------------------------------------------------------- words
def _names(g, ids: Sequence[str]) -> str:
    names = [g.name(i) for i in ids]
    if not names:
        return "nothing"
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def describe(g, me: str, kind: str, planned: Planned) -> str:
    """Why this plan, in words: what playing it out did (and, for blocks when it matters, what no block would)."""
    out = planned.outcome
    if out.get("hand"):
        # the reason is shown in the opponent's log: what a card in my hand would do there is mine to know
        return f"{label(g, kind, planned.plan)} (played out with the cards I hold)"
    if out["over"]:
        head = "I win the game" if out["winner"] == me else "the game is a draw" if out["winner"] == "draw" else \
            "I lose the game"
    else:
        lost = ", ".join(out["i_lose"]) or "nothing"
        killed = ", ".join(out["they_lose"]) or "nothing"
        head = (f"played out: I'm at {out['my_life']}, they're at {out['their_life']}; I lose {lost}, "
                f"they lose {killed}")
    if kind == "attack" and planned.plan and _has_untapped_creature(g, other(me)):
        head += ", after their best blocks"
    if not out["over"]:
        head += _race_words(out)
    return f"{label(g, kind, planned.plan)} ({head})"


def _has_untapped_creature(g, player: str) -> bool:
    """Has ``player`` an untapped creature, one that could block this turn's attack?"""
    return any(o.controller == player and not o.tapped and g.chars_of(o).is_creature for o in g._bfo)


def _race_words(out: dict) -> str:
    """The race a combat leaves, when one side's attacks could end the game within a few turns."""
    theirs, mine = out.get("their_clock", LONG_CLOCK), out.get("my_clock", LONG_CLOCK)
    if min(theirs, mine) > 4:
        return ""

    def n(k: float) -> str:
        return "one attack" if k <= 1 else f"{int(k)} attacks" if k < LONG_CLOCK else "many attacks"
    return f"; they'd need {n(theirs)} to kill me, I'd need {n(mine)}"


def label(g, kind: str, plan: Sequence[tuple[str, str]]) -> str:
    """A plan in words: "attack with A and B", "no attack", "A and B block C; D blocks E", "no blocks"."""
    if kind == "attack":
        return f"attack with {_names(g, [a for a, _ in plan])}" if plan else "no attack"
    if not plan:
        return "no blocks"
    by: dict[str, list[str]] = {}
    for a, b in plan:
        by.setdefault(a, []).append(b)
    return "; ".join(f"{_names(g, bs)} {'blocks' if len(bs) == 1 else 'block'} {g.name(a)}" for a, bs in by.items())


def describe_rejected(g, me: str, kind: str, planned: Planned) -> tuple[str, str] | None:
    """(the best rejected plan's label, why it lost: what playing it out did)."""
    if planned.rejected is None:
        return None
    plan, sc, out = planned.rejected
    return label(g, kind, plan), describe(g, me, kind, Planned(plan, sc, out, None))
