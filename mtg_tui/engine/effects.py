"""The effect vocabulary cards are composed from, and the frames that run them.

A card file writes an effect as a table ``{do = name, ...params}``; the card registry reads it once into an
``EffectUse`` (engine/ability.py) whose ``run`` is its word's (or an engine procedure's).  ``run`` gets
``(game, frame, eff)`` and returns True when done, or False after it has set a pending decision; it is
called again with ``frame.answer`` set.  Frames hold their effects (read-only) and plain data, so a game
paused in the middle of a resolution still clones.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Final, Sequence

from .events import Event, count_of
from .objects import PLAYERS, Decision, Frame, StackItem, other, remove_identical

if TYPE_CHECKING:  # pragma: no cover
    from .ability import EffectUse
    from .game import Game

#: what runs an effect dict, by its ``do``: the effect words (``mtg_tui/effects``, which put their ``run``
#: here when their registry loads) and the engine's own procedures (``@procedure``: the mulligans, the
#: cleanup step, combat damage...), which card files can't name
RUN: Final[dict[str, Callable[["Game", Frame, Any], bool]]] = {}
#: the condition words' ``holds`` and the amount words' ``value``, by name (``mtg_tui/conditions`` and
#: ``mtg_tui/amounts`` put them here when their registries load); ``Game.check_condition`` / ``Game.amount`` ask
CONDITIONS: Final[dict[str, Callable]] = {}
AMOUNTS: Final[dict[str, Callable]] = {}
HOOKS: Final[dict[str, Callable]] = {}
REPLACEMENTS: Final[dict[str, Callable]] = {}
DONE: Final = "__done__"


HOOK_TEXT: Final[dict[str, str]] = {}


def hook(name: str, text: str):
    """Register a Python hook for behaviour outside the vocabulary; ``text`` is its rules text."""
    def deco(fn):
        HOOKS[name] = fn
        HOOK_TEXT[name] = text
        return fn
    return deco


def replacement(name: str, text: str = ""):
    """Register a replacement effect (614) a static ability names (``hook = name``: the statics word
    ``replacement``, mtg_tui/statics/replacement.py); ``text`` is its rules text."""
    def deco(fn):
        REPLACEMENTS[name] = fn
        if text:
            HOOK_TEXT[name] = text
        return fn
    return deco


def procedure(name: str):
    """Register one of the engine's own steps that run as a frame's effect (not a card word)."""
    def deco(fn):
        RUN[name] = fn
        return fn
    return deco


def load_words() -> None:
    """Load the word packages (mtg_tui/effects, conditions, amounts): their registries fill ``RUN``,
    ``CONDITIONS`` and ``AMOUNTS``.  The card registry loads them as it validates card files; the engine
    asks here too, the first time it meets a name it doesn't know, so a game never depends on import order."""
    from ..amounts import registry as _amounts  # noqa: F401
    from ..conditions import registry as _conditions  # noqa: F401
    from ..effects import registry as _effects  # noqa: F401


def runner(name: str) -> Callable[["Game", Frame, Any], bool]:
    """What runs the effect named ``name`` (the effect words load on first use)."""
    fn = RUN.get(name)
    if fn is None:
        load_words()
        fn = RUN[name]
    return fn


# ---------------------------------------------------------------------- frames
def step_frame(g: "Game", fr: Frame) -> None:
    if fr.kind == "resolve" and fr.i == 0 and not fr.vars.get("_checked"):
        fr.vars["_checked"] = True
        if not _check_targets(g, fr) or not _check_intervening_if(g, fr):
            return
        ab = fr.item.ability if fr.item is not None else None
        if (ab is not None and ab.condition is not None and ab.kind == "triggered"
                and not g.check_condition(ab.condition, fr.item.source if fr.item else None, fr.controller)):
            # 603.4: an intervening "if" clause is checked again as the ability resolves: false, it does nothing
            g.emit("effect", f"{fr.item.source_name if fr.item else 'The ability'}'s ability does nothing: "
                   "its condition is no longer true", "603.4")
            fr.i = len(fr.effects)
    while fr.i < len(fr.effects):
        eff = fr.effects[fr.i]
        if not eff.run(g, fr, eff):
            return  # waiting for a decision
        if g.over:
            return
        fr.i += 1
        fr.ctx = {}
        fr.answer = None
        if fr.vars.get("_stop"):
            break
    remove_identical(g.frames, fr)
    if fr.kind == "resolve":
        _finish_resolution(g, fr)


