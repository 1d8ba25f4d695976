"""A small builder for rules tests (like XMage's CardTestPlayerBase): a scenario dict in, a Game out."""

from __future__ import annotations

from pathlib import Path

from mtg_tui.engine.game import Game
from mtg_tui.engine.scenario import build_game, check_expect, parse_scenario, run_action, run_scenario

SCENARIOS = Path(__file__).resolve().parent / "scenarios"


def board(state: dict | None = None, p1: dict | None = None, p2: dict | None = None, seed: int = 0,
          actions: list[str] | None = None) -> Game:
    """Build a game from the pieces of a scenario file, then apply ``actions`` (scenario action lines)."""
    raw = {"title": "test", "seed": seed, "state": state or {}, "p1": p1 or {}, "p2": p2 or {}}
    g = build_game(parse_scenario(raw))
    for line in actions or []:
        run_action(g, line)
    return g


def normal_game(seed: int, until=None, limit: int = 500, decks: tuple[str, str] = ("mordor", "rivendell")) -> Game:
    """A game between two `normal` bots, played until the first decision where ``until(g)`` holds, the game
    ends, or ``limit`` decisions were made."""
    from mtg_tui.ai.base import PlayerView, make_agent
    from mtg_tui.decks import load_deck
    g = Game(seed=seed)
    g.setup_decks(load_deck(decks[0]).main, load_deck(decks[1]).main)
    g.start()
    bots = {"p1": make_agent("normal", 1), "p2": make_agent("normal", 2)}
    for _ in range(limit):
        if g.over or (until is not None and until(g)):
            break
        p = g.decider
        g.apply(bots[p].choose(PlayerView(g, p), g.legal_actions()))
    return g


def act(g: Game, *lines: str) -> Game:
    for line in lines:
        run_action(g, line)
    return g


def attack_and_block(g: Game, attacker: str, blocker: str) -> Game:
    """The active player attacks with ``attacker`` alone and the other player blocks it with ``blocker`` (each
    declaration finished with "done" when it still waits for one)."""
    me, them = g.active, ("p2" if g.active == "p1" else "p1")
    act(g, "advance to declare_attackers", f"{me}: attack {attacker}")
    if g.pending is not None and g.pending.kind == "attack":
        act(g, f"{me}: done")
    act(g, "advance to declare_blockers", f"{them}: block {attacker} with {blocker}")
    if g.pending is not None and g.pending.kind == "block":
        act(g, f"{them}: done")
    return g


def divide_usually(g: Game, then: str = "advance to main2") -> Game:
    """Answer every combat damage division that comes up the usual way (engine/combat.py usual_assignment: lethal
    damage to each creature in turn, the rest to the player with trample, else to the last), each time
    running ``then`` after it."""
    from mtg_tui.engine.combat import usual_assignment
    while g.pending is not None and g.pending.data.get("purpose") == "damage_division":
        step = usual_assignment(g.pending.data)
        g.apply(next(a for a in g.legal_actions() if a.data.option == step))
        if g.pending is None or g.pending.data.get("purpose") != "damage_division":
            run_action(g, then)
    return g


def perm(g: Game, ref: str) -> dict | None:
    """The snapshot entry of a permanent by id or name (None when absent)."""
    for p in ("p1", "p2"):
        for x in g.snapshot()["players"][p]["battlefield"]:
            if x["id"] == ref or x["name"] == ref:
                return x
    return None


def names(g: Game, player: str, zone: str) -> list[str]:
    return g.snapshot()["players"][player][zone]


def bf_names(g: Game, player: str) -> list[str]:
    return [x["name"] for x in g.snapshot()["players"][player]["battlefield"]]


def legal(g: Game) -> list[str]:
    return [a.text for a in g.legal_actions()]


def scenario(name: str) -> tuple[Game, list[str]]:
    return run_scenario(SCENARIOS / name)


def events(evs, kind: str | None = None, rule: str | None = None):
    return [e for e in evs if (kind is None or e.kind == kind) and (rule is None or e.rule == rule)]


