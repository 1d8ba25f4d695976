"""`hard`: the heuristic player plus determinized rollouts within a time budget.

For a decision with several promising answers, each candidate is tried on
clones in which the hidden cards are sampled anew (engine/determinize.py), the
game is played on by two `normal` players for a short horizon, and the end
state is scored from this player's side.  The search stops when the budget runs
out or ``stop()`` is called, and answers with the best candidate so far.
"""

from __future__ import annotations

import threading
import time
from typing import Sequence

from ..engine.actions import Action
from ..engine.determinize import determinized
from .base import PlayerView
from .heuristic import Explanation, HeuristicAgent, creature_value


class SearchAgent(HeuristicAgent):
    def __init__(self, seed: int = 0, budget: float = 1.0, horizon: int = 120, top_k: int = 3,
                 max_rollouts: int | None = None):
        super().__init__(seed, "normal")
        self.name = "hard"
        self.budget = budget
        self.max_rollouts = max_rollouts  # per candidate; with it the search is repeatable whatever the clock
        self.horizon = horizon
        self.top_k = top_k
        self._stop = threading.Event()
        self.rollouts = 0

    def stop(self) -> None:
        """Answer now with the best candidate found so far (safe from another thread)."""
        self._stop.set()

    def choose(self, view, legal: Sequence[Action]) -> Action:
        self._stop.clear()
        base = super().choose(view, legal)
        exp = self.last
        kind = view.snapshot()["pending"]["kind"] if view.snapshot()["pending"] else "priority"
        if kind == "attack":
            return self._attack(view, legal, base)
        if kind not in ("priority", "choice") or exp is None:
            return base
        top = exp.alternatives[0][1] if exp.alternatives else 0.0
        # only answers the heuristic finds close are worth searching (a land drop beats passing without a search)
        cands = [t for t, sc, _ in exp.alternatives if sc > -5.0 and top - sc < 40.0][: self.top_k]
        if len(cands) < 2:
            return base
        game = getattr(view, "_game", None)
        if game is None:
            return base
        by_text = {a.text: a for a in legal}
        me = view.player
        started = time.perf_counter()
        # leave room for the last rollout step and the answer: the whole decision stays within the budget
        deadline = started + max(0.0, self.budget * 0.85 - 0.01)
        totals = {t: 0.0 for t in cands}
        counts = {t: 0 for t in cands}
        while time.perf_counter() < deadline and not self._stop.is_set():
            if self.max_rollouts is not None and min(counts.values()) >= self.max_rollouts:
                break
            for t in cands:
                if time.perf_counter() >= deadline or self._stop.is_set():
                    break
                g = determinized(game, me, self.rng)
                try:
                    g.apply(by_text[t])
                    v = self._rollout(g, me, deadline)
                except Exception:  # a failed sample says nothing about the candidate
                    continue
                totals[t] += v
                counts[t] += 1
                self.rollouts += 1
        scored = [(totals[t] / counts[t] if counts[t] else float("-inf"), t) for t in cands]
        best_v, best_t = max(scored)
        if best_v == float("-inf"):
            return base
        self.last = Explanation(best_t, f"best of {sum(counts.values())} rollouts (value {best_v:.1f})",
                                [(t, round(v, 1), f"{counts[t]} rollouts") for v, t in sorted(scored, reverse=True)])
        return by_text[best_t]

    # ------------------------------------------------------------------ attacks: compare whole plans
    def _attack(self, view, legal: Sequence[Action], base: Action) -> Action:
        from .heuristic import _Ctx
        s = view.snapshot()
        key = (s["turn"], view.player)
        plan = self.plan.get("hard_attack") if self.plan.get("hard_key") == key else None
        if plan is None:
            plan = self._choose_plan(view, legal, _Ctx(s, view.player))
            self.plan["hard_attack"], self.plan["hard_key"] = plan, key
        for a in legal:
            if a.kind == "attack" and a.data in plan:
                plan.remove(a.data)
                return a
        return next((a for a in legal if a.kind == "done"), base)

    def _choose_plan(self, view, legal, c) -> list:
        game = getattr(view, "_game", None)
        heur = self._plan_attack(c)
        opp = c.opp_id
        plans: list[list] = [[(a, d) for a, d in heur.items()]]
        everyone = [a.data for a in legal if a.kind == "attack" and a.data[1] == opp]
        for cand in (everyone, []):
            if sorted(cand) not in [sorted(p) for p in plans]:
                plans.append(cand)
        if len(heur) >= 2:
            best = max(heur, key=lambda i: creature_value(c.perm(i)))
            plans.append([(a, d) for a, d in heur.items() if a != best])
        if game is None or len(plans) < 2:
            return list(plans[0])
        me = view.player
        deadline = time.perf_counter() + max(0.0, self.budget * 0.85 - 0.01)
        totals = [0.0] * len(plans)
        counts = [0] * len(plans)
        while time.perf_counter() < deadline and not self._stop.is_set():
            if self.max_rollouts is not None and min(counts) >= self.max_rollouts:
                break
            for i, plan in enumerate(plans):
                if time.perf_counter() >= deadline or self._stop.is_set():
                    break
                g = determinized(game, me, self.rng)
                try:
                    for a_d in plan:
                        act = next((a for a in g.legal_actions() if a.kind == "attack" and a.data == a_d), None)
                        if act is not None:
                            g.apply(act)
                    if g.pending is not None and g.pending.kind == "attack":
                        g.apply(next(a for a in g.legal_actions() if a.kind == "done"))
                    v = self._rollout(g, me, deadline)
                except Exception:
                    continue
                totals[i] += v
                counts[i] += 1
                self.rollouts += 1
        scores = [totals[i] / counts[i] if counts[i] else float("-inf") for i in range(len(plans))]
        i = max(range(len(plans)), key=lambda k: (scores[k], -k))
        self.last = Explanation("attack plan", f"plan {i} of {len(plans)} by rollouts (value {scores[i]:.1f})",
                                [(str(p), round(sc, 1), f"{n} rollouts") for p, sc, n in zip(plans, scores, counts)])
        return list(plans[i] if scores[i] != float("-inf") else plans[0])

    def _rollout(self, g, me: str, deadline: float) -> float:
        agents = {"p1": HeuristicAgent(self.rng.next() & 0xFFFF), "p2": HeuristicAgent(self.rng.next() & 0xFFFF)}
        start_turn = g.turn
        for _ in range(self.horizon):
            if g.over or g.turn > start_turn + 2 or time.perf_counter() >= deadline:
                break
            p = g.decider
            g.apply(agents[p].choose(PlayerView(g, p), g.legal_actions()))
        return evaluate(g, me)


def evaluate(g, me: str) -> float:
    """A static score of a position from ``me``'s side."""
    if g.over:
        return 0.0 if g.winner == "draw" else (1000.0 if g.winner == me else -1000.0)
    s = g.view(me)
    opp = "p2" if me == "p1" else "p1"
    mine, theirs = s["players"][me], s["players"][opp]
    v = (mine["life"] - theirs["life"]) * 1.0
    v += 2.5 * (sum(creature_value(p) for p in mine["battlefield"]) - sum(creature_value(p) for p in theirs["battlefield"]))
    v += 1.5 * (len(mine["hand"]) - len(theirs["hand"]))
    v += 3.0 * (mine["ring"] - theirs["ring"])
    if theirs["life"] <= 0:
        v += 500
    return v
