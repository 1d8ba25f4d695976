"""A bot's decision in words a player can read (`scenario decide`, `sim --explain`).

Who decided and with which bot, the turn and the step the decision was taken in (asked before the action is
applied, so a mulligan's bottom choice is a mulligan's, not the upkeep's that follows), the action, the bot's
reason, and the options it rejected, each with its own reason: never the chosen action again (the search bot
lists every candidate it compared, the chosen one among them).  Object ids never reach the words: an id the
reason names (``c89``) is written as the object's name, and a name the engine wrote ``Name#id`` because others
share it (SCENARIOS.md 1.1) as the name with what tells it from them ("Food (2nd)", "Haradrim Spearmaster
(tapped)"); the line a player reads (``format_line``) writes the actions so too, while the dict's ``action``
stays the canonical, replayable text.

A decision with no choice in it (passing with nothing else to do but tap mana by hand, or a single legal
action) is "forced": ``sim --explain`` leaves it out unless asked for every decision.
"""

from __future__ import annotations

import re
from typing import Any, Sequence

from ..engine.actions import Action
from ..engine.game import STEP_NAMES

_ID = re.compile(r"(#)?\b([ca]\d+)\b")  # an object's id (c12), an ability's on the stack (a3); after "Name" in Name#id
_SUFFIX = {1: "st", 2: "nd", 3: "rd"}  # of an ordinal
_SHOWN = ("battlefield", "stack", "graveyard", "exile")  # the zones everyone sees: the only ones twins are told in


#: words of a reason that tell what a hand holds ("the spells in hand are short of its {R}", "a color my hand
#: needs"): not for the opponent's log
_HAND_WORDS = re.compile(r"\bhand(?:'s)?\b", re.IGNORECASE)


def public_reason(g, by: str, action: Action | None, reason: str) -> str | None:
    """``reason`` (in words, ``named``) as the opponent of ``by`` may read it: each part in parentheses that
    names a card of ``by``'s hand (or speaks of the hand) left out, or None when the rest does.  The card the
    action takes out of the hand (cast, played) is public once it is, but not a second copy still held:
    "cast Daring Archaeologist (a 3/3) (then Birthday Escape: the mana spent in full)" named the Escape in
    hand, and reads "cast Daring Archaeologist (a 3/3)"."""
    p = g.players.get(by)
    if p is None:
        return reason
    held: dict[str, int] = {}
    for oid in p.hand:
        o = g.objects.get(oid)
        if o is not None:
            held[o.card.name] = held.get(o.card.name, 0) + 1
    data = getattr(action, "data", None)
    moved = getattr(data, "card", None) or getattr(data, "source", None)  # (a land played, a spell cast)
    mo = g.objects.get(moved) if isinstance(moved, str) else None
    if mo is not None and mo.id in p.hand:
        held[mo.card.name] -= 1
    secret = [n for n, k in held.items() if k > 0]

    def tells(text: str) -> bool:
        return bool(_HAND_WORDS.search(text)) or any(n in text for n in secret)
    if not tells(reason):
        return reason
    kept = [x for x, paren in paren_pieces(reason) if not (paren and tells(x))]
    text = re.sub(r"\s+", " ", "".join(kept)).strip()
    text = re.sub(r"\s+([;:,])", r"\1", text)
    return None if not text or tells(text) else text


def paren_pieces(text: str) -> list[tuple[str, bool]]:
    """``text`` cut at its top-level parts in parentheses (a nested one goes with its own): (piece, in
    parentheses) in order, the pieces joined being ``text``; an unclosed "(" runs to the end, outside."""
    pieces: list[tuple[str, bool]] = []
    depth, start = 0, 0
    for i, ch in enumerate(text):
        if ch == "(":
            if depth == 0:
                pieces.append((text[start:i], False))
                start = i
            depth += 1
        elif ch == ")" and depth:
            depth -= 1
            if depth == 0:
                pieces.append((text[start:i + 1], True))
                start = i + 1
    pieces.append((text[start:], False))
    return pieces


