"""Which targets an effect hurts, and the one rule every bot level keeps: never aim harm at yourself or your own
permanents while the same spell or ability could aim it at someone else.

The facts come from the card definitions: an ability's ``targets`` are groups, and each effect names the group
it acts on (``what``, ``to``, ``a``/``b``, ``who``: ``target`` is the first group, ``targetN`` the N-th).  Which
of them an effect hurts, its word says (``Effect.harms``, mtg_tui/effects): damage, destroy, tap, take
control, bounce, counter, discard, mill, lose life, a -N/-N or "can't" pump, -1/-1 or stun counters, the
``b`` side of a fight (the creature that fights *your* creature).  An Aura that stops or shrinks what it
enchants (Pacifism) hurts its target.

``spare_own(view, legal)`` is the filter: it leaves out an action whose harmful target is the bot or one of its
permanents (or its spell, for a counter) when another legal action of the same spell or ability (the same
card, the same ability) hurts none of them.  With no such alternative the action stays (the bot's own scoring
judges it).  A decision with no targeted action is returned as it is, without looking at the board.
"""

from __future__ import annotations

from typing import Any, Sequence

from ..engine.data import Data
from ..effects.registry import BY_NAME as _EFFECT_WORDS
from ..engine.actions import Action, Activate, Cast

def _group(ref: Any) -> int | None:
    """The target group an effect reference names (0-based), or None when it names no target."""
    if ref is None or ref == "target":
        return 0
    if isinstance(ref, str) and ref.startswith("target") and ref[6:].isdigit():
        return int(ref[6:]) - 1
    return None


def _effect_harms(eff: Any, out: set[int]) -> None:
    w = _EFFECT_WORDS.get(str(eff.get("do")))
    if w is not None:
        for ref in w.harms(eff):
            g = _group(ref)
            if g is not None:
                out.add(g)
    for sub in eff.get("effects") or ():  # may, if ...: the effects they wrap act on the same targets
        if isinstance(sub, (dict, Data)):
            _effect_harms(sub, out)


def harmful_groups(ability: Any, hostile_aura: bool = False) -> frozenset[int]:
    """The target groups of ``ability`` (a card-definition ability dict) that its effects hurt."""
    out: set[int] = set()
    if ability:
        for eff in ability.get("effects") or ():
            _effect_harms(eff, out)
    if hostile_aura:
        out.add(0)  # the Aura's own target: what it will enchant
    return frozenset(out)


def hostile_aura(card) -> bool:
    """An Aura that stops or shrinks what it enchants is meant for the opponent's creatures."""
    if card is None or "Aura" not in card.subtypes:
        return False
    for st in card.statics:
        if st.static is not None and st.static.hostile(st):
            return True
    return False


_CACHE: dict[tuple[str, str, int, int | tuple[int, ...] | None], frozenset[int]] = {}
_REG: list = []


def _registry():
    if not _REG:
        from ..cards.registry import registry
        _REG.append(registry())
    return _REG[0]


def _card_groups(name: str, kind: str, k: int, mode: int | tuple[int, ...] | None = None) -> frozenset[int]:
    """Harmful target groups of a card's spell (kind "cast"; a modal spell's chosen ``mode``, 700.2) or its
    k-th activated ability."""
    key = (name, kind, k, mode)
    got = _CACHE.get(key)
    if got is None:
        card = _registry().find(name)
        if card is None:
            got = frozenset()
        elif kind == "cast":
            spell = card.spell
            if isinstance(mode, tuple) and spell is not None:  # two modes (700.2d): each's groups, one after another
                acc: set[int] = set()
                start = 0
                for m in mode:
                    if 0 <= m < len(spell.modes):
                        acc.update(start + i for i in harmful_groups(spell.modes[m], hostile_aura(card)))
                        start += len(spell.modes[m].targets)
                got = frozenset(acc)
                _CACHE[key] = got
                return got
            if isinstance(mode, int) and spell is not None and 0 <= mode < len(spell.modes):
                spell = spell.modes[mode]
            got = harmful_groups(spell, hostile_aura(card))
        else:
            got = harmful_groups(card.activated[k] if 0 <= k < len(card.activated) else None)
        _CACHE[key] = got
    return got


class _Owners:
    """Who controls what (the bot itself, its permanents, its spells) and the names of what it may see: read off
    its view (``_Board``) or off the game (``_GameBoard``)."""

    me: str
    names: Any

    def is_mine(self, t: str) -> bool:
        raise NotImplementedError


class _Board(_Owners):
    """Who controls what, as the bot's view shows it."""

    def __init__(self, snap: dict, me: str) -> None:
        self.me = me
        self.owner: dict[str, str] = {}
        self.perm: dict[str, dict] = {}
        for pl in snap["players"].values():
            for p in pl["battlefield"]:
                self.owner[p["id"]] = p["controller"]
                self.perm[p["id"]] = p
        for it in snap.get("stack") or ():
            self.owner[it["id"]] = it["controller"]
        self.names = {oid: p["name"] for oid, p in self.perm.items()}
        mine = snap["players"][me]
        self.names.update(zip(mine.get("hand_ids", []), mine["hand"]))
        for it in snap.get("stack") or ():
            self.names.setdefault(it["id"], it["name"])

    def is_mine(self, t: str) -> bool:
        """The bot itself, a permanent it controls, or a spell of its own."""
        return t == self.me or self.owner.get(t) == self.me


