"""Heuristic bots: `easy` and `normal`.

They read only their player's view (the snapshot as that player sees it) and the
legal actions; every legal action gets a score and a reason, and the best one is
played.  ``last`` keeps the reason and the top alternatives for explanations.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Final, Sequence

from ..engine.ability import EFFECT_LISTS as _EFFECT_LISTS
from ..engine.data import Data
from ..engine import combat as _combat
from ..engine import legal as _legal
from ..engine.legal import PAY_INSTEAD as _PAY_INSTEAD
from ..engine.actions import Action, Cast
from ..engine.events import count_of
from ..engine.rng import Rng
from ..amounts.registry import BY_NAME as _AMOUNT_WORDS
from ..effects.registry import BY_NAME as _EFFECT_WORDS
from ..keywords import registry as _kw
from .base import PlayerView
from .harm import harmful_groups, hostile_aura, spare_own
from . import resources as _resources
from . import piles as _piles

# What the bots know of the keywords (each keyword's ai(): mtg_tui/keywords)
KW_VALUE: dict[str, float] = {k.name: k.ai().value for k in _kw.ALL}
KW_EVASION: dict[str, float] = {k.name: k.ai().evasion for k in _kw.ALL if k.ai().evasion}
_LETHAL: Final = frozenset(k.name for k in _kw.ALL if k.ai().lethal)
_FIRST_STRIKE: Final = frozenset(k.name for k in _kw.ALL if k.ai().first_strike_edge)
_UNTAPPED_ATTACKERS: Final = _kw.ATTACKS_UNTAPPED
_SURVIVES: Final = _kw.SURVIVES_DESTROY
_INSTANT_SPEED: Final = _kw.INSTANT_SPEED
_BASIC_COLOR = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
_FLOAT = "floating mana by hand is never needed: costs are paid automatically"
#: what the bots know of a Pacifism-like Aura's spell: aim it at the opponent's best creature
_HOSTILE_AURA: Final = frozenset({"hostile", "removal", "destroys"})


def effect_tags(effects: Sequence[Any]) -> frozenset[str]:
    """What the bots know of a list of effects (dicts, or the names a decision gives): the union of their
    words' tags (mtg_tui/effects/base.py, TAGS)."""
    out: set[str] = set()
    for e in effects:
        if isinstance(e, (dict, Data)):
            w = _EFFECT_WORDS.get(str(e.get("do")))
            if w is not None:
                out |= w.ai_for(e).tags  # this use of the word (a -2/-2 pump is removal)
            continue
        w = _EFFECT_WORDS.get(str(e))
        if w is not None:
            out |= (w.ai_for(e) if isinstance(e, (dict, Data)) else w.ai()).tags
    return frozenset(out)


@dataclass
class Explanation:
    action: str
    reason: str
    alternatives: list[tuple[str, float, str]] = field(default_factory=list)


_REG: list = []


def _nested_tags(effects: Sequence[Any]) -> frozenset[str]:
    """The tags of a list of effects and of every effect they hold (an "if"'s branches, a "may"'s effects)."""
    out = set(effect_tags(effects))
    for e in effects:
        if isinstance(e, (dict, Data)):
            for key in _EFFECT_LISTS:
                inner = e.get(key)
                if inner:
                    out |= _nested_tags(inner)
    return frozenset(out)


def _tags_now(c: "_Ctx", oid: str, effects: Sequence[Any]) -> frozenset[str]:
    """The tags of what effects would do if their ability resolved now: each word says which of the effects it
    holds it would do now (``Effect.ai_now``: an "if" whose test holds on the board as it is)."""
    out = set(effect_tags(effects))
    for e in effects:
        w = _EFFECT_WORDS.get(str(e.get("do"))) if isinstance(e, (dict, Data)) else None
        if w is not None:
            inner = w.ai_now(c.game, e, oid, c.me)
            if inner:
                out |= _tags_now(c, oid, inner)
    return frozenset(out)


def _extra_turn_now(c: "_Ctx", oid: str, effects: Sequence[Any]) -> bool | None:
    """For an ability whose effects can take an extra turn (the tag ``extra_turn``, 500.7, nested ones included):
    whether they would if it resolved now (Lost Isle Calling's, with seven or more verse counters on it); None for
    an ability that never takes one."""
    if "extra_turn" not in _nested_tags(effects):
        return None
    return "extra_turn" in _tags_now(c, oid, effects)


def phases_out_if_targeted(g: Any, t: str) -> bool:
    """Whether permanent ``t`` phases out as a spell targets it (702.26b; King of the Oathbreakers: "Whenever ~ or
    another Spirit you control becomes the target of a spell, it phases out"): a spell aimed at it is wasted.
    Public: the triggered abilities of the permanents on the battlefield."""
    from ..trigger_modes.base import watchers
    found = watchers(g, "becomes_target_of_spell")
    if not found or t in ("p1", "p2"):
        return False
    for oid, o, ab in found:
        trig = ab.trigger
        if trig is not None and any(e.name == "phase_out" for e in ab.effects) and g.matches(
                t, trig.filter, oid, o.controller):
            return True
    return False


def _targeted_by_opponent(c: "_Ctx") -> set[str]:
    """My permanents the opponent's top spell or ability on the stack targets."""
    top = c.s["stack"][0] if c.s["stack"] else None  # the snapshot lists the stack from its top
    if not top or top["controller"] == c.me:
        return set()
    return {t for t in top.get("targets") or () if (p := c.perm(t)) is not None and p["controller"] == c.me}


def _doomed_other(c: "_Ctx", source: str) -> bool:
    """Whether the opponent's top stack item targets a creature of mine other than ``source``."""
    return any(t != source and "Creature" in (c.perm(t) or {}).get("types", ()) for t in _targeted_by_opponent(c))


def _registry():
    """The card registry (looked up once: the bots ask for card facts at every decision)."""
    if not _REG:
        from ..cards.registry import registry
        _REG.append(registry())
    return _REG[0]


