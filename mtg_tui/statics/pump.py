"""Pump: "Other creatures you control get +1/+1", "Enchanted creature can't attack or block" (611.3, 613.1f)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from ..engine.layers import NONCREATURE_SUBTYPES as _NONCREATURE, Chars, _w, _with_types
from .base import Static

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import Ability
    from ..engine.game import Game


#: subtypes that are not creature types (205.3g-i): an artifact's, an enchantment's, a land's
NONCREATURE_SUBTYPES: Final = _NONCREATURE


#: rule flags that keep what has them from untapping (no "cant" in their names, but as hostile)
_HOSTILE_FLAGS: Final = frozenset({"no_untap", "untap_for_counter"})


class Pump(Static):
    name = "pump"
    rule = "611.3"
    params = {"affects": "what gets it (a filter; attached = true: the permanent it is attached to; the "
                         "permanent itself if absent)",
              "power": "what it adds to power (layer 7c; 0 if absent)",
              "toughness": "what it adds to toughness (layer 7c; 0 if absent)",
              "keywords": "keywords they have (layer 6; none if absent)",
              "flags": "rule flags they have, e.g. cant_attack, min_three_blockers (layer 6; none if absent)",
              "creature_types": "the creature types they have instead of their own, \"is a Spirit\" (layer 4, "
                                "205.1a; none if absent)",
              "add_types": "card types they have too, \"is an artifact creature\" (a Vehicle's, layer 4, 205.1b; "
                           "none if absent)",
              "ability": "a triggered ability (a trigger and its effects, as a card file writes them) that what it "
                         "is attached to has (613.1f; affects = { attached = true } only; none if absent)",
              "for_each": "a named amount that counts things: power and toughness times it, counted as the layers are "
                          "worked out ('gets +1/+0 for each instant and sorcery card in your graveyard'; once if "
                          "absent)",
              "condition": "a condition word: it applies only as long as it holds (none if absent)",
              "unless": "a condition word: it applies only as long as it doesn't hold, 'can't block unless you "
                        "control a Goblin or Orc' (none if absent)"}
    board_role = "layered"
    examples = (({"static": "pump", "affects": {"what": "creature", "controller": "you"}, "power": 1,
                  "toughness": 1}, "Creatures you control get +1/+1."),
                ({"static": "pump", "affects": {"attached": True}, "flags": ["cant_attack", "cant_block"]},
                 "Enchanted creature can't attack or block."),
                ({"static": "pump", "affects": {"attached": True}, "creature_types": ["Spirit"],
                  "flags": ["cant_attack", "cant_block"]},
                 "Enchanted creature is a Spirit and can't attack or block."),
                ({"static": "pump", "flags": ["must_be_blocked"], "condition": "is_ring_bearer"},
                 "As long as Test Relic is your Ring-bearer, it must be blocked if able."),
                ({"static": "pump", "flags": ["cant_block"], "unless": "control_goblin_or_orc"},
                 "Test Relic can't block unless you control a Goblin or Orc."))

    def text(self, card: Any, st: Any) -> str:
        from ..cards import render as r

        cond = r.condition_text(st.get("condition"), card)
        aff = st.get("affects")
        if aff is None:
            me = r.short_name(card)
            subject = "it" if cond and me in cond else me
            bits = r._grants(r.Ctx(card), False, st.get("power", 0), st.get("toughness", 0), st.get("keywords"),
                             st.get("flags"), gain="have")
            if st.get("add_types"):  # "Grond is an artifact creature" (a Vehicle, 301.7)
                bits.insert(0, "is " + r._a(" ".join(str(t).lower() for t in st["add_types"])))
        else:
            subject = r.describe_filter(aff, plural=not aff.get("attached"), card=card)
            bits = r._grants(r.Ctx(card), not aff.get("attached"), st.get("power", 0), st.get("toughness", 0),
                             st.get("keywords"), st.get("flags"), gain="have")
            each = st.get("for_each")
            if each:  # "gets +1/+0 for each instant and sorcery card in your graveyard" (Glamdring)
                from ..amounts.registry import word
                aw = word(each)
                i = next((k for k, b in enumerate(bits) if b.startswith(("get ", "gets "))), None)
                if i is not None and aw is not None:  # (last: "has first strike and gets +1/+0 for each ...")
                    bits.append(bits.pop(i) + f" for each {aw.for_each()}")
            gab = st.get("ability")
            if gab:  # 'has "At the beginning of your upkeep, exile this creature unless you pay 2 life."'
                bits.append(("have " if not aff.get("attached") else "has ") + _granted_text(gab))
            types = st.get("creature_types") or []
            if types:  # "is a Spirit" (one creature: what Fog on the Barrow-Downs enchants)
                bits.insert(0, ("are " if not aff.get("attached") else "is ") + r._a(" ".join(types)))
        text = r._pump_text(subject, bits, "")
        if not text:
            return ""
        if cond and aff is None and _follows_self(st):
            # "Merry, Esquire of Rohan has first strike as long as it's equipped."
            return f"{card.name}{text[len(subject):]} as long as {cond}."
        unless = r.condition_text(st.get("unless"), card)
        if unless:
            text = f"{text} unless {unless}"
        if cond and aff is not None:
            w = _cond_word(st)
            if w is not None and w.leads and text.lower().startswith(subject.lower() + " "):
                return f"As long as {cond}, it{text[len(subject):]}."
            if cond.lower().startswith(subject.lower() + " is "):  # "as long as it's blocking" (Oracle's "it's")
                cond = "it's" + cond[len(subject) + 3:]
            elif cond.lower().startswith(subject.lower() + " "):
                cond = "it" + cond[len(subject):]
            return f"{r._cap(text)} as long as {cond}."
        end = "" if text.endswith('."') else "."  # a quoted ability ends its own sentence
        return f"As long as {cond}, {r._lower_first(text, card)}{end}" if cond else r._cap(text) + end

    def check(self, st: Any) -> str | None:
        if st.get("for_each"):
            from ..amounts.registry import word
            w = word(st["for_each"])
            if w is None or w.for_each() is None:
                return f"for_each: expected a named amount that counts things, got {st['for_each']!r}"
        if st.get("ability") and not (st.get("affects") or {}).get("attached"):
            return "a granted 'ability' needs affects = { attached = true }"
        return None

    def hostile(self, st: Any) -> bool:
        """It stops ("can't ..." flags) or shrinks (-N) what it affects."""
        return (any(str(f).startswith("cant") or f in _HOSTILE_FLAGS for f in st.get("flags") or ())
                or (st.get("power") or 0) < 0 or (st.get("toughness") or 0) < 0)

    def zone_sensitive(self, st: "Ability") -> bool:
        return bool(st.get("condition") or st.get("unless") or st.get("for_each"))

    def layer4(self, game: "Game", src: str, st: "Ability", out: dict[str, Chars], own: set[str]) -> None:
        """613.1d: "is a Spirit": its creature types become these (it loses the others, 205.1a); its other
        subtypes (an artifact's, a land's) stay.  "Is an artifact creature": it has these card types too."""
        add = st["add_types"]
        if add:
            cond = st.get("condition")
            if not cond or game.check_condition(cond, src, game.objects[src].controller):
                for oid in ([src] if st.affects is None else _affected(game, src, st, out)):
                    cur = out[oid]
                    if any(t not in cur.types for t in add):
                        ch = _w(out, own, oid)
                        ch.types = _with_types(cur.types, tuple(add))
                        ch.derive()
        types = st["creature_types"]
        if types:
            for oid in _affected(game, src, st, out):
                cur = out[oid]
                keep = tuple(s for s in cur.subtypes if s in NONCREATURE_SUBTYPES)
                new = tuple(types) + keep
                if cur.subtypes != new:
                    ch = _w(out, own, oid)
                    ch.subtypes = new
                    ch.derive()

    def layer6(self, game: "Game", src: str, st: "Ability", out: dict[str, Chars], own: set[str]) -> None:
        if st["keywords"] or st["flags"]:
            for oid in _affected(game, src, st, out):
                ch = _w(out, own, oid)
                ch.keywords.update(st["keywords"])
                ch.flags.update(st["flags"])

    def layer7c(self, game: "Game", src: str, st: "Ability", out: dict[str, Chars], own: set[str]) -> None:
        if st["power"] or st["toughness"]:
            dp, dt = st["power"], st["toughness"]
            each = st.get("for_each")
            if each:  # counted now, each time the layers are worked out (611.3a)
                from ..engine.objects import Frame
                k = game.amount(each, Frame("static", game.objects[src].controller, [], vars={"source": src}))
                dp, dt = dp * k, dt * k
                if not dp and not dt:
                    return
            for oid in _affected(game, src, st, out):
                if out[oid].power is not None:
                    ch = _w(out, own, oid)
                    ch.power += dp
                    ch.toughness += dt


class _ThisCreature:
    """The card a granted ability is written on: its text calls its source "this creature"."""

    name = "this creature"
    types = ("Creature",)
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()


def _granted_text(ab: Any) -> str:
    from ..cards import render as r

    me = _ThisCreature()
    ctx = r.Ctx(me, list(ab.get("targets") or []))
    lead = r.trigger_text(me, ab.get("trigger") or {})
    body = r._in_words(list(ab.get("effects") or []), ctx)
    return f'"{lead}, {body}."'


def _affected(game: "Game", src: str, st: "Ability", out: dict[str, Chars]) -> list[str]:
    """What the static affects now: its filter's matches (611.3a: worked out again at each computation)."""
    cond = st.get("condition")
    if cond and not game.check_condition(cond, src, game.objects[src].controller):
        return []
    unless = st.get("unless")
    if unless and game.check_condition(unless, src, game.objects[src].controller):
        return []
    fs = st.affects
    if fs is None:  # the source itself
        return [src] if out[src].is_creature else []
    if fs.get("attached"):
        att = game.objects[src].attached_to
        return [att] if att in out else []
    you = out[src].controller
    creatures_only = fs.what == "creature"
    who = fs.controller
    found = []
    for o in game._bfo:
        oid = o.id
        # the cheap tests of matches() first: most permanents fail them
        if creatures_only and not out[oid].is_creature:
            continue
        ctrl = o.controller
        if (who == "you" and ctrl != you) or (who == "opponent" and ctrl == you):
            continue
        if game.matches(oid, fs, src, you, chars=out):
            found.append(oid)
    return found


def _follows_self(st: Any) -> bool:
    w = _cond_word(st)
    return w is not None and w.follows_self


def _cond_word(st: Any) -> Any:
    """The condition word a static names (None without one)."""
    from ..conditions.registry import BY_NAME as _conds
    return _conds.get(str(st.get("condition")))