class _Names:
    """The names ``_Board.names`` gives, read off the game for what the player may see (a permanent, a spell on
    the stack, a card in the player's own hand)."""

    __slots__ = ("g", "me")

    def __init__(self, game, me: str) -> None:
        self.g = game
        self.me = me

    def get(self, oid: str, default=None):
        o = self.g.objects.get(oid)
        if o is None or not (o.zone in ("battlefield", "stack") or (o.zone == "hand" and o.owner == self.me)):
            return default
        return o.card.name


class _GameBoard(_Owners):
    """``_Board``'s answers for a cast or an activation, read off the game instead of a whole view (the random
    bot asks at most of its decisions, and building a view for each was half its time): who controls a
    permanent or a spell (public), the names of those and of the player's own hand."""

    def __init__(self, game, me: str) -> None:
        self.g = game
        self.me = me
        self.names = _Names(game, me)

    def is_mine(self, t: str) -> bool:
        if t == self.me:
            return True
        o = self.g.objects.get(t)
        if o is not None and o.zone in ("battlefield", "stack"):
            return o.controller == self.me
        return any(it.id == t and it.controller == self.me for it in self.g.stack)


def _targets_of(a: Action) -> list | None:
    """An action's target groups (cast / activate), or None when it takes no targets."""
    d = a.data
    if isinstance(d, (Cast, Activate)):
        return d.targets or None
    return None


def hurts_own(board: _Owners, a: Action) -> bool:
    """Does this cast or activation aim something harmful at the bot or one of its permanents?"""
    groups = _targets_of(a)
    if not groups:
        return False
    d = a.data
    name = board.names.get(d.source)
    if name is None:
        return False
    mode: int | tuple[int, ...] | None = None
    if isinstance(d, Cast) and d.modes:
        mode = d.modes[0] if len(d.modes) == 1 else tuple(d.modes)
    harmful = _card_groups(name, a.kind, d.ability if isinstance(d, Activate) else 0, mode)
    return any(i in harmful and any(board.is_mine(t) for t in grp) for i, grp in enumerate(groups))


def _choice_group_harms(board: _Owners, game, pending: dict, options: list[str]) -> bool:
    """For a target chosen as a triggered ability goes on the stack: does the group being chosen get hurt?

    The view names the source and the effect words, not which group is being chosen; the groups whose
    target rules every option fits (the engine's own filter, Game.matches: the options are public objects and
    players) are the possible ones, and only when they agree is the answer yes."""
    src = pending.get("source")
    name = board.names.get(src) if isinstance(src, str) else None
    card = _registry().find(name) if name else None
    if card is None:
        return False
    words = list(pending.get("effects") or [])
    abilities = [ab for ab in list(card.triggered) + list(card.chapters or [])
                 if [e.get("do") for e in ab.get("effects") or []] == words and ab.get("targets")]
    answers = set()
    for ab in abilities:  # (two triggers may share their words: Orcish Bowmasters)
        harmful = harmful_groups(ab)
        fits = [i for i, spec in enumerate(ab["targets"])
                if all(game.matches(t, spec, src, board.me) for t in options)]
        answers.add(bool(fits) and all(i in harmful for i in fits))
    return answers == {True}


def spare_own(view, legal: Sequence[Action]) -> Sequence[Action]:
    """``legal`` without the actions that aim harm at the deciding player or its own permanents while the
    same spell or ability has a legal way to aim it elsewhere; the same list object when nothing goes."""
    if not legal:
        return legal
    choice = legal[0].kind in ("choose", "done") and any(a.kind == "choose" for a in legal)
    if not choice and not any(_targets_of(a) for a in legal):
        return legal  # nothing targets: no need to look at the board
    game = getattr(view, "_game", None)  # (the decider's own prompt: what the view would say, without building it)
    if choice and game is not None and game.pending is not None and game.pending.data.get("purpose") != "target":
        return legal
    if not choice and game is not None:  # a cast or an activation: the game answers who controls what
        board: _Owners = _GameBoard(game, view.player)
    else:
        snap = view.snapshot()
        board = _Board(snap, view.player)
    if choice:
        pending = snap.get("pending") or {}
        if pending.get("purpose") != "target":
            return legal
        opts = [a.data.option for a in legal if a.kind == "choose" and isinstance(a.data.option, str)]
        if not any(board.is_mine(t) for t in opts) or all(board.is_mine(t) for t in opts):
            return legal
        if game is None or not _choice_group_harms(board, game, pending, opts):
            return legal
        return [a for a in legal if not (a.kind == "choose" and board.is_mine(a.data.option))]
    bad = {i for i, a in enumerate(legal) if hurts_own(board, a)}
    if not bad:
        return legal
    heads_ok = {_head(a) for i, a in enumerate(legal) if i not in bad and _targets_of(a)}
    drop = {i for i in bad if _head(legal[i]) in heads_ok}
    if not drop:
        return legal
    return [a for i, a in enumerate(legal) if i not in drop]


def _head(a: Action) -> tuple:
    """The spell or ability an action uses: the same card cast, or the same ability of the same source."""
    d = a.data
    return (a.kind, d.source, d.ability if isinstance(d, Activate) else None)