class HeuristicAgent:
    """``normal``: evaluates combat, removal targets, mana use and the LTR mechanics."""

    name = "normal"

    def __init__(self, seed: int = 0, level: str = "normal", plan_combat: bool = True, playout: bool = True):
        self.rng = Rng(seed ^ 0xB07)
        self.level = level
        self.name = level
        # normal: attacks and blocks played out on a copy of the game (ai/combat_plan.py); off inside a playout
        self.plan_combat = plan_combat and level == "normal"
        self.playout = playout  # its main phase played out on a copy (off for the players inside that copy)
        self.plan: dict[str, Any] = {}
        self.last: Explanation | None = None
        self._division: tuple[Any, tuple[tuple[str, int], str]] | None = None  # (decision, its answer)
        self._repeats: tuple[int, dict[tuple[str, int], int]] = (0, {})  # (turn, activations this turn): _not_again

    # ------------------------------------------------------------------ entry point
    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        legal = spare_own(view, legal)  # never harm at itself or its own while an opponent's target exists
        if legal and legal[0].kind == "pass" and all(a.kind == "tap" and a.data.mana for a in legal[1:]):
            # nothing to do but pass or float mana by hand, which scores below passing: no need to look
            self.last = Explanation("pass", "nothing better to do",
                                    [("pass", 0.0, "nothing better to do")]
                                    + [(a.text, -50.0, _FLOAT) for a in legal[1:4]])
            return legal[0]
        s = view.snapshot()
        me = view.player
        ctx = _Ctx(s, me, view._game)
        ctx.legal = legal
        scored = []
        kind = s["pending"]["kind"] if s["pending"] else "priority"
        for a in legal:
            if kind == "attack":
                sc, why = self._attack_score(ctx, a)
            elif kind == "block":
                sc, why = self._block_score(ctx, a)
            elif kind == "choice":
                sc, why = self._choice_score(ctx, a)
            else:
                sc, why = self._priority_score(ctx, a)
            scored.append((sc, why, a))
        best = max(scored, key=lambda t: t[0])
        if (kind == "priority" and self.level == "normal" and best[2].kind == "cast" and s["active"] == me
                and s["step"] in ("main1", "main2") and not s["stack"] and ctx.game is not None):
            best = self._curve(ctx, scored, best)
            if self.playout:
                best = self._sequence(ctx, scored, best)
        if best[2].kind == "activate":
            best = self._not_again(s["turn"], scored, best)
        alts = sorted(scored, key=lambda t: -t[0])[:4]
        self.last = Explanation(best[2].text, best[1], [(a.text, round(sc, 2), w) for sc, w, a in alts])
        return best[2]

    def _not_again(self, turn: int, scored: list, best: tuple) -> tuple:
        """A loop guard: the same ability of the same object activated ``_REPEATS`` times this turn is not activated
        again (no ability of the set gains from so many; a pair that keeps answering each other would hang the
        game: 732 has no end for a loop of optional actions, the player stops it)."""
        key = (best[2].data.source, best[2].data.ability)
        if self._repeats[0] != turn:
            self._repeats = (turn, {})
        counts = self._repeats[1]
        n = counts.get(key, 0)
        if n >= _REPEATS:
            others = [t for t in scored if not (t[2].kind == "activate" and
                                                (t[2].data.source, t[2].data.ability) == key)]
            if others:
                sc, _, a = max(others, key=lambda t: t[0])
                return (sc, f"not {best[2].text} again: {_REPEATS} times this turn is enough", a)
        counts[key] = n + 1
        return best

    def _sequence(self, c: "_Ctx", scored: list, best: tuple) -> tuple:
        """Each of my best spells cast on a copy, the rest of this main phase played on by me (the opponent
        passing), the position scored: the spell that leaves the best main phase goes first."""
        per_card = _best_cast_of_each(scored)
        if len(per_card) < 2:
            return best
        from ..engine.determinize import determinized
        from .evaluation import evaluate
        world = determinized(c.game, c.me, self.rng)
        world.offer_mana_taps = False
        me = c.me
        step, turn = world.step, world.turn
        out = []
        for k, t in enumerate(sorted(per_card.values(), key=lambda t: -t[0])[:4]):
            g = world.clone()
            agent = HeuristicAgent(k + 1, "normal", plan_combat=False, playout=False)
            try:
                g.apply(t[2])
                for _ in range(40):
                    if g.over or g.step != step or g.turn != turn:
                        break
                    legal = g.legal_actions()
                    p = g.decider
                    if p != me:
                        a = next((x for x in legal if x.kind == "pass"), None) or agent.choose(PlayerView(g, p), legal)
                    else:
                        a = agent.choose(PlayerView(g, p), legal)
                    g.apply(a)
            except Exception:
                continue
            out.append((evaluate(g, me), -k, t))
        if not out:
            return best
        top = max(out, key=lambda x: (x[0], x[1]))
        own = next((x for x in out if x[2][2] is best[2]), None)
        if own is not None and top[0] - own[0] < 2.0:
            return best
        t = top[2]
        return (t[0], t[1] + " (played out, this main phase leaves the better board)", t[2])

    def _curve(self, c: "_Ctx", scored: list, best: tuple) -> tuple:
        """The mana spent in full: of the spells worth casting now, the set that can all be cast with the mana
        there is and is worth the most, its best spell first (with five lands a four-drop alone loses to a three
        and a two)."""
        per_card = _best_cast_of_each(scored)
        if len(per_card) < 2:
            return best
        spells = sorted(per_card.values(), key=lambda t: -t[0])[:6]
        costs = []
        for t in spells:
            card = _registry().find(c.name_of(t[2].data.source))
            if card is None:
                return best
            costs.append(_legal.spell_cost(c.game, c.me, card, t[2].data.x, t[2].data.targets,
                                           oid=t[2].data.source))
        top, top_val = None, -1.0
        for mask in range(1, 1 << len(spells)):
            val = 0.0
            total = None
            for i in range(len(spells)):
                if mask >> i & 1:
                    val += spells[i][0]
                    total = costs[i] if total is None else total.plus(costs[i])
            if val > top_val and total is not None and _legal.can_pay(c.game, c.me, total):
                top, top_val = mask, val
        if top is None or top & 1:
            return best
        first = next(spells[i] for i in range(len(spells)) if top >> i & 1)
        rest = [c.name_of(spells[i][2].data.source) for i in range(len(spells))
                if top >> i & 1 and spells[i] is not first]
        return (first[0], first[1] + (f" (then {', '.join(rest)}: the mana spent in full)" if rest else ""), first[2])

    # ------------------------------------------------------------------ priority
    def _priority_score(self, c: "_Ctx", a: Action) -> tuple[float, str]:
        k = a.kind
        if k == "pass":
            return 0.0, "nothing better to do"
        if k == "tap":
            if not a.data.mana and c.s["step"] == "main2" and c.s["active"] == c.me and not c.s["stack"]:
                return 0.3, "sacrifice it for a card (its mana ability with X = 0)"  # Wizard's Rockets
            return -50.0, _FLOAT
        if k == "play":
            name = c.name_of(a.data.card)
            card = _registry().find(name)
            need = c.colors_needed()
            prod = _land_colors(card)
            bonus = float(sum(need.get(col, 0) for col in prod))
            if card is not None and card.enters_tapped:
                bonus -= 0.5
            if bonus > 0:
                short = "".join(col for col in prod if need.get(col))
                return 100.0 + bonus, f"the spells in hand are short of its {{{short}}}"
            return 100.0 + bonus, f"play a land ({name}) for mana" + (
                " (it enters tapped)" if card is not None and card.enters_tapped else "")
        if k in ("cast", "activate"):
            sc, why = self._cast_score(c, a) if k == "cast" else self._activate_score(c, a)
            if (sc > 0 and self.level != "easy" and c.s["active"] == c.me and c.s["step"] in ("upkeep", "draw")
                    and not c.s["stack"]):
                # nothing to answer in my own upkeep or draw step: the main phase comes with the card drawn and
                # the same mana, so what is worth doing now is worth as much then, and mana spent now may be
                # what a sorcery-speed spell needs
                return -0.5, f"wait for my main phase ({why})"
            return sc, why
        return -1.0, "unknown"

    def _cast_score(self, c: "_Ctx", a: Action) -> tuple[float, str]:
        card = _registry().find(_cast_name(c, a))
        if (card is not None and self.level != "easy" and "Creature" in card.types and "flash" in card.keywords
                and c.s["active"] == c.me and not c.s["stack"] and c.s["step"] != "main2"
                and not _other_spells(c, a.data.source)):
            # 702.8: a creature with flash is held for the opponent's turn (their end step, or to ambush an
            # attacker): cast before combat it only gives sorcery-speed answers a target sooner.  From the second
            # main phase on it is judged like any creature, so mana spent there (an ability) can't strand it.
            # Only while no other spell in hand wants the mana now: held beside one, it was the card left over
            # each turn (Gandalf, Friend of the Shire was cast in 62% of the games it could have been, a creature
            # without flash in about 80%), and judged with the others it won 31 more of 11,250 games
            return -1.0, f"hold {card.name}: with flash it can come down after combat or in their turn"
        sc, why = self._cast_score_base(c, a)
        if sc <= 0 and card is not None and card.spell is not None and self.level != "easy":
            last = self._last_chance(c, a, card)
            if last is not None:
                return last
        if card is not None and card.historic and sc > 0 and self.level != "easy":
            n = c.historic_payoffs()
            if n:
                return sc + 3.0 * n, why + f" (historic: {n} of my permanents reward it)"
        return sc, why

    def _last_chance(self, c: "_Ctx", a: Action, card: Any) -> tuple[float, str] | None:
        """A card in exile I may play only this turn (Moria Marauder, 601.3), at the last step I can cast it: now
        or never, so any target it hurts (the opponent's face, a creature it damages) beats losing it; the mana
        would go unused.  A permission that lasts while the card stays exiled (Shadow of the Enemy) can wait."""
        g = c.game
        got = g.may_play.get(a.data.source) if g is not None and g.may_play else None
        if got is None or got[1] != g.turn:
            return None
        fast = "Instant" in card.types or "flash" in card.keywords
        if c.s["step"] != ("end" if fast else "main2") or (not fast and c.s["active"] != c.me):
            return None
        effects = card.spell.get("effects") or ()
        tags = effect_tags(effects)
        dmg = _damage_estimate(c, effects)
        flat = [t for grp in a.data.targets for t in grp]
        tv = [self._target_value(c, t, tags, dmg) for t in flat]
        if not all(x > 0 for x in tv):
            return None
        return 0.5 + sum(tv), f"cast {card.name}: now or never (it may be cast from exile this turn only)"

    def _additional_cost(self, c: "_Ctx", oid: str, card: Any) -> tuple[float, str]:
        """601.2b: what a spell's additional cost gives up: the least valuable permanent it can sacrifice (nothing
        when its mana alternative can be paid too), a card to discard."""
        spell = card.spell
        if spell is None or not spell.other_costs:
            return 0.0, ""
        loss = 0.0
        for w in spell.other_costs:
            if w.spends_chosen == "remove":
                alt = w.alternative(spell)
                if alt is not None and _legal.can_pay(c.game, c.me, card.cost.plus(alt)):
                    continue
                vals = [creature_value(p) + (0.0 if p.get("token") else 2.0)
                        for p in (c.perm(i) for i in w.candidates(c.game, c.me, oid, spell)) if p is not None]
                loss += min(vals) if vals else 0.0
            elif w.chooses:
                loss += 1.0
        return loss, f" (giving up {loss:.0f} of value for its additional cost)" if loss else ""

    def _cast_score_base(self, c: "_Ctx", a: Action) -> tuple[float, str]:
        sc, why = self._cast_score_plain(c, a)
        card = _registry().find(c.name_of(a.data.source))
        if card is None or sc <= 0 or self.level == "easy":
            return sc, why
        loss, lwhy = self._additional_cost(c, a.data.source, card)
        return (sc - loss, why + lwhy) if loss else (sc, why)

    def _cast_score_plain(self, c: "_Ctx", a: Action, named: str = "") -> tuple[float, str]:
        cs = a.data
        oid, x, targets = cs.source, cs.x, cs.targets
        # (named: a card the view doesn't list, the copy of a card in exile; a card cast from exile or a graveyard
        # is named by the action itself: the view lists those zones by name only)
        name = named or _cast_name(c, a)
        card = _registry().find(name)
        if card is None:
            return 1.0, "cast"
        mv = card.cost.mana_value + x
        spell = card.spell or {}
        modal = bool(cs.modes) and card.spell is not None
        ms: list[Any] = []
        if modal:  # a modal spell (700.2): what the chosen mode does is what the spell does
            spell = card.spell.modes[cs.modes[0]]
            if len(cs.modes) > 1:  # two modes (700.2d): what both do, their targets one after the other
                ms = [card.spell.modes[k] for k in cs.modes]
                spell = {"effects": [e for m in ms for e in m.get("effects") or ()],
                         "targets": [t for m in ms for t in m.get("targets") or ()]}
        effects = effect_tags(spell.get("effects") or [])
        if hostile_aura(card):
            effects = effects | _HOSTILE_AURA
        flat = [t for grp in targets for t in grp]
        my_turn = c.s["active"] == c.me
        step = c.s["step"]
        main = step in ("main1", "main2")
        if "Legendary" in card.supertypes and card.is_permanent and any(
                p["name"] == card.name for p in c.mine["battlefield"]):
            return -20.0, f"{name} is legendary and already in play (704.5j)"
        if self.level == "easy":
            return 10.0 + mv + self.rng.below(3), f"cast {name}"
        if flat and len(flat) >= 2 and any(isinstance(e, (dict, Data)) and e.get("do") == "fight"
                                           for e in spell.get("effects") or ()):
            # (before the targets' own values: my fighter is a target of mine, not a victim)
            return self._fight_score(c, name, flat, spell.get("effects") or (), mv)
        if "bounce" in effects and flat and all(c.perm(t) is not None for t in flat):
            return self._bounce_score(c, name, flat, card.instant_speed)
        # targets
        tscore = 0.0
        dmg_est = _damage_estimate(c, spell.get("effects") or [])
        if ms:  # two modes: each mode's targets judged by what that mode does to them
            i = 0
            for m in ms:
                n = len(m.targets)
                meff = effect_tags(m.get("effects") or [])
                mdmg = _damage_estimate(c, m.get("effects") or [])
                for grp in targets[i:i + n]:
                    for t in grp:
                        tscore += self._target_value(c, t, meff, mdmg, spell=True)
                i += n
        else:
            for t in flat:
                tscore += self._target_value(c, t, effects, dmg_est, spell=True)
        if flat == [c.opp_id] and "damage" in effects and _hits_creatures(spell):
            # burn that could kill a creature, aimed at the opponent: worth it to finish them, or close to it,
            # else it waits for a creature (a removal spell spent on 3 of 20 life is a card for little)
            dmg = dmg_est or 0
            life = c.opp["life"]
            if dmg >= life:
                return 100.0, f"{name} finishes them: {dmg} damage, {life} life left"
            if life > dmg + _my_power(c):
                return -1.0, f"hold {name} for a creature: {dmg} of their {life} life is little"
        if flat and tscore <= 0:
            rider, what = _rider(spell.get("effects") or ())
            late = (step == "end" and not my_turn) if card.instant_speed else idle_or_late(c)
            if rider > 0 and late and not c.s["stack"] and _passing_grant(spell.get("effects") or ()):
                # a passing grant aimed where it matters little (at the end of their turn; a sorcery's after
                # my combat) to get the part of the spell that needs no target (Orcish Medicine's amass)
                return 2.0 + rider, f"cast {name} for its {what}: the rest does little now"
            return -5.0 + tscore, f"no good target for {name}"
        if "edict" in effects:  # each player sacrifices a creature: mine must be the smaller loss
            theirs = c.opp_creatures()
            if not theirs:
                return -5.0, f"{name}: no creature of theirs to sacrifice"
            mine = c.my_creatures()
            loss = min(creature_value(p) for p in mine) if mine else 0.0
            gain = min(creature_value(p) for p in theirs)
            if gain < loss:
                return -2.0, f"{name}: I would lose more than they would"
            return 8.0 + mv + gain - loss, f"cast {name}: each player sacrifices"
        if ("taps" in effects and "removal" not in effects and card.instant_speed and flat and not c.s["stack"]
                and "Creature" not in card.types):
            # tapping a creature (Hithlain Knots) keeps it out of one combat: theirs, before attackers are
            # declared, or mine, before my attack, to take a blocker away; else only its other half is worth it
            p = c.perm(flat[0])
            if p is not None and p["controller"] != c.me and "Creature" in p["types"] and not p["tapped"]:
                if not my_turn and step == "beginning_of_combat" and not p["sick"]:
                    return 8.0 + tscore, f"tap {p['name']} before it can attack"
                if my_turn and step in ("main1", "beginning_of_combat") and any(
                        not q["tapped"] and not q["sick"] and (q["power"] or 0) > 0 and
                        "cant_attack" not in q.get("flags", ()) for q in c.my_creatures()):
                    return 6.0 + tscore, f"tap {p['name']} so it can't block my attack"
                if not my_turn and step == "end" and "draws" in effects:
                    return 3.0, f"{name} at the end of their turn, for the card it draws"
                return -1.0, f"save {name} for a combat: tapping {p['name']} now does little"
        if modal and not flat and spell.get("targets") and "hostile" in effects:
            return -5.0, f"{name}'s mode with no target does nothing"
        if "counters" in effects:
            top = c.s["stack"][0] if c.s["stack"] else None
            if top and top["controller"] != c.me:
                return 20.0 + 3 * c.stack_mv(top), f"counter {top['name']}"
            return -10.0, "nothing worth countering"
        if "ritual" in effects:
            return (3.0 if main and my_turn and c.hand_size() > 2 else -5.0), "ritual for a bigger spell"
        if "trick" in effects and "hostile" in effects and "removal" not in effects and "Creature" not in card.types:
            # a shrinking trick (-3/-0): on an opposing creature that is fighting, or with mana left at the end
            # of the opponent's turn
            if step in ("declare_blockers", "first_strike_damage") and flat:
                p = c.perm(flat[0])
                if p and p["controller"] != c.me and (p["attacking"] or p["blocking"]):
                    return 15.0 + tscore, f"shrink {p['name']} in combat"
            if not my_turn and step == "end":
                return 4.0 + tscore, f"{name} at the end of the turn"
            return -3.0, "save it for combat"
        if "trick" in effects and "removal" not in effects and "Creature" not in card.types:
            # only in combat, after blocks, on my creature that is fighting (a spell that also deals damage, as
            # Smite the Deathless, is removal first: its pump is what it takes away)
            if step in ("declare_blockers", "first_strike_damage") and flat:
                t = flat[0]
                p = c.perm(t)
                if p and (p["attacking"] or p["blocking"]) and p["controller"] == c.me:
                    return 15.0, f"pump {p['name']} in combat"
            return -3.0, "save the pump for combat"
        if "sacrifices_any" in effects:  # 701.17a: "sacrifice any number of lands" (Hew the Entwood)
            held = _resources.sacrifice_any_cast(c, card, _registry().find)
            if held is not None:
                return held
        if "Creature" in card.types:
            val = 10.0 + (card.power or 0) * 1.5 + (card.toughness or 0) + sum(KW_VALUE.get(k, 0) for k in card.keywords)
            flash = not _INSTANT_SPEED.isdisjoint(card.keywords)
            if flash and my_turn and main and not _other_spells(c, oid):
                val -= 4  # hold a flash creature for the opponent's turn (when no other spell wants the mana)
            if not my_turn and flash and step == "end":
                val += 5
            etb, what = _etb_value(card)
            stun = dict(card.enters_with_counters).get("stun", 0)
            if stun:  # 122.1d: it stays tapped for as many of my untap steps: its size does little for a long time
                val -= ((card.power or 0) * 1.5 + (card.toughness or 0)) * stun / (stun + 2)
                what += f", tapped with {stun} stun counters"
            return val + mv + tscore + etb, f"cast {name} (a {card.power}/{card.toughness}{what})"
        if "Planeswalker" in card.types:
            return 30.0 + mv, f"cast {name}"
        if "removal" in effects:
            return 12.0 + tscore + mv, f"cast {name} on the best target"
        if "Aura" in card.subtypes:
            return 8.0 + tscore, f"enchant with {name}"
        board = _board_growth(spell.get("effects") or ())
        return 8.0 + mv + tscore + board, f"cast {name}"

    def _bounce_score(self, c: "_Ctx", name: str, flat: list[str], instant: bool) -> tuple[float, str]:
        """A permanent back to its owner's hand (400.7: a new object there): theirs costs them its mana again,
        a token is gone for good (704.5d), an attacker leaves the combat (506.4); mine is saved from an
        opponent's spell or ability that aims at it.  An instant waits for a time it does most: their attack,
        my attack (a blocker out of the way), or the end of their turn."""
        my_turn = c.s["active"] == c.me
        step = c.s["step"]
        doomed = _doomed(c)
        total, saved, theirs = 0.0, [], []
        for t in flat:
            p = c.perm(t)
            if p is None:
                continue
            if p["controller"] == c.me:
                if t in doomed:
                    total += 8.0 + creature_value(p)
                    saved.append(p["name"])
                else:
                    total -= creature_value(p) + 2.0
                continue
            theirs.append(p)
        if saved and total > 0 and not theirs:
            return total, f"{name} saves {' and '.join(saved)} from what they aim at it"
        if not theirs:
            return -5.0, f"no good target for {name}"

        def tempo(p: dict) -> float:
            if p.get("token"):
                return creature_value(p) + 2.0
            card = _registry().find(p["name"])
            return float(card.cost.mana_value) if card is not None else 1.0

        gain = sum(tempo(p) for p in theirs)
        best = max(theirs, key=tempo)
        if instant and not my_turn and step in ("declare_attackers", "declare_blockers") and all(
                p["attacking"] for p in theirs):
            power = sum(max(0, p["power"] or 0) for p in theirs)
            return total + 6.0 + 1.5 * power + gain, f"{name} takes {best['name']} out of their attack"
        attackers = [q for q in c.my_creatures() if c.can_attack(q)]
        blockers = [q for q in c.opp_creatures() if not q["tapped"]]
        if my_turn and step in ("main1", "beginning_of_combat") and attackers and blockers and all(
                not p["tapped"] and "Creature" in p["types"] for p in theirs) and max(
                blockers, key=creature_value)["id"] in {p["id"] for p in theirs}:
            return total + 4.0 + gain, f"{name} moves {best['name']} out of the way of my attack"
        if instant and not my_turn and step == "end" and gain >= 3:
            return total + 2.0 + gain, f"{name} at the end of their turn: {best['name']} costs them its mana again"
        if not instant and my_turn and step == "main1":
            return total + 2.0 + gain, f"{name} sets them back: {best['name']} costs them its mana again"
        return -1.0, f"hold {name} for their attack or mine"

    def _activate_score(self, c: "_Ctx", a: Action) -> tuple[float, str]:
        ac = a.data
        oid, k, targets = ac.source, ac.ability, ac.targets
        name = c.name_of(oid)
        if name == oid and a.refs:  # a card in a graveyard (113.6): the action names it
            name = a.refs[0][1]
        g = c.game
        o = g.objects.get(oid) if g is not None else None
        if o is not None:
            # the object's own abilities, as the engine numbers them (public: the permanent, or the card in a
            # graveyard, is in view): a token copy's with what the copy added (707.9b: Shelob's Food copies), then
            # those gained from other permanents (613.1f: Sharkey has the opponents' lands')
            has = _legal.activated_of(g, oid) if o.zone == "battlefield" else o.card.activated
            if k >= len(has):
                return -1.0, "?"
            ab = has[k]
            if k >= len(o.card.activated) and ab.get("sacrifice_self"):
                # a gained "Sacrifice <the land>" sacrifices the creature that has it (201.5b)
                return -3.0, f"keep {name}: that ability's cost would sacrifice it"
        else:
            card = _registry().find(name)
            if card is None or k >= len(card.activated):
                return -1.0, "?"
            ab = card.activated[k]
        effects = effect_tags(ab.get("effects") or [])
        turn = _extra_turn_now(c, oid, ab.get("effects") or ())
        if turn is not None:  # 500.7: an ability that can take an extra turn (Lost Isle Calling)
            return (40.0, f"{name}: an extra turn") if turn else (-2.0, f"keep {name} until it gives an extra turn")
        if targets and "hostile" not in effects and harmful_groups(ab) and all(
                t in ("p1", "p2") for grp in targets for t in grp):
            # an ability that hurts the player it targets (Pelargir Survivor's mill, harm.py): aimed at the
            # opponent, a use of mana that would go unused
            return (4.0 if idle_or_late(c) else -1.0), f"{name}: aimed at the opponent"
        flat = [t for grp in targets for t in grp]
        if flat and _adds_nothing(c, ab.get("effects") or (), flat):
            return -5.0, f"{c.name_of(flat[0])} already has what {name}'s ability gives"
        tscore = sum(self._target_value(c, t, effects) for t in flat)
        if flat and tscore <= 0:
            return -5.0, "no good target"
        if "moves_counters" in effects:  # 122.5 (Goldberry, River-Daughter): when a counter would move, where it helps
            moved = _resources.move_counters_activation(c, oid, name, ab.get("effects") or (), flat, effects)
            if moved is not None:
                return moved
        if ab["kind"] == "loyalty":
            n = ab["loyalty"]
            if "makes_creature" in effects:
                loyalty = (c.perm(oid) or {}).get("loyalty") or 0
                return (28.0 if loyalty + n >= 1 else 15.0), f"{name}: make a creature"
            if "anthem" in effects:
                power = sum(p["power"] or 0 for p in c.my_creatures() if not p["tapped"] and not p["sick"])
                if power + 3 * len(c.my_creatures()) >= c.opp["life"]:
                    return 60.0, f"{name}: overrun for lethal"
                return -2.0, "keep loyalty"
            return 20.0 + n + tscore, f"{name}: +{n} loyalty"
        if ab["kind"] == "cycling":
            lands = c.lands_in_play() + c.lands_in_hand()
            if lands < 5:
                return 14.0, f"cycle {name} for a land"
            need = c.colors_needed()
            found = _BASIC_COLOR.get(ab.get("landtype") or "", "WUBRG")
            if any(need.get(col) for col in found) and c.s["step"] in ("main1", "main2", "end"):
                return 9.0, f"cycle {name} for a land of a color my hand needs"
            return -2.0, f"keep {name}"
        if ab.zone == "graveyard":
            return self._graveyard_score(c, ab, name, effects)
        if ab.get("sacrifice") and "hostile" in effects and flat and all(t == c.opp_id for t in flat):
            # a drain paid with a creature (Gríma): when it wins, or when a creature of mine is dying anyway (an
            # opponent's spell or ability on the stack targets it: the cost choice gives that one)
            if c.opp["life"] <= 1:
                return 50.0, f"{name}: the last point of life"
            if _doomed_other(c, oid):
                return 10.0, f"{name}: sacrifice a creature that is dying anyway"
            return -3.0, f"keep {name}'s cost"
        sac = ab.get("sacrifice")
        if sac and sac.get("what") == "creature":
            # "Sacrifice another creature: ..." (Cirith Ungol Patrol, Denethor): only a creature worth little
            # (a token) or one that is going anyway (an opponent's spell or ability on the stack aims at it)
            fodder = _sacrifice_fodder(c, oid)
            if not fodder:
                return -3.0, f"no creature to spare for {name}'s cost"
            doomed = any(p["id"] in _doomed(c) for p in fodder)
            if "draws" in effects:
                return (8.0 if doomed else 7.0 if idle_or_late(c) else -1.0), f"{name}: draw for a spare creature"
            drain = any(e.get("do") == "lose_life" for e in ab.get("effects") or [])
            if drain and (doomed or len(fodder) >= c.opp["life"]):
                return 8.0, f"{name}: drain with a creature that is going anyway"
            return (3.0 if idle_or_late(c) else -1.0), f"{name}: a spare creature"
        if sac and ab.get("sorcery_speed") and "Food" in (sac.get("subtypes") or ()) and any(
                e.get("do") == "put_counters" and e.get("what") == "self" for e in ab.get("effects") or []):
            # "Sacrifice a Food: put a +1/+1 counter on this" (Mushroom Watchdogs): a Food is 3 life; grow
            # before combat while life is not short
            return (5.0 if c.mine["life"] > 8 and c.s["step"] == "main1" else -2.0), f"{name}: eat a Food to grow"
        if ab.get("sacrifice") and not ("draws" in effects or "gains_life" in effects):
            # a combat trick paid with a permanent: only for a creature of mine that is fighting now
            if c.s["step"] in ("declare_blockers", "first_strike_damage") and flat:
                p = c.perm(flat[0])
                if p and p["controller"] == c.me and (p["attacking"] or p["blocking"]):
                    return 8.0, f"{name} in combat"
            return -3.0, f"keep {name}'s cost for combat"
        if ab.get("sacrifice_self") and "anthem" in effects:
            # "Sacrifice ~: creatures you control gain indestructible until end of turn" (Boromir, Warden of the
            # Tower): to save the others, when an opponent's spell or ability aims at one of them, or after
            # blocks with two or more of them fighting
            if _doomed_other(c, oid):
                return 9.0, f"{name}: save a creature the opponent aims at"
            fighting = [p for p in c.my_creatures() if p["id"] != oid and (p["attacking"] or p["blocking"])]
            if c.s["step"] == "declare_blockers" and len(fighting) >= 2:
                return 8.0 + 2 * len(fighting), f"{name}: save my {len(fighting)} creatures in combat"
            return -3.0, f"keep {name}"
        if "anthem" in effects:
            # a team pump until end of turn (Esquire of the King): after blocks, with my creatures in combat
            fighting = [p for p in c.my_creatures() if p["attacking"] or p["blocking"]]
            if c.s["step"] == "declare_blockers" and fighting:
                return 8.0 + 2 * len(fighting), f"{name}: pump my {len(fighting)} creatures in combat"
            return -1.0, f"keep {name} for combat"
        if "taps_self" in effects and "trick" in effects and not flat:
            # "~ gains indestructible until end of turn. Tap it." (Witch-king of Angmar): its cost and the tap are
            # paid only to save it
            return _save_self_score(c, oid, name)
        if "trick" in effects and not flat:
            # a pump of the source itself (Goblin Fireleaper's {1}{R}: +1/+0): in combat, after blocks, while it
            # fights
            me_perm = c.perm(oid) or {}
            if c.s["step"] in ("declare_blockers", "first_strike_damage") and (
                    me_perm.get("attacking") or me_perm.get("blocking")):
                return 8.0, f"pump {name} in combat"
            # out of combat a pump until end of turn does nothing (it was the mana sink of an end step: Goblin
            # Fireleaper pumped itself for nothing)
            return -1.0, f"keep {name}'s pump for combat"
        if "animates" in effects:
            # a Vehicle's crew (702.122a): before combat on my turn, when it can attack and isn't a creature yet
            me_perm = c.perm(oid) or {}
            if c.s["active"] == c.me and c.s["step"] in ("main1", "beginning_of_combat") and \
                    "Creature" not in me_perm.get("types", ()) and not me_perm.get("tapped") and \
                    not me_perm.get("sick"):
                return 7.0, f"crew {name} to attack"
            return -2.0, f"{name} needs no crew now"
        if "damage" in effects and not flat:
            # "{1}{B}{R}, {T}: Mount Doom deals 1 damage to each opponent" (Sharkey may have it too): at once when it
            # is the last of their life, whatever the step
            burn = sum(int(e.get("amount") or 0) for e in ab.get("effects") or ()
                       if e.get("do") == "damage" and e.get("to") == "each_opponent" and isinstance(e.get("amount"), int))
            if burn and burn >= c.opp["life"]:
                return 50.0, f"{name}: {burn} damage to them, the last of their life"
        if ab.get("tap") and flat and any(e.get("do") == "untap" for e in ab.get("effects") or ()):
            return _untap_mine_score(c, oid, name, flat)
        # mana-sink abilities: when the mana would otherwise go unused
        idle = c.s["step"] == "end" and c.s["active"] != c.me
        if "gains_life" in effects:
            return (6.0 if c.mine["life"] <= 10 or idle else -1.0), f"{name}: gain life"
        if "draws" in effects:
            # a draw that can be activated only after something happened this turn (Minas Tirith: after
            # attacking with two or more creatures): after combat on my turn, while it can
            late = bool(ab.get("condition")) and c.s["step"] == "main2" and c.s["active"] == c.me
            # ... and in my first main phase when there is nothing to cast (no land left to play either): the card
            # comes while this turn can still use it, not at their end step (hard's search found Mirror of
            # Galadriel's draw better there, 8 points in 4 positions of 50 games)
            dig = (c.s["step"] == "main1" and c.s["active"] == c.me and not c.s["stack"] and bool(c.legal)
                   and not any(x.kind in ("cast", "play") for x in c.legal))
            if dig and not idle and not late:
                return 7.0, f"{name}: draw now, with nothing to cast this turn"
            return (7.0 if idle or late else -1.0), f"{name}: draw"
        if "grows_board" in effects:
            return (9.0 if idle or c.s["step"] == "main2" else -1.0), f"{name}: grow the board"
        if "attaches" in effects:
            me_perm = c.perm(oid) or {}
            on = me_perm.get("attached_to")
            if flat and on == flat[0]:
                return -20.0, f"{name} is already attached there (701.3b: nothing would happen)"
            held = c.perm(on) if on else None
            if held is not None and held["controller"] == c.me:
                # moving it pays again: only for a clearly better carrier
                gain = tscore - creature_value(held)
                return (6.0 + gain if gain >= 2 else -4.0), f"move {name} to a better creature"
            return 6.0 + tscore, f"equip {name}"
        if ab["sorcery_speed"] and c.s["step"] == "main2" and c.s["active"] == c.me:
            idle = True  # a sorcery-speed mana sink (Ent-Draught Basin): the mana left after the last spells
        return (3.0 + tscore if idle else -1.0), f"activate {name}"

    def _fight_score(self, c: "_Ctx", name: str, flat: list[str], effects: Sequence[Any], mv: int) -> tuple[float, str]:
        """A spell whose creature of mine fights one of theirs (701.12a, Ent's Fury): worth it when mine, with
        the spell's own pumps, kills theirs; better when mine survives."""
        mine, theirs = c.perm(flat[0]), c.perm(flat[-1])
        if mine is None or theirs is None or mine["controller"] != c.me or theirs["controller"] == c.me:
            return -5.0, f"no good fight for {name}"
        dp, dt = _fight_boost(mine, effects)
        kills = (mine["power"] or 0) + dp >= (theirs["toughness"] or 0) - (theirs.get("damage") or 0) or (
            (mine["power"] or 0) + dp > 0 and _kills(mine))  # 702.2b: deathtouch
        lives = (theirs["power"] or 0) < (mine["toughness"] or 0) + dt - (mine.get("damage") or 0) and not (
            (theirs["power"] or 0) > 0 and _kills(theirs))
        if kills and lives:
            return 12.0 + mv + creature_value(theirs), f"{name}: {mine['name']} fights and kills {theirs['name']}"
        if kills and creature_value(theirs) > creature_value(mine):
            return 6.0 + creature_value(theirs) - creature_value(mine), f"{name}: trade up with {theirs['name']}"
        return -5.0, f"no good fight for {name}"
    def _graveyard_score(self, c: "_Ctx", ab: Any, name: str, effects: frozenset[str]) -> tuple[float, str]:
        """An ability that works from the graveyard (113.6: Gollum's Bite, Haunt of the Dead Marshes): found
        value, so use the mana once the turn's spells are cast (the second main phase) or, at instant speed,
        at the opponent's end step; one that sacrifices a creature only while a small one (a token, a 1/1) can
        pay for it."""
        idle = (c.s["step"] == "end" and c.s["active"] != c.me) or \
            (c.s["step"] == "main2" and c.s["active"] == c.me)
        if not idle:
            return -1.0, f"keep {name} in the graveyard for later"
        if ab.get("sacrifice"):
            small = [p for p in c.my_creatures() if (p["power"] or 0) + (p["toughness"] or 0) <= 2]
            if not small:
                return -3.0, f"no creature small enough to sacrifice for {name}"
            return 4.0, f"{name}: back from the graveyard for a small creature"
        return 5.0, f"{name}: use it from the graveyard"

    def _target_value(self, c: "_Ctx", t: str, effects: frozenset[str], dmg: int | None = None,
                      spell: bool = False) -> float:
        hostile = "hostile" in effects
        if spell and c.game is not None and phases_out_if_targeted(c.game, t):
            return -0.5  # 702.26b: it would phase out as the spell targets it, and the spell would lose its target
        if dmg is not None and t not in ("p1", "p2"):
            p = c.perm(t)
            if p is not None and "Creature" in p["types"] and p["controller"] != c.me:
                left = (p["toughness"] or 0) - (p.get("damage") or 0)
                if dmg < left and "destroys" not in effects:
                    return -0.5  # damage that does not kill is wasted: hold the spell for a target it kills
        if t in ("p1", "p2"):
            if hostile:
                return 2.0 + (30 if t != c.me and c.opp["life"] <= 3 else 0) if t != c.me else -10.0
            return 1.0 if t == c.me else -1.0
        p = c.perm(t)
        if p is None:
            for it in c.s["stack"]:  # a spell: aim at the opponent's (countered, returned to hand), not mine
                if it["id"] == t:
                    return -5.0 if it["controller"] == c.me else 1.0 + c.stack_mv(it)
            return 1.0  # a card elsewhere
        if "taps" in effects and p["tapped"]:
            return -1.0  # tapping what is already tapped does nothing
        if dmg is not None and p["controller"] != c.me and t in _doomed_by_me(c):
            return -0.5  # already the target of my own spell or ability on the stack: aim at another
        v = creature_value(p)
        mine = p["controller"] == c.me
        if hostile:
            return v if not mine else -v
        return v if mine else -v

    # ------------------------------------------------------------------ combat
    def _attack_score(self, c: "_Ctx", a: Action) -> tuple[float, str]:
        key = f"atk{c.s['turn']}"
        if key not in self.plan:
            heur = self._plan_attack(c)
            self.plan = {key: heur}
            if self.plan_combat and c.game is not None:
                from . import combat_plan
                planned = combat_plan.plan_attacks(c.game, c.me, self.rng.next(), heur)
                if planned is not None:
                    self.plan = {key: dict(planned.plan), "why": combat_plan.describe(c.game, c.me, "attack", planned),
                                 "else": combat_plan.describe_rejected(c.game, c.me, "attack", planned)}
        plan = self.plan[key]
        why = self.plan.get("why")
        rejected = self.plan.get("else")
        if a.kind == "done":
            if why is not None and not any(x.kind == "attack" and x.data.attacker in plan for x in c.legal):
                return 0.5, str(why)
            if rejected is not None and rejected[0] == "no attack":
                return 0.5, str(rejected[1])
            return 0.5, "no more attackers"
        att, defender = a.data.attacker, a.data.defender
        if att in plan and (defender == plan[att] or (defender in ("p1", "p2") and plan[att] in ("p1", "p2"))):
            return 10.0 + creature_value(c.perm(att)), str(why) if why is not None else f"attack with {c.name_of(att)}"
        p_att = c.perm(att)
        if p_att is not None and "goaded" in p_att.get("flags", ()) and defender in ("p1", "p2"):
            return 5.0, f"{c.name_of(att)} is goaded: it must attack (701.38b)"  # (after the plan's own attackers)
        if rejected is not None and c.name_of(att) in rejected[0]:
            return -5.0, str(rejected[1])
        return -5.0, f"{c.name_of(att)} stays home"

    def _plan_attack(self, c: "_Ctx") -> dict[str, str]:
        mine = [p for p in c.my_creatures() if c.can_attack(p)]
        blockers = [p for p in c.opp_creatures() if not p["tapped"] and "cant_block" not in p.get("flags", ())]
        opp_id = c.opp_id
        plan: dict[str, str] = {}
        if self.level == "easy":
            for p in mine:
                if not any(b["power"] >= p["toughness"] for b in blockers):
                    plan[p["id"]] = opp_id
            return plan
        total = sum(max(0, p["power"] or 0) for p in mine)
        unblockable_total = sum(p["power"] or 0 for p in mine if not any(c.can_block(b, p) for b in blockers))
        # the opponent can block at most one attacker per blocker: the rest gets through
        powers = sorted((max(0, p["power"] or 0) for p in mine), reverse=True)
        through = sum(powers[len(blockers):])
        lethal = unblockable_total >= c.opp["life"] or through >= c.opp["life"] or \
            (total >= c.opp["life"] and not blockers)
        their_power = sum(max(0, p["power"] or 0) for p in c.opp_creatures() if "cant_attack" not in p.get("flags", ()))
        my_power = sum(max(0, p["power"] or 0) for p in c.my_creatures())
        ahead = my_power >= 1.5 * their_power or c.opp["life"] <= 8 or len(mine) > len(blockers) + 1
        # a library running out first loses anyway (704.5b): attack with all that can survive an attack
        decking = len(c.mine["library"]) <= 3 and len(c.mine["library"]) < len(c.opp["library"])
        ahead = ahead or decking
        walkers = [p for p in c.opp_perms() if "Planeswalker" in p["types"]]
        home_power = 0
        # when the swing back could be lethal, the one kept home is the cheapest creature that can block
        keepers = [p for p in mine if "cant_block" not in p.get("flags", ())
                   and _UNTAPPED_ATTACKERS.isdisjoint(p["keywords"])]
        keeper = min(keepers, key=creature_value)["id"] if keepers and len(mine) > 1 else None
        for p in sorted(mine, key=creature_value, reverse=True):
            if lethal:
                plan[p["id"]] = opp_id
                continue
            safe = True
            able = [b for b in blockers if c.can_block(b, p)]
            if len(able) < c.min_blockers(p):
                able = []
            for b in able:
                kills_me = (b["power"] or 0) >= (p["toughness"] or 0) or _kills(b)
                i_kill = (p["power"] or 0) >= (b["toughness"] or 0) or _kills(p)
                if _strikes_first(b) and not _strikes_first(p) and kills_me:
                    i_kill = False
                if kills_me and not i_kill:
                    safe = False  # eaten for free
                    break
                if kills_me and creature_value(p) > creature_value(b) + (6 if ahead else 2):
                    safe = False  # a trade far below its worth
                    break
            if not safe:
                home_power += p["power"] or 0
                continue
            # keep a blocker home when their swing back would be lethal
            if p["id"] == keeper and their_power >= c.mine["life"] and home_power == 0 and not ahead:
                home_power += p["power"] or 0
                continue
            target = opp_id
            if walkers and (not able or len(mine) > len(blockers)):
                target = max(walkers, key=lambda w: w.get("loyalty") or 0)["id"]  # planeswalkers snowball
            plan[p["id"]] = target
        return plan

    def _block_score(self, c: "_Ctx", a: Action) -> tuple[float, str]:
        key = f"blk{c.s['turn']}"
        if key not in self.plan:
            self.plan = {key: self._plan_blocks(c)}
            if self.plan_combat and c.game is not None:
                from . import combat_plan
                planned = combat_plan.plan_blocks(c.game, c.me, self.rng.next())
                if planned is not None:
                    self.plan = {key: list(planned.plan), "why": combat_plan.describe(c.game, c.me, "block", planned),
                                 "else": combat_plan.describe_rejected(c.game, c.me, "block", planned)}
        plan = self.plan[key]
        why = self.plan.get("why")
        rejected = self.plan.get("else")
        if a.kind == "done":
            if why is not None and not any(x.kind == "block" and (x.data.attacker, x.data.blocker) in plan
                                           for x in c.legal):
                return 0.5, str(why)
            if rejected is not None and rejected[0] == "no blocks":
                return 0.5, str(rejected[1])
            return 0.5, "done blocking"
        att, b = a.data.attacker, a.data.blocker
        if (att, b) in plan:
            return 10.0, str(why) if why is not None else f"block {c.name_of(att)} with {c.name_of(b)}"
        if rejected is not None and c.name_of(b) in rejected[0] and c.name_of(att) in rejected[0]:
            return -5.0, str(rejected[1])
        return -5.0, "not a good block"

    def _plan_blocks(self, c: "_Ctx") -> list[tuple[str, str]]:
        attackers = [p for p in c.opp_creatures() if p["attacking"]]
        free = [p for p in c.my_creatures() if not p["tapped"]]
        incoming = sum(max(0, p["power"] or 0) for p in attackers)
        plan: list[tuple[str, str]] = []
        life = c.mine["life"]
        for att in sorted(attackers, key=lambda p: -(p["power"] or 0)):
            cands = [b for b in free if c.can_block(b, att)]
            if not cands:
                continue
            need = c.min_blockers(att)
            if need > 1:  # menace (702.111b), "three or more"
                if len(cands) >= need and (incoming >= life or sum(b["power"] or 0 for b in cands[:need]) >=
                                           (att["toughness"] or 0)):
                    group = sorted(cands, key=lambda b: -(b["power"] or 0))[:need]
                    for b in group:
                        plan.append((att["id"], b["id"]))
                        free.remove(b)
                    incoming -= att["power"] or 0
                continue
            best = None
            best_score = 0.0
            for b in cands:
                kills = (b["power"] or 0) >= (att["toughness"] or 0) or _kills(b)
                dies = (att["power"] or 0) >= (b["toughness"] or 0) or _kills(att)
                if _strikes_first(b) and kills and not _strikes_first(att):
                    dies = False
                if kills and not dies:
                    sc = 20 + creature_value(att)
                elif not dies:
                    sc = 5.0
                elif kills:
                    sc = creature_value(att) - creature_value(b)
                else:
                    sc = -creature_value(b)
                if incoming >= life and sc < 1:
                    sc = 1.0 + (att["power"] or 0) - creature_value(b) / 10  # chump to survive
                if self.level == "easy":
                    sc = 1.0 if not dies else -1.0
                if sc > best_score:
                    best, best_score = b, sc
            if best is not None:
                plan.append((att["id"], best["id"]))
                free.remove(best)
                incoming -= att["power"] or 0
        return plan

    # ------------------------------------------------------------------ choices
    def _choice_score(self, c: "_Ctx", a: Action) -> tuple[float, str]:
        d = c.s["pending"]
        purpose = d.get("purpose", "")
        if a.kind == "done":
            return (0.0 if purpose != "target" else -0.5), _DONE_WORDS.get(purpose, "choose no more")
        v = a.data.option
        if purpose == "mulligan":  # 103.5: judged on the hand kept after bottoming one card per mulligan taken
            hand = c.mine["hand"]
            k = len(hand) - int(d.get("mulligans") or 0)
            lands, spells = _final_hand(hand, k)
            in_color = _spells_in_color(hand)
            if k >= 6:  # ... and a hand whose lands can't cast any of its spells waits for the other color
                ok = 2 <= lands <= k - 2 and in_color > 0
            elif k >= 3:
                ok = lands >= (2 if k == 5 else 1) and spells >= 1
            else:
                ok = True  # two cards or fewer: another mulligan only makes it worse
            what = f"a hand of {k}: {count_of(lands, 'land')} and {count_of(spells, 'spell')}"
            if k >= 6 and spells and not in_color:
                what += ", none of them castable with its lands' colors"
            if v == "keep":
                return (1.0 if ok else -1.0), f"keep {what}" if ok else f"{what} is too weak"
            # (too weak: the same words as keep's, so the explanation says it once)
            return 0.0, f"{what} is too weak" if not ok else f"go down to {k - 1} cards"
        if purpose == "bottom":  # toward the best final hand: lands and spells in proportion, expensive spells last
            name = c.name_of(v)
            hand = c.mine["hand"]
            k = int(d.get("keep") or max(1, len(hand) - 1))
            need_lands = _lands_wanted(k)
            lands = sum(1 for n in hand if _is_land(n))
            card = _registry().find(name)
            if _is_land(name):
                if lands > need_lands:
                    return 10.0, f"{count_of(lands, 'land')} is more than a hand of {k} needs"
                return -10.0, "keep the lands"
            if len(hand) - lands > k - need_lands:
                if card is not None and not _in_color(card, _hand_colors(hand)):
                    # a spell its lands can't make the colors for waits for a land more, as if it cost 2 more
                    return 7.0 + card.cost.mana_value, "the spell furthest from being cast goes (off its lands' colors)"
                return 5.0 + (card.cost.mana_value if card else 0), "the most expensive spell goes"
            return -10.0, "keep the spells"
        if purpose == "mode":  # a modal triggered ability's mode (700.2): a card beats a Treasure, removal beats both
            if _mode_harms_its_source(c, d, v):
                return -2.0, f"mode {int(v) + 1} would put my own {c.name_of(d.get('source') or '')} away"
            mode_effects = d.get("mode_effects") or {}
            tags = effect_tags(mode_effects.get(v, ()))
            if "hostile" in tags and "you" in (d.get("mode_targets") or {}).get(v, ()):
                return -1.0, f"mode {int(v) + 1} would be aimed at my own permanent"  # (Bill Ferny's Horse)
            score = (3.0 if "removal" in tags else 2.0 if "draws" in tags else 1.0 if tags else 0.0)
            return score, f"mode {int(v) + 1}: {', '.join(sorted(tags)) or _effect_words(mode_effects.get(v, ()))}"
        if purpose == "keyword_choice":  # "your choice of lifelink or indestructible" (Orcish Medicine)
            p = c.perm(d.get("affected") or "")
            kws = set(d.get("keywords") or ())
            if v in (set(p["keywords"]) if p is not None else set()):
                return 0.0, f"it has {v} already"
            if "first strike" in kws:  # (Éowyn) in combat first strike wins fights; vigilance only keeps one home
                return (2.0 if v == "first strike" else 1.0), f"{v} for the fight"
            threatened = bool(p and (p["attacking"] or p["blocking"] or (p.get("damage") or 0) > 0)) or any(
                it["controller"] != c.me for it in c.s["stack"])
            want = "indestructible" if threatened else "lifelink"
            return (1.0 if v == want else 0.0), f"{v}: {'it is threatened' if threatened else 'nothing threatens it'}"
        if purpose == "counter_choice":  # "your choice of a counter from among ..." (Aragorn, Company Leader)
            return _counter_choice_score(c, d, str(v))
        if purpose == "cast_free":  # 118.9: a spell of my hand for free (Glamdring): judged as casting it now
            way = next((w for w in d.get("casts") or () if w.get("option") == v), None)
            if way is None:
                return 0.0, "?"
            cast = Action("cast", "cast", Cast(str(way["source"]), 0, [list(t) for t in way["targets"]],
                                               tuple(int(k) for k in way.get("modes") or ())))
            named = str(way.get("name") or "")
            sc, w = self._cast_score_plain(c, cast, named)
            copied = _registry().find(named) if way.get("copy") else None
            flat = [t for grp in way["targets"] for t in grp]
            if copied is not None and copied.spell is not None and sc <= 0 and flat:
                # 707.12, 704.5e: the copy is cast now or never: holding it for a better target keeps nothing,
                # so any target it hurts well (the opponent's face, a creature it kills) beats casting nothing
                tags = effect_tags(copied.spell.get("effects") or ())
                dmg = _damage_estimate(c, copied.spell.get("effects") or ())
                tv = [self._target_value(c, t, tags, dmg) for t in flat]
                if all(x > 0 for x in tv):
                    return 0.5 + sum(tv), f"{w}: the copy is now or never (free)"
            return sc, f"{w} (free)"
        if purpose == "tap_or_untap":  # "you may tap or untap target permanent" (Gandalf the Grey)
            p = c.perm(d.get("affected") or "")
            if p is None:
                return 0.0, "?"
            mine = p["controller"] == c.me
            if v == "untap":
                return (1.0 if mine and p["tapped"] else -1.0), f"untap my {p['name']}" if mine else "untap theirs"
            if v == "tap":
                return (1.0 if not mine and not p["tapped"] else -1.0), f"tap their {p['name']}" if not mine else \
                    "tap mine"
            return 0.0, "leave it as it is"
        if purpose == "spare":  # "choose up to two creatures, then destroy the rest" (Mount Doom): its own best
            p = c.perm(v)
            if p is None:
                return 0.0, "?"
            mine = p["controller"] == c.me
            return (creature_value(p) if mine else -creature_value(p)), (
                f"keep my {p['name']}" if mine else f"let {p['name']} be destroyed")
        if purpose == "protection_choice":  # "the card type of your choice" (Pippin): what the stack aims at it
            want = d.get("suggested") or "creatures"
            return (1.0 if v == want else 0.0), f"protection from {v}" + (
                ": what threatens it" if v == want else "")
        if purpose == "ring_bearer":
            p = c.perm(v)
            if p is None:
                return 0.0, "?"
            sc = creature_value(p) + _evasion(p) + (2 if not p["sick"] else 0)
            if p["name"].startswith("Frodo"):
                sc += 2
            traits = [f"a {p['power']}/{p['toughness']}"] + (["evasive"] if _evasion(p) else []) + (
                ["ready to attack"] if not p["sick"] else [])
            return sc, f"{p['name']} as Ring-bearer: {', '.join(traits)}"
        if purpose == "army":
            p = c.perm(v)
            return (creature_value(p) if p else 0), "the biggest Army"
        if purpose == "cost" and d.get("spell") and d.get("cost") != "discard":
            # 601.2b: a spell's additional cost: its mana alternative when it is offered, else the least valuable
            if v == _PAY_INSTEAD:
                return 100.0, "pay the mana and keep my permanents"
            p = c.perm(v)
            return -(creature_value(p) + (0.0 if p is None or p.get("token") else 2.0)), "the cheapest to give up"
        if purpose == "cost" and d.get("cost") != "discard":  # 601.2b-h: the Food to sacrifice, the creature to tap
            order = d.get("order") or []  # the cost's own order: tokens, then the least valuable, first
            if v in _targeted_by_opponent(c):
                return 10.0, "it is dying anyway"
            return -float(order.index(v) if v in order else len(order)), "the cheapest to give up"
        if purpose == "sacrifice_any":  # 701.17a: "sacrifice any number of lands" (Hew the Entwood): lands to spare
            return _resources.sacrifice_any_choice(c, d, v, _registry().find)
        if purpose == "reveal_choose":  # 701.16a: a revealed artifact or land onto the battlefield for free
            return _resources.reveal_choose_choice(c, a.refs[0][1] if a.refs else c.name_of(v), _registry().find)
        if purpose == "pile_split":  # 700.3: the opponent's face-down pile (Sauron's Ransom): the piles made even
            return _piles.split_choice(d, a.refs[0][1] if a.refs else str(v))
        if purpose == "pile_choice":  # 700.3: which pile into my hand: the face-down one judged by its size alone
            return _piles.pile_choice(d, c.mine, v)
        if purpose == "move_counter":  # 122.5: "one or more counters from Goldberry": the best one for the target
            return _resources.move_counter_choice(c, d, v)
        if purpose == "sacrifice":  # 701.17a: a permanent of mine of the kind asked (Entish Restoration's land)
            p = c.perm(v)
            if p is None:
                return 0.0, "?"
            worth = creature_value(p) if "Creature" in p["types"] else 1.0
            return -worth + (0.5 if p["tapped"] else 0.0), _given_up(p)
        if purpose in ("discard", "cost", "hand_to_library", "exile_from_hand"):  # a card given up: the least useful
            name = c.name_of(v)
            card = _registry().find(name)
            lands = c.lands_in_play()
            # the lands in hand count too (three out and three in hand: a land is the spare card, not a spell), and a
            # spell far beyond the lands I will have soon goes before one I can cast
            total = lands + c.lands_in_hand()
            if _is_land(name):
                return (5.0 if lands >= 5 or total >= 6 else -5.0), "a spare land"
            mv = card.cost.mana_value if card else 0
            if mv > total + 2:
                return mv - 1.0, f"{name} is out of reach"
            return mv - 3.0, "least useful card"
        if purpose == "pay_or_countered" and str(d.get("cost") or "").startswith("discard"):
            return _ward_discard_choice(c, d, str(v))  # 702.21a "Ward—Discard ...": a card for the spell?
        if purpose == "pay_or_countered":  # 702.21a: pay the ward cost to keep the spell or ability
            return (1.0 if v == "yes" else 0.0), "pay to keep it" if v == "yes" else "let it be countered"
        if purpose == "put_from_hand":  # 508.4: a free creature attacking: the biggest one
            name = dict(zip(d.get("order_ids") or [], d.get("cards") or [])).get(v, "")
            card = _registry().find(name)
            power = int(card.power or 0) if card is not None and card.power is not None else 0
            return 1.0 + power, f"put {name} in attacking: {power} power for free"
        if purpose == "discard_from_hand":  # 701.8a: the card of a revealed hand its owner would miss most
            name = dict(zip(d.get("order_ids") or [], d.get("cards") or [])).get(v, "")
            card = _registry().find(name)
            return (card.cost.mana_value if card else 0) + 1.0, f"take {name}"
        if purpose == "note_type":  # Long List of the Ents: the type of most of the creature cards in my hand
            n = 0.0
            for name in c.mine["hand"]:
                card = _registry().find(name)
                if card is not None and "Creature" in card.types and v in card.subtypes:
                    n += 1.0 + (0.5 if card.cost.mana_value <= c.lands_in_play() else 0.0)
            return n, f"my hand's creatures are {v}s" if n else "no creature of that type in my hand"
        if purpose == "scry":
            # 701.18a: a land stays on top while the hand still needs one (``_land_need``); a spell stays unless a
            # land is short and the spell is out of reach (three lands and a two-drop kept the land rule alone:
            # under five lands every spell went to the bottom)
            name = d.get("card") or ""
            lands = c.lands_in_play() + c.lands_in_hand()
            if _is_land(name):
                keep, why = _land_need(c)
                return _scry_words(v, name, keep, why)
            card = _registry().find(name)
            mv = card.cost.mana_value if card is not None else 0
            keep = lands >= 3 or mv <= lands + 1
            why = (f"castable with {count_of(lands, 'land')}" if mv <= lands else
                   f"{count_of(lands, 'land')} to build on" if keep else
                   f"out of reach with {count_of(lands, 'land')}: a land is what I need")
            return _scry_words(v, name, keep, why)
        if purpose == "scry_order":  # 701.18a: which scried card goes on top first
            name = dict(zip(d.get("order_ids") or [], d.get("cards") or [])).get(v, "")
            lands = c.lands_in_play() + c.lands_in_hand()
            if _is_land(name):
                more, why = _land_need(c)
                return (2.0, f"{name} on top: {why}") if more else (0.0, f"{name} later: {why}")
            card = _registry().find(name)
            late = max(0, (card.cost.mana_value if card else 0) - lands - 1)
            return 1.5 - 0.1 * late, f"{name} on top: castable soonest"
        if purpose == "trigger_order":  # 603.3b: the first chosen goes on the stack first and resolves last
            return _trigger_order_score(d, v)
        if purpose == "sacrifice":  # 701.17a, "each player sacrifices a creature": the least valuable goes
            return -creature_value(c.perm(v)), "the least valuable creature"
        if purpose == "reanimate":  # a card of my graveyard onto the battlefield: the best one
            name = a.refs[0][1] if a.refs else c.name_of(v)
            card = _registry().find(name)
            if card is None or card.is_land:
                return 0.5, f"return {name}"
            return 2.0 + card.cost.mana_value + (card.power or 0) + (card.toughness or 0), f"return {name}"
        if purpose == "search":
            name = a.refs[0][1] if a.refs else c.name_of(v)  # (a library card: the action names it to its searcher)
            need = c.colors_needed()
            card = _registry().find(name)
            if card is not None and "Land" in card.types:
                return 5.0 + sum(need.get(col, 0) for col in _land_colors(card)), f"fetch {name}"
            if card is not None and "Legendary" in card.supertypes and (
                    any(p["name"] == name for p in c.mine["battlefield"]) or name in c.mine["hand"]):
                # 704.5j: a second copy of a legend I have is dead weight
                return 1.0, f"{name} is legendary and I already have one"
            return (card.cost.mana_value if card else 0) + 5.0, f"fetch {name}"
        if purpose == "may":
            pay = int(d.get("pay_life") or 0)
            left = c.mine["life"] - pay
            if pay and c.mine["life"] <= pay + 6:
                return (1.0 if v == "no" else 0.0), "life is too low to pay"
            if pay and not d.get("otherwise"):
                # life for a card (Call of the Ring's draw): paid only while what is left stays out of reach of
                # two of their attacks with the creatures they have, and above 10 (below it, in normal-vs-normal
                # games, 2 life weigh about a card: evaluation.evaluate_learned).  Two Calls paying at every
                # temptation took normal from 18 to 8 in one upkeep against a board of 5 power, and it lost
                their_power = sum(max(0, p["power"] or 0) for p in c.opp_creatures()
                                  if "cant_attack" not in p.get("flags", ()) and "defender" not in p["keywords"])
                floor = max(10, 2 * their_power)
                if left < floor:
                    return (1.0 if v == "no" else 0.0), f"{left} life would be too little against {their_power} power"
            if d.get("then_targets") is False:  # 603.12: paying for a reflexive trigger with nothing to target
                return (1.0 if v == "no" else 0.0), "its 'when you do' would have no target"
            ways = d.get("ways")
            if ways and not any(w == "pay" or (c.perm(w) or {}).get("token") for w in ways):
                return (1.0 if v == "no" else 0.0), "only a card of mine could pay for it"
            if d.get("otherwise"):  # "... unless you pay N life": is what a no loses worth the life?
                p = c.perm(d.get("source") or "")
                if p is not None and p["controller"] == c.me and (p["power"] or 0) <= 0:
                    return (1.0 if v == "no" else 0.0), f"{p['name']} does no damage: not worth the life"
            if pay:
                return (1.0 if v == "yes" else 0.0), f"{left} life left is enough to pay"
            return (1.0 if v == "yes" else 0.0), "it costs nothing and only helps" if v == "yes" else \
                "pass up what it offers"
        if purpose == "sacrifice":  # 701.17a: "each opponent sacrifices a creature": give up the least
            p = c.perm(v)
            return (-creature_value(p) if p else 0.0), _given_up(p) if p else "the least valuable to sacrifice"
        if purpose == "may_cost":  # what pays "you may sacrifice a Food or pay {2}{W}": the cheapest
            if v == "pay":
                return 0.5, "pay the mana"
            p = c.perm(v)
            if p is None:
                return 0.0, "?"
            return (1.0 if p.get("token") else -creature_value(p)), f"sacrifice {p['name']}"
        if purpose == "offer":  # Palantír of Orthanc: let them draw, or they mill X and I lose the cards' mana value
            return _offer_score(c, d, str(v))
        if purpose == "legend":
            p = c.perm(v)
            return (creature_value(p) + (0 if p and p["tapped"] else 1) if p else 0), "keep the best one"
        if purpose == "damage_division":  # 510.1c-d, 702.19b: how this creature's combat damage is divided
            key = (d.get("creature"), d.get("damage"), tuple(d.get("recipients") or ()),
                   tuple(d.get("assigned") or ()), tuple(d.get("lethal") or ()))
            if self._division is None or self._division[0] != key:
                self._division = (key, division_step(d, c.perm))
            step, why = self._division[1]
            return (10.0, why) if v == step else (-1.0 - 0.01 * v[1], "not the plan")
        if purpose == "target" and "cast_copy" in (d.get("effects") or ()):
            # 707.12: the card whose copy I may cast for free (Saruman of Many Colors): the most mana's worth
            name = a.refs[0][1] if a.refs else c.name_of(v)
            card = _registry().find(name)
            mv = card.cost.mana_value if card is not None else 0
            return 1.0 + mv, f"copy {name}: {mv} mana's worth for free"
        if purpose == "target":
            dmg = _choice_damage(c, d)
            val = self._target_value(c, v, effect_tags(d.get("effects", [])), dmg)
            if dmg is not None and val > 0:
                p = c.perm(v)
                if p is not None and "Creature" in p["types"]:
                    return val + 5.0, f"{dmg} damage kills {p['name']}"
            return val, _target_words(c, v, val)
        return self.rng.below(10) / 10.0, "no preference"


