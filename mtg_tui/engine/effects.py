"""The effect vocabulary cards are composed from, and the frames that run them.

An effect is a dict ``{"do": name, ...params}``.  Its function gets
``(game, frame, eff)`` and returns True when done, or False after it has set a
pending decision; it is called again with ``frame.answer`` set.  Frames are
plain data, so a game paused in the middle of a resolution still clones.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Final, Sequence

from .events import count_of
from .objects import PLAYERS, Decision, Frame, StackItem, other, remove_identical

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game

#: what runs an effect dict, by its ``do``: the effect words (``mtg_tui/effects``, which put their ``run``
#: here when their registry loads) and the engine's own procedures (``@procedure``: the mulligans, the
#: cleanup step, combat damage...), which card files can't name
RUN: Final[dict[str, Callable[["Game", Frame, dict], bool]]] = {}
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
    """Register a replacement effect (614) used by a static ability ``{static = "replacement", hook = name}``;
    ``text`` is its rules text."""
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


LEGACY: Final[dict[str, frozenset[str]]] = {}


def effect(name: str, *params: str):
    """MIGRATION SHIM (to be removed): an effect not yet a word class."""
    def deco(fn):
        RUN[name] = fn
        LEGACY[name] = frozenset(params) | {"do"}
        return fn
    return deco


def condition(name):
    def deco(fn):
        CONDITIONS[name] = fn
        return fn
    return deco


def amount(name):
    def deco(fn):
        AMOUNTS[name] = fn
        return fn
    return deco


def runner(name: str) -> Callable[["Game", Frame, dict], bool]:
    """What runs the effect named ``name`` (the effect words load on first use)."""
    fn = RUN.get(name)
    if fn is None:
        from ..effects import registry  # noqa: F401  (fills RUN)
        fn = RUN[name]
    return fn


# ---------------------------------------------------------------------- frames
def step_frame(g: "Game", fr: Frame) -> None:
    if fr.kind == "resolve" and fr.i == 0 and not fr.vars.get("_checked"):
        fr.vars["_checked"] = True
        if not _check_targets(g, fr):
            return
    while fr.i < len(fr.effects):
        eff = fr.effects[fr.i]
        if not runner(eff["do"])(g, fr, eff):
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
    ab = item.ability or {}
    effects = list(ab.get("effects") or [])
    g.frames.append(Frame("resolve", item.controller, effects, item=item,
                          vars={"source": item.source, "x": item.x}))


def _check_targets(g: "Game", fr: Frame) -> bool:
    """608.2b: a spell or ability whose targets are all illegal doesn't resolve."""
    from .legal import target_still_legal
    item = fr.item
    assert item is not None, "a resolution has its stack item"
    specs = (item.ability or {}).get("targets") or []
    if not item.flat_targets():
        fr.vars["legal"] = [[] for _ in specs]
        return True
    legal = []
    for spec, grp in zip(specs, item.targets):
        legal.append([t for t in grp if target_still_legal(g, spec, t, item.source, item.controller)])
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


def _finish_resolution(g: "Game", fr: Frame) -> None:
    item = fr.item
    assert item is not None, "a resolution has its stack item"
    g._ver += 1  # the stack changed: a Saga waiting for its chapter ability may go (704.5s)
    remove_identical(g.stack, item, missing_ok=True)
    g.emit("resolve", f"{item.source_name} resolves", "608.2", obj=item.id, name=item.source_name)
    if item.kind != "spell" or item.id not in g.objects:
        return
    o = g.objects[item.id]
    if o.card.is_permanent:
        attach = None
        if "Aura" in o.card.subtypes:
            legal = fr.vars.get("legal") or []
            attach = legal[0][0] if legal and legal[0] else None
        g.move(item.id, "battlefield", controller=item.controller, attach_to=attach, rule="608.3")
    else:
        g.move(item.id, "graveyard", silent=True)


def ask(g: "Game", player: str, prompt: str, options: list[tuple[str, Any]], done: bool = False,
        verb: str = "choose", purpose: str = "", **info: Any) -> bool:
    """Set a pending choice.  ``purpose`` (and ``info``) tell an agent what the choice is for
    (ring_bearer, army, target, search, discard, scry, may, legend, bottom, mulligan, damage_order)."""
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


