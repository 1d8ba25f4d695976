"""`hard`: the heuristic player plus determinized rollouts within a time budget.

For a decision with several promising answers (a close call at priority or in a
choice, a whole attack plan, a whole block plan), the candidates are compared on
*paired* samples: each sample is one clone in which the hidden cards are dealt
anew from what this player knows (engine/determinize.py), and every candidate is
tried on its own copy of that same world, played on by the same two seeded
`normal` players for a short horizon, then scored from this player's side as a
chance to win (evaluate_learned, fitted on normal-vs-normal games).  So
a difference between candidates is the candidate's doing, not the luck of the
draw (common random numbers).

From the fourth sample on it is a race: a candidate clearly behind the leader
(by two standard errors of their paired differences) gets no more rollouts, so
the rest of the budget goes to the candidates still in contention.  Against
`normal` (every ordered pairing of the 15 shipped decks, seeds 11, 12 and 13):
69.9% of 675 games with the race; without it 65.3% of seed 11's 225.  Twice the
budget (1 s) won 65.3% of seed 11's: most searches settle at four samples, well
inside the budget, and more samples of the same two-turn rollouts don't change
the answers that remain; head to head, hard at 1 s beat hard at 0.5 s in 52.9%
of seed 11's 225 games (95% 46.4-59.3), and 52.4% again with
the code of stop 47 (95% 45.9-58.9): level.

What limits it (seed 11's 225 games, where it won 68.9%; measured, not landed):
not what it cannot see -- told the opponent's real hand (only the libraries
dealt anew) it won 70.7%; not the number of answers weighed (12 in place of 8
at a priority or choice: 67.6%); nor how exactly the rollouts imitate the
opponent (its main phases played out as the real normal does: 68.4%).  All
level: the two-turn rollouts and the learned score that judge the candidates
are the ceiling.  How much it costs: told everything (each sample the real game
itself: the hand, both libraries in order, the random numbers) it won 70.7%;
told everything and playing every rollout to the game's end, an exact judge of
what normal play makes of each answer in this world, 79.1% (95% 73.3-83.9).
But with the hidden cards dealt anew, rollouts to the end won 55.1% and
rollouts of four turns (cut short once a side is 95% to win) 65.3%, and the
two-turn score moved 30% of the way to the end's result 64.4%: a longer look
removes bias more slowly than its noise (a few won-or-lost results, each from a
different world) grows.  So two turns stay; a better judge has to be a better
score of the position, not a longer rollout.

But a better fit of the score is not enough either: one that knows the cards (a
weight for each card on the battlefield and in hand, on top of the learned
score's features, fitted on 442,760 positions of 12,000 normal-vs-normal games
with each deck's strength fitted apart) predicts the winner better on held-out
games (log loss 0.526 against 0.544, right 71.8% of the time against 69.2%),
yet hard judged by it won 66.2% of seed 11's games.  Nor do these: rollouts
that end at the start of its own next turn, so the opponent's answer to its
turn is played out (63.1%, in 7 minutes against 13); passing always among the
answers weighed at a priority, where it was left out of one search in eight
(67.1%).  Every change of the judge or the answers measured since the race
lands between 63 and 71%: within the noise of 225 games, and short of 75%.

Its mulligans are normal's (choose): searched, it kept 25 of the 27 hands normal
sent back in 154 openings.  Each answer played to the end 60 times on worlds
dealt anew (normal against normal): of 73 hands normal sends back, mulliganed
they won 39.0%, kept 33.0% (with no land in hand, 22 points apart).  Too few games turn on
it for a whole run to see: 67.6 / 65.8 / 68.9% (seeds 11 / 12 / 13), 67.4% of 675
(95% 63.8-70.8), against 68.9 / 69.8 / 71.1%, 69.9% of 675 (95% 66.4-73.3).

What its own answers are worth: 470 times in 90 games against normal it chose
other than normal would; each such answer and normal's, played to the end 24
times on worlds dealt anew, gained it 2.9 points of chance to win (standard
error 0.5): priorities 2.2, choices 2.5, attacks 4.2, blocks 8.6; only its own
activations at a priority (58) gained nothing.  More strength has to come from
more such answers, not from dropping the ones it makes.  Nor from a better
choice among the answers it weighs: at one search in four of 30 games, each
answer it weighed and turned down was played to the end 12 times against its
own, on worlds dealt anew; the 627 it turned down were worse by 4.4 points
(standard error 0.5), and 3 came out more than 25 points better (noise, at 12
worlds).  The judge picks well among what it is given.  Nor is much left where
it doesn't search: at the priorities and choices it leaves to normal in 30
games, 383 other legal answers (up to three each) were worse than normal's by
8.1 points (standard error 0.8), none more than 25 better.  One step better
than normal, with normal's play after it, is nearly all a search of this shape
can find; more needs better play after the step than normal's.

Nor a score fitted to its own decisions (stop 47): at 1,093 of its searches in
136 games against normal, each of up to five candidates was played on 6 worlds
dealt anew, two turns as here and then on to the end.  Where two candidates'
ends differ in a world, the learned score had called the winner 77-82% of the
time.  Fitted on those pairs alone (a conditional logit: what one world shares
between its candidates cancels out), a land counts 0.38 in place of -0.06 and a
level of the Ring 0.27 in place of 0.06: across games more lands mean a flood,
within one world they are a land more.  Yet choosing by the refit gained 0.46
to 0.61 points over normal's answer per search, the score as it is 0.56
(five folds by game; standard error 0.19).  Nor the margin by which another
answer must beat normal's (none, 0.5, 1 or 2 standard errors: 0.56, 0.52, 0.43,
0.35 points, the same searches).  Nor more blocks to weigh: normal's own block
plans (its good blocks, chumps, gang blocks, every block) and each blocker moved
to another attacker, added to the ones above, won 66.7% of seed 11's 225 (67.6%
as landed); the refit weights themselves won 68.0% of them.  And the search
has the time it needs: in 12 games it took 5 to 9 worlds a search on average
(by kind of decision), and 0.07 to 0.18 s of its 0.5.

Where its strength comes from: with the search only in combat (attacks and
blocks) it won 62.2% (in a third of the time), only at priorities and choices
62.7%: each part alone is worth about two thirds of what the two give together.

Nor better play after the step bought with its own search (stop 48): inside each rollout, this player's own
combat declarations searched a step further -- normal's plan, no combat, every creature attacking, or each block
dropped, each on one world dealt anew from what it knows of the rollout's position, played to the end of the next
turn and scored as here.  That choice alone beats normal's: at the combats of 40 normal-vs-normal games where it
differs, both played to the end on 16 worlds dealt anew, attacks gained 2.2 points (standard error 1.7; 86
changed of 451) and blocks 12.5 (5.8; 15 of 91), with two worlds each 2.9 (1.4) and 4.7 (3.5).  But each rollout
then costs about three times as much: the search runs into its budget (its 95th percentile at the 380 ms cap)
and weighs fewer worlds.  Against normal, seed 11's 225 games: 62.2% at 0.5 s (95% 55.7-68.3), 63.1% at 1 s
(56.6-69.1), against 67.6% as landed; judged on the rollout's own world, told everything there, 59.1% (the
nested choice then plays to what it was told, and the candidates it follows gain from it unevenly); blocks alone
searched so (one nested search a rollout at most, 15 minutes for the 225) 66.2% (59.8-72.1).  A better policy
after the step helps only where it costs little; searched inside the rollouts it costs the worlds.

Where it stands (stops 54-55, the play of e1c8361): 605 of 900 games against normal, seeds 11 to 14 (67.2%, 95%
64.1-70.2), its slowest decision 429 ms of its 0.5 s.  By the deck it plays (60 games each) its edge over a normal
player of the same deck runs from 5-10 points (ltr-ur, ltr-gu, the two teaching decks) to 27-32 (ltr-gw, ltr-rw,
ltr-wu, shire), but not by what its changed answers are worth: in 40 games (10 a deck), each answer it chose other
than normal's and normal's played to the end on 16 worlds, ltr-gu's and ltr-ur's gained as much as any (+4.6 and +1.3
points a priority, +4.3 and +8.0 a choice), shire's 121 about nothing (+0.8, -1.0).  No kind of answer goes wrong
with the decks it does least with; 60 games a deck leave each edge +-8 points.

The search stops as soon as the leader is clearly ahead of every other candidate
(or they are clearly equal), at a cap of samples, when the budget runs out, or
when ``stop()`` is called; it answers with the best candidate so far, keeping the
heuristic's own choice unless another one beats it on the paired samples.
"""