#: what an ability makes that another may use (cards, creatures, counters): it should resolve first, so it goes
#: on the stack last; and what uses the board as it finds it (damage, removal, a fight, a team pump): it should
#: resolve last, so it goes on the stack first (603.3b)
_MAKES: Final = frozenset({"draws", "grows_board", "makes_creature", "gains_life", "ritual"})
_MAKES_WORDS: Final = frozenset({"put_counters", "ring_tempts", "scry"})
_USES: Final = frozenset({"hostile", "damage", "removal", "destroys", "anthem", "trick"})


#: what a spell's untargeted part is worth when its target is poor, by effect tag (ahead of passing, behind
#: any real play)
_RIDER_VALUE: Final = (("grows_board", 4.0, "token"), ("draws", 3.0, "card"))


def _ward_discard_choice(c: "_Ctx", d: dict, v: str) -> tuple[float, str]:
    """702.21a "Ward—Discard a ... card" (Saruman of Many Colors): discard to keep my spell only when it deals with
    the warded permanent (it destroys, exiles or bounces it, an Aura that shuts it down, or damage enough to kill
    it); a spell that would only scratch it isn't worth a card.  An ability, or a spell I can't read: keep it."""
    sid = str(d.get("spell") or "")
    item = next((it for it in c.s["stack"] if it["id"] == sid), None)
    card = _registry().find(item["name"]) if item is not None else None
    if item is None or card is None or card.spell is None or "Creature" in card.types:
        return (1.0 if v == "yes" else 0.0), "discard to keep it" if v == "yes" else "let it be countered"
    effects = list(card.spell.get("effects") or ())
    tags = effect_tags(effects)
    p = c.perm(str(d.get("warded") or ""))
    worth = hostile_aura(card) or (bool(tags & {"destroys", "removal", "bounce"}) and "damage" not in tags)
    why = f"{card.name} deals with it"
    if not worth and "damage" in tags and p is not None:
        dmg = _damage_estimate(c, effects)
        if dmg is None:
            dmg = int(d.get("x") or 0)  # an {X} spell's X (its player chose it)
        left = (p["toughness"] or 0) - (p.get("damage") or 0)
        worth = dmg >= left
        why = f"{card.name}'s {dmg} damage kills {p['name']}" if worth else \
            f"{card.name}'s {dmg} damage won't kill {p['name']}: not worth a card"
    elif not worth:
        why = f"{card.name} doesn't deal with it: not worth a card"
    if v == "yes":
        return (1.0 if worth else 0.0), why
    return (0.0 if worth else 1.0), why