def begin_resolution(g: "Game") -> None:
    """608.2: the top object of the stack resolves."""
    item = g.stack[-1]
    effects = list(item.ability.effects) if item.ability is not None else []
    g.frames.append(Frame("resolve", item.controller, effects, item=item,
                          vars={"source": item.source, "x": item.x}))


def _check_targets(g: "Game", fr: Frame) -> bool:
    """608.2b: a spell or ability whose targets are all illegal doesn't resolve."""
    from .legal import target_still_legal, x_fits
    item = fr.item
    assert item is not None, "a resolution has its stack item"
    specs = item.ability.targets if item.ability is not None else ()
    if not item.flat_targets():
        fr.vars["legal"] = [[] for _ in specs]
        return True
    legal = []
    for spec, grp in zip(specs, item.targets):
        legal.append([t for t in grp if target_still_legal(g, spec, t, item.source, item.controller)
                      and (not spec.power_is_x or x_fits(g, (spec,), ([t],), item.x))])
    fr.vars["legal"] = legal
    if not any(legal):
        remove_identical(g.frames, fr)
        remove_identical(g.stack, item)
        g._ver += 1
        g.emit("fizzle", f"{item.source_name} doesn't resolve: all its targets are illegal", "608.2b",
               obj=item.id, name=item.source_name)
        if item.kind == "spell" and item.id in g.objects:
            g.move(item.id, "graveyard", silent=True)
        return False
    return True


def _check_intervening_if(g: "Game", fr: Frame) -> bool:
    """603.4: a triggered ability with an intervening "if" checks it again as it resolves; false: it does
    nothing (it leaves the stack)."""
    item = fr.item
    ab = item.ability if item is not None else None
    if item is None or ab is None or ab.condition is None or ab.kind != "triggered":
        return True
    if g.check_condition(ab.condition, item.source, item.controller):
        return True
    remove_identical(g.frames, fr)
    remove_identical(g.stack, item)
    g._ver += 1
    g.emit("resolve", f"{item.source_name}'s ability does nothing: its condition no longer holds", "603.4",
           obj=item.id, name=item.source_name)
    return False


def _final_chapter(g: "Game", item: StackItem) -> bool:
    """714.2c: the item is a Saga's final chapter ability (the greatest chapter number of its source)."""
    if not item.chapter:
        return False
    o = g.objects.get(item.source)
    n = int(item.data.get("chapter") or 0)
    return o is not None and bool(o.card.final_chapter) and n >= o.card.final_chapter


def _finish_resolution(g: "Game", fr: Frame) -> None:
    item = fr.item
    assert item is not None, "a resolution has its stack item"
    g._ver += 1  # the stack changed: a Saga waiting for its chapter ability may go (704.5s)
    remove_identical(g.stack, item, missing_ok=True)
    extra: dict[str, Any] = ({"final_chapter": True, "player": item.controller, "source": item.source}
                             if _final_chapter(g, item) else {})
    g.emit("resolve", f"{item.source_name} resolves", "608.2", obj=item.id, name=item.source_name, **extra)
    if item.kind != "spell" or item.id not in g.objects:
        return
    o = g.objects[item.id]
    if o.card.is_permanent:
        attach = None
        if "Aura" in o.card.subtypes:
            legal = fr.vars.get("legal") or []
            attach = legal[0][0] if legal and legal[0] else None
        g.move(item.id, "battlefield", controller=item.controller, attach_to=attach, rule="608.3",
               counters=item.data.get("enters_with"), x=item.x)
    elif o.token:  # a copy of a spell (707.10) or of a card (707.12): out of the stack it ceases to exist (704.5e)
        g.move(item.id, "graveyard", why=" and ceases to exist (a copy)", rule="704.5e")
    else:
        g.move(item.id, "graveyard", silent=True)


