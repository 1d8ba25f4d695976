"""The `mtg-tui` command.  User mistakes print one line and exit 2, never a traceback."""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path


class UsageError(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):  # one line, exit 2
        self.exit(2, f"mtg-tui: {message} (see 'mtg-tui --help')\n")


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="mtg-tui", description="Magic: The Gathering in the terminal.")
    sub = p.add_subparsers(dest="cmd", parser_class=_Parser)

    sc = sub.add_parser("scenario", help="scenario files")
    scs = sc.add_subparsers(dest="sub", parser_class=_Parser)
    run = scs.add_parser("run", help="run a scenario file and print the result")
    run.add_argument("file")
    run.add_argument("--json", action="store_true", help="print the final snapshot as JSON")
    dec = scs.add_parser("decide", help="what a bot would do at the end of a scenario, and why")
    dec.add_argument("file")
    dec.add_argument("--bot", default="normal", help="the bot level: random, easy, normal, hard or hard:SECONDS")
    dec.add_argument("--seed", type=int, default=1, help="the bot's own seed (default 1)")
    dec.add_argument("--json", action="store_true", help="print the decision as JSON")

    sim = sub.add_parser("sim", help="bots play each other headlessly")
    sim.add_argument("deck_a", help="a deck file or shipped deck name; 'all' plays every pairing of the shipped decks")
    sim.add_argument("deck_b")
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--bots", default="random,random",
                     help="two levels, comma-separated, like 'hard,normal' (default random,random)")
    sim.add_argument("--json", action="store_true")
    sim.add_argument("--explain", action="store_true",
                     help="print each bot decision with its reason and the best option it rejected (decisions with "
                          "no choice in them are left out)")
    sim.add_argument("--explain-all", action="store_true", help="as --explain, every decision (forced passes too)")
    sim.add_argument("--workers", type=int, default=1,
                     help="processes for the pairings of 'all' (the same games and results, faster; not with --explain)")
    sim.add_argument("--unused", action="store_true",
                     help="list, for each bot level, the cards of its decks it never cast, activated or played "
                          "(exit 1 if any)")

    card = sub.add_parser("card", help="print a card's rules text")
    card.add_argument("name", nargs="+")

    cards = sub.add_parser("cards", help="search the implemented cards (name, text, type:, c:, mv:, r:), or "
                                         "'cards coverage': how much of a set is implemented")
    cards.add_argument("query", nargs="+", metavar="QUERY", help="words that must all match, or 'coverage'")
    cards.add_argument("--set", default="LTR", help="the set of 'cards coverage' (default LTR)")
    cards.add_argument("--json", action="store_true")

    bst = sub.add_parser("booster", help="open boosters of a set's draft kind (its implemented cards)")
    bst.add_argument("--set", default="LTR", help="the set (default LTR)")
    bst.add_argument("--seed", type=int, default=1, help="the same seed gives the same packs (default 1)")
    bst.add_argument("--count", type=int, default=1, help="how many packs (default 1)")
    bst.add_argument("--json", action="store_true")

    for kind, what in (("sealed", "a sealed event: six boosters each, a 40-card deck, three best-of-three matches"),
                       ("draft", "a draft: three boosters passed left, right, left among eight drafters, then "
                                 "three best-of-three matches")):
        ev = sub.add_parser(kind, help=what)
        ev.add_argument("--seed", type=int, default=None, help="the same seed gives the same packs (default: "
                                                                "random; 1 with --auto)")
        ev.add_argument("--auto", action="store_true",
                        help="play the whole event headless, your seat picking and building like a bot")
        ev.add_argument("--resume", nargs="?", const="", default=None, metavar="FILE",
                        help="continue a saved event (default: the newest unfinished one of this kind)")
        ev.add_argument("--bot", default="normal", help="the bots' level (default normal)")
        ev.add_argument("--json", action="store_true")

    rat = sub.add_parser("ratings", help="card ratings for Limited, learned from the game's own bot games")
    rats = rat.add_subparsers(dest="sub", parser_class=_Parser)
    learn = rats.add_parser("learn", help="play bot games of random sealed decks on every core and rate each card "
                                          "by its player's wins when it was drawn")
    learn.add_argument("--games", type=int, default=4000)
    learn.add_argument("--seed", type=int, default=1)
    learn.add_argument("--workers", type=int, default=None, help="processes (default: every core)")
    learn.add_argument("--out", default=None, help="the file to write (default: the shipped mtg_tui/limited/ratings.json)")

    deck = sub.add_parser("deck", help="decklists")
    ds = deck.add_subparsers(dest="sub", parser_class=_Parser)
    chk = ds.add_parser("check", help="validate a deck file")
    chk.add_argument("file")
    ds.add_parser("list", help="list the shipped decks")

    bench = sub.add_parser("bench", help="speed figures (fixed seeds, shipped decks)")
    bench.add_argument("--json", action="store_true")
    bench.add_argument("--quick", action="store_true", help="fewer games: a rough figure in seconds")

    play = sub.add_parser("play", help="play a game against the bot (the full-screen app)")
    play.add_argument("--deck", default="teach-green-white", help="your deck: a shipped deck name or a file")
    play.add_argument("--vs", default="teach-black-red", help="the bot's deck")
    play.add_argument("--bot", default="normal", help="the bot's level: random, easy, normal, hard or hard:SECONDS")
    play.add_argument("--seed", type=int, default=None)
    play.add_argument("--delay", type=float, default=None,
                      help="seconds before each bot action, for this game only (default: the saved setting, 0.6)")
    play.add_argument("--scenario", default=None, metavar="FILE",
                      help="start on the board of a scenario file (you are p1, the bot p2; --deck/--vs/--seed unused)")

    hot = sub.add_parser("hotseat", help="two players at one keyboard (the full-screen app)")
    hot.add_argument("--deck", default="teach-green-white", help="player 1's deck")
    hot.add_argument("--vs", default="teach-black-red", help="player 2's deck")
    hot.add_argument("--names", default="Player 1,Player 2", help="two names, comma-separated")
    hot.add_argument("--seed", type=int, default=None)

    tp = sub.add_parser("textplay", help="play the bot in plain line mode (no full-screen app)")
    tp.add_argument("--deck", default="teach-green-white")
    tp.add_argument("--vs", default="teach-black-red")
    tp.add_argument("--bot", default="random", help="the bot's level: random, easy, normal, hard or hard:SECONDS")
    tp.add_argument("--seed", type=int, default=None)

    rs = sub.add_parser("resume", help="continue the last unfinished game (or FILE): the full-screen app in a "
                                       "terminal, else line mode")
    rs.add_argument("file", nargs="?", default=None,
                    help="a save file or its bare name in the saves folder (default: the newest unfinished game)")
    rs.add_argument("--text", action="store_true", help="continue in plain line mode (no full-screen app)")

    rp = sub.add_parser("replay", help="step through a saved game: the full-screen app in a terminal (Right next, "
                                       "Left back, q quit), else line mode (Enter next, b back, q quit)")
    rp.add_argument("file", nargs="?", default=None,
                    help="a save file, or its bare name in the saves folder ($MTG_TUI_DATA/saves or "
                         "~/.local/share/mtg-tui/saves), or its number in the list; none: the list of saves, "
                         "newest first")
    rp.add_argument("--json", action="store_true", help="print the final snapshot as JSON (no file: the list)")
    rp.add_argument("--text", action="store_true", help="step through in plain line mode (no full-screen app)")

    fz = sub.add_parser("fuzz", help="random legal games checking the rules core's invariants after every action")
    fz.add_argument("--games", type=int, default=100)
    fz.add_argument("--seed", type=int, default=1, help="game i uses seed S+i (rerun one game with --games 1)")
    fz.add_argument("--decks", default=None, help="comma-separated decks; \"random\" is a new random 40-card deck "
                    "from every implemented card in each game (default: every shipped deck and random)")
    fz.add_argument("--progress", action="store_true", help="a progress line on stderr every 100 games")
    fz.add_argument("--json", action="store_true")

    tu = sub.add_parser("tutorial", help="lessons on every mechanic (in a terminal: the app on the lesson list; "
                                         "else the list)")
    tu.add_argument("lesson", nargs="?", default=None, help="a lesson: its number, name or file stem (7, ring, 07_ring)")
    tu.add_argument("--list", action="store_true", help="print the lessons and your progress")
    tu.add_argument("--check", action="store_true",
                    help="play every lesson's and puzzle's solution headlessly; exit 1 if one fails")
    tu.add_argument("--restart", action="store_true", help="start LESSON again from its first step")
    pz = sub.add_parser("puzzle", help="puzzles: win this turn, survive a turn (in a terminal: the app on the list)")
    pz.add_argument("name", nargs="?", default=None, help="a puzzle's name")
    pz.add_argument("--list", action="store_true", help="print the puzzles and which are solved")
    return p


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return _dispatch(args)
    except UsageError as e:
        print(f"mtg-tui: {e}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # the reader went away (| head): not an error of ours
        import os
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


def _user_errors():
    from .cards.registry import CardError
    from .decks import DeckError
    from .engine.scenario import ScenarioError
    return (CardError, DeckError, ScenarioError)


def _dispatch(args) -> int:
    errors = _user_errors()
    try:
        if args.cmd == "scenario":
            if args.sub == "decide":
                return _scenario_decide(args.file, args.bot, args.seed, args.json)
            if args.sub != "run":
                raise UsageError("expected 'mtg-tui scenario run FILE [--json]' or "
                                 "'mtg-tui scenario decide FILE --bot LEVEL [--json]'")
            return _scenario_run(args.file, args.json)
        if args.cmd == "sim":
            return _sim(args)
        if args.cmd == "bench":
            from .bench import format_bench, run_bench
            res = run_bench(quick=args.quick)
            print(json.dumps(res) if args.json else format_bench(res))
            return 0
        if args.cmd == "booster":
            return _booster(args)
        if args.cmd in ("sealed", "draft"):
            return _limited(args)
        if args.cmd == "ratings":
            return _ratings(args)
        if args.cmd == "card":
            from .cards.render import render_card
            print(render_card(_find_card(" ".join(args.name))))
            return 0
        if args.cmd == "cards":
            return _cards(args)
        if args.cmd == "deck":
            from .decks import check_deck, load_deck, shipped_decks
            if args.sub == "list":
                print("\n".join(shipped_decks()))
                return 0
            if args.sub != "check":
                raise UsageError("expected 'mtg-tui deck check FILE' or 'mtg-tui deck list'")
            d = load_deck(args.file)
            for w in check_deck(d):
                print(f"warning: {w}")
            print(f"{d.path}: {len(d.main)} cards in the main deck, {len(d.sideboard)} in the sideboard: ok")
            return 0
        if args.cmd == "textplay":
            return _textplay(args)
        if args.cmd in ("resume", "replay", "fuzz"):
            return _saves_command(args)
        if args.cmd in ("tutorial", "puzzle"):
            from .tutorial.cli import main as tutorial_main
            return tutorial_main(args)
        if args.cmd == "play":
            return _tui_play(args)
        if args.cmd == "hotseat":
            return _tui_hotseat(args)
        if args.cmd is None:
            from .tui.app import run
            return run()
    except errors as e:
        print(f"mtg-tui: {e}", file=sys.stderr)
        return 2
    raise UsageError(f"unknown command {args.cmd!r}")


def _cards(args) -> int:
    """``mtg-tui cards coverage [--set S] [--json]`` (SCENARIOS section 4) or ``mtg-tui cards QUERY``."""
    from .cards.query import QueryError, search
    from .cards.sets import SetError, coverage, coverage_text
    if args.query == ["coverage"]:
        try:
            cov = coverage(args.set.upper())
        except SetError as e:
            raise UsageError(str(e)) from None
        print(json.dumps(cov, ensure_ascii=False) if args.json else coverage_text(cov))
        return 0
    try:
        found = search(args.query)
    except QueryError as e:
        raise UsageError(f"cards: {e}") from None
    if args.json:
        print(json.dumps({"cards": [{"name": f.name, "cost": f.cost, "type": f.type_line, "rarity": f.rarity,
                                     "set": f.set} for f in found]}, ensure_ascii=False))
    else:
        print("\n".join(f.line() for f in found) + f"\n{len(found)} card{'s' if len(found) != 1 else ''}")
    return 0


def _tui_play(args) -> int:
    from .ai.base import make_agent
    try:
        make_agent(args.bot, 0)
    except ValueError as e:
        raise UsageError(str(e)) from None
    if args.delay is not None and args.delay < 0:
        raise UsageError("--delay must be 0 or more seconds")
    from .tui.session import GameSession
    if args.scenario:
        session = GameSession.from_scenario(args.scenario, args.bot)  # ScenarioError -> one line, exit 2
    else:
        session = _recorded(lambda: GameSession.vs_bot(args.deck, args.vs, args.bot, args.seed, record=True))
    from .tui.app import run
    return run(session, bot_delay=args.delay)  # the saved settings (<data>/settings.json), --delay for this run


def _tui_hotseat(args) -> int:
    from .names import NAME_MAX, clean_name
    names = tuple(clean_name(n) for n in args.names.split(","))  # (printable, capped: the one rule for names)
    if len(names) != 2 or not all(names) or names[0] == names[1]:
        raise UsageError(f"--names takes two different names of printable characters (at most {NAME_MAX} are "
                         f"kept), like 'Ann,Bob'")
    from .tui.session import GameSession
    session = _recorded(lambda: GameSession.hotseat(args.deck, args.vs, names, args.seed, record=True))
    from .tui.app import run
    return run(session)


def _recorded(make):
    """A game session saved as it goes (DeckError -> one line, exit 2; a save that cannot be written too)."""
    from .saves import SaveError
    try:
        return make()
    except (SaveError, OSError) as e:
        raise UsageError(f"cannot save the game: {e}") from None


def _tui_resume(args) -> int:
    """`mtg-tui resume` in a terminal: the app on the resumed game (a bad save: one line, exit 2, before it opens)."""
    from .tui.app import run
    from .tui.session import GameSession
    return run(GameSession.from_save(args.file))


def _find_card(name: str):
    """A card or token by name; an unknown name is a CardError (exit 2) naming the closest cards."""
    from .cards.registry import CardError, fold, registry
    reg = registry()
    card = reg.find(name)
    if card is not None:
        return card
    hint = reg.suggest(name)
    if not hint:
        key = fold(name)
        part = sorted(n for n in list(reg.cards) + list(reg.tokens) if key and key in fold(n))[:3]
        hint = f"; did you mean {', '.join(repr(n) for n in part)}?" if part else "; no card has a similar name"
    raise CardError(f"unknown card {name!r}{hint}")


def _scenario_run(path: str, as_json: bool) -> int:
    from .engine.scenario import ScenarioFailed, build_game, check_expect, load_scenario, run_action
    sc = load_scenario(path)  # ScenarioError -> exit 2 (nothing is run)
    g = build_game(sc, path)
    code = 0
    msg = None
    try:
        for line in sc.actions:
            run_action(g, line)
    except ScenarioFailed as e:
        code, msg = 1, f"{path}: {e}"
    snap = g.snapshot()
    if code == 0:
        fails = check_expect(snap, sc.expect)
        if fails:
            code, msg = 1, f"{path}: " + "; ".join(fails)
    if as_json:
        print(json.dumps(snap, ensure_ascii=False))
    else:
        for ev in g.log:
            print(str(ev))
        print(f"-- turn {snap['turn']} {snap['step']}, {snap['active']} active, decider {snap['decider']}")
        print("legal: " + ", ".join(snap["legal"]))
    if msg:
        print(f"mtg-tui: {msg}", file=sys.stderr)
    return code


def _sim(args) -> int:
    from .decks import shipped_decks
    from .sim import simulate_pairings
    bots = tuple(b.strip() for b in args.bots.split(","))
    if len(bots) != 2:
        raise UsageError("--bots takes two levels, like 'normal,random'")
    from .ai.base import make_agent
    for b in bots:
        try:
            make_agent(b)
        except ValueError as e:
            raise UsageError(str(e)) from None
    if args.games < 1 or args.workers < 1:
        raise UsageError("--games and --workers must be at least 1")
    explain = _explainer(args.explain_all) if args.explain or args.explain_all else None
    if explain is not None and args.workers > 1:
        raise UsageError("--explain prints each decision as it is taken: leave out --workers")
    if args.deck_a == "all" or args.deck_b == "all":
        decks = shipped_decks()
        pairs = [(a, b) for a in decks for b in decks]  # ordered: each bot plays every deck against every deck
    else:
        pairs = [(args.deck_a, args.deck_b)]
    # each pairing gets its own run of seeds, so no two games of an 'all' run share a shuffle (independent games:
    # the interval means what it says)
    used: dict[str, dict[str, int]] = {b: {} for b in bots}
    results = simulate_pairings(pairs, args.games, args.seed, bots, args.workers, explain=explain, used=used)
    res = results[0] if len(results) == 1 else _combine(results, bots)
    unused = _unused(pairs, bots, used) if args.unused else None
    if unused is not None:
        res = dict(res, unused=unused)
    if args.json:
        print(json.dumps(res))
    else:
        for r in results:
            for k, v in r["wins"].items():
                lo, hi = r["win_rate_95ci"][k]
                lat = r["latency_ms"][k]
                print(f"{k}: {v} wins ({r['win_rate'][k]:.1%}, 95% CI {lo:.1%}-{hi:.1%}); "
                      f"decision p50 {lat['p50']} ms, p95 {lat['p95']} ms, max {lat['max']} ms")
            print(f"  draws: {r['draws']}  average turns: {r['average_turns']}  decisions: {r['decisions']}  "
                  f"errors: {len(r['errors'])}  seconds: {r['seconds']}  games/s: {r['games_per_second']}")
            for e in r["errors"][:10]:
                print("  " + e)
        if len(results) > 1:
            t = res["total"]
            print(f"all pairings: {t}")
        for level, names in (unused or {}).items():
            print(f"cards the {level} bot never cast, activated or played: "
                  + (", ".join(names) if names else "none"))
    return 1 if any(r["errors"] for r in results) or any((unused or {}).values()) else 0


def _unused(pairs: list[tuple[str, str]], bots: tuple[str, ...], used: dict[str, dict[str, int]]) -> dict:
    """For each bot level: the cards of the decks it played that it never used (basic lands aside)."""
    from .cards.registry import registry
    from .decks import load_deck
    reg = registry()
    out: dict[str, list[str]] = {}
    for level in dict.fromkeys(bots):
        decks = {a for a, _ in pairs} if level == bots[0] else set()
        decks |= {b for _, b in pairs} if level == bots[1] else set()
        cards = {n for d in decks for n in load_deck(d).main if "Basic" not in reg.get(n).supertypes}
        out[level] = sorted(cards - set(used.get(level, {})))
    return out


def _combine(results: list[dict], bots: tuple[str, str]) -> dict:
    from .sim import wilson
    wa = sum(list(r["wins"].values())[0] for r in results)
    wb = sum(list(r["wins"].values())[1] for r in results)
    played = sum(r["games"] - len(r["errors"]) for r in results)
    return {"pairings": results, "total": {
        "games": played, f"wins_{bots[0]}_A": wa, f"wins_{bots[1]}_B": wb,
        "win_rate_A": round(wa / played, 4) if played else 0, "win_rate_A_95ci": wilson(wa, played),
        "draws": sum(r["draws"] for r in results), "errors": sum(len(r["errors"]) for r in results)}}


def _booster(args) -> int:
    """SCENARIOS.md section 4: {"packs": [[{"name", "number", "rarity"}, ...], ...]}."""
    from .limited.booster import BoosterError, boosters
    try:
        packs = boosters(args.set, args.seed, args.count)
    except BoosterError as e:
        raise UsageError(str(e)) from None
    if args.json:
        print(json.dumps({"packs": [[c.to_json() for c in p] for p in packs]}, ensure_ascii=False))
        return 0
    for k, pack in enumerate(packs, 1):
        print(f"Pack {k} ({args.set.upper()}, seed {args.seed}):")
        for c in pack:
            print(f"  {c.rarity[0].upper()} {c.number:>3}  {c.name}")
    return 0


def _limited(args) -> int:
    """SCENARIOS.md section 4: a whole sealed or draft event headless (--auto)."""
    from .ai.base import make_agent
    from .limited.booster import BoosterError
    from .limited.event import draft, sealed
    try:
        make_agent(args.bot, 0)
    except ValueError as e:
        raise UsageError(str(e)) from None
    if not args.auto:
        return _limited_app(args)
    if args.resume is not None:
        raise UsageError("--resume continues an event in the app; it doesn't go with --auto")
    try:
        out = (sealed if args.cmd == "sealed" else draft)(1 if args.seed is None else args.seed, args.bot)
    except BoosterError as e:
        raise UsageError(str(e)) from None
    if args.json:
        print(json.dumps(out, ensure_ascii=False))
        return 0 if not out["errors"] else 1
    for p, d in out["decks"].items():
        colors = sorted({c for n in d["main"] for c in _deck_colors(n)})
        print(f"{p}: {len(d['main'])} cards, {d['lands']} lands, {''.join(colors) or 'colorless'}")
    for m in out["matches"]:
        games = ", ".join(f"{g['winner']} in {g['turns']} turns" for g in m["games"])
        print(f"{m['players'][0]} vs {m['players'][1]}: {m['winner']} wins ({games})")
    for e in out["errors"]:
        print(f"error: {e}", file=sys.stderr)
    return 0 if not out["errors"] else 1


def _limited_app(args) -> int:
    """`mtg-tui sealed|draft`: the app on a new event, or on a saved one (--resume)."""
    import random

    from .limited.run import EventError, LimitedEvent, latest_unfinished_event
    if args.resume is not None:
        path = args.resume
        if not path:
            found = latest_unfinished_event(args.cmd)
            if found is None:
                raise UsageError(f"no unfinished {args.cmd} event to resume; 'mtg-tui {args.cmd}' starts one")
            path = str(found)
        try:
            ev = LimitedEvent.load(path)
        except EventError as e:
            raise UsageError(str(e)) from None
        if ev.kind != args.cmd:
            raise UsageError(f"{path}: a {ev.kind} event; expected {args.cmd} ('mtg-tui {ev.kind} --resume')")
    else:
        ev = LimitedEvent(args.cmd, random.randrange(1, 1_000_000) if args.seed is None else args.seed, args.bot)
        ev.save()
    from .tui.app import run
    return run(event=ev)


def _ratings(args) -> int:
    from .limited.learn import RATINGS_FILE, learn
    if args.sub != "learn":
        raise UsageError("expected 'mtg-tui ratings learn [--games N] [--seed S] [--workers K] [--out FILE]'")
    if args.games < 1 or (args.workers is not None and args.workers < 1):
        raise UsageError("--games and --workers must be at least 1")
    t0 = time.perf_counter()
    out = learn(args.games, args.seed, args.workers)
    path = Path(args.out) if args.out else RATINGS_FILE
    try:
        path.write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    except OSError as e:
        raise UsageError(f"cannot write {path}: {e}") from None
    print(f"{args.games} games in {time.perf_counter() - t0:.0f} s: {len(out['cards'])} cards rated, written to {path}")
    return 0


def _deck_colors(name: str) -> str:
    from .cards.registry import registry
    return "".join(registry().get(name).colors)


def _scenario_decide(path: str, level: str, seed: int, as_json: bool) -> int:
    """SCENARIOS.md section 4: what the bot would do at the end of a scenario (ai/explain.decide); exit 1 when an
    action fails or nobody has a decision, 2 for a bad file or level."""
    from .ai.explain import NoDecision, decide, format_line
    from .engine.scenario import ScenarioFailed
    from .ai.base import make_agent
    try:
        make_agent(level, seed)
    except ValueError as e:
        raise UsageError(str(e)) from None
    try:
        d = decide(path, level, seed)  # ScenarioError -> exit 2 (nothing is run)
    except (ScenarioFailed, NoDecision) as e:
        print(f"mtg-tui: {path}: {e}", file=sys.stderr)
        return 1
    print(json.dumps(d, ensure_ascii=False) if as_json else format_line(d, rejected=3))
    return 0


def _explainer(every: bool = False):
    """Each bot decision in words (ai/explain.py), as it is taken; decisions with no choice in them (passing with
    nothing else to do) only with ``every``."""
    from .ai.explain import explain, format_line

    def hook(i, g, seat, agent, a, legal, level):
        d = explain(g, seat, agent, a, legal, level)
        if d["forced"] and not every:
            return
        print(f"game {i}: " + format_line(d))
    return hook


def _textplay(args) -> int:
    from .ai.base import make_agent
    try:
        make_agent(args.bot, 0)
    except ValueError as e:
        raise UsageError(str(e)) from None
    from .saves import SaveError
    from .textplay import play_text
    try:
        return play_text(args.deck, args.vs, args.bot, args.seed)
    except (SaveError, OSError) as e:
        raise UsageError(f"cannot save the game: {e}") from None


def _saves_command(args) -> int:
    """resume, replay, fuzz: a bad save is one line (SaveError) and exit 2; nothing is written."""
    from .saves import SaveError
    try:
        if args.cmd == "resume":
            if not args.text and sys.stdin.isatty() and sys.stdout.isatty():
                return _tui_resume(args)
            from .replay import resume_text
            return resume_text(args.file)
        if args.cmd == "replay":
            from .replay import list_saves_text, replay_json, replay_steps
            from .saves import find_save
            tty = not args.text and not args.json and sys.stdin.isatty() and sys.stdout.isatty()
            if args.file is None:  # the saves, newest first: a screen to pick from, or a numbered list
                if tty:
                    from .tui.screens.replay import run_replay
                    return run_replay(None)
                return list_saves_text(as_json=args.json)
            path = str(find_save(args.file))  # a path, or a save's bare name in the saves folder
            if args.json:
                return replay_json(path)
            if tty:
                from .tui.screens.replay import run_replay
                return run_replay(path)  # a bad file: SaveError before the app opens
            return replay_steps(path)
        return _fuzz(args)
    except SaveError as e:
        raise UsageError(str(e)) from None


def _fuzz(args) -> int:
    from .decks import load_deck
    from .fuzz import RANDOM, fuzz, summary_line
    if args.games < 1:
        raise UsageError("--games must be at least 1")
    if args.seed < 0:
        raise UsageError("--seed must be 0 or more")
    names = None
    if args.decks:
        names = [d.strip() for d in args.decks.split(",") if d.strip()]
        if not names:
            raise UsageError("--decks takes deck names, comma-separated")
        for n in names:
            if n != RANDOM:
                load_deck(n)  # DeckError -> one line, exit 2
    progress = (lambda s: print(s, file=sys.stderr, flush=True)) if args.progress else None
    res = fuzz(args.games, args.seed, names, progress)
    if args.json:
        print(json.dumps(res, ensure_ascii=False))
    else:
        print(summary_line(res))
        for f in res["failures"][:20]:
            print("  FAIL " + f["line"])
    return 1 if res["failures"] else 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