def beyond_action(shown: str, why: str) -> str:
    """A bot's reason without the action its log line already says: "cast Nimrodel Watcher (a 2/1); played two
    turns ahead ..." after "cast Nimrodel Watcher" reads "a 2/1; played two turns ahead ..."."""
    if not why.startswith(shown):
        return why
    rest = why[len(shown):].lstrip()
    if rest.startswith(":"):
        return rest[1:].strip()
    if rest.startswith("("):
        pieces = paren_pieces(rest)  # (the first is the empty text before the "(")
        if len(pieces) > 1 and pieces[1][1]:
            return (pieces[1][0][1:-1] + "".join(x for x, _ in pieces[2:])).strip()
    return why if rest and rest[0].isalnum() else rest.lstrip(";, ").strip()


def forced(legal: Sequence[Action]) -> bool:
    """No choice to explain: one legal action, or passing when nothing but mana abilities is offered besides."""
    if len(legal) <= 1:
        return True
    return legal[0].kind == "pass" and all(a.kind == "tap" for a in legal[1:])


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th ... 11th, 12th, 13th ... 21st."""
    return f"{n}th" if 10 < n % 100 < 20 else f"{n}{_SUFFIX.get(n % 10, 'th')}"


def _place(g, o) -> tuple[str, str]:
    """Where an object is, as (key, words): the battlefield and the stack are shared, the other zones each
    player's own."""
    if o.zone in ("battlefield", "stack"):
        return o.zone, "on the " + o.zone
    if o.zone == "exile":
        return "exile", "in exile"
    owner = g.players.get(o.owner)
    return f"{o.owner}:{o.zone}", f"in {owner.name}'s {o.zone}" if owner is not None else f"in the {o.zone}"


def _in_order(g, o, ids: set[str]) -> list[str]:
    """The ids of ``ids`` (``o``'s and its twins') in the order a player counts them in ``o``'s zone: board
    order, the stack from the top, a player's zone as it is kept."""
    if o.zone == "battlefield":
        order = [q.id for q in g._bfo]
    elif o.zone == "stack":
        order = [it.id for it in reversed(g.stack)]
    else:
        p = g.players.get(o.owner)
        order = list(getattr(p, o.zone, ()) or ()) if p is not None else []
    seen = [i for i in order if i in ids]
    return seen + sorted(ids.difference(seen))  # (anything the zone's list does not hold, last)


def twin_words(g, oid: str) -> str:
    """What tells object ``oid`` apart from the others of its name a player can see, in words: where it is when
    it is no permanent and a twin is elsewhere ("in Player 1's graveyard"); for twins on the battlefield, whose
    it is ("Player 2's") and whether it is tapped; then its place among those still alike ("2nd": in board
    order; on the stack "2nd from the top").  '' when its name is its own (or ``oid`` is no object).  Only the
    zones everyone sees count: a card in a hand or a library gets no words, and is never counted as a twin (how
    many of a name a hand or library holds is hidden, and the app shows a bot's reasons to its opponent)."""
    o = g.objects.get(oid)
    if o is None:  # an ability on the stack: among the abilities of sources of its name, from the top
        item = next((it for it in g.stack if it.id == oid), None)
        if item is None:
            return ""
        same = [it.id for it in reversed(g.stack) if it.kind == item.kind and it.source_name == item.source_name]
        return f"{ordinal(same.index(oid) + 1)} from the top" if len(same) > 1 else ""
    if o.zone not in _SHOWN:
        return ""
    name = o.card.name
    twins = [q for q in g.objects.values() if q.id != oid and q.card.name == name and q.zone in _SHOWN]
    if not twins:
        return ""
    words: list[str] = []
    key, where = _place(g, o)
    alike = [q for q in twins if _place(g, q)[0] == key]
    if len(alike) < len(twins) and o.zone != "battlefield":  # (a permanent needs no "on the battlefield")
        words.append(where)
    if alike and o.zone == "battlefield":
        same = [q for q in alike if q.controller == o.controller]
        if len(same) < len(alike) and o.controller in g.players:
            words.append(f"{g.players[o.controller].name}'s")
            alike = same
        same = [q for q in alike if q.tapped == o.tapped]
        if len(same) < len(alike):
            words.append("tapped" if o.tapped else "untapped")
            alike = same
    if alike:
        order = _in_order(g, o, {oid} | {q.id for q in alike})
        words.append(ordinal(order.index(oid) + 1) + (" from the top" if o.zone == "stack" else ""))
    return ", ".join(words)