# ---------------------------------------------------------------------- references
def refs(g: "Game", fr: Frame, ref: Any) -> list[str]:
    """What an effect's object/player reference means right now."""
    if ref is None or ref == "target":
        return _target_group(g, fr, 0)
    if isinstance(ref, str) and ref.startswith("target") and ref[6:].isdigit():
        return _target_group(g, fr, int(ref[6:]) - 1)
    if ref == "self":
        s = fr.vars.get("source")
        return [s] if s in g.objects and g.objects[s].zone == "battlefield" else []
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
    if ref == "target_player_controller":
        t = _target_group(g, fr, 0)
        return [g.objects[t[0]].controller] if t and t[0] in g.objects else []
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
@effect("destroy", "what")
def _destroy(g: "Game", fr: Frame, eff: dict) -> bool:
    for t in refs(g, fr, eff.get("what", "target")):
        if on_battlefield(g, t):
            g.destroy(t)
    return True


@effect("destroy_all", "filter")
def _destroy_all(g: "Game", fr: Frame, eff: dict) -> bool:
    f = eff.get("filter") or {}
    for oid in [i for i in g.battlefield if g.matches(i, f, fr.vars.get("source"), fr.controller)]:
        if on_battlefield(g, oid):
            g.destroy(oid)
    return True


@effect("counter", "what")
def _counter(g: "Game", fr: Frame, eff: dict) -> bool:
    for t in refs(g, fr, eff.get("what", "target")):
        it = next((x for x in g.stack if x.id == t), None)
        if it is None:
            continue
        remove_identical(g.stack, it)
        g._ver += 1
        g.emit("counter", f"{it.source_name} is countered", "701.5a", obj=t, name=it.source_name)
        if it.kind == "spell" and t in g.objects:
            g.move(t, "graveyard", silent=True)
    return True


@effect("lose_life", "n", "who")
def _lose_life(g: "Game", fr: Frame, eff: dict) -> bool:
    n = amt(g, fr, eff.get("n"))
    for p in refs(g, fr, eff.get("who", "you")):
        g.lose_life(p, n)
    return True


@effect("gain_life", "n", "who")
def _gain_life(g: "Game", fr: Frame, eff: dict) -> bool:
    n = amt(g, fr, eff.get("n"))
    for p in refs(g, fr, eff.get("who", "you")):
        g.gain_life(p, n)
    return True


@effect("add_mana", "mana")
def _add_mana(g: "Game", fr: Frame, eff: dict) -> bool:
    for sym in eff["mana"]:
        g.add_mana(fr.controller, sym, why=f" ({fr.item.source_name if fr.item else ''})")
    return True


@effect("pump", "what", "power", "toughness", "keywords", "flags", "duration")
def _pump(g: "Game", fr: Frame, eff: dict) -> bool:
    ids = [t for t in refs(g, fr, eff.get("what", "target")) if on_battlefield(g, t)]
    _pump_ids(g, fr, ids, eff)
    return True


def _pump_ids(g: "Game", fr: Frame, ids: list, eff: dict) -> None:
    if not ids:
        return
    dur = eff.get("duration", "eot")
    src = fr.vars.get("source")
    p, t = amt(g, fr, eff.get("power", 0)), amt(g, fr, eff.get("toughness", 0))
    if p or t:
        g.add_effect("7c", ids, {"pt": (p, t)}, dur, fr.controller, src)
    if eff.get("keywords") or eff.get("flags"):
        g.add_effect("6", ids, {"keywords": tuple(eff.get("keywords") or ()), "flags": tuple(eff.get("flags") or ())},
                     dur, fr.controller, src)
    names = ", ".join(g.name(i) for i in ids)
    bits = []
    if p or t:
        bits.append(f"{p:+d}/{t:+d}")
    bits += list(eff.get("keywords") or ()) + [f.replace("_", " ") for f in eff.get("flags") or ()]
    g.emit("effect", f"{names} get{'s' if len(ids) == 1 else ''} {' and '.join(bits)}"
           + (" until end of turn" if dur == "eot" else ""), "611.2", objs=ids)