def ask(g: "Game", player: str, prompt: str, options: list[tuple[str, Any]], done: bool = False,
        verb: str = "choose", purpose: str = "", **info: Any) -> bool:
    """Set a pending choice.  ``purpose`` (and ``info``) tell an agent what the choice is for
    (ring_bearer, army, target, search, discard, scry, may, legend, bottom, mulligan, trigger_order, cost; the
    combat damage division, damage_division, is combat.py's own)."""
    g._legal = None
    g.pending = Decision("choice", player, prompt, options, done, {"verb": verb, "purpose": purpose, **info})
    return False


def ask_objects(g: "Game", player: str, prompt: str, ids: list[str], done: bool = False, purpose: str = "",
                **info: Any) -> bool:
    return ask(g, player, prompt, [(i, None) for i in ids], done, purpose=purpose, **info)


def answered(fr: Frame) -> Any:
    a = fr.answer
    fr.answer = None
    return a


#: a target's count (with up_to) that means "any number of target ..." (cards/render.py's ANY_NUMBER)
_ANY_NUMBER: Final = 99


def target_count(g: "Game", spec: Any, data: dict) -> int:
    """How many targets one target word of a triggered ability asks for (at most, with ``up_to``): its number,
    or the named amount its trigger's data gives ("up to X target creatures, where X is the number of cards looked
    at while scrying this way": ``looked``, 701.18a).  601.2c, 603.3d: worked out as the ability is put on the
    stack, and fixed from then on."""
    n = spec.get("count", 1)
    if isinstance(n, str):
        return max(0, g.amount(n, Frame("trigger", "", [], vars=dict(data))))
    return int(n)


# ---------------------------------------------------------------------- references
def uncounterable(g: "Game", oid: str) -> bool:
    """Whether the spell ``oid`` can't be countered: a static ability of its own says so (101.2: "can't" wins over
    an effect that would counter it; 113.6a: a spell's static abilities work on the stack)."""
    o = g.objects.get(oid)
    if o is None:
        return False
    for st in o.card.statics:
        w = st.static
        if w is not None and w.uncounterable(st):
            return True
    # mana that says "and that spell can't be countered" paid for it (Delighted Halfling; engine/legal.py)
    return any(it.id == oid and bool(it.data.get("uncounterable")) for it in g.stack)


def refs(g: "Game", fr: Frame, ref: Any) -> list[str]:
    """What an effect's object/player reference means right now."""
    if ref is None or ref == "target":
        return _target_group(g, fr, 0)
    if isinstance(ref, str) and ref.startswith("target") and ref[6:].isdigit():
        return _target_group(g, fr, int(ref[6:]) - 1)
    if ref == "self":  # the permanent, or the card in a graveyard whose ability works there (113.6)
        s = fr.vars.get("source")
        return [s] if s in g.objects and g.objects[s].zone in ("battlefield", "graveyard") else []
    if ref == "attached":  # "equipped/enchanted creature": what the source is attached to now
        s = fr.vars.get("source")
        a = g.objects[s].attached_to if s in g.objects and g.objects[s].zone == "battlefield" else None
        return [a] if a is not None and on_battlefield(g, a) else []
    if ref == "you":
        return [fr.controller]
    if ref == "each_opponent":
        return [other(fr.controller)]
    if ref == "each_player":
        return [g.active, other(g.active)]
    if ref == "each_creature":  # "each creature": every creature on the battlefield now (608.2c)
        return list(g.creatures(None))
    if ref == "you_and_target":  # "you and target opponent each ..." (the target player, if still legal)
        return [fr.controller] + [t for t in _target_group(g, fr, 0) if t in PLAYERS and t != fr.controller]
    if ref == "target_player_controller":  # "its controller": by last known information once it has left (608.2h)
        legal = fr.vars.get("legal")
        grp = legal[0] if legal else (fr.item.targets[0] if fr.item is not None and fr.item.targets else [])
        for t in grp[:1]:
            if t in g.objects:
                return [g.objects[t].controller]
            lk = g.last_known.get(t)
            if lk is not None:
                return [lk["controller"]]
        return []
    if ref == "others_of_target_controller":  # "each other creature with the same controller" (as the first target)
        t = _target_group(g, fr, 0)
        if not t or t[0] not in g.objects:
            return []
        return [c for c in g.creatures(g.objects[t[0]].controller) if c != t[0]]
    if ref == "revealed":  # the card reveal_top put onto the battlefield ("it", Doors of Durin), while it is there
        r = fr.vars.get("revealed")
        return [r] if r is not None and on_battlefield(g, r) else []
    if ref == "died_controller":  # "that creature's controller": of the creature that died, as it last existed
        lki = fr.item.data.get("lki") if fr.item is not None else None
        return [lki["controller"]] if lki else []
    v = fr.vars.get(ref)
    if v is None and fr.item is not None:
        v = fr.item.data.get(ref)
    if v is None:
        return []
    return v if isinstance(v, list) else [v]


