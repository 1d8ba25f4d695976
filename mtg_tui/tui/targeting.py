"""Targets picked on the board, one at a time (601.2c), for a spell or ability whose legal actions differ only
in their targets.  No Textual here: the game screen shows ``entries()`` and marks ``ids()``."""

from __future__ import annotations

from ..engine.actions import Action

NO_MORE = "no more targets"  # the entry that stops picking "up to N" targets with those picked so far
TARGET_KIND = "target"  # the kind of the Decision panel's entries while targets are picked (never an engine action)


def head_text(a: Action) -> str:
    """An action's text without its targets ('cast Lightning Bolt' of 'cast Lightning Bolt -> p2')."""
    return a.text.split(" -> ", 1)[0]


def heads(acts: list[Action]) -> dict[str, list[Action]]:
    """The actions grouped by what they do, targets aside, in the engine's order."""
    out: dict[str, list[Action]] = {}
    for a in acts:
        out.setdefault(head_text(a), []).append(a)
    return out


def head_action(group: list[Action]) -> Action:
    """A picker entry standing for a group of actions that differ only in their targets."""
    a = group[0]
    n = a.tmpl.split(" -> ", 1)[0].count("{")
    return Action(a.kind, f"{head_text(a)} -> …", None, a.tmpl.split(" -> ", 1)[0] + " -> …", a.refs[:n])


class Targeting:
    """Targets being picked one at a time for a group of legal actions that differ only in their targets
    (601.2c).  The engine lists a set of like targets once, in its own order ("untap two target lands": each
    pair once), so a pick keeps every action that names the object among the targets not picked yet, and
    the next pick offers what those still name."""

    def __init__(self, options: list[Action]) -> None:
        self.options = list(options)
        first = options[0]
        self.source = first.refs[0][1] if first.refs else head_text(first)
        self.head = first.tmpl.split(" -> ", 1)[0].count("{")  # refs before the targets
        self.picked: list[str] = []
        self.total = max(len(a.refs) for a in options) - self.head

    @property
    def slot(self) -> int:
        """Which target is being picked (0: the first)."""
        return len(self.picked)

    def _left(self, a: Action) -> list[tuple[str, str]]:
        left = list(a.refs[self.head:])
        for oid in self.picked:
            i = next((k for k, r in enumerate(left) if r[0] == oid), None)
            if i is not None:
                del left[i]
        return left

    def candidates(self) -> list[tuple[str, str]]:
        """(id, name) of the legal choices for the next target, in the engine's order."""
        seen: dict[str, str] = {}
        for a in self.options:
            for oid, name in self._left(a):
                seen.setdefault(oid, name)
        return list(seen.items())

    def ids(self) -> set[str]:
        return {i for i, _ in self.candidates()}

    def pick(self, oid: str) -> None:
        self.options = [a for a in self.options if any(r[0] == oid for r in self._left(a))]
        self.picked.append(oid)

    def complete(self) -> Action | None:
        """The action whose targets are all picked now, when there is one: "up to two targets" may stop here
        (115.1: fewer targets, even none, are a legal choice of an "up to" target)."""
        return next((a for a in self.options if not self._left(a)), None)

    def settle(self) -> None:
        """Take every target that has only one legal choice left (never a target "up to" leaves optional)."""
        while len(self.options) > 1 and len(self.candidates()) == 1 and self.complete() is None:
            self.pick(self.candidates()[0][0])

    def entries(self) -> list[Action]:
        """The Decision panel's numbered entries: one per legal choice of this target."""
        out = [Action(TARGET_KIND, f"target {name if oid not in ('p1', 'p2') else oid}", None, "target {0}",
                      ((oid, name),)) for oid, name in self.candidates()]
        if self.complete() is not None:  # an "up to" target: stopping here is an answer too
            out.append(Action(TARGET_KIND, NO_MORE, None, NO_MORE, ()))
        return out

    def prompt(self) -> str:
        which = f"target {self.slot + 1} of {self.total}" if self.total > 1 else "its target"
        return f"{self.source}: choose {which}"
