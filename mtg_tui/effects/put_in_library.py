"""Put into a library Nth from the top: "put target creature into its owner's library second from the top"
(Isolation at Orthanc), "... fourth from the top" (Lost to Legend), "put up to one target instant or sorcery card
from your graveyard on top of your library" (Treason of Isengard).  A permanent or a card in a graveyard goes
to its owner's library (400.3) as a new object (400.7); a library with fewer than N - 1 cards takes it at the
bottom (401.7).  Where it went is public; the library stays hidden."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import answered, ask_objects, refs
from .base import Effect, EffectHint

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame

_NTH = {2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth", 7: "seventh"}


class PutInLibrary(Effect):
    name = "put_in_library"
    rule = "401.7"
    params = {"what": "what is put into its owner's library, from the battlefield or a graveyard (a reference; "
                      "the first target if absent)",
              "position": "its place from the top: 1 (on top; the default), 2 (second from the top), ...; or "
                          "\"bottom\"",
              "from": "\"hand\": instead of a reference, you choose a card from your hand"}
    hurts = ("what", "target")
    examples = (({"do": "put_in_library", "position": 2}, [{"what": "creature"}],
                 "Put target creature into its owner's library second from the top."),
                ({"do": "put_in_library"},
                 [{"what": "card", "types": ["Instant", "Sorcery"], "zone": "graveyard", "controller": "you",
                   "up_to": True}],
                 "Put up to one target instant or sorcery card from your graveyard on top of your library."),
                ({"do": "put_in_library", "from": "hand", "position": "bottom"}, [],
                 "Put a card from your hand on the bottom of your library."))

    def check(self, eff: Any) -> str | None:
        n = eff.get("position", 1)
        if eff.get("from") not in (None, "hand"):
            return f"from must be \"hand\" (or absent), not {eff.get('from')!r}"
        if n == "bottom":
            return None
        if not isinstance(n, int) or isinstance(n, bool) or not 1 <= n <= max(_NTH):
            return f"position must be a number from 1 to {max(_NTH)}, not {n!r}"
        return None

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        if eff.get("from") == "hand":
            return self._from_hand(g, fr, eff)
        n = int(eff.get("position", 1))
        for t in refs(g, fr, eff.get("what", "target")):
            o = g.objects.get(t)
            if o is None or o.zone not in ("battlefield", "graveyard"):
                continue
            owner = o.owner
            nid = g.move(t, "library", why=f" ({_NTH.get(n, 'on top')}{' from the top' if n > 1 else ''})")
            if nid is None or n == 1:
                continue  # a token ceases to exist (111.7); the top is where a move puts it
            lib = g.players[owner].library
            lib.remove(nid)
            lib.insert(min(n - 1, len(lib)), nid)  # 401.7: fewer cards than that, the bottom
        return True

    def _from_hand(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        """You choose a card from your hand (a decision only you see) and put it there; the card stays hidden:
        the move is a hidden one (from a hand into a library, 401.2), which the other player's log tells as "a
        card" (engine/events.py, seen_by)."""
        p = fr.controller
        a = answered(fr)
        if a is None:
            hand = g.players[p].hand
            if not hand:
                return True
            where = "the bottom" if eff.get("position") == "bottom" else "the top"
            return ask_objects(g, p, f"Put a card from your hand on {where} of your library", list(hand),
                               purpose="hand_to_library")
        if a in g.objects and g.objects[a].zone == "hand":
            bottom = eff.get("position") == "bottom"
            g.move(a, "library", bottom=bottom, why=" (on the bottom)" if bottom else " (on top)", rule="401.2")
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        if eff.get("from") == "hand":
            where = "the bottom of" if eff.get("position") == "bottom" else "top of"
            return f"put a card from your hand on {where} your library"
        ref = eff.get("what", "target")
        spec = ctx.spec(ref) or {}
        n = int(eff.get("position", 1))
        what = ctx.obj(ref)
        mine = spec.get("controller") == "you" or spec.get("owner") == "you"
        lib = "your library" if mine else "its owner's library"
        if n == 1:
            return f"put {what} on top of {lib}"
        return f"put {what} into {lib} {_NTH[n]} from the top"

    def ai(self) -> EffectHint:
        return EffectHint(frozenset({"hostile", "removal"}))
