"""Copy a spell (707.10): "copy it, except the copy isn't legendary. You may choose new targets for the copy"
(Storm of Saruman); "Copy any number of target instant and/or sorcery spells. You may choose new targets for the
copies." (Display of Power).

``what``: ``spell`` (the spell whose casting triggered the ability: the cast trigger's ``spell``) or ``target``
(each spell among the ability's targets).  A copy is put on the stack above, controlled by the ability's
controller (707.10a, 707.10c: it isn't cast, so "whenever you cast" doesn't see it); it copies the spell's
characteristics and the choices made for it: its mode, X and targets (707.10).  It is a token-like object: a copy
of an instant or sorcery ceases to exist as it leaves the stack; a copy of a permanent spell becomes a token as it
resolves (707.10f, 111.12).  ``nonlegendary``: "except the copy isn't legendary" (707.9b).  ``new_targets``: for
each target the copy has (one target each), its controller may choose a new legal one (707.10c; the current one
is offered first; ``choose <target>``, purpose ``target``).  A spell that can't be copied (a static of its own,
``cant_be_copied``) isn't."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from ..engine.effects import answered, ask_objects, refs
from ..engine.objects import PLAYERS, Obj, StackItem
from .base import Effect, EffectHint

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class CopySpell(Effect):
    name = "copy_spell"
    rule = "707.10"
    params = {"what": "spell (the spell whose casting triggered it) or target (each spell it targets)",
              "nonlegendary": "the copy isn't legendary (707.9b; false if absent)",
              "new_targets": "its controller may choose new targets for the copies (707.10c; false if absent)"}
    examples = (({"do": "copy_spell", "what": "spell", "nonlegendary": True, "new_targets": True}, [],
                 "Copy it, except the copy isn't legendary. You may choose new targets for the copy."),
                ({"do": "copy_spell", "what": "target", "new_targets": True},
                 [{"what": "spell", "types": ["Instant", "Sorcery"], "count": 99, "up_to": True}],
                 "Copy any number of target instant and/or sorcery spells. You may choose new targets for the "
                 "copies."))

    def check(self, eff: Any) -> str | None:
        return None if eff.get("what") in ("spell", "target") else "what: expected spell or target"

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        ctx = fr.ctx
        p = fr.controller
        if "copies" not in ctx:
            if eff["what"] == "spell":
                sid = fr.item.data.get("spell") if fr.item is not None else None
                ids = [sid] if sid else []
            else:
                ids = list(refs(g, fr, "target"))
            ctx["copies"] = [c for c in (_copy(g, s, p, bool(eff.get("nonlegendary"))) for s in ids) if c]
            ctx["k"] = 0  # the copy whose targets are being chosen
            ctx["t"] = 0  # its target group
        if not eff.get("new_targets"):
            return True
        a = answered(fr)
        copies = ctx["copies"]
        while ctx["k"] < len(copies):
            item = next((it for it in g.stack if it.id == copies[ctx["k"]]), None)
            ab = item.ability if item is not None else None
            specs = ab.targets if ab is not None else ()
            while item is not None and ab is not None and ctx["t"] < len(specs):
                i = ctx["t"]
                spec = specs[i]
                cur = item.targets[i] if i < len(item.targets) else []
                if a is not None:
                    if a in g.objects or a in PLAYERS:
                        item.targets[i] = [a]
                        g.emit("choice", f"{g.players[p].name} chooses {g.name(a)} as the copy's target", "707.10c",
                               player=p, obj=a)
                    a = None
                    ctx["t"] += 1
                    continue
                if spec.get("count", 1) != 1 or spec.get("up_to") or len(cur) != 1:
                    ctx["t"] += 1  # (several targets in one group: kept as they are)
                    continue
                from ..engine.legal import target_candidates
                cands = target_candidates(g, spec, item.source, p, item.id)
                if cur[0] in cands:
                    cands = [cur[0]] + [c for c in cands if c != cur[0]]
                if len(cands) < 2:
                    ctx["t"] += 1
                    continue
                return ask_objects(g, p, f"Choose the target of the copy of {item.source_name} (its current one "
                                   "first: choose it to keep it)", cands, purpose="target",
                                   effects=[e["do"] for e in ab.effects if isinstance(e.get("do"), str)],
                                   spec=dict(spec), source=item.source)
            ctx["k"] += 1
            ctx["t"] = 0
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        if eff.get("what") == "spell":
            t = "copy it" + (", except the copy isn't legendary" if eff.get("nonlegendary") else "")
            return t + (". You may choose new targets for the copy" if eff.get("new_targets") else "")
        t = f"copy {ctx.obj('target')}"
        copies = "the copies" if ctx.plural("target") else "the copy"
        return t + (f". You may choose new targets for {copies}" if eff.get("new_targets") else "")

    def ai(self) -> EffectHint:
        return EffectHint(frozenset({"draws"}))


def _copy(g: "Game", sid: str, controller: str, nonlegendary: bool) -> str | None:
    """Put a copy of spell ``sid`` on the stack (707.10); its id, or None (gone, or it can't be copied)."""
    it = next((x for x in g.stack if x.id == sid and x.kind == "spell"), None)
    o = g.objects.get(sid)
    if it is None or o is None:
        return None
    card = o.card
    if any(st.static is not None and st.static.uncopyable(st) for st in card.statics):
        g.emit("effect", f"{card.name} can't be copied", "707.10", obj=sid)
        return None
    if nonlegendary and "Legendary" in card.supertypes:  # 707.9b: a copiable value changed by the copy effect
        card = dataclasses.replace(card, supertypes=tuple(s for s in card.supertypes if s != "Legendary"),
                                   historic="Artifact" in card.types or "Saga" in card.subtypes)
    nid = g.new_id()
    n = Obj(nid, card, controller, controller, "stack", token=True)  # 707.10a: owned by who put it there
    copy = StackItem(nid, "spell", controller, nid, it.source_name, it.ability, [list(t) for t in it.targets], it.x,
                     dict(it.data))
    g.put_spell_copy(n, copy)
    g.emit("effect", f"{g.players[controller].name} copies {it.source_name}", "707.10", player=controller, obj=nid,
           copy_of=sid)
    return nid
