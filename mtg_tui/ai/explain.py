"""A bot's decision in words a player can read (`scenario decide`, `sim --explain`).

Who decided and with which bot, the turn and the step the decision was taken in (asked before the action is
applied, so a mulligan's bottom choice is a mulligan's, not the upkeep's that follows), the action, the bot's
reason, and the options it rejected, each with its own reason: never the chosen action again (the search bot
lists every candidate it compared, the chosen one among them).  Object ids never reach the words: an id the
reason names (``c89``) is written as the object's name.

A decision with no choice in it (passing with nothing else to do but tap mana by hand, or a single legal
action) is "forced": ``sim --explain`` leaves it out unless asked for every decision.
"""

from __future__ import annotations

import re
from typing import Any, Sequence

from ..engine.actions import Action
from ..engine.game import STEP_NAMES

_ID = re.compile(r"\b([ca]\d+)\b")  # an object's id (c12), an ability's on the stack (a3)


def forced(legal: Sequence[Action]) -> bool:
    """No choice to explain: one legal action, or passing when nothing but mana abilities is offered besides."""
    if len(legal) <= 1:
        return True
    return legal[0].kind == "pass" and all(a.kind == "tap" for a in legal[1:])


def named(g, text: str) -> str:
    """``text`` with every object id in it replaced by the object's name (ids are the engine's, not words)."""
    def name(m: re.Match) -> str:
        oid = m.group(1)
        o = g.objects.get(oid)
        if o is not None:
            return o.card.name
        item = next((it for it in g.stack if it.id == oid), None)
        return f"{item.source_name}'s ability" if item is not None and item.kind == "ability" else oid
    return _ID.sub(name, text)


def step_label(g) -> str:
    """The step as a player says it ("declare blockers step", "mulligans")."""
    return STEP_NAMES.get(g.step, g.step.replace("_", " "))


def explain(g, decider: str, agent: Any, action: Action, legal: Sequence[Action], level: str | None = None) -> dict:
    """The decision ``agent`` (which just chose ``action`` from ``legal`` on ``g``, not yet applied) as a dict:
    decider, player (their name), bot, turn, step (its label), action, reason, alternatives
    ([{action, reason, score}], best first, the chosen action left out), forced."""
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
            alts.append({"action": text, "reason": named(g, why), "score": score})
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
        "reason": named(g, reason),
        "alternatives": alts,
        "forced": forced(legal),
    }


def format_line(d: dict, rejected: int = 1) -> str:
    """One line: "Turn 7, declare blockers step: Bob (normal) blocks ...: <reason>; rather than <alt>: <why>"."""
    out = f"Turn {d['turn']}, {d['step']}: {d['player']} ({d['bot']}) -> {d['action']}: {d['reason']}"
    for alt in d["alternatives"][:rejected]:
        out += f"; rather than {alt['action']}: {alt['reason']}"
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