#: the mana value a card of a Limited library is worth on average (17 lands at 0, 23 spells at about 3), a little
#: more because the offer follows its controller's scry (701.18), who keeps the costly cards on top for it
_OFFER_MV_PER_CARD = 2.0


#: the steps in which a creature untapped now can still block this turn or the opponent's next (the opponent's
#: turn before blocks; mine after its combat, until the turn ends)
_UNTAP_TO_BLOCK_THEIRS = frozenset({"upkeep", "draw", "main1", "beginning_of_combat", "declare_attackers"})
_UNTAP_TO_BLOCK_MINE = frozenset({"end_of_combat", "main2", "end"})


def _given_up(p: dict) -> str:
    """A permanent of mine given up, in words ("sacrifice Orc Army, a 3/3 token"): each candidate says what it is,
    the one chosen being the least of them."""
    what = f", a {p['power']}/{p['toughness']}" if "Creature" in p["types"] else ""
    return f"sacrifice {p['name']}{what}" + (" token" if p.get("token") and what else "")


def _effect_words(effects: Any) -> str:
    """What a mode does, from its effects' names when their tags say nothing ("create token, scry")."""
    names = []
    for e in effects or ():
        n = str(e.get("do") if isinstance(e, (dict, Data)) else e).replace("_", " ")
        if n and n not in names:
            names.append(n)
    return ", ".join(names) or "what it does"


