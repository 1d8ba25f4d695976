"""Legal actions for the pending decision, their canonical texts, and carrying them out.

Naming (spec section 1): an object is named by its card name when that name is
unique among the candidates of the action; candidates that share a name and
are interchangeable (same state: cards in hand, untapped basic lands) are
offered once under the plain name; otherwise each is written ``Name#id``.
"""

from __future__ import annotations

from itertools import combinations, product
from typing import TYPE_CHECKING, AbstractSet, Any, Final, Sequence

from .actions import Action, Activate, Attack, Block, Cast, Choose, IllegalActionError, Play, Tap
from .ability import Ability, EffectUse, TargetSpec, effect
from .carddef import CardDef
from .layers import Chars
from .mana import IDX, ManaCost, Payment, Source, pool_size, solve_payment
from .objects import PLAYERS, Decision, Frame, Obj, StackItem, other, seat
from . import combat as _combat  # noqa: E402
from .effects import answered, ask, becomes_target, begin_resolution, procedure  # noqa: E402
from ..keywords import registry as _kw
from ..keywords import protection as _protection
from ..costs import registry as _costs
from ..statics.base import Static

#: the keywords that ignore summoning sickness (haste) and that opponents can't target (hexproof)
_SICKNESS_IGNORED: Final = _kw.SICKNESS_IGNORED
_UNTARGETABLE: Final = _kw.OPPONENTS_CANT_TARGET
_PROTECTION: Final = _protection.KEYWORDS
#: the rank of a mana source whose mana ability loses it (a Treasure): spent last, and not for a cost that takes it
_USED_UP: Final = 4

if TYPE_CHECKING:  # pragma: no cover
    from ..costs.base import Cost
    from .game import Game

MAIN: Final = ("main1", "main2")


# ---------------------------------------------------------------------- naming
def equiv_key(g: "Game", oid: str) -> Any:
    lc = g._lc
    if lc is not None:
        k = lc.get(("ek", oid))
        if k is not None:
            return k
    k = _equiv_key(g, oid, lc)
    if lc is not None:
        lc[("ek", oid)] = k
    return k


def marks(g: "Game") -> tuple[set[str | None], set[str | None]]:
    """The Ring-bearers, and the objects something is attached to (remembered until the next dirty(): both
    change only with one; a life total or the stack changing leaves them be)."""
    if g._marks_ver != g._dirt:
        objs = g.objects
        g._marks = ({p.ring_bearer for p in g.players.values()},
                    {objs[x].attached_to for x in g.board().attachers})  # (only those can be attached)
        g._marks_ver = g._dirt
    return g._marks


def _equiv_key(g: "Game", oid: str, lc: dict[Any, Any] | None) -> Any:
    if oid in PLAYERS:
        return oid
    o = g.objects.get(oid)
    if o is None:
        return oid  # a stack ability: never merged
    if o.zone == "battlefield":
        ch = g.chars(oid)
        rbs, att = marks(g)
        sick = o.sick and not ch.is_land  # a land played this turn is as good as an older one (302.6)
        # compared for equality only: frozensets instead of sorted tuples
        return (o.card.name, o.controller, o.tapped, sick, o.damage,
                frozenset(o.counters.items()) if o.counters else None,
                o.attached_to, ch.power, ch.toughness, frozenset(ch.keywords), frozenset(ch.flags) if ch.flags else None,
                oid in rbs, oid in att, oid in g.attackers, o.attacking, o.blocked,
                tuple(o.blocking) if o.blocking else None, o.token, o.loyalty_used,
                ch.subtypes, ch.supertypes)
    if o.zone == "stack":
        return oid
    return (o.card.name, o.zone, o.owner, o.from_battlefield_turn)


def _plain_keys(g: "Game", group: list[str]) -> list[Any] | None:
    """Equivalence keys for same-named permanents that are all plain (no counters, damage, attachments, marks,
    combat or effects on them: most lands), or None when one isn't.  For plain permanents of one card the full
    ``equiv_key`` differs only in controller, tapped, summoning sickness, token and added subtypes, so these
    short keys split the group exactly as the full ones would."""
    objs = g.objects
    rbs, att = marks(g)
    out: list[Any] = []
    for oid in group:
        o = objs.get(oid)
        if o is None or o.zone != "battlefield":
            return None
        ch = g.chars_of(o)
        if (o.counters or o.damage or o.attached_to is not None or o.attacking is not None or o.blocked
                or o.blocking or o.loyalty_used or oid in g._touched or oid in rbs or oid in att
                or oid in g.attackers):
            return None
        out.append((o.controller, o.tapped, o.sick and not ch.is_land, o.token, ch.subtypes))
    return out


def name_candidates(g: "Game", ids: list[str]) -> tuple[list[str], dict[str, str]]:
    """Return (the ids to offer, label of each).

    Interchangeable objects (same name and same state, see ``equiv_key``) are offered
    once, by their first id; a name shared by objects that are not interchangeable is
    written ``Name#id``.  A twin left out can still be named by its id (``twin_action``).
    """
    objs = g.objects
    names: list[str] = []
    members: dict[str, list[str]] = {}
    shared = False
    for i in ids:
        o = objs.get(i)
        nm = o.card.name if o is not None else (i if i in PLAYERS else g.name(i))
        names.append(nm)
        grp = members.get(nm)
        if grp is None:
            members[nm] = [i]
        else:
            grp.append(i)
            shared = True
    labels: dict[str, str] = {}
    if not shared:  # every name unique: each offered under its plain name
        for k in range(len(ids)):
            labels[ids[k]] = names[k]
        return list(ids), labels
    keep: list[str] = []
    classes: dict[str, tuple[dict[str, str], int]] = {}
    for k in range(len(ids)):
        i = ids[k]
        nm = names[k]
        if i in PLAYERS:
            keep.append(i)
            labels[i] = i
            continue
        group = members[nm]
        if len(group) == 1:
            keep.append(i)
            labels[i] = nm
            continue
        got = classes.get(nm)
        if got is None:
            got = classes[nm] = _classes(g, group)
        rep_of, count = got
        if rep_of[i] != i:
            continue  # an interchangeable twin of an object already offered
        keep.append(i)
        labels[i] = nm if count == 1 else f"{nm}#{i}"
    return keep, labels


def _classes(g: "Game", group: list[str]) -> tuple[dict[str, str], int]:
    """For same-named candidates: the first id of each one's class of interchangeable objects, and how many
    classes there are."""
    rep_of: dict[str, str] = {}
    plain = _plain_keys(g, group)
    if plain is not None:
        first = plain[0]
        if all(k == first for k in plain):  # the usual case: all alike (compared, not hashed)
            head = group[0]
            for j in group:
                rep_of[j] = head
            return rep_of, 1
    reps: dict[Any, str] = {}
    for k in range(len(group)):
        j = group[k]
        key = plain[k] if plain is not None else equiv_key(g, j)
        rep = reps.get(key)
        if rep is None:
            rep = reps[key] = j
        rep_of[j] = rep
    return rep_of, len(reps)


def twin_action(g: "Game", typed: str, legal: list[Action]) -> Action | None:
    """The action the player typed naming an interchangeable twin (``Forest#c12``) of an offered object."""
    from .actions import norm
    if g.pending is not None and g.pending.data.get("purpose") == "trigger_order":
        return None  # (each source triggered on its own: another object of its name is no twin of it)
    t = norm(typed)
    mentioned = [oid for oid in g.objects if norm(oid) in t.replace("#", " ").split()]
    if not mentioned:
        return None
    for a in legal:
        for rid, name in a.refs:
            if rid in PLAYERS or rid not in g.objects:
                continue
            for tw in mentioned:
                if tw == rid or g.name(tw) != name or g.objects[tw].zone != g.objects[rid].zone:
                    continue
                if any(tw == r for r, _ in a.refs) or equiv_key(g, tw) != equiv_key(g, rid):
                    continue
                refs = tuple((tw if r == rid else r, n) for r, n in a.refs)
                labels = [f"{n}#{r}" if r not in PLAYERS else r for r, n in refs]
                b = Action(a.kind, a.tmpl.format(*labels), _swap(a.data, rid, tw), a.tmpl, refs)
                if any(norm(x) == t for x in b.aliases()):
                    return b
    return None


def _swap(data: Any, old: str, new: str) -> Any:
    """The payload with the object ``old`` replaced by its twin ``new`` wherever it is named."""
    if isinstance(data, Play):
        return Play(_swap(data.card, old, new))
    if isinstance(data, Tap):
        return Tap(_swap(data.source, old, new), data.mana)
    if isinstance(data, Cast):
        return Cast(_swap(data.source, old, new), data.x, _swap(data.targets, old, new), data.modes)
    if isinstance(data, Activate):
        return Activate(_swap(data.source, old, new), data.ability, data.x, _swap(data.targets, old, new))
    if isinstance(data, Attack):
        return Attack(_swap(data.attacker, old, new), _swap(data.defender, old, new))
    if isinstance(data, Block):
        return Block(_swap(data.attacker, old, new), _swap(data.blocker, old, new))
    if isinstance(data, Choose):
        return Choose(_swap(data.option, old, new))
    if data == old:
        return new
    if isinstance(data, tuple):
        return tuple(_swap(x, old, new) for x in data)
    if isinstance(data, list):
        return [_swap(x, old, new) for x in data]
    return data


def _mk(kind: str, tmpl: str, refs: list[tuple[str, str]], labels: list[str], data: Any) -> Action:
    return Action(kind, tmpl.format(*labels), data, tmpl, tuple(refs))


# ---------------------------------------------------------------------- mana
def mana_sources(g: "Game", player: str, exclude: AbstractSet[str] = frozenset(),
                 spell: CardDef | None = None) -> list[Source]:
    """The untapped mana sources the payment solver may use, in battlefield order.

    A source whose mana may be spent only on some spells (106.6, ``Source.only``) is left out, but when
    ``spell`` (the spell being paid for) is one of those: it comes after the others then.  Its mana is made
    only as such a spell is paid (601.2g), so it never floats in the pool, where it could pay for anything.

    Kept per player while nothing they depend on changed: which permanents the player controls and their
    characteristics (both change only with a ``dirty()``), and which of them are tapped or summoning sick
    (``Game._tapv``, counted per controller).  The list is shared: callers never change it."""
    got = kept_mana_sources(g, player)
    if got is None:
        got = _mana_sources(g, player)
        i = seat(player)
        g._ms[i] = KeptSources(g._dirt, g._tapv[i], got)
    if spell is not None:
        kept = g._ms[seat(player)]
        only = kept.restricted(g, player) if kept is not None else _restricted_sources(g, player)
        if only:
            extra = [s for s in only if _spends_on(s, spell)]
            if extra:
                # a permanent's restricted second ability stands in for its first (one {T}: one of them)
                ids = {s.obj_id for s in extra}
                got = [s for s in got if s.obj_id not in ids] + extra
    if exclude:
        return [s for s in got if s.obj_id not in exclude]
    return got


def _spends_on(s: Source, spell: CardDef) -> bool:
    """106.6: whether a restricted source's mana may pay for ``spell``."""
    for t in s.only:
        if t in spell.types or t in spell.supertypes:
            return True
    return False


def _restricted_sources(g: "Game", player: str) -> list[Source]:
    """The untapped sources whose mana may be spent only on some spells (Pelargir Survivor), in battlefield
    order (the board's mana index holds only the player's mana permanents: a short walk)."""
    out = []
    objs = g.objects
    for oid in g.board().mana[player]:
        o = objs[oid]
        ab = o.card.mana_ability
        if o.tapped or ab is None:
            continue
        if not ab.get("spend_only"):
            second = o.card.mana_restricted  # (Delighted Halfling's "any color ... only a legendary spell")
            if second is not None:
                s2 = _restricted_second(g, o, g.chars_of(o), second)
                if s2 is not None:
                    out.append(s2)
            continue
        s = _source_of(g, o, g.chars_of(o), restricted=True)
        if s is not None:
            out.append(s)
    return out


