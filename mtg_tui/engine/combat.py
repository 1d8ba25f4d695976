"""Combat (506-511): declaring attackers and blockers without dead ends, and combat damage."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from ..keywords import registry as _kw
from ..mechanics import registry as _mechanics
from .ability import EffectUse, effect
from .actions import Action, Attack, Block
from .effects import procedure
from .events import count_of
from .objects import PLAYERS, Frame, Obj, other

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game

# What the keywords answer (mtg_tui/keywords: each keyword's hooks, gathered once by its registry)
_SICKNESS_IGNORED: Final = _kw.SICKNESS_IGNORED
_ATTACK_FORBIDDEN: Final = _kw.ATTACK_FORBIDDEN
_ATTACKS_UNTAPPED: Final = _kw.ATTACKS_UNTAPPED
_BLOCK_LIMITS: Final = _kw.BLOCK_LIMITS
_MIN_BLOCKERS: Final = _kw.MIN_BLOCKERS
_STRIKES_FIRST: Final = _kw.STRIKES_FIRST
_STRIKES_TWICE: Final = _kw.STRIKES_TWICE
_TRAMPLES: Final = _kw.TRAMPLES
_LETHAL_DAMAGE: Final = _kw.LETHAL_DAMAGE

# Why a creature can't attack or block, for the rules' own reasons (the keywords give theirs): sentence
# templates, "{a}" the attacker (or would-be attacker), "{b}" the would-be blocker
NOT_A_CREATURE_ATTACK: Final = "{a} isn't a creature; only creatures attack (508.1a)."
TAPPED_ATTACKER: Final = "{a} is tapped: attacking creatures must be untapped (508.1a)."
STUNNED_ATTACKER: Final = ("{a} is tapped: attacking creatures must be untapped (508.1a). It has a stun counter: it "
                           "didn't untap (122.1d).")
NOT_YOUR_TURN: Final = "{a} can attack only in its controller's turn (506.2, 508.1a)."
CANT_ATTACK: Final = "An effect says {a} can't attack (508.1c)."
NOT_A_CREATURE_BLOCK: Final = "{b} isn't a creature; only creatures block (509.1a)."
TAPPED_BLOCKER: Final = "{b} is tapped: blocking creatures must be untapped (509.1a)."
MIN_THREE: Final = "{a} can't be blocked except by three or more creatures (its own text)."
CANT_BLOCK: Final = "An effect says {b} can't block (509.1b)."


def say(why: str, g: "Game", a: str, b: str = "") -> str:
    """A why-not template (attack_fault, block_fault) in words, with the creatures' names."""
    return why.format(a=g.name(a), b=g.name(b) if b else "")


def summoning_sick(g: "Game", oid: str) -> bool:
    """302.6: a creature its controller hasn't controlled continuously since their most recent turn began can't
    attack or use {T} abilities, unless a keyword (haste) says otherwise."""
    o = g.objects[oid]
    if not o.sick:
        return False
    ch = g.chars_of(o)
    return ch.is_creature and _SICKNESS_IGNORED.isdisjoint(ch.keywords)


# ---------------------------------------------------------------------- attackers (508)
def attack_fault(g: "Game", oid: str) -> str | None:
    """Why ``oid`` can't attack now (508.1a-c), as a template for ``say``, or None when it can. The one answer for
    the engine, the bots and the tutorial."""
    o = g.objects[oid]
    ch = g.chars_of(o)
    if not ch.is_creature:
        return NOT_A_CREATURE_ATTACK
    if o.tapped:
        return STUNNED_ATTACKER if o.counters.get("stun") else TAPPED_ATTACKER
    if o.controller != g.active:
        return NOT_YOUR_TURN
    kws = ch.keywords
    if o.sick and _SICKNESS_IGNORED.isdisjoint(kws):
        return _kw.why_not(_SICKNESS_IGNORED, _SICKNESS_IGNORED)  # 302.6 (haste's: "Haste would let it")
    if kws and not _ATTACK_FORBIDDEN.isdisjoint(kws):
        return _kw.why_not(kws, _ATTACK_FORBIDDEN)  # 702.3b
    if "cant_attack" in ch.flags:
        return CANT_ATTACK  # Pacifism
    return None


