"""Choose a mode: a player chooses one of several modes, and its effects are done (700.2)."""

from __future__ import annotations

import re

from typing import TYPE_CHECKING, Any

from ..engine.effects import answered, ask, refs, run_nested
from ..engine.objects import PLAYERS
from .base import Effect

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.ability import EffectUse
    from ..engine.game import Game
    from ..engine.objects import Frame


def _sub_text(effects: Any, ctx: Any) -> str:
    t = ctx.sentences(effects).rstrip(".")
    return str(t[:1].lower() + t[1:])


def _to_chooser(text: str, owner: str) -> str:
    """The card's words said to the player who chooses: its "you" is the card's controller ("you mill X cards" ->
    "Bot mills X cards"), its "that player" the chooser ("you")."""
    if text.startswith("you "):
        verb, _, rest = text[4:].partition(" ")
        text = f"{owner} {verb}s {rest}"
    return re.sub(r"\bthat player (\w+?)s\b", r"you \1", text).replace("that player", "you")


class ChooseMode(Effect):
    name = "choose_mode"
    rule = "700.2"
    params = {"who": "the player who chooses (a reference; a permanent means its controller; you if absent)",
              "modes": "the modes, each {label, effects}: its name in the choice and what it does",
              "offer": "text only: two modes chosen by another player, written as an offer: '<who> may have you "
                       "<first mode>. If that player doesn't, <second mode>.' (false if absent)"}
    examples = (({"do": "choose_mode", "who": "target",
                  "modes": [{"label": "draw", "effects": [{"do": "draw", "n": 1}]},
                            {"label": "life", "effects": [{"do": "lose_life", "n": 3, "who": "target"}]}]},
                 [{"what": "opponent"}],
                 "Target opponent chooses one: draw (draw a card); or life (target opponent loses 3 life)."),
                ({"do": "choose_mode", "who": "target", "offer": True,
                  "modes": [{"label": "draw", "effects": [{"do": "draw", "n": 1}]},
                            {"label": "life", "effects": [{"do": "lose_life", "n": 3}]}]},
                 [{"what": "opponent"}],
                 "Target opponent may have you draw a card. If that player doesn't, you lose 3 life."),)

    def run(self, g: "Game", fr: "Frame", eff: "EffectUse") -> bool:
        ctx = fr.ctx
        modes = eff["modes"]
        if "mode" not in ctx:
            a = answered(fr)
            if a is None:
                ps = refs(g, fr, eff.get("who", "you"))
                if not ps:
                    return True
                chooser = ps[0] if ps[0] in PLAYERS else g.controller(ps[0])
                options = [(str(i), m["label"]) for i, m in enumerate(modes)]
                if not eff.get("offer"):
                    return ask(g, chooser, "Choose one", options)
                # an offer (Palantír of Orthanc): the chooser answers for another player; the prompt says whose
                # offer it is, and an agent learns what is at stake from the source (its counters are public)
                src = fr.item.source if fr.item is not None else ""
                o = g.objects.get(src)
                prompt = "Choose one"
                if o is not None:  # "Player 1's Palantír of Orthanc: let Player 1 draw a card? If you don't: mill"
                    from ..cards.render import Ctx
                    owner = g.players[fr.controller].name
                    prompt = (f"{owner}'s {o.card.name}: let {owner} {_sub_text(modes[0]['effects'], Ctx(o.card))}? "
                              f"If you don't, {_to_chooser(_sub_text(modes[1]['effects'], Ctx(o.card)), owner)}.")
                return ask(g, chooser, prompt, options, purpose="offer", source=src, offered_to=fr.controller)
            ctx["mode"] = int(a)
            ctx["j"] = 0
            ctx["sub"] = {}
            ps = refs(g, fr, eff.get("who", "you"))
            who = (ps[0] if ps[0] in PLAYERS else g.controller(ps[0])) if ps else fr.controller
            g.emit("choice", f"{g.players[who].name} chooses {modes[ctx['mode']]['label']}", "700.2",
                   mode=ctx["mode"], player=who)
        return run_nested(g, fr, modes[ctx["mode"]]["effects"])

    def check(self, eff: Any) -> str | None:
        if eff.get("offer") and (len(eff.get("modes") or ()) != 2 or eff.get("who", "you") == "you"):
            return "offer: two modes, chosen by a player other than you"
        return None

    def text(self, eff: Any, ctx: Any) -> str:
        if eff.get("offer"):  # Palantír of Orthanc: the other player chooses whether you do the first mode
            first, second = eff["modes"]
            who = ctx.subj(eff.get("who"))
            does = _sub_text(first["effects"], ctx)
            does = does[4:] if does.startswith("you ") else does
            other_ = _sub_text(second["effects"], ctx)
            if not other_.startswith("you ") and ctx.imperative(other_.split(" ", 1)[0]):
                other_ = "you " + other_  # an instruction to you: "you mill X cards"
            return f"{who} may have you {does}. If that player doesn't, {other_}"
        who = ctx.target(eff.get("who", "you"))
        opts = "; or ".join(f"{m['label']} ({_sub_text(m['effects'], ctx)})" for m in eff["modes"])
        return f"{who} chooses one: {opts}"