def _restricted_second(g: "Game", o: Obj, ch: Chars, ab: Ability) -> Source | None:
    """The restricted source a permanent's second mana ability is (106.6): in place of its first, for a spell its
    mana may pay for (mana_sources); a {T} ability of a creature needs it not summoning sick (302.6)."""
    if "no_abilities" in ch.flags:
        return None
    if ch.is_creature and o.sick and _SICKNESS_IGNORED.isdisjoint(ch.keywords) and any(w.taps_source
                                                                                        for w in ab.costs):
        return None
    prod = ab["produce"]
    return Source(o.id, "WUBRG" if prod == "any" else prod, 2 if ch.is_creature else 1, True,
                  only=tuple(ab.get("spend_only") or ()))


def _kept_for(g: "Game", player: str, sources: list[Source]) -> "KeptSources | None":
    """The player's KeptSources when ``sources`` is its very list (mana_sources with nothing excluded), else None."""
    kept = g._ms[seat(player)]
    return kept if kept is not None and kept.sources is sources else None


def kept_mana_sources(g: "Game", player: str) -> list[Source] | None:
    """The player's kept untapped mana sources while they still hold (mana_sources), else None."""
    i = seat(player)
    kept = g._ms[i]
    if kept is not None and kept.dirt == g._dirt and kept.tapv == g._tapv[i]:
        return kept.sources
    return None


class KeptSources:
    """A player's untapped mana sources as last worked out (mana_sources); never changed once made, but for
    what is derived from the sources alone, worked out the first time it is asked for (colors(), ids())."""

    def __init__(self, dirt: int, tapv: int, sources: list[Source]) -> None:
        self.dirt = dirt
        self.tapv = tapv
        self.sources = sources
        self._colors: tuple[str, ...] | None = None
        self._ids: tuple[str, ...] | None = None
        self._restricted: list[Source] | None = None

    def restricted(self, g: "Game", player: str) -> list[Source]:
        """The player's untapped restricted sources (106.6), worked out the first time asked: they depend on
        what the others do (the battlefield, characteristics, tapped and sick), so they hold as long as these."""
        r = self._restricted
        if r is None:
            r = self._restricted = _restricted_sources(g, player)
        return r

    def colors(self) -> tuple[str, ...]:
        """The colors each source can make, sorted: what a payment's existence depends on (can_pay)."""
        c = self._colors
        if c is None:
            c = self._colors = tuple(sorted(s.colors for s in self.sources))
        return c

    def ids(self) -> tuple[str, ...]:
        """The sources' object ids, in order (_mana_taps keeps its answers by them)."""
        i = self._ids
        if i is None:
            i = self._ids = tuple(s.obj_id for s in self.sources)
        return i


def _mana_sources(g: "Game", player: str) -> list[Source]:
    out = []
    objs = g.objects
    for oid in g.board().mana[player]:
        o = objs[oid]
        if o.tapped:
            continue
        ch = g.chars_of(o)
        if "no_abilities" in ch.flags:  # 613.1f: it lost its mana abilities too
            continue
        if o.src_ch is ch and o.src_sick == o.sick:
            s = o.src  # nothing it depends on changed since it was worked out
        else:
            s = o.src = _source_of(g, o, ch)
            # (what The Grey Havens makes depends on a graveyard: worked out each time, never kept)
            o.src_ch = ch if not o.card.mana_from_graveyard else None
            o.src_sick = o.sick
        if s is not None:
            out.append(s)
    casting = g.board().casting[player]
    if casting:
        colors = next((c for c in (w.creature_mana(st) for _, st, w in casting) if c), "")
        if colors:  # "Creatures you control have '{T}: Add one mana of any color.'" (Elven Chorus, 605.1a)
            own = set(g.board().mana[player])
            for o in g._bfo:
                if o.controller != player or o.tapped or o.id in own:
                    continue
                ch = g.chars_of(o)
                if not ch.is_creature or "no_abilities" in ch.flags:
                    continue
                if o.sick and _SICKNESS_IGNORED.isdisjoint(ch.keywords):
                    continue  # 302.6
                out.append(_source(o.id, colors, 2, True))
    return out


def _granted_usable(g: "Game", o: Obj) -> bool:
    """Whether the creature ``o`` can use a granted "{T}: Add one mana of any color" now: untapped, and not
    summoning sick unless something lets it (302.6)."""
    if o.tapped or not granted_creature_mana(g, o.id):
        return False
    return not o.sick or not _SICKNESS_IGNORED.isdisjoint(g.chars_of(o).keywords)


#: the mark of a converter's own "tap" action on a creature that also has a granted {T} mana ability: "tap Shire
#: Scarecrow #1 for G" is its printed "{1}: Add one mana of any color", "tap Shire Scarecrow for G" the granted one
_PRINTED: Final = "#1"


def granted_creature_mana(g: "Game", oid: str) -> str:
    """The colors a creature's granted "{T}: Add one mana of any color" makes (Elven Chorus), or ''."""
    o = g.objects.get(oid)
    if o is None or o.zone != "battlefield" or not g.chars_of(o).is_creature:
        return ""
    for _, st, w in g.board().casting[o.controller]:
        c = w.creature_mana(st)
        if c:
            return c
    return ""


def _source_of(g: "Game", o: Obj, ch: Chars, restricted: bool = False) -> Source | None:
    """The mana source an untapped permanent is (its characteristics and summoning sickness decide which mana
    ability it can use and how the solver ranks it), or None.  A source whose mana may be spent only on some
    spells (106.6) is one only when ``restricted`` is asked for (mana_sources)."""
    card = o.card
    creature = ch.is_creature
    ab = card.mana_ability_untapped if creature and o.sick and _SICKNESS_IGNORED.isdisjoint(ch.keywords) \
        else card.mana_ability
    if ab is None:
        return None  # 302.6: a summoning-sick creature can't use a {T} mana ability
    only = ab.get("spend_only")
    if bool(only) != restricted:
        return None
    prod = ab["produce"]
    dear = _costs.spends_more(ab)
    if dear:
        for w in dear:  # 119.4: a mana ability that costs life, while its controller has the life
            if not w.payable(g, o.controller, o.id, ab):
                return None
        rank = 3  # after the free sources, before those it would lose
    elif _costs.uses_up_source(ab):
        rank = _USED_UP
    elif ch.is_land:
        rank = 0
    elif creature:
        rank = 2
    else:
        rank = 1
    # only a land that can't attack or block names the same way while the state version stays: summoning
    # sickness (which the untap step changes quietly) tells other permanents apart (equiv_key)
    lively = creature or ch.is_planeswalker or not ch.is_land
    if card.mana_from_graveyard and ab is card.mana_ability:
        # 106.7-like: "one mana of any color among legendary creature cards in your graveyard" (The Grey
        # Havens), with its other mana abilities: one source that makes any of these (its taps named afresh)
        return _source(o.id, _graveyard_legend_colors(g, o.controller, card.mana_produce), rank, True)
    if only:
        return Source(o.id, "WUBRG" if prod == "any" else prod, rank, lively, only=tuple(only))
    return _source(o.id, "WUBRG" if prod == "any" else prod, rank, lively)


def _graveyard_legend_colors(g: "Game", player: str, base: str) -> str:
    """``base`` and the colors among the legendary creature cards in ``player``'s graveyard (105.2: a card's
    colors; a colorless card adds none), each once, in WUBRG order after ``base``."""
    have = set(base)
    objs = g.objects
    for cid in g.players[player].graveyard:
        card = objs[cid].card
        if "Legendary" in card.supertypes and "Creature" in card.types:
            have.update(card.colors)
    return base + "".join(c for c in "WUBRG" if c in have and c not in base)


_SOURCES: Final[dict[tuple[str, str, int, bool], Source]] = {}


def _source(oid: str, colors: str, rank: int, lively: bool) -> Source:
    """Sources are never changed once made: the same one serves every decision."""
    key = (oid, colors, rank, lively)
    s = _SOURCES.get(key)
    if s is None:
        if len(_SOURCES) > 20000:
            _SOURCES.clear()
        s = _SOURCES[key] = Source(oid, colors, rank, lively)
    return s


def payment_for(g: "Game", player: str, cost: ManaCost, exclude: AbstractSet[str] = frozenset(),
                spell: CardDef | None = None) -> Payment | None:
    pool = g.players[player].pool
    sources = mana_sources(g, player, exclude, spell)
    convs = g.board().converters[player]
    if cost.mana_value + cost.x > pool_size(pool) + len(sources) + (_conv_gain(g, player, convs, exclude, spell)
                                                                    if convs else 0):
        return None  # not enough mana at all: no need to search
    pay = solve_payment(cost, pool, sources)
    if pay is None and convs:
        pay = _converted_payment(g, player, cost, pool, sources, exclude, spell)
    return pay


# ---------------------------------------------------------------------- mana abilities that cost mana
#: the solver's name for a unit of mana a converter makes: "V|<converter>|<ability>|<unit spent>|<k>", where the
#: unit spent on the converter's {1} is a source's id or "pool<i>" (a unit of the pool's i-th kind)
_VIRTUAL: Final = "V|"


def _usable_converters(g: "Game", player: str, exclude: AbstractSet[str],
                       spell: CardDef | None) -> list[tuple[str, int, Ability]]:
    """The player's mana abilities that cost {1} and make mana of any color (Shire Scarecrow, Great Hall of the
    Citadel), that can be activated now: not used this turn when 'Activate only once each turn' (602.5b), the
    source untapped (and not summoning sick, 302.6) when {T} is part of the cost, its mana spendable on
    ``spell`` when it may be spent only on some spells (106.6; none for a cost that isn't a spell's)."""
    out = []
    objs = g.objects
    used = g.turn_flags.get("mana_once", ())
    for oid in g.board().converters[player]:
        if oid in exclude:
            continue
        o = objs[oid]
        ch = g.chars_of(o)
        if "no_abilities" in ch.flags:
            continue
        for k, ab in enumerate(o.card.mana_converters):
            if ab.get("once_each_turn") and f"{oid}:{k}" in used:
                continue
            if any(w.taps_source for w in ab.costs) and (
                    o.tapped or (ch.is_creature and o.sick and _SICKNESS_IGNORED.isdisjoint(ch.keywords))):
                continue
            only = ab.get("spend_only")
            if only and (spell is None or not any(t in spell.types or t in spell.supertypes for t in only)):
                continue
            out.append((oid, k, ab))
    return out


def _conv_gain(g: "Game", player: str, convs: list[str], exclude: AbstractSet[str], spell: CardDef | None) -> int:
    """How much more mana the converters can make than they cost (an upper bound for the quick count)."""
    return sum(max(0, (ab.get("mana_amount") or 1) - 1) for _, _, ab in _usable_converters(g, player, exclude, spell))


def _converted_payment(g: "Game", player: str, cost: ManaCost, pool: list[int], sources: list[Source],
                       exclude: AbstractSet[str], spell: CardDef | None) -> Payment | None:
    """A payment that uses one converter: one unit of mana (from the pool or a source) pays its {1}, and it makes
    its mana of any color (a {T} converter's own source is then not used for other mana).  Asked only when
    no plain payment exists and the player has such an ability: nothing for anyone else."""
    for oid, k, ab in _usable_converters(g, player, exclude, spell):
        n = ab.get("mana_amount") or 1
        base = [s for s in sources if s.obj_id != oid] if ab.excludes_self else sources

        def virt(unit: str) -> list[Source]:
            return [Source(f"{_VIRTUAL}{oid}|{k}|{unit}|{j}", "WUBRG", 3) for j in range(n)]

        for c in range(len(pool)):
            if pool[c] > 0:
                rest = list(pool)
                rest[c] -= 1
                pay = solve_payment(cost, rest, base + virt(f"pool{c}"))
                if pay is not None:
                    return pay
        seen: set[tuple[str, int]] = set()
        for s in base:
            if (s.colors, s.rank) in seen or s.only:
                continue
            seen.add((s.colors, s.rank))
            pay = solve_payment(cost, pool, [x for x in base if x is not s] + virt(s.obj_id))
            if pay is not None:
                return pay
    return None