def can_attack(g: "Game", oid: str) -> bool:
    return attack_fault(g, oid) is None


def attack_actions(g: "Game") -> list[Action]:
    from .legal import _mk, name_candidates
    ap = g.active
    opp = other(ap)
    cands = [i for i in g.battlefield if i not in g.decl and can_attack(g, i)]
    keep, labels = name_candidates(g, cands)
    walkers = [o.id for o in g._bfo if o.controller == opp and "Planeswalker" in g.chars_of(o).types]
    wkeep, wlabels = name_candidates(g, walkers) if walkers else ([], {})
    acts = []
    for c in keep:
        acts.append(_mk("attack", "attack {0}", [(c, g.name(c))], [labels[c]], Attack(c, opp)))
        for w in walkers:
            acts.append(_mk("attack", "attack {0} -> {1}", [(c, g.name(c)), (w, g.name(w))],
                            [labels[c], wlabels.get(w, f"{g.name(w)}#{w}")], Attack(c, w)))
    acts.append(Action("done", "done", None))
    return acts


def perform_attack(g: "Game", a: Action) -> None:
    if a.kind == "attack":
        at = a.data
        g.decl[at.attacker] = at.defender
        return
    # done: 508.1 the declaration becomes real
    ap = g.active
    g.pending = None
    if not g.decl:
        g.emit("attack", f"{g.players[ap].name} attacks with nothing", "508.8", quiet=True, player=ap, attackers=[])
        return
    for c, d in g.decl.items():
        o = g.objects[c]
        if _ATTACKS_UNTAPPED.isdisjoint(g.chars(c).keywords):
            g.tap(c, why=" (attacking)")  # 508.1f, 702.20b
        o.attacking = d
        g.attackers.append(c)
    # the players attacked: a creature attacking a planeswalker doesn't attack its controller (506.3, 508.3e)
    attacked = tuple(sorted({d for d in g.decl.values() if d in PLAYERS}))
    g.players[ap].attacked_players = attacked
    for c, d in g.decl.items():
        g.emit("attack", f"{g.name(c)} attacks {g.name(d)}", "508.1", player=ap, obj=c, defender=d)
    g.emit("attack", f"{g.players[ap].name} declares {count_of(len(g.decl), 'attacker')}", "508.1", player=ap,
           attackers=list(g.decl), defenders=dict(g.decl), summary=True)
    g.decl = {}


# ---------------------------------------------------------------------- blockers (509)
def block_fault(g: "Game", b: str, a: str, alone: bool = True, mechanics: bool = True) -> str | None:
    """Why ``b`` can't block ``a`` (509.1a-b), as a template for ``say``, or None when it can. The one answer for
    the engine, the bots and the tutorial.

    alone: also the attacker's minimum number of blockers (menace, "three or more"), for a block looked at by
    itself (the tutorial); the engine's declaration counts the blockers itself (``min_blockers``).
    mechanics: also the set mechanics' restrictions (mtg_tui/mechanics: the Ring's 701.52c, a Ring-bearer can't
    be blocked by greater power); the bots' plans leave them out, as they did before the vocabulary (issue 19
    changes no behaviour: the bots learn them in a later issue)."""
    o = g.objects[b]
    ch = g.chars(b)
    if not ch.is_creature:
        return NOT_A_CREATURE_BLOCK
    if o.tapped:
        return TAPPED_BLOCKER
    ach = g.chars(a)
    akws = ach.keywords
    if akws:
        for k in akws:
            kw = _BLOCK_LIMITS.get(k)
            if kw is not None and not kw.blocks_ok(ch.keywords):
                return _kw.why_not(akws, _BLOCK_LIMITS)  # 702.9b
    if mechanics:
        for m in _mechanics.BLOCK_RULES:
            why = m.block_fault(g, b, a)
            if why is not None:
                return why
    if alone:
        if akws:
            for k in akws:
                if k in _MIN_BLOCKERS:
                    return _kw.why_not(akws, _MIN_BLOCKERS)  # 702.111b
        if "min_three_blockers" in ach.flags:
            return MIN_THREE
    if "cant_block" in ch.flags:
        return CANT_BLOCK
    return None


