"""A plain line-mode game against a bot: no dependencies beyond the engine, for any terminal."""

from __future__ import annotations

import random
import sys

from .ai.base import PlayerView, make_agent
from .engine.actions import IllegalActionError
from .engine.game import Game


def _board(g: Game, me: str) -> str:
    s = g.view(me)
    lines = [f"== Turn {s['turn']} · {s['step']} · active {s['active']} ==" ]
    for pid in ("p2", "p1") if me == "p1" else ("p1", "p2"):
        p = s["players"][pid]
        lines.append(f"{pid} {p['name']}: life {p['life']}, library {len(p['library'])}, hand {len(p['hand'])}, "
                     f"graveyard {len(p['graveyard'])}, pool {p['mana_pool'] or '-'}"
                     + (f", The Ring ×{p['ring']}" if p['ring'] else ""))
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
    if s["stack"]:
        lines.append("Stack (top first): " + "; ".join(f"{x['name']} ({x['controller']})" for x in s["stack"]))
    lines.append("Your hand: " + ", ".join(s["players"][me]["hand"]))
    return "\n".join(lines)


def play_text(deck: str, vs: str, bot: str, seed: int | None, inp=input, out=print) -> int:
    from .decks import load_deck
    d1, d2 = load_deck(deck), load_deck(vs)
    seed = seed if seed is not None else random.randrange(1 << 30)
    g = Game(seed=seed, names=("Player 1", f"Bot ({bot})"))
    g.setup_decks(d1.main, d2.main)
    agent = make_agent(bot, seed)
    for ev in g.start():
        out(str(ev))
    shown = 0
    while not g.over:
        p = g.decider
        legal = g.legal_actions()
        if p == "p2":
            for ev in g.apply(agent.choose(PlayerView(g, p), legal)):
                out("  " + str(ev))
            continue
        if len(legal) == 1 and legal[0].kind == "pass":
            g.apply(legal[0])
            continue
        out(_board(g, "p1"))
        out((g.pending.prompt if g.pending else "") + ":")
        for i, a in enumerate(legal, 1):
            out(f"  {i:>2}. {a.text}")
        try:
            line = inp("> ").strip()
        except EOFError:
            return 0
        if line in ("q", "quit"):
            return 0
        try:
            evs = g.apply(legal[int(line) - 1]) if line.isdigit() and 0 < int(line) <= len(legal) else g.do(line)
        except IllegalActionError as e:
            out(f"! {e}")
            continue
        for ev in evs:
            out("  " + str(ev))
    out(f"Game over: {g.winner} wins" if g.winner != "draw" else "Game over: a draw")
    return 0