@effect("pump_all", "filter", "power", "toughness", "keywords", "flags", "duration")
def _pump_all(g: "Game", fr: Frame, eff: dict) -> bool:
    f = eff.get("filter") or {"what": "creature", "controller": "you"}
    ids = [i for i in g.battlefield if g.matches(i, f, fr.vars.get("source"), fr.controller)]
    _pump_ids(g, fr, ids, eff)  # 611.2c: the affected set is locked in now
    return True


@effect("create_token", "token", "n", "who", "tapped")
def _create_token(g: "Game", fr: Frame, eff: dict) -> bool:
    n = amt(g, fr, eff.get("n", 1))
    for p in refs(g, fr, eff.get("who", "you")):
        made = g.create_token(p, eff["token"], n, source=fr.vars.get("source"), tapped=eff.get("tapped", False))
        fr.vars["created"] = made
    return True


@effect("untap", "what")
def _untap(g: "Game", fr: Frame, eff: dict) -> bool:
    for t in refs(g, fr, eff.get("what", "target")):
        if on_battlefield(g, t):
            g.untap(t)
    return True


@effect("tap", "what")
def _tap(g: "Game", fr: Frame, eff: dict) -> bool:
    for t in refs(g, fr, eff.get("what", "target")):
        if on_battlefield(g, t):
            g.tap(t)
    return True


@effect("put_counters", "what", "kind", "n", "filter")
def _put_counters(g: "Game", fr: Frame, eff: dict) -> bool:
    n = amt(g, fr, eff.get("n", 1))
    if eff.get("filter"):
        ids = [i for i in g.battlefield if g.matches(i, eff["filter"], fr.vars.get("source"), fr.controller)]
    else:
        ids = refs(g, fr, eff.get("what", "target"))
    for t in ids:
        if on_battlefield(g, t):
            g.add_counters(t, eff["kind"], n)
    return True


@effect("attach", "what")
def _attach(g: "Game", fr: Frame, eff: dict) -> bool:
    src: Any = fr.vars.get("source")
    for t in refs(g, fr, eff.get("what", "target")):
        if on_battlefield(g, t) and on_battlefield(g, src):
            g.objects[src].attached_to = t
            g.dirty()
            g.emit("effect", f"{g.name(src)} becomes attached to {g.name(t)}", "701.3a", obj=src, to=t)
    return True


@effect("gain_control", "what", "duration")
def _gain_control(g: "Game", fr: Frame, eff: dict) -> bool:
    dur = eff.get("duration", "eot")
    for t in refs(g, fr, eff.get("what", "target")):
        if on_battlefield(g, t):
            g.gain_control(t, fr.controller, dur, fr.vars.get("source"))
    return True


@effect("fight", "a", "b")
def _fight(g: "Game", fr: Frame, eff: dict) -> bool:
    """701.12a: each deals damage equal to its power to the other."""
    a = [t for t in refs(g, fr, eff.get("a", "target")) if on_battlefield(g, t)]
    b = [t for t in refs(g, fr, eff.get("b", "target2")) if on_battlefield(g, t)]
    if not a or not b or a[0] == b[0]:
        return True
    x, y = a[0], b[0]
    px, py = g.power(x), g.power(y)
    ix, iy = g._source_info(x), g._source_info(y)
    g.deal_damage(x, y, px, src_info=ix)
    g.deal_damage(y, x, py, src_info=iy)
    return True


@effect("bounce_all", "filter")
def _bounce_all(g: "Game", fr: Frame, eff: dict) -> bool:
    f = eff.get("filter") or {}
    for oid in [i for i in g.battlefield if g.matches(i, f, fr.vars.get("source"), fr.controller)]:
        if on_battlefield(g, oid):
            g.move(oid, "hand", why=" (returned to hand)", rule="400.7")
    return True


@effect("return_to_hand", "what")
def _return_to_hand(g: "Game", fr: Frame, eff: dict) -> bool:
    for t in refs(g, fr, eff.get("what", "target")):
        o = g.objects.get(t)
        if o is not None and o.zone in ("graveyard", "battlefield"):
            g.move(t, "hand")
    return True