from __future__ import annotations

import math
import threading
import time
from typing import Any, Callable, Sequence

from ..engine.actions import Action
from ..engine.determinize import determinized
from .base import PlayerView
from .combat_plan import _declare, _dedupe, _next_of_plan
from .evaluation import evaluate, evaluate_learned
from .harm import spare_own
from .heuristic import Explanation, HeuristicAgent, _Ctx, _kills, creature_value

_NEG = float("-inf")
#: standard errors by which a candidate must trail the leader to be dropped from the race (see _drop_behind)
_DROP_Z = 2.0


class _OutOfTime(Exception):
    """The budget ran out (or stop() was called) in the middle of a rollout."""


class SearchAgent:
    """``hard``: the ``normal`` bot's answer, searched when it is a close call.  It uses a normal bot (not derives
    from it: the heuristic bot is a compiled class) and shares its random numbers."""

    def __init__(self, seed: int = 0, budget: float = 0.5, horizon: int = 160, top_k: int = 4,
                 max_rollouts: int | None = None, turns: int = 2, min_samples: int = 4, max_samples: int = 48,
                 z: float = 2.0, tie: float = 3.0, rollout_plans: bool = True,
                 rollout_playout: bool = False, wide: bool = True, switch: float = 0.5,
                 wide_priority: int = 8, learned: bool = True):
        self.heuristic = HeuristicAgent(seed, "normal")
        self.rng = self.heuristic.rng  # one stream, as when the search was the heuristic's subclass
        self.plan: dict[str, Any] = {}
        self.last: Explanation | None = None
        self.name = "hard"
        self.budget = budget
        self.max_rollouts = max_rollouts  # samples per candidate; with it the search is repeatable whatever the clock
        self.horizon = horizon  # decisions per rollout at most
        # a rollout plays on to the end of this many more turns.  Against normal (every ordered pairing of the 15
        # shipped decks, one game each: 225 games a seed, the same games for each setting): 1 turn 64.9 / 58.2%
        # (seeds 11 / 12), 2 turns 60.4 / 64.0%, 3 turns 56.0% (seed 11): no depth is clearly better, so 2 stays
        self.turns = turns
        self.top_k = top_k
        # before an early stop.  Most searches settle at 4 (348 of 446 in 10 games, a fifth of a 0.5 s budget), but
        # 12 won no more: 63.1 / 62.2% against normal (seeds 11 / 12) vs 60.4 / 64.0% at 4, the same games; so more
        # samples are not what more budget should buy
        self.min_samples = min_samples
        self.max_samples = max_samples  # a clear enough answer by then: more would not change it
        self.z = z  # how many standard errors make a lead clear
        self.tie = tie  # differences smaller than this (in evaluation points: 3 is 1.5% to win) are ties
        self.rollout_plans = rollout_plans  # the rollouts' players play their combats out as normal does
        # ... but not their main phases: with them (costlier rollouts, fewer samples in the budget) hard won 64.8 /
        # 67.6% of 210 games against normal (seeds 11 / 12), without them 68.1 / 72.4% (the same games)
        self.rollout_playout = bool(rollout_playout)
        # More candidates, and a position scored as a chance to win (evaluate_learned) in place of the hand-set
        # score.  Against normal, the same 450 games (every ordered pairing of the 15 shipped decks, seeds 11
        # and 12): as before 60.4 / 64.0%; every attack subset and single block change 62.7% (seed 11); with up
        # to 8 answers at a priority or choice 63.6%; with the learned score as well 64.9 / 64.4%
        self.wide = wide  # combat: every attack subset (up to 4 attackers) and each single block added or dropped
        self.wide_priority = wide_priority  # at a priority or a choice: the heuristic's best this many, rescored
        self.learned = learned  # rollouts scored by evaluate_learned (else evaluate)
        self.switch = switch  # standard errors by which another candidate must beat the heuristic's answer
        self._stop = threading.Event()
        self._deadline = 0.0
        self.rollouts = 0
        self.samples = 0  # paired samples (worlds) over the agent's life, for tests and benches
        self.compared: list[list] = []

    def stop(self) -> None:
        """Answer now with the best candidate found so far (safe from another thread)."""
        self._stop.set()

    def _out_of_time(self) -> bool:
        return self._stop.is_set() or time.perf_counter() >= self._deadline

    # ------------------------------------------------------------------ entry point
    def choose(self, view, legal: Sequence[Action]) -> Action:
        started = time.perf_counter()
        self._stop.clear()
        self._deadline = deadline(started, self.budget)
        legal = spare_own(view, legal)  # its candidates too: never harm at itself while another target exists
        base = self.heuristic.choose(view, legal)
        self.last = self.heuristic.last
        if all(a.kind in ("pass", "tap") for a in legal):
            return base  # passing is all there is to weigh: nothing to search
        snap = view.snapshot()
        if snap["step"] == "mulligan":
            # 103.5: what a hand is worth shows over many turns (the land it never finds, the spells its lands
            # can't cast), past the two turns a rollout plays, and the learned score counts every card held.
            # Searched, hard kept 25 of the 27 hands normal sent back in 154 openings (one land, six or seven
            # lands, four Swamps and red spells): the hand kept is normal's judgement (heuristic.py)
            return base
        exp = self.last
        pending = snap["pending"]
        kind = pending["kind"] if pending else "priority"
        if kind == "attack":
            return self._combat(view, legal, base, "attack")
        if kind == "block":
            return self._combat(view, legal, base, "block")
        if kind not in ("priority", "choice") or exp is None:
            return base
        if pending and pending.get("purpose") in ("pile_split", "pile_choice"):
            # 700.3 (Sauron's Ransom): a determinized world deals the libraries anew but the piles keep the real
            # cards, so a rollout would see the face-down ones: the heuristic's answer, made from the view alone
            return base
        game = getattr(view, "_game", None)
        if game is None:
            return base
        top = exp.alternatives[0][1] if exp.alternatives else 0.0
        # the heuristic's reason for each answer, to say why in words what the rollouts found
        why = {t: w for t, _, w in exp.alternatives}
        why[base.text] = exp.reason
        # only answers the heuristic finds close are worth searching (a land drop beats passing without a search)
        cands = [t for t, sc, _ in exp.alternatives if sc > -5.0 and top - sc < 40.0][: self.top_k]
        if self.wide_priority:
            c = _Ctx(snap, view.player, game)
            c.legal = legal
            score = self.heuristic._priority_score if kind == "priority" else self.heuristic._choice_score
            scored = []
            for a in legal:
                if a.kind != "tap":
                    sc, w = score(c, a)
                    scored.append((sc, a.text))
                    why.setdefault(a.text, w)
            scored.sort(key=lambda x: -x[0])
            cands = [t for sc, t in scored if sc > -5.0 and scored[0][0] - sc < 80.0][: self.wide_priority]
        if len(cands) < 2:
            return base
        by_text = {a.text: a for a in legal}
        if base.text in cands:  # the heuristic's answer first: it wins ties
            cands.remove(base.text)
            cands.insert(0, base.text)
        i, means, counts = self._compare(game, view.player, cands, lambda g, t: g.apply(by_text[t]))
        if i is None:
            return base
        self.last = self._searched_words(cands, i, means, counts, base.text, why)
        return by_text[cands[i]]

    def _searched_words(self, cands: list[str], i: int, means: list[float], counts: list[int], base: str,
                        why: dict[str, str]) -> Explanation:
        """What a search found, in words a player reads: the chosen answer's own reason (the heuristic's), then what
        playing it on found, set against the normal bot's answer when the search chose another; each rejected
        answer with its own reason and how it fared in the same worlds."""
        worlds = max(counts)
        found = f"played two turns ahead over {_guesses(worlds)}"
        # Chosen other than normal's answer, the search is the reason: the heuristic's words for an answer it turned
        # down often say why not ("hold X: with flash ...").  Normal's answer is not named: the reason is shown to
        # the opponent, and "cast X" may be a card still in hand (the alternatives, which only the bot's own tools
        # show, name it)
        j = cands.index(base) if base in cands else None
        d = self._digits(means[i], means)
        if cands[i] == base:
            reason = f"{why.get(base) or base}; {found}, {self._worth(means[i], d)}"
        elif j is not None and means[j] != _NEG:
            mine, theirs = self._pair(means[i], means[j], d)
            reason = f"{found}: better than my first choice ({mine} against {theirs})"
        else:
            reason = f"{found}, {self._worth(means[i], d)}"
        alts = [(t, round(m, 1), f"{why.get(t) or t}; {self._alt_words(m, n, means[i], worlds, cands[i] == base, d)}")
                for m, t, n in sorted(zip(means, cands, counts), key=lambda x: -x[0]) if t != cands[i] and n]
        return Explanation(cands[i], reason, alts)

    def _worth(self, v: float, digits: int = 0) -> str:
        """A rollouts' mean in words: a chance to win with the learned score, else the score itself."""
        if not self.learned:
            return f"value {v:.1f}"
        return f"judged {self._chance(v, digits)} to win"

    def _digits(self, chosen: float, means: Sequence[float]) -> int:
        """The decimals the chances of one search are shown with: none, or one when another answer's chance would
        read the same as the chosen one's though it differs ("99.9% ... rather than ...: judged 100%" told the
        reader the answer turned down was better)."""
        if not self.learned:
            return 0
        mine = self._chance(chosen)
        return 1 if any(m != chosen and m != _NEG and self._chance(m) == mine for m in means) else 0

    def _alt_words(self, m: float, n: int, chosen: float, worlds: int, kept_first: bool, digits: int) -> str:
        """How an answer turned down fared, beside the chosen one: its chance over the worlds it was played on (the
        first ``n`` when the race left it behind), and why a better mean didn't win: the search keeps its first
        choice unless another beats it clearly on the same worlds (``switch`` standard errors)."""
        where = f"over the same {_guesses(n, False)}" if n >= worlds else \
            f"over the first {n} of them, then left behind"
        words = f"{self._worth(m, digits)} {where}"
        if kept_first and m > chosen and self._chance(m, digits) != self._chance(chosen, digits):
            words += ", not clearly better than my first choice"
        return words

    def _pair(self, a: float, b: float, digits: int) -> tuple[str, str]:
        """Two rollouts' means in words: "66% to win", "65%" (``digits`` from ``_digits``: 94% against 94% says
        nothing)."""
        if not self.learned:
            return f"value {a:.1f}", f"{b:.1f}"
        return f"{self._chance(a, digits)} to win", f"{self._chance(b, digits)}"

    @staticmethod
    def _chance(v: float, digits: int = 0) -> str:
        """A learned score (-100 lost .. 100 won) as a chance to win: "over 99%" where it would round to a certain
        win it is not ("100.0%" beside a game not yet won), "under 1%" likewise."""
        p = max(0.0, min(100.0, 50.0 + v / 2))
        shown = f"{p:.{digits}f}"
        if 0.0 < p < 100.0:
            step = 10.0 ** -digits
            if float(shown) >= 100.0:
                return f"over {100.0 - step:.{digits}f}%"
            if float(shown) <= 0.0:
                return f"under {step:.{digits}f}%"
        return f"{shown}%"

    # ------------------------------------------------------------------ the paired comparison
    def _compare(self, game, me: str, cands: list, apply: Callable) -> tuple[int | None, list[float], list[int]]:
        """Score the candidates on paired samples; return (index of the best or None, means, samples each).

        Every sample is one determinized world; each candidate is applied to its own copy of it and played
        on by the same seeded players.  Only whole samples count, so the candidates still in the race are compared
        on the same worlds; one dropped from it (_drop_behind) keeps the mean of the samples it had."""
        k = len(cands)
        rows: list[list[float]] = []
        dead = [False] * k  # a candidate that failed to apply in some world is left out from then on
        out = [False] * k  # a candidate clearly behind the leader: no more rollouts for it
        while not self._out_of_time():
            if self.max_rollouts is not None and len(rows) >= self.max_rollouts:
                break
            if len(rows) >= self.max_samples or self._settled(rows, [d or o for d, o in zip(dead, out)]):
                break
            world = determinized(game, me, self.rng)
            world.offer_mana_taps = False  # its players never float mana by hand: leave those actions out
            seed = self.rng.next()
            row: list[float] = []
            if len(rows) >= self.min_samples:
                self._drop_behind(rows, dead, out)
            try:
                for j in range(k):
                    if dead[j] or out[j]:
                        row.append(_NEG)
                        continue
                    g = world.clone()
                    try:
                        apply(g, cands[j])
                    except _OutOfTime:
                        raise
                    except Exception:  # not possible in this world: say nothing about the others
                        dead[j] = True
                        row.append(_NEG)
                        continue
                    row.append(self._rollout(g, me, seed))
                    self.rollouts += 1
            except _OutOfTime:
                break
            rows.append(row)
            self.samples += 1
        live = [j for j in range(k) if not dead[j] and not out[j]]
        counts = [sum(1 for r in rows if r[j] != _NEG) if not dead[j] else 0 for j in range(k)]
        if not rows or not live:
            return None, [_NEG] * k, counts
        means = [sum(r[j] for r in rows if r[j] != _NEG) / counts[j] if not dead[j] and counts[j] else _NEG
                 for j in range(k)]
        lead = max(live, key=lambda j: (means[j], -j))
        first = live[0]  # the heuristic's own answer when it is alive: the others must beat it
        if lead != first:
            m, se = _paired(rows, lead, first)
            if m <= self.switch * se:
                lead = first
        return lead, means, counts

    def _drop_behind(self, rows: list[list[float]], dead: list[bool], out: list[bool]) -> None:
        """Stop rolling the candidates that are clearly behind the leader on the paired samples so far (racing):
        the rest of the budget goes to the ones still in contention."""
        live = [j for j in range(len(dead)) if not dead[j] and not out[j]]
        if len(live) < 3:
            return
        n = len(rows)
        means = {j: sum(r[j] for r in rows) / n for j in live}
        lead = max(live, key=lambda j: (means[j], -j))
        for j in live:
            if j != lead:
                m, se = _paired(rows, lead, j)
                if m - _DROP_Z * se > 0:
                    out[j] = True

    def _settled(self, rows: list[list[float]], dead: list[bool]) -> bool:
        """Is the leader clearly ahead of (or clearly level with) every other candidate?"""
        n = len(rows)
        if n < self.min_samples:
            return False
        live = [j for j in range(len(dead)) if not dead[j]]
        if len(live) < 2:
            return True
        means = {j: sum(r[j] for r in rows) / n for j in live}
        lead = max(live, key=lambda j: (means[j], -j))
        for j in live:
            if j == lead:
                continue
            m, se = _paired(rows, lead, j)
            if m - self.z * se > 0:
                continue  # clearly worse
            if m + self.z * se < self.tie:
                continue  # clearly about the same
            return False
        return True

    def _rollout(self, g, me: str, seed: int) -> float:
        # The rollouts' players are the normal bot itself, combat planner included: the search is only as good
        # as the play it imagines, and without the planner (cheaper, so more samples) it won 61.0% of 210
        # games against normal, with it 68.1% (same games)
        agents = {"p1": HeuristicAgent(seed & 0xFFFF, "normal", plan_combat=self.rollout_plans,
                                       playout=self.rollout_playout),
                  "p2": HeuristicAgent((seed >> 16) & 0xFFFF, "normal", plan_combat=self.rollout_plans,
                                       playout=self.rollout_playout)}
        end = g.turn + self.turns
        for _ in range(self.horizon):
            if g.over or g.turn > end:
                break
            if self._out_of_time():
                raise _OutOfTime
            legal = g.legal_actions()
            a = _only_pass(g, legal)
            if a is None:
                p = g.decider
                a = agents[p].choose(PlayerView(g, p), legal)
            g.apply(a)
        return evaluate_learned(g, me) if self.learned else evaluate(g, me)

    # ------------------------------------------------------------------ combat: compare whole plans
    def _combat(self, view, legal: Sequence[Action], base: Action, kind: str) -> Action:
        s = view.snapshot()
        key = (kind, s["turn"], view.player)
        plan = self.plan.get("hard_plan") if self.plan.get("hard_key") == key else None
        if plan is None:
            c = _Ctx(s, view.player, getattr(view, "_game", None))
            plans = self._attack_plans(c, legal) if kind == "attack" else self._block_plans(c, legal)
            heur_why = self.last.reason if self.last is not None else ""  # the normal bot's words for its plan
            plan = list(self._choose_plan(view, plans, kind, heur_why))
            self.plan["hard_plan"], self.plan["hard_key"], self.plan["hard_why"] = plan, key, self.last
        a = _next_of_plan(getattr(view, "_game", None), legal, plan, kind)
        if a is None:
            a = next((x for x in legal if x.kind == "done"), base)
        why = self.plan.get("hard_why")
        if why is not None:
            self.last = Explanation(a.text, why.reason, why.alternatives)
        return a

    def _attack_plans(self, c: _Ctx, legal: Sequence[Action]) -> list[list]:
        # the normal bot's plan (played out on a copy: ai/combat_plan.py) first, then its rivals
        # (normal's plan as it played it out, "no attack" included: an empty plan is a plan)
        heur = self.heuristic.plan.get(f"atk{c.s['turn']}")
        if heur is None:
            heur = self.heuristic._plan_attack(c)
        opp = c.opp_id
        plans: list[list] = [[(a, d) for a, d in heur.items()]]
        everyone = [(a.data.attacker, a.data.defender) for a in legal
                    if a.kind == "attack" and a.data.defender == opp]
        plans.append(everyone)
        plans.append([])
        if len(heur) >= 2:
            best = max(heur, key=lambda i: creature_value(c.perm(i)))
            plans.append([(a, d) for a, d in heur.items() if a != best])
        # the heuristic's plan plus the best creature it kept home
        home = [(a.data.attacker, a.data.defender) for a in legal
                if a.kind == "attack" and a.data.defender == opp and a.data.attacker not in heur]
        if home and len(home) < len(everyone):
            extra = max(home, key=lambda ad: creature_value(c.perm(ad[0])))
            plans.append(plans[0] + [extra])
        if self.wide:
            plans += _wide_attacks(plans[0], everyone)
        return _dedupe(plans)

    def _block_plans(self, c: _Ctx, legal: Sequence[Action]) -> list[list]:
        heur = self.heuristic.plan.get(f"blk{c.s['turn']}")
        if heur is None:
            heur = self.heuristic._plan_blocks(c)
        plans: list[list] = [list(heur), []]
        attackers = {p["id"]: p for p in c.opp_creatures() if p["attacking"]}
        by_att: dict[str, list[str]] = {}
        for a, b in heur:
            by_att.setdefault(a, []).append(b)

        def chump(a: str, b: str) -> bool:
            att, blk = attackers.get(a), c.perm(b)
            if att is None or blk is None or len(by_att.get(a, ())) > 1:
                return False
            kills = (blk["power"] or 0) >= (att["toughness"] or 0) or _kills(blk)
            dies = (att["power"] or 0) >= (blk["toughness"] or 0) or _kills(att)
            return dies and not kills

        plans.append([(a, b) for a, b in heur if not chump(a, b)])
        if len(heur) >= 2:  # every block but the one that risks the most
            worst = max(heur, key=lambda ab: creature_value(c.perm(ab[1])))
            plans.append([ab for ab in heur if ab != worst])
        # the heuristic's plan plus its best other block on an unblocked attacker (an even trade, a cheap chump)
        used = {b for _, b in heur}
        free = [p for p in c.my_creatures() if not p["tapped"] and p["id"] not in used]
        best_extra, best_sc = None, -math.inf
        for a, att in attackers.items():
            if a in by_att or c.min_blockers(att) > 1:  # (one more blocker can't block menace alone)
                continue
            for blk in free:
                if not c.can_block(blk, att):
                    continue
                dies = (att["power"] or 0) >= (blk["toughness"] or 0) or _kills(att)
                kills = (blk["power"] or 0) >= (att["toughness"] or 0) or _kills(blk)
                sc = (creature_value(att) if kills else 0.0) - (creature_value(blk) if dies else 0.0) + \
                    0.1 * (att["power"] or 0)
                if sc > best_sc:
                    best_extra, best_sc = (a, blk["id"]), sc
        if best_extra is not None:
            plans.append(list(heur) + [best_extra])
        if self.wide:
            for ab in heur:  # each single block dropped
                plans.append([x for x in heur if x != ab])
            for a, att in attackers.items():  # each unblocked attacker given its best single blocker
                if a in by_att or c.min_blockers(att) > 1:
                    continue
                opts = [b for b in free if c.can_block(b, att)]
                if not opts:
                    continue
                kill = [b for b in opts if (b["power"] or 0) >= (att["toughness"] or 0) or _kills(b)]
                pick = min(kill or opts, key=creature_value)
                plans.append(list(heur) + [(a, pick["id"])])
        return _dedupe(plans)

    def _choose_plan(self, view, plans: list[list], kind: str, heur_why: str = "") -> list:
        self.compared = [list(p) for p in plans]  # (the plans of the last combat search, for tests)
        game = getattr(view, "_game", None)
        if game is None or len(plans) < 2:
            self.last = Explanation(f"{kind} plan", f"the only {kind} plan worth a look", [(str(plans[0]), 0.0, "")])
            return list(plans[0])
        me = view.player

        def apply(g, plan):
            _declare(g, plan, kind)

        i, means, counts = self._compare(game, me, list(range(len(plans))), lambda g, j: apply(g, plans[j]))
        from .combat_plan import label
        words = [label(game, kind, p) for p in plans]
        if i is None:
            self.last = Explanation(f"{kind} plan", f"{words[0]}: the normal bot's plan (no time to search)", [])
            return list(plans[0])
        worlds = max(counts)
        # the normal bot's reason when its plan won (it says what the plan does: "I'm at 4, they're at 20"), else
        # the plan itself; then what playing them on found
        own = heur_why if i == 0 and heur_why else words[i]
        d = self._digits(means[i], means)
        found = f"({self._worth(means[i], d)})"
        if i != 0 and counts[0]:  # the search overruled normal's plan: say whose and by how much
            mine, theirs = self._pair(means[i], means[0], d)
            found = f"(judged {mine}, against {theirs} for {words[0]})"
        self.last = Explanation(f"{kind} plan", f"{own}: the best of {len(plans)} {kind} plans played two turns "
                                f"ahead over {_guesses(worlds)} {found}",
                                [(words[j], round(means[j], 1),
                                  self._alt_words(means[j], counts[j], means[i], worlds, i == 0, d))
                                 for j in sorted(range(len(plans)), key=lambda j: -means[j]) if j != i and counts[j]])
        return list(plans[i])