def _target_group(g: "Game", fr: Frame, i: int) -> list[str]:
    legal = fr.vars.get("legal")
    if legal is None:
        if fr.item is None:
            return []
        grp = fr.item.targets[i] if i < len(fr.item.targets) else []
    else:
        grp = legal[i] if i < len(legal) else []
    return [t for t in grp if t in PLAYERS or (t in g.objects and g.objects[t].zone in ("battlefield", "graveyard"))
            or any(it.id == t for it in g.stack)]


def on_battlefield(g: "Game", oid: str) -> bool:
    o = g.objects.get(oid)
    return o is not None and o.zone == "battlefield"


def amt(g: "Game", fr: Frame, v: Any) -> int:
    return g.amount(v, fr) if v is not None else 1


# ---------------------------------------------------------------------- basic effects
def pump_ids(g: "Game", fr: Frame, ids: list, eff: "EffectUse") -> None:
    """Give ``ids`` what a pump says (611.2c: the set is fixed now), and say so in the log."""
    if not ids:
        return
    dur = eff.get("duration", "eot")
    src = fr.vars.get("source")
    p, t = amt(g, fr, eff.get("power", 0)), amt(g, fr, eff.get("toughness", 0))
    each = eff.get("for_each")
    if each is not None:  # "+1/+1 for each ...": the amount counted now (608.2h)
        k = amt(g, fr, each)
        p, t = p * k, t * k
    if p or t:
        g.add_effect("7c", ids, {"pt": (p, t)}, dur, fr.controller, src)
    lose = tuple(eff.get("loses") or ())
    if eff.get("keywords") or eff.get("flags") or lose:
        mods = {"keywords": tuple(eff.get("keywords") or ()), "flags": tuple(eff.get("flags") or ())}
        if lose:
            mods["lose_keywords"] = lose
        g.add_effect("6", ids, mods, dur, fr.controller, src)
    names = ", ".join(g.name(i) for i in ids)
    words = _pump_words(len(ids) > 1, p, t, [str(k) for k in eff.get("keywords") or ()],
                        [str(f) for f in eff.get("flags") or ()], [str(k) for k in lose])
    if not words:
        return  # (a pump whose only keywords depend on conditions that don't hold: nothing to say)
    until = (" until end of turn" if dur == "eot" else
             f" until {g.players[fr.controller].name}'s next turn" if dur == "until_your_next_turn" else "")
    g.emit("effect", f"{names} {words}{until}", "611.2", objs=ids)


def _pump_words(plural: bool, p: int, t: int, keywords: list[str], flags: list[str], lose: list[str]) -> str:
    """What a pump does, as the cards say it: "gets +2/+0 and gains first strike", "loses indestructible",
    "can't block" (one object; "get", "gain", "lose" for several)."""
    from ..cards.render import _and, flag_words
    s = "" if plural else "s"
    bits = []
    if p or t:
        bits.append(f"get{s} {p:+d}/{t:+d}")
    if keywords:
        bits.append(f"gain{s} {_and(keywords)}")
    bits += flag_words(flags, plural)
    if lose:
        bits.append(f"lose{s} {_and(lose)}")
    return _and(bits)