def can_block(g: "Game", b: str, a: str) -> bool:
    """Whether ``b`` can block ``a`` as one of its blockers (the attacker's minimum number aside)."""
    return block_fault(g, b, a, False) is None


def min_blockers(g: "Game", a: str, own_text: bool = True) -> int:
    """The smallest number of creatures that can block ``a`` (509.1b: menace 702.111b, "three or more").

    own_text: also a card's own "can't be blocked except by three or more creatures"; the bots' plans leave it
    out, as they did before the vocabulary (see ``block_fault``'s mechanics)."""
    ch = g.chars(a)
    if own_text and "min_three_blockers" in ch.flags:
        return 3
    n = 1
    if ch.keywords:
        for k in ch.keywords:
            m = _MIN_BLOCKERS.get(k, 1)
            if m > n:
                n = m  # 702.111b
    return n


def _must_be_blocked(g: "Game", a: str) -> bool:
    return "must_be_blocked" in g.chars(a).flags


def _free_blockers(g: "Game", used: set[str]) -> list[str]:
    dp = other(g.active)
    return [o.id for o in g._bfo if o.controller == dp and o.id not in used and not o.tapped
            and g.chars_of(o).is_creature and "cant_block" not in g.chars_of(o).flags]


def _completable(g: "Game", blocks: list[tuple[str, str]]) -> bool:
    """Can this partial block declaration be completed into a legal one (509.1b-c)?"""
    counts: dict[str, int] = {}
    used = set()
    for a, b in blocks:
        counts[a] = counts.get(a, 0) + 1
        used.add(b)
    slots: list[str] = []
    for a in g.attackers:
        k = counts.get(a, 0)
        if k:
            need = min_blockers(g, a) - k
            slots += [a] * max(0, need)
    free = _free_blockers(g, used)
    must = [a for a in g.attackers if _must_be_blocked(g, a) and not counts.get(a)]
    # requirements (509.1c): a "must be blocked" attacker that some creature could block must be blocked
    for a in must:
        if any(can_block(g, b, a) for b in _free_blockers(g, set())):
            if min_blockers(g, a) == 1:
                slots.append(a)
    if not slots:
        return True
    return _match(g, slots, free)


def _match(g: "Game", slots: list[str], free: list[str]) -> bool:
    owner: dict[str, int] = {}

    def aug(i: int, seen: set[str]) -> bool:
        for b in free:
            if b in seen or not can_block(g, b, slots[i]):
                continue
            seen.add(b)
            if b not in owner or aug(owner[b], seen):
                owner[b] = i
                return True
        return False

    return all(aug(i, set()) for i in range(len(slots)))


def _declaration_legal(g: "Game", blocks: list[tuple[str, str]]) -> bool:
    counts: dict[str, int] = {}
    for a, _ in blocks:
        counts[a] = counts.get(a, 0) + 1
    for a, k in counts.items():
        if k < min_blockers(g, a):
            return False
    for a in g.attackers:
        if _must_be_blocked(g, a) and not counts.get(a):
            if min_blockers(g, a) == 1 and any(can_block(g, b, a) for b in _free_blockers(g, set())):
                # the requirement can be obeyed: only legal if no reassignment could obey it;
                # a free creature able to block it, or one blocking elsewhere, could have
                return False
    return True


def block_actions(g: "Game") -> list[Action]:
    from .legal import _mk, name_candidates
    used = {b for _, b in g.blocks}
    free = _free_blockers(g, used)
    acts = []
    anames = [g.name(a) for a in g.attackers]
    for a in g.attackers:
        # an attacker is named by its card name only when no other attacker shares it (spec section 1)
        alab = g.name(a) if anames.count(g.name(a)) == 1 else f"{g.name(a)}#{a}"
        bc = [b for b in free if can_block(g, b, a)]
        bkeep, blabels = name_candidates(g, bc)
        for b in bkeep:
            trial = g.blocks + [(a, b)]
            if _completable(g, trial):
                acts.append(_mk("block", "block {0} with {1}", [(a, g.name(a)), (b, g.name(b))],
                                [alab, blabels[b]], Block(a, b)))
    if _declaration_legal(g, g.blocks):
        acts.append(Action("done", "done", None))
    # dedupe attackers that are interchangeable: keep the action list unique by text
    seen = set()
    out = []
    for x in acts:
        if x.text not in seen:
            seen.add(x.text)
            out.append(x)
    return out


