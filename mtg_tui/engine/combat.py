"""Combat (506-511): declaring attackers and blockers without dead ends, and combat damage."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from ..keywords import registry as _kw
from ..keywords import protection as _protection
from ..mechanics import registry as _mechanics
from .ability import EffectUse, effect
from .actions import Action, Attack, Block
from .effects import answered, procedure
from .events import count_of
from .objects import PLAYERS, Decision, Frame, Obj, other

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game

# What the keywords answer (mtg_tui/keywords: each keyword's hooks, gathered once by its registry)
_SICKNESS_IGNORED: Final = _kw.SICKNESS_IGNORED
_ATTACK_FORBIDDEN: Final = _kw.ATTACK_FORBIDDEN
_ATTACKS_UNTAPPED: Final = _kw.ATTACKS_UNTAPPED
_BLOCK_LIMITS: Final = _kw.BLOCK_LIMITS
_MIN_BLOCKERS: Final = _kw.MIN_BLOCKERS
_PROTECTION: Final = _protection.KEYWORDS
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
UNBLOCKABLE: Final = "An effect says {a} can't be blocked (509.1b)."
ONLY_LEGENDARY: Final = "{a} can't be blocked except by legendary creatures, and {b} isn't legendary (509.1b)."


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
    if g.effects and any("goaded" in g.chars(c).flags for c in cands):
        return acts  # 508.1d, 701.38b: a goaded creature that can attack must: no "done" until it is declared
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
    key = "attackers_declared_" + ap  # 508.1: how many creatures it attacked with this turn (Minas Tirith)
    g.turn_flags[key] = g.turn_flags.get(key, 0) + len(g.decl)
    for c, d in g.decl.items():
        g.emit("attack", f"{g.name(c)} attacks {g.name(d)}", "508.1", player=ap, obj=c, defender=d)
    g.emit("attack", f"{g.players[ap].name} declares {count_of(len(g.decl), 'attacker')}", "508.1", player=ap,
           attackers=list(g.decl), defenders=dict(g.decl), summary=True)
    g.decl = {}


_ENTER_ATTACKING_STEPS: Final = frozenset(("declare_attackers", "declare_blockers", "first_strike_damage",
                                           "combat_damage"))


def enter_attacking(g: "Game", oid: str, controller: str) -> bool:
    """508.4: a creature put onto the battlefield attacking (a token "that's tapped and attacking", Shadowfax's
    creature card): never declared as an attacker, so abilities that trigger on attacking don't trigger; 508.4a:
    it attacks the player its controller chooses, in a two-player game the defending player.  Only the active
    player's creatures attack, and only after attackers are declared (506.3d: otherwise it isn't attacking).
    Whether it now attacks."""
    o = g.objects.get(oid)
    if (o is None or o.zone != "battlefield" or g.active != controller or g.step not in _ENTER_ATTACKING_STEPS
            or not g.chars(oid).is_creature):
        return False
    d = other(controller)
    o.attacking = d
    g.attackers.append(oid)
    g.emit("attack", f"{g.name(oid)} is attacking {g.name(d)}", "508.4", player=controller, obj=oid, defender=d)
    return True


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
    if "unblockable" in ach.flags:
        return UNBLOCKABLE
    if "only_legendary_blockers" in ach.flags and "Legendary" not in ch.supertypes:
        return ONLY_LEGENDARY  # 509.1b: "can't be blocked except by legendary creatures"
    akws = ach.keywords
    if akws:
        if not _PROTECTION.isdisjoint(akws):
            q = g.protected_from(a, b)
            if q is not None:
                return "{a} has protection from " + q + ": {b} can't block it (702.16f)."
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
        if used and "max_one_blocker" in g.chars(a).flags and any(x == a for x, _ in g.blocks):
            continue  # 509.1b: "can't be blocked by more than one creature" (Glorfindel): it has its blocker
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
        # "a creature that blocked or was blocked by a legendary creature this turn" (You Cannot Pass!): each
        # side of a block with a legendary creature, as the block is declared (509.1)
        if g.chars(b).is_legendary:
            g.turn_flags.setdefault("blocked_legendary", set()).add(att)
        if g.chars(att).is_legendary:
            g.turn_flags.setdefault("blocked_legendary", set()).add(b)
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


def _lethal(g: "Game", b: str, deathtouch: bool, src: str = "", hits: list | None = None) -> int:
    """The damage still lethal to the creature ``b`` from the source ``src`` (702.19b): its toughness less the
    damage already marked on it and the damage other creatures assign to it in this step (``hits``); any
    nonzero amount from a source with deathtouch is lethal (702.2c)."""
    left = g.toughness(b) - g.objects[b].damage
    if hits:
        for s, t, k in hits:
            if t == b and s != src:
                left -= k
                if _deathtouch(g, s):
                    left = 0  # 702.2c: already assigned lethal damage by a deathtouch source
    left = max(0, left)
    return min(1, left) if deathtouch else left


def _deathtouch(g: "Game", i: str) -> bool:
    return i in g.objects and not _LETHAL_DAMAGE.isdisjoint(g.chars(i).keywords)


# ---- dividing one creature's combat damage (510.1c-d, 702.19b; SCENARIOS.md 1.1)
# A division in progress is plain data (it lives in the combat damage frame's scratch, so a game paused in the
# middle of it clones): {"creature": id, "damage": n, "recipients": [ids], "lethal": [n per recipient],
# "assigned": [n per recipient], "excess": id or None}.  The recipients are the creatures blocking it (in
# battlefield order) or those it blocks (in the order it blocked them), then, for an attacker with trample, the
# player or planeswalker it attacks ("excess", the last recipient).  "lethal" is what each creature needed for
# lethal damage when the division began (0 for the excess recipient).

def _live(g: "Game", ids: list[str]) -> list[str]:
    return [i for i in ids if i in g.objects and g.objects[i].zone == "battlefield"]


def _attacked(g: "Game", o: Obj) -> str | None:
    """The player or planeswalker an attacking creature attacks, if it is still there (506.4c, 510.1b)."""
    t = o.attacking
    if t is None or t in PLAYERS or (t in g.objects and g.objects[t].zone == "battlefield"):
        return t
    return None


def start_division(g: "Game", c: str, first: bool, hits: list) -> dict | None:
    """How the creature ``c`` assigns its combat damage in this step (510.1).  Where it goes one way only, the
    hits are added to ``hits`` ([source, recipient, n] lists) and None comes back; otherwise a division to be
    made (see above), which ``settle_division`` may still find forced."""
    if c not in g.objects or not _deals(g, c, first):
        return None
    n = _assign_amount(g, c)
    if n <= 0:
        return None  # 510.1a
    o = g.objects[c]
    excess: str | None = None
    if c in g.attackers:
        target = _attacked(g, o)
        if not o.blocked:
            if target is not None:
                hits.append([c, target, n])  # 510.1b
            return None
        recips = _live(g, blockers_of(g, c))
        tramples = not _TRAMPLES.isdisjoint(g.chars(c).keywords)
        if not recips:
            if tramples and target is not None:
                hits.append([c, target, n])  # 702.19d
            return None  # 510.1c: blocked, nothing blocking it: no combat damage
        if tramples and target is not None:
            excess = target  # 702.19b
    else:
        recips = _live(g, [a for a in (o.blocking or ()) if a in g.attackers])  # 510.1d
        if not recips:
            return None
    dt = _deathtouch(g, c)
    lethal = [_lethal(g, b, dt, c, hits) for b in recips]
    if excess is not None:
        recips.append(excess)
        lethal.append(0)
    return {"creature": c, "damage": n, "recipients": recips, "lethal": lethal, "assigned": [0] * len(recips),
            "excess": excess}


def division_left(div: dict) -> int:
    return div["damage"] - sum(div["assigned"])


def _shortfalls(div: dict) -> list[int]:
    """What each blocker of a trampler still needs for lethal damage (702.19b)."""
    return [max(0, need - got) for need, got in zip(div["lethal"][:-1], div["assigned"][:-1])]


def division_caps(div: dict) -> list[int]:
    """The most each recipient can be given now with a legal whole assignment still reachable.  A creature:
    all that is left (510.1c-d divide freely).  A trampler's player or planeswalker: what is left once every
    blocker has been assigned lethal damage (702.19b, counting marked damage and deathtouch); and once it has
    been given some, a blocker can't take what the other blockers still need."""
    left = division_left(div)
    caps = [left] * len(div["recipients"])
    if div["excess"] is not None:
        short = _shortfalls(div)
        total = sum(short)
        caps[-1] = max(0, left - total)
        if div["assigned"][-1]:
            for i, need in enumerate(short):
                caps[i] = left - (total - need)
    return caps