def _cast_name(c: "_Ctx", a: Action) -> str:
    """The name of the card a cast action casts: a card cast from exile or a graveyard is named by the action
    itself (the view lists those zones by name only)."""
    oid = a.data.source
    return next((n for i, n in a.refs if i == oid), "") or c.name_of(oid)


def _untap_mine_score(c: "_Ctx", oid: str, name: str, targets: list[str]) -> tuple[float, str]:
    """"{T}: Untap another target permanent" (Ioreth of the Healing House), aimed at my own: tapping the source to
    untap a creature is worth only a better blocker than the source, at a time a blocker matters (the opponent's
    turn before blocks, or mine after combat); untapping at their end step does nothing my untap step won't.  Two
    such creatures untapping each other at every priority looped forever in a bot game (random decks, seed 10343);
    the gain can't be positive both ways."""
    mine = [p for t in targets if (p := c.perm(t)) is not None and p["controller"] == c.me]
    if not mine:
        return -5.0, "no good target"
    land = next((p for p in mine if "Land" in p["types"] and p["tapped"]), None)
    if land is not None and c.s["active"] == c.me and c.s["step"] in ("main1", "main2") and not c.s["stack"]:
        # a land untapped in my main phase is one more mana: worth it for a spell in hand it makes castable
        have = sum(1 for p in c.mine["battlefield"] if "Land" in p["types"] and not p["tapped"]) + len(
            c.mine.get("mana_pool") or "")
        for held in c.mine["hand"]:
            card = _registry().find(held)
            if card is not None and not card.is_land and card.cost.mana_value == have + 1:
                return 4.0, f"{name}: untap {land['name']} for the mana {held} needs"
    steps = _UNTAP_TO_BLOCK_THEIRS if c.s["active"] != c.me else _UNTAP_TO_BLOCK_MINE
    src = c.perm(oid)
    cost = creature_value(src) if src is not None and "Creature" in src["types"] else 0.0
    gain = sum(creature_value(p) for p in mine if p["tapped"] and "Creature" in p["types"]) - cost
    if c.s["step"] not in steps or gain <= 0:
        return -2.0, f"untapping with {name} gains nothing now"
    return 4.0 + gain, f"{name}: untap {mine[0]['name']} to block"