# ---------------------------------------------------------------------- test-only cards
# A few cards that the core pool lacks (an {X} spell, triggered abilities), loaded next to the real core and
# token files into a separate registry: the shipped registry is untouched.
TEST_CARDS = {
    "test_fireball.toml": '''
name = "Test Fireball"
cost = "{X}{R}"
types = ["Sorcery"]
[[abilities]]
kind = "spell"
targets = [{ what = "any" }]
effects = [{ do = "damage", amount = "x" }]
''',
    "test_herald.toml": '''
name = "Test Herald"
cost = "{1}"
types = ["Artifact"]
[[abilities]]
kind = "triggered"
trigger = { event = "upkeep", whose = "each" }
effects = [{ do = "gain_life", n = 1 }]
''',
    "test_maro.toml": '''
name = "Test Maro"
cost = "{2}{G}"
types = ["Creature"]
subtypes = ["Elemental"]
power = 0
toughness = 0
[[abilities]]
kind = "static"
static = "cda_pt"
hook = "cards_in_hand"
''',
    "test_sentry.toml": '''
name = "Test Sentry"
cost = "{1}{W}"
types = ["Creature"]
subtypes = ["Soldier"]
power = 1
toughness = 4
[[abilities]]
kind = "triggered"
trigger = { event = "self_blocks" }
effects = [{ do = "gain_life", n = 2 }]
[[abilities]]
kind = "triggered"
trigger = { event = "self_leaves" }
effects = [{ do = "draw", n = 1 }]
''',
    "test_sniper.toml": '''
name = "Test Sniper"
cost = "{R}"
types = ["Creature"]
subtypes = ["Goblin"]
power = 1
toughness = 1
[[abilities]]
kind = "triggered"
trigger = { event = "self_enters" }
targets = [{ what = "any" }]
effects = [{ do = "damage", amount = 1 }]
''',
    # 603.3b (tests/test_trigger_order_603_3b.py): two different abilities of one source that trigger at once
    "test_warden.toml": '''
name = "Test Warden"
cost = "{W}"
types = ["Creature"]
subtypes = ["Soldier"]
power = 1
toughness = 1
[[abilities]]
kind = "triggered"
trigger = { event = "self_enters" }
effects = [{ do = "draw", n = 1 }]
[[abilities]]
kind = "triggered"
trigger = { event = "enters", filter = { what = "creature", controller = "you" } }
effects = [{ do = "gain_life", n = 1 }]
''',
    "test_bellringer.toml": '''
name = "Test Bellringer"
cost = "{1}"
types = ["Artifact"]
[[abilities]]
kind = "triggered"
trigger = { event = "upkeep", whose = "each" }
effects = [{ do = "lose_life", n = 1, who = "each_opponent" }]
''',
    "test_saga.toml": '''
name = "Test Saga"
cost = "{1}"
types = ["Enchantment"]
subtypes = ["Saga"]
[[abilities]]
kind = "chapter"
chapters = [1, 2]
effects = [{ do = "gain_life", n = 1 }]
[[abilities]]
kind = "chapter"
chapters = [3]
effects = [{ do = "draw", n = 1 }]
[[abilities]]
kind = "chapter"
chapters = [4]
effects = [{ do = "lose_life", n = 1, who = "each_opponent" }]
''',
    "test_chronicler.toml": '''
name = "Test Chronicler"
cost = "{U}"
types = ["Sorcery"]
[[abilities]]
kind = "spell"
targets = [{ what = "permanent", controller = "you", subtypes = ["Saga"] }]
effects = [{ do = "put_counters", kind = "lore", n = 2 }]
''',
}

_TEST_REGISTRY = None


def extra_registry():
    """The core and token cards plus TEST_CARDS, in a registry of their own."""
    global _TEST_REGISTRY
    if _TEST_REGISTRY is None:
        import tempfile

        from mtg_tui.cards.registry import DATA, Registry
        root = Path(tempfile.mkdtemp(prefix="mtg-test-cards-"))
        import shutil
        for sub in ("core", "tokens"):
            shutil.copytree(DATA / sub, root / sub)
        (root / "test").mkdir()
        for fname, text in TEST_CARDS.items():
            (root / "test" / fname).write_text(text, encoding="utf-8")
        _TEST_REGISTRY = Registry(root)
    return _TEST_REGISTRY


def xboard(state: dict | None = None, p1: dict | None = None, p2: dict | None = None, seed: int = 0,
               actions: list[str] | None = None) -> Game:
    raw = {"title": "test", "seed": seed, "state": state or {}, "p1": p1 or {}, "p2": p2 or {}}
    g = build_game(parse_scenario(raw), registry=extra_registry())
    for line in actions or []:
        run_action(g, line)
    return g
