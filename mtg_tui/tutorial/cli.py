"""`mtg-tui tutorial ...` and `mtg-tui puzzle ...`.

- ``mtg-tui tutorial``: in a terminal, the full-screen app opened on the lesson list; otherwise (output piped
  or redirected) the list is printed, as with ``--list``.
- ``mtg-tui tutorial LESSON``: the app opened on that lesson (a number, a name or a file stem: ``7``, ``ring``,
  ``07_ring``), where you left it; ``--restart`` starts it from the first step.
- ``mtg-tui tutorial --list``: the lessons with your progress.
- ``mtg-tui tutorial --check [LESSON]``: play every lesson's scripted solution and every puzzle's intended
  solution headlessly; exit 1 if one fails.
- ``mtg-tui puzzle [NAME] [--list]``: the same for puzzles.

A bad lesson or puzzle file, or an unknown name: one line, exit 2.
"""

from __future__ import annotations

import sys

from .model import TutorialError, find_lesson, find_puzzle, lessons, load_course, load_lesson, load_puzzle, puzzles


def _tty() -> bool:
    return sys.stdin.isatty() and sys.stdout.isatty()


def main(args) -> int:
    try:
        if args.cmd == "tutorial":
            return _tutorial(args)
        return _puzzle(args)
    except TutorialError as e:
        print(f"mtg-tui: {e}", file=sys.stderr)
        return 2


def _tutorial(args) -> int:
    if args.check:
        return check(args.lesson)
    if args.list or (args.lesson is None and not _tty()):
        if args.restart:
            raise TutorialError("--restart needs a LESSON")
        return print_list("lesson")
    if args.restart and args.lesson is None:
        raise TutorialError("--restart needs a LESSON")
    course = load_lesson(find_lesson(args.lesson)) if args.lesson else None
    _startable(course)
    from ..tui.screens.tutorial import run
    return run("lesson", course, restart=args.restart)


def _puzzle(args) -> int:
    if args.list or (args.name is None and not _tty()):
        return print_list("puzzle")
    course = load_puzzle(find_puzzle(args.name)) if args.name else None
    _startable(course)
    from ..tui.screens.tutorial import run
    return run("puzzle", course, restart=True)


def _startable(course) -> None:
    """Set the board up once before the app starts, so a lesson whose scenario actions fail is one line."""
    if course is not None:
        from .tutor import Tutor
        Tutor(course).start()


def print_list(kind: str) -> int:
    from .progress import Progress
    pr = Progress()
    if pr.warning:
        print(f"mtg-tui: warning: {pr.warning}", file=sys.stderr)
    courses = lessons() if kind == "lesson" else puzzles()
    what = "done" if kind == "lesson" else "solved"
    print(f"{'Lessons' if kind == 'lesson' else 'Puzzles'} ({pr.summary(courses)} {what}):")
    width = max([len(c.title) for c in courses] + [10])
    sw = max([len(c.slug) for c in courses] + [8])
    for i, c in enumerate(courses, 1):
        n = c.number if kind == "lesson" else i
        status = pr.status(c)
        print(f"  {n:>2}  {c.slug:<{sw}}  {c.title:<{width}}  {status}".rstrip())
    if kind == "lesson":
        print("Open one with 'mtg-tui tutorial NAME' (or its number); puzzles: 'mtg-tui puzzle --list'.")
    else:
        print("Open one with 'mtg-tui puzzle NAME'.")
    return 0


def check(only: str | None = None) -> int:
    from .check import check_all, check_course
    if only:
        from pathlib import Path
        path = Path(only) if only.endswith(".toml") and Path(only).is_file() else find_lesson(only)
        results = [check_course(load_course(path))]
    else:
        results = check_all()
    for r in results:
        print(r.line())
        for p in r.problems[1:]:
            print(f"      {p}")
    bad = [r for r in results if not r.ok]
    nl = sum(1 for r in results if r.course is None or r.course.kind == "lesson")
    npz = len(results) - nl
    if bad:
        print(f"tutorial check: {len(bad)} of {len(results)} failed")
        return 1
    print(f"tutorial check: {nl} lesson{'s' if nl != 1 else ''}, {npz} puzzle{'s' if npz != 1 else ''}: all pass")
    return 0
