"""Protection: "target creature gains protection from the card type of your choice until end of turn" (702.16).

What gains it: ``what``, a reference (the first target if absent; ``you``: the player, The One Ring), or
``filter``, every permanent it matches as it resolves (611.2c: the set is fixed then; Éowyn, Fearless Knight's
"Legendary creatures you control").  From what, one of:
- ``from``: a quality (``everything``, a color's name, a card type's plural: keywords/protection.py);
- ``from_colors_of``: a reference, "each of that creature's colors" (702.16h), read as it resolves from the
  creature as it is, or as it last existed once it has left the battlefield (608.2h: Éowyn exiles it first); a
  colorless creature gives none;
- ``from_card_type_choice``: "the card type of your choice" (Pippin, Guard of the Citadel), chosen by the
  controller as it resolves (608.2d; purpose ``protection_choice``: the option the bots' reading of the stack
  suggests, public information only, is passed as ``suggested``).
A permanent gains the keyword (layer 6, 613.1f); a player gains it as a player effect (game.py
``player_protection``).  The engine does the rest (702.16b-f, keywords/protection.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.effects import answered, ask, on_battlefield, refs
from ..engine.objects import PLAYERS
from ..keywords import protection as _p
from .base import Effect, EffectHint

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame

_COLOR_OF_LETTER = {v: k for k, v in _p.COLORS.items()}


class Protection(Effect):
    name = "protection"
    rule = "702.16"
    params = {"what": "what gains it (a reference: the first target if absent; you: the player)",
              "filter": "every permanent this matches as it resolves gains it, in place of what (a filter)",
              "from": "the quality: everything, a color (white, blue, black, red, green) or a card type's plural "
                      "(creatures, instants, artifacts...)",
              "from_colors_of": "a reference: protection from each of its colors, as it resolves or as it last "
                                "existed",
              "from_card_type_choice": "the card type of its controller's choice, chosen as it resolves (false "
                                       "if absent)",
              "duration": "how long it lasts (eot, until_your_next_turn; eot if absent)"}
    examples = (({"do": "protection", "what": "you", "from": "everything", "duration": "until_your_next_turn"}, [],
                 "You gain protection from everything until your next turn."),
                ({"do": "protection", "from_card_type_choice": True}, [{"what": "creature"}],
                 "Target creature gains protection from the card type of your choice until end of turn."),
                ({"do": "protection", "filter": {"what": "creature", "controller": "you",
                                                 "supertypes": ["Legendary"]},
                  "from_colors_of": "target"}, [{"what": "creature"}],
                 "Legendary creatures you control gain protection from each of that creature's colors until end "
                 "of turn."),
                ({"do": "protection", "from": "red"}, [{"what": "creature"}],
                 "Target creature gains protection from red until end of turn."))

    def check(self, eff: Any) -> str | None:
        ways = [k for k in ("from", "from_colors_of", "from_card_type_choice") if eff.get(k)]
        if len(ways) != 1:
            return "expected exactly one of from, from_colors_of, from_card_type_choice"
        q = eff.get("from")
        if q is not None and q not in _p.QUALITIES:
            return f"from: expected one of {', '.join(_p.QUALITIES)}, got {q!r}"
        if eff.get("duration", "eot") not in ("eot", "until_your_next_turn"):
            return f"duration: expected eot or until_your_next_turn, got {eff.get('duration')!r}"
        return None

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        f = eff.get("filter")
        if f is not None:
            ids = [i for i in g.battlefield if g.matches(i, f, fr.vars.get("source"), fr.controller)]
        else:
            ids = [t for t in refs(g, fr, eff.get("what", "target")) if t in PLAYERS or on_battlefield(g, t)]
        if not ids:
            return True
        if eff.get("from_card_type_choice"):
            a = answered(fr)
            if a is None:  # 608.2d: chosen as it resolves
                return ask(g, fr.controller, f"Choose a card type: {g.name(ids[0])} gains protection from it",
                           [(q, q) for q in _p.CARD_TYPES], purpose="protection_choice",
                           affected=ids[0], suggested=_suggest(g, ids[0], fr.controller))
            g.emit("choice", f"{g.players[fr.controller].name} chooses {a}", "608.2d", player=fr.controller,
                   option=a)
            quals = [str(a)]
        elif eff.get("from_colors_of"):
            quals = [_COLOR_OF_LETTER[c] for c in _colors_of(g, fr, eff["from_colors_of"]) if c in _COLOR_OF_LETTER]
        else:
            quals = [str(eff["from"])]
        if not quals:
            g.emit("effect", "No protection is gained: that creature has no color", "702.16h")
            return True
        dur = eff.get("duration", "eot")
        src = fr.vars.get("source")
        players = [i for i in ids if i in PLAYERS]
        perms = [i for i in ids if i not in PLAYERS]
        if perms:
            g.add_effect("6", perms, {"keywords": tuple(_p.keyword(q) for q in quals), "flags": ()}, dur,
                         fr.controller, src)
        if players:
            g.add_effect("player", players, {"protection": tuple(quals)}, dur, fr.controller, src)
        until = {"eot": " until end of turn", "until_your_next_turn": " until their next turn"}.get(dur, "")
        names = ", ".join(g.name(i) for i in ids)
        g.emit("effect", f"{names} gain{'s' if len(ids) == 1 else ''} {_p.text(quals)}{until}", "702.16",
               objs=perms, players=players)
        return True

    def text(self, eff: Any, ctx: Any) -> str:
        f = eff.get("filter")
        ref = eff.get("what", "target")
        if f is not None:
            subject, plural = ctx.filter(f, plural=True), True
        elif ref == "you":
            subject, plural = "you", True
        else:
            subject, plural = ctx.subj(ref), ctx.plural(ref)
        if eff.get("from_card_type_choice"):
            what = "the card type of your choice"
        elif eff.get("from_colors_of"):
            what = "each of that creature's colors"
        else:
            what = str(eff["from"])
        dur = ctx.duration(eff.get("duration"))
        return f"{subject} {'gain' if plural else 'gains'} protection from {what}" + (f" {dur}" if dur else "")

    def ai(self) -> EffectHint:
        return EffectHint(frozenset({"trick"}))


def _colors_of(g: "Game", fr: "Frame", ref: Any) -> tuple[str, ...]:
    """The colors of what ``ref`` names: as it is on the battlefield, else as it last existed there (608.2h)."""
    if ref == "target" or (isinstance(ref, str) and ref.startswith("target")):
        i = int(ref[6:]) - 1 if ref[6:].isdigit() else 0
        legal = fr.vars.get("legal")
        grp = (legal[i] if legal and i < len(legal) else
               fr.item.targets[i] if fr.item is not None and i < len(fr.item.targets) else [])
    else:
        grp = refs(g, fr, ref)
    for t in grp[:1]:
        if on_battlefield(g, t):
            return g.chars(t).colors
        lk = g.last_known.get(t)
        if lk is not None:
            return tuple(lk.get("colors") or ())
    return ()


def _suggest(g: "Game", oid: str, me: str) -> str:
    """The card type a player would most likely choose, from what everyone sees: the type of the newest opponent's
    spell or ability source on the stack aimed at it, else creatures (the fights of combat)."""
    for it in reversed(g.stack):
        if it.controller == me or not any(oid in grp for grp in it.targets):
            continue
        types = g._source_quality(it.source)[1]
        for t in types:
            q = _p.QUALITY_OF_TYPE.get(t)
            if q is not None:
                return q
    return "creatures"
