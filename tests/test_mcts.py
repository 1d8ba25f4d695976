"""The hard bot's tree search over the turn (ai/mcts.py): repeatable, its own answers first, the real game untouched,
the subtree kept between decisions, stop() honoured, whole combat plans as branches."""

from __future__ import annotations

import threading

from mtg_tui.ai.base import PlayerView, make_agent
from mtg_tui.ai.mcts import TreeSearchAgent, _Edge
from test_search import _attacks, _close_call, _play_until


def _agent(n: int, **kw) -> TreeSearchAgent:
    return TreeSearchAgent(7, budget=30.0, max_iterations=n, **kw)


def test_the_tree_search_is_repeatable_for_a_seed():
    g = _play_until(3, _close_call)
    p = g.decider
    runs = []
    for _ in range(2):
        a = _agent(12)
        choice = a.choose(PlayerView(g.clone(), p), g.legal_actions())
        runs.append((choice.text, a.iterations, a.last.reason, a.last.alternatives))
    assert runs[0] == runs[1]
    assert runs[0][1] == 12


def test_every_answer_is_tried_and_the_heuristics_is_tried_first(monkeypatch):
    g = _play_until(3, _close_call)
    p = g.decider
    normal = make_agent("normal", 7)
    heur = normal.choose(PlayerView(g, p), g.legal_actions())
    tried: list[str] = []
    orig = TreeSearchAgent._select

    def spy(self, node, cands, w):
        e = orig(self, node, cands, w)
        if node is root_of[0]:
            tried.append(e.key)
        return e

    root_of: list = [None]
    orig_root = TreeSearchAgent._root

    def keep_root(self, game, me, cands):
        root_of[0] = orig_root(self, game, me, cands)
        return root_of[0]

    monkeypatch.setattr(TreeSearchAgent, "_select", spy)
    monkeypatch.setattr(TreeSearchAgent, "_root", keep_root)
    a = _agent(10)
    a.choose(PlayerView(g, p), g.legal_actions())
    assert tried[0] == heur.text  # the heuristic's own answer is the first branch tried
    k = len(root_of[0].edges)
    assert k >= 2 and len(set(tried[:k])) == k  # every answer once before any twice (UCB1's untried first)


def test_without_a_clear_lead_the_answer_is_the_heuristics():
    """A rival must lead the heuristic's answer by z standard errors; with z huge it never does."""
    g = _play_until(3, _close_call)
    p = g.decider
    legal = g.legal_actions()
    hard = _agent(16, z=1e9)
    normal = make_agent("normal", 7)
    assert hard.choose(PlayerView(g, p), legal) == normal.choose(PlayerView(g, p), legal)
    assert hard.iterations == 16


def test_the_tree_search_never_touches_the_real_game():
    for want in (_close_call, _attacks):
        g = _play_until(2, want)
        p = g.decider
        before, decisions, rng = g.snapshot(), g.decisions, g.rng.state
        agent = _agent(6)
        agent.choose(PlayerView(g, p), g.legal_actions())
        assert agent.iterations == 6
        assert g.snapshot() == before and g.decisions == decisions and g.rng.state == rng


def test_an_attack_is_one_of_its_plans_declared_whole():
    g = _play_until(2, _attacks)
    p = g.decider
    agent = _agent(8)
    declared = []
    while not g.over and g.pending.kind == "attack" and g.decider == p:
        legal = g.legal_actions()
        a = agent.choose(PlayerView(g, p), legal)
        assert a in legal
        if a.kind == "attack":
            declared.append((a.data.attacker, a.data.defender))
        g.apply(a)
    assert sorted(declared) in [sorted(x) for x in agent.compared]


def test_the_subtree_below_its_answer_is_kept_for_its_next_decision():
    """A hard bot playing a game reuses what it searched: some decisions start from the subtree of the last."""
    from mtg_tui.decks import load_deck
    from mtg_tui.sim import play_game
    hard = TreeSearchAgent(3, budget=30.0, max_iterations=6)
    play_game(load_deck("mordor").main, load_deck("rivendell").main, ("hard", "normal"), 5,
              agents={"p1": hard, "p2": make_agent("normal", 5)})
    assert hard.iterations > 0
    assert hard.reused > 0


def test_stop_from_another_thread_ends_the_tree_search():
    g = _play_until(3, _close_call)
    p = g.decider
    legal = g.legal_actions()
    agent = TreeSearchAgent(7, budget=30.0)  # only stop() (or 30 s) ends it
    out = []
    worker = threading.Thread(target=lambda: out.append(agent.choose(PlayerView(g, p), legal)))
    worker.start()
    while agent.iterations < 2 and worker.is_alive():
        worker.join(0.005)
    agent.stop()
    worker.join(20.0)
    assert not worker.is_alive()
    assert out and out[0] in legal


def test_an_edge_knows_the_spread_of_its_results():
    e = _Edge("k", "k")
    for v in (1.0, -1.0, 1.0, -1.0):
        e.n += 1
        e.total += v
        e.sq += v * v
    assert e.mean == 0.0
    assert abs(e.var_of_mean() - 1.0 / 3.0) < 1e-9  # variance 1 (population) -> 4/3 sample, / 4
