"""Agents: every bot answers ``choose(view, legal_actions) -> action`` and sees only its player's view."""

from .base import Agent, PlayerView, RandomAgent, make_agent

__all__ = ["Agent", "PlayerView", "RandomAgent", "make_agent"]
