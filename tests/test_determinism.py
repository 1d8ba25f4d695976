"""The same seed plays the same game in every process: nothing a bot decides may hang on Python's string
hashing (a set's order differs from process to process unless PYTHONHASHSEED is fixed).  Found when a sealed
event's game came out 20 turns long in one run and 22 in another: the normal bot's attack plans were listed from
a set, and two plans that scored the same were tried in a different order."""

from __future__ import annotations

import json
import os
import subprocess
import sys

# a draft's third pairing (seed 3): its second game is the one that went two ways before the fix
SCRIPT = """
import hashlib, json
from mtg_tui.limited.event import DraftTable, build
from mtg_tui.sim import play_game
t = DraftTable(3)
while not t.done:
    t.auto()
me, them = build(t.taken["p1"])[0], build(t.taken["p3"])[0]
acts = []
g, r = play_game(them, me, ("normal", "normal"), 311, on_choice=lambda g, a, p: acts.append(f"{g.turn} {p} {a}"))
print(json.dumps([r.turns, r.winner, hashlib.sha256("\\n".join(acts).encode()).hexdigest()]))
"""


def _run(hash_seed: str) -> list:
    env = {**os.environ, "PYTHONHASHSEED": hash_seed}
    out = subprocess.run([sys.executable, "-c", SCRIPT], env=env, capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr[-2000:]
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_same_seed_same_game_whatever_the_string_hashing():
    first = _run("1")
    assert first[0] > 0
    # (hash seeds 1 and 3 listed the tied attack plans in different orders before the fix)
    assert _run("3") == first
