"""A plain line-mode game against a bot: no dependencies beyond the engine, for any terminal."""

from __future__ import annotations

import random

from .ai.base import PlayerView, make_agent
from .engine.actions import IllegalActionError
from .engine.events import SPECTATOR, seen_by
from .engine.game import Game


def _reader(bots: dict) -> str:
    """Who reads the log: the one person against the bot; hot-seat, neither (SPECTATOR: no hidden card named)."""
    humans = [pid for pid in ("p1", "p2") if pid not in bots]
    return humans[0] if len(humans) == 1 else SPECTATOR


def _say_events(events, viewer: str, out, quiet: bool = False) -> None:
    """Engine events as ``viewer`` may read them (engine/events.py seen_by); ``quiet``: without the priority
    events, nor an attack or block declaration that was the only choice (its own lines tell it)."""
    for ev in events:
        if quiet and (ev.kind == "priority" or ev.data.get("declaration")):
            continue
        e = seen_by(ev, viewer)
        if e is not None:
            out(str(e))


def _board(g: Game, me: str) -> str:
    s = g.view(me)
    lines = [f"== Turn {s['turn']} · {s['step']} · active {s['active']} ==" ]
    for pid in ("p2", "p1") if me == "p1" else ("p1", "p2"):
        p = s["players"][pid]
        lines.append(f"{pid} {p['name']}: life {p['life']}, library {len(p['library'])}, hand {len(p['hand'])}, "
                     f"graveyard {len(p['graveyard'])}, pool {p['mana_pool'] or '-'}"
                     + (f", The Ring ×{p['ring']}" if p['ring'] else "")
                     + (f", protection from {'/'.join(p['protection'])}" if p.get("protection") else "")
                     + (f", top of library {p['library_top']}" if p.get("library_top") else ""))
        for perm in p["battlefield"]:
            bits = [perm["name"] + f"#{perm['id']}"]
            if perm["power"] is not None:
                bits.append(f"{perm['power']}/{perm['toughness']}")
            if perm["tapped"]:
                bits.append("tapped")
            if perm["counters"]:
                bits.append(" ".join(f"{k}:{v}" for k, v in perm["counters"].items()))
            if perm["attacking"]:
                bits.append("attacking")
            if perm["ring_bearer"]:
                bits.append("Ring-bearer")
            lines.append("   " + " ".join(bits))
        for perm in p.get("phased_out", ()):  # 702.26b: back at its controller's next untap step
            lines.append(f"   ({perm['name']}#{perm['id']} phased out)")
    if s["stack"]:
        lines.append("Stack (top first): " + "; ".join(f"{x['name']} ({x['controller']})" for x in s["stack"]))
    lines.append("Your hand: " + ", ".join(s["players"][me]["hand"]))
    return "\n".join(lines)


def play_text(deck: str, vs: str, bot: str, seed: int | None, inp=input, out=print, *,
              recorder=None, record: bool = True) -> int:
    """Play in line mode.  A new game against the bot from two decks, recorded to the saves folder (unless
    ``record`` is false); or, with ``recorder`` (a ``saves.GameRecorder`` from ``GameRecorder.resume``), continue
    that game: its header says which seats are bots (both human: hot-seat at one keyboard)."""
    if recorder is None:
        from .decks import load_deck
        d1, d2 = load_deck(deck), load_deck(vs)
        seed = seed if seed is not None else random.randrange(1 << 30)
        make_agent(bot, seed)  # an unknown level fails before anything is written
        if record:
            from .saves import GameRecorder, make_header
            header = make_header("bot", seed, {
                "p1": {"name": "Player 1", "deck": d1.name, "decklist": d1.main, "bot": None},
                "p2": {"name": f"Bot ({bot})", "deck": d2.name, "decklist": d2.main, "bot": bot}})
            recorder = GameRecorder.new_game(header)
            g = recorder.game
            out(f"(saving to {recorder.path})")
        else:
            g = Game(seed=seed, names=("Player 1", f"Bot ({bot})"))
            g.setup_decks(d1.main, d2.main)
            g.start()
        bots = {"p2": bot}
        aseed = seed
        _say_events(g.log, _reader(bots), out)
    else:
        g = recorder.game
        seed = recorder.header.seed
        seats = recorder.header.players
        bots = {pid: getattr(seats, pid).bot for pid in ("p1", "p2") if getattr(seats, pid).bot}
        aseed = seed + len(recorder.actions)
        out(f"(continuing {recorder.path}: {len(recorder.actions)} actions so far)")
        _say_events(g.log, _reader(bots), out, quiet=True)  # the game so far
    agents = {pid: make_agent(level, aseed + (1 if pid == "p1" else 0)) for pid, level in bots.items()}
    try:
        return _loop(g, recorder, agents, inp, out)
    finally:
        if recorder is not None:
            if not recorder.finished:
                out(f"Game saved: continue it with 'mtg-tui resume' ({recorder.path})")
            recorder.close()


def _loop(g: Game, recorder, agents: dict, inp, out) -> int:
    viewer = _reader(agents)

    def apply(a):
        evs = recorder.apply(a) if recorder is not None else g.apply(a)
        return [e for e in (seen_by(ev, viewer) for ev in evs) if e is not None]

    while not g.over:
        if recorder is not None:
            g = recorder.game
        p = g.decider
        legal = g.legal_actions()
        if p in agents:
            for ev in apply(agents[p].choose(PlayerView(g, p), legal)):
                out("  " + str(ev))
            continue
        if len(legal) == 1 and legal[0].kind == "pass":
            apply(legal[0])
            continue
        out(_board(g, p))
        out((f"{g.players[p].name}: " if not agents else "") + (g.pending.prompt if g.pending else "") + ":")
        for i, a in enumerate(legal, 1):
            out(f"  {i:>2}. {a.text}")
        try:
            line = inp("> ").strip()
        except EOFError:
            return 0
        if line in ("q", "quit"):
            return 0
        try:
            evs = apply(legal[int(line) - 1]) if line.isdigit() and 0 < int(line) <= len(legal) else \
                apply(g.find_action(line))
        except IllegalActionError as e:
            out(f"! {e}")
            continue
        for ev in evs:
            out("  " + str(ev))
    out(f"Game over: {g.players[g.winner].name} wins" if g.winner in ("p1", "p2") else "Game over: a draw")
    return 0
