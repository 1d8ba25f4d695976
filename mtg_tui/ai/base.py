"""The agent interface and the random agent."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, Sequence

from ..engine.actions import Action, Activate, Cast
from ..engine.rng import Rng
from .harm import spare_own

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game


class PlayerView:
    """What one player may see: built lazily, since most random choices never look."""

    __slots__ = ("_game", "player", "_snap")

    def __init__(self, game, player: str):
        self._game = game
        self.player = player
        self._snap: dict | None = None

    def snapshot(self) -> dict:
        """The player's view (its permanents' entries may be shared with earlier views: a bot reads, never
        modifies, what it sees)."""
        snap = self._snap
        if snap is None:
            snap = self._snap = self._game.view(self.player, shared=True)
        return snap


def may_aim(legal: Sequence[Action]) -> bool:
    """Whether any action chooses a target (a cast or activation with targets, a choice), so that aiming harm at
    oneself is possible at all (harm.spare_own then looks)."""
    for a in legal:
        k = a.kind
        if k == "choose":
            return True
        if k == "cast" or k == "activate":
            d = a.data
            if isinstance(d, (Cast, Activate)) and d.targets:
                return True
    return False


class Agent(Protocol):
    name: str

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action: ...


class RandomAgent:
    """Picks uniformly among the legal actions, leaving out floating mana by hand (it never helps a random player)
    and harm aimed at itself or its own permanents when the same spell could aim it elsewhere (ai/harm.py:
    no bot level does that; the fuzzer's uniform player still tries every legal action)."""

    name = "random"

    def __init__(self, seed: int = 0):
        self.rng = Rng(seed ^ 0x5EED)

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        if may_aim(legal):  # (most decisions aim at nothing: no need to ask ai/harm.py at all)
            legal = spare_own(view, legal)
        # the mana abilities come last in a list of priority actions (legal.priority_actions): the useful
        # actions are the ones before them, so nothing needs copying or filtering
        n = len(legal)
        while n and legal[n - 1].kind == "tap":
            n -= 1
        if n == 0:
            n = len(legal)  # only mana abilities (not at priority, where pass is always offered)
        return legal[self.rng.below(n)]


def play_out(game: "Game", agents: "dict[str, Agent]", turn_limit: int = 200) -> int:
    """Let ``agents`` (by player) make every decision until the game is over or passes ``turn_limit``; return
    how many decisions they made.  The benchmark's plain game loop (sim and the fuzzer watch each decision, so
    they keep loops of their own): compiled with the agents, each step a direct call."""
    n = 0
    while not game.over and game.turn <= turn_limit:
        p = game.decider
        assert p is not None
        game.apply(agents[p].choose(PlayerView(game, p), game.legal_actions()))
        n += 1
    return n


LEVELS = ("random", "easy", "normal", "hard")
#: seconds the hard bot may think about one decision (at most 1: issue 4); most decisions take far less
HARD_BUDGET = 0.5


def make_agent(level: str, seed: int = 0):
    if level == "random":
        return RandomAgent(seed)
    if level in ("easy", "normal"):
        from .heuristic import HeuristicAgent
        return HeuristicAgent(seed, level)
    if level == "hard" or level.startswith("hard:"):
        from .search import SearchAgent
        budget = HARD_BUDGET
        if ":" in level:
            text = level.split(":", 1)[1]
            try:
                budget = float(text)
            except ValueError:
                budget = -1.0
            if not 0 < budget <= 1.0:
                raise ValueError(f"bot level {level!r}: the hard bot's budget is seconds per decision, "
                                 f"more than 0 and at most 1 (e.g. hard:0.5); got {text!r}")
        return SearchAgent(seed, budget=budget)
    raise ValueError(f"unknown bot level {level!r}; expected one of: {', '.join(LEVELS)}")