#: how many times in one turn the bot activates one ability of one object at most (HeuristicAgent._not_again)
_REPEATS: Final = 30


def _scry_words(v: str, name: str, keep: bool, why: str) -> tuple[float, str]:
    """A scried card's top-or-bottom score (701.18a) and its words: each answer gives its own reason, the one
    turned down saying what speaks against it ("though ...")."""
    if v == "top":
        return (1.0 if keep else -1.0), f"keep {name} on top: {why}" if keep else f"keep {name} on top, though {why}"
    return 0.0, f"{name} to the bottom: {why}" if not keep else f"{name} to the bottom, though {why}"


#: what "done" means in a choice, by its purpose, when its words are the reason for or against it
_DONE_WORDS = {"target": "no target worth it", "search": "find nothing", "cast_free": "cast nothing",
               "spare": "spare no more"}


def _offer_score(c: "_Ctx", d: dict, v: str) -> tuple[float, str]:
    """An offer made to me (Palantír of Orthanc): "0" lets its controller draw a card, "1" has them mill X cards
    (X: the influence counters on the source, public) and me lose life equal to those cards' mana value, which I
    can't see.  A card is worth about 3 life to them; the life I would lose is guessed from X, and never risked
    when the worst of it (4 a card) could kill me."""
    p = c.perm(str(d.get("source") or ""))
    x = sum((p or {}).get("counters", {}).values()) if p is not None else 0
    guess = _OFFER_MV_PER_CARD * x
    life = c.mine["life"]
    mill_ok = guess <= (3.0 if life >= 10 else 1.5) and 4 * x < life
    if v == "0":
        return (1.0 if not mill_ok else 0.0), (
            f"let them draw: milling {x} could cost me about {guess:.0f} life" if not mill_ok else
            "let them draw a card")
    return (1.0 if mill_ok else 0.0), (
        f"they mill {x}: about {guess:.0f} life, less than the card they would draw" if mill_ok else
        f"they mill {x}: about {guess:.0f} life, too much")