@effect("flicker", "what")
def _flicker(g: "Game", fr: Frame, eff: dict) -> bool:
    """Exile it, then return it under your control: a new object (400.7)."""
    for t in refs(g, fr, eff.get("what", "target")):
        if on_battlefield(g, t):
            nid = g.move(t, "exile")
            if nid is not None:
                g.move(nid, "battlefield", controller=fr.controller)
    return True


@effect("shuffle_into_library", "what")
def _shuffle_into_library(g: "Game", fr: Frame, eff: dict) -> bool:
    for t in refs(g, fr, eff.get("what", "new")):
        o = g.objects.get(t)
        if o is not None and o.zone == "graveyard":
            g.move(t, "library")
            g.shuffle(o.owner)
    return True


@effect("mill", "n", "who")
def _mill(g: "Game", fr: Frame, eff: dict) -> bool:
    n = amt(g, fr, eff.get("n", 1))
    for p in refs(g, fr, eff.get("who", "you")):
        lib = g.players[p].library
        for oid in list(lib[:n]):
            g.move(oid, "graveyard", why=" (milled)", rule="701.13a")
    return True


@effect("delayed", "when", "effects", "next_turn")
def _delayed(g: "Game", fr: Frame, eff: dict) -> bool:
    g.delayed.append({"when": eff["when"], "controller": fr.controller, "source": fr.vars.get("source"),
                      "source_name": (fr.item.source_name if fr.item else "delayed trigger"),
                      "ability": {"kind": "triggered", "effects": eff["effects"], "targets": []},
                      "turn": g.turn + (1 if eff.get("next_turn") else 0), "data": {}})
    return True


# ---------------------------------------------------------------------- effects with choices
@effect("discard", "n", "who")
def _discard(g: "Game", fr: Frame, eff: dict) -> bool:
    n = amt(g, fr, eff.get("n", 1))
    p = refs(g, fr, eff.get("who", "you"))[0]
    left = fr.ctx.setdefault("left", n)
    a = answered(fr)
    if a is not None:
        g.emit("discard", f"{g.players[p].name} discards {g.name(a)}", "701.8a", player=p, obj=a)
        g.move(a, "graveyard", silent=True)
        left -= 1
        fr.ctx["left"] = left
    hand = g.players[p].hand
    if left <= 0 or not hand:
        return True
    return ask_objects(g, p, f"Discard a card ({left} to go)", list(hand), purpose="discard")


@effect("scry", "n")
def _scry(g: "Game", fr: Frame, eff: dict) -> bool:
    """701.18a: look at the top N, put any number on the bottom and the rest on top in any order
    (here: each card in turn, top or bottom; those kept on top stay in their order)."""
    p = fr.controller
    lib = g.players[p].library
    ctx = fr.ctx
    if "cards" not in ctx:
        n = amt(g, fr, eff.get("n", 1))
        ctx["cards"] = list(lib[:n])
        ctx["top"] = []
        ctx["bottom"] = []
        g.emit("scry", f"{g.players[p].name} scries {n}", "701.18a", player=p, n=n)
    a = answered(fr)
    if a is not None:
        card = ctx["cards"].pop(0)
        ctx["top" if a == "top" else "bottom"].append(card)
    if ctx["cards"]:
        card = ctx["cards"][0]
        return ask(g, p, f"Scry: {g.name(card)} on top or bottom?", [("top", "top"), ("bottom", "bottom")], purpose="scry", card=card)
    moved = ctx["top"] + ctx["bottom"]
    for c in moved:
        lib.remove(c)
    lib[0:0] = ctx["top"]
    lib.extend(ctx["bottom"])
    if ctx["bottom"]:
        g.emit("scry", f"{g.players[p].name} puts {count_of(len(ctx['bottom']), 'card')} on the bottom", "701.18a", player=p)
    return True


