"""What the game screen draws, worked out from one view of the game (``Game.view(player)``) and the legal
actions, without changing either: the view may be shared (a bot's, a replay's), so each permanent the
screen adds facts to (a declared attacker, who blocks it, what is attached, its tag) is a copy.

No Textual here: the panels draw a ``Table``; tests can build one from a game."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.actions import Action
from . import look
from .session import subject_ids


@dataclass
class Table:
    snap: dict  # the view, as the engine gave it (never modified)
    me: str  # whose side is drawn at the bottom
    opp: str
    show_hand: bool  # the bottom player's hand is drawn (not in hot-seat between hand-overs)
    names: dict[str, str] = field(default_factory=dict)  # object or player id -> name
    objects: dict[str, dict] = field(default_factory=dict)  # the battlefield by id (the screen's copies)
    attached: dict[str, list[str]] = field(default_factory=dict)  # host id -> what is attached to it
    hand_ids: list[str] = field(default_factory=list)
    board: look.Board | None = None  # the labels' tags for objects sharing a name

    def battlefield(self, pid: str) -> list[dict]:
        """``pid``'s permanents in the view's order (the screen's copies)."""
        return [self.objects[p["id"]] for p in self.snap["players"][pid]["battlefield"]]

    def zones(self, pid: str) -> tuple[list[dict], list[dict], list[dict]]:
        """``pid``'s lands, creatures and other permanents."""
        lands, creatures, other = [], [], []
        gone = [dict(p, phased_out=True) for p in self.snap["players"][pid].get("phased_out", ())]
        # 702.26b: a phased-out permanent is treated as though it doesn't exist, but both players know it will be
        # back: drawn in its row after the others, dimmed and marked "phased out"
        for p in self.battlefield(pid) + gone:
            t = p.get("types", ())
            if "Creature" in t:
                creatures.append(p)
            elif "Land" in t:
                lands.append(p)
            else:
                other.append(p)
        return lands, creatures, other

    def player(self, pid: str) -> dict:
        return self.snap["players"][pid]


def build_table(snap: dict, me: str, seat_names: dict[str, str], *, show_hand: bool,
                declared: dict[str, str] | None = None, planned=(), legal: list[Action] = ()) -> Table:
    """The table for ``snap`` seen from ``me``: ``declared`` attackers ("attack") and blocks (the attacker's id)
    of a declaration under way and ``planned`` attackers show as attacking; ``legal`` are the actions the
    Decision panel lists (the labels' tags come from them)."""
    declared = declared or {}
    planned = set(planned)
    t = Table(snap, me, "p2" if me == "p1" else "p1", show_hand, names=dict(seat_names))
    for pid in ("p1", "p2"):
        for p in snap["players"][pid]["battlefield"]:
            d = declared.get(p["id"])
            q = dict(p)
            if d == "attack" or p["id"] in planned:
                q["attacking"] = True
            elif d:
                q["blocking"] = d
            t.names[p["id"]] = p["name"]
            t.objects[p["id"]] = q
            if p.get("attached_to"):
                t.attached.setdefault(p["attached_to"], []).append(p["id"])
    for q in t.objects.values():  # attackers learn who blocks them
        if q.get("blocking") in t.objects:
            host = t.objects[q["blocking"]]
            host["blocked_by"] = list(host.get("blocked_by") or ()) + [q["id"]]
    for host, lst in t.attached.items():  # (in the entry too, so a grid sees the change and redraws)
        if host in t.objects:
            t.objects[host]["attachments"] = list(lst)
    for pid in ("p1", "p2"):  # 702.26b: named (a card to read) but no object of the board: nothing acts on it
        for p in snap["players"][pid].get("phased_out", ()):
            t.names.setdefault(p["id"], p["name"])
    for it in snap["stack"]:
        t.names.setdefault(it["id"], it["name"])
    mine = snap["players"][me]
    if show_hand:
        t.hand_ids = list(mine.get("hand_ids") or [])
        for i, n in zip(t.hand_ids, mine["hand"]):
            t.names[i] = n
    # objects of one name that the actions name: each cell shows the tag its label uses ('2nd', 'tapped')
    t.board = look.board_of(t.objects, t.names, me, list(legal))
    pending = snap.get("pending") or {}
    if pending.get("purpose") == "trigger_order":  # 603.3b: each answer's note says what that ability does (the
        # prompt has the whole rules text; the card panel shows the source's card)
        t.board.notes = {f"choose {o['label']}": str(o.get("does") or o.get("text") or "").rstrip(".")
                         for o in pending.get("triggers") or []}
    elif pending.get("purpose") == "mode":  # 700.2: each mode's answer says what that mode does
        t.board.notes = {f"choose mode {int(k) + 1}": str(v).rstrip(".")
                         for k, v in (pending.get("mode_texts") or {}).items()}
    for oid, tag in t.board.tags.items():
        if oid in t.objects:
            t.objects[oid]["tag"] = tag
    return t


def equiv_keys(t: Table) -> dict[str, object]:
    """What makes two objects interchangeable to the player (the engine offers one of a set of twins): a hand
    card by its name; a permanent by everything the board shows of it."""
    keys: dict[str, object] = {}
    for i, n in zip(t.hand_ids, t.snap["players"][t.me]["hand"]):
        keys[i] = ("hand", n)
    for oid, p in t.objects.items():
        keys[oid] = ("bf", p["controller"], p["name"], p["tapped"], p["sick"], p["damage"],
                     tuple(sorted((p.get("counters") or {}).items())), p.get("attached_to"),
                     p.get("power"), p.get("toughness"), p.get("attacking"), p.get("blocking"))
    return keys


def with_twins(t: Table, ids: set[str]) -> set[str]:
    """``ids`` and every object interchangeable with one of them."""
    if not ids:
        return set()
    keys = equiv_keys(t)
    want = {keys[i] for i in ids if i in keys}
    return {i for i, k in keys.items() if k in want} | set(ids)


def marked_ids(t: Table, legal: list[Action]) -> set[str]:
    """The objects the decider can do something with now (▸), twins included."""
    return with_twins(t, subject_ids(legal))