# ---------------------------------------------------------------------- effects with choices
def run_nested(g: "Game", fr: Frame, effects: Sequence["EffectUse"]) -> bool:
    """Run nested effects inside the current one, keeping their scratch separate."""
    ctx = fr.ctx
    while ctx["j"] < len(effects):
        sub = effects[ctx["j"]]
        saved = fr.ctx
        fr.ctx = ctx["sub"]
        try:
            ok = sub.run(g, fr, sub)
        finally:
            fr.ctx = saved
        if not ok:
            return False
        ctx["j"] += 1
        ctx["sub"] = {}
    return True


@procedure("mulligans")
def _mulligans(g: "Game", fr: Frame, eff: "EffectUse") -> bool:
    """103.5: London mulligans, taken at the same time.  In each round the starting player declares ``keep`` or
    ``mulligan``, then the other player (a player who has kept declares no more); once both have declared, all
    who chose a mulligan take it at once (each shuffles their hand into their library and draws seven).  Rounds
    repeat until both have kept; then each player puts one card per mulligan taken on the bottom of their
    library, the starting player first (SCENARIOS 1.1), and turn 1 begins.

    Scratch (``fr.ctx``): ``who`` (0 the starting player, 1 the other) declares now; ``mull``: who declared a
    mulligan this round; once the rounds are over, ``bottom`` (whose bottom it is, 0 or 1) and ``left``."""
    ctx = fr.ctx
    sp = g.starting_player
    order = (sp, other(sp))
    a = answered(fr)
    if "bottom" not in ctx:
        who: int = ctx.get("who", 0)
        if a is not None:  # the declaration of order[who]
            _declare(g, ctx, order[who], a)
            a = None
            who += 1
        while True:
            while who < 2 and g.players[order[who]].kept:
                who += 1
            if who < 2:
                ctx["who"] = who
                return _ask_declaration(g, order[who])
            mull: list[str] = ctx.pop("mull", [])
            if not mull:
                break
            _take_mulligans(g, mull)
            who = 0
        ctx["bottom"] = 0
        ctx["left"] = None
    while ctx["bottom"] < 2:
        p = order[ctx["bottom"]]
        pl = g.players[p]
        left = ctx["left"]
        if left is None:
            left = min(pl.mulligans, len(pl.hand))
        if a is not None:
            g.move(a, "library", bottom=True, silent=True)
            left -= 1
            a = None
            g.emit("mulligan", f"{pl.name} puts a card on the bottom", "103.5", player=p)
        if left > 0:
            ctx["left"] = left
            return ask_objects(g, p, f"Put {count_of(left, 'card')} on the bottom of your library", list(pl.hand),
                               purpose="bottom", keep=len(pl.hand) - left)
        ctx["left"] = None
        ctx["bottom"] += 1
    g.begin_turn_one()
    return True


#: 103.5: "A player can take mulligans until their opening hand would be zero cards" (seven cards to the bottom)
MAX_MULLIGANS: Final = 7


def _ask_declaration(g: "Game", p: str) -> bool:
    """103.5: ``p`` declares whether they take a mulligan.  The prompt and its data are about ``p``'s own hand only.
    Only ``keep`` is offered (and the engine takes it) when no further mulligan is possible: seven taken already,
    or no card in hand or library to draw a new hand from (a scenario's empty player)."""
    pl = g.players[p]
    options: list[tuple[str, Any]] = [("keep", "keep")]
    if pl.mulligans < MAX_MULLIGANS and (pl.hand or pl.library):
        options.append(("mulligan", "mulligan"))
    prompt = f"Keep this hand of {len(pl.hand)}?" + (f" (you will bottom {pl.mulligans})" if pl.mulligans else "")
    return ask(g, p, prompt, options, verb="", purpose="mulligan", mulligans=pl.mulligans)