def named(g, text: str) -> str:
    """``text`` with every object id in it replaced by words (ids are the engine's, not words): a bare id
    (``c89``) by the object's name, ``Name#id`` by the name alone; either followed by what tells the object
    apart from others of its name when some are in sight ("Food (2nd)", see ``twin_words``)."""
    def words(m: re.Match) -> str:
        full, oid = m.group(1) is not None, m.group(2)
        tag = twin_words(g, oid)
        tag = f" ({tag})" if tag else ""
        o = g.objects.get(oid)
        if o is not None:
            return tag if full else o.card.name + tag
        item = next((it for it in g.stack if it.id == oid), None)
        if item is not None and item.kind == "ability":
            return ("'s ability" if full else f"{item.source_name}'s ability") + tag
        if item is not None:
            return tag if full else item.source_name + tag
        return "" if full else oid  # (Name#id of an object gone: the name says what it was)
    return _ID.sub(words, text)


_FULL_ID = re.compile(r"#[ca]\d+\b")


def _words(d: dict) -> str:
    """An action of an ``explain`` dict as a player reads it: its ``action_words``, or (a dict made without
    them) the action with the ``#id`` of each ``Name#id`` left out."""
    return d.get("action_words") or _FULL_ID.sub("", d["action"])


def step_label(g) -> str:
    """The step as a player says it ("declare blockers step", "mulligans")."""
    return STEP_NAMES.get(g.step, g.step.replace("_", " "))


def explain(g, decider: str, agent: Any, action: Action, legal: Sequence[Action], level: str | None = None) -> dict:
    """The decision ``agent`` (which just chose ``action`` from ``legal`` on ``g``, not yet applied) as a dict:
    decider, player (their name), bot, turn, step (its label), action (the canonical text), action_words (the
    action as a player reads it: no ids), reason, alternatives ([{action, action_words, reason, score}], best
    first, the chosen action left out), forced."""
    last = getattr(agent, "last", None)
    reason = ""
    alts: list[dict] = []
    if last is not None:
        reason = last.reason if last.action == action.text or not last.alternatives else ""
        seen = {action.text}
        for entry in last.alternatives:
            text, score, why = entry[0], entry[1], entry[2]
            if text == action.text:
                if not reason:
                    reason = why
                continue
            if text in seen or why == reason:
                continue  # (the same option twice, or another step of the chosen plan)
            seen.add(text)
            alts.append({"action": text, "action_words": named(g, text), "reason": named(g, why), "score": score})
        if not reason:
            reason = last.reason
    if not reason:
        reason = (f"picked at random among {len(legal)} legal actions" if getattr(agent, "name", "") == "random"
                  else "the only legal action" if len(legal) == 1 else "no reason given")
    return {
        "decider": decider,
        "player": g.players[decider].name,
        "bot": level or getattr(agent, "name", "bot"),
        "turn": g.turn,
        "step": step_label(g),
        "action": action.text,
        "action_words": named(g, action.text),
        "reason": named(g, reason),
        "alternatives": alts,
        "forced": forced(legal),
    }


def format_line(d: dict, rejected: int = 1) -> str:
    """One line: "Turn 7, declare blockers step: Bob (normal) blocks ...: <reason>; rather than <alt>: <why>",
    the actions in words (no ids: ``action_words``)."""
    out = f"Turn {d['turn']}, {d['step']}: {d['player']} ({d['bot']}) -> {_words(d)}: {d['reason']}"
    for alt in d["alternatives"][:rejected]:
        out += f"; rather than {_words(alt)}: {alt['reason']}"
    return out


class NoDecision(Exception):
    """The scenario's game is over: nobody has a decision to make."""


def decide(path: str, level: str, seed: int = 1) -> dict:
    """`mtg-tui scenario decide` (SCENARIOS.md section 4): set the scenario up, apply its actions, and ask the bot
    of ``level`` what the decider would do, with only the decider's view (as in a game).  Raises ValueError for
    an unknown level, ScenarioError for a bad file, ScenarioFailed when an action fails, NoDecision when the game
    is over."""
    from ..engine.scenario import build_game, load_scenario, run_action
    from .base import PlayerView, make_agent
    agent = make_agent(level, seed)
    sc = load_scenario(path)
    g = build_game(sc, path)
    for line in sc.actions:
        run_action(g, line)
    decider = g.decider
    if decider is None:
        raise NoDecision(f"the game is over ({g.winner} won): there is no decision to make")
    legal = g.legal_actions()
    action = agent.choose(PlayerView(g, decider), legal)
    return explain(g, decider, agent, action, legal, level)
