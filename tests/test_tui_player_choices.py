"""The choices the rules give the player (SCENARIOS 1.1), played in the app by keyboard in one game (Pilot).

A double block whose damage the attacker divides as they like (510.1c-d: all but one to the first blocker, none
trampling over, which the usual division would not do), a Sanctum Spirit discard the player picks among two
historic cards (601.2b-h, 602.2b), and two triggered abilities the player orders (603.3b): each answered with
the number printed before it in the Decision panel, and each seen to take effect in the game.
"""

from __future__ import annotations

import pytest

pytest.importorskip("textual")

from mtg_tui.tui.app import MtgApp  # noqa: E402
from tests.tui_helpers import fast, screen_text, settle  # noqa: E402
from tests.test_tui_decisions import number_of  # noqa: E402


def _names(g, player, zone):
    return [g.objects[c].card.name for c in getattr(g.players[player], zone)]


async def test_divide_a_double_block_discard_for_a_cost_and_order_two_triggers():
    sc = {"title": "the player's choices",
          "state": {"turn": 3, "active": "p1", "step": "main1"},
          "p1": {"hand": ["Lightning Bolt", "Mind Stone", "Sting, the Glinting Dagger"], "library": ["Forest"] * 5,
                 "battlefield": ["Mountain", {"card": "Colossal Dreadmaw", "id": "dread"},
                                 {"card": "Sanctum Spirit", "id": "spirit"}, {"card": "Took Reaper", "id": "reaper"},
                                 {"card": "Uglúk of the White Hand", "id": "ugluk"}]},
          "p2": {"battlefield": [{"card": "Grizzly Bears", "id": "bear"}, {"card": "Llanowar Elves", "id": "elf"}],
                 "library": ["Swamp"] * 5},
          "actions": ["advance to declare_attackers", "p1: attack Colossal Dreadmaw", "advance to declare_blockers",
                      "p2: block Colossal Dreadmaw with Grizzly Bears",
                      "p2: block Colossal Dreadmaw with Llanowar Elves", "advance to combat_damage"]}
    app = MtgApp(settings=fast(), scenario=sc)
    async with app.run_test(size=(120, 40)) as pilot:
        scr = await settle(pilot)
        g = scr.game

        # 510.1c-d: the Dreadmaw's 6 damage, divided freely: 5 to the Bears, then the last 1 to the Elves
        assert g.pending.data["purpose"] == "damage_division"
        assert "Colossal Dreadmaw" in str(scr.query_one("#prompt-text").render())
        await pilot.press(number_of(scr, "assign 5 to Grizzly Bears"))
        scr = await settle(pilot)
        assert "assign 1 to Llanowar Elves" in [a.text for a in scr.shown_actions]
        assert "assign 2 to p2" not in [a.text for a in scr.shown_actions]  # trample: lethal to the Elves first
        await pilot.press(number_of(scr, "assign 1 to Llanowar Elves"))
        scr = await settle(pilot)
        assert g.players["p2"].life == 20  # nothing trampled over: the player's division, not the usual one
        assert sorted(_names(g, "p2", "graveyard")) == ["Grizzly Bears", "Llanowar Elves"]

        # 602.2b: Sanctum Spirit's cost, the historic card to discard, chosen in the Decision panel
        await pilot.press(number_of(scr, "activate Sanctum Spirit"))
        scr = await settle(pilot)
        assert g.pending.data["purpose"] == "cost"
        assert [a.text for a in scr.shown_actions] == ["choose Mind Stone", "choose Sting, the Glinting Dagger"]
        assert "discard a historic card" in screen_text(app)
        await pilot.press(number_of(scr, "choose Sting, the Glinting Dagger"))
        scr = await settle(pilot)
        assert _names(g, "p1", "graveyard") == ["Sting, the Glinting Dagger"]
        assert "Mind Stone" in _names(g, "p1", "hand")

        # 603.3b: Took Reaper dies next to Uglúk: the player orders the two triggers
        await pilot.press(number_of(scr, "cast Lightning Bolt -> Took Reaper"))
        scr = await settle(pilot)
        for _ in range(10):  # pass until the Bolt resolves and the triggers wait to be ordered
            if g.pending.data.get("purpose") == "trigger_order":
                break
            await pilot.press("space")
            scr = await settle(pilot)
        assert g.pending.data["purpose"] == "trigger_order"
        assert [a.text for a in scr.shown_actions] == ["choose Took Reaper", "choose Uglúk of the White Hand"]
        await pilot.press(number_of(scr, "choose Uglúk of the White Hand"))
        await settle(pilot)
        placed = [e.data.get("source") for e in g.log if e.kind == "trigger" and e.rule == "603.3"]
        assert placed == ["ugluk", "reaper"]  # Uglúk's first on the stack: Took Reaper's resolves first


async def test_the_decision_panel_tells_twins_apart_in_words():
    """A division between two Grizzly Bears: the engine's prompt names them "Grizzly Bears#b1" and "#b2" (ids tell
    them apart for the engine); the Decision panel says "Grizzly Bears (1st)" and "(2nd)", never an id."""
    sc = {"title": "twins",
          "state": {"turn": 3, "active": "p1", "step": "main1"},
          "p1": {"library": ["Forest"] * 5, "battlefield": [{"card": "Colossal Dreadmaw", "id": "c90"}]},
          "p2": {"battlefield": [{"card": "Grizzly Bears", "id": "c91"}, {"card": "Grizzly Bears", "id": "c92"}],
                 "library": ["Swamp"] * 5},
          "actions": ["advance to declare_attackers", "p1: attack Colossal Dreadmaw", "advance to declare_blockers",
                      "p2: block Colossal Dreadmaw with Grizzly Bears#c91",
                      "p2: block Colossal Dreadmaw with Grizzly Bears#c92", "advance to combat_damage"]}
    app = MtgApp(settings=fast(), scenario=sc)
    async with app.run_test(size=(120, 40)) as pilot:
        scr = await settle(pilot)
        g = scr.game
        assert g.pending.data["purpose"] == "damage_division" and "Grizzly Bears#c91" in g.pending.prompt
        shown = str(scr.query_one("#prompt-text").render())
        assert "Grizzly Bears (1st) 2" in shown and "Grizzly Bears (2nd) 2" in shown and "#c9" not in shown