def _forced(div: dict) -> list[int] | None:
    """What each recipient must still get when what is left can go only one way, else None."""
    left = division_left(div)
    if left <= 0:
        return [0] * len(div["recipients"])
    caps = division_caps(div)
    open_ = [i for i, cap in enumerate(caps) if cap > 0]
    if len(open_) == 1:
        return [left if i == open_[0] else 0 for i in range(len(caps))]
    if div["excess"] is not None and div["assigned"][-1]:
        short = _shortfalls(div)
        if sum(short) == left:  # damage went to the player: the rest is exactly each blocker's lethal damage
            return short + [0]
    return None


def division_matters(div: dict) -> bool:
    """Whether what is left of the division can be assigned in more than one legal way (the player decides)."""
    return _forced(div) is None


def settle_division(div: dict) -> bool:
    """Assign what is left when it can go only one way (SCENARIOS.md 1.1: the engine takes a forced choice);
    True when the whole damage is assigned."""
    rest = _forced(div)
    if rest is None:
        return False
    div["assigned"] = [got + more for got, more in zip(div["assigned"], rest)]
    return True


def usual_assignment(data: dict) -> tuple[str, int] | None:
    """The next step of the usual division for a pending division (its decision's data): lethal damage to each
    blocker in turn, in the order listed, then the rest to the player or planeswalker (trample) or else to the
    last creature.  None when nothing is left.  (The game screen's one-key division.)"""
    left = division_left(data)
    if left <= 0:
        return None
    recips, lethal, got = data["recipients"], data["lethal"], data["assigned"]
    creatures = len(recips) - (1 if data["excess"] is not None else 0)
    for i in range(creatures):
        need = lethal[i] - got[i]
        if need > 0:
            return recips[i], min(need, left)
    return recips[-1], left


