"""The turn recap: what the other player did on their turn and what it cost you, in a few lines.

A bot's turn writes dozens of log lines in a few seconds; the recap says it again in at most ``MAX_LINES``
lines at the start of your turn::

    Bob's turn 5: played Swamp; cast Orcish Bowmasters, Claim the Precious (→ your Grizzly Bears).
    Attacked with Uglúk of the White Hand and Hill Giant: you blocked Hill Giant with Frodo Baggins; you took 3.
    Life: you 20 → 16 (3 combat, 1 Orcish Bowmasters).
    You lost: Grizzly Bears (Claim the Precious), Frodo Baggins (combat with Hill Giant).
    Bob lost: Hill Giant (combat with Frodo Baggins).
    Bob: amassed Orcs 1 (a new Orc Army); tempted by the Ring (level 2, Ring-bearer Uglúk of the White Hand).

``recap_turn(events, viewer, names)`` is pure: it reads engine events (``mtg_tui.engine.events.Event``: kind,
msg, rule, data) and returns ``rich.text.Text`` lines; it imports nothing of Textual and changes nothing.
Names, controllers and causes come from the events' data (ids, ``name``, ``controller``, ``lki``); a name
that only an event's message holds (an attacker's, a blocker's, a damage source's) is read off that message,
which the engine writes from public facts.  Hidden information is never named: a drawn card, a card moved into
a hand or a library from a hidden zone (zone events with ``hidden``), a card found by a search that wasn't
revealed.  Draws are counted, never named.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from typing import Any, Iterable, Mapping, Sequence

from rich.text import Text

from ..engine.events import count_of

#: the most lines a recap has
MAX_LINES = 6
#: names listed in one run before "and N more"
LIST_MAX = 4

PLAYERS = ("p1", "p2")
_LIFE_TAIL = re.compile(r"\((-?\d+)\)\s*$")
_RING = "\0ring"
_BOUNDARY = frozenset(("priority", "step", "turn", "land", "attack", "block"))

# styles (the log's: look.event_line)
S_HEAD = "bold"
S_WHO = "bold"
S_HURT = "#ff8a80"
S_ATTACK = "red"
S_BLOCK = "yellow"
S_OVER = "bold #ffd54f"


def recap_turn(events: Iterable[Any], viewer: str, names: Mapping[str, str], *,
               max_lines: int = MAX_LINES) -> list[Text]:
    """The recap of the other player's last turn as ``viewer`` ("p1"/"p2") may know it.

    ``events``: the engine events of that turn, or more: the whole game log (``Game.log``) is best.  The
    recap covers the events from the last ``turn`` event whose active player isn't ``viewer`` up to the next
    ``turn`` event (with no ``turn`` event at all, every event given); the events before it only tell who
    controls what ("your Grizzly Bears") and the names of public objects.  Pass them whole (priority and
    step events included): they tell which spell or ability did what.  ``names``: the players' display
    names by id.
    Returns 1 to ``max_lines`` lines: the first says whose turn it was and what they played ("no lands or
    spells" when nothing); the others come only when there is something to say (combat, life, losses, the
    game's end, each player's other doings), the least important left out past the budget."""
    evs = events if isinstance(events, list) else list(events)
    start, end = _turn_slice(evs, viewer)
    r = _Reader(viewer, names)
    for k in range(start):  # earlier turns: who controls what, and the names of public objects
        r.read(evs[k])
    r.fresh()
    for k in range(start, end):
        r.read(evs[k])
    return r.lines(max_lines)


def recap_text(events: Iterable[Any], viewer: str, names: Mapping[str, str], *,
               max_lines: int = MAX_LINES) -> list[str]:
    """``recap_turn`` as plain strings."""
    return [t.plain for t in recap_turn(events, viewer, names, max_lines=max_lines)]


def _turn_slice(evs: Sequence[Any], viewer: str) -> tuple[int, int]:
    start = None
    for i in range(len(evs) - 1, -1, -1):
        ev = evs[i]
        if getattr(ev, "kind", "") == "turn":
            if (getattr(ev, "data", None) or {}).get("active") != viewer:
                start = i
                break
    if start is None:  # the other player's turn has no 'turn' event here: it is what comes before yours
        first = next((i for i, ev in enumerate(evs) if getattr(ev, "kind", "") == "turn"), len(evs))
        return 0, (first if first > 0 else len(evs))
    end = next((i for i in range(start + 1, len(evs)) if getattr(evs[i], "kind", "") == "turn"), len(evs))
    return start, end


@dataclass(slots=True)
class _Spell:
    player: str
    name: str
    obj: str | None
    targets: list[str]
    target_names: list[str | None]
    status: str = ""  # "", "countered", "fizzled"


@dataclass(slots=True)
class _Loss:
    """A permanent that left the battlefield, and why."""
    obj: str
    new: str | None
    name: str
    controller: str
    to: str
    how: str  # destroyed, sacrificed, exiled, bounced, library, died (SBA), legend, graveyard
    cause: str = ""  # the spell or ability, or the SBA's reason
    creature: bool = False
    token: bool = False
    skip: bool = False  # a Saga's end, a flicker that came back


class _Reader:
    def __init__(self, viewer: str, names: Mapping[str, str]) -> None:
        self.viewer = viewer
        self.pnames = {p: (names.get(p) or p) for p in PLAYERS}
        self.nm: dict[str, str] = {}  # object id -> card name (public ones only)
        self.ctrl: dict[str, str] = {}  # object id -> controller
        self.fresh()

    def fresh(self) -> None:
        """Forget what happened (the names and controllers learnt stay): the turn to tell starts here."""
        self.turn: int | None = None
        self.active: str | None = None
        self.lands: list[tuple[str, str]] = []  # (player, object id)
        self.spells: list[_Spell] = []
        self.acts: list[tuple[str, str, str]] = []  # (player, name, "activated"/"cycled")
        self.attacks: list[tuple[str, dict[str, str]]] = []  # (player, attacker -> defender)
        self.blocks: list[tuple[str, str, str]] = []  # (player, blocker, attacker)
        #: object -> [source name, combat, the spell or ability whose resolution dealt it ("" until known)]
        self.dmg_to: dict[str, list[list]] = {}
        self.pending_hits: list[list] = []  # those waiting for their resolution's name
        self.life: dict[str, list[int]] = {}  # player -> [before, after]
        self.life_why: dict[str, Counter] = {p: Counter() for p in PLAYERS}
        self.combat_to: Counter = Counter()  # player -> combat damage taken
        self.dmg_perm: list[tuple[str, str, int, bool]] = []  # (source, target, n, combat) to planeswalkers
        self.losses: list[_Loss] = []
        self.pending: list[_Loss] = []
        self.last_resolved: str | None = None
        self.sba: dict[str, str] = {}  # object -> SBA rule
        self.extras: dict[str, list[str]] = {p: [] for p in PLAYERS}
        self.tokens: dict[str, Counter] = {p: Counter() for p in PLAYERS}
        self.draws: Counter = Counter()
        self.mills: Counter = Counter()
        self.over: list[str] = []
        self.exiled_from: dict[str, _Loss] = {}  # exile id -> the loss that put it there
        self.made: dict[str, str] = {}  # token id -> name, for tokens made this turn
        self.ring: dict[str, list] = {}  # player -> [times tempted, level, Ring-bearer's name]

    # ------------------------------------------------------------------ names
    def who(self, p: str) -> str:
        return "you" if p == self.viewer else self.pnames.get(p, p)

    def Who(self, p: str) -> str:
        return "You" if p == self.viewer else self.pnames.get(p, p)

    def poss(self, p: str) -> str:
        return "your" if p == self.viewer else f"{self.pnames.get(p, p)}'s"

    def name(self, oid: str | None) -> str | None:
        if oid is None:
            return None
        if oid in PLAYERS:
            return self.who(oid)
        return self.nm.get(oid)

    def _learn(self, oid: Any, name: Any) -> None:
        if isinstance(oid, str) and isinstance(name, str) and name and oid not in PLAYERS:
            self.nm.setdefault(oid, name)

    # ------------------------------------------------------------------ reading events
    def read(self, ev: Any) -> None:
        kind = getattr(ev, "kind", "")
        d = getattr(ev, "data", None) or {}
        msg = getattr(ev, "msg", "") or ""
        if kind in _BOUNDARY:
            self.pending = []
            self.pending_hits = []
            self.last_resolved = None
        fn = getattr(self, f"_on_{kind}", None)
        if fn is not None:
            fn(d, msg, getattr(ev, "rule", None))

    def _on_step(self, d, msg, rule) -> None:
        if self.turn is None and isinstance(d.get("turn"), int):
            self.turn = d["turn"]

    def _on_turn(self, d, msg, rule) -> None:
        self.turn = d.get("turn", self.turn)
        self.active = d.get("active", self.active)

    def _on_land(self, d, msg, rule) -> None:
        p, oid = d.get("player"), d.get("obj")
        if p in PLAYERS and isinstance(oid, str):
            self.lands.append((p, oid))
            self._learn(oid, msg.partition(" plays ")[2])

    def _on_cast(self, d, msg, rule) -> None:
        self._cost_paid(d.get("name"))
        p, name, oid = d.get("player"), d.get("name"), d.get("obj")
        if p not in PLAYERS or not isinstance(name, str):
            return
        self._learn(oid, name)
        if isinstance(oid, str):
            self.ctrl[oid] = p
        targets = [t for t in d.get("targets") or [] if isinstance(t, str)]
        tnames: list[str | None] = [None] * len(targets)
        tail = msg.partition(" targeting ")[2]
        tail = re.sub(r" \(X=\d+\)$", "", tail)
        if targets and tail:
            parts = [tail] if len(targets) == 1 else tail.split(", ")
            if len(parts) == len(targets):
                tnames = list(parts)
                for t, n in zip(targets, parts):
                    self._learn(t, n)
        self.spells.append(_Spell(p, name, oid if isinstance(oid, str) else None, targets, tnames))

    def _on_activate(self, d, msg, rule) -> None:
        name = d.get("name")
        self._cost_paid(name)
        p = d.get("player")
        if p in PLAYERS and isinstance(name, str):
            self._learn(d.get("obj"), name)
            self.acts.append((p, name, "activated"))

    def _on_cycle(self, d, msg, rule) -> None:
        p, name = d.get("player"), d.get("name")
        for i in range(len(self.acts) - 1, -1, -1):
            if self.acts[i][0] == p and self.acts[i][1] == name and self.acts[i][2] == "activated":
                self.acts[i] = (p, name, "cycled")
                break

    def _cost_paid(self, name: Any) -> None:
        """Permanents that just left without a cause were a cost of this spell or ability (sacrificed for it)."""
        for lo in self.pending:
            if not lo.cause and isinstance(name, str):
                lo.cause = name
                lo.how = lo.how + "_cost"
        self.pending = []
        self.pending_hits = []
        self.last_resolved = None

    def _on_resolve(self, d, msg, rule) -> None:
        name = d.get("name")
        if isinstance(name, str):
            for lo in self.pending:
                if not lo.cause:
                    lo.cause = name
            for hit in self.pending_hits:  # a fight, a trigger's ping: told by the card that did it
                hit[2] = name
            self.last_resolved = name
        self.pending = []
        self.pending_hits = []

    def _on_fizzle(self, d, msg, rule) -> None:
        self._mark(d.get("obj"), "fizzled")

    def _on_counter(self, d, msg, rule) -> None:
        self._mark(d.get("obj"), "countered")

    def _mark(self, oid: Any, status: str) -> None:
        for s in self.spells:
            if s.obj is not None and s.obj == oid:
                s.status = status

    def _on_attack(self, d, msg, rule) -> None:
        p = d.get("player")
        if d.get("summary"):
            defenders = d.get("defenders") or {}
            if p in PLAYERS and defenders:
                self.attacks.append((p, {str(a): str(x) for a, x in defenders.items()}))
            return
        c, dfd = d.get("obj"), d.get("defender")
        if isinstance(c, str):
            if p in PLAYERS:
                self.ctrl[c] = p
            head, sep, tail = msg.rpartition(" attacks ")
            if sep:
                self._learn(c, head)
                self._learn(dfd, tail)

    def _on_block(self, d, msg, rule) -> None:
        if d.get("summary"):
            return
        p, b, a = d.get("player"), d.get("blocker"), d.get("attacker")
        if not (isinstance(b, str) and isinstance(a, str)):
            return
        if p in PLAYERS:
            self.ctrl[b] = p
            self.blocks.append((p, b, a))
        an = self.nm.get(a)
        if an and msg.endswith(f" blocks {an}"):
            self._learn(b, msg[: -len(f" blocks {an}")])
        else:
            head, sep, tail = msg.rpartition(" blocks ")
            if sep:
                self._learn(b, head)
                self._learn(a, tail)

    def _on_damage(self, d, msg, rule) -> None:
        src, tgt, n, combat = d.get("source"), d.get("target"), d.get("n") or 0, bool(d.get("combat"))
        head, sep, tail = msg.partition(f" deals {n} damage to ")
        sname = head if sep else (self.nm.get(src, "") if isinstance(src, str) else "")
        self._learn(src, sname)
        if isinstance(src, str) and d.get("controller") in PLAYERS:
            self.ctrl.setdefault(src, d["controller"])
        if tgt in PLAYERS:
            m = _LIFE_TAIL.search(msg)
            if m:
                self._life(tgt, -n, int(m.group(1)))
            if combat:
                self.combat_to[tgt] += n
                self.life_why[tgt]["combat"] += n
            else:
                self.life_why[tgt][sname or "damage"] += n
            return
        if isinstance(tgt, str):
            self._learn(tgt, tail)
            hit = [sname, combat, ""]
            self.dmg_to.setdefault(tgt, []).append(hit)
            if not combat:
                self.pending_hits.append(hit)
            if rule == "120.3c":  # a planeswalker
                self.dmg_perm.append((sname, tgt, n, combat))

    def _life(self, p: str, delta: int, after: int) -> None:
        lf = self.life.get(p)
        if lf is None:
            self.life[p] = [after - delta, after]
        else:
            lf[1] = after

    def _on_life(self, d, msg, rule) -> None:
        p, delta = d.get("player"), d.get("delta") or 0
        if p not in PLAYERS:
            return
        m = _LIFE_TAIL.search(msg)
        if m:
            self._life(p, delta, int(m.group(1)))
        if delta > 0:
            src = re.search(r"\(lifelink, (.+)\) \(-?\d+\)$", msg)
            self.life_why[p]["+" + (src.group(1) if src else "")] += delta
        else:
            self.life_why[p]["paid" if " (cost)" in msg else "lost"] += -delta

    def _on_sba(self, d, msg, rule) -> None:
        oid = d.get("obj")
        if isinstance(oid, str) and rule:
            self.sba[oid] = rule

    def _on_zone(self, d, msg, rule) -> None:
        oid, new, frm, to = d.get("obj"), d.get("new"), d.get("frm"), d.get("to")
        name = d.get("name")
        hidden = bool(d.get("hidden")) and frm in ("hand", "library", None)
        if not hidden:
            self._learn(oid, name)
            self._learn(new, name)
        if to == "battlefield" and isinstance(new, str) and d.get("controller") in PLAYERS:
            self.ctrl[new] = d["controller"]
        if frm == "exile" and to == "battlefield" and oid in self.exiled_from:
            self.exiled_from[oid].skip = True  # it came back (a flicker)
            return
        if frm == "library" and to == "graveyard" and d.get("owner") in PLAYERS:
            self.mills[d["owner"]] += 1
            return
        if to == "battlefield" and frm in ("library", "graveyard", "exile") and d.get("controller") in PLAYERS \
                and isinstance(name, str):
            where = {"library": "from their library", "graveyard": "from a graveyard", "exile": "from exile"}[frm]
            self.extras[d["controller"]].append(f"put {name} onto the battlefield {where}")
            return
        if frm != "battlefield" or not isinstance(oid, str):
            return
        lki = d.get("lki") or {}
        ctrl = lki.get("controller") or d.get("controller")
        if ctrl not in PLAYERS:
            return
        types = lki.get("types") or ()
        lo = _Loss(oid, new if isinstance(new, str) else None, str(name or self.nm.get(oid) or "a permanent"),
                   ctrl, str(to), "graveyard", creature="Creature" in types or "Planeswalker" in types,
                   token=bool(d.get("token") or lki.get("token")))
        self.ctrl[oid] = ctrl
        srule = self.sba.pop(oid, None) or (rule if rule in ("704.5j", "704.5s", "704.5m") else None)
        if srule is not None:
            lo.how = "died"
            lo.cause = self._sba_cause(oid, srule)
            if srule == "704.5s":
                lo.skip = True  # a Saga's last chapter: it did its job
            elif srule == "704.5m" and ctrl != self.viewer:
                lo.skip = True
        else:
            lo.how = {"exile": "exiled", "hand": "bounced", "library": "library"}.get(
                str(to), {"701.7a": "destroyed", "701.17a": "sacrificed"}.get(rule or "", "graveyard"))
            self.pending.append(lo)
        if to == "exile" and lo.new is not None:
            self.exiled_from[lo.new] = lo
        self.losses.append(lo)

    def _sba_cause(self, oid: str, rule: str) -> str:
        if rule in ("704.5g", "704.5h", "704.5i"):
            hits = self.dmg_to.get(oid) or []
            spells = _uniq([via or s for s, c, via in hits if not c and (via or s)])
            fought = _uniq([s for s, c, _ in hits if c and s])
            bits = spells[:]
            if fought:
                bits.append("combat with " + _join(fought))
            if bits:
                return ("deathtouch: " if rule == "704.5h" else "") + " and ".join(bits)
            return {"704.5g": "lethal damage", "704.5h": "deathtouch", "704.5i": "no loyalty"}[rule]
        if rule == "704.5f":
            return self.last_resolved or "0 toughness"
        return {"704.5j": "legend rule", "704.5m": "unattached", "704.5s": "final chapter"}.get(rule, "")

    def _on_token(self, d, msg, rule) -> None:
        oid, p = d.get("obj"), d.get("controller")
        if p in PLAYERS and isinstance(oid, str):
            self.ctrl[oid] = p
            name = self.nm.get(oid)
            if name is None:
                m = re.match(r"token (.+) \(\S+\) created$", msg)
                name = m.group(1) if m else "creature"
                self._learn(oid, name)
            self.tokens[p][name] += 1
            self.made[oid] = name

    def _on_amass(self, d, msg, rule) -> None:
        p, n = d.get("player"), d.get("n")
        if p not in PLAYERS:
            return
        m = re.search(r" amasses (\S+) (\d+) onto (.+)$", msg)
        txt = f"amassed {m.group(1)} {m.group(2)}" if m else f"amassed {n}"
        army = d.get("obj")
        made = self.made.pop(army, None) if isinstance(army, str) else None
        if made is not None and self.tokens[p][made] > 0:
            self.tokens[p][made] -= 1  # the Army this amass created: one fact, said once
            if not self.tokens[p][made]:
                del self.tokens[p][made]
            txt += f" (a new {made})"
        self.extras[p].append(txt)

    def _on_ring(self, d, msg, rule) -> None:
        p = d.get("player")
        if p not in PLAYERS:
            return
        if d.get("what") == "chosen":
            m = re.search(r" chooses (.+) as their Ring-bearer$", msg)
            if m:
                self._learn(d.get("bearer"), m.group(1))
            return
        if d.get("what") != "tempted":
            return
        ring = self.ring.get(p)
        if ring is None:
            ring = self.ring[p] = [0, None, None]
            self.extras[p].append(_RING)  # said where it first happened (_ring_text)
        ring[0] += 1
        ring[1] = d.get("level") if isinstance(d.get("level"), int) else ring[1]
        ring[2] = self.name(d.get("bearer"))

    def _ring_text(self, p: str) -> str:
        times, level, bearer = self.ring[p]
        bits = [f"level {level}"] if level is not None else []
        if bearer:
            bits.append(f"Ring-bearer {bearer}")
        return ("tempted by the Ring" + (f" {count_of(times, 'time')}" if times > 1 else "")
                + (f" ({', '.join(bits)})" if bits else ""))

    def _on_discard(self, d, msg, rule) -> None:
        p = d.get("player")
        if p not in PLAYERS or msg.endswith(" to cycle it"):
            return
        name = re.sub(r" \((cost|hand size)\)$", "", msg.partition(" discards ")[2])
        if name:
            self.extras[p].append(f"discarded {name}")

    def _on_draw(self, d, msg, rule) -> None:
        p = d.get("player")
        if p not in PLAYERS:
            return
        if rule == "704.5b":  # (a draw another player reads has no card id: events.seen_by)
            self.extras[p].append("tried to draw from an empty library")
        elif not d.get("first_in_draw_step"):
            self.draws[p] += 1

    def _on_search(self, d, msg, rule) -> None:
        p = d.get("player")
        if p not in PLAYERS:
            return
        found = msg.partition(" searches their library and finds ")[2]
        if found and found != "a card":
            self.extras[p].append(f"searched their library for {found}")
        else:
            self.extras[p].append("searched their library")

    def _on_control(self, d, msg, rule) -> None:
        oid, p = d.get("obj"), d.get("controller")
        if p not in PLAYERS or not isinstance(oid, str):
            return
        m = re.search(r" gains control of (.+)$", msg)
        if m:
            self._learn(oid, m.group(1))
            was = self.ctrl.get(oid)
            name = self.nm.get(oid, m.group(1))
            self.extras[p].append(f"gained control of {self.poss(was) + ' ' if was in PLAYERS else ''}{name}")
        self.ctrl[oid] = p

    def _on_game_over(self, d, msg, rule) -> None:
        w, p = d.get("winner"), d.get("player")
        if w == "draw":
            self.over.append("The game is a draw.")
        elif w in PLAYERS:
            self.over.append(f"{self.Who(w)} won the game." if w != self.viewer else "You won the game.")
        elif p in PLAYERS:
            why = msg.partition(" loses the game: ")[2]
            self.over.append(f"{self.Who(p)} lost the game" + (f": {why}." if why else "."))

    # ------------------------------------------------------------------ writing the lines
    def _obj_ref(self, oid: str, name: str | None = None) -> str | None:
        """An object as the recap names it: 'your Grizzly Bears', 'Hill Giant'."""
        if oid in PLAYERS:
            return self.who(oid)
        n = self.nm.get(oid) or name
        if not n:
            return None
        return f"your {n}" if self.ctrl.get(oid) == self.viewer and self.active != self.viewer else n

    def lines(self, max_lines: int) -> list[Text]:
        act = self.active if self.active in PLAYERS else None
        if act is None:  # no turn event: who attacked or played a land (only the active player does), else
            # the other player (it's their turn the viewer wants told)
            doers = [p for p, _ in self.attacks] + [p for p, _ in self.lands]
            act = doers[0] if doers else _other(self.viewer)
        out: list[tuple[int, Text]] = []  # (priority: lower is kept first, line)
        out.append((0, self._head(act)))
        combat = self._combat(act)
        if combat is not None:
            out.append((1, combat))
        life = self._life_line()
        if life is not None:
            out.append((2, life))
        for k, ln in enumerate(self._loss_lines()):
            out.append((3 + 3 * k, ln))
        if self.over:
            out.append((4, _label(" ".join(_uniq(self.over)), S_OVER)))
        for k, p in enumerate((act, _other(act))):
            ln = self._extras_line(p, p == act)
            if ln is not None:
                out.append((5 + k, ln))
        if len(out) > max_lines:
            keep = sorted(range(len(out)), key=lambda i: out[i][0])[:max_lines]
            out = [out[i] for i in sorted(keep)]
        return [t for _, t in out]

    def _head(self, act: str) -> Text:
        t = Text()
        whose = "Your" if act == self.viewer else f"{self.pnames.get(act, act)}'s"
        t.append(f"{whose} turn" + (f" {self.turn}" if self.turn is not None else "") + ":", style=S_HEAD)
        parts: list[str] = []
        lands = [self.nm.get(o) for p, o in self.lands if p == act]
        lands_s = [x for x in lands if x]
        if lands_s:
            parts.append("played " + _join(lands_s))
        spells = [self._spell_text(s) for s in self.spells if s.player == act]
        if spells:
            parts.append("cast " + _join(spells, sep=", ", last=", "))
        acts = Counter((n, how) for p, n, how in self.acts if p == act)
        if acts:
            by_how: dict[str, list[str]] = {}
            for (n, how), k in acts.items():
                by_how.setdefault(how, []).append(n if k == 1 else f"{n} ×{k}")
            for how, ns in by_how.items():
                parts.append(f"{how} {_join(ns)}")
        if not parts:
            parts.append("no lands or spells")
        t.append(" " + "; ".join(parts) + ".")
        return t

    def _spell_text(self, s: _Spell) -> str:
        txt = s.name
        tn = [self._obj_ref(t, n) for t, n in zip(s.targets, s.target_names)]
        tn_s = _uniq([x for x in tn if x])
        bits = ["→ " + _join(tn_s)] if tn_s else []
        if s.status:
            bits.append(s.status)
        return txt + (f" ({'; '.join(bits)})" if bits else "")

    def _combat(self, act: str) -> Text | None:
        decl: dict[str, str] = {}
        for p, d in self.attacks:
            if p == act:
                decl.update(d)
        if not decl:
            return None
        t = Text()
        atk = [self.nm.get(a) or "a creature" for a in decl]
        head = ("You attacked with " if act == self.viewer else "Attacked with ")
        if len(_counted(atk)) > LIST_MAX:
            head += f"{len(atk)} creatures ({_join(atk)})"
        else:
            head += _join(atk)
        t.append(head, style=S_ATTACK)
        walkers = _uniq([x for x in decl.values() if x not in PLAYERS])
        if walkers:
            t.append(" (at " + _join([self._obj_ref(w) or "a planeswalker" for w in walkers]) + ")", style=S_ATTACK)
        dp = _other(act)
        by_att: dict[str, list[str]] = {}
        for p, b, a in self.blocks:
            if a in decl:
                by_att.setdefault(a, []).append(self.nm.get(b) or "a creature")
        bits: list[tuple[str, str]] = []
        if by_att:
            blk = [f"{self.nm.get(a) or 'a creature'} with {_join(bs)}" for a, bs in by_att.items()]
            bits.append((f"{self.who(dp)} blocked " + _join(blk, sep="; ", last="; "), S_BLOCK))
        else:
            bits.append(("no blocks", ""))
        for p in (dp, act):
            if self.combat_to.get(p, 0):
                bits.append((f"{self.who(p)} took {self.combat_to[p]}", S_HURT if p == self.viewer else ""))
        t.append(": ")
        return _sentence(t, bits)

    def _life_line(self) -> Text | None:
        bits: list[tuple[str, str]] = []
        for p in (self.viewer, _other(self.viewer)):
            lf = self.life.get(p)
            if lf is None or (lf[0] == lf[1] and not self.life_why[p]):
                continue
            why = []
            for k, n in self.life_why[p].items():
                if k == "combat":
                    why.append(f"{n} combat")
                elif k == "lost":
                    why.append(f"lost {n}")
                elif k == "paid":
                    why.append(f"paid {n}")
                elif k.startswith("+"):
                    why.append(f"gained {n}" + (f" from {k[1:]}'s lifelink" if k[1:] else ""))
                else:
                    why.append(f"{n} {k}")
            txt = f"{self.who(p)} {lf[0]} → {lf[1]}" + (f" ({', '.join(why[:LIST_MAX])})" if why else "")
            bits.append((txt, S_HURT if p == self.viewer and lf[1] < lf[0] else ""))
        if not bits:
            return None
        return _sentence(_label("Life: ", S_HEAD), bits)

    def _loss_why(self, lo: _Loss) -> str:
        cause = lo.cause
        how = lo.how
        if how == "destroyed":
            why = cause or "destroyed"
        elif how in ("sacrificed", "sacrificed_cost"):
            why = "sacrificed" + ((" for " if how.endswith("_cost") else " to ") + cause if cause else "")
        elif how.startswith("exiled"):
            why = "exiled" + (f" by {cause}" if cause else "")
        elif how.startswith("bounced"):
            why = "returned to hand" + (f" by {cause}" if cause else "")
        elif how.startswith("library"):
            why = "put into a library" + (f" by {cause}" if cause else "")
        elif how == "died":
            why = cause or "died"
        else:
            why = cause or "put into a graveyard"
        return why

    def _loss_lines(self) -> list[Text]:
        per: dict[str, dict[str, list[str]]] = {p: {} for p in PLAYERS}  # player -> why -> names
        for lo in self.losses:
            if lo.skip:
                continue
            if not lo.creature and lo.how.startswith("sacrificed") and (lo.token or lo.controller != self.viewer):
                continue  # a Food or Treasure eaten, a land sacrificed for mana: no loss worth a line
            per[lo.controller].setdefault(self._loss_why(lo), []).append(lo.name)
        out: list[Text] = []
        for p in (self.viewer, _other(self.viewer)):
            if per[p]:
                t = _label(f"{self.Who(p)} lost: ", S_HURT if p == self.viewer else S_HEAD)
                bits = [f"{_join(ns)} ({why})" for why, ns in per[p].items()]
                t.append(_join(bits, sep=", ", last=", ") + ".")
                out.append(t)
        if len(out) == 2 and len(out[0]) + len(out[1]) <= 110:
            out[0].append(" ")
            out[0].append_text(out[1])
            out.pop()
        return out

    def _extras_line(self, p: str, is_active: bool) -> Text | None:
        bits: list[str] = []
        if not is_active:
            for s in self.spells:
                if s.player == p:
                    bits.append("cast " + self._spell_text(s))
            for pp, n, how in self.acts:
                if pp == p:
                    bits.append(f"{how} {n}")
        toks = self.tokens[p]
        if toks:
            bits.append("made " + _join([count_of(k, f"{n} token") for n, k in toks.items()]))
        bits += [self._ring_text(p) if x == _RING else x for x in _counted(self.extras[p])]
        if self.draws[p]:
            bits.append("drew " + count_of(self.draws[p], "extra card"))
        if self.mills[p]:
            bits.append("milled " + count_of(self.mills[p], "card"))
        for src, tgt, n, combat in self.dmg_perm:
            if self.ctrl.get(tgt) == p and not any(lo.obj == tgt for lo in self.losses):
                bits.append(f"{self.nm.get(tgt, 'a planeswalker')} took {n}" + (" in combat" if combat else
                                                                                  f" from {src}" if src else ""))
        if not bits:
            return None
        if len(bits) > LIST_MAX + 1:
            bits = bits[:LIST_MAX] + [f"and {len(bits) - LIST_MAX} more"]
        t = _label(f"{self.Who(p)}: ", S_WHO)
        t.append("; ".join(bits) + ".")
        return t


def _sentence(t: Text, bits: list[tuple[str, str]]) -> Text:
    """``t`` followed by the styled ``bits`` joined with '; ', and a full stop."""
    for i, (txt, style) in enumerate(bits):
        if i:
            t.append("; ")
        t.append(txt, style=style)
    t.append(".")
    return t


def _label(text: str, style: str) -> Text:
    """A line's opening words in their style (a span: what is appended after it stays plain)."""
    t = Text()
    t.append(text, style=style)
    return t


def _other(p: str) -> str:
    return "p2" if p == "p1" else "p1"


def _uniq(xs: Iterable[str]) -> list[str]:
    seen: dict[str, None] = {}
    for x in xs:
        seen.setdefault(x, None)
    return list(seen)


def _counted(xs: list[str]) -> list[str]:
    c = Counter(xs)
    return [x if c[x] == 1 else f"{x} ×{c[x]}" for x in _uniq(xs)]


def _join(xs: Sequence[str], sep: str = ", ", last: str = " and ") -> str:
    """'A', 'A and B', 'A, B and C'; the same name twice is 'A ×2'; past LIST_MAX names, 'A, B, C, D and 2
    more'.  Names with a comma of their own ('Raff Capashen, Ship's Mage') are set apart with semicolons."""
    xs = _counted(list(xs))
    if sep == ", " and any("," in x for x in xs):
        sep = "; "
        if last == ", ":
            last = "; "
    if len(xs) > LIST_MAX:
        return sep.join(xs[:LIST_MAX]) + f" and {len(xs) - LIST_MAX} more"
    if len(xs) <= 1:
        return "".join(xs)
    return sep.join(xs[:-1]) + last + xs[-1]