def _target_words(c: "_Ctx", t: str, val: float) -> str:
    """A target in words, as the choice weighs it: a player, or whose permanent it is and its size ("a 3/2 of
    theirs"); the chosen one is the one worth most, its rivals read the same way beside it."""
    if t in ("p1", "p2"):
        return "at the opponent" if t != c.me else "at myself"
    p = c.perm(t)
    if p is None:
        return "the best target"
    whose = "mine" if p["controller"] == c.me else "theirs"
    if "Creature" in p["types"]:
        what = f"a {p['power']}/{p['toughness']} of {whose}"
    else:  # its card type: "an artifact of theirs", "a land of mine"
        kind = next((t.lower() for t in ("Planeswalker", "Artifact", "Enchantment", "Land", "Battle")
                     if t in p["types"]), "permanent")
        what = f"{'an' if kind[0] in 'aeiou' else 'a'} {kind} of {whose}"
    return what + (": little to gain" if val <= 0 else "")


def _hits_creatures(spell: Any) -> bool:
    """Whether a spell's first target may be a creature ("any target", "target creature")."""
    specs = spell.get("targets")
    return bool(specs) and specs[0].get("what") in ("any", "creature")


def _my_power(c: "_Ctx") -> int:
    """The power of my creatures that could attack next (a finishing burn counts it)."""
    return sum(max(0, p["power"] or 0) for p in c.my_creatures() if "cant_attack" not in p.get("flags", ()))


def _rider_of(e: Any) -> tuple[float, str]:
    """What one effect is worth on its own when it names no target (amass, a token, a card drawn)."""
    if not isinstance(e, (dict, Data)) or any(isinstance(v, str) and "target" in v for v in e.values()):
        return 0.0, ""
    tags = effect_tags([e])
    for tag, value, what in _RIDER_VALUE:
        if tag in tags:
            return value, what
    return 0.0, ""


def _rider(effects: Sequence[Any]) -> tuple[float, str]:
    """The value of a spell's first effect that is worth something without a target, and what it is."""
    for e in effects:
        got = _rider_of(e)
        if got[0] > 0:
            return got
    return 0.0, ""


def _passing_grant(effects: Sequence[Any]) -> bool:
    """Whether the spell's targeted part only lends something until end of turn (a pump, an ability: 611.2) and
    the rest is worth something without a target."""
    for e in effects:
        if isinstance(e, (dict, Data)) and e.get("do") in ("pump", "grant_ability"):
            if e.get("duration", "eot") != "eot":
                return False
        elif _rider_of(e)[0] <= 0:
            return False
    return True


def idle_or_late(c: "_Ctx") -> bool:
    """The mana would otherwise go unused: the opponent's end step, or my own second main phase."""
    return (c.s["step"] == "end" and c.s["active"] != c.me) or (c.s["step"] == "main2" and c.s["active"] == c.me)


def _sacrifice_fodder(c: "_Ctx", source: str) -> list[dict]:
    """My creatures other than ``source`` worth giving up for a cost: tokens, and those about to go."""
    doomed = _doomed(c)
    return [p for p in c.my_creatures() if p["id"] != source and (p.get("token") or p["id"] in doomed)]


def _land_need(c: "_Ctx") -> tuple[bool, str]:
    """Whether one more land helps (lands out and in hand together): below four always, below six while a spell in
    hand costs more than the lands; and why, in words."""
    lands = c.lands_in_play() + c.lands_in_hand()
    if lands < 4:
        return True, f"a land is what I need ({count_of(lands, 'land')})"
    big, big_mv = "", 0
    for held in c.mine["hand"]:
        card = _registry().find(held)
        if card is not None and "Land" not in card.types and card.cost.mana_value > big_mv:
            big, big_mv = held, card.cost.mana_value
    if lands < 6 and big_mv > lands:
        return True, f"{big} needs {big_mv} lands, I have {lands}"
    return False, f"{count_of(lands, 'land')} are enough"


def _lands_wanted(k: int) -> int:
    """Lands in a good opening hand of ``k`` cards (about 17 in 40: 3 of 7, 2 of 4)."""
    return min(max(1, round(0.42 * k)), max(1, k - 1))


def _mode_harms_its_source(c: "_Ctx", d: dict, v: str) -> bool:
    """Whether mode ``v`` of the pending modal trigger hurts its own source ("Put Gandalf on top of its owner's
    library"): one of the mode's effects names the source itself among what it hurts (the words' ``harms``)."""
    src = d.get("source")
    card = _registry().find(c.name_of(src)) if src else None
    if card is None:
        return False
    k = int(v)
    for ab in card.triggered:
        if ab.modes and 0 <= k < len(ab.modes):
            for e in ab.modes[k].effects:
                w = _EFFECT_WORDS.get(str(e.get("do")))
                if w is not None and "self" in w.harms(e):
                    return True
    return False


def _final_hand(hand: Sequence[str], k: int) -> tuple[int, int]:
    """(lands, spells) of the best ``k`` cards of ``hand`` (103.5: what a London mulligan keeps)."""
    lands = sum(1 for n in hand if _is_land(n))
    spells = len(hand) - lands
    keep_lands = min(lands, _lands_wanted(k))
    if k - keep_lands > spells:
        keep_lands = k - spells
    return keep_lands, k - keep_lands


def _other_spells(c: "_Ctx", source: str) -> bool:
    """Whether another card in hand can be cast now (its mana has another use this turn)."""
    return any(x.kind == "cast" and x.data.source != source for x in c.legal)


def _best_cast_of_each(scored: list) -> dict[str, tuple]:
    """The best-scored way to cast each card worth casting (score above passing), by the card's id."""
    per_card: dict[str, tuple] = {}
    for t in scored:
        a = t[2]
        if a.kind == "cast" and t[0] > 0 and (a.data.source not in per_card or t[0] > per_card[a.data.source][0]):
            per_card[a.data.source] = t
    return per_card


def _board_growth(effects: Sequence[Any]) -> float:
    """What effects that add to the board are worth (amass N, tokens): about a creature card's worth for N = 2."""
    v = 0.0
    for e in effects:
        if isinstance(e, (dict, Data)) and "grows_board" in effect_tags([e]):
            n = e.get("n")
            v += 3.0 + 2.0 * (n if isinstance(n, int) else 1)
    return v


def _etb_value(card: Any) -> tuple[float, str]:
    """What a creature's own enters-the-battlefield trigger adds to casting it (an army amassed, a card drawn)."""
    v = 0.0
    for t in card.triggered:
        if (t.get("trigger") or {}).get("event") != "self_enters":
            continue
        effects = t.get("effects") or ()
        v += _board_growth(effects)
        tags = effect_tags(effects)
        if "draws" in tags:
            v += 3.0
    return v, ", and what it does as it enters" if v else ""


def _adds_nothing(c: "_Ctx", effects: Sequence[Any], targets: Sequence[str]) -> bool:
    """Effects that only give abilities (a pump of flags and keywords, no +N/+N: Bill the Pony's "assigns combat
    damage equal to its toughness") to targets that already have every one of them: using it again adds nothing."""
    grants: set[str] = set()
    for e in effects:
        if not isinstance(e, (dict, Data)) or e.get("do") != "pump":
            return False
        if e.get("power") or e.get("toughness") or e.get("for_each") or e.get("keyword_choice") or e.get("loses"):
            return False
        grants.update(e.get("flags") or ())
        grants.update(e.get("keywords") or ())
    if not grants:
        return False
    for t in targets:
        p = c.perm(t)
        if p is None or not grants <= (set(p.get("flags") or ()) | set(p.get("keywords") or ())):
            return False
    return True


#: a keyword counter's worth for the rest of the game (122.1b: it stays): deathtouch trades with any creature and
#: deters blockers, first strike wins most fights outright, lifelink races, vigilance only keeps a blocker home
_COUNTER_WORTH: Final = {"deathtouch": 2.0, "first strike": 1.5, "lifelink": 1.0, "vigilance": 0.5}


def _counter_choice_score(c: "_Ctx", d: dict, v: str) -> tuple[float, str]:
    """Which counter to put on a creature ("your choice of a counter from among first strike, vigilance,
    deathtouch, and lifelink", Aragorn, Company Leader).  A keyword it has already adds nothing.  In a fight now
    (it blocks, or is blocked): deathtouch when it can't kill a creature it fights by its power, else first strike
    when one of them would kill it (it strikes first and survives).  Behind on life (or at 10 or less): lifelink.
    Otherwise each keyword's lasting worth (``_COUNTER_WORTH``)."""
    p = c.perm(d.get("affected") or "")
    if p is None:
        return 0.0, "?"
    if v in set(p["keywords"]):
        return 0.0, f"it has {v} already"
    power, toughness = int(p.get("power") or 0), int(p.get("toughness") or 0) - int(p.get("damage") or 0)
    if p.get("blocking"):
        foes = [f for f in (c.perm(p["blocking"]),) if f is not None]
    elif p.get("attacking"):
        foes = [b for b in c.opp_creatures() if b.get("blocking") == p["id"]]
    else:
        foes = []
    if foes:
        if any(int(f.get("toughness") or 0) - int(f.get("damage") or 0) > power for f in foes) \
                and "deathtouch" not in p["keywords"]:
            return (3.0 if v == "deathtouch" else _COUNTER_WORTH.get(v, 0.5)), f"{v}: it can't kill what it fights"
        if any(int(f.get("power") or 0) >= toughness and "first strike" not in f["keywords"] for f in foes):
            return (3.0 if v == "first strike" else _COUNTER_WORTH.get(v, 0.5)), f"{v}: strike before it is killed"
    if c.mine["life"] < c.opp["life"] or c.mine["life"] <= 10:
        return (2.5 if v == "lifelink" else _COUNTER_WORTH.get(v, 0.5)), f"{v}: I am behind on life"
    return _COUNTER_WORTH.get(v, 0.5), f"{v} for the rest of the game"


def _doomed_by_me(c: "_Ctx") -> set[str]:
    """What my own spells and abilities on the stack already aim at."""
    return {t for it in c.s.get("stack") or () if it["controller"] == c.me for t in it.get("targets") or ()}


def _choice_damage(c: "_Ctx", d: dict) -> int | None:
    """The damage a triggered ability whose target is being chosen will deal: its source's printed ability whose
    effect words the decision names (public: the source is on the battlefield or was)."""
    src = d.get("source")
    name = c.name_of(src) if isinstance(src, str) else None
    card = _registry().find(name) if name else None
    if card is None:
        return None
    words = list(d.get("effects") or [])
    for ab in list(card.triggered) + list(card.chapters or []):
        effects = list(ab.get("effects") or [])
        if [e.get("do") for e in effects] == words:
            return _damage_estimate(c, effects)
    return None


def _doomed(c: "_Ctx") -> set[str]:
    """What an opponent's spell or ability on the stack aims at (public: the stack and its targets)."""
    return {t for it in c.s.get("stack") or () if it["controller"] != c.me for t in it.get("targets") or ()}


def _trigger_order_score(d: dict, v: Any) -> tuple[float, str]:
    """Which waiting triggered ability to put on the stack now (603.3b): one that uses the board first (it
    resolves last, after what the others bring), one that brings something last (it resolves first)."""
    info = next((o for o in d.get("triggers") or [] if o.get("option") == v), None)
    if info is None:
        return 0.0, "no preference"
    words = info.get("effects") or []
    tags = effect_tags(words)
    who = info.get("label", "it")
    if tags & _USES:
        return 1.0, f"{who} on the stack first: it resolves last, after what the others bring"
    if tags & _MAKES or _MAKES_WORDS.intersection(words):
        return -1.0, f"{who} on the stack last: it resolves first, so the others can use what it brings"
    return 0.0, f"{who}: its place makes no difference"


