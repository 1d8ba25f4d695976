"""The `mtg-tui` command: scenario exit codes (spec section 2-3), deck errors, sim; and that the engine imports
without the TUI libraries (GUIDE: Harlequin's check)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

CORE = Path(__file__).resolve().parent / "scenarios" / "core"
ROOT = Path(__file__).resolve().parent.parent


def cli(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "mtg_tui", *args], capture_output=True, text=True, timeout=120,
                          cwd=cwd or ROOT)


def test_engine_imports_without_textual_or_rich():
    """GUIDE: the rules core imports neither textual nor rich."""
    code = ("import sys, mtg_tui.engine.game, mtg_tui.engine.scenario, mtg_tui.engine.legal, mtg_tui.engine.combat, "
            "mtg_tui.cards.registry; mtg_tui.cards.registry.registry(); "
            "bad = [m for m in ('textual', 'rich') if m in sys.modules]; print(bad); sys.exit(1 if bad else 0)")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert r.returncode == 0, r.stdout + r.stderr


def test_scenario_run_ok_prints_the_snapshot_and_exits_0():
    """Spec section 3: exit 0 when all actions applied and [expect] held; --json prints the final snapshot."""
    r = cli("scenario", "run", str(CORE / "trample.toml"), "--json")
    assert r.returncode == 0, r.stderr
    snap = json.loads(r.stdout)
    for key in ("turn", "active", "step", "decider", "over", "winner", "stack", "players", "legal"):
        assert key in snap
    assert snap["players"]["p2"]["life"] == 16
    p1 = snap["players"]["p1"]
    for key in ("life", "mana_pool", "ring", "ring_bearer", "lands_played", "library", "hand", "graveyard", "exile",
                "command", "battlefield"):
        assert key in p1
    dm = p1["battlefield"][0]
    for key in ("id", "name", "controller", "owner", "tapped", "sick", "damage", "counters", "power", "toughness",
                "loyalty", "types", "subtypes", "supertypes", "colors", "token", "attached_to", "ring_bearer",
                "attacking", "blocking"):
        assert key in dm
    assert dm["types"] == ["Creature"] and dm["colors"] == ["G"]


def test_scenario_run_illegal_action_exits_1_listing_the_legal_texts(tmp_path):
    """Spec section 3: exit 1 when an action is illegal; the message says which and lists the legal texts."""
    f = tmp_path / "bad_action.toml"
    f.write_text('title = "illegal"\nactions = ["p1: cast Hill Giant"]\n[state]\nturn = 3\nstep = "main1"\n'
                 '[p1]\nhand = ["Hill Giant"]\nbattlefield = ["Mountain"]\n', encoding="utf-8")
    r = cli("scenario", "run", str(f), "--json")
    assert r.returncode == 1
    assert "cast Hill Giant" in r.stderr and "pass" in r.stderr and "tap Mountain" in r.stderr
    assert "Traceback" not in r.stderr
    json.loads(r.stdout)  # the snapshot is still printed


def test_scenario_run_failed_expectation_exits_1(tmp_path):
    """Spec section 3: exit 1 when an expectation fails."""
    f = tmp_path / "bad_expect.toml"
    f.write_text('title = "expect"\n[state]\nturn = 3\n[expect]\n"players.p1.life" = 7\n', encoding="utf-8")
    r = cli("scenario", "run", str(f))
    assert r.returncode == 1 and "players.p1.life" in r.stderr


def test_scenario_run_invalid_file_exits_2(tmp_path):
    """Spec section 2: an invalid file names the file and key; exit 2; nothing is run."""
    cases = {
        "unknown_key.toml": ('title = "x"\nbogus = 1\n', "bogus"),
        "bad_toml.toml": ('title = "x\n', "TOML"),
        "unknown_card.toml": ('title = "x"\n[p1]\nhand = ["Grizly Bears"]\n', "Grizzly Bears"),
        "bad_step.toml": ('title = "x"\n[state]\nstep = "lunch"\n', "step"),
    }
    for name, (text, needle) in cases.items():
        f = tmp_path / name
        f.write_text(text, encoding="utf-8")
        r = cli("scenario", "run", str(f), "--json")
        assert r.returncode == 2, (name, r.stdout, r.stderr)
        assert name in r.stderr and needle in r.stderr, (name, r.stderr)
        assert "Traceback" not in r.stderr and r.stdout == ""


def test_deck_check_unknown_card_names_file_line_and_suggestion(tmp_path):
    """GUIDE: a bad deck line is one message naming the file and line and the fix; exit 2; no traceback."""
    f = tmp_path / "bad.txt"
    f.write_text("Deck\n4 Grizzly Bears\n4 Lightening Bolt\n", encoding="utf-8")
    r = cli("deck", "check", str(f))
    assert r.returncode == 2
    assert f"{f}:3" in r.stderr and "Lightning Bolt" in r.stderr
    assert "Traceback" not in r.stderr and len(r.stderr.strip().splitlines()) == 1


def test_deck_check_shipped_deck_is_ok():
    r = cli("deck", "check", "decks/teach-green-white.txt")
    assert r.returncode == 0 and "60 cards" in r.stdout


def test_sim_plays_games_and_reports_json():
    """`mtg-tui sim A B --games 5 --json`: five bot games, no errors."""
    r = cli("sim", "teach-green-white", "teach-black-red", "--games", "5", "--json")
    assert r.returncode == 0, r.stderr
    res = json.loads(r.stdout)
    assert res["games"] == 5 and res["errors"] == []
    assert sum(res["wins"].values()) + res["draws"] == 5