def _declare(g: "Game", ctx: dict, p: str, answer: Any) -> None:
    """103.5: ``p``'s declaration: a keep is final (those cards are the opening hand); a mulligan waits for the
    other player's declaration, then all declared mulligans are taken at once."""
    pl = g.players[p]
    if answer == "keep":
        pl.kept = True
        # (a hand kept after mulligans is seven cards until its player puts one on the bottom per mulligan: said
        # here, so "keeps 7 cards" doesn't read as a free mulligan)
        g.emit("mulligan", f"{pl.name} keeps {len(pl.hand)} cards"
               + (f", then puts {count_of(pl.mulligans, 'card')} on the bottom (mulligans: {pl.mulligans})"
                  if pl.mulligans else ""), "103.5", player=p, declared="keep")
        return
    ctx.setdefault("mull", []).append(p)
    g.emit("mulligan", f"{pl.name} will take a mulligan", "103.5", player=p, declared="mulligan")


def _take_mulligans(g: "Game", players: list[str]) -> None:
    """103.5: everyone who declared a mulligan takes it at the same time: shuffles their hand into their library
    and draws a new hand of seven (the starting player's shuffle comes first from the game's one RNG)."""
    if len(players) > 1:
        g.emit("mulligan", " and ".join(g.players[p].name for p in players) + " take their mulligans at the same time",
               "103.5", players=list(players))
    for p in players:
        pl = g.players[p]
        pl.mulligans += 1
        for c in list(pl.hand):
            g.move(c, "library", bottom=True, silent=True)
        g.rng.shuffle(pl.library)
        g.emit("mulligan", f"{pl.name} takes a mulligan ({pl.mulligans})", "103.5", player=p, mulligans=pl.mulligans)
        g.draw(p, 7)
        pl.drawn_this_turn = 0


@procedure("legend_rule")
def _legend_rule(g: "Game", fr: Frame, eff: "EffectUse") -> bool:
    """704.5j: the controller chooses one; the rest go to the graveyard."""
    ids = [i for i in eff["ids"] if on_battlefield(g, i)]
    a = answered(fr)
    if a is None and len(ids) > 1:
        return ask_objects(g, fr.controller, f"Legend rule: choose the {g.name(ids[0])} to keep", ids,
                           purpose="legend")
    keep = a or (ids[0] if ids else None)
    for i in ids:
        if i != keep:
            g.move(i, "graveyard", why=" (legend rule)", rule="704.5j")
    return True


@procedure("discard_to_hand_size")
def _discard_to_hand_size(g: "Game", fr: Frame, eff: "EffectUse") -> bool:
    """514.1: the active player discards down to their maximum hand size."""
    p = g.active
    a = answered(fr)
    if a is not None:
        g.emit("discard", f"{g.players[p].name} discards {g.name(a)} (hand size)", "514.1", player=p, obj=a)
        g.move(a, "graveyard", silent=True)
    hand = g.players[p].hand
    if len(hand) > 7:
        return ask_objects(g, p, f"Discard down to 7 cards ({len(hand) - 7} to go)", list(hand),
                           purpose="discard")
    return True


@procedure("cleanup_wear_off")
def _cleanup_wear_off(g: "Game", fr: Frame, eff: "EffectUse") -> bool:
    """514.2: damage wears off and 'until end of turn' effects end, simultaneously."""
    for o in g._bfo:
        o.damage = 0
        o.deathtouched = False
        o.damage_as_toughness = False
    before = len(g.effects)
    had_control = any(e.layer == "2" and e.duration == "eot" for e in g.effects)
    g.effects = [e for e in g.effects if e.duration != "eot"]
    if had_control:
        g._restore_control()
    g.dirty()
    if before != len(g.effects):
        g.emit("effect", "Effects that last until end of turn end", "514.2")
    return True