@effect("search", "filter", "to", "reveal", "tapped")
def _search(g: "Game", fr: Frame, eff: dict) -> bool:
    """701.19: search a library for a card (a search for a card with a quality may find nothing)."""
    p = fr.controller
    lib = g.players[p].library
    f = dict(eff.get("filter") or {})
    f.setdefault("what", "card")
    f["zone"] = "library"
    a = answered(fr)
    if a is None:
        cands = [c for c in lib if g.matches(c, f, fr.vars.get("source"), p)]
        if cands:
            return ask(g, p, "Search your library: choose a card", [(c, None) for c in cands], done=True,
                       purpose="search", to=eff.get("to", "hand"))
        a = DONE
    if a != DONE:
        name = g.name(a)
        to = eff.get("to", "hand")
        if eff.get("reveal", True):
            g.emit("reveal", f"{g.players[p].name} reveals {name}", "701.16a", player=p, obj=a)
        g.emit("search", f"{g.players[p].name} searches their library and finds "
               + (name if eff.get("reveal", True) or to == "battlefield" else "a card"), "701.19a", player=p)
        if to == "battlefield":
            nid = g.move(a, "battlefield", controller=p, tapped=eff.get("tapped", False))
        else:
            nid = g.move(a, "hand")
        fr.vars["found"] = nid
    else:
        g.emit("search", f"{g.players[p].name} finds nothing", "701.19b", player=p)
    g.shuffle(p)
    return True


def run_nested(g: "Game", fr: Frame, effects: Sequence[dict]) -> bool:
    """Run nested effects inside the current one, keeping their scratch separate."""
    ctx = fr.ctx
    while ctx["j"] < len(effects):
        sub = effects[ctx["j"]]
        saved = fr.ctx
        fr.ctx = ctx["sub"]
        try:
            ok = runner(sub["do"])(g, fr, sub)
        finally:
            fr.ctx = saved
        if not ok:
            return False
        ctx["j"] += 1
        ctx["sub"] = {}
    return True


@procedure("mulligans")
def _mulligans(g: "Game", fr: Frame, eff: dict) -> bool:
    """103.5: London mulligan. Each player in turn order keeps or mulligans; then bottoms N cards."""
    ctx = fr.ctx
    order = [g.active, other(g.active)]
    ctx.setdefault("who", 0)
    a = answered(fr)
    while ctx["who"] < 2:
        p = order[ctx["who"]]
        pl = g.players[p]
        if ctx.get("bottoming"):
            if a is not None:
                g.move(a, "library", bottom=True, silent=True)
                ctx["bottoming"] -= 1
                g.emit("mulligan", f"{pl.name} puts a card on the bottom", "103.5", player=p)
                a = None
            if ctx["bottoming"] > 0:
                return ask_objects(g, p, f"Put {count_of(ctx['bottoming'], 'card')} on the bottom of your library", list(pl.hand),
                                   purpose="bottom")
            ctx["bottoming"] = 0
            ctx["who"] += 1
            continue
        if a == "keep" or len(pl.hand) == 0 or pl.mulligans >= 7:
            pl.kept = True
            g.emit("mulligan", f"{pl.name} keeps {len(pl.hand)} cards" + (f" (mulligans: {pl.mulligans})"
                                                                          if pl.mulligans else ""), "103.5", player=p)
            a = None
            if pl.mulligans:
                ctx["bottoming"] = min(pl.mulligans, len(pl.hand))
                continue
            ctx["who"] += 1
            continue
        if a == "mulligan":
            a = None
            pl.mulligans += 1
            for c in list(pl.hand):
                g.move(c, "library", bottom=True, silent=True)
            g.rng.shuffle(pl.library)
            g.emit("mulligan", f"{pl.name} takes a mulligan ({pl.mulligans})", "103.5", player=p)
            g.draw(p, 7)
            pl.drawn_this_turn = 0
        return ask(g, p, f"Keep this hand of {len(pl.hand)}?" + (f" (you will bottom {pl.mulligans + 0})"
                                                                  if pl.mulligans else ""),
                   [("keep", "keep"), ("mulligan", "mulligan")], verb="", purpose="mulligan",
                   mulligans=pl.mulligans)
    g.begin_turn_one()
    return True