def _convert(g: "Game", player: str, oid: str, k: int, unit: str | None, made: list[str]) -> None:
    """605.3: activate a converter: its {1} paid with ``unit`` (a source's mana, or a unit of the pool), its other
    costs ({T}) paid, then it adds ``made`` (the units of its mana the payment uses: one that would go unused is
    not made, so mana that may be spent only on some spells never floats, 106.6)."""
    o = g.objects[oid]
    ab = o.card.mana_converters[k]
    p = g.players[player]
    if unit is None:
        pass  # paid already (by hand: activate_mana)
    elif unit.startswith("pool"):
        p.pool[int(unit[4:])] -= 1
    else:
        s = g.objects[unit]
        src = s.src if s.src is not None and s.src.obj_id == unit else None
        sym = src.colors[0] if src is not None else (granted_creature_mana(g, unit)[:1] or "C")  # (Elven Chorus)
        activate_mana(g, unit, sym)
        p.pool[IDX[sym]] -= 1
    g.emit("effect", f"{p.name} activates {o.card.name}'s mana ability, paying {{1}}", "605.3a", player=player)
    for w in _costs.of(ab):  # {T} (Great Hall of the Citadel)
        w.pay_for_mana(g, player, oid, ab)
    if ab.get("once_each_turn"):
        used = g.turn_flags.get("mana_once")
        if used is None:
            used = g.turn_flags["mana_once"] = set()
        used.add(f"{oid}:{k}")
    for m in made:
        g.add_mana(player, m, why=f" ({o.card.name})")


_CAN_PAY: Final[dict[tuple, bool]] = {}


def can_pay(g: "Game", player: str, cost: ManaCost, exclude: AbstractSet[str] = frozenset(),
            spell: CardDef | None = None) -> bool:
    """Whether ``cost`` can be paid now (for ``spell``, when it is a spell's: 106.6).  Whether a payment exists
    depends only on the cost, the pool and the colors each untapped source can make, so the answer is
    remembered by those (not by which objects they are)."""
    pool = g.players[player].pool
    sources = mana_sources(g, player, exclude, spell)
    if g.board().converters[player]:  # a mana ability that costs mana (rare): no shortcut, no memory
        return payment_for(g, player, cost, exclude, spell) is not None
    if cost.mana_value + cost.x > pool_size(pool) + len(sources):
        return False
    if not cost.colored and not cost.hybrid:
        return True  # only generic mana: any unit pays any symbol, and there are units enough
    kept = _kept_for(g, player, sources)
    colors = kept.colors() if kept is not None else tuple(sorted(s.colors for s in sources))  # (some excluded)
    key = (cost.generic, cost.colored, cost.hybrid, tuple(pool), colors)
    got = _CAN_PAY.get(key)
    if got is None:
        if len(_CAN_PAY) > 50000:
            _CAN_PAY.clear()
        got = _CAN_PAY[key] = solve_payment(cost, pool, sources) is not None
    return got