@procedure("put_trigger")
def _put_trigger(g: "Game", fr: Frame, eff: "EffectUse") -> bool:
    """603.3d: choose the trigger's targets as it is put on the stack; no legal target: it is removed."""
    from .legal import target_candidates
    t = fr.vars["t"]
    ab = t["ability"]
    ctx = fr.ctx
    a = answered(fr)
    if ab.modes:  # 700.2, 603.3c: a modal triggered ability's mode is chosen as it is put on the stack
        if "mode" not in ctx:
            if a is not None:
                ctx["mode"] = int(a)
                a = None
                g.emit("choice", f"{g.players[t['controller']].name} chooses mode {ctx['mode'] + 1} of "
                       f"{t['source_name']}'s ability", "700.2", player=t["controller"], mode=ctx["mode"] + 1)
            else:
                from .legal import target_choices
                ok = [k for k, m in enumerate(ab.modes)
                      if not m.targets or target_choices(g, m.targets, t["source"], t["controller"]) is not None]
                if ab.get("modes_once"):  # "choose one that hasn't been chosen" (Gandalf the Grey): this object's
                    done_ = g.modes_chosen.get(str(t["source"]), ())
                    ok = [k for k in ok if k not in done_]
                if not ok:  # 700.2a: no mode can be chosen
                    g.emit("trigger", f"{t['source_name']}'s ability has no mode that can be chosen and is removed",
                           "700.2a", source=t["source"])
                    return True
                if len(ok) > 1:
                    from ..cards.render import Ctx, render_effects
                    from .triggers import _source_card
                    card = _source_card(g, t["source"])
                    does = {str(k): render_effects(list(ab.modes[k].effects), Ctx(card, list(ab.modes[k].targets)))
                            for k in ok}
                    return ask(g, t["controller"], f"Choose a mode of {t['source_name']}'s ability: "
                               + "; ".join(f"mode {k + 1}: {does[str(k)].rstrip('.')}" for k in ok),
                               [(str(k), f"mode {k + 1}") for k in ok], purpose="mode", source=t["source"],
                               mode_effects={str(k): [str(e.get("do")) for e in ab.modes[k].effects] for k in ok},
                               mode_texts=does,
                               mode_targets={str(k): [str(ts.get("controller", "any")) for ts in ab.modes[k].targets]
                                             for k in ok})
                ctx["mode"] = ok[0]
        if ab.get("modes_once") and not ctx.get("noted"):
            src = str(t["source"])  # 700.2: the mode is chosen now, and so can't be chosen again for this object
            g.modes_chosen = {**g.modes_chosen, src: tuple(g.modes_chosen.get(src, ())) + (ctx["mode"],)}
            ctx["noted"] = True
        ab = ab.modes[ctx["mode"]]
    specs = ab.get("targets") or []
    ctx.setdefault("gi", 0)
    ctx.setdefault("chosen", [[] for _ in specs])
    while ctx["gi"] < len(specs):
        gi = ctx["gi"]
        spec = specs[gi]
        grp = ctx["chosen"][gi]
        n = target_count(g, spec, t["data"])
        if a == DONE:
            a = None
            ctx["gi"] += 1
            continue
        if a is not None:
            grp.append(a)
            a = None
        if len(grp) >= n:
            ctx["gi"] += 1
            continue
        earlier = {x for prev in ctx["chosen"][:gi] for x in prev} if spec.get("distinct") else ()
        cands = [c for c in target_candidates(g, spec, t["source"], t["controller"]) if c not in grp
                 and c not in earlier]
        if not cands:
            if spec.get("up_to") or grp:
                ctx["gi"] += 1
                continue
            g._ver += 1  # a Saga waiting for this chapter ability may go now (704.5s)
            g.emit("trigger", f"{t['source_name']}'s ability has no legal target and is removed", "603.3d",
                   source=t["source"])
            return True
        return ask_objects(g, t["controller"], f"Choose a target for {t['source_name']}'s ability"
                           + (f" ({len(grp) + 1} of any number)" if spec.get("up_to") and n >= _ANY_NUMBER
                              else f" ({len(grp) + 1} of up to {n})" if n > 1 or spec.get("up_to") else ""), cands,
                           done=bool(spec.get("up_to")), purpose="target",
                           effects=[e["do"] for e in ab.get("effects") or []], spec=dict(spec),
                           source=t["source"])
    data = dict(t["data"])
    if "mode" in ctx:
        data["modes"] = [ctx["mode"]]
    item = StackItem(g.new_id("a"), "ability", t["controller"], t["source"], t["source_name"], ab,
                     ctx["chosen"], int(data.get("x") or 0), data, t.get("chapter", False))
    g.stack.append(item)
    tn = [g.name(x) if x not in PLAYERS else g.players[x].name for grp in ctx["chosen"] for x in grp]
    g.emit("trigger", f"{t['source_name']}'s ability goes on the stack" + (f" targeting {', '.join(tn)}" if tn else ""),
           "603.3", obj=item.id, source=t["source"], controller=t["controller"])
    if tn:
        becomes_target(g, item)
    return True