def perform_block(g: "Game", a: Action) -> None:
    if a.kind == "block":
        bl = a.data
        g.blocks.append((bl.attacker, bl.blocker))
        return
    g.pending = None
    dp = other(g.active)
    for att, b in g.blocks:
        bo = g.objects[b]
        bo.blocking = (bo.blocking or []) + [att]
    for att in g.attackers:
        if any(x == att for x, _ in g.blocks):
            g.objects[att].blocked = True  # 509.1h
    g.dirty()  # statics may depend on blocking ("as long as it's blocking or blocked by", Sting)
    for att, b in g.blocks:
        g.emit("block", f"{g.name(b)} blocks {g.name(att)}", "509.1", player=dp, blocker=b, attacker=att)
    g.emit("block", f"{g.players[dp].name} declares {count_of(len(g.blocks), 'block')}" if g.blocks else
           f"{g.players[dp].name} declares no blockers", "509.1", player=dp,
           blocks=[list(x) for x in g.blocks], summary=True)
    g.blocks = []


# ---------------------------------------------------------------------- combat damage (510)
def in_combat(g: "Game") -> list[str]:
    out = list(g.attackers)
    for o in g._bfo:
        if o.blocking:
            out.append(o.id)
    return out


def needs_first_strike_step(g: "Game") -> bool:
    """510.4: the first-strike damage step happens only when a creature in combat has first or double strike."""
    for i in in_combat(g):
        if not _STRIKES_FIRST.isdisjoint(g.chars(i).keywords):
            return True
    return False


def start_damage(g: "Game") -> None:
    g.frames.append(Frame("effects", g.active, [effect({"do": "combat_damage", "first": g.step == "first_strike_damage"})]))


def blockers_of(g: "Game", a: str) -> list[str]:
    return [o.id for o in g._bfo if a in (o.blocking or ())]


def _deals(g: "Game", i: str, first: bool) -> bool:
    kw = g.chars(i).keywords
    if first:
        return not _STRIKES_FIRST.isdisjoint(kw)  # 510.4
    return i not in g.fs_dealt or not _STRIKES_TWICE.isdisjoint(kw)  # 702.4b


def _assign_amount(g: "Game", i: str) -> int:
    ch = g.chars(i)
    if "damage_by_toughness" in ch.flags:
        return max(0, ch.toughness or 0)
    return max(0, ch.power or 0)


def _lethal(g: "Game", b: str, deathtouch: bool) -> int:
    left = max(0, g.toughness(b) - g.objects[b].damage)
    return min(1, left) if deathtouch else left


def order_matters(g: "Game", a: str, bl: list[str]) -> bool:
    n = _assign_amount(g, a)
    dt = not _LETHAL_DAMAGE.isdisjoint(g.chars(a).keywords)
    if not _TRAMPLES.isdisjoint(g.chars(a).keywords):
        return True if n > 0 else False
    return n < sum(_lethal(g, b, dt) for b in bl)


