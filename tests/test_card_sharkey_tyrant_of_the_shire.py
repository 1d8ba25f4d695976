"""229 Sharkey, Tyrant of the Shire (rare): "Activated abilities of lands your opponents control can't be activated
unless they're mana abilities. / Sharkey, Tyrant of the Shire has all activated abilities of lands your opponents
control except mana abilities. / Mana of any type can be spent to activate Sharkey's abilities."

Three static words (mtg_tui/statics): ``cant_activate`` (602.5; mana abilities are exempt, 605.3a),
``has_activated_abilities`` (an ability-adding effect, layer 6: 613.1f, worked out from the battlefield as it is now)
and ``spend_any_mana`` (609.4b).  The gained abilities are Sharkey's own (113.7, 201.5b): "{T}" taps Sharkey and
needs it to have been under its controller's control since their turn began (302.6), "Sacrifice <the land>"
sacrifices Sharkey, and an "Activate only if ..." condition is checked for Sharkey's controller.  They are offered as
``activate Sharkey, Tyrant of the Shire #k`` (SCENARIOS.md section 1: k counts Sharkey's non-mana activated abilities,
its printed ones (none) first, then the gained ones in battlefield order, each land's in printed order)."""

from __future__ import annotations

from rules_helpers import act, bf_names, board, legal, names, perm

from mtg_tui.ai.base import PlayerView
from mtg_tui.ai.heuristic import HeuristicAgent
from mtg_tui.cards.registry import registry
from mtg_tui.cards.render import render_card
from mtg_tui.cards.sets import load_set
from mtg_tui.engine import legal as L
from mtg_tui.tutorial.explain import explain_illegal

SHARKEY = "Sharkey, Tyrant of the Shire"
ACT = f"activate {SHARKEY}"
MAIN = {"turn": 3, "active": "p1", "step": "main1"}
OPP_MAIN = {"turn": 4, "active": "p2", "step": "main1"}
LIB = ["Island"] * 5
ORACLE = ("Activated abilities of lands your opponents control can't be activated unless they're mana abilities.\n"
          "Sharkey, Tyrant of the Shire has all activated abilities of lands your opponents control except mana "
          "abilities.\n"
          "Mana of any type can be spent to activate Sharkey's abilities.")


def _id(g, name, player=None):
    return next(o.id for o in g._bfo if o.card.name == name and (player is None or o.controller == player))


def test_card_file_is_the_set_files_card_of_its_number_with_its_oracle_text():
    c = registry().get(SHARKEY)
    entry = load_set("LTR").by_number()[229]
    assert (c.set, c.number, entry.name, entry.rarity) == ("LTR", 229, SHARKEY, "rare")
    assert str(c.cost) == "{2}{U}{B}" and (c.power, c.toughness) == (2, 4)
    assert c.supertypes == ("Legendary",) and c.subtypes == ("Avatar", "Rogue")
    assert ORACLE in render_card(c)
    assert not c.activated  # it prints no activated ability: all it has, it gains (613.1f)


# ---------------------------------------------------------------------- 602.5: the opponents' lands
def test_opponents_land_abilities_cant_be_activated_but_their_mana_abilities_can():
    """602.5, 605.3a: with Sharkey on p1's side, p2's Mines of Moria offers only its mana ability ({T}: Add {R});
    tapped by hand it adds {R}, and the payment solver still uses it for p2's Lightning Bolt.  Without Sharkey the
    same board offers its last ability."""
    p2 = {"battlefield": ["Mines of Moria", "Mountain", "Mountain", "Mountain", "Mountain"], "hand": ["Lightning Bolt"],
          "graveyard": ["Island", "Island", "Island"], "library": LIB}
    g = board(state=OPP_MAIN, p1={"battlefield": ["Island"], "library": LIB}, p2=p2)
    assert "activate Mines of Moria" in legal(g)  # (the baseline: it can be activated without Sharkey)
    assert g.board().activation == []  # a game without Sharkey asks nothing more (legal.py's fast path)
    g = board(state=OPP_MAIN, p1={"battlefield": [SHARKEY], "library": LIB}, p2=p2)
    lg = legal(g)
    assert "activate Mines of Moria" not in lg and not any(t.startswith("activate") for t in lg)
    assert "tap Mines of Moria" in lg  # its mana ability (605)
    why = explain_illegal(g, "activate Mines of Moria", "p2")
    assert SHARKEY in why and "602.5" in why
    act(g, "p2: tap Mines of Moria")
    assert g.players["p2"].pool[3] == 1  # {R} (W, U, B, R, G, C)
    act(g, "p2: cast Lightning Bolt -> p1", "resolve")
    assert g.players["p1"].life == 17 and g.players["p2"].pool[3] == 0