# ---------------------------------------------------------------------- helpers
def _wide_attacks(heur: list, everyone: list) -> list[list]:
    """More attack plans to weigh: every subset of up to four attackers; with more, the heuristic's plan with each
    attacker added or taken away."""
    if len(everyone) <= 4:
        out = []
        for mask in range(1 << len(everyone)):
            out.append([ad for i, ad in enumerate(everyone) if mask >> i & 1])
        return out
    out = [[x for x in heur if x != ad] for ad in heur]
    out += [heur + [ad] for ad in everyone if ad not in heur]
    return out


def _guesses(n: int, hidden: bool = True) -> str:
    """The worlds a search played on, in a player's words: each is a guess at the cards it can't see."""
    return f"{n} guess{'' if n == 1 else 'es'}" + (" at the hidden cards" if hidden else "")


def deadline(started: float, budget: float) -> float:
    """When a search begun at ``started`` stops starting rollout steps: room is left for the step under way (a
    rollout player may plan a whole combat in one step) and the answer, so the whole decision stays within the
    budget.  At 0.85 of it less 10 ms, one decision of 450 hard-vs-normal games on a busy 2-core machine took
    0.526 s of its 0.5 (a step 110 ms past the stop); at 0.8 less 20 ms a 0.5 s budget keeps 120 ms in hand."""
    return started + max(0.0, budget * 0.8 - 0.02)


def _paired(rows: list[list[float]], a: int, b: int) -> tuple[float, float]:
    """Mean and standard error of the paired differences a - b."""
    n = len(rows)
    d = [r[a] - r[b] for r in rows]
    m = sum(d) / n
    if n < 2:
        return m, math.inf
    var = sum((x - m) ** 2 for x in d) / (n - 1)
    return m, math.sqrt(var / n)




def _only_pass(g, legal: list[Action]) -> Action | None:
    """At a priority where passing and floating mana by hand are all that is legal, the heuristic passes."""
    if g.pending is None or g.pending.kind != "priority":
        return None
    out = None
    for a in legal:
        if a.kind == "pass":
            out = a
        elif a.kind != "tap":
            return None
    return out
