"""Mana (106, 107.4, 601.2g-h, 605): symbols, pools, hybrid and colorless costs, {X}, mana abilities and the
automatic payment solver."""

from __future__ import annotations

import itertools

from mtg_tui.engine.legal import pay_mana
from mtg_tui.engine.mana import SYMBOLS, ManaCost, Source, solve_payment
from mtg_tui.engine.rng import Rng
from rules_helpers import act, bf_names, board, legal, names, perm, xboard

MAIN = {"turn": 3, "active": "p1", "step": "main1"}


def pool(g, p="p1") -> str:
    return g.snapshot()["players"][p]["mana_pool"]


def tapped(g, p="p1") -> list[str]:
    return [x["name"] for x in g.snapshot()["players"][p]["battlefield"] if x["tapped"]]


# ---------------------------------------------------------------------- mana abilities and the pool
def test_tapping_a_land_by_hand_floats_mana():
    """605.3a / 106.4: a mana ability is activated whenever you have priority; its mana goes into your pool."""
    g = board(MAIN, p1={"battlefield": ["Forest"]})
    evs = g.do("tap Forest")
    assert pool(g) == "G" and tapped(g) == ["Forest"]
    assert not g.stack and g.decider == "p1"  # 605.3b: mana abilities don't use the stack
    assert any(e.kind == "mana_added" for e in evs)


def test_floating_mana_is_spent_before_tapping_more_sources():
    """601.2h: costs are paid from the pool first; the untapped Forest stays untapped."""
    g = board(MAIN, p1={"battlefield": ["Forest", "Forest"], "hand": ["Giant Growth"]},
              p2={"battlefield": ["Grizzly Bears"]})
    g.do("tap Forest")
    g.do("cast Giant Growth -> Grizzly Bears")
    assert pool(g) == "" and tapped(g) == ["Forest"]


def test_pool_mana_is_listed_in_wubrgc_order():
    """Spec section 3: mana_pool lists symbols in WUBRGC order."""
    g = board(MAIN, p1={"battlefield": ["Mind Stone", "Forest", "Plains", "Swamp"]})
    for t in ("tap Mind Stone", "tap Forest", "tap Plains", "tap Swamp"):
        g.do(t)
    assert pool(g) == "WBGC"


def test_dark_ritual_floats_three_black_that_empty_at_the_end_of_the_step():
    """106.4 / 500.4: Dark Ritual adds BBB; unspent mana empties when the step ends."""
    g = board(MAIN, p1={"battlefield": ["Swamp"], "hand": ["Dark Ritual"]})
    act(g, "p1: cast Dark Ritual", "resolve")
    assert pool(g) == "BBB"
    act(g, "p1: pass", "p2: pass")
    assert g.step == "beginning_of_combat" and pool(g) == ""


def test_dark_ritual_mana_pays_for_a_spell():
    """106.4 / 601.2h: mana in the pool pays a later spell's cost (Vampire Nighthawk, {1}{B}{B})."""
    g = board(MAIN, p1={"battlefield": ["Swamp"], "hand": ["Dark Ritual", "Vampire Nighthawk"]})
    act(g, "p1: cast Dark Ritual", "resolve")
    assert "cast Vampire Nighthawk" in legal(g)
    act(g, "p1: cast Vampire Nighthawk", "resolve")
    assert pool(g) == "" and "Vampire Nighthawk" in bf_names(g, "p1")


def test_mind_stone_makes_colorless_mana():
    """106.1b / 605: Mind Stone adds {C}, which pays generic costs but no colored symbol."""
    g = board(MAIN, p1={"battlefield": ["Mind Stone", "Forest"], "hand": ["Grizzly Bears", "Giant Growth"]},
              p2={"battlefield": ["Hill Giant"]})
    g.do("tap Mind Stone")
    assert pool(g) == "C"
    g.do("cast Grizzly Bears")
    assert pool(g) == "" and sorted(tapped(g)) == ["Forest", "Mind Stone"]
    g2 = board(MAIN, p1={"battlefield": ["Mind Stone"], "hand": ["Giant Growth"]}, p2={"battlefield": ["Hill Giant"]})
    assert not any(t.startswith("cast Giant Growth") for t in legal(g2))