@procedure("legend_rule")
def _legend_rule(g: "Game", fr: Frame, eff: dict) -> bool:
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
def _discard_to_hand_size(g: "Game", fr: Frame, eff: dict) -> bool:
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
def _cleanup_wear_off(g: "Game", fr: Frame, eff: dict) -> bool:
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
def _put_trigger(g: "Game", fr: Frame, eff: dict) -> bool:
    """603.3d: choose the trigger's targets as it is put on the stack; no legal target: it is removed."""
    from .legal import target_candidates
    t = fr.vars["t"]
    ab = t["ability"]
    specs = ab.get("targets") or []
    ctx = fr.ctx
    ctx.setdefault("gi", 0)
    ctx.setdefault("chosen", [[] for _ in specs])
    a = answered(fr)
    while ctx["gi"] < len(specs):
        gi = ctx["gi"]
        spec = specs[gi]
        grp = ctx["chosen"][gi]
        n = spec.get("count", 1)
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
        cands = _trigger_target_filter(g, t, spec, cands)
        if not cands:
            if spec.get("up_to") or grp:
                ctx["gi"] += 1
                continue
            g._ver += 1  # a Saga waiting for this chapter ability may go now (704.5s)
            g.emit("trigger", f"{t['source_name']}'s ability has no legal target and is removed", "603.3d",
                   source=t["source"])
            return True
        return ask_objects(g, t["controller"], f"Choose a target for {t['source_name']}'s ability"
                           + (f" ({len(grp) + 1} of up to {n})" if n > 1 or spec.get("up_to") else ""), cands,
                           done=bool(spec.get("up_to")), purpose="target",
                           effects=[e["do"] for e in ab.get("effects") or []], spec=dict(spec),
                           source=t["source"])
    item = StackItem(g.new_id("a"), "ability", t["controller"], t["source"], t["source_name"], ab,
                     ctx["chosen"], 0, dict(t["data"]), t.get("chapter", False))
    g.stack.append(item)
    tn = [g.name(x) if x not in PLAYERS else g.players[x].name for grp in ctx["chosen"] for x in grp]
    g.emit("trigger", f"{t['source_name']}'s ability goes on the stack" + (f" targeting {', '.join(tn)}" if tn else ""),
           "603.3", obj=item.id, source=t["source"], controller=t["controller"])
    return True


def _trigger_target_filter(g, t, spec, cands):
    return cands


# ---------------------------------------------------------------------- The Lord of the Rings
@effect("ring_tempts", "who")
def _ring_tempts(g: "Game", fr: Frame, eff: dict) -> bool:
    """701.52: the Ring tempts you: get the emblem if you have none, choose a creature you control as your
    Ring-bearer (you must if you control one; the same one may be chosen again)."""
    p = refs(g, fr, eff.get("who", "you"))[0]
    pl = g.players[p]
    a = answered(fr)
    if a is None:
        cands = g.creatures(p)
        if cands:
            return ask_objects(g, p, "The Ring tempts you: choose your Ring-bearer", cands, purpose="ring_bearer")
    if pl.ring == 0:
        g.emit("ring", f"{pl.name} gets an emblem named The Ring", "701.52c", player=p, what="emblem")
    pl.ring += 1
    bearer = a if a is not None and on_battlefield(g, a) else None
    if bearer is not None:
        pl.ring_bearer = bearer
        g.dirty()
        g.emit("ring", f"{pl.name} chooses {g.name(bearer)} as their Ring-bearer", "701.52a", player=p,
               what="chosen", bearer=bearer)
    g.emit("ring", f"The Ring tempts {pl.name} ({_times(pl.ring)})", "701.52d", player=p, what="tempted",
           bearer=bearer, level=pl.ring)
    fr.vars["ring_bearer"] = bearer
    return True


def _times(n: int) -> str:
    return {1: "once", 2: "twice"}.get(n, f"{n} times")