def max_x(g: "Game", player: str, cost: ManaCost, exclude: AbstractSet[str] = frozenset(),
          spell: CardDef | None = None) -> int:
    if not cost.x:
        return 0
    avail = pool_size(g.players[player].pool) + len(mana_sources(g, player, exclude, spell))
    convs = g.board().converters[player]
    if convs:
        avail += _conv_gain(g, player, convs, exclude, spell)
    best = -1
    for x in range(0, avail // cost.x + 1):
        if not can_pay(g, player, cost.with_x(x), exclude, spell):
            break
        best = x
    return best


def pay_mana(g: "Game", player: str, cost: ManaCost, exclude: AbstractSet[str] = frozenset(),
             spell: CardDef | None = None) -> Payment:
    pay = payment_for(g, player, cost, exclude, spell)
    if pay is None:
        raise IllegalActionError(f"cannot pay {cost}")
    conv: dict[str, list[str]] = {}
    for sid, made in pay.taps:
        if sid.startswith(_VIRTUAL):
            conv.setdefault(sid[:sid.rindex("|")], []).append(made)
        else:
            activate_mana(g, sid, made)
    for key, made_list in conv.items():
        _, coid, k, unit = key.split("|", 3)
        _convert(g, player, coid, int(k), unit, made_list)
    p = g.players[player]
    # spend exactly the units the solver matched to the cost's symbols (a greedy re-split of the pool
    # could fail on mixed hybrids such as {G/W}{R/G} paid with G and W)
    spent = list(pay.from_pool)
    for _, made in pay.taps:
        spent[IDX[made]] += 1
    rem = [have - use for have, use in zip(p.pool, spent)]
    if any(r < 0 for r in rem):
        raise IllegalActionError(f"cannot pay {cost} from the pool")
    p.pool = rem
    return pay


def activate_mana(g: "Game", oid: str, made: str | None = None) -> None:
    """605: a mana ability resolves at once, without the stack."""
    o = g.objects[oid]
    ab = o.card.mana_ability or next((a for a in o.card.mana if not a.get("cost")), None)
    if made is not None and made.startswith(_PRINTED):
        made = made[len(_PRINTED):]  # (its own converter, by hand: below)
    elif ab is None and _granted_usable(g, o):
        # a creature's granted "{T}: Add one mana of any color" (Elven Chorus, 605.3a); one whose own mana
        # ability costs {1} (Shire Scarecrow) uses this one unless its own is named: the payment solver counts it
        # as this source (paying with its converter instead spent mana the payment had counted on)
        g.tap(oid, why=" for mana")
        g.add_mana(o.controller, made or "W", why=f" ({o.card.name})")
        return
    if ab is None and o.card.mana_x and not o.card.mana_converters:  # Wizard's Rockets, by hand
        _activate_x(g, oid, made or "")
        return
    if ab is None:  # a converter by hand (Shire Scarecrow): its {1} paid by the solver, then its mana
        pay_mana(g, o.controller, ManaCost.parse("{1}"), frozenset({oid}))
        conv = _usable_converters(g, o.controller, frozenset(), None)
        k = next(k for c, k, _ in conv if c == oid)
        _convert(g, o.controller, oid, k, None, [made or "W"])
        return
    prod = ab["produce"]
    second = o.card.mana_restricted
    if second is not None and made and made not in ("WUBRG" if prod == "any" else prod):
        ab = second  # the restricted second ability made this mana (106.6: only as its spell was paid)
        prod = ab["produce"]
    sym = made or ("W" if prod == "any" else prod[0])  # ("BR": {B} or {R}, Mount Doom)
    player = o.controller
    name = o.card.name
    for w in _costs.of(ab):  # {T}, then sacrificing it (mtg_tui/costs)
        w.pay_for_mana(g, player, oid, ab)
    g.add_mana(player, sym, why=f" ({name})")


# ---------------------------------------------------------------------- timing and costs
def can_cast_at_sorcery_speed(g: "Game", player: str) -> bool:
    """307.1: main phase of your turn, stack empty, you have priority."""
    return g.active == player and g.step in MAIN and not g.stack


def _casting(g: "Game", player: str) -> Sequence[tuple[str, Ability, Static]]:
    """The static abilities on ``player``'s permanents that change how they cast spells (flash permissions,
    cost reductions: their words' ``board_role``), each with its word, in battlefield order."""
    return g.board().casting[player]


def legendary_spell_barred(g: "Game", player: str, card: CardDef) -> bool:
    """205.4e: a legendary instant or sorcery can't be cast unless its caster controls a legendary creature or a
    legendary planeswalker (asked only while such a card is in hand and its mana could be there)."""
    if card.is_permanent or "Legendary" not in card.supertypes:
        return False
    objs = g.objects
    return not any(objs[o].controller == player and (ch := g.chars(o)).is_legendary
                   and (ch.is_creature or ch.is_planeswalker) for o in g.battlefield)


def flash_permission(g: "Game", player: str, card: CardDef) -> bool:
    return _flash_ok(_casting(g, player), card) or _flash_this_turn(g, player)


def _flash_this_turn(g: "Game", player: str) -> bool:
    """601.3b: an effect lets ``player`` cast spells this turn as though they had flash (Borne Upon a Wind: the
    effect word ``flash_this_turn`` notes it in the turn's flags, cleared as the turn ends)."""
    return bool(g.turn_flags) and bool(g.turn_flags.get("flash_this_turn_" + player))


def _flash_ok(statics: Sequence[tuple[str, Ability, Static]], card: CardDef) -> bool:
    """601.3b: whether a static ability lets its controller cast ``card`` as though it had flash (702.8a)."""
    for _, st, w in statics:
        if w.flash_for(st, card):
            return True
    return False


def _max_reduction(g: "Game", player: str, card: CardDef) -> int:
    """An upper bound of the cost reductions that could apply (for the quick 'not enough mana' test)."""
    spell = card.spell
    if spell is not None and spell.get("cost_reduction"):
        return 99
    red = 0
    for _, st, w in _casting(g, player):
        red += w.max_reduction(st, card)
    return red


def reduction_applies(g: "Game", player: str, ab: Ability, source: str | None,
                      targets: Sequence[Sequence[str]] | None) -> bool:
    """601.2f: does the spell's or ability's own cost reduction apply ("costs {2} less to cast if it targets a
    tapped creature", "... if you control a legendary creature")?  Its ``reduction_if`` (a condition word) must
    hold and, with ``reduction_if_target`` (a filter), one of its chosen targets must match it.  With the
    targets not yet chosen (``targets`` None: the quick "is there mana enough at all" test), a target
    condition is taken as met."""
    cond = ab.reduction_if
    if cond is not None and not g.check_condition(cond, source, player):
        return False
    tf = ab.reduction_if_target
    if tf is not None and targets is not None:
        return any(g.matches(t, tf, source, player) for grp in targets for t in grp)
    return True


def spell_cost(g: "Game", player: str, card: CardDef, x: int,
               targets: Sequence[Sequence[str]] | None = None, oid: str | None = None) -> ManaCost:
    cost = card.cost.with_x(x)
    if oid is not None and g.may_play:
        got = g.may_play.get(oid)
        if got is not None and got[2]:
            cost = cost.any_type()  # 609.4b: "mana of any type can be spent to cast them" (Shadow of the Enemy)
    red = 0
    spell = card.spell
    if spell and spell.reduction is not None and reduction_applies(g, player, spell, None, targets):
        red += g.amount(spell.reduction, _cost_frame(player, None))
    for _, st, w in _casting(g, player):  # 601.2f: the static abilities that reduce it
        red += w.reduction(g, player, st, card)
    return cost.reduced(red)


def ability_cost(g: "Game", oid: str, sp: Ability, x: int) -> ManaCost:
    cost = sp.cost.with_x(x)
    if sp.reduction is not None and reduction_applies(g, g.objects[oid].controller, sp, oid, None):
        cost = cost.reduced(g.amount(sp.reduction, _cost_frame(g.objects[oid].controller, oid)))
    statics = _casting(g, g.objects[oid].controller)
    if statics:  # 602.2b, 601.2f: the static abilities that reduce it (equip abilities cost {1} less)
        red = 0
        for _, st, w in statics:
            red += w.ability_reduction(g, g.objects[oid].controller, st, oid, sp)
        if red:
            cost = cost.reduced(red)
    act = g.board().activation
    if act and _any_mana(g, act, oid, sp):
        cost = cost.any_type()  # 609.4b: "mana of any type can be spent to activate Sharkey's abilities"
    return cost


def _any_mana(g: "Game", act: Sequence[tuple[str, Ability, Static]], oid: str, sp: Ability) -> bool:
    for src, st, w in act:
        if w.any_mana_for(g, src, st, oid, sp):
            return True
    return False


# ---------------------------------------------------------------------- activating: what a permanent has (613.1f)
def gained_abilities(g: "Game", oid: str) -> list[tuple[str, Ability]]:
    """The activated abilities ``oid`` has by a static ability of its own (613.1f: Sharkey, Tyrant of the Shire's
    "has all activated abilities of lands your opponents control except mana abilities"), each with the object it
    is an ability of, in the order they are numbered after its printed ones; [] in most games (no such static)."""
    out: list[tuple[str, Ability]] = []
    act = g.board().activation
    if not act:
        return out
    o = g.objects.get(oid)
    if o is None or o.zone != "battlefield":
        return out
    for src, st, w in act:
        if src == oid and w.adds_activated:
            out.extend(w.activated_abilities(g, src, st))
    return out


def activated_of(g: "Game", oid: str) -> tuple[Ability, ...]:
    """Every non-mana activated ability ``oid`` has now, in the order ``activate <name> #k`` numbers them (SCENARIOS
    section 1): its card's, in printed order, then those it has by an ability-adding static (613.1f,
    ``gained_abilities``).  An ``Activate`` action's ``ability`` is an index into this."""
    printed = g.objects[oid].card.activated
    if not g.board().activation:
        return printed
    gained = gained_abilities(g, oid)
    if not gained:
        return printed
    return printed + tuple(ab for _, ab in gained)


def activation_barred(g: "Game", p: str, oid: str, sp: Ability) -> str | None:
    """The permanent whose static ability forbids ``p`` to activate ``oid``'s ability ``sp`` (602.5: Sharkey's
    "Activated abilities of lands your opponents control can't be activated unless they're mana abilities"; a mana
    ability is never asked: 605.3a), or None."""
    act = g.board().activation
    if not act:
        return None
    for src, st, w in act:
        if w.forbids_activation(g, src, st, p, oid, sp):
            return src
    return None


def _keep_x(cost: ManaCost, x: int) -> ManaCost:
    """The cost with X = 0 applied, but still knowing how many {X} it has (for max_x and the action text)."""
    if cost.x == x:
        return cost
    return ManaCost(cost.generic, cost.colored, cost.hybrid, x, cost.symbols)


def _cost_frame(player: str, source: str | None) -> Frame:
    """A bare frame for amounts in cost reductions: 'you' is the payer, 'self' the ability's source."""
    return Frame("cost", player, [], vars={"source": source})


# ---------------------------------------------------------------------- targets
def target_candidates(g: "Game", spec: TargetSpec, source: str | None, controller: str, spell_id: str | None = None) -> list[str]:
    lc = g._lc
    if lc is None:
        return _target_candidates(g, spec, source, controller, spell_id)
    key = ("tc", id(spec), source, controller, spell_id)
    got = lc.get(key)
    if got is None or got[0] is not spec:
        got = lc[key] = (spec, _target_candidates(g, spec, source, controller, spell_id))
    return list(got[1])


def _target_candidates(g: "Game", spec: TargetSpec, source: str | None, controller: str, spell_id: str | None) -> list[str]:
    what = spec.get("what", "creature")
    out: list[str] = []
    if what in ("any", "player", "opponent"):
        for p in PLAYERS:
            if g.matches(p, spec, source, controller) and (not g.effects or g.protected_from(p, source) is None):
                out.append(p)  # 702.16b: not a player with protection from it
        if what != "any":
            return out
    zone = spec.get("zone", "battlefield")
    if what == "spell":
        return [it.id for it in reversed(g.stack) if it.kind == "spell" and it.id != spell_id
                and g.matches(it.id, spec, source, controller)]
    if spec.any_of and any(f.what == "spell" for f in spec.any_of):
        # "target spell or nonland permanent an opponent controls" (Press the Enemy): the spells first
        out = [it.id for it in reversed(g.stack) if it.kind == "spell" and it.id != spell_id
               and g.matches(it.id, spec, source, controller)]
    if zone == "battlefield":
        for oid in g.battlefield:
            if g.matches(oid, spec, source, controller):
                kws = g.chars(oid).keywords
                if g.objects[oid].controller != controller and not _UNTARGETABLE.isdisjoint(kws):
                    continue  # 702.11b
                if not _PROTECTION.isdisjoint(kws) and g.protected_from(oid, source) is not None:
                    continue  # 702.16b
                out.append(oid)
    elif zone == "graveyard":
        owners = (controller,) if spec.get("owner", "any") == "you" or spec.get("controller") == "you" else PLAYERS
        for p in owners:
            for oid in g.players[p].graveyard:
                if g.matches(oid, spec, source, controller):
                    out.append(oid)
    return out


def target_choices(g: "Game", specs: Sequence[TargetSpec], source: str | None, controller: str,
                   spell_id: str | None = None) -> list[list[list[str]]] | None:
    """Every complete assignment of targets for a spell or activated ability (None: cannot be cast)."""
    groups = []
    for spec in specs:
        cands = target_candidates(g, spec, source, controller, spell_id)
        keep, _ = name_candidates(g, cands)
        n = spec.get("count", 1)
        opts: list[list[str]] = []
        if spec.get("up_to"):
            for k in range(0, n + 1):
                if k <= 1:
                    opts.extend(list(c) for c in combinations(keep, k))
                else:
                    opts.extend(_target_sets(g, cands, k))
        else:
            if len(cands) < n:
                return None
            if n == 1:
                opts.extend([c] for c in keep)
            else:
                opts.extend(_target_sets(g, cands, n))
        if not opts:
            return None
        groups.append(opts)
    combos = [list(p) for p in product(*groups)]
    if any(spec.get("distinct") or spec.get("same_controller") for spec in specs):
        def ok(combo):
            for i, spec in enumerate(specs):
                if spec.get("distinct"):
                    earlier = {x for grp in combo[:i] for x in grp}
                    if earlier & set(combo[i]):
                        return False
                if spec.get("same_controller") and combo[0] and any(  # the first target's controller
                        g.controller(x) != g.controller(combo[0][0]) for x in combo[i]):
                    return False
            return True
        combos = [c for c in combos if ok(c)]
        if not combos:
            return None
    return combos


def _target_sets(g: "Game", cands: list[str], k: int) -> list[list[str]]:
    """The different ways to choose k of the candidates for one multi-target word ("two target lands"):
    interchangeable candidates (equiv_key) make one choice however many of them are picked, so two untapped
    Forests out of three is one action, not three."""
    classes: dict[Any, list[str]] = {}
    for c in cands:
        classes.setdefault(equiv_key(g, c), []).append(c)
    members = list(classes.values())
    out: list[list[str]] = []

    def pick(i: int, left: int, acc: list[str]) -> None:
        if left == 0:
            out.append(acc)
            return
        if i == len(members) or left > sum(len(m) for m in members[i:]):
            return
        for take in range(min(left, len(members[i])), -1, -1):
            pick(i + 1, left - take, acc + members[i][:take])

    pick(0, k, [])
    pos = {c: n for n, c in enumerate(cands)}
    out.sort(key=lambda ids: [pos[c] for c in ids])
    return out


def target_labels(g: "Game", specs: Sequence[TargetSpec], source: str, controller: str, spell_id: str | None = None) -> dict[str, str]:
    labels: dict[str, str] = {}
    for spec in specs:
        cands = target_candidates(g, spec, source, controller, spell_id)
        _, lab = name_candidates(g, cands)
        plain = set(lab.values())
        for i in cands:
            if i not in lab:
                # a twin merged away under the plain name (all same-named candidates interchangeable) keeps it:
                # "-> Forest, Forest" picks two of the interchangeable Forests
                lab[i] = i if i in PLAYERS else g.name(i) if g.name(i) in plain else f"{g.name(i)}#{i}"
        labels.update(lab)
    return labels


def x_fits(g: "Game", specs: Sequence[TargetSpec], tg: Sequence[Sequence[str]], x: int) -> bool:
    """Each target of a spec "with power X" has power X, the X announced (601.2b-c: X is announced before the
    targets are chosen; 608.2b: checked again as it resolves)."""
    for spec, grp in zip(specs, tg):
        if spec.power_is_x:
            for t in grp:
                if t in PLAYERS or (g.chars(t).power or 0) != x:
                    return False
    return True


def target_still_legal(g: "Game", spec: TargetSpec, tid: str, source: str | None, controller: str) -> bool:
    if tid in PLAYERS:
        return g.matches(tid, spec, source, controller) and not g.players[tid].lost and \
            (not g.effects or g.protected_from(tid, source) is None)  # 702.16b
    if spec.get("what") == "spell":
        return any(it.id == tid for it in g.stack)
    o = g.objects.get(tid)
    if o is None:
        return False
    if not g.matches(tid, spec, source, controller):
        return False
    if o.zone == "battlefield":
        kws = g.chars(tid).keywords
        if o.controller != controller and not _UNTARGETABLE.isdisjoint(kws):
            return False  # 702.11b
        if not _PROTECTION.isdisjoint(kws) and g.protected_from(tid, source) is not None:
            return False  # 702.16b
    return True


# ---------------------------------------------------------------------- the legal actions
#: check every remembered priority list against a fresh computation (the fuzzer and tests turn this on)
VERIFY_REMEMBERED = False


def compute_legal(g: "Game") -> list[Action]:
    """The legal actions of the pending decision.

    A player's priority actions are remembered by what they depend on: the state version (``dirty()``), the
    count of events other than priority and step changes (every other change to the game emits one), whether
    sorcery timing holds, and whether mana abilities are listed.  Most priority decisions of a game are the
    same player getting priority again in a later step with nothing happened since: those are answered from
    memory instead of recomputed."""
    d = g.pending
    assert d is not None, "legal actions are computed for a pending decision"
    slot = -1
    if d.kind == "priority":
        i = seat(d.player)
        slot = (2 if can_cast_at_sorcery_speed(g, d.player) else 0) + (1 if g.offer_mana_taps else 0)
        kept = g._pk[i]
        if kept is not None and kept.ver == g._ver and kept.evn == g._evn:
            got = kept.lists[slot]
            if got is not None:
                if VERIFY_REMEMBERED:
                    _verify(g, got)
                return list(got)
    g._lc = {}  # per-decision memo (target candidates, equivalence keys); the state doesn't change meanwhile
    g.legal_computed += 1
    try:
        acts = _compute_legal(g)
    finally:
        g._lc = None
    if slot >= 0:
        i = seat(d.player)
        kept = g._pk[i]
        if kept is None or kept.ver != g._ver or kept.evn != g._evn:
            kept = g._pk[i] = KeptPriority(g._ver, g._evn)  # only the current state's lists are kept
        kept.lists[slot] = tuple(acts)
    return acts


class KeptPriority:
    """A player's priority lists for one state of the game (compute_legal): its version and event count, and
    one list for each of sorcery timing holding or not, mana abilities listed or not (slot 2 * sorcery +
    taps).  Filled in place as the lists are worked out, so a clone gets a copy."""

    def __init__(self, ver: int, evn: int) -> None:
        self.ver = ver
        self.evn = evn
        self.lists: list[tuple | None] = [None, None, None, None]

    def copy(self) -> "KeptPriority":
        k = KeptPriority(self.ver, self.evn)
        k.lists = list(self.lists)
        return k


def _verify(g: "Game", remembered: tuple) -> None:
    g._lc = {}
    kept_taps, g._taps = g._taps, {}  # fresh: nothing kept from earlier decisions either
    kept_board, g._board_kept = g._board_kept, {}  # (nor the answers words kept, such as a condition's)
    try:
        fresh = _compute_legal(g)
    finally:
        g._lc = None
        g._taps = kept_taps
        g._board_kept = kept_board
    if list(fresh) != list(remembered):
        raise AssertionError(f"remembered priority actions are stale at turn {g.turn} {g.step}: "
                             f"remembered {[a.text for a in remembered]}, fresh {[a.text for a in fresh]}")


def _compute_legal(g: "Game") -> list[Action]:
    d = g.pending
    assert d is not None, "legal actions are computed for a pending decision"
    if d.kind == "priority":
        return priority_actions(g, d.player)
    if d.kind == "attack":
        return _combat.attack_actions(g)
    if d.kind == "block":
        return _combat.block_actions(g)
    if d.kind == "choice":
        return choice_actions(g, d)
    raise AssertionError(d.kind)


def distinct_labels(g: "Game", ids: list[str]) -> dict[str, str]:
    """Labels for candidates that are each a choice of their own (permanents, stack objects, players: SCENARIOS.md
    1.1): the card name, or ``Name#id`` when another candidate shares it; a player is ``p1``/``p2``."""
    counts: dict[str, int] = {}
    for v in ids:
        counts[g.name(v)] = counts.get(g.name(v), 0) + 1
    return {v: v if v in PLAYERS else (g.name(v) if counts[g.name(v)] == 1 else f"{g.name(v)}#{v}") for v in ids}


def choice_actions(g: "Game", d: Decision) -> list[Action]:
    if d.data.get("purpose") == "damage_division":
        return _combat.division_actions(g, d)  # assign <n> to <recipient> (510.1c-d, 702.19b)
    if d.data.get("purpose") == "trigger_order":
        return _trigger_order_actions(d)
    verb = d.data.get("verb", "choose")
    objs = [v for v, lab in d.options if lab is None]
    # cards in hidden or unordered zones (a hand, a library) that share a name are one choice; permanents
    # and stack objects are each a choice of their own (which one becomes the Ring-bearer, which one stays
    # under the legend rule, which one is targeted matters later), named Name#id when a name is shared
    loose = [v for v in objs if v in g.objects and g.objects[v].zone not in ("battlefield", "stack")]
    keep, labels = name_candidates(g, loose) if loose else ([], {})
    fixed = [v for v in objs if v not in set(loose)]
    keep.extend(fixed)
    labels.update(distinct_labels(g, fixed))
    keep_set = set(keep)
    acts = []
    for v, lab in d.options:
        if lab is None:
            if v not in keep_set:
                continue
            tmpl = f"{verb} {{0}}".strip()
            acts.append(_mk("choose", tmpl, [(v, g.name(v))], [labels[v]], Choose(v)))
        else:
            acts.append(Action("choose", f"{verb} {lab}".strip(), Choose(v)))
    if d.done:
        acts.append(Action("done", "done", None))
    return acts


def _trigger_order_actions(d: Decision) -> list[Action]:
    """603.3b: ``choose <source>[ #k]`` for each waiting ability (triggers.order_options made the labels).  A
    source object is a reference (``Name``, ``Name#id`` or its id select it), even when it has left the
    battlefield; The Ring is a name only."""
    acts = []
    for o in d.data["triggers"]:
        sid = o["id"]
        if sid:
            suffix = o["label"][len(o["head"]):]
            acts.append(_mk("choose", "choose {0}" + suffix, [(sid, o["name"])], [o["head"]], Choose(o["option"])))
        else:
            acts.append(Action("choose", f"choose {o['label']}", Choose(o["option"])))
    return acts


def hidden_aliases(g: "Game") -> list[Action]:
    """Actions merged away by naming (an interchangeable twin), still selectable by ``Name#id``."""
    d = g.pending
    if d is None or d.kind != "choice":
        return []
    verb = d.data.get("verb", "choose")
    return [_mk("choose", f"{verb} {{0}}".strip(), [(v, g.name(v))], [f"{g.name(v)}#{v}"], Choose(v))
            for v, lab in d.options if lab is None]


_PASS: Final = Action("pass", "pass")
_NO_EXCLUDE: Final[frozenset[str]] = frozenset()


def priority_actions(g: "Game", p: str) -> list[Action]:
    """pass, then land plays, spells, activated abilities, and last the mana abilities (agents may rely on the
    mana abilities coming last: the random bot takes the actions before them)."""
    acts = [_PASS]
    pl = g.players[p]
    objs = g.objects
    hand = pl.hand
    cards = [objs[c].card for c in hand]  # (each card looked up once for the three passes below)
    sorcery_ok = can_cast_at_sorcery_speed(g, p)
    exiled = playable_exiled(g, p) if g.may_play else ()  # cards in exile it may play (601.3, 305.1)
    # lands (305.2)
    if sorcery_ok and pl.lands_played < 1:
        lands = [hand[k] for k in range(len(hand)) if cards[k].is_land]
        lands += [c for c in exiled if objs[c].card.is_land]
        if lands:
            keep, labels = name_candidates(g, lands)
            for c in keep:
                acts.append(_mk("play", "play {0}", [(c, objs[c].card.name)], [labels[c]], Play(c)))
    # spells: cheap tests first (timing, then whether there is mana enough at all), targets last
    sources = mana_sources(g, p)
    kept = g._ms[seat(p)]
    # (with the sources whose mana only some spells may spend, 106.6: an upper bound)
    avail = pool_size(pl.pool) + len(sources) + len(kept.restricted(g, p) if kept is not None else ())
    if g.board().converters[p]:
        avail += sum(ab.get("mana_amount") or 1 for _, _, ab in _usable_converters(g, p, frozenset(), None))
    flash = _casting(g, p)
    anytime = sorcery_ok or _flash_this_turn(g, p)  # 601.3b: "as though they had flash" this turn
    spells = []
    for k in range(len(hand)):
        card = cards[k]
        if card.is_land:
            continue
        if not (anytime or card.instant_speed or (flash and _flash_ok(flash, card))):
            continue
        if card.cost.mana_value - _max_reduction(g, p, card) > avail:
            continue
        if not card.is_permanent and legendary_spell_barred(g, p, card):
            continue  # 205.4e
        spells.append(hand[k])
    for c in exiled:
        card = objs[c].card
        if card.is_land or not (anytime or card.instant_speed or (flash and _flash_ok(flash, card))):
            continue
        if not card.is_permanent and legendary_spell_barred(g, p, card):
            continue
        spells.append(c)
    if flash and pl.library:  # "You may cast creature spells from the top of your library" (Elven Chorus, 601.3)
        top = pl.library[0]
        card = objs[top].card
        if any(w.top_castable(st, card) for _, st, w in flash) and (
                anytime or card.instant_speed or _flash_ok(flash, card)) and \
                card.cost.mana_value - _max_reduction(g, p, card) <= avail:
            spells.append(top)
    if spells:
        keep, labels = name_candidates(g, spells)
        for c in keep:
            _cast_actions(g, p, c, labels[c], acts)
    # activated abilities of permanents, cycling from hand, and the abilities that work in a graveyard (113.6)
    first_activation = len(acts)
    for oid in g.board().activated[p]:
        acts.extend(_activate_actions(g, p, oid, sorcery_ok))
    for k in range(len(hand)):
        if cards[k].activated:
            acts.extend(_activate_actions(g, p, hand[k], sorcery_ok))
    for oid in pl.graveyard:
        if objs[oid].card.from_graveyard:
            acts.extend(_activate_actions(g, p, oid, sorcery_ok))
    if len(acts) > first_activation:
        _plain_source_names(acts, first_activation)
    # mana abilities (605): tap by hand to float mana
    if sources and g.offer_mana_taps:
        acts.extend(_mana_taps(g, p, sources))
    if g.offer_mana_taps and g.board().converters[p]:
        acts.extend(_converter_taps(g, p))
    return acts


def playable_exiled(g: "Game", p: str) -> list[str]:
    """The cards in exile ``p`` may play now by an effect's permission (``Game.may_play``; 601.3: the card is cast
    from exile, with the usual timing and costs; a land played from there is the turn's land play, 305.2)."""
    out: list[str] = []
    objs = g.objects
    for c, (who, until, _) in g.may_play.items():
        if who != p or (until >= 0 and g.turn > until):
            continue
        o = objs.get(c)
        if o is not None and o.zone == "exile":
            out.append(c)
    return out


#: the most mana a '{X}: Add X mana in any combination of colors' ability is offered to make by hand: each
#: combination is one 'tap ... for <mana>' action (SCENARIOS 1), 56 of them up to three
X_MANA_MAX: Final = 3


def _x_combos(n: int) -> list[str]:
    """The combinations of ``n`` colored mana, each in WUBRG order ("GG", "GU" is written "UG")."""
    out = [""]
    for _ in range(n):
        out = [c + col for c in out for col in "WUBRG" if not c or "WUBRG".index(col) >= "WUBRG".index(c[-1])]
    return out


def _x_taps(g: "Game", p: str, oid: str, ab: Ability, label: str) -> list[Action]:
    """'tap <it>' (X = 0) and 'tap <it> for <mana>' (X = its length) for an {X} mana ability (Wizard's Rockets)
    whose other costs can be paid, for each X the player's other mana can pay."""
    o = g.objects[oid]
    if not all(w.payable(g, p, oid, ab) for w in ab.costs):
        return []
    ch = g.chars_of(o)
    if ch.is_creature and o.sick and any(w.taps_source for w in ab.costs) and _SICKNESS_IGNORED.isdisjoint(ch.keywords):
        return []
    m = min(X_MANA_MAX, pool_size(g.players[p].pool) + len(mana_sources(g, p, frozenset({oid}))))
    name = o.card.name
    out = [_mk("tap", "tap {0}", [(oid, name)], [label], Tap(oid, ""))]
    for x in range(1, m + 1):
        if not can_pay(g, p, ab.cost.with_x(x), frozenset({oid})):
            break
        out.extend(_x_tap_actions(oid, name, label, x))
    return out


#: the 'tap <it> for <mana>' actions of an {X} mana ability for one X, by (id, name, label, X): values that
#: never change, and 35 of them at X = 3, so they are made once rather than at every priority list
_X_TAPS: dict[tuple[str, str, str, int], tuple[Action, ...]] = {}


def _x_tap_actions(oid: str, name: str, label: str, x: int) -> tuple[Action, ...]:
    key = (oid, name, label, x)
    got = _X_TAPS.get(key)
    if got is None:
        if len(_X_TAPS) > 4096:  # (ids repeat from game to game: a handful of keys in practice)
            _X_TAPS.clear()
        got = _X_TAPS[key] = tuple(_mk("tap", "tap {0} for " + combo, [(oid, name)], [label], Tap(oid, combo))
                                   for combo in _x_combos(x))
    return got


def _activate_x(g: "Game", oid: str, made: str) -> None:
    """605.3a: activate '{X}, {T}, Sacrifice ~: Add X mana in any combination of colors' with X = len(made):
    {X} paid by the player's other mana, then {T} and the sacrifice, then the mana."""
    o = g.objects[oid]
    p = o.controller
    ab = o.card.mana_x[0]
    name = o.card.name
    pay_mana(g, p, ab.cost.with_x(len(made)), frozenset({oid}))
    for w in _costs.of(ab):
        w.pay_for_mana(g, p, oid, ab)
    g.emit("effect", f"{g.players[p].name} activates {name}'s mana ability with X = {len(made)}", "605.3a",
           player=p)
    for m in made:
        g.add_mana(p, m, why=f" ({name})")


def _converter_taps(g: "Game", p: str) -> list[Action]:
    """'tap <it> for <color>' for each mana ability that costs {1} and whose mana may float (Shire Scarecrow;
    not one whose mana may be spent only on some spells, 106.6), when its {1} can be paid by other mana."""
    out: list[Action] = []
    objs = g.objects
    # each permanent named as among the others of the list (interchangeable ones offered once, others 'Name#id')
    xs = [oid for oid in g.board().converters[p] if objs[oid].card.mana_x and not objs[oid].card.mana_converters
          and "no_abilities" not in g.chars_of(objs[oid]).flags]
    if xs:
        keep, labels = name_candidates(g, xs)
        for oid in keep:
            out.extend(_x_taps(g, p, oid, objs[oid].card.mana_x[0], labels[oid]))
    ones = [oid for oid, k, ab in _usable_converters(g, p, frozenset(), None)
            if not k and (ab.get("mana_amount") or 1) == 1 and can_pay(g, p, ab.cost, frozenset({oid}))]
    if ones:  # (the first such ability, one mana: the 'tap' action names no ability)
        keep, labels = name_candidates(g, ones)
        for oid in keep:
            name = objs[oid].card.name
            # a creature with a granted {T} mana ability too (Elven Chorus) has two: its printed one is #1
            mark = _PRINTED if _granted_usable(g, objs[oid]) else ""
            out.extend(_mk("tap", "tap {0}" + (" " + mark if mark else "") + " for " + col, [(oid, name)],
                           [labels[oid]], Tap(oid, mark + col)) for col in "WUBRG")
    return out


def _mana_taps(g: "Game", p: str, sources: list[Source]) -> tuple:
    """The 'tap' actions of a player's untapped mana sources.

    Which sources are interchangeable (and so how each is named) depends, for lands that aren't creatures,
    only on each land's own characteristics, counters, controller and attachments, and all of those change
    only with a ``dirty()``.  So an earlier answer for the same list of sources holds while the ``_dirt``
    count is the one it was checked at, or while every one of those lands is still plain (no counters,
    attached to nothing, nothing attached to it) with the very same characteristics object it had then (a
    Chars is never changed once made).  A few answers are kept per player, one per list of untapped sources
    (the list shrinks as lands are tapped and comes back at the untap step).  Other sources are worked out
    each time.  The fuzzer compares kept answers with fresh ones."""
    kept = _kept_for(g, p, sources)
    ids = kept.ids() if kept is not None else tuple(s.obj_id for s in sources)
    steady = not any(s.lively for s in sources)
    mine = g._taps.get(p)
    if mine is None:
        mine = g._taps[p] = {}
    got = mine.get(ids) if steady else None
    if got is not None:
        if got.dirt == g._dirt or (got.plain and _still_plain(g, got)):
            got.dirt = g._dirt
            return got.taps
    keep, labels = name_candidates(g, list(ids))
    by_id = {s.obj_id: s for s in sources}
    objs = g.objects
    acts: list[Action] = []
    for oid in keep:
        acts.extend(_tap_actions(by_id[oid], objs[oid].card.name, labels[oid]))
    out = tuple(acts)
    if steady:
        chars = tuple(g.chars(oid) for oid in ids)
        if len(mine) >= 16:
            mine.clear()
        mine[ids] = KeptTaps(g._dirt, ids, out, chars, _plain_keys(g, list(ids)) is not None)
    return out


class KeptTaps:
    """A player's 'tap' actions as last worked out (legal._mana_taps)."""

    def __init__(self, dirt: int, ids: tuple[str, ...], taps: tuple, chars: tuple[Chars, ...], plain: bool) -> None:
        self.dirt = dirt  # the dirty() count it was last checked at
        self.ids = ids
        self.taps = taps
        self.chars = chars  # each source's characteristics object then
        self.plain = plain  # every source was plain then (_plain_keys)


def _still_plain(g: "Game", kept: KeptTaps) -> bool:
    att = marks(g)[1]
    objs = g.objects
    ids = kept.ids
    chars = kept.chars
    for k in range(len(ids)):
        oid = ids[k]
        o = objs[oid]
        if g.chars_of(o) is not chars[k] or o.counters or o.attached_to is not None or oid in att:
            return False
    return True


def _tap_actions(s: Source, name: str, label: str) -> tuple:
    """The 'tap' actions of one mana source; the same immutable Actions are offered again while its name and
    label stay the same (every priority, most of a game)."""
    if s.taps_for[0] == name and s.taps_for[1] == label:
        return s.taps
    oid = s.obj_id
    if len(s.colors) == 1:
        acts: tuple = (_mk("tap", "tap {0}", [(oid, name)], [label], Tap(oid, s.colors)),)
    else:
        acts = tuple(_mk("tap", "tap {0} for " + col, [(oid, name)], [label], Tap(oid, col)) for col in s.colors)
    s.taps = acts
    s.taps_for = (name, label)
    return acts


def _mode_ways(g: "Game", p: str, c: str, spell: Ability | None) -> list[tuple[tuple[int, ...], Sequence[TargetSpec]]]:
    """The ways a spell's modes can be chosen as ``p`` casts card ``c``, each with the targets it needs: none for a
    spell that isn't modal; one mode each (700.2, 601.2b: a mode whose targets can't all be chosen can't be, 700.2a,
    601.2c, so each mode is offered with its own targets); and with "you may choose two instead" when its condition
    holds as it is cast, each pair of different modes in printed order, their targets one after the other (700.2d,
    Flame of Anor with a Wizard)."""
    if spell is None or not spell.modes:
        return [((), spell.targets if spell is not None else ())]
    ms = spell.modes
    ways: list[tuple[tuple[int, ...], Sequence[TargetSpec]]] = [((k,), m.targets) for k, m in enumerate(ms)]
    if spell.get("choose_two_if") and g.check_condition(str(spell["choose_two_if"]), c, p):
        ways += [((i, j), tuple(ms[i].targets) + tuple(ms[j].targets))
                 for i in range(len(ms)) for j in range(i + 1, len(ms))]
    return ways


def _cast_actions(g: "Game", p: str, c: str, label: str, acts: list[Action]) -> None:
    """The ways to cast card ``c`` now (its modes, X values and targets), added to ``acts``."""
    card = g.objects[c].card
    spell = card.spell
    xs = [0]
    if card.cost.x:
        top = max_x(g, p, _keep_x(spell_cost(g, p, card, 0, oid=c), card.cost.x), spell=card)
        if top < 0:
            return
        xs = list(range(0, top + 1))
    elif not can_pay(g, p, spell_cost(g, p, card, 0, oid=c), spell=card):
        return  # the mana first: cheaper than the targets
    ways = _mode_ways(g, p, c, spell)
    # an additional cost (601.2b) or a reduction that depends on the targets (601.2f): the whole cost, for each
    # choice of targets
    by_cost = spell is not None and bool(spell.other_costs or spell.reduction_if_target is not None)
    by_target = spell is not None and spell.reduction_if_target is not None
    for modes, specs in ways:
        choices = target_choices(g, specs, c, p) if specs else [[]]
        if choices is None:
            continue
        tl = target_labels(g, specs, c, p) if specs else {}
        has_power_x = any(s.power_is_x for s in specs)
        for x in xs:
            if by_cost:
                if spell is None or (not by_target and not whole_cost_ok(g, p, c, spell, spell_cost(g, p, card, x, oid=c),
                                                                         _NO_EXCLUDE)):
                    continue  # the whole cost doesn't depend on the targets: asked once
            elif not can_pay(g, p, spell_cost(g, p, card, x, oid=c), spell=card):
                continue
            for tg in choices:
                if by_target and spell is not None and not whole_cost_ok(g, p, c, spell,
                                                                        spell_cost(g, p, card, x, tg, oid=c), _NO_EXCLUDE):
                    continue
                if has_power_x and not x_fits(g, specs, tg, x):
                    continue
                acts.append(_cast_action(g, c, label, x, bool(card.cost.x), tg, tl, modes))


_NO_MANA: Final = ManaCost()

#: the abilities of chosen pairs of modes (700.2d), made once: (the spell's ability, its modes) -> the ability
_MODE_PAIRS: Final[dict[tuple[int, tuple[int, ...]], tuple[Ability, Ability]]] = {}


def mode_ability(sp: Ability, modes: Sequence[int]) -> Ability:
    """The ability a modal spell is with these modes chosen (700.2): the mode itself; for two (700.2d: "you may
    choose two instead"), one ability with both modes' targets, one after the other, whose effect does each mode
    in printed order with its own targets (the effect word ``modes_in_order``)."""
    if len(modes) == 1:
        return sp.modes[modes[0]]
    key = (id(sp), tuple(modes))
    got = _MODE_PAIRS.get(key)
    if got is not None and got[0] is sp:
        return got[1]
    ms = [sp.modes[k] for k in modes]
    targets: list[TargetSpec] = []
    spans: list[list[int]] = []
    for m in ms:
        spans.append([len(targets), len(m.targets)])
        targets.extend(m.targets)
    run = effect({"do": "modes_in_order", "spans": spans})
    ab = Ability({"kind": sp.kind, "targets": targets, "effects": [run]})
    ab.modes = tuple(ms)  # what modes_in_order does, each with its span of the targets
    _MODE_PAIRS[key] = (sp, ab)
    return ab


def _cast_action(g: "Game", c: str, clabel: str, x: int, has_x: bool, tg: Any, tl: dict[str, str],
                 modes: tuple[int, ...] = ()) -> Action:
    tmpl = "cast {0}"
    refs = [(c, g.name(c))]
    labs = [clabel]
    if modes:  # SCENARIOS 1: "cast <card> mode <k>[,<j>...]", 1-based printed positions
        tmpl += " mode " + ",".join(str(k + 1) for k in modes)
    if has_x:
        tmpl += f" x={x}"
    flat = [t for grp in tg for t in grp]
    if flat:
        tmpl += " -> " + ", ".join("{%d}" % (i + 1) for i in range(len(flat)))
        for t in flat:
            refs.append((t, g.name(t) if t not in PLAYERS else t))
            labs.append(tl.get(t, t))
    return _mk("cast", tmpl, refs, labs, Cast(c, x, tg, modes))


def _any_time(g: "Game", p: str, oid: str, sp: Ability) -> bool:
    """Whether a static lets ``p`` activate this "only as a sorcery" ability any time they could cast an instant
    (Forge Anew's equip abilities on its controller's turn); a loyalty ability never (606.3)."""
    if sp.loyalty_kind:
        return False
    for _, st, w in _casting(g, p):
        if w.ability_any_time(g, p, st, oid, sp):
            return True
    return False


def _activate_actions(g: "Game", p: str, oid: str, sorcery_ok: bool) -> list[Action]:
    o = g.objects[oid]
    card = o.card
    abilities = card.activated
    zone = o.zone
    if zone == "battlefield" and g.effects and "no_abilities" in g.chars(oid).flags:
        return []  # 613.1f: it lost its activated abilities
    barring = zone == "battlefield" and bool(g.board().activation)
    if barring:  # (a static that gives abilities, forbids or pays for them is on the battlefield: most games, none)
        abilities = activated_of(g, oid)  # 613.1f: its printed abilities, then those it gained
    acts = []
    for k, sp in enumerate(abilities):
        if sp.zone != zone:
            continue  # it works in another zone (113.6): cycling in hand, "from your graveyard" there
        if barring and activation_barred(g, p, oid, sp) is not None:
            continue  # 602.5: "Activated abilities of lands your opponents control can't be activated ..."
        if sp.loyalty_kind:
            if not sorcery_ok or o.loyalty_used:
                continue  # 606.3
            if sp.loyalty < 0 and o.counters.get("loyalty", 0) < -sp.loyalty:
                continue
        if sp.sorcery_speed and not sorcery_ok and not _any_time(g, p, oid, sp):
            continue
        if sp.condition is not None and not g.check_condition(sp.condition, oid, p):
            continue
        if sp.first_costs and not _costs_payable(g, p, oid, sp.first_costs, sp):
            continue  # {T}: the source is tapped, or summoning sick (302.6)
        exclude = {oid} if sp.excludes_self else _NO_EXCLUDE
        cost0 = _keep_x(ability_cost(g, oid, sp, 0), sp.cost.x)
        xs = [0]
        if cost0.x:
            top = max_x(g, p, cost0, exclude)
            if top < 0:
                continue
            xs = list(range(0, top + 1))
        elif not can_pay(g, p, cost0, exclude):
            continue  # the mana first: cheaper than the other costs and the targets
        if sp.other_costs and not _costs_payable(g, p, oid, sp.other_costs, sp):
            continue
        spenders = _spending_costs(sp) if sp.other_costs else ()
        specs = sp.targets
        choices = target_choices(g, specs, oid, p) if specs else [[]]
        if choices is None:
            continue
        tl = target_labels(g, specs, oid, p) if specs else {}
        has_power_x = any(s.power_is_x for s in specs)
        for x in xs:
            if spenders:  # the mana and the costs that choose objects, together (601.2g-h)
                if whole_cost_exclude(g, p, oid, sp, ability_cost(g, oid, sp, x), exclude, spenders) is None:
                    continue
            elif not can_pay(g, p, ability_cost(g, oid, sp, x), exclude):
                continue
            for tg in choices:
                if has_power_x and not x_fits(g, specs, tg, x):
                    continue
                tmpl = "activate {0}"
                if len(abilities) > 1:
                    tmpl += f" #{k + 1}"
                if cost0.x:
                    tmpl += f" x={x}"
                refs = [(oid, card.name)]
                flat = [t for grp in tg for t in grp]
                if flat:
                    tmpl += " -> " + ", ".join("{%d}" % (i + 1) for i in range(len(flat)))
                    refs += [(t, g.name(t) if t not in PLAYERS else t) for t in flat]
                labs = [tl.get(t, t) for t in flat]  # the targets' labels (the source's is known below)
                acts.append(("__pending", tmpl, refs, labs, Activate(oid, k, x, tg)))
    if not acts:
        return []
    # name the source: unique among this player's objects with activatable abilities of that name
    name = card.name
    if o.zone == "battlefield":
        same = [x.id for x in g._bfo if x.controller == p and x.card.name == name]
    elif o.zone == "hand":
        objs = g.objects
        same = [i for i in g.players[p].hand if objs[i].controller == p and objs[i].card.name == name]
    elif o.zone == "graveyard":  # cards of the same name in a graveyard are interchangeable (SCENARIOS 1.1)
        objs = g.objects
        same = [i for i in g.players[p].graveyard if objs[i].card.name == name]
    else:
        same = []
    src_label = name
    if len(same) > 1:
        key = equiv_key(g, oid)
        if not all(equiv_key(g, j) == key for j in same):
            src_label = f"{name}#{oid}"
        elif oid != same[0]:
            return []  # an interchangeable twin offers the same actions
    return [_mk("activate", tmpl, refs, [src_label] + labs, data) for _, tmpl, refs, labs, data in acts]


def _plain_source_names(acts: list[Action], start: int) -> None:
    """Spec section 1: a source is named by its card name when no other object offering an activation now shares
    that name (a tapped twin that can't activate doesn't force 'Mind Stone#id')."""
    sources: dict[str, set[str]] = {}
    for a in acts[start:]:
        sid, nm = a.refs[0]
        sources.setdefault(nm, set()).add(sid)
    for i in range(start, len(acts)):
        a = acts[i]
        sid, nm = a.refs[0]
        prefix = f"activate {nm}#{sid}"
        if len(sources[nm]) == 1 and a.text.startswith(prefix):
            acts[i] = Action(a.kind, f"activate {nm}{a.text[len(prefix):]}", a.data, a.tmpl, a.refs)


def _spending_costs(sp: Ability) -> "tuple[Cost, ...]":
    """The ability's costs whose chosen objects a mana payment could spend (tap_creature, sacrifice)."""
    return tuple(w for w in sp.other_costs if w.spends_chosen)


def whole_cost_exclude(g: "Game", p: str, oid: str, sp: Ability, cost: ManaCost, exclude: AbstractSet[str],
                       spenders: "tuple[Cost, ...] | None" = None,
                       fixed: dict[str, list[str]] | None = None,
                       skip: AbstractSet[str] = frozenset()) -> AbstractSet[str] | None:
    """The mana sources the payment of ``cost`` must leave alone so that the costs that choose objects (The
    Shire's "tap an untapped creature you control") still find enough of them: mana abilities are activated
    before the costs are paid (601.2g-h), and a permanent tapped (or used up) for mana can't pay another part
    of the same cost (602.2b).  ``exclude`` plus the fewest such objects, or None when no choice leaves the
    whole cost payable (then the ability isn't offered).  ``fixed``: the objects the player has chosen so far
    for each choosing cost word (by its name); the rest of each is still to be found among the others.
    ``skip``: the cost words paid with their mana ``alternative`` instead (in ``cost`` already)."""
    words = _spending_costs(sp) if spenders is None else spenders
    if skip:
        words = tuple(w for w in words if w.name not in skip)
    srcs = {s.obj_id: s for s in mana_sources(g, p, exclude)}
    taken: set[str] = set()
    if fixed:
        exclude = set(exclude)
        for objs in fixed.values():
            taken.update(objs)
        for w in sp.costs:
            if not w.chooses or w.name in skip:
                continue
            f = fixed.get(w.name, [])
            if not w.can_finish(g, p, oid, sp, f, taken):
                return None
            if w.spends_chosen:  # a chosen object the cost spends can't make mana for it too
                exclude.update(c for c in f if c in srcs and (w.spends_chosen == "tap" or srcs[c].rank == _USED_UP))
    options: list[list[tuple[str, ...]]] = []
    for w in words:
        ab = sp
        cands = w.candidates(g, p, oid, ab)
        n = w.count(ab)
        if fixed:
            n -= len(fixed.get(w.name, []))
            cands = [c for c in cands if c not in taken]
        spent = [c for c in cands if c in srcs and (w.spends_chosen == "tap" or srcs[c].rank == _USED_UP)]
        need = n - (len(cands) - len(spent))  # those the sources that make no mana for it can't pay
        if need <= 0:
            continue
        if need > len(spent):
            return None
        seen: set[tuple[str, ...]] = set()
        ways = []
        for pick in combinations(spent, need):
            key = tuple(sorted(srcs[c].colors for c in pick))  # sources of the same colors: the same way
            if key not in seen:
                seen.add(key)
                ways.append(pick)
        options.append(ways)
    if not options:
        return exclude if can_pay(g, p, cost, exclude) else None
    for picks in product(*options):
        ex = set(exclude).union(*picks)
        if can_pay(g, p, cost, ex):
            return ex
    return None


def whole_cost_ok(g: "Game", p: str, oid: str, sp: Ability, cost: ManaCost, exclude: AbstractSet[str]) -> bool:
    """Can ``p`` pay the mana ``cost`` and the other costs of ``sp`` together (601.2g-h), a cost word that may
    be paid with mana instead ("sacrifice a creature or pay {4}": its ``alternative``) counted either way?"""
    others = sp.other_costs
    if not others:
        return can_pay(g, p, cost, exclude)
    if _costs_payable(g, p, oid, others, sp) and whole_cost_exclude(g, p, oid, sp, cost, exclude) is not None:
        return True
    for w in others:
        alt = w.alternative(sp)
        if alt is None:
            continue
        rest = tuple(v for v in others if v is not w)
        if _costs_payable(g, p, oid, rest, sp) and whole_cost_exclude(
                g, p, oid, sp, cost.plus(alt), exclude, skip=frozenset({w.name})) is not None:
            return True
    return False


def _costs_payable(g: "Game", p: str, oid: str, costs: "tuple[Cost, ...]", ab: Ability) -> bool:
    """Can ``p`` pay each of these costs (cost words) of ``oid``'s ability ``ab`` now?"""
    for w in costs:
        if not w.payable(g, p, oid, ab):
            return False
    return True


# ---------------------------------------------------------------------- performing
def perform(g: "Game", a: Action) -> None:
    d = g.pending
    kind = a.kind
    if kind == "pass":
        g.pending = None
        g.passes += 1
        if g.passes >= 2:
            g.passes = 0
            if g.stack:
                begin_resolution(g)
                g.priority = g.active  # 117.3b
            else:
                g._end_step()
        else:
            g.priority = other(g.priority)
        return
    assert d is not None, "an action answers the pending decision"
    if d.kind == "attack":
        _combat.perform_attack(g, a)
        return
    if d.kind == "block":
        _combat.perform_block(g, a)
        return
    if d.kind == "choice":
        g.pending = None
        frame = g.frames[-1]
        frame.answer = a.data.option if kind != "done" else "__done__"
        return
    p = d.player
    if kind == "play":
        oid = a.data.card
        g.players[p].lands_played += 1
        name = g.name(oid)
        g.emit("land", f"{g.players[p].name} plays {name}", "305.1", player=p, obj=oid)
        g.move(oid, "battlefield", controller=p)
        g.pending = None
        g.passes = 0
        return
    if kind == "tap":
        tp = a.data
        activate_mana(g, tp.source, tp.mana)
        g.pending = None
        g.passes = 0
        return
    if kind == "cast":
        cs = a.data
        cast_spell(g, p, cs.source, cs.x, cs.targets, cs.modes)
        g.pending = None
        g.passes = 0
        return
    if kind == "activate":
        ac = a.data
        activate_ability(g, p, ac.source, ac.ability, ac.x, ac.targets)
        g.pending = None
        g.passes = 0
        return
    raise IllegalActionError(f"cannot perform {a.text!r}")


def cast_spell(g: "Game", p: str, oid: str, x: int, targets: list[list[str]], modes: tuple[int, ...] = ()) -> None:
    """601.2: announce, choose the modes (601.2b, 700.2) and targets, determine and pay the total cost (move to
    the stack).  When an additional cost takes objects its player picks (601.2b: "As an additional cost to cast
    this spell, sacrifice a creature"), the player first chooses them, one ``choose <object>`` each
    (``cost_choices`` below, as for an ability), then the costs are paid."""
    sp = g.objects[oid].card.spell
    if sp is not None and sp.choosing:
        g.frames.append(Frame("cost", p, [effect({"do": "cost_choices"})],
                              vars={"oid": oid, "k": -1, "x": x, "targets": [list(t) for t in targets],
                                    "chosen": {}, "instead": [], "modes": list(modes)}))
        return
    _pay_and_cast(g, p, oid, x, targets, {}, [], modes)


def free_cast_ways(g: "Game", p: str, cards: Sequence[str]) -> list[tuple[str, tuple[int, ...], list[list[str]], str]]:
    """The ways to cast these cards now without paying their mana costs, as an effect lets its player (118.9,
    608.2g: during the effect's resolution, so timing doesn't matter): (card, modes, targets, the words of the way,
    "Lightning Bolt -> p2"), with X = 0 (107.3b).  A spell with an additional cost isn't offered (a
    simplification: none of the set's instants and sorceries that such an effect can reach has one it needs)."""
    out: list[tuple[str, tuple[int, ...], list[list[str]], str]] = []
    keep, labels = name_candidates(g, list(cards))  # (two copies of a card in hand are one way to cast it)
    for c in keep:
        card = g.objects[c].card
        spell = card.spell
        if spell is not None and spell.costs:
            continue
        if not card.is_permanent and legendary_spell_barred(g, p, card):
            continue  # 205.4e
        for modes, specs in _mode_ways(g, p, c, spell):
            choices = target_choices(g, specs, c, p) if specs else [[]]
            if choices is None:
                continue
            tl = target_labels(g, specs, c, p) if specs else {}
            for tg in choices:
                a = _cast_action(g, c, labels[c], 0, False, tg, tl, modes)
                words = a.text.removeprefix("cast ")
                for pid in PLAYERS:  # a player target by name, as a player reads it ("Lightning Bolt -> Player 2")
                    words = words.replace(f"-> {pid}", f"-> {g.players[pid].name}").replace(
                        f", {pid}", f", {g.players[pid].name}")
                out.append((c, modes, [list(t) for t in tg], words))
    return out


def _paid_uncounterable(g: "Game", paid: Payment) -> bool:
    """Whether mana from a restricted second ability that says "and that spell can't be countered" paid for it."""
    for sid, made in paid.taps:
        o = g.objects.get(sid)
        second = o.card.mana_restricted if o is not None else None
        if second is not None and second.get("spend_uncounterable") and o is not None:
            first = o.card.mana_ability
            prod = first["produce"] if first is not None else ""
            if made not in ("WUBRG" if prod == "any" else prod):
                return True
    return False


def cast_without_paying(g: "Game", p: str, oid: str, targets: list[list[str]], modes: tuple[int, ...] = ()) -> None:
    """118.9: cast a spell without paying its mana cost (X = 0, 107.3b), as an effect lets its player."""
    _pay_and_cast(g, p, oid, 0, targets, {}, [], modes, free=True)


def _pay_and_cast(g: "Game", p: str, oid: str, x: int, targets: list[list[str]],
                  chosen: dict[str, list[str]], instead: list[str], modes: tuple[int, ...] = (),
                  free: bool = False) -> None:
    """601.2g-h: pay the spell's total cost (the mana, leaving alone what its additional costs take; then
    those costs with the objects chosen, or their mana ``alternative`` for those in ``instead``), and put it
    on the stack.  A modal spell goes on the stack as its chosen mode: that mode's targets and effects are the
    spell's (700.2: the modes not chosen are as if they weren't there)."""
    card = g.objects[oid].card
    sp = card.spell
    cost = _NO_MANA if free else spell_cost(g, p, card, x, targets, oid=oid)  # 118.9
    name = card.name
    data: dict[str, Any] = {}
    if sp is not None and sp.other_costs:
        skip = frozenset(instead)
        for w in sp.other_costs:
            if w.name in skip:
                alt = w.alternative(sp)
                if alt is not None:
                    cost = cost.plus(alt)
        whole = whole_cost_exclude(g, p, oid, sp, cost, _NO_EXCLUDE, fixed=chosen or None, skip=skip)
        if whole is None:
            raise IllegalActionError(f"cannot pay the whole cost of {name} now (601.2h)")
        paid = pay_mana(g, p, cost, whole, spell=card)
        for w in sp.costs:
            if w.name in skip:
                continue
            if not w.chooses:
                w.pay(g, p, oid, sp)
                continue
            objs = chosen[w.name] if w.name in chosen else w.candidates(g, p, oid, sp)[:w.count(sp)]
            facts = w.facts(g, objs)
            if facts:
                data.setdefault("paid", {})[w.name] = facts  # what paid it, as it last existed (608.2h)
            w.pay_with(g, p, oid, sp, objs)
    else:
        paid = pay_mana(g, p, cost, spell=card)
    if _paid_uncounterable(g, paid):
        data["uncounterable"] = True  # "... and that spell can't be countered" (Delighted Halfling's mana)
    spell = sp
    if modes:
        assert sp is not None, "only a modal spell has modes chosen"
        spell = mode_ability(sp, modes)
        data["modes"] = list(modes)
    nid = g.move(oid, "stack", controller=p, silent=True)
    assert nid is not None, "only a token ceases to exist as it moves, and a token is never cast"
    item = StackItem(nid, "spell", p, nid, name, spell, [list(t) for t in targets], x, data or None)
    g.stack.append(item)
    tnames = [g.name(t) if t not in PLAYERS else g.players[t].name for grp in targets for t in grp]
    tail = f" targeting {', '.join(tnames)}" if tnames else ""
    mode = f" choosing mode {','.join(str(k + 1) for k in modes)}" if modes else ""
    if free:
        mode += " without paying its mana cost"
    g.spells_cast_this_turn[p] = g.spells_cast_this_turn.get(p, 0) + 1
    ev = g.emit("cast", f"{g.players[p].name} casts {name}{mode}{tail}" + (f" (X={x})" if card.cost.x else ""),
                "118.9" if free else "700.2" if modes else "601.2", player=p, obj=nid, name=name, historic=card.historic,
                targets=[t for grp in targets for t in grp], nth=g.spells_cast_this_turn[p],
                free=cost.mana_value == 0)  # no mana was spent to cast it (Boromir, Warden of the Tower)
    if modes:
        ev.data["modes"] = [k + 1 for k in modes]
    if tnames:
        becomes_target(g, item)


def activate_ability(g: "Game", p: str, oid: str, k: int, x: int, targets: list[list[str]]) -> None:
    """602.2: activate: pay the costs, put the ability on the stack (loyalty: 606).  When a cost takes objects
    its player picks (601.2b-h, 602.2b: which Food to sacrifice), the player first chooses them, one
    ``choose <object>`` each (the ``cost_choices`` procedure below), then the costs are paid."""
    sp = activated_of(g, oid)[k]  # (printed, or gained: 613.1f)
    if sp.choosing:
        g.frames.append(Frame("cost", p, [effect({"do": "cost_choices"})],
                              vars={"oid": oid, "k": k, "x": x, "targets": [list(t) for t in targets],
                                    "chosen": {}}))
        return
    _pay_and_activate(g, p, oid, k, x, targets, {})


def _costed(g: "Game", oid: str, k: int) -> Ability:
    """The spell (``k`` -1) or the ``k``-th activated ability of ``oid`` whose costs are being chosen."""
    card = g.objects[oid].card
    if k < 0:
        assert card.spell is not None
        return card.spell
    return activated_of(g, oid)[k]


def _mana_of(g: "Game", p: str, oid: str, k: int, sp: Ability, x: int, targets: list[list[str]] | None) -> ManaCost:
    return spell_cost(g, p, g.objects[oid].card, x, targets, oid=oid) if k < 0 else ability_cost(g, oid, sp, x)


def cost_choice_candidates(g: "Game", p: str, oid: str, sp: Ability, x: int, chosen: dict[str, list[str]],
                           w: "Cost", k: int = 0, targets: list[list[str]] | None = None,
                           instead: AbstractSet[str] = frozenset()) -> list[str]:
    """The objects ``p`` may choose next for cost word ``w`` of ``oid``'s ability (or spell, ``k`` -1): those
    that keep the whole cost payable, mana included, with what is chosen already (SCENARIOS 1.1), best first
    (``w``'s order)."""
    exclude: AbstractSet[str] = {oid} if sp.excludes_self else set()
    cost = _mana_of(g, p, oid, k, sp, x, targets)
    for v in sp.other_costs:
        if v.name in instead:
            alt = v.alternative(sp)
            if alt is not None:
                cost = cost.plus(alt)
    got = chosen.get(w.name, [])
    taken = {c for objs in chosen.values() for c in objs}
    out = []
    for c in w.candidates(g, p, oid, sp):
        if c in taken:
            continue
        if whole_cost_exclude(g, p, oid, sp, cost, exclude, fixed={**chosen, w.name: got + [c]},
                              skip=instead) is not None:
            out.append(c)
    return out


#: the answer that pays a cost word's mana alternative instead ("choose pay {4}")
PAY_INSTEAD: Final = "__pay_instead__"


@procedure("cost_choices")
def _cost_choices(g: "Game", fr: Frame, eff: "EffectUse") -> bool:
    """601.2b-h, 602.2b: the player of a spell being cast or an ability being activated chooses the objects its
    costs take (the creature to sacrifice, the card to discard, the creature to tap), one at a time, before the
    mana is paid; only objects that keep the whole cost payable are offered.  A cost that may be paid with mana
    instead ("sacrifice a creature or pay {4}") also offers ``choose pay {4}`` when that is payable.  When there
    is one answer, the engine takes it.  Then the costs are paid."""
    v = fr.vars
    p = fr.controller
    oid, k, x = v["oid"], v["k"], v["x"]
    sp = _costed(g, oid, k)
    chosen: dict[str, list[str]] = v["chosen"]
    instead: list[str] = v.setdefault("instead", [])
    a = answered(fr)
    if a == PAY_INSTEAD:
        instead.append(v["word"])
    elif a is not None:
        chosen.setdefault(v["word"], []).append(a)
    for w in sp.costs:
        if not w.chooses or w.name in instead:
            continue
        got = chosen.setdefault(w.name, [])
        left = w.left(g, p, oid, sp, got)
        if left <= 0:
            continue
        ok = cost_choice_candidates(g, p, oid, sp, x, chosen, w, k, v["targets"], frozenset(instead))
        alt = w.alternative(sp) if not got else None
        alt_ok = alt is not None and whole_cost_exclude(
            g, p, oid, sp, _mana_of(g, p, oid, k, sp, x, v["targets"]).plus(alt), _NO_EXCLUDE,
            fixed=chosen or None, skip=frozenset(instead) | {w.name}) is not None
        while not alt_ok and left > 0 and ok and len(ok) <= left:  # one answer: the engine takes it (crew: again)
            got.extend(ok)
            left = w.left(g, p, oid, sp, got)
            ok = cost_choice_candidates(g, p, oid, sp, x, chosen, w, k, v["targets"],
                                        frozenset(instead)) if left > 0 else []
        if left <= 0 or (not ok and not alt_ok):
            continue
        if alt_ok and not ok:
            instead.append(w.name)
            continue
        from ..cards.render import Ctx  # the cost's words as its card writes them

        card = g.objects[oid].card
        part = w.text(sp, card, Ctx(card, []))
        v["word"] = w.name
        options: list[tuple[str, Any]] = [(i, None) for i in ok]
        order = list(ok)
        if alt_ok:
            options.append((PAY_INSTEAD, f"pay {alt}"))
            order.insert(0, PAY_INSTEAD)  # the bots keep their creatures when they can pay the mana
        return ask(g, p, f"{card.name}'s cost, {part[0].lower()}{part[1:]}: choose one"
                   + (f" ({left} to go)" if w.count(sp) > 1 else ""), options,
                   purpose="cost", cost=w.name, source=oid, order=order, spell=k < 0)
    if k < 0:
        _pay_and_cast(g, p, oid, x, v["targets"], chosen, instead, tuple(v.get("modes") or ()))
    else:
        _pay_and_activate(g, p, oid, k, x, v["targets"], chosen)
    return True


def _pay_and_activate(g: "Game", p: str, oid: str, k: int, x: int, targets: list[list[str]],
                      chosen: dict[str, list[str]]) -> None:
    """602.2b-i: pay the ability's costs (the mana first, leaving alone what the other costs take; then the
    costs in their paying order, with the objects chosen for them) and put it on the stack."""
    o = g.objects[oid]
    card = o.card
    ab = sp = activated_of(g, oid)[k]  # (printed, or gained: 613.1f)
    # an ability it has by an ability-adding static (613.1f): the permanent it is an ability of, for the log, told
    # before the costs are paid (they may take either one)
    gained = k - len(card.activated)
    owner = gained_abilities(g, oid)[gained][0] if gained >= 0 else None
    owner_name = g.name(owner) if owner is not None else ""
    exclude: AbstractSet[str] = {oid} if sp.excludes_self else set()
    cost = ability_cost(g, oid, sp, x)
    name = card.name
    if sp.other_costs:  # leave alone what the other costs will take (601.2g-h)
        whole = whole_cost_exclude(g, p, oid, sp, cost, exclude, fixed=chosen or None)
        if whole is None:
            raise IllegalActionError(f"cannot pay the whole cost of {name}'s ability now (601.2h, 602.2b)")
        exclude = whole
    pay_mana(g, p, cost, exclude)
    if g.active == p and "Equipment" in card.subtypes and len(sp.effects) == 1 and sp.effects[0].get("do") == "attach":
        # an equip ability activated on its controller's turn (702.6a): the first is Forge Anew's free one
        g.turn_flags[f"equips_{p}"] = int(g.turn_flags.get(f"equips_{p}", 0)) + 1
    data: dict[str, Any] = {}
    if sp.loyalty_kind:
        n = sp.loyalty
        if n >= 0:
            g.add_counters(oid, "loyalty", n, by=p)  # (606.4: a cost its controller pays)
        else:
            g.remove_counters(oid, "loyalty", -n, rule="606.4")
        o.loyalty_used = True
    for w in sp.costs:  # the cost words, in their paying order (mtg_tui/costs/registry.py's ORDER)
        if w.chooses and w.name in chosen:
            facts = w.facts(g, chosen[w.name])
            if facts:
                data.setdefault("paid", {})[w.name] = facts  # what paid it, as it last existed (608.2h)
            w.pay_with(g, p, oid, ab, chosen[w.name])
        else:
            w.pay(g, p, oid, ab)
    src = oid
    if sp.cycling:
        g.emit("discard", f"{g.players[p].name} discards {name} to cycle it", "702.29a", player=p, obj=oid)
        src = g.move(oid, "graveyard", silent=True) or oid
    item = StackItem(g.new_id("a"), "ability", p, src, name, ab, [list(t) for t in targets], x, data)
    g.stack.append(item)
    tnames = [g.name(t) if t not in PLAYERS else g.players[t].name for grp in targets for t in grp]
    tail = f" targeting {', '.join(tnames)}" if tnames else ""
    if owner is not None:  # 613.1f, 113.7: its source is the permanent that has it, not the one it came from
        g.emit("activate", f"{g.players[p].name} activates {name}'s ability it has from {owner_name}{tail}",
               "613.1f", player=p, obj=item.id, source=src, name=name, gained_from=owner)
    else:
        g.emit("activate", f"{g.players[p].name} activates {name}{tail}", "606.3" if sp.loyalty_kind else "602.2",
               player=p, obj=item.id, source=src, name=name)
    if tnames:
        becomes_target(g, item)
    if sp.cycling:
        g.emit("cycle", f"{g.players[p].name} cycles {name}", "702.29a", player=p, name=name)