@procedure("combat_damage")
def combat_damage(g: "Game", frame: Frame, eff: "EffectUse") -> bool:
    """510.1-2: the attacking player orders each multiply-blocked attacker's blockers (damage is divided
    along that order: lethal damage to each before the next, 510.1c), then all combat damage is dealt at once."""
    first = eff.get("first", False)
    ctx = frame.ctx
    if "orders" not in ctx:
        ctx["orders"] = {}
        ctx["todo"] = [a for a in g.attackers if _deals(g, a, first) and len(blockers_of(g, a)) > 1
                       and order_matters(g, a, blockers_of(g, a))]
    orders = ctx["orders"]
    while ctx["todo"]:
        a = ctx["todo"][0]
        if a not in g.objects or a not in g.attackers:
            ctx["todo"].pop(0)
            continue
        chosen = orders.setdefault(a, [])
        if frame.answer is not None:
            chosen.append(frame.answer)
            frame.answer = None
        left = [b for b in blockers_of(g, a) if b not in chosen]
        if len(left) <= 1:
            chosen.extend(left)
            ctx["todo"].pop(0)
            continue
        g.pending = _ask(g, g.objects[a].controller,
                         f"Damage order for {g.name(a)}: which blocker gets damage {'first' if not chosen else 'next'}?",
                         left)
        return False
    hits: list[tuple[str, str, int]] = []
    dealt = []
    for a in list(g.attackers):
        if a not in g.objects or not _deals(g, a, first):
            continue
        dealt.append(a)
        n = _assign_amount(g, a)
        if n <= 0:
            continue
        ach = g.chars(a)
        dt = not _LETHAL_DAMAGE.isdisjoint(ach.keywords)  # 702.2c
        tr = not _TRAMPLES.isdisjoint(ach.keywords)
        o = g.objects[a]
        target = o.attacking
        if o.blocked:
            bl = orders.get(a) or blockers_of(g, a)
            bl = [b for b in bl if b in g.objects and g.objects[b].zone == "battlefield"]
            if not bl:
                if tr and target is not None:
                    hits.append((a, target, n))  # 702.19d
                continue
            for idx, b in enumerate(bl):
                last = idx == len(bl) - 1
                if last and not tr:
                    give = n
                else:
                    give = min(n, _lethal(g, b, dt))
                if give:
                    hits.append((a, b, give))
                n -= give
                if n <= 0:
                    break
            if n > 0 and tr and target is not None:
                hits.append((a, target, n))  # 702.19b
        elif target is not None and (target in PLAYERS or (target in g.objects and g.objects[target].zone == "battlefield")):
            hits.append((a, target, n))
    for b in list(g.battlefield):
        bo = g.objects[b]
        if not bo.blocking or not _deals(g, b, first):
            continue
        dealt.append(b)
        n = _assign_amount(g, b)
        live = [x for x in bo.blocking if x in g.objects and g.objects[x].zone == "battlefield"]
        if n > 0 and live:
            hits.append((b, live[0], n))
    if first:
        g.fs_dealt.update(dealt)
    infos = {s: g._source_info(s) for s, _, _ in hits}
    for s, t, n in hits:  # 510.2: all at once
        g.deal_damage(s, t, n, combat=True, src_info=infos[s])
    return True


def _ask(g: "Game", player: str, prompt: str, ids: list[str]):
    from .objects import Decision
    g._legal = None
    return Decision("choice", player, prompt, [(i, None) for i in ids], False, {"purpose": "damage_order"})


def remove_from_combat(g: "Game", o: Obj) -> bool:
    """506.4: a permanent is removed from combat when it leaves the battlefield or its controller changes.  A
    creature stops being an attacking, blocking, blocked or unblocked creature (and is no longer being declared);
    a planeswalker stops being attacked, and what attacked it goes on attacking nothing (506.4c).  What it
    blocked stays blocked (509.1h) and what blocked it stays blocking (510.1c-d: they deal no combat damage to
    each other).  Returns whether it was in combat."""
    oid = o.id
    was = oid in g.attackers or oid in g.decl or bool(o.blocking) or o.attacking is not None or o.blocked
    g.decl.pop(oid, None)
    if oid in g.attackers:
        g.attackers.remove(oid)
    if g.blocks:
        kept = [b for b in g.blocks if oid not in b]
        if len(kept) != len(g.blocks):
            was = True
            g.blocks = kept
    o.attacking = None
    o.blocking = None
    o.blocked = False
    for x in g._bfo:
        if x.blocking and oid in x.blocking:
            x.blocking.remove(oid)
            was = True
        if x.attacking == oid:
            x.attacking = None  # 506.4c: still attacking, deals no combat damage if unblocked
            was = True
    return was


def end_combat(g: "Game") -> None:
    """511.3: as the end of combat step ends, creatures stop being attacking or blocking."""
    changed = bool(g.attackers)
    for o in g._bfo:
        if o.attacking is not None or o.blocking is not None or o.blocked:
            o.attacking = None
            o.blocking = None
            o.blocked = False
            changed = True
    g.attackers = []
    g.fs_dealt = set()
    if changed:
        g.dirty()  # only a combat that happened changes anything (a skipped combat leaves the state as it was)