@effect("amass", "subtype", "n", "then")
def _amass(g: "Game", fr: Frame, eff: dict) -> bool:
    """701.44a: amass [subtype] N.  701.44c: 'the amassed Army' is the creature chosen."""
    p = fr.controller
    sub = eff.get("subtype", "Orc")
    n = amt(g, fr, eff.get("n", 1))
    ctx = fr.ctx
    a = answered(fr)
    if a is None and not ctx.get("asked"):
        armies = [c for c in g.creatures(p) if "Army" in g.chars(c).subtypes]
        if not armies:
            made = g.create_token(p, f"{'Orc' if sub == 'Orc' else sub} Army" if sub in ("Orc", "Zombie")
                                  else "Orc Army", 1, source=fr.vars.get("source"))
            armies = [c for c in made if on_battlefield(g, c) and "Army" in g.chars(c).subtypes]
        if len(armies) > 1:
            ctx["asked"] = True
            return ask_objects(g, p, f"Amass {sub}s {n}: choose an Army", armies, purpose="army")
        a = armies[0] if armies else None
    army = a
    if army is not None and on_battlefield(g, army):
        g.add_counters(army, "+1/+1", n)
        o = g.objects[army]
        if sub not in g.chars(army).subtypes:
            o.extra_subtypes = o.extra_subtypes + (sub,)
            g._bv += 1  # its printed characteristics changed (board.BoardIndex.printed)
            g.dirty()
        g.emit("amass", f"{g.players[p].name} amasses {sub}s {n} onto {g.name(army)}", "701.44a", player=p,
               obj=army, n=n)
    fr.vars["amassed"] = army
    if eff.get("then"):
        from .triggers import _queue
        # 603.12: a reflexive trigger ("when you do")
        _queue(g, p, {"kind": "triggered", **eff["then"]}, fr.vars.get("source") or "",
               fr.item.source_name if fr.item else "amass", {"amassed": army})
    return True


@amount("amassed_power")
def _a_amassed(g, fr):
    if fr is None:
        # while choosing targets for a reflexive trigger: the amassed Army on the pending trigger
        t = None
        for f in reversed(g.frames):
            if f.kind == "trigger":
                t = f.vars["t"]["data"].get("amassed")
                break
            if f.kind == "resolve" and f.item is not None and "amassed" in f.item.data:
                t = f.item.data["amassed"]  # 608.2b: its target's legality is checked again as it resolves
                break
        a = t
    else:
        a = fr.vars.get("amassed") or (fr.item.data.get("amassed") if fr.item else None)
    return g.power(a) if a and on_battlefield(g, a) else 0


@amount("ring_bearer_power")
def _a_rb_power(g, fr):
    rb = g.players[fr.controller].ring_bearer if fr else None
    return g.power(rb) if rb and on_battlefield(g, rb) else 0


# ---------------------------------------------------------------------- conditions and amounts
@condition("creature_died_this_turn")
def _c_died(g: "Game", src: str | None, you: str) -> bool:
    return g.creature_died_this_turn


@condition("control_legendary_creature")
def _c_legend(g: "Game", src: str | None, you: str) -> bool:
    # asked at every priority of a player with such an ability: the answer is kept per player while the
    # dirty() count stays (the battlefield, control and characteristics don't change without one; damage and
    # life totals, which move the state version, don't matter here)
    kept = g._legend_kept.get(you)
    if kept is not None and kept[0] == g._dirt:
        return kept[1]
    found = any(g.chars(c).is_legendary for c in g.creatures(you))
    g._legend_kept[you] = (g._dirt, found)
    return found


@condition("is_ring_bearer")
def _c_rb(g: "Game", src: str | None, you: str) -> bool:
    return g.players[you].ring_bearer == src and g.players[you].ring >= 1


@amount("x")
def _a_x(g, fr):
    return fr.vars.get("x", 0) if fr else 0


# ---------------------------------------------------------------------- replacement effects (614)
def replace_counters(g: "Game", oid: str, kind: str, n: int) -> int:
    """614.1: effects that change how many counters are put on a permanent (Mauhúr)."""
    for src, st in g.board().replacements:
        fn = REPLACEMENTS.get(st.get("hook") or "")
        if fn is not None:
            n = fn(g, src, "counters", oid=oid, kind=kind, n=n)
    return n


def replace_tokens(g: "Game", controller: str, batches: list[tuple[str, int]]) -> list[tuple[str, int]]:
    """614.1: effects that change which tokens are created (Peregrin Took)."""
    for src, st in list(g.board().replacements):
        fn = REPLACEMENTS.get(st.get("hook") or "")
        if fn is not None:
            batches = fn(g, src, "tokens", controller=controller, batches=batches)
    return batches


from . import combat as _combat  # noqa: E402,F401  (registers combat_damage)
