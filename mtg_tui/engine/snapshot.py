"""Snapshots in the spec's JSON shape (section 3), and per-player views that hold only what that player may see."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from .mana import pool_text
from .objects import PLAYERS, Shown

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .layers import Chars
    from .objects import Obj

HIDDEN: Final = "?"


def permanent_json(g: "Game", oid: str, bearers: tuple | None = None, shared: bool = False) -> dict:
    """A permanent as the snapshot shows it.  ``shared``: the entry may be the one made for an earlier snapshot
    when nothing it shows has changed (for readers that never modify it: the bots' views)."""
    o = g.objects[oid]
    ch = g.chars(oid)
    if bearers is None:
        bearers = tuple(p.ring_bearer for p in g.players.values())
    rb = oid in bearers
    if not shared:
        return _permanent_json(g, oid, o, ch, rb)
    # everything the entry shows: the characteristics object (never changed once made) and the object's
    # state (its id, owner and token-ness never change)
    attacking = bool(g.attackers) and oid in g.attackers  # (outside combat the list is empty)
    blocking = o.blocking[0] if o.blocking else None
    kept = o.json
    if (kept is not None and kept.ch is ch and kept.tapped == o.tapped and kept.sick == o.sick
            and kept.damage == o.damage and kept.controller == o.controller
            and ((not kept.counters and not o.counters) or kept.counters == o.counters)
            and kept.attached_to == o.attached_to and kept.ring_bearer == rb and kept.attacking == attacking
            and kept.blocking == blocking):
        return kept.entry
    got = _permanent_json(g, oid, o, ch, rb)
    o.json = Shown(ch, o.controller, o.tapped, o.sick, o.damage, dict(o.counters), o.attached_to, rb, attacking,
                   blocking, got)
    return got


def _permanent_json(g: "Game", oid: str, o: Obj, ch: Chars, rb: bool) -> dict:
    return {
        "id": oid, "name": ch.name, "controller": o.controller, "owner": o.owner, "tapped": o.tapped,
        "sick": o.sick, "damage": o.damage, "counters": dict(o.counters),
        "power": ch.power, "toughness": ch.toughness,
        "loyalty": o.counters.get("loyalty", 0) if ch.is_planeswalker else None,
        "types": list(ch.types), "subtypes": list(ch.subtypes), "supertypes": list(ch.supertypes),
        "colors": list(ch.colors), "token": o.token, "attached_to": o.attached_to, "ring_bearer": rb,
        "attacking": oid in g.attackers, "blocking": (o.blocking[0] if o.blocking else None),
        "keywords": sorted(ch.keywords) if ch.keywords else [], "flags": sorted(ch.flags) if ch.flags else [],
    }


def snapshot(g: "Game", viewer: str | None = None, shared: bool = False) -> dict:
    """The spec's snapshot (section 3), as ``viewer`` may see it (None: everything).  ``shared``: permanents'
    entries may be shared with earlier snapshots (permanent_json); the rest is always new."""
    players = {}
    bearers = tuple(p.ring_bearer for p in g.players.values())
    objs = g.objects
    for pid in PLAYERS:
        p = g.players[pid]
        hide_hand = viewer is not None and viewer != pid
        players[pid] = {
            "name": p.name,
            "life": p.life, "mana_pool": pool_text(p.pool), "ring": p.ring, "ring_bearer": p.ring_bearer,
            "lands_played": p.lands_played, "mulligans": p.mulligans,
            "library": [HIDDEN] * len(p.library) if viewer is not None else [objs[c].card.name for c in p.library],
            "hand": [HIDDEN] * len(p.hand) if hide_hand else [objs[c].card.name for c in p.hand],
            "hand_ids": [] if hide_hand else list(p.hand),
            "graveyard": [objs[c].card.name for c in p.graveyard],
            "exile": [objs[c].card.name for c in p.exile],
            "command": ["The Ring"] if p.ring > 0 else [],
            "battlefield": [permanent_json(g, i, bearers, shared) for i in g.battlefield
                            if g.objects[i].controller == pid],
        }
        if p.library and (viewer is None or viewer == pid) and any(
                w.sees_top(st) for _, st, w in g.board().casting[pid]):
            # "You may look at the top card of your library any time" (Elven Chorus): its player sees it, no one
            # else (only when there is such a permanent, so every other snapshot reads as before)
            players[pid]["library_top"] = objs[p.library[0]].card.name
        if g.phased_out:  # 702.26b: public, under the player who controlled them; only when there is any
            gone = [permanent_json(g, i) for i, (who, _) in g.phased_out.items() if who == pid]
            if gone:
                players[pid]["phased_out"] = gone
        if g.effects:
            prot = g.player_protection(pid)
            if prot:  # 702.16: only when there is any (The One Ring), so every other snapshot reads as before
                players[pid]["protection"] = prot
    if g.board().activation:
        _gained(g, players)
    stack = []
    on_stack = {it.id for it in g.stack}
    for it in reversed(g.stack):
        entry = {"id": it.id, "name": it.source_name, "controller": it.controller, "kind": it.kind,
                 "targets": it.flat_targets(), "source": it.source}
        off = [t for t in entry["targets"] if t not in PLAYERS and (t not in objs or objs[t].zone != "battlefield")]
        if off and any(t not in on_stack for t in off):
            # a card in a graveyard (or one gone from there by now, 400.7): its name, for readers that know only the
            # battlefield's and the stack's ids; only for such targets, so every other snapshot reads as before
            entry["target_names"] = [objs[t].card.name if t in objs else "a card no longer there"
                                     if t not in PLAYERS else t for t in entry["targets"]]
        if "modes" in it.data:  # a modal spell or ability: its chosen modes, 1-based as printed (700.2)
            entry["modes"] = [k + 1 for k in it.data["modes"]]
        stack.append(entry)
    decider = g.decider
    show_legal = viewer is None or viewer == decider
    out = {
        "turn": g.turn, "active": g.active, "step": g.step, "decider": decider,
        "over": g.over, "winner": g.winner,
        "priority": g.priority if (g.pending is not None and g.pending.kind == "priority") else None,
        "pending": _pending(g, viewer),
        "stack": stack,
        "players": players,
        "legal": [a.text for a in g.legal_actions()] if show_legal else [],
    }
    if g.extra_turns:  # 500.7: the extra turns owed (public), the next one first; only when there is any
        out["extra_turns"] = list(reversed(g.extra_turns))
    if g.extra_combats:  # 500.8: the additional combat phases owed after this combat phase; only when there is any
        out["extra_combats"] = g.extra_combats
    return out


def _gained(g: "Game", players: dict) -> None:
    """613.1f: a permanent's activated abilities it has from other permanents (Sharkey, Tyrant of the Shire: the
    opponents' lands'), each as [the permanent's name, the ability's 1-based number among its non-mana activated
    abilities], in the order ``activate <name> #k`` numbers them after its printed ones: ``abilities_from``, only
    on such a permanent (its entry copied: entries may be shared with earlier snapshots)."""
    from .legal import gained_abilities
    for pl in players.values():
        bf = pl["battlefield"]
        for i, e in enumerate(bf):
            got = gained_abilities(g, e["id"])
            if got:
                rows = []
                for src, ab in got:
                    own = g.objects[src].card.activated
                    rows.append([g.name(src), next(j + 1 for j, x in enumerate(own) if x is ab)])
                bf[i] = dict(e, abilities_from=rows)


def _pending(g: "Game", viewer: str | None) -> dict | None:
    d = g.pending
    if d is None:
        return None
    mine = viewer is None or viewer == d.player
    out = {"kind": d.kind, "player": d.player, "purpose": d.data.get("purpose", ""),
           "prompt": d.prompt if mine else f"{g.players[d.player].name} is deciding"}
    if mine:
        for k, v in d.data.items():
            if k in ("verb", "purpose", "spec"):
                continue
            if k == "card" and isinstance(v, str):
                out["card"] = g.name(v)
                continue
            if isinstance(v, (str, int, bool, list)) or v is None:
                out[k] = v
    return out