class _Ctx:
    def __init__(self, s: dict, me: str, game: Any):
        self.s = s
        self.me = me
        self.game = game  # what the view shows is public, and so is what the engine says can attack or block
        self.opp_id = "p2" if me == "p1" else "p1"
        self.mine = s["players"][me]
        self.opp = s["players"][self.opp_id]
        self._perm = {p["id"]: p for pl in s["players"].values() for p in pl["battlefield"]}
        self._hand = dict(zip(self.mine.get("hand_ids", []), self.mine["hand"]))
        self.legal: Sequence[Action] = ()  # the decision's legal actions

    def perm(self, oid: str) -> dict | None:
        return self._perm.get(oid)

    def name_of(self, oid: str) -> str:
        p = self._perm.get(oid)
        if p:
            return p["name"]
        if oid in self._hand:
            return self._hand[oid]
        for it in self.s["stack"]:
            if it["id"] == oid:
                return it["name"]
        return oid

    def can_attack(self, p: dict) -> bool:
        """Whether my creature ``p`` can attack now: the engine's answer (508.1, 302.6, defender...)."""
        return _combat.can_attack(self.game, p["id"])

    # The bots' plans leave out two blocking rules, as they did before the vocabulary (issue 19 changes no
    # behaviour; the fixed-seed digest shows the first one changes their games): 701.52c (a Ring-bearer can't be
    # blocked by creatures with greater power) and "can't be blocked except by three or more creatures". The
    # engine's block_fault and min_blockers take flags for that; the bots learn both in a later issue.
    def can_block(self, b: dict, a: dict) -> bool:
        """Whether ``b`` can block ``a`` (as one of its blockers): the engine's answer (509.1, flying...)."""
        return _combat.block_fault(self.game, b["id"], a["id"], False, False) is None

    def min_blockers(self, a: dict) -> int:
        """How many creatures it takes to block ``a``: the engine's answer (menace...)."""
        return _combat.min_blockers(self.game, a["id"], False)

    def my_creatures(self) -> list[dict]:
        return [p for p in self.mine["battlefield"] if "Creature" in p["types"]]

    def opp_creatures(self) -> list[dict]:
        return [p for p in self.opp["battlefield"] if "Creature" in p["types"]]

    def opp_perms(self) -> list[dict]:
        return self.opp["battlefield"]

    def lands_in_play(self) -> int:
        return sum(1 for p in self.mine["battlefield"] if "Land" in p["types"])

    def lands_in_hand(self) -> int:
        return sum(1 for n in self.mine["hand"] if _is_land(n))

    def hand_size(self) -> int:
        return len(self.mine["hand"])

    def historic_payoffs(self) -> int:
        """My permanents that reward casting a historic spell (a trigger on it, a cost reduction)."""
        n = 0
        for p in self.mine["battlefield"]:
            card = _registry().find(p["name"])
            if card is None:
                continue
            if any(st.get("spells") == "historic" for st in card.statics):
                n += 1
            elif any((t.get("trigger") or {}).get("event") == "cast" and
                     ((t.get("trigger") or {}).get("filter") or {}).get("historic") for t in card.triggered):
                n += 1
        return n

    def stack_mv(self, item: dict) -> int:
        card = _registry().find(item["name"])
        return card.cost.mana_value if card else 1

    def colors_needed(self) -> dict[str, int]:
        """How much each color is short for the spells in hand: for each spell, the colored pips of its cost beyond
        the lands on the battlefield that make that color ({1}{B}{B} with one Swamp out is one B short); a spell
        castable with one more land (its mana value at most the lands out plus one) counts double."""
        have: dict[str, int] = {}
        lands = 0
        for p in self.mine["battlefield"]:
            if "Land" in p["types"]:
                lands += 1
                card = _registry().find(p["name"])
                for col in set(_land_colors(card)):
                    have[col] = have.get(col, 0) + 1
        need: dict[str, int] = {}
        for n in self.mine["hand"]:
            card = _registry().find(n)
            if card is None or "Land" in card.types:
                continue
            pips: dict[str, int] = {}
            for col in card.cost.colored:
                if col in "WUBRG":
                    pips[col] = pips.get(col, 0) + 1
            soon = 2 if card.cost.mana_value <= lands + 1 else 1
            for col, k in pips.items():
                short = k - have.get(col, 0)
                if short > 0:
                    need[col] = need.get(col, 0) + soon * short
        return need


def _damage_estimate(c: "_Ctx", effects: Sequence[Any]) -> int | None:
    """How much damage a spell's damage effect will deal, as far as its player can tell (None: no damage)."""
    for e in effects:
        w = _EFFECT_WORDS.get(str(e.get("do")))
        if w is None:
            continue
        hint = w.ai_for(e)
        if "damage" not in hint.tags:
            continue
        if hint.damage is not None:
            return hint.damage
        amt = e.get("amount", e.get("n"))
        if isinstance(amt, int):
            return amt
        amount_word = _AMOUNT_WORDS.get(amt) if isinstance(amt, str) else None
        if amount_word is not None:
            return amount_word.estimate(c.s, c.me)
        return None
    return None


def _fight_boost(mine: dict, effects: Sequence[Any]) -> tuple[int, int]:
    """What a fight spell's own effects add to my fighter before the fight (701.12a): its pumps, its +1/+1
    counters, and those of an 'if' whose power condition my fighter meets (Ent's Fury: a counter if its power is 4
    or greater)."""
    dp = dt = 0
    for e in effects:
        if not isinstance(e, (dict, Data)):
            continue
        do = e.get("do")
        if do == "pump":
            p, t = e.get("power"), e.get("toughness")
            dp += p if isinstance(p, int) else 0
            dt += t if isinstance(t, int) else 0
        elif do == "put_counters" and e.get("kind") == "+1/+1" and not e.get("filter"):
            n = e.get("n")
            dp += n if isinstance(n, int) else 1
            dt += n if isinstance(n, int) else 1
        elif do == "if":
            f = e.get("filter")
            if not isinstance(f, (dict, Data)):
                continue
            least = f.get("power_at_least")
            if isinstance(least, int) and set(f) <= {"what", "power_at_least"} and (mine["power"] or 0) >= least:
                p, t = _fight_boost(mine, e.get("effects") or ())
                dp += p
                dt += t
    return dp, dt


def creature_value(p: dict | None) -> float:
    if not p:
        return 0.0
    if "Creature" not in p["types"]:
        if "Planeswalker" in p["types"]:
            return 8.0 + (p.get("loyalty") or 0)
        return 2.0
    v = max(0, p["power"] or 0) * 1.5 + (p["toughness"] or 0)  # (a -2/1 is worth no less than a 0/1)
    v += sum(KW_VALUE.get(k, 0) for k in p["keywords"])
    if p.get("ring_bearer"):
        v += 2
    stun = (p.get("counters") or {}).get("stun", 0)
    if stun:  # 122.1d: each stun counter costs it an untap: it neither attacks nor blocks for a while
        v *= 2 / (stun + 2)
    return v


def division_step(d: dict, perm: Any) -> tuple[tuple[str, int], str]:
    """The bots' next ``assign`` in a combat damage division (its decision's data ``d``, SCENARIOS.md 1.1) and
    why: kill as many of the creatures as it can, the most valuable first, giving each no more than lethal
    damage (the decision's ``lethal``: damage already marked and deathtouch counted, 702.2c, 702.19b);
    indestructible ones aren't worth it (702.12b).  With trample what is left goes to the player or
    planeswalker once every blocker has lethal damage; otherwise onto the most valuable creature it can't
    kill.  ``perm`` gives a recipient's entry in the view."""
    recips, lethal, got = d["recipients"], d["lethal"], d["assigned"]
    left = d["damage"] - sum(got)
    ex = d.get("excess")
    mortal = list(range(len(recips) - (1 if ex else 0)))
    need = {i: max(0, lethal[i] - got[i]) for i in mortal}
    value = {i: creature_value(perm(recips[i])) for i in mortal}
    sturdy = {i for i in mortal if _SURVIVES.intersection((perm(recips[i]) or {}).get("keywords") or ())}
    if ex is not None and sum(need.values()) <= left:  # lethal damage to every blocker, then trample over
        todo = [i for i in mortal if need[i] > 0]
        if not todo:
            return (ex, left), "trample: the rest to what it attacks"
        i = max(todo, key=lambda i: (i not in sturdy, value[i], -i))
        return (recips[i], need[i]), f"lethal damage to {_name(perm, recips[i])}, then trample over"
    open_ = [i for i in mortal if need[i] > 0 and i not in sturdy]
    best: list[int] = []
    if len(open_) <= 10:  # every set of them: the most kills within what is left, then the most value
        best_key = (0, 0.0)
        for mask in range(1, 1 << len(open_)):
            pick = [open_[j] for j in range(len(open_)) if mask >> j & 1]
            if sum(need[i] for i in pick) <= left:
                k = (len(pick), sum(value[i] for i in pick))
                if k > best_key:
                    best, best_key = pick, k
    else:  # (many blockers: the cheapest kills first)
        room = left
        for i in sorted(open_, key=lambda i: need[i]):
            if need[i] <= room:
                best.append(i)
                room -= need[i]
    if best:
        i = max(best, key=lambda i: (value[i], -i))
        return (recips[i], need[i]), f"lethal damage to {_name(perm, recips[i])}"
    alive = [i for i in mortal if need[i] > 0] or mortal
    i = max(alive, key=lambda i: (value[i], -i))
    return (recips[i], left), "the rest where it does the most"


def _name(perm: Any, oid: str) -> str:
    p = perm(oid)
    return p["name"] if p else oid


def _save_self_score(c: "_Ctx", oid: str, name: str) -> tuple[float, str]:
    """An ability that makes its own source indestructible and taps it (Witch-king of Angmar, 702.12b): worth its
    cost only when the source would otherwise be destroyed: an opponent's spell or ability on the stack aims at it,
    or, after blocks, the creatures it fights deal it lethal damage (or have deathtouch)."""
    me_perm = c.perm(oid)
    if me_perm is None or "indestructible" in (me_perm.get("keywords") or ()):
        return -5.0, f"{name} needs no saving"
    if oid in _targeted_by_opponent(c):
        return 9.0, f"{name}: save it from what the opponent aims at it"
    if c.s["step"] in ("declare_blockers", "first_strike_damage"):
        if me_perm.get("attacking"):
            foes = [p for p in c.opp_creatures() if p.get("blocking") == oid]
        elif me_perm.get("blocking"):
            foes = [p for p in (c.perm(me_perm["blocking"]),) if p is not None]
        else:
            foes = []
        left = (me_perm.get("toughness") or 0) - (me_perm.get("damage") or 0)
        hits = sum(max(0, p.get("power") or 0) for p in foes)
        if foes and (hits >= left or any(_kills(p) and (p.get("power") or 0) > 0 for p in foes)):
            return 8.0, f"{name}: it would die in this fight"
    return -3.0, f"keep {name}'s ability until something would destroy it"


def _kills(p: dict) -> bool:
    """Any damage it deals kills (deathtouch: a keyword's ``ai().lethal``)."""
    return not _LETHAL.isdisjoint(p["keywords"])


def _strikes_first(p: dict) -> bool:
    """It deals its combat damage before a creature without it (first strike: ``ai().first_strike_edge``)."""
    return not _FIRST_STRIKE.isdisjoint(p["keywords"])


def _evasion(p: dict) -> float:
    """How much harder its keywords make it to block (flying: ``ai().evasion``)."""
    return sum(KW_EVASION.get(k, 0.0) for k in p["keywords"])


def _is_land(name: str) -> bool:
    card = _registry().find(name)
    return card is not None and "Land" in card.types


def _hand_colors(hand: Sequence[str]) -> set[str]:
    """The colors the lands in a hand can make."""
    out: set[str] = set()
    for n in hand:
        card = _registry().find(n)
        if card is not None and "Land" in card.types:
            out.update(_land_colors(card))
    return out


def _in_color(card, colors: set[str]) -> bool:
    """Whether every colored symbol of the card's cost is one the colors can pay (a hybrid symbol: either)."""
    cost = card.cost
    return (all(col not in "WUBRG" or col in colors for col in cost.colored)
            and all(a in colors or b in colors for a, b in cost.hybrid))


def _spells_in_color(hand: Sequence[str]) -> int:
    """How many spells of a hand its own lands can make the colors for (a mulligan judges the hand it keeps)."""
    colors = _hand_colors(hand)
    n = 0
    for name in hand:
        card = _registry().find(name)
        if card is not None and "Land" not in card.types and _in_color(card, colors):
            n += 1
    return n


def _land_colors(card) -> str:
    if card is None:
        return ""
    out = ""
    for ab in card.mana:
        prod = ab.get("produce") or ""
        out += "WUBRG" if prod == "any" else "" if prod == "legendary_graveyard" else prod
    return out