def test_sharkeys_own_lands_are_not_stopped():
    """"Lands your opponents control": p1's own Mount Doom (p1 controls Sharkey) keeps its abilities, and Sharkey
    doesn't gain them."""
    g = board(state=MAIN, p1={"battlefield": [SHARKEY, "Mount Doom", "Swamp", "Swamp", "Mountain"], "library": LIB},
              p2={"library": LIB})
    lg = legal(g)
    assert "activate Mount Doom #1" in lg
    assert not any(t.startswith(ACT) for t in lg)
    assert L.activated_of(g, _id(g, SHARKEY)) == ()


def test_the_restriction_ends_when_sharkey_leaves():
    """Sharkey's Shire Terrace ability ("{1}, {T}, Sacrifice Shire Terrace": Sharkey is sacrificed, 201.5b): once
    Sharkey is gone, p2 may activate Shire Terrace's own ability again."""
    g = board(state=MAIN, p1={"battlefield": [SHARKEY, "Island"], "library": ["Swamp", "Swamp"]},
              p2={"battlefield": ["Shire Terrace", "Plains"], "library": LIB})
    act(g, f"p1: {ACT}")
    while g.pending is not None and g.pending.kind == "choice" or g.stack:
        if g.pending is not None and g.pending.kind == "choice":
            act(g, f"p1: {legal(g)[0]}")
        else:
            act(g, "resolve")
    assert SHARKEY in names(g, "p1", "graveyard")
    assert "Shire Terrace" in bf_names(g, "p2")  # the land stays: "Sacrifice this" meant Sharkey
    assert bf_names(g, "p1") == ["Island", "Swamp"]  # the basic land it searched for, p1's (Sharkey's controller)
    assert not perm(g, "Shire Terrace")["tapped"] and perm(g, "Swamp")["tapped"]  # ("put onto the battlefield tapped")
    act(g, "advance to turn 4 main1")
    assert "activate Shire Terrace" in legal(g)


# ---------------------------------------------------------------------- 613.1f: Sharkey has them
def test_sharkey_has_the_lands_abilities_tapping_itself_paid_with_any_mana():
    """p2's Mount Doom: Sharkey has "{1}{B}{R}, {T}: Sharkey deals 1 damage to each opponent" and "{5}{B}{R}, {T},
    Sacrifice Sharkey, Sacrifice a legendary artifact: ..." (#1, #2; the second unpayable without an artifact).
    p1's three Islands pay {1}{B}{R} (609.4b); {T} taps Sharkey, not Mount Doom (113.7); the damage is Sharkey's."""
    g = board(state=MAIN, p1={"battlefield": [SHARKEY, "Island", "Island", "Island"], "library": LIB},
              p2={"battlefield": ["Mount Doom"], "library": LIB})
    sharkey = _id(g, SHARKEY)
    has = L.activated_of(g, sharkey)
    doom = registry().get("Mount Doom")
    assert has == doom.activated and [o for o, _ in L.gained_abilities(g, sharkey)] == [_id(g, "Mount Doom")] * 2
    lg = legal(g)
    assert f"{ACT} #1" in lg and f"{ACT} #2" not in lg and ACT not in lg
    assert str(L.ability_cost(g, sharkey, has[0], 0)) == "{1}{B}{R}"  # 609.4b: the cost stays as it is ...
    assert L.ability_cost(g, sharkey, has[0], 0).colored == ()  # ... what it may be paid with changes
    act(g, f"p1: {ACT} #1")
    assert perm(g, SHARKEY)["tapped"] and not perm(g, "Mount Doom")["tapped"]
    assert all(x["tapped"] for x in g.snapshot()["players"]["p1"]["battlefield"] if x["name"] == "Island")
    ev = [e for e in g.log if e.kind == "activate"][-1]
    assert ev.rule == "613.1f" and "Mount Doom" in ev.msg and ev.data["source"] == sharkey
    act(g, "resolve")
    assert g.players["p2"].life == 19
    dmg = [e for e in g.log if e.kind == "damage"][-1]
    assert dmg.msg.startswith(f"{SHARKEY} deals 1 damage to")
    assert g.players["p1"].life == 20  # "each opponent" is Sharkey's controller's opponent


def test_two_islands_cant_pay_three_mana():
    """609.4b changes what may pay, not how much: two Islands don't pay {1}{B}{R}."""
    g = board(state=MAIN, p1={"battlefield": [SHARKEY, "Island", "Island"], "library": LIB},
              p2={"battlefield": ["Mount Doom"], "library": LIB})
    assert not any(t.startswith(ACT) for t in legal(g))