def division_actions(g: "Game", d: Decision) -> list[Action]:
    """``assign <n> to <recipient>`` for every recipient and every amount that keeps a legal whole assignment
    reachable (SCENARIOS.md 1.1), recipient by recipient in the order listed, amounts rising."""
    from .actions import Choose
    from .legal import _mk, distinct_labels
    data = d.data
    recips = data["recipients"]
    labels = distinct_labels(g, recips)
    acts = []
    for r, cap in zip(recips, division_caps(data)):
        for k in range(1, cap + 1):
            acts.append(_mk("assign", f"assign {k} to {{0}}", [(r, g.name(r))], [labels[r]], Choose((r, k))))
    return acts


def _division_decision(g: "Game", div: dict) -> Decision:
    from .legal import distinct_labels
    c = div["creature"]
    recips = div["recipients"]
    labels = distinct_labels(g, recips)
    left = division_left(div)
    so_far = ", ".join(f"{k} to {g.name(r) if r in PLAYERS else labels[r]}"
                       for r, k in zip(recips, div["assigned"]) if k)
    creatures = recips[:-1] if div["excess"] is not None else recips
    lethal = ", ".join(f"{labels[r]} {k}" for r, k in zip(creatures, div["lethal"]))
    prompt = (f"{g.name(c)} assigns {div['damage']} combat damage, {left} left"
              + (f" (so far {so_far})" if so_far else "") + f"; lethal: {lethal}")
    if div["excess"] is not None:
        prompt += f"; trample: to {g.name(div['excess'])} once each blocker has lethal"
    g._legal = None
    return Decision("choice", g.objects[c].controller, prompt, [], False,
                    {"verb": "assign", "purpose": "damage_division", "creature": c, "damage": div["damage"],
                     "left": left, "recipients": list(recips), "lethal": list(div["lethal"]),
                     "assigned": list(div["assigned"]), "excess": div["excess"]})