# ---------------------------------------------------------------------- replacement effects (614)
def replace_counters(g: "Game", oid: str, kind: str, n: int) -> int:
    """614.1: effects that change how many counters are put on a permanent (Mauhúr)."""
    for src, st, w in g.board().replacements:
        got = w.replace(g, src, st, "counters", oid=oid, kind=kind, n=n)
        if got is not None:
            n = got
    return n


def becomes_target(g: "Game", item: StackItem) -> None:
    """115.1, 702.21a: a spell or ability that targets permanents was just put on the stack: each targeted
    permanent's own statics are asked (ward triggers), then the abilities that trigger when it becomes the target
    (603.2; the trigger mode ``becomes_target``: a "target" event for each permanent, not logged again, the
    spell's or ability's own message having named its targets).  Only the item's few targets are looked at."""
    from .triggers import check_triggers
    seen: set[str] = set()
    for grp in item.targets:
        for t in grp:
            if t in seen:
                continue
            seen.add(t)
            o = g.objects.get(t)
            if o is None or o.zone != "battlefield":
                continue
            for st in o.card.statics:
                w = st.static
                if w is not None:
                    w.targeted(g, t, st, item)
            flags = g.chars(t).flags
            if flags:  # a static granted by a continuous effect ("have ward {1}"), as a rule flag
                for f in flags:
                    granted = _FLAG_STATICS.get(f)
                    if granted is not None:
                        granted[0].targeted(g, t, granted[1], item)
            check_triggers(g, Event("target", f"{o.card.name} becomes the target of {item.source_name}", "115.1",
                                    {"obj": t, "by": item.controller, "item": item.id}))


def replace_life_gain(g: "Game", player: str, n: int) -> int:
    """119.7: effects that say a player can't gain life (Gríma Wormtongue): the life ``player`` gains after them."""
    for src, st, w in g.board().replacements:
        got = w.replace(g, src, st, "life_gain", player=player, n=n)
        if got is not None:
            n = got
    return n


def replace_draw(g: "Game", player: str) -> int:
    """614.11: how many cards ``player`` draws in place of one (Phial of Galadriel: two, with no cards in hand)."""
    k = 1
    for src, st, w in g.board().replacements:
        got = w.replace(g, src, st, "draw", player=player, n=k)
        if got is not None:
            k = int(got)
    return k


def replace_mana_emptying(g: "Game", player: str, pool: list[int]) -> list[int]:
    """500.4: the mana ``player`` keeps as a step or phase ends, after the effects that say some isn't lost
    (Fangorn, Tree Shepherd: a static of the board's replacement list answering "mana_empties")."""
    kept = [0] * len(pool)
    for src, st, w in g.board().replacements:
        got = w.replace(g, src, st, "mana_empties", player=player, pool=pool)
        if got is not None:
            kept = [max(a, b) for a, b in zip(kept, got)]
    return kept


def replace_tokens(g: "Game", controller: str, batches: list[tuple[str, int]]) -> list[tuple[str, int]]:
    """614.1: effects that change which tokens are created (Peregrin Took)."""
    for src, st, w in list(g.board().replacements):
        got = w.replace(g, src, st, "tokens", controller=controller, batches=batches)
        if got is not None:
            batches = got
    return batches


from . import combat as _combat  # noqa: E402,F401  (registers combat_damage)
from ..statics.registry import FLAG_STATICS as _FLAG_STATICS  # noqa: E402  (the statics import the engine's words)