def test_summoning_sickness_stops_sharkeys_tap_abilities():
    """302.6: Sharkey cast this turn can't use Mount Doom's {T} ability (the tutorial says why); on p1's next turn
    it can."""
    g = board(state=MAIN, p1={"hand": [SHARKEY], "battlefield": ["Island"] * 4 + ["Swamp"] * 3, "library": LIB},
              p2={"battlefield": ["Mount Doom"], "library": LIB})
    act(g, f"p1: cast {SHARKEY}", "resolve")
    assert SHARKEY in bf_names(g, "p1")
    sharkey = _id(g, SHARKEY)
    assert len(L.activated_of(g, sharkey)) == 2  # it has them ...
    assert not any(t.startswith(ACT) for t in legal(g))  # ... but can't tap for them yet
    assert "302.6" in explain_illegal(g, f"{ACT} #1", "p1")
    act(g, "advance to turn 5 main1")
    assert f"{ACT} #1" in legal(g)


def test_the_abilities_follow_the_opponents_lands():
    """613.1f: a land p2 plays gives Sharkey its abilities at once (Rivendell: "#3" after Mount Doom's two), one that
    leaves takes them away; a basic land gives nothing (a mana ability only)."""
    g = board(state=OPP_MAIN, p1={"battlefield": [SHARKEY] + ["Island"] * 3, "library": LIB},
              p2={"battlefield": ["Mount Doom"], "hand": ["Rivendell", "Forest"], "library": LIB})
    sharkey = _id(g, SHARKEY)
    assert len(L.activated_of(g, sharkey)) == 2
    act(g, "p2: play Rivendell")
    has = L.activated_of(g, sharkey)
    assert len(has) == 3 and has[2] is registry().get("Rivendell").activated[0]
    act(g, "p2: pass")  # p1 gets priority in p2's main phase: Rivendell's scry is instant speed
    assert f"{ACT} #3" in legal(g)  # "only if you control a legendary creature": Sharkey is one
    act(g, "p1: pass")  # (on to p2's beginning of combat)
    assert g.destroy(_id(g, "Mount Doom"))  # (as a removal spell would: 701.7a)
    act(g, "p2: pass")
    assert g.decider == "p1"
    has = L.activated_of(g, sharkey)
    assert len(has) == 1 and has[0] is registry().get("Rivendell").activated[0]
    assert ACT in legal(g) and f"{ACT} #1" not in legal(g)  # one ability now: no "#k" (SCENARIOS 1)
    act(g, f"p1: {ACT}", "resolve")
    assert g.pending is not None and g.pending.player == "p1"  # scry 2 (Rivendell's, as Sharkey's): p1 decides
    assert "choose top" in legal(g) and perm(g, SHARKEY)["tapped"]


def test_an_activate_only_if_condition_is_checked_for_sharkeys_controller():
    """602.5b: Minas Tirith's "Activate only if you attacked with two or more creatures this turn", as Sharkey's, asks
    whether p1 did: not before p1's attack, yes after p1 attacked with two Bears (Sharkey stays home), and not in
    p2's turn after p2 attacked with two creatures."""
    g = board(state=MAIN, p1={"battlefield": [SHARKEY, "Grizzly Bears", "Grizzly Bears"] + ["Island"] * 2,
                              "library": LIB},
              p2={"battlefield": ["Minas Tirith"], "library": LIB})
    assert not any(t.startswith(ACT) for t in legal(g))
    bears = [o.id for o in g._bfo if o.card.name == "Grizzly Bears"]
    act(g, "advance to declare_attackers", f"p1: attack Grizzly Bears#{bears[0]}",
        f"p1: attack Grizzly Bears#{bears[1]}", "p1: done", "advance to main2")
    assert ACT in legal(g)
    hand = len(g.players["p1"].hand)
    act(g, f"p1: {ACT}", "resolve")
    assert len(g.players["p1"].hand) == hand + 1 and perm(g, SHARKEY)["tapped"]

    g = board(state={"turn": 4, "active": "p2", "step": "main1"},
              p1={"battlefield": [SHARKEY] + ["Island"] * 2, "library": LIB},
              p2={"battlefield": ["Minas Tirith", "Grizzly Bears", "Hill Giant"], "library": LIB})
    act(g, "advance to declare_attackers", "p2: attack Grizzly Bears", "p2: attack Hill Giant")
    if g.pending is not None and g.pending.kind == "attack":
        act(g, "p2: done")
    act(g, "advance to main2", "p2: pass")
    assert g.decider == "p1" and g.turn_flags.get("attackers_declared_p2", 0) >= 2
    assert not any(t.startswith(ACT) for t in legal(g))