def test_mind_stone_sacrifice_ability_cannot_use_its_own_mana():
    """602.2 / 601.2g: Mind Stone's {1},{T}, sacrifice ability can't be paid by tapping Mind Stone itself."""
    g = board(MAIN, p1={"battlefield": ["Mind Stone"], "library": ["Island"]})
    assert not any(t.startswith("activate") for t in legal(g))
    g = board(MAIN, p1={"battlefield": ["Mind Stone", "Forest"], "library": ["Island"]})
    act(g, "p1: activate Mind Stone", "resolve")
    assert names(g, "p1", "hand") == ["Island"] and names(g, "p1", "graveyard") == ["Mind Stone"]


def test_llanowar_elves_mana_pays_for_a_spell():
    """605.1a: a creature's {T}: Add {G} ability is a mana ability the solver may use."""
    g = board(MAIN, p1={"battlefield": ["Llanowar Elves", "Forest"], "hand": ["Grizzly Bears"]})
    act(g, "p1: cast Grizzly Bears")
    assert sorted(tapped(g)) == ["Forest", "Llanowar Elves"]


# ---------------------------------------------------------------------- hybrid and generic
def test_hybrid_symbol_paid_with_either_color():
    """107.4e: {R/W} can be paid with red or white mana."""
    for land in ("Mountain", "Plains"):
        g = board(MAIN, p1={"battlefield": [land], "hand": ["Boros Recruit"]})
        assert "cast Boros Recruit" in legal(g), land
    g = board(MAIN, p1={"battlefield": ["Forest"], "hand": ["Boros Recruit"]})
    assert "cast Boros Recruit" not in legal(g)


def test_hybrid_creature_is_both_colors_and_mana_value_counts_each_symbol_once():
    """202.2 / 202.3 / 107.4e: Boros Recruit is red and white with mana value 1; Boartusk Liege has mana value 4."""
    g = board(MAIN, p1={"battlefield": [{"card": "Boros Recruit", "id": "r"}]})
    assert perm(g, "r")["colors"] == ["W", "R"]
    liege = g.registry.get("Boartusk Liege")
    assert liege.cost.mana_value == 4 and liege.colors == ("R", "G")


def test_three_hybrids_from_a_mix_of_lands():
    """107.4e: Wilt-Leaf Cavaliers {G/W}{G/W}{G/W} from Forest, Plains, Plains."""
    g = board(MAIN, p1={"battlefield": ["Forest", "Plains", "Plains", "Mountain"], "hand": ["Wilt-Leaf Cavaliers"]})
    act(g, "p1: cast Wilt-Leaf Cavaliers")
    assert sorted(tapped(g)) == ["Forest", "Plains", "Plains"]


def test_solver_keeps_the_right_land_for_the_colored_symbol():
    """601.2h: Boartusk Liege {1}{R/G}{R/G}{R/G} with Plains, Mountain, Forest, Forest: the Plains must pay the {1}."""
    g = board(MAIN, p1={"battlefield": ["Forest", "Mountain", "Forest", "Plains"], "hand": ["Boartusk Liege"]})
    act(g, "p1: cast Boartusk Liege", "resolve")
    assert "Boartusk Liege" in bf_names(g, "p1")


def test_solver_saves_the_plains_for_a_white_spell_later():
    """601.2h: any valid payment is legal; the auto-payer also picks a sensible one.  Paying {1}{G} (Grizzly Bears)
    from Forest, Plains, Forest, Mind Stone spends the two Forests, so Pacifism ({1}{W}) is still castable."""
    g = board(MAIN, p1={"battlefield": ["Forest", "Plains", "Forest", "Mind Stone"],
                        "hand": ["Grizzly Bears", "Pacifism"]}, p2={"battlefield": ["Hill Giant"]})
    act(g, "p1: cast Grizzly Bears", "resolve")
    assert "cast Pacifism -> Hill Giant" in legal(g)


