"""Move counters: "move a counter of each kind not on Goldberry, River-Daughter from another target permanent you
control onto Goldberry", "move one or more counters from Goldberry onto another target permanent you control. If
you do, draw a card" (Goldberry, River-Daughter; 122.5).

To move a counter is to remove it from the object it is on and put it onto a second object (122.5); if either
can't be done (the first object has no such counter, either object has left the battlefield, they are one and the
same object) nothing is removed and nothing is put.  The counter put on the second object is put through the
replacement effects that change counters being put (``Game.add_counters``).  Which counters:

- ``each_kind_missing``: one counter of each kind that is on ``from`` and not on ``to`` as the effect begins
  (608.2h);
- ``chosen``: "one or more counters", the controller's choice as it resolves: one ``choose <kind>`` per counter
  (a choice, purpose ``move_counter``; ``done`` offered once at least one was chosen), then the chosen ones move
  together.  The decision's data says where they go (``to``), where from (``counters_from``) and how many were
  chosen so far (``moved``).

Its ``effects`` happen only if at least one counter moved (608.2c, "If you do").  The log names the counters
moved, citing 122.5."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import DONE, answered, ask, on_battlefield, refs, run_nested
from .base import Effect, EffectHint

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


class MoveCounters(Effect):
    name = "move_counters"
    rule = "122.5"
    params = {"from": "the permanent the counters leave (a reference; the first target if absent)",
              "to": "the permanent they are put on (a reference; the source, self, if absent)",
              "each_kind_missing": "one counter of each kind on 'from' that isn't on 'to' (this or chosen)",
              "chosen": "one or more counters of the controller's choice, one choose <kind> per counter, done once "
                        "one is chosen (this or each_kind_missing)",
              "effects": "what is done if at least one counter moved (\"If you do, ...\", 608.2c; nothing if absent)"}
    examples = (({"do": "move_counters", "from": "target", "to": "self", "each_kind_missing": True},
                 [{"what": "permanent", "controller": "you", "other": True}],
                 "Move a counter of each kind not on Lightning Bolt from another target permanent you control onto "
                 "Lightning Bolt."),
                ({"do": "move_counters", "from": "self", "to": "target", "chosen": True,
                  "effects": [{"do": "draw"}]},
                 [{"what": "permanent", "controller": "you", "other": True}],
                 "Move one or more counters from Lightning Bolt onto another target permanent you control. If you "
                 "do, draw a card."))

    def check(self, eff: Any) -> str | None:
        if bool(eff.get("each_kind_missing")) == bool(eff.get("chosen")):
            return "expected each_kind_missing or chosen (which counters move; one of them)"
        return None

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        ctx = fr.ctx
        if "did" not in ctx:
            if "src" not in ctx:  # the two permanents, as the effect begins (608.2h)
                src, dst = _one(g, fr, eff.get("from", "target")), _one(g, fr, eff.get("to", "self"))
                ok = src is not None and dst is not None and src != dst  # 122.5: else it can't be moved
                ctx["src"], ctx["dst"], ctx["picked"] = (src, dst, {}) if ok else (None, None, {})
            if eff.get("chosen") and ctx["src"] is not None and not self._chosen_all(g, fr, ctx):
                return False  # waiting for the next counter
            moved = self._move(g, fr, eff, ctx)
            ctx["did"] = moved > 0
            ctx["j"] = 0
            ctx["sub"] = {}
            if not moved and eff.get("effects"):
                who = fr.item.source_name if fr.item is not None else "It"
                g.emit("effect", f"{who}: no counter was moved, so nothing more happens", "608.2c",
                       source=fr.vars.get("source"))
        if not ctx["did"]:
            return True
        return run_nested(g, fr, list(eff.get("effects") or ()))

    def _chosen_all(self, g: "Game", fr: "Frame", ctx: dict) -> bool:
        """Ask for the next counter to move (one ``choose <kind>`` each); True once the choosing is over."""
        picked: dict[str, int] = ctx["picked"]
        a = answered(fr)
        if a == DONE:
            return True
        have = g.objects[ctx["src"]].counters
        if a is not None and have.get(a, 0) > picked.get(a, 0):
            picked[a] = picked.get(a, 0) + 1
        left = [k for k, n in have.items() if n > picked.get(k, 0)]
        if not left:
            return True
        n = sum(picked.values())
        who = f"{fr.item.source_name}: m" if fr.item is not None else "M"
        so_far = f" ({n} chosen so far)" if n else ""
        return ask(g, fr.controller, f"{who}ove which counter from {g.name(ctx['src'])} onto "
                   f"{g.name(ctx['dst'])}?{so_far}", [(k, k) for k in left], done=n > 0,
                   purpose="move_counter", to=ctx["dst"], moved=n, counters_from=ctx["src"])

    def _move(self, g: "Game", fr: "Frame", eff: "EffectUse", ctx: dict) -> int:
        """Move the counters (122.5); how many moved."""
        src, dst = ctx["src"], ctx["dst"]
        if src is None or not on_battlefield(g, src) or not on_battlefield(g, dst):
            return 0
        have = g.objects[src].counters
        if eff.get("each_kind_missing"):
            there = g.objects[dst].counters
            kinds = [(k, 1) for k, n in have.items() if n > 0 and not there.get(k)]
        else:
            kinds = [(k, n) for k, n in ctx["picked"].items() if n > 0]
        if not kinds:
            if eff.get("each_kind_missing"):
                g.emit("effect", f"{g.name(src)} has no kind of counter that {g.name(dst)} lacks: no counter is "
                       "moved", "122.5", obj=src)
            return 0
        said = " and ".join(f"{'a' if n == 1 else n} {k} counter{'s' if n != 1 else ''}" for k, n in kinds)
        g.emit("effect", f"{g.players[fr.controller].name} moves {said} from {g.name(src)} onto {g.name(dst)}",
               "122.5", player=fr.controller, objs=[src, dst])
        moved = 0
        put: list[str] = []  # one event of putting them (603.2c: "whenever you put one or more counters")
        for k, n in kinds:
            took = g.remove_counters(src, k, n, rule="122.5", why=f" (moved onto {g.name(dst)})")
            if took:
                g.add_counters(dst, k, took, source=fr.vars.get("source"), by=fr.controller, batch=put)
                moved += took
        g.counters_put(dst, put, fr.controller)
        return moved

    def text(self, eff: Any, ctx: Any) -> str:
        frm, to = eff.get("from", "target"), eff.get("to", "self")
        if eff.get("each_kind_missing"):
            # "not on Goldberry, River-Daughter ... onto Goldberry": the card names itself in full first (as printed)
            first = str(getattr(ctx.card, "name", ctx.name)) if to == "self" else ctx.target(to)
            src = ctx.obj(frm)
            dst = ctx.name if to == "self" else "it"
            text = f"move a counter of each kind not on {first} from {src} onto {dst}"
        else:
            text = f"move one or more counters from {ctx.obj(frm)} onto {ctx.obj(to)}"
        then = list(eff.get("effects") or ())
        if then:
            text += f". If you do, {ctx.effects(then)}"
        return text

    def ai(self) -> EffectHint:
        return EffectHint(frozenset({"moves_counters"}))

    def ai_for(self, eff: Any) -> EffectHint:
        """It moves counters (the bots weigh which, mtg_tui/ai/resources.py); "If you do, draw a card" draws."""
        from .registry import BY_NAME
        tags = {"moves_counters"}
        for e in eff.get("effects") or ():
            w = BY_NAME.get(str(e.get("do")))
            if w is not None:
                tags |= w.ai_for(e).tags
        return EffectHint(frozenset(tags))


def _one(g: "Game", fr: "Frame", ref: Any) -> str | None:
    """The one permanent a reference names now, or None (gone, or not a permanent)."""
    ids = [i for i in refs(g, fr, ref) if on_battlefield(g, i)]
    return ids[0] if ids else None