def test_an_x_ability_and_a_cost_that_takes_from_sharkeys_controller():
    """Barad-dûr's "{X}{X}{B}, {T}: Amass Orcs X. Activate only if a creature died this turn" as Sharkey's: after p1's
    Bolt kills a creature, ``x=1`` (three mana, any type) makes p1 an Orc Army with one counter."""
    g = board(state=MAIN, p1={"battlefield": [SHARKEY, "Mountain"] + ["Island"] * 3, "hand": ["Lightning Bolt"],
                              "library": LIB},
              p2={"battlefield": ["Barad-dûr", "Grizzly Bears"], "library": LIB})
    assert not any(t.startswith(ACT) for t in legal(g))
    act(g, "p1: cast Lightning Bolt -> Grizzly Bears", "resolve")
    lg = legal(g)
    assert f"{ACT} x=1" in lg and f"{ACT} x=0" in lg and f"{ACT} x=2" not in lg
    act(g, f"p1: {ACT} x=1", "resolve")
    army = perm(g, "Orc Army")
    assert army is not None and army["controller"] == "p1" and army["counters"].get("+1/+1") == 1


# ---------------------------------------------------------------------- the bots
def _bot(g):
    return HeuristicAgent(1, "normal").choose(PlayerView(g, "p1"), g.legal_actions()).text


def _end_step(land):
    """p2's end step, p1 to act with Sharkey untapped and four Islands (mana that would go unused)."""
    g = board(state={"turn": 4, "active": "p2", "step": "end"},
              p1={"battlefield": [SHARKEY, "Grizzly Bears"] + ["Island"] * 4, "library": LIB},
              p2={"battlefield": [land], "library": LIB})
    act(g, "p2: pass")
    assert g.decider == "p1"
    return g


def test_the_normal_bot_uses_a_gained_ability_with_its_idle_mana():
    """In p2's end step, the bot spends its idle mana on Sharkey's Mount Doom ability (1 damage to p2) and on The
    Shire's (a Food, tapping its Bears too): its generic mana-sink scoring, given the ability the engine says Sharkey
    has (legal.activated_of: the opponents' lands are public)."""
    g = _end_step("Mount Doom")
    assert _bot(g) == f"{ACT} #1"
    act(g, f"p1: {ACT} #1", "resolve")
    assert g.players["p2"].life == 19
    g = _end_step("The Shire")
    assert _bot(g) == ACT


def test_the_normal_bot_doesnt_sacrifice_sharkey_for_a_land():
    """Shire Terrace's ability as Sharkey's sacrifices Sharkey (201.5b): the bot keeps its creature."""
    g = _end_step("Shire Terrace")
    assert ACT in legal(g)
    assert _bot(g) == "pass"


def test_the_snapshot_and_the_table_tell_which_land_each_ability_is_from():
    """613.1f: Sharkey's entry lists, in #k order, the permanent each gained ability is from and its number there
    (``abilities_from``); the decision panel labels an activation by it, with what it does ("Sharkey ... deals 1
    damage": its name there means Sharkey, 201.5b), and the card panel lists the abilities Sharkey has now.  No
    other permanent has the key; without Sharkey no snapshot does."""
    from mtg_tui.engine.snapshot import snapshot
    from mtg_tui.tui import look
    from mtg_tui.tui.table import build_table

    g = board(state=MAIN, p1={"battlefield": [SHARKEY, "Island", "Island", "Island"], "library": LIB},
              p2={"battlefield": ["Mount Doom", "Rivendell"], "library": LIB})
    snap = snapshot(g, "p1")
    sh = next(p for p in snap["players"]["p1"]["battlefield"] if p["name"] == SHARKEY)
    assert sh["abilities_from"] == [["Mount Doom", 1], ["Mount Doom", 2], ["Rivendell", 1]]
    assert not any("abilities_from" in p for pl in snap["players"].values() for p in pl["battlefield"]
                   if p["name"] != SHARKEY)
    t = build_table(snap, "p1", {"p1": "Ann", "p2": "Bob"}, show_hand=True, legal=g.legal_actions())
    labels = [look.action_label(a, t.board) for a in g.legal_actions() if a.kind == "activate"]
    assert (f"{SHARKEY}: Mount Doom's {{1}}{{B}}{{R}}, {{T}}", f"{SHARKEY} deals 1 damage to each opponent") in labels
    assert any(lab.startswith(f"{SHARKEY}: Rivendell's {{1}}{{U}}, {{T}}") for lab, _ in labels)
    text = look.permanent_text(SHARKEY, t.objects[sh["id"]]).plain
    assert "From Rivendell: {1}{U}, {T}: Scry 2." in text
    g2 = board(state=MAIN, p1={"battlefield": ["Island"], "library": LIB},
               p2={"battlefield": ["Mount Doom"], "library": LIB})
    assert not any("abilities_from" in p for pl in snapshot(g2)["players"].values() for p in pl["battlefield"])