def _division_done(g: "Game", div: dict, hits: list) -> None:
    """The division is made: its hits join the others, and, when the player divided it, the log says how."""
    c = div["creature"]
    parts = []
    for r, k in zip(div["recipients"], div["assigned"]):
        if k:
            hits.append([c, r, k])
            parts.append(f"{k} to {g.name(r)}")
    if div.get("asked"):
        attacker = c in g.attackers
        ex = div["excess"]
        rule = "702.19b" if ex is not None and div["assigned"][-1] else "510.1c" if attacker else "510.1d"
        g.emit("assign", f"{g.name(c)} assigns its {div['damage']} combat damage: {', '.join(parts)}", rule,
               player=g.objects[c].controller, obj=c, assigned=[[r, k] for r, k in zip(div["recipients"],
                                                                                     div["assigned"]) if k])


@procedure("combat_damage")
def combat_damage(g: "Game", frame: Frame, eff: "EffectUse") -> bool:
    """510.1: the active player says how each of their attacking creatures assigns its combat damage, in
    declaration order, then the defending player for each blocking creature; a creature whose damage can be
    divided in more than one legal way is its controller's decision (510.1c-d, 702.19b: ``assign <n> to
    <recipient>`` until all is assigned; the 2025 rules have no damage assignment order).  510.2: then all
    combat damage is dealt at once."""
    first = eff.get("first", False)
    ctx = frame.ctx
    if "todo" not in ctx:
        dealers = [a for a in g.attackers if a in g.objects and _deals(g, a, first)]
        dealers += [o.id for o in g._bfo if o.blocking and _deals(g, o.id, first)]
        ctx["dealers"] = dealers
        ctx["todo"] = list(dealers)
        ctx["hits"] = []
        ctx["div"] = None
    hits = ctx["hits"]
    div = ctx["div"]
    a = answered(frame)
    if div is not None and a is not None:
        r, k = a
        div["assigned"][div["recipients"].index(r)] += k
    while True:
        if div is not None:
            if not settle_division(div):
                div["asked"] = True
                g.pending = _division_decision(g, div)
                return False
            _division_done(g, div, hits)
            div = ctx["div"] = None
        if not ctx["todo"]:
            break
        div = ctx["div"] = start_division(g, ctx["todo"].pop(0), first, hits)
    if first:
        g.fs_dealt.update(ctx["dealers"])
    infos = {s: g._source_info(s) for s, _, _ in hits}
    to_players: dict[str, list[str]] = {}
    for s, t, n in hits:  # 510.2: all at once
        if g.deal_damage(s, t, n, combat=True, src_info=infos[s]) and t in PLAYERS:
            to_players.setdefault(t, []).append(s)
    if to_players:
        _combat_damage_to_players(g, to_players)
    return True


def _combat_damage_key(player: str) -> str:
    return "combat_damage_to_" + player


def dealt_combat_damage_to(g: "Game", player: str) -> frozenset[str]:
    """The creatures (by id: one that left the battlefield and came back is a new object, 400.7) that dealt
    combat damage to ``player`` this turn, in any combat damage step (kept in ``Game.turn_flags``, cleared as each
    turn begins): "a creature that dealt combat damage to you this turn" (Witch-king of Angmar)."""
    return frozenset(g.turn_flags.get(_combat_damage_key(player)) or ())


def _combat_damage_to_players(g: "Game", to_players: dict[str, list[str]]) -> None:
    """510.2: after the step's combat damage is dealt, note who dealt it to each player this turn, and look once
    for what triggers on the step's combat damage as a whole (603.2c: "Whenever one or more creatures deal combat
    damage to you" triggers once for the one event, however many creatures dealt it).  The event is not logged:
    each creature's damage event has told it."""
    from .events import Event
    from .triggers import check_triggers

    for p, srcs in to_players.items():
        key = _combat_damage_key(p)
        g.turn_flags[key] = set(g.turn_flags.get(key) or ()) | set(srcs)
    check_triggers(g, Event("combat_damage", "combat damage is dealt to "
                            + " and ".join(g.players[p].name for p in to_players), "510.2",
                            {"damaged": {p: tuple(s) for p, s in to_players.items()}}))


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
