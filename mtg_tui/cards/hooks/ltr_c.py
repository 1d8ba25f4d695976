"""Hooks for card-pool.md group C (blue additions: historic, stun, Sagas, legends)."""

from __future__ import annotations