def test_mixed_hybrid_costs_are_paid_from_the_pool():
    """107.4e / 601.2h: {G/W}{R/G} from a pool of G and W: W pays {G/W}, G pays {R/G}."""
    g = board(MAIN)
    g.players["p1"].pool = [1, 0, 0, 0, 1, 0]
    pay_mana(g, "p1", ManaCost.parse("{G/W}{R/G}"))
    assert g.players["p1"].pool == [0] * 6


def _brute_force(cost: ManaCost, pool: list[int], sources: list[Source]) -> bool:
    units = [SYMBOLS[i] for i, n in enumerate(pool) for _ in range(n)] + [s.colors for s in sources]
    reqs = list(cost.colored) + [a + b for a, b in cost.hybrid] + ["*"] * cost.generic
    if len(reqs) > len(units):
        return False

    def fits(r, u):
        return r == "*" or (r == "C" and "C" in u) or (r != "C" and any(c in u for c in r))

    return any(all(fits(r, units[u]) for r, u in zip(reqs, perm))
               for perm in itertools.permutations(range(len(units)), len(reqs)))


def test_payment_solver_finds_a_payment_whenever_one_exists():
    """601.2h: the auto-payer never fails when a valid assignment of mana to the cost's symbols exists
    (checked against brute force on random small costs, pools and sources)."""
    rng = Rng(2024)
    symbols = ["{W}", "{U}", "{B}", "{R}", "{G}", "{C}", "{1}", "{R/W}", "{G/W}", "{R/G}", "{W/U}"]
    kinds = ["W", "U", "B", "R", "G", "C", "WUBRG", "RG", "GW"]
    found = 0
    for _ in range(600):
        cost = ManaCost.parse("".join(symbols[rng.below(len(symbols))] for _ in range(1 + rng.below(4))))
        pl = [0] * 6
        for _ in range(rng.below(3)):
            pl[rng.below(6)] += 1
        srcs = [Source(f"s{i}", kinds[rng.below(len(kinds))], rng.below(4)) for i in range(rng.below(5))]
        pay = solve_payment(cost, list(pl), srcs)
        exists = _brute_force(cost, pl, srcs)
        assert (pay is not None) == exists, (cost, pl, [s.colors for s in srcs])
        if pay is not None:
            found += 1
            spent = sum(pay.from_pool) + len(pay.taps)
            assert spent == cost.mana_value
            assert all(pay.from_pool[i] <= pl[i] for i in range(6))
            assert len({sid for sid, _ in pay.taps}) == len(pay.taps)
            for sid, made in pay.taps:
                assert made in next(s.colors for s in srcs if s.obj_id == sid)
    assert 100 < found < 600


def test_cast_is_offered_only_when_the_cost_can_be_paid():
    """601.2h / 117.1: a spell whose cost can't be paid is not a legal action."""
    g = board(MAIN, p1={"battlefield": ["Forest"], "hand": ["Grizzly Bears", "Giant Growth"]},
              p2={"battlefield": ["Hill Giant"]})
    assert not any(t.startswith("cast Grizzly Bears") for t in legal(g))
    assert "cast Giant Growth -> Hill Giant" in legal(g)


# ---------------------------------------------------------------------- {X} (107.3)
def test_x_spell_offers_every_affordable_x_and_uses_it():
    """107.3a / 601.2b: the caster announces X; each affordable value is a separate action ('x=<n>')."""
    g = xboard(MAIN, p1={"battlefield": ["Mountain", "Mountain", "Forest"], "hand": ["Test Fireball"]},
               p2={"battlefield": [{"card": "Grizzly Bears", "id": "bear"}]})
    xs = sorted({t.split(" x=")[1].split(" ")[0] for t in legal(g) if t.startswith("cast Test Fireball")})
    assert xs == ["0", "1", "2"]
    act(g, "p1: cast Test Fireball x=2 -> p2", "resolve")
    assert g.players["p2"].life == 18 and tapped(g) == ["Mountain", "Mountain", "Forest"]


def test_x_spell_mana_value_on_the_stack_counts_x():
    """107.3 / 202.3: X is 0 everywhere but on the stack."""
    card = xboard(MAIN).registry.get("Test Fireball")
    assert card.cost.mana_value == 1 and card.cost.with_x(3).mana_value == 4
